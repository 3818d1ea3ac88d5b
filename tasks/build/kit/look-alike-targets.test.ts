/**
 * Look-alikes of trivially newest targets (kit/look-alike-targets.ts): the rows each flagged task
 * now holds, and, through the real generate → run → check chain with a hand-made app, that an app
 * taking the newest liked album or library song instead of the one the user names fails, that the
 * same app passed before (the hole), and that the reference passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { holds, saidTexts } from './look-alike.ts';
import { withTargetLookAlikes } from './look-alike-targets.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const index = fixtureIndex('base');
const rowsOf = (task: Obj, table: string): Obj[] => (task.world.rows ?? []).filter((r: Obj) => `${r.app}.${r.table}` === table).map((r: Obj) => r.row);
const withoutRows = (task: Obj): Obj => ({ ...task, world: { fixture: task.world.fixture, seed: task.world.seed } });
const newerThanFixture = (table: string, clock: string, row: Obj | undefined): boolean =>
  (index.tables.get(table)?.rows ?? []).every((r) => String(r[clock]) < String(row?.[clock]));
const saysNone = (task: Obj, row: Obj | undefined): boolean => Object.values(row ?? {}).every((cell) => !saidTexts(task as never).some((text) => holds(cell, text)));

describe('withTargetLookAlikes: the rows of the flagged tasks', () => {
  it('a share of another note of the user, with someone the user never names, newer than the one revoked', () => {
    const task = suiteTaskById('single.simple_note.lend-interview-questions');
    const [share, ...more] = rowsOf(task, 'simple_note.note_shares');
    expect(more).toEqual([]);
    expect(share).toMatchObject({ owner_id: index.userId, can_edit: 0 });
    expect(share?.note_id).not.toBe(4790283);
    expect(newerThanFixture('simple_note.note_shares', 'shared_at', share)).toBe(true);
    const person = index.tables.get('admin.people')?.rows.find((p) => p.id === share?.person_id);
    expect(person?.email).not.toBe('kenji.chen@proton.me');
  });

  it('a deleted group of the user, deleted after anything, beside the one restored by name', () => {
    const [group] = rowsOf(suiteTaskById('single.splitwise.family-gifts-restore'), 'splitwise.groups');
    expect(group).toMatchObject({ creator_id: index.userId, deleted: 1 });
    expect(newerThanFixture('splitwise.groups', 'updated_at', group)).toBe(true);
    expect(group?.name).not.toMatch(/family gifts/i);
  });

  it('a group deleted then restored gets an open look-alike and a deleted one', () => {
    expect(rowsOf(suiteTaskById('single.splitwise.archive-old-trip'), 'splitwise.groups').map((g) => g.deleted)).toEqual([0, 1]);
  });

  it('a repeating expense of the user set up after the Cleaner rule, named by none of the user’s words', () => {
    const task = suiteTaskById('single.splitwise.weekly-cleaner');
    const [rule] = rowsOf(task, 'splitwise.recurring_expenses');
    expect(rule).toMatchObject({ creator_id: index.userId, created_at: '2023-05-19T12:00:00' });
    expect(saysNone(task, rule)).toBe(true);
  });

  it('an album like and a library song of the user, newer than the run’s, on records the user never names', () => {
    const album = suiteTaskById('single.spotify.album-of-the-week');
    const [like] = rowsOf(album, 'spotify.album_likes');
    expect(like).toMatchObject({ user_id: index.userId, liked_at: '2023-05-19T12:00:00' });
    expect(like?.album_id).not.toBe(3438771);
    const songs = suiteTaskById('single.spotify.wedding-songs-library');
    const [song] = rowsOf(songs, 'spotify.library_songs');
    expect(song).toMatchObject({ user_id: index.userId, added_at: '2023-05-19T12:00:00' });
    expect(song?.song_id).not.toBe(5897600);
  });

  it('a comment of the user on another payment of the user, posted after the one edited', () => {
    const task = suiteTaskById('single.venmo.standup-bagels-comment');
    const [comment] = rowsOf(task, 'venmo.comments');
    expect(comment).toMatchObject({ user_id: index.userId, created_at: '2023-05-19T12:00:00' });
    expect(comment?.transaction_id).not.toBe(7709850);
    const payment = index.tables.get('venmo.transactions')?.rows.find((t) => t.id === comment?.transaction_id);
    expect([payment?.sender_id, payment?.receiver_id]).toContain(index.userId);
    expect(saysNone(task, comment)).toBe(true);
  });

  it('a label look-alike (no dates) takes an id above every id a world makes', () => {
    const [label] = rowsOf(suiteTaskById('single.todoist.label-energy-delete'), 'todoist.labels');
    expect(label).toMatchObject({ owner_id: index.userId, name: 'errands (old)' });
    expect(label?.id).toBeGreaterThan(9_000_000);
  });

  it('a draft named that is the user’s newest gets a newer draft; one that is not the newest is left', () => {
    const [draft] = rowsOf(suiteTaskById('single.gmail.vacation-draft-bin'), 'gmail.drafts');
    expect(draft).toMatchObject({ user_id: index.userId, updated_at: '2023-05-19T12:00:00' });
    expect(draft?.subject).not.toMatch(/vacation/i);
    // "Game night?" (09:00) is older than "Vacation days in July" (10:00): not the newest draft.
    expect(suiteTaskById('single.gmail.spring-clean').world.rows).toBeUndefined();
  });

  it('leaves a task whose later steps never act on the table again, and a table the world holds rows of', () => {
    const task = suiteTaskById('single.spotify.album-of-the-week');
    const once = { ...withoutRows(task), episodes: (task.episodes as Obj[]).slice(0, 2) };
    expect(withTargetLookAlikes(once as never).world.rows).toBeUndefined();
    expect(withTargetLookAlikes(task as never).world.rows).toEqual(task.world.rows);
  });
});

/** The action `id` acting on the first record of `list` (newest first: found.0, as the search's was) instead of the one the user names. */
const takesNewest = (id: string, list: string) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, id);
  act.plan = [{ call: list, args: { page_limit: 1 }, bind: 'found' }, ...(act.plan as Obj[]).filter((s) => !String(s.call ?? '').includes('.search_'))];
  return pkg;
};

describe.each([
  ['single.spotify.album-of-the-week', 'unlike_album', 'spotify.show_liked_albums'],
  ['single.spotify.wedding-songs-library', 'drop_song', 'spotify.show_song_library'],
])('%s: an app that acts on the newest record', (id, action, list) => {
  const task = suiteTaskById(id);
  const craft = takesNewest(action, list);

  it('fails step2 with the look-alike; without it the same app passed (the hole)', async () => {
    expect(failedIn(await runCrafted(task, craft, `targets-${action}`), 'step2')).toEqual(expect.arrayContaining(['step2.03.db_changed']));
    expect(failedIn(await runCrafted(withoutRows(task), craft, `targets-${action}-without`), 'step2')).toEqual([]);
  });

  it('passes the reference', async () => {
    expect(failedIds(await runCrafted(task, (pkg) => pkg, `targets-${action}-oracle`))).toEqual([]);
  });
});
