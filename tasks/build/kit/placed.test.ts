/**
 * A to-do's place is the app's where the user named none (issue #30, s14 placed15; kit/placed.ts),
 * judged on the built tasks by the checker's own end-state comparison: a correct app that files the
 * to-do in another project or section passes, and the cheapest wrong apps the findings name (the
 * wrong date, the wrong title, a to-do outside the project the user named) still fail.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FreeField, TaskInput } from '../../../src/schemas/task.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';
import { placementLeft } from './placed.ts';

type Row = Record<string, unknown>;
interface Assertion {
  type: string;
  free?: FreeField[];
}

const suiteTask = (id: string): TaskInput => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as TaskInput;

/** The end-state problems of an app whose one new to-do differs from the reference's only in `theirs`, under the episode's own free fields. */
function judge(id: string, episode: string, ours: Row, theirs: Row): string[] {
  const e = suiteTask(id).episodes.find((x) => x.id === episode);
  const world = ((e?.assertions ?? []) as Assertion[]).find((a) => a.type === 'world_matches_reference');
  // As the checker reads them: a free field without a constraint is free of any content.
  const free = (world?.free ?? []).map((f) => ({ ...f, constraint: f.constraint ?? 'any' }));
  const change = (row: Row) => [{ app: 'todoist', table: 'tasks', inserted: [{ id: 7, ...row }], updated: [], deleted: [] }];
  return compareWithReference({ changes: change({ ...ours, ...theirs }), captures: {}, probed: [] }, { changes: change(ours), captures: {} }, { free, rows: [] });
}

const INBOX = 9801344;
const HOUSEHOLD = 2468006;
const CHORES = 5645411;
const todo = (title: string, due: string | null, project = INBOX, order = 9): Row => ({ project_id: project, section_id: null, title, description: '', due_date: due, priority: 'medium', is_completed: 0, order_index: order });

describe('a to-do the user named no project for may go in any of their projects', () => {
  it('"Put Book club: The Overstory on June 8": the Inbox or the Household project, in a section or none', () => {
    const ours = todo('Book club: The Overstory', '2023-06-08');
    expect(judge('multi.book-club', 'create', ours, {})).toEqual([]);
    expect(judge('multi.book-club', 'create', ours, { project_id: HOUSEHOLD, section_id: CHORES, order_index: 14 })).toEqual([]);
    // The cheapest wrong apps: the wrong day, or another to-do's title, wherever it is filed.
    expect(judge('multi.book-club', 'create', ours, { project_id: HOUSEHOLD, due_date: '2023-06-15' })).toHaveLength(1);
    expect(judge('multi.book-club', 'create', ours, { project_id: HOUSEHOLD, title: 'Book club' })).toHaveLength(1);
  });

  it('"Chore: clean the oven": the Household project\'s Chores section, where the fixture keeps chores, is a correct place', () => {
    const ours = todo('Clean the oven', null);
    expect(judge('shared.chore-comment', 'a-create', ours, { project_id: HOUSEHOLD, section_id: CHORES, order_index: 3 })).toEqual([]);
    expect(judge('shared.chore-comment', 'a-create', ours, { project_id: HOUSEHOLD, title: 'Clean the fridge' })).toHaveLength(1);
  });

  it('every flagged task of the sweep leaves the project, the section and the position to the app', () => {
    const flagged = ['multi.baby-shower-checklist', 'multi.dog-walk-paid', 'multi.plumber-email-todo', 'shared.payment-refund-todo', 'shared.rug-errand-handoff', 'single.todoist.garage-cleanout-tick', 'single.todoist.wedding-speech-tick'];
    for (const id of flagged) {
      const task = suiteTask(id);
      const left = task.episodes.map((_, index) => placementLeft(task, index)).filter((f) => f.length > 0);
      expect(left, id).toEqual([['project_id', 'section_id', 'order_index']]);
    }
  });
});

describe('a project the user named stays checked; only its section is free', () => {
  it('"Add Order the birthday cake to Mom\'s 60th Birthday": the Plans section passes, another project fails', () => {
    const ours = { ...todo('Order the birthday cake', null, 3690229), order_index: 4 };
    expect(judge('single.todoist.birthday-hand-off', 'create', ours, { section_id: 8300001 })).toEqual([]);
    expect(judge('single.todoist.birthday-hand-off', 'create', ours, { project_id: INBOX })).toHaveLength(1);
    expect(judge('single.todoist.birthday-hand-off', 'create', ours, { project_id: HOUSEHOLD, section_id: CHORES })).toHaveLength(1);
  });

  it('"Add Write release notes for search v2" to the Q2 Launch checklist: a section passes, the Inbox fails', () => {
    const ours = todo('Write release notes for search v2', '2023-05-30', 7356898, 6);
    expect(judge('single.todoist.launch-checklist', 'create', ours, { section_id: 4 })).toEqual([]);
    expect(judge('single.todoist.launch-checklist', 'create', ours, { project_id: INBOX, order_index: 12 })).toHaveLength(1);
  });

  it('a user who puts the to-do in the Todoist Inbox gets it there: another project still fails', () => {
    const task = suiteTask('single.todoist.capture-then-file-gutter');
    expect(task.episodes.map((_, index) => placementLeft(task, index)).flat()).toEqual([]);
    const ours = todo('Clean the gutters', null);
    expect(judge('single.todoist.capture-then-file-gutter', 'create', ours, { project_id: HOUSEHOLD, order_index: 3 })).toHaveLength(1);
  });
});

describe('the three episodes the sweep found unnatural say what the reference does (s14 infidelity)', () => {
  const episode = (id: string, name: string) => suiteTask(id).episodes.find((e) => e.id === name) as { message?: string; values?: Record<string, unknown> };

  it('dinner-party: the reference writes only what the user gave (no menu, no 7pm)', () => {
    const reference = JSON.stringify(suiteTask('multi.dinner-party').reference);
    for (const invented of ['Risotto', 'lemon tart', '7pm']) expect(reference).not.toContain(invented);
    expect(reference).toContain('Shopping for {{inputs.title}}');
  });

  it('meeting-notes-draft: the user adds Priya to the draft, which stays unsent', () => {
    expect(episode('multi.meeting-notes-draft', 'revise').message).toBe('Add Priya to that draft as well.');
  });

  it('gift-pool: the user names both people who chip in now, the two the operator types', () => {
    const revise = episode('single.splitwise.gift-pool', 'revise');
    expect(revise.message).toMatch(/Chloe and Nora/);
    expect(revise.values?.['new_people|debtor_emails']).toBe('chloe.patel@gmail.com, nora.patel@gmail.com');
  });
});
