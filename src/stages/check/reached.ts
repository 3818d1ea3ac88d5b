/**
 * s31 reached (s31-r0-f1..f10, s31-r1, s31-r2-f1..f17, s31-r3-f1): on a reopen check, a line that still gives the old
 * date, time or number tells the new value only where the change is said done. A new value in a clause saying the
 * change failed, is still to come, or waits ("· could not move to June 5", "(update to 3605550135 pending)", "(18:00
 * on hold)") tells nothing: the line shows the record at its old value. Lines without an old value are left as they are.
 */
import { failedMasked } from './failed.ts';
import { textShows, type MatchMode } from './match.ts';

const CLAUSES = /([,;:()[\]—–·|•]|\s-\s)/u;
/** A clause waiting or refused: its value is not the record's value now. */
const WAITING = /(?<![\p{L}])(?:pending|queued|requested|on hold|awaiting|not yet|in progress|refused|rejected|declined|full|moving|changing|updating|rescheduling|being\s+(?:moved|changed|updated|rescheduled|set))(?![\p{L}])|\?\s*$/iu;
/** An offer opening a clause ("Change to 18:00"). */
const OFFER = /^\s*(?:change|move|update|set|switch|reschedule)\s+(?:it\s+)?to\b/iu;

export function unreachedMasked(line: string, olds: readonly string[], names: readonly string[], match: MatchMode): string {
  if (!olds.some((w) => textShows(line, w, match))) return line;
  // A phone number's brackets are no clause: "(206) 555-0110" is read whole.
  const work = line.replace(/\((\d{3})\)(?=\s?\d{3}[-.\s]?\d{4})/gu, ' $1 ');
  const failed = failedMasked(work, names);
  let at = 0;
  const out = failed.split(CLAUSES).map((part, k) => {
    const raw = failed.slice(at, at + part.length);
    at += part.length;
    if (k % 2 === 1) return raw;
    return WAITING.test(part) || OFFER.test(part) ? raw.replace(/[^\s]/gu, ' ') : raw;
  }).join('');
  return out === work ? line : out;
}
