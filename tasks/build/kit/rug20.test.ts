/**
 * s17 rug20 (issue #30; kit/words19.ts, kit/look-alike-targets.ts): the real built tasks and the real
 * generate → run → check chain with hand-edited references. Each finding's cheapest wrong app fails
 * its check; the correct app it names passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, editSteps, runCrafted, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { ownWords19 } from './words19.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const steps = editSteps;
const both = (...crafts: ((pkg: Obj) => Obj)[]) => (pkg: Obj): Obj => crafts.reduce((p, c) => c(p), pkg);

describe('rug20: the user\'s own verbs for a to-do dropped in and an errand handed on; a like\'s own words after reopen', () => {
  it('joins only where the user says the verb, and only lists of its state', () => {
    expect(ownWords19('I want to drop it into Todoist in one tap.', ['created', 'added'], 'forms')).toEqual(['dropped']);
    expect(ownWords19('Drop the song from the playlist.', ['created', 'added'], 'forms')).toEqual([]);
    expect(ownWords19('pass one of my open errands to my sister Chloe by email', ['emailed', 'sent'], 'forms')).toEqual(['passed']);
    expect(ownWords19('hand her the pick up dry cleaning and the rug errand', ['emailed', 'sent'], 'forms')).toEqual(['handed']);
    expect(ownWords19('hand her the errand', ['ticked off'], 'forms')).toEqual([]);
  });

  it('rug errand: "Dropped into Todoist" passes a-create; "handed to Chloe" (no "emailed") passes b-find', async () => {
    const t = suiteTaskById('shared.rug-errand-handoff');
    const own = (slot: string, pkg: Obj): Obj =>
      slot === 'A'
        ? steps('create', (s) => (s.append ? { ...s, item: { ...s.item, made: 'dropped' } } : s.message ? { message: 'Dropped into Todoist: {{inputs.title}}.' } : s))(pkg)
        : steps('find_and_handle', (s) => (s.append ? { ...s, item: { ...s.item, made: 'handed to Chloe' } } : s.message ? { message: '{{found.0.title}}: handed to Chloe, ticked off.' } : s))(pkg);
    const rows = await runCraftedSlots(t, own, 'rug20-own');
    expect(failedIn(rows, 'a-create')).toEqual([]);
    expect(failedIn(rows, 'b-find')).toEqual([]);
  }, 60_000);

  it('rug errand: the world holds an open to-do of the user newer than the run, named with none of the user\'s words', () => {
    const t = suiteTaskById('shared.rug-errand-handoff');
    const rows = ((t.world.rows ?? []) as Obj[]).filter((r) => r.app === 'todoist' && r.table === 'tasks').map((r) => r.row as Obj);
    const newer = rows.filter((r) => r.is_completed === 0 && String(r.created_at) > '2023-05-18T12:00:00' && !/dry|cleaning|rug|pick/i.test(String(r.title)));
    expect(newer).toHaveLength(1);
  });

  it('rug errand: app B that emails and ticks off the newest open to-do (ignoring the query) fails b-find', async () => {
    const t = suiteTaskById('shared.rug-errand-handoff');
    // The newest added open to-do: the world's look-alike, dated after the run (the id a newest-first look-up returns).
    const newest = ((t.world.rows ?? []) as Obj[]).map((r) => r.row as Obj).filter((r) => r.created_at > '2023-05-18T12:00:00' && !/dry/i.test(String(r.title)))[0]!;
    const wrong = (slot: string, pkg: Obj): Obj =>
      slot === 'B'
        ? steps('find_and_handle', (s) => (s.call === 'todoist.show_tasks' ? { ...s, args: { query: String(newest.title), is_completed: false, page_limit: 1 } } : s))(pkg)
        : pkg;
    const rows = await runCraftedSlots(t, wrong, 'rug20-newest');
    expect(failedIn(rows, 'b-find')).toEqual(expect.arrayContaining(['b-find.06.record_matches', 'b-find.12.world_matches_reference']));
  }, 60_000);

  it('playlist-bookmarks: "Saved: Dinner Party" kept after the unlike fails reopen.06; a line telling the unlike passes', async () => {
    const t = suiteTaskById('single.spotify.playlist-bookmarks');
    const gone = (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions.find((a: Obj) => a.gone === true).id as string;
    const saved = steps('like_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'saved' } } : s.message ? { message: 'Saved: {{found.0.title}}.' } : s));
    const stale = await runCrafted(t, both(saved, steps('unlike_playlist', (s) => (s.append || s.message ? { message: 'Done.' } : s))), 'rug20-saved-stale');
    expect(failedIn(stale, 'reopen')).toContain(gone);
    const told = await runCrafted(t, both(saved, steps('unlike_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'save removed' } } : s))), 'rug20-saved-told');
    expect(failedIn(told, 'reopen')).toEqual([]);
  }, 60_000);
});
