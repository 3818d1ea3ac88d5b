/**
 * s29 lane misc: older and odd holes closed by kind, on the real built tasks. Each block: the
 * reviewer's wrong screen now fails, and the correct forms (other words, layouts, the reference) pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, type Obj, type KeptSpec, reopenChecks } from '../../../src/stages/__tests__/helpers.ts';
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
