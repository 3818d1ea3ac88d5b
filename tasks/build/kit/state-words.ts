/**
 * A flipped state told on screen (issue #30, K2): a shape whose episode flips a record's state
 * (a request paid or declined) asks its visible check of the record's name for a word of the new
 * state too — any of the words an app would use, one of which must be on a line the action
 * changed (`visible_result_grounded.state`). The assertion keeps its id; only the check grows.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

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
    episodes: task.episodes.map((episode) => {
      const wanted = states.find((s) => s.episode === episode.id);
      if (!wanted) return episode;
      let found = false;
      const assertions = (episode.assertions ?? []).map((a) => {
        if (a.type !== 'visible_result_grounded' || a.value !== wanted.value) return a;
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
  // ---- not_shown in the single-app tasks of amazon, gmail, spotify, phone and venmo (issue #30, shownA) ----
  /** A record deleted (an answer, a queued song, a call log, a friend, a request...): the verbs users say for it too. */
  deleted: ['deleted', 'delete', 'removed', 'remove', 'gone', 'cleared', 'clear', 'erased', 'erase', 'trashed', 'trash', 'binned', 'bin', 'discarded', 'discard', 'got rid of', 'get rid of', 'dropped', 'drop', 'taken off', 'take off', 'taken out', 'take out', 'cancelled', 'canceled', 'cancel', 'withdrawn', 'withdraw', 'retracted', 'retract', 'unfriended', 'unfriend', 'no longer', 'not any more', 'emptied', 'empty', 'wiped', 'wipe', 'purged', 'purge'],
  /** A contact taken off the favourites (the row of the favourite is deleted). */
  unfavourited: ['unfavourited', 'unfavorited', 'unfavourite', 'unfavorite', 'not a favourite', 'not a favorite', 'no longer a favourite', 'no longer a favorite', 'unstarred', 'unstar', 'off the favourites', 'off the favorites', 'off favourites', 'off favorites'],
  /** Moved out of one list into another (a wish-list item into the cart). */
  moved: ['moved', 'move', 'removed', 'remove', 'taken off', 'no longer', 'into the cart', 'in cart', 'in the cart', 'in your cart', 'added to cart', 'added to the cart', 'added to your cart'],
  /** An ordered item sent back. */
  /** Not the bare "return": a return's own record is called one ("return 2131482") whatever its state. */
  returned: ['returned', 'returning', 'return started', 'started the return', 'starts the return', 'start a return', 'return opened', 'return requested', 'sent back', 'send back', 'send it back', 'sending back', 'going back', 'refund', 'refunded'],
  /** A return called off: the item is kept. */
  returnCancelled: ['return cancelled', 'return canceled', 'cancelled', 'canceled', 'cancel', 'called off', 'call off', 'kept', 'keep', 'keeping', 'no longer returned', 'not returned', 'no return'],
  giftWrapped: ['gift wrap', 'gift-wrap', 'gift wrapped', 'gift-wrapped', 'giftwrap', 'wrapped', 'wrap', 'wrapping'],
  unwrapped: ['no more gift wrap', 'no more wrapping', 'remove the gift wrap', 'remove the wrapping', 'drop the wrapping', 'wrapping dropped', 'no gift wrap', 'without gift wrap', 'no wrap', 'no wrapping', 'without wrapping', 'unwrapped', 'wrap removed', 'wrapping removed', 'gift wrap removed', 'gift wrap off', 'not wrapped', 'plain'],
  public: ['public', 'shared publicly', 'visible to everyone', 'anyone can see', 'everyone can see', 'published', 'open to all', 'open', 'opened', 'shared'],
  private: ['private', 'made private', 'only you', 'only me', 'hidden', 'not public', 'no longer public', 'just me', 'friends can\'t see'],
  read: ['read', 'marked read', 'marked as read', 'seen', 'all caught up', 'caught up', 'opened'],
  unread: ['unread', 'marked unread', 'marked as unread', 'not read', 'new again', 'unseen', 'not seen'],
  listened: ['listened', 'listen', 'played', 'play', 'heard', 'marked heard', 'opened'],
} as const satisfies Record<string, readonly string[]>;
