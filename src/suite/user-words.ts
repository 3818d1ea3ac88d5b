/**
 * What the user said in a task: the apps' intentions, the episodes' messages and requirements,
 * and the values typed into inputs. A visible or kept check must come from these (its `because`
 * field); a check that cannot name them asks for something the user never did (an id nobody
 * asked to see, a reference text nobody dictated). The task kit fills `because` with
 * `becauseFor`; `tasks validate` holds every suite check to `saidBy`.
 */
import type { AssertionSpec } from '../schemas/task.ts';
import { USER_WORD_CHECKS } from '../schemas/task.ts';

type Value = string | number | boolean | null;

/** The user's words in one task. */
export interface UserWords {
  /** Intentions, messages and requirements, as written. */
  texts: string[];
  /** Values typed into inputs (as text), `$name` captures included. */
  typed: string[];
}

interface TaskLike {
  apps: readonly { slot: string; intention: string }[];
  episodes: readonly { slot?: string; message?: string; requirement?: string; values?: Record<string, string | number | boolean> }[];
}

/**
 * What the user has said by the end of episode `upTo` (every episode when absent): the intention
 * of that episode's app, the messages so far, and every value they type in the task (an id they
 * read now to type later is theirs now).
 */
export function userWords(task: TaskLike, upTo = task.episodes.length - 1): UserWords {
  // An app is asked for in its own intention (the other app of a shared task has its own).
  const slot = task.episodes[upTo]?.slot;
  const texts = task.apps.filter((a) => slot === undefined || a.slot === slot).map((a) => a.intention);
  const typed: string[] = [];
  task.episodes.forEach((e, index) => {
    if (index <= upTo && e.message) texts.push(e.message);
    if (index <= upTo && e.requirement) texts.push(e.requirement);
    for (const v of Object.values(e.values ?? {})) typed.push(String(v));
  });
  return { texts, typed };
}

const isUserWordCheck = (a: { type: string }): boolean => (USER_WORD_CHECKS as readonly string[]).includes(a.type);

/** Whether `because` is the user's: a span of what they said (case aside) or a value they typed. */
export function saidBy(because: string, words: UserWords): boolean {
  const needle = because.trim().toLowerCase();
  if (needle === '') return false;
  return words.typed.some((t) => t.trim().toLowerCase() === needle) || words.texts.some((t) => t.toLowerCase().includes(needle));
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first occurrence of `needle` in the texts as a whole token (not inside a longer word or number), as written there. */
function spanOf(needle: string, texts: readonly string[]): string | undefined {
  if (needle.trim() === '') return undefined;
  const pattern = new RegExp(`(?<![A-Za-z0-9])${escape(needle.trim())}(?![A-Za-z0-9])`, 'i');
  for (const text of texts) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

/** A word the user wrote that starts like `token` (gift → gifts, payments → payment). */
function wordLike(token: string, texts: readonly string[]): string | undefined {
  const stem = token.length > 4 && /s$/i.test(token) ? token.slice(0, -1) : token;
  const pattern = new RegExp(`(?<![A-Za-z0-9])${escape(stem)}[a-z]*(?![A-Za-z0-9])`, 'i');
  for (const text of texts) {
    const m = pattern.exec(text);
    if (m) return m[0];
  }
  return undefined;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "June 15", "15 June", "Jun 15th" for an ISO date. */
function dateSpan(value: string, texts: readonly string[]): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return undefined;
  const month = MONTHS[Number(m[2]) - 1];
  if (!month) return undefined;
  const day = String(Number(m[3]));
  const name = `(?:${month}|${month.slice(0, 3)})`;
  const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${name}\\.?\\s+${day}(?:st|nd|rd|th)?|${day}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${name})(?![A-Za-z0-9])`, 'i');
  for (const text of texts) {
    const found = pattern.exec(text);
    if (found) return found[0];
  }
  return undefined;
}

/** A number the user wrote with the same value ("18.20" for 18.2, "$63.95" for 63.95). */
function numberSpan(value: string, texts: readonly string[]): string | undefined {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return undefined;
  const target = Number(value);
  for (const text of texts) {
    for (const m of text.matchAll(/(?<![A-Za-z0-9.])\d[\d,]*(?:\.\d+)?(?![A-Za-z0-9])/g)) {
      if (Number(m[0].replace(/,/g, '')) === target) return m[0];
    }
  }
  return undefined;
}

/** Words that name nothing of the user's request on their own (mail hosts, fillers). */
const NOT_NAMING = new Set(['the', 'and', 'for', 'with', 'your', 'you', 'from', 'this', 'that', 'com', 'net', 'org', 'gmail', 'outlook', 'proton', 'yahoo', 'hey', 'please', 'will']);

/**
 * The user's words a shown value comes from: a value they typed, the value itself in what they
 * said (a date in words, a number in another format), or a word of it they used (they said
 * "Elena"; the app shows "Elena Haddad"). Undefined when the user never asked for it: a
 * generated id nobody typed, a text of the reference's own.
 */
export function becauseFor(value: Value | readonly string[], words: UserWords): string | undefined {
  if (Array.isArray(value)) {
    for (const v of value) {
      const found = becauseFor(v as string, words);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value === 'boolean') return undefined;
  const text = String(value);
  const typed = words.typed.find((t) => t.trim().toLowerCase() === text.trim().toLowerCase());
  if (typed !== undefined) return typed;
  // A capture (`$noteId`) is the user's only when they type it somewhere in the task.
  if (/^\$[A-Za-z]/.test(text)) return undefined;
  const direct = spanOf(text, words.texts) ?? dateSpan(text, words.texts) ?? numberSpan(text, words.texts);
  if (direct) return direct;
  // An id, a phone number or a code: only as it is.
  if (/^[\d\s+()-]+$/.test(text)) return undefined;
  for (const token of text.split(/[^\p{L}\p{N}'-]+/u)) {
    const t = token.replace(/^['-]+|['-]+$/g, '');
    if (t.length < 3 || /^\d+$/.test(t) || NOT_NAMING.has(t.toLowerCase())) continue;
    const found = wordLike(t, words.texts) ?? words.typed.find((typed) => typed.trim().toLowerCase() === t.toLowerCase());
    if (found) return found;
  }
  return undefined;
}

/** The alternatives of a visible_contains check the user wrote as they are (a word of the title the user never used is the reference's, not theirs). */
function saidAlternatives(text: Value | readonly string[], words: UserWords): { text: string[]; because: string } | undefined {
  const list = Array.isArray(text) ? (text as readonly string[]) : [String(text)];
  const kept: string[] = [];
  let first: string | undefined;
  for (const alt of list) {
    const found = spanOf(alt, words.texts) ?? words.typed.find((t) => t.trim().toLowerCase() === alt.trim().toLowerCase());
    if (!found) continue;
    kept.push(alt);
    first ??= found;
  }
  return first === undefined ? undefined : { text: kept, because: first };
}

/**
 * The check with its `because` filled in from the user's words, or undefined when it cannot name
 * any (it demands what the user never asked for). A visible_contains list keeps only the
 * alternatives the user's words account for. Other checks come back as they are.
 */
export function withBecause<C extends { type: string }>(check: C, words: UserWords): C | undefined {
  if (!isUserWordCheck(check)) return check;
  const c = check as unknown as { type: string; because?: string; text?: Value | string[]; value?: Value; contains?: Value };
  if (c.because !== undefined) return check;
  switch (c.type) {
    case 'visible_contains': {
      if (Array.isArray(c.text)) {
        const said = saidAlternatives(c.text, words);
        return said ? ({ ...check, text: said.text, because: said.because } as C) : undefined;
      }
      const found = becauseFor(c.text ?? null, words);
      return found ? ({ ...check, because: found } as C) : undefined;
    }
    case 'visible_result_grounded':
    case 'persisted_visible': {
      const found = becauseFor(c.value ?? null, words);
      return found ? ({ ...check, because: found } as C) : undefined;
    }
    case 'state_retained': {
      const found = becauseFor(c.contains ?? null, words);
      return found ? ({ ...check, because: found } as C) : undefined;
    }
    default:
      return check;
  }
}

/** Every problem of a task's visible and kept checks: no `because`, or one the user never said. */
export function becauseProblems(task: { apps: TaskLike['apps']; episodes: readonly (TaskLike['episodes'][number] & { assertions: readonly AssertionSpec[] })[] }): { episode: number; assertion: number; message: string }[] {
  const out: { episode: number; assertion: number; message: string }[] = [];
  task.episodes.forEach((episode, e) => {
    const words = userWords(task, e);
    episode.assertions.forEach((a, i) => {
      if (!isUserWordCheck(a)) return;
      const because = (a as { because?: string }).because;
      if (because === undefined) out.push({ episode: e, assertion: i, message: `assertion "${a.id}" (${a.type}) names no user's words it comes from (because)` });
      else if (!saidBy(because, words)) out.push({ episode: e, assertion: i, message: `assertion "${a.id}" (${a.type}): because "${because}" is not in the intention, a message so far or a typed value` });
    });
  });
  return out;
}

/** Words of an input's name or label that say nothing of what it holds. */
const GENERIC_INPUT_WORDS = new Set(['new', 'the', 'and', 'for', 'with', 'what', 'which', 'text', 'value', 'first', 'last', 'words', 'info', 'your', 'item', 'details', 'this', 'that', 'from', 'other']);

/**
 * Whether the user's words name what an input holds, by a word of its name or label
 * (`due_date` → "email whoever takes it, with the date"; "Which note" → "my note"). A text the
 * app words itself is asked to carry a typed value only then (issue #30, undictated_text): the
 * medicine's name typed for an alarm is not asked of "a note to track how I feel on it".
 */
export function namesInput(names: readonly string[], texts: readonly string[]): boolean {
  const words = names
    .flatMap((n) => n.toLowerCase().split(/[^a-z]+/))
    .filter((w) => w.length >= 3 && !GENERIC_INPUT_WORDS.has(w))
    // A title is what the user calls a thing's name ("messages my partner its name").
    .flatMap((w) => (w === 'title' ? [w, 'name'] : [w]));
  const said = texts.join('\n').toLowerCase();
  return words.some((w) => new RegExp(`(?<![a-z])${escape(w.length > 4 ? w.replace(/s$/, '') : w)}(s|es)?(?![a-z])`).test(said));
}

/**
 * Whether a text the app words itself owes the user a value they typed: where their words name
 * what it is (`namesInput`), where the value is itself prose they dictated (a sentence, or words
 * they quote) — "the harmonies would split nicely into four parts." has no other place to go —
 * or where it is a day they gave (compared by value).
 */
export function owedToText(value: unknown, names: readonly string[], texts: readonly string[]): boolean {
  if (typeof value === 'string') {
    const text = value.trim();
    if (/[.!?]$/.test(text) || text.split(/\s+/).length >= 6) return true;
    // Words the user quotes are dictated ('Add "Paid on June 3" at the end').
    if (text !== '' && texts.some((t) => t.includes(`"${text}"`) || t.includes(`“${text}”`))) return true;
    // A day the user gives is what the text is about (an invite "on June 3"); it is compared by value.
    if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return true;
  }
  return namesInput(names, texts);
}

/**
 * The words by which a user asks a message or a side text for something ("text them the amount",
 * "email my sister the order number", "label it …"). A part of such a text is owed only where a
 * clause of the user's words says the channel and names the part (issue #30, undictated_text): "let
 * them know by SMS" owes no amount, "email it to Mom" no note title, "an alarm the evening before"
 * no book title, "send her $20" no payment note.
 */
const CHANNELS: Record<string, RegExp> = {
  'phone.message': /(?<![a-z])(text|texts|texting|texted|sms|message|messages|messaging|phone)(?![a-z])/,
  'phone.label': /(?<![a-z])(label|labels|labelled|labeled)(?![a-z])/,
  'gmail.subject': /(?<![a-z])(e-?mails?|e-?mailed|e-?mailing|mail|mails|mailed|subject)(?![a-z])/,
  'gmail.body': /(?<![a-z])(e-?mails?|e-?mailed|e-?mailing|mail|mails|mailed)(?![a-z])/,
  // "Send Tomas $45 for the algebra lesson": what a payment is for, said in the phrase that sends it (s12 world12).
  'venmo.description': /(?<![a-z])(note|notes|memo|description|pay|paid|repay|request|requests|ask|charge|bill|venmo|send|sends|sending)(?![a-z])/,
  'todoist.description': /(?<![a-z])(description|details)(?![a-z])/,
  'todoist.title': /(?<![a-z])(to-?dos?|tasks?|remind|reminders?)(?![a-z])/,
  'splitwise.description': /(?<![a-z])(expense|expenses|description)(?![a-z])/,
};

/** A user's words cut into clauses: sentences, and their parts joined by "and", "then", a colon or a dash. */
export const clauses = (texts: readonly string[]): string[] =>
  texts.flatMap((t) => t.toLowerCase().split(/[.;:!?](?:\s|$)|\s(?:and|then)\s|\s[—–-]\s|\n/)).map((c) => c.trim()).filter((c) => c !== '');

/**
 * A clause cut before each phrase that starts with the channel's own verb after a comma: 'start
 * the project "Q3 slides" with Marcus, text him at …' is two commands, and the project's name is
 * the start's, not the text's (s23, q3-slides-project s23-r2-f1: the text's words are the app's).
 * A phrase that goes on after the channel's verb ("emails my sister, who always chips in, the order
 * number") stays whole, and so does a clause that asks a receipt.
 */
function commands(clause: string, channel: RegExp): string[] {
  // A receipt is the record of what the clause's other commands did ("request my roommate's share of
  // rent on Venmo, log it in Splitwise, email a receipt"): the clause stays whole.
  if (/(?<![a-z])receipts?(?![a-z])/.test(clause)) return [clause];
  const cuts = [...clause.matchAll(/,\s+/g)].map((m) => (m.index ?? 0) + m[0].length).filter((at) => {
    const head = /^[a-z-]+/.exec(unquoted(clause.slice(at)))?.[0] ?? '';
    return head !== '' && channel.test(head);
  });
  if (cuts.length === 0) return [clause];
  return [0, ...cuts].map((from, i) => clause.slice(from, cuts[i] ?? clause.length));
}

/** A clause without what it quotes: the words of a quoted subject ("RSVP reminder") say no channel. */
const unquoted = (clause: string): string => clause.replace(/"[^"]*"|“[^”]*”/g, ' ');

/** A record's path as words (`order.order_id` → "order order id"; `found.products.0.name`). */
export const pathWords = (path: string): string => path.replace(/[^A-Za-z]+/g, ' ').trim();

/**
 * Whether a message or side text owes a part: a day the user gives (compared by value), or a
 * clause of their words that says the text's channel and names the part — by what it is (its
 * input's name or label, its record's field) or by quoting it.
 */
export function owedToSideText(part: unknown, names: readonly string[], texts: readonly string[], channel: RegExp): boolean {
  if (typeof part === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(part.trim())) return true;
  const quoted = typeof part === 'string' && part.trim() !== '' ? [`"${part.trim().toLowerCase()}"`, `“${part.trim().toLowerCase()}”`] : [];
  // A path is what is sent or attached, not what the text says ("that file emailed to …").
  if (typeof part === 'string' && /^(~|\/)/.test(part.trim())) return clauses(texts).some((c) => channel.test(unquoted(c)) && quoted.some((q) => c.includes(q)));
  // Words of a label that name no kind of value ("One-line verdict").
  const kinds = names.map((n) => n.replace(/(?<![a-z])(one|two|line|short|long)(?![a-z])/gi, ' '));
  if (clauses(texts).flatMap((c) => commands(c, channel)).some((c) => channel.test(unquoted(c)) && (namesInput(kinds, [unquoted(c)]) || quoted.some((q) => c.includes(q))))) return true;
  // A sentence the user quotes in the message that asks for the text ('Ask on Pizza from Tony's:
  // "I only had two slices, can you check?" and text the payer') is what the text passes on.
  const sentence = typeof part === 'string' && (/[.!?]$/.test(part.trim()) || part.trim().split(/\s+/).length >= 6);
  if (sentence && texts.some((t) => channel.test(unquoted(t.toLowerCase())) && quoted.some((q) => t.toLowerCase().includes(q)))) return true;
  // Or says it in the very phrase that asks for the text ("repay Elena $25 for book club dues"), not
  // beside it ("Mateo will mow the lawn on June 3, pay him $25").
  const said = typeof part === 'string' ? part.trim().toLowerCase() : '';
  return said.length >= 3 && clauses(texts).flatMap((c) => c.split(/,\s/)).some((c) => channel.test(unquoted(c)) && c.includes(said));
}

/** The words that ask for a message or side text of `app.field`, or undefined for another text. */
export const sideChannel = (app: string, field: string): RegExp | undefined => CHANNELS[`${app}.${field}`];

/**
 * A record's path that names a generated id nobody calls the record by (`@playlist.playlist_id`).
 * An order's id is its order number, which people do use ("email Felix the order"): not one.
 */
export const isIdPath = (path: string): boolean => /(^|[._])id$/i.test(path.replace(/^@/, '')) && !/order/i.test(path);

/**
 * Whether the user asks a message for an id the world generates: only where a clause that says the
 * channel names it as a number, id, code or link ("email my sister the order number"); "text my
 * friend the invite" owes no playlist id (issue #30, unrequested_value: generated ids in texts).
 */
export function idAsked(texts: readonly string[], channel: RegExp): boolean {
  return clauses(texts).some((c) => channel.test(unquoted(c)) && /(?<![a-z])(number|numbers|id|ids|code|link|reference)(?![a-z])/.test(unquoted(c)));
}
