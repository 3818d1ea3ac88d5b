/**
 * s15 (carry, issue #30): the words by which a text the app words itself still names the record
 * or change it is about, without demanding a sentence or a whole title of ours.
 *
 * - A voice note, text or alarm label about another app's to-do or money request (shared tasks):
 *   the user dictates no words for it, so the record's whole title verbatim is too much ("the
 *   bathroom tap is leaking because the washer has gone" names the to-do "Leaky bathroom tap,
 *   washer gone"); one distinctive word of the title, or the request's amount, names it. A text
 *   that names nothing of the record ("To-do reminder", "Heads up, I am on it") still fails.
 * - A Venmo request's description, where the user types what it is for ("Carpool gas"): one of
 *   those words, not a blank or another thing's name.
 * - The text after a request's amount is changed: the new amount or a word of the change.
 */
import type { FreeDef } from './checks.ts';

/** Words that name no one record: small words, and words too common in any message to tell it. */
const SMALL = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'onto', 'our', 'your', 'my', 'this', 'that', 'its', 'her', 'his', 'their', 'off', 'out', 'get', 'at', 'on', 'in', 'to', 'of', 'a', 'an']);
const WEAK = new Set(['gone', 'book', 'money', 'night', 'trip', 'call', 'make', 'buy', 'pay', 'new', 'old', 'day', 'week', 'time', 'thing', 'stuff', 'check', 'send', 'done', 'todo', 'to-do', 'note', 'request', 'reminder']);

/** The value and each of its words of three letters or more, never a small word ("Carpool gas" → "Carpool gas", "Carpool", "gas"). */
export function forWords(value: string): string[] {
  const words = value.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w.length >= 3 && !SMALL.has(w.toLowerCase()));
  return [...new Set([value.trim(), ...words])];
}

/**
 * The words by which a message names a record whose title the user gave as a description (a
 * to-do, a request): the whole title and its distinctive words, never a word any message says
 * ("Leaky bathroom tap, washer gone" → "Leaky", "bathroom", "tap", "washer"; not "gone").
 */
export function recordWords(title: string): string[] {
  return forWords(title).filter((w) => w === title.trim() || !WEAK.has(w.toLowerCase()));
}

/** Words by which any app says a request it made was changed (besides the new amount, which the builder adds). */
export const CHANGED_WORDS: readonly string[] = ['updated', 'update', 'changed', 'change', 'corrected', 'correction', 'adjusted', 'revised', 'edited', 'lowered', 'reduced', 'raised', 'bumped', 'new amount', 'instead', 'refund', 'refunded', 'small fix', 'fixed'];

/** A stem of the user's reason and the forms a text says it in ("smell" → "smells", "smelly", "smelled"); the checker reads whole words. */
export const stemForms = (stem: string): string[] => [...new Set([stem, `${stem}s`, `${stem}ed`, `${stem}ing`, `${stem}y`])];

/**
 * Where a shared task's app B says a thing in words of its own: a text, a voice note, an alarm's
 * label; and (s15 carry2) an email about the record, named in its subject or its body.
 */
const SHORT_SAYS = new Set(['phone.text_messages.message', 'phone.voice_messages.transcript', 'phone.alarms.label', 'gmail.emails.subject', 'gmail.emails.body']);

/** Records whose title the user gives as a description of a thing to do, money asked or what a draft is about (s15 carry2), not as a name. */
const DESCRIBED = new Set(['todoist.tasks', 'venmo.payment_requests', 'gmail.drafts']);

/**
 * s15 (carry2, loose_check): the words of the record's title that tell it from its look-alike,
 * the record named by the title the user first gave it ("Refill allergy meds (old)" beside
 * "Refill allergy meds at Walgreens" → "Walgreens"); all its words where none is the title's own.
 */
export function tellingWords(title: string, original: string | undefined): string[] {
  const words = recordWords(title);
  if (original === undefined) return words;
  const old = new Set(forWords(original).map((w) => w.toLowerCase()));
  const own = words.filter((w) => w === title.trim() || !old.has(w.toLowerCase()));
  return own.length > 1 ? own : words;
}

/**
 * s16 words3 (undictated_text): a note a voice message or a text is about ("send Mom a voice
 * message about the Nana dal recipe"): said aloud, a note's title is named in the speaker's words
 * ("Nana's dal recipe"), not spelled out; a telling word of it names the note as it names a to-do.
 * An email that points someone at a note (book-club-note-email) still gives its title whole, and
 * so does an alarm's label, where a title's telling word may be a person's name ("…for Chloe").
 */
const SAID_OF = new Set(['simple_note.notes|phone.voice_messages', 'simple_note.notes|phone.text_messages']);

const NOUN: Record<string, string> = { tasks: 'to-do', payment_requests: 'request', drafts: 'draft', notes: 'note', transactions: 'payment', expenses: 'expense' };

/**
 * s16 texts (undictated_text): money records whose title the user gives as a description of what
 * it was for ("Bike deposit, blue Trek"). A to-do the user asks about one ("check the bike deposit,
 * blue Trek refund") dictates no title: the title names the money by a word that tells it from its
 * look-alike, or by its amount, not by the description verbatim.
 */
const MONEY = new Set(['venmo.transactions', 'venmo.payment_requests', 'splitwise.expenses']);

/**
 * A shared task's text, voice note or alarm label about A's to-do or request (s15 carry,
 * undictated_text): where its rule holds the record's whole title and nothing else, it names the
 * record by one distinctive word of the title or by the request's amount instead. Other rules
 * (a text the user asked to say something, a record named by its name) are left as they are.
 */
/**
 * s30 s22 (mom-recipe-voice s30-s220-f2): a message that tells the record from its look-alike by
 * one proper name of its title alone ("Nana" of "Nana dal") may name the person and nothing of the
 * record ("Nana says hi"): it also says what the record is, by another word of its title or the
 * word the user put after the title ("the Nana dal recipe" → "dal", "recipe").
 */
function substanceWords(rule: FreeDef, title: string, telling: readonly string[], say: string | undefined): string[] {
  if (!['phone.text_messages.message', 'phone.voice_messages.transcript'].includes(`${rule.app}.${rule.table}.${rule.field}`)) return [];
  const lone = telling.filter((w) => w !== title.trim());
  const words = forWords(title).filter((w) => w !== title.trim());
  if (lone.length !== 1 || !/^\p{Lu}/u.test(lone[0] ?? '') || !words.some((w) => /^\p{Ll}/u.test(w))) return [];
  const after = say === undefined ? undefined : new RegExp(`${title.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W+(\\p{L}{3,})`, 'iu').exec(say)?.[1];
  const more = after !== undefined && !SMALL.has(after.toLowerCase()) ? [after] : [];
  return [...new Set([...words.filter((w) => w !== lone[0] && !WEAK.has(w.toLowerCase())), ...more])];
}

export function namingRecord(rule: FreeDef, source: { app: string; table: string }, title: string, amount?: number, original?: string, say?: string): FreeDef {
  const says = SHORT_SAYS.has(`${rule.app}.${rule.table}.${rule.field}`) && (DESCRIBED.has(`${source.app}.${source.table}`) || SAID_OF.has(`${source.app}.${source.table}|${rule.app}.${rule.table}`));
  // s16 texts: a to-do's title about money the user sent, asked or logged names it as a text does.
  const todo = `${rule.app}.${rule.table}.${rule.field}` === 'todoist.tasks.title' && MONEY.has(`${source.app}.${source.table}`);
  if (!says && !todo) return rule;
  if (typeof rule.constraint !== 'object' || !('contains' in rule.constraint) || rule.constraint.contains.length !== 1 || rule.constraint.contains[0] !== title || rule.mentions_one) return rule;
  const words = tellingWords(title, original);
  const substance = original === undefined || amount !== undefined ? [] : substanceWords(rule, title, words, say);
  // An email names it in its subject or its body: neither field alone must (s15 carry2).
  const other = rule.app === 'gmail' ? (rule.field === 'subject' ? 'body' : 'subject') : undefined;
  const orIn = [...new Set([...(rule.or_in ?? []), ...(other ? [other] : [])])];
  const either = orIn.length > 0;
  return {
    ...rule,
    ...(either ? { or_in: orIn } : {}),
    constraint: either ? 'any' : 'non_empty',
    mentions_one: [...words, ...(amount === undefined ? [] : [amount])],
    ...(amount === undefined ? {} : { as_amount: true }),
    ...(substance.length > 0 ? { names_one: substance } : {}),
    why: `the user dictates none of its words: it names the ${NOUN[source.table] ?? 'record'} they meant by a word of its title${original === undefined ? '' : ' that its older look-alike lacks'}${substance.length > 0 ? ` and says what it is (${substance.map((w) => `"${w}"`).join(', ')}), not only the name`: ''}${amount === undefined ? '' : ' or its amount'}${either ? `, here or in its ${orIn.join(' or ')}` : ''}; the rest of its wording is the app's`,
  };
}
