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
const EVENT_FIRST = ['created', 'added', 'saved', 'set', 'posted', 'asked', 'shared', 'lent', 'invited', 'sent', 'made', 'scheduled',
  'booked', 'reviewed', 'rated', 'requested', 'started', 'logged', 'recorded', 'wrote', 'gave', 'granted', 'given', 'opened', 'queued',
  'starred', 'favourited', 'favorited', 'pinned', 'followed', 'subscribed', 'joined', 'liked', 'moved', 'renamed', 'archived', 'submitted',
  'published', 'uploaded', 'ordered', 'bought', 'paid', 'billed', 'charged', 'invoiced', 'snoozed', 'labelled', 'labeled', 'tagged', 'ticked',
  'checked', 'completed', 'marked', 'changed', 'updated', 'edited'];

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
    if (first > 0 && events.some((w) => textShows(text.slice(0, first), w, match === 'exact' ? 'normalized' : match))) return true;
    const where = all.flatMap((l, i) => (l === line ? [i] : []));
    return where.length > 0 && where.every(underLog);
  };
}
