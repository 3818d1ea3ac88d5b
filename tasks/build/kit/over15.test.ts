/**
 * Two case-builder fixes of session 15 (lane over), through the real generate → run → check chain
 * with hand-made apps:
 *
 * - movers-contact (cases/phone/people.ts, a business as a contact): the delete step names the
 *   contact as the user does ("the movers contact can go"), not by an id the user never asked
 *   for (s16 named, typed-forms.ts: the id stays another form, for an app whose input is the id),
 *   and the reopen asks nothing of the deleted contact. A correct app that deletes by name,
 *   says "Swift Movers removed from your contacts" and keeps no list passes.
 * - camping-checklist-folder (cases/file_system/create-revise.ts): the kept file is asked after
 *   reopen with its new folder on its own line. A stale list still showing the old place fails; a
 *   list in another layout that puts the folder beside the name passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, listedAs, packageAction, runCrafted, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const failedIn = (t: Obj, episode: string, rows: Awaited<ReturnType<typeof runCrafted>>) => failedIds(rows).filter((id) => checksOf(t, episode).some((a) => a.id === id));

describe('movers-contact: the contact by the name the user knows, and gone after reopen', () => {
  const ID = 'single.phone.movers-contact';
  it('the delete step types the name beside the id; its result asks the name (the id only as the form an id input has the user type); the reopen asks no contact shown (only, since s25 fixgone, that it is not shown as still saved)', () => {
    const t = suiteTaskById(ID);
    const revise = (t.episodes as Obj[]).find((e) => e.id === 'revise')!;
    expect(revise.values).toEqual(expect.objectContaining({ 'name|contact_name|contact': 'Swift Movers' }));
    const shown = checksOf(t, 'revise').find((a) => a.type === 'visible_result_grounded')!;
    // The name is what the check asks; the id is only the other form of the record the step names
    // (`names`: name ↔ id), for an app whose form asks the id and so has the user type it
    // (s16 named, typed-forms.ts). A word of the delete is still required.
    expect(shown.value).toBe('Swift Movers');
    expect(revise.names).toEqual({ 'name|contact_name|contact': 'contact_id' });
    expect(shown.state).toEqual(expect.arrayContaining(['deleted', 'removed']));
    expect(checksOf(t, 'reopen').filter((a) => (a.type === 'persisted_visible' && a.gone !== true) || a.type === 'state_retained')).toEqual([]);
  });
  it('an app that deletes by name, says "Swift Movers removed from your contacts" and keeps no list passes the delete and the reopen', async () => {
    const t = suiteTaskById(ID);
    const byName = (pkg: Obj): Obj => {
      const action = packageAction(pkg, 'delete_contact');
      action.inputs = [{ name: 'name', label: 'Contact name', type: 'text', required: true }];
      action.plan = [
        { call: 'phone.search_contacts', args: { query: '{{inputs.name}}', page_limit: 1 }, bind: 'who' },
        { call: 'phone.delete_contact', args: { contact_id: '{{who.0.contact_id}}' } },
        { message: '{{who.0.first_name}} {{who.0.last_name}} removed from your contacts' },
      ];
      for (const view of pkg.views) view.components = view.components.filter((c: Obj) => c.type !== 'list');
      return pkg;
    };
    const rows = await runCrafted(t, byName, 'over15');
    expect(rows.length).toBeGreaterThan(0);
    expect(failedIn(t, 'revise', rows)).toEqual([]);
    expect(failedIn(t, 'reopen', rows)).toEqual([]);
  }, 30_000);
});

describe('camping-checklist-folder: the kept file at its new place after reopen', () => {
  const ID = 'single.file_system.camping-checklist-folder';
  // The revised reference (with its file_into_folder action) is served to the revise's request.
  const task = () => {
    const t = suiteTaskById(ID);
    t.reference.R = { package: t.reference.A.revisions.revise };
    return t;
  };
  const run = (t: Obj, craft: (pkg: Obj) => Obj) =>
    runCraftedSlots(t, (_slot, pkg) => craft(pkg), 'over15', (asked) => (/revis|previous package|new requirement/i.test(asked) ? 'R' : 'A'));
  const fileCheck = (t: Obj) => checksOf(t, 'reopen').find((a) => a.type === 'persisted_visible' && a.value === 'camping_checklist.txt')!;
  it('the reopen asks the file name with the folder beside it', () => {
    expect(fileCheck(task()).beside).toEqual(['camping_2023']);
  });
  it('a stale list that still shows the file at its old place, beside a separate "made folder" line, fails the reopen; the folder beside the name in another layout passes', async () => {
    const t = task();
    const stale = (pkg: Obj): Obj => {
      if (!(pkg.actions as Obj[]).some((a) => a.id === 'file_into_folder')) return pkg;
      const action = packageAction(pkg, 'file_into_folder');
      // Its list keeps the old place; its result tells the folder made on a line of its own.
      action.plan = action.plan.filter((s: Obj) => !('update' in s)).map((s: Obj) => ('message' in s ? { message: 'Made folder ~/documents/{{inputs.folder}}.' } : s));
      return pkg;
    };
    expect(failedIn(t, 'reopen', await run(t, stale))).toContain(fileCheck(t).id);
    expect(failedIn(t, 'reopen', await run(t, listedAs('files', '{{item.name}}, kept in {{item.folder}}')))).toEqual([]);
  }, 30_000);
});
