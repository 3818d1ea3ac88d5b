/**
 * s25 fixgone (issue #30, rubric `fidelity/2` Reading 1, hole/not_shown; the kind of
 * movers-contact, lake-photos-download, camping-cart-reset s24-s15-f1): a record of the base
 * fixture the user deleted by its name (a note, a playlist, a file) is not shown after reopen as
 * still there. kit/made-undone.ts does this for a record the task made; here the step deletes a
 * fixture row by its id, and its screen check names the row by its own name.
 *
 * As made-undone's deleted kind: no line may show the name unless it tells it gone ("deleted",
 * "removed"), or another kept line does (`history`, `history_kept`: a kept log "Deleted Road Trip
 * 2022" stays allowed; the last result message alone excuses nothing). Nothing shown passes: no
 * list is demanded.
 *
 * Kept narrow, as a check that fails a correct app costs more than a missing one (decisions,
 * Session 24, the withdrawn removed-state check):
 * - only a row's own name field (title, name, subject, path) equal to the shown value, of two words
 *   or more or a path (s27: a folder's too; a path below it, a record moved out of it, is `apart`);
 * - not where the value stays elsewhere: another row of the same table, or another text of the task
 *   (a file saved from the note, whose name or content holds the title), holds it;
 * - not a favourite, block, share, friendship or membership taken off (removed-state, another lane).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { trashOnly } from '../../../src/stages/check/purge.ts';
import { fixtureRows } from './fixture.ts';
import { BARE } from './regone.ts';
import { nextId } from './unnamed-deletions.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

export const norm = (w: string): string => normalizeText(w).trim();
export const plain = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && !v.startsWith('$');
export const acting = (e: Episode): boolean => e.stage !== 'open' && e.stage !== 'reopen';
export const slotOf = (e: Episode): string => e.slot ?? 'A';
const UNDO = /delet|remov|erase|trash|shred|gone/;
const NAMES = ['title', 'name', 'subject', 'path'] as const;
/** Tables whose rows are the record itself, named by one of NAMES (not a link between two records). */
const OWN_TABLES = /^(notes|playlists|files|directories|drafts|threads|user_threads|sections|labels|projects|albums|contacts|alarms|tasks)$/;
/** The home folder's short form of a path ("~/downloads/statements"), as a screen may show it. */
const homeForm = (p: string): string => p.replace(/^\/home\/[^/]+(?=\/)/, '~');
/**
 * s25 gone2 (s25-d1-f1 of spring-clean, vacation-draft-bin, disk-full-downloads, statement-shredder):
 * more words a line tells the deletion with ("Threw away the draft …", "… — 347 B freed"); and a
 * heading or label over bare rows that says one tells them (`told_headed`: "Deleted for good",
 * "Shredded files:", "Thrown away", "Space freed").
 */
/**
 * s29 (garden-out-of-projects s27-db1-f2): a folder "emptied" or "empty" is still there (it was empty
 * before the deletion); s27-db1-f3: a folder deleted to the trash is told in the trash.
 */
const EMPTIED = /^(?:emptied|empty)$/;
// s30 trash2 (s30-r4-f5): no bare "to (the) trash" for folders either ("— moving to the trash", "— to trash"); the past verb before the name is read by the checker (trash2.ts).
const TRASHED = ['in trash', 'in the trash', 'in the bin', '→ trash'];
/** s30 (morning-run-reset s29-q0-f3): any record deleted is told moved to or kept in the trash (not a bare "to the trash": a "Move to the trash" button). */
const TRASHED_ANY = ['moved to the trash', 'moved to trash', 'moved to the bin', 'sent to the trash', 'sent to trash', 'sent to the bin', 'in the trash', 'in trash', 'in the bin', '→ trash',
  // s30 trash2 (s30-r4-f4): the recycle bin said too.
  'in the recycle bin', 'in the recycling bin', 'moved to the recycle bin', 'sent to the recycle bin', 'moved to the recycling bin'];
const TOLD_TOO = ['thrown away', 'threw away', 'thrown out', 'threw out', 'freed', 'deleted for good', 'permanently deleted'];
/**
 * s31 purge (s30-d1-f5, s30-d1-f7: disk-full-downloads, statement-shredder): a step that asks the record
 * deleted for good ("for good", "permanently", "shred", "purge", "outright") is not told by the trash:
 * no trash words on its gone check, and `purge` so the checker reads trash rows and headings as no purge.
 */
const PURGE_ASK = /\b(?:for good|permanently|permanent|purge|shred|outright|irreversibly|skip(?:ping)? the (?:trash|bin)|bypass(?:ing)? the (?:trash|bin))\b/i;
const PURGE_TOO = ['removed for good', 'permanently removed', 'deleted from the trash', 'removed from the trash'];

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => texts(v, out));
  return out;
}

interface Deleted { at: number; value: string; because: string; state: string[]; or?: string[]; apart?: string[]; purge?: true }

function deletedIn(task: TaskInput, at: number): Deleted[] {
  const e = task.episodes[at]!;
  const checks = (e.assertions ?? []) as Obj[];
  const changes = checks.filter((a) => a.type === 'db_changed');
  // A step that also makes or changes a record (a merge, a move) may carry the name on.
  if (changes.length === 0 || changes.some((a) => a.op !== 'deleted')) return [];
  const out: Deleted[] = [];
  for (const a of changes) {
    const id = a.where?.id;
    if (typeof id !== 'number' || !OWN_TABLES.test(String(a.table))) continue;
    let row: Obj | undefined;
    try {
      // s25 gone2 (spring-clean, vacation-draft-bin s25-d1-f2): a mail thread the user deleted is their
      // `user_threads` row, named by its thread's subject.
      row = a.app === 'gmail' && a.table === 'user_threads'
        ? fixtureRows<Obj>('SELECT u.id, u.user_id, t.subject FROM gmail_user_threads u JOIN gmail_threads t ON t.id = u.thread_id WHERE u.id = ?', id)[0]
        : fixtureRows<Obj>(`SELECT * FROM ${a.app}_${a.table} WHERE id = ?`, id)[0];
    } catch {
      row = undefined;
    }
    if (!row) continue;
    for (const shown of checks.filter((c) => c.type === 'visible_result_grounded' && plain(c.value) && Array.isArray(c.state))) {
      const value = String(shown.value);
      const field = NAMES.find((f) => plain(row[f]) && norm(row[f]) === norm(value));
      if (!field) continue;
      if (field === 'path' ? !value.includes('/') : norm(value).split(/\s+/).length < 2) continue;
      // s27 (finance-consolidate s26-s182-f1): a folder deleted by its path counts too. Paths below it
      // are its own (gone with it) or a record's moved out of it ("moved from /home/alex/projects/garden"),
      // told apart by `apart`, not read as the folder.
      const folder = a.table === 'directories' && field === 'path';
      const below = (t: string): boolean => folder && norm(t).startsWith(`${norm(value)}/`);
      const state = (shown.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)) && !(folder && EMPTIED.test(norm(w))));
      if (!state.some((w) => UNDO.test(norm(w)))) continue;
      // The name stays on another row of the table (a look-alike), or in another text of the task.
      let others: Obj[] = [];
      try {
        // A thread: the user's other threads, or emails in them ("Re: Ski cabin split"), or their drafts, under the subject.
        others = a.app === 'gmail' && a.table === 'user_threads'
          ? fixtureRows<Obj>(`SELECT u.id FROM gmail_user_threads u JOIN gmail_threads t ON t.id = u.thread_id WHERE u.user_id = ?1 AND u.id != ?2 AND instr(lower(t.subject), lower(?3)) > 0
              UNION SELECT u.id FROM gmail_user_threads u JOIN gmail_emails e ON e.thread_id = u.thread_id WHERE u.user_id = ?1 AND u.id != ?2 AND instr(lower(e.subject), lower(?3)) > 0
              UNION SELECT d.id FROM gmail_drafts d WHERE d.user_id = ?1 AND instr(lower(d.subject), lower(?3)) > 0`, row.user_id, id, value)
          : fixtureRows<Obj>(`SELECT id, ${field} AS named FROM ${a.app}_${a.table} WHERE id != ? AND instr(lower(${field}), lower(?)) > 0`, id, value).filter((o) => !below(String(o.named)));
      } catch {
        others = [];
      }
      if (others.length > 0) continue;
      const elsewhere = [...texts(task.world), ...task.episodes.flatMap((x, j) => (j === at ? [] : [...texts(x.values), ...texts((x.assertions ?? []).filter((c) => c.type !== 'visible_result_grounded' && c.type !== 'persisted_visible'))]))];
      if (elsewhere.some((t) => norm(t) !== '' && !below(t) && textShows(t, value, 'normalized'))) continue;
      if (task.episodes.some((x, j) => j > at && acting(x) && ((x.assertions ?? []) as Obj[]).some((c) => c.type === 'db_changed' && c.op === 'inserted' && c.app === a.app && c.table === a.table) && textShows(x.message ?? '', value, 'normalized'))) continue;
      const moved = folder ? [...new Set(elsewhere.filter(below).flatMap((t) => [t, homeForm(t)]))] : [];
      const home = folder && homeForm(value) !== value ? [homeForm(value)] : [];
      // s32 private (s31-d3-f1, s30-d1-f7): a file deleted by its path is also the file by its bare name (as its result
      // check reads it), where no other file of the world or text of the task has that name.
      if (!folder && field === 'path') home.push(...fileNameForms(a.app, a.table, id, value, elsewhere));
      // s29 (garden-out-of-projects s27-db1-f4): a record moved out of the folder is told "moved from" it.
      if (moved.length) moved.push(...[value, ...home].flatMap((p) => [`moved from ${p}`, `from ${p}`]));
      const told = [...state, ...(folder ? [...TRASHED, ...TRASHED_ANY] : TRASHED_ANY).filter((w, k, all) => !state.includes(w) && all.indexOf(w) === k)];
      const purge = PURGE_ASK.test(e.message ?? '');
      out.push({ at, value, because: String(shown.because ?? value), state: purge ? [...told.filter((w) => !trashOnly(w)), ...PURGE_TOO.filter((w) => !told.includes(w))] : told, ...(home.length ? { or: home } : {}), ...(moved.length ? { apart: moved } : {}), ...(purge ? { purge: true as const } : {}) });
    }
  }
  return out;
}

/** The home form and the bare name of a file's path, when the name is its own (no other row or text of the task names it). */
function fileNameForms(app: string, table: string, id: unknown, value: string, elsewhere: readonly string[]): string[] {
  const name = value.slice(value.lastIndexOf('/') + 1);
  if (!/^[^.\s][^/\s]*\.[a-z0-9]{1,5}$/i.test(name)) return [];
  let same: Obj[] = [];
  try {
    same = fixtureRows<Obj>(`SELECT id FROM ${app}_${table} WHERE id != ? AND instr(lower(path), lower(?)) > 0`, id, name);
  } catch {
    return [];
  }
  if (same.length > 0 || elsewhere.some((t) => textShows(t, name, 'normalized'))) return [];
  return [...(homeForm(value) !== value ? [homeForm(value)] : []), name];
}

const goneFor = (checks: readonly Assertion[], value: string): boolean =>
  checks.some((a) => a.type === 'persisted_visible' && a.gone === true && [a.value, ...(a.or ?? [])].some((v) => norm(String(v)) === norm(value)));

/** s29 (garden-out-of-projects s27-db1-f2): the result check of a folder deleted by its path reads no "emptied"/"empty". */
function folderNotEmptied(e: Episode): Episode {
  const paths = new Set(((e.assertions ?? []) as Obj[]).filter((a) => a.type === 'db_changed' && a.op === 'deleted' && a.app === 'file_system' && a.table === 'directories').flatMap((a) => {
    try {
      return fixtureRows<Obj>('SELECT path FROM file_system_directories WHERE id = ?', a.where?.id).map((r) => norm(String(r.path)));
    } catch {
      return [];
    }
  }));
  if (paths.size === 0) return e;
  let changed = false;
  const assertions = (e.assertions ?? []).map((a) => {
    const c = a as Obj;
    if (c.type !== 'visible_result_grounded' || !plain(c.value) || !paths.has(norm(c.value)) || !Array.isArray(c.state) || !c.state.some((w: string) => EMPTIED.test(norm(w)))) return a;
    changed = true;
    return { ...c, state: c.state.filter((w: string) => !EMPTIED.test(norm(w))) } as Assertion;
  });
  return changed ? { ...e, assertions } : e;
}

/** Each reopen after a fixture record was deleted by its name asks it not shown as still there. */
export function withFixtureGone(input: TaskInput): TaskInput {
  if (!input.id.startsWith('single.')) return input;
  const acted = input.episodes.map((e) => (acting(e) ? folderNotEmptied(e) : e));
  const task = acted.some((e, i) => e !== input.episodes[i]) ? { ...input, episodes: acted } : input;
  let changed = task !== input;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const deleted = task.episodes.slice(0, i).flatMap((x, j) => (acting(x) && slotOf(x) === slotOf(e) ? deletedIn(task, j) : []));
    let checks = e.assertions;
    for (const d of deleted) {
      if (goneFor(checks, d.value)) continue;
      checks = [...checks, {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's25 fixgone: a fixture record deleted by its name not shown as still there',
        value: d.value, ...(d.or ? { or: d.or } : {}), ...(d.apart ? { apart: d.apart } : {}), match: 'normalized', because: d.because, gone: true, state: [...d.state, ...TOLD_TOO.filter((w) => !d.state.includes(w))], history: true, history_kept: true, told_headed: true, ...(d.purge ? { purge: true } : {}),
      } as Assertion];
    }
    if (checks === e.assertions) return e;
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
