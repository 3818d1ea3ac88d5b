import type { Task } from '../../schemas/task.ts';

/**
 * stale_view's target, read from the task (issue #28 item 5): a kept item whose shown field an
 * episode changes to a value the user types, which a reopen then looks at. The control drops the
 * kept update of every field that carries a value; where no such update is a stale view of a
 * typed value the task can see, it is not a test of the task, and this says why:
 * - the update writes what a service answered (a restored file's new id, a subject the draft
 *   already had), not a value the user types;
 * - no episode types the value it writes (the app has the action, the episodes never use it);
 * - no view shows the field (a public flag the list does not print);
 * - the episode types the value the item already holds (a "rename" to the same title), or the item
 *   was first kept saying all the update writes, with the same typed values (s21);
 * - a later episode writes over the field in the reference too (a status that ends as a fixed word);
 * - no reopen follows the change;
 * - the change only removes something (a member dropped from a group), and the field, as the
 *   control leaves it, holds what the item was first kept with — words that claim nothing about
 *   what was removed; a reopen asks nothing of a removed record (issue #30, K7);
 * - every reopen after it asks nothing kept (no `persisted_visible`, no `state_retained`): the app
 *   is owed no list and what it made is over (Reading 1, s10: a finished payment, a ticked-off
 *   to-do), so a stale list is not shown to anyone the task asks.
 */

type Obj = Record<string, any>;

export interface StaleTarget {
  holds: boolean;
  /** Why a task whose reference updates a kept field with a value is not a target (absent where it holds, or has no such update). */
  reason?: string;
}

/** The input names a template reads (`{{inputs.x}}`). */
const inputsRead = (value: unknown): string[] => [...JSON.stringify(value ?? null).matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);

/** The bound answers a template reads, as [bind, field] (`{{draft.subject}}` → draft, subject; `{{who.0.email}}` → who, email). */
const answersRead = (value: unknown): [string, string][] =>
  [...JSON.stringify(value ?? null).matchAll(/\{\{\s*([A-Za-z_][A-Za-z0-9_]*)((?:\.[A-Za-z0-9_]+)*)\s*\}\}/g)]
    .filter((m) => m[1] !== 'inputs' && m[1] !== 'item' && m[1] !== 'state')
    .map((m) => [m[1] as string, (m[2] ?? '').split('.').filter((p) => p !== '' && !/^[0-9]+$/.test(p)).at(-1) ?? '']);

/**
 * The inputs a kept field's new value carries: read directly, or through a service's answer that
 * echoes them — the field a write of the plan set from an input (a draft's subject read back
 * after update_draft set it), or a record a call found or made from the user's words (the
 * contact a search by the typed name found, the folder a rename gave the typed name). A call
 * that takes only the record's key answers with what the service holds (a restored file's new
 * id, a subject the edit did not touch).
 */
function inputsCarried(value: unknown, plan: readonly Obj[], keyInputs: ReadonlySet<string>): string[] {
  const out = new Set(inputsRead(value).filter((n) => !keyInputs.has(n)));
  for (const [bind, field] of answersRead(value)) {
    for (const step of plan) {
      if (typeof step.call !== 'string') continue;
      const args = (step.args ?? {}) as Obj;
      if (field !== '' && field in args) for (const n of inputsRead(args[field])) if (!keyInputs.has(n)) out.add(n);
      if (step.bind === bind) for (const n of inputsRead(args)) if (!keyInputs.has(n)) out.add(n);
    }
  }
  return [...out];
}

const carriesValue = (value: unknown): boolean => typeof value === 'string' && value.includes('{{');

/** Every step of a plan, nested ones included. */
function stepsOf(steps: unknown, out: Obj[] = []): Obj[] {
  if (!Array.isArray(steps)) return out;
  for (const step of steps as Obj[]) {
    out.push(step);
    stepsOf(step.steps, out);
  }
  return out;
}

/** The reference package a slot runs at each of its episodes (a revision holds from its episode on). */
function packagesByEpisode(task: Task): Map<string, Obj> {
  const out = new Map<string, Obj>();
  const current = new Map<string, Obj>();
  for (const episode of task.episodes) {
    const entry = task.reference[episode.slot];
    if (!entry) continue;
    const revised = entry.revisions[episode.id] as Obj | undefined;
    if (revised) current.set(episode.slot, revised);
    out.set(episode.id, current.get(episode.slot) ?? (entry.package as Obj));
  }
  return out;
}

/** Does a view of the package print `field` of the collection's items (a list's item text, a table's column)? */
function rendered(pkg: Obj, collection: string, field: string): boolean {
  const views: Obj[] = Array.isArray(pkg.views) ? pkg.views : [];
  const item = new RegExp(`\\{\\{\\s*item\\.${field}\\b`);
  return views.some((view) =>
    (Array.isArray(view.components) ? (view.components as Obj[]) : []).some(
      (c) => c.collection === collection && ((typeof c.item === 'string' && item.test(c.item)) || (Array.isArray(c.columns) && c.columns.some((col: Obj) => col.field === field))),
    ),
  );
}

/** The input names an episode types values for (a key may name several: `new_body|body`). */
const typedNames = (values: Record<string, unknown>): Set<string> => new Set(Object.keys(values).flatMap((k) => k.split('|')));

/** The value an episode types for an input name, if any. */
function typedValue(values: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(values).find((k) => k.split('|').includes(name));
  return key === undefined ? undefined : values[key];
}

/** Does an action take values the episode types (the episode uses it)? */
const usedBy = (action: Obj, typed: ReadonlySet<string>): boolean => (Array.isArray(action.inputs) ? (action.inputs as Obj[]) : []).some((i) => typed.has(String(i.name)));

/** Why a kept update is not a stale view of a typed value, by how far it got (the furthest is reported). */
const STALE_REASONS = [
  'the kept update writes what a service answered, not a value the user types',
  'no episode types the value the kept update writes (the episodes use another change, or change another field)',
  'no view shows the kept field the change writes',
  'the episode types the value the kept item already holds',
  'a later episode writes over the kept field in the reference too (a fixed word ends it)',
  'no reopen follows the change',
  'the change only removes something, and the kept field the control leaves as first kept names nothing removed (K7: a reopen asks nothing of a removed record)',
  'the reopen after it asks nothing kept (Reading 1: an app owed no list, whose payment or ticked-off to-do is over)',
] as const;

/** Does a reopen ask anything kept (a value shown again, or a kept state)? */
const asksKept = (episode: Task['episodes'][number]): boolean => episode.assertions.some((a) => (a.type === 'persisted_visible' && a.gone !== true) || a.type === 'state_retained');

/** Does the episode only remove rows (every change it checks is a deletion)? */
function removesOnly(episode: Task['episodes'][number]): boolean {
  const changes = episode.assertions.filter((a) => a.type === 'db_changed');
  return changes.length > 0 && changes.every((a) => a.type === 'db_changed' && a.op === 'deleted');
}

/** Does every append of the collection in the package keep `field` as fixed words (no value), or not set it? */
function firstKeptFixed(pkg: Obj, collection: string, field: string): boolean {
  return (Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []).every((action) =>
    stepsOf(action.plan).every((s) => s.append !== collection || s.item === null || typeof s.item !== 'object' || !carriesValue((s.item as Obj)[field])),
  );
}

/** A template with each `{{inputs.x}}` replaced by the value `values` type for x (undefined where one is not typed). */
function filled(template: string, values: Record<string, unknown>): string | undefined {
  let missing = false;
  const out = template.replace(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g, (_m, name: string) => {
    const v = typedValue(values, name);
    if (v === undefined) missing = true;
    return String(v ?? '');
  });
  return missing || /\{\{/.test(out) ? undefined : out.toLowerCase();
}

/** Whether an earlier episode first kept the item's `field` with text holding all the update writes, its typed values the same. */
function keptSaying(pkg: Obj, collection: string, field: string, update: string, before: readonly Task['episodes'][number][], now: Record<string, unknown>): boolean {
  const written = filled(update, now);
  if (written === undefined || written.trim() === '') return false;
  return (Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []).some((action) =>
    stepsOf(action.plan).some((s) => {
      if (s.append !== collection || s.item === null || typeof s.item !== 'object' || typeof (s.item as Obj)[field] !== 'string') return false;
      return before.some((e) => filled(String((s.item as Obj)[field]), e.values)?.includes(written) === true);
    }),
  );
}

/** Whether the task holds stale_view's target, and where it does not though its reference updates a kept field with a value, why. */
export function staleTarget(task: Task): StaleTarget {
  const byEpisode = packagesByEpisode(task);
  // Per kept update (action, collection, field), the furthest it got towards a stale view of a typed value.
  const furthest = new Map<string, number>();
  const reached = (key: string, rank: number) => furthest.set(key, Math.max(furthest.get(key) ?? 0, rank));
  let holds = false;
  task.episodes.forEach((episode, index) => {
    if (!['submit', 'revise', 'followup'].includes(episode.stage)) return;
    const pkg = byEpisode.get(episode.id);
    if (!pkg) return;
    const typed = typedNames(episode.values);
    const later = task.episodes.slice(index + 1).filter((e) => e.slot === episode.slot);
    for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
      for (const step of stepsOf(action.plan)) {
        if (typeof step.update !== 'string' || step.fields === null || typeof step.fields !== 'object') continue;
        const keyInputs = new Set(inputsRead(step.key_value));
        for (const [field, value] of Object.entries(step.fields as Obj)) {
          if (!carriesValue(value)) continue;
          const key = `${String(action.id)}\u0000${step.update}\u0000${field}`;
          reached(key, 0);
          const names = inputsCarried(value, stepsOf(action.plan), keyInputs);
          if (names.length === 0) {
            reached(key, 0);
            continue;
          }
          if (!usedBy(action, typed) || !names.some((n) => typed.has(n))) {
            reached(key, 1);
            continue;
          }
          if (!rendered(pkg, step.update, field)) {
            reached(key, 2);
            continue;
          }
          const earlier = task.episodes.slice(0, index).flatMap((e) => Object.values(e.values).map((v) => JSON.stringify(v)));
          const whole = /^\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}$/.exec(String(value))?.[1];
          // Or the item was first kept saying all the update says, with the same typed values ("saved to
          // file to P, emailed E" before "saved to file to P"): left as it was, it still says it (s21).
          if ((whole !== undefined && earlier.includes(JSON.stringify(typedValue(episode.values, whole)))) || keptSaying(pkg, step.update, field, String(value), task.episodes.slice(0, index), episode.values)) {
            reached(key, 3);
            continue;
          }
          const overwritten = later.some((e) => {
            const laterPkg = byEpisode.get(e.id);
            const laterTyped = typedNames(e.values);
            return (Array.isArray(laterPkg?.actions) ? (laterPkg.actions as Obj[]) : []).some(
              (a) => usedBy(a, laterTyped) && stepsOf(a.plan).some((s) => s.update === step.update && s.fields !== null && typeof s.fields === 'object' && field in s.fields),
            );
          });
          if (overwritten) {
            reached(key, 4);
            continue;
          }
          if (!later.some((e) => e.stage === 'reopen')) {
            reached(key, 5);
            continue;
          }
          if (removesOnly(episode) && firstKeptFixed(pkg, step.update, field)) {
            reached(key, 6);
            continue;
          }
          if (!later.some((e) => e.stage === 'reopen' && asksKept(e))) {
            reached(key, 7);
            continue;
          }
          holds = true;
        }
      }
    }
  });
  if (holds) return { holds: true };
  if (furthest.size === 0) return { holds: false };
  return { holds: false, reason: [...new Set([...furthest.values()].sort().map((rank) => STALE_REASONS[rank]))].join('; ') };
}
