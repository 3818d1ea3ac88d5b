/**
 * One-off acts that are over after reopen (session 15, lane over; `acts-over.ts`): a reminder
 * sent, a voicemail marked listened, a file or group restored. Unit rules both ways, then the real
 * generate → run → check chain with hand-made apps: a correct app that keeps no list of what it did
 * passes the reopen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, listedAs, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { withActsOver } from './acts-over.ts';
import { STATE_WORDS } from './state-words.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const reopenChecks = (t: Obj): Obj[] => (t.episodes as Obj[]).filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions as Obj[]);
const reopenIds = (t: Obj): string[] => reopenChecks(t).map((a) => a.id as string);
const reopenFails = (t: Obj, rows: Awaited<ReturnType<typeof runCrafted>>) => failedIds(rows).filter((id) => reopenIds(t).includes(id));

/** An app that keeps nothing: it reopens on its bare forms (no kept list, no result). */
const bare = (pkg: Obj): Obj => {
  for (const view of pkg.views) view.components = view.components.filter((c: Obj) => c.type !== 'list' && c.type !== 'result');
  return pkg;
};

const shown = (id: string, value: string, state: readonly string[]) => ({ id, type: 'visible_result_grounded', value, match: 'normalized', state: [...state] });
const request = { app: 'venmo', table: 'payment_requests', key: { id: '$r' }, field: 'description' };
const task = (intention: string, stepState: readonly string[], reopen: Obj[]) =>
  ({
    id: 't', family: 'single', apps: [{ slot: 'A', intention }],
    episodes: [
      { id: 'open', stage: 'open', assertions: [] },
      { id: 'revise', stage: 'revise', message: 'Do it.', assertions: [shown('revise.08.visible_result_grounded', 'June rent', stepState)] },
      { id: 'reopen', stage: 'reopen', assertions: reopen },
    ],
  }) as never;
const kept = (t: never): Obj[] => (withActsOver(t) as Obj).episodes[2].assertions as Obj[];

describe('the rule (withActsOver)', () => {
  const own = { id: 'reopen.02.persisted_visible', type: 'persisted_visible', value: 'June rent', match: 'normalized', state: [...STATE_WORDS.reminded] };
  const readBack = { id: 'reopen.03.persisted_visible', type: 'persisted_visible', value: 'June rent', match: 'normalized', record: request, state: [...STATE_WORDS.reminded] };
  const input = { id: 'reopen.04.input_available', type: 'input_available', names: ['what'] };
  it('a reminder word goes: the app\'s own copy of it whole, a pending request read back keeps its check without the word', () => {
    const left = kept(task('Collect the rent share by Venmo requests.', STATE_WORDS.reminded, [own, readBack, input]));
    expect(left.map((a) => a.id)).toEqual(['reopen.03.persisted_visible', 'reopen.04.input_available']);
    expect(left[0]).not.toHaveProperty('state');
    expect(left[0]!.record).toEqual(request);
  });
  it('a record restored is ordinary again: its read-back check goes too', () => {
    const plain = { ...readBack, state: undefined };
    expect(kept(task('Delete a group by name and restore it.', STATE_WORDS.restored, [plain, input])).map((a) => a.id)).toEqual(['reopen.04.input_available']);
  });
  it('an app owed a list, and a done list whose words merely include "listened", are untouched', () => {
    expect(kept(task('Keep a log of the reminders I send.', STATE_WORDS.reminded, [own, readBack, input]))).toHaveLength(3);
    const ticked = { id: 'reopen.05.persisted_visible', type: 'persisted_visible', value: 'June rent', match: 'normalized', record: request, state: [...STATE_WORDS.done] };
    expect(STATE_WORDS.done).toContain('listened');
    expect(kept(task('Sub-tasks I can check off.', STATE_WORDS.done, [ticked, input]))).toHaveLength(2);
  });
});

describe('the tasks of the findings', () => {
  it('moving-truck-split: no reminder word after reopen; the pending request\'s amount read back stays', () => {
    const checks = reopenChecks(suiteTaskById('multi.moving-truck-split'));
    expect(checks.some((a) => (a.state ?? []).includes('reminded'))).toBe(false);
    expect(checks.some((a) => a.type === 'persisted_visible' && a.record?.table === 'payment_requests' && a.record.field === 'amount')).toBe(true);
  });
  for (const id of ['single.file_system.itinerary-oops', 'single.phone.landlord-voicemail', 'single.phone.voicemail-triage', 'single.splitwise.archive-old-trip']) {
    it(`${id}: the reopen asks for no record shown`, () => {
      // s23: a gone check (regone: a record flipped back not shown as it was) asks for no record shown either.
      expect(reopenChecks(suiteTaskById(id)).filter((a) => (a.type === 'persisted_visible' && a.gone !== true) || a.type === 'state_retained')).toEqual([]);
    });
  }
  it('a correct moving-truck app whose list says "requested, pending" and no reminder word passes the reopen', async () => {
    const t = suiteTaskById('multi.moving-truck-split');
    const rows = await runCrafted(t, listedAs('items', '{{item.what}} - ${{item.share}} requested, pending'), 'acts-over');
    expect(rows.some((r) => r.assertion.startsWith('reopen.'))).toBe(true);
    expect(reopenFails(t, rows)).toEqual([]);
  }, 30_000);
  it('a correct voicemail app with its two forms and no kept list passes the reopen', async () => {
    const t = suiteTaskById('single.phone.landlord-voicemail');
    const rows = await runCrafted(t, bare, 'acts-over');
    expect(rows.some((r) => r.assertion.startsWith('reopen.'))).toBe(true);
    expect(reopenFails(t, rows)).toEqual([]);
  }, 30_000);
});
