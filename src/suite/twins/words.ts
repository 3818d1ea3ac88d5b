/**
 * Made-up words for a twin's texts: another title, label or note is the user's text with each of
 * its content words replaced by a word of this pool, the same word always by the same one within
 * a task (so "Housewarming" and "Housewarming Saturday" stay one name). Function words, month and
 * day names and numbers are kept: they carry dates and grammar, not the user's content.
 */

/** Plain nouns and adjectives, none of them a word the base fixture holds (checked at use). */
const POOL = [
  'amberly', 'bramble', 'canopy', 'driftwood', 'elderberry', 'fennel', 'gondola', 'hollyhock', 'inkwell', 'jasmine',
  'kestrel', 'larkspur', 'marigold', 'nutmeg', 'oriole', 'periwinkle', 'quince', 'rosehip', 'sandpiper', 'tamarind',
  'umber', 'verbena', 'wisteria', 'yarrow', 'zinnia', 'apricot', 'bluebell', 'cardamom', 'dandelion', 'eucalyptus',
  'foxglove', 'gardenia', 'heron', 'iris', 'kumquat', 'lilac', 'mulberry', 'nettle', 'osprey', 'pelican',
  'rhubarb', 'snowdrop', 'thyme', 'vireo', 'wren', 'alder', 'burdock', 'cobblestone', 'dormouse', 'egret',
  'fiddlehead', 'gingham', 'hawthorn', 'ivory', 'jackdaw', 'kiwi', 'lupine', 'magnolia', 'nasturtium', 'ocelot',
  'paprika', 'quail', 'rowan', 'sorrel', 'teal', 'vetch', 'walrus', 'yucca', 'zucchini', 'acacia',
  'barley', 'chamomile', 'damson', 'ermine', 'fern', 'gooseberry', 'hyacinth', 'indigo', 'juniper', 'kingfisher',
  'lavender', 'mistletoe', 'nightjar', 'otter', 'primrose', 'quokka', 'robin', 'saffron', 'tansy', 'urchin',
  'violet', 'warbler', 'yew', 'anise', 'begonia', 'clover', 'dahlia', 'elm', 'finch', 'ginkgo',
];

/** Words that carry grammar, dates or units rather than what the text is about. */
const KEPT = new Set(
  (
    'a an the and or but nor of to in on at by for from with without into onto over under about after before up down out off ' +
    'is are was were be been am do does did has have had i me my mine you your we our us he him his she her they them their it its ' +
    'this that these those here there what which who whom when where why how all any each every some no not only own same so than too very ' +
    'can will just should now then also again more most less one two three four five six seven eight nine ten ' +
    'january february march april may june july august september october november december ' +
    'jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays thursdays fridays saturdays sundays ' +
    'today tomorrow tonight morning evening night noon week weekend weekly daily monthly month year ' +
    'am pm txt md pdf csv json jpg jpeg png doc docx mp3 zip'
  ).split(' '),
);

/** A word of a text: letters (and inner apostrophes), kept apart from digits and punctuation. */
export const WORD = /[A-Za-z]+(?:'[A-Za-z]+)*/g;

export function isContentWord(word: string): boolean {
  const lower = word.toLowerCase();
  return lower.length >= 3 && !KEPT.has(lower) && !KEPT.has(lower.replace(/'s$/, ''));
}

/** Gives `word` the case pattern of `like` ("Cabin" → "Bramble", "CABIN" → "BRAMBLE"). */
export function withCaseOf(like: string, word: string): string {
  if (like.length > 1 && like === like.toUpperCase()) return word.toUpperCase();
  if (like[0] && like[0] === like[0].toUpperCase()) return word[0]?.toUpperCase() + word.slice(1);
  return word;
}

/**
 * A task's word map: each content word (lower case) to a pool word, assigned in a seeded order
 * and never to a word the task or the fixture already uses, so twin texts find nothing a base
 * text would and two words never share a twin.
 */
export class WordMap {
  private readonly map = new Map<string, string>();
  private readonly free: string[];

  constructor(seed: number, avoid: ReadonlySet<string>) {
    const pool = POOL.filter((word) => !avoid.has(word));
    // A seeded rotation: tasks do not all start with the same word.
    const start = pool.length === 0 ? 0 : seed % pool.length;
    this.free = [...pool.slice(start), ...pool.slice(0, start)];
  }

  /** The twin of one content word, or undefined when the pool ran out. */
  wordFor(word: string): string | undefined {
    const lower = word.toLowerCase();
    let twin = this.map.get(lower);
    if (twin === undefined) {
      twin = this.free.shift();
      if (twin === undefined) return undefined;
      this.map.set(lower, twin);
    }
    return twin;
  }

  /**
   * The twin of a text: its content words replaced through the map, everything else as it is.
   * Undefined when the text has no content word (nothing of it is the user's own).
   */
  textFor(text: string): string | undefined {
    let changed = false;
    let failed = false;
    const twin = text.replace(WORD, (word) => {
      if (!isContentWord(word)) return word;
      const other = this.wordFor(word.replace(/'s$/i, ''));
      if (other === undefined) {
        failed = true;
        return word;
      }
      changed = true;
      return withCaseOf(word, other) + (/'s$/i.test(word) ? word.slice(-2) : '');
    });
    return changed && !failed ? twin : undefined;
  }
}

/** The words of a text, lower case (for the avoid set). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z]+/g) ?? [];
}
