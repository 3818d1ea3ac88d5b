/**
 * s23 regone (issue #30, rubric `fidelity/2` Reading 1, hole/not_shown and loose_check): a record
 * the user flipped and flipped back, restored, or renamed is not shown after reopen as it was.
 *
 * Findings: book-notes-rescue s23-s12-f1 (a file trashed, then rescued: a kept "— in the trash"
 * passed), mark-read-triage s23-s12-f1 (marked read, then unread: a kept "— read" passed),
 * workout-mix s23-s12-f1 (a playlist renamed: a kept "Leg Day Mix — playlist …" passed). As
 * archive-work's reopen already does (shapes/found-log.ts, `stillOn`/`stillOff`), and as
 * kit/reopened-gone.ts does for a to-do ticked off and opened again, every reopen after such a step
 * gets a `gone` check; it passes when the record is not shown at all, so no list is demanded.
 *
 * - Flipped back (`withFlippedGone`): two steps of one app showed the same record with a state,
 *   the later one undoing the earlier (a row it inserted deleted, or the other way round; a flag of
 *   the same row set to the opposite; the same row updated twice). The record may be shown, but
 *   not beside a word of the earlier state unless the line tells the state now, or another line
 *   does (`history`: a log "marked read: …", then "marked unread: …"). A bare verb ("restore",
 *   "unlike") is a button's label and tells neither.
 * - Renamed (`withRenamedGone`): a step set a record's title or name to a new value. No line may
 *   show the old name, unless it tells the new one ("Renamed Leg Day Mix to Leg Day Heavy Mix"),
 *   or another line does (`history`), or it is a log's entry of what was done ("Created Leg Day
 *   Mix", `logged`) on a screen that shows the new name. The old name inside the new one ("Day
 *   trips" in "Day trips from Kyoto"), or inside another text of the task or another record of the
 *   same kind, does not count (`apart`).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { fixtureRow, fixtureRows } from './fixture.ts';
import { intentionOf } from './own-state-words.ts';
import { nextId } from './unnamed-deletions.ts';
import { fixtureAttachment, gettingVerbs } from './users-verbs.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

/** Bare verbs and loose words: a button's label beside the record, or a word too common to tell a state. */
export const BARE = new Set([
  'unlike', 'like', 'un-heart', 'heart', 'favourite', 'favorite', 'bookmark', 'follow', 'unfollow', 'add', 're-add', 'save', 'queue', 'play next',
  'remove', 'delete', 'drop', 'take', 'get rid', 'get rid of', 'shred', 'clear', 'erase', 'trash', 'bin', 'discard', 'take off', 'take out', 'cancel', 'withdraw', 'retract', 'unfriend', 'empty', 'wipe', 'purge',
  'restore', 'undelete', 'recover', 'rescue', 'reinstate', 'tick', 'check off', 'close', 'finish', 'complete', 'reopen', 'untick', 're-open', 'undo', 'mark done', 'mark as done',
  'mark read', 'mark unread', 'mark as read', 'mark as unread', 'star', 'unstar', 'archive', 'unarchive', 'snooze', 'unsnooze', 'hide', 'publish', 'post', 'submit', 'rate',
  'pause', 'resume', 'disable', 'enable', 'return', 'refund', 'send back', 'send it back', 'start a return', 'keep', 'call off', 'wrap',
  'pull', 'pull out', 'prune', 'silence', 'switch off', 'turn off', 'switch on', 'turn on',
  // s27 (pin-wedding s26-s183-f2): a row's Pin / Unpin button tells no pin state.
  'pin', 'unpin',
  'back', 'again', 'off', 'on', 'open', 'opened', 'shared', 'library', 'inbox', 'cart', 'no longer', 'not any more',
]);

/** s27 reopen2: a row's Share / Unshare / Lend button tells no share state either (flipped checks only). */
// s28 steps (s27-w3-f1, f2): a bare "stop" ("Stop repeating", a Stop button) offers the flip, it tells no state.
const FLIP_BARE = new Set([...BARE, 'share', 'unshare', 'lend', 'stop']);

/** Phrases that tell an earlier state where its own words are only bare ("trash"): a file still "in the trash". */
const MORE_WAS: readonly { when: string; words: readonly string[] }[] = [
  { when: 'trashed', words: ['in the trash', 'in trash', 'in the bin', 'in the recycle bin', 'moved to the trash', 'moved to trash', 'sent to the trash', 'to the trash', 'to the bin',
    // s30 s22 (s30-s220-f5): the bin named as the row's label or kind ("Trash: …", "— trash entry 7318082").
    'trash:', 'trash entry', 'trash item', 'bin:', 'bin entry'] },
  // An alarm shown "(off)" after it was switched back on (s23 R2, lecture-alarm s23-r2-f1); the
  // buttons "turn off", "switch off" are masked as labels.
  { when: 'switched off', words: ['off', 'is off'] },
  // s28 (lend-interview-questions s27-w2-f6, lend-portland-itinerary s27-w2-f7): a share still listed
  // beside its person: "— shared", "→ kenji…", "(read-only)".
  { when: 'shared with', words: ['shared', 'read-only', 'read only', '→'] },
];

/**
 * Phrases that tell the state now where its own words are only bare ("back", "inbox"): a thread
 * "back in your inbox", "Brought … back to the inbox" after its snooze was cleared (s24 history,
 * snooze-plumber s23-r3-f1). Whole phrases only: a heading "Inbox" or a button "Back" tells nothing.
 */
const MORE_NOW: readonly { when: string; words: readonly string[] }[] = [
  { when: 'inbox', words: ['back in the inbox', 'back in your inbox', 'back in inbox', 'back to the inbox', 'back to your inbox', 'back to inbox', 'returned to the inbox', 'returned to your inbox', 'moved to the inbox', 'moved to your inbox'] },
];

/** Words of a past event: a line that names the old name beside one is a log's entry, not the record as it is. */
export const LOGGED = ['created', 'made', 'built', 'added', 'saved', 'drafted', 'sent', 'emailed', 'texted', 'shared', 'invited', 'renamed', 'was', 'formerly', 'previously', 'old name', 'used to be'];
/** A payment's or request's own log verbs: only before the name, after it they are a row's field (s24 D1/D2, dinner-requests, private-payments; group-gift-chip-in s24-d2-f1). */
export const LOGGED_FIRST = ['requested', 'asked', 'paid', 'recorded', 'split', 'logged'];

const norm = (w: string): string => normalizeText(w).trim();
const plain = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && !v.startsWith('$');
const sameWhere = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const sameKey = (a: Obj, b: Obj): boolean => a.app === b.app && a.table === b.table && sameWhere(a.key, b.key);
const slotOf = (e: Episode): string => e.slot ?? 'A';
const acting = (e: Episode): boolean => e.stage !== 'open' && e.stage !== 'reopen';
const goneFor = (e: Episode, values: readonly string[]): boolean =>
  (e.assertions ?? []).some((a) => a.type === 'persisted_visible' && a.gone === true && [a.value, ...(a.or ?? [])].some((v) => values.some((w) => norm(String(v)) === norm(w))));

const INVERSE: Record<string, string> = { inserted: 'deleted', deleted: 'inserted' };
/** Whether one where is the other's keys in part, with the same values (both non-empty). */
const withinWhere = (a: unknown, b: unknown): boolean => {
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const [x, y] = Object.keys(a).length <= Object.keys(b).length ? [a as Obj, b as Obj] : [b as Obj, a as Obj];
  return Object.keys(x).length > 0 && Object.entries(x).every(([k, v]) => k in y && sameWhere(v, y[k]));
};

/** Whether `later` undoes what `earlier` did to one row: the row put back or taken away, a flag set to the opposite, the row updated again. */
function undoes(earlier: Episode, later: Episode): boolean {
  const before = (earlier.assertions ?? []) as Obj[];
  const after = (later.assertions ?? []) as Obj[];
  return before.some((a) => after.some((b) => {
    if (a.type === 'db_changed' && b.type === 'db_changed' && a.app === b.app && a.table === b.table && sameWhere(a.where, b.where)) return INVERSE[a.op] === b.op || (a.op === 'updated' && b.op === 'updated');
    // s27 reopen2 (meal-prep-weekly s27-s196-f1): a row inserted with its fields, then deleted by
    // its key alone (a rule set on task 2899809, then that task's rule removed) is the same row.
    if (a.type === 'db_changed' && b.type === 'db_changed' && a.app === b.app && a.table === b.table && INVERSE[a.op] === b.op && withinWhere(a.where, b.where)) return true;
    // A flag set back: not one the earlier step set as it made the row (a to-do made open, then ticked off, is not set back).
    if (a.type === 'record_matches' && b.type === 'record_matches' && sameKey(a, b) && !before.some((c) => c.type === 'db_changed' && c.op === 'inserted' && c.app === a.app && c.table === a.table)) {
      return Object.entries(a.fields ?? {}).some(([k, v]) => typeof v === 'boolean' && typeof b.fields?.[k] === 'boolean' && b.fields[k] !== v);
    }
    return false;
  }));
}

interface Shown { at: number; value: string; forms: string[]; state: string[]; because: string; record?: Obj }

/** A form listed beside the value: a text, or a capture (`$alarmId`) the checker reads as the record's id. */
const formOf = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/** The records a step's screen checks show, each with every state they tell of it (snoozed, and until when). */
const shownIn = (episodes: readonly Episode[], at: number): Shown[] => {
  const out: Shown[] = [];
  for (const a of (episodes[at]!.assertions ?? []) as Obj[]) {
    if (a.type !== 'visible_result_grounded' || !plain(a.value) || !Array.isArray(a.state) || a.state.length === 0) continue;
    const same = out.find((s) => norm(s.value) === norm(a.value));
    const state = (a.state as unknown[]).map(String);
    // s27 reopen2 (medication-snooze s27-s193-f5): the id capture the step's check accepts names the record too.
    const forms = [a.value, ...((a.or ?? []) as unknown[]).filter(formOf)];
    if (same) {
      same.state = [...new Set([...same.state, ...state])];
      same.forms = [...new Set([...same.forms, ...forms])];
      same.record ??= a.record;
    } else out.push({ at, value: a.value, forms, state, because: String(a.because ?? a.value), ...(a.record ? { record: a.record } : {}) });
  }
  return out;
};

/** The reopen of `slot` after the steps before `end`: each record last flipped back, with its earlier state as `was`. */
interface Flipped { now: Shown; was: string[]; state: string[]; labels?: string[] }

/**
 * s27 reopen2 (medication-snooze s27-s193-f5): the fields an app may name a record of these tables
 * by in place of its label (an alarm listed by its time). Only where no other row of the table in
 * the fixture or the task's world has the same value.
 */
const HANDLES: Record<string, readonly string[]> = { 'phone.alarms': ['time'] };

function handlesOf(task: TaskInput, end: number, slot: string, record: Obj | undefined): string[] {
  const fields = record ? HANDLES[`${record.app}.${record.table}`] : undefined;
  if (!record || !fields) return [];
  const out: string[] = [];
  for (const field of fields) {
    const checked = task.episodes.slice(0, end).filter((x) => acting(x) && slotOf(x) === slot)
      .flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((a) => a.type === 'record_matches' && sameKey(a, record) && plain(a.fields?.[field])));
    const value = checked.at(-1)?.fields?.[field] as string | undefined;
    if (value === undefined) continue;
    const inWorld = (task.world.rows ?? []).some((r) => r.app === record.app && r.table === record.table && norm(String((r.row as Obj)[field] ?? '')) === norm(value));
    let inFixture = true;
    try {
      inFixture = fixtureRows<Obj>(`SELECT id FROM ${record.app}_${record.table} WHERE ${field} = ?`, value).length > 0;
    } catch {
      inFixture = true;
    }
    if (!inWorld && !inFixture) out.push(value);
  }
  return out;
}

function flippedBefore(task: TaskInput, end: number, slot: string): Flipped[] {
  const episodes = task.episodes;
  const steps = episodes.slice(0, end).map((e, i) => [e, i] as const).filter(([e]) => acting(e) && slotOf(e) === slot);
  const shown = steps.flatMap(([, i]) => shownIn(episodes, i));
  const out: Flipped[] = [];
  const seen = new Set<string>();
  for (const now of [...shown].reverse()) {
    const key = norm(now.value);
    if (seen.has(key)) continue;
    seen.add(key);
    const then = [...shown].reverse().find((s) => s.at < now.at && norm(s.value) === key);
    if (!then || !undoes(episodes[then.at]!, episodes[now.at]!)) continue;
    const more = MORE_NOW.filter((m) => now.state.some((w) => norm(w) === m.when)).flatMap((m) => m.words);
    // s27 reopen2: a word both steps showed beside the record (the person a note was shared with,
    // then unshared from) tells neither state.
    // s28 (tax-folder-purge s27-w1-f1): unless the later step's message says it in the user's own
    // verb ("purge that tax folder entry" keeps "purged") and the earlier one's does not.
    const said = (e: Episode | undefined, w: string): boolean => typeof e?.message === 'string' && textShows(e.message, w, 'normalized');
    const ownVerb = (w: string): boolean => now.state.some((u) => norm(w).startsWith(norm(u)) && said(episodes[now.at], u) && !said(episodes[then.at], u));
    const thenWords = new Set(then.state.map(norm).filter((w) => !ownVerb(w)));
    const state = [...new Set([...now.state.filter((w) => !FLIP_BARE.has(norm(w)) && !thenWords.has(norm(w))), ...more])];
    const nowWords = new Set(now.state.map(norm));
    const extra = MORE_WAS.filter((m) => then.state.some((w) => norm(w) === m.when)).flatMap((m) => m.words);
    const was = [...new Set([...then.state.filter((w) => !FLIP_BARE.has(norm(w))), ...extra])].filter((w) => !nowWords.has(norm(w)));
    // A button's label that holds a word of either state ("Mark read" beside a thread unread again) tells neither.
    const labels = [...FLIP_BARE].filter((b) => [...state, ...was].some((w) => norm(w) !== b && textShows(b, w, 'normalized')));
    const handles = handlesOf(task, end, slot, now.record).filter((h) => !now.forms.some((f) => norm(f) === norm(h)));
    if (state.length > 0 && was.length > 0) out.push({ now: { ...now, forms: [...now.forms, ...handles] }, was, state, ...(labels.length > 0 ? { labels } : {}) });
  }
  return out;
}

/**
 * The reopen's check that a record, shown by any of `forms`, is not shown in the state `was` it left
 * for `state`: a line may show it told as it is now, bare, or in a log beside a line that tells it;
 * not beside a word of `was` nor under a heading of it. s27 reopen2: also used by cases whose earlier
 * state was told by the listing itself (a request in an inbox of waiting ones, s27-s196-f2).
 */
export function flippedCheck(episode: string, checks: readonly Assertion[], f: { forms: readonly string[]; because: string; state: readonly string[]; was: readonly string[]; labels?: readonly string[]; note?: string }): Assertion {
  return {
    id: nextId(episode, checks, 'persisted_visible'), type: 'persisted_visible', note: f.note ?? 's23 regone: flipped back, not shown as it was before',
    value: f.forms[0]!, ...(f.forms.length > 1 ? { or: f.forms.slice(1) } : {}), match: 'normalized', because: f.because,
    gone: true, state: [...f.state], was: [...f.was], history: true, was_headed: true, state_stated: true, ...(f.labels ? { state_apart: [...f.labels] } : {}),
  } as Assertion;
}

/**
 * s28 (lend-portland-itinerary s27-w2-f8): the people a note stays shared with in the fixture, by name
 * and address: a share taken back from one person leaves the note shared with them.
 */
function sharedElsewhere(record: Obj | undefined): string[] {
  if (record?.app !== 'simple_note' || record.table !== 'notes' || typeof record.key?.id !== 'number') return [];
  const people = fixtureRows<{ first_name: string; last_name: string; email: string }>('SELECT p.first_name, p.last_name, p.email FROM simple_note_note_shares s JOIN admin_people p ON p.id = s.person_id WHERE s.note_id = ?', record.key.id);
  return people.flatMap((p) => [`${p.first_name} ${p.last_name}`, p.email]);
}

/** Each reopen after a record flipped back asks it not shown in the state it was flipped out of. */
export function withFlippedGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const fresh = flippedBefore(task, i, slotOf(e)).filter((f) => !goneFor(e, f.now.forms));
    if (fresh.length === 0) return e;
    let checks = e.assertions;
    for (const f of fresh) {
      const held = sharedElsewhere(f.now.record);
      const check = flippedCheck(e.id, checks, { forms: f.now.forms, because: f.now.because, state: f.state, was: f.was, ...(f.labels ? { labels: f.labels } : {}) });
      checks = [...checks, (held.length > 0 && f.now.forms.length > 1 ? { ...check, held_by: held } : check) as Assertion];
    }
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}

// s24: records named by their description (a Splitwise expense, a Venmo request) are renamed too (expense-claim-note, split-then-venmo s23-r3-f1).
const NAME_FIELDS = ['title', 'name', 'subject', 'path', 'description'];

/** The keys of a step's values, each alias of a key on its own. */
const valueOf = (e: Episode, name: string): string | undefined => {
  const hit = Object.entries(e.values ?? {}).find(([k]) => k.split('|').includes(name));
  return hit && plain(hit[1]) ? hit[1] : undefined;
};

/**
 * The user's own verb for making the record (rubric Reading 4), in the making step's message or the
 * app's intention ("Log a chore", "Capture: grant report.", "Open Todoist projects"): its done form
 * names a log's entry of the making ("Logged: Descale the kettle") (s24 history, chores-then-review,
 * grant-report-draft, project-invite-draft s23-r3-f1), before the name only (`logWords`, s24 D3).
 * Done forms only.
 */
const MAKING_SAID: readonly { said: RegExp; forms: readonly string[]; apps?: readonly string[] }[] = [
  { said: /\blog(s|ged|ging|ger|gers)?\b/, forms: ['logged'] },
  { said: /\bcaptur(e|es|ed|ing)\b/, forms: ['captured'] },
  { said: /\b(open|opens|opened|opening)\b/, forms: ['opened'] },
  { said: /\btrack(s|ed|ing|er)?\b/, forms: ['tracked'] },
  { said: /\brecord(s|ed|ing)?\b/, forms: ['recorded'] },
  { said: /\bjot(s|ted|ting)?\b/, forms: ['jotted', 'jotted down'] },
  { said: /\bstart(s|ed|ing)?\b/, forms: ['started'] },
  { said: /\b(set|sets|setting)\s+up\b/, forms: ['set up'] },
  { said: /\bkick(s|ed|ing)?\s+off\b/, forms: ['kicked off'] },
  { said: /\bschedul(e|es|ed|ing)\b/, forms: ['scheduled'] },
  { said: /\bimport(s|ed|ing)?\b/, forms: ['imported'] },
  // s24 D3 (payment-refund-todo s24-d3-f1): "Send deposits to Tomas" makes Venmo rows "… — sent $50";
  // only for a record that is itself sent (a payment, a request), not a playlist or a draft sent about.
  { said: /\b(send|sends|sent|sending)\b/, forms: ['sent'], apps: ['venmo'] },
];

/** The done forms of the user's making verbs in `text`, for a record of `app`. */
export function makingSaid(text: string, app?: string): string[] {
  const said = text.toLowerCase();
  return [...new Set(MAKING_SAID.filter((v) => v.said.test(said) && (v.apps === undefined || (app !== undefined && v.apps.includes(app)))).flatMap((v) => v.forms))];
}

/**
 * The log words of a gone check of a record's old name or value (s24 D3 logverbs; chores-then-review,
 * expense-ledger-file, expense-return-todo, lesson-notes-draft, payment-refund-todo, split-then-venmo,
 * trip-cost-then-audit s24-d3-f1): the user's own verb for making the record, or the app's in its
 * intention ("Log trip costs", "Record camping gear costs", "Send deposits to Tomas"), is the word
 * its rows carry ("Ferry tickets — logged, $36", "Bike deposit — sent $50 to Tomas"), so it tells a
 * log's entry only before the name ("Logged Ferry tickets …", `logged_first`), never right after it,
 * even where LOGGED holds it for other apps.
 */
export function logWords(said: readonly string[], extra: readonly string[] = []): { logged: string[]; logged_first: string[] } {
  const own = new Set(said.map(norm));
  return { logged: [...new Set([...LOGGED, ...extra])].filter((w) => !own.has(norm(w))), logged_first: [...new Set([...LOGGED_FIRST, ...said])] };
}

interface Renamed { at: number; made: number; slot: string; app: string; table: string; field: string; old: string; now: string; key?: Record<string, unknown> }

/**
 * s25 edits (podcast-episode-rename s25-s16-f1): a record no earlier step checked by its key, but
 * captured by its name as an earlier step of the app inserted it ("stepId": the sub-task inserted
 * titled "Edit the audio"), had that name when it was made.
 */
function capturedAs(episodes: readonly Episode[], end: number, slot: string, b: Obj, field: string): string | undefined {
  const ref = Object.values(b.key ?? {});
  if (ref.length !== 1 || typeof ref[0] !== 'string' || !ref[0].startsWith('$')) return undefined;
  const name = ref[0].slice(1);
  for (const x of episodes.slice(0, end).reverse()) {
    if (!acting(x) || slotOf(x) !== slot) continue;
    const c = (x.captures as Record<string, Obj> | undefined)?.[name];
    if (c && c.app === b.app && c.table === b.table && (c.field ?? 'id') === Object.keys(b.key)[0] && plain(c.where?.[field])) return c.where[field] as string;
  }
  return undefined;
}

/** Every rename in the task: a record's name field checked at one value, then at another by a later step of the same app. */
function renamesOf(episodes: readonly Episode[]): Renamed[] {
  const out: Renamed[] = [];
  episodes.forEach((e, j) => {
    if (!acting(e)) return;
    for (const b of (e.assertions ?? []) as Obj[]) {
      if (b.type !== 'record_matches') continue;
      // s25 edits (thank-you-comments s25-s16-f1): a comment's text is its name; an edited comment
      // still shown with its old text is shown as it was. Comments only: a note's or a file's
      // content is a body of many lines, not a name.
      for (const field of [...NAME_FIELDS, ...(b.table === 'comments' ? ['content'] : [])]) {
        const now = b.fields?.[field];
        if (!plain(now)) continue;
        const before = episodes.slice(0, j).findLast((x) => acting(x) && slotOf(x) === slotOf(e) && ((x.assertions ?? []) as Obj[]).some((a) => a.type === 'record_matches' && sameKey(a, b) && plain(a.fields?.[field])));
        const was = (((before?.assertions ?? []) as Obj[]).find((a) => a.type === 'record_matches' && sameKey(a, b) && plain(a.fields?.[field]))?.fields?.[field] as string | undefined) ?? capturedAs(episodes, j, slotOf(e), b, field);
        if (was === undefined || norm(was) === norm(now)) continue;
        // Named back later: the old name is the name again.
        const back = episodes.slice(j + 1).some((x) => ((x.assertions ?? []) as Obj[]).some((a) => a.type === 'record_matches' && sameKey(a, b) && plain(a.fields?.[field]) && norm(a.fields[field]) === norm(was)));
        // The step that made it: the first of the app's steps that checked it (or captured it as it was inserted).
        const checked = episodes.findIndex((x) => acting(x) && slotOf(x) === slotOf(e) && ((x.assertions ?? []) as Obj[]).some((a) => a.type === 'record_matches' && sameKey(a, b) && plain(a.fields?.[field])));
        const captured = episodes.findIndex((x, k) => k < j && capturedAs([x], 1, slotOf(e), b, field) !== undefined);
        const made = checked >= 0 && checked < j ? checked : captured >= 0 ? captured : checked;
        if (!back) out.push({ at: j, made, slot: slotOf(e), app: b.app, table: b.table, field, old: was, now, ...(b.key ? { key: b.key } : {}) });
      }
      // s24 (cover-letter-draft s23-s13-f1): a file renamed in its folder by a step whose check
      // holds no path (the new one is the service's), told by the step's own values: the path it
      // had and the new name.
      const path = valueOf(e, 'file_path');
      const name = valueOf(e, 'new_name');
      if (b.app === 'file_system' && b.table === 'files' && !plain(b.fields?.path) && path !== undefined && name !== undefined && !name.includes('/')) {
        const now = `${path.slice(0, path.lastIndexOf('/') + 1)}${name}`;
        if (norm(now) !== norm(path) && !out.some((r) => r.at === j && r.field === 'path')) out.push({ at: j, made: episodes.findIndex((x) => acting(x) && slotOf(x) === slotOf(e)), slot: slotOf(e), app: b.app, table: b.table, field: 'path', old: path, now, ...(b.key ? { key: b.key } : {}) });
      }
    }
    // s27 (finance-consolidate s26-s182-f2): a fixture folder or file moved by a step that checks it
    // only by a change to its row (its id and new path): the path it had in the fixture is its old name.
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type !== 'db_changed' || a.op !== 'updated' || a.app !== 'file_system' || !/^(directories|files)$/.test(String(a.table))) continue;
      const id = a.where?.id;
      const now = a.where?.path;
      if (typeof id !== 'number' || !plain(now) || out.some((r) => r.at === j && r.field === 'path' && r.table === a.table)) continue;
      let row: Obj | undefined;
      try {
        row = fixtureRow<Obj>(`SELECT path FROM file_system_${a.table} WHERE id = ?`, id);
      } catch {
        row = undefined;
      }
      if (!row || !plain(row.path) || norm(row.path) === norm(now)) continue;
      out.push({ at: j, made: episodes.findIndex((x) => acting(x) && slotOf(x) === slotOf(e)), slot: slotOf(e), app: 'file_system', table: a.table, field: 'path', old: row.path, now, key: { id } });
    }
    // s25 fixgone (lake-photos-download s24-s15-f1): a file the task saved, renamed by a step whose
    // checks hold no record and whose values name the file by its name only ("Rename
    // lake_trip_photos.txt to lake_trip_2023.txt"): the old name is not to be shown as its name now.
    const file = valueOf(e, 'file');
    const renamedTo = valueOf(e, 'new_name');
    const updatesFile = ((e.assertions ?? []) as Obj[]).some((a) => a.type === 'db_changed' && a.op === 'updated' && a.app === 'file_system' && a.table === 'files');
    if (updatesFile && file !== undefined && renamedTo !== undefined && !file.includes('/') && !renamedTo.includes('/') && norm(file) !== norm(renamedTo) && !out.some((r) => r.at === j && r.field === 'path')) {
      out.push({ at: j, made: episodes.findIndex((x) => acting(x) && slotOf(x) === slotOf(e)), slot: slotOf(e), app: 'file_system', table: 'files', field: 'path', old: file, now: renamedTo });
    }
  });
  return out;
}

/** Every text of the task (typed values, checked fields, world rows), to find those that hold the old name. */
function textsOf(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => textsOf(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => textsOf(v, out));
  return out;
}

/** Other records of the same kind in the fixture whose name holds the old one ("Leg Day Mix Classics"). */
function fixtureNames(r: Renamed): string[] {
  try {
    const row = fixtureRow<{ names: string | null }>(`SELECT group_concat(${r.field}, char(10)) AS names FROM ${r.app}_${r.table} WHERE instr(lower(${r.field}), lower(?)) > 0`, r.old);
    return (row.names ?? '').split('\n').filter((n) => n !== '');
  } catch {
    return [];
  }
}

/** Each reopen of the app after a rename asks the old name not shown as the record's name now. */
/** The other forms of an old path a screen may show, and the forms of the new one. */
function pathForms(old: string, now: string): { or: string[]; now: string[] } {
  const home = (p: string) => p.replace(/^\/home\/alex(?=\/)/, '~');
  const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const or = [home(old), ...(base(old) !== base(now) && base(old).length >= 3 ? [base(old)] : [])].filter((f) => f !== old);
  const nowForms = [...new Set([now, home(now), ...(base(old) !== base(now) ? [base(now)] : [])])];
  return { or: [...new Set(or)], now: nowForms };
}

/**
 * s25 per-record (book-club-dues-payback s24-d1-f1, s24-d2-f1; hardware-receipt-log, ski-trip-label,
 * thanksgiving-label, marathon-label-note, ski-pass-payback, group-deposit-request s24 holes;
 * concert-parking-receipt, vet-bill-shared-pet, speech-draft-review, payback-venmo-and-log s24
 * over-specifications): the texts of records of other tables a world check leaves to the app (a
 * note's title, a transfer's description) or lets keep the old wording in the step (`in_step`). The
 * checker reads which of them hold the old name after the episode and excuses only lines about
 * them, never a line of the renamed record, in place of narrowing the check to a word of its kind.
 */
function othersOf(task: TaskInput, r: Renamed): { app: string; table: string; field: string }[] {
  const out = new Map<string, { app: string; table: string; field: string }>();
  for (const e of task.episodes) {
    for (const a of e.assertions ?? []) {
      if (a.type !== 'world_matches_reference') continue;
      for (const f of [...(a.free ?? []), ...(((a as { in_step?: { app: string; table: string; field: string }[] }).in_step) ?? [])]) {
        if ((f.app === r.app && (f.table === r.table || f.table === '*')) || ![...NAME_FIELDS, 'content'].includes(f.field)) continue;
        out.set(`${f.app}.${f.table}.${f.field}`, { app: f.app, table: f.table, field: f.field });
      }
    }
  }
  return [...out.values()];
}

/**
 * s25 edits (thank-you-comments s25-s16-f1): a comment's log tells it posted ("Posted "Thanks, …"
 * on …"), before its text only: after it the word is a kept row's ("… — posted 18 May").
 */
// An edit history tells the old text as history: "Before: …" over "After: …", "Reworded from …",
// "Edited from …", "Original: …" (expense-questions s25-d2-f1).
const commentLog = (words: { logged: string[]; logged_first: string[] }, table: string): { logged: string[]; logged_first: string[] } =>
  table === 'comments' ? { logged: [...new Set([...words.logged, 'reworded', 'edited', 'changed', 'updated', 'before', 'original', 'originally'])], logged_first: [...new Set([...words.logged_first, 'posted', 'commented'])] } : words;

/**
 * s29 (finance-consolidate s27-db4-f3): a folder listing's date field ("taxes — created 2022-11-15")
 * is no log of its making: for a moved folder the making words open a log's entry before the path only.
 */
const MADE_WORDS = ['created', 'made', 'built', 'added'];
const pathLog = (words: { logged: string[]; logged_first: string[] }, table: string): { logged: string[]; logged_first: string[] } =>
  table === 'directories' ? { logged: words.logged.filter((w) => !MADE_WORDS.includes(w)), logged_first: [...new Set([...words.logged_first, ...MADE_WORDS.filter((w) => words.logged.includes(w))])] } : words;

// s25 files2 (lake-photos-download, oncall-notes-file, receipt-saver s25-d1-f1): the user's own verb
// for getting a file out of an email and the service's own ("downloaded"), in their done forms, open
// a log's entry of the saving ("Downloaded lake_trip_photos.txt", "Kept lake_trip_photos.txt from the
// email"): before the name only (`logged_first`), so a row "lake_trip_photos.txt — kept" is none.
// ("saved" is a log word on either side already, LOGGED.) The verbs: kit/users-verbs.ts GETTING_VERBS.
// Only for a file the task made from an email's attachment.

/** The step that made the renamed file by downloading an email's attachment, if any. */
const downloadedAt = (task: TaskInput, r: Renamed): Episode | undefined => {
  if (r.app !== 'file_system' || r.table !== 'files' || r.field !== 'path') return undefined;
  const made = task.episodes[r.made];
  const inserts = ((made?.assertions ?? []) as Obj[]).some((a) => a.type === 'db_changed' && a.op === 'inserted' && a.app === 'file_system' && a.table === 'files');
  return inserts && /\battachments?\b/i.test(`${made?.message ?? ''}\n${intentionOf(task, r.slot)}`) && fixtureAttachment(r.old) ? made : undefined;
};

/** The done forms of the user's verbs for getting the file, and the service's "downloaded". */
function gotSaid(task: TaskInput, r: Renamed): string[] {
  const made = downloadedAt(task, r);
  if (!made) return [];
  const said = `${made.message ?? ''}\n${intentionOf(task, r.slot)}`.toLowerCase();
  return [...new Set(['downloaded', ...gettingVerbs(said)])];
}

/** The email's attachment that keeps the old name (`kept_by`), and the renamed file's own key. */
function attachmentOf(task: TaskInput, r: Renamed): { other: { app: string; table: string; field: string; parent: { table: string; by: string; fields: string[] } }; own?: Record<string, unknown> } | undefined {
  if (!downloadedAt(task, r)) return undefined;
  const update = ((task.episodes[r.at]?.assertions ?? []) as Obj[]).find((a) => a.type === 'db_changed' && a.op === 'updated' && a.app === 'file_system' && a.table === 'files' && a.where && Object.keys(a.where).length > 0);
  // s26 attach (s25-d1-f2): with its email's subject, which tells the attachment's lines under any heading.
  return { other: { app: 'gmail', table: 'attachments', field: 'file_name', parent: { table: 'emails', by: 'email_id', fields: ['subject'] } }, ...(update ? { own: update.where as Record<string, unknown> } : {}) };
}

/** Whether `text` is only a typed list (no record's checked text) holding `old` as one of its items. */
function typedListOf(task: TaskInput, text: string, old: string): boolean {
  const items = text.split(/\s*[,;\n]\s*/).map(norm).filter((x) => x !== '');
  if (items.length < 2 || !items.includes(norm(old))) return false;
  const typed = task.episodes.some((e) => textsOf(e.values).some((v) => v === text));
  const held = [...textsOf(task.world), ...task.episodes.flatMap((e) => textsOf((e.assertions ?? []).filter((a) => a.type === 'record_matches' || a.type === 'db_changed')))].some((v) => norm(v) === norm(text));
  return typed && !held;
}

export function withRenamedGone(task: TaskInput): TaskInput {
  const renames = renamesOf(task.episodes);
  if (renames.length === 0) return task;
  const texts = [...new Set([...textsOf(task.world), ...task.episodes.flatMap((e) => [...textsOf(e.values), ...textsOf((e.assertions ?? []).filter((a) => a.type === 'record_matches' || a.type === 'db_changed'))])])];
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    let checks = e.assertions;
    for (const r of renames.filter((x) => x.at < i && x.slot === slotOf(e))) {
      if (goneFor({ ...e, assertions: checks }, [r.old])) continue;
      // Another record the task lets keep the old name (a topic note titled after the label, whose
      // title must still hold it) may show it on its own line: no gone check of the old name there
      // (s23 R2, thanksgiving-label, ski-trip-label, marathon-label-note s23-r2-f1).
      // s24 (thanksgiving-label, lease-topic-label s23-r3-f1): there the old name is not to be shown
      // as this record's name: beside a word of its kind ("Thanksgiving (label 8650192)",
      // "Labels: Thanksgiving") or listed under a heading of it, unless the line tells the new name
      // or is a log's entry. A note's title that holds it, on a line of its own, stays fine.
      // s25 per-record: no longer narrowed to a word of its kind (`was`), which let a stale row
      // without it pass and failed a true row of the other record beside it; the other records'
      // own lines are told apart by the checker (`kept_by`).
      const said = [...makingSaid(`${task.episodes[r.made]?.message ?? ''}\n${intentionOf(task, r.slot)}`, r.app), ...gotSaid(task, r)];
      // s25 files2 (lake-photos-download, oncall-notes-file, receipt-saver s25-d1-f2): the email's
      // attachment truthfully keeps the old file name (only the downloaded copy was renamed): its own
      // lines ("Photos from the lake trip — attachment: lake_trip_photos.txt") are another record's.
      const fromMail = attachmentOf(task, r);
      const others = [...othersOf(task, r), ...(fromMail ? [fromMail.other] : [])];
      const ownKey = r.key ?? fromMail?.own;
      const keptBy = others.length > 0 ? { kept_by: { others, ...(ownKey ? { own: { app: r.app, table: r.table, key: ownKey } } : {}) } } : {};
      // s26 steps (move-out-rename, podcast-episode-rename s25-d2-f1): a typed list the record was
      // made from as one of its items ("Cancel the internet contract, Book the cleaners, …") is no
      // other record's text: masking it let a stale copy of the list pass. Where the service holds
      // it (a task's description), `kept_by` excuses that record's lines.
      const holders = [...texts.filter((t) => !typedListOf(task, t, r.old)), ...fixtureNames(r)].filter((t) => norm(t) !== norm(r.old) && textShows(t, r.old, 'normalized'));
      const apart = [...new Set([r.now, ...holders])].filter((t) => textShows(t, r.old, 'normalized'));
      // A file's path is also shown as `~/…` or by its name; its name counts only where the rename changed it (a move keeps it) (s23 S13, cover-letter-draft s23-s13-f1).
      const forms = r.field === 'path' ? pathForms(r.old, r.now) : { or: [] as string[], now: [r.now] };
      // A file moved to another folder is also told where it is now by its name beside the new
      // folder's ("camping_checklist.txt — folder: camping_2023") (s24 history, camping-checklist-folder s23-r3-f2).
      const dir = (p: string) => p.slice(0, Math.max(0, p.lastIndexOf('/')));
      const base = (p: string) => p.slice(p.lastIndexOf('/') + 1);
      const folder = base(dir(r.now));
      const nowBeside = r.field === 'path' && dir(r.old) !== dir(r.now) && folder.length >= 3 ? { now_beside: { value: base(r.now), beside: [folder] } } : {};
      const check = {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's23 regone: renamed, the old name not shown as its name now',
        value: r.old, ...(forms.or.length > 0 ? { or: forms.or } : {}), match: 'normalized', because: r.old, gone: true, state: forms.now, ...keptBy, history: true, ...pathLog(commentLog(logWords(said, r.field === 'path' ? ['moved', 'renamed from', 'was at'] : []), r.table), r.table), ...nowBeside,
        ...(apart.length > 0 || r.field === 'path' ? { apart: [...new Set([...apart, ...(r.field === 'path' ? forms.now : [])])] } : {}),
      } as Assertion;
      checks = [...checks, check];
      changed = true;
    }
    return checks === e.assertions ? e : { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
