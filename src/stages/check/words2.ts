/**
 * s30 words2: clauses `unoffered` (evaluate.ts) now reads as not done, on the normalised, shielded line (same length out).
 * - a conditional ("would be added", "would become a favourite", "would be saved"; s30-r0-f2, f4);
 * - a sync still to come or under way ("will sync to Splitwise", "syncing to Splitwise"; s30-r0-f3);
 * - a bracket telling one side waits or failed ("… and Splitwise (Splitwise queued)"): the words naming that side (s30-r0-f3);
 * - a failure mark ending the word's clause ("Splitwise: payment ✗"; s30-r0-f1);
 * - a bare word alone in a caption's brackets ("[Clear]", "‹Clear›", "3 songs (Clear)"; s30-r0-f5, f6).
 */
import { notDoneMasked, ownsWaitWord } from './notdone.ts';

const CLAUSES = /([,;()[\]—–·|•]|\s-\s)/u;
const CONDITIONAL = /\b(?:would|could|might)(?:\s+(?:\p{L}+ly|then|now|also|still))?\s+(?:be|become|get|have been)\b|\bwould['’]ve\b/iu;
const SYNC_TO_COME = /\b(?:will|shall|would|to|going to|about to|waiting to)\s+(?:be\s+)?sync(?:ed)?\b|\bsyncing\b/iu;
const FAIL_MARK = /(?:✗|✘|✖|✕|❌|×)\uFE0F?\s*[.!]?\s*$/u;
const SIDE_WAITS = /\(\s*(\p{L}+)\s+(?:sync\s+)?(?:queued|pending|waiting|failed|on hold|not (?:yet )?\p{L}+|error|✗|✘|✖|✕|❌)\s*\)/giu;

export function words2Undone(text: string, word: RegExp): string {
  const blank = (t: string): string => ' '.repeat(t.length);
  let out = text.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    let s = sentence.split(CLAUSES).map((c, k) => (k % 2 === 0 && (CONDITIONAL.test(c) || SYNC_TO_COME.test(c) || FAIL_MARK.test(c)) ? c.replace(word, blank) : c)).join('');
    for (const m of sentence.matchAll(SIDE_WAITS)) {
      const side = (m[1] ?? '').toLowerCase();
      s = s.replace(word, (w: string) => (w.toLowerCase().includes(side) ? blank(w) : w));
    }
    return s;
  }).join('');
  // s32 notdone (s31-r4-f2, s31-r4-f1, s31-d3-f8, s31-p1-f1): the shared not-done-now reading (./notdone.ts).
  out = notDoneMasked(out, (p) => p.replace(word, blank), ownsWaitWord(word));
  // A caption's brackets round a bare word (no done form): guillemets always, any bracket after a count ("3 songs [Clear]"); "[done]" stays a state.
  out = out.replace(/([‹«]\s*)([\p{L}-]+)(\s*[›»])/gu, (all: string, a: string, w: string, b: string) => (new RegExp(`^(?:${word.source})$`, 'iu').test(w) && !/(?:ed|en|wn)$|^(?:done|complete|gone|ok)$/iu.test(w) ? `${a}${blank(w)}${b}` : all));
  out = out.replace(/((?<![\p{L}\p{N}])(?!0\s)\p{N}+\s+\p{L}+\s*[([<{]\s*)([\p{L}-]+)(\s*[)\]>}])/gu, (all: string, a: string, w: string, b: string) => (new RegExp(`^(?:${word.source})$`, 'iu').test(w) && !/(?:ed|en|wn)$|^(?:done|complete|gone|ok)$/iu.test(w) ? `${a}${blank(w)}${b}` : all));
  return out;
}
