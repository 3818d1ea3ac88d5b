/**
 * s31 logs lane: a correct app keeping a history or log of its own changes (s30-d0-f1, s30-d0-f2, s30-d1-f3, s30-d1-f4,
 * s30-e1-f5, s30-e0-f5). On a check that keeps history, where the screen tells the state now on another line, a line
 * still showing the old state is history when it
 * - sits under a history heading ("History", "Log", "Activity", "Changes", "Earlier versions", "Version history", …);
 * - opens with the app's own action verb before the record ("Snoozed …", "Flagged …", "Parked …", "Set alarm 08:00 for …");
 * - is a name-first entry stamped with a time ("Car service — tagged urgent (10:05)") in a run of such entries, one of
 *   which tells the state now.
 * A bare row, or a name-first row with no log heading and no stamp, stays stale (history.ts limits).
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';
import { EVENT_FIRST } from './history.ts';

/** A log's heading: not "Logs" (a folder of log files: field-log s30-s221-f2), nor "Sent"/"Outbox" (oldval.ts reads those for values). */
export const LOG_HEADING = /^(?:recent\s+)?(?:history|log|activity|activity\s+log|changes|change\s*log|audit(?:\s+trail)?|timeline)\b[\s\d():·-]*$/iu;
/** Headings over old versions kept by the app. */
const VERSION_HEADING = /^(?:(?:earlier|previous|older|past|prior|old|former)\s+(?:versions?|revisions?|drafts?|wordings?|edits?|texts?|copies)|(?:version|revision|edit|draft|change)\s+history|revisions?|versions?|edits?)\b[\s\d():·-]*$/iu;
/** An app's own action verbs, besides the past-event verbs of history.ts. */
const ACTIONS = ['flagged', 'untagged', 'retagged', 'rescheduled', 'parked', 'shifted', 'pushed', 'postponed', 'deferred', 'delayed',
  'unsnoozed', 'unstarred', 'unflagged', 'reworded', 'rewrote', 'rewritten', 'revised', 'reordered', 'replaced', 'assigned', 'reminded'];
/** A time stamp opening or closing an entry: "10:05 ", "[10:05]", "(10:05)", "· 10:05". */
const STAMP = /^\W{0,2}(\d{1,2}:\d{2})(?:\s*[ap]m)?\b|[([·•|—–-]\s*(\d{1,2}:\d{2})(?:\s*[ap]m)?\s*[)\]]?\s*$/iu;

export interface KeptLogRead {
  all: readonly string[];
  isHeading: (line: string) => boolean;
  forms: readonly string[];
  /** Words of the state now, and of the old state (a stamp equal to either is a value, no stamp). */
  state: readonly string[];
  was: readonly string[];
  /** A line telling the record at the state now. */
  told: (line: string) => boolean;
  /** A line as read for the state now (buttons, offers, waits masked). */
  said: (line: string) => string;
  match: MatchMode;
}

export function keptLog(read: KeptLogRead): (line: string) => boolean {
  const { all, isHeading, forms, state, was, told, said, match } = read;
  const headOf = (i: number): string => {
    for (let k = i - 1; k >= 0; k -= 1) {
      const above = all[k] ?? '';
      if (isHeading(above) || (/:\s*$/u.test(above.trim()) && above.trim().split(/\s+/).length <= 4)) return above;
    }
    return '';
  };
  const logAt = (i: number): boolean => { const h = normalizeText(headOf(i)).trim().replace(/:\s*$/u, ''); return LOG_HEADING.test(h) || VERSION_HEADING.test(h); };
  // A "Mark unread" button tells no state (regone mark-read-triage).
  const stateOn = (l: string): boolean => state.some((w) => textShows(said(l), w, match));
  // The state now told outside any log, or by a log's line naming the record beside it.
  const nowTold = all.some((l, i) => (stateOn(l) && !isHeading(l) && !logAt(i)) || told(l));
  const formsN = forms.map((f) => normalizeText(f).trim()).filter((f) => f !== '');
  const verbs = [...EVENT_FIRST, ...ACTIONS];
  const actionFirst = (line: string): boolean => {
    const text = normalizeText(line).replace(/^[\W\d:]*/u, '');
    const at = formsN.map((f) => text.indexOf(f)).filter((n) => n >= 0);
    if (at.length === 0) return false;
    const lead = text.slice(0, Math.min(...at));
    return verbs.some((v) => lead.startsWith(v) && !/^[\p{L}\p{N}]/u.test(lead.slice(v.length)));
  };
  const values = [...state, ...was].map((w) => normalizeText(w).trim());
  const stampOf = (l: string): string | undefined => { const m = STAMP.exec(normalizeText(l).trim()); return m?.[1] ?? m?.[2]; };
  const stamped = (l: string): boolean => { const t = stampOf(l); return t !== undefined && !values.includes(t); };
  const names = (l: string): boolean => formsN.some((f) => normalizeText(l).includes(f));
  // A run of stamped lines naming the record, one of which tells the state now.
  const stampedRun = (i: number): boolean => {
    if (!stamped(all[i] ?? '')) return false;
    let a = i, b = i;
    while (a > 0 && stamped(all[a - 1] ?? '') && names(all[a - 1] ?? '')) a -= 1;
    while (b + 1 < all.length && stamped(all[b + 1] ?? '') && names(all[b + 1] ?? '')) b += 1;
    // s32 duecard (s31-r2-f2, f4, f6, f8, f10, f12, f14, f18): one time on every row is the records' own field (a due time), no log's stamps.
    const times = new Set(all.slice(a, b + 1).map((l) => stampOf(l)?.replace(/^0/u, '')));
    return b > a && times.size > 1 && all.slice(a, b + 1).some((l, n) => a + n !== i && told(l));
  };
  return (line: string): boolean => {
    if (!nowTold) return false;
    const where = all.flatMap((l, i) => (l === line ? [i] : []));
    if (where.length === 0) return false;
    const others = all.some((l, i) => !where.includes(i) && (told(l) || stateOn(l)));
    // An entry outside a log's heading needs another line naming the record at the state now.
    const toldOther = all.some((l, i) => !where.includes(i) && told(l));
    if (!others) return false;
    // s35 (s35-s0-f2, s35-s0-f3, s35-s1-f2): a name-first row beside a later one at the state now ("X — read" over
    // "X — unread") is a stale row, not a log's entry, unless a log heading or time stamps mark the run (session 33's
    // unmarked name-first log reading is withdrawn; docs/decisions.md).
    return where.every((i) => logAt(i)) || (toldOther && (where.every(stampedRun) || (actionFirst(line) && where.every((i) => !isHeading(all[i] ?? '')))));
  };
}
