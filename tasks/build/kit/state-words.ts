/**
 * A flipped state told on screen (issue #30, K2): a shape whose episode flips a record's state
 * (a request paid or declined) asks its visible check of the record's name for a word of the new
 * state too — any of the words an app would use, one of which must be on a line the action
 * changed (`visible_result_grounded.state`). The assertion keeps its id; only the check grows.
 * A later reopen's kept check of the same record asks for the state it was last left in, on the
 * line that shows it (`persisted_visible.state`).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureOwnNamed } from './name-forms.ts';
import { ownName, recordName } from './record-names.ts';

export interface StateShown {
  /** The episode whose check grows. */
  episode: string;
  /** The value its visible check shows (the record's name). */
  value: string | number;
  /** Words of the new state, any one enough. */
  words: readonly string[];
  /**
   * The value a later reopen's kept check shows the record by, where it is not `value` (a to-do
   * ticked off by its id, listed by its album): that check asks for the state too. `false`: the
   * state is not one the kept list tells.
   */
  kept?: string | number | false;
  /** The words the later reopen's kept check asks for, where not `words` (`keptForms`). */
  keptWords?: readonly string[];
}

/**
 * s28 (s27-p0-f19, f21, s27-db1-f1): a kept row tells a state, so a bare verb whose done form the
 * list also holds ("pause" beside "paused", "turn off" beside "turned off") is an offer there
 * ("Enabled · tap to turn off", "Enabled · Pause"), not the state.
 */
export function keptForms(words: readonly string[]): string[] {
  const done = (w: string): string[] => { const [head = '', ...rest] = w.split(' '); return [`${head}d`, `${head}ed`, `${head}${head.slice(-1)}ed`].map((h) => [h, ...rest].join(' ')); };
  return words.filter((w) => !done(w).some((d) => d !== w && words.includes(d)));
}

export function withStateWords(task: TaskInput, states: readonly StateShown[]): TaskInput {
  // The state each record was last left in, by the names it is shown by: a reopen's kept check of
  // the record asks for it (below).
  // Per app: in a shared world app A never saw what app B did to the record, so A's reopen asks nothing of it.
  const latest = new Map<string, Map<unknown, StateShown>>();
  const kept = (episode: EpisodeInput): Map<unknown, StateShown> => {
    const slot = episode.slot ?? 'A';
    const known = latest.get(slot) ?? new Map<unknown, StateShown>();
    latest.set(slot, known);
    return known;
  };
  return {
    ...task,
    episodes: task.episodes.map((episode, index) => {
      // An id the check gave way to the record's name (kit/record-names.ts) is looked for by that name.
      const nameOf = (s: StateShown) => (typeof s.value === 'string' && s.value.startsWith('$') ? ownName(task.episodes, index, s.value) : undefined);
      if (episode.stage === 'reopen') return keptStates(episode, kept(episode), nameOf);
      // An episode may change several records (two notes deleted): each of its checks named here grows.
      const wanted = states.filter((s) => s.episode === episode.id);
      if (wanted.length === 0) return episode;
      // An id the check gave way to the record's name is looked for by that name, or by its fixture name.
      const isId = (v: unknown) => (typeof v === 'string' && v.startsWith('$')) || (typeof v === 'number' && Number.isInteger(v) && v >= 1_000_000);
      // A fixture record's own name (a deleted fixture note by its title).
      const fixtureName = (id: number) => {
        const at = (episode.assertions ?? []).find((a) => a.type === 'db_changed' && a.where?.id === id) as { app: string; table: string } | undefined;
        return at ? fixtureOwnNamed(at.app, at.table, id)?.value : undefined;
      };
      const names = (s: StateShown) =>
        isId(s.value) ? [ownName(task.episodes, index, s.value), recordName(task.episodes, index, s.value), typeof s.value === 'number' ? fixtureName(s.value) : undefined].filter((n) => n !== undefined) : [];
      // Or the check of the changed record's name, read from its row (`record`).
      const about = (a: { record?: { key?: Record<string, unknown> } }, s: StateShown) => a.record?.key?.id === s.value;
      const found = new Set<StateShown>();
      const assertions = (episode.assertions ?? []).map((a) => {
        // A check that already asks for a state of its own (another change of the same record) keeps it.
        const state = a.type === 'visible_result_grounded' && !a.state ? wanted.find((s) => s.value === a.value || about(a, s) || names(s).includes(a.value)) : undefined;
        if (!state) return a;
        found.add(state);
        return { ...a, state: [...state.words] };
      });
      const missing = wanted.find((s) => !found.has(s));
      if (missing) throw new Error(`${task.id}: episode ${episode.id} has no visible check of ${JSON.stringify(missing.value)} to add the state to`);
      for (const s of wanted) {
        const name = nameOf(s);
        // A state the kept list does not tell ends the one before it: a reopen asks for neither.
        if (s.kept === false) {
          for (const shownBy of [s.value, name]) if (shownBy !== undefined && shownBy !== null) kept(episode).delete(shownBy);
          continue;
        }
        for (const shownBy of [s.value, name, s.kept]) if (shownBy !== undefined && shownBy !== null) kept(episode).set(shownBy, s);
      }
      return { ...episode, assertions };
    }),
  };
}

type EpisodeInput = TaskInput['episodes'][number];


/**
 * A reopen after a flip (issue #30, not_shown after reopen): where the reopened app must still
 * show the record (a `persisted_visible` of its name — the task has the app keep it listed), the
 * line that shows it must tell the state the user last left it in, not the old one. A record
 * whose state no episode flipped keeps its check as it was.
 */
function keptStates(episode: EpisodeInput, latest: ReadonlyMap<unknown, StateShown>, nameOf: (s: StateShown) => unknown): EpisodeInput {
  if (latest.size === 0) return episode;
  const assertions = (episode.assertions ?? []).map((a) => {
    if (a.type !== 'persisted_visible' || a.state || (typeof a.value !== 'string' && typeof a.value !== 'number')) return a;
    // The record's name as of the reopen too: renamed since its flip, it is looked for by the new one.
    const state = latest.get(a.value) ?? [...latest.values()].find((s) => nameOf(s) === a.value);
    return state ? { ...a, state: [...(state.keptWords ?? state.words)] } : a;
  });
  return { ...episode, assertions };
}

/**
 * How a checklist shows a ticked item without a word (kept12): `[x] balloons`, `✓ balloons`. A
 * state check of a ticked item accepts these beside the item too. s13 words13: every tick list
 * (`itemTicked`, `done`, `sharedTicked`) holds them, so a revise check of the ticked note (its
 * title and a changed line) accepts "☑ lemonade" as its reopen check does.
 */
export const TICK_GLYPHS = ['[x]', '[X]', '☑', '✓', '✔', '✅', '☒'] as const;

/** An alarm's on or off as a mark beside it (s24 negated): "is now on", "(on)", "— off". */
// A schedule's "— on Tuesdays" or "Alarm: on Thursday" is no switch (s24 D1, lecture-alarm s24-d1-f1):
// a mark ending in a bare on ("— on", "alarm: on", "is on") counts only where the on ends its field
// or segment (the checker's SWITCH_ON, src/stages/check/match.ts), so a row's on/off column
// ("Lecture day · 06:50 · on", "— On", "| on") and "Bins out is on" tell it (s25 singles,
// lecture-alarm s24-d3-f1, plant-watering-alarm s24-d2-f1, bin-night-alarm s24-d3-f1).
// s26 (bin-night-alarm s24-s15-f1, s26-d1a-f1..f4): a bare field ": on" / ": off" ("Bins out: ON",
// "Bins out 20:30: on", "Alarm 9289946: off") — the checker reads it as the field's own state,
// never as another switch's ("Vibration: on"; ownSwitch in match.ts).
export const ON_MARKS = ['now on', 'on now', 'is on.', 'is on!', 'is on', '(on)', '[on]', '· on', '— on', '– on', '| on', 'status: on', 'alarm: on', 'state: on', 'switch: on', ': on', ', on'] as const;
export const OFF_MARKS = ['now off', 'is off', '(off)', '[off]', '— off', '– off', '· off', '| off', ': off', ', off'] as const;

/** An empty box: an item open again on a checklist ("- [ ] cancel the old internet plan"; s18-S6-f1). */
export const OPEN_GLYPHS = ['[ ]', '☐', '□'] as const;

/**
 * s31 words (s31-s241-f1): a list's other nouns ("blocked numbers", "liked songs", "likes") said with
 * the way out of it or into it, as the block list's own are ("removed from your blocked numbers",
 * "is in your likes again"). "the" stands for "your"/"my" (withSaidForms); the bare verbs' offers
 * ("Remove from …", "Add to …") and negations ("not deleted from …") are read apart by the checker.
 * s32 lists (listening-journal s31-d2-f1): "your" said too, as reopen checks read words as they are.
 */
export const outOfList = (nouns: readonly string[], bareFrom = false): string[] => nouns.flatMap((n) => ['removed from', 'deleted from', 'taken out of', 'out of', 'off', 'no longer in', 'not in', 'no longer on', 'gone from', ...(bareFrom ? ['from'] : [])].flatMap((p) => [`${p} the ${n}`, `${p} ${n}`, `${p} your ${n}`]));
export const intoList = (nouns: readonly string[]): string[] => nouns.flatMap((n) => ['added to', 'to', 'in', 'back in', 'on'].flatMap((p) => [`${p} the ${n}`, `${p} ${n}`, `${p} your ${n}`]));
const BLOCK_NOUNS = ['blocked numbers', 'blocked list', 'blocked callers', 'blocked contacts'];
const LIKE_NOUNS = ['likes', 'liked songs'];

/**
 * The words of each flipped state, per side (issue #30, K2, the flips the toggle pairs did not
 * cover). Each list holds the word the reference keeps for the state (the controls that keep only
 * values render it) and the words any app would use for it; a side's list never holds a word of
 * its opposite alone. Bare "on" and "off" are left out: they are on nearly every screen (a
 * switch's label, "turn off notifications"), so they would not tell the state; "turned off" or
 * "paused" do. Each list also holds the words the users of these tasks say for the state ("let
 * it through", "silence it", "cancel the snooze", "un-heart"): an app that answers in the user's
 * words says the state too, and the automatic review asks that one word of a list be the user's.
 */
export const STATE_WORDS = {
  liked: ['liked', 'like', 'hearted', 'heart', 'loved', 'favourite', 'favorite', ...intoList(LIKE_NOUNS)],
  unliked: ['unliked', 'unlike', 'unhearted', 'un-hearted', 'un-heart', 'like removed', 'removed', 'remove', 'no longer liked', 'not liked', ...outOfList(LIKE_NOUNS)],
  // s28 split (s27-q1-f1, s27-z1a-f1, s26-s183-f1): each side takes its own block-list phrases ("added to your
  // block list", "removed from the block list") and never the other's; the bare noun "block" (of "block list") is gone.
  blocked: ['blocked', 'muted', 'silenced', 'now blocked', 'added to the block list', 'added to block list', 'added to the blocklist', 'added to blocklist', 'to the block list', 'to block list', 'to the blocklist', 'to blocklist', 'on the block list', 'on block list', 'on the blocklist', 'on blocklist', ...intoList(BLOCK_NOUNS)],
  unblocked: ['unblocked', 'unblock', 'allowed', 'let through', 'through', 'no longer blocked', 'not blocked', 'removed from the block list', 'removed from block list', 'removed from the blocklist', 'removed from blocklist', 'from the block list', 'from block list', 'from the blocklist', 'from blocklist', 'off the block list', 'off block list', 'off the blocklist', 'off blocklist', 'no longer on the block list', ...outOfList(BLOCK_NOUNS, true)],
  snoozed: ['snoozed', 'snooze', 'snoozing', 'hidden'],
  woken: ['woken', 'unsnoozed', 'back', 'inbox', 'brought back', 'no longer snoozed', 'not snoozed', 'snooze cancelled', 'snooze canceled', 'snooze cleared', 'snooze removed'],
  // s24 negated (lecture-alarm, plant-watering-alarm s23-r3-f1): an on or off said as a mark of the
  // alarm ("is now on", "now off", "(on)", "— off"), not a bare word; "is on" only ending a sentence
  // ("Lecture day is on Tuesdays" tells no state).
  // s26 (night-shift-wakeup s26-d2b-f4): a bare "off" beside the alarm tells it off ("Alarm 15:30 off"),
  // never after another switch of it ("Vibration off"; ownSwitch in match.ts).
  // s28 (shift-alarms s27-db2-f2): the user's verb negated in the present too ("does not ring").
  alarmOff: ['paused', 'pause', 'disabled', 'turned off', 'switched off', 'off now', 'won\'t ring', 'will not ring', 'does not ring', 'doesn\'t ring', 'silenced', 'silence', 'switch off', 'turn off', 'inactive', ...OFF_MARKS, 'off'],
  // s27 (s26-d3a-f1, f2, f3, f5): a bare "On" ending the alarm's row right after its time, id or label
  // ("Bins out 20:30 On"), as "off" is for the other side; never "Turn on" or "Repeats on" (ownSwitch in match.ts).
  alarmOn: ['resumed', 'resume', 'enabled', 'active', 'turned on', 'switched on', 'back on', 'on again', 'will ring', 'enable', ...ON_MARKS, 'on'],
  /** Besides these, the tag's own name says it is on ("Car service — urgent"). */
  tagged: ['tagged', 'tag added', 'labelled', 'labeled'],
  /** Besides these, an app's plain word for a tag gone ("fun tag deleted", "dropped"; s11 verbs11). */
  untagged: ['untagged', 'tag removed', 'removed', 'remove', 'no longer tagged', 'not tagged', 'cleared', 'clear', 'tag deleted', 'deleted', 'dropped', 'taken off'],
  // A pin sign beside the note says it too (s18).
  pinned: ['pinned', 'pin', 'on top', 'at the top', '📌'],
  // The user's place words for a pin taken back too, as the pin takes "on top" (s18-Z4).
  unpinned: ['unpinned', 'unpin', 'no longer pinned', 'not pinned', 'no longer on top', 'not on top', 'off the top', 'no longer at the top', 'not at the top'],
  alarmSnoozed: ['snoozed', 'snooze', 'snoozing'],
  /** The users say "cancel that snooze", "clear the snooze once I have taken the pill" (Reading 4). */
  alarmAwake: ['awake', 'snooze cancelled', 'snooze canceled', 'no longer snoozed', 'not snoozed', 'cancelled', 'canceled', 'cancel', 'stopped', 'stop', 'snooze cleared', 'cleared', 'clear', 'unsnoozed', 'snooze removed', 'snooze off', 'snooze is off', 'snooze: off'],
  // ---- shared-world tasks (shownS): the marks app B leaves on the record it found. Bare "done"
  // is left out: a finder's answer says "done" whether or not it ticked anything.
  sharedTicked: ['ticked off', 'ticked', 'tick off', 'tick', 'checked off', 'check off', 'checked it off', 'crossed off', 'completed', 'complete', 'finished', 'marked done', 'marked as done', 'is done', 'now done', 'closed', 'close', 'off my list', 'off the list', 'off your list', ...TICK_GLYPHS],
  sharedPublic: ['public', 'published', 'publish', 'made public', 'shared', 'share', 'sharing', 'visible to everyone', 'anyone can follow', 'everyone can see', 'open to everyone'],
  sharedPrivate: ['private', 'privately', 'made private', 'hidden', 'hide', 'hid', 'only you', 'only me', 'just you', 'no longer public', 'not public'],
  sharedReminded: ['reminded', 'reminder', 'remind', 'nudged', 'nudge', 'pinged', 'ping'],
  // What app B made about the record, where no value the user gave tells it (an email, a text, a note).
  sharedEmailed: ['emailed', 'email', 'e-mailed', 'mailed', 'mail', 'sent'],
  // Not a bare "sent": the payment the app found says it too ("You sent Mira $22", s21 payback-text).
  sharedTexted: ['texted', 'text', 'text message', 'messaged', 'message', 'sms', 'sent to', 'sent a', 'sent an', 'notified', 'let them know', 'let him know', 'let her know', 'know', 'told', 'heads-up', 'heads up', 'thank-you', 'thanked'],
  // s24 made (call-plumber-voice s23-r3-f1): the everyday word "voicemail", as toldVoiced has it.
  sharedVoiced: ['voice message', 'voice note', 'voice memo', 'voicemail', 'voice', 'recorded', 'sent'],
  // s28 words (project-invite-draft s28-s201-f1): "added to your drafts", "is in Drafts".
  // s29 (grant-report-draft s28-e1-f2): not a bare "drafts" ("will go to drafts", "open your drafts",
  // a trailing Drafts link): the draft said in the drafts, or put there.
  sharedDrafted: ['draft', 'drafted', 'saved as a draft', 'saved', 'in drafts', 'in your drafts', 'in my drafts', 'in the drafts', 'added to drafts', 'added to your drafts', 'added to my drafts', 'moved to drafts', 'put in drafts'],
  sharedNoted: ['note', 'notes', 'noted', 'page', 'written', 'wrote', 'write', 'started', 'start', 'created', 'saved', 'brief', 'outline'],
  // A thank-you left as a comment is told by its own verb too (s21, payment-comment-thanks s21-r1-f1).
  sharedCommented: ['comment', 'commented', 'posted', 'replied', 'thanked', 'said thanks', 'sent thanks', 'thanks sent', 'wrote', 'added', 'left a', 'left'],
  // Service tasks (tasks/build/cases/service): a playlist or payment made public or private, an
  // Amazon return started and then cancelled. The user's own words are in each list ("open it to
  // the public", "stay secret", "hide the payment from the feed", "send back", "I will keep it").
  public: ['public', 'everyone', 'anyone', 'open to all', 'opened up', 'published', 'shared publicly', 'visible to all', 'visible to everyone', 'anyone can see', 'everyone can see', 'open', 'opened', 'shared'],
  private: ['private', 'privately', 'secret', 'hidden', 'hide', 'only you', 'only me', 'just you', 'just me', 'not public', 'off the feed', 'no longer public', 'made private', 'friends can\'t see'],
  returnStarted: ['return', 'returned', 'returning', 'send back', 'sent back', 'sending back', 'refund', 'refunded'],
  returnCancelled: ['cancelled', 'canceled', 'cancel', 'cancellation', 'withdrawn', 'called off', 'no return', 'not returning', 'no longer returning', 'keep it', 'keeping it', 'kept', 'return cancelled', 'return canceled', 'call off', 'keep', 'keeping', 'no longer returned', 'not returned'],
  // ---- multi_tool tasks (tasks/build/cases/multi_tool, issue #30 not_shown): the flips their make and change actions do beside their own record.
  /** A thread starred (the users say star, flag, highlight, mark as important). */
  starred: ['starred', 'star', 'flagged', 'flag', 'highlighted', 'highlight', 'important', 'marked important'],
  /** A thread given a label (the users say label, tag, mark the thread). */
  threadLabelled: ['labelled', 'labeled', 'label', 'tagged', 'tag', 'marked', 'mark', 'filed'],
  archived: ['archived', 'archive', 'out of the inbox', 'out of your inbox', 'filed away'],
  /** A to-do completed (done, tick it off, mark complete, close it, listened). */
  done: ['done', 'completed', 'complete', 'finished', 'ticked', 'tick', 'ticked off', 'checked off', 'check off', 'closed', 'close', 'listened', 'finish', ...TICK_GLYPHS],
  madePublic: ['public', 'shared', 'share', 'published', 'publish', 'everyone', 'anyone', 'open to all'],
  madePrivate: ['private', 'hidden', 'hide', 'only me', 'only you', 'just me', 'not public', 'off the feed', 'out of the feed'],
  orderCancelled: ['cancelled', 'canceled', 'cancel', 'called off', 'call off', 'refunded', 'refund'],
  multiReturnStarted: ['return', 'returned', 'returning', 'return started', 'send back', 'sending back', 'ship back', 'ship it back'],
  multiReturnCancelled: ['cancelled', 'canceled', 'cancel', 'kept', 'keep', 'keeping', 'not returning', 'no longer returning', 'called off', 'call off'],
  reminded: ['reminded', 'reminder', 'remind', 'nudged', 'nudge', 'pinged', 'ping', 'followed up', 'chased'],
  /** A contact made a favourite (on speed dial). */
  favourite: ['favourite', 'favorite', 'favourites', 'favorites', 'favourited', 'favorited', 'speed dial', 'starred'],
  /** A to-do given top priority; "high" is the service's own value for it (Todoist's priority high | medium | low, Reading 4). */
  urgent: ['urgent', 'high priority', 'top priority', 'priority high', 'important', 'asap', 'high'],
  /** A to-do or expense that repeats, by how often. */
  repeatsWeekly: ['weekly', 'every week', 'each week', 'once a week', 'every monday', 'every tuesday', 'every wednesday', 'every thursday', 'every friday', 'every saturday', 'every sunday'],
  repeatsEveryOtherWeek: ['every two weeks', 'every 2 weeks', 'every other week', 'biweekly', 'bi-weekly', 'fortnightly', 'every second week'],
  repeatsMonthly: ['monthly', 'every month', 'each month', 'once a month', 'a month', 'per month'],
  repeatsYearly: ['yearly', 'annually', 'annual', 'every year', 'each year', 'once a year', 'a year', 'per year'],
  /** An artist followed and an album saved to the library. */
  followedSaved: ['following', 'followed', 'follow', 'saved', 'save', 'in your library', 'library', 'added'],
  /** A checklist item ticked (the users say what they did: got, bought, packed). */
  itemTicked: ['ticked', 'tick', 'ticked off', 'checked', 'checked off', 'crossed off', 'done', 'completed', 'got', 'bought', 'packed', 'complete', 'finished', ...TICK_GLYPHS],
  /** A note shared with someone who may edit it. */
  sharedNote: ['shared', 'share', 'sharing', 'can edit', 'can now edit', 'edit rights', 'edit access', 'editor', 'collaborator', 'invited'],
  /** An alarm switched off ("turn that alarm off", "disable that alarm"): "alarm off" names it, bare "off" would not. */
  wakeAlarmOff: ['paused', 'pause', 'disabled', 'disable', 'turned off', 'switched off', 'turn off', 'switch off', 'alarm off', 'won\'t ring', 'will not ring', 'inactive', 'silenced', ...OFF_MARKS, 'off'],
  // ---- splitwise, todoist, simple_note, file_system (issue #30, not_shown; helper shownB):
  // deletions and restores, ticks and reopens, repeats stopped, shares taken back, trash.
  /** A record deleted (a group, an expense, a comment, a label, a section, a step, a note, a file): the users' verbs too ("get rid of", "drop", "take … out", "can go"). */
  deleted: ['deleted', 'delete', 'removed', 'remove', 'gone', 'cleared', 'erased', 'trashed', 'binned', 'discarded', 'dropped', 'drop', 'got rid', 'get rid', 'taken out', 'take', 'purged', 'no longer exists', 'shredded', 'shred', 'clear', 'erase', 'trash', 'bin', 'discard', 'got rid of', 'get rid of', 'taken off', 'take off', 'take out', 'cancelled', 'canceled', 'cancel', 'withdrawn', 'withdraw', 'retracted', 'retract', 'unfriended', 'unfriend', 'no longer', 'not any more', 'emptied', 'empty', 'wiped', 'wipe', 'purge'],
  /** s31 sections (neighbour-friend s30-r0-f7): a friend taken off the friends list, said as the relation ended. */
  unfriended: ['not a friend', 'not your friend', 'not friends', 'no longer a friend', 'no longer your friend', 'no longer friends', 'off your friends', 'off the friends', 'off friends', 'off your friend list', 'off the friend list', 'not on your friends', 'not on the friends', 'not in your friends', 'friendship ended', 'friendship removed', 'friendship deleted', 'removed from friends', 'removed from your friends'],
  /** A deleted record back (a group, an expense, a payment, a file out of the trash). */
  restored: ['restored', 'restore', 'undeleted', 'undelete', 'un-deleted', 'recovered', 'recover', 'rescued', 'rescue', 'brought back', 'is back', 'back again', 'reinstated', 'put back'],
  /** A ticked task open again. */
  reopened: ['reopened', 'reopen', 're-opened', 'open again', 'open', 'not done', 'undone', 'uncompleted', 'incomplete', 'not completed', 'unticked', 'untick', 'unchecked', 'to do', 'active', 'pending'],
  /** A task's repeat stopped. */
  repeatStopped: ['stopped', 'stop', 'no longer repeats', 'no longer repeating', 'no longer recurring', 'not repeating', 'not recurring', 'does not repeat', 'doesn\'t repeat', 'won\'t repeat', 'will not repeat', 'ended', 'cancelled', 'canceled', 'cancel', 'deleted', 'removed', 'one-off', 'one-time'],
  /** A member taken out of a group. */
  memberRemoved: ['removed', 'remove', 'taken out', 'took out', 'no longer in', 'not in', 'left', 'dropped', 'deleted', 'kicked out', 'cancelled', 'moved away'],
  /** My share of a note taken back from someone. */
  // s28 words (lend-interview-questions s28-s202-f3): access said ended or withdrawn, or the reading said over.
  unshared: ['no longer shared', 'not shared', 'unshared', 'unshare', 'stopped sharing', 'stop sharing', 'revoked', 'revoke', 'access removed', 'removed', 'remove', 'taken back', 'no access', 'no longer has access', 'private',
    // s29 (lend-interview-questions s28-e0-f3, lend-portland-itinerary s28-e1-f1): not a bare "has ended"
    // ("panel has ended; still shared", "until her trip has ended"): the access or the sharing ended.
    'access ended', 'access has ended', 'sharing ended', 'sharing has ended', 'share ended', 'share has ended', 'access withdrawn', 'withdrawn', 'can no longer read', 'can no longer see', 'can no longer open', 'can no longer edit'],
  /** A note someone shared with me left. */
  leftShare: ['left', 'leave', 'no longer shared', 'not shared', 'unshared', 'removed', 'remove', 'gone', 'no access', 'no longer has access', 'exited'],
  /** A label taken off a task. */
  unlabeled: ['unlabeled', 'unlabelled', 'label removed', 'removed', 'remove', 'taken off', 'take the label off', 'took off', 'no longer labeled', 'no longer labelled', 'not labeled', 'cleared', 'untagged'],
  /** A file or folder moved to the trash. */
  trashed: ['trash', 'trashed', 'bin', 'binned', 'recycle bin', 'recycled', 'deleted', 'removed', 'thrown away'],
  /** A file's text replaced by the one the user gives. */
  rewritten: ['rewritten', 'rewrote', 'rewrite', 'updated', 'update', 'changed', 'corrected', 'replaced', 'overwritten', 'overwrote', 'edited', 'now reads', 'now says', 'saved',
    // s31 words (s31-s240-f4): the other done forms of writing a file's text anew.
    'wrote', 'written', 'fixed', 'revised', 'amended', 'modified'],
  /** A folder packed into an archive and taken away: the users' "put it away", "archive it". */
  packedAway: ['gone', 'removed', 'deleted', 'no longer there', 'put away', 'away', 'archived', 'archive', 'packed', 'zipped', 'compressed'],
  /** A zip unpacked again: the folder is back (s20-S7-f1: its path alone is also in the zip's). */
  unpackedAgain: ['unpacked', 'unpack', 'unzipped', 'extracted', 'decompressed', 'expanded', 'restored', 'unarchived', 'opened up', 'opened', 'back'],
  /** Trash entries purged for good. */
  // s30 (tax-folder-purge s27-w1-f1): the trash entry said deleted ("Deleted trash entry 2771311", "permanently deleted"), not the bare "deleted" a trashing also says.
  purged: ['purged', 'purge', 'emptied', 'empty', 'deleted', 'gone', 'removed', 'cleared', 'erased', 'for good', 'permanently', 'permanently deleted', 'deleted permanently', 'deleted for good', 'deleted from the trash', 'removed from the trash', 'deleted trash entry', 'trash entry deleted', 'trash entry removed', 'trashed · deleted', 'trashed, then deleted', 'trashed then deleted',
    // s30 trash2 (s27-w1-f1): said removed for good.
    'permanently removed', 'removed permanently', 'removed for good', 'permanently erased', 'trash entry purged'],
  // ---- not_shown in the single-app tasks of amazon, gmail, spotify, phone and venmo (issue #30, shownA) ----
  /** A contact taken off the favourites (the row of the favourite is deleted). */
  unfavourited: ['unfavourited', 'unfavorited', 'unfavourite', 'unfavorite', 'not a favourite', 'not a favorite', 'no longer a favourite', 'no longer a favorite', 'unstarred', 'unstar', 'off the favourites', 'off the favorites', 'off favourites', 'off favorites'],
  /** Moved out of one list into another (a wish-list item into the cart). */
  // s19 (s19-Z13-f1): the user's own "my cart" forms, and the cart alone, as the reopen's list takes them.
  moved: ['moved', 'move', 'removed', 'remove', 'taken off', 'no longer', 'into the cart', 'in cart', 'in the cart', 'in your cart', 'added to cart', 'added to the cart', 'added to your cart', 'in my cart', 'into my cart', 'to my cart', 'to the cart', 'to cart', 'cart'],
  /** A tracked product now in the cart, as a kept list says it after reopen ("marked as in the cart"). */
  inCart: ['in cart', 'in the cart', 'in your cart', 'in my cart', 'into the cart', 'added to cart', 'added to the cart', 'added to your cart', 'moved to cart', 'moved to the cart', 'cart', 'moved', 'bought', 'buying'],
  /** An ordered item sent back. */
  /** Not the bare "return": a return's own record is called one ("return 2131482") whatever its state. The service's own status word ("initiated") counts (Reading 4). */
  returned: ['returned', 'returning', 'return started', 'started the return', 'starts the return', 'start a return', 'return opened', 'return requested', 'sent back', 'send back', 'send it back', 'sending back', 'going back', 'refund', 'refunded', 'initiated', 'return initiated', 'return created', 'return filed'],
  giftWrapped: ['gift wrap', 'gift-wrap', 'gift wrapped', 'gift-wrapped', 'giftwrap', 'wrapped', 'wrap', 'wrapping'],
  unwrapped: ['no more gift wrap', 'no more wrapping', 'remove the gift wrap', 'remove the wrapping', 'drop the wrapping', 'wrapping dropped', 'no gift wrap', 'without gift wrap', 'no wrap', 'no wrapping', 'without wrapping', 'unwrapped', 'wrap removed', 'wrapping removed', 'gift wrap removed', 'gift wrap off', 'not wrapped', 'plain',
    // s29 now2 (s27-s193-f1): the unwrap said as a negated state or a field said off.
    'no longer gift-wrapped', 'no longer gift wrapped', 'no longer be gift-wrapped', 'no longer be gift wrapped', 'not gift-wrapped', 'not gift wrapped', 'gift wrap: none', 'gift wrap: no', 'gift wrap: off', 'gift wrap: 0', 'gift wrap cancelled', 'gift wrap canceled',
    // s30 (s27-s193-f1): the same said with "gift wrapping"/"wrapping", the noun the user used.
    'no gift wrapping', 'without gift wrapping', 'gift wrapping: none', 'gift wrapping: no', 'gift wrapping: off', 'gift wrapping off', 'wrapping: none', 'wrapping: off', 'wrapping off', 'gift-wrapped: none', 'gift wrapped: none',
    // s30 trash2 (s30-r4-f3): the wrapping said gone.
    'gift wrap gone', 'gift wrapping gone', 'wrapping gone', 'wrap gone', 'gift wrap is gone', 'gift wrapping is gone', 'wrapping is gone'],
  read: ['read', 'marked read', 'marked as read', 'seen', 'all caught up', 'caught up', 'opened'],
  unread: ['unread', 'marked unread', 'marked as unread', 'not read', 'new again', 'unseen', 'not seen'],
  // s30 s22 (s30-s220-f1): not the bare "play" / "listen": a "Tap to play" offers it, it tells no state.
  listened: ['listened', 'played', 'heard', 'marked heard', 'marked as heard', 'marked listened', 'opened'],
  // ---- a thing made or sent in a single-app task, told as done, not only echoed (issue #30,
  // not_shown, session 7): a preview of the review, the product found or the text typed passes
  // no more. Each list holds the log's own `what` (the value-only controls render it), the
  // words any app would use for the done thing, and the users' own verbs.
  /** A product review posted. */
  /**
   * s26 stars2 (honest-review, review-then-regret s26-d2d-f2): a review deleted is also one taken
   * down or unpublished, the opposite of the posted review's "published", "live" (done forms only).
   */
  reviewDown: ['taken down', 'took down', 'pulled down', 'unpublished', 'no longer published'],
  reviewPosted: ['reviewed', 'review posted', 'posted', 'post', 'published', 'publish', 'submitted', 'submit', 'live', 'review added', 'review saved', 'rated', 'rate'],
  /** A question posted on a product page. */
  questionAsked: ['asked', 'ask', 'question posted', 'posted', 'post', 'published', 'submitted', 'sent', 'question added', 'added', 'live', 'question saved'],
  /**
   * An order placed (s35-s1-f1, s35-v0: not the bare "buy", an offer: "buy it from your cart"; nor a bare "placed" or
   * "confirmed", said of a cart too: "placed in your cart", "confirmed in cart").
   */
  ordered: ['ordered', 'order placed', 'purchased', 'bought', 'checked out', 'order confirmed', 'on its way', 'on the way'],
  /** Products put in the cart. */
  addedToCart: ['added', 'in the cart', 'in your cart', 'to the cart', 'to your cart', 'in cart', 'carted', 'in the basket', 'in your basket', 'to the basket', 'to your basket'],
  /** A product put on the wish list. */
  wishListed: ['wished for', 'wish list', 'wishlist', 'wish-list', 'wish-listed', 'wishlisted', 'added', 'saved for later'],
  /** Prime's renewal stopped. */
  renewalStopped: ['renewal stopped', 'stopped', 'stop', 'will not renew', 'won\'t renew', 'not renew', 'no longer renews', 'not renewing', 'no longer renewing', 'auto-renew off', 'cancelled', 'canceled', 'cancel', 'turned off'],
  /** A text message sent to a contact. */
  texted: ['texted', 'text sent', 'sent', 'messaged', 'text message sent', 'sms sent', 'message sent'],
  /** A voicemail's words kept as a note (the users say "turn it into a note", "save it as a note"). */
  savedAsNote: ['saved as a note', 'saved', 'noted', 'note created', 'in your notes', 'to your notes', 'note', 'kept', 'copied'],
  /** A text sent beside a payment, where "sent" alone would tell the payment (the users say "text her"). */
  textedToo: ['texted', 'text sent', 'sent a text', 'sent them a text', 'sent her a text', 'sent him a text', 'text message', 'messaged', 'sms', 'text'],
  /** A Venmo friend added (the users say "add as a friend", "friend him"). */
  friended: ['now a friend', 'now friends', 'friends now', 'is a friend', 'friend added', 'added as a friend', 'added', 'befriended', 'friended', 'in your friends', 'add', 'friend'],
  /** A song recommended by email (the log keeps "recommended to …"). */
  recommended: ['recommended', 'recommend', 'emailed', 'e-mailed', 'mailed', 'email sent', 'sent'],
  /** A song saved to the library (the users say "put it in my library", "keep it", "save it"). */
  // s33 (s33-s262-f5, f8): not the bare noun "library" ("Library unchanged", "Your library").
  savedToLibrary: ['saved', 'save', 'in your library', 'in the library', 'to your library', 'to the library', 'in my library', 'in library', 'to library', 'added to library', 'saved to library', 'added', 'kept', 'keep'],
  /** A song put back into a playlist (the log keeps "added to"). */
  backInPlaylist: ['added to', 'added', 'add', 'back in', 'back into', 'is back', 'put back', 'added back', 're-added', 'restored', 'in the playlist', 'again'],
  /** A group's invitation code renewed (the users say renew, reset, make a new one). */
  // s22 (family-code-reset s22-r1-f1): "Changed the invitation code", "code updated to …", "is now …"; the new code itself tells it too (`state_field`, kit/s22.ts).
  codeRenewed: ['new code', 'new invitation code', 'new invite code', 'renewed', 'renew', 'reset', 'regenerated', 'regenerate', 'code changed', 'replaced', 'fresh code', 'changed', 'updated', 'is now'],
  /** An email sent. */
  emailed: ['emailed', 'e-mailed', 'mailed', 'email sent', 'sent', 'hinted'],
  // ---- the other records of a multi-tool step (issue #30, not_shown, multi-tool tasks; kit/told.ts):
  // what happened beside the followed record, in any app's words and the users' own ("ping her",
  // "let him know", "mail a confirmation", "park the email", "heart it").
  toldTexted: ['texted', 'text', 'texts', 'text message', 'sms', 'messaged', 'message', 'sent', 'pinged', 'ping', 'let them know', 'let her know', 'let him know', 'notified', 'heads-up', 'heads up', 'warned'],
  toldVoiced: ['voice message', 'voice note', 'voice memo', 'voicemail', 'voice', 'left a message', 'recorded', 'sent'],
  // s20 (s20-S7-f1): not "receipt" or "confirmation", which an order page shows of itself ("Order confirmation 4376699").
  // s20 (s20-Z2-f1): but a confirmation or receipt said sent is ("Confirmation sent to Tomas").
  toldEmailed: ['emailed', 'email', 'emails', 'e-mailed', 'e-mail', 'mailed', 'mail', 'sent', 'notified', 'confirmation sent', 'receipt sent', 'sent a confirmation', 'sent the confirmation', 'sent a receipt', 'sent the receipt'],
  toldDrafted: ['draft', 'drafted', 'drafts', 'saved as a draft', 'not sent', 'unsent', 'ready to send'],
  toldSnoozed: ['snoozed', 'snooze', 'snoozing', 'parked', 'hidden until', 'back in your inbox', 'back in the inbox', 'comes back', 'reappears', 'until'],
  toldNoted: ['note', 'notes', 'noted', 'note started', 'jotted', 'written down', 'log', 'journal', 'simplenote'],
  toldAlarm: ['alarm', 'alarms', 'wake-up', 'wake up', 'ring', 'rings', 'ringing', 'alert', 'buzz'],
  toldFollowed: ['following', 'followed', 'follow', 'follows', 'now follow'],
  toldQueued: ['queued', 'queue', 'up next', 'next up', 'play next', 'playing next'],
  // s32 s25 (new-flat-group s32-s250-f1): a member told in the group now ("Sofia is now in Maple Court 3F").
  toldInvited: ['invited', 'invite', 'invites', 'invitation', 'member added', 'added', 'add', 'member', 'members', 'joined', 'shared with', 'collaborator', 'now in', 'now part of', 'in the group'],
  toldRequested: ['requested', 'request', 'requests', 'asked for', 'asked', 'owes', 'owe', 'charged', 'billed', 'bill', 'collect'],
  toldPaid: ['paid', 'pay', 'payment', 'sent', 'transferred', 'money sent', 'venmo', 'venmoed'],
  // s33 (grocery-run-split s33-s260-f1): the expense told made in its own word ("Expense added: Groceries, $96", "Groceries ($96) logged").
  toldSplit: ['split', 'splitting', 'shared', 'share', 'shares', 'owes', 'owe', 'half', 'each', 'between', 'splitwise', 'expense added', 'added expense', 'added an expense', 'expense logged', 'logged', 'expense saved', 'expense recorded', 'expense created', 'new expense'],
} as const satisfies Record<string, readonly string[]>;

/**
 * `withStateWords` over the tasks a builder made from case rows (issue #30, not_shown): each
 * task's states are read from its own row, found by the task's id.
 */
export function withCaseStates<C extends { id: string }>(tasks: readonly TaskInput[], rows: readonly C[], states: (c: C) => readonly StateShown[]): TaskInput[] {
  return tasks.map((t) => {
    const c = rows.find((r) => r.id === t.id);
    if (!c) throw new Error(`${t.id}: no case row`);
    return withStateWords(t, states(c));
  });
}

const ADVERB: Record<string, string> = { day: 'daily', week: 'weekly', month: 'monthly', year: 'yearly' };
const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/**
 * The words of a repeat every `interval` `unit`s ("every 3 days", "every three days", "weekly"):
 * what a repeat rule's new state reads as, in any app's words (issue #30, not_shown).
 */
export function cadenceWords(unit: string, interval: number): string[] {
  const plural = `${unit}s`;
  if (interval === 1) return [`every ${unit}`, ADVERB[unit] ?? `${unit}ly`, `each ${unit}`, `per ${unit}`, `once a ${unit}`, `every 1 ${unit}`, `1 ${unit}`];
  const spelled = NUMBER_WORDS[interval];
  return [`every ${interval} ${plural}`, `every ${interval} ${unit}`, `${interval} ${plural}`, `${interval}-${unit}`, ...(spelled ? [`every ${spelled} ${plural}`, `${spelled} ${plural}`] : [])];
}
