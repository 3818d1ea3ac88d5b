/**
 * s16 texts (issue #30, rubric fidelity/2 Reading 5): a return's reason the user gives in passing
 * is not dictation.
 *
 * "One of the Rain Shell Jacket, Yellow, Small is too tight: return one", "left bud crackles,
 * return them": the user says why the item goes back; they dictate no text for the return's reason
 * field. An app may file the return with a reason picked from a list ("Doesn't fit", "Defective")
 * and need not show the reason. So the return's reason is the app's to fill (not empty: a return
 * has one), no screen check asks for the user's words of it, and no input for it is demanded. Where the user words the reason as
 * a value for the field ("Reason: Left earbud crackles", "reason: Much too loud"), it is dictated
 * and stays checked as it is; so it does where the app's intention asks for the reason ("start a
 * return … with the reason"). The return itself (its item, order, quantity) is held as before.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Spec = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** Whether the user's words give the reason as the field's value ("Reason: …", "reason: …"). */
export const dictatesReason = (said: string): boolean => /(?<![a-z])reason\s*(:|is|=)/i.test(said);

const norm = (v: unknown): string => String(v).trim().toLowerCase().replace(/\s+/g, ' ');

/** The task with each return's passing reason left to the app (see above). */
export function withReasonsApart(task: TaskInput): TaskInput {
  // An app the user asks for "with the reason" takes the reason they give as its value: it stays held (s16 tf3).
  if (task.apps.some((app) => /(?<![a-z])reasons?(?![a-z])/i.test(app.intention))) return task;
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const values = (episode.values ?? {}) as Record<string, unknown>;
    const key = Object.keys(values).find((k) => k.split('|').includes('reason'));
    const reason = key === undefined ? undefined : values[key];
    if (typeof reason !== 'string' || dictatesReason(episode.message ?? '')) return episode;
    const held = (episode.assertions ?? []).some((a) => a.type === 'world_matches_reference' && (a.free ?? []).some((f) => f.app === 'amazon' && f.field === 'reason'));
    if (!held) return episode;
    const assertions = (episode.assertions ?? []).flatMap((a): Spec[] => {
      if (a.type === 'world_matches_reference') {
        const free = (a.free ?? []).map((f) => (f.app === 'amazon' && f.field === 'reason' ? { app: f.app, table: f.table, field: f.field, constraint: 'non_empty' as const, why: 'the user says why the item goes back and dictates no reason: the return\'s reason is the app\'s to word or pick (Reading 5), but a return has one' } : f));
        return [{ ...a, free }];
      }
      // A screen check of the reason alone: the user asked to see no reason.
      if (a.type === 'visible_result_grounded' && norm(a.value) === norm(reason) && a.state === undefined) return [];
      if (a.type === 'record_matches' && a.table === 'returns' && a.fields && 'reason' in a.fields) {
        const { reason: _dropped, ...fields } = a.fields as Record<string, unknown>;
        return Object.keys(fields).length > 0 ? [{ ...a, fields }] : [];
      }
      return [a];
    });
    changed = true;
    return { ...episode, assertions };
  });
  if (!changed) return task;
  // An app that picks the reason itself needs no input for it: the first screen is not asked for one.
  const noReasonInput = episodes.map((episode) => {
    const assertions = (episode.assertions ?? []).filter((a) => a.type !== 'input_available' || !a.names.every((n) => n === 'reason' || n.endsWith('.reason')));
    return assertions.length === (episode.assertions ?? []).length ? episode : { ...episode, assertions };
  });
  return { ...task, episodes: noReasonInput } as TaskInput;
}
