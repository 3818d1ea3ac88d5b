/**
 * s30 history lane: where a kept line tells the state now (a "Withdrawn" or "Stopped sharing" entry), the other lines
 * that still show the record at its old state are history only when they read as a log's entries: an event word stands
 * before the record's first mention on the line ("Asked: Can you set …", "Shared Interview questions … with Kenji"),
 * or the line sits under a log's heading ("History", "Log", "Recent activity"). A list row never updated ("Can you set
 * … (question 4035641)" under "My questions", "Interview questions … — shared with kenji.chen@proton.me") stays stale
 * (kettle-question s29-d0-f1, lend-interview-questions s27-w2-f6).
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';
import { HISTORY_HEADING } from './oldval.ts';

/** Past-event verbs that open a log's entry about a record. */
export const EVENT_FIRST = ['created', 'added', 'saved', 'set', 'posted', 'asked', 'shared', 'lent', 'invited', 'sent', 'made', 'scheduled',
  'booked', 'reviewed', 'rated', 'requested', 'started', 'logged', 'recorded', 'wrote', 'gave', 'granted', 'given', 'opened', 'queued',
  'starred', 'favourited', 'favorited', 'pinned', 'followed', 'subscribed', 'joined', 'liked', 'moved', 'renamed', 'archived', 'submitted',
  'published', 'uploaded', 'ordered', 'bought', 'paid', 'billed', 'charged', 'invoiced', 'snoozed', 'labelled', 'labeled', 'tagged', 'ticked',
  'checked', 'completed', 'marked', 'changed', 'updated', 'edited', 'answered', 'replied', 'commented', 'reported', 'filed', 'returned',
  'hearted', 'saved', 'downloaded', 'drafted', 'texted', 'emailed', 'messaged', 'requested'];

export interface LogRead {
  all: readonly string[];
  isHeading: (line: string) => boolean;
  forms: readonly string[];
  /** The check's own words of the old state and of a past event (`was`, `logged_first`). */
  words: readonly string[];
  match: MatchMode;
}

export function logShaped(read: LogRead): (line: string) => boolean {
  const { all, isHeading, forms, match } = read;
  const formsN = forms.map((f) => normalizeText(f).trim()).filter((f) => f !== '');
  const events = [...EVENT_FIRST, ...read.words.filter((w) => /\p{L}/u.test(w) && !formsN.includes(normalizeText(w).trim()))];
  const headOf = (i: number): string | undefined => {
    for (let k = i - 1; k >= 0; k -= 1) {
      const above = all[k] ?? '';
      if (isHeading(above) || (/:\s*$/u.test(above.trim()) && above.trim().split(/\s+/).length <= 4)) return above;
    }
    return undefined;
  };
  const underLog = (i: number): boolean => HISTORY_HEADING.test(normalizeText(headOf(i) ?? '').trim().replace(/:\s*$/u, ''));
  return (line: string): boolean => {
    const text = normalizeText(line);
    const at = formsN.map((f) => text.indexOf(f)).filter((n) => n >= 0);
    const first = at.length > 0 ? Math.min(...at) : -1;
    const lead = first > 0 ? text.slice(0, first) : '';
    // A past participle as the entry's label ("answered: …", "asked: …") opens a log's entry too.
    if (first > 0 && (events.some((w) => textShows(lead, w, match === 'exact' ? 'normalized' : match)) || /^\W*\p{L}+(?:ed|en|wn)\s*:/u.test(lead))) return true;
    const where = all.flatMap((l, i) => (l === line ? [i] : []));
    return where.length > 0 && where.every(underLog);
  };
}

const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * s30 history (playlist-then-share s30-r4-f2): a word of the state now held back right after it, "sharing off", or
 * waiting, "sharing pending", where the line also gives the old state ("— private (sharing pending)"): the state now is
 * not reached. Blanked before the line is read as telling the state now.
 */
export function heldBack(nowWords: readonly string[], wasWords: readonly string[], match: MatchMode): (line: string) => string {
  const words = [...new Set(nowWords.filter((w) => /\p{L}/u.test(w)).map((w) => w.trim()))].sort((a, b) => b.length - a.length).map(esc);
  const lead = `(?<![\\p{L}\\p{N}])(?:${words.join('|')})(?=\\s*(?:[:(—–-]\\s*)?`;
  // A participle before "off" is a phrasal verb done ("struck off", "ticked off", "paid off"; s28-steps), not a state switched off.
  const plain = [...new Set(nowWords.filter((w) => /\p{L}/u.test(w) && !/(?:ed|en|struck|took|paid|done|gone|cut|set|put)$/iu.test(w.trim())).map((w) => w.trim()))].sort((a, b) => b.length - a.length).map(esc);
  const leadPlain = `(?<![\\p{L}\\p{N}])(?:${plain.join('|')})(?=\\s*(?:[:(—–-]\\s*)?`;
  const off = new RegExp(plain.length === 0 ? '(?!)' : `${leadPlain}(?:off|paused|disabled|stopped|turned off|switched off)(?![\\p{L}]))`, 'giu');
  const wait = new RegExp(words.length === 0 ? '(?!)' : `${lead}(?:pending|queued|requested|in progress|awaiting|not yet|on hold|to come|soon)(?![\\p{L}]))`, 'giu');
  const olds = wasWords.filter((w) => /\p{L}/u.test(w));
  const blank = (m: string): string => ' '.repeat(m.length);
  // s30-r4-f7 (holiday-dates-snooze): a new value still being reached ("moving to 18:00", "being changed to 18:00").
  const all = [...new Set(nowWords.map((w) => w.trim()).filter((w) => w !== ''))].sort((a, b) => b.length - a.length).map(esc);
  const toward = new RegExp(`(?<=(?:(?<![\\p{L}])(?:moving|changing|switching|rescheduling|updating|shifting|being\\s+(?:moved|changed|set|updated|rescheduled)|(?:will|to)\\s+(?:be\\s+)?(?:move|moved|change|changed|set|updated|rescheduled)|going\\s+to(?:\\s+(?:move|change))?|about\\s+to\\s+(?:move|change)))\\s+(?:it\\s+|the\\s+\\p{L}+\\s+)?(?:to|at|for)\\s+)(?:${all.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return (line: string): string => {
    const out = (all.length > 0 ? line.replace(toward, blank) : line).replace(off, blank);
    return olds.some((w) => textShows(out, w, match)) ? out.replace(wait, blank) : out;
  };
}

/**
 * s30 history (playlist-then-share s29-s210-f1): a short line opening with a past event's verb and naming something
 * besides the state ("Created Rainy Tuesday (private)", "Made Rainy Tuesday, private") is a log's entry, no caption
 * heading the line under it; "Made private" or "Currently private" still heads it.
 */
export function logCaption(text: string, extra: readonly string[], stateWords: readonly string[]): boolean {
  const t = normalizeText(text).trim();
  const own = new Set(stateWords.map((w) => normalizeText(w).trim()));
  const verb = [...EVENT_FIRST, ...extra.map((w) => normalizeText(w).trim())].filter((w) => /^\p{L}+$/u.test(w) && !own.has(w)).find((w) => t.startsWith(w) && !/^[\p{L}\p{N}]/u.test(t.slice(w.length)));
  if (verb === undefined) return false;
  const rest = [...stateWords].map((w) => normalizeText(w).trim()).filter((w) => w !== '').sort((a, b) => b.length - a.length)
    .reduce((s, w) => s.replace(new RegExp(`(?<![\\p{L}\\p{N}])${esc(w)}(?![\\p{L}\\p{N}])`, 'gu'), ' '), t.slice(verb.length));
  return (rest.match(/\p{L}+/gu) ?? []).filter((w) => !/^(?:it|as|a|an|the|to|and|now|playlist|note|list)$/u.test(w)).length > 0;
}
