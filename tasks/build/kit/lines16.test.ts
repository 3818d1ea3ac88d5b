/**
 * s16 lines (issue #30, layout ties): read off the real built suite, and through the real
 * generate → run → check chain where a layout is at stake.
 * - A payee asked beside the amount (`person-line.ts`): the finding's correct app, "$300 …" with
 *   "To: sofia.silva@proton.me" on a line of its own, passes; the cheapest wrong app, the payment
 *   with no sign of the person, fails exactly that check.
 * - A relation word ("sister", "dad") beside the person's forms no longer keeps her on the
 *   record's line; a split's shares still keep their person beside them.
 * - The number or address the user typed for a person shows her in a "to whom" check (Reading 3).
 * - A repeating to-do made beside the repeating expense from the one date the user gave
 *   (`made-beside.ts`): a word of the to-do on any changed line, the date on any (an app that made
 *   the to-do silently and shows only the expense still fails: no word of a to-do).
 * - Dictated lists (`listed-items.ts`): each item is its own check, and the world check asks the
 *   items in order, not one comma-joined text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { PERSON_LINE_NOTE } from './person-line.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checks = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const byId = (t: Obj, id: string): Obj => (t.episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === id)!;

/** The payments list without the person on the amount's line. */
function withoutPerson(pkg: Obj): Obj {
  const copy = structuredClone(pkg);
  for (const c of copy.views[0].components) if (c.type === 'list' && typeof c.item === 'string') c.item = c.item.replace(' to {{item.to}}', '');
  return copy;
}

/** The payments list without the person on the amount's line, and her on a line of her own. */
function personApart(pkg: Obj): Obj {
  const copy = withoutPerson(pkg);
  const components = copy.views[0].components as Obj[];
  const at = components.findIndex((c) => c.type === 'list');
  components.splice(at + 1, 0, { type: 'list', collection: components[at]!.collection, item: 'To: {{item.to}}', empty: 'No one yet.' });
  return copy;
}

describe('s16 lines: the payee on any changed line', () => {
  it.each([
    ['single.splitwise.pay-via-venmo', 'create', 'Sofia'],
    ['single.splitwise.venmo-then-splitwise', 'create', 'Omar'],
    ['shared.payment-splitwise-settle', 'b-find', 'Chloe'],
    ['shared.request-voice-ping', 'b-find', 'Noah'],
    ['shared.draft-heads-up-text', 'b-find', 'Nora'],
  ])('%s asks the person on any changed line, not on the value\'s', (id, episode, first) => {
    const all = checks(suiteTaskById(id), episode);
    expect(all.filter((a) => a.beside !== undefined)).toEqual([]);
    const own = all.filter((a) => String(a.note ?? '').includes(PERSON_LINE_NOTE));
    expect(own.length).toBeGreaterThan(0);
    expect(own.some((a) => (a.state as string[]).includes(first))).toBe(true);
  });
  it('keeps a split\'s share beside its person', () => {
    expect(checks(suiteTaskById('single.splitwise.camping-expenses'), 'revise').some((a) => a.beside !== undefined)).toBe(true);
  });
  it('passes "To: sofia.silva@proton.me" on a line of its own under the amount', async () => {
    expect(failedIds(await runCraftedSlots(suiteTaskById('single.splitwise.pay-via-venmo'), (_slot, pkg) => personApart(pkg), 'lines16'))).toEqual([]);
  }, 60_000);
  it('fails a payment shown with no sign of the person', async () => {
    expect(failedIds(await runCraftedSlots(suiteTaskById('single.splitwise.pay-via-venmo'), (_slot, pkg) => withoutPerson(pkg), 'lines16'))).toEqual(['create.15.visible_result_grounded']);
  }, 60_000);
});

describe('s16 lines: one date for the whole setup', () => {
  it.each([['multi.gym-membership-recurring'], ['multi.streaming-bundle-recurring']])('%s asks a word of the to-do on any changed line, not on the date\'s', (id) => {
    const dated = checks(suiteTaskById(id), 'create').filter((a) => a.type === 'visible_result_grounded' && /^\d{4}-\d{2}-\d{2}$/.test(String(a.value)));
    expect(dated).toHaveLength(1);
    expect(dated[0]!.beside).toBeUndefined();
    expect(dated[0]!.state).toContain('to-do');
  });
});

describe('s16 lines: the number the user typed shows the person', () => {
  it('multi.dinner-split-texts takes Aisha\'s number for the Splitwise split', () => {
    expect(byId(suiteTaskById('multi.dinner-split-texts'), 'create.15.visible_result_grounded').state).toContain('4384871168');
  });
});

describe('s16 lines: dictated lists are their items', () => {
  it.each([
    ['single.simple_note.daily-log', 'create', ['water the plants', 'return library books']],
    ['single.file_system.camping-checklist-folder', 'create', ['tent', 'sleeping bags', 'headlamps', 'water filter', 'bear canister']],
    ['shared.recipe-then-groceries', 'a-create', ['dashi', 'miso', 'tofu', 'scallions']],
  ])('%s checks each item, never the comma-joined text', (id, episode, items) => {
    const t = suiteTaskById(id);
    const joined = (items as string[]).join(', ');
    expect(JSON.stringify(t.episodes)).not.toContain(`"value":"${joined}"`);
    const shown = checks(t, episode).filter((a) => a.type === 'visible_result_grounded').map((a) => a.value);
    for (const item of items as string[]) expect(shown).toContain(item);
    const free = checks(t, episode).flatMap((a) => (a.free ?? []) as Obj[]).find((f) => f.field === 'content')!;
    expect([...free.constraint.contains, ...free.constraint.at_end]).toEqual(items);
  });
  it('daily-log keeps the urgent item on top of the listed ones, and still shows it', () => {
    const t = suiteTaskById('single.simple_note.daily-log');
    const free = checks(t, 'revise').flatMap((a) => (a.free ?? []) as Obj[]).find((f) => f.field === 'content')!;
    expect(free.constraint).toEqual({ contains: ['call the landlord about the fan'], at_end: ['water the plants', 'return library books'] });
    expect(checks(t, 'revise').some((a) => a.type === 'visible_result_grounded' && a.value === 'call the landlord about the fan')).toBe(true);
    expect(checks(t, 'reopen').some((a) => a.type === 'persisted_visible' && a.value === 'call the landlord about the fan')).toBe(true);
  });
  it('recipe-then-groceries asks the added line after the recipe\'s items', () => {
    const free = checks(suiteTaskById('shared.recipe-then-groceries'), 'b-find').flatMap((a) => (a.free ?? []) as Obj[]).find((f) => f.field === 'content')!;
    expect(free.constraint).toEqual({ contains: ['dashi', 'miso', 'tofu', 'scallions'], at_end: ['To buy: white miso, silken tofu'] });
  });
  it.each([['shared.recipe-then-groceries'], ['single.simple_note.daily-log']])('the reference apps of %s pass every check', async (id) => {
    expect(failedIds(await runCraftedSlots(suiteTaskById(id), (_slot, pkg) => pkg, 'lines16'))).toEqual([]);
  }, 60_000);
});
