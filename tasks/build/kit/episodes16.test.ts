/**
 * Session 16, lane episodes (issue #30, rubric `fidelity/2`), through the real built tasks and,
 * for the holes, the real generate → run → check chain with hand-made apps:
 *
 * - billing-bug-comment-delete (s16-A15-f1): a bug diary that still lists the deleted hunch as a
 *   live comment after reopen fails; the reference ("(deleted)") passes.
 * - flat-costs-log (s16-A05-f1): a ledger that runs the Venmo payment on after the Comcast line
 *   (no line break) fails; the reference (a line of its own) passes. The rule is `lines_apart`.
 * - project-invite-draft (s15-x4-f1): a draft to Diego that names the project but invites nobody
 *   ("Notes attached") fails; the reference's invite passes.
 * - the episodes' words: the intentions, messages and requirement the findings read otherwise.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, runCraftedSlots, suiteTaskById, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const failedIn = (t: Obj, episode: string, rows: Awaited<ReturnType<typeof runCrafted>>) => failedIds(rows).filter((id) => checksOf(t, episode).some((a) => a.id === id));
const episode = (t: Obj, id: string): Obj => (t.episodes as Obj[]).find((e) => e.id === id)!;

/** Every plan step of the package that calls `api`, edited in place. */
function editCalls(pkg: Obj, api: string, edit: (step: Obj) => void): Obj {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      if ((v as Obj).call === api) edit(v as Obj);
      Object.values(v as Obj).forEach(walk);
    }
  };
  walk(pkg);
  return pkg;
}

describe('holes closed', () => {
  it('billing-bug-comment-delete: a diary still listing the deleted hunch after reopen fails; the reference passes', async () => {
    const t = suiteTaskById('single.todoist.billing-bug-comment-delete');
    const gone = checksOf(t, 'reopen').find((a) => a.type === 'persisted_visible' && a.gone === true)!;
    expect(gone.value).toBe('Maybe the currency conversion is to blame.');
    // The stale diary deletes the comment in Todoist but leaves its own line as it was.
    const stale = (pkg: Obj): Obj => {
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v !== null && typeof v === 'object') {
          const o = v as Obj;
          if (o.id === 'delete_comment' && Array.isArray(o.plan)) o.plan = o.plan.filter((s: Obj) => !('update' in s));
          Object.values(o).forEach(walk);
        }
      };
      walk(pkg);
      return pkg;
    };
    expect(failedIn(t, 'reopen', await runCrafted(t, stale, 'episodes16'))).toContain(gone.id);
    expect(failedIn(t, 'reopen', await runCrafted(t, (pkg) => pkg, 'episodes16'))).toEqual([]);
  }, 30_000);

  it('flat-costs-log: the payment run on after the Comcast line fails; a line of its own passes', async () => {
    const t = suiteTaskById('single.file_system.flat-costs-log');
    const world = worldCheck(t, 'revise');
    expect(world.free[0].constraint.lines_apart).toEqual(['Comcast internet - May', 'Cleaning supplies + new vacuum bags']);
    const runOn = (pkg: Obj): Obj => editCalls(pkg, 'file_system.append_to_file', (s) => { s.args.content = String(s.args.content).replace(/^\n/, ' '); });
    expect(failedIn(t, 'revise', await runCrafted(t, runOn, 'episodes16'))).toContain(world.id);
    expect(failedIn(t, 'revise', await runCrafted(t, (pkg) => pkg, 'episodes16'))).toEqual([]);
  }, 30_000);

  it('project-invite-draft: a draft naming the project but inviting nobody fails; the invite passes', async () => {
    const t = suiteTaskById('shared.project-invite-draft');
    const world = worldCheck(t, 'b-find');
    const notes = (slot: string, pkg: Obj): Obj => (slot === 'B' ? editCalls(pkg, 'gmail.create_draft', (s) => { s.args.subject = '{{found.0.name}}'; s.args.body = 'Notes attached'; }) : pkg);
    expect(failedIn(t, 'b-find', await runCraftedSlots(t, notes, 'episodes16'))).toContain(world.id);
    expect(failedIn(t, 'b-find', await runCraftedSlots(t, (_slot, pkg) => pkg, 'episodes16'))).toEqual([]);
  }, 30_000);
});

describe('episodes as the user would say them', () => {
  it('a second alarm or expense is in an intention that keeps more than one', () => {
    for (const id of ['service.alarm-time', 'service.expense-lifecycle', 'service.todoist-task-lifecycle']) {
      const t = suiteTaskById(id);
      expect(t.apps[0].intention).not.toMatch(/\bone (?:phone alarm|expense|to-do)\b/);
      expect((t.episodes as Obj[]).some((e) => e.id === 'create-2')).toBe(true);
    }
  });

  it('a rename is said as a rename, and app A is asked for it', () => {
    for (const id of ['shared.packing-file', 'shared.babysitter-pay', 'shared.project-invite-draft', 'shared.grant-report-draft', 'shared.run-playlist-alarm', 'shared.expense-email-receipt']) {
      expect(episode(suiteTaskById(id), 'a-revise').message).toMatch(/\brename it to\b/);
    }
    for (const id of ['shared.packing-file', 'shared.playlist-then-share', 'shared.chores-then-review', 'shared.recipe-then-groceries']) {
      expect(suiteTaskById(id).apps.find((a: Obj) => a.slot === 'A').intention).toMatch(/\b(reword|rename)/);
    }
  });

  it('the to-do, the wish-list move and the thread say what the user means', () => {
    expect(suiteTaskById('single.amazon.budget-prime').apps[0].intention).toMatch(/Then let me put that day on my to-do list, in my own words/);
    const wish = (suiteTaskById('single.amazon.wish-list-mover').episodes as Obj[]).find((e) => e.stage === 'revise')!;
    expect(JSON.stringify(wish)).toMatch(/off the wish list, but still on this tracker/);
    expect(episode(suiteTaskById('single.gmail.vacation-draft-bin'), 'step1').message).toMatch(/Lunch and learn slides thread/);
  });
});
