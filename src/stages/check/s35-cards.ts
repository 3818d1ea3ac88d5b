/**
 * s35 cards (issue #30): lines that are fields of the card above them, not the next record's title.
 *
 * A kept card read after reopen ("Saturday dinner" / "Rescheduled to May 28" / X / "Due May 27") ended at X when X had
 * no digit and no colon, so its stale "Due May 27" passed as another record's date (multi.dinner-party, move-in-day,
 * grandpa-voicemail-followup, dad-garage-handoff s32-re1-f1, s32-re2-f1). X is still the same card's field where it is
 * - a badge: a pictograph before a state word or a short label ("⭐ Starred", "🔥 High priority", "📌 Pinned",
 *   "🏷 Party", "📞 Phone");
 * - the people the to-do is shared with ("With Aisha", "Split with Chloe", "Together with Sam");
 * - a list, project or context of the common kinds ("Home", "Inbox", "Personal", "Family", "Errands", "Work");
 * - one or two words taken from the record's own name ("Dinner" under "Saturday dinner", "Garage" under "Fix the
 *   garage door", "Moving" under "Move into Pine Street"): a project or category named after it, not another to-do;
 * - a field with a label and a number ("Guests: 6", "Cost: $40"), between a due field and the same due field again.
 * The next record's title is still its own: "Groceries", "Pick up groceries", "Pay the rent" end the card.
 */
import { normalizeText } from './match.ts';
import { statusLine } from './duecard.ts';

/** Lists, projects and contexts of a to-do app that are no to-do's title. */
const LIST_WORDS = /^(?:home|house|household|personal|private|inbox|family|errands?|work|office|chores|admin|general|misc|miscellaneous|someday|phone|calls?|computer|email|kids|school|health|finance|finances|bills|today|this\s+week|next\s+week)$/iu;
const PICTO = /^\s*(?:\p{Extended_Pictographic}|[#@])\uFE0F?\s*/u;
/** Glyphs of a label, a folder or a place: what follows names the list the to-do is in. */
const LABEL_PICTO = /^\s*(?:🏷|📁|📂|🗂|🏠|📋|🔖|📞|☎)\uFE0F?\s*/u;
const WITH_LINE = /^\s*(?:\p{Extended_Pictographic}\uFE0F?\s*)?(?:(?:split|shared|together|done|going)\s+)?with\s+[\p{L}][\p{L}.'’&\s-]{0,30}$/iu;
const NUMBER_FIELD = /^\s*[\p{L}][\p{L}\s'’()-]{0,30}:\s*(?:\$|€|£)?\s*\d[\d.,]*\s*[\p{L}%]{0,12}\s*$/u;

/** A word's stem, for a word of the record's own name told in another form ("moving", "move"). */
const stem = (w: string): string => w.toLowerCase().replace(/(?:ing|ings|es|ed|s|e)$/u, '');

/** One or two words, all of them words (of four letters or more) of the record's own names. */
function ownWords(text: string, forms: readonly string[]): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (words.length === 0 || words.length > 2 || text.replace(/[\p{L}\s]/gu, '').trim() !== '') return false;
  const own = new Set(forms.flatMap((f) => (normalizeText(f).match(/\p{L}{4,}/gu) ?? []).map(stem)));
  return words.every((w) => w.length >= 4 && own.has(stem(w)));
}

/** A line that is a field of the record's card (`forms`: the record's names), not another record's title. */
export function cardField(line: string, forms: readonly string[]): boolean {
  const text = normalizeText(line).replace(/[.!]+$/u, '').trim();
  if (text === '') return false;
  if (statusLine(text) || WITH_LINE.test(text) || NUMBER_FIELD.test(text)) return true;
  if (LIST_WORDS.test(text)) return true;
  const bare = text.replace(PICTO, '').trim();
  if (bare !== text) {
    if (bare === '' || statusLine(bare) || LIST_WORDS.test(bare) || ownWords(bare, forms)) return true;
    // A label glyph before a short name ("🏷 Party", "📞 Phone").
    if (LABEL_PICTO.test(text) && (bare.match(/\p{L}+/gu) ?? []).length <= 2 && !/\p{N}/u.test(bare)) return true;
  }
  return ownWords(text, forms);
}
