/**
 * s30 negfut: readings `unoffered` (evaluate.ts) applies to state words it used to let through.
 * - A negated state word ("no longer", "no longer exists", "not a favourite") said of a time to come
 *   ("will no longer exist", "is going to be no longer a favourite"; s29-q2-f1..f11).
 * - A state word holding a clause mark ("splitwise: payment") is judged with its clause, not cut in two
 *   by it (s29-d1-f2), and is void before a negation of its own ("Splitwise: payment not recorded") or a
 *   clause that is only a failure ("Splitwise: paid — failed").
 */

/** A time to come right before a negation ("will", "'ll", "going to", "to be"), with or without "be". */
const LATER_LEAD = /(?:\b(?:will|shall|would|going to|about to|is to|are to)|['’]ll|\bto\s+be)\s+(be\s+)?$/iu;
/** A word that starts with a negation (these words are a state of their own). */
const NEGATION_LEAD = /^(?:no longer|not any ?more|no more|not|never|no)\s*/iu;

/**
 * Whether a negated state word `m` is said of a time to come: "will no longer exist" (existence), or
 * "will no longer be X" / "going to be no longer X" where "will be X" itself would be read as to come
 * (X not a standing state, `standing`). A behaviour told in the future ("will no longer ring", "will no
 * longer renew") is the state now and stays.
 */
export function negatedLater(m: string, before: string, after: string, standing: (w: string, rest: string) => boolean): boolean {
  const lead = LATER_LEAD.exec(before);
  if (lead === null || !NEGATION_LEAD.test(m)) return false;
  const pred = `${m.replace(NEGATION_LEAD, '')}${m.replace(NEGATION_LEAD, '') === '' ? after.trimStart() : after}`.trim();
  if (/^exists?\b/iu.test(pred)) return true;
  const be = /^be\s+/iu.exec(pred);
  if (lead[1] === undefined && be === null) return false;
  const rest = pred.slice(be?.[0].length ?? 0);
  const word = /^[\p{L}-]+(?:\s+[\p{L}-]+)?/u.exec(rest)?.[0] ?? '';
  return rest !== '' && !standing(word, rest.slice(word.length));
}

/** Clause marks inside a state word, kept as look-alikes while its line is cut into clauses. */
const MARKS: readonly [string, string][] = [[':', '\uE010'], ['—', '\uE011'], ['–', '\uE012'], ['·', '\uE013'], ['|', '\uE014'], ['•', '\uE015'], [',', '\uE016'], [';', '\uE017']];
const swap = (t: string, from: 0 | 1): string => MARKS.reduce((s, pair) => s.split(pair[from]).join(pair[from === 0 ? 1 : 0]), t);

/** The forms with their clause marks as look-alikes, and the text with those forms' occurrences shielded the same way. */
export function shieldedForms(forms: readonly string[]): { forms: string[]; shield: (text: string) => string; unshield: (text: string) => string; unjoined: (input: string, output: string) => string } {
  const marked = forms.filter((f) => swap(f, 0) !== f && /\p{L}/u.test(f));
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = marked.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(?:${[...marked].sort((a, b) => b.length - a.length).map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const spaced = [...new Set(forms.flatMap((f) => [f.trim(), swap(f, 0).trim()]))].filter((f) => /\s/u.test(f) && /\p{L}/u.test(f)).sort((a, b) => b.length - a.length);
  const joins = spaced.length === 0 ? undefined : new RegExp(`(?<![\\p{L}\\p{N}])(?:${spaced.map((f) => f.split(/\s+/u).map(esc).join('\\s+')).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  return {
    forms: forms.map((f) => swap(f, 0)),
    shield: (text) => (re === undefined ? text : text.replace(re, (m) => swap(m, 0))),
    unshield: (text) => (re === undefined ? text : swap(text, 1)),
    // A form of two words or more read in the output only because a word between was blanked
    // ("Splitwise: record payment" is no "splitwise: payment") is blanked too. Input and output are of one length.
    unjoined: (input, output) => (joins === undefined ? output : output.replace(joins, (m: string, at: number) => (input.slice(at, at + m.length) === m ? m : ' '.repeat(m.length)))),
  };
}

/** A negation right after a word in its clause ("payment not recorded", "favourite never added"). */
export const NEGATED_AFTER = /^\s*(?:(?:was|is|has|have|been|has been|got|were|are)\s+)?(?:not|never|n['’]t)\b/iu;
/** A clause that is only a failure ("— failed", "(error)", "✗"). */
export const FAILURE_CLAUSE = /^\s*(?:failed|failure|error|not (?:recorded|saved|made|done|sent|synced|logged|added)|✗|✘|✖|✕|❌)\s*[.!]?\s*$/iu;
/** A clause telling a failure or a refusal: its state words tell nothing ("Could not delete X", "Failed to remove X"). */
export const FAILED_CLAUSE = /\b(?:could ?not|couldn'?t|unable to|failed|failure|error|not allowed|denied|did not|didn'?t)\b/iu;
/** A remark that a failure did not happen ("with no error"): no failure. */
export const NO_FAILURE = /\b(?:no|without(?: any)?|zero|0)\s+(?:errors?|failures?|problems?)\b|\berror-free\b/giu;
