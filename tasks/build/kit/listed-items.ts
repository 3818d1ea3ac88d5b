/**
 * s15 (carry, issue #30 undictated_text): items the user dictates as a list ("tortillas, black
 * beans, limes"; "Dal: red lentils, turmeric, ghee") are those items, in that order, not one
 * comma-joined string. A list app may keep them one per line, as bullets or as a checklist.
 *
 * A case states the fact (its typed value is a list of items); `withListedItems` then holds the
 * field that keeps the list to each item, the last after the others (and items added later after
 * all of them), in the world, and shows each item on screen, after the change and after reopen.
 * A list that misses or changes an item still fails; so does one whose later items come first.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { FreeDef } from './checks.ts';

type Obj = Record<string, unknown>;

/** Where the listed items are kept (a note's content), and the typed values that are lists. */
export interface Listed {
  app: string;
  table: string;
  field: string;
  lists: readonly string[];
}

/** A list's items as the user said them ("tortillas, black beans, limes" → three items). */
export const itemsOf = (list: string): string[] => list.split(',').map((s) => s.trim()).filter((s) => s !== '');

const norm = (text: string): string => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The items a value is made of where it is one of the lists, or lists one per line; else undefined. */
function itemsIn(value: unknown, lists: readonly string[]): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = value.split('\n').map(norm).filter((p) => p !== '');
  const found = parts.map((p) => lists.find((l) => norm(l) === p));
  if (parts.length === 0 || found.some((l) => l === undefined)) return undefined;
  return found.flatMap((l) => itemsOf(l as string));
}

const WHY = 'the user dictates the items, not a text: each item is kept, in the order said (items added later after them), in any list layout; the rest of the text is the app\'s';

/** The episode's next free assertion number. */
const nextNumber = (assertions: readonly Obj[]): number => Math.max(0, ...assertions.map((a) => Number(String(a.id).split('.')[1]) || 0)) + 1;

export function withListedItems(t: TaskInput, listed: Listed): TaskInput {
  const { app, table, field, lists } = listed;
  if (lists.length === 0) return t;
  const covers = (f: { app: string; table: string; field: string }) => f.app === app && (f.table === table || f.table === '*') && f.field === field;
  const episodes = t.episodes.map((e) => {
    const assertions = (e.assertions ?? []) as unknown as Obj[];
    const typed = Object.values(e.values ?? {}).some((v) => itemsIn(v, lists) !== undefined);
    let n = nextNumber(assertions);
    const shown = (type: string, value: string) => assertions.some((a) => a.type === type && typeof a.value === 'string' && norm(a.value) === norm(value) && a.state === undefined && a.beside === undefined);
    const out = assertions.flatMap((a): Obj[] => {
      if (a.type === 'record_matches' && a.app === app && a.table === table) {
        const fields = Object.fromEntries(Object.entries(a.fields as Obj).filter(([k, v]) => !(k === field && itemsIn(v, lists))));
        // A check that had no fields to begin with (the record still there) stays as it was.
        return Object.keys(fields).length === 0 && Object.keys(a.fields as Obj).length > 0 ? [] : [{ ...a, fields }];
      }
      if (a.type === 'world_matches_reference') {
        const free = (a.free ?? []) as FreeDef[];
        const mapped = free.map((f) => {
          if (!covers(f) || typeof f.constraint !== 'object' || !('contains' in f.constraint)) return f;
          const spread = (parts: readonly (string | number | boolean | null)[]) => parts.flatMap((p) => itemsIn(p, lists) ?? [p]);
          const contains = spread(f.constraint.contains);
          const atEnd = spread(f.constraint.at_end ?? []);
          if (contains.length === f.constraint.contains.length && atEnd.length === (f.constraint.at_end ?? []).length) return f;
          return { ...f, constraint: { ...f.constraint, contains, ...(atEnd.length > 0 ? { at_end: atEnd } : {}) }, why: WHY };
        });
        const made = typed && !free.some(covers) ? lists.filter((l) => Object.values(e.values ?? {}).some((v) => typeof v === 'string' && norm(v) === norm(l))) : [];
        const added: FreeDef[] = made.map((l) => {
          const items = itemsOf(l);
          return { app, table, field, constraint: { contains: items.slice(0, -1), at_end: items.slice(-1) }, why: WHY };
        });
        return [{ ...a, free: [...mapped, ...added] }];
      }
      if ((a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && a.state === undefined && a.beside === undefined) {
        const items = itemsIn(a.value, lists);
        // A check of one item alone (an item added later) is already that item's own check.
        if (!items || (items.length === 1 && norm(items[0]!) === norm(String(a.value)))) return [a];
        const { record: _record, ...rest } = a;
        const fresh = items.filter((item, i) => items.indexOf(item) === i && !shown(String(a.type), item));
        return fresh.map((item, i) => ({ ...rest, id: i === 0 ? a.id : `${e.id}.${String(n++).padStart(2, '0')}.${String(a.type)}`, value: item, because: item }));
      }
      return [a];
    });
    return { ...e, assertions: out };
  });
  return { ...t, episodes } as TaskInput;
}
