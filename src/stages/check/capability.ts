/**
 * C1 by capability (issue #29, item 3): the first view passes when it can do what the user needs,
 * whatever the app calls things. An input is capable when its value flows to the API argument
 * the task needs (or to the same argument of an API that stands in for it, src/world/equivalences),
 * or when it belongs to an agent action granted that API's service; an action is capable when
 * its plan calls a needed API or a stand-in, or it is an agent action granted its service.
 */
import type { EpisodeRecord, SurfaceAction } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import { PackageSchema } from '../../schemas/package.ts';
import { findApi, worldDocs } from '../../world/docs.ts';
import { actionReach } from '../run/data-flow.ts';
import { EQUIVALENCES, OTHER_SHAPES, findsAlike, sameEffectApis } from '../../world/equivalences.ts';
import { normalizeText, wordForm } from './match.ts';

/** What the rest of an episode's spec says about one of its C1 assertions. */
export interface CapabilityContext {
  /** The APIs (`app.api`) the episode's `input_available` entries name: what its first view must be able to call. */
  needs?: readonly string[];
  /**
   * The APIs the reference's app calls that change the world (all it calls when none does): what
   * the first view must be able to do when no input of the episode names an API (an app of
   * buttons only, "Delete the latest" and "Delete the read ones").
   */
  writes?: () => readonly string[];
  /** On an open episode: the user's own request for the app, and the services it grants. */
  intention?: string;
  services?: readonly string[];
  /** The user's words in the episode (message, requirement, typed values): grounding reads which records they name. */
  userWords?: string;
  /** s33 vocab: the people the user names in the task's episodes (a typed value under a person's or contact's key). */
  people?: readonly string[];
  /** Every text value the user types in the task's episodes. */
  typedTexts?: readonly string[];
  /** The typed texts that name a record the app looks up (they reach a read's argument): a note's title, a thread's subject. */
  namesLookedUp?: readonly string[];
  /** s34: what the user types in the task's other episodes, by input (each episode's `values`). */
  otherValues?: readonly Readonly<Record<string, unknown>>[];
  /** s34: what the user types in this episode, by input. */
  values?: Readonly<Record<string, unknown>>;
}

/** An entry of a C1 list that names an API (`app.api`) or one of its arguments (`app.api.param`); keywords have no dot. */
const API_ENTRY = /^[a-z_]+\.[a-z_]+(\.[a-z_]+)?$/;

export const apiEntries = (names: readonly string[]): string[] => names.filter((n) => API_ENTRY.test(n));

/** `app.api` of an entry. */
const apiOf = (entry: string): string => entry.split('.').slice(0, 2).join('.');
const appOf = (api: string): string => api.split('.')[0] ?? '';

/** The APIs a reference package's plans call that change the world, else every API they call. */
export function referenceWrites(pkg: unknown): string[] {
  const parsed = PackageSchema.safeParse(pkg);
  if (!parsed.success) return [];
  const calls = [...new Set([...actionReach(parsed.data).values()].flatMap((r) => r.calls))];
  const writes = calls.filter((call) => {
    const [app = '', api = ''] = call.split('.');
    return (findApi(app, api)?.changes.length ?? 0) > 0;
  });
  return writes.length > 0 ? writes : calls;
}

/** The APIs an episode's `input_available` assertions name, in order, once each. */
export function episodeNeeds(specs: readonly AssertionSpec[]): string[] {
  return [...new Set(specs.flatMap((s) => (s.type === 'input_available' ? apiEntries(s.names).map(apiOf) : [])))];
}

/**
 * Every argument (`app.api.param`) that carries what an entry names: the entry itself, and the
 * same value's argument in each API the table lets stand in for it (`gmail.show_inbox_threads.query`
 * → `gmail.search_emails.query`). An `app.api` entry stands for any argument of those APIs.
 */
function carriers(entry: string): { args: Set<string>; apis: Set<string> } {
  const parts = entry.split('.');
  const api = apiOf(entry);
  if (parts.length === 2) return { args: new Set(), apis: new Set(finders(api)) };
  const param = parts[2] as string;
  const args = new Set([entry]);
  for (const e of EQUIVALENCES) {
    for (const [name, source] of Object.entries(e.args)) {
      const from = 'from' in source ? source.from : 'list' in source ? source.list : undefined;
      if (e.api === api && from === param) args.add(`${e.via}.${name}`);
      if (e.via === api && name === param && from !== undefined) args.add(`${e.api}.${from}`);
    }
  }
  for (const e of OTHER_SHAPES) {
    const other = e.api === api ? e.args[param] : undefined;
    if (other !== undefined) args.add(other);
  }
  for (const e of findsAlike(api)) {
    const other = e.args[param];
    if (other !== undefined) args.add(`${e.via}.${other}`);
  }
  return { args, apis: new Set() };
}

/** Every API able to do what `api` does on a first screen: those of the same effect, and the reads that find what it finds. */
const finders = (api: string): string[] => [...new Set([...sameEffectApis(api), ...findsAlike(api).map((e) => e.via)])];

const isAgent = (action: SurfaceAction): boolean => action.handler === 'agent';
const grants = (action: SurfaceAction, api: string): boolean => isAgent(action) && (action.services ?? []).includes(appOf(api));

/** Rendered inputs able to carry a value to one of the entries, each as `action.input → where`. */
export function capableInputs(episode: EpisodeRecord, entries: readonly string[]): string[] {
  const reach = entries.map(carriers);
  const found: string[] = [];
  for (const action of episode.surface) {
    for (const input of action.inputs) {
      const flow = (input.flows_to ?? []).find((arg) => reach.some((r) => r.args.has(arg) || r.apis.has(apiOf(arg))));
      if (flow) found.push(`${action.id}.${input.name} → ${flow}`);
      else if (entries.some((e) => grants(action, e))) found.push(`${action.id}.${input.name} → agent (${(action.services ?? []).join(', ')})`);
    }
  }
  return found;
}

/** Rendered actions able to run one of the APIs or a stand-in for it, each as `action (what it reaches)`. */
export function capableActions(episode: EpisodeRecord, apis: readonly string[]): string[] {
  const wanted = new Set(apis.flatMap(finders));
  return episode.surface
    .filter((a) => a.handler !== 'none')
    .filter((a) => (a.calls ?? []).some((c) => wanted.has(c)) || apis.some((api) => grants(a, api)))
    .map(describeAction);
}

const describeAction = (a: SurfaceAction): string => `${a.id} (${isAgent(a) ? `agent: ${(a.services ?? []).join(', ')}` : (a.calls ?? []).join(', ') || 'no calls'})`;

/** What every rendered input and action reaches, for an assertion that found none capable. */
export function surfaceReach(episode: EpisodeRecord, what: 'inputs' | 'actions'): string[] {
  if (what === 'actions') return episode.surface.map(describeAction);
  return episode.surface.flatMap((a) => a.inputs.map((i) => `${a.id}.${i.name} → ${isAgent(a) ? `agent (${(a.services ?? []).join(', ')})` : (i.flows_to ?? []).join(', ') || 'nowhere'}`));
}

/** Words a request uses that say nothing about what the app is for. */
export const FILLER = new Set(
  'about after again also back been before being both does each even every from have here into just keep later lets like make many more most much must need only other over same should some such than that their them then there these they this those time very want what when where which while will with would your yours mine thing things want wants using make sure please'.split(' '),
);

const vocabularyCache = new Map<string, Set<string>>();

/**
 * The granted services' own words — app, API and parameter names, split at `_` — with their
 * plurals: any console of those services shows them, so they do not say it is the app the user
 * asked for (a generic form "simple_note create note" shows "note").
 */
function serviceVocabulary(services: readonly string[]): Set<string> {
  const key = [...services].sort().join(',');
  let words = vocabularyCache.get(key);
  if (!words) {
    words = new Set<string>();
    const add = (text: string) => {
      for (const w of text.toLowerCase().split(/[^a-z0-9]+/)) {
        if (w === '') continue;
        words?.add(w);
        words?.add(`${w}s`);
        words?.add(w.replace(/e?s$/, ''));
        // Any other form of the word too ("favourites" of an API's `favorites`).
        words?.add(wordForm(w));
      }
    };
    for (const service of services) add(service.replace(/_/g, ''));
    for (const doc of worldDocs([...services])) {
      add(`${doc.app} ${doc.api}`);
      for (const p of doc.parameters) add(p.name);
    }
    vocabularyCache.set(key, words);
  }
  return words;
}

/**
 * The words of the user's own request that name what the app is for: content words (four letters
 * or more, not filler, not numbers) that are not the granted services' vocabulary. A page that
 * shows one shows the app the user asked for in the user's words; a console of the services does not.
 */
export function requestWords(intention: string, services: readonly string[], minLength: 3 | 4 = 4): string[] {
  const vocabulary = serviceVocabulary(services);
  const words = normalizeText(intention)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= minLength && !FILLER.has(w) && !SHORT_FILLER.has(w) && !/^[0-9]+$/.test(w) && !vocabulary.has(w) && !vocabulary.has(wordForm(w)));
  return [...new Set(words)];
}

/**
 * Three-letter words that name nothing an app is for (function words, any page's words). The
 * open page's check counts the request's other three-letter words: "dog", "vet", "pet", "gym",
 * "mom" say what the app is about as well as a longer word (s18: "Our dog's to-dos" for "Track the
 * chores for our dog" failed when only words of four letters counted).
 */
const SHORT_FILLER = new Set(
  'the and for you are but not all any can did get got has had her him his how its let may new now off old one our out own put say see she too two use was way who why yes yet day add set ask app per via etc lot bit big end few top try run far ago due job non odd six ten max min'.split(' '),
);
