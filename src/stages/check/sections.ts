/**
 * s31 sections lane: readings of a record made then deleted (a `gone` check with `history_names`) that
 * is still listed after reopen, and of an undo said of a deletion.
 * - A row that is only the record's name (with an id, a count of its contents, a bullet caption), or
 *   one item of a comma list, under the nearest heading or label naming the record's kind ("Sections",
 *   "Household sections", "Sections in Health & Fitness") is the record still listed (s30-e1-f6, s30-e0-f6).
 * - A container's row giving the count of what it holds ("Car: 0 tasks") is the container still there,
 *   where the check's old-state words name a container (section, project, list, folder).
 * - A row that says the deletion only as pending, negated or failed ("Car — will be removed") shows
 *   the record still there (s30-e0-f6).
 * - An undo said of a deletion ("deleted, then undone") tells the record back on a restore's list (s30-d0-f3).
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';

const CONTAINER = /^(?:sections?|projects?|lists?|folders?)$/u;
/** What a count of a container's contents reads as ("0 tasks", "3 items", "no tasks"). */
const CONTENT_COUNT = /(?<![\p{L}\p{N}])(?:\p{N}+|no)\s+(?:open\s+|active\s+)?(?:tasks?|to-?dos?|items?|notes?|files?)(?![\p{L}\p{N}])/giu;

export interface ListedRead {
  all: readonly string[];
  isHeading: (line: string) => boolean;
  isLabel: (line: string) => boolean;
  forms: readonly string[];
  names: readonly string[];
  was: readonly string[];
  state: readonly string[];
  match: MatchMode;
}

const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text left of `part` once the record's names are taken out; undefined when no name is in it. */
function leftOver(part: string, names: readonly string[], match: MatchMode): string | undefined {
  const text = normalizeText(part);
  const own = names.map((n) => normalizeText(n).trim()).filter((n) => n !== '' && textShows(part, n, match)).sort((a, b) => b.length - a.length);
  if (own.length === 0) return undefined;
  return own.reduce((t, n) => t.replace(new RegExp(`(?<![\\p{L}\\p{N}])${esc(n)}(?![\\p{L}\\p{N}])`, 'gu'), ' '), text);
}

/** Only the name with marks, ids or a content count beside it: no other word. */
const bare = (rest: string): boolean => !/\p{L}/u.test(rest.replace(CONTENT_COUNT, ' '));

/** The lines (by text) that show the record still listed: a bare row under a heading of its kind, or a container's count row. */
export function listedStale(read: ListedRead): Set<string> {
  const out = new Set<string>();
  const wasWords = read.was.filter((w) => /\p{L}/u.test(w));
  if (wasWords.length === 0) return out;
  const saysWas = (text: string): boolean => wasWords.some((w) => textShows(text, w, 'normalized')) && !read.state.some((w) => textShows(text, w, 'normalized'));
  const container = wasWords.some((w) => CONTAINER.test(normalizeText(w).trim()));
  // Only a container's kind names a list of its own ("Sections"); a review's "rated" in "Top rated" names none (s26-stars).
  if (!container) return out;
  const shows = (line: string): boolean => read.forms.some((f) => textShows(line, f, read.match));
  read.all.forEach((line, i) => {
    if (!shows(line)) return;
    // s32 private (s31-p1-f1): the bare name (a row or its card's heading) over a line giving only its kind or contents ("Empty section", "Section · 0 tasks").
    const next = read.all[i + 1];
    const lone = leftOver(line, [...read.forms, ...read.names], read.match);
    if (lone !== undefined && !/\p{L}/u.test(lone) && next !== undefined && !read.isHeading(next) && !shows(next) && kindCard(next)) { out.add(line); return; }
    if (read.isHeading(line)) return;
    const parts = line.split(/[,;]/u).map((p) => p.trim()).filter((p) => p !== '');
    const rests = parts.map((p) => leftOver(p, [...read.forms, ...read.names], read.match)).filter((r): r is string => r !== undefined && bare(r));
    if (rests.length === 0) return;
    if (container && rests.some((r) => new RegExp(CONTENT_COUNT.source, 'iu').test(r))) { out.add(line); return; }
    for (let k = i - 1; k >= 0; k -= 1) {
      const above = read.all[k] ?? '';
      if (!read.isHeading(above) && !read.isLabel(above)) continue;
      if (shows(above)) continue;
      if (saysWas(above)) out.add(line);
      break;
    }
  });
  return out;
}

/** A row naming the record beside a deletion word that `told` did not take as done: a deletion pending, negated or failed. */
export function deletionNotDone(line: string, forms: readonly string[], words: readonly string[], beside: (text: string, value: string, word: string) => boolean, told: (line: string) => boolean): boolean {
  const text = normalizeText(line).replace(/[‘’]/g, "'");
  return !told(line) && forms.some((v) => textShows(line, v, 'normalized') && (words.some((w) => beside(line, v, w)) || DELETE_UNDONE.test(text) || (!restoresDeletion(words) && BACK.test(text))));
}

/** s32 private (s31-p1-f1): a deletion said in a noun or bare verb that failed or waits ("removal failed", "could not delete", "delete pending"). */
const DEL = String.raw`(?:delete|deletion|deleting|remove|removal|removing)`;
const DELETE_UNDONE = new RegExp(String.raw`(?<![\p{L}])(?:${DEL}\s+(?:failed|pending|queued|error|not\s+done|requested|in\s+progress)|(?:could\s*n[o']t|couldn't|can'?t|cannot|unable\s+to|failed\s+to|did\s*n[o']t)\s+(?:be\s+)?(?:delete|remove|deleted|removed)|not\s+(?:yet\s+)?(?:deleted|removed)|${DEL}\s*\((?:failed|pending|queued)\))(?![\p{L}])|(?<![\p{L}])(?:${DEL})(?=[^.;]*(?<![\p{L}])(?:failed|pending)(?![\p{L}]))`, 'u');

/**
 * s33 vocab (household-section-remove s32-re2-f1): a deletion said undone in other words ("delete (undone)", "delete
 * undone", "deletion reverted") or the record said back ("(restored)", "undeleted", "brought back"): still there. Not a
 * restore to come or offered ("can be restored", "if restored"), nor on a restore's own list.
 */
const BACK = new RegExp(String.raw`(?<![\p{L}])(?:${DEL}\s*[(—–:-]?\s*(?:undone|reverted|rolled\s+back|cancell?ed|canceled|undo\s+done)|(?<!(?<![\p{L}])(?:be|if|unless|until|when|once|to|can|will)\s+)(?:restored|undeleted|un-deleted|recovered|reinstated|brought\s+back|back\s+again))(?![\p{L}])`, 'u');

/** A line that gives only a container's kind or contents: "Empty section", "Section · 0 tasks", "No tasks in this section". */
function kindCard(line: string): boolean {
  const t = normalizeText(line);
  if (!/(?<![\p{L}])(?:sections?|projects?|lists?|folders?|empty)(?![\p{L}])/u.test(t) && !new RegExp(CONTENT_COUNT.source, 'iu').test(t)) return false;
  return !/\p{L}/u.test(t.replace(CONTENT_COUNT, ' ').replace(/(?<![\p{L}])(?:sections?|projects?|lists?|folders?|empty|in|this|the|no|tasks?|items?|yet)(?![\p{L}])/gu, ' '));
}

/** A restore's list (s30-d0-f3): its "undone" is the deletion's undo, not a cancelled deletion. */
export const restoresDeletion = (words: readonly string[]): boolean => words.some((w) => /^(?:restored|undeleted|un-deleted)$/u.test(normalizeText(w).trim()));
