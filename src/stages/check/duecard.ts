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

// s33 duecard (s32-re2-f1, s32-re3-f1): and the states of a to-do put aside ("Waiting", "Blocked", "Someday", "On hold").
const STATUS_WORDS = String.raw`(?:open|opened|not\s+started|in\s+progress|to\s*-?\s*do|todo|doing|active|upcoming|overdue|due\s+soon|today|tomorrow|urgent|important|high|medium|low|normal|(?:high|medium|low|normal|top)\s+priority|priority\s*\d|p\d|starred|favou?rite|flagged|pinned|recurring|repeats?|one-?off|incomplete|not\s+done|unchecked|pending|scheduled|waiting|blocked|someday|anytime|backlog|on\s+hold|assigned|delegated|shared|[★☆⚑✓•·-])`;
// s33 duecard (s32-re2-f1): words set apart by a space too ("★ Favourite", "★ Starred · Urgent").
const STATUS_LINE = new RegExp(String.raw`^\s*(?:(?:status|state|priority|progress|flag)\s*:\s*)?${STATUS_WORDS}(?:(?:\s*[,·•|/]\s*|\s+)${STATUS_WORDS}){0,3}\s*$`, 'iu');
/**
 * s33 duecard (s32-re1-f1, s32-re3-f1): a field of who holds the to-do or what it waits on, a state word then its
 * preposition then a short name ("Assigned to Dad", "Waiting on Sam", "Blocked by the landlord", "Shared with Mia");
 * not a title that opens with such a word ("Waiting room", "Shared drive cleanup").
 */
const HOLDER_LINE = /^\s*(?:[★☆⚑📌👤]\s*)?(?:assigned|reassigned|delegated|shared|waiting|blocked|owned|handled|held|claimed|snoozed)\s+(?:to|on|for|by|with)\s+[\p{L}][\p{L}.'’&\s-]{0,30}$/iu;
/** A tag or context line ("#home", "@errands · #garage"). */
const TAG_LINE = /^\s*[#@][\p{L}\p{N}_-]+(?:\s*[,·•|/]?\s*[#@][\p{L}\p{N}_-]+)*\s*$/u;

/** A line that is only a to-do's or contact's status ("Open", "Not started", "Status: open", "★ Favourite", "Urgent · P1"). */
export function statusLine(line: string): boolean {
  const text = normalizeText(line).replace(/[.!]+$/u, '');
  return STATUS_LINE.test(text) || HOLDER_LINE.test(text) || TAG_LINE.test(text);
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
    || clauses.some((c) => newOn.some((w) => textShows(c, w, match)) && FUTURE.test(c))
    // s33 duecard (s32-re1-f1 wake-up-alarm): the new value in a clause of its own said of a time to come ("(07:10 from tomorrow)").
    || clauses.some((c) => newOn.some((w) => textShows(c, w, match)) && !oldOn.some((w) => textShows(c, w, match)) && TIME_TO_COME.test(c));
  const reversed = oldSaid(line, newOn, match) && !oldSaid(line, oldOn, match);
  if (!waits && !reversed) return line;
  // Blank the new value's words: what is left shows the old value alone.
  return newOn.reduce((l, w) => blankValue(l, w, match), normalizeText(line));
}

const TIME_TO_COME = /(?<!\p{L})(?:(?:from|starting|beginning|as\s+of|effective)\s+(?:tomorrow|tonight|next\s+\p{L}+|(?:mon|tues|wednes|thurs|fri|satur|sun)day|the\s+\d{1,2}(?:st|nd|rd|th)?|\p{L}+\s+\d{1,2})|next\s+(?:week|month|time|cycle))(?!\p{L})/iu;
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
