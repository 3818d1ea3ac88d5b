/**
 * s34 (s33-s262-f16 friend-list-tidy, s33-s262-f14 household-section-remove): a result
 * check's state word tells the state of the record it is said beside. A changed line that names another record of
 * the same kind as the followed one (another friend, another section) and does not name the followed record tells that
 * other record's state: "Removed Zoe Ito" beside "Tomas Rossi", "Deleted the Garden section" beside "Car".
 *
 * Another record is known by the user's own words: a text typed in another episode of the task under the same input as
 * the followed value (the friend added before the one removed, the section made after the one deleted). A record the
 * app read and shows beside the followed one is the grounding's business (a look-up shows the record asked, not its
 * neighbours), and one it never read is no record the checker can know. A name inside the followed value or holding it
 * ("Car" and "Car service") is no other record's.
 */
import { normalizeText, textShows } from './match.ts';

/** Input names too general to tell a kind of record apart ("query" finds a song or a project). */
const GENERIC_INPUT = new Set(['query', 'name', 'text', 'value', 'search', 'term', 'title', 'id']);
/**
 * Names of other records of the followed record's kind (normalised, unique): texts the user typed in other episodes under
 * an input that, in this one, holds a followed value (the same input, or one sharing a specific name with it:
 * "section_name|name" and "name|section_name|section"), none inside a followed value or holding one.
 */
export function otherRecordNames(values: Readonly<Record<string, unknown>>, others: readonly Readonly<Record<string, unknown>>[], followed: readonly string[]): string[] {
  const own = followed.map((v) => normalizeText(v).trim()).filter((v) => v.length >= 3);
  if (own.length === 0) return [];
  const keys = Object.entries(values).filter(([, v]) => typeof v === 'string' && own.includes(normalizeText(v).trim())).map(([k]) => k);
  const alike = (k: string, o: string): boolean => k === o || k.split('|').some((p) => !GENERIC_INPUT.has(p) && o.split('|').includes(p));
  const typed = others.flatMap((o) => Object.entries(o).filter(([k, v]) => typeof v === 'string' && keys.some((mine) => alike(mine, k))).map(([, v]) => normalizeText(String(v)).trim()));
  return [...new Set(typed.filter((t) => t.length >= 3 && !own.some((v) => t.includes(v) || v.includes(t))))].sort();
}

/** Does `line` name another record of the followed kind (`others`) and no followed value? Its state words are that record's. */
export function otherRecordLine(line: string, followed: readonly string[], others: readonly string[]): boolean {
  if (others.length === 0) return false;
  if (followed.some((v) => textShows(line, v, 'normalized'))) return false;
  return others.some((n) => textShows(line, n, 'normalized'));
}
