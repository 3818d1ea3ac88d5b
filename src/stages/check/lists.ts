/**
 * s32 lists: readings of a thing taken out of a list (liked, blocked) on the checks of the way out.
 */
import { LIST, REMOVAL_VERB, outOfListMasked } from './words3.ts';

const blank = (m: string): string => ' '.repeat(m.length);
/** A bare "from <list>" (no removal verb before it in its clause): "Calls from blocked numbers are silenced". */
const FROM_LIST = new RegExp(String.raw`(?<![\p{L}])from\s+${LIST}`, 'giu');
const VERB_BEFORE = new RegExp(String.raw`(?<![\p{L}])${REMOVAL_VERB}(?![\p{L}])[^.;!?|\n]*$`, 'iu');
/** A removal from a list still to come: "will be removed from blocked numbers", "to be taken off the block list". */
const TO_COME = new RegExp(String.raw`(?<![\p{L}])(?:(?:will|won'?t|to|can|could|should|going\s+to|about\s+to|yet\s+to)\s+(?:\p{L}+\s+)?be|['’]ll\s+be|being|pending)\s+${REMOVAL_VERB}(?![\p{L}])(?:\s+\S+){0,6}?\s+(?:from|out\s+of|off)\s+${LIST}`, 'giu');
const BARE_FROM = /^from\s/iu;

/**
 * On a check of the way out of a list whose words hold a bare "from <list>" (spam-blocker s31-d2-f1): that "from" tells
 * the way out only after a removal verb in its clause; and a removal still to come (ex-landlord-block s31-d1-f3) tells
 * nothing on any such check.
 */
export function outOfListSaid(stateWords: readonly string[]): (line: string) => string {
  const bare = stateWords.some((w) => BARE_FROM.test(w.trim()));
  const outward = bare || stateWords.some((w) => /^(?:removed|un)/iu.test(w.trim()));
  if (!outward) return (line) => line;
  return (line) => {
    const out = line.replace(TO_COME, blank);
    return bare ? out.replace(FROM_LIST, (m: string, at: number) => (VERB_BEFORE.test(out.slice(0, at)) ? m : blank(m))) : out;
  };
}

/** Both readings of a list on a check: into a list (outOfListMasked) and out of one (outOfListSaid). */
export function listsRead(stateWords: readonly string[]): (line: string) => string {
  const into = outOfListMasked(stateWords);
  const out = outOfListSaid(stateWords);
  return (line) => out(into(line));
}

/**
 * s32 lists (album-of-the-week s31-d1-f4, halloween-like s31-d1-f5): a heading that is just a list's name ("Likes",
 * "Your likes (3)") over a row says it in that list, where the old state's words put it there ("in likes").
 */
export function listHeadingOld(heading: string, was: readonly string[]): boolean {
  const h = heading.toLowerCase().replace(/\(\s*\d+\s*\)|:\s*$/gu, '').replace(/\s+/gu, ' ').trim().replace(/^(?:your|my|the)\s+/u, '');
  if (h === '') return false;
  return was.some((w) => w.toLowerCase().replace(/\s+/gu, ' ').trim().replace(/^(?:still\s+|back\s+)?in\s+(?:the\s+|your\s+|my\s+)?/u, '') === h && /^(?:still\s+|back\s+)?in\s/iu.test(w.trim()));
}

/**
 * s32 lists (ex-landlord-block s31-d1-f3): on a gone check of the way out of a list, a removal still to come ("will be
 * removed from blocked numbers") tells the record still in it: read as the old state's first word.
 */
export function toComeAsWas(stateWords: readonly string[], was: readonly string[]): (line: string) => string {
  const word = was.find((w) => /\p{L}/u.test(w));
  if (word === undefined || !stateWords.some((w) => /^(?:removed|un|from\s)/iu.test(w.trim()))) return (line) => line;
  return (line) => line.replace(TO_COME, ` ${word} `);
}
