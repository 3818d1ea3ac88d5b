/**
 * The record as the user calls it in the message, typed as one more name form (issue #30, s10:
 * unrequested_value). `withNameForms` gives an episode that acts on a record by its id one name
 * form: the record's own name (a review's headline, a thread's occasion, an alarm's time). The
 * user's message may call it otherwise: "that cookbook review" (by the product reviewed), "my
 * thank-you to Mira" (by the person thanked), "the water reminder" (by what it reminds of). An app
 * whose form picks the record that way got no value. Where the message says a value the user
 * typed when the record was made (the product, the person's name), or a word of the value's own
 * key ("water" of `water_time`) for the record made from it, that value (or word) is typed too,
 * under the keys it was typed under (or the table's name field), paired with the id like the
 * first name form, so the operator fills the one form the action takes.
 *
 * The checks that decide the right record stay as they are: an app that picks another record
 * still fails them. Runs after `withNameForms`, on episodes that already carry a name form.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { tableColumns } from './fixture.ts';

type Episode = TaskInput['episodes'][number];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const says = (text: string, word: string): boolean => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word.toLowerCase())}(?![\\p{L}\\p{N}])`, 'u').test(text.toLowerCase());
/** Words of a key that name no record (how a value is typed, not what it is about). */
const KEY_WORDS = new Set(['time', 'date', 'day', 'id', 'new', 'old', 'name', 'title', 'query', 'at', 'on', 'to', 'for', 'value', 'text']);
/** Values that are not a name: a day, a time, an address, a number. */
const NOT_A_NAME = /^\d{4}-\d{2}-\d{2}|^\d{1,2}:\d{2}$|@|^[\d\s.,$]+$/;
/** Words too common to tell a record by ("the", "my"), and anything shorter than four letters. */
const COMMON = new Set(['that', 'this', 'with', 'from', 'your', 'their', 'them', 'these', 'those', 'make', 'have']);

/** The fields a table names its records by, that it has. */
const NAME_COLUMNS = ['label', 'title', 'name', 'subject'];

/** Keys of texts a record holds (its content, the steps or items of a list): never a name the user calls it by. */
const TEXT_KEYS = /^(content|body|text|transcript|items?|steps?|details|ingredients|verdict|reply|notes?|description|message|file_path|path|subject|title|review_title|headline)$/;

/**
 * Whether the message names the record by this typed value: a short name (a person, a place, a
 * genre; no list, no sentence) said whole, or a product the message calls by a telling word of its
 * name ("that cookbook review" of "Cookbook: Weeknight Vegetables").
 */
function namesBy(message: string, key: string, value: string): boolean {
  const keys = key.split('|').map(slug);
  // A product's name may hold commas ("Compact Travel Umbrella, Yellow"); a sentence may not (s18-Z11-f2).
  if (keys.some((k) => TEXT_KEYS.test(k)) || (!keys.includes('product') && /[,;.!?]\s|[.!?]$/.test(value))) return false;
  if (value.split(/\s+/).length <= 4 && says(message, value)) return true;
  return keys.includes('product') && value.split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 5 && !COMMON.has(w.toLowerCase()) && says(message, w));
}

/** The values the user typed to make the record `capture`, with their keys (the episode that captured it). */
function madeWith(task: TaskInput, index: number, capture: string): { episode: Episode; values: [string, unknown][] } | undefined {
  const episode = task.episodes.slice(0, index).find((e) => Object.hasOwn(e.captures ?? {}, capture));
  return episode ? { episode, values: Object.entries(episode.values ?? {}) } : undefined;
}

export function withSaidNames(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode, index) => {
    const names = { ...(episode.names ?? {}) };
    const values = { ...(episode.values ?? {}) } as Record<string, string | number | boolean>;
    const message = episode.message ?? '';
    if (Object.keys(names).length === 0 || message === '') return episode;
    let grew = false;
    for (const [nameKey, idKey] of Object.entries(episode.names ?? {})) {
      const id = values[idKey];
      if (typeof id !== 'string' || !id.startsWith('$')) continue;
      const made = madeWith(task, index, id.slice(1));
      const capture = made?.episode.captures?.[id.slice(1)];
      if (!made || !capture) continue;
      const have = new Set(Object.values(values).map((v) => String(v).trim().toLowerCase()));
      const taken = new Set(Object.keys(values).flatMap((k) => k.split('|')));
      const add = (key: string, value: string) => {
        const free = key.split('|').filter((k) => k !== '' && !taken.has(k));
        if (free.length === 0 || have.has(value.trim().toLowerCase())) return;
        const k = free.join('|');
        values[k] = value;
        names[k] = idKey;
        for (const part of free) taken.add(part);
        have.add(value.trim().toLowerCase());
        grew = true;
      };
      // The record made from one typed value of several (three alarms, one time each): a word of
      // that value's key the message says names it ("the water reminder" of `water_time`).
      const where = Object.values(capture.where ?? {});
      for (const [key, v] of made.values) {
        if (!where.includes(v as never)) continue;
        const word = key.split('|').flatMap((k) => slug(k).split('_')).find((w) => w.length >= 4 && !KEY_WORDS.has(w) && says(message, w));
        if (!word) continue;
        const columns = tableColumns(capture.app, capture.table);
        const field = NAME_COLUMNS.find((c) => columns.has(c));
        if (field) add([field, `${slug(capture.table).replace(/s$/, '')}_${field}`].join('|'), word);
      }
      // A value typed when the record was made that the message names it by (the product of "that
      // cookbook review", the person of "my thank-you to Mira"), under the keys it was typed under.
      for (const [key, v] of made.values) {
        if (typeof v !== 'string' || v.trim() === '' || NOT_A_NAME.test(v.trim()) || v.trim().toLowerCase() === String(values[nameKey]).trim().toLowerCase()) continue;
        // Not a word of what this episode types anew ("call it Ruby's Sunday Soul" is no name of the old playlist).
        const typedAnew = Object.values(episode.values ?? {}).some((t) => typeof t === 'string' && !t.startsWith('$') && says(t, v));
        if (!typedAnew && namesBy(message, key, v)) add(key, v);
      }
    }
    if (!grew) return episode;
    changed = true;
    return { ...episode, values, names };
  });
  return changed ? { ...task, episodes } : task;
}
