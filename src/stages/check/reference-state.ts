/**
 * Reference-state equivalence (C3 `world_matches_reference`): an episode is right when it leaves
 * the world where the task's reference package leaves it in the same seeded world — every table
 * of every app, the same rows inserted, updated and deleted with the same values — modulo ids the
 * world generated during the run, clock fields, fields the task declares free, and sets the task
 * constrains instead of enumerating — both only on the rows the reference itself inserted or
 * updated. See docs/decisions.md "Reference-state equivalence".
 */
import type { FreeField, InStep, RowConstraint } from '../../schemas/task.ts';
import type { CallRecord, Diff, Row, TableChange } from '../../schemas/world.ts';
import { normalizeText, textShows, valuesEqual } from './match.ts';
import { amountShows, mentionsPart, partNumber } from './number-words.ts';

/** Fields the world's clock writes: never compared (the time an app ran is not its content). */
export const isClockField = (field: string): boolean => /(^|_)(at|timestamp)$/.test(field);

const isIdField = (field: string): boolean => field === 'id' || field.endsWith('_id');

/**
 * The key of one app's table in the maps below: app and table joined by NUL, which no app or table
 * name holds. Sorted as strings, the keys order tables by app, then table.
 */
type TableKey = string & { readonly tableKey: unique symbol };

const tableKeyOf = (change: { app: string; table: string }): TableKey => `${change.app}\u0000${change.table}` as TableKey;

function tableOfKey(key: TableKey): { app: string; table: string } {
  const [app = '', table = ''] = key.split('\u0000');
  return { app, table };
}

/** The key of one row across every table: its table's key and its id. */
const rowKeyOf = (app: string, table: string, id: unknown): string => `${tableKeyOf({ app, table })}\u0000${String(id)}`;

interface Net {
  app: string;
  table: string;
  id: number;
  op: 'inserted' | 'updated' | 'deleted';
  /** inserted: the final row; deleted: the row as it was; updated: the final values of changed fields. */
  row: Row;
  /** updated: the values the changed fields had before the episode. */
  before: Row;
}

/**
 * Folds the per-call diffs of one episode into its net change set: a row inserted and then
 * updated is one inserted row with its final values; inserted and deleted is nothing; an update
 * that ends where it began is nothing.
 */
export function foldEpisodeChanges(calls: readonly CallRecord[]): Diff {
  const nets = new Map<string, Net>();
  for (const call of calls) {
    if (!call.ok) continue;
    for (const change of call.diff) {
      const key = (id: unknown) => rowKeyOf(change.app, change.table, id);
      for (const row of change.inserted) nets.set(key(row.id), { app: change.app, table: change.table, id: Number(row.id), op: 'inserted', row: { ...row }, before: {} });
      for (const update of change.updated) {
        const net = nets.get(key(update.id));
        if (!net) nets.set(key(update.id), { app: change.app, table: change.table, id: update.id, op: 'updated', row: { ...update.after }, before: { ...update.before } });
        else if (net.op === 'inserted') Object.assign(net.row, update.after);
        else if (net.op === 'updated') {
          for (const [field, value] of Object.entries(update.before)) if (!Object.hasOwn(net.before, field)) net.before[field] = value;
          Object.assign(net.row, update.after);
        }
      }
      for (const row of change.deleted) {
        const net = nets.get(key(row.id));
        if (net?.op === 'inserted') nets.delete(key(row.id));
        else nets.set(key(row.id), { app: change.app, table: change.table, id: Number(row.id), op: 'deleted', row: { ...row, ...net?.before }, before: {} });
      }
    }
  }
  const tables = new Map<TableKey, TableChange>();
  for (const net of [...nets.values()].sort((a, b) => a.id - b.id)) {
    const tkey = tableKeyOf(net);
    let table = tables.get(tkey);
    if (!table) tables.set(tkey, (table = { app: net.app, table: net.table, inserted: [], updated: [], deleted: [] }));
    if (net.op === 'inserted') table.inserted.push(net.row);
    else if (net.op === 'deleted') table.deleted.push(net.row);
    else {
      const before: Row = {};
      const after: Row = {};
      for (const [field, value] of Object.entries(net.row)) {
        if (JSON.stringify(value) === JSON.stringify(net.before[field])) continue;
        before[field] = net.before[field] ?? null;
        after[field] = value;
      }
      if (Object.keys(after).length > 0) table.updated.push({ id: net.id, before, after });
    }
  }
  return [...tables.values()]
    .filter((t) => t.inserted.length + t.updated.length + t.deleted.length > 0)
    .sort((a, b) => (a.app === b.app ? (a.table < b.table ? -1 : a.table > b.table ? 1 : 0) : a.app < b.app ? -1 : 1));
}

export interface ReferenceSide {
  /** The reference's net change set of this episode. */
  changes: Diff;
  /** The reference's captures up to and including this episode (pairs ids with the candidate's). */
  captures: Record<string, unknown>;
}

export interface CandidateSide {
  changes: Diff;
  captures: Readonly<Record<string, unknown>>;
  /** Rows read from the world after the episode for `via` constraints (probes of this assertion). */
  probed: readonly Row[];
}

export interface Rules {
  free: readonly FreeField[];
  rows: readonly RowConstraint[];
  /** Fields of records kept in step with the changed one: the app may change them so, or leave them. */
  inStep?: readonly InStep[];
}

/**
 * Whether `before` → `after` keeps a record in step by one of the rules: the old value holds the
 * rule's `from` and the new one is the old with `from` replaced by `to` (compared normalized).
 */
function keptInStep(rules: readonly InStep[], before: unknown, after: unknown): boolean {
  // A flag (a to-do ticked off): from exactly the rule's value to exactly its other one.
  if (typeof before !== 'string' || typeof after !== 'string') {
    return rules.some((r) => r.key !== undefined && valuesEqual(before, r.from) && valuesEqual(after, r.to));
  }
  const old = normalizeText(before);
  return rules.some((r) => {
    // A label the app worded itself, retold for the change: any words that say the new value.
    if (r.mentions !== undefined) return r.key !== undefined && r.mentions.some((m) => mentionsPart(after, m));
    const from = normalizeText(r.from);
    // A text that may grow (`may_add`, a keyed row): the old text whole, changed or not, inside the new.
    if (r.may_add === true && r.key !== undefined && old !== '') {
      const now = normalizeText(after);
      return now.includes(old) || (from !== '' && old.includes(from) && now.includes(old.split(from).join(normalizeText(r.to))));
    }
    return from !== '' && old.includes(from) && normalizeText(after) === old.split(from).join(normalizeText(r.to));
  });
}

/**
 * Whether a record that must follow the change (`stale`) was rewritten in the app's own words
 * that tell the new value: its text is the app's, the new day is the user's.
 */
function retold(rules: readonly InStep[], after: unknown): boolean {
  return typeof after === 'string' && rules.some((r) => r.stale !== undefined && (r.mentions ?? [r.to]).some((n) => n !== '' && textShows(after, n, 'normalized')));
}

const opOf = (r: InStep): 'updated' | 'inserted' | 'deleted' => r.op ?? 'updated';
/** Whether the rule is about this row of the candidate's (a keyed rule: that row only). */
const aboutRow = (r: InStep, id: unknown): boolean => r.key === undefined || Object.entries(r.key).every(([f, v]) => f === 'id' && String(v) === String(id));

/**
 * The rows an `inserted` rule lets the app add, taken out of what is left unpaired: per rule one
 * row whose fields equal the rule's `where` and whose `field` mentions one of its `mentions`, and
 * the rows of the same app keyed by it (`text_message_id` of a text).
 */
function dropInsertedInStep(unpaired: Unpaired[], rules: readonly InStep[]): void {
  for (const rule of rules.filter((r) => opOf(r) === 'inserted')) {
    const entry = unpaired.find((u) => u.key === tableKeyOf(rule));
    const at = entry?.candidate.findIndex((row) => Object.entries(rule.where ?? {}).every(([f, v]) => valuesEqual(row[f], v))
      && (rule.mentions ?? []).length > 0 && typeof row[rule.field] === 'string' && (rule.mentions ?? []).some((m) => mentionsPart(String(row[rule.field]), m)));
    if (!entry || at === undefined || at < 0) continue;
    const [row] = entry.candidate.splice(at, 1) as [Row];
    const fk = `${rule.table.replace(/s$/, '')}_id`;
    for (const other of unpaired) {
      if (tableOfKey(other.key).app !== rule.app) continue;
      other.candidate = other.candidate.filter((r) => !(Object.hasOwn(r, fk) && String(r[fk]) === String(row.id)));
    }
  }
}

const MAX_REPORTED = 12;

function show(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function label(app: string, table: string, row: Row): string {
  const name = ['title', 'name', 'subject', 'label', 'file_path', 'first_name'].map((f) => row[f]).find((v) => typeof v === 'string' && v !== '');
  return `${app}.${table} row ${String(row.id)}${name === undefined ? '' : ` (${show(name)})`}`;
}

/**
 * Every `atEnd` part comes after every other part: its last place in the text is past the end of
 * each other part's first place. Parts matched only by value (a number the text words) have no
 * place and are not ordered.
 */
function endsAfter(text: string, before: readonly unknown[], atEnd: readonly unknown[]): boolean {
  if (atEnd.length === 0) return true;
  const hay = normalizeText(text);
  const place = (part: unknown, last: boolean): [number, number] | undefined => {
    const needle = normalizeText(String(part));
    const at = last ? hay.lastIndexOf(needle) : hay.indexOf(needle);
    return needle === '' || at < 0 ? undefined : [at, at + needle.length];
  };
  return atEnd.every((end) => {
    const last = place(end, true);
    return last === undefined || before.every((part) => {
      const first = place(part, false);
      return first === undefined || first[1] <= last[0];
    });
  });
}

/** Whether each of `parts` is on a line of `text` that mentions none of the others. */
function onLinesApart(text: string, parts: readonly (string | number | boolean | null)[]): boolean {
  const lines = text.split(/\r?\n/);
  return parts.every((part) => lines.some((line) => mentionsPart(line, part) && parts.every((other) => other === part || !mentionsPart(line, other))));
}

/**
 * Whether a text and the texts after it (a first name, then a last name), a space between and
 * blank ones left out, are exactly `parts` in order, a space between, case and spacing aside.
 */
export function joinsTo(value: unknown, after: readonly unknown[], parts: readonly (string | number | boolean | null)[]): boolean {
  const texts = [value, ...after].filter((v): v is string => typeof v === 'string' && v.trim() !== '');
  return texts.length > 0 && normalizeText(texts.join(' ')) === normalizeText(parts.map(String).join(' '));
}

/**
 * Whether `part` ends one of the text's lines, case and spacing aside: what follows it on that
 * line is only closing quotes or brackets of its own quoting ("Note: “Bring dessert!”").
 */
export function endsALine(text: string, part: unknown): boolean {
  const needle = normalizeText(String(part));
  if (needle === '') return true;
  return text.split(/\r?\n/).some((line) => {
    const hay = normalizeText(line.replace(/[\s"'“”‘’»)\]]+$/u, ''));
    return hay.endsWith(needle) || normalizeText(line).endsWith(needle);
  });
}

/**
 * Whether a free field's value meets its rule. `row` is the whole row the value is in: a
 * `contains` part may be said in one of the rule's `or_in` fields of that row instead. `at_end`
 * parts are the field's own (an appended line closes the file's text): never taken from `or_in`.
 */
function freeOk(rule: FreeField, value: unknown, row: Row = {}, elsewhere: readonly string[] = [], ref?: Row): boolean {
  // A field the app may leave blank (`or_blank`): nothing written is no wrong text (s23-s12-f1).
  if (rule.or_blank && (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))) return true;
  if (rule.mentions_one && !mentionsOne(rule, value, row, elsewhere)) return false;
  // A text about the record names no look-alike of it (s24 world, split-then-venmo s23-s13-f1).
  if (rule.lacks && typeof value === 'string' && rule.lacks.some((part) => mentionsPart(value, part))) return false;
  if (rule.names_one && !mentionsOne(rule, value, row, elsewhere, rule.names_one)) return false;
  if (rule.within && !withinSpan(value, rule.within)) return false;
  if (rule.by_reference && ref !== undefined && !byReferenceOk(rule, value, ref)) return false;
  return constraintOk(rule, value, row);
}

/** Minutes after midnight of a time of day ("19:30", "7:05:00"), or undefined. */
function minutesOf(value: unknown): number | undefined {
  const m = typeof value === 'string' ? /^\s*(\d{1,2}):(\d{2})(?::\d{2})?\s*$/.exec(value) : null;
  if (!m) return undefined;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** Whether a time of day lies within a span, ends included; a span whose end is before its start wraps past midnight. */
export function withinSpan(value: unknown, [from, to]: readonly [string, string]): boolean {
  const [v, lo, hi] = [minutesOf(value), minutesOf(from), minutesOf(to)];
  if (v === undefined || lo === undefined || hi === undefined) return false;
  return lo <= hi ? v >= lo && v <= hi : v >= lo || v <= hi;
}

/** Whether the app's row, paired with `ref`, mentions what the rule asks of the row with `ref`'s value (`by_reference`). */
function byReferenceOk(rule: FreeField, value: unknown, ref: Row): boolean {
  const own = (rule.by_reference ?? []).find((b) => valuesEqual(ref[rule.field], b.value));
  if (!own) return true;
  return typeof value === 'string' && own.mentions_one.some((part) => mentionsPart(value, part));
}

/** The folder of a path, as paths compare ("~/downloads" and "/home/alex/downloads" are one). */
const folderOf = (path: string): string => normalizeText(path.slice(0, Math.max(0, path.lastIndexOf('/'))));

/** Whether an updated path stayed in the folder it was in (`keeps_folder`): a rename, not a move. */
export function keptFolder(before: unknown, after: unknown): boolean {
  return typeof before !== 'string' || typeof after !== 'string' || folderOf(before) === folderOf(after);
}

/**
 * Whether the text, or one of its row's `or_in` fields, or one of the texts of the rule's
 * `mentions_or_at` records (`elsewhere`), mentions one of `parts` (the rule's `mentions_one`
 * values, or its `names_one`).
 */
function mentionsOne(rule: FreeField, value: unknown, row: Row, elsewhere: readonly string[] = [], parts: FreeField['mentions_one'] = rule.mentions_one): boolean {
  const own = [value].filter((v): v is string => typeof v === 'string');
  const others = [...(rule.or_in ?? []).map((f) => row[f]), ...elsewhere].filter((v): v is string => typeof v === 'string');
  // A part the field must hold itself (`own_only`) is not looked for in the other texts.
  const ownOnly = (part: unknown) => (rule.own_only ?? []).some((o) => valuesEqual(o, part));
  return (parts ?? []).some((part) => [...own, ...(ownOnly(part) ? [] : others)].some((text) => partShown(rule, text, part)));
}

/** One part of a rule in one text: a number of an `as_amount` rule written as money, else as `mentionsPart` reads it. */
function partShown(rule: FreeField, text: string, part: string | number | boolean | null): boolean {
  const n = rule.as_amount ? partNumber(part) : undefined;
  return n === undefined ? mentionsPart(text, part) : amountShows(text, n);
}

/** The texts of the records a rule's `mentions_or_at` names, as the candidate's episode left them. */
function elsewhereTexts(rule: FreeField, changes: Diff): string[] {
  return (rule.mentions_or_at ?? []).flatMap((at) =>
    changes.filter((c) => c.app === at.app && c.table === at.table).flatMap((c) => [...c.inserted, ...c.updated.map((u) => ({ ...u.before, ...u.after }))]).map((r) => r[at.field]).filter((v): v is string => typeof v === 'string'),
  );
}

/** A list's items (a note's tags, as the row holds them or as JSON text), else the value itself. */
function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value === 'string' && value.startsWith('[')) {
    try {
      const parsed = JSON.parse(value) as unknown;
      if (Array.isArray(parsed)) return parsed as unknown[];
    } catch {
      // not a list: the text itself
    }
  }
  return [value];
}

function constraintOk(rule: FreeField, value: unknown, row: Row): boolean {
  if (rule.constraint === 'any') return true;
  if (rule.constraint === 'non_empty') return value !== null && value !== undefined && String(value).trim() !== '';
  if ('contains' in rule.constraint) {
    const { contains, at_end: atEnd = [], lacks = [], heads = [], ends_line: endsLine = [], lines_apart: linesApart = [], joined_with: joinedWith = [] } = rule.constraint;
    // A list (a note's tags) holds a part when one of its items does: the user's tag beside the app's own.
    const items = listItems(value);
    const texts = [...items, ...(rule.or_in ?? []).map((f) => row[f])].filter((v): v is string => typeof v === 'string');
    // An item of a list is the part itself: the tag "binder" is not the tag "house-binder" (s22, wifi-note-file s22-r3-f1).
    const isList = items.length !== 1 || items[0] !== value;
    const inList = (part: unknown) => isList && items.some((item) => typeof item === 'string' && normalizeText(item) === normalizeText(String(part)));
    const inOthers = (part: unknown) => (rule.or_in ?? []).map((f) => row[f]).some((text) => typeof text === 'string' && partShown(rule, text, part as string));
    if (texts.length === 0 || !contains.every((part) => (isList ? inList(part) || inOthers(part) : texts.some((text) => partShown(rule, text, part))))) return false;
    // A replaced value is gone from the text itself (a corrected line appended below the old one is not a correction).
    if (typeof value === 'string' && lacks.some((part) => mentionsPart(value, part))) return false;
    // A heading is the text's first non-empty line: the value the user asked it headed with is on it.
    if (heads.length > 0) {
      const first = typeof value === 'string' ? (value.split(/\r?\n/).find((line) => line.trim() !== '') ?? '') : '';
      if (!heads.every((part) => mentionsPart(first, part))) return false;
    }
    // A dictated note stands as written: it ends a line of the text itself, nothing after it there.
    if (endsLine.length > 0 && !(typeof value === 'string' && endsLine.every((part) => endsALine(value, part)))) return false;
    // Entries kept as lines: each is on a line of its own, none run on after another.
    if (linesApart.length > 0 && !(typeof value === 'string' && onLinesApart(value, linesApart))) return false;
    // A name said whole reads as said across the fields it may be split over (s26-d1b-f1).
    if (joinedWith.length > 0 && !joinsTo(value, joinedWith.map((f) => row[f]), contains)) return false;
    return atEnd.length === 0 || (typeof value === 'string' && atEnd.every((part) => mentionsPart(value, part)) && endsAfter(value, contains, atEnd));
  }
  return rule.constraint.one_of.some((option) => valuesEqual(value, option));
}

/**
 * How many times the inserted rows are swept for new pairs. A row whose foreign key points at a
 * row created in the run pairs only once that parent has paired, so each sweep can reach one
 * level further down a chain of created rows; the apps' chains are a few levels deep (a playlist,
 * then its songs). The sweeps stop as soon as one pairs nothing; the bound only caps the work on
 * an episode that inserts a long chain, whose rows left unpaired are then reported.
 */
const MAX_PAIRING_SWEEPS = 50;

/** Both sides' net changes, by table, and every table either side touched, in order. */
interface Tables {
  candidate: Map<TableKey, TableChange>;
  reference: Map<TableKey, TableChange>;
  keys: TableKey[];
}

function indexTables(candidate: CandidateSide, reference: ReferenceSide): Tables {
  const cand = new Map(candidate.changes.map((c) => [tableKeyOf(c), c]));
  const ref = new Map(reference.changes.map((c) => [tableKeyOf(c), c]));
  return { candidate: cand, reference: ref, keys: [...new Set([...cand.keys(), ...ref.keys()])].sort() };
}

/**
 * Ids the world generated in this run on the candidate's side, and the pairing of those ids with
 * the reference's; it starts from the captures and grows as inserted rows pair.
 */
interface IdPairing {
  generated: Set<number>;
  toReference: Map<number, number>;
  /**
   * Free texts of this episode: the reference's value of a free field beside each value the
   * candidate wrote in the same field. A service copies such a text into rows of its own (venmo's
   * "… paid you $60.00 for <description>" notification), and those copies follow the app's text.
   */
  freeTexts: { reference: string; candidate: string }[];
  /** Per free rule with `mentions_or_at`: the texts of those records in the candidate's episode. */
  elsewhere: Map<FreeField, string[]>;
  /** Inserted rows that have no field a rule's `or_in` names, with that field taken from the rows under them (`withChildTexts`). */
  parents: WeakMap<Row, Row>;
}

/**
 * s23 (thank-you-sender s23-r2-f1): a rule of every table of an app (`gmail.*.subject`, "here or in
 * its row's body") judges a row that has no such field too: a mail thread has a subject but no
 * body. The thread's body is its emails' (rows of the same app whose `thread_id` is the thread's
 * id), so a thread whose subject the app worded ("Thank you, Mira!") holds what it must where its
 * email's body says it. Each inserted row lacking an `or_in` field gets it, for the rules only,
 * from the inserted or updated rows that point at it (`<table in the singular>_id`).
 */
function withChildTexts(changes: Diff, rules: Rules): WeakMap<Row, Row> {
  const out = new WeakMap<Row, Row>();
  for (const change of changes) {
    const wanted = [...new Set(rules.free.filter((r) => r.app === change.app && (r.table === change.table || r.table === '*')).flatMap((r) => r.or_in ?? []))];
    if (wanted.length === 0) continue;
    const fk = `${change.table.replace(/s$/, '')}_id`;
    const children = changes.filter((c) => c.app === change.app && c.table !== change.table).flatMap((c) => [...c.inserted, ...c.updated.map((u) => ({ ...u.before, ...u.after }))]);
    for (const row of change.inserted) {
      const missing = wanted.filter((f) => !(f in row));
      if (missing.length === 0) continue;
      const under = children.filter((c) => c[fk] !== undefined && c[fk] !== null && String(c[fk]) === String(row.id));
      const extra = Object.fromEntries(missing.map((f) => [f, under.map((c) => c[f]).filter((v): v is string => typeof v === 'string').join('\n')]).filter(([, v]) => v !== ''));
      if (Object.keys(extra).length > 0) out.set(row, { ...row, ...extra });
    }
  }
  return out;
}

/** At most this many (reference, candidate) free-text pairs are tried on a derived text. */
const MAX_FREE_TEXT_PAIRS = 24;

/** The free fields' texts on both sides, paired reference × candidate per rule (bounded). */
function freeTextPairs(candidate: CandidateSide, reference: ReferenceSide, rules: Rules): IdPairing['freeTexts'] {
  const textsOf = (changes: Diff, rule: FreeField): string[] => {
    const rows = changes.filter((c) => c.app === rule.app && (rule.table === '*' || c.table === rule.table)).flatMap((c) => [...c.inserted, ...c.updated.map((u) => u.after)]);
    return [...new Set(rows.map((r) => r[rule.field]).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3))];
  };
  const pairs: IdPairing['freeTexts'] = [];
  for (const rule of rules.free) {
    const theirs = textsOf(candidate.changes, rule);
    for (const ours of textsOf(reference.changes, rule)) for (const text of theirs) if (ours !== text) pairs.push({ reference: ours, candidate: text });
  }
  return pairs.slice(0, MAX_FREE_TEXT_PAIRS);
}

/** Is `cand` the reference's text with a free text of the reference's replaced by the candidate's own? */
function followsFreeText(cand: unknown, ref: unknown, ids: IdPairing): boolean {
  if (typeof cand !== 'string' || typeof ref !== 'string') return false;
  return ids.freeTexts.some((p) => ref.includes(p.reference) && valuesEqual(cand, ref.split(p.reference).join(p.candidate)));
}

function pairCapturedIds(candidate: CandidateSide, reference: ReferenceSide): IdPairing {
  const generated = new Set<number>(candidate.changes.flatMap((c) => c.inserted.map((r) => Number(r.id))));
  const toReference = new Map<number, number>();
  for (const [name, value] of Object.entries(candidate.captures)) {
    const theirs = reference.captures[name];
    if (typeof value === 'number' && typeof theirs === 'number') {
      toReference.set(value, theirs);
      generated.add(value);
    }
  }
  return { generated, toReference, freeTexts: [], elsewhere: new Map(), parents: new WeakMap() };
}

/** The free-field rules of one table, by field. */
function freeFieldsOf(rules: Rules, app: string, table: string): Map<string, FreeField> {
  return new Map(rules.free.filter((f) => f.app === app && (f.table === table || f.table === '*')).map((f) => [f.field, f]));
}

type RowComparison = { result: 'equal' | 'pending' | 'differs'; field?: string };

/** How one field of two inserted rows compares: `pending` when a foreign key points at a created row not yet paired. */
function compareField(free: ReadonlyMap<string, FreeField>, ids: IdPairing, field: string, cand: Row, ref: Row): 'same' | 'pending' | 'differs' {
  const rule = free.get(field);
  if (rule) return freeOk(rule, cand[field], ids.parents.get(cand) ?? cand, ids.elsewhere.get(rule), ref) ? 'same' : 'differs';
  let value = cand[field];
  if (isIdField(field) && typeof value === 'number' && ids.generated.has(value)) {
    const mapped = ids.toReference.get(value);
    if (mapped === undefined) return 'pending';
    value = mapped;
  }
  const expected = ref[field];
  const same = value === expected || (value !== null && expected !== null && value !== undefined && expected !== undefined && valuesEqual(value, expected));
  return same || followsFreeText(value, expected, ids) ? 'same' : 'differs';
}

/** The fields two inserted rows are compared on: every field of either but the id and clock fields. */
const comparedFields = (cand: Row, ref: Row): string[] => [...new Set([...Object.keys(ref), ...Object.keys(cand)])].filter((f) => f !== 'id' && !isClockField(f));

/**
 * Compares two inserted rows field by field: 'equal', 'differs' (with the first field that
 * does), or 'pending' (otherwise equal, but a foreign key points at a created row not yet paired).
 */
function compareRows(free: ReadonlyMap<string, FreeField>, ids: IdPairing, cand: Row, ref: Row): RowComparison {
  let pending: string | undefined;
  for (const field of comparedFields(cand, ref)) {
    const verdict = compareField(free, ids, field, cand, ref);
    if (verdict === 'differs') return { result: 'differs', field };
    if (verdict === 'pending') pending ??= field;
  }
  return pending === undefined ? { result: 'equal' } : { result: 'pending', field: pending };
}

/** The inserted rows of one table that found no partner on the other side. */
interface Unpaired {
  key: TableKey;
  candidate: Row[];
  reference: Row[];
}

/**
 * Pairs the inserted rows of every table that is not row-constrained, sweep after sweep until a
 * sweep pairs nothing (parents first, then rows whose foreign keys point at paired parents).
 * Each pair joins `ids`; the rows left over are returned by table.
 */
function pairInsertedRows(tables: Tables, rules: Rules, ids: IdPairing): Unpaired[] {
  const unpaired: Unpaired[] = [];
  for (const key of tables.keys) {
    const { app, table } = tableOfKey(key);
    if (rules.rows.some((r) => r.app === app && r.table === table)) continue;
    unpaired.push({ key, candidate: [...(tables.candidate.get(key)?.inserted ?? [])], reference: [...(tables.reference.get(key)?.inserted ?? [])] });
  }
  for (let progress = true, sweeps = 0; progress && sweeps < MAX_PAIRING_SWEEPS; sweeps += 1) {
    progress = false;
    for (const { key, candidate: cands, reference: refs } of unpaired) {
      const { app, table } = tableOfKey(key);
      const free = freeFieldsOf(rules, app, table);
      for (const ref of [...refs]) {
        const at = cands.findIndex((cand) => compareRows(free, ids, cand, ref).result === 'equal');
        if (at < 0) continue;
        const [cand] = cands.splice(at, 1) as [Row];
        refs.splice(refs.indexOf(ref), 1);
        ids.toReference.set(Number(cand.id), Number(ref.id));
        progress = true;
      }
    }
  }
  return unpaired;
}

/** `field value` pairs, joined: `is_public 1, title "Gym"`. */
const fieldsOf = (row: Row, fields: readonly string[]): string => fields.map((f) => `${f} ${show(row[f])}`).join(', ');

/** How two inserted rows differ, in a sentence: the fields whose values differ, a free field out of its bounds, a foreign key to an unpaired row. */
function describeRowPair(app: string, table: string, free: ReadonlyMap<string, FreeField>, ids: IdPairing, cand: Row, ref: Row): string {
  const verdicts = comparedFields(cand, ref).map((field) => ({ field, verdict: compareField(free, ids, field, cand, ref) }));
  const differs = verdicts.filter((v) => v.verdict === 'differs').map((v) => v.field);
  const plain = differs.filter((f) => !free.has(f));
  const outOfBounds = differs.filter((f) => free.has(f));
  const pending = verdicts.filter((v) => v.verdict === 'pending').map((v) => v.field);
  const parts: string[] = [];
  if (plain.length > 0) parts.push(`with ${fieldsOf(cand, plain)}; the reference inserts it with ${fieldsOf(ref, plain)}`);
  if (outOfBounds.length > 0) parts.push(`${plain.length > 0 ? 'and ' : ''}with ${fieldsOf(cand, outOfBounds)}, which the task does not allow`);
  if (parts.length === 0 && pending.length > 0) {
    parts.push(`with ${fieldsOf(cand, pending)}, ${pending.length > 1 ? 'rows' : 'a row'} the app created that ${pending.length > 1 ? 'match' : 'matches'} none the reference created`);
  }
  return `the app inserted ${label(app, table, cand)} ${parts.join('; ')}`;
}

/** How many of two rows' compared fields differ (a pending foreign key counts as differing). */
function distance(free: ReadonlyMap<string, FreeField>, ids: IdPairing, cand: Row, ref: Row): { differ: number; of: number } {
  const fields = comparedFields(cand, ref);
  return { differ: fields.filter((f) => compareField(free, ids, f, cand, ref) !== 'same').length, of: fields.length };
}

/**
 * What is left unpaired, as sentences. A reference row and the app's row nearest to it (fewest
 * fields differing, at least one the same — or the only row on each side) are one row inserted
 * differently, named with the fields that differ; rows left after that are missing or extra.
 */
function reportUnpaired(unpaired: readonly Unpaired[], rules: Rules, ids: IdPairing): string[] {
  const problems: string[] = [];
  for (const { key, candidate, reference } of unpaired) {
    const { app, table } = tableOfKey(key);
    const free = freeFieldsOf(rules, app, table);
    const cands = [...candidate];
    const refs: Row[] = [];
    const onlyOne = candidate.length === 1 && reference.length === 1;
    for (const ref of reference) {
      let best: { at: number; differ: number } | undefined;
      cands.forEach((cand, at) => {
        const { differ, of } = distance(free, ids, cand, ref);
        if ((differ < of || onlyOne) && (best === undefined || differ < best.differ)) best = { at, differ };
      });
      if (best === undefined) {
        refs.push(ref);
        continue;
      }
      const [cand] = cands.splice(best.at, 1) as [Row];
      problems.push(describeRowPair(app, table, free, ids, cand, ref));
    }
    for (const row of refs) problems.push(`the reference inserts ${label(app, table, row)}; the app inserted no row like it`);
    for (const row of cands) problems.push(`the app inserted ${label(app, table, row)}; the reference inserts no row like it`);
  }
  return problems;
}

/**
 * Splits the candidate's rows of a row-constrained table into the set the rule covers and the
 * rest. A row belongs to the set when it hangs where the reference's rows hang: each id-valued
 * field but its own id and the one the set varies in (`via.field`) points, through the pairing,
 * where one of the reference's rows points (songs of the reference's playlist, not of another).
 */
function boundRows(rule: RowConstraint, cands: readonly Row[], refs: readonly Row[], ids: IdPairing): { bound: Row[]; other: Row[] } {
  const anchors = new Map<string, Set<string>>();
  for (const ref of refs) {
    for (const [field, value] of Object.entries(ref)) {
      if (field === 'id' || field === rule.via?.field || !isIdField(field)) continue;
      let values = anchors.get(field);
      if (!values) anchors.set(field, (values = new Set()));
      values.add(JSON.stringify(value));
    }
  }
  const mapped = (value: unknown) => (typeof value === 'number' && ids.generated.has(value) ? ids.toReference.get(value) : value);
  const out = { bound: [] as Row[], other: [] as Row[] };
  if (rule.anywhere) return { bound: [...cands], other: [] };
  for (const row of cands) {
    const belongs = refs.length > 0 && [...anchors].every(([field, values]) => values.has(JSON.stringify(mapped(row[field]) ?? null)));
    (belongs ? out.bound : out.other).push(row);
  }
  return out;
}

/**
 * Sets the user constrained without enumerating them: the count, the `where` values, and the row
 * `via` points at — over the rows bound to the reference's set; the app's other rows in the
 * table are extra writes.
 */
function checkRowConstraints(tables: Tables, rules: Rules, ids: IdPairing, probed: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const rule of rules.rows) {
    const key = tableKeyOf(rule);
    const { bound: rows, other } = boundRows(rule, tables.candidate.get(key)?.inserted ?? [], tables.reference.get(key)?.inserted ?? [], ids);
    for (const row of other) problems.push(`the app inserted ${label(rule.app, rule.table, row)} elsewhere than the reference's ${rule.table} rows: its ids point at other records`);
    if (rows.length < rule.min || (rule.max !== undefined && rows.length > rule.max)) {
      problems.push(`the app inserted ${rows.length} ${rule.app}.${rule.table} row(s) where the task asks for ${rule.min}${rule.max === undefined ? ' or more' : `–${rule.max}`}`);
    }
    for (const row of rows) {
      const field = Object.keys(rule.where).find((f) => !valuesEqual(row[f], rule.where[f]));
      if (field !== undefined) problems.push(`the app inserted ${label(rule.app, rule.table, row)} with ${field} ${show(row[field])}; the task asks for ${show(rule.where[field])}`);
      if (rule.via) {
        const via = rule.via;
        const target = probed.find((p) => p.id === row[via.field] && p.__table === `${via.app}.${via.table}`);
        const bad = target ? Object.keys(via.where).find((f) => !valuesEqual(target[f], via.where[f])) : via.field;
        if (bad !== undefined) problems.push(`the app inserted ${label(rule.app, rule.table, row)} whose ${via.field} points at ${target ? `a ${via.app}.${via.table} row with ${bad} ${show(target[bad])}; the task asks for ${show(via.where[bad])}` : `no ${via.app}.${via.table} row`}`);
      }
    }
  }
  return problems;
}

/** Updated rows of one table, compared by (paired) id and field. */
function compareUpdates(key: TableKey, tables: Tables, rules: Rules, mapId: (id: number) => number, elsewhere: ReadonlyMap<FreeField, string[]> = new Map(), probed: readonly Row[] = []): string[] {
  const problems: string[] = [];
  const { app, table } = tableOfKey(key);
  // A field the reference sets that the app's row already holds as the episode ends: the app set it
  // in an earlier step (a playlist made public when it was made), so the world ends the same (s22).
  const holdsAlready = (id: number, field: string, value: unknown): boolean =>
    probed.some((row) => row.__table === `${app}.${table}` && typeof row.id === 'number' && mapId(row.id) === id && (valuesEqual(row[field], value) || row[field] === value));
  const free = freeFieldsOf(rules, app, table);
  const candUpdates = new Map((tables.candidate.get(key)?.updated ?? []).map((u) => [mapId(u.id), u]));
  const refUpdates = new Map((tables.reference.get(key)?.updated ?? []).map((u) => [u.id, u]));
  for (const id of [...new Set([...candUpdates.keys(), ...refUpdates.keys()])].sort((a, b) => a - b)) {
    const cand = candUpdates.get(id);
    const ref = refUpdates.get(id);
    const fields = [...new Set([...Object.keys(cand?.after ?? {}), ...Object.keys(ref?.after ?? {})])].filter((f) => !isClockField(f)).sort();
    for (const field of fields) {
      const rule = free.get(field);
      const changedByCand = cand !== undefined && Object.hasOwn(cand.after, field);
      const changedByRef = ref !== undefined && Object.hasOwn(ref.after, field);
      const name = `${app}.${table} row ${id}`;
      // A record kept in step with the one the user changed: the app may change it the same way, or leave it.
      const steps = (rules.inStep ?? []).filter((r) => opOf(r) === 'updated' && r.app === app && r.table === table && r.field === field && (r.key === undefined || (cand !== undefined && aboutRow(r, cand.id))));
      if (steps.length > 0 && (!changedByRef || keptInStep(steps, ref.before[field], ref.after[field]))) {
        if (changedByCand && !keptInStep(steps, cand.before[field], cand.after[field]) && !retold(steps, cand.after[field])) problems.push(`the app set ${field} of ${name} to ${show(cand.after[field])}; only the change the user made may carry over to it`);
        continue;
      }
      // A free field is free on the rows the reference changed only: the same field changed on
      // another row is an extra write. The change is asked for, its content left to the app; only
      // a field free of any constraint may also stay as it was.
      // Or set instead of a field the reference sets on the row (a star for the reference's label).
      const instead = rule?.instead_of?.some((f) => ref !== undefined && Object.hasOwn(ref.after, f)) === true;
      if (rule && (changedByRef || (changedByCand && instead))) {
        if (changedByCand && !freeOk(rule, cand.after[field], { ...cand.before, ...cand.after }, elsewhere.get(rule), ref ? { ...ref.before, ...ref.after } : undefined)) problems.push(`the app set ${field} of ${name} to ${show(cand.after[field])}, which the task does not allow`);
        else if (changedByCand && rule.keeps_folder && !keptFolder(cand.before[field], cand.after[field])) problems.push(`the app moved ${name} from ${show(cand.before[field])} to ${show(cand.after[field])}; only its name is the user's to change, its folder stays`);
        else if (!changedByCand && rule.constraint !== 'any' && !(ref !== undefined && holdsAlready(id, field, ref.after[field]))) problems.push(`the app left ${field} of ${name} as it was; the reference changes it (to a value the app may choose)`);
        continue;
      }
      if (changedByCand && !changedByRef) problems.push(`the app set ${field} of ${name} to ${show(cand.after[field])}; the reference leaves it ${show(cand.before[field])}`);
      else if (!changedByCand && changedByRef && !holdsAlready(id, field, ref.after[field])) problems.push(`the app left ${field} of ${name} as it was; the reference sets it to ${show(ref.after[field])}`);
      else if (cand && ref) {
        const value = isIdField(field) && typeof cand.after[field] === 'number' ? mapId(cand.after[field]) : cand.after[field];
        if (!valuesEqual(value, ref.after[field]) && value !== ref.after[field] && !holdsAlready(id, field, ref.after[field])) problems.push(`the app set ${field} of ${name} to ${show(cand.after[field])}; the reference sets it to ${show(ref.after[field])}`);
      }
    }
  }
  return problems;
}

/**
 * Records that must follow the user's change (`stale`, s13): the keyed row as the episode leaves
 * it (probed after the episode) may not still show an old value (the old date, the old weekday)
 * without a new one. A row that never showed one may stay; a row gone is judged by the deletes.
 */
function leftBehind(inStep: readonly InStep[], probed: readonly Row[]): string[] {
  const problems: string[] = [];
  for (const rule of inStep) {
    if (!rule.stale || rule.key?.id === undefined) continue;
    const row = probed.find((p) => p.__table === `${rule.app}.${rule.table}` && String(p.id) === String(rule.key?.id));
    const value = row?.[rule.field];
    if (typeof value !== 'string') continue;
    const news = rule.mentions ?? [rule.to];
    const old = rule.stale.find((s) => textShows(value, s, 'normalized'));
    if (old !== undefined && !news.some((n) => n !== '' && textShows(value, n, 'normalized'))) {
      problems.push(`the app left ${rule.field} of ${rule.app}.${rule.table} row ${String(row?.id)} at ${show(value)}, still showing "${old}"; the user's change moves it to ${news.map((n) => `"${n}"`).join(' | ')}`);
    }
  }
  return problems;
}

/** Deleted rows of one table, compared by (paired) id. */
function compareDeletes(key: TableKey, tables: Tables, mapId: (id: number) => number, inStep: readonly InStep[] = []): string[] {
  const { app, table } = tableOfKey(key);
  // A row the user's change lets the app remove (a to-do for a return the user cancelled).
  const mayGo = inStep.filter((r) => opOf(r) === 'deleted' && r.key !== undefined && r.app === app && r.table === table);
  const candDeleted = new Set((tables.candidate.get(key)?.deleted ?? []).filter((r) => !mayGo.some((rule) => aboutRow(rule, r.id))).map((r) => mapId(Number(r.id))));
  const refDeleted = new Set((tables.reference.get(key)?.deleted ?? []).map((r) => Number(r.id)));
  return [
    ...[...candDeleted].filter((i) => !refDeleted.has(i)).sort((a, b) => a - b).map((id) => `the app deleted ${app}.${table} row ${id}; the reference keeps it`),
    ...[...refDeleted].filter((i) => !candDeleted.has(i)).sort((a, b) => a - b).map((id) => `the reference deletes ${app}.${table} row ${id}; the app kept it`),
  ];
}

/**
 * Compares the candidate's net change set of one episode with the reference's. Returns the list
 * of differences, each naming the row and field; empty means the world ends where the
 * reference leaves it. In order: inserted rows are paired (ids the run generated through the
 * pairing), then row-constrained sets are checked, then updates and deletes by paired id.
 */
export function compareWithReference(candidate: CandidateSide, reference: ReferenceSide, rules: Rules): string[] {
  const tables = indexTables(candidate, reference);
  const ids = pairCapturedIds(candidate, reference);
  ids.freeTexts = freeTextPairs(candidate, reference, rules);
  ids.elsewhere = new Map(rules.free.filter((r) => r.mentions_or_at).map((r) => [r, elsewhereTexts(r, candidate.changes)]));
  ids.parents = withChildTexts(candidate.changes, rules);
  const unpaired = pairInsertedRows(tables, rules, ids);
  dropInsertedInStep(unpaired, rules.inStep ?? []);
  const problems = reportUnpaired(unpaired, rules, ids);
  problems.push(...checkRowConstraints(tables, rules, ids, candidate.probed));
  const mapId = (id: number) => ids.toReference.get(id) ?? id;
  for (const key of tables.keys) problems.push(...compareUpdates(key, tables, rules, mapId, ids.elsewhere, candidate.probed), ...compareDeletes(key, tables, mapId, rules.inStep));
  problems.push(...leftBehind(rules.inStep ?? [], candidate.probed));
  return problems.length > MAX_REPORTED ? [...problems.slice(0, MAX_REPORTED), `and ${problems.length - MAX_REPORTED} more difference(s)`] : problems;
}
