/**
 * s30 oldval: how a reopen check of a changed value (a date, a clock time, a phone number; kit/stale-values.ts) reads
 * the old value's lines: a record's card under its title, and the lines that are history rather than the value now.
 */
import { normalizeText, textShows, type MatchMode } from './match.ts';
import { statusLine } from './duecard.ts';
import { cardField } from './s35-cards.ts';

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

/** s30 oldval (s29-d2-f3, s29-d1-f15): a heading or label over a log or over mail already sent; s32 stale (s31-d3-f5): or texts. */
export const HISTORY_HEADING = /^(?:recent\s+)?(?:history|log|logs|activity|changes|change\s*log|audit(?:\s+trail)?|timeline|sent|sent\s+(?:mail|email|emails|messages|items|texts)|texts|text\s+messages|(?:emails?|messages?|mail)\s+sent|outbox|messages|(?:chat|messages|conversation|texts|thread)\s+with\s+\p{L}+(?:\s+\p{L}+)?)\b[\s\d():·-]*$/iu;
/** s30 oldval (s29-d1-f15, s29-d1-f16): a sent message's entry, by its label ("Email to Aisha: …", "Mail to Lucas Nguyen — …"). */
// s33 vocab (notebook-review-tip s32-re0-f2): a conversation's headings ("Messages", "Chat with Mira", "Messages with Mira") and
// an entry from the user to someone ("You → Mira: …", "Me to Mira: …").
const SENT_ENTRY = /^(?:(?:sent\s+)?(?:e-?mail|mail|message|text|sms)\s+(?:sent\s+)?to\s+\p{L}|(?:you|me|i)\s*(?:→|->|➜|to)\s*\p{L}+(?:\s+\p{L}+)?\s*(?:\([^)]*\)\s*)?:)/iu;

/** s30 oldval2 (s30-r3-f2, f4): words then a colon, a short label in brackets allowed: a field's label whatever its length. */
const FIELD_LABEL = /^[\p{L}'’\s()[\]/&-]{1,48}:$/u;

/** The word spans [from, to) where `value` shows on the words, left to right. */
function valueSpans(words: readonly string[], value: string, mode: MatchMode): [number, number][] {
  const spans: [number, number][] = [];
  let start = 0;
  for (let k = 0; k < words.length; k += 1) {
    if (!textShows(words.slice(start, k + 1).join(' '), value, mode)) continue;
    let j = k;
    while (j > start && !textShows(words.slice(j, k + 1).join(' '), value, mode)) j -= 1;
    spans.push([j, k + 1]);
    start = k + 1;
  }
  return spans;
}

/**
 * s30 oldval2 (s30-r3-f1, f3, .., f51): a phrase says THIS value is the old one only where the value stands in its reach:
 * right after it ("changed from 06:45", "was due 2023-06-04", "previously 06:45", "old number: …"), or the value right
 * before an arrow or "(old)" ("2023-06-04 → 2023-06-05"). Not "previously in Inbox", "renamed from Ines" elsewhere on the line.
 */
const REACH_BEFORE = /(?:^|[\s([—–-])(?:(?:changed|moved|rescheduled|updated|switched|renamed)\s+(?:it\s+)?from|was|were|formerly|originally|previously|used\s+to\s+be|(?:old|previous|earlier|original|former)(?:\s+(?:number|phone|time|date|day|value|due\s+date|due))?)(?:[\s:(]+(?:due|set|at|on|for|to|the|number|time|date|as)){0,3}[\s:(]*$/u;
const REACH_AFTER = /^[\s)\]]*(?:→|->|=>|⟶|➜|»)|^[\s,;·([—–-]*(?:old|previous|former|outdated)(?:\s+(?:number|phone|time|date|value|due date))?\s*(?:[)\],;·]|$)/u;
const REACH = 7;

function reachOf(line: string, olds: readonly string[], mode: MatchMode): { words: string[]; kept: Set<number>; said: boolean } {
  const words = normalizeText(line).split(' ').filter((w) => w !== '');
  const kept = new Set<number>();
  let said = false;
  for (const old of olds) {
    for (const [from, to] of valueSpans(words, old, mode)) {
      for (let k = from; k < to; k += 1) kept.add(k);
      if (REACH_BEFORE.test(` ${words.slice(0, from).join(' ')} `.replace(/\s+$/u, ''))) {
        said = true;
        for (let k = Math.max(0, from - REACH); k < from; k += 1) kept.add(k);
      }
      if (REACH_AFTER.test(` ${words.slice(to).join(' ')}`)) {
        said = true;
        for (let k = to; k < Math.min(words.length, to + 4); k += 1) kept.add(k);
      }
    }
  }
  return { words, kept, said };
}

/** s30 oldval2: a phrase on the line says one of `olds` (the values it shows) is the old one. */
export function oldSaid(line: string, olds: readonly string[], mode: MatchMode): boolean {
  return olds.length > 0 && reachOf(line, olds, mode).said;
}

const STRAY = new Set(['renamed', 'was', 'were', 'formerly', 'previously', 'previous', 'old', 'earlier', 'original', 'originally', 'former', 'used', 'changed', 'moved', 'updated', 'rescheduled', 'switched', 'from']);
/**
 * s30 oldval2 (s30-r3-f1, f3, .., f51): a line showing an old value with its words of an old value out of that value's reach
 * taken out, for the check's log words (`logged`): "· label changed from Work to Mobile", "(changed from 15)" about the snooze.
 */
export function strayOldWordsOut(line: string, olds: readonly string[], mode: MatchMode): string {
  if (!olds.some((o) => textShows(line, o, mode))) return line;
  const { words, kept } = reachOf(line, olds, mode);
  return words.map((w, k) => (!kept.has(k) && STRAY.has(w.replace(/[^\p{L}]+/gu, '')) ? '·' : w)).join(' ');
}

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
  /** s33 duecard: the line as read for an arrow or "was" saying the old value old (its arrow dropped where the new value after it waits). */
  saidRead?: (line: string) => string;
  /** s33 duecard: the line as read for the value now (a new value waiting, failed or to come blanked). */
  nowRead?: (line: string) => string;
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
  return cardStaleRead(card).map((s) => s.line);
}

/** s32 duecard: the stale lines of the cards, each with whether its card also told the value now (a kept card, not an old version). */
export function cardStaleRead(card: CardRead): { line: string; told: boolean }[] {
  const { all, names, isHeading, was, state, history, match } = card;
  const out: { line: string; told: boolean }[] = [];
  all.forEach((line, i) => {
    if (!names(line) || !titleAlone(line, card)) return;
    const labels = new Map<string, number>();
    let told = false;
    const staleHere: string[] = [];
    for (let k = i + 1; k <= i + 12 && k < all.length; k += 1) {
      const l = all[k] ?? '';
      if (l.trim() === '' || isHeading(l) || names(l)) break;
      const text = normalizeText(l);
      // s30 oldval2 (s30-r3-f2, f4): a field's label, by its colon or, on a line with a digit, by its first word ("Due", "Reminder").
      const label = /^([^:]{1,40}):(?!\p{N})/u.exec(text)?.[1]?.trim() ?? (/\p{N}/u.test(text) ? /^\p{L}+/u.exec(text)?.[0] : undefined);
      if (label !== undefined) {
        // s32 duecard (s31-r1-f1..f18): the label repeated with only status lines between is the same card's field again.
        const seen = labels.get(label);
        // s35 cards (s32-re1-f1, s32-re2-f1): or only the card's other fields ("Home", "With Aisha", "Guests: 6": ./s35-cards.ts).
        if (seen !== undefined && !all.slice(seen + 1, k).every((x) => statusLine(x) || cardField(x, card.forms))) break;
        labels.set(label, k);
      }
      // s33 duecard (s31-r2-f11): the value now told where the line tells it as now ("Due June 1 (move to June 6 pending)" does not).
      const nowTold = state.some((w) => textShows(card.nowRead?.(l) ?? l, w, match));
      const shown = was.filter((w) => textShows(l, w, match));
      // s32 duecard: a status line ("Open", "In progress") is the card's field, not the next record's title.
      if (statusLine(l)) continue;
      // s35 cards (s32-re1-f1, s32-re2-f1): so is a badge, a list's name or the people it is shared with (./s35-cards.ts).
      if (shown.length === 0 && !nowTold && cardField(l, card.forms)) continue;
      // After the card told the value now, a line with no digit and no field is the next record's title ("Groceries").
      if (told && !/\p{N}/u.test(text) && !text.includes(':')) break;
      // … and so is a line naming a thing before a dash then the old value ("Groceries — due …").
      if (told && shown.some((w) => /\p{L}.*\s[—–-]\s/u.test(` ${(wordsBefore(l, w, match) ?? []).join(' ')} `))) break;
      // Another thing named before the value ("Pick up groceries — due …"), not a field's label ("Next due date:", "Due date (Todoist):").
      if (shown.some((w) => { const b = wordsBefore(l, w, match) ?? []; return (b.join(' ').match(/\p{L}+/gu) ?? []).length > 2 && !FIELD_LABEL.test(b.join(' ')); })) break;
      // s30 oldval2 (s30-r3-f4): the line telling the value now no longer ends the card; a later field with the old value is stale.
      if (nowTold) { told = true; continue; }
      if (shown.length === 0) continue;
      if (oldSaid(card.saidRead?.(l) ?? l, shown, match) || loggedBefore(l, shown, history, match)) continue;
      staleHere.push(l);
    }
    for (const l of staleHere) out.push({ line: l, told });
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
  saidRead?: (line: string) => string;
}

/**
 * s30 oldval: a line showing the old value that is history where the screen tells the new value on another line: it
 * says the value is old (`oldSaid`), logs an event with it (`loggedBefore`: s29-d2-f6, s29-r1-f17), stands under a
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
    const shown = was.filter((w) => textShows(line, w, match));
    if (oldSaid(row.saidRead?.(line) ?? line, shown, match)) return true;
    if (!toldElsewhere(line)) return false;
    if (loggedBefore(line, shown, history, match) || SENT_ENTRY.test(normalizeText(line).trim())) return true;
    const at = all.flatMap((l, i) => (l === line ? [i] : []));
    return at.length > 0 && at.every(inHistory);
  };
}
