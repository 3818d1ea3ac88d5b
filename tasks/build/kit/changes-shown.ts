/**
 * Visible checks are complete (issue #28, item 3): a value the user types that an episode writes
 * into a service record and into a row of the app's kept list is checked where the user looks —
 * on the page right after the change (C4) and after reopen while the reference still keeps it
 * (C5). An app that leaves its list showing the old value (the stale_view control) fails both.
 *
 * Checks are added only where the reference passes them by construction: the value fills an
 * input of the action the episode submits, a write call of that action's plan takes it (so it
 * lands in a record the episode changes), an `update` step of the same plan writes it into a
 * kept row by a key the user typed, and a list of the package's views shows that field of its
 * rows. The reopen check is dropped when a later episode writes that field again, removes the
 * row, or submits an action the kit cannot read. See docs/decisions.md, "A changed field is shown".
 */
import type { z } from 'zod';
import type { EpisodeSpecSchema } from '../../../src/schemas/task.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { spellings } from '../../../src/suite/auto-review.ts';
import { findApi } from '../../../src/world/docs.ts';
import { freshWorld } from '../../../src/world/fixture.ts';
import { A } from './checks.ts';
import type { Json, Obj, Spec } from './types.ts';

type EpisodeInput = z.input<typeof EpisodeSpecSchema>;
type Typed = string | number | boolean;

/** A value typed into a kept row's field, waiting for the reopen. */
export interface KeptField {
  collection: string;
  /** The row's key as the user typed it; undefined where it comes from a service's answer. */
  key: string | undefined;
  field: string;
  value: string | number;
  /** The field's text with the value in place (`to hana@…`): the same text again is no change. */
  text: string;
  /** Written by a change (checked at reopen), or by an append (only remembered). */
  changed: boolean;
}

/** Every step of a plan, nested ones included. */
export function allSteps(steps: readonly Json[], out: Obj[] = []): Obj[] {
  for (const step of steps) {
    if (step === null || typeof step !== 'object' || Array.isArray(step)) continue;
    out.push(step);
    if (Array.isArray(step.steps)) allSteps(step.steps, out);
  }
  return out;
}

const actionsOf = (pkg: Obj): Obj[] => (Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []);
const inputNames = (action: Obj): string[] => (Array.isArray(action.inputs) ? (action.inputs as Obj[]).map((i) => String(i.name)) : []);

/** The one action whose inputs take every value the episode types (by any alias of its key), told apart by the episode's hint words. */
function submitted(pkg: Obj, values: Record<string, Typed>, hint: readonly string[]): Obj | undefined {
  const keys = Object.keys(values);
  if (keys.length === 0) return undefined;
  const fits = actionsOf(pkg).filter((a) => {
    const names = new Set(inputNames(a));
    return Array.isArray(a.plan) && keys.every((k) => k.split('|').some((alias) => names.has(alias)));
  });
  if (fits.length <= 1) return fits[0];
  // Actions with the same inputs (add and remove a member): the hint words the episode gives the operator decide.
  const words = hint.map((w) => w.toLowerCase());
  const hinted = fits.filter((a) => words.some((w) => `${String(a.id)} ${String(a.label ?? '')}`.toLowerCase().includes(w)));
  return hinted.length === 1 ? hinted[0] : undefined;
}

/** The value the episode types into input `name`. */
function typedInto(name: string, values: Record<string, Typed>): Typed | undefined {
  const key = Object.keys(values).find((k) => k.split('|').includes(name));
  return key === undefined ? undefined : values[key];
}

/** The input a template passes through whole or inside words (`{{inputs.x}}`, `to {{inputs.x}}`), when it uses exactly one. */
function inputOf(template: Json | undefined): string | undefined {
  if (typeof template !== 'string') return undefined;
  const names = [...template.matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] as string);
  return names.length === 1 ? names[0] : undefined;
}

/** A key the user typed (a record id, a capture, a name), as text, or undefined when it comes from elsewhere. */
function keyOf(template: Json | undefined, values: Record<string, Typed>): string | undefined {
  if (typeof template === 'number') return String(template);
  if (typeof template !== 'string') return undefined;
  const m = /^\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}$/.exec(template);
  if (!m) return template.includes('{{') ? undefined : template;
  const typed = typedInto(m[1] as string, values);
  return typed === undefined ? undefined : String(typed);
}

let columns: Map<string, Set<string>> | undefined;

/** The columns of a world table (`app.table`), read once from a fresh world. */
function columnsOf(table: string): Set<string> {
  if (!columns) {
    const world = freshWorld();
    try {
      columns = new Map();
      const tables = world.sql(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as { name: string }[];
      for (const { name } of tables) columns.set(name, new Set((world.sql(`SELECT name FROM pragma_table_info(?)`).all(name) as { name: string }[]).map((c) => c.name)));
    } finally {
      world.close();
    }
  }
  return columns.get(table.replace('.', '_')) ?? new Set();
}

/**
 * The inputs a write call of the plan passes to its service, so their values land in a record
 * the episode changes: `true` where the parameter is a column of a table the call changes (the
 * record holds the value as typed: a due date, a title), `false` where the service turns it into
 * something else (an email into a user id).
 */
function writtenInputs(steps: readonly Obj[]): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const step of steps) {
    if (typeof step.call !== 'string') continue;
    const [app = '', api = ''] = step.call.split('.');
    const def = findApi(app, api);
    if (!def || def.changes.length === 0) continue;
    for (const [param, arg] of Object.entries((step.args ?? {}) as Obj)) {
      // A list argument (`["{{inputs.to}}"]`) carries the value too, but not as a column holds it.
      for (const one of Array.isArray(arg) ? arg : [arg]) {
        const name = inputOf(one);
        if (name) out.set(name, out.get(name) === true || (!Array.isArray(arg) && def.changes.some((table) => columnsOf(table).has(param))));
      }
    }
  }
  return out;
}

/** Whether a list of the package's views shows `field` of the rows of `collection`. */
function listShows(pkg: Obj, collection: string, field: string): boolean {
  const pattern = new RegExp(`\\{\\{\\s*item\\.${field}\\s*\\}\\}`);
  const visit = (node: Json): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (node === null || typeof node !== 'object') return false;
    if (node.type === 'list' && node.collection === collection && typeof node.item === 'string' && pattern.test(node.item)) return true;
    return Object.values(node).some(visit);
  };
  return visit((pkg.views ?? []) as Json);
}

/** Whether an input takes one value as typed (not a list the runtime splits, not a flag). */
function scalarInput(action: Obj, name: string): boolean {
  const input = (Array.isArray(action.inputs) ? (action.inputs as Obj[]) : []).find((i) => i.name === name);
  return input !== undefined && !['list', 'checkbox', 'boolean'].includes(String(input.type));
}

/** Whether a kept collection's field holds text or a number (a json field renders a list its own way). */
function scalarField(pkg: Obj, collection: string, field: string): boolean {
  const def = ((pkg.state as Obj | undefined)?.collections as Obj | undefined)?.[collection] as Obj | undefined;
  const type = (def?.fields as Obj | undefined)?.[field];
  return type === 'string' || type === 'number';
}

/** A field's template with the typed value in place of its input (service answers stay as written). */
const filled = (template: Json | undefined, name: string, value: string | number): string => String(template).replace(new RegExp(`\\{\\{\\s*inputs\\.${name}\\s*\\}\\}`, 'g'), String(value));

/** A value worth checking as shown: typed text or a number, never a capture, a flag or nothing. */
const checkable = (v: Typed | undefined): v is string | number => (typeof v === 'string' && v.trim() !== '' && !v.startsWith('$')) || typeof v === 'number';

const sameValue = (a: unknown, b: unknown): boolean => String(a).trim().toLowerCase() === String(b).trim().toLowerCase();

/** The next free assertion number of an episode (ids are `episode.NN.type`). */
function nextNumber(episode: EpisodeInput): number {
  const numbers = (episode.assertions ?? []).map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0));
  return Math.max(0, ...numbers) + 1;
}

function withChecks(episode: EpisodeInput, specs: Spec[]): EpisodeInput {
  if (specs.length === 0) return episode;
  const start = nextNumber(episode);
  const added = specs.map((spec, i) => ({ id: `${episode.id}.${String(start + i).padStart(2, '0')}.${spec.type}`, ...spec }));
  return { ...episode, assertions: [...(episode.assertions ?? []), ...added] };
}

/** What an episode's assertions already show (value checks of one type). */
const alreadyShown = (episode: EpisodeInput, type: string): unknown[] =>
  (episode.assertions ?? []).flatMap((a) => (a.type === type ? [(a as { value?: unknown }).value] : []));

/**
 * The episodes with a C4 check of each typed value a change writes into a shown kept row, and
 * reopen episodes with a C5 check of each such value still kept there.
 */
export function changesShown(episodes: readonly EpisodeInput[], reference: Record<string, { package: Obj; revisions?: Record<string, Obj> }>, intentions: readonly string[]): EpisodeInput[] {
  // What the user has said so far: a typed value is checked only where their words state it
  // (a list typed with its dashes is the operator's formatting, not something they said); a
  // number counts as said however they put it ("make it a three").
  const said = [...intentions];
  const current = new Map<string, Obj>(Object.entries(reference).map(([slot, r]) => [slot, r.package]));
  const kept = new Map<string, KeptField[]>();
  return episodes.map((episode) => {
    const slot = episode.slot ?? 'A';
    const pkg = reference[slot]?.revisions?.[episode.id] ?? current.get(slot);
    if (!pkg) return episode;
    current.set(slot, pkg);
    const fields = kept.get(slot) ?? [];
    kept.set(slot, fields);
    if (episode.message) said.push(episode.message);
    if (episode.requirement) said.push(episode.requirement);
    if (episode.stage === 'open') return episode;
    if (episode.stage === 'reopen') {
      const shown = alreadyShown(episode, 'persisted_visible');
      const specs = fields.filter((f) => f.changed && listShows(pkg, f.collection, f.field) && !shown.some((v) => sameValue(v, f.value))).map((f) => {
        // A new state of a named row (a label's colour, a job's priority) is looked for on that
        // row's line, beside its name: anywhere else on screen it may be a select option or
        // another row's (issue #30, loose_check, shown9).
        const name = rowName(pkg, fields, f);
        return name === undefined ? A.persisted(f.value) : A.persisted(name, 'normalized', undefined, undefined, [String(f.value)]);
      });
      return withChecks(episode, dedupe(specs));
    }
    const values = (episode.values ?? {}) as Record<string, Typed>;
    const action = submitted(pkg, values, episode.action_hint ?? []);
    // An action the kit cannot read may have rewritten any kept row: nothing is held to reopen.
    if (!action) {
      fields.length = 0;
      return episode;
    }
    const steps = allSteps(action.plan as Json[]);
    const written = writtenInputs(steps);
    const specs: Spec[] = [];
    const shown = alreadyShown(episode, 'visible_result_grounded');
    const forget = (pred: (f: KeptField) => boolean) => {
      for (let i = fields.length - 1; i >= 0; i--) if (pred(fields[i] as KeptField)) fields.splice(i, 1);
    };
    const sameKey = (a: string | undefined, b: string | undefined) => a === undefined || b === undefined || a === b;
    const userSaid = (value: string | number) => typeof value === 'number' || spellings(value).some((spelling) => said.some((t) => textShows(t, spelling, 'normalized')));
    for (const step of steps) {
      if (typeof step.remove === 'string') {
        const key = keyOf(step.key_value, values);
        forget((f) => f.collection === step.remove && sameKey(f.key, key));
      } else if (typeof step.append === 'string') {
        const collection = step.append;
        const def = (((pkg.state as Obj | undefined)?.collections as Obj | undefined)?.[collection] ?? {}) as Obj;
        const item = (step.item ?? {}) as Obj;
        const key = keyOf(item[String(def.key ?? 'id')], values);
        if (key !== undefined) forget((f) => f.collection === collection && f.key === key);
        // What a new row shows is remembered: the same text written into it later is no change.
        for (const [field, template] of Object.entries(item)) {
          const name = inputOf(template);
          const value = name === undefined ? undefined : typedInto(name, values);
          if (name === undefined || !checkable(value)) continue;
          fields.push({ collection, key, field, value, text: filled(template, name, value), changed: false });
          // A new record's typed value is looked for where the new row shows it (issue #30, K2:
          // a create that showed only the id), under the same conditions as a change.
          if (written.get(name) === true && userSaid(value) && scalarInput(action, name) && scalarField(pkg, collection, field) && listShows(pkg, collection, field) && !shown.some((v) => sameValue(v, value))) specs.push(A.grounded(value));
        }
      } else if (typeof step.update === 'string' && step.fields !== null && typeof step.fields === 'object' && !Array.isArray(step.fields)) {
        const collection = step.update;
        const key = keyOf(step.key_value, values);
        for (const [field, template] of Object.entries(step.fields)) {
          const name = inputOf(template);
          const value = name === undefined ? undefined : typedInto(name, values);
          const text = name !== undefined && checkable(value) ? filled(template, name, value) : undefined;
          // The field already shows this text (a title typed again, kept as it was): nothing a stale list could hide.
          const unchanged = text !== undefined && fields.some((f) => f.collection === collection && f.field === field && sameKey(f.key, key) && sameValue(f.text, text));
          forget((f) => f.collection === collection && f.field === field && sameKey(f.key, key));
          if (name === undefined || !written.has(name) || !checkable(value) || text === undefined) continue;
          if (!userSaid(value)) continue;
          if (!scalarInput(action, name) || !scalarField(pkg, collection, field)) continue;
          fields.push({ collection, key, field, value, text, changed: !unchanged });
          // C4 where the changed record holds the value as typed (the checker grounds a shown value in it).
          if (!unchanged && written.get(name) === true && listShows(pkg, collection, field) && !shown.some((v) => sameValue(v, value))) specs.push(A.grounded(value));
        }
      }
    }
    return withChecks(episode, dedupe(specs));
  });
}

/** Fields that name a kept row (what the user calls it), as against a state of it. */
const NAME_FIELDS = /^(?:name|title|label|what|description|subject|task|job)$/;

/** A state value: one or two words of letters ("green", "medium", "in progress"). */
const STATE_VALUE = /^\p{L}+(?:[ -]\p{L}+)?$/u;

/** Whether one line of a list of the package's views shows both fields of the rows of `collection`. */
function lineShowsBoth(pkg: Obj, collection: string, a: string, b: string): boolean {
  const has = (item: string, field: string) => new RegExp(`\\{\\{\\s*item\\.${field}\\s*\\}\\}`).test(item);
  const visit = (node: Json): boolean => {
    if (Array.isArray(node)) return node.some(visit);
    if (node === null || typeof node !== 'object') return false;
    if (node.type === 'list' && node.collection === collection && typeof node.item === 'string' && !node.item.includes('\n') && has(node.item, a) && has(node.item, b)) return true;
    return Object.values(node).some(visit);
  };
  return visit((pkg.views ?? []) as Json);
}

/**
 * The name the user gave the row a changed state belongs to (the label "garden" of a colour),
 * where the kit knows exactly one: a typed text kept in a name field of the same row, shown on
 * the same line of the list as the state. A changed name itself has no other name to pair with.
 */
export function rowName(pkg: Obj, fields: readonly KeptField[], changed: KeptField): string | undefined {
  // Only a state in a word or two (a colour, a priority): a text, an amount or a person may be
  // laid out on lines of its own under the name, and has checks of its own.
  if (NAME_FIELDS.test(changed.field) || typeof changed.value !== 'string' || !STATE_VALUE.test(changed.value.trim())) return undefined;
  const sameRow = (g: KeptField) => changed.key === undefined || g.key === undefined || g.key === changed.key;
  const names = [...new Set(fields.filter((g) => g !== changed && g.collection === changed.collection && NAME_FIELDS.test(g.field) && typeof g.value === 'string' && sameRow(g) && lineShowsBoth(pkg, g.collection, g.field, changed.field)).map((g) => String(g.value)))];
  return names.length === 1 ? names[0] : undefined;
}

/** One check per value. */
function dedupe(specs: Spec[]): Spec[] {
  const seen = new Set<string>();
  return specs.filter((s) => {
    const key = `${s.type}:${String((s as { value?: unknown }).value).trim().toLowerCase()}:${JSON.stringify((s as { state?: unknown }).state ?? null)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
