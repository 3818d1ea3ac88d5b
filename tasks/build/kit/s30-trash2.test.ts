/**
 * s30 lane trash2: trash, unwrap, public and made-note wordings re-probed on the merged checker
 * (F2-trash2 findings), on the real built tasks: each block's correct forms pass, its wrong forms fail.
 */
import { describe, expect, it } from 'vitest';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s30-trash2');
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const reopenPasses = async (task: string, check: string, rows: readonly Line[]): Promise<boolean> => {
  const suite = suiteTask(task);
  const episode = suite.episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${check}.`)))!.id;
  const records = await recordsOf(task);
  const screen = reopenedScreen([...rows]);
  const changed = new Map(records);
  changed.set(episode, { ...records.get(episode)!, visible_text: screen.visible_text, html: screen.html, shown: screen.shown });
  return checkTaskEvaluation(suite, 0, 'attack', changed).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
};
const referencePasses = (id: string) => it(`${id}: the reference passes`, async () => {
  expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
}, 180_000);
const expectAll = async (want: boolean, probes: readonly (readonly [string, () => Promise<boolean>])[]) => {
  const wrong: string[] = [];
  for (const [name, p] of probes) if ((await p()) !== want) wrong.push(name);
  if (wrong.length) console.log(`WRONG(${want}): ${wrong.join(' | ')}`);
  expect(wrong.length).toBe(0);
};

const WRAP = 'single.amazon.wrapped-presents';
const C = 'Scented Soy Candle, Lavender ×2';
describe('unwrap said as the wrapping gone (wrapped-presents s30-r4-f3)', () => {
  it('"gift wrap gone" and its kin pass; wrapping still on fails', async () => {
    await expectAll(true, [' — gift wrap gone', ' — gift wrapping gone', ' — wrapping gone', ' — no gift wrap', ' — gift wrapping removed', ' — gift wrap is gone'].map((s) => [s, () => resultPasses(WRAP, 'step2.07', [C + s])] as const));
    await expectAll(false, [' — gift wrap', ' — gift wrap on', ' — gift wrap not gone', ' — gift wrap will be gone', ' — gift wrap gone soon', ''].map((s) => [s, () => resultPasses(WRAP, 'step2.07', [C + s])] as const));
  }, 180_000);
  referencePasses(WRAP);
});

const GARDEN = 'single.file_system.garden-out-of-projects';
const P = '/home/alex/projects';
describe('trash headings and rows (garden-out-of-projects s30-r4-f4, s30-r4-f5)', () => {
  it('"Recently moved to the trash" headings and "— in the recycle bin" pass', async () => {
    await expectAll(true, [
      ...['Recently moved to the trash', 'Recently moved to trash', 'Moved to the trash recently', 'Moved to trash', 'Recently deleted', 'Recycle bin', 'Moved to the recycle bin'].map((h) => [h, () => reopenPasses(GARDEN, 'reopen.06', [h2(h), P])] as const),
      ...[' — in the recycle bin', ' — in the bin', ' — in the trash', ' — moved to the trash', ' — in the recycling bin'].map((s) => [s, () => reopenPasses(GARDEN, 'reopen.06', [h2('Folders'), P + s])] as const),
    ]);
  }, 180_000);
  it('a move still to come, a "to trash" caption, an offer heading fail', async () => {
    await expectAll(false, [
      ...['Folders', 'Move to trash', 'To be moved to trash', 'Moved to trash soon', 'Recently moved to the trash?', 'Moving to the trash', 'Recently opened'].map((h) => [h, () => reopenPasses(GARDEN, 'reopen.06', [h2(h), P])] as const),
      ...[' — moving to the trash', ' — moving to trash…', ' — to trash', ' — to the trash', ' → to trash', ' — being moved to the trash', ' — will be moved to the trash', ' — Move to the trash', ' — sending to the trash', ' — to the recycle bin', ''].map((s) => [s, () => reopenPasses(GARDEN, 'reopen.06', [h2('Folders'), P + s])] as const),
    ]);
  }, 180_000);
  referencePasses(GARDEN);
});

const PURGE = 'single.file_system.tax-folder-purge';
const T = '/home/alex/documents/taxes';
describe('the trash entry said deleted, not offered (tax-folder-purge s27-w1-f1, s30-r4-f6)', () => {
  it('"Trash entry N deleted.", "trashed, then permanently removed" pass', async () => {
    await expectAll(true, ([
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 deleted.'],
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 removed.'],
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 permanently deleted.'],
      [`${T} — trashed, then permanently removed`],
      [`${T} — trashed, then removed for good`],
      [`${T} (trash 2771311) — permanently deleted`],
      [`${T} — permanently removed`],
      [`${T} (trash 2771311) — trashed · deleted`],
    ] as const).map((rows) => [rows.join(' / '), () => reopenPasses(PURGE, 'reopen.05', [h2('Folders sent away'), ...rows])] as const));
  }, 180_000);
  it('an offer to purge, a purge to come, or only trashed fails', async () => {
    await expectAll(false, ([
      [`${T} (trash 2771311) — Permanently delete`],
      [`${T} (trash entry 2771311) — permanently delete`],
      [`${T} (trash entry 2771311) — Permanently remove`],
      [`${T} (trash entry 2771311) — permanently delete?`],
      [`${T} — trashed · Delete permanently`],
      [`${T} — trashed · delete permanently?`],
      [`${T} — trashed · will be permanently deleted in 30 days`],
      [`${T} — trashed · permanent deletion pending`],
      [`${T} — trashed, then permanently removed in 30 days`],
      [`${T} — trashed`],
      [`Moved ${T} to the trash (trash entry 2771311).`],
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 not deleted.'],
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 will be deleted.'],
      [`Moved ${T} to the trash (trash entry 2771311).`, 'Trash entry 2771311 deleted in 30 days.'],
      [`${T} — in the trash`],
    ] as const).map((rows) => [rows.join(' / '), () => reopenPasses(PURGE, 'reopen.05', [h2('Folders sent away'), ...rows])] as const));
  }, 180_000);
  referencePasses(PURGE);
});

const RUN = 'single.spotify.morning-run-reset';
describe('a past verb before the name (morning-run-reset s29-q0-f3)', () => {
  it('"Moved Morning Run to the trash", "Sent … to the bin" pass; captions and times to come fail', async () => {
    await expectAll(true, ['Moved Morning Run to the trash', 'Sent Morning Run to the trash', 'Moved Morning Run (playlist 2522267) to the trash.', 'Moved Morning Run to trash', 'Sent Morning Run to the bin', 'Morning Run — moved to the trash'].map((l) => [l, () => reopenPasses(RUN, 'reopen.06', [h2('Playlists'), l])] as const));
    await expectAll(false, ['Morning Run · <button>Move to the trash</button>', 'Morning Run — Move to the trash', 'Morning Run — moving to the trash', 'Morning Run — trash pending', 'Move Morning Run to the trash', 'Move Morning Run to the trash?', 'Will have moved Morning Run to the trash', 'Moving Morning Run to the trash', 'Morning Run', 'Not moved Morning Run to the trash', 'Moved Morning Run to the trash soon'].map((l) => [l, () => reopenPasses(RUN, 'reopen.06', [h2('Playlists'), l])] as const));
  }, 180_000);
  referencePasses(RUN);
});

const ROAD = 'multi.road-trip-mix-text';
describe('a Public heading over the row (road-trip-mix-text s30-r4-f8)', () => {
  it('offers, times to come, both states, and a private row fail', async () => {
    await expectAll(false, [
      ...['Make public', 'To be made public', 'Public and private playlists', 'Private and public', 'Will be public', 'Publish', 'Making public'].map((h) => [h, () => reopenPasses(ROAD, 'reopen.02', [h2(h), 'Coastal Miles'])] as const),
      ...['Coastal Miles — private', 'Coastal Miles (private)', 'Coastal Miles · hidden'].map((l) => [l, () => reopenPasses(ROAD, 'reopen.02', [h2('Public'), l])] as const),
    ]);
  }, 180_000);
  it('a Public heading over the bare row still passes', async () => {
    await expectAll(true, [
      ...['Public', 'Public mixes', 'Shared with everyone', 'Public playlists', 'Made public'].map((h) => [h, () => reopenPasses(ROAD, 'reopen.02', [h2(h), 'Coastal Miles'])] as const),
      ...['Coastal Miles — 12 songs', 'Coastal Miles (public)'].map((l) => [l, () => reopenPasses(ROAD, 'reopen.02', [h2('Public'), l])] as const),
    ]);
  }, 180_000);
  referencePasses(ROAD);
});

const GYM = 'multi.gym-routine-file-note';
const W = 'Wrote "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt.';
describe('the made note told (gym-routine-file-note s30-r4-f1, s26-d4c-f3)', () => {
  it('a note not created, queued, or failed fails even with the tag', async () => {
    await expectAll(false, ['Gym routine — note not created (fitness)', 'Gym routine — note queued (fitness)', 'Gym routine (fitness) — Simplenote: import failed', 'Gym routine (fitness) — import failed', 'Gym routine (fitness) — not saved', 'Gym routine (fitness) — note pending', 'Gym routine (fitness) — could not create note'].map((l) => [l, () => resultPasses(GYM, 'create.14', [W, l])] as const));
  }, 180_000);
  it('the title over a separate tag line passes, as the one-line forms do', async () => {
    await expectAll(true, ([['"Gym routine"', 'Tag: fitness'], ['Gym routine', '#fitness'], ['Gym routine', 'Tags: fitness'], ['Gym routine (fitness)'], ['Gym routine (#fitness)'], ['Note: Gym routine', 'Tag: fitness']] as const).map((ls) => [ls.join(' / '), () => resultPasses(GYM, 'create.14', [W, ...ls])] as const));
  }, 180_000);
  referencePasses(GYM);
});
