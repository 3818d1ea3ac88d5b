/**
 * A kept list shows each record as it is now (issue #30, rubric `fidelity/2`, Reading 1, kept
 * lists after reopen). A multi-tool app keeps a row per draft it made ("Polarized Sunglasses —
 * draft saved for nora.patel@gmail.com", see `told.ts`); when the user readdresses the draft or
 * adds someone to it, the row must say the new recipient, and after reopen it is looked for
 * there: an app whose kept list still shows the draft going to the old person fails.
 *
 * The reference says it: the change action updates its row's `told` to every address the call
 * now sends to. The reopen gains one check: the new person shown from the kept state, by first
 * name, full name or the address typed (on any line: the user dictated no layout).
 * Runs on a built combo task after `withTold`.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { saidBy, userWords } from '../../../src/suite/user-words.ts';
import { fixturePeople } from './fixture.ts';
import type { Obj } from './types.ts';

/** Calls that change whom a record made earlier goes to, and the argument that lists them. */
const READDRESS: Record<string, { arg: string; says: string }> = {
  'gmail.update_draft': { arg: 'email_addresses', says: 'draft saved for' },
};

const inputRefs = (template: unknown): string[] => (typeof template === 'string' ? [...template.matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] as string) : []);

/** The value an episode types into input `name` (keys may list aliases: `email|to`). */
function typedInto(name: string, values: Record<string, unknown>): unknown {
  const key = Object.keys(values).find((k) => k.split('|').includes(name));
  return key === undefined ? undefined : values[key];
}

/** How the reopen check's note says why the person is asked. */
export const KEPT_RECIPIENT_NOTE = 'kept: whom the readdressed record goes to now';

/** A person's words: first name, full name, and the address typed. */
export function recipientWords(address: string): string[] {
  const who = fixturePeople().people.find((p) => p.email.toLowerCase() === address.toLowerCase());
  return who ? [who.first_name, `${who.first_name} ${who.last_name}`, address] : [address];
}

/** The next free assertion number of an episode (ids are `episode.NN.type`). */
const nextNumber = (assertions: readonly { id?: string }[]): number => Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;

/**
 * The task with its change action's new recipient kept in the reference's row and looked for
 * beside the row's value after reopen. `change` is the id of the action the revise episode
 * submits. A task whose change readdresses nothing, or whose kept row tells no recipient, is
 * returned as it is.
 */
export function withKeptRecipients(task: TaskInput, change: string): TaskInput {
  const reference = task.reference as Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
  const pkg = structuredClone(reference.A?.package) as Obj | undefined;
  if (!pkg) return task;
  const action = ((pkg.actions ?? []) as Obj[]).find((a) => a.id === change);
  const step = ((action?.plan ?? []) as Obj[]).find((s) => typeof s.call === 'string' && READDRESS[s.call] !== undefined);
  if (!action || !step) return task;
  const how = READDRESS[step.call as string]!;
  const refs = ([] as unknown[]).concat((step.args as Obj)[how.arg] ?? []).flatMap(inputRefs);
  const revise = task.episodes.find((e) => e.stage === 'revise');
  const reopen = task.episodes.find((e) => e.stage === 'reopen');
  const collections = ((pkg.state as Obj).collections ?? {}) as Record<string, Obj>;
  const list = Object.keys(collections).find((name) => 'told' in ((collections[name]!.fields ?? {}) as Obj));
  if (!revise || !reopen || refs.length === 0 || list === undefined) return task;
  // The new person: the last address the change sends to that the create did not.
  const before = JSON.stringify(task.episodes.find((e) => e.stage === 'submit')?.values ?? {}).toLowerCase();
  const typed = refs.map((r) => typedInto(r, revise.values ?? {})).filter((v): v is string => typeof v === 'string');
  const added = [...typed].reverse().find((v) => !before.includes(v.toLowerCase()));
  if (added === undefined) return task;
  // The reference's row says it: every address the draft now goes to.
  const key = ((action.inputs ?? []) as Obj[])[0]?.name;
  const told = `${how.says} ${refs.map((r) => `{{inputs.${r}}}`).join(' and ')}`;
  const plan = action.plan as Obj[];
  const update = plan.find((s) => s.update === list);
  if (update) update.fields = { ...(update.fields as Obj), told };
  else plan.splice(Math.max(0, plan.findIndex((s) => 'message' in s)), 0, { update: list, key_value: `{{inputs.${String(key)}}}`, fields: { told } });
  // After reopen the row's value is looked for with the new person on its line.
  const assertions = reopen.assertions ?? [];
  const shown = assertions.find((a) => a.type === 'persisted_visible' && typeof a.value === 'string' && !a.value.startsWith('$') && !/^\d+$/.test(a.value));
  if (!shown || shown.type !== 'persisted_visible') return task;
  // The new person is looked for in the kept state on any line (s15 line2): a stale row never
  // names her, and a row for the draft need not name the product beside her ("Graduation hint →
  // nora.patel@gmail.com" beside a wish list of the earbuds tells the user the same).
  const [who, ...forms] = recipientWords(added);
  const words = userWords(task as Parameters<typeof userWords>[0], task.episodes.indexOf(reopen));
  const because = [who as string, ...forms].find((f) => saidBy(f, words)) ?? (who as string);
  const check = {
    id: `${reopen.id}.${String(nextNumber(assertions)).padStart(2, '0')}.persisted_visible`,
    type: 'persisted_visible' as const,
    value: who as string,
    ...(forms.length > 0 ? { or: forms } : {}),
    match: 'normalized' as const,
    because,
    note: KEPT_RECIPIENT_NOTE,
  };
  const episodes = task.episodes.map((e) => (e === reopen ? { ...e, assertions: [...assertions, check] } : e));
  return { ...task, episodes, reference: { ...reference, A: { ...reference.A, package: pkg } } as TaskInput['reference'] };
}
