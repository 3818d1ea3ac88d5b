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

/**
 * s35 cards (gift-pool s31-s242-f4, revise.14): a share told "each" beside a person's old share. A result saying
 * "$150 (3 ways, $50 each)" then "Chloe Patel owes $90" tells the user Chloe owes $90: the "each" does not give her
 * the $50. Where the result binds one of the record's own names (`own`, the group words like "each" left out) to
 * an amount other than `value` and never to `value`, it tells the record's value as another. An amount is the name's
 * where it stands after the name in the name's clause with no other name between ("Chloe Patel owes $90",
 * "Chloe $90", "Nora $50, Chloe $90"), or in a clause naming nobody after it ("Chloe Patel · $90 owed"); a line with
 * the name alone reads on with the line under it. A clause of the whole bill ("split $150 with Chloe", "$150 total",
 * "paid $150") gives nobody a share; "$150: Chloe $50" gives Chloe the $50.
 */
const GROUP = /^(?:each|everyone|everybody|every\s+person|per\s+person|apiece|per\s+head|a\s+head|each\s+person|all\s+of\s+us|each\s+of\s+us|each\s+of\s+them|all|both)$/iu;
const MONEY = /(?:[$€£]\s*)(\d[\d,]*(?:\.\d+)?)|(\d[\d,]*\.\d{2})(?!\d)/gu;
const WHOLE_BILL = /(?<!\p{L})(?:total|split|paid|cost|costs|came\s+to|expense|bill|ways|sale|price|instead\s+of|was|were|previously|formerly|from)(?!\p{L})/iu;
/** Lower case, spaces collapsed, the currency signs and cents kept (normalizeText drops them). */
const lite = (s: string): string => s.normalize('NFKC').replace(/[\uFE0E\uFE0F]/gu, '').toLowerCase().replace(/[\u00a0\s]+/gu, ' ').trim();
const SPLIT = /[,;/|·•()[\]\t]|\s[—–-]\s|\s(?:and|&)\s|→|->/u;

function nameSpots(clause: string, names: readonly string[]): number[] {
  const out: number[] = [];
  for (const w of names) {
    const n = lite(w);
    if (n === '') continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of clause.matchAll(re)) out.push((m.index ?? 0) + m[0].length);
  }
  return out;
}

/** The amounts each line binds to an own name (by number). */
function ownAmounts(line: string, own: readonly string[], rivals: readonly string[]): number[] {
  const out: number[] = [];
  let last: 'own' | 'rival' | undefined;
  for (const clause of lite(line).split(SPLIT).slice(0, 64)) {
    const o = nameSpots(clause, own);
    const r = nameSpots(clause, rivals);
    const whole = WHOLE_BILL.test(clause);
    for (const m of clause.matchAll(MONEY)) {
      const at = m.index ?? 0;
      const amount = Number((m[1] ?? m[2] ?? '').replace(/,/g, ''));
      if (whole || Number.isNaN(amount)) continue;
      const ob = Math.max(-1, ...o.filter((x) => x <= at));
      const rb = Math.max(-1, ...r.filter((x) => x <= at));
      if (o.length + r.length === 0 ? last === 'own' : ob > rb) out.push(amount);
    }
    if (o.length > 0 || r.length > 0) last = Math.max(-1, ...o) > Math.max(-1, ...r) ? 'own' : 'rival';
  }
  return out;
}

/** Does the result (`lines`) bind an own name to another amount than `value`, and to `value` nowhere? */
export function shareToldOther(lines: readonly string[], value: string, beside: readonly string[], rivals: readonly string[]): boolean {
  const want = Number(normalizeText(value).replace(/^\$\s*/u, '').replace(/,/g, ''));
  if (Number.isNaN(want)) return false;
  const own = beside.filter((w) => !GROUP.test(normalizeText(w).trim()) && /\p{L}/u.test(w));
  if (own.length === 0) return false;
  const named = (l: string): boolean => nameSpots(lite(l), [...own, ...rivals]).length > 0;
  const alone = (l: string): boolean => named(l) && !/\p{N}/u.test(l) && (lite(l).match(/\p{L}+/gu) ?? []).length <= 4;
  // A line with the name alone reads on with the line under it ("Chloe Patel" / "owes $90").
  const read = lines.map((l, k) => (alone(l) && k + 1 < lines.length && !named(lines[k + 1] ?? '') ? `${l} · ${lines[k + 1]}` : l));
  const amounts = read.flatMap((l) => ownAmounts(l, own, rivals));
  return amounts.length > 0 && !amounts.includes(want);
}
