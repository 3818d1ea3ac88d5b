/**
 * Session 15, lane named3 (service record tasks, tasks/build/cases/service/records.ts), through the
 * real built tasks and, where an app is run, the real generate → run → check chain:
 *
 * - alarm-label, draft-body, expense-rename, note-append, task-due-date (s15-Y4-f1): the change step
 *   types the record's current name beside its id, paired with it (`editNamed`).
 * - blender-return (s15-Y1-f1): "Return 9128471 cancelled" passes; a change told with no state fails.
 * - group-rename, payment-correction, venmo-payment-note (s15-Y1-f1): the person's address counts.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const episodeOf = (t: Obj, episode: string): Obj => (t.episodes as Obj[]).find((e) => e.id === episode)!;
const failedIn = (t: Obj, episode: string, rows: Awaited<ReturnType<typeof runCrafted>>) => failedIds(rows).filter((id) => checksOf(t, episode).some((a) => a.id === id));
const toldAs = (text: string) => (pkg: Obj): Obj => {
  const action = packageAction(pkg, 'change');
  action.plan = [action.plan[0], { message: text }];
  return pkg;
};

describe('service records: the record as the user names it', () => {
  it.each([
    ['service.alarm-label', 'Stretch'],
    ['service.draft-body', 'Desk move'],
    ['service.expense-rename', 'Tickets'],
    ['service.note-append', 'App ideas'],
    ['service.task-due-date', 'Submit expense report'],
  ])('%s: the change types the current name %s, paired with the id', (id, name) => {
    const revise = episodeOf(suiteTaskById(id), 'revise');
    const nameKey = Object.keys(revise.values).find((k) => revise.values[k] === name);
    expect(nameKey).toBeDefined();
    const idKey = Object.keys(revise.values).find((k) => revise.values[k] === '$recordId');
    expect(revise.names?.[nameKey!]).toBe(idKey);
  });

  it('blender-return: "Return 9128471 cancelled" passes; "Changed 9128471." fails', async () => {
    const t = suiteTaskById('service.blender-return');
    expect(failedIn(t, 'revise', await runCrafted(t, toldAs('Return {{inputs.record_id}} cancelled'), 'named15'))).toEqual([]);
    expect(failedIn(t, 'revise', await runCrafted(t, toldAs('Changed {{inputs.record_id}}.'), 'named15'))).not.toEqual([]);
  }, 30_000);

  it.each([
    ['service.group-rename', 'Sofia', 'sofia.silva@proton.me'],
    ['service.payment-correction', 'Mateo', 'mateo.haddad@yahoo.com'],
    ['service.venmo-payment-note', 'Jonah', 'jonah.schmidt@gmail.com'],
  ])('%s: %s may be told by the address %s', (id, name, email) => {
    const check = checksOf(suiteTaskById(id), 'create').find((a) => a.type === 'visible_result_grounded' && a.value === name)!;
    expect(check.or).toContain(email);
  });
});
