/**
 * A flipped state told on screen (issue #30, K2): a shape whose episode flips a record's state
 * (a request paid or declined) asks its visible check of the record's name for a word of the new
 * state too — any of the words an app would use, one of which must be on a line the action
 * changed (`visible_result_grounded.state`). The assertion keeps its id; only the check grows.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { ownName } from './record-names.ts';

export interface StateShown {
  /** The episode whose check grows. */
  episode: string;
  /** The value its visible check shows (the record's name). */
  value: string | number;
  /** Words of the new state, any one enough. */
  words: readonly string[];
}

export function withStateWords(task: TaskInput, states: readonly StateShown[]): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((episode, index) => {
      const wanted = states.find((s) => s.episode === episode.id);
      if (!wanted) return episode;
      // An id the check gave way to the record's name (kit/record-names.ts) is looked for by that name.
      const name = typeof wanted.value === 'string' && wanted.value.startsWith('$') ? ownName(task.episodes, index, wanted.value) : undefined;
      let found = false;
      const assertions = (episode.assertions ?? []).map((a) => {
        // A check that already asks for a state of its own (another change of the same record) keeps it.
        if (a.type !== 'visible_result_grounded' || (a.value !== wanted.value && (name === undefined || a.value !== name)) || a.state) return a;
        found = true;
        return { ...a, state: [...wanted.words] };
      });
      if (!found) throw new Error(`${task.id}: episode ${episode.id} has no visible check of ${JSON.stringify(wanted.value)} to add the state to`);
      return { ...episode, assertions };
    }),
  };
}

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
  liked: ['liked', 'like', 'hearted', 'heart', 'loved', 'favourite', 'favorite'],
  unliked: ['unliked', 'unlike', 'unhearted', 'un-hearted', 'un-heart', 'like removed', 'removed', 'remove', 'no longer liked', 'not liked'],
  blocked: ['blocked', 'block', 'muted', 'silenced'],
  unblocked: ['unblocked', 'unblock', 'allowed', 'let through', 'through', 'no longer blocked', 'not blocked'],
  snoozed: ['snoozed', 'snooze', 'snoozing', 'hidden'],
  woken: ['woken', 'unsnoozed', 'back', 'inbox', 'brought back', 'no longer snoozed', 'not snoozed', 'snooze cancelled', 'snooze canceled'],
  alarmOff: ['paused', 'pause', 'disabled', 'turned off', 'switched off', 'off now', 'won\'t ring', 'will not ring', 'silenced', 'silence', 'switch off', 'turn off', 'inactive'],
  alarmOn: ['resumed', 'resume', 'enabled', 'active', 'turned on', 'switched on', 'back on', 'on again', 'will ring', 'enable'],
  /** Besides these, the tag's own name says it is on ("Car service — urgent"). */
  tagged: ['tagged', 'tag added', 'labelled', 'labeled'],
  untagged: ['untagged', 'tag removed', 'removed', 'remove', 'no longer tagged', 'not tagged', 'cleared', 'clear'],
  pinned: ['pinned', 'pin', 'on top', 'at the top'],
  unpinned: ['unpinned', 'unpin', 'no longer pinned', 'not pinned'],
  alarmSnoozed: ['snoozed', 'snooze', 'snoozing'],
  alarmAwake: ['awake', 'snooze cancelled', 'snooze canceled', 'no longer snoozed', 'not snoozed', 'cancelled', 'canceled', 'cancel', 'stopped', 'stop'],
  // ---- shared-world tasks (shownS): the marks app B leaves on the record it found. Bare "done"
  // is left out: a finder's answer says "done" whether or not it ticked anything.
  sharedTicked: ['ticked off', 'ticked', 'tick off', 'tick', 'checked off', 'check off', 'checked it off', 'crossed off', 'completed', 'complete', 'finished', 'marked done', 'marked as done', 'is done', 'now done', 'closed', 'close', 'off my list', 'off the list', 'off your list'],
  sharedPublic: ['public', 'published', 'publish', 'made public', 'shared', 'share', 'sharing', 'visible to everyone', 'anyone can follow', 'everyone can see', 'open to everyone'],
  sharedPrivate: ['private', 'privately', 'made private', 'hidden', 'hide', 'hid', 'only you', 'only me', 'just you', 'no longer public', 'not public'],
  sharedReminded: ['reminded', 'reminder', 'remind', 'nudged', 'nudge', 'pinged', 'ping'],
  // What app B made about the record, where no value the user gave tells it (an email, a text, a note).
  sharedEmailed: ['emailed', 'email', 'e-mailed', 'mailed', 'mail', 'sent'],
  sharedTexted: ['texted', 'text', 'text message', 'messaged', 'message', 'sms', 'sent'],
  sharedVoiced: ['voice message', 'voice note', 'voice memo', 'voice', 'recorded', 'sent'],
  sharedDrafted: ['draft', 'drafted', 'saved as a draft', 'saved'],
  sharedNoted: ['note', 'notes', 'noted', 'page', 'written', 'wrote', 'write', 'started', 'start', 'created', 'saved', 'brief', 'outline'],
  sharedCommented: ['comment', 'commented', 'posted', 'replied'],
  // Service tasks (tasks/build/cases/service): a playlist or payment made public or private, an
  // Amazon return started and then cancelled. The user's own words are in each list ("open it to
  // the public", "stay secret", "hide the payment from the feed", "send back", "I will keep it").
  public: ['public', 'everyone', 'anyone', 'open to all', 'opened up', 'published', 'shared publicly', 'visible to all', 'visible to everyone'],
  private: ['private', 'privately', 'secret', 'hidden', 'hide', 'only you', 'only me', 'just you', 'just me', 'not public', 'off the feed', 'no longer public'],
  returnStarted: ['return', 'returned', 'returning', 'send back', 'sent back', 'sending back', 'refund', 'refunded'],
  returnCancelled: ['cancelled', 'canceled', 'cancel', 'cancellation', 'withdrawn', 'called off', 'no return', 'not returning', 'no longer returning', 'keep it', 'keeping it', 'kept'],
  // ---- multi_tool tasks (tasks/build/cases/multi_tool, issue #30 not_shown): the flips their make and change actions do beside their own record.
  /** A thread starred (the users say star, flag, highlight, mark as important). */
  starred: ['starred', 'star', 'flagged', 'flag', 'highlighted', 'highlight', 'important', 'marked important'],
  /** A thread given a label (the users say label, tag, mark the thread). */
  threadLabelled: ['labelled', 'labeled', 'label', 'tagged', 'tag', 'marked', 'mark', 'filed'],
  archived: ['archived', 'archive', 'out of the inbox', 'out of your inbox', 'filed away'],
  /** A to-do completed (done, tick it off, mark complete, close it, listened). */
  done: ['done', 'completed', 'complete', 'finished', 'ticked', 'tick', 'ticked off', 'checked off', 'check off', 'closed', 'close', 'listened'],
  madePublic: ['public', 'shared', 'share', 'published', 'publish', 'everyone', 'anyone', 'open to all'],
  madePrivate: ['private', 'hidden', 'hide', 'only me', 'only you', 'just me', 'not public', 'off the feed', 'out of the feed'],
  orderCancelled: ['cancelled', 'canceled', 'cancel', 'called off', 'call off', 'refunded', 'refund'],
  multiReturnStarted: ['return', 'returned', 'returning', 'return started', 'send back', 'sending back', 'ship back', 'ship it back'],
  multiReturnCancelled: ['cancelled', 'canceled', 'cancel', 'kept', 'keep', 'keeping', 'not returning', 'no longer returning', 'called off', 'call off'],
  reminded: ['reminded', 'reminder', 'remind', 'nudged', 'nudge', 'pinged', 'ping', 'followed up', 'chased'],
  /** A contact made a favourite (on speed dial). */
  favourite: ['favourite', 'favorite', 'favourites', 'favorites', 'favourited', 'favorited', 'speed dial', 'starred'],
  /** A to-do given top priority. */
  urgent: ['urgent', 'high priority', 'top priority', 'priority high', 'important', 'asap'],
  /** A to-do or expense that repeats, by how often. */
  repeatsWeekly: ['weekly', 'every week', 'each week', 'once a week', 'every monday', 'every tuesday', 'every wednesday', 'every thursday', 'every friday', 'every saturday', 'every sunday'],
  repeatsEveryOtherWeek: ['every two weeks', 'every 2 weeks', 'every other week', 'biweekly', 'bi-weekly', 'fortnightly', 'every second week'],
  repeatsMonthly: ['monthly', 'every month', 'each month', 'once a month', 'a month', 'per month'],
  repeatsYearly: ['yearly', 'annually', 'annual', 'every year', 'each year', 'once a year', 'a year', 'per year'],
  /** An artist followed and an album saved to the library. */
  followedSaved: ['following', 'followed', 'follow', 'saved', 'save', 'in your library', 'library', 'added'],
  /** A checklist item ticked (the users say what they did: got, bought, packed). */
  itemTicked: ['ticked', 'tick', 'ticked off', 'checked', 'checked off', 'crossed off', 'done', 'completed', 'got', 'bought', 'packed'],
  /** A note shared with someone who may edit it. */
  sharedNote: ['shared', 'share', 'sharing', 'can edit', 'editor', 'collaborator', 'invited'],
  /** An alarm switched off ("turn that alarm off", "disable that alarm"): "alarm off" names it, bare "off" would not. */
  wakeAlarmOff: ['paused', 'pause', 'disabled', 'disable', 'turned off', 'switched off', 'turn off', 'switch off', 'alarm off', 'won\'t ring', 'will not ring', 'inactive', 'silenced'],
} as const satisfies Record<string, readonly string[]>;
