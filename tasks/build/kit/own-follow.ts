/**
 * The app's own earlier text follows the user's change (s28 climbing-partner-contact s28-s200-f2,
 * move-in-day s28-s200-f3): where a revise retypes a value the user gave before (a new phone
 * number, a new day), a text the app worded itself in an earlier step (a note titled with the old
 * number, an expense described with the old day) may carry that change, old value replaced by
 * the new one, or stay as it was. The step's "nothing else changed" checks make room: the world
 * comparison keeps the change in step (`in_step`), the collateral bound lets the table be
 * updated, the mutation cap counts the row. Any other change to that text still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { freshWorld } from '../../../src/world/fixture.ts';
import { dateForms } from './in-step.ts';

type Obj = Record<string, any>;

const WHY = 'a text the app worded itself in an earlier step may carry the value the user changes (old for new), or keep the old one';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const REPLACED = /^(\d{4}-\d{2}-\d{2}|\+?\d{10,11})$/;

let columns: Map<string, Set<string>> | undefined;

/** The text columns of a table (`app.table`), read from a fresh world once. */
function textColumns(app: string, table: string): Set<string> {
  if (!columns) {
    const world = freshWorld();
    try {
      const found = new Map<string, Set<string>>();
      for (const { name } of world.sql("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]) {
        const cols = world.sql(`PRAGMA table_info(${name})`).all() as { name: string; type: string }[];
        found.set(name, new Set(cols.filter((c) => c.type.toUpperCase() === 'TEXT').map((c) => c.name)));
      }
      columns = found;
    } finally {
      world.close();
    }
  }
  return columns.get(`${app}_${table}`) ?? new Set();
}

/** Values the revise retypes with a new value: [old, new] as texts. */
function changedValues(earlier: readonly Obj[], now: Obj): [string, string][] {
  const plain = (v: unknown): string | undefined => ((typeof v === 'string' || typeof v === 'number') && String(v).trim().length >= 2 && !String(v).startsWith('$') ? String(v) : undefined);
  const out: [string, string][] = [];
  for (const [key, value] of Object.entries(now)) {
    const to = plain(value);
    // Only a value the user replaces outright: a day moved, a phone number changed.
    if (to === undefined || !REPLACED.test(to)) continue;
    if (to === undefined) continue;
    const names = key.split('|');
    for (const values of [...earlier].reverse()) {
      const hit = Object.entries(values).find(([k]) => k.split('|').some((n) => names.includes(n)));
      if (!hit) continue;
      const from = plain(hit[1]);
      if (from !== undefined && REPLACED.test(from) && from !== to && !out.some(([f, t]) => f === from && t === to)) out.push([from, to]);
      break;
    }
  }
  return out;
}

/** The texts an earlier step left to the app's own words: [app, table, field, captured id]. */
function ownTexts(episode: Obj): [string, string, string, string | undefined][] {
  const world = ((episode.assertions ?? []) as Obj[]).find((a) => a.type === 'world_matches_reference');
  const bound = ((episode.assertions ?? []) as Obj[]).find((a) => a.type === 'no_collateral');
  if (!world) return [];
  const inserted = ((bound?.allow ?? []) as Obj[]).filter((a) => (a.ops ?? []).includes('inserted'));
  const captured = (app: string, table: string): string | undefined => {
    const names = Object.entries((episode.captures ?? {}) as Obj).filter(([, c]) => c.from === 'inserted' && c.app === app && c.table === table && (c.field ?? 'id') === 'id');
    return names.length === 1 ? names[0]?.[0] : undefined;
  };
  const out: [string, string, string, string | undefined][] = [];
  for (const free of (world.free ?? []) as Obj[]) {
    const worded = free.constraint === 'any' || (typeof free.constraint === 'object' && free.constraint !== null && 'contains' in free.constraint) || free.mentions_one !== undefined;
    if (!worded || /(^|_)id$/.test(String(free.field))) continue;
    const tables = free.table === '*' ? inserted.filter((a) => a.app === free.app).map((a) => String(a.table)) : inserted.some((a) => a.app === free.app && a.table === free.table) ? [String(free.table)] : [];
    for (const table of tables.filter((t) => textColumns(String(free.app), t).has(String(free.field)))) out.push([String(free.app), table, String(free.field), captured(String(free.app), table)]);
  }
  return out;
}

export function withOwnRecordsFollow(task: TaskInput): TaskInput {
  const copy = structuredClone(task) as Obj;
  const episodes = copy.episodes as Obj[];
  let changed = false;
  for (const [index, episode] of episodes.entries()) {
    if (episode.stage !== 'revise' || !episode.values) continue;
    const before = episodes.slice(0, index).filter((e) => e.values && e.stage !== 'open' && e.stage !== 'reopen');
    const pairs = changedValues(before.map((e) => e.values as Obj), episode.values as Obj);
    if (pairs.length === 0) continue;
    const texts = before.flatMap(ownTexts);
    const assertions = (episode.assertions ?? []) as Obj[];
    const world = assertions.find((a) => a.type === 'world_matches_reference');
    const bound = assertions.find((a) => a.type === 'no_collateral');
    const cap = assertions.find((a) => a.type === 'mutation_limit');
    if (!world || texts.length === 0) continue;
    const rules: Obj[] = (world.in_step ?? []) as Obj[];
    const rows = new Set<string>();
    // A text this step already leaves to the app keeps its own rule.
    const own = ((world.free ?? []) as Obj[]).filter((f) => texts.some(([app, table, field]) => f.app === app && (f.table === table || f.table === '*') && f.field === field));
    for (const [app, table, field, capture] of texts) {
      if (own.some((f) => f.app === app && (f.table === table || f.table === '*') && f.field === field)) continue;
      for (const [from, to] of pairs) {
        const forms: [string, string][] = ISO_DAY.test(from) && ISO_DAY.test(to) ? dateForms(from).map((f, i) => [f, dateForms(to)[i] ?? to]) : [[from, to]];
        for (const [old, now] of forms) {
          if (rules.some((r) => r.app === app && r.table === table && r.field === field && r.from === old && (r.op ?? 'updated') === 'updated')) continue;
          rules.push({ app, table, field, from: old, to: now, why: WHY, ...(capture ? { key: { id: `$${capture}` } } : {}) });
          rows.add(`${app}.${table}:${capture ?? ''}`);
        }
      }
    }
    if (rows.size === 0) continue;
    changed = true;
    world.in_step = rules;
    if (bound) {
      const allow = bound.allow as Obj[];
      for (const [app, table] of texts) {
        const there = allow.find((a) => a.app === app && a.table === table);
        if (!there) allow.push({ app, table, ops: ['updated'] });
        else if (!there.ops.includes('updated')) there.ops = [...there.ops, 'updated'].sort();
      }
    }
    if (cap && typeof cap.max === 'number') cap.max += rows.size;
  }
  return changed ? (copy as TaskInput) : task;
}
