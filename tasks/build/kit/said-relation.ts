/**
 * A relationship said in passing is not a contact field the user asked for (issue #30, s16
 * fields: unrequested_value; rubric fidelity/2, Soundness).
 *
 * "Add my friend Jordan Blake from climbing" and "New neighbor: Greta Lind" say who the person
 * is; an app built from the intention ("a quick app that adds them to my phone contacts", "their
 * number saved as a favourite") need not have a relationship input at all, and one without it
 * stores none. Where the reference's new contact takes its `relationships` from an input, the
 * user's words about the app (the intention, the requirements so far) ask for no relationship,
 * and the message does not file the person as one ("save her as a friend", "add her as
 * manager"), the field may hold nothing or the relationship the user said: the end-state check
 * takes either (`one_of`), and a read-back of the made contact drops the field. Another
 * relationship still fails; every other field of the contact stays checked.
 *
 * Runs after kit/unfilled.ts, which frees the field only where the reference passes none.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { allSteps } from './changes-shown.ts';
import { userWords } from './unfilled.ts';
import type { Json, Obj } from './types.ts';

const FIELD = 'relationships';

/** Words by which a user asks the app for a relationship: "relationship", "how I know them", "tag them as family". */
const ASKS = /\brelation(ship)?s?\b|\bhow (i|we|you) know\b|\bknow (them|him|her) from\b|\b(tag|label|file|mark)\w* (them|him|her|people|contacts?) as\b/i;

/** The message files the person as a relationship: "as a friend", "as my manager", "as manager". */
const filedAs = (message: string, relation: string): boolean =>
  new RegExp(`\\bas\\s+(an?\\s+|my\\s+|our\\s+|the\\s+)?${relation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}s?\\b`, 'i').test(message);

type Allowed = { app: string; table: string; ops: string[] };

/** The inputs whose value the reference's new contacts take as their relationship (`["{{inputs.relationship}}"]`). */
function relationInputs(task: TaskInput, slot: string): string[] {
  const entry = (task.reference as Record<string, { package?: Obj } | undefined>)[slot];
  const actions = ((entry?.package?.actions ?? []) as Obj[]);
  const found = new Set<string>();
  for (const action of actions) {
    for (const step of Array.isArray(action.plan) ? allSteps(action.plan as Json[]) : []) {
      if (step.call !== 'phone.add_contact') continue;
      const value = JSON.stringify(((step.args ?? {}) as Obj)[FIELD] ?? null);
      for (const m of value.matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g)) found.add(m[1] as string);
    }
  }
  return [...found];
}

const inserts = (assertions: readonly Obj[]): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === 'phone' && x.table === 'contacts' && x.ops.includes('inserted')));

/** Whether a read-back is keyed by a capture of the contact this episode inserts. */
function madeHere(captures: Record<string, { from?: string; app?: string; table?: string }>, check: Obj): boolean {
  if (check.type !== 'record_matches' || check.app !== 'phone' || check.table !== 'contacts') return false;
  return Object.values((check.key ?? {}) as Obj).some((value) => {
    const capture = typeof value === 'string' && value.startsWith('$') ? captures[value.slice(1)] : undefined;
    return capture?.from === 'inserted' && capture.app === 'phone' && capture.table === 'contacts';
  });
}

export function withSaidRelation(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, index) => {
    const assertions = (e.assertions ?? []) as Obj[];
    if (!inserts(assertions)) return e;
    const slot = (e as { slot?: string }).slot ?? 'A';
    const inputs = relationInputs(task, slot);
    if (inputs.length === 0) return e;
    const values = (e.values ?? {}) as Record<string, unknown>;
    const said = Object.entries(values)
      .filter(([key]) => key.split('|').some((alias) => inputs.includes(alias)))
      .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
      .filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (said.length === 0) return e;
    const message = (e as { message?: string }).message ?? '';
    const all = userWords(task, index);
    const words = all.slice(0, Math.max(0, all.length - message.length));
    if (ASKS.test(words) || said.some((relation) => filedAs(message, relation))) return e;
    const captures = ((e as { captures?: unknown }).captures ?? {}) as Record<string, { from?: string; app?: string; table?: string }>;
    const free = {
      app: 'phone',
      table: 'contacts',
      field: FIELD,
      constraint: { one_of: [[], said] },
      why: `the user says who the person is ("${said.join('", "')}") but asks for no relationship field; filing none, or that one, is the app's choice`,
    };
    const next = assertions.map((a) => {
      if (a.type === 'world_matches_reference') {
        const rules = ((a.free ?? []) as Obj[]).filter((r) => !(r.app === 'phone' && (r.table === 'contacts' || r.table === '*') && r.field === FIELD));
        return { ...a, free: [...rules, free] };
      }
      if (madeHere(captures, a) && FIELD in ((a.fields ?? {}) as Obj)) {
        const { [FIELD]: _gone, ...fields } = a.fields as Obj;
        return { ...a, fields };
      }
      return a;
    });
    changed = true;
    return { ...e, assertions: next };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
