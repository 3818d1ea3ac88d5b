/**
 * A field of a made record that the user never fills is the app's to fill (issue #30, s11
 * unfilled11: unrequested_value; rubric fidelity/2, Soundness).
 *
 * The end-state check compares a new row in full, so a field the reference leaves at its default
 * (a to-do's `description: ""`, a Splitwise payment's `group_id: null` or settle_up's default note
 * "Settle up", a one-shot alarm's `repeat_days: []`) was demanded although the user gave it no
 * value, and a correct app that ties the to-do to its note, records the payment in the group the
 * debt lives in, or lets the alarm repeat on the day the user named, failed.
 *
 * One rule, for the optional fields below (`OPTIONAL`; s11's sample added a group's and a
 * project's description, a label's and a project's colour, an alarm's snooze and vibration): on a row the episode's reference inserts
 * (its collateral check allows the table `inserted`), the field is free unless
 *   - the user gives it: a typed value of the episode is keyed by the field's name, or
 *   - the reference's plan fills it from the user's input or from a record it read (a create call
 *     of that table passes the field as a `{{…}}` template), or
 *   - an earlier rule of the task already says what it may hold (madeUpTexts, note-tags), or
 *   - the rubric says it is checked: a note's pin, a to-do's due date, an alarm's time are not in
 *     the list (they move the record in the user's lists or change when it rings).
 * s12 (unfilled12) adds a to-do's priority, free only where neither the episode's message nor the
 * app's intention or requirements say a priority word ("urgent", "high", "can wait"), and a
 * Splitwise expense's group, free only where the reference files the expense in no group (the
 * user named none). A read-back of the made record (`record_matches` keyed by the episode's
 * capture) drops the freed field too.
 * A world fact bounds what stays free: a payment's group must be one both people are in (the
 * service refuses another), and an alarm the user set for a dated moment may repeat only on that
 * date's weekday (a repeat on that day rings on it; another day's does not).
 *
 * Free fields are free only on the rows the reference made (src/stages/check/reference-state.ts):
 * an app that writes another record, or leaves a dictated field wrong, still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { DEFAULT_NOW } from '../../../src/world/engine.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';

type Allowed = { app: string; table: string; ops: string[] };
type Free = { app: string; table: string; field: string; constraint?: unknown; why: string };

interface Optional {
  app: string;
  table: string;
  field: string;
  /** Only where this holds of the episode (an alarm for a dated moment); `words`: the user's words that may set it (the app's intention, its requirements so far, the episode's message). */
  when?: (values: Record<string, unknown>, words: string) => boolean;
  /** Only where no create call of the reference passes the field at all (the reference's record has none: the user named none). */
  omitted?: boolean;
  /** What the app may write: any value (default), or one of these for the episode. */
  oneOf?: (values: Record<string, unknown>) => Json[];
  why: string;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Every date of the world's month (the fixture's clock: src/world/engine.ts DEFAULT_NOW). */
const THIS_MONTH: string[] = ((): string[] => {
  const [year = 2023, month = 5] = DEFAULT_NOW.slice(0, 7).split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${DEFAULT_NOW.slice(0, 7)}-${String(i + 1).padStart(2, '0')}`);
})();

/** The weekdays of the dates the user typed in the episode. */
function datedWeekdays(values: Record<string, unknown>): string[] {
  const days = Object.values(values)
    .filter((v): v is string => typeof v === 'string' && ISO_DATE.test(v))
    .map((v) => WEEKDAYS[new Date(`${v}T12:00:00Z`).getUTCDay()] as string);
  return [...new Set(days)];
}

/** Words by which a user gives a to-do a priority ("urgent", "high-priority", "can wait", "P1"); Gmail's own "important" mark is not one. */
const PRIORITY_WORDS = /\b(priority|priorities|prioriti[sz]e\w*|urgent\w*|asap|critical|high|low|p[1-4]|can wait|not urgent)\b|\bimportant\b(?! in gmail)/i;

/** Whether the user gives a review no headline: no typed headline or title, no "headline", "review title" or "titled" in their words. */
const noHeadline = (values: Record<string, unknown>, words: string): boolean =>
  !typedFor(values, 'headline') && !typedFor(values, 'title') && !/\bheadlines?\b|\breview titles?\b|\btitled\b/i.test(words);

/** Words by which a user says who may see a Venmo payment ("keep it private", "public", "off the feed"). */
const PRIVACY_WORDS = /\b(private\w*|privately|public\w*|hid(e|den|ing)|feed|visib\w*|everyone|friends only|discreet\w*|secret\w*)\b/i;
const noPrivacy = (values: Record<string, unknown>, words: string): boolean => !typedFor(values, 'private') && !typedFor(values, 'is_private') && !PRIVACY_WORDS.test(words);

/** Words by which a user says who may see a playlist: the privacy words, or sharing it. */
const noVisibility = (values: Record<string, unknown>, words: string): boolean =>
  !typedFor(values, 'is_public') && !typedFor(values, 'public') && !typedFor(values, 'private') && !PRIVACY_WORDS.test(words) && !/\bshar(e|ed|es|ing)\b/i.test(words);

/** Words by which a user gives a voice message a length ("30 seconds", "a one-minute message", "keep it short"). */
const LENGTH_WORDS = /\b\d+\s*-?\s*(secs?|seconds?|mins?|minutes?)\b|\b(seconds?|minutes?|duration|length|long|short|brief)\b/i;
const noLength = (values: Record<string, unknown>, words: string): boolean => !typedFor(values, 'duration') && !LENGTH_WORDS.test(words);

export const OPTIONAL: readonly Optional[] = [
  { app: 'todoist', table: 'tasks', field: 'description', why: 'the user gives the to-do no description; whether the app writes one (a pointer to the note, the details), and what, is the app\'s' },
  { app: 'splitwise', table: 'payments', field: 'description', why: 'the user gives the payment no note; whether the app writes one, and what, is the app\'s' },
  {
    app: 'splitwise',
    table: 'payments',
    field: 'group_id',
    why: 'the user names no group for the payment; recording it in a group both people are in (the service takes no other) or in none is the app\'s choice',
  },
  {
    app: 'phone',
    table: 'alarms',
    field: 'repeat_days',
    when: (values) => datedWeekdays(values).length > 0,
    oneOf: (values) => [[], ...datedWeekdays(values).map((day) => [day])],
    why: 'the user sets the alarm for a dated moment and says nothing of repeating; ringing once, or weekly on that date\'s weekday, rings at that moment',
  },
  { app: 'phone', table: 'alarms', field: 'label', why: 'the user gives the alarm no label; whether the app labels it, and how, is the app\'s' },
  { app: 'splitwise', table: 'groups', field: 'description', why: 'the user gives the group no description; whether the app writes one, and what, is the app\'s' },
  { app: 'todoist', table: 'labels', field: 'color', why: 'the user gives the label no colour; the service\'s default or any other is the app\'s choice' },
  { app: 'todoist', table: 'projects', field: 'color', why: 'the user gives the project no colour; the service\'s default or any other is the app\'s choice' },
  { app: 'todoist', table: 'projects', field: 'description', why: 'the user gives the project no description; whether the app writes one, and what, is the app\'s' },
  { app: 'phone', table: 'alarms', field: 'snooze_minutes', why: 'the user says nothing of snoozing; how long a snooze lasts is the app\'s choice' },
  { app: 'phone', table: 'alarms', field: 'vibration', why: 'the user says nothing of vibrating; whether the alarm vibrates is the app\'s choice' },
  {
    app: 'todoist',
    table: 'tasks',
    field: 'priority',
    when: (_values, words) => !PRIORITY_WORDS.test(words),
    why: 'the user gives the to-do no priority (no "urgent", "high", "low" in the request or the app\'s purpose); the service\'s default or any other is the app\'s choice',
  },
  {
    app: 'splitwise',
    table: 'expenses',
    field: 'group_id',
    omitted: true,
    why: 'the user names no group for the expense; recording it in a group the payer and every debtor are in (the service takes no other) or in none is the app\'s choice',
  },
  // s12 (free12): a review's title. Where the user dictates none (no typed headline or title, no
  // template of the reference's plan), a headline (none, the song's name, the user's thought) is
  // the app's to write; the stars, the song or product and any text the user gave stay checked.
  { app: 'spotify', table: 'song_reviews', field: 'title', when: noHeadline, why: 'the user gives the review stars (and perhaps a thought) but no title; whether the review has a headline, and which, is the app\'s' },
  { app: 'amazon', table: 'product_reviews', field: 'title', when: noHeadline, why: 'the user gives the review stars (and perhaps a verdict) but no headline; whether the review has one, and which, is the app\'s' },
  // s13 (people13): who may see a Venmo payment or request, a voice message's length, a new
  // contact's relationships. Each stays checked where the user gives it: "keep it private", "a
  // 30-second message", "my sister Chloe" said as the contact's relationship (the reference then
  // passes it, so `omitted` keeps it).
  { app: 'venmo', table: 'transactions', field: 'private', when: noPrivacy, why: 'the user says nothing of who may see the payment; private or public is the app\'s choice' },
  { app: 'venmo', table: 'payment_requests', field: 'private', when: noPrivacy, why: 'the user says nothing of who may see the eventual payment; private or public is the app\'s choice' },
  { app: 'phone', table: 'voice_messages', field: 'duration', when: noLength, why: 'the user dictates the message but no length; the length the app gives it (the service\'s default, or one estimated from the words) is the app\'s' },
  { app: 'phone', table: 'contacts', field: 'relationships', omitted: true, why: 'the user gives the contact no relationship; whether the app files one (a plumber, a dog sitter), and which, is the app\'s' },
  // s15 (free): who may see a new Spotify playlist, where nobody speaks of it ("public", "private",
  // "share it", a typed public flag): an app that makes a gift or party playlist public so its
  // people can open it does what was asked.
  { app: 'spotify', table: 'playlists', field: 'is_public', when: noVisibility, why: 'the user says nothing of who may see the playlist; public or private is the app\'s choice' },
  // s15 words2: a to-do for something the user means to do "this month", with no date given: no
  // due date, or one in the world's month (May 2023), follows the user's words; another month does not.
  {
    app: 'todoist',
    table: 'tasks',
    field: 'due_date',
    omitted: true,
    when: (values, words) => !typedFor(values, 'due_date') && !typedFor(values, 'due') && /\bthis month\b/i.test(words),
    oneOf: () => [null, ...THIS_MONTH],
    why: 'the user says it is to be done "this month" and gives no date; no due date, or one within this month, is the app\'s choice',
  },
];

/** Every call step of a plan, nested steps included. */
const calls = (plan: unknown): Obj[] => (Array.isArray(plan) ? allSteps(plan as Json[]).filter((step) => typeof step.call === 'string') : []);

/** The arguments of every create call of the rule's table in the reference's packages of the slot (revisions included). */
function createArgs(task: TaskInput, slot: string, rule: Optional): Obj[] {
  const entry = (task.reference as Record<string, { package?: Obj; revisions?: Record<string, Obj> }> | undefined)?.[slot];
  if (!entry) return [];
  const packages = [entry.package, ...Object.values(entry.revisions ?? {})].filter((p): p is Obj => p !== undefined);
  return packages.flatMap((pkg) =>
    ((pkg.actions ?? []) as Obj[]).flatMap((action) =>
      calls(action.plan)
        .filter((step) => {
          const [app = '', api = ''] = String(step.call).split('.');
          const def = findApi(app, api);
          return app === rule.app && def !== undefined && def.method === 'POST' && def.changes.includes(`${rule.app}.${rule.table}`);
        })
        .map((step) => (step.args ?? {}) as Obj),
    ),
  );
}

/** Whether a create call of the reference's package (the slot's, revisions included) fills the field from an input or a read. */
function planFills(task: TaskInput, slot: string, rule: Optional): boolean {
  return createArgs(task, slot, rule).some((args) => JSON.stringify(args[rule.field] ?? null).includes('{{'));
}

/** Whether a create call of the reference's package passes the field at all (a literal or a template). */
function planPasses(task: TaskInput, slot: string, rule: Optional): boolean {
  return createArgs(task, slot, rule).some((args) => rule.field in args);
}

/** Whether a typed value of the episode is keyed by the field's name (`note|description`). */
const typedFor = (values: Record<string, unknown>, field: string): boolean => Object.keys(values).some((key) => key.split('|').includes(field));

/** The inputs the slot's reference packages read (`{{inputs.what}}`), revisions included. */
function inputsRead(task: TaskInput, slot: string): Set<string> {
  const entry = (task.reference as Record<string, unknown> | undefined)?.[slot];
  return new Set([...JSON.stringify(entry ?? null).matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string));
}

/**
 * Whether a typed value keyed by the field's name gives this record the field: not where the
 * reference's create calls of the table pass no such field and the value goes to an input the
 * reference reads for another record (`what|description|title` = "Streaming bundle": the
 * expense's description and the to-do's title, never the to-do's description; s13 people13).
 */
function typedHere(task: TaskInput, slot: string, rule: Optional, values: Record<string, unknown>): boolean {
  const keys = Object.keys(values).filter((key) => key.split('|').includes(rule.field));
  if (keys.length === 0) return false;
  if (planPasses(task, slot, rule)) return true;
  const read = inputsRead(task, slot);
  return keys.some((key) => !key.split('|').some((alias) => read.has(alias)));
}

/** Whether the episode's reference inserts rows of the table: its collateral check allows them. */
const inserts = (assertions: readonly Obj[], app: string, table: string): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === app && x.table === table && x.ops.includes('inserted')));

/** Whether a read-back is keyed by a capture of the row this episode inserts (`{id: $expenseId}`). */
function madeHere(episode: { captures?: Record<string, unknown> }, check: Obj): boolean {
  const captures = (episode.captures ?? {}) as Record<string, { from?: string; app?: string; table?: string }>;
  return Object.values((check.key ?? {}) as Obj).some((value) => {
    const capture = typeof value === 'string' && value.startsWith('$') ? captures[value.slice(1)] : undefined;
    return capture !== undefined && capture.from === 'inserted' && capture.app === check.app && capture.table === check.table;
  });
}

/** The user's words that may set a field of episode `index`'s record: its app's intention, that app's requirements so far, the episode's own message. */
export function userWords(task: TaskInput, index: number): string {
  const episode = task.episodes[index] as { slot?: string; message?: string };
  const slot = episode.slot ?? 'A';
  const intention = (task.apps as { slot: string; intention: string }[]).find((a) => a.slot === slot)?.intention ?? '';
  const requirements = task.episodes.slice(0, index + 1).filter((e) => ((e as { slot?: string }).slot ?? 'A') === slot).map((e) => (e as { requirement?: string }).requirement ?? '');
  return [intention, ...requirements, episode.message ?? ''].join('\n');
}

export function withUnfilledFree(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, index) => {
    const assertions = (e.assertions ?? []) as Obj[];
    const values = (e.values ?? {}) as Record<string, unknown>;
    const slot = (e as { slot?: string }).slot ?? 'A';
    const words = userWords(task, index);
    const fields = OPTIONAL.filter(
      (rule) =>
        inserts(assertions, rule.app, rule.table) &&
        (rule.when?.(values, words) ?? true) &&
        !typedHere(task, slot, rule, values) &&
        !planFills(task, slot, rule) &&
        !(rule.omitted === true && planPasses(task, slot, rule)),
    );
    if (fields.length === 0) return e;
    const next = assertions.map((a) => {
      // A read-back of the made record that names the freed field at the reference's value
      // (`group_id: null`) demands it too: the field goes, the rest of the read-back stays.
      if (a.type === 'record_matches') {
        const fieldsOf = (a.fields ?? {}) as Obj;
        const drop = fields.filter((f) => f.app === a.app && f.table === a.table && f.field in fieldsOf && madeHere(e, a));
        if (drop.length === 0 || Object.keys(fieldsOf).length <= drop.length) return a;
        changed = true;
        return { ...a, fields: Object.fromEntries(Object.entries(fieldsOf).filter(([k]) => !drop.some((f) => f.field === k))) };
      }
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free as Free[] | undefined) ?? [];
      const add = fields.filter((f) => !free.some((x) => x.app === f.app && (x.table === f.table || x.table === '*') && x.field === f.field));
      if (add.length === 0) return a;
      changed = true;
      const made = add.map((f) => ({ app: f.app, table: f.table, field: f.field, constraint: f.oneOf ? { one_of: f.oneOf(values) } : 'any', why: f.why }));
      return { ...a, free: [...free, ...made] };
    });
    return { ...e, assertions: next as typeof e.assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
