/**
 * s31 words: offers read by kind (S24 findings s31-s242-f1, s31-s242-f3).
 *
 * A phrasal verb whose head is a bare verb ("turn off", "switch on") is an imperative, not a noun
 * with its state after it ("Snooze off"): "Bins out — Turn off" offers the change. A link whose
 * caption leads with such a verb ("<a>Turn off</a>", "<a>Keep</a>") is a control, as a button is;
 * other links (a record's name, "Liked Songs", "Trash") stay text.
 */

/** Verbs whose bare form before a particle is an imperative. */
const PHRASAL_HEAD = /^(?:turn|switch|shut|take|put|keep|pause|log|sign|opt|back)$/iu;
const PARTICLE = /^(?:off|on|out|in|back|away|up|down)$/iu;

/** Whether a two-word state form is a phrasal verb said bare ("turn off"), not "<noun> off". */
export function bareParticleVerb(form: string): boolean {
  const [head, particle, ...rest] = form.trim().split(/\s+/u);
  return rest.length === 0 && PHRASAL_HEAD.test(head ?? '') && PARTICLE.test(particle ?? '');
}

/** Leading words of a link's caption that make it a control (an imperative of an action). */
const LINK_VERB = /^(?:turn|switch|keep|save|unsave|silence|pause|resume|enable|disable|stop|start|snooze|unsnooze|mute|unmute|delete|remove|erase|discard|cancel|drop|add|re-add|restore|undo|undelete|recover|block|unblock|like|unlike|favou?rite|unfavou?rite|star|unstar|pin|unpin|flag|unflag|follow|unfollow|share|unshare|publish|hide|unhide|archive|unarchive|mark|tick|untick|check|uncheck|approve|decline|reject|accept|send|resend|move|rewrite|overwrite|fix|edit|update|correct|write|retry|confirm|wrap|unwrap|gift-wrap|renew|revoke|reopen|untag|tag|heart|bookmark|set)$/iu;

/** `html` with each link whose caption (1–4 words, plain text) leads with an action's imperative turned into a button. */
export function linksAsButtons(html: string): string {
  if (!/<a\b/iu.test(html)) return html;
  return html.replace(/<a\b[^>]*>([^<]*)<\/a\s*>/giu, (whole: string, caption: string) => {
    const words = caption.trim().split(/\s+/u).filter(Boolean);
    // A title in title case ("Stop Making Sense", a song shown as a link) is a record's name, not an offer.
    const titled = words.filter((w) => /^\p{Lu}/u.test(w)).length >= 2;
    return words.length >= 1 && words.length <= 4 && !titled && LINK_VERB.test(words[0] ?? '') ? `<button>${caption}</button>` : whole;
  });
}

/** A list's name: likes, liked songs/albums/payments, blocked numbers/callers, the block list, favourites. */
export const LIST = String.raw`(?:the\s+|your\s+|my\s+)?(?:\p{L}+\s+)?(?:likes?|liked\s+\p{L}+|block(?:ed)?\s+\p{L}+|block\s*list|blocklist|favou?rites)(?![\p{L}])`;
/** s32 lists (s31-q0-f1, f2, s31-q1-f1..f3, s31-d0-f6): any verb of taking a thing out, not only a closed few. */
export const REMOVAL_VERB = String.raw`(?:(?:remov|delet|drop|eras|wip|clear|pull|purg|strik|scrub|strip|kick|ditch|yank|evict|exclud|dump|tak|unlik|unblock|unheart|unsav|unfavou?rit|expung|scratch|knock)(?:e|es|ed|d|s|ing|en|n|ped|ping|bed|bing)?|took|struck|gone|cut)`;
const OUT_OF = new RegExp(String.raw`(?<![\p{L}])(?:${REMOVAL_VERB}\s+(?:out\s+of|off|from)|(?:no longer|not)\s+(?:in|on|among|part\s+of)|out\s+of|off)\s+${LIST}`, 'giu');
/** "from/out of/off <list>" after the name, the removal verb opening the clause ("Removed X (id 4) from liked songs"). */
const FROM_LIST = new RegExp(String.raw`(?<![\p{L}])(?:from|out\s+of|off)\s+${LIST}`, 'giu');
const VERB_BEFORE = new RegExp(String.raw`(?<![\p{L}])${REMOVAL_VERB}(?![\p{L}])[^.;!?|\n]*$`, 'iu');
/** A list's name heading a line whose rest takes the thing out ("Liked albums: X removed", "Blocked numbers: X — removed"). */
const LIST_HEAD = new RegExp(String.raw`^(\s*${LIST}\s*[:—–-])(?=.*(?<![\p{L}])(?:${REMOVAL_VERB}|out|off|no longer)(?![\p{L}]))`, 'iu');
/** s33 vocab (playlist-bookmarks s32-re2-f1): a list named then its removal after a mark ("X — liked playlists: removed", "X: liked playlists — removed"). */
const LIST_THEN_OUT = new RegExp(String.raw`(?<![\p{L}])${LIST}\s*(?:[:—–(]|\s-)\s*(?:was\s+|been\s+|now\s+)?(?:${REMOVAL_VERB}|out|off|no\s+longer)(?![\p{L}])`, 'giu');
const OUT_WORD = /^(?:removed|deleted|taken|took|dropped|gone|out|off|no longer|not|un)/iu;
const blank = (m: string): string => ' '.repeat(m.length);

/** Taking out of a list read by kind: after the name, the verb before it, or a list heading the line. */
export function outOfListRead(line: string): string {
  return line.replace(LIST_HEAD, blank).replace(OUT_OF, blank).replace(LIST_THEN_OUT, blank).replace(FROM_LIST, (m: string, at: number) => (VERB_BEFORE.test(line.slice(0, at)) ? blank(m) : m));
}

/**
 * s31 (s31-d3-f2, f3, s31-d0-f6..f8, s31-d2-f1): on a check of a thing put INTO a list (liked, blocked), a phrase taking
 * it out of a list ("removed from liked songs", "taken out of blocked numbers") tells the opposite: its list's name
 * ("liked songs") is no "liked". Checks whose own words take things out are left as they are.
 * s32 lists: read by kind (outOfListRead).
 */
export function outOfListMasked(stateWords: readonly string[]): (line: string) => string {
  if (stateWords.length === 0 || stateWords.some((w) => OUT_WORD.test(w.trim()))) return (line) => line;
  return outOfListRead;
}
