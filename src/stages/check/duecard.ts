/**
 * s32 duecard: reading a record's card and a line with both the old and the new value.
 * - A status line ("Open", "Not started", "In progress", "Status: open", "Urgent") is a field of the card above it,
 *   not another record's title (s31-r1-f1, f3, f5, f7, f10, f12, f14, f16, f18).
 * - On a line still giving the old value, a new value said to be the old one ("(changed from June 9)", "June 9 → June 5")
 *   or left waiting by a bare wait clause ("→ June 9 (queued)", "(requested: June 9)") tells nothing (s31-r2-f1, f3,
 *   f5, f7, f9, f11, f13, f16, f17).
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';
import { oldSaid } from './oldval.ts';

const STATUS_WORDS = String.raw`(?:open|opened|not\s+started|in\s+progress|to\s*-?\s*do|todo|doing|active|upcoming|overdue|due\s+soon|today|tomorrow|urgent|important|high|medium|low|normal|(?:high|medium|low|normal|top)\s+priority|priority\s*\d|p\d|starred|favou?rite|flagged|pinned|recurring|repeats?|one-?off|incomplete|not\s+done|unchecked|pending|scheduled|[★☆⚑✓•·-])`;
const STATUS_LINE = new RegExp(String.raw`^\s*(?:(?:status|state|priority|progress|flag)\s*:\s*)?${STATUS_WORDS}(?:\s*[,·•|/]\s*${STATUS_WORDS}){0,3}\s*$`, 'iu');

/** A line that is only a to-do's or contact's status ("Open", "Not started", "Status: open", "★ Favourite", "Urgent · P1"). */
export function statusLine(line: string): boolean {
  return STATUS_LINE.test(normalizeText(line).replace(/[.!]+$/u, ''));
}

const WAIT_ONLY = /^\s*(?:pending|queued|requested|on hold|awaiting(?:\s+\p{L}+)?|not\s+yet(?:\s+\p{L}+)?|scheduled|to\s+sync|syncing|unsynced|not\s+synced|draft|proposed|suggested)\s*$/iu;

/**
 * On a line showing an old value (`olds`), each new value (`news`) said to be old, or standing with a bare wait clause,
 * is blanked; the old value said old leaves the line as it is ("due June 6 (was June 3)", "June 3 → June 6").
 */
export function newSaidOldMasked(line: string, olds: readonly string[], news: readonly string[], match: MatchMode, before = line): string {
  const oldOn = olds.filter((w) => textShows(line, w, match));
  const newOn = news.filter((w) => /\p{N}/u.test(w) && textShows(line, w, match));
  if (oldOn.length === 0 || newOn.length === 0) return line;
  // Read on the line as it was before other maskings blanked its wait words (`before`).
  const raw = before.toLowerCase();
  const clauses = raw.split(/[()[\]·|•,;]|\s[—–-]\s/u).map((c) => c.replace(/:\s*$/u, ''));
  // A bare wait clause ("(queued)", "requested:") or the new value's clause still to come ("will ring at 07:10 after sync").
  const waits = clauses.some((c) => WAIT_ONLY.test(c)) || /(?:pending|queued|requested|on hold)\s*:/iu.test(raw)
    || clauses.some((c) => newOn.some((w) => textShows(c, w, match)) && FUTURE.test(c));
  const reversed = oldSaid(line, newOn, match) && !oldSaid(line, oldOn, match);
  if (!waits && !reversed) return line;
  // Blank the new value's words: what is left shows the old value alone.
  return newOn.reduce((l, w) => blankValue(l, w, match), normalizeText(line));
}

const FUTURE = /(?<!\p{L})(?:will|would|once|after\s+(?:sync|syncing|saving|confirm\w*)|when\s+(?:synced|saved|confirmed)|later)(?!\p{L})/iu;

function blankValue(text: string, value: string, match: MatchMode): string {
  const words = text.split(' ');
  for (let k = 0; k < words.length; k += 1) {
    if (!textShows(words.slice(0, k + 1).join(' '), value, match)) continue;
    let j = k;
    while (j > 0 && !textShows(words.slice(j, k + 1).join(' '), value, match)) j -= 1;
    for (let n = j; n <= k; n += 1) words[n] = '·';
    return blankValue(words.join(' '), value, match);
  }
  return text;
}
