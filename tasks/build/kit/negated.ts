/**
 * s24 negated (rubric `fidelity/2` Reading 1; hole/loose_check and over_specification/
 * undictated_text): a two-state check reads a negated word as the state it negates.
 *
 * Findings: bin-night-alarm, campfire-text, unfollow-spree, expense-undo, mark-read-triage,
 * comment-likes s23-r3-f1/f2 (reopen `gone` checks: "not enabled", "Private: no" passed as the state
 * now; "(not paused)", "Deleted: no", "Read: no" failed), weekend-run-alarm-mix s23-s13-f1 (an alarm
 * switched off told "enabled: false", "Enabled: no", "is no longer active", an "Enabled" column
 * reading false, failed revise.07 and reopen.03).
 *
 * The checker reads the pair in one place (`negatedFor`, src/stages/check/evaluate.ts): a `gone`
 * check knows it from `state` and `was`; every other check of a state of such a pair gets the
 * other state's words here as `opposite`, one of which said negated beside the record ("not
 * active", "X: no", "X: false", a column X reading no) tells the state, and a word of its own
 * `state` said negated ("not paused") no longer does.
 *
 * The pairs are the kit's (kit/state-words.ts, the toggle pairs of shapes/found-log.ts), found by
 * the first word of a check's `state` (each side's list starts with the word the reference keeps
 * for it). Only the other side's state adjectives are listed: words an app says negated ("not
 * enabled"), not bare verbs or short words ("on", "like") that a negation two words back would
 * catch in other sentences.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

const ON = ['enabled', 'active', 'resumed', 'turned on', 'switched on'];
const OFF = ['paused', 'disabled', 'turned off', 'switched off', 'silenced'];
const PUBLIC = ['public', 'published', 'shared publicly', 'visible to everyone', 'visible to all'];
const PRIVATE = ['private', 'hidden', 'secret'];

/** The first word of a check's `state` → the other state's words, said negated, tell it. */
export const OPPOSITE: Readonly<Record<string, readonly string[]>> = {
  // An alarm off (alarmOff, wakeAlarmOff) and on again (alarmOn).
  paused: ON,
  resumed: OFF,
  // A playlist or payment private, or public (private, sharedPrivate, madePrivate; public, sharedPublic, madePublic).
  private: PUBLIC,
  public: PRIVATE,
  // A thread read, or unread again.
  unread: ['read', 'seen', 'opened'],
  'marked unread': ['read', 'seen', 'opened'],
  read: ['unread'],
  'marked read': ['unread'],
  // An artist followed or not (found-log's followArtist).
  unfollowed: ['followed', 'following'],
  followed: ['unfollowed'],
  // A like taken back (unliked, found-log's likes), or given.
  unliked: ['liked', 'hearted', 'loved', 'favourited', 'favorited'],
  liked: ['unliked', 'unhearted'],
  // A record restored ("not deleted", "Deleted: no").
  restored: ['deleted', 'removed', 'trashed', 'in the trash', 'in trash'],
  // A ticked task open again ("Done: no", "not completed").
  reopened: ['done', 'completed', 'ticked', 'checked off', 'finished'],
  // A pin taken back.
  unpinned: ['pinned'],
};

const norm = (w: string): string => w.trim().toLowerCase();

/** The other state's words for a check of a two-state pair, none of them a word of its own state. */
function oppositeOf(a: Assertion): string[] | undefined {
  if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || !a.state || a.opposite) return undefined;
  if (a.type === 'persisted_visible' && a.gone) return undefined;
  const first = a.state[0];
  const other = first === undefined ? undefined : OPPOSITE[norm(first)];
  if (!other) return undefined;
  const own = new Set(a.state.map(norm));
  const out = other.filter((w) => !own.has(norm(w)));
  return out.length > 0 ? out : undefined;
}

/** Each check of a state of a two-state pair knows the other state's words (`opposite`). */
export function withNegatedOpposite(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    if (!e.assertions) return e;
    const assertions = e.assertions.map((a) => {
      const opposite = oppositeOf(a);
      if (!opposite) return a;
      changed = true;
      return { ...a, opposite } as Assertion;
    });
    return { ...e, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
