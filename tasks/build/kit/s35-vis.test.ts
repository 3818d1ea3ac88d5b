/**
 * s35 lane vis (visibility findings), on the real built tasks: a public row said the owner's only or unfindable, a
 * public heading said stopped, a privacy word answered no, a bare truth word, and a private state only to come.
 */
import { describe, it } from 'vitest';
import { referenceRecords, resultLinesPass, screenJudge, tempDir, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';
import { expectProbes } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s35-vis');
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const h2 = (l: string) => ['h2', l] as const;
const reopen = async (task: string, check: string, rows: readonly ScreenLine[]): Promise<boolean> => (await judge(task, check))(rows);
const result = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);
const expectAll = expectProbes;

const BCM = 'multi.breakup-comfort-mix';
const RTM = 'multi.road-trip-mix-text';
describe("a row under 'Public' said its owner's only (breakup-comfort-mix s32-re3-f1) or unfindable (road-trip-mix-text s32-re1-f1)", () => {
  const owner = ['— yours only', '— only yours', '— yours alone', '— just yours', '— mine only', '— owner only', '— visible only to its owner', '— personal', '— locked 🔒', '— yours only 🔒', '— locked'];
  const unfound = ['— nobody else can see it', '— not listed', '— no one else can see it', '— not searchable', '— not findable', '— nobody can find it', '— no one can find it', '— not discoverable', '— link only'];
  it('fails', async () => {
    await expectAll(false, [
      ...owner.map((r) => [`${BCM} ${r}`, () => reopen(BCM, 'reopen.02', [h2('Public'), `Ruby's Sunday Soul ${r}`])] as const),
      ...[...owner, ...unfound].map((r) => [`${RTM} ${r}`, () => reopen(RTM, 'reopen.02', [h2('Public'), `Coastal Miles ${r}`])] as const),
      ...unfound.map((r) => [`${BCM} ${r}`, () => reopen(BCM, 'reopen.02', [h2('Public'), `Ruby's Sunday Soul ${r}`])] as const),
    ]);
  }, 600_000);
  it('correct forms pass', async () => {
    await expectAll(true, [
      ...["Ruby's Sunday Soul", "Ruby's Sunday Soul — public", "Ruby's Sunday Soul — visible to everyone", "Ruby's Sunday Soul — shared", "Ruby's Sunday Soul — public, yours", "Ruby's Sunday Soul — yours", "Ruby's Sunday Soul — your playlist", "Ruby's Sunday Soul — 12 songs", "Ruby's Sunday Soul — listed", "Ruby's Sunday Soul — personal favourites mix"].map((r) => [`${BCM} ${r}`, () => reopen(BCM, 'reopen.02', [h2('Public'), r])] as const),
      ...['Coastal Miles', 'Coastal Miles — public', 'Coastal Miles — anyone can find it', 'Coastal Miles — everyone can find it', 'Coastal Miles — visible to everyone', 'Coastal Miles — shared publicly', 'Coastal Miles — not private', 'Coastal Miles — no longer just yours'].map((r) => [`${RTM} ${r}`, () => reopen(RTM, 'reopen.02', [h2('Public'), r])] as const),
      [`${RTM} [Public playlists]`, () => reopen(RTM, 'reopen.02', [h2('Public playlists'), 'Coastal Miles'])],
    ]);
  }, 600_000);
});

describe("a 'Public' heading said stopped (road-trip-mix-text s32-re1-f1)", () => {
  const heads = ['Public — paused', 'Public (paused)', 'Public — suspended', 'Public — disabled', 'Public — off', 'Public (stopped)', 'Public: off'];
  it('fails', async () => {
    await expectAll(false, [RTM, BCM].flatMap((task) => heads.map((h) => [`${task} [${h}]`, () => reopen(task, 'reopen.02', [h2(h), task === RTM ? 'Coastal Miles' : "Ruby's Sunday Soul"])] as const)));
  }, 600_000);
  it('correct forms pass', async () => {
    await expectAll(true, ['Public', 'Public playlists', 'Public (1)', 'Public — approved', 'Published', 'Public — on'].map((h) => [`${RTM} [${h}]`, () => reopen(RTM, 'reopen.02', [h2(h), 'Coastal Miles'])] as const));
  }, 600_000);
});

const VEN = 'service.venmo-private-payment';
describe('a privacy word answered no (venmo-private-payment s32-re1-f1)', () => {
  const line = (t: string) => `Surprise party fund (id 8818898) — Private${t}`;
  it('fails', async () => {
    await expectAll(false, [' 🛇', ' ⦸', ' ⊘', ' (no)', ' (off)', ' — off', ' 🙅', ' 🙅‍♀️', ' ☒', ' — no', ' [no]', ' ✘', ' 🚫'].map((t) => [line(t), () => result(VEN, 'followup.06', [line(t)])] as const));
  }, 300_000);
  it('correct forms pass', async () => {
    await expectAll(true, ['', ' ✓', ' ✔', ' ☑', ' ✅', ' 🔒', ': yes', ' (yes)', ' — on', ' (now)'].map((t) => [line(t), () => result(VEN, 'followup.06', [line(t)])] as const));
  }, 300_000);
});

const SF = 'single.spotify.study-focus';
describe("a bare truth word, or one of another field (study-focus s34-re1-f2, s35-re1-f2)", () => {
  const wrong = ['— private: true', '— hidden: true', '— is_private: true', '(private: true)', '— unlisted: true', '— secret: true', '— private true', '— locked: true', '— only me: true', '— true'];
  const right = ['— public', '— public: true', '(public: true)', '— shared: true', '— visible to everyone', '— is_public: true'];
  it('fails', async () => {
    await expectAll(false, [
      ...wrong.map((r) => [`reopen.02 Deep Focus ${r}`, () => reopen(SF, 'reopen.02', [`Deep Focus ${r}`])] as const),
      ...wrong.map((r) => [`revise.07 Deep Focus ${r}`, () => result(SF, 'revise.07', [`Deep Focus ${r}`])] as const),
    ]);
  }, 600_000);
  it('correct forms pass', async () => {
    await expectAll(true, [
      ...right.map((r) => [`reopen.02 Deep Focus ${r}`, () => reopen(SF, 'reopen.02', [`Deep Focus ${r}`])] as const),
      ...right.map((r) => [`revise.07 Deep Focus ${r}`, () => result(SF, 'revise.07', [`Deep Focus ${r}`])] as const),
      ['reopen.02 reference line', () => reopen(SF, 'reopen.02', ['Playlist 1843179 is now "Deep Focus" (public: true).'])],
      ['revise.07 reference line', () => result(SF, 'revise.07', ['Playlist 1843179 is now "Deep Focus" (public: true).'])],
    ]);
  }, 600_000);
});

const SJ = 'single.spotify.slow-jams-text';
describe('a private state only to come (slow-jams-text s32-re3-f1)', () => {
  const row = (t: string) => [h2('Playlists'), `Sunday Slow Jams — ${t}`] as const;
  it('fails', async () => {
    const tails = ['public (private after June 10)', 'public (private after Friday)', 'public (private after Monday)', 'public (private after tomorrow)', 'public (private by 18:00)', 'public (private by 9 PM)', 'public (private by June 10)', 'public (private by Friday)', 'public (private by Monday)', 'public (private by tonight)', 'public (private as of June 10)', 'public (private starting 18:00)', 'public until 18:00, then private', 'public; private by 18:00', 'public (private after midnight)', 'public (private after the weekend)', 'public (private beginning Monday)', 'public (private effective June 10)', 'public (private as of tomorrow)', 'public (private starting Monday)', 'public until Friday, then private', 'public till 18:00, then private'];
    await expectAll(false, tails.map((t) => [t, () => reopen(SJ, 'reopen.06', row(t))] as const));
  }, 600_000);
  it('correct forms pass', async () => {
    const tails = ['private', 'private (was public)', 'private since 12:00', 'made private at 12:00', 'private (made private on May 18)', 'private since May 18', 'private (was public until 12:00)', 'closed again at 12:00', 'no longer public', 'private (made private by you at 12:00)', 'private by your choice', 'private as of today', 'private as of 12:00', 'private since today', 'private (was public until 12:00, then private)', 'private (effective now)', 'private, starting now', 'private (12:00)', 'private · 12:00'];
    await expectAll(true, tails.map((t) => [t, () => reopen(SJ, 'reopen.06', row(t))] as const));
  }, 600_000);
});
