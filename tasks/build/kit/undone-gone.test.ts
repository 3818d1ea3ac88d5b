/**
 * s17 reopen18 (issue #30; kit/undone-gone.ts, kit/sent-kept.ts), through the real built tasks and
 * the real generate → run → check chain with hand-edited references:
 *
 * - halloween-like (s17-Y3-f1): an app whose kept list never drops the like taken back reopens on
 *   "Halloween pumpkins 🎃 …: Liked" and fails; the reference ("Unliked") passes, and so does a
 *   list that shows the payment with no liked word (a "Like" button's line).
 * - heart-a-song: a log that tells the like and then its taking back passes (the later line tells it
 *   now); the same log with no line of the unlike (its message "Done.") fails.
 * - regret-comment (s17-Y3-f1): a kept list still showing the deleted comment's text fails; the
 *   reference ("(deleted)") and a line saying it was removed pass.
 * - status-report (s17-Y2-f1): a kept list still calling the sent week a draft fails; the
 *   reference ("(sent)") and "Week 20 — sent" pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const goneCheck = (t: Obj): Obj => (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions.find((a: Obj) => a.type === 'persisted_visible' && a.gone === true && /reopen18/.test(String(a.note)));

/** The action with its kept line left as it was (no `update` step): a stale copy. */
const stale = (action: string) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, action);
  act.plan = (act.plan as Obj[]).filter((s) => s.update === undefined);
  return pkg;
};

/** The kept line's update set to other fields. */
const updatedTo = (action: string, fields: Obj) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, action);
  for (const s of act.plan as Obj[]) if (s.update !== undefined) s.fields = { ...s.fields, ...fields };
  return pkg;
};

/** The kept list's line template replaced. */
const listedAs = (item: string) => (pkg: Obj): Obj => {
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v !== null && typeof v === 'object') {
      const o = v as Obj;
      if (typeof o.item === 'string' && typeof o.heading === 'string') o.item = item;
      Object.values(o).forEach(walk);
    }
  };
  walk(pkg);
  return pkg;
};

describe('a like taken back or a comment deleted is not shown as still there after reopen', () => {
  it('adds the check to the undone likes and comments, not to a like put back', () => {
    const like = goneCheck(suiteTaskById('single.venmo.halloween-like'));
    expect(like).toMatchObject({ value: 'Halloween pumpkins 🎃', or: ['Halloween pumpkins'], was: expect.arrayContaining(['liked', '♥']) });
    expect(like.was).not.toContain('like');
    expect(like.state).not.toContain('unlike');
    expect(goneCheck(suiteTaskById('single.venmo.regret-comment'))).toMatchObject({ value: 'Next time you drive the icy bits' });
    expect(goneCheck(suiteTaskById('single.venmo.birthday-comment-delete'))).toMatchObject({ value: 'Thank you Dad, dinner is on me' });
    for (const id of ['single.venmo.kudos-likes', 'single.venmo.refund-like', 'single.spotify.heart-a-song', 'single.splitwise.pizza-comment-text']) expect(goneCheck(suiteTaskById(id))).toBeDefined();
    // Liked again before the reopen: nothing is undone.
    expect(goneCheck(suiteTaskById('single.spotify.likes-cleanup'))).toBeUndefined();
  });

  it('halloween-like: a stale "Liked" line fails; the reference and a line with no liked word pass', async () => {
    const t = suiteTaskById('single.venmo.halloween-like');
    const id = goneCheck(t).id as string;
    expect(failedIn(await runCrafted(t, stale('unlike'), 'reopen18-like-stale'), 'reopen')).toContain(id);
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'reopen18-like-ref'), 'reopen')).toEqual([]);
    expect(failedIn(await runCrafted(t, listedAs('{{item.what}} (payment {{item.id}}) — Like'), 'reopen18-like-button'), 'reopen')).not.toContain(id);
  }, 30_000);

  it('heart-a-song: a log "liked: …" then "unliked: …" passes; the log with no line of the unlike fails', async () => {
    const t = suiteTaskById('single.spotify.heart-a-song');
    const id = goneCheck(t).id as string;
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'reopen18-log-ref'), 'reopen')).toEqual([]);
    const unlogged = (pkg: Obj): Obj => {
      for (const act of pkg.actions as Obj[]) if (/unlike/.test(String(act.id))) act.plan = (act.plan as Obj[]).filter((s) => s.append === undefined).map((s) => (s.message === undefined ? s : { message: 'Done.' }));
      return pkg;
    };
    const rows = await runCrafted(t, unlogged, 'reopen18-log-stale');
    expect(failedIn(rows, 'reopen')).toContain(id);
  }, 30_000);

  it('regret-comment: the deleted text kept as posted fails; "(deleted)" and a line saying it was removed pass', async () => {
    const t = suiteTaskById('single.venmo.regret-comment');
    const id = goneCheck(t).id as string;
    expect(failedIn(await runCrafted(t, stale('delete_comment'), 'reopen18-comment-stale'), 'reopen')).toContain(id);
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'reopen18-comment-ref'), 'reopen')).toEqual([]);
    expect(failedIn(await runCrafted(t, updatedTo('delete_comment', { text: 'Removed your comment "Next time you drive the icy bits"' }), 'reopen18-comment-removed'), 'reopen')).toEqual([]);
  }, 30_000);
});

describe('a kept draft the app sent is shown as sent after reopen', () => {
  it('status-report: the week still called a draft fails; "(sent)" and "Week 20 — sent" pass', async () => {
    const t = suiteTaskById('single.gmail.status-report');
    expect(failedIn(await runCrafted(t, stale('send_draft'), 'reopen18-sent-stale'), 'reopen')).toContain('reopen.02.persisted_visible');
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'reopen18-sent-ref'), 'reopen')).toEqual([]);
    expect(failedIn(await runCrafted(t, listedAs('Week 20 — {{item.status}} May 18'), 'reopen18-sent-week'), 'reopen')).toEqual([]);
  }, 30_000);
});
