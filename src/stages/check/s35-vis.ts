/**
 * s35 lane vis (issue #30): readings of a visibility state (public / private) that earlier lanes left open.
 *
 * Each reading holds only for a check whose words are a visibility pair (a word of private, hidden or
 * secret on either side), so an alarm's "off" or a to-do's "done" is read as before.
 */
import { normalizeText, textShows } from './match.ts';

const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const blank = (m: string): string => ' '.repeat(m.length);
const VIS_WORD = /^(?:private|privately|hidden|secret|public|publicly)$/u;
/** Whether a check's words (its state, or the other state) are a visibility pair. */
export const isVisibility = (...lists: readonly (readonly string[] | undefined)[]): boolean => lists.some((l) => (l ?? []).some((w) => VIS_WORD.test(normalizeText(w).trim())));

/**
 * s32-re3-f1 (breakup-comfort-mix), s32-re1-f1 (road-trip-mix-text): a row saying only its owner has it
 * ("— yours only", "— just yours", "— owner only", "— personal", "— locked 🔒") or that nobody can find it
 * ("— nobody else can see it", "— not listed", "— not searchable", "— link only") tells it private, whatever
 * heading is over it. "— yours", "— your playlist", "— public, yours" say whose it is, not who sees it: kept.
 */
const ROW_NOT_PUBLIC = new RegExp([
  String.raw`(?<![\p{L}])(?<!(?:not|n't|no\s+longer)\s+)(?:(?:yours|mine)\s+(?:only|alone)|only\s+(?:yours|mine)|just\s+(?:yours|mine)|(?:visible\s+|viewable\s+|shown\s+)?only\s+(?:to|for)\s+(?:its|the|their)\s+owner|owner\s+only|owner-only)(?![\p{L}])`,
  String.raw`(?<![\p{L}])(?:personal|locked)\s*(?:🔒|🔐)?\uFE0F?\s*(?:$|[)\],;·|—–])`,
  String.raw`[🔒🔐]`,
  String.raw`(?<![\p{L}])(?:nobody|no\s+one|no-one)(?:\s+else)?\s+(?:can|could|may|will)\s+(?:see|find|view|access|discover|search)(?![\p{L}])`,
  String.raw`(?<![\p{L}])(?:not|never|un)[\s-]*(?:listed|searchable|findable|discoverable|visible\s+to\s+(?:others|anyone|everyone)|in\s+search)(?![\p{L}])`,
  String.raw`(?<![\p{L}])(?:(?:link|url)\s+only|only\s+(?:via|with|by|through)\s+(?:the\s+|a\s+)?(?:link|url)|only\s+people\s+with\s+the\s+link)(?![\p{L}])`,
].join('|'), 'u');
const PRIVATE_WORD = /^(?:private|hidden|secret)$/u;
/** Only where the state asked is public (its other state is private): under a private state's heading, "yours only" agrees. */
export const rowNotPublic = (row: string, opposite: readonly string[]): boolean => opposite.some((o) => PRIVATE_WORD.test(normalizeText(o).trim())) && ROW_NOT_PUBLIC.test(normalizeText(row));

/** s32-re1-f1 (road-trip-mix-text): a state heading whose state is said stopped after it ("Public — paused", "Public (off)"). */
const HEAD_OFF = /\S\s*(?:[—–:(,[]|\s-)\s*(?:paused|suspended|disabled|deactivated|inactive|stopped|off|revoked|withdrawn|turned\s+off|switched\s+off|halted)\s*[)\]]?\s*$/u;
export const headingOff = (heading: string, opposite: readonly string[]): boolean => isVisibility(opposite) && HEAD_OFF.test(normalizeText(heading).trim());

/**
 * s32-re1-f1 (venmo-private-payment): a visibility word answered no right after it ("Private (no)", "Private — off",
 * "Private 🛇", "Private ⊘", "Private 🙅", "Private ☒") tells the state not had: the word is blanked.
 */
const NO_MARK = String.raw`(?:🛇|⦸|⊘|🙅[\u{1F3FB}-\u{1F3FF}]?(?:\u200D[♀♂])?|☒|🚷|✗|✘|✖|✕|❌|×|❎|🚫|⛔|⊗|⨯)\uFE0F?`;
const ANSWER_NO = String.raw`(?:no|off|false|nope|none|disabled)`;
export function visNoMasked(line: string, words: readonly string[]): string {
  if (!isVisibility(words)) return line;
  const forms = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return line;
  const text = normalizeText(line);
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(esc).join('|')})(?=\\s*(?:${NO_MARK}|[([]\\s*${ANSWER_NO}\\s*[)\\]]|[—–]\\s*${ANSWER_NO}\\s*(?:$|[.;,)])|\\s-\\s*${ANSWER_NO}\\s*(?:$|[.;,)])))`, 'giu');
  const out = text.replace(re, blank);
  return out === text ? line : out;
}

/**
 * s34-re1-f2, s35-re1-f2 (study-focus): a bare truth word among a check's state words ("true", "yes") tells the
 * state only as the answer of a field the state names ("public: true", "(is_public: true)", "Private payment: yes");
 * bare ("— true") or of another field ("private: true", "hidden: true", "only me: true") it is blanked.
 */
const TRUTH = /(?<![\p{L}\p{N}_])(?:true|yes)(?![\p{L}\p{N}_])/giu;
const SEP = /[—–(),;·|[\]{}"“”]|\s-\s|^/gu;
export function truthMasked(line: string, words: readonly string[]): string {
  const norm = words.map((w) => normalizeText(w).trim());
  if (!norm.some((w) => w === 'true' || w === 'yes')) return line;
  const named = norm.filter((w) => w !== 'true' && w !== 'yes' && /\p{L}/u.test(w));
  const text = normalizeText(line);
  const out = text.replace(TRUTH, (m: string, at: number) => {
    const before = text.slice(0, at);
    let start = 0;
    for (const s of before.matchAll(SEP)) start = (s.index ?? 0) + s[0].length;
    const label = before.slice(start).replace(/[:=?]\s*$/u, '').replace(/_/gu, ' ').trim();
    return label !== '' && named.some((w) => textShows(label, w, 'normalized')) ? m : blank(m);
  });
  return out === text ? line : out;
}

/** Both word readings, for a line of a check with these state words. */
export const visRead = (line: string, words: readonly string[]): string => truthMasked(visNoMasked(line, words), words);

/**
 * s32-re3-f1 (slow-jams-text): more times to come right after a state word, joined to private.ts's own list
 * ("private after Friday", "private by 18:00", "private as of June 10", "private starting Monday").
 * "as of today", "as of 12:00", "since …" say the state now: kept. A bare clock after the word ("private 18:00") is
 * not read: a log's time stamp has that shape ("— unread (09:12)").
 */
const DAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const DATE = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*|\d{4}-\d{2}-\d{2})`;
const CLOCK = String.raw`(?:\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?|h)?|\d{1,2}\s*(?:[ap]\.?m\.?|o'?clock))(?![\p{N}])`;
const COMING = String.raw`(?:tomorrow|tonight|midnight|noon|next\s+\p{L}+|the\s+weekend|the\s+end\s+of\s+\p{L}+|${DAY}|${DATE})`;
export const LATER_VIS = String.raw`(?:after\s+(?:${COMING}|today|this\s+(?:week|weekend|evening|afternoon|morning|month|year))|by\s+(?:${COMING}|${CLOCK}|today|end\s+of\s+\p{L}+)|as\s+of\s+${COMING}|(?:starting|beginning|effective|from)\s+(?:${COMING}|${CLOCK}))`;

/** "public until 18:00, then private": the state word after "until …, then" is to come; a past ("was public until …") is kept. */
export function thenLaterMasked(line: string, forms: readonly string[]): string {
  if (forms.length === 0) return line;
  const text = normalizeText(line);
  const re = new RegExp(`(?<![\\p{L}])(?:until|till|til|up\\s+to)\\s+[^;.]{1,40}?,?\\s*(?:and\\s+)?then\\s+(?:goes\\s+|going\\s+|becomes\\s+|turns\\s+)?(${forms.map(esc).join('|')})(?![\\p{L}])`, 'giu');
  const out = text.replace(re, (m: string, w: string, at: number) => (/(?<![\p{L}])(?:was|were|been|had\s+been)\s+[^;.]{0,30}$/u.test(text.slice(Math.max(0, at - 40), at)) ? m : m.slice(0, m.length - w.length) + blank(w)));
  return out === text ? line : out;
}
