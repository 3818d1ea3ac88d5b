/**
 * s28 values lane, on the real tasks (the reference run in the real world, its package changed):
 * - climbing-partner-contact s28-s200-f2, move-in-day s28-s200-f3: the app's own earlier text that
 *   holds the value the user changes (a note titled with the old number, an expense described
 *   with the old day) may follow the change, or stay; any other change to it still fails;
 * - packing-list-mailer s28-s200-f4: the draft's recipients in another order are the same;
 *   another recipient still fails;
 * - potluck-drop s28-s203-f1: the items may reach the note as text added to it.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, runAttacked, suiteCheck, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';

const cache = tempDir('s28-values');
const CLIMB = 'multi.climbing-partner-contact';
const MOVE = 'multi.move-in-day';
const MAIL = 'multi.packing-list-mailer';

const action = (ref: Record<string, Obj>, id: string): Obj => {
  const found = versions(ref).flatMap((p) => p.actions as Obj[]).find((a) => a.id === id);
  if (!found) throw new Error(`no action ${id}`);
  return found;
};
const step = (a: Obj, call: string): Obj => (a.plan as Obj[]).find((s) => s.call === call) as Obj;

/** The climbing app whose note names the number; on the change it sets the note's title to `title` (or leaves it). */
const climbing = (title?: string) => (ref: Record<string, Obj>) => {
  step(action(ref, 'welcome_contact'), 'simple_note.create_note').args.title = '{{inputs.first_name}} {{inputs.last_name}} {{inputs.phone_number}}';
  if (title === undefined) return;
  (action(ref, 'new_number').plan as Obj[]).unshift(
    { call: 'simple_note.search_notes', args: { query: '4255550172' }, bind: 'found' },
    { call: 'simple_note.update_note', args: { note_id: '{{found.0.note_id}}', title } },
  );
};

/** The moving app whose van expense names the day; on the move it sets the description to `description` (or leaves it). */
const moving = (description?: string) => (ref: Record<string, Obj>) => {
  step(action(ref, 'make_plan'), 'splitwise.record_expense').args.description = 'Van rental {{inputs.due_date}}';
  if (description === undefined) return;
  (action(ref, 'move_plan').plan as Obj[]).unshift(
    { call: 'splitwise.show_expenses', args: { query: 'Van rental' }, bind: 'found' },
    { call: 'splitwise.update_expense', args: { expense_id: '{{found.0.expense_id}}', description } },
  );
};

const mailing = (emails: string[]) => (ref: Record<string, Obj>) => {
  step(action(ref, 'add_recipient'), 'gmail.update_draft').args.email_addresses = emails;
};

const failing = async (task: string, attack: (ref: Record<string, Obj>) => void) => failed((await runAttacked(suiteTask(task), attack, cache)).rows);
/** The checks that fail where the revise made `call` (so the attack did what it says). */
const failingWith = async (task: string, attack: (ref: Record<string, Obj>) => void, call: string) => {
  const { rows, records } = await runAttacked(suiteTask(task), attack, cache);
  expect(records.get('revise')?.calls.some((c) => c.ok && `${c.app}.${c.api}` === call)).toBe(true);
  return failed(rows);
};

describe('s28 values: the app\'s own earlier text may carry the user\'s change', () => {
  it('climbing-partner-contact: the note titled with the old number may follow the new one, or stay (s28-s200-f2)', async () => {
    expect(await failing(CLIMB, climbing())).toEqual([]);
    expect(await failingWith(CLIMB, climbing('Jae Park {{inputs.phone_number}}'), 'simple_note.update_note')).toEqual([]);
  }, 300_000);
  it('climbing-partner-contact: any other change to that note still fails', async () => {
    const bad = await failing(CLIMB, climbing('Jae Park (new number)'));
    expect(bad).toContain('revise.08.world_matches_reference');
  }, 300_000);
  it('move-in-day: the van expense described with the old day may follow the new day, or stay (s28-s200-f3)', async () => {
    expect(await failing(MOVE, moving())).toEqual([]);
    expect(await failingWith(MOVE, moving('Van rental {{inputs.new_due_date}}'), 'splitwise.update_expense')).toEqual([]);
  }, 300_000);
  it('move-in-day: another description, or another day, still fails', async () => {
    expect(await failing(MOVE, moving('Van rental moved'))).toContain('revise.08.world_matches_reference');
    expect(await failing(MOVE, moving('Van rental 2023-06-09'))).toContain('revise.08.world_matches_reference');
  }, 300_000);
});

describe('s28 values: a list in another order is the same list (s28-s200-f4)', () => {
  it('packing-list-mailer: the new recipient first passes; a wrong recipient fails', async () => {
    expect(await failing(MAIL, mailing(['{{inputs.extra_email}}', '{{inputs.first_email}}']))).toEqual([]);
    expect(await failing(MAIL, mailing(['{{inputs.extra_email}}', 'tomas.rossi@gmail.com']))).toContain('revise.08.world_matches_reference');
    expect(await failing(MAIL, mailing(['{{inputs.extra_email}}']))).toContain('revise.08.world_matches_reference');
  }, 300_000);
});

describe('s28 values: an input may reach another API of the same effect (s28-s203-f1)', () => {
  const screen = (flows: string[]): EpisodeRecord =>
    ({ surface: [{ id: 'make', label: 'Make', kind: 'plan', inputs: [{ name: 'title', label: 'Title', flows_to: ['simple_note.create_note.title'] }, { name: 'things', label: 'Things', flows_to: flows }] }], calls: [], visible_text: '', route: [], probes: {} }) as unknown as EpisodeRecord;
  it('potluck-drop open.02: items added as note text pass; items reaching nothing fail', () => {
    const spec = suiteCheck('single.simple_note.potluck-drop', 'open.02');
    expect(evaluate(spec, screen(['simple_note.add_content_to_note.content']), {}).passed).toBe(true);
    expect(evaluate(spec, screen(['simple_note.add_checklist_item.text']), {}).passed).toBe(true);
    expect(evaluate(spec, screen(['simple_note.create_note.tags']), {}).passed).toBe(false);
  });
});
