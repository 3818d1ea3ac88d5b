/**
 * s32 stale: which of a gone check's old words a record's card is read for (./oldval.ts `cardStaleLines`), and which
 * excuse a line as history (`oldValueHistory`). Before, only a date, a time or a phone number; now also
 * - a changed rating's forms ("5 stars", "★★★★★", "five stars", "5/5") and its bare number (s31-d2-f1 coffee-maker,
 *   yoga-mat; s31-d0-f4 running-shoe, s31-d0-f5 review-headlines; s31-d3-f6 product-reviews, s31-d3-f4 notebook);
 * - a changed amount or share ("owes $25.00", "$90" under the person; s31-d3-f7 team-lunch, s31-s242-f4 gift-pool,
 *   s31-p1-f2 concert-ticket);
 * - a dropped recipient ("To: nora.patel@gmail.com", "Draft to Zoe Ito" under the product; s31-d2-f1 birthday,
 *   s31-d0-f3 graduation, s31-s242-f2 holiday, s31-d1-f1 housewarming).
 */
const VALUE = /^\s*(?:\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\+?\d{10,11})\s*$/u;
const NUMBER = /^\s*\$?\d+(?:\.\d+)?\s*$/u;
const RATING = /[★⭐]|\bstars?\b|\brat(?:ing|ed)\b|\/\s*5\b|\bof 5\b|\bout of five\b/iu;
const EMAIL = /^[^\s@]+@[^\s@]+$/u;

export function cardOlds(was: readonly string[], state: readonly string[]): string[] {
  if (was.some((w) => EMAIL.test(w.trim())) && state.some((w) => EMAIL.test(w.trim()))) return [...was];
  const numbers = was.some((w) => NUMBER.test(w)) && state.some((w) => NUMBER.test(w));
  return was.filter((w) => VALUE.test(w) || (numbers && (NUMBER.test(w) || RATING.test(w))));
}
