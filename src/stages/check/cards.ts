/**
 * s31 cards (babysitter-contact s31-s240-f1, concert-ticket-payback s31-s241-f2): a record shown as a card whose
 * title is a plain line, its state or value on a line of its own under it ("Ines Moura" over "Favourite" over
 * "360-555-0135"; "Lumen Fest ticket" over "$78 requested from Ruby"). The card ends at a blank, a heading, a
 * line naming the record again, a field label alone ("Favourites:"), or a line shaped like another record's
 * title (a short capitalised line with no digit that is no sentence): another record's card lends nothing.
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';

export interface TitleCard {
  lines: readonly string[];
  isHeading: (line: string) => boolean;
  /** The record's names: the title line shows one of them alone. */
  forms: readonly string[];
  match: MatchMode;
  /** s33 vocab: the people the user named (a line naming only such a person is the card's party, not another record). */
  people?: readonly string[];
}

const CARD_LINES = 4;

/** The line is the record's name alone: no digit and at most two more words beside it (brackets and marks aside). */
export function titleAloneLine(line: string, forms: readonly string[], match: MatchMode): boolean {
  // A table's row or header ("Shift\tTime\tActive") is no card's title: its cells are read by column (s27-alarm).
  if (line.includes('\t')) return false;
  if (!forms.some((f) => textShows(line, f, match))) return false;
  const longest = forms.map(normalizeText).filter((f) => f.trim() !== '').sort((a, b) => b.length - a.length);
  const rest = longest.reduce((t, f) => t.split(f).join(' '), normalizeText(line)).replace(/\([^)]*\)/gu, ' ');
  return !/\p{N}/u.test(rest) && (rest.match(/\p{L}+/gu) ?? []).length <= 2;
}

/** A short capitalised line with no digit, no colon and no sentence's end: another record's title ("Samuel Reyes"). */
/**
 * s33 vocab (concert-ticket-payback s31-p1-f3): a line naming the card's party ("Requested from Ruby Silva", "From Ruby
 * Silva", "Ruby Silva · requested"), or only a person the user named ("Ruby Silva"), is the card's, not another title.
 */
const PARTY_LEAD = /^(?:(?:requested|sent|paid|billed|owed|charged|split)\s+)?(?:from|to|with|by|for)\s+\p{Lu}/u;
const PARTY_TAIL = /\s[·|•—–-]\s*(?:requested|request|pending|paid|sent|owes?|owed|payer|payee|recipient)\s*$/iu;
function partyLine(t: string, people: readonly string[]): boolean {
  if (PARTY_LEAD.test(t.replace(/^\p{Lu}/u, (c) => c.toLowerCase())) || PARTY_TAIL.test(t)) return true;
  const n = normalizeText(t).replace(/[^\p{L}\s'’-]/gu, ' ').replace(/\s+/gu, ' ').trim();
  return n !== '' && people.some((p) => normalizeText(p).trim() === n);
}
function otherTitle(line: string, people: readonly string[] = []): boolean {
  const t = line.trim().replace(/^[\s•·*★☆-]+/u, '');
  if (t === '' || /\p{N}/u.test(t) || t.includes(':') || /[.!?]$/u.test(t) || partyLine(t, people)) return false;
  return /^\p{Lu}/u.test(t) && t.split(/\s+/u).length <= 5;
}

const labelOf = (line: string): string | undefined => /^([^:]{1,40}):/u.exec(normalizeText(line))?.[1]?.trim();
/** A line's first part, before a bracket or a separator ("Fix the fence" of "Fix the fence · medium priority"). */
const headOf = (line: string): string => line.split(/\s*(?:\(|\[|\s[·|•—–-]\s)/u)[0] ?? line;

/** The lines of each card the record's title heads (the title not included). */
export function titleCards(card: TitleCard): string[][] {
  const { lines, isHeading, forms, match } = card;
  const names = (l: string): boolean => forms.some((f) => textShows(l, f, match));
  const out: string[][] = [];
  lines.forEach((line, i) => {
    if (!titleAloneLine(line, forms, match)) return;
    const own: string[] = [];
    // A field label seen again (the title's own "Label: garden", then "Label: herbs") starts the next record.
    const labels = new Set<string>([labelOf(line)].filter((x): x is string => x !== undefined));
    for (let k = i + 1; k <= i + CARD_LINES && k < lines.length; k += 1) {
      const l = lines[k] ?? '';
      if (l.trim() === '' || isHeading(l) || names(l) || /:\s*$/u.test(l.trim())) break;
      const label = labelOf(l);
      if (label !== undefined && labels.has(label)) break;
      if (label !== undefined) labels.add(label);
      own.push(l);
    }
    out.push(own);
  });
  return out;
}

/**
 * Whether a card the record heads says the state (`says`, a line already read for the state now) before any line
 * shaped like another record's title. A bare state line ("Favourites") right over such a title is that record's
 * label, not this one's state.
 */
export function stateOnTitleCard(card: TitleCard, says: (line: string) => boolean, bare: (line: string) => boolean): boolean {
  return titleCards(card).some((own) => {
    for (let k = 0; k < own.length; k += 1) {
      const l = own[k] ?? '';
      // Another record named first on the line ("Leg Day (shared)", "Fix the fence · medium priority") ends the card.
      if (!says(headOf(l)) && otherTitle(headOf(l))) return false;
      if (says(l)) return !(bare(l) && otherTitle(own[k + 1] ?? ''));
    }
    return false;
  });
}

/** Whether a card the title `word` heads shows `value` on a line of its own, before any other record's title. */
export function valueOnTitleCard(card: TitleCard, value: string): boolean {
  return titleCards(card).some((own) => {
    for (const l of own) {
      if (!textShows(headOf(l), value, card.match) && otherTitle(headOf(l), card.people) && !partyLine(l.trim(), card.people ?? [])) return false;
      if (textShows(l, value, card.match)) return true;
    }
    return false;
  });
}

/** The line says the word alone (a plural, a colon or a mark aside): "Favourites", "★ Favourite:". */
export function bareWord(line: string, word: string): boolean {
  const strip = (t: string): string => normalizeText(t).replace(/[^\p{L}\s]/gu, ' ').replace(/\s+/gu, ' ').trim().replace(/s$/u, '');
  return strip(line) !== '' && strip(line) === strip(word);
}
