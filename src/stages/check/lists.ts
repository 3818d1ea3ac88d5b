/**
 * s32 lists: readings of a thing taken out of a list (liked, blocked) on the checks of the way out.
 */
import { LIST, REMOVAL_VERB, outOfListMasked } from './words3.ts';
import { likesKeptAsIn, listNamed } from './s35-lists.ts';

const blank = (m: string): string => ' '.repeat(m.length);
/** A bare "from <list>" (no removal verb before it in its clause): "Calls from blocked numbers are silenced". */
const FROM_LIST = new RegExp(String.raw`(?<![\p{L}])from\s+${LIST}`, 'giu');
const VERB_BEFORE = new RegExp(String.raw`(?<![\p{L}])${REMOVAL_VERB}(?![\p{L}])[^.;!?|\n]*$`, 'iu');
/** A removal from a list still to come: "will be removed from blocked numbers", "to be taken off the block list". */
const TO_COME = new RegExp(String.raw`(?<![\p{L}])(?:(?:will|won'?t|to|can|could|should|going\s+to|about\s+to|yet\s+to)\s+(?:\p{L}+\s+)?be|['’]ll\s+be|being|pending)\s+${REMOVAL_VERB}(?![\p{L}])(?:\s+\S+){0,6}?\s+(?:from|out\s+of|off)\s+${LIST}`, 'giu');
/**
 * s33 vocab (ex-landlord-block s32-re1-f1): a removal under way ("removing from blocked numbers…") or one named with its
 * wait ("removal from blocked numbers scheduled", "(queued)") is to come too; not one said done after it ("— done").
 */
const WAIT_AFTER = String.raw`(?:scheduled|queued|pending|planned|in\s+progress|under\s*way|requested|on\s+hold|waiting|awaiting\s+\p{L}+|not\s+(?:yet\s+)?(?:done|complete|finished))`;
const UNDER_WAY = new RegExp(String.raw`(?<![\p{L}])(?:(?:removing|deleting|dropping|clearing|taking\s+(?:\p{L}+\s+)?(?:off|out))(?:\s+\S+){0,6}?\s+(?:from|out\s+of|off)\s+${LIST}(?![^.;|\n]{0,24}(?<![\p{L}])(?:done|complete[d]?|finished|✓|✔))|(?:removal|deletion|unblock(?:ing)?|unlik(?:e|ing))(?:\s+\S+){0,6}?\s+(?:from|out\s+of|off)\s+${LIST}[^.;|\n]{0,12}?(?<![\p{L}])${WAIT_AFTER}(?![\p{L}]))`, 'giu');
const toCome = (line: string, by: (m: string) => string): string => line.replace(TO_COME, by).replace(UNDER_WAY, by);
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
    const out = toCome(line, blank);
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
  const h = listNamed(heading).toLowerCase().replace(/\(\s*\d+\s*\)|:\s*$/gu, '').replace(/\s+/gu, ' ').trim().replace(/^(?:your|my|the)\s+/u, '');
  if (h === '') return false;
  // s33 vocab (album-of-the-week s32-re0-f4): a list named by its verb ("Albums you like", "Songs you've liked") where
  // the old state is that verb done ("liked").
  const verb = /^(?:\p{L}+\s+){1,2}(?:you|i|we)\s+(?:'ve\s+|have\s+)?(like|love|heart|favou?rite|save|bookmark|block)(?:d|ed)?$/u.exec(h.replace(/[‘’]/gu, "'"));
  if (verb !== null && was.some((w) => new RegExp(`^${verb[1] ?? ''}(?:d|ed)$`, 'iu').test(w.trim()))) return true;
  return was.some((w) => w.toLowerCase().replace(/\s+/gu, ' ').trim().replace(/^(?:still\s+|back\s+)?in\s+(?:the\s+|your\s+|my\s+)?/u, '') === h && /^(?:still\s+|back\s+)?in\s/iu.test(w.trim()));
}

/**
 * s32 lists (ex-landlord-block s31-d1-f3): on a gone check of the way out of a list, a removal still to come ("will be
 * removed from blocked numbers") tells the record still in it: read as the old state's first word.
 */
export function toComeAsWas(stateWords: readonly string[], was: readonly string[]): (line: string) => string {
  const word = was.find((w) => /\p{L}/u.test(w));
  if (word === undefined || !stateWords.some((w) => /^(?:removed|un|from\s)/iu.test(w.trim()))) return (line) => line;
  return (line) => toCome(line, () => ` ${word} `);
}

/**
 * s33 vocab (album-of-the-week s32-re0-f4, halloween-like s32-re3-f1): "among your likes", "part of your likes", "one of
 * your likes" say the thing in that list, as "in your likes" does: read so on a check of the way out (not after "not"/
 * "no longer", which the state's own words read).
 */
const AMONG = new RegExp(String.raw`(?<![\p{L}])(?<!(?:not|no\s+longer|never)\s+)(?:among(?:st)?|part\s+of|one\s+of|within|inside)\s+(?=(?:the|your|my)\s+${LIST})`, 'giu');
// s35 lists (halloween-like s32-re3-f1): under, with or among a list without its article, liked by the user now (./s35-lists.ts).
export const amongAsIn = (line: string): string => likesKeptAsIn(line.replace(AMONG, 'in '));
