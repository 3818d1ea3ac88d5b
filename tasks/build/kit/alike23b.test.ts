/**
 * s23 lane alike23b (issue #30, trivial_target): the record the user names is no longer the newest,
 * first or only one of its kind. Through the real runtime, operator, checker and seeded world: the
 * reference passes; an app that ignores the user's words and takes the newest, first or only record
 * fails; and the same wrong app passed the task's world without the look-alike (the finding).
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import type { Task } from '../../../src/schemas/task.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';

const cache = tempDir('alike23b');

/** Every action `id` of slot A's packages, rewritten by `edit`. */
const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
/** The plan's call of `api` with its arguments changed by `edit`. */
const args = (api: string, edit: (args: Obj) => void) => (a: Obj) => {
  for (const s of a.plan as Obj[]) if (s.call === api) edit(s.args as Obj);
};
const noop = () => undefined;
/** The task as it was before this lane: its world without the rows of `tables`. */
const without = (task: Task, tables: readonly string[]): Task =>
  ({ ...task, world: { ...task.world, rows: (task.world.rows ?? []).filter((r) => !tables.includes(`${r.app}.${r.table}`)) } }) as Task;
const rowsOf = (task: Task, table: string): Obj[] => (task.world.rows ?? []).filter((r) => `${r.app}.${r.table}` === table).map((r) => r.row as Obj);

describe('a project made beside a group and renamed with it has a newer look-alike (new-flat-group, road-trip-group s23-r2-f1)', () => {
  for (const id of ['multi.new-flat-group', 'multi.road-trip-group']) {
    const task = suiteTask(id);
    const index = fixtureIndex('base');
    const projects = [...(index.tables.get('todoist.projects')?.rows ?? []), ...rowsOf(task, 'todoist.projects')].filter((p) => p.owner_id === index.userId);
    const newest = [...projects].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0] as Obj;
    it(`${id}: the user's newest project is a look-alike made after the run's clock, and the group's look-alike stays`, () => {
      expect(rowsOf(task, 'todoist.projects').map((p) => p.id)).toContain(newest.id);
      expect(String(newest.created_at) > String(index.now)).toBe(true);
      expect(rowsOf(task, 'splitwise.groups').length).toBe(1);
    });
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
    });
    it(`${id}: an app that renames the user's newest project fails`, async () => {
      const rows = (await runAttacked(task, acting('rename_group', args('todoist.update_project', (a) => { a.project_id = newest.id; })), cache)).rows;
      expect(failed(rows)).toContain('revise.12.world_matches_reference');
    });
  }
});

describe('a thread snoozed and woken is not the only snoozed one (snooze-until-monday s23-r2-f1)', () => {
  const firstSnoozed = acting('wake', args('gmail.show_snoozed_threads', (a) => { delete a.query; }));
  for (const id of ['single.gmail.snooze-until-monday', 'single.gmail.snooze-plumber']) {
    const task = suiteTask(id);
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
    });
    it(`${id}: an app that wakes the first snoozed thread fails; it passed with no other snoozed thread`, async () => {
      expect(failed((await runAttacked(task, firstSnoozed, cache)).rows)).toContain('step2.03.db_changed');
      expect(failed((await runAttacked(without(task, ['gmail.snoozes']), firstSnoozed, cache)).rows)).toEqual([]);
    });
  }
});

describe('a thread named by its subject is not the only one of the app\'s topic (book-club-read s23-r2-f1)', () => {
  const task = suiteTask('single.gmail.book-club-read');
  const byTopic = acting('mark_read', args('gmail.show_inbox_threads', (a) => { a.query = 'book club'; }));
  it('the look-alike holds the topic, not the subject the user types', () => {
    const subjects = rowsOf(task, 'gmail.threads').map((t) => t.subject);
    expect(subjects).toEqual(['Book club (old)']);
  });
  it('the reference passes', async () => {
    expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
  });
  it('an app that marks the first book-club thread read fails; it passed with one book-club thread', async () => {
    expect(failed((await runAttacked(task, byTopic, cache)).rows)).toContain('step1.03.db_changed');
    expect(failed((await runAttacked(without(task, ['gmail.threads', 'gmail.emails', 'gmail.user_threads']), byTopic, cache)).rows)).toEqual([]);
  });
});

describe('a like taken off is not the user\'s oldest, a comment liked not on the newest payment (brunch-comment-like, comment-likes s23-r2-f1)', () => {
  const index = fixtureIndex('base');
  /** The comment of the user's oldest like in the task's world. */
  const oldestLiked = (task: Task): number => {
    const likes = [...(index.tables.get('venmo.comment_likes')?.rows ?? []), ...rowsOf(task, 'venmo.comment_likes')].filter((l) => l.user_id === index.userId);
    return Number([...likes].sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))[0]?.comment_id);
  };
  for (const id of ['single.venmo.brunch-comment-like', 'single.venmo.comment-likes']) {
    const task = suiteTask(id);
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(task, noop, cache)).rows)).toEqual([]);
    });
    it(`${id}: an app that takes the user's oldest like off fails; it passed when that like was the only one`, async () => {
      const oldLike = (t: Task) => acting('unlike_comment', (a: Obj) => {
        a.plan = (a.plan as Obj[]).map((s) => (s.call === 'venmo.unlike_transaction_comment' ? { ...s, args: { comment_id: oldestLiked(t) } } : s));
      });
      expect(failed((await runAttacked(task, oldLike(task), cache)).rows)).toContain('revise.03.db_changed');
      const before = without(task, ['venmo.comment_likes']);
      expect(failed((await runAttacked(before, oldLike(before), cache)).rows)).toEqual([]);
    });
  }
  it('comment-likes: an app that hearts the newest comment on the user\'s payments fails; it passed when that was the named one', async () => {
    const task = suiteTask('single.venmo.comment-likes');
    /** The newest comment on a payment of the user's in the task's world. */
    const newestComment = (t: Task): number => {
      const payments = [...(index.tables.get('venmo.transactions')?.rows ?? []), ...rowsOf(t, 'venmo.transactions')].filter((p) => p.sender_id === index.userId || p.receiver_id === index.userId);
      const comments = [...(index.tables.get('venmo.comments')?.rows ?? []), ...rowsOf(t, 'venmo.comments')].filter((c) => payments.some((p) => p.id === c.transaction_id));
      return Number([...comments].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0]?.id);
    };
    const latest = (t: Task) => acting('like_comment', (a: Obj) => {
      a.plan = (a.plan as Obj[]).map((s) => (s.call === 'venmo.like_transaction_comment' ? { ...s, args: { comment_id: newestComment(t) } } : s));
    });
    expect(failed((await runAttacked(task, latest(task), cache)).rows)).toContain('create.03.db_changed');
    const before = without(task, ['venmo.transactions', 'venmo.comments']);
    expect(failed((await runAttacked(before, latest(before), cache)).rows).filter((a) => a.startsWith('create.'))).toEqual([]);
  });
});
