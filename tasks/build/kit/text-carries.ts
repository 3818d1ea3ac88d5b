/**
 * The one thing a text the app words itself must carry (issue #30, loose_check).
 *
 * A text, email, draft or comment the user dictates no words for is the app's to word
 * (kit/said-parts.ts frees it), but the user's request still says what it is about: "draft it to
 * Zoe" about the blender names the product, "a draft email with my request" names the song, "text
 * the playlist" names it, "mail a confirmation" of the $45 fee says 45, "text her thanks" says a
 * thanks word, "so she knows it went through" says the amount or a paid word. The free rule keeps
 * its constraint and must also mention ONE of a few words or values (`mentions_one`): never a
 * sentence of ours, never all of them.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { FreeDef } from './checks.ts';

type Value = string | number | boolean | null;

/** Words by which any app says thanks. */
export const THANKS: readonly string[] = ['thank', 'thanks', 'thank you', 'thankyou', 'thx', 'ty', 'grateful', 'appreciate', 'appreciated', 'appreciate it', 'cheers'];

/** Words by which any app says a payment went through (besides the amount, which the builder adds). */
// s20 (s20-S8-f1): "repaid" and "reimbursed" too ("Just repaid you for lunch").
export const WENT_THROUGH: readonly string[] = ['paid', 'sent', 'payment', 'venmo', 'venmoed', 'transferred', 'went through', 'repaid', 'reimbursed', 'paid back'];

/** Whether the user's words ask the text to thank ("text Mira thanks", "comment thanks", "a thank-you"). */
export const asksThanks = (said: string): boolean => /(?<![a-z])thank(s|[- ]you)?(?![a-z])/i.test(said);

/** Whether the user's words ask for a receipt ("email her the receipt"): a record of the amount, not only that it was paid. */
export const asksReceipt = (said: string): boolean => /(?<![a-z])receipts?(?![a-z])/i.test(said);

/** One free rule that must also mention one of `one`, here or in the row's `orIn` fields. */
export function carrying(rule: FreeDef, one: readonly Value[], orIn: readonly string[] = [], why?: string, asAmount = false, orAt: readonly RecordField[] = []): FreeDef {
  const or = [...new Set([...(rule.or_in ?? []), ...orIn])].filter((f) => f !== rule.field);
  const at = [...(rule.mentions_or_at ?? []), ...orAt];
  return { ...rule, mentions_one: [...new Set([...(rule.mentions_one ?? []), ...one])], ...(or.length > 0 ? { or_in: or } : {}), ...(at.length > 0 ? { mentions_or_at: at } : {}), ...(why ? { why } : {}), ...(asAmount ? { as_amount: true } : {}) };
}

/** A field of another table's rows the same episode writes. */
export interface RecordField {
  app: string;
  table: string;
  field: string;
}

/** What one episode's made-up text must carry: the free field (any table) of `app`, its sibling fields, the values (one of). */
export interface Carry {
  episode: string;
  app: string;
  field: string;
  /** Other prose fields of the row where the value may be said instead (an email's subject). */
  orIn?: string[];
  one: readonly Value[];
  /**
   * Other records the same step writes where the value may be said instead (the medicine named in
   * the note's title or text rather than in the alarm's label).
   */
  orAt?: RecordField[];
  /** Why, in one line: what the user's words say the text is about. */
  why: string;
  /** Its numbers are sums of money: each counts only written as an amount ("$8", "8.00", "8 dollars"), not as a bare digit. */
  asAmount?: boolean;
  /** Left as it is where a rule of the app already holds one of the values whole (its `contains`). */
  unlessHeld?: boolean;
}

/**
 * The task with each carry applied to the free rules of its episode's end-state checks. A carry
 * whose field no end-state check leaves free is a builder error (the text is compared whole, or
 * not made): it throws.
 */
export function withCarries(t: TaskInput, carries: readonly Carry[]): TaskInput {
  if (carries.length === 0) return t;
  const episodes = t.episodes.map((e) => {
    const mine = carries.filter((c) => c.episode === e.id);
    if (mine.length === 0) return e;
    let hit = new Set<Carry>();
    const assertions = (e.assertions ?? []).map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      // A carry some rule of the app already holds (its `contains` has one of the values) is met.
      const held = (c: Carry): boolean => c.unlessHeld === true && (a.free ?? []).some((f) => f.app === c.app && typeof f.constraint === 'object' && 'contains' in f.constraint && f.constraint.contains.some((v) => c.one.includes(v)));
      const free = (a.free ?? []).map((f) => {
        const c = mine.find((x) => x.app === f.app && x.field === f.field);
        if (!c) return f;
        if (held(c)) {
          hit = new Set([...hit, c]);
          return f;
        }
        hit = new Set([...hit, c]);
        return carrying(f as FreeDef, c.one, c.orIn, c.why, c.asAmount, c.orAt);
      });
      return { ...a, free };
    });
    for (const c of mine) if (!hit.has(c)) throw new Error(`${t.id}: episode ${c.episode} leaves no ${c.app}.${c.field} free to carry ${JSON.stringify(c.one)}`);
    return { ...e, assertions };
  });
  return { ...t, episodes } as TaskInput;
}

/** Words by which any app tells of a money request it made. */
export const REQUEST_WORDS: readonly string[] = ['request', 'requested', 'requesting', 'venmo', 'owe', 'owes', 'your half', 'your share', 'pay me', 'chip in'];

/** Words by which any app says a debt was settled (besides the amount, which the builder adds). */
export const SETTLED_WORDS: readonly string[] = ['settled', 'settle', 'settled up', 'squared', 'square', 'all square', 'squared up', 'paid', 'paid back', 'paid up', 'repaid', 'cleared', 'quits', 'even', 'all good'];

/** Words by which any app says a note was shared or is there. */
export const SHARED_WORDS: readonly string[] = ['note', 'notes', 'shared', 'share', 'sharing', 'simplenote', 'edit', 'editing'];

/** Words by which any app says an item goes back (a return's ship-by to-do). */
export const RETURN_WORDS: readonly string[] = ['return', 'returns', 'returning', 'ship', 'ship back', 'shipping', 'send back', 'mail back', 'post back', 'drop off'];

/**
 * The words by which a person names a product or record the user named: the whole name, its head
 * before the first comma ("True Wireless Earbuds" of "True Wireless Earbuds, Mint") and the head's
 * last word in the singular and the plural ("earbud", "earbuds"). Never a colour or a size.
 */
export function nameWords(name: string): string[] {
  const head = name.split(',')[0]?.trim() ?? name;
  const noun = head.split(/\s+/).at(-1)?.toLowerCase() ?? '';
  const forms = noun.length < 3 ? [] : noun.endsWith('s') ? [noun, noun.slice(0, -1)] : [noun, `${noun}s`];
  return [...new Set([name, head, ...forms])].filter((w) => w !== '');
}

/**
 * Distinctive words of a subject or title the user named ("Car insurance renewal" → "insurance",
 * "renewal"): words of four or more letters beside the whole, so a to-do about it can be worded
 * freely but still names it.
 */
export function subjectWords(subject: string): string[] {
  const words = subject.split(/[^A-Za-z0-9'-]+/).filter((w) => w.length >= 4 && !SMALL_WORDS.has(w.toLowerCase()));
  return [...new Set([subject, ...words])];
}

const SMALL_WORDS = new Set(['with', 'from', 'that', 'this', 'your', 'about', 'have', 'will', 'what', 'when', 'just', 'into', 'over', 'next', 'some']);

/** Words by which any app points at a comment it left (a text "about the comment" on an expense). */
export const COMMENT_WORDS: readonly string[] = ['comment', 'commented', 'comments', 'splitwise', 'expense'];

/** Words by which any app tells of a project invite it sent (a text "about the invite"): beside the project's name. */
export const INVITE_WORDS: readonly string[] = ['invite', 'invited', 'invitation', 'join', 'project', 'todoist', 'accept', 'shared', 'share'];

// s13 (carry13): no list of split words. A text about a bill the app split tells the charge (the
// total or the person's half, as money): "you owe me" alone passes a wrong sum.

// s13 (carry13): no list of gift words. An email about a gift the app ordered names what was
// ordered (the product's words or the order's number): "Baby gift" / "Hi!" says nothing of it.

/**
 * s12 (free12, loose_check): the carries that apply only where the episode leaves the text bare —
 * its field and every `orIn` sibling free as `any`, with nothing to mention. "Email Lucas" after
 * ordering the gift leaves the email's words to the app, but the email is about that gift: an
 * empty or unrelated email is wrong. Where the user's words already ask something of the text
 * ("email Hana the order number", kit/order-told.ts), that rule stands and this adds nothing.
 */
export function withBareCarries(t: TaskInput, carries: readonly Carry[]): TaskInput {
  const bare = carries.filter((c) => {
    const episode = t.episodes.find((e) => e.id === c.episode);
    const rules = (episode?.assertions ?? []).flatMap((a) => (a.type === 'world_matches_reference' ? (a.free ?? []) : []));
    const fields = [c.field, ...(c.orIn ?? [])];
    const mine = rules.filter((f) => f.app === c.app && fields.includes(f.field));
    return mine.length === fields.length && mine.every((f) => (f.constraint ?? 'any') === 'any' && (f.mentions_one ?? []).length === 0);
  });
  return withCarries(t, bare);
}
