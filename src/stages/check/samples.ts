/**
 * s31 samples: three readings from the session's random samples.
 *
 * - `samePhoneArg` (playlist-voice-gift s30-s231-f3): a phone number argument is the same number
 *   in any format the service reads alike ("572-026-2025", "(572) 026-2025", "+1 572 026 2025").
 * - `madeIdTold` (pay-via-venmo s28-s203-f2): a state word "<stem> added" is also said by the stem
 *   naming the new row's id, which only the action made ("Splitwise payment 7816962 added",
 *   "(Splitwise payment 7816962)").
 * The negated near word (venmo-private-payment s30-s230-f2) reuses `maskNegated` in evaluate.ts.
 */

const digits = (text: string): string => text.replace(/\D/g, '');
/** As the phone service keeps a number: digits, a leading 1 of eleven dropped. */
const dialled = (text: string): string => {
  const d = digits(text);
  return d.length === 11 && d.startsWith('1') ? d.slice(1) : d;
};
const PHONE_KEY = /(?:^|_)(?:phone|mobile|cell)(?:_|$)|^phone_number$/iu;
const PHONE_SHAPE = /^[+\d\s().-]+$/u;

/** Whether an argument named as a phone number holds the expected number in another format. */
export function samePhoneArg(key: string, actual: unknown, expected: unknown): boolean {
  if (!PHONE_KEY.test(key) || typeof actual !== 'string' || (typeof expected !== 'string' && typeof expected !== 'number')) return false;
  const want = String(expected);
  if (!PHONE_SHAPE.test(actual.trim()) || !PHONE_SHAPE.test(want.trim())) return false;
  const a = dialled(actual);
  return a.length >= 7 && a === dialled(want);
}

const APPS = ['splitwise', 'venmo', 'amazon', 'spotify', 'phone', 'gmail', 'todoist', 'simple note', 'file'];
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A row the episode inserted: its app and id. */
export interface MadeRow { app: string; id: unknown }

/**
 * The line with "<stem> <new id>" read as "<stem> added", for each state word "<stem> added"
 * whose stem names the app of a row the episode made, and that row's id, where
 * the clause ends there or says "added" ("… 7816962 will be added" or "… pending" stay as they are).
 */
export function madeIdTold(line: string, words: readonly string[], made: readonly MadeRow[]): string {
  const ids = made.filter((r) => (typeof r.id === 'number' && Math.abs(r.id) >= 1000) || (typeof r.id === 'string' && r.id.trim().length >= 4));
  if (ids.length === 0) return line;
  let out = line;
  for (const word of words) {
    const stem = /^(.*\S)\s+added$/iu.exec(word.trim())?.[1];
    if (stem === undefined) continue;
    const named = APPS.filter((a) => stem.toLowerCase().includes(a));
    // s32 (words15r3 thanksgiving-label): a stem naming no app ("label added") says nothing of which
    // record the id is: a label the step created beside the thread it was to file is not it filed.
    if (named.length === 0) continue;
    for (const row of ids) {
      if (named.length > 0 && !named.some((a) => row.app.replace(/_/g, ' ').toLowerCase().startsWith(a))) continue;
      const re = new RegExp(`\\b(${stem.split(/\s+/).map(escape).join('\\s+')})\\s*(?:#|no\\.?\\s*|id\\s*)?${escape(String(row.id))}(?=\\s*(?:added\\b|[.;,)\\]]|$))`, 'giu');
      out = out.replace(re, '$1 added');
    }
  }
  return out;
}
