import type { Task, TwinDeclaration } from '../../schemas/task.ts';
import { twinWith } from './twin-of.ts';
import { verifyTwin, type TwinVerdict } from './verify.ts';

/**
 * Finds the declaration under which a task's twin stands, by replaying the reference: the whole
 * derived twin first; then with look-alikes only a list shows first (the task's reference takes
 * a search's first hit, so it would fail the full perturbation itself); then without look-alikes;
 * then with typed values kept, one at a time, those of the failing episodes first. When none
 * stands the task is declared without a twin, with the reason. `liveui tasks twins --write`
 * commits the result (declared.ts).
 */

export interface Settled {
  task: string;
  /** Undefined: the derived twin stands as it is (or the task file declares its own). */
  declaration: TwinDeclaration | undefined;
  verdict: TwinVerdict;
  /** What the derived twin did wrong, when it did. */
  why: string;
}

/** At most this many replays per task beyond the look-alike modes. */
const MAX_KEEPS = 8;

/** The typed values behind a twin's slots, those of the failing episodes first. */
function keepable(task: Task, verdict: TwinVerdict): (string | number)[] {
  const failing = new Set(verdict.problems.map((p) => /fails ([a-z0-9_-]+)\./.exec(p)?.[1] ?? /episode ([a-z0-9_-]+):/.exec(p)?.[1]).filter(Boolean));
  const values: { value: string | number; first: boolean }[] = [];
  for (const slot of verdict.plan.slots) {
    const [source = ''] = slot.from.split(' ');
    const colon = source.indexOf(':');
    const episode = source.slice(0, colon);
    const value = task.episodes.find((e) => e.id === episode)?.values[source.slice(colon + 1)];
    if (value === undefined || typeof value === 'boolean' || values.some((v) => v.value === value)) continue;
    values.push({ value, first: failing.has(episode) });
  }
  return [...values.filter((v) => v.first), ...values.filter((v) => !v.first)].map((v) => v.value);
}

export async function settleTwin(task: Task): Promise<Settled> {
  if (task.twin) return { task: task.id, declaration: undefined, verdict: await verifyTwin(task, twinWith(task, task.twin)), why: '' };
  const whole = await verifyTwin(task, twinWith(task, {}));
  if (whole.ok) return { task: task.id, declaration: undefined, verdict: whole, why: '' };
  const why = whole.reason ?? whole.problems[0] ?? 'the twin does not stand';
  if (whole.reason) return { task: task.id, declaration: { none: whole.reason.slice(0, 300) }, verdict: whole, why };
  for (const lookalikes of ['list', 'off'] as const) {
    const verdict = await verifyTwin(task, twinWith(task, { lookalikes }));
    if (verdict.ok) return { task: task.id, declaration: { lookalikes }, verdict, why };
  }
  const kept: (string | number)[] = [];
  let best = await verifyTwin(task, twinWith(task, { lookalikes: 'off' }));
  for (const value of keepable(task, best).slice(0, MAX_KEEPS)) {
    const declaration: TwinDeclaration = { lookalikes: 'off', keep: [...kept, value] };
    const verdict = await verifyTwin(task, twinWith(task, declaration));
    if (verdict.ok) return { task: task.id, declaration, verdict, why };
    if (verdict.reason) break;
    // Kept for good only when it removed problems (the others' swaps may still stand).
    if (verdict.problems.length < best.problems.length) {
      kept.push(value);
      best = verdict;
    }
  }
  const none = `no twin stands: ${whole.problems[0] ?? 'the twin does not stand'}`.slice(0, 300);
  return { task: task.id, declaration: { none }, verdict: whole, why };
}
