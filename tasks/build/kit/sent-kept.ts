/**
 * Session 17, lane reopen18 (issue #30, rubric `fidelity/2` Reading 1, hole/loose_check): a kept
 * draft the app later sent is shown as sent after reopen.
 *
 * single.gmail.status-report: the user keeps "track of the weeks I have sent"; the reopen asked
 * only for the subject "Status, week 20", so an app still showing its stale draft copy ("Status,
 * week 20 (draft)") passed. Where a reopen asks for the subject of an email a step sent from a
 * draft (the draft deleted, the email with that subject inserted), the subject's line (or the
 * heading over it: "Weeks sent") must now also say it went: "sent", "delivered", "mailed". A bare
 * "send" is the button of a draft still waiting, so it tells nothing.
 *
 * Where the user counts what was sent in weeks ("the weeks I have sent"), the week alone ("Week
 * 20 — sent May 18") names the email as well as its whole subject does.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** Words a line says an email went with; not "send", the label of a draft's button. */
export const SENT_WORDS = ['sent', 'on its way', 'delivered', 'mailed', 'emailed'];

/** Subjects of emails a step sent from a draft: the draft deleted, the email with its subject inserted. */
function sentFromDrafts(before: readonly Episode[]): Set<string> {
  const out = new Set<string>();
  for (const e of before) {
    const checks = e.assertions ?? [];
    if (!checks.some((a) => a.type === 'db_changed' && a.app === 'gmail' && a.table === 'drafts' && a.op === 'deleted')) continue;
    for (const a of checks) if (a.type === 'db_changed' && a.app === 'gmail' && a.table === 'emails' && a.op === 'inserted' && typeof a.where?.subject === 'string') out.add(a.where.subject);
  }
  return out;
}

/** The week a subject names ("Status, week 20" → "week 20"), where the user counts by weeks. */
function weekOf(subject: string, intention: string): string | undefined {
  if (!/\bweeks\b/i.test(intention)) return undefined;
  const m = /\bweek \d+\b/i.exec(subject);
  return m === null || m[0].length === subject.length ? undefined : m[0];
}

/** The suite pass: a reopen's kept subject of a draft the app sent tells it was sent. */
export function withSentKept(task: TaskInput): TaskInput {
  if (task.family !== 'single') return task;
  const intention = task.apps.map((a) => a.intention).join(' ');
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const sent = sentFromDrafts(task.episodes.slice(0, i));
    if (sent.size === 0) return e;
    const checks = e.assertions.map((a): Assertion => {
      if (a.type !== 'persisted_visible' || a.gone === true || a.state !== undefined || typeof a.value !== 'string' || !sent.has(a.value)) return a;
      changed = true;
      const week = weekOf(a.value, intention);
      const or = [...(a.or ?? []), ...(week === undefined ? [] : [week])];
      return { ...a, ...(or.length > 0 ? { or } : {}), state: SENT_WORDS, state_headed: true, note: 's17 reopen18: the kept week shown as sent, not as the draft it was' };
    });
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
