import type { Task, TwinDeclaration } from '../../schemas/task.ts';
import { declaredTwin } from './declared.ts';
import type { TwinPlan, TwinSlot } from '../../schemas/twin.ts';
import { applyValueMap, valueMapOf } from './apply.ts';
import { deriveSlots } from './derive.ts';
import { lookAlikes } from './perturb.ts';
import { holds } from './spell.ts';
import { isContentWord } from './words.ts';
import { fixtureIndex } from './fixture-index.ts';

export { verifyTwin, type TwinVerdict } from './verify.ts';

/**
 * Counterfactual twins (docs/decisions.md "Counterfactual twins"): the same task in a fresh world
 * where every value the user types is another admissible value and the records the user names
 * have look-alikes. The twin reuses the packages; an app passes the task only when it passes
 * both. `twinOf` is pure and deterministic: the same task gives the same twin, on any machine.
 */

/** Added to the task's seed for the twin's world: its generated ids differ from the base's. */
export const TWIN_SEED_OFFSET = 7_919;

export type TwinOutcome = { ok: true; task: Task; plan: TwinPlan } | { ok: false; reason: string; plan: TwinPlan };

const cache = new WeakMap<Task, TwinOutcome>();

/** The typed value a slot came from (`episode:key` before the first space of `from`). */
function typedValueOf(task: Task, slot: TwinSlot): string | number | undefined {
  const [source = ''] = slot.from.split(' ');
  const colon = source.indexOf(':');
  const episode = task.episodes.find((e) => e.id === source.slice(0, colon));
  const value = episode?.values[source.slice(colon + 1)];
  return typeof value === 'boolean' ? undefined : value;
}

/** Parts of a text long enough to tell records apart: lines, list items, clauses, JSON items. */
function partsOf(cell: string): string[] {
  let items: string[] = [];
  if (cell.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(cell);
      if (Array.isArray(parsed)) items = parsed.filter((v): v is string => typeof v === 'string');
    } catch {
      // not a JSON list
    }
  }
  return [...items, ...cell.split(/\n|[,;:]\s|\.\s/)].map((part) => part.replace(/^\s*(?:\d+\.\s+|[-*]\s*)?(?:\[[ xX]\]\s*)?/, '').trim()).filter((part) => part.length >= 4 && /[A-Za-z]{3}/.test(part));
}

/**
 * Swapped records and people the twin still reaches through the base record: a message naming
 * it in other words ("the headphones" beside the product's full name), or a check that demands
 * a piece of its content (a line of the note, one of its tags). The twin would then ask for two
 * things at once. Returns the typed values whose swap must be undone.
 */
function leftovers(task: Task, twin: Task, slots: readonly TwinSlot[]): Set<string> {
  const out = new Set<string>();
  const groups = new Map<string, TwinSlot[]>();
  for (const slot of slots) {
    if (slot.kind !== 'record' && slot.kind !== 'person') continue;
    groups.set(slot.from, [...(groups.get(slot.from) ?? []), slot]);
  }
  const index = fixtureIndex(task.world.fixture);
  const messages = twin.episodes.map((e) => e.message ?? '').join('\n');
  const checked = twin.episodes.flatMap((e) => leavesOf(e.assertions.filter((a) => !SHAPE_CHECKS.has(a.type)))).filter((leaf): leaf is string => typeof leaf === 'string');
  for (const group of groups.values()) {
    const first = group[0] as TwinSlot;
    // The base record and its twin (a record slot's `from` ends with `app.table#id`).
    const [, table, id] = /(\S+)#(\d+)$/.exec(first.from) ?? [];
    const idSlot = group.find((s) => s.value === Number(id));
    const x = index.tables.get(table ?? '')?.rows.find((row) => row.id === Number(id));
    const y = idSlot ? index.tables.get(table ?? '')?.rows.find((row) => row.id === idSlot.twin) : undefined;
    const theirs = y ? Object.values(y).filter((c): c is string => typeof c === 'string') : [];
    const twinWords = new Set([...group.map((s) => String(s.twin)), ...theirs].flatMap((t) => t.toLowerCase().match(/[a-z]+/g) ?? []));
    const cells = [...group.map((s) => s.value), ...(x && table !== 'admin.people' ? Object.values(x) : [])].filter((c): c is string => typeof c === 'string');
    const words = cells.flatMap((c) => c.match(/[A-Za-z]+/g) ?? []).filter((w) => isContentWord(w) && !twinWords.has(w.toLowerCase()));
    const parts = (x && table !== 'admin.people' ? Object.values(x) : []).filter((c): c is string => typeof c === 'string').flatMap(partsOf).filter((part) => !theirs.some((cell) => holds(cell, part)));
    if (words.some((word) => holds(messages, word)) || parts.some((part) => checked.some((leaf) => holds(leaf, part)))) {
      const typed = typedValueOf(task, first);
      if (typed !== undefined) out.add(String(typed));
    }
  }
  return out;
}

/** App-shape checks (C1): they name the app, never the values. */
const SHAPE_CHECKS = new Set(['input_available', 'action_available', 'visible_contains']);

function leavesOf(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leavesOf(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) leavesOf(item, out);
  else out.push(value);
  return out;
}

function compute(task: Task, declaration: TwinDeclaration): TwinOutcome {
  const empty: TwinPlan = { task: task.id, slots: [], kept: [], rows: [] };
  if (declaration.none) return { ok: false, reason: `no twin: ${declaration.none}`, plan: empty };
  const keep = new Map<string, string>((declaration.keep ?? []).map((value) => [String(value), 'kept by the task\'s twin declaration']));
  let derived = deriveSlots(task, keep, declaration.slots ?? []);
  let twin: Task | undefined;
  // Each round undoes at least one swap; a task has a handful of typed values.
  for (let round = 0; round < 6; round += 1) {
    const map = valueMapOf(derived.slots);
    twin = applyValueMap(task, map, { ...task.world, seed: task.world.seed + TWIN_SEED_OFFSET });
    const undo = [...leftovers(task, twin, derived.slots)].filter((value) => !keep.has(value));
    if (undo.length === 0) break;
    for (const value of undo) keep.set(value, 'the message or the checks also reach the record or person through words the twin cannot swap');
    derived = deriveSlots(task, keep, declaration.slots ?? []);
  }
  const rows = twin ? lookAlikes(task, twin, derived, declaration.lookalikes ?? 'search') : [];
  const plan: TwinPlan = { task: task.id, slots: derived.slots, kept: derived.kept, rows };
  if (!twin || (derived.slots.length === 0 && rows.length === 0)) {
    const why = plan.kept.length === 0 ? 'the user types no value' : plan.kept.map((k) => `${k.episode}.${k.key} ${JSON.stringify(k.value)}: ${k.reason}`).join('; ');
    return { ok: false, reason: `nothing to swap (${why})`, plan };
  }
  // The task's own rows (a look-alike it seeds) stay; the twin's look-alikes come after them.
  const all = [...(task.world.rows ?? []), ...rows];
  const world = { ...twin.world, ...(all.length > 0 ? { rows: all } : {}) };
  return { ok: true, task: { ...twin, world }, plan };
}

/**
 * The twin of a task under its declaration: the task file's own (`twin`), else the suite's
 * committed one for exactly this task content (declared.ts), else derived whole. Cached per
 * parsed task (parsed tasks are frozen and shared).
 */
export function twinOf(task: Task): TwinOutcome {
  let outcome = cache.get(task);
  if (!outcome) cache.set(task, (outcome = compute(task, task.twin ?? declaredTwin(task) ?? {})));
  return outcome;
}

/** The twin of a task under a given declaration (settling a task's declaration tries several). */
export function twinWith(task: Task, declaration: TwinDeclaration): TwinOutcome {
  return compute(task, declaration);
}
