/**
 * s31 failed (s31-s241-f1, s31-s240-f2): a result check's value read on a clause that says the change failed, was not
 * done, or is still to come tells nothing ("Could not move X to 2023-06-13", "X: 5 stars. Change to 3 stars failed.",
 * "X → 3 stars (failed)", "X: 3 stars was not saved", "X will be moved to June 4"). Same length out, the raw line kept
 * elsewhere; the record's names, the check's own value and quoted texts are read as names (their "error" or "did not"
 * is theirs: prime-off-switch's reminder "Check Prime did not charge me").
 */
import { FAILED_CLAUSE, FAILURE_CLAUSE, NO_FAILURE } from './negfut.ts';
import { notDoneValue } from './notdone.ts';

const CLAUSES = /([,;:()[\]—–·|•→]|\s-\s|->)/u;
/** A change's participle negated ("was not saved", "wasn't moved", "not sent"). */
const NOT_DONE = /(?:\b(?:not|never)|n['’]t)\s+(?:(?:yet|been|be|get|got)\s+)*(?:\p{L}+ed|set|sent|made|done|put|gone through|gone)\b/iu;
/** A change still to come ("will be moved", "'ll change", "to be renamed"); not a delivery or a ring, which are told ahead. */
const CHANGE = '(?:chang|mov|renam|updat|push|reschedul|sav|appl|shift|edit|adjust|lower|rais|correct|rat|set\\b)\\p{L}*';
const TO_COME = new RegExp(`(?:\\b(?:will|shall|going to|about to|yet to|is to|are to)|['’]ll)\\s+(?:be\\s+|get\\s+)?${CHANGE}|\\bto be\\s+${CHANGE}`, 'iu');
/** A clause opening with a failure after a mark (": failed to send", "— not saved, try again"). */
const FAILED_OPEN = /^\s*(?:failed|failure|error|unable|could ?n[o']t|not (?:yet )?(?:been )?(?:recorded|saved|made|done|sent|synced|logged|added|changed|updated|moved|applied|renamed|delivered))\b/iu;

/** `ownWait`: the value is a record listed because it waits (request-inbox's pending requests), so a wait beside it is its state. */
export function failedMasked(line: string, names: readonly string[] = [], ownWait = false): string {
  let named = line;
  for (const n of names.map((x) => x.trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    named = named.replace(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), (m) => 'N'.repeat(m.length));
  }
  // A quoted text is content the user dictated ("Check Prime did not charge me"), not the app telling a failure.
  named = named.replace(/"[^"]{2,}"|“[^”]{2,}”|‘[^’]{2,}’/gu, (m) => 'N'.repeat(m.length));
  const blank = (t: string): string => t.replace(/[^\s]/gu, ' ');
  let at = 0;
  // s32 notdone (s31-r1-f2…f19, s31-p1-f1, s31-r0-f8, s31-p0-f1): a change requested, pending, refused, full or under way.
  return notDoneValue(named.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    const raw = line.slice(at, at + sentence.length);
    at += sentence.length;
    const parts = sentence.split(CLAUSES);
    const rawParts: string[] = [];
    let p = 0;
    for (const part of parts) { rawParts.push(raw.slice(p, p + part.length)); p += part.length; }
    const failing = (k: number): boolean => FAILED_CLAUSE.test((parts[k] ?? '').replace(NO_FAILURE, ' '));
    const firstFail = parts.findIndex((_, k) => k % 2 === 0 && failing(k));
    return rawParts.map((part, k) => {
      if (k % 2 === 1) return part;
      const c = parts[k] ?? '';
      const next = parts[k + 2] ?? '';
      const mark = parts[k + 1] ?? '';
      // A failure voids its clause and what follows it in the sentence ("Unable to set X, Black to 3 stars").
      if (firstFail >= 0 && k >= firstFail) return blank(part);
      if (NOT_DONE.test(c) || TO_COME.test(c)) return blank(part);
      // s33 vocab (contact-book s31-r2-f15): a bracket right after such a clause is its object ("relationship not saved (friend)").
      if (k >= 2 && (parts[k - 1] ?? '').trim() === '(' && (NOT_DONE.test(parts[k - 2] ?? '') || TO_COME.test(parts[k - 2] ?? ''))) return blank(part);
      // A clause that is only a failure, or one opening with it after a mark, voids the one before ("X → 3 stars (failed)").
      if (FAILURE_CLAUSE.test(next) || (/^[:(—–·|•]$/u.test(mark.trim()) && FAILED_OPEN.test(next))) return blank(part);
      return part;
    }).join('');
  }).join(''), named, ownWait);
}
