/**
 * The first screen's words from what the tool does (issue #30, rubric fidelity/2 Reading 4 and
 * reference_words): the open page's word check (`visible_contains` of an open episode) lists the
 * words of the reference's title that the user's request uses. A title word the request uses only
 * as a circumstance ("payday" of "On payday I treat myself…", "bedtime", "festival", "wedding",
 * "pointless", the names of the services) says nothing of what the tool does, and a correct app
 * titled by what it does ("Wish list to cart", "Like on Spotify", "Queue reset") need not show it.
 * Where the list holds such a word, the request's words for what the tool does join it: the words
 * of the request that are the granted services' own words (their things and actions: "cart",
 * "like", "queue", "label", "draft") — never a service's name, nor a word every form shows
 * ("name", "query"). No listed word is taken away, so an app that passed before passes still (the
 * checker also counts the request's other words, capability.ts `requestWords`); an app that shows
 * none of the request's words fails as before.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { FILLER, requestWords } from '../../../src/stages/check/capability.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';

/** Service words any form of any app shows, which tell nothing of what the tool does. */
const FORM_WORDS = new Set(['name', 'names', 'query', 'page', 'limit', 'user', 'users', 'show', 'shows', 'find', 'search', 'item', 'items', 'text', 'type', 'time', 'date', 'then', 'into', 'from', 'your', 'them']);

/** The service names, as the request may spell them ("Simplenote", "file system"). */
const serviceNames = (services: readonly string[]) => new Set(services.flatMap((s) => [s, s.replace(/_/g, '')]));

/** The request's words for what the tool does: the services' own words the request uses. */
export function toolWords(intention: string, services: readonly string[]): string[] {
  const circumstance = new Set(requestWords(intention, services));
  const names = serviceNames(services);
  const words = normalizeText(intention)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 4 && !FILLER.has(w) && !/^[0-9]+$/.test(w) && !circumstance.has(w) && !names.has(w) && !FORM_WORDS.has(w));
  return [...new Set(words)];
}

/** The request's hyphen-joined words ("to-do", "check-in"), as the user wrote them. */
export function joinedWords(intention: string): string[] {
  return [...new Set((intention.toLowerCase().match(/\b[a-z]+(?:-[a-z]+)+\b/g) ?? []).filter((w) => w.replace(/-/g, '').length >= 4))];
}

/** Each open page's word check that lists a circumstance of the request (or a service's name) also lists what the tool does. */
export function withToolWords(task: TaskInput): TaskInput {
  const app = (slot: string | undefined) => task.apps.find((a) => a.slot === (slot ?? 'A'));
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    if (episode.stage !== 'open') return episode;
    const granted = app(episode.slot);
    if (!granted) return episode;
    const tool = toolWords(granted.intention, granted.services);
    const circumstance = new Set(requestWords(granted.intention, granted.services));
    const names = serviceNames(granted.services);
    const assertions = (episode.assertions ?? []).map((a) => {
      if (a.type !== 'visible_contains' || !Array.isArray(a.text) || a.text.length === 0) return a;
      const listed = a.text.map(String);
      // A list that, with the request's other words the checker counts, accepts one word only
      // ("settle" for "A to-do to settle up a Splitwise group by a date"): a correct app titled
      // by another of the user's words for it ("Group to-do") fails. The request's words for what
      // the tool does join it, and the user's own joined words ("to-do") too (s11 verbs11).
      const thin = new Set([...listed, ...circumstance]).size <= 1;
      // A list of the services' words the request uses ("inbox" of "Fitness Inbox" for "…drown in
      // my inbox. I need a new label … file a coaching thread … by subject") picked one of them
      // for the reference's title: the user's other words for what the tool does ("label", "file",
      // "thread", "subject") name the app as well (s26-s183-f1, reference_words).
      const ownOnly = listed.length === 1 && listed.every((w) => tool.includes(w));
      if (!thin && !ownOnly && !listed.some((w) => circumstance.has(w) || names.has(w))) return a;
      const text = [...new Set([...listed, ...tool, ...(thin ? joinedWords(granted.intention) : [])])];
      if (text.length === listed.length) return a;
      changed = true;
      return { ...a, text };
    });
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * s19 (s18-Z11-f2, s19-Z4-f1): the user's own word for the app that is also a service's word —
 * "an app to review things I bought", "when people ask questions about something I bought". A first
 * screen's check that already takes one service word ("product", "answer") takes this one too, where
 * the intention says it. Used by the cases whose reviewers asked for it (reviews, answers).
 */
export function withOwnServiceWord(task: TaskInput, intention: string, word: string, forms: RegExp): TaskInput {
  if (!forms.test(intention)) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => (e.stage !== 'open' ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => {
      if (a.type !== 'visible_contains' || !Array.isArray(a.text) || a.text.length === 0 || a.text.includes(word)) return a;
      changed = true;
      return { ...a, text: [...a.text, word] };
    }),
  }));
  return changed ? { ...task, episodes } : task;
}
