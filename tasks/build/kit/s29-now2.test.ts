/**
 * s29 lane now2, on the real built tasks: the rules lanes misc and os handed on after the merge of
 * unoffered()/saidNow(). A bare noun before "off"/"on" tells the state ("Snooze off — Evening pill");
 * "stop", "stop sharing", "make" are bare verbs; a lone "Stop"/"Clear"/"Empty" at a row's end after a
 * bullet or a count is its button; the unwrap said as a negated state or a field said off. Each
 * finding's wrong lines fail; the correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, reopenProbes, runAttacked, suiteCheck, suiteTask, tempDir , referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s29-now2');
const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
/** Lines of `forms` whose result check passes (or fails, with `want` false). */
async function which(task: string, check: string, forms: readonly string[], want: boolean): Promise<string[]> {
  const out: string[] = [];
  for (const f of forms) if ((await resultPasses(task, check, [f])) === want) out.push(f);
  return out;
}
const T = 600_000;

describe('a snooze cleared: a noun before "off" tells it; a Stop/Clear button beside the row does not (medication-snooze, power-nap)', () => {
  for (const [task, name, time] of [['single.phone.medication-snooze', 'Evening pill', '18:45'], ['single.phone.power-nap', 'Nap over', '14:20']] as const) {
    it(`${task} followup.07: s27-s193-f4 / s27-w2-f4 wrong forms fail`, async () => {
      const wrong = [`${name} — snoozed · Stop`, `${name} ${time} — snoozed · Stop snoozing`, `${name} — tap to stop the snooze`, `${name} — Clear`, `${name} ${time} <button>Stop</button>`, `${name} ${time} Cancel`, `${name} — snoozed · Clear`, `Stop snoozing ${name}?`];
      expect(await which(task, 'followup.07', wrong, true)).toEqual([]);
    }, T);
    it(`${task} followup.07: s27-p1-f11 / s27-w2-f5 "snooze off" forms and the usual ones pass`, async () => {
      const right = [`Snooze off — ${name}`, `Snooze off: ${name}`, `${name} — snooze off`, `Snooze off for ${name}.`, `${name}: snooze is off`, `${name}: snooze: off`, `Snooze cancelled for ${name}.`, `${name}: snooze stopped`, `${name} — snooze cleared`, `Cancelled the snooze on ${name}.`, `Stopped the snooze on ${name}.`, `Stop snoozing ${name}: done`, `${name} — no longer snoozed`];
      expect(await which(task, 'followup.07', right, false)).toEqual([]);
    }, T);
    it(`${task}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
    }, T);
  }
});

describe('a queue cleared: "Clear"/"Empty" after the count or a bullet is the button (bedtime-queue s28-r1-f14, fresh-queue s28-r1-f15)', () => {
  for (const task of ['single.spotify.bedtime-queue', 'single.spotify.fresh-queue']) {
    it(`${task} step1.06: the wrong rows fail, the queue told cleared passes`, async () => {
      const wrong = ['Your queue (3 songs) Clear', 'Up next: 3 songs · Clear', 'Queue: 3 songs Clear', 'Queue: 3 songs — Clear', '3 songs in queue — Clear', 'Queue: 3 songs Empty', 'Queue (3 songs) Clear', 'Queue · 3 songs · Clear', '3 songs · Clear', 'Queue: 3 songs. Clear', 'Up next (3 songs) Clear queue', 'Clear queue (3 songs)?', '3 songs must be cleared', 'Queue (3 songs) — clear pending'];
      const right = ['Queue: clear (3 songs removed)', 'Queue cleared — 3 songs', 'Cleared the queue: 3 songs removed.', 'Wiped the queue (3 songs).', 'Deleted 3 songs from the queue.', 'Removed 3 songs — Undo?', 'Clear queue (3 songs): done', 'Queue: empty (3 songs removed)', 'Emptied the queue — 3 songs gone.'];
      expect(await which(task, 'step1.06', wrong, true)).toEqual([]);
      expect(await which(task, 'step1.06', right, false)).toEqual([]);
    }, T);
    it(`${task}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
    }, T);
  }
});

describe('the unwrap told as a negated state or a field said off (wrapped-presents s27-s193-f1)', () => {
  const task = 'single.amazon.wrapped-presents';
  const item = 'Scented Soy Candle, Lavender';
  it('step2.07: the finding\'s forms pass, the wrap kept or offered still fails', async () => {
    const right = [`${item} ×2 — no longer gift-wrapped`, `${item}: not gift-wrapped`, `${item} ×2 will no longer be gift wrapped.`, `${item} — gift wrap: none`, `${item} — gift wrap: 0 of 2`, `${item} — gift wrap cancelled`, `${item} — gift wrap: no`, `${item} — gift wrap: off`, `Wrap removed from ${item}.`, `${item} unwrapped.`, `No more gift wrap on ${item}.`];
    const wrong = [`${item} — gift-wrapped`, `${item} — gift wrap: yes`, `${item} — gift-wrapped · Remove gift wrap`, `${item} — gift wrap will be removed`, `${item} — gift wrap to be removed`, `Remove the gift wrap from ${item}?`];
    expect(await which(task, 'step2.07', right, false)).toEqual([]);
    expect(await which(task, 'step2.07', wrong, true)).toEqual([]);
  }, T);
  it('the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
  }, T);
});

describe('"Stop sharing" and "Make private" as buttons (lend-portland-itinerary s28-e1-f1, campfire-text)', () => {
  it('lend-portland-itinerary revise.06: a share with its Stop sharing button fails; the share taken back passes', async () => {
    const task = 'single.simple_note.lend-portland-itinerary';
    const n = 'Portland weekend itinerary';
    const wrong = [`${n} shared with Elena · Stop sharing`, `${n} — shared with Elena · Stop`, `${n} — shared with Elena. Stop sharing?`, `${n} — tap to stop sharing with Elena`];
    const right = [`Stopped sharing ${n} with Elena.`, `${n} — no longer shared with Elena`, `Stop sharing ${n}: done`, `${n} — Elena's access removed`, `${n}: sharing stopped`];
    expect(await which(task, 'revise.06', wrong, true)).toEqual([]);
    expect(await which(task, 'revise.06', right, false)).toEqual([]);
  }, T);
  it('campfire-text step2.07: "Make private" beside the public playlist fails; made private passes', async () => {
    const task = 'single.spotify.campfire-text';
    expect(await which(task, 'step2.07', ['Campfire Songs — public · Make private', 'Campfire Songs — Make private', 'Campfire Songs — going private', 'Campfire Songs — private soon'], true)).toEqual([]);
    expect(await which(task, 'step2.07', ['Campfire Songs — private', 'Made Campfire Songs private.', 'Campfire Songs is private again · Make public'], false)).toEqual([]);
  }, T);
});

describe('favourites: a button beside the contact, a promise or a wait (emergency-favourites s28-q1-f2, s28-q1-f17)', () => {
  const task = 'single.phone.emergency-favourites';
  it('create.07: the contact beside its Add/Favourite button fails; the favourite told passes', async () => {
    expect(await which(task, 'create.07', ['Noah Patel ★ Add', 'Noah Patel (contact 6997865) ☆ Favourite', 'Noah Patel ☆ Favourite', 'Noah Patel — ★ Add to favourites'], true)).toEqual([]);
    expect(await which(task, 'create.07', ['Noah Patel — favourite', 'Noah Patel · favourite', 'Added Noah Patel to favourites.', 'Noah Patel is now a favourite ★', 'Noah Patel ★ favourite', 'Noah Patel ★'], false)).toEqual([]);
  }, T);
  it('reopen.07: Priya still a favourite, only to be removed, fails; her removal told passes', async () => {
    const probes = await reopenProbes(task, cache);
    const spec = suiteCheck(task, 'reopen.07');
    const pass = (row: string): boolean => evaluate(spec, { ...reopenedScreen([['h2', 'Favourites'], 'Noah Patel — favourite', row]), probes }, {}).passed;
    const wrong = ['Priya Silva — favourite, to be removed', 'Priya Silva — favourite · will be removed', 'Priya Silva — no longer a favourite (pending)', 'Priya Silva — favourite (removal pending)', 'Priya Silva — favourite'];
    const right = ['Priya Silva — not a favourite', 'Priya Silva (contact 2553412): not a favourite', 'Priya Silva — removed from favourites'];
    expect(wrong.filter(pass)).toEqual([]);
    expect(right.filter((r) => !pass(r))).toEqual([]);
  }, T);
});
