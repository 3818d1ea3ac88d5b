/**
 * s30 oldval: how a reopen check of a changed value (a date, a clock time, a phone number; kit/stale-values.ts) reads
 * the old value's lines: a record's card under its title, and the lines that are history rather than the value now.
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';

/** s29 card2 (s29-r1-f1.., s29-r2-f1..): words that say a value is the old one, as phrases ("changed from", "was 06:45", "old number"), never a bare "from", "before" or "earlier". */
export const OLD_SAID = /\b(?:(?:changed|moved|rescheduled|updated|switched)\s+(?:it\s+)?from|was(?:\s+due|\s+set|\s+at|\s+on)?\s*:?\s*(?=[\p{N}(+])|were\s*:?\s*(?=[\p{N}(+])|old\s+(?:number|time|date|day|value|due date)|(?:old|previous|earlier|original)\s*:|previous(?:ly)?\s+(?:number|time|date|due|set)?|formerly|originally)/iu;

/** The words of the line before the first place it shows `value` (in any form the matcher takes); undefined where it does not. */
export function wordsBefore(line: string, value: string, mode: MatchMode): string[] | undefined {
  const words = normalizeText(line).split(' ').filter((w) => w !== '');
  for (let k = 0; k < words.length; k += 1) {
    if (!textShows(words.slice(0, k + 1).join(' '), value, mode)) continue;
    for (let j = k; j >= 0; j -= 1) if (textShows(words.slice(j, k + 1).join(' '), value, mode)) return words.slice(0, j);
    return words.slice(0, k);
  }
  return undefined;
}

const LINK = new Set(['as', 'on', 'at', 'for', 'with', 'to', 'of', 'is', 'was', 'it']);
/**
 * s30 oldval (climbing-partner-contact s29-d2-f6, new-neighbor-hello s29-r1-f17; s29-r1-f1.. on a card): a word of a
 * past event right before the old value ("saved 4255550172", "first saved as (206) 555-0143", "Created 2023-06-04")
 * logs what was done with it; the same word after it or elsewhere on the line ("due 2023-06-04 (added earlier)",
 * "Due: June 9 — bring old passport") says nothing of the value.
 */
export function loggedBefore(line: string, olds: readonly string[], words: readonly string[], mode: MatchMode): boolean {
  return olds.some((old) => {
    const before = wordsBefore(line, old, mode);
    if (before === undefined) return false;
    const tail = before.map((w) => w.replace(/[^\p{L}\p{N}-]+/gu, '')).filter((w) => w !== '');
    while (tail.length > 0 && LINK.has(tail[tail.length - 1] ?? '')) tail.pop();
    return words.some((w) => {
      const ws = normalizeText(w).split(/[^\p{L}\p{N}-]+/u).filter((x) => x !== '');
      return ws.length > 0 && /\p{L}/u.test(w) && tail.slice(-ws.length).join(' ') === ws.join(' ');
    });
  });
}

/** s30 oldval (s29-d2-f3, s29-d1-f15): a heading or label over a log or over mail already sent. */
export const HISTORY_HEADING = /^(?:recent\s+)?(?:history|log|logs|activity|changes|change\s*log|audit(?:\s+trail)?|timeline|sent|sent\s+(?:mail|email|emails|messages|items)|(?:emails?|messages?|mail)\s+sent|outbox)\b[\s\d():·-]*$/iu;
/** s30 oldval (s29-d1-f15, s29-d1-f16): a sent message's entry, by its label ("Email to Aisha: …", "Mail to Lucas Nguyen — …"). */
const SENT_ENTRY = /^(?:sent\s+)?(?:e-?mail|mail|message|text|sms)\s+(?:sent\s+)?to\s+\p{L}/iu;

export interface CardRead {
  /** The screen's lines. */
  all: readonly string[];
  /** The record's names (the check's value and its other forms), and whether a line names it. */
  forms: readonly string[];
  names: (line: string) => boolean;
  isHeading: (line: string) => boolean;
  /** The old values (a date, a time, a phone number) and the new. */
  was: readonly string[];
  state: readonly string[];
  /** Words of a past event (the check's `logged`, `logged_first`). */
  history: readonly string[];
  match: MatchMode;
}

/**
 * s29 card, s30 oldval (s29-r0-f2, f4, .., f18; s29-r1-f2, .., f14): the record's name alone on its line (a card's title)
 * over its fields. A line there showing the old value and not the new is stale, unless it says the value is old or logs
 * an event with it. The card is read up to twelve lines; it ends at a blank, a heading, a line naming the record again,
 * a line naming another thing before the value (more than two words: "Pick up groceries — due …"), a field label seen
 * before in it (the next record's fields), or right after a line telling the new value (the card told its value now;
 * what follows is another record's: "Bike tune-up" / "Due 2023-06-05" / "Pick up groceries" / "Due 2023-06-04").
 */
export function cardStaleLines(card: CardRead): string[] {
  const { all, names, isHeading, was, state, history, match } = card;
  const out: string[] = [];
  all.forEach((line, i) => {
    if (!names(line) || !titleAlone(line, card)) return;
    const labels = new Set<string>();
    for (let k = i + 1; k <= i + 12 && k < all.length; k += 1) {
      const l = all[k] ?? '';
      if (l.trim() === '' || isHeading(l) || names(l)) break;
      const label = /^([^:\p{N}]{1,40}):/u.exec(normalizeText(l))?.[1]?.trim();
      if (label !== undefined) {
        if (labels.has(label)) break;
        labels.add(label);
      }
      const nowTold = state.some((w) => textShows(l, w, match));
      const shown = was.filter((w) => textShows(l, w, match));
      if (shown.some((w) => ((wordsBefore(l, w, match) ?? []).join(' ').match(/\p{L}+/gu) ?? []).length > 2)) break;
      if (nowTold) break;
      if (shown.length === 0) continue;
      if (OLD_SAID.test(normalizeText(l)) || loggedBefore(l, shown, history, match)) continue;
      out.push(l);
    }
  });
  return out;
}

/** The title alone: the record's name with no digit and at most two more words (the rest of a name the check knows by its first word), an id in brackets aside. */
function titleAlone(line: string, card: CardRead): boolean {
  const longest = card.forms.map(normalizeText).filter((f) => f.trim() !== '').sort((a, b) => b.length - a.length);
  const rest = longest.reduce((t, f) => t.split(f).join(' '), normalizeText(line)).replace(/\([^)]*\)/gu, ' ');
  return !/\p{N}/u.test(rest) && (rest.match(/\p{L}+/gu) ?? []).length <= 2;
}

export interface RowRead {
  all: readonly string[];
  isHeading: (line: string) => boolean;
  was: readonly string[];
  state: readonly string[];
  history: readonly string[];
  match: MatchMode;
}

/**
 * s30 oldval: a line showing the old value that is history where the screen tells the new value on another line: it
 * says the value is old (OLD_SAID), logs an event with it (`loggedBefore`: s29-d2-f6, s29-r1-f17), stands under a
 * heading of a log or of sent mail ("History", "Sent", "Outbox": s29-d2-f3, s29-d1-f15), or is a sent message's entry
 * ("Email to Lucas Nguyen: …", s29-d1-f16): an email already sent truthfully says what it said.
 */
export function oldValueHistory(row: RowRead): (line: string) => boolean {
  const { all, isHeading, was, state, history, match } = row;
  const sectionHead = (i: number): string | undefined => {
    for (let k = i - 1; k >= 0; k -= 1) {
      const above = all[k] ?? '';
      if (isHeading(above) || (/:\s*$/u.test(above.trim()) && above.trim().split(/\s+/).length <= 4)) return above;
    }
    return undefined;
  };
  const inHistory = (i: number): boolean => HISTORY_HEADING.test(normalizeText(sectionHead(i) ?? '').replace(/:\s*$/u, ''));
  const toldElsewhere = (line: string): boolean => all.some((l, i) => l !== line && !inHistory(i) && state.some((w) => textShows(l, w, match)));
  return (line: string): boolean => {
    if (OLD_SAID.test(normalizeText(line))) return true;
    if (!toldElsewhere(line)) return false;
    const shown = was.filter((w) => textShows(line, w, match));
    if (loggedBefore(line, shown, history, match) || SENT_ENTRY.test(normalizeText(line).trim())) return true;
    const at = all.flatMap((l, i) => (l === line ? [i] : []));
    return at.length > 0 && at.every(inHistory);
  };
}
