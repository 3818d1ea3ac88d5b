/**
 * C4 grounding precision: which service records a shown value may come from. A grounded value
 * must come from the records the episode is about — rows the episode changed, records the
 * reference's result shows (read from the reference replay), records related to those by an id
 * (an email of the thread asked for) and the parts of such records — not from any value of any
 * response. A result that lists many other records (a dump) grounds nothing, and a look-up's
 * result must identify the record it found: no other record of that kind beside it.
 * Kept apart from the "is it shown" half of the check (render provenance) on purpose.
 */
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { Diff, Row } from '../../schemas/world.ts';
import { containsWhole, homeRelative, normalizeText, textShows, type MatchMode } from './match.ts';
import { foldEpisodeChanges } from './reference-state.ts';

/** Whether a call succeeded and changed rows: a write the service took. */
export const wroteRows = (call: EpisodeRecord['calls'][number]): boolean => call.ok && call.diff.some((d) => d.inserted.length + d.updated.length + d.deleted.length > 0);

/** Lines shown after the action that were not shown just before it (as a multiset). */
export function newLines(record: EpisodeRecord): string {
  if (record.visible_before === null) return record.visible_text;
  const before = new Map<string, number>();
  for (const line of record.visible_before.split('\n')) before.set(line, (before.get(line) ?? 0) + 1);
  const out: string[] = [];
  for (const line of record.visible_text.split('\n')) {
    const left = before.get(line) ?? 0;
    if (left > 0) before.set(line, left - 1);
    else out.push(line);
  }
  return out.join('\n');
}

/** The key naming a record in a service response: `id`, or its first `*_id` field. */
export function primaryKey(record: Row): string | undefined {
  const numeric = Object.keys(record).find((k) => (k === 'id' || k.endsWith('_id')) && typeof record[k] === 'number');
  // People and files are named by their address or path where they have no numeric id.
  return numeric ?? ['email', 'file_path', 'path'].find((k) => typeof record[k] === 'string');
}

/** A record found inside a response, with the index of the record it sits in (-1: none). */
export interface FoundRecord {
  record: Row;
  parent: number;
}

/**
 * Record-like objects (those with an id, an email or a path) inside a response, outermost
 * first within each branch, each with the record that encloses it (an expense's shares inside
 * the expense); bounded.
 */
export function responseRecordTree(response: unknown, limit = 2000): FoundRecord[] {
  const out: FoundRecord[] = [];
  const stack: { item: unknown; parent: number }[] = [{ item: response, parent: -1 }];
  let budget = 20_000;
  while (stack.length > 0 && budget > 0 && out.length < limit) {
    budget -= 1;
    const { item, parent } = stack.pop() as { item: unknown; parent: number };
    if (Array.isArray(item)) {
      // A listing of paths (a directory) names one file per entry.
      for (const entry of item) if (typeof entry === 'string' && /^(~\/|\/)/.test(entry)) out.push({ record: { path: entry }, parent });
      for (const entry of item) if (typeof entry !== 'string') stack.push({ item: entry, parent });
    } else if (item !== null && typeof item === 'object') {
      const row = item as Row;
      let inner = parent;
      if (primaryKey(row) !== undefined) {
        out.push({ record: row, parent });
        inner = out.length - 1;
      }
      for (const value of Object.values(row)) if (value !== null && typeof value === 'object') stack.push({ item: value, parent: inner });
    }
  }
  return out;
}

/** Record-like objects inside a response, bounded (the records of `responseRecordTree`). */
export function responseRecords(response: unknown, limit = 2000): Row[] {
  return responseRecordTree(response, limit).map((found) => found.record);
}

const NAME_FIELDS = ['title', 'name', 'subject', 'label', 'file_path', 'path', 'file_name', 'full_name'];

/**
 * Does the (normalised) text show this record: its name-like text (or, lacking one, its
 * description: a payment's memo), its first and last name together, or its seven-digit id, each
 * as a whole? Shared values such as a genre do not name a
 * record, so they do not count.
 */
export function recordShown(text: string, record: Row): boolean {
  const key = primaryKey(record);
  const names = NAME_FIELDS.map((f) => record[f]).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3);
  // A record with no name of its own (a payment, an expense) is named by its description (memo).
  if (names.length === 0 && typeof record.description === 'string' && record.description.trim().length >= 3) names.push(record.description);
  if (typeof record.first_name === 'string' && typeof record.last_name === 'string') names.push(`${record.first_name} ${record.last_name}`);
  const id = key === undefined ? undefined : record[key];
  if (typeof id === 'number' && id >= 1_000_000) names.push(String(id));
  return names.some((v) => containsWhole(text, normalizeText(v)));
}


/**
 * Every string and number value of a record, nested parts included (an expense's payer name),
 * and each object's text fields read together ("Ava" "Larsen" → "Ava Larsen"). Bounded.
 */
function recordLeaves(record: Row): string[] {
  const out: string[] = [];
  const stack: unknown[] = [record];
  let budget = 5_000;
  while (stack.length > 0 && budget > 0) {
    budget -= 1;
    const item = stack.pop();
    if (typeof item === 'string' || typeof item === 'number') out.push(String(item));
    else if (Array.isArray(item)) stack.push(...item);
    else if (item !== null && typeof item === 'object') {
      const values = Object.values(item);
      const texts = values.filter((v): v is string => typeof v === 'string');
      if (texts.length > 1) out.push(texts.join(' '));
      stack.push(...values);
    }
  }
  return out;
}

export interface GroundingResult {
  grounded: boolean;
  /** Why not, for reports. */
  reason?: string;
  /** The result lists records the episode is not about (a dump, or a look-up that names no one record): wrong whatever the value. */
  dump?: true;
}

/** How many other records a result may list before it is a dump rather than a result. */
const FOREIGN_ALLOWANCE = 2;

/** The values of a record's id-valued fields (`id`, `*_id`) that are numbers. */
function idValues(record: Row): number[] {
  return Object.entries(record)
    .filter(([field, value]) => (field === 'id' || field.endsWith('_id')) && typeof value === 'number')
    .map(([, value]) => value as number);
}

/** One record across responses: its app, key and id. */
function identityOf(app: string, record: Row): string {
  const key = primaryKey(record) as string;
  return `${app}\u0000${key}\u0000${String(record[key])}`;
}

/** The kind of a record: its app and the key that names it (a group_id, an email_thread_id). */
function kindOf(app: string, record: Row): string {
  return `${app}\u0000${primaryKey(record) as string}`;
}

const describeKind = (kind: string) => kind.replace('\u0000', ' ');

/**
 * Which response records the episode is about. A record is about the episode when it is one the
 * reference's result shows, when its key names a row the episode changed or a row a changed row
 * points at (a song a new playlist entry names), when any of its id-valued fields points at a
 * row the episode changed or at a record the reference's result shows (an email whose
 * email_thread_id is the thread asked for), or when it sits inside such a record (the shares of
 * a changed expense).
 */
function aboutJudge(changes: Diff, about: NonNullable<EpisodeRecord['reference']>['about']): (app: string, record: Row) => boolean {
  const changed = changes.flatMap((c) => [...c.inserted, ...c.updated.map((u) => ({ id: u.id, ...u.after })), ...c.deleted]);
  const aboutKeys = new Set(about.map(({ app, record }) => identityOf(app, record)));
  const changedIds = new Set(changed.flatMap(idValues));
  // Related ids are the app's own: ids are unique per table, not across apps.
  const related = new Set<string>();
  for (const change of changes) for (const row of [...change.inserted, ...change.updated, ...change.deleted]) related.add(`${change.app}\u0000${String(row.id)}`);
  for (const { app, record } of about) {
    const id = record[primaryKey(record) as string];
    if (typeof id === 'number') related.add(`${app}\u0000${id}`);
  }
  return (app, record) => {
    const key = primaryKey(record) as string;
    return aboutKeys.has(identityOf(app, record)) || changedIds.has(Number(record[key])) || idValues(record).some((id) => related.has(`${app}\u0000${id}`));
  };
}

/** The paths (home-relative, lower case) of records that have one. */
function pathsOf(records: readonly Row[]): string[] {
  return records.flatMap((r) => ['path', 'file_path'].map((f) => r[f]).filter((v): v is string => typeof v === 'string')).map((p) => homeRelative(p).toLowerCase());
}

/** The path-valued arguments of a call (`file_path`, `attachment_file_paths`, …), home-relative, lower case. */
function pathArgs(args: Readonly<Record<string, unknown>>): string[] {
  return Object.entries(args)
    .filter(([name]) => /path/.test(name))
    .flatMap(([, v]) => (Array.isArray(v) ? v : [v]))
    .filter((v): v is string => typeof v === 'string' && /^(~\/|\/)/.test(v))
    .map((p) => homeRelative(p).toLowerCase());
}

/**
 * A listed path that is the path of a record the episode is about, or a folder on the way to one
 * (`~/documents/` before `~/documents/recipes/x.txt`): showing the record's path shows these too,
 * so they are not other records shown beside it. A sibling file is still another record.
 */
function namesOwnPath(record: Row, ownPaths: readonly string[]): boolean {
  const [path] = pathsOf([record]);
  if (path === undefined || Object.keys(record).length !== 1) return false;
  return ownPaths.some((own) => own === path || (path.endsWith('/') && own.startsWith(path)));
}

/** What the checker knows of the episode beyond its evidence. */
export interface GroundingContext {
  /** The user's words in the episode (message, requirement, typed values): they name the records a look-up is asked for. */
  userWords?: string;
  /**
   * The record the result is about as it stands after the episode (read by key): a source where
   * the episode changed that row, with every field, not only the changed ones (the label of an
   * alarm switched off).
   */
  changedRow?: { app: string; table: string; rows: readonly Row[]; via?: { table: string; id: unknown } };
}

/**
 * Is `value` grounded in the records this episode is about? Without a recorded reference
 * (evidence from before it was recorded), `fallback` decides.
 */
export function groundedInEpisodeRecords(episode: EpisodeRecord, value: unknown, mode: MatchMode, fallback: () => boolean, context: GroundingContext = {}): GroundingResult {
  const reference = episode.reference;
  if (!reference) return { grounded: fallback() };
  const matchMode = mode === 'fuzzy' ? 'normalized' : mode;
  const wanted = String(value);
  const folded = foldEpisodeChanges(episode.calls);
  const changed: Row[] = folded.flatMap((c) => [...c.inserted, ...c.updated.map((u) => ({ id: u.id, ...u.after })), ...c.deleted]);
  // A dump lists records of the kind the episode is about (its apps); showing something else
  // besides the result (the user's cards, a calendar) is extra, not a dump.
  const episodeApps = new Set([...folded.map((c) => c.app), ...reference.about.map((a) => a.app)]);
  const isAbout = aboutJudge(folded, reference.about);
  const sources: Row[] = [...changed];
  // s30 history (reading-list-drop s28-e0-f4): what an update took out of a row (a removed line of a note's content, a
  // replaced value) is a source too: the result may name the item it removed.
  sources.push(...folded.flatMap((c) => c.updated.map((u) => removedPart(u.before, u.after))));
  const own = context.changedRow;
  if (own) {
    // The row itself changed, or a row the episode changed points at it (the snooze of an alarm).
    const touched = new Set(folded.filter((c) => c.app === own.app && c.table === own.table).flatMap((c) => [...c.inserted, ...c.updated, ...c.deleted].map((r) => r.id)));
    for (const c of folded) if (c.app === own.app) for (const row of [...c.inserted, ...c.deleted]) for (const id of idValues(row)) touched.add(id);
    // Or the row is what a row the episode changed points at, as the task knows (`via`: the product
    // of a cancelled return, the expense of a deleted comment): a source only where that row changed.
    const via = own.via;
    const viaChanged = via !== undefined && folded.some((c) => c.app === own.app && c.table === via.table && [...c.inserted, ...c.updated, ...c.deleted].some((r) => Number(r.id) === Number(via.id)));
    sources.push(...own.rows.filter((row) => viaChanged || touched.has(row.id)));
  }
  // What a successful write carried (s22): the address the user typed into the email it sent, the
  // member a new group was made with. The service took it, so the app that shows it shows what it
  // did, with no read of a record that holds it (song-by-email, group-rename s21-s9-f1). A claim
  // with no write behind it, or a write that failed, carries nothing.
  for (const call of episode.calls.filter(wroteRows)) sources.push(call.args as Row);
  const text = normalizeText(newLines(episode));
  const foreignByKind = new Map<string, number>();
  const seenForeign = new Set<string>();
  // An updated file's diff carries only what changed, so its path comes from the writing call's arguments.
  const writtenPaths = episode.calls.filter(wroteRows).flatMap((c) => pathArgs(c.args));
  const ownPaths = [...pathsOf([...changed, ...reference.about.map((a) => a.record)]), ...writtenPaths];
  for (const call of episode.calls) {
    if (!call.ok) continue;
    const found = responseRecordTree(call.response);
    const aboutAt: boolean[] = [];
    found.forEach(({ record, parent }, index) => {
      aboutAt[index] = isAbout(call.app, record) || (parent >= 0 && aboutAt[parent] === true);
      if (aboutAt[index]) sources.push(record);
      else if (namesOwnPath(record, ownPaths)) return;
      else {
        const id = identityOf(call.app, record);
        if (episodeApps.has(call.app) && !seenForeign.has(id) && recordShown(text, record)) {
          seenForeign.add(id);
          const kind = kindOf(call.app, record);
          foreignByKind.set(kind, (foreignByKind.get(kind) ?? 0) + 1);
        }
      }
    });
  }
  const foreign = [...foreignByKind.values()].reduce((a, b) => a + b, 0);
  const allowance = Math.max(FOREIGN_ALLOWANCE, reference.about.length);
  if (foreign > allowance) return { grounded: false, dump: true, reason: `the result lists ${foreign} records the episode is not about (a dump, not a result)` };
  const unidentified = lookUpUnidentified(reference, foreignByKind, normalizeText(context.userWords ?? ''));
  if (unidentified) return { grounded: false, dump: true, reason: unidentified };
  const hit = sources.some((record) => recordLeaves(record).some((leaf) => textShows(leaf, wanted, matchMode)));
  return hit ? { grounded: true } : { grounded: false, reason: 'the value is not in a record this episode changed or the reference shows' };
}

/**
 * A look-up's result must identify the record asked for: no other record of that kind beside it,
 * unless the request asks for a list. A kind is asked for one record at a time when the
 * reference's result shows
 * - exactly one record of it that the episode did not write (the thread it filed, the group it
 *   added to, the alarm it was asked about), or
 * - records of it the user names in the episode's words (a note by its title, an expense by its
 *   id) that existed before it, and besides them only records the episode wrote (the note a
 *   merge made, the notes a tag was renamed on).
 * Where the reference shows several records of a kind that the user did not name and the
 * episode did not write, a list was asked for and the dump allowance alone applies. Records the
 * episode made are not looked up, so a creation shown among its kind is left to the allowance.
 * Returns why the result does not identify.
 */
function lookUpUnidentified(reference: NonNullable<EpisodeRecord['reference']>, foreignByKind: ReadonlyMap<string, number>, userWords: string): string | undefined {
  // What the reference wrote, by id, and by path for files (a listing names a file by its path).
  const written = new Set<unknown>();
  const inserted = new Set<unknown>();
  for (const change of reference.changes) {
    for (const row of [...change.inserted, ...change.updated.map((u): Row => ({ id: u.id, ...u.after })), ...change.deleted]) {
      written.add(row.id);
      for (const field of ['path', 'file_path']) if (typeof row[field] === 'string') written.add(row[field]);
    }
    for (const row of change.inserted) {
      inserted.add(row.id);
      for (const field of ['path', 'file_path']) if (typeof row[field] === 'string') inserted.add(row[field]);
    }
  }
  const shown = new Map<string, number>();
  const lookedUp = new Set<string>();
  const named = new Set<string>();
  // Records of a kind the reference shows that the user did not name and the episode did not write.
  const listed = new Map<string, number>();
  for (const { app, record } of reference.about) {
    const kind = kindOf(app, record);
    const key = record[primaryKey(record) as string];
    shown.set(kind, (shown.get(kind) ?? 0) + 1);
    if (!written.has(key)) lookedUp.add(kind);
    if (userWords !== '' && !inserted.has(key) && recordShown(userWords, record)) named.add(kind);
    else if (!written.has(key)) listed.set(kind, (listed.get(kind) ?? 0) + 1);
  }
  for (const [kind, count] of foreignByKind) {
    const single = lookedUp.has(kind) && shown.get(kind) === 1;
    const byName = named.has(kind) && !listed.has(kind);
    if (single || byName) return `the look-up shows ${count} other ${describeKind(kind)} record(s) beside the ${single ? 'one asked for' : 'one(s) the user named'}, so it does not say which one it found`;
  }
  return undefined;
}

/** The values an update took out of a row: of a text, its lines no longer in the new text; else the old value. */
function removedPart(before: Row, after: Row): Row {
  const out: Row = {};
  for (const [field, old] of Object.entries(before)) {
    const now = after[field];
    if (typeof old === 'string' && typeof now === 'string') {
      const kept = new Set(now.split('\n').map((l) => l.trim()));
      const gone = old.split('\n').filter((l) => l.trim() !== '' && !kept.has(l.trim()));
      if (gone.length > 0) out[field] = gone.join('\n');
    } else if (old !== now) out[field] = old;
  }
  return out;
}
