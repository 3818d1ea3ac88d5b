/**
 * s32 lane private (F-private findings): readings of a privacy/trash/section state that earlier lanes left open.
 */
import { normalizeText } from './match.ts';
import { LATER_VIS, thenLaterMasked } from './s35-vis.ts';

/**
 * s31-r4-f3..f6, f10: a state heading that puts the state after a condition, a review or a wait, or asks it
 * ("Public after you confirm", "Waiting to go public", "Everyone (after review)", "Open to all?", "Requested: public").
 */
// s33 vocab (s32-re1-f1 road-trip-mix-text, party-electronic): a wait said "on hold" ("Public (on hold)", "Public — on hold").
const HEAD_WAITS = /(?<![\p{L}])(?:after|awaiting|waiting|wait|requested|request\s*:|(?:in|under|pending|for)\s+review|reviewing|approval|confirm|confirmation|not yet|ready to|upon|on\s+hold|held)(?![\p{L}])|\?\s*$/u;
export const headingWaits = (heading: string): boolean => HEAD_WAITS.test(normalizeText(heading).trim()) && !/(?<![\p{L}])(?:published|shared|made|approved|confirmed|reviewed)\s+(?:after|on|upon)(?![\p{L}])/u.test(normalizeText(heading));

/** A row saying only its owner sees it ("— only you", "— just me", "— sharing off"): private in other words. */
/**
 * s33 vocab (s32-re3-f1, s32-re2-f1, s32-re1-f1, s32-re0-f6): the same in other orders and words ("visible to you
 * only", "only visible to me", "you only", "me only", "just for me", "for my eyes only", "only I can see it"); not
 * when denied ("not only you", "not just me").
 */
const ROW_PRIVATE = /(?<![\p{L}])(?<!(?:not|n't)\s+)(?:(?:(?:visible|viewable|shown|seen)\s+)?only\s+(?:(?:visible|viewable|shown)\s+)?(?:to\s+|by\s+|for\s+)?(?:you|me)|(?:(?:visible|viewable|shown)\s+)?(?:to\s+|by\s+|for\s+)?(?:you|me)\s+only|only\s+(?:i|you)\s+(?:can\s+)?(?:see|view)|for\s+(?:my|your)\s+eyes\s+only|just\s+(?:for\s+)?(?:you|me)|sharing\s+(?:off|disabled|stopped|paused)|not\s+shared|unshared)(?![\p{L}])/u;
export const rowSaysPrivate = (row: string, opposite: readonly string[]): boolean => opposite.some((o) => /^(?:private|hidden)$/u.test(normalizeText(o).trim())) && ROW_PRIVATE.test(normalizeText(row));

const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A time to come right after a state word ("private later", "private: tomorrow", "private at midnight", "private in 1 hour"). */
const LATER = String.raw`(?:later(?:\s+today)?|tomorrow|tonight|next(?:\s+\p{L}+)?|this\s+(?:evening|afternoon|weekend)|at\s+(?:midnight|noon|the\s+end\s+of\s+\p{L}+)|in\s+(?:\d+|an?|one|two|a\s+few)\s+(?:min(?:ute)?s?|hours?|days?|weeks?)|on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day|from\s+(?:tomorrow|next\s+\p{L}+|monday|tonight)|(?:after|at|from)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?|h)?(?![\p{N}])|(?:after|at|from)\s+\d{1,2}\s*(?:o'?clock)|on\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?\s+\d{1,2}(?:st|nd|rd|th)?|on\s+\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*|on\s+\d{4}-\d{2}-\d{2}|${LATER_VIS})`;
/**
 * s31-r3-f4, f5 (campfire-text, slow-jams-text): a state word said of a time to come ("— public (private later)",
 * "; private at midnight", "(private next)") tells no state now; blanked. s33 vocab (s32-re3-f1): a clock time or date
 * ("(private after 18:00)", "(private at 9 PM)", "(private on June 10)") too. A past event's word ("made private on
 * Monday", "set private …") is a log, kept.
 */
export function laterMasked(line: string, words: readonly string[]): string {
  const forms = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return line;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(esc).join('|')})(?=\\s*[:(—–-]?\\s*${LATER}(?![\\p{L}]))`, 'giu');
  // s35 vis (slow-jams-text s32-re3-f1): "public until 18:00, then private" (./s35-vis.ts).
  const text = normalizeText(thenLaterMasked(line, forms));
  const out = text.replace(re, (m: string, at: number) => (/^(?:made|set|turned|went|changed|switched|became)\s/u.test(m) || /(?:made|set|turned|went|changed|switched|became|was|been)\s+$/u.test(text.slice(Math.max(0, at - 12), at)) ? m : ' '.repeat(m.length)));
  return out === normalizeText(line) ? line : out;
}

/**
 * s31-p1-f1 (vacation-draft-bin): a deletion or trash move said undone after it ("Moved X to the trash — undone",
 * "(undone)", "deleted, then restored") tells no deletion: its deletion words are blanked. A bare "Undo" is an offer, kept.
 */
const UNDONE_AFTER = /(?:[—–,;(:·|-]|\s)\s*(?:and\s+|but\s+)?(?:then\s+)?(?:undone|restored|undeleted|recovered|reverted|rolled\s+back|put\s+back|brought\s+back|moved\s+back|undo\s+done|taken\s+back\s+out)(?![\p{L}])/u;
const DELETION_WORDS = /(?<![\p{L}])(?:moved|sent|put|deleted|removed|trashed|binned|discarded|trash|bin|recycle|recycling|deletion)(?![\p{L}])/gu;
export function undoneMasked(line: string): string {
  const text = normalizeText(line);
  const m = UNDONE_AFTER.exec(text);
  if (m === null) return line;
  const before = text.slice(0, m.index);
  if (!DELETION_WORDS.test(before)) return line;
  DELETION_WORDS.lastIndex = 0;
  return before.replace(DELETION_WORDS, (w) => ' '.repeat(w.length)) + text.slice(m.index);
}
