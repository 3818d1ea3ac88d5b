/**
 * What a text asks to do, as a person reads it: a small verb lexicon mapping the user's words and
 * an action's id, label or goal to the same concepts (create, edit, look up, delete, and pairs of
 * opposites such as star/unstar). The operator prefers an action that names what the message
 * asks and never one that does its opposite (docs/decisions.md).
 */

/** Words (or phrases) and the concepts they name. */
interface Entry {
  concepts: readonly string[];
  words: readonly string[];
  /** Counted in an action's id, label or goal only ("new" in a message is mostly "a new title"). */
  actionOnly?: boolean;
  /** Also a common noun or adjective: not counted right after "the", "my", "is" … ("the record", "her share", "is open"). */
  verbOnly?: boolean;
}

const LEXICON: readonly Entry[] = [
  { concepts: ['create'], words: ['create', 'capture', 'record', 'log', 'compose', 'post', 'start', 'set up'], verbOnly: true },
  // "Add the year" to a title is an edit as often as "add a contact" is a new record.
  { concepts: ['create', 'edit'], words: ['add'], verbOnly: true },
  // "Write: Dad, …" in a message dictates a text; in a label it makes a file.
  { concepts: ['create'], words: ['new', 'write'], actionOnly: true },
  { concepts: ['edit'], words: ['rewrite', 'edit', 'update', 'change', 'move', 'push', 'rename', 'modify', 'revise', 'replace', 'reschedule', 'shift', 'adjust'], verbOnly: true },
  { concepts: ['look_up'], words: ['open', 'look up', 'look for', 'look at', 'pull up', 'lookup', 'show', 'find', 'check', 'view', 'read', 'search', 'display'], verbOnly: true },
  { concepts: ['delete'], words: ['delete', 'remove', 'throw away', 'throw out', 'bin', 'trash', 'discard', 'erase', 'drop', 'clear', 'cancel', 'call off', 'take out', 'take off', 'take away', 'get rid of', 'sweep', 'purge', 'wipe'], verbOnly: true },
  // Phrases that start with a delete verb and ask no delete: "drop it off" at the post office hands it over.
  { concepts: [], words: ['drop off'] },
  { concepts: ['restore'], words: ['restore', 'undelete', 'recover', 'bring back'], verbOnly: true },
  { concepts: ['star'], words: ['star', 'favourite', 'favorite', 'favourites', 'favorites'] },
  { concepts: ['unstar'], words: ['unstar', 'unfavourite', 'unfavorite'] },
  { concepts: ['share'], words: ['share'], verbOnly: true },
  { concepts: ['revoke'], words: ['revoke', 'unshare', 'stop sharing'] },
  { concepts: ['like'], words: ['like', 'heart'], verbOnly: true },
  { concepts: ['unlike'], words: ['unlike', 'unheart'] },
  { concepts: ['archive'], words: ['archive'], verbOnly: true },
  { concepts: ['unarchive'], words: ['unarchive'] },
  { concepts: ['pin'], words: ['pin'], verbOnly: true },
  { concepts: ['unpin'], words: ['unpin'] },
  { concepts: ['block'], words: ['block'], verbOnly: true },
  { concepts: ['unblock'], words: ['unblock'] },
  { concepts: ['follow'], words: ['follow'], verbOnly: true },
  { concepts: ['unfollow'], words: ['unfollow'] },
  { concepts: ['snooze'], words: ['snooze'], verbOnly: true },
  { concepts: ['unsnooze'], words: ['unsnooze'] },
  { concepts: ['tag'], words: ['tag', 'label'] },
  { concepts: ['untag'], words: ['untag', 'unlabel'] },
  { concepts: ['complete'], words: ['complete', 'finish', 'tick', 'check off', 'tick off', 'mark done', 'mark as done', 'mark complete', 'mark as complete'] },
  { concepts: ['reopen'], words: ['uncomplete', 'reopen', 'uncheck', 'untick', 'mark undone', 'mark not done', 'mark as not done', 'mark incomplete'] },
  { concepts: ['friend'], words: ['friend', 'befriend'], verbOnly: true },
  { concepts: ['unfriend'], words: ['unfriend', 'defriend'] },
  { concepts: ['repeat'], words: ['repeat', 'recur'], verbOnly: true },
  { concepts: ['unrepeat'], words: ['unrepeat'] },
  { concepts: ['approve'], words: ['approve', 'accept'], verbOnly: true },
  { concepts: ['decline'], words: ['decline', 'reject', 'deny'], verbOnly: true },
];

/** A state and its undoing: a negator before the first means the second ("remove the star" = unstar). */
const TOGGLES: ReadonlyMap<string, string> = new Map<string, string>([
  ['star', 'unstar'],
  ['share', 'revoke'],
  ['like', 'unlike'],
  ['archive', 'unarchive'],
  ['pin', 'unpin'],
  ['block', 'unblock'],
  ['follow', 'unfollow'],
  ['snooze', 'unsnooze'],
  ['tag', 'untag'],
  ['complete', 'reopen'],
  ['approve', 'decline'],
  ['friend', 'unfriend'],
  ['repeat', 'unrepeat'],
]);

/** Pairs of concepts that undo each other; an action naming one is contrary to a message asking the other. */
const OPPOSITES: readonly (readonly [string, string])[] = [['create', 'delete'], ['delete', 'restore'], ...TOGGLES];

/** The concepts that undo a concept. */
export function oppositesOf(concept: string): string[] {
  return OPPOSITES.flatMap(([a, b]) => (a === concept ? [b] : b === concept ? [a] : []));
}

/** Words after which a verb of the lexicon is a noun or adjective ("the record", "her share", "is open", "from log"). */
const NOT_BEFORE_VERB = new Set([
  ...['the', 'a', 'an', 'this', 'that', 'these', 'those', 'my', 'your', 'his', 'her', 'its', 'our', 'their', 'each', 'every', 'any', 'some', 'one', 'same'],
  ...['is', 'are', 'was', 'were', 'be', 'been', 'am'],
  // Prepositions, but not "to" ("I want to delete it").
  ...['from', 'into', 'in', 'on', 'of', 'with', 'by', 'at'],
]);
/** Words after which "like" compares or wishes ("I would like", "looks like") rather than asks to like. */
const NOT_LIKING = new Set(['i', 'id', 'd', 'we', 'you', 'they', 'would', 'feel', 'feels', 'look', 'looks', 'sound', 'sounds', 'something', 'anything', 'just', 'more', 'much', 'really', 'dont', 'not']);
/** Words after which "star" is a rating ("five star", "5 star"); "stars" is never the verb. */
const NUMBERS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'half']);
/** Words that may sit inside a phrasal verb: "look it up", "take him off", "throw them away". */
const OBJECTS = new Set(['it', 'him', 'her', 'them', 'this', 'that', 'these', 'those']);
/** Words that undo a state named in the same clause of a message ("not a favourite any more"). */
const NEGATORS: readonly string[] = ['not', 'never', 'dont', 'stop', 'undo', 'no longer', 'any more', 'anymore'];
/** Words that may stand between a negating verb and the state it undoes ("remove it from my favourites"). */
const FILLERS = new Set([...NOT_BEFORE_VERB, ...OBJECTS, 'as', 'of', 'from', 'off']);

/** Word forms of a base word: add, adds, added, adding; star, starred, starring; copy, copies, copied. */
function forms(base: string): string[] {
  const last = base.at(-1) ?? '';
  const out = [base, `${base}s`, `${base}es`, `${base}ed`, `${base}d`, `${base}ing`, `${base}${last}ed`, `${base}${last}ing`];
  if (base.endsWith('e')) out.push(`${base.slice(0, -1)}ing`);
  if (base.endsWith('y')) out.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`);
  return out;
}

interface Phrase {
  concepts: readonly string[];
  rest: readonly string[];
  actionOnly: boolean;
  verbOnly: boolean;
  /** Not the base form ("moved", "opens"): a message narrates with these, it asks in the base form. */
  inflected: boolean;
}

/** First word of a phrase (in every form) → the phrases starting with it, longest first. */
const PHRASES: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const index = new Map<string, Phrase[]>();
  for (const entry of LEXICON) {
    for (const word of entry.words) {
      const [first = '', ...rest] = word.split(' ');
      for (const form of new Set(forms(first))) {
        // "stars" is a rating; every other plural of a lexicon word is still its verb in a label.
        if (form === 'stars') continue;
        const list = index.get(form) ?? [];
        list.push({ concepts: entry.concepts, rest, actionOnly: entry.actionOnly === true, verbOnly: entry.verbOnly === true, inflected: form !== first });
        index.set(form, list);
      }
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.rest.length - a.rest.length);
  return index;
})();

/**
 * Lower-case words of a text; ids split at `_`, `-` and camel case ("rewriteByPath" → rewrite by
 * path), but "un-heart" and "re-open" are one word.
 */
export function wordsOf(text: string): string[] {
  return text
    .replace(/\b(un|re)-(?=[a-z])/gi, '$1')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * Where a phrase's remaining words end when its first word is at `at` (the index of its last
 * word), or -1. A two-word phrasal verb may hold its object between its words: a pronoun, or a
 * determiner and a noun ("look it up", "take the label off").
 */
function phraseEnd(words: readonly string[], at: number, rest: readonly string[]): number {
  if (rest.length === 0) return at;
  const fits = (from: number) => rest.every((w, k) => words[from + k] === w);
  if (fits(at + 1)) return at + rest.length;
  if (rest.length !== 1) return -1;
  if (OBJECTS.has(words[at + 1] ?? '') && fits(at + 2)) return at + 2;
  if (NOT_BEFORE_VERB.has(words[at + 1] ?? '') && fits(at + 3)) return at + 3;
  return -1;
}

interface Hit {
  concepts: string[];
  start: number;
  end: number;
  negator: boolean;
  /** A state named as a noun ("the like", "her share"): it counts only where a negator undoes it. */
  noun: boolean;
}

/**
 * Whether a gerund at `at` follows "stop" (or "no longer", "dont") earlier in its clause: "stop
 * the meal prep from repeating" asks to undo, though a message mostly narrates with -ing forms.
 */
function afterStop(words: readonly string[], at: number): boolean {
  const before = words.slice(0, at);
  return before.includes('stop') || before.includes('dont') || before.join(' ').includes('no longer');
}

function hitsOf(words: readonly string[], kind: 'message' | 'action'): Hit[] {
  const hits: Hit[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? '';
    const before = words[i - 1] ?? '';
    const phrase = (PHRASES.get(word) ?? []).find(
      (p) =>
        phraseEnd(words, i, p.rest) >= 0 &&
        !(kind === 'message' && (p.actionOnly || (p.inflected && !(word.endsWith('ing') && afterStop(words, i))))) &&
        !(p.verbOnly && NOT_BEFORE_VERB.has(before) && !p.concepts.some((c) => TOGGLES.has(c))) &&
        !(p.concepts.includes('like') && NOT_LIKING.has(before)) &&
        !(p.concepts.includes('star') && (NUMBERS.has(before) || /^\d+$/.test(before))),
    );
    const negator = phrase ? undefined : NEGATORS.map((n) => n.split(' ')).find(([first, ...rest]) => first === word && phraseEnd(words, i, rest) === i + rest.length);
    if (phrase) {
      const end = phraseEnd(words, i, phrase.rest);
      hits.push({ concepts: [...phrase.concepts], start: i, end, negator: false, noun: phrase.verbOnly && NOT_BEFORE_VERB.has(before) });
      // Words held inside a phrasal verb are read too ("take the label off": the label is undone).
      if (end === i + phrase.rest.length) i = end;
    } else if (negator) {
      hits.push({ concepts: [], start: i, end: i + negator.length - 1, negator: true, noun: false });
      i += negator.length - 1;
    }
  }
  return hits;
}

/**
 * Turns a state into its undoing where the clause says so: right after a delete verb or a negator
 * (at most two words between, or "… from/off my favourites"), the negating verb then asking nothing
 * of its own ("remove the star", "take him off my favourites", "stop sharing"); in a message, also
 * anywhere in a clause with a negator ("she does not need to be a favourite any more").
 */
function negate(words: readonly string[], hits: Hit[], kind: 'message' | 'action'): void {
  for (const [k, hit] of hits.entries()) {
    const [concept = ''] = hit.concepts;
    const undone = TOGGLES.get(concept);
    if (undone === undefined || hit.concepts.length !== 1) continue;
    const previous = hits[k - 1];
    if (previous && (previous.negator || previous.concepts.includes('delete'))) {
      const between = words.slice(Math.min(previous.end + 1, hit.start), hit.start);
      const near = between.length <= 2;
      const viaFrom = between.length <= 6 && between.some((w, j) => (w === 'from' || w === 'off') && between.slice(j + 1).every((x) => FILLERS.has(x)));
      if (near || viaFrom) {
        hit.concepts = [undone];
        hit.noun = false;
        previous.concepts = [];
        continue;
      }
    }
    if (kind === 'message' && hits.some((h) => h.negator)) {
      hit.concepts = [undone];
      hit.noun = false;
    }
  }
  for (const hit of hits) if (hit.noun) hit.concepts = [];
}

/**
 * What a text names, one entry per word or phrase that names something: its concepts (two when a
 * word means either, as "add" does). `kind` says whose words they are: a message is what the user
 * says (inflected forms are narration — "we moved in", "the pool opens" — and are skipped); an
 * action's id, label or goal may also say "new" or "write". Clauses are read apart, so a negator
 * in one does not turn around a state named in another.
 */
export function namedIn(text: string, kind: 'message' | 'action'): string[][] {
  const out = new Map<string, string[]>();
  for (const clause of text.split(/[.;:!?,()[\]]+|\s(?:and|but|so|then)\s/i)) {
    const words = wordsOf(clause);
    const hits = hitsOf(words, kind);
    negate(words, hits, kind);
    for (const hit of hits) if (hit.concepts.length > 0) out.set(hit.concepts.join('|'), hit.concepts);
  }
  return [...out.values()];
}

/** Every concept a text names. */
export function conceptsOf(text: string, kind: 'message' | 'action'): Set<string> {
  return new Set(namedIn(text, kind).flat());
}

/**
 * What an action says it does: the concepts of its id and label; when those name none, of its
 * goal, where a look-up is only a step ("Find the song and add it …") unless it is all it does.
 */
export function actionConcepts(idAndLabel: string, goal: string): Set<string> {
  const named = conceptsOf(idAndLabel, 'action');
  if (named.size > 0) return named;
  const fromGoal = conceptsOf(goal, 'action');
  if (fromGoal.size > 1) fromGoal.delete('look_up');
  return fromGoal;
}

/** Words that lead to where something goes, or where it comes from. */
const TOWARDS = new Set(['to', 'into', 'onto', 'in']);
const AWAY = new Set(['from']);
/** Words skipped after such a word ("to my wish list"); words that end the place ("to the cart for later"). */
const PLACE_SKIP = new Set(['the', 'my', 'your', 'our', 'a', 'an', 'this', 'that', 'back', 'it', 'them']);
const PLACE_END = new Set(['for', 'by', 'and', 'or', 'from', 'to', 'into', 'onto', 'in', 'with', 'so', 'on', 'at', 'of', 'as', 'then', 'again', 'please', 'now']);

/**
 * The places a text names: the words after "to/into/onto/in" (where something goes) and after
 * "from" (where it leaves), up to three words each ("move it from my wish list into the cart":
 * to cart, from wish list). A person reading "back to my wish list" picks the action that goes
 * there, not the one that leaves it.
 */
export function placesOf(text: string): { to: Set<string>; from: Set<string> } {
  const to = new Set<string>();
  const from = new Set<string>();
  for (const clause of text.split(/[.;:!?,()[\]]+/)) {
    const words = wordsOf(clause);
    words.forEach((word, i) => {
      const into = TOWARDS.has(word) ? to : AWAY.has(word) ? from : undefined;
      if (!into) return;
      let taken = 0;
      for (let j = i + 1; j < words.length && taken < 3; j += 1) {
        const next = words[j] ?? '';
        if (PLACE_END.has(next)) break;
        if (PLACE_SKIP.has(next)) continue;
        if (next.length >= 3 && !/^\d+$/.test(next)) into.add(next);
        taken += 1;
      }
    });
  }
  return { to, from };
}
