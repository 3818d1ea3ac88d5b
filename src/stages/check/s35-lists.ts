/**
 * s35 lists (issue #30, re-probes s35-re0/re1): likes and bookmarks, list headings, friend requests, library link
 * captions led by arrows, notices.
 */
import { LIST } from './words3.ts';

/**
 * s34-d0-f1 (six library tasks): any back arrow right before "Back" ("↩ Back to your library", "⟵", "⬅️", "◀", "⇐",
 * "🔙", "↩︎"), after a separator or straight after the record's name ("X ← Back to library"), makes a link's caption:
 * the place after it is where the link goes, not the record's state. `before` is the text before the place word.
 */
const BACK_ARROW_ANY = /(?:^|[^\p{L}\p{N}])(?:[←<‹«⟵↩↵⬅◀◄⇐⇦◂↶⤺⟸↞⇠⬸]|🔙)[\uFE0E\uFE0F]?\s*back\s+$/iu;
export const backArrowed = (before: string): boolean => BACK_ARROW_ANY.test(before);

/**
 * refund-like s33-s262-f17, f18: a heading naming the list by what the user gave ("Likes given", "Likes you gave",
 * "Bookmarks made") names that list: read as its bare name ("likes").
 */
export const listNamed = (heading: string): string => heading.replace(/^(\s*(?:your\s+|my\s+|the\s+)?(?:likes|hearts|bookmarks|favou?rites))\s+(?:given|you(?:'ve|\s+have)?\s+(?:given|gave|made)|made|by\s+you|from\s+you)(?=\s*(?:\(\s*\d+\s*\)|:)?\s*$)/iu, '$1');

/**
 * halloween-like s32-re3-f1: on the way out of a list, a row said under, with or among the list ("— under your likes",
 * "— among likes"), liked by the user now ("— you like this", "— your like", "— like kept") is still in it: read as
 * "in likes" / "liked". Not after a negation ("no longer among", "you no longer like this", "don't like").
 */
const NEG = String.raw`(?<!(?:not|no\s+longer|never|n't|nt|no)\s+)`;
const AMONG_ANY = new RegExp(String.raw`(?<![\p{L}])${NEG}(?:among(?:st)?|under|with|within|inside|part\s+of|one\s+of)\s+(?=${LIST})`, 'giu');
const END = String.raw`(?=\s*(?:$|[.,;:!)\]—–·|•]))`;
const LIKED_SAID = new RegExp(String.raw`(?<![\p{L}])${NEG}(?:you\s+(?:still\s+)?like(?:\s+(?:this|it))?|(?:still\s+)?your\s+like|like\s+(?:kept|on|stays|still\s+on|active))${END}`, 'giu');
/** refund-like s33-s262-f17: a line opening with the likes list as its label ("Likes given: X, Y", "My likes: X") lists them in likes. */
const LIKES_LABEL = /^(\s*)(?:your\s+|my\s+|the\s+)?likes(?:\s+(?:given|you(?:'ve|\s+have)?\s+(?:given|gave)|by\s+you|from\s+you))?\s*:/iu;
export const likesKeptAsIn = (line: string): string => line.replace(LIKES_LABEL, '$1in likes:').replace(AMONG_ANY, 'in ').replace(LIKED_SAID, (m) => ` liked${' '.repeat(Math.max(0, m.length - 7))}`);

/**
 * playlist-bookmarks s32-re2-f1: a state word as a label whose value says it taken away ("— bookmark: removed",
 * "(liked playlists): unliked", "— heart: cleared") is the label's, not the state: the label is blanked.
 */
const LABEL_UNDONE = /([^:—–·|,;()[\]]*)(\)?\s*:\s*)((?:removed|deleted|cleared|erased|gone|undone|revoked|withdrawn|taken\s+(?:off|away|back)|off|none|no|un\p{L}+ed)\s*)(?=$|[.,;!)\]—–·|•])/giu;
/**
 * Only a label that holds one of the check's state words ("bookmark", "liked playlists") is read so, and the whole field
 * (label, colon and answer) is blanked: another setting's field ("Repeat: off", "Vibration: off") is left to the
 * switch readings, and no bare ": off" is left behind to be read as the record's own answer (singles s26).
 */
export const labelUndone = (line: string, words: readonly string[] = []): string => {
  const forms = words.map((w) => w.trim().toLowerCase()).filter((w) => /\p{L}/u.test(w));
  if (forms.length === 0) return line;
  const whole = (label: string, w: string): boolean => new RegExp(`(?<![\\p{L}])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'iu').test(label);
  // An answer that is itself a state word of the check ("On/Off: off" on a switch-off step) tells that state.
  return line.replace(LABEL_UNDONE, (m: string, label: string, _colon: string, answer: string) => (!forms.includes(answer.trim().toLowerCase()) && forms.some((w) => whole(label, w)) ? ' '.repeat(m.length) : m));
};

/**
 * friend-list-tidy s34-re1-f1: "friend" before "request", "invite", "invitation" or "suggestion" names that thing, not
 * a friend made ("— friend request pending", "Friend request sent to Zoe"); an accepted request is a friend.
 */
const FRIEND_THING = /(?<![\p{L}])(friend)(?=\s+(?:request|invite|invitation|suggestion)s?(?![\p{L}])(?![^.;|\n]*(?<![\p{L}])(?:accepted|approved|confirmed)(?![\p{L}])))/giu;
export const friendThingMasked = (line: string): string => line.replace(FRIEND_THING, (m) => ' '.repeat(m.length));

/**
 * statement-shredder s32-re2-f1: a heading that names the trash alone, led or followed by its icon ("🗑 Trash",
 * "Trash (2 items) 🗑"), called a folder ("Trash folder (2)"), or with a count not set off by a separator ("Trash 2",
 * "Trash [2]", "Trash #2"), is the trash: read as "trash".
 */
const TRASH_ALONE = /^[^\p{L}\p{N}]*(?:the\s+|your\s+|my\s+)?(?:trash(?:\s+can)?|bin|recycle\s+bin|recycling\s+bin|wastebasket)(?:\s+folder)?[^\p{L}\p{N}]*(?:\d+(?:\s+(?:items?|files?|entries|entry|notes?|things?|documents?|statements?))?)?[^\p{L}\p{N}]*$/iu;
export const trashNamed = (text: string): string => (TRASH_ALONE.test(text) ? 'trash' : text);

/**
 * catch-up-notices s33-s262-f15: on a check of one of two states (`opposite`: "unread" against "read"), a state word in a
 * clause said of before ("(was unread)", "previously unread", "(unread before)", "earlier: unread"), of a change failed
 * or to come ("marking unread failed", "will be marked unread", "(unread pending)", "could not mark unread"), of the
 * other records ("3 others unread", "Others: unread", a line "3 other notifications — unread"), or as a count's label
 * ("(unread: 0)") tells no state of the record now: blanked. The record's own names are read as names.
 */
const PAST = /(?<![\p{L}])(?:was|were|previously|formerly|once|used\s+to\s+be|had\s+been)(?![\p{L}])|(?<![\p{L}])(?:before|earlier|prior)(?![\p{L}])\s*(?::|$)/iu;
const UNDONE = /(?<![\p{L}])(?:fail(?:ed|s|ure)?|error|could\s*n[o']?t|couldn't|can'?t|cannot|unable|will|to\s+be|pending|queued|not\s+yet)(?![\p{L}])/iu;
const OTHERS = /(?<![\p{L}])(?:others?|the\s+rest|remaining)(?![\p{L}])/iu;
const CLAUSES = /([,;()[\]·—–|•]|\s-\s)/u;
const OTHERS_LINE = /^[^\p{L}]*(?:\d+\s+|all\s+|the\s+)?others?(?![\p{L}])/iu;
export function pairNowMasked(line: string, stateWords: readonly string[], names: readonly string[]): string {
  const words = stateWords.map((w) => w.trim()).filter((w) => /\p{L}/u.test(w)).sort((a, b) => b.length - a.length);
  if (words.length === 0) return line;
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const counted = new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(esc).join('|')})\\s*:\\s*\\d`, 'iu');
  const unnamed = (t: string): string => names.filter((n) => n.trim().length >= 2).reduce((acc, n) => acc.replace(new RegExp(esc(n.trim()), 'giu'), ' '), t);
  const blank = (t: string): string => t.replace(word, (m) => ' '.repeat(m.length));
  if (OTHERS_LINE.test(unnamed(line))) return blank(line);
  const has = new RegExp(word.source, 'iu');
  return line.split(CLAUSES).map((c, k) => {
    if (k % 2 === 1 || !has.test(c)) return c;
    const plain = unnamed(c);
    // A wait word that is itself a state word of the check ("pending" of an item open again) is that state, no wait.
    return PAST.test(plain.trim()) || UNDONE.test(blank(plain)) || OTHERS.test(plain) || counted.test(plain) ? blank(c) : c;
  }).join('');
}
