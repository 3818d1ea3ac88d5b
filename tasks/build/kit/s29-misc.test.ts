/**
 * s29 lane misc: older and odd holes closed by kind, on the real built tasks. Each block: the
 * reviewer's wrong screen now fails, and the correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type Obj, type KeptSpec, reopenChecks , referenceRecords, resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s29-misc');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const byId = (task: string, id: string): KeptSpec => reopenChecks(task).find((a) => a.id === id)!;
const judge = async (task: string, id: string, captures: Obj = {}) => {
  const probes = await reopenProbes(task, cache);
  const spec = byId(task, id);
  return (lines: readonly Line[]): boolean => evaluate(spec, { ...reopenedScreen([...lines]), probes }, captures).passed;
};

const PLUMBER = 'single.phone.plumber-contact';

describe('a deleted contact is known by the one name the user called it (plumber-contact s27-s193-f6)', () => {
  it('a kept row of the bare first name fails; the deletion told in any words passes', async () => {
    const pass = await judge(PLUMBER, 'reopen.06.persisted_visible', { contactId: 9499842 });
    for (const row of ['Bruno', 'Bruno — boiler', 'Bruno · Delete', 'Bruno (needs to be deleted)']) expect(pass([h2('Job contacts'), row]), row).toBe(false);
    for (const row of ['Bruno — 5035550166', 'Plumbing, Bruno — 5035550166', 'Bruno Plumbing', '5035550166']) expect(pass([h2('Job contacts'), row]), row).toBe(false);
    for (const row of ['Bruno Plumbing (contact 9499842): deleted', 'Bruno — deleted', 'Bruno Plumbing removed', 'Deleted Bruno.', 'Bruno was removed from your contacts']) expect(pass([h2('Job contacts'), row]), row).toBe(true);
    expect(pass([h2('Deleted contacts'), 'Bruno'])).toBe(true);
    expect(pass([h2('Deleted contacts'), 'Bruno Plumbing — 5035550166'])).toBe(true);
    expect(pass([h2('Job contacts'), 'No contacts yet.'])).toBe(true);
    expect(pass([h2('Contacts'), 'Mom — 5035550100'])).toBe(true);
  }, 180_000);
  it('the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask(PLUMBER), () => {}, cache)).rows)).toEqual([]);
  }, 180_000);
});

const recordsOf = referenceRecords(cache);
const resultPasses = async (task: string, check: string, lines: readonly string[]): Promise<boolean> => resultLinesPass(task, await recordsOf(task), check, lines);

const GRANT = 'shared.grant-report-draft';

describe('a draft is told made, not promised or pointed at (grant-report-draft s28-e1-f2)', () => {
  it('a promise, a pointer to the drafts and a trailing Drafts link fail; the draft said in the drafts passes', async () => {
    for (const line of ['Grant report section three: email to Ava will go to drafts', 'Grant report section three — open your drafts to write to Ava', 'Grant report section three (to Ava) Drafts', 'Grant report section three — email to Ava', 'Grant report section three · Save to drafts']) expect(await resultPasses(GRANT, 'b-find.09', [line]), line).toBe(false);
    for (const line of ['Grant report section three: status note to Ava is in your drafts', 'Grant report section three — in Drafts (to Ava)', 'Grant report section three — draft to Ava saved', 'Drafted a status note to Ava on Grant report section three.', 'Grant report section three: added to your drafts']) expect(await resultPasses(GRANT, 'b-find.09', [line]), line).toBe(true);
  }, 180_000);
  for (const id of [GRANT, 'shared.lesson-notes-draft', 'shared.project-invite-draft']) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});

const INTERVIEW = 'single.simple_note.lend-interview-questions';
const PORTLAND = 'single.simple_note.lend-portland-itinerary';

describe('a share\'s end is the access or the sharing ended, not whatever "has ended" (lend-interview-questions s28-e0-f3, lend-portland-itinerary s28-e1-f1 in part)', () => {
  const Q = 'Interview questions for the backend role';
  it('the reviewers\' lines fail on the result and the reopen checks', async () => {
    expect(await resultPasses(INTERVIEW, 'revise.06', [`${Q} — panel has ended; still shared with kenji.chen@proton.me`])).toBe(false);
    expect(await resultPasses(PORTLAND, 'revise.06', ['Portland weekend itinerary — shared with Elena until her trip has ended'])).toBe(false);
    const pass = await judge(INTERVIEW, 'reopen.05.persisted_visible');
    expect(pass([h2('Notes'), `${Q} — panel has ended; still shared with kenji.chen@proton.me`])).toBe(false);
    expect(pass([h2('Notes'), `${Q} — shared with kenji.chen@proton.me`])).toBe(false);
  }, 180_000);
  it('the access or the sharing said ended, in other words too, passes', async () => {
    for (const line of [`${Q} — Kenji's access has ended`, `${Q}: sharing has ended`, `${Q} — access ended for kenji.chen@proton.me`, `Stopped sharing ${Q} with kenji.chen@proton.me.`, `${Q} — access withdrawn`]) expect(await resultPasses(INTERVIEW, 'revise.06', [line]), line).toBe(true);
    for (const line of ['Portland weekend itinerary — Elena\'s access has ended', 'Portland weekend itinerary: sharing ended', 'Portland weekend itinerary is no longer shared with Elena']) expect(await resultPasses(PORTLAND, 'revise.06', [line]), line).toBe(true);
    const pass = await judge(INTERVIEW, 'reopen.05.persisted_visible');
    for (const line of [`${Q} — sharing has ended`, `${Q} — access has ended`, `${Q} — not shared`, Q]) expect(pass([h2('Notes'), line]), line).toBe(true);
  }, 180_000);
  for (const id of [INTERVIEW, PORTLAND]) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});

const FLIGHT = 'single.phone.early-flight-alarm';

describe('the thing the user said was cancelled, in other words, is no deletion of the alarm (early-flight-alarm s27-db4-f5)', () => {
  // s29 fix (s29-d0-f3): "cancelled flight" is no longer masked — it is also how "Cancelled Flight to Lisbon." begins.
  const wrong = ['Flight to Lisbon (on) — flight cancelled', 'Flight to Lisbon (on) — cancelled trip', 'Flight to Lisbon (on) — flight got cancelled', 'Flight to Lisbon at 03:45 — alarm 9109966 (on) · Lisbon flight cancelled', 'Flight to Lisbon (on) · trip cancelled'];
  it('a row still on beside the reason fails on the result and the reopen checks', async () => {
    for (const line of wrong) expect(await resultPasses(FLIGHT, 'revise.06', [line]), line).toBe(false);
    const pass = await judge(FLIGHT, 'reopen.06.persisted_visible', { alarmId: 9109966 });
    for (const line of wrong) expect(pass([h2('Alarms set here'), line]), line).toBe(false);
  }, 180_000);
  it('the deletion told, with or without the reason, passes', async () => {
    for (const line of ['Deleted Flight to Lisbon.', 'Trip cancelled — Flight to Lisbon alarm deleted.', 'Flight to Lisbon alarm cancelled.', 'Flight cancelled — deleted the Flight to Lisbon alarm (9109966).', 'Flight to Lisbon removed.', 'Flight to Lisbon cancelled.', 'Cancelled Flight to Lisbon.']) expect(await resultPasses(FLIGHT, 'revise.06', [line]), line).toBe(true);
    const pass = await judge(FLIGHT, 'reopen.06.persisted_visible', { alarmId: 9109966 });
    for (const line of ['Flight to Lisbon (removed)', 'Flight to Lisbon — deleted', 'Flight to Lisbon — deleted (flight cancelled)']) expect(pass([h2('Alarms set here'), line]), line).toBe(true);
  }, 180_000);
  it('the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask(FLIGHT), () => {}, cache)).rows)).toEqual([]);
  }, 180_000);
});
