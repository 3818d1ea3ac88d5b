/**
 * s17 words17 (issue #30): each fix against the real built task and the real checker. A hand-changed
 * reference runs the real chain: the correct app the finding names passes, the cheapest wrong app
 * fails. The section reading (`headed`) is a checker rule, tested on the texts a screen gives too.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { shownInSection } from '../../../src/stages/check/evaluate.ts';
import { dictatesTitle, saysOpen, topicWordsOf } from './words17.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;
const stepOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj => (actionOf(reference, slot, action).plan as Obj[]).find((s) => s.call === call) as Obj;
const check = (id: string, assertion: string): Obj => taskOf(id).episodes.flatMap((e) => (e.assertions ?? []) as Obj[]).find((a) => a.id === assertion) as Obj;
/** The packages of slot A: the first and each revision. */
const packagesOf = (reference: Record<string, Obj>): Obj[] => [reference.A?.package as Obj, ...Object.values((reference.A?.revisions ?? {}) as Record<string, Obj>)];
/**
 * The reference's main view with its kept list swapped for other components (in every revision),
 * and the change's own result message cut to `said`, so only the list tells the reopened record.
 */
const swapList = (reference: Record<string, Obj>, components: Obj[], change: string, said: string): void => {
  for (const pkg of packagesOf(reference)) {
    const view = (pkg.views as Obj[])[0] as Obj;
    view.components = (view.components as Obj[]).flatMap((c) => (c.type === 'list' ? components : [c]));
    for (const action of (pkg.actions as Obj[]).filter((a) => a.id === change)) for (const s of action.plan as Obj[]) if (typeof s.message === 'string') s.message = said;
  }
};

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('words17'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('a reply to-do names its thread by a telling word (code-review-reply-task)', () => {
  const id = 'multi.code-review-reply-task';
  const title = (t: string) => (ref: Record<string, Obj>) => Object.assign(stepOf(ref, 'A', 'flag_email', 'todoist.create_task').args as Obj, { title: t });
  it('"Reply to Isla: billing fix code review" passes; "Reply" or another thread\'s subject fails', async () => {
    expect(await failed(id, title('Reply to Isla: billing fix code review'))).toEqual([]);
    expect(await failed(id, title('Reply'))).toContain('create.11.world_matches_reference');
    expect(await failed(id, title('Reply: Year-end performance review'))).toContain('create.11.world_matches_reference');
  }, 40_000);
  it('a title the user dictates stays whole', () => {
    expect(dictatesTitle(['Add a to-do called "Code review for the billing fix"'], 'Code review for the billing fix')).toBe(true);
    expect(dictatesTitle(['Star "Code review for the billing fix" and set me a reply task for May 19.'], 'Code review for the billing fix')).toBe(false);
  });
});

describe('a schedule on the chore\'s card (recycling-night-chore)', () => {
  const id = 'multi.recycling-night-chore';
  it('"Recycling pickup" as a heading over "Repeats every two weeks" passes after reopen', async () => {
    expect(check(id, 'reopen.02.persisted_visible').headed).toBe(true);
    expect(await failed(id, (ref) => swapList(ref, [{ type: 'heading', text: '{{state.items.0.title}}' }, { type: 'text', text: 'Repeats {{state.items.0.repeats}}, on {{state.items.0.day}}' }], 'rename_repeat', 'Done.'))).toEqual([]);
  }, 30_000);
  it('the words under another heading, or in a flat list, fail', async () => {
    const other = await failed(id, (ref) => swapList(ref, [{ type: 'heading', text: 'Other chores' }, { type: 'text', text: 'Bins: {{state.items.0.repeats}}' }, { type: 'heading', text: '{{state.items.0.title}}' }, { type: 'text', text: 'On {{state.items.0.day}}' }], 'rename_repeat', 'Done.'));
    expect(other).toContain('reopen.02.persisted_visible');
    // s23: the schedule on the line under the chore is its card and passes; under another chore's line it does not.
    const flat = await failed(id, (ref) => swapList(ref, [{ type: 'text', text: '{{state.items.0.title}}' }, { type: 'text', text: 'Bins out' }, { type: 'text', text: 'Repeats {{state.items.0.repeats}}' }], 'rename_repeat', 'Done.'));
    expect(flat).toContain('reopen.02.persisted_visible');
    const card = await failed(id, (ref) => swapList(ref, [{ type: 'text', text: '{{state.items.0.title}}' }, { type: 'text', text: 'Repeats {{state.items.0.repeats}}' }], 'rename_repeat', 'Done.'));
    expect(card).not.toContain('reopen.02.persisted_visible');
  }, 40_000);
});

describe('a file under its folder\'s heading (camping-checklist-folder)', () => {
  const id = 'single.file_system.camping-checklist-folder';
  it('the folder as a heading with the file below passes; a flat list fails', async () => {
    expect(check(id, 'reopen.02.persisted_visible').headed).toBe(true);
    expect(await failed(id, (ref) => swapList(ref, [{ type: 'heading', text: '{{state.files.0.folder}}' }, { type: 'text', text: '{{state.files.0.name}} — {{state.files.0.status}}' }], 'file_into_folder', 'Filed.'))).toEqual([]);
    expect(await failed(id, (ref) => swapList(ref, [{ type: 'text', text: '{{state.files.0.folder}}' }, { type: 'text', text: '{{state.files.0.name}} — {{state.files.0.status}}' }], 'file_into_folder', 'Filed.'))).toContain('reopen.02.persisted_visible');
  }, 40_000);
  it('reads the section on the texts a screen gives', () => {
    const html = '<h2>camping_2023</h2><p>camping_checklist.txt</p><h2>hiking</h2><p>hiking_list.txt</p>';
    expect(shownInSection(html, 'camping_2023\ncamping_checklist.txt\nhiking\nhiking_list.txt', 'camping_checklist.txt', 'camping_2023', 'normalized')).toBe(true);
    expect(shownInSection(html, 'camping_2023\nhiking_list.txt\nhiking\ncamping_checklist.txt', 'camping_checklist.txt', 'camping_2023', 'normalized')).toBe(false);
    expect(shownInSection('<p>x</p>', 'camping_2023\ncamping_checklist.txt', 'camping_checklist.txt', 'camping_2023', 'normalized')).toBe(false);
    const card = '<h3>Recycling pickup</h3><p>Repeats every 2 weeks</p><h3>Water the plants</h3><p>Repeats weekly</p>';
    expect(shownInSection(card, 'Recycling pickup\nRepeats every 2 weeks\nWater the plants\nRepeats weekly', 'Recycling pickup', 'every 2 weeks', 'normalized')).toBe(true);
    expect(shownInSection(card, 'Recycling pickup\nRepeats weekly\nWater the plants\nRepeats every 2 weeks', 'Recycling pickup', 'every 2 weeks', 'normalized')).toBe(false);
  });
});

describe('a planning note in the user\'s own words (thanksgiving-label)', () => {
  const id = 'multi.thanksgiving-label';
  const note = (fields: Obj) => (ref: Record<string, Obj>) => Object.assign(stepOf(ref, 'A', 'open_topic', 'simple_note.create_note').args as Obj, fields);
  it('takes the intention\'s words for the topic, not what the note is for', () => {
    expect(topicWordsOf('Holiday logistics come by email from all sides. Give them a dedicated Gmail label, file the first thread, and keep a planning note next to it.')).toEqual(['holiday', 'logistics']);
    expect(topicWordsOf('I am training for a race and want every related email under one Gmail label, starting with the plan Ruby sent, plus a note to keep my own remarks.')).toEqual(['training', 'race']);
  });
  it('a note titled "Holiday planning", empty, passes; "Untitled" or no note fails', async () => {
    expect(await failed(id, note({ title: 'Holiday planning', content: '' }))).toEqual([]);
    expect(await failed(id, note({ title: 'Untitled', content: '' }))).toContain('create.14.world_matches_reference');
    const none = await failed(id, (ref) => {
      const action = actionOf(ref, 'A', 'open_topic');
      action.plan = (action.plan as Obj[]).filter((s) => s.call !== 'simple_note.create_note');
    });
    expect(none).toContain('create.13.db_changed');
  }, 40_000);
});

describe('"Open a group" is told by "opened" (cabin-group-note)', () => {
  const id = 'shared.cabin-group-note';
  const told = (message: string, made: string) => (ref: Record<string, Obj>) => {
    const plan = actionOf(ref, 'A', 'create').plan as Obj[];
    for (const s of plan) {
      if (typeof s.message === 'string') s.message = message;
      // The kept item says what was done where it has a field for it (a group made with a typed member has none, s21).
      if (s.append === 'items' && 'made' in (s.item as Obj)) (s.item as Obj).made = made;
    }
  };
  it('reads the verb only where the clause opens a record', () => {
    expect(saysOpen('Open a group called Cabin weekend.')).toBe(true);
    expect(saysOpen('Open the app and add Cabin weekend.')).toBe(false);
  });
  it('"Opened Cabin weekend with Caleb" passes, and so does the name shown with its member', async () => {
    expect(await failed(id, told('Opened {{inputs.name}} with Caleb.', 'opened'))).toEqual([]);
    // Since s21 the group form takes Caleb's address, typed: the kept row tells the group with its member, and
    // the name check asks no word of the action (the world check holds the group made with him).
    expect(await failed(id, told('{{inputs.name}} with Caleb.', 'with Caleb'))).toEqual([]);
  }, 40_000);
});
