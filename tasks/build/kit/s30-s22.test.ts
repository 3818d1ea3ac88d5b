/**
 * s30 lane s22: the sample S22's findings closed by kind, on the real built tasks. Each block: the
 * reviewer's wrong screen or app now fails, and the correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type Obj, type KeptSpec, reopenChecks, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { hyphenForms } from '../../../src/stages/check/match.ts';

const cache = tempDir('s30-s22');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const byId = (task: string, id: string): KeptSpec => reopenChecks(task).find((a) => a.id === id)!;
const judge = async (task: string, id: string, captures: Obj = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = byId(task, id);
  return (lines: readonly Line[]): boolean => evaluate(spec, { ...reopenedScreen([...lines]), probes }, captures).passed;
};
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const reference = async (task: string): Promise<string[]> => failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows);

const VOICEMAIL = 'single.phone.weekend-voicemail';
const T = 'Hi, it is me. Call me back when you get a chance, it is about the weekend plans.';

describe('a voicemail marked heard is not a play control (weekend-voicemail s30-s220-f1)', () => {
  it('"Tap to play" / "Listen" fail; heard, listened, played pass', async () => {
    for (const line of [`${T} Tap to play`, `${T} · Listen`, `${T} (not listened yet)`]) expect(await resultPasses(VOICEMAIL, 'create.08', [line]), line).toBe(false);
    for (const line of [`${T} — marked heard`, `${T} (listened)`, `Marked as heard: ${T}`, `${T} · played`]) expect(await resultPasses(VOICEMAIL, 'create.08', [line]), line).toBe(true);
  }, 180_000);
  for (const id of [VOICEMAIL, 'single.phone.landlord-voicemail', 'single.phone.voicemail-triage']) {
    it(`${id}: the reference passes`, async () => { expect(await reference(id)).toEqual([]); }, 180_000);
  }
});

const PLANNING = 'single.todoist.planning-doc-done-undo';

describe('a phrase said with a hyphen or a space is one phrase (planning-doc-done-undo s30-s220-f4)', () => {
  it('hyphenForms pairs words only, never dates', () => {
    expect(hyphenForms(['to do', 're-opened', '2023-05-21', 'done'])).toEqual(['to-do', 're opened']);
  });
  it('"to-do list" passes as "to do" does; still done fails', async () => {
    for (const line of ['Review the Q2 planning doc is back on your to-do list.', 'Review the Q2 planning doc is back on your to do list.', 'Review the Q2 planning doc — re opened']) expect(await resultPasses(PLANNING, 'revise.07', [line]), line).toBe(true);
    for (const line of ['Review the Q2 planning doc — done', 'Review the Q2 planning doc']) expect(await resultPasses(PLANNING, 'revise.07', [line]), line).toBe(false);
  }, 180_000);
});

const BOOK = 'single.file_system.book-notes-rescue';

describe('a file still listed as a trash row is not rescued (book-notes-rescue s30-s220-f5)', () => {
  it('"Trash: …" and "— trash entry …" rows fail; the rescue told passes', async () => {
    const pass = await judge(BOOK, 'reopen.05.persisted_visible', { trashId: 7318082 });
    for (const row of ['Trash: /home/alex/documents/book_club_notes.md', 'book_club_notes.md — trash entry 7318082', 'Trash item: book_club_notes.md']) expect(pass([row]), row).toBe(false);
    for (const row of ['/home/alex/documents/book_club_notes.md — restored', 'Restored from trash: /home/alex/documents/book_club_notes.md', 'book_club_notes.md is back in ~/documents']) expect(pass([row]), row).toBe(true);
    expect(pass([h2('Documents'), '/home/alex/documents/book_club_notes.md'])).toBe(true);
  }, 180_000);
  it('the reference passes', async () => { expect(await reference(BOOK)).toEqual([]); }, 180_000);
});

const ROAD = 'multi.road-trip-mix-text';

describe('a public playlist listed under a "Public" heading is public (road-trip-mix-text s30-s222-f1)', () => {
  it('headings naming the state pass; a private or other heading fails', async () => {
    const pass = await judge(ROAD, 'reopen.02.persisted_visible', { playlistId: 8863794 });
    for (const head of ['Public mixes', 'Public', 'Shared with everyone']) expect(pass([h2(head), 'Coastal Miles']), head).toBe(true);
    for (const head of ['Private mixes', 'Your playlists']) expect(pass([h2(head), 'Coastal Miles']), head).toBe(false);
    expect(pass([h2('Public'), 'Other mix', h2('Private'), 'Coastal Miles'])).toBe(false);
    expect(pass(['Coastal Miles', 'Public: yes'])).toBe(true);
  }, 180_000);
  it('the reference passes', async () => { expect(await reference(ROAD)).toEqual([]); }, 180_000);
});

const HOLIDAY = 'multi.holiday-dates-snooze';
const FIELD = 'single.file_system.field-log';

describe('an edited value is not still shown as the record\'s now (holiday-dates-snooze s30-s221-f1, field-log s30-s221-f2)', () => {
  it('holiday: the thread at the old time fails; at the new one, or the old one as history, passes', async () => {
    const gone = await judge(HOLIDAY, 'reopen.07.persisted_visible', {});
    expect(gone(['Holiday travel dates — snoozed until May 21 16:00, alarm 16:00', 'Alarm 6693250 now 18:00'])).toBe(false);
    expect(gone(['Holiday travel dates — back in your inbox May 21 at 16:00', 'Alarm 18:00'])).toBe(false);
    for (const row of ['Holiday travel dates — snoozed until May 21 18:00', 'Holiday travel dates — snoozed until May 21, 6:00 PM (changed from 16:00)', 'Holiday travel dates — snoozed']) expect(gone([row, 'Alarm 18:00']), row).toBe(true);
  }, 180_000);
  it('field-log: the file shown with the old text fails; the new text, or the old one as history, passes', async () => {
    const gone = await judge(FIELD, 'reopen.07.persisted_visible', {});
    const OLD = 'Wetland plot 3: water level 42 cm, sensor reading drifted.';
    const NEW = 'Wetland plot 3: water level 38 cm, sensor reading drifted.';
    expect(gone([h2('Logs'), `field_log_2023-05-18.txt: ${OLD}`, h2('Last correction sent'), NEW])).toBe(false);
    expect(gone(['field_log_2023-05-18.txt', OLD])).toBe(false);
    for (const rows of [[`field_log_2023-05-18.txt: ${NEW}`], ['field_log_2023-05-18.txt', NEW], [`field_log_2023-05-18.txt: ${NEW} (changed from "${OLD}")`]]) expect(gone(rows), rows.join(' | ')).toBe(true);
  }, 180_000);
  for (const id of [HOLIDAY, FIELD, 'multi.code-review-reply-task', 'single.gmail.reply-drafts']) {
    it(`${id}: the reference passes`, async () => { expect(await reference(id)).toEqual([]); }, 180_000);
  }
});

const MOM = 'shared.mom-recipe-voice';
const taskOf = (id: string): Task => suiteTask(id);
const argsOf = (ref: Record<string, Obj>, call: string): Obj[] => {
  const b = ref.B as Obj;
  return [b.package as Obj, ...Object.values((b.revisions ?? {}) as Record<string, Obj>)].flatMap((p) => (p.actions as Obj[]).flatMap((a) => ((a.plan ?? []) as Obj[]).filter((s) => s.call === call).map((s) => s.args as Obj)));
};
const withTranscript = async (transcript: string): Promise<string[]> =>
  failed((await runAttacked(taskOf(MOM), (ref) => { for (const a of argsOf(ref, 'phone.send_voice_message')) a.transcript = transcript; }, cache)).rows);

describe('a voice message about a note carries what the note is, not only a name (mom-recipe-voice s30-s220-f2)', () => {
  it('"Nana says hi" fails; the recipe named in other words passes', async () => {
    expect(await withTranscript('Nana says hi')).toContain('b-find.09.world_matches_reference');
    for (const t of ['Mom, can you check my Nana dal recipe?', 'Hi Mom, could you look over Nana\'s recipe note for me?', 'Mom, is the Nana dal note right?']) expect(await withTranscript(t), t).toEqual([]);
  }, 300_000);
});
