/**
 * s28 (early-flight-alarm s27-db4-f5): a thing the user says was cancelled ("The Lisbon trip got
 * cancelled, delete that alarm") is the reason for a deletion, not the deletion: a deletion check
 * whose state words take "cancelled" or "called off" masks that thing's cancelled
 * (`state_apart`: "trip cancelled", "Lisbon trip called off") in the step and every later one, so
 * "(on) · trip cancelled" beside the alarm tells it deleted no more. A thing whose head noun the
 * record's own name holds is not masked.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

const SAID = /\b(?:the|my|our|that|this|his|her|their)\s+((?:[a-z'-]+\s+){0,1}[a-z'-]+)\s+(?:got|was|is|has been|have been|were|are)\s+(?:cancell?ed|called off)\b/giu;
const CANCEL = ['cancelled', 'canceled', 'called off'];
const AUX = ['', 'got ', 'was ', 'is ', 'has been '];
const STOP = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'onto', 'your', 'my', 'our']);

/** The phrases that tell the user's `subject` cancelled ("trip cancelled", "lisbon trip got called off"). */
const phrases = (subject: string): string[] => {
  const words = subject.toLowerCase().split(/\s+/u);
  const subjects = [...new Set([words.join(' '), words[words.length - 1] ?? ''])].filter((s) => s !== '');
  return subjects.flatMap((s) => AUX.flatMap((aux) => CANCEL.map((c) => `${s} ${aux}${c}`)));
};

export function withCancelledApart(task: TaskInput): TaskInput {
  let said: string[] = [];
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const subjects = [...(episode.message ?? '').matchAll(SAID)].map((m) => m[1] ?? '');
    said = [...new Set([...said, ...subjects])];
    if (said.length === 0) return episode;
    const assertions = ((episode.assertions ?? []) as Assertion[]).map((a) => {
      const deletion = (a.type === 'visible_result_grounded' || (a.type === 'persisted_visible' && a.gone === true)) && Array.isArray(a.state) && a.state.includes('deleted') && a.state.some((w) => CANCEL.includes(w));
      if (!deletion) return a;
      const names = [a.value, ...(a.or ?? [])].filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase());
      // A subject whose head noun the record's own name holds is the record ("the alarm was cancelled").
      const own = (s: string): boolean => { const head = s.toLowerCase().split(/\s+/u).pop() ?? ''; return names.some((n) => n.split(/[^\p{L}]+/u).includes(head)); };
      // s29 (early-flight-alarm s27-db4-f5): the thing said cancelled before its noun ("cancelled trip"),
      // and a word of the record's name said cancelled alone ("flight cancelled", "cancelled flight"):
      // that is the flight, not the alarm "Flight to Lisbon". The name's last word is left out, so the
      // name said whole before the word ("Flight to Lisbon cancelled") still tells the record.
      const reasons = said.filter((s) => !own(s));
      const nameWords = reasons.length === 0 ? [] : [...new Set(names.flatMap((n) => { const w = n.split(/[^\p{L}]+/u).filter((x) => x.length >= 3); return w.length >= 2 ? w.slice(0, -1) : []; }))].filter((w) => !STOP.has(w));
      const before = (s: string): string[] => { const head = s.toLowerCase().split(/\s+/u).pop() ?? ''; return CANCEL.map((c) => `${c} ${head}`); };
      // s29 (s29-d0-f3): a name word before the verb ("cancelled flight") is left out: it is also the start of "Cancelled Flight to Lisbon.".
      const add = [...new Set([...reasons.flatMap(phrases), ...reasons.flatMap(before), ...nameWords.flatMap(phrases)])].filter((p) => !(a.state_apart ?? []).includes(p));
      if (add.length === 0) return a;
      changed = true;
      return { ...a, state_apart: [...(a.state_apart ?? []), ...add] };
    });
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
