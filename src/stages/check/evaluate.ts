import { madeIdTold, samePhoneArg } from './samples.ts';
import { headingSaysTrashed } from './rest.ts';
import { laterMasked } from './private.ts';
import { purgeRead } from './purge.ts';
import { headingTellsState, madeUndone, trashEntrySaid, trashRead, withCardLine } from './trash2.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import type { Row, TableChange } from '../../schemas/world.ts';
import { containsWhole, hyphenForms, joinedPhrasal, normalizeText, otherSettingsMasked, scoresAlone, showsWord, textShows, valuesEqual, withSaidForms, wordForms, type MatchMode } from './match.ts';
import { findApi, paramDocs } from '../../world/docs.ts';
import { decodeEntities } from '../../runtime/text.ts';
import { compareWithReference, foldEpisodeChanges } from './reference-state.ts';
import { asReferenceFunding } from './funding.ts';
import { choiceMasker, controlMasker, controlsMasked, sendingCheck, sendUndone } from './controls.ts';
import { groundedInEpisodeRecords, wroteRows } from './grounding.ts';
import { exposedSecrets, secretsFromRows } from './secrets.ts';
import { FAILED_CLAUSE, FAILURE_CLAUSE, NEGATED_AFTER, NO_FAILURE, negatedLater, shieldedForms } from './negfut.ts';
import { failedMasked } from './failed.ts';
import { notDoneMasked, saysNotMade } from './notdone.ts';
import { inFlightRead, madeAmounts, newTextLaterMasked } from './s35-words.ts';
import { negatedStates, pendingSaid } from './s25.ts';
import { words2Undone } from './words2.ts';
import { labelsUndone } from './labels.ts';
import { bareParticleVerb } from './words3.ts';
import { amongAsIn, listHeadingOld, listsRead, outOfListSaid, toComeAsWas } from './lists.ts';
import { unreachedMasked } from './reached.ts';
import { apiArgs, equivalentsOf, standInsFor, viaArgs } from '../../world/equivalences.ts';
import { apiEntries, capableActions, capableInputs, requestWords, surfaceReach, type CapabilityContext } from './capability.ts';
import { cardStaleRead, oldValueHistory, strayOldWordsOut } from './oldval.ts';
import { newSaidOldMasked } from './duecard.ts';
import { bareWord, stateOnTitleCard, valueOnTitleCard } from './cards.ts';
import { EVENT_FIRST, heldBack, logCaption, logShaped } from './history.ts';
import { keptLog, LOG_HEADING } from './logs.ts';
import { screeningToCome, withinOthers } from './reopen.ts';
import { cardOlds } from './stale.ts';
import { loneStarRating, trashHeadingOld, withCaptions } from './captions.ts';
import { deletionNotDone, listedStale, restoresDeletion } from './sections.ts';
import { stateLineBelow, toComeRead } from './s33.ts';
import { otherRecordLine as namesOtherRecord, otherRecordNames } from './s34.ts';
import { boundToOwn, rivalCardsMasked } from './s35.ts';
import { visRead } from './s35-vis.ts';
import { shareToldOther } from './s35-cards.ts';
import { backArrowed, friendThingMasked, labelUndone, pairNowMasked } from './s35-lists.ts';

export interface Outcome {
  passed: boolean;
  expected: unknown;
  observed: unknown;
}

const MISSING = Symbol('missing capture');

/** What an assertion observes when a value it needs was never captured (the viewer words it). */
export const NEVER_CAPTURED = 'a captured value this assertion needs was never captured';

/** Replaces `$name` by the captured value; MISSING when the capture never happened. */
/** `$name` (letters, digits, `_`) names a capture; any other text starting with `$` is a literal. */
export const CAPTURE_REF = /^\$[A-Za-z][A-Za-z0-9_]*$/;

export function resolveValue(value: unknown, captures: Readonly<Record<string, unknown>>): unknown {
  if (typeof value === 'string' && CAPTURE_REF.test(value)) {
    const name = value.slice(1);
    return Object.hasOwn(captures, name) ? captures[name] : MISSING;
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, captures));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveValue(v, captures)]));
  }
  return value;
}

function hasMissing(value: unknown): boolean {
  if (value === MISSING) return true;
  if (Array.isArray(value)) return value.some(hasMissing);
  if (value !== null && typeof value === 'object') return Object.values(value).some(hasMissing);
  return false;
}

const slug = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');

function changes(episode: EpisodeRecord): TableChange[] {
  return episode.calls.filter((c) => c.ok).flatMap((c) => c.diff);
}

function rowMatches(row: Row, where: Record<string, unknown>): boolean {
  return Object.entries(where).every(([field, value]) => valuesEqual(row[field], value));
}

function deepContains(value: unknown, wanted: unknown, depth = 0): boolean {
  if (depth > 12) return false;
  if (valuesEqual(value, wanted)) return true;
  if (typeof value === 'string' && typeof wanted === 'string') return normalizeText(value) === normalizeText(wanted);
  if (Array.isArray(value)) return value.some((v) => deepContains(v, wanted, depth + 1));
  if (value !== null && typeof value === 'object') return Object.values(value).some((v) => deepContains(v, wanted, depth + 1));
  return false;
}

const defaultCache = new Map<string, Record<string, unknown>>();
function defaultsOf(app: string, api: string): Record<string, unknown> {
  const key = `${app}.${api}`;
  let found = defaultCache.get(key);
  if (!found) {
    const def = findApi(app, api);
    found = Object.fromEntries((def ? paramDocs(def) : []).filter((p) => p.default !== undefined).map((p) => [p.name, p.default]));
    defaultCache.set(key, found);
  }
  return found;
}

/** Every string and number value (never a key) inside a JSON value, bounded. */
function leaves(value: unknown, out: string[], budget = { left: 100_000 }): string[] {
  const stack: unknown[] = [value];
  while (stack.length > 0 && budget.left > 0) {
    const item = stack.pop();
    budget.left -= 1;
    if (typeof item === 'string' || typeof item === 'number') out.push(String(item));
    // Loops, not push(...items): spreading an input-sized array overflows the stack.
    else if (Array.isArray(item)) for (const element of item) stack.push(element);
    else if (item !== null && typeof item === 'object') {
      const values = Object.values(item);
      // A record's text fields read together too: {first_name: "Ava", last_name: "Larsen"} → "Ava Larsen".
      const texts = values.filter((v): v is string => typeof v === 'string');
      if (texts.length > 1) out.push(texts.join(' '));
      for (const element of values) stack.push(element);
    }
  }
  return out;
}

/**
 * Did the services return or store the value in this episode? Only successful calls count, and
 * only values (a response key named "pinned" does not ground the word "pinned").
 */
function grounded(episode: EpisodeRecord, value: unknown, mode: MatchMode): boolean {
  const budget = { left: 100_000 };
  return episode.calls.some((c) => c.ok && leaves([c.response, c.diff], [], budget).some((leaf) => textShows(leaf, String(value), mode === 'fuzzy' ? 'normalized' : mode)));
}

/** Evaluates one assertion against one episode's evidence. Pure. */
export function evaluate(spec: AssertionSpec, episode: EpisodeRecord, captures: Readonly<Record<string, unknown>>, context: CapabilityContext = {}): Outcome {
  const resolved = resolveValue(spec, captures) as Record<string, unknown>;
  const { id: _id, note: _note, type: _type, ...expected } = resolved;
  // A rename's `kept_by` key is the probe's to read (s25 per-record): a record never captured leaves
  // its own row unread, not the check undecided.
  const { kept_by: _kept, ...needed } = resolved;
  if (hasMissing(needed)) return { passed: false, expected: spec, observed: NEVER_CAPTURED };
  // s33 (s33-s262-f3, f11, f14, f15): a result line's clause telling its change still to come shows nothing done.
  if (spec.type === 'visible_result_grounded') episode = toComeRead(episode, spec.state ?? [], [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])].filter((v): v is string => typeof v === 'string'));
  // s35 words (s33-s262-f11, f14): a clause telling its making under way, undone or pending shows nothing made (./s35-words.ts).
  if (spec.type === 'visible_result_grounded') episode = inFlightRead(episode, spec.state ?? [], [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])].filter((v): v is string => typeof v === 'string'));
  switch (spec.type) {
    case 'input_available': {
      // An entry naming an API argument asks for the capability: an input that can carry the value there.
      const entries = apiEntries(spec.names);
      if (entries.length > 0) {
        const found = capableInputs(episode, entries);
        return { passed: found.length > 0, expected, observed: found.length > 0 ? found : surfaceReach(episode, 'inputs') };
      }
      // A list with no API entry (a task whose reference passes no input straight to an API) keeps the name match.
      const wanted = spec.names.map(slug);
      // An input is named by its name, its label, or the API arguments its value flows into.
      const inputs = episode.surface.flatMap((a) => a.inputs.map((i) => [i.name, i.label, ...(i.flows_to ?? [])].map(slug).join(' ')));
      const found = inputs.filter((i) => wanted.some((w) => i.includes(w)));
      return { passed: found.length > 0, expected, observed: found.length > 0 ? found : inputs };
    }
    case 'action_available': {
      // The needed APIs: the list's own API entries, else those the episode's inputs must reach.
      const own = apiEntries(spec.names).map((e) => e.split('.').slice(0, 2).join('.'));
      // With neither, the first view must reach what the reference's app does to the world.
      const apis = own.length > 0 ? own : context.needs !== undefined && context.needs.length > 0 ? context.needs : (context.writes?.() ?? []);
      if (apis.length > 0) {
        const found = capableActions(episode, apis);
        return { passed: found.length > 0, expected: { ...expected, apis }, observed: found.length > 0 ? found : surfaceReach(episode, 'actions') };
      }
      const wanted = spec.names.map(slug);
      const actions = episode.surface.map((a) => `${slug(a.id)} ${slug(a.label)}`);
      const found = actions.filter((a) => wanted.some((w) => a.includes(w)));
      return { passed: found.length > 0, expected, observed: found.length > 0 ? found : actions };
    }
    case 'visible_contains': {
      const listed = Array.isArray(resolved.text) ? resolved.text.map(String) : [String(resolved.text)];
      // On an open page the user's own words for the app count beside the listed ones — only the
      // words that are not the granted services' vocabulary, which any console of them shows;
      // three-letter ones too ("dog", "vet"; s18).
      const own = context.intention !== undefined ? requestWords(context.intention, context.services ?? [], 3).filter((w) => !listed.includes(w)) : [];
      const options = [...listed, ...own];
      // On an open page a word counts in any of its forms: singular or plural, British or American
      // spelling ("favourites" is shown by "Favorites", "chores" by "Chore list").
      const forms = context.intention !== undefined ? wordForms(episode.visible_text.slice(0, 200_000)) : undefined;
      const shown = options.find((text) => (forms ? showsWord(episode.visible_text, text, spec.match, forms) : textShows(episode.visible_text, text, spec.match)));
      return { passed: shown !== undefined, expected: own.length > 0 ? { ...expected, or_request_words: own } : expected, observed: excerpt(episode.visible_text, shown ?? options[0] ?? '') };
    }
    case 'route_enters_orchestrator': {
      // Routed and ran: a submit whose inputs were refused reached the app but no workflow.
      // A value the task could not supply (a capture an earlier failure never made) is that
      // failure's, not the route's: such a refused submit still counts as routed.
      const routed = episode.route.filter((r) => r.handler !== 'none' && (r.validated || carriesMissingCapture(r.inputs)));
      return { passed: routed.length > 0, expected: { handler: 'plan|agent', validated: true }, observed: episode.route.map((r) => ({ action: r.action, handler: r.handler, validated: r.validated })) };
    }
    case 'api_called': {
      const args = resolved.args as Record<string, unknown>;
      const calls = namedOrEquivalentCalls(episode, `${spec.app}.${spec.api}`);
      // An argument left out takes the API's documented default, as the service applied it.
      const defaults = defaultsOf(spec.app, spec.api);
      const hit = calls.find((c) => Object.entries(args).every(([k, v]) => valuesEqual(k in c.args ? c.args[k] : defaults[k], v) || samePhoneArg(k, c.args[k], v)));
      return { passed: hit !== undefined, expected, observed: calls.length > 0 ? calls.map((c) => (c.via ? { via: c.via, args: c.args } : c.args)) : episode.calls.map((c) => `${c.app}.${c.api}${c.ok ? '' : ' (failed)'}`) };
    }
    case 'db_changed': {
      const where = resolved.where as Record<string, unknown>;
      const rows = changes(episode)
        .filter((c) => c.app === spec.app && c.table === spec.table)
        .flatMap((c) => (spec.op === 'updated' ? c.updated.map((u) => ({ id: u.id, ...u.after })) : c[spec.op]));
      const matching = rows.filter((row) => rowMatches(row, where));
      return { passed: matching.length >= spec.min, expected, observed: { rows: matching.length, of: rows.length } };
    }
    case 'record_matches': {
      // The record must be right after an episode that really worked with that service — or, for
      // a record the episode leaves alone (app A's playlist that app B names an alarm after), with
      // any service: a read of it the user's words make needless is not asked for (s20-S7, one_api).
      const leftAlone = !changes(episode).some((c) => c.app === spec.app);
      if (!episode.calls.some((c) => c.ok && (c.app === spec.app || leftAlone))) return { passed: false, expected, observed: `no successful ${leftAlone ? '' : `${spec.app} `}call in this episode` };
      const fields = resolved.fields as Record<string, unknown>;
      const rows = episode.probes[spec.id] ?? [];
      const hit = rows.find((row) => Object.entries(fields).every(([k, v]) => valuesEqual(row[k], v, spec.match)));
      return { passed: hit !== undefined, expected, observed: rows.slice(0, 3) };
    }
    case 'record_identity_preserved': {
      const id = Number(resolved.record_id);
      const tableChanges = changes(episode).filter((c) => c.app === spec.app && c.table === spec.table);
      // Or a successful write of the episode named it and found nothing left to change (a request
      // already private when the user asks it hidden): the record acted on is the same one (s22).
      const named = (args: Readonly<Record<string, unknown>>) => Object.entries(args).some(([k, v]) => (k === 'id' || k.endsWith('_id')) && Number(v) === id);
      const edited = tableChanges.some((c) => c.updated.some((u) => u.id === id)) || episode.calls.some((c) => c.ok && c.app === spec.app && /^(update|edit|set|mark|change)_/.test(c.api) && named(c.args));
      const inserted = tableChanges.reduce((n, c) => n + c.inserted.length, 0);
      const own = (episode.probes[spec.id] ?? [])[0];
      const stillThere = own !== undefined;
      // Or the record needed nothing: the app left its table untouched, and every field the
      // reference set in it the app's record already holds (a playlist app A made public, which
      // app B finds public and only shares) (s23, roadtrip-playlist-invite s22-r2-f1). An app that
      // changed nothing where the reference changed the record still fails.
      const referenceSet = (episode.reference?.changes ?? []).filter((c) => c.app === spec.app && c.table === spec.table).flatMap((c) => c.updated).filter((u) => u.id === id);
      const nothingNeeded = episode.reference?.ok === true && own !== undefined && tableChanges.length === 0 && referenceSet.every((u) => Object.entries(u.after).every(([field, value]) => valuesEqual(own[field], value, 'normalized')));
      return { passed: (edited || nothingNeeded) && inserted === 0 && stillThere, expected, observed: { edited, ...(nothingNeeded ? { nothing_left_to_change: true } : {}), inserted, still_there: stillThere } };
    }
    case 'mutation_limit': {
      // A bound on collateral only means something when the workflow really reached a service.
      if (!episode.calls.some((c) => c.ok)) return { passed: false, expected, observed: 'no successful service call in this episode' };
      // Net of the episode: a draft made and sent (so deleted) in one step changed no draft (issue #30, s11 one_api).
      const rows = foldEpisodeChanges(episode.calls).reduce((n, c) => n + c.inserted.length + c.updated.length + c.deleted.length, 0);
      return { passed: rows <= spec.max, expected, observed: { mutated_rows: rows } };
    }
    case 'no_collateral': {
      if (!episode.calls.some((c) => c.ok)) return { passed: false, expected, observed: 'no successful service call in this episode' };
      const outside: string[] = [];
      // The episode's net changes: a row made and removed again within it (a draft sent) is no change.
      for (const change of foldEpisodeChanges(episode.calls)) {
        for (const op of ['inserted', 'updated', 'deleted'] as const) {
          if (change[op].length === 0) continue;
          const allowed = spec.allow.some((a) => a.app === change.app && a.table === change.table && a.ops.includes(op));
          if (!allowed) outside.push(`${change.app}.${change.table} ${op} ×${change[op].length}`);
        }
      }
      return { passed: outside.length === 0, expected, observed: { outside } };
    }
    case 'world_matches_reference': {
      const reference = episode.reference;
      if (!reference) return { passed: false, expected, observed: 'no reference replay was recorded for this episode (re-run the run stage)' };
      if (!reference.ok) return { passed: false, expected, observed: 'the reference itself failed this episode (the task is unsound)' };
      // Like the collateral bounds: an end state with nothing changed means something only when
      // the app, like the reference, really reached the service.
      if (reference.calls > 0 && !episode.calls.some((c) => c.ok)) return { passed: false, expected, observed: `no successful service call in this episode (the reference made ${reference.calls})` };
      // A payment the user never said how to fund may come from a card instead of the balance (funding.ts).
      const folded = foldEpisodeChanges(episode.calls);
      const changes = spec.funding ? asReferenceFunding(folded, reference.changes, spec.funding) : folded;
      const differences = compareWithReference(
        { changes, captures, probed: episode.probes[spec.id] ?? [] },
        { changes: reference.changes, captures: reference.captures },
        { free: resolved.free as typeof spec.free, rows: resolved.rows as typeof spec.rows, inStep: (resolved.in_step ?? []) as NonNullable<typeof spec.in_step> },
      );
      return { passed: differences.length === 0, expected, observed: differences.length === 0 ? 'the world ends where the reference leaves it' : { differences } };
    }
    case 'visible_result_grounded': {
      const via = (resolved.record as { via?: { table: string; id: unknown } } | undefined)?.via;
      const about = spec.record ? { app: spec.record.app, table: spec.record.table, rows: episode.probes[spec.id] ?? [], ...(via ? { via } : {}) } : undefined;
      // A flipped state must be told, not only the thing's name: a word of it on a changed line.
      // A word inside an API's name (`Sent phone.delete_alarm …`) is a console echoing the call, not the app telling the state.
      // Texts the state words do not count inside (`state_apart`) are masked out of the line first.
      const near = resolved.state_near as { words: string[]; values?: unknown[] } | undefined;
      // s30 buttons: a button's caption on its line is masked, and a send's word read as said done now (controls.ts).
      // s30 captions (s29-e1-f6, s29-e3-f1, s29-e1-f7): a plain caption after a line still in its old state, an imperative "Mark done".
      const ctl = withCaptions(controlMasker(episode.html, episode.visible_text));
      const sendWords = [...((resolved.state as unknown[] | undefined) ?? []), ...(near?.words ?? [])].map(String);
      // s35 vis (venmo-private-payment s32-re1-f1, study-focus s35-re1-f2): a visibility word answered no, a truth word of another field (./s35-vis.ts).
      const sent = (line: string): string => visRead(sendingCheck(sendWords) ? sendUndone(ctl(line), sendWords) : ctl(line), sendWords);
      // s31: on a check of a thing put into a list, a phrase taking it out of one tells no state (./words3.ts).
      const listed = listsRead(spec.state ?? []);
      // s35 lists (playlist-bookmarks s32-re2-f1, friend-list-tidy s34-re1-f1): a label said undone, a friend request (./s35-lists.ts).
      // s35 lists (catch-up-notices s33-s262-f15): of two states, a state word said of before, of a change failed or to come, of the others.
      const paired = (line: string): string => ((spec.opposite ?? []).length > 0 ? pairNowMasked(line, spec.state ?? [], followedNames) : line);
      const outOf = (line: string): string => listed(friendThingMasked(labelUndone(paired(line), spec.state ?? [])));
      const stateShape = spec.state_apart === undefined ? (line: string): string => outOf(withoutIdentifiers(sent(line))) : (line: string): string => outOf(masked(withoutIdentifiers(sent(line)), spec.state_apart ?? []));
      // A path among them (a file the step wrote, its path as the app chose it) is shown by its file name too (s25 words, move-in-day s24-s15-f1).
      // s25 files2 (meeting-notes-draft, move-in-day s25-d1-f1): its stem ("sync notes") only where the
      // followed record's name does not hold it or the other way round (the draft "Sync notes" beside
      // ~/documents/work/sync-notes.txt), and never for a path the app chose (`$` capture): there the
      // stem is the app's echo of the to-do's title, so a line telling the to-do told no file.
      const followedNames = [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])].filter((v) => typeof v === 'string' && v.trim() !== '').map(String);
      const fileName = (v: string, picked: boolean): string[] => {
        if (!/^(\/|~\/)/.test(v) || v.lastIndexOf('/') >= v.length - 1) return [];
        const name = v.slice(v.lastIndexOf('/') + 1);
        const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
        const spaced = stem.replace(/[-_]+/g, ' ');
        const heldByName = followedNames.some((f) => textShows(f, spaced, 'normalized') || textShows(spaced, f, 'normalized'));
        return [...new Set([name, ...(stem.length >= 4 && !picked && !heldByName ? [stem, spaced] : [])])];
      };
      const rawNear = (spec.state_near?.values ?? []) as unknown[];
      // s35 words (s33-s260-f1): with `state_made`, also the amount the made record alone holds (./s35-words.ts).
      const nearValues = [...new Set([...(near?.values ?? [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])]).map(String).flatMap((v, k) => [v, ...(near ? fileName(v, typeof rawNear[k] === 'string' && String(rawNear[k]).startsWith('$')) : [])]), ...(near ? madeAmounts(foldEpisodeChanges(episode.calls), resolved.state_made) : [])])];
      // A word of `state_near` counts only on a changed line that also shows a value of its record.
      // With `beside_others`, also on a card: the word within two lines under a value of its record, no other record named between (s17 picks18).
      // s32 notdone (s31-p1-f1 venmo): a card line negating the word or answering no ("Not private", "Private: no") tells nothing.
      const onCard = (word: string): boolean => spec.beside_others !== undefined && nearValues.some((v) => shownAbove(changedLines(episode).map((l) => notDoneMasked(maskNegated(stateShape(l), near?.words ?? []), (p) => p.replace(/[^\s]/gu, ' '))).join('\n'), word, v, spec.beside_others ?? [], spec.match));
      // s29 (team-roadmap-share s29-s213-f1): a value shaped like an identifier (a file "meeting_notes_2023-05-15.txt") is read on the line as it is, which shownBeside masks itself.
      const nearShape = (line: string, v: string): string => (withoutIdentifiers(v) !== v ? (spec.state_apart === undefined ? sent(line) : masked(sent(line), spec.state_apart)) : stateShape(line));
      // s29 nowa (s28-q1-f6): a word near the value in a clause not said done now tells nothing ("note to be created (fitness)"; `notNow`).
      const nearWord = (): string | undefined => near?.words.find((word) => changedLines(episode).map(undoneMade).some((line) => nearValues.some((v) => shownBeside(notNow(maskNegated(nearShape(line, v), near.words), followedNames, ownsWait(stateWords ?? [])), v, word, spec.match))) || onCard(word));
      // `state_near` alone (no `state`): the new state is told only beside its record (a look-up by id, s17 picks18).
      // A state word may be a value only the action made (`$orderId`: the new order's number tells it placed, Reading 2; s20).
      // A field of the record the step changed, as the step leaves it (`state_field`: the new code a reset made, s22).
      const fieldWords = (): string[] => {
        if (spec.state_field === undefined || !spec.record) return [];
        const field = spec.state_field;
        const record = spec.record;
        const changedHere = foldEpisodeChanges(episode.calls).some((c) => c.app === record.app && c.table === record.table && c.updated.some((u) => Object.hasOwn(u.after, field)));
        return changedHere ? (episode.probes[spec.id] ?? []).map((row) => row[field]).filter((v): v is string | number => (typeof v === 'string' && v.trim().length >= 4) || typeof v === 'number').map(String) : [];
      };
      // s28 split: with each word's other said forms (a participle's past, "your" for "the"; `withSaidForms`).
      const stateWords = spec.state === undefined ? undefined : withGlyphs(withSaidForms([...((resolved.state as unknown[] | undefined) ?? []).filter((w): w is string | number => typeof w === 'string' || typeof w === 'number').map(String), ...fieldWords()]));
      // A value only the action made (`state_made`, s24 made): the new row's id, or a dictated text
      // the new row holds, on a changed line, the look-alikes it sits inside (`apart`) masked out.
      const madeWords = (): string[] => {
        const made = resolved.state_made as { app: string; table: string; texts?: unknown[]; own_texts?: boolean } | undefined;
        if (!made) return [];
        // Only a step that makes this one record and no other: where the reference or the app also
        // makes or removes a row of another table, or changes another app's (an alarm and its note, a
        // request and its text, a like beside a new note), an id or text of one record told the other
        // (s24 D1, many s24-d1-f1). The same app's side effects (the order item a return marks) stay.
        const folded = foldEpisodeChanges(episode.calls);
        // A same-app row the very call that makes the record writes with it (the owner's membership
        // a new project gets) is part of making it, not another record (s25 words, garden-project-email s24-d2-f1).
        const sideTables = new Set(episode.calls.filter((call) => call.ok && (call.diff ?? []).some((d) => d.app === made.app && d.table === made.table && d.inserted.length > 0)).flatMap((call) => (call.diff ?? []).filter((d) => d.app === made.app).map((d) => d.table)));
        const elsewhere = (changes: readonly { app: string; table: string; inserted: unknown[]; updated: unknown[]; deleted: unknown[] }[]): boolean =>
          changes.some((c) => !(c.app === made.app && (c.table === made.table || sideTables.has(c.table))) && c.inserted.length + c.deleted.length + (c.app === made.app ? 0 : c.updated.length) > 0);
        // A text only this record was dictated to hold (`own_texts`: a voice message's transcript)
        // still counts there, held by no other row the episode made or changed (s25 words); its id does not.
        const beside = elsewhere(folded) || elsewhere(episode.reference?.changes ?? []);
        if (beside && made.own_texts !== true) return [];
        const rows = folded.filter((c) => c.app === made.app && c.table === made.table).flatMap((c) => c.inserted);
        const ids = beside ? [] : rows.map((row) => row.id).filter((v): v is string | number => (typeof v === 'number' && Math.abs(v) >= 1000) || (typeof v === 'string' && v.trim().length >= 4)).map(String);
        // A stored moment ("2023-05-24T18:00:00") holds its date and its time as the user said them.
        const holds = (row: Row, text: string): boolean => Object.values(row).some((v) => typeof v === 'string' && textShows(v.replace(/^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?/, '$1 $2'), text, 'normalized'));
        // A text another record the episode made or changed also holds (the playlist's name quoted in
        // the text, the request's description in its expense) tells that record as well: no proof
        // of this one (s24 D1, road-trip-mix-text / grocery-run-split s24-d1-f1).
        const others = foldEpisodeChanges(episode.calls).filter((c) => !(c.app === made.app && c.table === made.table)).flatMap((c) => [...c.inserted, ...c.updated.map((u) => u.after as Row)]);
        const texts = (made.texts ?? []).filter((t): t is string => typeof t === 'string' && t.trim().length >= 4 && rows.some((row) => holds(row, t)) && !others.some((row) => holds(row, t)));
        return [...new Set([...ids, ...texts])];
      };
      const madeShape = (line: string): string => masked(stateShape(line), [...(spec.apart ?? [])]);
      // A text only the new record holds (`own_texts`: a note's content, a transcript) tells it made
      // wherever it is newly shown, the followed record's line included ("Ines Moura · … · Recommended
      // by the Larsens."; Reading 2, s25 ownline, babysitter-contact s24-d2-f1 and five s25-d1-f1).
      // A text another row also holds, or one typed before, never gets here (`madeWords`, `made.ts`).
      // s27 made (`with_value`, s26-d4c-f1..f3): a short text (the note's tag) only beside the check's
      // own value on a changed line, paths masked out ("home" is no tag inside ~/home/x.txt).
      const besideValue = (resolved.state_made as { with_value?: boolean } | undefined)?.with_value === true;
      // s30 trash2 (s30-r4-f1, s26-d4c-f3): with a made tag, a line saying the record not made tells nothing; the tag may sit on the line under the title.
      function undoneMade(line: string): string { return besideValue ? madeUndone(line) : line; }
      const unpathed = (line: string): string => madeShape(line).replace(/(?:~|\/)[^\s"'()]*\/[^\s"'()]*/g, ' ');
      // s29 nowa (s28-q1-f6): a text the record was made with tells it made only in a clause that says it done now (`notNow`).
      const waitsOwn = ownsWait(stateWords ?? []);
      const madeNow = (line: string): string => notNow(line, followedNames, waitsOwn);
      const madeWord = (): string | undefined => madeWords().find((word) => (besideValue ? withCardLine(changedLines(episode), followedNames, spec.match).map(undoneMade).some((line) => followedNames.some((v) => shownBeside(madeNow(unpathed(line)), v, word, spec.match))) : newlyShown(episode, word, spec.match, (line) => madeNow(madeShape(line)))));
      // A two-state pair (`opposite`, s24 negated): a word of the state said negated ("not paused")
      // does not tell it; a word of the other state said negated beside the value ("— enabled:
      // false", "is no longer active", "Enabled: no" on its card) does (weekend-run-alarm-mix s23-s13-f1).
      const opposite = spec.opposite ?? [];
      const ownShape = opposite.length === 0 || stateWords === undefined ? stateShape : (line: string): string => maskNegated(stateShape(line), stateWords);
      const oppositeNegated = (): string | undefined => {
        if (opposite.length === 0) return undefined;
        const lines = changedLines(episode).map(stateShape);
        return nearValues.some((v) => lines.some((line, k) => textShows(line, v, spec.match) && negatedFor(lines, k, opposite, v, (l) => textShows(l, v, spec.match)) !== undefined)) ? `not ${opposite[0]}` : undefined;
      };
      // s26 (s26-d1a-f1..f3): a changed table row's switch cell ("Bins out\t20:30\tOn" under "Status")
      // tells the state as its field would (`switchCells`), as it does for `beside`.
      const cellsNow = switchCells(controlsMasked(episode.html, episode.visible_text)).split('\n');
      const cellOf = new Map<string, string>();
      episode.visible_text.split('\n').forEach((l, k) => { if (!cellOf.has(l)) cellOf.set(l, cellsNow[k] ?? l); });
      // s27 (s26-d3a-f1..f5): the record's name marked as the matcher's label (¤), so an on or off right after
      // it is its own ("Water the plants On"); a time or id is a mark of its own already.
      // Only for a check with a bare on or off among its words.
      const bareSwitch = (stateWords ?? []).some((w) => /^(?:[:,]\s*)?o(?:n|ff)$/u.test(normalizeText(w)));
      const valueMarked = (line: string): string => (!bareSwitch ? line : nearValues.map(normalizeText).filter((v) => v.length >= 3 && /\p{L}/u.test(v)).reduce((l, v) => l.split(v).join(' ¤ '), normalizeText(line)));
      // s27 (s26-d5e-f1, s26-d5f-f2, s27-s193-f2..f4 and the revert's re-reviews): a state word said in a failure,
      // a question, under a negation or of a time to come, or as a clause's bare first verb ("Delete X", an offer) tells nothing.
      // s28 (s27-z5-f1, f2, f3, s27-q0-f3): an alarm's state word said of another setting ("Snooze: disabled") is not its own.
      const ownSetting = (line: string): string => (bareSwitch ? otherSettingsMasked(line, stateWords ?? [], followedNames) : line);
      // s28 stars: offers and promises read first (promised), and a favourite status rescued (favouriteStatus).
      const pageButtons = buttonTexts(episode.html);
      const stateRead = (text: string): string => valueMarked(unoffered(promised(ownSetting(text), stateWords ?? [], followedNames), stateWords ?? [], followedNames));
      // s28 split: a phrasal verb said around its object is also read joined ("Took X off" as "took off X"; `joinedPhrasal`).
      // s31 samples (s28-s203-f2): "Splitwise payment <new id>" says "Splitwise payment added".
      const madeRows = foldEpisodeChanges(episode.calls).flatMap((c) => c.inserted.map((row) => ({ app: c.app, id: row.id })));
      const stateShown = (line: string): string => {
        const own = ownShape(undoneMade(madeIdTold(cellOf.get(line) ?? line, stateWords ?? [], madeRows)));
        const joined = joinedPhrasal(own, stateWords ?? [], followedNames);
        const told = joined === normalizeText(own) ? stateRead(own) : `${stateRead(own)}\n${stateRead(joined)}`;
        const status = favouriteStatus(own, stateWords ?? [], followedNames, pageButtons);
        return status === undefined ? told : `${told} \u00a6 ${status}`;
      };
      // s34 (s33-s262-f14, f16): a state word on a line naming another record of the followed kind, and not it, is that record's.
      const otherNames = otherRecordNames(context.values ?? {}, context.otherValues ?? [], followedNames);
      const ownStateShown = (line: string): string => (namesOtherRecord(line, followedNames, otherNames) ? '' : stateShown(line));
      const state = stateWords === undefined ? (near === undefined ? undefined : (nearWord() ?? null)) : (stateWords.find((word) => newlyShown(episode, word, spec.match, ownStateShown)) ?? nearWord() ?? oppositeNegated() ?? madeWord() ?? null);
      // The value, or any other form of it the task lists (`or`): the first one shown and grounded.
      // A spelling of the value (`spelled`: "weekly" of "week") is grounded as the value is (s25 edits).
      // s33 vocab (contact-book s32-re2-f1): a value that is one lower-case word of a kind ("friend") is said in its plural too ("added to your friends").
      const plural = typeof resolved.value === 'string' && /^\p{Ll}{4,}$/u.test(resolved.value) && !/(?:s|x|z|ch|sh|y)$/u.test(resolved.value) ? [`${resolved.value}s`] : [];
      const spelled = [...((resolved.spelled as unknown[] | undefined) ?? []).map(String), ...plural];
      // s33 vocab (contact-book s31-r2-f15): a value shown only as one option of a picker is none saved (controls.ts).
      const choice = choiceMasker(episode.html, episode.visible_text);
      const forms: unknown[] = [resolved.value, ...((resolved.or as unknown[] | undefined) ?? []), ...spelled];
      const judged = forms.map((value, k) => {
        // The result must appear because of the action: shown more often than just before it
        // (a value that was already part of the static screen is not a returned entity).
        // s31 failed (s31-s241-f1): not where only a clause saying the change failed, not done or to come shows it.
        // s33 (s23 request-inbox): a record listed because it still waits (its left-out ones are "no longer pending") shows its wait as its state.
        const listsWaiting = (spec.left_out?.told ?? []).some((w) => /^(?:not|no longer) pending$/iu.test(w));
        const shown = shownAsResult(episode, String(value), spec.match) && textShows(changedLines(episode).map((l) => failedMasked(choice(l), [String(value), ...((resolved.beside as unknown[] | undefined) ?? []).map(String), ...negatedStates(stateWords, l)], listsWaiting)).join('\n'), String(value), spec.match);
        const groundAs = k >= forms.length - spelled.length ? resolved.value : value;
        const source = groundedInEpisodeRecords(episode, groundAs, spec.match, () => grounded(episode, groundAs, spec.match), { userWords: context.userWords ?? '', ...(about ? { changedRow: about } : {}) });
        // Who or what goes with the value, on the value's own changed line.
        // A captured id among them (`$recordId`: the record the user picked by id) is its value.
        const besideWords = (resolved.beside as unknown[] | undefined)?.map(String);
        // s25 dellogs2 (shift-alarms s25-d1-f1): a changed table row read with its switch cells as fields (`switchCells`).
        const cellText = new Map<string, string>();
        const rewritten = switchCells(controlsMasked(episode.html, episode.visible_text)).split('\n');
        episode.visible_text.split('\n').forEach((l, k) => { if (!cellText.has(l)) cellText.set(l, rewritten[k] ?? l); });
        // s29 nowb (s28-e0-f1, f5, s28-e2-f3): a word beside that is also a state word is read as the state words are ("— Mark done" is no tick).
        const besideRead = (line: string, word: string): string => (stateWords !== undefined && stateWords.some((w) => normalizeText(w) === normalizeText(word)) ? saidNow(line, stateWords, followedNames) : line);
        // s35 (camping-expenses s32-s251-f1): a line that also names another of the task's records tells the value with the name it is written with (./s35.ts).
        const ownLine = (line: string): boolean => spec.beside_others === undefined || boundToOwn(line, String(value), besideWords ?? [], spec.beside_others, spec.match);
        const beside = besideWords === undefined ? undefined : (besideWords.find((word) => changedLines(episode).some((line) => shownBeside(besideRead(cellText.get(line) ?? line, word), String(value), word, spec.match) && ownLine(cellText.get(line) ?? line)) || (spec.beside_others !== undefined && (shownAbove(changedLines(episode).map(ctl).join('\n'), String(value), word, spec.beside_others, spec.match) || shownBelow(changedLines(episode).map(ctl).join('\n'), String(value), word, spec.beside_others, spec.match)))
          || (spec.beside_headed?.includes(word) === true && shownUnderSectionHeading(episode, String(value), word, spec.match))) ?? null);
        // Shown apart from texts that merely contain it (a title with the tag's word in it).
        // Apart on the line that shows what it goes with, where the check asks for that (s15 words).
        const apart = spec.apart === undefined ? undefined : changedLines(episode).some((line) => shownApart(line, String(value), spec.apart ?? [], spec.match) && besideOn(line, String(value), spec.beside, spec.match))
          || apartOnCard(changedLines(episode).join('\n'), String(value), besideWords ?? [], spec);
        // s35 cards (gift-pool s31-s242-f4): "$50 each" beside "Chloe Patel owes $90" tells Chloe's share as $90 (./s35-cards.ts).
        const besideNow = beside != null && spec.beside_others !== undefined && shareToldOther(changedLines(episode).map(ctl), String(value), besideWords ?? [], spec.beside_others) ? null : beside;
        return { value, shown, source, beside: besideNow, apart };
      });
      const fits = (j: (typeof judged)[number]) => j.beside !== null && j.apart !== false;
      const best = judged.find((j) => j.shown && j.source.grounded && fits(j)) ?? judged.find((j) => j.shown && j.source.grounded) ?? judged[0]!;
      // A step on a whole set (`whole`): the word of the new state on a changed line says it was
      // done, unless the result is a dump of records the episode is not about.
      const wholeTold = spec.whole === true && typeof state === 'string' && best.source.dump !== true;
      // Records the asked list leaves out, shown as if they were on it (s23 `left_out`).
      const passedOff = spec.left_out === undefined ? [] : episode.visible_text.split('\n').filter((line) => (spec.left_out?.values ?? []).some((v) => textShows(line, v, spec.match)) && !(spec.left_out?.told ?? []).some((word) => textShows(withoutIdentifiers(normalizeText(line)), word, spec.match === 'exact' ? 'normalized' : spec.match)));
      return {
        passed: ((best.shown && best.source.grounded) || wholeTold) && state !== null && best.beside !== null && best.apart !== false && passedOff.length === 0,
        expected,
        observed: { ...(passedOff.length ? { left_out_shown: passedOff.slice(0, 3) } : {}), shown: best.shown, from_service: best.source.grounded, ...(state !== undefined ? { state } : {}), ...(best.beside !== undefined ? { beside: best.beside } : {}), ...(best.apart !== undefined ? { apart: best.apart } : {}), ...(wholeTold ? { whole: true } : {}), ...(best.source.reason ? { why: best.source.reason } : {}), text: excerpt(episode.visible_text, String(best.value)) },
      };
    }
    case 'persisted_visible': {
      // A record that is no longer what it was (`gone`): shown nowhere, or only told as it is now.
      if (spec.gone === true) {
        const forms = [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])].map(String);
        // s23 regone: a value shown only inside a text of `apart` (an old name inside the new one,
        // "Day trips" in "Day trips from Kyoto") is not shown on that line.
        // s26 swap (s26-d1b-f2, `corrected_by`): the old text said gone in the user's verb right
        // beside it ("swapped out Circe") is not shown there.
        const corr = (line: string): string => maskedCorrected(line, spec.corrected_by);
        const showsApart = (line: string, v: string): boolean => textShows(corr(spec.apart === undefined ? line : masked(line, spec.apart)), v, spec.match);
        const lines = episode.visible_text.split('\n').filter((line) => forms.some((v) => showsApart(line, v)));
        // A word of one list inside a longer phrase of the other says that phrase, not itself: "star"
        // in "star removed", "archived" in "no longer archived" (s21, unstar-done s20-z5-f1).
        const inside = (phrases: readonly string[], words: readonly string[]) => phrases.filter((phrase) => words.some((word) => normalizeText(phrase) !== normalizeText(word) && (` ${normalizeText(phrase)} `.includes(` ${normalizeText(word)} `) || textShows(phrase, word, 'normalized'))));
        const nowMask = inside(spec.was ?? [], spec.state ?? []);
        const wasMask = inside(spec.state ?? [], spec.was ?? []);
        // s23 regone: texts the state words do not count inside (`state_apart`: a "Mark read" button beside an unread thread).
        // s25 removed2 (`actions_apart`): a button's caption on the line ("Unblock", "Move to cart") is
        // an offered action, masked as whole words (a button "Block" is not the "block" of "blocked").
        const buttons = spec.actions_apart === true ? buttonTexts(episode.html).filter((t) => !forms.some((v) => textShows(t, v, spec.match))) : [];
        // s26 (s26-d3b-f1..f4): a table row's bare On/Off cells read as their columns' fields (`switchCells`).
        const cellsNow = switchCells(episode.visible_text).split('\n');
        const cellOf = new Map<string, string>();
        episode.visible_text.split('\n').forEach((l, k) => { if (!cellOf.has(l)) cellOf.set(l, cellsNow[k] ?? l); });
        // s28 (s27-z5-f3): as for the result, an alarm's state word said of another setting ("Backup alarm: on") tells nothing.
        const bareSwitch = [...(spec.state ?? []), ...(spec.was ?? [])].some((w) => /^(?:[:,]\s*)?o(?:n|ff)$/u.test(normalizeText(w)));
        const ownSetting = (line: string): string => (bareSwitch ? otherSettingsMasked(line, [...(spec.state ?? []), ...(spec.was ?? [])], forms) : line);
        const sa = (line: string): string => { const l = ownSetting(cellOf.get(line) ?? line); const m = maskedWhole(spec.state_apart === undefined ? l : masked(l, spec.state_apart), buttons); return spec.step_open === true ? noTickSaid(m) : m; };
        // A word of either state said negated tells the other: "Read: no", "not paused" tell the state
        // now; "not enabled", "Private: no" the old one (s23 R3, bin-night-alarm, campfire-text,
        // mark-read-triage s23-r3-f1). Its own words are masked before it is read as itself.
        const negates = (line: string, words: readonly string[]): boolean => words.length > 0 && maskNegated(line, words) !== line;
        const nowWords = spec.state ?? [];
        const wasWords = spec.was ?? [];
        // s27 heads (s26-d4f-f1, s26-d5g-f1, s26-d5g-f2): for a deletion (`told_headed`) the row tells it
        // only as done: no part said under a condition or of a time to come, no "removing" or "rid of".
        const deletion = spec.told_headed === true;
        const rowWords = deletion ? nowWords.filter(doneWord) : nowWords;
        // s29 nowb (s28-d1-f4, f11, s28-q*-f*): the new state's words read as a result check reads them (`saidNow`):
        // no button, offer, wait, obligation or time to come of it, nor a list word after "from"/"off".
        // s29 nowb (s28-q3-f2): a new-state word right before the old state's own time ("back in the inbox May 24") tells when it will be.
        const wasTimes = wasWords.map((w) => normalizeText(w).trim()).filter((w) => /\d/.test(w)).sort((a, b) => b.length - a.length);
        const untimed = (line: string): string => {
          const words = nowWords.map((w) => normalizeText(w).trim()).filter((w) => /\p{L}/u.test(w)).sort((a, b) => b.length - a.length);
          if (wasTimes.length === 0 || words.length === 0) return line;
          const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
          const re = new RegExp(`(?<![\\p{L}\\p{N}])(${words.map(esc).join('|')})(\\s+(?:(?:at|on|by|from|after)\\s+)?(?:${wasTimes.map(esc).join('|')})(?![\\p{L}\\p{N}]))`, 'giu');
          const out = normalizeText(line).replace(re, (_: string, w: string, tail: string) => `${' '.repeat(w.length)}${tail}`);
          return out === normalizeText(line) ? line : out;
        };
        const ownNames = [...forms, ...((resolved.history_names as unknown[] | undefined) ?? []).map(String)];
        // s29 (s28-d1-f1): a phrasal verb of the list said around its object ("took my answer back") read joined too.
        const phrasal = (line: string): string => { const j = joinedPhrasal(line, rowWords, forms); return j === normalizeText(line) ? line : `${line} \u00a6 ${j}`; };
        // s29 now2 (s28-q1-f17): the old state said negated is read through saidNow too ("no longer a favourite (pending)" waits).
        const stated = (line: string): string => { const now = untimed(saidNow(trashRead(purgeRead(line, spec.purge === true), ownNames), nowWords, ownNames)); return phrasal(deletion ? statedParts(now, forms) : spec.state_stated === true ? unconditioned(now, forms) : now); };
        // s28 (s28-d1-f12): the old state said negated ("unread", "not pinned") is read as stated too, so "unread?" tells nothing.
        const ctl = withCaptions(controlMasker(episode.html, episode.visible_text), wasWords);
        // s30 history (s30-r4-f2): "sharing off", or "sharing pending" beside the old state, tells no state now.
        const held = heldBack(nowWords, wasWords, spec.match);
        // s31 reached (s31-r0, s31-r2, s31-r3-f1): beside the old date, time or number, a new value failed, to come or waiting tells nothing (./reached.ts).
        const reachOlds = [...wasWords, ...(spec.was === undefined && /^\s*\d{1,2}:\d{2}\s*$/u.test(String(resolved.value)) ? [String(resolved.value)] : [])].filter((w) => /\d/.test(w));
        // s32 duecard (s31-r2-f1..f17): beside the old value, a new value said old ("changed from June 9", "June 9 → June 5") or left waiting tells nothing.
        // s32 private (s31-r3-f4, f5): a state word of a time to come ("private later") tells no state now.
        const outSaid = outOfListSaid(nowWords); // s32 lists (./lists.ts)
        // s33 duecard (s31-p1-f1): a line giving only the new value, in a change pending, failed, under way or refused, tells no value now either.
        const reachedNow = (pre: string): string => {
          const out = unreachedMasked(pre, reachOlds, forms, spec.match);
          // s33 duecard (s31-p0-f2): so does a new text (a state of three words or more) beside the old one ("(will change to "…")").
          const valueNow = (w: string): boolean => (reachOlds.length > 0 ? /\d/.test(w) : w.trim().split(/\s+/).length >= 3) && textShows(pre, w, spec.match);
          return out === pre && (reachOlds.length > 0 || spec.was === undefined) && nowWords.some(valueNow) ? failedMasked(pre, forms) : out;
        };
        // s35 words (s31-p0-f2): a new text said only as to come beside the old one tells no text now (./s35-words.ts).
        const san = (line: string): string => { const pre = newTextLaterMasked(held(ctl(line) === line ? sa(line) : sa(ctl(line))), nowWords); return laterMasked(outSaid(newSaidOldMasked(reachedNow(pre), reachOlds, nowWords, spec.match, pre)), nowWords); };
        const told = (line: string): boolean => forms.some((v) => textShows(line, v, spec.match) && (rowWords.some((word) => shownBeside(maskNegated(nowMask.length ? masked(stated(san(line)), nowMask) : stated(san(line)), nowWords), v, word, spec.match)) || negates(spec.state_stated === true ? stated(san(line)) : saidNow(san(line), nowWords, ownNames), wasWords)));
        // s26 stars2 (s26-d2c-f1): with `was_heads`, a decimal is an average ("4.0 of 5", "★ 4.1"), not
        // the deleted rating, so "4 of 5" is not read in "4.0 of 5" (the matcher reads "4.0" as "4").
        const avg = (line: string): string => (spec.was_heads !== undefined && !forms.some((f) => /\d\.\d/.test(f)) ? line.replace(/(?<![\d.])\d+\.\d+(?![\d.])/g, '#') : line);
        // s29 stale (`own_texts`, s29-s211-f2): the record's own text that may keep the old value ("Soul
        // Sunday May 28", its title as made) is read as the name it holds, so its old day is no value now.
        const ownTexts = ((resolved.own_texts as unknown[] | undefined) ?? []).filter((t): t is string => typeof t === 'string' && t.trim() !== '' && !t.startsWith('$') && wasWords.some((w) => textShows(t, w, spec.match)));
        const asOwn = (line: string): string => ownTexts.reduce((l, t) => {
          const name = forms.filter((f) => normalizeText(f) !== normalizeText(t) && textShows(t, f, spec.match)).sort((a, b) => b.length - a.length)[0] ?? ' ';
          return l.replace(new RegExp(t.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ` ${name} `);
        }, line);
        const comeWasList = toComeAsWas(nowWords, wasWords); // s32 lists (./lists.ts)
        // s33 vocab: "among your likes" is "in your likes" (./lists.ts).
        const comeWas = (line: string): string => amongAsIn(comeWasList(line));
        const tellsWas = (raw: string): boolean => { const line = asOwn(trashEntrySaid(comeWas(raw), forms)); return spec.was === undefined || forms.some((v) => textShows(line, v, spec.match) && (wasWords.some((word) => shownBeside(maskNegated(wasMask.length ? masked(sa(corr(avg(line))), wasMask) : sa(corr(avg(line))), wasWords), v, word, spec.match)) || negates(sa(line), nowWords))); };
        // Under a section heading, or a label line ("Starred threads:"), that tells the old state and
        // not the new one, or over a status line of its own card ("Status: starred") (`was_headed`, s21).
        const underWas = new Set<string>();
        // A line whose own card or row marks the old state (a status line, a marked column): what it
        // says holds now, never a log's entry (s22, star-important s22-r1-f1).
        const markedWas = new Set<string>();
        const all = episode.visible_text.split('\n');
        const page = spec.was_headed === true || spec.told_headed === true || spec.step_open === true || spec.done_headed === true ? headedLines(episode.html, episode.visible_text) : undefined;
        const isHeading = (line: string) => page?.isHeading(line) ?? false;
        const shows = (line: string) => forms.some((v) => showsApart(line, v));
        const isLabel = (line: string) => /:\s*$/.test(line.trim()) && line.trim().split(/\s+/).length <= 6 && !shows(line);
        const isCaption = (line: string) => line.trim() !== '' && !/[.!?]\s*$/.test(line.trim()) && !line.includes('\t') && line.trim().split(/\s+/).length <= 4 && !shows(line);
        // The section a line is in: the nearest heading or label line above it, or the caption right above it.
        const sectionOf = (i: number): number => {
          if (i > 0 && isCaption(all[i - 1] ?? '')) return i - 1;
          for (let k = i - 1; k >= 0; k -= 1) if (isHeading(all[k] ?? '') || isLabel(all[k] ?? '')) return k;
          return -1;
        };
        // s25 gone2 (`told_headed`, disk-full-downloads, statement-shredder, spring-clean,
        // vacation-draft-bin s25-d1-f1): a line whose nearest heading or label above says a word of the
        // state now ("Deleted for good", "Shredded files:", "Thrown away") is told; read per occurrence,
        // so a copy of the same bare row under another heading ("Downloads") stays stale. The page's
        // title (a first heading on its first line) and a heading naming the record itself (its own
        // card) are no section of it.
        // The lines (by index) whose nearest heading or label above, not the page's title nor one naming the
        // record itself, says `says` of its rows.
        const firstHeading = all.findIndex(isHeading);
        const headedBy = (says: (text: string) => boolean, skip: (line: string) => boolean = () => false): Set<number> => {
          const at = new Set<number>();
          all.forEach((line, i) => {
            if (isHeading(line) || !shows(line) || skip(line)) return;
            for (let k = i - 1; k >= 0; k -= 1) {
              const above = all[k] ?? '';
              if (!isHeading(above) && !isLabel(above)) continue;
              if (isHeading(above) && shows(above)) continue;
              if (!(k === firstHeading && k === 0) && says(above)) at.add(i);
              break;
            }
          });
          return at;
        };
        // s26 (s26-d4d-f1 .. s26-d4g-f3), s27 heads (s26-d5c-f1, s26-d5e-f2, s26-d5f-f1): only a heading
        // that by its shape says its rows deleted ("Deleted contacts (1)", "Withdrawn:"), see `headingSaysDeleted`.
        const headedAt = spec.told_headed === true ? headedBy((text) => headingSaysDeleted(text, nowWords) && purgeRead(text, spec.purge === true) !== '') : new Set<number>();
        // s33 kit (streaming-recurring s32-d1-f5): with `told_headed`, a row whose own status line below says the
        // state now and nothing else ("Status: stopped", "Stopped") is told so, whatever its terms say ("$22.99 monthly"):
        // right below, or under the card's field lines (an amount, "Every month", "Split: …"), no other row between.
        const fieldish = (l: string): boolean => /[\p{N}:]/u.test(l) || wasWords.some((w) => textShows(l, w, 'normalized'));
        if (spec.told_headed === true) {
          all.forEach((line, i) => {
            if (isHeading(line) || !shows(line)) return;
            for (let j = i + 1; j <= i + 3 && j < all.length; j += 1) {
              const l = all[j] ?? '';
              if (shows(l) || isHeading(l)) break;
              if (statusBelowNow(l, nowWords, wasWords, shows, isHeading)) { headedAt.add(i); break; }
              if (!fieldish(l)) break;
            }
          });
        }
        const toldHeaded = (line: string): boolean => headedAt.size > 0 && all.every((l, i) => l !== line || headedAt.has(i));
        // s28 steps (`step_open`; s27-db2-f3, s27-db2-f5, s27-db3-f4, f5, s27-db4-f8, f9): a step listed under the
        // nearest heading or label that by its shape says its rows done ("Done", "Completed steps", "Done:") is
        // shown done; a log's entry of its making ("Added step X ✓") tells the event (s27-db2-f4, f6).
        const madeLog = (line: string): boolean => spec.step_open === true && forms.some((v) => MADE_FIRST.some((word) => loggedFirst(line, v, word, spec.match)));
        // s30 (party-shopping-tick s29-d1-f3, camping-gear-tick s29-r2-f9): an item not ticked (`done_headed` on a gone check) listed under a done heading is shown ticked.
        const doneHeaded = new Set<string>(spec.step_open === true || spec.done_headed === true ? [...headedBy(headingSaysDone, madeLog)].map((i) => all[i] ?? '') : []);
        if (spec.was_headed === true) {
          const first = all.findIndex(isHeading);
          const says = (text: string, words: readonly string[]) => words.some((word) => textShows(withoutIdentifiers(normalizeText(text)), word, spec.match === 'exact' ? 'normalized' : spec.match));
          const tellsOld = (raw: string) => {
            const text = amongAsIn(spec.actions_apart === true ? sa(raw) : raw);
            return says(wasMask.length ? masked(text, wasMask) : text, spec.was ?? []) && !says(nowMask.length ? masked(text, nowMask) : text, spec.state ?? []);
          };
          // s25 removed2 (the heading look-up, s24-d3-f2 of the favourites, blocked, roster and queue
          // tasks): a short line right above that says neither state in words (another name, another
          // number: a sibling row of the same list; or one marked only by a glyph, "Omar Patel ★") is no
          // caption: the search goes on up to the list's heading or label. A caption that says
          // something ("Currently starred", "Not favourites") still heads the line.
          const saysSomething = (text: string) => {
            const t = spec.actions_apart === true ? sa(text) : text;
            const lettered = (words: readonly string[]) => words.filter((w) => /\p{L}/u.test(w));
            return says(wasMask.length ? masked(t, wasMask) : t, lettered(spec.was ?? [])) || says(t, lettered(spec.state ?? []));
          };
          // A badge of the old state on its own line under the record's line: "Starred: yes",
          // "Star: on", "Starred — ✅", "★ Starred" (s22, star-important s22-r2-f1). A label that is
          // the stem of a word of the old state ("Star" of "starred") says it too.
          const stemOfWas = (label: string): boolean => {
            const l = normalizeText(label).trim();
            return l.length >= 4 && (spec.was ?? []).some((w) => normalizeText(w).startsWith(l));
          };
          // Further down its card too, under other field lines ("From: Chloe Patel", then "Starred:
          // ✔️") (s23, star-important s22-r2-f1).
          const badgeUnder = (i: number): boolean => {
            const titled = isHeading(all[i] ?? '') || !/[·|•—–:\t]/.test(all[i] ?? '');
            for (let j = i + 1; j < all.length && j <= i + 3; j += 1) {
              const next = all[j] ?? '';
              if (shows(next) || isHeading(next)) return false;
              const badge = /^\s*([^:—–]{1,24}?)\s*[:—–]\s*(?:yes|true|on|y|x|✓|✔|✅|★|⭐)\uFE0F?\s*$/i.exec(next);
              if (badge && (tellsOld(badge[1] ?? '') || stemOfWas(badge[1] ?? ''))) return true;
              if (!next.includes(':') && !/\b(?:no|not|un\w*)\b/i.test(next) && next.trim().split(/\s+/).length <= 2 && tellsOld(next)) return true;
              // s25 removed3 (wish-list-mover s24-d4-f1): a card's line of fields set apart by "·" or
              // "|" ("$63.95 · On wish list") whose one short segment tells the old state, on a line
              // that tells nothing of the state now (no "In cart", "Moved from wish list" anywhere on it)
              // and says no word of a past or a negation in that segment ("Off wish list", "Was on
              // wish list", "Not on wish list"). Only under a card's title (a heading, or a line of the
              // title alone with no field of its own): a row "Name · state" under it is a sibling's.
              if (titled && !next.includes('\t') && !says(nowMask.length ? masked(sa(next), nowMask) : sa(next), spec.state ?? [])) {
                const segments = next.split(/\s[·|•]\s|^[·|•]\s|\s[·|•]$/).map((x) => x.trim()).filter((x) => x !== '');
                if (segments.some((seg) => seg.split(/\s+/).length <= 3 && !seg.includes(':') && !/\b(?:no|not|never|non|un\w*|off|out|from|was|were|formerly|former|previously|ex|left|removed|moved|gone|taken)\b/i.test(seg) && tellsOld(seg))) return true;
              }
              const field = FIELD_LINE.exec(next);
              if (next.includes('\t') || field === null) return false;
              // A field of the card whose value is the old state ("Status: Starred", "Labels: Starred"),
              // not a history field ("Was: starred") (s23, star-important s23-r1-f1).
              // s25 gone2: nor a log's next entry whose label is a word of the state now ("emptied: whole
              // cart (ref 2)" under "added: Gel Pen Set …", pen-restock's own cart history).
              if (!/^(?:was|previously|before|history|changed?|from)$/i.test((field[1] ?? '').trim()) && !says(field[1] ?? '', spec.state ?? []) && !NEGATED.test(field[2] ?? '') && tellsOld(field[2] ?? '')) return true;
            }
            return false;
          };
          const statusNowBelow = (i: number): boolean => {
            const below = all[i + 1];
            if (below === undefined || isHeading(below) || shows(below) || !isCaption(below)) return false;
            const t = spec.actions_apart === true ? sa(below) : below;
            return says(maskNegated(nowMask.length ? masked(t, nowMask) : t, spec.state ?? []), spec.state ?? []) && !says(wasMask.length ? masked(t, wasMask) : t, spec.was ?? []);
          };
          all.forEach((line, i) => {
            // A record shown as a heading of its own card is marked by a badge under it too.
            if (isHeading(line) && shows(line) && badgeUnder(i)) markedWas.add(line);
            if (isHeading(line) || !shows(line)) return;
            if (badgeUnder(i)) markedWas.add(line);
            for (let k = i - 1; k >= 0; k -= 1) {
              const above = all[k] ?? '';
              // A short caption right above the line ("Currently starred", a table's one column
              // header "Starred threads") heads it like a label (s22, star-for-taxes s21-r1-f1).
              // s33 kit (s32-d0-f1): not where the row's own status line right below tells the state now
              // ("water filter" / "open" / "sleeping bag" / "packed"): a layout of cards, that short line
              // above is the card before's status.
              const caption = k === i - 1 && isCaption(above) && saysSomething(above) && !logCaption(above, spec.logged_first ?? [], [...(spec.was ?? []), ...(spec.state ?? [])]) && !statusNowBelow(i);
              if (!isHeading(above) && !isLabel(above) && !caption) continue;
              // The page's title (its first line) names the app, not a section (s22: an h2 that is
              // the page's first heading under a title that is not one still heads a section).
              // s30 captions (s30-r2-f1): a bare "Trash"/"Bin" heading over a rescued row says it still trashed.
              if (!(k === first && k === 0) && (tellsOld(above) || (isHeading(above) && (trashHeadingOld(above, spec.was ?? []) || listHeadingOld(above, spec.was ?? []))))) underWas.add(line);
              break;
            }
            const next = all[i + 1];
            if (next !== undefined && /^\s*(?:status|state)\s*:/i.test(next) && !shows(next) && tellsOld(next)) markedWas.add(line);
            // A status field on the record's own line ("Flights for Thanksgiving — Status: Starred") (s23 R2, star-important s23-r2-f1).
            const inline = /\b(?:status|state)\s*:\s*([^·|;—–\t]+)/i.exec(line);
            if (inline && tellsOld(inline[1] ?? '') && !NEGATED.test(inline[1] ?? '')) markedWas.add(line);

            // A table row whose column headed by the old state, or its stem, is marked ("Starred" or "Star" over "yes", "true", "✓").
            if (line.includes('\t')) {
              let h = i;
              while (h > 0 && (all[h - 1] ?? '').includes('\t')) h -= 1;
              const header = (all[h] ?? '').split('\t');
              const cells = line.split('\t');
              if (h !== i && header.length === cells.length && header.some((cell, c) => (tellsOld(cell) || stemOfWas(cell)) && TRUTHY.test(cells[c] ?? ''))) markedWas.add(line);
              // A "Status" column whose cell is the old state ("Starred", "in the trash", "unliked") (s23 R2).
              if (h !== i && header.length === cells.length && header.some((cell, c) => /^\s*(?:status|state)\s*$/i.test(cell) && !shows(cells[c] ?? '') && tellsOld(cells[c] ?? ''))) markedWas.add(line);
            }
          });
        }
        // s26 stars (`was_heads`; classical-notes, hot-take s25-d1-f1): a row under a heading or label
        // naming the old state's list ("My song reviews", "Rated songs:") is a row of it, as a `was`
        // word beside the value is; not under "Songs", "Deleted reviews", "Not rated yet", "Top rated".
        if (spec.was_heads !== undefined) {
          const heads = spec.was_heads;
          const levels = headingLevels(episode.html);
          const levelOf = (line: string): number | undefined => levels.get(normalizeText(line).trim());
          const firstHeading = all.findIndex((l) => levelOf(l) !== undefined);
          const loose = spec.match === 'exact' ? 'normalized' : spec.match;
          // s29 (recipes-for-mom s28-e2-f2): a word that is itself a name with underscores (a folder's) is read in them.
          const says = (text: string, words: readonly string[]): boolean => words.some((word) => textShows(word.includes('_') ? text : withoutIdentifiers(text), word, loose));
          const namesOld = (raw: string): boolean => {
            const text = maskNegated(masked(raw.replace(/[‘’]/g, "'"), heads.apart ?? []), heads.words);
            // s27 heads: a heading of the deleted rows is the one that says so by its shape (s26-d4e-f1).
            return says(text, heads.words) && !headingSaysDeleted(raw, nowWords);
          };
          // A heading heads the list right below it, not a later one it has no heading of its own
          // (the runtime's list and table sections: "My song reviews" over "No reviews yet.", then songs).
          const sections = listSections(episode.html);
          const sectionsOf = (text: string): number[] => sections.flatMap((texts, n) => (texts.has(normalizeText(text).trim()) ? [n] : []));
          all.forEach((line, i) => {
            if (!shows(line)) return;
            const rank = levelOf(line);
            const own = sectionsOf(line);
            for (let k = i - 1; k >= 0; k -= 1) {
              const above = all[k] ?? '';
              const of = sectionsOf(above);
              if (own.length > 0 && of.length > 0 && !of.some((n) => own.includes(n))) break;
              const aboveRank = levelOf(above);
              // A heading line is read under a heading of a higher rank only; a row under the nearest heading or label.
              if (rank !== undefined ? aboveRank === undefined || aboveRank >= rank : aboveRank === undefined && !isLabel(above)) continue;
              if (shows(above)) continue;
              // The page's title: its first heading, on the first line or an h1.
              if (!(k === firstHeading && (k === 0 || aboveRank === 1)) && namesOld(above)) underWas.add(line);
              break;
            }
          });
          // s26 stars2 (s26-d2c-f1): a table row whose cell under a rating column is the deleted
          // rating as typed ("Song | Stars" over "Bright Fever | 4"); not "4.0", not under an average's
          // column ("Avg rating"), and a bare "Stars"/"Rating" column not in the catalogue's table (a
          // count, price or average column beside it: "Rating | Reviews" shows the product's average).
          const cols = (heads.columns ?? []).map((c) => normalizeText(c).trim());
          const bare = (heads.bare_columns ?? []).map((c) => normalizeText(c).trim());
          const cells = new Set((heads.cells ?? []).map((c) => c.trim().toLowerCase()));
          const catalogue = heads.catalogue ?? [];
          // s27 stars (s26-d2c-f1): a column header giving the scale ("Stars (1-5)", "Rating (1–5)",
          // "Stars (out of 5)", "Rating /5") is the column of its label.
          const scaleless = (c: string): string => c.replace(/\s*\(?\s*(?:(?:out\s+)?of\s+\d+|\d+\s*(?:[-–—]|to)\s*\d+|\/\s*\d+)\s*\)?\s*$/u, '').trim();
          if (cells.size > 0) {
            all.forEach((line, i) => {
              if (!line.includes('\t') || !shows(line)) return;
              let h = i;
              while (h > 0 && (all[h - 1] ?? '').includes('\t')) h -= 1;
              if (h === i) return;
              const header = (all[h] ?? '').split('\t').map((c) => scaleless(normalizeText(c).trim()));
              const row = line.split('\t');
              if (header.length !== row.length) return;
              const ofCatalogue = header.some((c) => catalogue.some((w) => textShows(c, w, 'normalized')));
              if (header.some((c, n) => (cols.includes(c) || (bare.includes(c) && !ofCatalogue)) && cells.has((row[n] ?? '').trim().toLowerCase()))) underWas.add(line);
            });
            // s27 stars (s26-d2d-f1, s26-d2c-f1): the rating after a label of it with no colon or with
            // another mark ("Stars 3", "Score: 3", "Rating = 3", "stars given: 3", "Your score — 3").
            const alt = (ws: readonly string[]): string => [...ws].sort((a, b) => b.length - a.length).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
            const cellAlt = alt([...cells].map((c) => normalizeText(c).trim()));
            const labelled = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt([...cols, ...bare])})\\s*(?:[:=—–-]\\s*)?(?:${cellAlt})(?![\\p{L}\\p{N}]|[.,:/-]\\d)`, 'u');
            const rated = (text: string): string => scoresAlone(normalizeText(avg(text)));
            all.forEach((line) => { if (shows(line) && labelled.test(rated(line))) underWas.add(line); });
            // s27 stars (s26-d2d-f1): a card, the record's name on one line and its rating alone on the
            // next ("Stars: 3", "Rating: 3", "3 stars", "★★★☆☆"): the line holds nothing but the rating,
            // its label and its scale (no decimal, count or name: an average, another record's row).
            const ratingWords = (spec.was ?? []).filter((w) => /[\d★⭐]|\bstars?\b/u.test(w));
            const spelledOut = SPELLED_RATINGS[Number(heads.cells?.[0])];
            const leftover = (text: string): string => rated(text)
              .replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${cellAlt}${spelledOut ? `|${spelledOut}` : ''})(?![\\p{L}\\p{N}])`, 'gu'), ' ')
              .replace(/[★☆⭐]/gu, ' ')
              .replace(/(?<![\p{L}\p{N}])(?:my|your|you|gave|stars?|rating|rated|score|given|out|of|five|review)(?![\p{L}\p{N}])/gu, ' ');
            const ratingLine = (text: string): boolean => (labelled.test(rated(text)) || ratingWords.some((w) => textShows(avg(text), w, loose))) && !/[\p{L}\p{N}#]/u.test(leftover(text));
            // A card titled by a heading is told by a heading above it that says the state now ("Deleted reviews").
            const saidNowAbove = (i: number, rank: number): boolean => {
              for (let k = i - 1; k >= 0; k -= 1) {
                const above = all[k] ?? '';
                const r = levelOf(above);
                if (!(r !== undefined && r < rank) && !isLabel(above)) continue;
                return nowWords.some((w) => textShows(maskNegated(normalizeText(above), nowWords), w, loose));
              }
              return false;
            };
            // s28 stars (s26-d2c-f1): a one-star rating drawn as one star right after the record's name
            // ("Broken Letters — ★", "Broken Letters ★"): the line holds nothing but the name, a mark and the star.
            if (cells.has('1')) {
              all.forEach((line) => {
                if (!shows(line)) return;
                const rest = forms.map(normalizeText).sort((a, b) => b.length - a.length).reduce((t, f) => t.split(f).join(' '), normalizeText(line));
                // s30 captions (s28-r1-f19): or a lone star after a rating label or alone in its clause ("Rating: ★", "(★)").
                if (/^[\s—–:·|•-]*[★⭐][\s.]*$/u.test(rest) || (loneStarRating(rest) && !nowWords.some((w) => textShows(maskNegated(rest, nowWords), w, loose)))) underWas.add(line);
              });
            }
            all.forEach((line, i) => {
              const next = all[i + 1];
              if (next === undefined || !shows(line) || shows(next) || headedAt.has(i) || !(ratingLine(next) || (cells.has('1') && loneStarRating(next) && !nowWords.some((w) => textShows(maskNegated(normalizeText(next), nowWords), w, loose))))) return;
              const rank = levelOf(line);
              if (rank !== undefined && saidNowAbove(i, rank)) return;
              underWas.add(line);
            });
          }
        }
        // A word of the state now said negated on the record's card or in its column ("Bins out at
        // 20:30" over "Active: no", an "Enabled" column reading false) marks the old state (s24
        // negated, bin-night-alarm, campfire-text, unfollow-spree s23-r3-f1). On the line itself
        // `tellsWas` reads it.
        if (nowWords.length > 0) {
          all.forEach((line, i) => {
            if (isHeading(line) || !shows(line)) return;
            const v = forms.find((f) => showsApart(line, f)) ?? '';
            const where = negatedFor(all, i, nowWords, v, (l) => forms.some((f) => textShows(l, f, spec.match)));
            if (where === 'card' || where === 'column') markedWas.add(line);
          });
        }
        // A line telling the state now makes the rest history, under whatever heading (a log headed "Archived here").
        // The last result message, still on screen after reopen, is no history: a kept list that still
        // says "garden — yellow" beside "Label garden is now green." shows the old state (s23,
        // label-recolor-garden s23-r1-f1). A log the app keeps is.
        const results = resultLines(episode.html);
        const kept = (line: string): boolean => !results.has(normalizeText(line).trim());
        const toldAnywhere = spec.history_anywhere === true && (spec.state ?? []).some((word) => textShows(all.filter(kept).join('\n'), word, spec.match));
        // s35 (gym-routine-file-note s35-s0-f1): the new text told anywhere makes history only of a log's entry, a line
        // saying a past event ("Saved 'squats 3x8, …' to …"); a bare row of the old text ("gym_routine.txt: squats 3x8")
        // still shows it as now.
        const eventSaid = (line: string): boolean => { const t = normalizeText(line); return EVENT_FIRST.some((v) => new RegExp(`(?<![\\p{L}])${v}(?![\\p{L}])`, 'u').test(t)); };
        // s35-v0-f4: nor of a line marked as the earlier version ("Was: …", "Previously: …", "… (old)", "X was "…"") or
        // one under a log heading ("History" over time-stamped versions).
        const pastMarked = (line: string): boolean => EARLIER_MARK.test(line);
        const logHeads = spec.history_anywhere === true ? headedLines(episode.html, episode.visible_text) : undefined;
        const underLog = (line: string): boolean => {
          const i = all.indexOf(line);
          for (let k = i - 1; k >= 0 && logHeads !== undefined; k -= 1) if (logHeads.isHeading(all[k] ?? '')) return LOG_HEADING.test(normalizeText(all[k] ?? '').trim());
          return false;
        };
        // A history excuses the lines that tell the old state in words, as a log does ("starred: Tax
        // documents" before "unstarred: …"); not a line that marks it only by a symbol ("Flights ★")
        // or one listed bare under a heading of the old state: those say what holds now (s22,
        // star-important s21-r2-f1).
        const inWords = (line: string): boolean => spec.was !== undefined && forms.some((v) => textShows(line, v, spec.match) && (spec.was ?? []).some((word) => /\p{L}/u.test(word) && shownBeside(wasMask.length ? masked(sa(line), wasMask) : sa(line), v, word, spec.match)));
        // A line under a heading of the old state is excused where a line of that same section tells
        // the state now: the section is a log ("Archived here": moved to archive, back in the inbox).
        const toldSections = new Set(all.flatMap((line, i) => (told(line) && kept(line) ? [sectionOf(i)] : [])));
        // A log's entry starts with the old state's word as its verb ("Queued Coffee at Dawn at
        // position 4", "starred: Tax documents"): history the last message may tell the end of, where a
        // row of a list ("garden — yellow") says what holds now.
        const logEntry = (line: string): boolean => (spec.was ?? []).some((w) => /\p{L}/u.test(w) && normalizeText(line).trim().startsWith(normalizeText(w).trim()) && /^\W*$/.test(normalizeText(line).trim().slice(normalizeText(w).trim().length, normalizeText(w).trim().length + 1)));
        const loggedWithNow = (line: string): boolean => all.some((l, i) => l === line && toldSections.has(sectionOf(i)));
        // s23 regone (`logged`): a line that names the value beside a word of a past event ("Created
        // Leg Day Mix") is a log's entry, history where the screen shows a word of the state now
        // anywhere (the new name); a bare kept line ("Leg Day Mix — playlist 6364352") is not.
        // s24: the word of the event stands before the value or right after it (`loggedBeside`), so a
        // made-list row carrying a field "created 2023-05-18" is no log (workout-mix s23-s12-f1); a
        // check of a changed field (`was`) is excused by a log's line too, never by a kept list row
        // beside a line telling the value now (label-recolor-garden s23-r1-f1).
        // The state now may also be told by the record's name beside its new place (`now_beside`: a
        // file moved, "camping_checklist.txt — folder: camping_2023" or over a "Folder:" field) (s24
        // history, camping-checklist-folder s23-r3-f2).
        const nb = spec.now_beside;
        const nowShown = (spec.state ?? []).some((word) => textShows(episode.visible_text, word, spec.match))
          || (nb !== undefined && nb.beside.some((word) => shownBeside(episode.visible_text, nb.value, word, spec.match) || shownOnCard(episode.visible_text, nb.value, word, spec.match) || shownOnCard(episode.visible_text, word, nb.value, spec.match)));
        const loggedLine = (line: string): boolean => spec.history === true && spec.logged !== undefined && nowShown
          && forms.some((v) => [...(spec.logged ?? []), ...MESSAGE_WORDS].some((word) => loggedBeside(spec.apart === undefined ? line : masked(line, spec.apart), v, word, spec.match))
            || [...(spec.logged_first ?? []), ...((spec.logged ?? []).includes('formerly') ? ORIGINAL_FIRST : [])].some((word) => loggedFirst(spec.apart === undefined ? line : masked(line, spec.apart), v, word, spec.match)) || quotedMessage(line, v, spec.match));
        // A rename's check (`logged`) excuses only a log's lines: the made-list line still showing the
        // old name is stale beside a log that tells the rename (s23 R2, workout-mix s23-s12-f1).
        // A kept log may tell the deletion by the record's id ("Alarm 9109966 is removed.", the
        // reference's own words) (s24 D1, early-flight-alarm, plumber-contact, classical-notes s24-d1-f1).
        // It excuses a log's entries only ("Posted a review of …", "Set Flight to Lisbon at 05:00"), never a
        // list row that still shows the record (s24 D2, carpool-request, review-then-regret s24-d2-f1).
        const deletedById = spec.history_kept === true && all.some((l) => kept(l) && /\b\d{4,}\b/.test(l) && (deletion ? rowWords : spec.state ?? []).some((word) => textShows(stated(l), word, spec.match)));
        const keptById = (line: string): boolean => deletedById && forms.some((v) => MADE_FIRST.some((word) => loggedFirst(line, v, word, spec.match)));
        // s25 dellogs (`history_names`, a record made then deleted): a kept line tells the deletion by
        // the value, the record's name (the product or song its review is of) or its id ("Deleted your
        // review of Personal Blender, Red.", "Review 8228116 is deleted."); it makes a log's entries
        // history ("Posted 3★ review of Personal Blender, Red: …"), never a list row still showing the
        // record ("Statistics exam at 07:10 — alarm 3815489 (on)") (honest-review, hot-take,
        // review-then-regret s24-d2-f1, s24-d1-f1; exam-day-alarm, carpool-request, concert-ticket-request s24-d1-f1).
        const names = ((resolved.history_names as unknown[] | undefined) ?? []).map(String);
        const keptSaid = (l: string): string => { const now = saidNow(sa(l), nowWords, [...forms, ...names]); return deletion ? statedParts(now, [...forms, ...names]) : now; };
        const deletionKept = spec.history_kept === true && all.some((l) => kept(l) && [...forms, ...names].some((v) => textShows(l, v, spec.match) && rowWords.some((word) => shownBeside(maskNegated(nowMask.length ? masked(keptSaid(l), nowMask) : keptSaid(l), nowWords), v, word, spec.match))));
        const madeFirst = (line: string): boolean => forms.some((v) => MADE_FIRST.some((word) => loggedFirst(line, v, word, spec.match)));
        // s30 history (s29-d0-f1, s27-w2-f6): a line told elsewhere is excused only as a log's entry or the last result message (./history.ts).
        const asLog = logShaped({ all, isHeading: (page ?? headedLines(episode.html, episode.visible_text))?.isHeading ?? (() => false), forms, words: [...(spec.was ?? []), ...(spec.logged_first ?? [])], match: spec.match });
        const excused = spec.history_names !== undefined
          ? (line: string): boolean => loggedLine(line) || (spec.history === true && deletionKept && madeFirst(line))
          : (line: string): boolean => loggedLine(line) || (spec.logged === undefined && spec.history === true && ((lines.some((l) => told(l) && kept(l)) && (asLog(line) || !kept(line))) || keptById(line) || (toldAnywhere && (eventSaid(line) || pastMarked(line) || underLog(line))) || (logEntry(line) && lines.some((l) => told(l) && (spec.history_kept !== true || kept(l))))) && (spec.was === undefined || inWords(line) || (underWas.has(line) && loggedWithNow(line))));
        // s25 dellogs: the record is shown by a line that renders it from data (kept state or the
        // last result), not by the app's own fixed text that happens to hold its words ("I collect
        // book club dues. An app to …", a description above the forms; book-club-request).
        const pieces = [...episode.shown.state, ...episode.shown.result].flatMap((p) => p.split('\u00a6')).map((p) => normalizeText(p).trim()).filter(Boolean);
        const fromData = (line: string): boolean => spec.history_names === undefined || forms.some((v) => pieces.some((p) => textShows(p, v, spec.match) && normalizeText(line).includes(p)));
        // s25 removed2 (`result_apart`): the last result message is the last action's outcome, not a kept line.
        // s25 perrecord (`kept_by`): a line that shows another record legitimately keeping the old name.
        const otherOf = otherRecordLine(spec, episode, forms);
        // s30 (`within`, s29-e0-f6, s29-e1-f5): a line inside another record's own text (a merged note's section).
        const inOther = withinOthers(episode.html, episode.visible_text, spec.within, shows, (l, t) => textShows(l, t, spec.match));
        const other = (line: string): boolean => otherOf(line) || inOther(line);
        // s28 (`held_by`, lend-portland-itinerary s27-w2-f8): the value alone tells the others' relation too.
        const ownPerson = (line: string): boolean => spec.held_by === undefined || ((resolved.or as unknown[] | undefined) ?? []).map(String).some((f) => showsApart(line, f));
        // s30 oldval2: their old-value words count for the log words only in the old value's reach (./oldval.ts).
        // s32 stale: and a changed rating's forms, a changed amount, a dropped recipient (./stale.ts).
        const valueWas = cardOlds(spec.was ?? [], spec.state ?? []);
        // An alarm known by its old time alone (no `was`): its value is the old value (s29-d2-f3).
        const oldTime = spec.was === undefined && spec.history === true && /^\s*\d{1,2}:\d{2}\s*$/u.test(String(resolved.value)) ? [String(resolved.value)] : [];
        const strayOut = (l: string): string => strayOldWordsOut(l, [...valueWas, ...oldTime], spec.match);
        // s31 logs (s30-d0-f1, s30-d0-f2, s30-d1-f3, s30-d1-f4, s30-e1-f5, s30-e0-f5): an app's own kept history (./logs.ts).
        const ownLog = spec.history === true ? keptLog({ all, isHeading: (page ?? headedLines(episode.html, episode.visible_text))?.isHeading ?? (() => false), forms, state: nowWords, was: wasWords, told: (l) => kept(l) && told(l), said: (l) => stated(san(l)), match: spec.match }) : () => false;
        // s31 sections (s30-e1-f6, s30-e0-f6): a record made then deleted still listed under its kind, or its deletion not done (./sections.ts).
        const madeGone = deletion && spec.history_names !== undefined;
        const listed = madeGone ? listedStale({ all, isHeading, isLabel, forms, names, was: wasWords, state: nowWords, match: spec.match }) : new Set<string>();
        const notDone = (line: string): boolean => madeGone && deletionNotDone(line, forms, nowWords, (t, v, w) => shownBeside(san(t), v, w, spec.match), told);
        const stale = lines.filter((line) => ownPerson(line) && !(spec.result_apart === true && !kept(line)) && !told(line) && !toldHeaded(line) && !other(line) && fromData(line) && (markedWas.has(line) || doneHeaded.has(line) || ((tellsWas(line) || underWas.has(line) || listed.has(line) || notDone(line)) && !excused(strayOut(line)) && !madeLog(line) && !ownLog(line))));
        // s29 card, s30 oldval (kit/stale-values.ts): a date, a clock time or a phone number the user changed, read on the
        // record's card and excused on a history's lines (./oldval.ts); a rating's "4 stars" is read by its own rules.
        const headed = valueWas.length + oldTime.length > 0 ? headedLines(episode.html, episode.visible_text) : undefined;
        // s33 duecard (s31-r2-f5, f7, f9, f11, f17, s32-re1-f2): "June 3 → June 6 (queued)": where the new value after the arrow
        // waits (the line told no value now), the arrow says nothing of the old one.
        const saidRead = (l: string): string => (nowWords.some((w) => textShows(l, w, spec.match)) && !nowWords.some((w) => textShows(san(l), w, spec.match)) ? l.replace(/→|->|=>|⟶|➜|»/gu, ' ') : l);
        const read = { all, isHeading: (l: string) => headed?.isHeading(l) ?? false, was: valueWas, state: spec.state ?? [], history: [...(spec.logged ?? []), ...(spec.logged_first ?? [])], match: spec.match, saidRead };
        // s32 duecard (s31-r1-f7): a card that told the value now and still gives the old one is no log's old version.
        const cardStale = valueWas.length > 0 && read.state.length > 0 ? cardStaleRead({ ...read, forms, names: (l) => forms.some((v) => showsApart(l, v)), nowRead: san }).filter((c) => c.told || !ownLog(c.line)).map((c) => c.line) : [];
        const oldHistory = valueWas.length + oldTime.length > 0 ? oldValueHistory({ ...read, was: [...valueWas, ...oldTime] }) : () => false;
        const staleAll = [...stale.filter((l) => !oldHistory(l)), ...cardStale];
        return { passed: staleAll.length === 0, expected, observed: staleAll.length === 0 ? { shown_as_now: lines.length } : { stale: staleAll.slice(0, 3) } };
      }
      // A value of a service record must still be in the world, not only in the app's own state.
      const record = resolved.record as { field: string } | undefined;
      const rows = record ? (episode.probes[spec.id] ?? []) : [];
      // A text the app worded around the value (a to-do titled "Pack for Lake Wren campout", where the
      // end state asks only that it holds the user's words) holds it as a whole phrase (s20-Z3).
      const holds = (stored: unknown, value: unknown): boolean => valuesEqual(stored, value, spec.match) || (typeof stored === 'string' && typeof value === 'string' && value.trim() !== '' && textShows(stored, value, spec.match));
      // The value, or any other form of it the task lists (`or`): the first one kept and shown
      // (with the state beside it, where one is asked).
      const forms = [resolved.value, ...((resolved.or as unknown[] | undefined) ?? [])].map(String);
      // Any form the record holds (a title the app worded, captured as made: s21 titled-as-made).
      const inWorld = record ? rows.some((row) => forms.some((form) => holds(row[record.field], form))) : null;
      const judged = forms.map((value) => {
        const fromState = shownFromKeptState(episode, value, spec.match, context);
        // A state the user set must still be told beside the record after reopen, not its old one.
        // Or, where the check allows it, on the nearest heading above it ("Pinned", "Blocked numbers").
        // Or, where the check allows it (`headed`), in the record's own section: its heading over the state, or the other way round.
        const inSection = (word: string): boolean => spec.headed === true && shownInSection(episode.html, episode.visible_text, value, word, spec.match);
        // A state word said negated ("no longer liked", "heart removed", "Liked: no") does not tell it (s23, comment-likes s23-r1-f2).
        const stateWords = spec.state === undefined ? [] : withGlyphs([...spec.state, ...hyphenForms(spec.state)]);
        // s26 (s26-d3b-f1..f4): a table row's bare On/Off cells read as their columns' fields (`switchCells`).
        // s28 (s27-z5-f2, f3, s27-q0-f3): as for the result, an alarm's state word said of another setting ("Snooze: disabled") tells nothing.
        const bareSwitch = stateWords.some((w) => /^(?:[:,]\s*)?o(?:n|ff)$/u.test(normalizeText(w)));
        // s29 nowb (s28-d1-f11, s28-e2-f1, s28-d1-f5, s28-q1-f7): each line (each cell of a row) read for the state as a
        // result check reads it (`saidNow`): no button, offer, obligation or time to come of it, nor a list word after "from"/"off".
        // Only the record's own lines: a heading or a card's label ("Block list") is read as it was.
        const nowRead = (text: string): string => text.split('\n').map((line) => (!textShows(line, value, spec.match) ? line : line.split('\t').map((cell) => saidNow(visRead(cell, stateWords), stateWords, forms)).join('\t'))).join('\n');
        // s30 buttons: a button's caption is no state said (controls.ts).
        const shownText = controlsMasked(episode.html, episode.visible_text);
        const stateText = maskNegated(nowRead(bareSwitch ? otherSettingsMasked(switchCells(shownText), stateWords, forms) : switchCells(shownText)), stateWords);
        // A line that says the state negated ("— un-hearted") takes none from its heading or card (s23 R2, comment-likes s23-r1-f2).
        const original = shownText.split('\n');
        // So does a line whose card says it negated ("Liked: no" under it) (s24 negated, comment-likes s23-r1-f2).
        const showsValue = (line: string): boolean => textShows(line, value, spec.match);
        const cardSaysNot = (k: number): boolean => stateWords.length > 0 && showsValue(original[k] ?? '') && negatedFor(original, k, stateWords, value, showsValue) === 'card';
        // s29 nowb (s28-d1-f5): nor a row that says it was taken off ("3125550143 — removed" under "Block list").
        const takenOff = (k: number): boolean => showsValue(original[k] ?? '') && TAKEN_OFF.test(forms.reduce((l, f) => l.split(normalizeText(f)).join(' '), normalizeText(original[k] ?? '')));
        const plainText = stateText.split('\n').map((line, k) => (line === original[k] && !cardSaysNot(k) && !takenOff(k) ? line : '')).join('\n');
        // s35 (s35-v0-f1, f2): with the task's other records (`beside_others`), a value line under another one's name on a
        // card is that one's, for every card reading below (the name under it cannot take it).
        const others = spec.beside_others;
        const cardText = others === undefined ? plainText : rivalCardsMasked(plainText, value, stateWords, others, spec.match);
        // A word of the other state said negated beside the value tells this one ("Enabled: no" for an alarm switched off; s24 negated).
        const oppositeNegated = (): string | undefined => {
          const opposite = spec.opposite ?? [];
          if (opposite.length === 0) return undefined;
          const hit = original.some((line, k) => showsValue(line) && negatedFor(original, k, opposite, value, showsValue) !== undefined);
          return hit ? `not ${opposite[0]}` : undefined;
        };
        // s31 cards (s31-s240-f1): the state on a line of its own under the record's plain title line (./cards.ts).
        const titled = { lines: cardText.split('\n'), isHeading: headedLines(episode.html, episode.visible_text)?.isHeading ?? (() => false), forms: [value], match: spec.match };
        const cardSays = (word: string): boolean => stateOnTitleCard(titled, (l) => textShows(withoutIdentifiers(normalizeText(saidNow(l, stateWords, forms))), word, 'normalized') && !(spec.opposite ?? []).some((o) => textShows(l, o, 'normalized')), (l) => bareWord(l, word));
        // s35 (camping-expenses s32-s251-f1, s32-re3-f1; gift-pool s32-re0-f3): with the task's other records (`beside_others`),
        // a line naming one of them tells the value with the name it is written with, and a card (the name just over its value) tells it too.
        const stateBeside = (word: string): boolean => (others === undefined ? shownBeside(stateText, value, word, spec.match) : stateText.split('\n').some((line) => shownBeside(line, value, word, spec.match) && boundToOwn(line, value, stateWords, others, spec.match)) || shownAbove(cardText, value, word, others, spec.match) || shownBelow(cardText, value, word, others, spec.match));
        const state = spec.state === undefined ? undefined : (stateWords.find((word) => stateBeside(word) || shownOnCard(cardText, value, word, spec.match) || shownInColumn(stateText, value, word, spec.match) || (spec.state_headed === true && shownUnderHeading(episode.html, plainText, value, word, spec.match, (h, row) => headingTellsState(h, row, spec.opposite ?? []))) || shownUnderTitle(episode.html, plainText, value, word, spec.match, spec.opposite ?? [], (l) => saidNow(l, stateWords, forms)) || cardSays(word) || inSection(word) || stateLineBelow(others === undefined ? original : cardText.split('\n'), showsValue, word)) ?? oppositeNegated() ?? (spec.done_headed === true && listedUnderDone(episode, value, spec.match) ? 'done (heading)' : null));
        const apart = spec.apart === undefined ? undefined : episode.visible_text.split('\n').some((line) => shownApart(line, value, spec.apart ?? [], spec.match) && besideOn(line, value, spec.beside, spec.match))
          || apartOnCard(episode.visible_text, value, spec.beside ?? [], spec);
        // What the value goes with, on one line of the reopened screen (beside13).
        // Or on the card the word heads: "Renew passport" over "Due: July 1" (s23, japan-trip-prep s23-r1-f1).
        // Or on the card the value heads: "camping_checklist.txt" over "Folder: camping_2023" (s24 history, camping-checklist-folder s23-r3-f1).
        const beside = spec.beside === undefined ? undefined : (spec.beside.find((word) => (spec.beside_others === undefined ? shownBeside(switchCells(episode.visible_text), value, word, spec.match) : switchCells(episode.visible_text).split('\n').some((line) => shownBeside(line, value, word, spec.match) && boundToOwn(line, value, spec.beside ?? [], spec.beside_others ?? [], spec.match))) || shownOnCard(episode.visible_text, word, value, spec.match) || shownOnCard(episode.visible_text, value, word, spec.match) || (spec.headed !== true && valueOnTitleCard({ ...titled, lines: episode.visible_text.split('\n'), forms: [word], people: context.people ?? [] }, value)) || (spec.beside_others !== undefined && (shownAbove(episode.visible_text, value, word, spec.beside_others, spec.match) || shownBelow(episode.visible_text, value, word, spec.beside_others, spec.match))) || inSection(word)) ?? null);
        return { value, fromState, state, apart, beside };
      });
      const best = judged.find((j) => j.fromState && j.state !== null && j.apart !== false && j.beside !== null) ?? judged[0]!;
      return {
        passed: best.fromState && inWorld !== false && best.state !== null && best.apart !== false && best.beside !== null,
        expected,
        observed: { from_state: best.fromState, in_world: inWorld, ...(best.state !== undefined ? { state: best.state } : {}), ...(best.apart !== undefined ? { apart: best.apart } : {}), ...(best.beside !== undefined ? { beside: best.beside } : {}), text: excerpt(episode.visible_text, best.value) },
      };
    }
    case 'state_retained': {
      return { passed: deepContains(episode.state, resolved.contains), expected, observed: summarize(episode.state) };
    }
    case 'no_secret_exposed': {
      // The secrets were read from the world by the run stage; without them nothing was checked.
      const secrets = secretsFromRows(episode.probes[spec.id] ?? []);
      if (secrets.length === 0) return { passed: false, expected: { secrets: 'the fixture\'s card numbers, CVVs and passwords' }, observed: 'the run recorded no secrets to look for' };
      const exposed = exposedSecrets(episode, secrets);
      return { passed: exposed.length === 0, expected: { secrets: secrets.length, exposed: [] }, observed: { exposed } };
    }
  }
}

/**
 * The episode's successful calls of `api` (`app.api`), and of every API the equivalence table lets
 * stand in for it, each with its arguments as `api` would have taken them (`via` names the API
 * really called): `update_note(note_id, pinned: true)` is a `pin_note(note_id)`.
 */
function namedOrEquivalentCalls(episode: EpisodeRecord, api: string): { args: Record<string, unknown>; via?: string }[] {
  const entries = equivalentsOf(api);
  const out: { args: Record<string, unknown>; via?: string }[] = [];
  for (const call of episode.calls) {
    if (!call.ok) continue;
    const name = `${call.app}.${call.api}`;
    if (name === api) out.push({ args: call.args });
    for (const entry of entries) {
      if (entry.via !== name) continue;
      const mapped = apiArgs(entry, call.args);
      if (mapped) out.push({ args: mapped, via: name });
    }
    // And the other way round: `pin_note(note_id)` is an `update_note(note_id, pinned: true)`.
    for (const entry of standInsFor(api)) {
      if (entry.api !== name) continue;
      const mapped = viaArgs(entry, call.args);
      if (mapped) out.push({ args: mapped, via: name });
    }
  }
  return out;
}

/** Whether the operator had to type an uncaptured `$name` (the episode values needed a capture that never happened). */
function carriesMissingCapture(inputs: Record<string, unknown>): boolean {
  return Object.values(inputs).some((v) => typeof v === 'string' && CAPTURE_REF.test(v));
}

/** Does any interpolated piece of the page show the value? Literal package text never does. */
function interpolatedShows(pieces: readonly string[], value: string, mode: MatchMode): boolean {
  return pieces.some((piece) => textShows(piece, value, mode));
}

/**
 * C4's "shown" half: the value is rendered from data (kept state or the last result, never
 * literal package text) and sits on a line the action changed.
 */
function shownAsResult(episode: EpisodeRecord, value: string, mode: MatchMode): boolean {
  return (interpolatedShows([...episode.shown.state, ...episode.shown.result], value, mode) || carriedByWrite(episode, value)) && textShows(episode.visible_text, value, mode) && newlyShown(episode, value, mode);
}

/**
 * Whether a successful write of the episode took the value, a person's address, whole as one of
 * its arguments (s22, group-rename s21-s9-f1): an app made for one person ("a group with her")
 * writes her address from its own plan and tells it back; the service took it, so it is what the
 * app did, not a claim. Any other literal, a value with no write behind it, or one only inside a
 * longer argument, is still literal.
 */
function carriedByWrite(episode: EpisodeRecord, value: string): boolean {
  const wanted = normalizeText(value);
  // Only a person's address: a title or a reason written literally is still a claim (a twin with
  // another typed title would show it wrong), while the one address an app is made for is its own.
  if (!/^[^@\s,]+@[^@\s,]+\.[a-z]{2,}$/i.test(value.trim())) return false;
  const leaves = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(leaves) : []);
  return episode.calls.some((c) => wroteRows(c) && Object.values(c.args).flatMap(leaves).some((a) => normalizeText(a) === wanted));
}

/**
 * C5: the value is rendered from the app's kept state (not the last message, not literal text),
 * and in its own right: a value the user typed that shows only inside the name of another record
 * the user named (the new tag "training" inside the note title "Half marathon training log") is
 * not shown — the kept item showing that name may still show the old value. Paths and addresses
 * are not masked: a file's name inside its path is the same record shown.
 */
function shownFromKeptState(episode: EpisodeRecord, value: string, mode: MatchMode, context: CapabilityContext = {}): boolean {
  const needle = normalizeText(value);
  // Only a value the user typed whole has a place of its own; a part of a typed text (one item of
  // a typed list) is shown by showing that text.
  if (!(context.typedTexts ?? []).map(normalizeText).includes(needle)) return interpolatedShows(episode.shown.state, value, mode);
  // A longer text that names a record the app looks up is another record; a message the user
  // dictated that mentions the value (a text saying the playlist is public) is not.
  const longer = (context.namesLookedUp ?? []).map(normalizeText).filter((t) => t !== needle && !/[/@]/.test(t) && containsWhole(t, needle));
  if (longer.length === 0) return interpolatedShows(episode.shown.state, value, mode);
  const masked = episode.shown.state.map((piece) => longer.reduce((text, name) => text.split(name).join(' \u00a6 '), normalizeText(piece)));
  // The pieces are normalised by now, so an exact match reads them as normalised too.
  return interpolatedShows(masked, value, mode === 'exact' ? 'normalized' : mode);
}

/**
 * Is `word` on a line of `text` that shows `value` (a table row is one line, its cells joined by
 * tabs)? The value itself is taken out of the line first, so a name that holds the word ("Open
 * house prep" for "open") does not tell a state; code identifiers are blanked as for
 * `visible_result_grounded.state`.
 */
export function shownBeside(text: string, value: string, word: string, mode: MatchMode): boolean {
  const needle = normalizeText(value);
  const other = normalizeText(word);
  const loose = mode === 'exact' ? 'normalized' : mode;
  return text.split('\n').some((line) => {
    if (!textShows(line, value, mode)) return false;
    const rest = needle === '' ? normalizeText(line) : normalizeText(line).split(needle).join(' \u00a6 ');
    if (textShows(withoutIdentifiers(rest), word, loose)) return true;
    // A word shaped like an identifier is one the user gave (the folder "camping_2023" a file was
    // put in), not an action id of the app's: looked for as it is (s15, over).
    if (other !== '' && withoutIdentifiers(other).trim() !== other.trim() && textShows(rest, word, loose)) return true;
    // A word that contains the value ("Wool Hiking Socks (3 pairs)" beside a quantity of 3): the
    // word shown whole, and the value again outside it (beside13).
    if (other === '' || !other.includes(needle) || !textShows(withoutIdentifiers(normalizeText(line)), word, loose)) return false;
    return textShows(normalizeText(line).split(other).join(' \u00a6 '), value, loose);
  });
}

/**
 * s24 (workout-mix s23-s12-f1): a log's entry tells its event before the value ("Created Leg Day
 * Mix", "Message to Ruby: …") or right after it ("Leg Day Mix was created", "Leg Day Mix created.").
 * A row that carries a word of an event as one of its fields after the value ("Leg Day Mix —
 * playlist 6364352 (rock) — created 2023-05-18", "Leg Day Mix (rock, 5 songs added)") shows the
 * record as it is.
 */
export function loggedBeside(line: string, value: string, word: string, mode: MatchMode): boolean {
  if (!shownBeside(line, value, word, mode)) return false;
  const loose = mode === 'exact' ? 'normalized' : mode;
  const text = normalizeText(line);
  const needle = normalizeText(value);
  const parts = needle === '' ? [text] : text.split(needle);
  // The value shown only in another form (a number written otherwise): where the word stands is not known.
  if (parts.length < 2) return true;
  if (textShows(withoutIdentifiers(parts.slice(0, -1).join(' \u00a6 ')), word, loose)) return true;
  const w = normalizeText(word).trim();
  return parts.slice(1).some((after) => {
    const rest = after.replace(/^[\s"'“”‘’()[\].,:;!—–-]*(?:(?:was|is|has been|have been|been|got|just|now)\s+)*/u, '');
    return rest.startsWith(w) && !/^[\p{L}\p{N}]/u.test(rest.slice(w.length));
  });
}

/** A word of a past event before the value on the line ("Paid Jonah $40 for Frisbee league fee"), never after it (s24 D2). */
export function loggedFirst(line: string, value: string, word: string, mode: MatchMode): boolean {
  if (!shownBeside(line, value, word, mode)) return false;
  const text = normalizeText(line);
  const needle = normalizeText(value);
  const at = needle === '' ? -1 : text.indexOf(needle);
  return at > 0 && textShows(withoutIdentifiers(text.slice(0, at)), word, mode === 'exact' ? 'normalized' : mode);
}

/**
 * Words of a message the app sent or wrote, on a log's line: a line quoting the text it sent
 * ('Message to Ruby: "Your playlist For Ruby is waiting"') tells what was said then, not what the
 * record is called now (s23 R2, breakup-comfort-mix, gym-buddy-playlist s23-r2-f1).
 */
const MESSAGE_WORDS = ['message', 'messaged', 'sms', 'wrote', 'said'];
/**
 * s27 made (s26-d4a-f1): phrases that say a name was the record's first one ("Original name: x",
 * "originally x", "Original file name: x"), read before the old name only, in a check that takes the
 * old-name words ("formerly"). Bare "original" is not one: "report.txt (original)" is a copy's source.
 */
const ORIGINAL_FIRST = ['original name', 'original file name', 'original filename', 'originally'];
/** Verbs that open a log's entry of a record being made or set, before its name (s24 D2). */
// s25 dellogs2 (book-club-request, carpool-request, concert-ticket-request s25-d1-f1): the request
// tasks' own verbs, the reference's "Asked Zoe Ito for $12 …" and the users' "ask", "bill", "charge".
/** s35-v0-f4: a line marked as an earlier version of a text: "Was: …", "Previously: …", "Before: …", "… (old)", "X was "…"". */
const EARLIER_MARK = /^\W{0,2}(?:was|previously|before|old|formerly|earlier|original(?:ly)?|prior|previous(?:\s+version)?|old\s+version)\s*[:\-–—]|\((?:old|was|before|previous(?:ly)?|earlier|original|formerly)\)|(?<![\p{L}])was\s*["“'‘:]/iu;
const MADE_FIRST = ['created', 'added', 'saved', 'set', 'posted', 'reviewed', 'rated', 'requested', 'asked', 'billed', 'charged', 'invoiced', 'started', 'made', 'scheduled', 'sent', 'wrote', 'logged', 'recorded', 'booked'];

/**
 * A sent text quoted on a line labelled with the plain noun ('Text to Ruby: "Your playlist For Ruby
 * is waiting"'): the value inside the quotation marks, the label outside them. The noun alone
 * ("text file") says nothing of a message, so it counts only beside a quote that holds the value
 * (s24 history, breakup-comfort-mix, gym-buddy-playlist s23-r2-f1, road-trip-mix-text s23-r3-f1).
 */
const QUOTED_MESSAGE_WORDS = ['text', 'texts', 'text message', 'message', 'sms'];
const QUOTED = /["“”„«»]([^"“”„«»]+)["“”„«»]/g;
function quotedMessage(line: string, value: string, mode: MatchMode): boolean {
  const quotes = [...line.matchAll(QUOTED)].map((m) => m[1] ?? '');
  if (!quotes.some((q) => textShows(q, value, mode === 'exact' ? 'normalized' : mode))) return false;
  const outside = withoutIdentifiers(normalizeText(line.replace(QUOTED, ' ')));
  return QUOTED_MESSAGE_WORDS.some((word) => textShows(outside, word, 'normalized'));
}

/** The lines of the page's result region (the runtime's `<section class="result">`), normalised. */
export function resultLines(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<section\b[^>]*class="result"[^>]*>([\s\S]*?)<\/section\s*>/gi)) {
    for (const piece of (m[1] ?? '').split(/<\/?(?:p|div|li|br)\b[^>]*>/i)) {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
      if (text !== '') out.add(normalizeText(text).trim());
    }
  }
  return out;
}

/** The captions of the page's buttons (`<button>`, `<input type="submit|button" value>`), normalised (s25 removed2). */
export function buttonTexts(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<button\b[^>]*>([\s\S]*?)<\/button\s*>/gi)) {
    const text = normalizeText(decodeEntities((m[1] ?? '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ')).trim();
    if (text !== '') out.add(text);
  }
  for (const m of html.matchAll(/<input\b[^>]*\btype\s*=\s*["']?(?:submit|button)["']?[^>]*>/gi)) {
    const value = /\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(m[0]);
    const text = normalizeText(decodeEntities(value?.[1] ?? value?.[2] ?? '')).trim();
    if (text !== '') out.add(text);
  }
  return [...out];
}

/** `line` normalised, each of `texts` masked where it stands as whole words (s25 removed2). */
export function maskedWhole(line: string, texts: readonly string[]): string {
  if (texts.length === 0) return line;
  let rest = normalizeText(line);
  for (const text of [...texts].map((t) => normalizeText(t).trim()).sort((a, b) => b.length - a.length)) {
    if (text === '') continue;
    const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'gu'), '$1 \u00a6 ');
  }
  return rest;
}

/** The texts of the page's headings (h1–h6), as visible-text lines read them (s16). */
export function headingTexts(html: string): Set<string> {
  const out = new Set<string>();
  for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)) {
    const text = decodeEntities((m[2] ?? '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ').trim();
    if (text !== '') out.add(normalizeText(text));
  }
  return out;
}

/**
 * Is `word` on the nearest heading above a line of `text` that shows `value` (a list of blocked
 * numbers under "Blocked numbers", a note under "Pinned")? Only the nearest heading counts: a
 * record under "Other notes", below "Pinned", is not pinned (s16).
 */
export function shownUnderHeading(html: string, text: string, value: string, word: string, mode: MatchMode, tells: (heading: string, row: string) => boolean = () => true): boolean {
  const page = headedLines(html, text);
  if (page === undefined) return false;
  const loose = mode === 'exact' ? 'normalized' : mode;
  // The page's title (its first line, a heading) names the app, not a list: "Comment Hearts" over
  // every comment tells none of them hearted (s24 negated, comment-likes s23-r1-f2).
  // Only an h1: a page that opens on an h2 "Blocked numbers" heads its first list with it (texts16).
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html)?.[1]?.replace(/<[^>]*>/g, ' ');
  const title = page.isHeading(page.lines[0] ?? '') && h1 !== undefined && normalizeText(h1).trim() === normalizeText(page.lines[0] ?? '').trim() ? 0 : -1;
  return page.lines.some((line, i) => {
    if (page.isHeading(line) || !textShows(line, value, mode)) return false;
    let k = i - 1;
    while (k >= 0 && !page.isHeading(page.lines[k] ?? '')) k -= 1;
    // s33 vocab (listening-journal s32-re1-f1): a heading that is just the list's name of an "in <list>" word ("Likes",
    // "Your likes (3)" for "in your likes") says it too.
    return k >= 0 && k !== title && (textShows(withoutIdentifiers(normalizeText(page.lines[k] ?? '')), word, loose) || listHeadingOld(page.lines[k] ?? '', [word])) && tells(page.lines[k] ?? '', line);
  });
}

/**
 * Whether a line the action changed shows `value` under a heading that shows `word`, the nearest
 * heading above it, and that heading is not the page's first (the app's title, which tops every
 * line): a new row under "On my wish list" (s19, `beside_headed`).
 */
export function shownUnderSectionHeading(episode: EpisodeRecord, value: string, word: string, mode: MatchMode): boolean {
  const page = headedLines(episode.html, episode.visible_text);
  if (page === undefined) return false;
  const first = page.lines.findIndex((line) => page.isHeading(line));
  const changed = new Set(changedLines(episode));
  const loose = mode === 'exact' ? 'normalized' : mode;
  return page.lines.some((line, i) => {
    if (page.isHeading(line) || !changed.has(line) || !textShows(line, value, mode)) return false;
    let k = i - 1;
    while (k >= 0 && !page.isHeading(page.lines[k] ?? '')) k -= 1;
    return k > first && textShows(withoutIdentifiers(normalizeText(page.lines[k] ?? '')), word, loose);
  });
}

/** The page's lines, which of them are headings, and the nearest heading above a line; undefined without headings. */
/** The lines of each list or table section the runtime renders (its rows, its empty text), normalised, in page order (s26 stars). */
function listSections(html: string): Set<string>[] {
  const clean = (piece: string): string => normalizeText(decodeEntities(piece.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ')).trim();
  const out: Set<string>[] = [];
  for (const m of html.matchAll(/<section\b[^>]*class="(?:list|table)"[^>]*>([\s\S]*?)<\/section\s*>/gi)) {
    const body = (m[1] ?? '').replace(/<form\b[\s\S]*?<\/form\s*>/gi, ' ');
    const texts = new Set<string>();
    for (const row of body.matchAll(/<(li|tr|p)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi)) {
      const text = row[1]?.toLowerCase() === 'tr' ? [...(row[2] ?? '').matchAll(/<t[dh]\b[^>]*>([\s\S]*?)<\/t[dh]\s*>/gi)].map((c) => clean(c[1] ?? '')).join(' ') : clean(row[2] ?? '');
      if (text !== '') texts.add(normalizeText(text).trim());
    }
    out.push(texts);
  }
  return out;
}

/** The rank (1–6) of each heading of the page, by its normalised text (the highest where a text repeats). */
function headingLevels(html: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)) {
    const text = normalizeText(decodeEntities((m[2] ?? '').replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' ')).trim();
    const level = Number(m[1]);
    if (text !== '' && !(level >= (out.get(text) ?? 7))) out.set(text, level);
  }
  return out;
}

/**
 * s29 (s28-d0-f2, `done_headed`): a line showing `value` whose nearest heading or label above (not
 * the page's title on its first line, not one naming the value) says its rows done (`headingSaysDone`).
 */
function listedUnderDone(episode: EpisodeRecord, value: string, mode: MatchMode): boolean {
  const page = headedLines(episode.html, episode.visible_text);
  const lines = episode.visible_text.split('\n');
  const isHeading = (line: string): boolean => page?.isHeading(line) ?? false;
  const shows = (line: string): boolean => textShows(line, value, mode);
  const isLabel = (line: string): boolean => /:\s*$/.test(line.trim()) && line.trim().split(/\s+/).length <= 6 && !shows(line);
  return lines.some((line, i) => {
    if (isHeading(line) || !shows(line)) return false;
    for (let k = i - 1; k >= 0; k -= 1) {
      const above = lines[k] ?? '';
      if (!isHeading(above) && !isLabel(above)) continue;
      if (isHeading(above) && shows(above)) continue;
      return k !== 0 && headingSaysDone(above);
    }
    return false;
  });
}

function headedLines(html: string, text: string): { lines: string[]; isHeading: (line: string) => boolean; headingAbove: (i: number) => string | undefined } | undefined {
  const headings = headingTexts(html);
  if (headings.size === 0) return undefined;
  const lines = text.split('\n');
  const isHeading = (line: string) => headings.has(normalizeText(line));
  const headingAbove = (i: number): string | undefined => {
    for (let k = i - 1; k >= 0; k -= 1) if (isHeading(lines[k] ?? '')) return lines[k];
    return undefined;
  };
  return { lines, isHeading, headingAbove };
}

/**
 * Are `value` and `word` in one section of the page, one of them its heading (h1–h6) and the other
 * on a line under it before the next heading (s17)? A chore's card titled "Recycling pickup" over
 * "Repeats every 2 weeks"; a folder's heading "camping_2023" over the files in it. Only the nearest
 * heading counts: the word under another record's heading, or a flat list with no heading of
 * either, does not.
 */
export function shownInSection(html: string, text: string, value: string, word: string, mode: MatchMode): boolean {
  const page = headedLines(html, text);
  if (page === undefined) return false;
  const loose = mode === 'exact' ? 'normalized' : mode;
  // A word shaped like an identifier is one the user gave (a folder "camping_2023"): looked for as it is.
  const showsWord = (line: string) => textShows(withoutIdentifiers(normalizeText(line)), word, loose) || (withoutIdentifiers(normalizeText(word)).trim() !== normalizeText(word).trim() && textShows(line, word, loose));
  const showsValue = (line: string) => textShows(line, value, mode);
  return page.lines.some((line, i) => {
    if (page.isHeading(line)) return false;
    const head = page.headingAbove(i);
    if (head === undefined) return false;
    return (showsValue(line) && showsWord(head)) || (showsWord(line) && showsValue(head));
  });
}

/**
 * Is `word` on one of the two lines just above a line of `text` that shows `value` (a card: the
 * song's title, then "Stars: 3"), with no line from the word's to the value's naming one of
 * `others` (the task's look-alikes) and no line between them showing the value or the word (s16)?
 * "Sweet Ghosts" above "Other Song ★3" does not show the 3 with Sweet Ghosts.
 */
export function shownAbove(text: string, value: string, word: string, others: readonly string[], mode: MatchMode, shape: (line: string) => string = (line) => line): boolean {
  const loose = mode === 'exact' ? 'normalized' : mode;
  const own = normalizeText(word);
  // A look-alike whose name is part of the word ("Sweet" of "Sweet Ghosts") names nothing else.
  const rivals = others.filter((o) => normalizeText(o) !== '' && !own.includes(normalizeText(o)));
  const lines = text.split('\n');
  // `shape`: the value read on a line with its look-alike texts masked (s28 stars, `apart` on a card).
  return lines.some((line, i) => {
    if (!textShows(shape(line), value, mode)) return false;
    for (let j = i - 1; j >= Math.max(0, i - 2); j -= 1) {
      const above = lines[j] ?? '';
      if (!textShows(withoutIdentifiers(normalizeText(above)), word, loose)) {
        // A line between may be a label of the card, never another value or record.
        if (textShows(shape(above), value, mode)) return false;
        continue;
      }
      return lines.slice(j, i + 1).every((l) => !rivals.some((o) => textShows(l, o, loose)));
    }
    return false;
  });
}

/**
 * s29 (wake-up-alarm s29-s211-f4): `value` on a line with `word` on one of the two lines just below
 * it ("Snooze 5 min" over "Rings at 7:10"), the card told in the other order. The value's line must
 * not sit under a look-alike's line (the two lines above it name none of `others`), so a snooze
 * shown under another alarm's title is not this alarm's.
 */
export function shownBelow(text: string, value: string, word: string, others: readonly string[], mode: MatchMode): boolean {
  const loose = mode === 'exact' ? 'normalized' : mode;
  const rivals = others.filter((o) => normalizeText(o) !== '' && !normalizeText(word).includes(normalizeText(o)));
  const lines = text.split('\n');
  const named = (l: string): boolean => rivals.some((o) => textShows(l, o, loose));
  const says = (l: string): boolean => textShows(withoutIdentifiers(normalizeText(l)), word, loose) || textShows(l, word, mode);
  return lines.some((line, i) => {
    if (!textShows(line, value, mode) || says(line) || named(line)) return false;
    if (lines.slice(Math.max(0, i - 2), i).some(named)) return false;
    for (let j = i + 1; j <= Math.min(lines.length - 1, i + 2); j += 1) {
      const below = lines[j] ?? '';
      if (named(below)) return false;
      if (says(below)) return true;
      if (textShows(below, value, mode)) return false;
    }
    return false;
  });
}

/**
 * s29 (jazz-dinner-invite-mix s29-s210-f3): a record shown as a card, its title a heading and its
 * state on a line under it before the next heading ("Candlelight Supper" over "Public · 5 jazz
 * songs"). `lines` are the screen's lines already read for the state (negations masked); a button's
 * caption ("Make public") tells nothing, and another record's heading ends the card.
 */
export function shownUnderTitle(html: string, text: string, value: string, word: string, mode: MatchMode, against: readonly string[] = [], read: (line: string) => string = (line) => line): boolean {
  const page = headedLines(html, text);
  if (page === undefined) return false;
  const loose = mode === 'exact' ? 'normalized' : mode;
  const buttons = buttonTexts(html);
  const says = (l: string, w: string): boolean => textShows(withoutIdentifiers(maskedWhole(l, buttons)), w, loose);
  return page.lines.some((line, i) => {
    if (!page.isHeading(line) || !textShows(line, value, mode)) return false;
    const card: string[] = [];
    // s30 (jazz-dinner-invite-mix s29-q1-f1): each card line read for the state now (`read`: no wait, promise or condition of it).
    for (let j = i + 1; j < page.lines.length && j <= i + 4 && !page.isHeading(page.lines[j] ?? ''); j += 1) card.push(read(page.lines[j] ?? ''));
    // A card that also says the other state ("Private — make it public so anyone can listen") tells neither.
    return card.some((l) => says(l, word)) && !card.some((l) => against.some((w) => says(l, w)));
  });
}

/**
 * The marks that say a state as its word does: a star for "starred", a heart for "liked" or
 * "hearted" (s23, code-review-reply-task and comment-likes s23-s12-f1). Added to a check's state
 * words where one of the words is there; a word of the state taken off ("unstarred") adds none.
 */
const GLYPHS: readonly [readonly string[], readonly string[]][] = [
  [['starred', 'star'], ['★', '⭐']],
  [['liked', 'like', 'hearted', 'heart', 'loved'], ['♥', '❤', 'hearts']],
];
export function withGlyphs(words: readonly string[]): string[] {
  const said = new Set(words.map((w) => normalizeText(w).trim()));
  const extra = GLYPHS.filter(([names]) => names.some((n) => said.has(n))).flatMap(([, marks]) => marks).filter((m) => !said.has(m));
  return extra.length ? [...words, ...extra] : [...words];
}

/**
 * The text with each state word masked where it is said negated: "not liked", "no longer
 * starred", "un-hearted", "heart removed", "Liked: no". A phrase that is itself one of the words
 * ("not starred" where the state is that) stays. Lines keep their places.
 */
export function maskNegated(text: string, words: readonly string[]): string {
  const said = new Set(words.map((w) => normalizeText(w).trim()));
  const lettered = words.filter((w) => /\p{L}/u.test(w));
  if (lettered.length === 0) return text;
  return text.split('\n').map((line) => {
    let out = line;
    for (const word of lettered) {
      const w = word.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const negations = [
        new RegExp(`\\b(?:not|no longer|never)\\s+(?:\\p{L}+\\s+)?${w}\\b`, 'giu'),
        // "un-X" is X negated, unless itself negated ("no longer unread" is read; s24 D1, unread-reminder s24-d1-f1),
        // before it or as a field said no after it ("Unread: no", "unread: false" are read; s25 singles, mark-read-triage s24-d1-f1).
        new RegExp(`(?<!\\b(?:not|no longer|never)\\s+)\\bun-?${w}\\b(?!\\s*:\\s*(?:no|false|off|none|✗|✘|✖|✕|❌)(?=$|[\\s.,;)\\]!·|—–]))`, 'giu'),
        new RegExp(`\\b${w}\\s+(?:removed|taken off|cleared|deleted|undone)\\b`, 'giu'),
        // s28 (s27-q0-f2, s27-db4-f1, f2, s27-z5-f4): a switch's label "On/Off: off" is no word said no.
        new RegExp(`(?<!\\bon\\s*[/-]\\s*)\\b${w}\\s*:\\s*(?:no|false|off|none|✗|✘|✖|✕|❌)(?=$|[\\s.,;)\\]!·|—–])`, 'giu'),
      ];
      for (const re of negations) out = out.replace(re, (m) => (said.has(normalizeText(m).trim()) ? m : ' \u00a6 '));
    }
    return out;
  }).join('\n');
}

/** Words right before a state word that say it not done, or not yet ("not deleted", "will be removed", "never cancelled"). */
const NOT_DONE_BEFORE = /(?:\b(?:not|never|no|nothing|none|nobody|cannot)|n't)\s+(?:\p{L}+\s+){0,2}$/iu;
/** Words of a time to come before a participle ("will be deleted", "being removed", "to be cancelled"); "will ring Sundays" is a schedule. */
const NOT_YET_BEFORE = /(?:(?:\b(?:will|won'?t|to|can|could|should|going to|about to|yet to)|['’]ll)\s+(?:\p{L}+\s+)?be|\bbeing)\s+(?:an?\s+)?$/iu;
/**
 * s29 nowa (s28-e3-f1..f4, s28-e0-f6, f7, s28-q1-f6, s28-q3-f1, s28-r0-f1): a passive of a time to come in the clause
 * ("will be labelled", "'ll be saved", "is being added", "to be created", "going to be emptied"); it governs the
 * clause's state words after it, and those before it where no done form comes first ("note to be created").
 * s30 (jazz-dinner-invite-mix s29-q1-f1): a clause led by "being" and a participle ("Being made public").
 */
const FUTURE_IN = /(?:(?:\b(?:will|shall|won'?t)|['’]ll|\bto)\s+(?:\p{L}+\s+)?be|\b(?:is|are|am|being)\s+being)\s+(\p{L}[\p{L}-]*)|\b(?:waiting|about|going|yet) to\s+(\p{L}+)|\bawaiting\b()|^\s*being\s+(?=(?:made|set|put|\p{L}+(?:ed|en|wn))(?![\p{L}]))/giu;
/** A participle, regular or not (the passive's verb). */
const PASSIVE = /^(?:\p{L}+(?:ed|en|wn)|made|set|sent|put|kept|done|shown|built|left|cut|split|paid|laid|told|held|sold|bought|brought|synced|logged|binned|filed)$/iu;
/** s29 nowa: states right to tell in the future, a promise of the order itself or a schedule ("will be gift-wrapped", "will be let through", "will be blocked from now on", "will be back in your inbox Monday", "will be daily"). */
const STANDING = /^(?:gift[- ]?wrap|wrap|let through|allowed|through|blocked|muted|screened|filtered|delivered|on (?:its|the) way|hidden|parked|ring|alarm|every|each|daily|nightly|weekly|monthly|weekday|weekend|mon|tue|wed|thu|fri|sat|sun|[\d$])/iu;
/**
 * s29 now2 (s28-q3-f2): "will be back" is a snooze's standing state only with its time after it ("will be back in your
 * inbox Monday", "… at 6 pm"); without one it is the promise of a return not made yet ("will be back in the inbox").
 */
const BACK_AT = /^[\s,]*(?:on\s+|at\s+|by\s+|in\s+|from\s+|until\s+|till\s+|after\s+|the\s+)?(?:\p{N}|mon|tue|wed|thu|fri|sat|sun|tomorrow|tonight|today|next|this|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|noon|midnight|morning|evening|later)/iu;
function standing(m: string, rest: string): boolean {
  return STANDING.test(m) || (/^back\b/iu.test(m) && BACK_AT.test(rest));
}
/**
 * s29 nowa (s28-q0-f1..f12): a condition on the action still to be met ("once you confirm", "if you approve", "on
 * confirmation", "when you tap Delete", "unless you cancel"): its sentence's state words tell nothing.
 */
const CONDITION = /\b(?:once|if|when|whenever|after|unless|until|till|as soon as)\s+(?:you\s+)?(?:confirm|approve|accept|agree|tap|click|press|hit|select|choose|ok|okay|say so|cancel|allow|authori[sz]e|verify)s?\b|\b(?:once|if|when|upon|on|until|pending|awaiting)\s+(?:your\s+)?(?:confirmed|approved|accepted|confirmation|approval|verification)\b/iu;
/** An offer to undo a done action beside it is no condition on it ("restore it if you change your mind", "resume when you like"). */
const UNDO_OFFER = /\b(?:undo|restore|recover|resume|unpause|revert|reverse|bring (?:it |them )?back|put (?:it |them )?back|add (?:it |them |\p{L}+ )?back|change your mind|re-?enable|turn (?:it )?back on)\b/iu;
/** s29 nowa (s28-r0-f2, s28-r0-f1 project-brief): an action whose own done state may wait ("Requested $45 (pending)", "Order placed · processing", "Queued"): a wait on its line voids nothing. */
const OWN_WAIT = /^(?:request|return|order|bought|purchas|refund|invit|friend|member|shar|collaborat|access|pending|queue|in the queue|in your queue|added to the queue|asked|transfer|deposit|withdrawal|cash)/iu;
/** s29 nowa (s28-q1-f6): a clause ending in a wait ("note pending", "favourite — queued"); s30: "private queued" too (campfire-text s28-q0-f15). */
const WAIT_END = /\b(?:pending|queued|on hold|not yet|scheduled|in queue)\s*(?:…|\.\.\.)?\s*$/iu;
/** s29 now2 (s28-q2-f1..f3, s28-q0-f14, f15): a clause ending in a time to come ("unpinned soon", "restored shortly"); not "later", a state word of its own ("saved for later"). */
const SOON_END = /\b(?:soon|shortly|in a (?:moment|minute|bit|sec(?:ond)?))\s*[.!]?\s*$/iu;
/** s29 now2: a word of an action whose own done state may wait (OWN_WAIT), anywhere in it ("Requested $45", "sent a friend request"). */
const OWN_WAIT_IN = /request|return|order|bought|purchas|refund|invit|friend|member|shar|collaborat|access|queue|asked|transfer|deposit|withdrawal|cash/iu;
/** s29 nowa (s28-r1-f1..f35): a record's kind word before its id; a bare verb right after it, or after the id, is a button ("Comment 2471199 Move to trash", "weekend plans voicemail Move to bin"). */
/** s29 nowa: where a passive of a time to come starts in a clause (names blanked), or -1; a standing state's passive is none. */
function futureAt(clause: string): number {
  const f = [...clause.matchAll(FUTURE_IN)].find((x) => x[1] === undefined || (PASSIVE.test(x[1]) && !STANDING.test(x[1])));
  return f?.index ?? -1;
}
/** s29 nowa: a sentence's clauses (at even places, separators between) say a condition on the action still to be met. */
function conditionedParts(parts: readonly string[]): boolean {
  return parts.some((p, k) => k % 2 === 0 && CONDITION.test(p) && !UNDO_OFFER.test(p));
}
/** Separators of a sentence's clauses (as unoffered reads them). */
const CLAUSE_SPLIT = /([,;:()[\]—–·|•]|\s-\s|\s(?=(?:and|but)\s))/u;
/**
 * s29 nowa (s28-q1-f6): `line` normalised, each clause that says the action not done now blanked whole: under a passive
 * of a time to come (and a bracket right after it: "note to be created (fitness)"), in a sentence of a condition still
 * to be met, before a wait or ending in one (unless the action's own state may wait, `ownWait`). For texts a
 * record was made with (a note's tag), read as `unoffered` reads a state word, without its verb rules.
 */
export function notNow(line: string, names: readonly string[] = [], ownWait = false): string {
  const kept: string[] = [];
  let text = normalizeText(line);
  for (const n of names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) text = text.split(n).join(`\uE000${kept.push(n) - 1}\uE001`);
  const unnamed = (t: string): string => t.replace(/\uE000\d+\uE001/gu, (m) => ' '.repeat(m.length));
  const blank = (t: string): string => t.replace(/[^\s]/gu, ' ');
  // s32 notdone (s31-d3-f8): a line saying the record not made ("no return made") tells nothing of it.
  if (saysNotMade(unnamed(text))) return blank(text);
  const out = text.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    const parts = sentence.split(CLAUSE_SPLIT);
    if (conditionedParts(parts.map(unnamed))) return blank(sentence);
    // s29 (team-roadmap-share s29-d2-f2): a question or a failure says nothing done ("Text X to Ava?", "Could not text X").
    if (/\?\s*$/u.test(sentence) || FAILED_CLAUSE.test(unnamed(sentence).replace(NO_FAILURE, ' '))) return blank(sentence);
    const waits = (k: number): boolean => !ownWait && (WAIT_END.test(unnamed(parts[k] ?? '')) || SOON_END.test(unnamed(parts[k] ?? '')) || WAIT_CLAUSE.test(unnamed(parts[k + 2] ?? '')) || (/^[:—–]$/u.test(parts[k - 1] ?? '') && WAIT_CLAUSE.test(unnamed(parts[k - 2] ?? ''))));
    return parts.map((part, k) => (k % 2 === 0 && (futureAt(unnamed(part)) >= 0 || waits(k) || (parts[k - 1] === '(' && futureAt(unnamed(parts[k - 2] ?? '')) >= 0)) ? blank(part) : part)).join('');
  }).join('');
  // s32 notdone: the shared not-done-now reading (./notdone.ts).
  return notDoneMasked(out, blank, ownWait).replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '');
}
/** s29 nowa: the state words of an action whose own done state may wait (OWN_WAIT), not a deletion's nor a favourite's. */
export function ownsWait(forms: readonly string[]): boolean {
  const f = forms.map((w) => normalizeText(w).trim());
  return !f.some((w) => /^(?:deleted|removed)$|favou?rite/u.test(w)) && f.some((w) => OWN_WAIT.test(w));
}
const KIND_WORD = /^(?:note|comment|request|call|voicemail|review|label|section|playlist|notification|message|contact|task|thread|expense|reminder|alarm|song|track|item|file|folder|group|friend)s?$/iu;
/** A one-shot action's participle (and "a favourite"): only its "will be" is not yet done ("will be gift-wrapped" is an order's promise). */
const PARTICIPLE = /^(?:delet|remov|eras|wip|clear|cancel|withdr|trash|binn|shred|discard|dropp|purg|resen|favou?rit|added|paused|disabled|turned off|switched off|silenced|resumed|enabled|stopped|taken (?:out|off|down))\p{L}*/iu;
/** s28: an obligation or a wait governing any state word ("must be deleted", "needs to be removed", "about to", "pending"; s27-q0-f11..f15, s27-p0-f1..f16). */
const OBLIGED_BEFORE = /(?:\b(?:must|need(?:s|ed)? to|ha(?:s|ve) to|should|ought to|yet to|is to|are to)\s+(?:\p{L}+\s+)?be|\b(?:about to|ready to|waiting to|pending|awaiting|queued for|marked for|scheduled for|set for|up for|due for)|\b(?:about to|going to|will|to) become|\bare you sure\b[^.!?]*)\s+(?:an?\s+)?$/iu;
/** s28 (s28-r0-f1): an obligation anywhere in the clause voids its state words ("Email must be resent", "X has to be removed first"). */
const OBLIGED_IN = /\b(?:must|need(?:s|ed)? to|ha(?:s|ve) to|ought to|yet to)\s+(?:\p{L}+\s+)?be\b|\bare you sure\b/iu;
/** s28 (s28-r0-f1, f2): a clause that is only a wait ("(pending)", "Pending:", "— queued", "pending approval") voids the line's state words. */
const WAIT_CLAUSE = /^\s*(?:still\s+|now\s+)?(?:pending|queued|scheduled|processing|in progress|awaiting(?:\s+\p{L}+)?|waiting|not yet(?:\s+\p{L}+)?|about to\s+\p{L}+|on hold)(?:\s+(?:approval|confirmation|review|sync|deletion|removal|send(?:ing)?))?\s*(?:…|\.\.\.)?\s*$/iu;
/** A sentence telling the record stays ("Cancelled — X kept."): its "cancelled" is the deletion's. */
const STAYS = /\b(?:kept|keeps|remains?|stays?|still)\b/iu;
/** A clause telling the action went well, so a bare verb of its sentence tells it done ("Delete successful: X", "Delete X: done"). */
const SUCCESS = /\b(?:success|successful(?:ly)?|succeeded|done|complete(?:d)?|finished|ok|okay|confirmed)\b|[✓✔✅]/iu;
/** A cancelled deletion ("Delete cancelled: X", "Deletion of X was cancelled"): its "cancelled" tells no deletion. */
const DELETION_ACT = /\b(?:delet\w*|remov\w*|eras\w*|wip\w*|clear\w*)\b/iu;
const CANCELLED = /^(?:cancel+ed|aborted|undone|reverted|stopped)$/iu;
/**
 * s28 grammar of a state word's form. A verb's bare form (an imperative, an infinitive, a button's
 * caption) never tells the action done, wherever it stands: "Confirm delete X", "Hit Delete to remove X",
 * "Comment 2471199 Delete", "Water the plants 19:00 Pause", "X $38 Restore" (s27-q0-f8..f15, s27-q2-f10,
 * f13, s27-q3-f1, s27-w2-f9, s27-p3-f19, f25, s27-w0-f6, s27-q0-f10). Only a success said in its sentence
 * ("Delete X: done") or a participle after it ("Snooze cancelled", a noun) makes it tell the state.
 */
const BARE_VERB = /^(?:stop|make|create|record|nudge|move|delete|remove|erase|wipe|discard|shred|purge|withdraw|retract|unfriend|undelete|cancel|drop|take|get|resend|send|add|re-add|readd|restore|recover|rescue|unarchive|unblock|block|pause|snooze|unsnooze|resume|mute|unmute|hide|unhide|disable|enable|turn|switch|approve|decline|reject|deny|refuse|veto|share|publish|unlike|unstar|unpin|unflag|unfavourite|unfavorite|unfollow|follow|unsave|save|wrap|unwrap|gift-wrap|giftwrap|tick|untick|uncheck|mark|pull|prune|trim|peel|sweep|regenerate|renew|revoke|unshare|silence|reopen|untag|unlabel|accept|withdraw|keep|rewrite|overwrite|fix)$/iu;
/** A bare form that is also a noun or an adjective ("the archive", "in the bin", "a favourite", "cart is empty"): a verb only in a verb's place. */
const NOUN_OR_VERB = /^(?:clear|empty|bin|trash|archive|like|pin|star|flag|check|favourite|favorite|heart|bookmark|email|mail|text|message)$/iu;
/** s28 (s28-r1-f1..f35): a place a record is sent to, said alone at its clause's end with no preposition or article before it, is a button ("Comment 2471199 Trash", "X (note 7) Bin"). */
const PLACE_BUTTON = /^(?:trash|bin|archive)$/iu;
/** Words leading a bare verb that offer it ("Tap to delete", "You can remove", "Hit Delete", "Use the Remove button"). */
const OFFER_BEFORE = /\b(?:tap|click|press|swipe|select|please|can|could|may|ready|want|wish|option|button|hit|use|choose|confirm)\b[^.!?]{0,16}$/iu;
/**
 * A link's verb right before a place ("open in library", "view in queue", "Show on map", "Go back to library", and "Back to
 * library" opening its sentence; s34-d0-f1): the place is where the link goes. "is back in your library" is no link.
 */
const LINK_VERB_BEFORE = /(?<![\p{L}])(?:open|opens|view|show|see|browse|find|go|jump|listen|play|return|navigate|head)(?:\s+back)?\s+$/iu;
/**
 * "Back" opening its clause before a place: a link where an arrow leads it ("X · ← Back to library"), where the place has
 * no article ("X · Back to library"), or where it opens its sentence; "X — back in your library" is the record's state.
 */
const BACK_OPENS = /^[^\p{L}]*back\s+$/iu;
const BACK_ARROW = /^[^\p{L}]*[←<‹«]\s*back\s+$/iu;
const BARE_PLACE = /^(?:in|to|into|on)\s+(?!(?:the|your|my|our|their|his|her)\s)/iu;
/** A word before a bare form that makes it a noun ("to the archive", "your favourites", "a like"). */
const DETERMINER = /\b(?:the|a|an|your|my|his|her|their|its|our|this|that)\s+$/iu;
/** A one-shot action's -ing form: under way, not done ("Removing X…", "X is being deleted", "Adding X"). Ongoing states ("— following", "snoozing until 12:15") stay. */
const UNDER_WAY = /^(?:delet|remov|eras|wip|clear|cancel|withdraw|trash|binn|shredd|discard|dropp|purg|unblock|pull|prun|trimm|resend|add)\p{L}*ing$/iu;
/** The clause before a word holds a bare verb first or after an offer's lead, and no done form after that verb. */
function governed(before: string): boolean {
  const tokens = before.replace(/[^\s()]+@[^\s()]+/gu, ' name ').split(/[^\p{L}\p{N}'-]+/u).filter((t) => t !== '');
  for (let k = tokens.length - 1; k >= 0; k--) {
    const t = tokens[k] ?? '';
    if (/^\p{L}+(?:ed|en)$|^(?:gone|done|sent|made|got|took|set)$/iu.test(t)) return false;
    // s28 (s28-r1-f1..): a bare verb right after the record's name is a button ("X Move to trash"); a one-shot -ing first is under way ("Adding X to favourites…").
    // s29 nowa (s28-r1-f1..f35): so is one right after an id number or a kind word ("Note 7 Move to trash", "X voicemail Move to bin").
    const prev = tokens[k - 1] ?? '';
    if (BARE_VERB.test(/^gift-?wrap$/iu.test(t) ? 'gift-wrap' : t) && (k === 0 || prev === 'name' || /^\p{N}+$/u.test(prev) || KIND_WORD.test(prev) || OFFER_BEFORE.test(`${tokens.slice(Math.max(0, k - 3), k).join(' ')} `))) return true;
    if (k === 0 && UNDER_WAY.test(t)) return true;
  }
  return false;
}

/**
 * s27/s28: `line` normalised, each word of `words` blanked where its form does not tell the action
 * done: in a clause of failure or one ending in "?", after a negation, an obligation ("must be") or a
 * time to come of a one-shot action ("will be deleted"), as a bare verb (any place; a noun-or-verb
 * only in a verb's place) unless its sentence, not being a question, tells success; as an -ing of a
 * one-shot action; as "cancelled" of a deletion, of a record kept, or said alone. The record's own
 * names are read as names (their "?" or "failed" are theirs). Clauses end at , ; : brackets dashes
 * bullets and before "and"/"but"; a word that is itself a negation ("no longer", "won't ring") stays.
 */
export function unoffered(line: string, words: readonly string[], names: readonly string[] = []): string {
  const forms = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => w !== '' && /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return line;
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const kept: string[] = [];
  // s31 labels (s30-e1-f3, f4): "has the X label removed", read before the names are shielded (a word may hold one).
  let text = labelsUndone(normalizeText(line), new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'giu'));
  for (const n of names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    text = text.split(n).join(`\uE000${kept.push(n) - 1}\uE001`);
  }
  // s30 negfut (s29-d1-f2): a word holding a clause mark ("splitwise: payment") is judged whole, with its clause.
  const shielded = shieldedForms(forms);
  text = shielded.shield(text);
  const word = new RegExp(`(?<![\\p{L}\\p{N}])(?:${shielded.forms.map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  const blank = (t: string): string => ' '.repeat(t.length);
  const named = (t: string): string => t.replace(/\uE000\d+\uE001/g, ' name ');
  // A deletion's list ("deleted" among its words): a bare "Cancelled." tells no deletion (s27-q2-f17).
  const deletionList = forms.some((f) => /^(?:deleted|removed)$/u.test(f));
  // s33 vocab (jacket-return-reminder s32-re3-f1): where keeping is itself the state asked ("kept", "keep"), the thing
  // said to stay tells the cancel done, not a deletion cancelled.
  const keepsOwn = forms.some((f) => /^(?:kept|keep|keeping|stays?|staying)$/u.test(f));
  const keptOnLine = !keepsOwn && STAYS.test(named(text));
  // s29 nowa: a wait on the line voids every kind of action's words, not only a deletion's or a favourite's (s28-r0-f1, f2),
  // save an action whose own done state may wait: a request, an order, an invitation ("Requested $45 (pending)"; OWN_WAIT).
  const ownWait = ownsWait(forms);
  // s29 nowa (s28-r1-f1..f35): a bracketed id (kind word and number, an email, the record's name) does not cut its clause ("Move X (note 7) to trash").
  text = text.replace(/\((\s*(?:\p{L}+\s+)?(?:\p{N}{3,}|\uE000\d+\uE001|[^\s()@]+@[^\s()]+)\s*)\)/gu, '\uE004$1\uE005');
  // Of a deletion or a favourite the whole line; of any other action the clause the wait follows ("Email: pending",
  // "recorded on Splitwise (pending)"), so another action's "— queued" on a line of two leaves this one's words.
  // s29 (play-next s29-q1-f7): a wait followed by "then …" is an earlier state of a history ("queued, then removed").
  const waitParts = named(text).split(/[.!?,;:()[\]—–·|•\uE004\uE005]|\s-\s|→|->/u);
  const waiting = (deletionList || forms.some((f) => /favou?rite/u.test(f))) && waitParts.some((part, k) => WAIT_CLAUSE.test(part) && !/^\s*(?:and\s+)?(?:then|later|afterwards|after that|since)\b/iu.test(waitParts[k + 1] ?? '') && !/→|->/u.test(named(text).slice(named(text).indexOf(part) + part.length, named(text).indexOf(part) + part.length + 4)));
  // A bare verb's head; "gift wrap" / "take out" read by their first word.
  const head = (m: string): string => (/^gift-?wrap$/iu.test(m) ? 'gift-wrap' : (m.split(' ')[0] ?? ''));
  const clause = (c: string, sentence: string, lead: string, conditioned: boolean, inherited: boolean, waitsNext: boolean, waitsBefore: boolean): string => {
    const plain = named(c).replace(NO_FAILURE, ' ');
    if (FAILED_CLAUSE.test(plain) || /\?\s*$/u.test(c)) return c.replace(word, blank);
    const first = /^[\s"'“”‘’*#>-]*/u.exec(c)?.[0].length ?? 0;
    // s28 (s27-q3-f2): a question's "OK?" or "done?" is no success ("Delete X — OK?").
    const asked = /\?\s*$/u.test(sentence);
    const whole = named(sentence).replace(/\bnot\s+(?:yet\s+)?(?:done|complete|ok|okay)\b/giu, ' ');
    const success = !asked && SUCCESS.test(whole);
    const deleting = DELETION_ACT.test(whole);
    // s29 nowa: a wait voids the negated words too ("Chloe Patel: not a favourite (pending)"; s28-r0-f2), and so does a clause ending in one ("note pending").
    if (waiting) return c.replace(word, blank);
    // s29 now2 (s28-q2-f1, s28-q0-f14, f15): the exemption is the waiting word's own (a list holding "friends can't see"
    // exempts no "private (pending)"); a wait leading the clause as its label ("pending: unpinned"), or "soon" ending it, waits too.
    if (waitsNext || waitsBefore || WAIT_END.test(named(c)) || SOON_END.test(named(c))) {
      if (!ownWait) return c.replace(word, blank);
      c = c.replace(word, (m: string) => (OWN_WAIT_IN.test(m) || pendingSaid(m, c) ? m : blank(m)));
    }
    // s30 negfut (s29-q2-f2, f3, f11): a condition voids the negated words too ("no longer a favourite once you confirm").
    if (conditioned || OBLIGED_IN.test(named(c))) return c.replace(word, (m: string) => (!conditioned && /^(?:no|not|never)\b/iu.test(m) ? m : blank(m)));
    // s29 nowa: a passive of a time to come governs the clause (FUTURE_IN): from it on, and before it where no done form leads.
    const unnamed = c.replace(/\uE000\d+\uE001/gu, (t) => ' '.repeat(t.length));
    // A bracket right after a clause of a time to come is said of it too ("note to be created (fitness)").
    const comesAt = inherited ? 0 : futureAt(unnamed);
    const doneLeads = comesAt > 0 && /(?<![\p{L}])(?:\p{L}+(?:ed|en|wn)|gone|done|sent|made|got|took|left|kept)(?![\p{L}])/iu.test(unnamed.slice(0, comesAt));
    return c.replace(word, (m: string, at: number) => {
      // A word that is itself a negation tells its state ("no longer", "won't ring"; s27-q0-f1, f5, f7).
      // s30 negfut (s29-q2-f1..f11): not where said of a time to come ("will no longer exist", "will no longer be a favourite").
      if (/^(?:no|not|never|won'?t|will not|does ?n'?t|do ?n'?t|is ?n'?t|can'?t|cannot)\b/iu.test(m)) return negatedLater(m, c.slice(Math.max(0, at - 40), at), c.slice(at + m.length), standing) ? blank(m) : m;
      const before = c.slice(Math.max(0, at - 40), at);
      // s29 nowa: "will be X", "'ll be X", "to be X" for any state word but a standing one ("will be gift-wrapped").
      const after = c.slice(at + m.length);
      // s30 negfut (s29-d1-f2): a word that is no done form, negated right after it ("Splitwise: payment not recorded").
      if (!/(?:ed|en|wn)$/iu.test(m) && NEGATED_AFTER.test(after)) return blank(m);
      if (NOT_DONE_BEFORE.test(before) || OBLIGED_BEFORE.test(named(before)) || (NOT_YET_BEFORE.test(before) && (PARTICIPLE.test(m) || !standing(m, after) || screeningToCome(m, before)))) return blank(m);
      if (comesAt >= 0 && (at >= comesAt || !doneLeads) && !standing(m, after)) return blank(m);
      // s29 now2 (s28-q0-f15): a state still being reached ("going private", "becoming public", "getting deleted").
      if (/\b(?:going|becoming|getting)\s+$/iu.test(before)) return blank(m);
      // s34 (s33-d0-f1): a place said after a link's verb is the link's caption, not the record's state ("— open in library", "View in queue").
      if (/^(?:in|to|into|on)\s/iu.test(m) && (LINK_VERB_BEFORE.test(named(before)) || BACK_ARROW.test(named(before)) || backArrowed(named(before)) || (BACK_OPENS.test(named(before)) && (BARE_PLACE.test(m) || !/\p{L}/u.test(named(lead)))))) return blank(m);
      // A bare verb leading the clause, or led by an offer, governs the words after it, no done form between
      // ("Add gift wrap", "you can gift-wrap them", "Tap to add to favourites"; s27-q0-f10).
      // s29 nowa (s28-r1-f29): one leading the sentence governs a place it sends to across the clauses ("Move X — $68 for Y (request 5) to trash").
      const doneForm = /^\p{L}+(?:ed|en|wn)\b|^(?:gone|done|sent|made|got|took|left|kept)\b/iu.test(m);
      const sentTo = /\b(?:to|into|in|on)\s+(?:the\s+|your\s+)?$/iu.test(before);
      if (!success && !doneForm && (governed(named(c.slice(0, at))) || (sentTo && governed(named(lead + c.slice(0, at)))))) return blank(m);
      const rest = c.slice(at + m.length);
      const next = /^\s+(\p{L}+)/u.exec(rest)?.[1] ?? '';
      // A bare form before a participle or a state is a noun ("Favourite added", "Snooze cancelled"; s27-p1-f6, f9, f11, f14).
      // s29 nowa (s28-r1-f13): "on"/"off" with an object after is a preposition ("Record on Splitwise").
      const preposition = /^(?:on|off)$/iu.test(next) && /^\s+\p{L}+\s+[\p{L}\p{N}]/u.test(rest);
      const noun = (/^(?:\p{L}+(?:ed|en|wn)|set|off|on|done|ok|cleared|gone)$/iu.test(next) && !CANCELLED.test(next) && !preposition) || (/^\S+\s+(?:(?:is|was)\s+|:\s*)?(?:\p{L}+(?:ed|en|wn)|off|on)\b/iu.test(m) && !bareParticleVerb(m))
        // s31 purge (s30-d1-f6, f8, s30-e0-f3): a noun of two words before its participle too ("trash entry purged").
        || /^(?:trash|bin)\s+(?:entry|item)\s+(?:(?:is|was)\s+)?(?:permanently\s+)?\p{L}+(?:ed|en)$/iu.test(m);
      const h = head(m);
      // s30: a possessive before it, ending its clause, makes it a noun ("Owen pays his share"), not a bare Share button.
      if (BARE_VERB.test(h) && !noun && !success && !(/\b(?:your|my|his|her|their|its|our)\s+$/iu.test(before) && /^\s*(?:[.,;:!?)\]—–·|]|$)/u.test(after))) return blank(m);
      // s33 vocab (babysitter-contact s31-s240-f1): "favourite" before a kind word ending its clause is its adjective ("— favourite contact", "★ favourite contact").
      const kindAfter = /^favou?rite$/iu.test(h) && KIND_WORD.test(next) && !/[\p{L}\p{N}]/u.test(named(rest).slice(named(rest).indexOf(next) + next.length).replace(/\uE004[^\uE005]*\uE005/gu, ' '));
      if (NOUN_OR_VERB.test(h) && !noun && !success && !kindAfter && !DETERMINER.test(before)) {
        // In a verb's place: first with an object ("Clear queue", "Archive X"; a lone "· favourite" is a tag), led by an offer,
        // or a button ending its clause right after the name ("Ines Walker Trash"). An adjective ending its clause is a state.
        const adjective = /^(?:empty|clear)$/iu.test(h);
        // s29 (climbing-partner-contact s29-d2-f5, the contact twins): a bracketed id after the word is the record's, not an object ("favourite (contact 7087852)").
        const withObject = /[\p{L}\p{N}]/u.test(named(rest).replace(/\uE004[^\uE005]*\uE005/gu, ' '));
        const ends = !withObject && /\uE001\s*$/u.test(c.slice(0, at)) && !adjective;
        // s29 nowa (s28-e0-f2): a channel's word alone in its clause is a button or a label ("… · Omar · Email").
        const lone = (PLACE_BUTTON.test(h) || (/^(?:email|mail|text|message)$/iu.test(h) && named(c).trim() === m)) && !withObject && !/(?:\b(?:to|in|into|from|inside)|→|->|=>)\s*$/iu.test(named(c.slice(0, at)));
        if (lone) return blank(m);
        // s29 now2 (s27-s193-f4, s27-w2-f4, s28-r1-f14, f15): "clear"/"empty" alone at a row's end after a bullet (a dash too
        // for "clear"), after a count, or as a sentence of its own, is the row's button ("Up next: 3 songs · Clear", "Queue:
        // 3 songs Empty", "Evening pill — Clear"); after a colon it stays the state ("Queue: empty", "Queue: clear (…)").
        const alone = adjective && !withObject && named(c).trim() === m;
        const counted = adjective && !withObject && /(?<![\p{N}])(?!0\s)\p{N}+\s+\p{L}+\s*\)?\s*$/u.test(named(lead + c.slice(0, at)));
        if (counted || (alone && (/[·|•]\s*$/u.test(lead) || (h === 'clear' && /(?:[—–]|\s-)\s*$/u.test(lead)) || named(sentence).trim() === m))) return blank(m);
        if ((at === first && withObject) || ends || OFFER_BEFORE.test(named(c.slice(0, at)))) return blank(m);
      }
      // A one-shot action under way is not done, wherever it stands ("Removing X…", "X — deleting").
      if (UNDER_WAY.test(m) && !success) return blank(m);
      // "Cancelled. X kept." tells the record stays, in any sentence of the line (s27-q1-f1, s27-p2-f1, s27-q2-f1..);
      // a bare "Cancelled." of a deletion tells nothing done (s27-q2-f17).
      if (CANCELLED.test(m) && ((deleting && !restoresDeletion(forms)) || keptOnLine || (!keepsOwn && STAYS.test(whole)) || (deletionList && !/[\p{L}\p{N}]/u.test(named(sentence).replace(m, ' '))))) return blank(m);
      return m;
    });
  };
  // "deleted: no", "cleared: ✗" say the state is not so (s27-p3 "X (deleted: no)").
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${forms.map(esc).join('|')})(\\s*[:=]\\s*(?:no|false|none|0|✗|✘|✖|✕|×|n\\/a)(?![\\p{L}\\p{N}]))`, 'giu'), (_: string, w: string, tail: string) => `${blank(w)}${tail}`);
  // A bare form as a field said yes ("gift wrap: yes", "Wrap: on") is a state, kept as it is (s27-p0-f17).
  const fields: string[] = [];
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(${forms.map(esc).join('|')})(?=\\s*[:=]\\s*(?:yes|on|true|✓|✔|✅)(?![\\p{L}\\p{N}]))`, 'giu'), (w: string) => `\uE002${fields.push(w) - 1}\uE003`);
  // s30 words2 (s30-r0-f1..f6): conditionals, syncs to come, a side told waiting or failed, failure marks, bracketed captions.
  text = words2Undone(text, word);
  // A bracketed id after a full stop ends no sentence ("… paper goods and snacks. (notification 8788363) to trash"; s28-r1-f33).
  const out = text.split(/(?<=[.!?])(?=\s|$)(?!\s*\uE004)/u).map((sentence) => {
    const parts = sentence.split(CLAUSE_SPLIT);
    // s29 nowa (s28-q0-f1..f12): a condition still to be met, not an undo offered beside the action, voids the sentence (CONDITION).
    const conditioned = conditionedParts(parts.map(named));
    const unnamed = (t: string): string => t.replace(/\uE000\d+\uE001/gu, (m) => ' '.repeat(m.length));
    // s30 negfut (s29-d1-f2): a clause that is only a failure voids the one before it ("Splitwise: paid — failed").
    return parts.map((part, k) => (k % 2 === 0 && FAILURE_CLAUSE.test(named(parts[k + 2] ?? '')) ? part.replace(word, blank) : k % 2 === 0 ? clause(part, sentence, parts.slice(0, k).join(''), conditioned, parts[k - 1] === '(' && futureAt(unnamed(parts[k - 2] ?? '')) >= 0, WAIT_CLAUSE.test(named(parts[k + 2] ?? '')), /^[:—–]$/u.test(parts[k - 1] ?? '') && WAIT_CLAUSE.test(named(parts[k - 2] ?? ''))) : part)).join('');
  }).join('');
  return shielded.unshield(shielded.unjoined(text, out)).replace(/\uE004/gu, '(').replace(/\uE005/gu, ')').replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '').replace(/\uE002(\d+)\uE003/g, (_, n: string) => fields[Number(n)] ?? '');
}

/**
 * s28 stars: offers and promises unoffered() leaves, read before it (s27-s193-f3, s27-p1-f10,
 * s27-p1-f15, s27-p0-f13, s27-p0-f14). `line` normalised with blanked, each word of `words`:
 * - a favourite's word after a bare verb that would put the record there ("add X to favourites",
 *   "star as favourite"), or after a modal's "be" with an article ("will be a favourite");
 * - a deletion's participle after "must be", "may be", "has to be" ("must be deleted");
 * - a bare verb after "confirm" ("Confirm delete X"), a word after a star's "to" ("★ to favourite").
 * Not where the sentence tells success ("— done", "✓"). A star glyph of the words ("★", from
 * "starred") counts only on a line naming the record (`names`), never in such an offer nor after
 * "tap", "press" or before "to …" ("tap ★ to add").
 */
/** A favourite's or star's state words (s28 stars: the offers and promises `promised` reads). */
const FAVOURITE_WORD = /^(?:favou?rit(?:e|es|ed)|starred|star|speed dial)$/u;

export function promised(line: string, words: readonly string[], names: readonly string[] = []): string {
  const forms = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => w !== '' && /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length);
  const glyphs = words.filter((w) => /^[★⭐]$/u.test(normalizeText(w).trim()));
  if (forms.length === 0 && glyphs.length === 0) return line;
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const kept: string[] = [];
  let text = normalizeText(line);
  const own = names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length);
  const naming = own.some((n) => textShows(text, n, 'normalized'));
  for (const n of own) text = text.split(n).join(`\uE000${kept.push(n) - 1}\uE001`);
  const blank = (t: string): string => ' '.repeat(t.length);
  const alt = forms.map(esc).join('|');
  // The offers into a list and the promises are read for a favourite's or star's words only (the findings' kind).
  const fav = forms.filter((w) => FAVOURITE_WORD.test(w)).map(esc).join('|');
  const word = `(?<![\\p{L}\\p{N}])(${alt})(?![\\p{L}\\p{N}])`;
  const favWord = `(?<![\\p{L}\\p{N}])(${fav})(?![\\p{L}\\p{N}])`;
  const tok = '[^\\s.!?;:—–|·•]+';
  const det = '(?:(?:a|an|the|your|my|one of (?:your|my|the))\\s+)?';
  const never = /(?!)/u;
  const rules = [
    fav === '' ? never : new RegExp(`(?<![\\p{L}\\p{N}])(?:add|star|mark|save|pin|make|move|tag|flag)\\s+(?:${tok}\\s+){0,5}?(?:(?:to|as|into|in|among|on)\\s+)?${det}${favWord}`, 'giu'),
    fav === '' ? never : new RegExp(`(?<![\\p{L}\\p{N}])(?:will|'ll|shall|would|must|should|might|may|can|could|going to|about to|needs? to|has to|have to|ought to|to)\\s+(?:\\p{L}+\\s+)?be\\s+(?:a|an|one of (?:your|my|the))\\s+${favWord}`, 'giu'),
    alt === '' ? never : new RegExp(`(?<![\\p{L}\\p{N}])(?:must|might|may|would|shall|ought to|has to|have to)\\s+(?:\\p{L}+\\s+)?be\\s+${word}`, 'giu'),
    alt === '' ? never : new RegExp(`(?<![\\p{L}\\p{N}])confirm\\s+(?:(?:the|to)\\s+)?${word}`, 'giu'),
    fav === '' ? never : new RegExp(`[★⭐]\\s*(?:to|→)\\s+${det}${favWord}`, 'giu'),
    // s29 now2 (s28-q1-f2): a hollow star before the word is the button to make it so ("☆ Favourite").
    fav === '' ? never : new RegExp(`[☆✩]\\s*${favWord}`, 'giu'),
  ];
  let offered = false;
  const out = text.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    if (SUCCESS.test(sentence.replace(/\uE000\d+\uE001/g, ' '))) return sentence;
    let s = sentence;
    rules.forEach((re, k) => {
      s = s.replace(re, (m: string, w: string) => {
        // Rule 3 holds for a deletion's participle only; rule 4 for a bare verb.
        if ((k === 2 && !PARTICIPLE.test(w)) || (k === 3 && /(?:ed|en)$/u.test(w))) return m;
        offered = true;
        return `${m.slice(0, m.length - w.length)}${blank(w)}`;
      });
    });
    return s;
  }).join('');
  let shown = out;
  if (glyphs.length > 0) {
    // s29 now2 (s28-q1-f2): a star before a bare verb is that verb's button ("Noah Patel ★ Add").
    const offerAround = /(?:\b(?:tap|click|press|hit|select|use|touch)\s+(?:the\s+)?[★⭐])|(?:[★⭐]\s*(?:to|→)\s+\p{L})|(?:[★⭐]\s*(?:add|save|star|mark|set|make|pin)\b)/u;
    if (!naming || offered || offerAround.test(out)) shown = shown.replace(/[★⭐]/gu, ' ');
  }
  return shown.replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '');
}

/**
 * s29 nowb: the line read for a check's new-state words as the result checks read them (`promised`,
 * then `unoffered`, the record's forms as names), and two offers or negations of a list more:
 * - a word after "from", "off" or "out of" ("removed from block list", "taken off the block list")
 *   says the record is not in it (s28-e2-f1, s28-d1-f5);
 * - a word after a bare "mark" ("Mark done", "Mark onesies as done") is the offer, not the tick (s28-e0-f1, f5).
 * Lines that read the same come back as they were, so a caller may compare with the raw text.
 */
/** s29 nowb: a row's own word that it was taken off a list (s28-d1-f5). */
const TAKEN_OFF = /(?<![\p{L}\p{N}])(?:removed|deleted|unblocked|taken off|took off|dropped|cleared|un-?listed)(?![\p{L}\p{N}])/u;
export function saidNow(line: string, words: readonly string[], names: readonly string[] = []): string {
  const forms = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => w !== '' && /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length);
  if (forms.length === 0) return line;
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const blank = (t: string): string => ' '.repeat(t.length);
  const alt = forms.map(esc).join('|');
  let text = unoffered(promised(line, words, names), words, names);
  // The record's own words are read as its name ("Mark Ito" is no offer).
  const kept: string[] = [];
  for (const n of names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) text = text.split(n).join(`\uE000${kept.push(n) - 1}\uE001`);
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:from|off|out of)\\s+(?:(?:the|your|my|this|a)\\s+)?(${alt})(?![\\p{L}\\p{N}])`, 'giu'), (m: string, w: string) => (/^(?:from|off|out)\b/u.test(w) ? m : `${m.slice(0, m.length - w.length)}${blank(w)}`));
  // - a word of a place after a time to come or an obligation of putting it there ("to be added to your block list");
  text = text.replace(new RegExp(`((?<![\\p{L}\\p{N}])(?:to|will|'ll|shall|must|should|going to|about to|needs? to|ha(?:s|ve) to)\\s+be\\s+\\p{L}+(?:ed|en)\\s+)(${alt})(?![\\p{L}\\p{N}])`, 'giu'), (_: string, lead: string, w: string) => `${lead}${blank(w)}`);
  // - the words of a part put under a "when"/"once" condition ("tick when done", "check off once bought"; s28-q1-f7, s28-e2-f3).
  text = text.split(/([;,()·|—–[\]]|\s-\s)/u).map((part, k) => (k % 2 === 0 && /(?<![\p{L}\p{N}])(?:when|whenever|once|as soon as)\s+\p{L}/u.test(part) && conditionalWhen(part.slice(/(?<![\p{L}\p{N}])(?:when|whenever|once|as soon as)\s/u.exec(part)?.index ?? 0)) ? part.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})(?![\\p{L}\\p{N}])`, 'giu'), blank) : part)).join('');
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:tap to |click to )?mark\\s+(?:[^\\s.!?;:—–|·•]+\\s+){0,5}?(?:(?:as|it as)\\s+)?(${alt})(?![\\p{L}\\p{N}])`, 'giu'), (m: string, w: string) => `${m.slice(0, m.length - w.length)}${blank(w)}`);
  const out = text.replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '');
  return out === normalizeText(line) ? line : out;
}

/**
 * s28 stars (s27-q1-f2): the record's line telling its favourite status after a colon, dash or
 * bracket ("Noah Patel: favourite", "Noah Patel (contact 6997865) — favourite now", "Noah Patel
 * (favourite)"), a state unoffered() reads as the bare verb of an offer. Not where the page has a
 * button of that word (the line is then the row and its button).
 */
export function favouriteStatus(line: string, words: readonly string[], names: readonly string[], buttons: readonly string[]): string | undefined {
  const said = words.map((w) => normalizeText(w).trim()).filter((w) => /^favou?rites?$/u.test(w));
  const own = names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length);
  if (said.length === 0 || own.length === 0) return undefined;
  const text = normalizeText(line);
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^\\s*(?:${own.map(esc).join('|')})(?:\\s*\\([^)]*\\))?\\s*(?::|—|–|-|·|\\||\\()\\s*(?:a\\s+)?(${said.map(esc).join('|')})\\s*(?:now|✓|✔|★|⭐)?\\s*\\)?\\s*[.!]?\\s*$`, 'u');
  const hit = re.exec(text)?.[1];
  return hit !== undefined && !buttons.includes(hit) ? hit : undefined;
}

/**
 * s26 swap (s26-d1b-f2): `line` normalised, each text of `c.of` masked where a verb of `c.verbs`
 * tells it gone right beside it: before it ("swapped out Circe", 'Replaced: "Circe"') or after it
 * ("Circe swapped out", "Circe was replaced by …"), with only quotes, brackets, a colon or an
 * auxiliary between. A verb that takes the text in ("swapped in Circe", "Circe swapped in"), one
 * with the text as its subject ("Circe replaced Educated") or one further off masks nothing.
 * s26 swap2: a table's cells are read apart, never across a tab (s26-d3d-f2, f4). A verb that tells
 * the new state too ("changed", "corrected", "swapped") counts after the text only with "out"/"off"
 * or before the new one ("changed to", "swapped for"): "555-0199 (changed)" may be the new value
 * (s26-d3d-f4); before the text, a verb of those that only tells the new state ("changed",
 * "corrected", "fixed", "updated", "edited") counts as a log's verb right before it, never as a label
 * ("Changed: squats 3x8", "Last changed: …"; s26-d3d-f1).
 */
export function maskedCorrected(line: string, c: { verbs: readonly string[]; of: readonly string[] } | undefined): string {
  if (c === undefined) return line;
  return line.split('\t').map((cell) => maskedCorrectedCell(cell, c)).join('\t');
}

/** Verbs that tell a text's new state as well as its old one (s26-d3d-f1, f4). */
const BOTH_STATES = /^(?:changed|corrected|fixed|updated|edited|modified|amended|revised|adjusted)$/;
/** Verbs of a swap: the old text before them only with "out"/"off" or before the new one ("swapped for"). */
const SWAPS = /^(?:swapped|switched)$/;

function maskedCorrectedCell(line: string, c: { verbs: readonly string[]; of: readonly string[] }): string {
  const esc = (t: string): string => normalizeText(t).trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alt = (vs: readonly string[]): string => [...vs].sort((a, b) => b.length - a.length).map(esc).filter((v) => v !== '').join('|');
  const all = c.verbs.map((v) => normalizeText(v).trim());
  const both = all.filter((v) => BOTH_STATES.test(v));
  const plain = all.filter((v) => !BOTH_STATES.test(v));
  const outs = all.filter((v) => !BOTH_STATES.test(v) && !SWAPS.test(v));
  const shared = all.filter((v) => BOTH_STATES.test(v) || SWAPS.test(v));
  if (all.every((v) => v === '')) return line;
  const q = '["\'“”‘’()[\\]]*';
  const gap = `\\s*:?\\s*${q}\\s*`;
  // Taken in, not out: "… in", "… in for Y", "… into", "… back" ("Circe in Summer reading" names a place).
  const takenIn = `(?!${q}\\s+(?:into\\b|back\\b|in(?=\\s*$|\\s*[.,;:!?)\\]—–·|•-]|\\s+(?:for|as|place|instead)\\b)))`;
  const taken = `(?:\\s+(?:out|off))?(?![\\p{L}\\p{N}])${takenIn}`;
  // Said negated tells nothing: "not replaced Circe", "Circe never swapped", "Circe replaced: no".
  const unsaid = '(?<!\\b(?:not|never|no longer|nothing)\\s+)';
  const noAfter = '(?!\\s*:\\s*(?:no|false|none|✗|✘|✖|✕|❌)(?![\\p{L}\\p{N}]))';
  const ends = '(?=\\s*$|\\s*[^\\p{L}\\p{N}\\s]|\\s+(?:for|with|by|to|in)\\b)';
  const aux = '(?:(?:was|is|has been|have been|been|got|just|now)\\s+)*(?!(?:not|never|no longer)\\b)';
  // A log's verb starts its cell or clause, or follows its subject: not a label ("Last changed").
  const logStart = '(^|[^\\p{L}\\p{N}\\s]\\s*|(?:^|[^\\p{L}\\p{N}])(?:i|we|you|they|and|then|also|just|has|have|had)\\s+)';
  let out = normalizeText(line);
  for (const text of [...c.of].sort((a, b) => b.length - a.length)) {
    const o = esc(text);
    if (o === '') continue;
    const res: RegExp[] = [];
    if (alt(plain) !== '') res.push(new RegExp(`(^|[^\\p{L}\\p{N}])${unsaid}(?:${alt(plain)})(?:\\s+(?:out|off))?${gap}${o}(?![\\p{L}\\p{N}])${takenIn}`, 'gu'));
    if (alt(both) !== '') res.push(new RegExp(`${logStart}${unsaid}(?:${alt(both)})(?:\\s+(?:out|off))?\\s*${q}\\s*${o}(?![\\p{L}\\p{N}])${takenIn}`, 'gu'));
    if (alt(outs) !== '') res.push(new RegExp(`(^|[^\\p{L}\\p{N}])${o}${gap}${aux}(?:${alt(outs)})${taken}${noAfter}${ends}`, 'gu'));
    if (alt(shared) !== '') res.push(new RegExp(`(^|[^\\p{L}\\p{N}])${o}${gap}${aux}(?:${alt(shared)})(?:\\s+(?:out|off)(?![\\p{L}\\p{N}])${takenIn}${noAfter}${ends}|(?=\\s+(?:to|for)\\s+[^\\s]))`, 'gu'));
    for (const re of res) out = out.replace(re, '$1 \u00a6 ');
  }
  return out;
}

/** A cell or field value that marks a no ("no", "false", ✗) (s24 negated). */
export const FALSY = /^\s*(?:no|false|n|off|none|✗|✘|✖|✕|❌|×)\uFE0F?\s*$/i;

/**
 * Where a word of `words` is said negated for the record on line `i` (s24 negated, bin-night-alarm,
 * campfire-text, unfollow-spree s23-r3-f1, weekend-run-alarm-mix s23-s13-f1): on the line itself,
 * the record's `value` taken out first ("— not active", "enabled: false", "Private: no"), as a field
 * of its card ("Active: no" under it), or in its table's column headed by the word, reading no or
 * false. `shows`: whether a line shows the record (its card ends at the next one).
 */
export function negatedFor(lines: readonly string[], i: number, words: readonly string[], value: string, shows: (line: string) => boolean): 'line' | 'card' | 'column' | undefined {
  const lettered = words.filter((w) => /\p{L}/u.test(w));
  if (lettered.length === 0) return undefined;
  const line = lines[i] ?? '';
  const needle = normalizeText(value);
  const rest = needle === '' ? normalizeText(line) : normalizeText(line).split(needle).join(' \u00a6 ');
  if (maskNegated(rest, lettered) !== rest) return 'line';
  // A key names the word itself, or its stem where the word is one word ("Star" is not "star removed").
  const keyIs = (key: string, w: string): boolean => {
    const k = normalizeText(key).trim();
    const n = normalizeText(w).trim();
    return k !== '' && (k === n || (!/\s/.test(n) && k.length >= 4 && n.startsWith(k)));
  };
  if (cardFields(lines, i, shows).some((f) => lettered.some((w) => keyIs(f.key, w) && FALSY.test(f.value)) || maskNegated(`${f.key}: ${f.value}`, lettered) !== `${f.key}: ${f.value}`)) return 'card';
  if (line.includes('\t')) {
    let h = i;
    while (h > 0 && (lines[h - 1] ?? '').includes('\t')) h -= 1;
    const header = (lines[h] ?? '').split('\t');
    const cells = line.split('\t');
    if (h !== i && header.length === cells.length && header.some((cell, c) => lettered.some((w) => keyIs(cell, w)) && FALSY.test(cells[c] ?? ''))) return 'column';
  }
  return undefined;
}

/** s27 stars (s26-d2d-f1): a whole rating spelled, by its number ("three" of 3). */
const SPELLED_RATINGS = ['zero', 'one', 'two', 'three', 'four', 'five'];
/** A field line of a card: a short key, a colon, then its value ("Project: Household", "Priority: medium · Due May 22"). */
const FIELD_LINE = /^\s*([^:\t]{1,24}?)\s*:\s+(\S.*)$/;
/** A field value that says the opposite ("not done", "no longer on"). */
const NEGATED = /\b(?:not|no|never)\b/i;
/** A cell or field value that marks a yes ("true", "yes", ✓, ✔️, ★). */
export const TRUTHY = /^\s*(?:yes|true|y|x|on|✓|✔|✅|★|⭐)\uFE0F?\s*$/i;

/**
 * The field lines of the card a line heads: up to three lines right under it, each a short key and
 * its value, stopping at a line that shows `shows` again (another record or a repeat), a line that is
 * no field, or a key already on the card (the next record's card starts with the same key) (s23).
 */
export function cardFields(lines: readonly string[], i: number, shows: (line: string) => boolean): { key: string; value: string }[] {
  const out: { key: string; value: string }[] = [];
  const ownKey = FIELD_LINE.exec(lines[i] ?? '')?.[1];
  const keys = new Set(ownKey === undefined ? [] : [normalizeText(ownKey)]);
  for (let j = i + 1; j < lines.length && j <= i + 3; j += 1) {
    const line = lines[j] ?? '';
    if (line.includes('\t') || shows(line)) break;
    // A line of labelled parts with no colon ("Medium priority · due May 22"): each part names its field.
    const labelled = FIELD_LINE.exec(line) === null && LABELLED_PARTS(line);
    const field = labelled ? ['', line.trim(), line.trim()] : FIELD_LINE.exec(line);
    if (field === null) break;
    const key = normalizeText(field[1] ?? '');
    if (keys.has(key)) break;
    keys.add(key);
    out.push({ key: field[1] ?? '', value: field[2] ?? '' });
  }
  return out;
}

/** Words that name a field of a record's card (a part of a line that holds one is a field, not a record). */
const FIELD_WORDS = /\b(?:priority|due|deadline|project|section|label|labels|colou?r|status|state|assigned|assignee|owner|tags?|starred|liked|pinned|done|completed|repeats?|every|reminder|amount|paid|date|time)\b/i;
/** Whether a line is short parts each naming its field ("Medium priority · due May 22"). */
const LABELLED_PARTS = (line: string): boolean => {
  const parts = line.split(/\s*[·|•;,—–]\s*/).map((p) => p.trim()).filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.split(/\s+/).length <= 4 && FIELD_WORDS.test(p));
};

/** Whether a key names the word or is its stem ("Done" for done, "Star" for starred). */
const keyTells = (key: string, word: string): boolean => {
  const k = normalizeText(key).trim();
  const w = normalizeText(word).trim();
  return k !== '' && (k === w || (k.length >= 4 && w.startsWith(k)) || textShows(k, w, 'normalized'));
};

/**
 * Is `word` on the card of a line that shows `value`: in the value of one of its field lines
 * ("Clean the gutters" over "Project: Household"), or as a field's key marked yes ("Done: ✓") (s23,
 * capture-then-file-gutter s22-s11-f1, wetland-sensor s22-r4-f1)?
 */
export function shownOnCard(text: string, value: string, word: string, mode: MatchMode): boolean {
  const loose = mode === 'exact' ? 'normalized' : mode;
  const lines = text.split('\n');
  const shows = (line: string) => textShows(line, value, mode);
  // A field that offers choices ("Snooze: 5 / 10 / 15") is a picker, not the record's value.
  const choices = (v: string): boolean => /\S\s*[/|]\s*\S.*\s*[/|]\s*\S/.test(v);
  // A word shaped like an identifier is one the user gave (the folder "camping_2023"), looked for
  // as it is, as shownBeside does (s24 history, camping-checklist-folder s23-r3-f1).
  const given = withoutIdentifiers(normalizeText(word)).trim() !== normalizeText(word).trim();
  const inValue = (v: string): boolean => textShows(withoutIdentifiers(normalizeText(v)), word, loose) || (given && textShows(normalizeText(v), word, loose));
  return lines.some((line, i) => shows(line) && cardFields(lines, i, shows).some((f) => (!NEGATED.test(f.value) && !choices(f.value) && inValue(f.value)) || (keyTells(f.key, word) && TRUTHY.test(f.value))));
}

/**
 * Is a table row that shows `value` marked yes in a column headed by `word` or its stem ("Done"
 * over "true") (s23, launch-checklist s22-r4-f2)? The header is the first line of the row's table.
 */
export function shownInColumn(text: string, value: string, word: string, mode: MatchMode): boolean {
  const lines = text.split('\n');
  return lines.some((line, i) => {
    if (!line.includes('\t') || !textShows(line, value, mode)) return false;
    let h = i;
    while (h > 0 && (lines[h - 1] ?? '').includes('\t')) h -= 1;
    if (h === i) return false;
    const header = (lines[h] ?? '').split('\t');
    const cells = line.split('\t');
    return header.length === cells.length && header.some((cell, c) => keyTells(cell, word) && TRUTHY.test(cells[c] ?? ''));
  });
}

/**
 * s25 dellogs2 (shift-alarms s25-d1-f1): a table row's bare "On" or "Off" cell under a switch's
 * column ("Shift\tTime\tStatus" over "Early shift\t05:15\tOn") is that switch's state as a field,
 * read as "status: on ·" (SWITCH_ON: the on ends its field), as "Status: on" on the line would be.
 * Only under a column header that names a state (status, state, on/off, enabled, active, switch).
 */
const SWITCH_COLUMN = /^\s*(?:status|state|on\s*\/\s*off|enabled|active|switch)\s*$/i;
/**
 * s27 (shift-alarms s26-d2a-f7): a switch said as a yes/no field ("Active: yes", "Enabled: no") or as
 * a field naming the opposite state ("Paused: off", "Silent: no", "Muted: yes") is read as the
 * alarm's own "status: on" / "status: off". A field said true keeps its word ("Paused: yes" stays
 * paused, "Active: yes" active); one said false loses it, so "Active: no" is no "active" and
 * "Paused: off" no "paused".
 */
// s28 (shift-alarms s26-d2a-f7): "Rings: yes/no", the user's own verb, is the alarm's switch too.
const ON_FIELD = String.raw`alarm|status|state|enabled|active|armed|switch|rings|ringing`;
const OFF_FIELD = String.raw`paused|silent|silenced|muted|disabled|inactive`;
const YES = /^(?:yes|true|on|y|✓|✔)$/i;
const NO = /^(?:no|false|off|n|✗|✘|✖|✕)$/i;
const STATE_FIELD = new RegExp(String.raw`\b(${ON_FIELD}|${OFF_FIELD})\s*[:=]\s*(yes|no|true|false|on|off)\b`, 'giu');
const OFF_FIELD_WORD = new RegExp(String.raw`^(?:${OFF_FIELD})$`, 'iu');
function stateSaid(field: string, value: string): string {
  const inverted = OFF_FIELD_WORD.test(field);
  const on = YES.test(value) !== inverted;
  const kept = YES.test(value) && !/^(?:alarm|status|state|switch)$/iu.test(field) ? `${field} · ` : '';
  return `${kept}status: ${on ? 'on' : 'off'}`;
}
const stateFields = (line: string): string => line.replace(STATE_FIELD, (_all, field: string, value: string) => stateSaid(field, value));
const SWITCH_CELL = /^\s*(?:on|off|yes|no|true|false|✓|✔|✗|✘|✖|✕)\s*$/i;
export function switchCells(text: string): string {
  const lines = text.split('\n');
  return lines.map((line, i) => {
    if (!line.includes('\t')) return stateFields(line);
    let h = i;
    while (h > 0 && (lines[h - 1] ?? '').includes('\t')) h -= 1;
    if (h === i) return stateFields(line);
    const header = (lines[h] ?? '').split('\t');
    const cells = line.split('\t');
    if (header.length !== cells.length) return stateFields(line);
    // s26 (s26-d3b-f1..f4): a bare On/Off under another column is that column's ("· Vibration: off ·"), never the switch's.
    // s27: set off as a field of its own, and a Yes/No under a state's column ("Active", "Paused") read as above.
    return cells.map((cell, c) => {
      const head = (header[c] ?? '').trim();
      if (!SWITCH_CELL.test(cell)) return stateFields(cell);
      const value = cell.trim().toLowerCase();
      if (SWITCH_COLUMN.test(head) && /^(?:on|off)$/.test(value)) return `· status: ${value} ·`;
      if (new RegExp(String.raw`^(?:${ON_FIELD}|${OFF_FIELD})$`, 'iu').test(head) && (YES.test(value) || NO.test(value))) return `· ${stateSaid(head.toLowerCase(), value)} ·`;
      return /^(?:on|off)$/.test(value) && head !== '' ? `· ${head}: ${value} ·` : cell;
    }).join('\t');
  }).join('\n');
}

/**
 * Does the line show the value outside every `apart` text (tags12)? Each apart text is masked out
 * of the line first: "Portland weekend itinerary" does not show the tag weekend, "Portland weekend
 * itinerary — tags: travel, weekend" and "Tagged 2 notes with weekend" do.
 */
export function shownApart(line: string, value: string, apart: readonly string[], mode: MatchMode): boolean {
  return textShows(masked(line, apart), value, mode === 'exact' ? 'normalized' : mode);
}

/**
 * s28 stars (s27-w0-f1..f5, s27-w0-f7): where the check reads cards (`beside_others`), the value
 * apart from its look-alike texts on a card's line under its record's name, read as `beside` reads
 * the card (shownAbove: no look-alike named between): "Personal Blender, Red" over "Stars: 3".
 */
function apartOnCard(text: string, value: string, words: readonly string[], spec: { apart?: readonly string[] | undefined; beside_others?: readonly string[] | undefined; match: MatchMode }): boolean {
  const others = spec.beside_others;
  if (others === undefined || spec.apart === undefined) return false;
  const apart = spec.apart;
  return words.some((word) => shownAbove(text, value, word, others, spec.match === 'exact' ? 'normalized' : spec.match, (line) => masked(line, apart)));
}

/** Whether the line shows one of `beside` with the value (true where the check asks for none). */
const besideOn = (line: string, value: string, beside: readonly string[] | undefined, mode: MatchMode): boolean => beside === undefined || beside.some((word) => shownBeside(line, value, word, mode));

/** A line, normalised, with each of the texts masked out (longest first). */
/** The names of the services as a screen says them ("Venmo payment 4090906"). */
const SERVICE_WORDS: Readonly<Record<string, readonly string[]>> = { simple_note: ['simplenote'], file_system: [], phone: [], supervisor: [] };

/**
 * `kept_by` (s25 per-record; book-club-dues-payback, hardware-receipt-log, marathon-label-note,
 * concert-parking-receipt s24 findings): is the line about another record that still holds the old
 * name in the world (the Venmo transfer "Book club dues", the receipt note "Receipt: Arena parking")?
 * It shows none of the values only the renamed record's row holds (its id, its amount, its
 * service's name where the other is of another service) and either a value only such another row
 * holds (its id, a text of its own: a note's content, a to-do's title, its service's name) or the
 * old name only inside a text of that row ("Receipt: Hardware store"). Nothing is excused where no
 * such record is left (the app renamed it too).
 */
function otherRecordLine(spec: Extract<AssertionSpec, { type: 'persisted_visible' }>, episode: EpisodeRecord, forms: readonly string[]): (line: string) => boolean {
  if (spec.kept_by === undefined) return () => false;
  const found = episode.probes[`${spec.id}#kept`] ?? [];
  if (found.length === 0) return () => false;
  const ownRows = episode.probes[`${spec.id}#own`] ?? [];
  const holdsOld = (text: string) => forms.some((v) => textShows(text, v, 'normalized'));
  const nowWords = spec.state ?? [];
  // s25 perrecord2 (road-trip-group, wedding-shower-group, new-flat-group s25-d1-f1): a record the
  // task renamed alongside (the Todoist project named after the Splitwise group, renamed with it) is
  // no other record keeping the old name, though a free text of it (its description) still holds it:
  // its name is now the new one. Its id, service, kind and other texts tell no line apart; only its
  // texts that hold the old name are read apart (its description shown on a line of its own).
  const NAMES = ['title', 'name', 'subject', 'path', 'description'];
  const alongside = (row: Row): boolean => NAMES.some((k) => typeof row[k] === 'string' && nowWords.some((w) => normalizeText(w).trim() === normalizeText(row[k] as string).trim()));
  const keptRows = found.filter((r) => !alongside(r));
  const service = (app: unknown): string[] => typeof app !== 'string' ? [] : [...(SERVICE_WORDS[app] ?? [app.replace(/_/g, ' ')])];
  // A row's identifying texts: its id, its texts (a multi-line text by its lines and parts), where asked its numbers.
  const valuesOf = (row: Row, numbers: boolean): { values: string[]; names: string[] } => {
    const values: string[] = [];
    const names: string[] = [];
    for (const [k, v] of Object.entries(row)) {
      if (k.startsWith('_')) continue;
      if (k === 'id' && (typeof v === 'number' || (typeof v === 'string' && v.trim().length >= 3))) { values.push(String(v)); continue; }
      if (typeof v === 'number' && numbers && Number.isFinite(v) && v !== 0 && v !== 1) values.push(String(v));
      if (typeof v !== 'string' || /^\s*[[{]/.test(v) || /^\d{4}-\d{2}-\d{2}[T ]\d/.test(v)) continue;
      for (const part of [v, ...v.split(/\n|\s[—–-]\s|[·|;]/)].map((p) => p.trim()).filter((p) => p.length >= 4)) {
        if (holdsOld(part)) { if (!forms.some((f) => normalizeText(f) === normalizeText(part))) names.push(part); }
        else if (!nowWords.some((w) => textShows(part, w, 'normalized'))) values.push(part);
      }
    }
    return { values, names };
  };
  const keptApps = new Set(keptRows.map((r) => r._app));
  const ownApps = new Set(ownRows.map((r) => r._app));
  const own = ownRows.flatMap((r) => valuesOf(r, true).values);
  const kept = keptRows.map((r) => valuesOf(r, false));
  const same = (a: string, b: string) => normalizeText(a) === normalizeText(b);
  // Values both hold (the amount of a transfer and of its Splitwise record) tell neither.
  const keptAll = keptRows.flatMap((r) => valuesOf(r, true).values);
  const ownOnly = [...own, ...[...ownApps].filter((a) => !keptApps.has(a)).flatMap(service)].filter((v) => !keptAll.some((w) => same(v, w)));
  const keptOnly = [...kept.flatMap((k) => k.values), ...[...keptApps].filter((a) => !ownApps.has(a)).flatMap(service)].filter((v) => !own.some((w) => same(v, w)) && !ownOnly.some((w) => same(v, w)));
  const keptNames = [...kept, ...found.filter(alongside).map((r) => valuesOf(r, false))].flatMap((k) => k.names);
  // A line listed under a heading of the other record's kind ("Notes", "Venmo transfers") and not of
  // the renamed one's is that record's, as a row of its own section (renames.test: a topic note
  // titled after the label, listed bare under "Notes").
  const kinds = (rows: readonly Row[]) => rows.flatMap((r) => typeof r._table === 'string' ? [r._table.replace(/^user_/, '').replace(/_/g, ' ')].flatMap((pl) => [pl, pl.replace(/ies$/, 'y').replace(/s$/, '')]) : []);
  const ownKinds = kinds(ownRows);
  const keptKinds = kinds(keptRows).filter((k) => !ownKinds.some((o) => same(o, k)));
  const page = headedLines(episode.html, episode.visible_text);
  const all = episode.visible_text.split('\n');
  // The headings right above each place the line is shown.
  const headingsOf = (line: string): string[] => page === undefined ? [] : all.flatMap((l, i) => {
    if (l !== line) return [];
    const heading = page.headingAbove(i);
    return heading === undefined ? [] : [heading];
  });
  const parent = parentLine(spec, keptRows, ownRows, own, forms, holdsOld, { own: ownKinds, kept: keptKinds, headingsOf });
  // s26 attach2 (s26-d2e-f1): "Saved attachments", "Attachments in Downloads" head the saved copies.
  const headedOther = (line: string): boolean => keptKinds.length > 0 && headingsOf(line).some((heading) => keptKinds.some((k) => textShows(heading, k, 'normalized')) && !ownKinds.some((k) => textShows(heading, k, 'normalized')) && !parent.savedHeading(heading));
  const ofParent = parent.line;
  // s28 (lake-photos-download, oncall-notes-file, receipt-saver s26-d4a-f1): where a kept row has a
  // parent (an attachment's email), a line led by a source's label ("From: …", "Attachment: …",
  // "Source: …") right under a line naming the record now is its card's provenance field: it tells
  // where the renamed file came from, under any heading.
  const parented = keptRows.some((r) => r._parent !== null && typeof r._parent === 'object');
  const provenance = (line: string): boolean => parented && /^\s*(?:from|source|attachment|original attachment|attached file|came from|saved from|downloaded from)\b\s*[:“"'(]?/i.test(line)
    && all.some((l, i) => l === line && i > 0 && nowWords.some((w) => textShows(all[i - 1] ?? '', w, 'normalized')));
  return (line: string): boolean => {
    if (provenance(line)) return true;
    if (ownOnly.some((v) => textShows(line, v, 'normalized'))) return false;
    // s33 duecard (s31-r2-f9): a wait said of the record's own move to the new value ("due June 1 (move to June 5 pending)")
    // is no other record's state (a request's "pending"): read with such clauses blanked.
    const voided = nowWords.some((w) => textShows(line, w, 'normalized')) ? notDoneMasked(line, (p) => p.replace(/[^\s]/gu, ' ')) : line;
    // … and the wait that voided them ("(pending)" after the new value) with them.
    const keptRead = voided === line ? line : voided.replace(/(?<![\p{L}])(?:pending|queued|awaiting|waiting)(?![\p{L}])/giu, (m) => ' '.repeat(m.length));
    if (keptOnly.some((v) => textShows(keptRead, v, 'normalized')) || headedOther(line) || ofParent(line)) return true;
    return keptNames.length > 0 && !forms.some((v) => textShows(masked(masked(line, spec.apart ?? []), keptNames), v, 'normalized'));
  };
}

/** Words of an email's sending: beside an attachment's old name they tell its email, not the file made from it. */
const SENDING_WORDS = ['sent', 'emailed', 'texted', 'shared', 'invited'];

/**
 * s26 attach (lake-photos-download, oncall-notes-file, receipt-saver s25-d1-f2): a kept row's
 * parent record (`kept_by` others' `parent`: an attachment's email) tells its lines too. A line that
 * shows a text of the parent (the email's subject) beside the old name is the kept row's ("Photos
 * from the lake trip — attachment: lake_trip_photos.txt" under "Emails", "Inbox" or no heading),
 * unless it also shows the renamed record's own place (the folder of its path: "~/downloads/…",
 * "in downloads") or tells its making as a log's entry ("Saved from 'Photos from the lake trip':
 * lake_trip_photos.txt", judged as the log it is).
 * s26 attach2 (s26-d2e-f1): the heading right above the line counts as the line itself: one that
 * names the renamed record's place ("Downloads", "My downloads"), its making in the check's own log
 * words ("Saved", "Downloaded") or its kind and not the kept row's ("Saved files", "Files") lists
 * the renamed record's rows: no parent text excuses a line there, whatever the line says, nor does
 * the kept row's kind in the heading ("Saved attachments", "Attachments in Downloads").
 * Only where a kept row has a parent.
 */
function parentLine(spec: Extract<AssertionSpec, { type: 'persisted_visible' }>, keptRows: readonly Row[], ownRows: readonly Row[], own: readonly string[], forms: readonly string[], holdsOld: (text: string) => boolean, heads: { own: readonly string[]; kept: readonly string[]; headingsOf: (line: string) => string[] }): { line: (line: string) => boolean; savedHeading: (heading: string) => boolean } {
  const nowWords = spec.state ?? [];
  const same = (a: string, b: string) => normalizeText(a).trim() === normalizeText(b).trim();
  const texts = [...new Set(keptRows.flatMap((r) => {
    const parent = r._parent;
    if (parent === null || typeof parent !== 'object') return [];
    return Object.entries(parent as Row).filter(([k, v]) => !k.startsWith('_') && typeof v === 'string').map(([, v]) => (v as string).trim());
  }))].filter((t) => t.length >= 4 && !holdsOld(t) && !nowWords.some((w) => textShows(t, w, 'normalized')) && !own.some((o) => same(o, t)));
  if (texts.length === 0) return { line: () => false, savedHeading: () => false };
  // The renamed record's place: the folder of a path it holds, as written, from home (~) and by its name.
  const places = [...new Set(ownRows.flatMap((r) => Object.values(r).filter((v): v is string => typeof v === 'string' && /^(?:\/|~\/)/.test(v) && v.lastIndexOf('/') > 0).flatMap((path) => {
    const dir = path.slice(0, path.lastIndexOf('/'));
    const name = dir.slice(dir.lastIndexOf('/') + 1);
    return [dir, dir.replace(/^\/home\/[^/]+/, '~'), ...(name.length >= 3 ? [name] : [])];
  })))].filter((p) => p !== '~' && p.trim() !== '');
  const sending = new Set(SENDING_WORDS);
  const logged = (spec.logged ?? []).filter((w) => !sending.has(normalizeText(w).trim()));
  const first = (spec.logged_first ?? []).filter((w) => !sending.has(normalizeText(w).trim()));
  const told = (line: string): boolean => forms.some((v) => logged.some((w) => loggedBeside(line, v, w, spec.match)) || first.some((w) => loggedFirst(line, v, w, spec.match)));
  const has = (text: string, words: readonly string[]): boolean => words.some((w) => textShows(text, w, 'normalized'));
  const savedHeading = (heading: string): boolean => has(heading, places) || has(heading, logged) || has(heading, first) || (has(heading, heads.own) && !has(heading, heads.kept));
  const line = (text: string): boolean => texts.some((t) => textShows(text, t, 'normalized'))
    && !places.some((p) => textShows(text, p, 'normalized')) && !told(text) && !heads.headingsOf(text).some(savedHeading);
  return { line, savedHeading };
}

export function masked(line: string, texts: readonly string[]): string {
  let rest = normalizeText(line);
  for (const text of [...texts].map(normalizeText).sort((a, b) => b.length - a.length)) if (text !== '') rest = rest.split(text).join(' \u00a6 ');
  return rest;
}

/**
 * Is the value on a line of the screen that the action changed? Lines shown just before the
 * action are taken away (as a multiset) from the lines after it; the value must be on what is
 * left. Static text — an intro, a label, a select option — never counts as a returned result.
 */
/**
 * A line with its code identifiers blanked: names joined by `_` or `.` (`phone.delete_alarm`,
 * `is_public`). Their words are an API's or a field's, echoed, not words the app says.
 */
export const withoutIdentifiers = (line: string): string => line.replace(/[A-Za-z][A-Za-z0-9]*(?:[._][A-Za-z0-9]+)*_[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*/g, ' ');

function newlyShown(episode: EpisodeRecord, value: string, mode: MatchMode, shape: (line: string) => string = (line) => line): boolean {
  if (episode.visible_before === null) return true;
  return textShows(changedLines(episode).map(shape).join('\n'), value, mode);
}

/** The lines of the screen the action changed (all of them where nothing was shown before). */
function changedLines(episode: EpisodeRecord): string[] {
  if (episode.visible_before === null) return episode.visible_text.split('\n');
  const before = new Map<string, number>();
  for (const line of episode.visible_before.split('\n')) before.set(line, (before.get(line) ?? 0) + 1);
  const changed: string[] = [];
  for (const line of episode.visible_text.split('\n')) {
    const left = before.get(line) ?? 0;
    if (left > 0) before.set(line, left - 1);
    else changed.push(line);
  }
  return changed;
}

/** A short window of the visible text around where the value should be, for reports. */
function excerpt(text: string, value: string): string {
  const at = normalizeText(text).indexOf(normalizeText(value));
  const clean = text.replace(/\s+/g, ' ').trim();
  if (at < 0) return clean.length > 240 ? `${sliceWhole(clean, 0, 240)}…` : clean;
  return sliceWhole(clean, Math.max(0, at - 60), at + value.length + 60);
}

function summarize(state: unknown): unknown {
  const text = JSON.stringify(state) ?? 'null';
  return text.length > 400 ? `${sliceWhole(text, 0, 400)}…` : state;
}

const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** `text.slice(start, end)` widened so that it never cuts a surrogate pair (an emoji) in half. */
export function sliceWhole(text: string, start: number, end: number): string {
  let from = Math.max(0, start);
  let to = Math.min(text.length, end);
  if (from > 0 && from < text.length && isLow(text.charCodeAt(from)) && isHigh(text.charCodeAt(from - 1))) from -= 1;
  if (to > 0 && to < text.length && isHigh(text.charCodeAt(to - 1)) && isLow(text.charCodeAt(to))) to += 1;
  return text.slice(from, to);
}

/**
 * s27 heads (s26-d4d-f1, s26-d4e-f1, s26-d4g-f1; s26-d5c-f1, s26-d5e-f2, s26-d5f-f1): a heading
 * excuses the rows under it only where it says, by its shape, that they are deleted: it begins,
 * after at most two words such as "my", "the", "recently", with a done deletion word the check
 * counts ("Deleted contacts (1)", "Withdrawn:", "Recently deleted") or the trash's own name; it
 * joins no other state ("Posted and deleted", "Edited or deleted", "&", "/"), puts no condition or
 * time to come on it ("if", "until", "will", "tomorrow", "when the job is done"), gives no zero
 * ("Deleted: 0", "Removed: none") and no bare "no" after the word. A count, a date, a past reason
 * ("after they paid cash", "when member left") or a "not"/"no longer" remark is the heading's own.
 */
// s27 (s27-db3-f2, f3): "gone" and "pulled (back)" too, where the check's own words hold them (the user's "can go", "pull … back").
// s29 (s28-d1-f10): a step's own deletion words too ("Dropped steps", "Struck off", "Cut steps"); a heading
// counts only with a word of the check's own state list.
// s29 (answer-pan-colour s29-d1-f1): the user's "take it back" as a heading too, where the check's words hold it.
const DELETION_HEADS = ['taken back', 'took back', 'deleted', 'removed', 'cancelled', 'canceled', 'withdrawn', 'retracted', 'taken down', 'unpublished', 'erased', 'trashed', 'binned', 'thrown away', 'thrown out', 'shredded', 'discarded', 'purged', 'gone', 'pulled back', 'pulled', 'dropped', 'struck off', 'struck out', 'struck', 'crossed off', 'crossed out', 'cut',
  // s33 kit (streaming-recurring s32-d1-f5): a recurring expense's end, where the check says it ("Stopped", "Ended recurring bills").
  'stopped', 'ended'];
const TRASH_NOUNS = ['trash', 'recycle bin', 'recycling bin'];
const HEAD_LEAD = new Set(['my', 'your', 'our', 'the', 'all', 'recently', 'just', 'already', 'newly', 'permanently', 'in']);
const FUTURE = /\b(?:if|unless|until|till|will|won'?t|shall|going to|to be|can be|could be|would be|may be|might be|tomorrow|soon|later|next|upcoming|scheduled|pending)\b|'ll\b/i;
// s28 (plumber-contact s26-d4f-f1): a point still to come named by the deletion ("removed at the end of the job", "Removed on return").
const FUTURE_POINT = /\b(?:at|by) the end of\b|\b(?:on|upon|after) (?:my |our |your |their |the )?return\b|\bonce back\b|\bwhen back\b/i;
const PAST_MARK = /\b(?:was|were|had|did|\p{L}+ed|left|paid|went|came|got|took|gave|sold|bought|quit|ran|sent|met|said|told|made|moved|ended|finished)\b/iu;
const PRESENT_MARK = /\b(?:is|are|am|be|gets?|does|do|has|have|can|may|might|must|comes|goes|leaves|ends|pays|moves|happens|returns?)\b|'s\b|'re\b/i;

/** A "when"/"once" clause said of the future or the present: a condition, not a past reason. */
function conditionalWhen(text: string): boolean {
  // s28 (dogsitter-contact s26-d4f-f1): "while" too ("sitter while we're gone").
  const re = /\b(?:when|whenever|once|as soon as|while)\b([^,;()·|—–:]*)/gi;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const clause = (m[1] ?? '').trim();
    const words = clause.split(/\s+/).filter(Boolean);
    if (!(words.length >= 2 && PAST_MARK.test(clause) && !PRESENT_MARK.test(clause))) return true;
  }
  return false;
}

/** A text said of a time to come or under a condition ("if paid in cash", "when the job is done", "can be cancelled"). */
export function saidConditionally(text: string): boolean {
  const t = normalizeText(text).replace(/[‘’]/g, "'");
  return FUTURE.test(t) || FUTURE_POINT.test(t) || conditionalWhen(t);
}

/**
 * s33 kit (streaming-recurring s32-d1-f5): `below` is a row's own status line telling its state now: a status
 * field or a bare line ("Status: stopped", "State — ended", "Stopped", "✓ Stopped") whose text, a word of
 * `now` said and not negated taken out, holds no other word (a sibling's row "Spotify stopped" is no status).
 */
function statusBelowNow(below: string | undefined, now: readonly string[], was: readonly string[], shows: (l: string) => boolean, isHeading: (l: string) => boolean): boolean {
  if (below === undefined || shows(below) || isHeading(below)) return false;
  const text = normalizeText(below).replace(/^\s*(?:status|state)\s*[:—–-]\s*/u, '');
  if (was.some((w) => textShows(text, w, 'normalized')) || NEGATED.test(text)) return false;
  const words = now.map((w) => normalizeText(w).trim()).filter((w) => /\p{L}/u.test(w)).sort((x, y) => y.length - x.length);
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (words.length === 0 || !words.some((w) => textShows(text, w, 'normalized'))) return false;
  const rest = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${words.map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'gu'), ' ').replace(/(?<![\p{L}])(?:now|is|was)(?![\p{L}])/gu, ' ');
  return !/[\p{L}\p{N}]/u.test(rest);
}

export function headingSaysDeleted(raw: string, stateWords: readonly string[]): boolean {
  const said = new Set(stateWords.map((w) => normalizeText(w).trim()));
  const heads = [...DELETION_HEADS.filter((w) => said.has(w)), ...TRASH_NOUNS];
  const text = normalizeText(raw).replace(/[‘’]/g, "'").replace(/^[^\p{L}]+/u, '');
  if (headingSaysTrashed(text)) return true;
  let rest = text;
  for (let n = 0; n < 2; n += 1) {
    const lead = /^(\p{L}+)\s+/u.exec(rest);
    if (lead === null || !HEAD_LEAD.has(lead[1] ?? '') || heads.some((h) => rest.startsWith(`${h}`) && !/^\p{L}/u.test(rest.slice(h.length)))) break;
    rest = rest.slice(lead[0].length);
  }
  const at = (t: string): string | undefined => heads.find((h) => t.startsWith(h) && !/^[\p{L}-]/u.test(t.slice(h.length)));
  // Or a name of the rows and who deleted them: "Reviews you removed", "Contacts I've deleted".
  const relative = /^(?:\p{L}+\s+){1,3}?(?:that\s+|which\s+)?(?:you|i|we)(?:'ve|\s+have)?\s+(?:just\s+|recently\s+|already\s+)?/u.exec(rest);
  if (at(rest) === undefined && relative !== null) rest = rest.slice(relative[0].length);
  let head = at(rest);
  let after = head === undefined ? '' : rest.slice(head.length);
  if (head === undefined) {
    // s27 (s27-db3-f2): or the rows' name then the done word, ending the heading's first part ("Requests withdrawn",
    // "Alarms removed:"); a count's word inside a bracket after it ("My song reviews (two removed)") is no such end.
    const first = (rest.split(/[;,()·|—–[\]:]|\s-\s/)[0] ?? '').trim();
    const lead = (h: string): string[] => first.slice(0, -h.length).trim().split(/\s+/);
    const tail = heads.find((h) => first.endsWith(` ${h}`) && lead(h).length <= 3 && !lead(h).some((w) => /^(?:0|no|not|none|nothing|never|zero|yet|nobody|to|be|will)$/u.test(w)));
    if (tail === undefined) return false;
    head = tail;
    after = rest.slice(rest.indexOf(first) + first.length);
  }
  // "Gone" tells a deletion, not someone away ("Gone on holiday", "Gone to the shops").
  if (head === 'gone' && /^\s+(?:on|to|for|with|home|away|out|into|at|off|shopping|fishing|abroad)\b/u.test(after)) return false;
  // The heading's first part (up to a bracket or a dash) joins no other state; no part puts a
  // condition on the deletion (one on restoring it, "Deleted (restore if you change your mind)", is a trash's offer).
  const parts = text.split(/[;,()·|—–[\]]|\s-\s|\.\s|:\s/);
  if (/\b(?:and|or|nor|plus|vs)\b|[&/+]/i.test(parts[0] ?? '') || parts.some((p) => /^\s*(?:and|or|nor)\b/i.test(p)) || text.includes('?')) return false;
  if (parts.some((p) => saidConditionally(p) && !/\b(?:restor\w*|undo\w*|undelet\w*|recover\w*|retriev\w*|brings? back|put back|re-?add\w*|for good|forever|permanently)\b/i.test(p))) return false;
  if (/(?:^|[\s(:—–-])(?:0|none|zero|nothing|no one)(?=$|[\s).,;:!])/.test(after)) return false;
  if (/^[\s:—–(-]*(?:no|not yet|never|false|n\/a)\s*[).!]*\s*$/i.test(after)) return false;
  // A sentence telling what the list does with deleted rows ("Deleted reviews vanish from this list").
  if (/\b(?:vanish(?:es)?|disappears?|drops? (?:off|out)|aren'?t (?:listed|shown)|are not (?:listed|shown)|don'?t show|do not show)\b/i.test(text)) return false;
  return true;
}

/**
 * s27 heads (s26-d4f-f1 line part, s26-d5g-f1, s26-d5g-f2): on a row, a deletion is told only as
 * done: the parts of the line (between brackets, ";", ",", "·", "|", dashes) said under a
 * condition or of a time to come ("(deleted when the job is done)", "cancelled if paid in cash",
 * "throw away if the trip is called off") are masked; the value's own words are not read for it.
 */
/** A clause whose subject is the deleted rows at large ("Deleted requests are removed", "cancelled ones drop off"). */
const RULE_OF_ROWS = /^[^\p{L}]*(?:all\s+|any\s+)?(?:deleted|removed|cancell?ed|canceled|withdrawn|retracted|erased|trashed|discarded|dropped|cleared|purged)\s+(?:ones|\p{L}{3,}s)\s+(?:are|aren'?t|is|get|gets|go|drop|drops|vanish|disappear|won'?t|will|stay|do|don'?t|does|can|cannot|never|no longer|move|end|show|appear)\b/u;
export function statedParts(line: string, forms: readonly string[]): string {
  // The values are set aside first, so their own commas or words ("Personal Blender, Red", "Will
  // listen again") neither split the line nor read as a condition.
  const kept: string[] = [];
  let text = line;
  for (const f of forms.filter((x) => x.trim() !== '').sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(f.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => `\uE000${kept.push(m) - 1}\uE001`);
  }
  // s28 (dogsitter-contact s26-d4f-f1): "gone" said of people ("we're gone", "while they are gone") is no deletion.
  text = text.replace(/\b(?:we|i|you|they|he|she)(?:['’]re|['’]m|['’]s|\s+are|\s+am|\s+is|\s+were|\s+was|\s+will be|['’]ll be)\s+(?:all\s+|both\s+|still\s+)?gone\b/giu, (m) => ' '.repeat(m.length));
  // s28 steps (s27-db3-f6, s27-db2-f7): nor a part that asks ("— cut?"), nor one that tells a rule of the
  // list's other rows ("cancelled requests are hidden", "deleted ones drop off this list").
  const idle = (part: string): boolean => saidConditionally(part.replace(/\uE000\d+\uE001/g, ' \u00a6 ')) || /\?\s*$/u.test(part) || (!part.includes('\uE000') && RULE_OF_ROWS.test(normalizeText(part)));
  const out = text.split(/([;,()·|—–[\]]|\s-\s|\.\s)/).map((part, k) => (k % 2 === 0 && idle(part) ? ' '.repeat(part.length) : part)).join('');
  return out.replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '');
}

/** A state word that names a deletion done, not an offered action or one under way ("removing", "rid of"). */
export const doneWord = (word: string): boolean => !/ing$/i.test(word.trim()) && !/^rid(?: of)?$/i.test(word.trim());

/**
 * s28 steps (s27-db2-f4, s27-db2-f6): a step's line with its tick words that say no tick of it
 * masked: a zero count ("0/4 done", "(0 done)", "none completed", "Done: 0") and an offer to
 * mark it ("Mark done", "Mark as complete", a link's caption as much as a button's).
 */
export function noTickSaid(line: string): string {
  const tick = '(?:done|completed?|finished|ticked(?: off)?|checked(?: off)?|closed)';
  return normalizeText(line)
    .replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:0|zero|none|no|nothing)(?:\\s*(?:/|of|out of)\\s*\\d+)?(?:\\s+(?:steps?|items?|stages?|sub-?tasks?))?(?:\\s+(?:are|is|yet|so far))?\\s+${tick}(?![\\p{L}\\p{N}])`, 'giu'), ' \u00a6 ')
    .replace(new RegExp(`(?<![\\p{L}\\p{N}])${tick}\\s*[:=]?\\s*(?:0|zero|none)(?:\\s*(?:/|of|out of)\\s*\\d+)?(?![\\p{L}\\p{N}])`, 'giu'), ' \u00a6 ')
    .replace(/(?<![\p{L}\p{N}])(?:tap to |click to )?mark(?: it| as)? (?:done|complete|completed|finished)(?![\p{L}\p{N}])/giu, ' \u00a6 ');
}

// s29 (camping-gear-tick s29-d0-f4, party-shopping-tick s29-d1-f4): the checklist users' own done words too.
// s30 (party-shopping-tick s29-r0-f19): "Crossed off", "Checked" too, the check's own state words.
const DONE_HEADS = ['done', 'completed', 'finished', 'ticked off', 'ticked', 'checked off', 'checked', 'crossed off', 'crossed out', 'closed', 'accomplished', 'packed', 'bought', 'got it', 'got', 'purchased'];
/**
 * s28 steps (s27-db2-f3, s27-db3-f4): a heading or label that by its shape says its rows done: it
 * opens on a done word ("Done", "Completed steps", "Finished:", "✓ Done (1)"), maybe after a short
 * lead ("Steps done", "Already ticked off", "My completed steps"). Not one that says a row open too
 * ("To do / Done", "Not done", "Done? no"), that asks, that gives a zero ("Done (0)", "Done: none")
 * or that puts a condition on it ("Done when you are ready").
 */
export function headingSaysDone(raw: string): boolean {
  const text = normalizeText(raw).replace(/[‘’]/g, "'").replace(/^[^\p{L}]+/u, '').trim();
  let rest = text;
  for (let n = 0; n < 2; n += 1) {
    const lead = /^(\p{L}+)\s+/u.exec(rest);
    if (lead === null || !/^(?:my|your|our|the|all|already|recently|just|steps?|items?|tasks?|stages?)$/u.test(lead[1] ?? '') || DONE_HEADS.some((h) => rest.startsWith(h) && !/^\p{L}/u.test(rest.slice(h.length)))) break;
    rest = rest.slice(lead[0].length);
  }
  const head = DONE_HEADS.find((h) => rest.startsWith(h) && !/^[\p{L}-]/u.test(rest.slice(h.length)));
  if (head === undefined) return false;
  const after = rest.slice(head.length);
  if (/\b(?:and|or|nor|vs|not|no|never|un\w*|to ?do|open|pending|remaining|left|still|yet)\b|[&/+?]/iu.test(text.split(/[;,()·|—–[\]]|\s-\s|:\s/)[0] ?? '')) return false;
  if (text.includes('?') || saidConditionally(text)) return false;
  // s29 (launch-checklist s29-d2-f1): a deadline is no tick ("Done by May 30", "Done after launch").
  if (/^\s*(?:by|before|after|within|until|till|no later than)\b/iu.test(after)) return false;
  if (/(?:^|[\s(:—–-])(?:0|none|zero|nothing)(?=$|[\s).,;:!/])/u.test(after)) return false;
  return true;
}

/**
 * s28 steps (flight-prices-check s27-w3-f1, meal-prep-weekly s27-w3-f2): `line` with each part that
 * asks ("— stopped?") blanked, and each part's tail from "until", "till", "unless" or "if" on
 * ("every three days until stopped"), or from an obligation or a time to come ("to be paused", "must be
 * purged", "will be resumed"); the values' own words are kept.
 */
export function unconditioned(line: string, forms: readonly string[]): string {
  const kept: string[] = [];
  let text = line;
  for (const f of forms.filter((x) => x.trim() !== '').sort((a, b) => b.length - a.length)) {
    text = text.replace(new RegExp(f.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), (m) => `\uE000${kept.push(m) - 1}\uE001`);
  }
  const out = text.split(/([;,()·|—–[\]]|\s-\s|\.\s)/).map((part, k) => {
    if (k % 2 === 1) return part;
    if (/\?\s*$/u.test(part)) return part.replace(/[^\uE000-\uE001\d]/gu, ' ');
    // s28 (s28-d1-f2, f3, f7..f11): nor from an obligation or a time to come of the state ("to be paused",
    // "must be purged", "needs to be paid", "about to", "will be resumed").
    return part.replace(/(?<![\p{L}\p{N}])(?:until|till|unless|if|(?:to|must|need(?:s|ed)? to|ha(?:s|ve) to|should|ought to|yet to|waiting to|going to)\s+be|about to|will be(?=\s+[\p{L}-]+(?:ed|en)(?![\p{L}\p{N}])))(?![\p{L}\p{N}])[^\uE000]*$/iu, (m) => ' '.repeat(m.length));
  }).join('');
  return out.replace(/\uE000(\d+)\uE001/g, (_, n: string) => kept[Number(n)] ?? '');
}
