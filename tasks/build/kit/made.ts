/**
 * s24 made (rubric Reading 2; findings s23-s13-f1, s23-r3-f1 and their kind): a step that makes a
 * record tells it was done by a value only the action made, not only by a word of a closed list.
 * "Started a return … (return 8248499): Too tight in the shoulders", "For Dad (playlist 6469788)",
 * "Saved your review of Bright Fever: 4 stars — Lovely slow movement, rushed finale." each show
 * the new row's id or the text the user dictated for it, which no read could have shown.
 *
 * Each visible check of a step's result that asks for a word of the action being done (its list
 * holds a word of making, sending or doing: `DONE_MARKS`) gets `state_made`: the table of the row
 * the step makes, and the texts the user dictated for it in the step. The checker (evaluate.ts)
 * adds the id of each row the episode inserted there, and each of those texts an inserted row
 * holds, to the check's state words. Nothing inserted, nothing added: an app that only echoes the
 * typed text, or never made the record, still fails; the old state's words are not touched.
 *
 * Which row a check tells: a told check of a call (`told: app.api, what happened`) the table the
 * call writes (its name in the call's: `create_playlist` → `playlists`); any other check only
 * where the step does nothing but insert rows of one table. Lists that tell a property of the new
 * record (private, public, gift-wrapped, weekly, the days, the person) get none: the new id does
 * not say which.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRows } from './fixture.ts';
import { fileForms } from './path-names.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** Exact entries of a state list that say the list tells a thing done or made. */
export const DONE_MARKS: ReadonlySet<string> = new Set([
  'added', 'created', 'made', 'sent', 'emailed', 'texted', 'voice message', 'returned', 'return started', 'reviewed', 'snoozed', 'called',
  'forwarded', 'queued', 'ordered', 'requested', 'recorded', 'logged', 'saved', 'shared', 'posted', 'commented', 'invited', 'paid', 'noted',
  'drafted', 'reminded', 'liked', 'followed', 'wished for', 'downloaded', 'joined', 'booked', 'settled', 'blocked', 'favourite',
  'saved as a note', 'moved to the cart', 'saved for later', 'recommended', 'asked', 'appended', 'filed', 'labelled',
]);

/** Entries that say the list tells a property of a record (made public, private), which a new id does not. */
const PROPERTY_MARKS: ReadonlySet<string> = new Set(['public', 'private', 'made public', 'made private']);

/** Keys of typed values that name a record to look up, or a person: never a text only the new record holds. */
const NOT_DICTATED = /query|e-?mail|phone|person|contact|recipient|receiver|friend|member|cogiver|who|first_name|last_name|relationship|user|path|file|folder|directory|genre|artist|album|song/;

/** Does the list tell a thing done (a word of `DONE_MARKS` in it)? */
export const tellsDone = (state: readonly string[]): boolean => state.some((w) => DONE_MARKS.has(w));

/** The call a told check is about (kit/told.ts notes it). */
const toldCall = (note: unknown): string | undefined => (typeof note === 'string' ? /^told: ([a-z_]+\.[a-z_]+), what happened$/.exec(note)?.[1] : undefined);

/** The texts of a world's seeded rows, normalised: a dictated text one of them holds is no proof. */
const worldTexts = (task: TaskInput): string[] =>
  (task.world.rows ?? []).flatMap((r) => Object.values((r as { row: Record<string, unknown> }).row).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase()));

/** Every text of the base fixture's rows, lowercased, by table (once): a dictated text one of them holds was there before the step. */
let fixtureTextCache: { table: string; texts: string[] }[] | undefined;
const fixtureTables = (): { table: string; texts: string[] }[] => {
  if (fixtureTextCache) return fixtureTextCache;
  const tables = fixtureRows<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  fixtureTextCache = tables.map((t) => ({ table: t.name, texts: fixtureRows<Record<string, unknown>>(`SELECT * FROM "${t.name.replace(/"/g, '""')}"`).flatMap((row) => Object.values(row).filter((v): v is string => typeof v === 'string').map((v) => v.toLowerCase())) }));
  return fixtureTextCache;
};
/**
 * The fixture's texts an app of the task could show: those of the services its apps use (s25
 * words, chore-comment / garden-project-email / house-label s24-d2-f1). A note's line "deep clean
 * the oven", a planner file's "3 raised beds" or a song "Moving Boxes" can reach no screen of a
 * to-do or Gmail app, so they do not make the new to-do's, project's or label's own name a text
 * that was there before; a text of a service the app reads still does.
 */
const fixtureTexts = (task: TaskInput): string[] => {
  const services = [...new Set(task.apps.flatMap((a) => (a as { services?: readonly string[] }).services ?? []))];
  return fixtureTables().filter((t) => services.some((s) => t.table.startsWith(`${s}_`))).flatMap((t) => t.texts);
};

/** The reference's plan steps of every action (nested steps too). */
const planCalls = (task: TaskInput): { action: string; call: string; args: unknown }[][] => {
  const pkg = (task.reference as Record<string, { package?: { actions?: { id?: string; plan?: unknown[] }[] } }> | undefined)?.A?.package;
  const walk = (steps: unknown[]): { call: string; args: unknown }[] => steps.flatMap((s) => {
    if (typeof s !== 'object' || s === null) return [];
    const o = s as Record<string, unknown>;
    const nested = Object.values(o).filter((v): v is unknown[] => Array.isArray(v) && v.some((x) => typeof x === 'object' && x !== null && ('call' in x || 'append' in x || 'message' in x)));
    return [...(typeof o.call === 'string' ? [{ call: o.call, args: o.args }] : []), ...nested.flatMap(walk)];
  });
  return (pkg?.actions ?? []).map((a) => walk(a.plan ?? []).map((c) => ({ action: String(a.id), ...c })));
};
const inputsIn = (args: unknown): string[] => [...JSON.stringify(args ?? '').matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] as string);

/**
 * The inputs only `call` takes in the reference's plan (s25 words, babysitter-contact,
 * cousin-visit-voicemail, grandpa-voicemail-followup s24-d2-f1/f2): the transcript of a voice
 * message, the sentence a note keeps. What the user dictated for that one record, which no other
 * call of the step carries, tells that record even beside the step's other records; an input the
 * plan gives another call too (a playlist's name in the text about it), or none (an occasion an app
 * echoes as the order's purpose, anniversary-candle-order s24-d1-f1), does not.
 */
const ownInputs = (task: TaskInput, call: string): string[] => {
  const args = OWN_TEXT_ARGS[call] ?? [];
  // What the reference keeps on the main record's row (a song's "thought" beside its rating) is that record's too.
  const kept = inputsIn(JSON.stringify((task.reference as Record<string, { package?: { actions?: { plan?: { append?: unknown; item?: unknown; update?: unknown; fields?: unknown }[] }[] } }> | undefined)?.A?.package?.actions?.flatMap((a) => (a.plan ?? []).map((st) => [st.item, st.fields])) ?? []));
  return [...new Set(planCalls(task).flatMap((calls) => calls.filter((c) => c.call === call).flatMap((c) => args.flatMap((arg) => inputsIn((c.args as Record<string, unknown> | undefined)?.[arg])).filter((name) => !kept.includes(name) && calls.every((o) => o.call === call || !inputsIn(o.args).includes(name))))))];
};

/**
 * The arguments of a call that hold what the user dictated for that record alone: a voice
 * message's transcript, a note's or a file's text. A text message's words ride along with what
 * it tells of (a review's verdict "the ink bleeds through"), so they are not among them.
 */
const OWN_TEXT_ARGS: Readonly<Record<string, readonly string[]>> = {
  'phone.send_voice_message': ['transcript'],
  'simple_note.create_note': ['content'],
  'file_system.create_file': ['content'],
};

/**
 * s27 made (s26-d4c-f1..f3, s26-s180-f2/f3): calls whose new row sits in a table their name does
 * not say (a note imported from a file, an attachment saved as a file), and the short values the
 * user gave that row alone: the note's tag, the saved file's path. Such a value, held by the new
 * row and by no other row the step changed, tells the call done beside the step's other records.
 * A tag is a common word ("home"), so it counts only on a line that also shows the check's own
 * value (`with_value`: "\"Wifi help\" tagged home"); a path anywhere it is newly shown. The
 * check's own value (the title the user typed) never counts by itself: an app can echo it.
 */
const MADE_BY: Readonly<Record<string, { table: string; args: readonly string[]; withValue?: true }>> = {
  'simple_note.import_note_from_file': { table: 'simple_note.notes', args: ['tags'], withValue: true },
  'gmail.download_attachment': { table: 'file_system.files', args: ['file_path'] },
};

/** The inputs the reference gives `call`'s `args` and no other call of its action. */
const argInputs = (task: TaskInput, call: string, args: readonly string[]): string[] =>
  [...new Set(planCalls(task).flatMap((calls) => calls.filter((c) => c.call === call).flatMap((c) => args.flatMap((arg) => inputsIn((c.args as Record<string, unknown> | undefined)?.[arg])).filter((name) => calls.every((o) => o.call === call || !inputsIn(o.args).includes(name))))))];

/** Each done-telling visible check of a step that makes a record also takes a value only that record holds. */
export function withMadeValues(task: TaskInput): TaskInput {
  // A text the user typed in an earlier step (the request's description named again to remind) or
  // the base fixture holds (a request the user already had) was in the world before this step: no
  // proof of the action (s24 D1, grocery-run-split / rent-reminder s24-d1-f2).
  // A time or a number ("18:00") is no record's text: the fixture's timestamps hold every hour.
  const seeded = worldTexts(task);
  const shown = fixtureTexts(task);
  const inFixture = (t: string): boolean => /\p{L}/u.test(t) && shown.some((s) => s.includes(t.toLowerCase()));
  let changed = false;
  const typedBefore: string[] = [];
  const episodes = task.episodes.map((episode) => {
    const before = [...typedBefore];
    for (const v of Object.values(episode.values ?? {})) if (typeof v === 'string') typedBefore.push(v.toLowerCase());
    if (episode.stage === 'reopen' || episode.stage === 'open') return episode;
    const checks = (episode.assertions ?? []) as Assertion[];
    const changes = checks.filter((c): c is Extract<Assertion, { type: 'db_changed' }> => c.type === 'db_changed');
    const inserted = [...new Set(changes.filter((c) => c.op === 'inserted').map((c) => `${c.app}.${c.table}`))];
    if (inserted.length === 0) return episode;
    const onlyInserts = changes.every((c) => c.op === 'inserted') && inserted.length === 1;
    const texts = Object.entries(episode.values ?? {})
      .filter(([key, value]) => typeof value === 'string' && !value.startsWith('$') && !NOT_DICTATED.test(key) && value.trim().length >= 4 && !/@|^\+?[\d\s()-]{7,}$/.test(value))
      .map(([, value]) => value as string);
    let grew = false;
    const assertions = checks.map((a) => {
      if (a.type !== 'visible_result_grounded' || !Array.isArray(a.state) || a.state_made || a.whole) return a;
      // A told check of what a call did tells it done by its list of what the call made ("playlist", "mix").
      const call = toldCall(a.note);
      if (a.note !== undefined && call === undefined) return a;
      if (call === undefined && (!tellsDone(a.state) || a.state.some((w) => PROPERTY_MARKS.has(w)))) return a;
      const table = call === undefined
        ? (onlyInserts ? inserted[0] : undefined)
        : (() => {
            const [app = '', api = ''] = call.split('.');
            const fits = inserted.filter((t) => t.startsWith(`${app}.`) && api.endsWith(t.slice(app.length + 1).replace(/s$/, '')));
            const by = MADE_BY[call]?.table;
            return fits.length === 1 ? fits[0] : by !== undefined && inserted.includes(by) ? by : undefined;
          })();
      if (table === undefined) return a;
      const [app = '', name = ''] = table.split('.');
      // A dictated text a seeded row holds (a look-alike "For Dad (old)") counts only masked apart from it.
      const apart = (a.apart ?? []).map((t) => t.toLowerCase());
      const own = texts.filter((t) => seeded.every((s) => !s.includes(t.toLowerCase()) || apart.includes(s)) && !inFixture(t) && before.every((s) => !s.includes(t.toLowerCase())));
      grew = true;
      // Dictated texts only where the step makes nothing else: beside another record (a text quoting
      // the playlist, an email beside the order) a typed text echoed on the other's line told this
      // one (s24 D1: breakup-comfort-mix, anniversary-candle-order s24-d1-f1). The new id stays.
      const withTexts = call === undefined && onlyInserts && own.length > 0;
      // A told call's own dictated text (its transcript, its note's sentence) counts beside the
      // step's other records too (`own_texts`): the checker still drops it where another changed
      // row holds it (s25 words, s24-d2-f1/f2).
      const mine = call === undefined || withTexts ? [] : (() => {
        const names = ownInputs(task, call);
        const values = Object.entries(episode.values ?? {}).filter(([key]) => key.split('|').some((k) => names.includes(k))).map(([, v]) => v);
        // A dictated phrase, not the record's name (the request's "Carpool gas", the draft's subject:
        // the check's own value, which every line about the step shows) nor a short attribute an app
        // echoes on the main record's line ("10 mg", "18:00"; anniversary-candle-order s24-d1-f1).
        const named = [a.value, ...(a.or ?? [])].map((v) => String(v).toLowerCase());
        return own.filter((t) => values.includes(t) && /\p{L}/u.test(t) && t.trim().split(/\s+/).length >= 3 && !named.some((v) => v.includes(t.toLowerCase()) || t.toLowerCase().includes(v)));
      })();
      // s27 made: the short values of a call whose table its name does not say (`MADE_BY`).
      const by = call === undefined || withTexts || mine.length > 0 ? undefined : MADE_BY[call];
      const ownValue = [a.value, ...(a.or ?? [])].map((v) => String(v).toLowerCase());
      const short = by === undefined ? [] : (() => {
        const names = argInputs(task, call ?? '', by.args);
        const typed = Object.entries(episode.values ?? {}).filter(([key]) => key.split('|').some((k) => names.includes(k))).flatMap(([, v]) => (Array.isArray(v) ? v : [v])).filter((v): v is string => typeof v === 'string');
        // The home folder in a seeded path ("/home/alex/…") is no text of that row: "home" the tag is not in it.
        const fresh = (t: string): boolean => t.trim().length >= 4 && /\p{L}/u.test(t) && !ownValue.some((v) => v.includes(t.toLowerCase()) || t.toLowerCase().includes(v))
          && seeded.every((s) => !s.replaceAll('/home/alex/', '~/').includes(t.toLowerCase()) || apart.includes(s)) && before.every((s) => !s.includes(t.toLowerCase()));
        // A path also by its other forms; none the fixture of the app's services holds (a file there before).
        return [...new Set(typed.filter(fresh).flatMap((t) => (by.withValue ? [t] : [t, ...fileForms(t)].filter((f) => !inFixture(f)))))];
      })();
      return { ...a, state_made: { app, table: name, ...(withTexts ? { texts: own } : mine.length > 0 ? { texts: mine, own_texts: true as const } : short.length > 0 ? { texts: short, own_texts: true as const, ...(by?.withValue ? { with_value: true as const } : {}) } : {}) } };
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}
