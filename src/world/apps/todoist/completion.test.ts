import { describe, expect, it } from 'vitest';
import { nextDue } from './recurrences.ts';
import { useTodoist } from './test-helpers.ts';

const { succeeds, fails, one, all, task, project, now, diff: { change } } = useTodoist(41);

describe('todoist completion', () => {
  it('reopens a completed task', () => {
    const done = task('Clean out the fridge');
    const { record } = succeeds('reopen_task', { task_id: done.id });
    expect(record.diff).toEqual([change('tasks', { updated: [{ id: done.id, before: { is_completed: 1, completed_at: done.completed_at }, after: { is_completed: 0, completed_at: null } }] })]);
    fails('reopen_task', { task_id: done.id }, 409, 'not_completed');
    fails('reopen_task', { task_id: 1 }, 404, 'task_not_found');
  });

  it('shows the completion history newest first, by project and date range', () => {
    const history = succeeds<{ title: string; completed_at: string }[]>('show_completed_tasks', { page_limit: 20 }).response;
    expect(history.length).toBeGreaterThanOrEqual(10);
    expect(history.map((t) => t.completed_at)).toEqual([...history.map((t) => t.completed_at)].sort().reverse());
    const household = succeeds<{ title: string }[]>('show_completed_tasks', { project_id: project('Household').id, page_limit: 20 }).response;
    expect(household.map((t) => t.title)).toEqual([
      'Clean out the fridge', 'Pay the electricity bill (April)', 'Schedule furnace inspection', 'Donate old winter coats',
      'File renters insurance claim for the broken window', 'Descale the coffee machine', 'Set up automatic savings transfer',
    ]);
    const march = succeeds<{ title: string }[]>('show_completed_tasks', { completed_on_or_after: '2023-02-01', completed_on_or_before: '2023-03-31', page_limit: 20 }).response;
    expect(march.map((t) => t.title)).toEqual(['Donate old winter coats', 'File renters insurance claim for the broken window']);
    fails('show_completed_tasks', { project_id: 1 }, 404, 'project_not_found');
    fails('show_completed_tasks', { completed_on_or_after: 'March' }, 422, 'invalid_arguments');
  });

  it('repeating tasks roll their due date on completion', () => {
    const water = task('Water the plants');
    const rule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', water.id);
    const subtasks = all('SELECT * FROM todoist_subtasks WHERE task_id = ?', water.id);
    expect(subtasks).toEqual([]);
    const { record, response } = succeeds('complete_task', { task_id: water.id });
    const next = nextDue(water.due_date as string, 'day', 3);
    expect(response).toEqual({ message: 'Task completed; it repeats.', next_due_date: next });
    expect(record.diff).toEqual([
      change('recurrences', { updated: [{ id: rule.id, before: { times_completed: rule.times_completed, last_completed_at: rule.last_completed_at }, after: { times_completed: (rule.times_completed as number) + 1, last_completed_at: now() } }] }),
      change('tasks', { updated: [{ id: water.id, before: { due_date: water.due_date }, after: { due_date: next } }] }),
    ]);
    const recycling = task('Take out recycling');
    succeeds('update_subtask', { subtask_id: one('SELECT id FROM todoist_subtasks WHERE title = ?', 'Rinse the jars').id, is_completed: true });
    const rolled = succeeds('complete_task', { task_id: recycling.id });
    expect(rolled.record.diff.find((d) => d.table === 'subtasks')?.updated).toEqual([expect.objectContaining({ before: { is_completed: 1 }, after: { is_completed: 0 } })]);
    const plain = task('Renew passport');
    const closed = succeeds('complete_task', { task_id: plain.id });
    expect(closed.record.diff.map((d) => d.table)).toEqual(['tasks']);
  });

  it('computes next due dates, clamping month ends', () => {
    expect(nextDue('2023-01-31', 'month', 1)).toBe('2023-02-28');
    expect(nextDue('2024-02-29', 'year', 1)).toBe('2025-02-28');
    expect(nextDue('2023-05-18', 'week', 2)).toBe('2023-06-01');
    expect(nextDue('2023-12-30', 'day', 3)).toBe('2024-01-02');
    expect(nextDue('2023-11-15', 'month', 3)).toBe('2024-02-15');
  });

  it('sets, changes, lists and removes repeat rules', () => {
    const dentist = task('Call the dentist to reschedule cleaning');
    const { record, response } = succeeds('set_task_recurrence', { task_id: dentist.id, every: 'month', interval: 6 });
    expect(response).toEqual({ message: 'The task now repeats.', next_due_date: nextDue(dentist.due_date as string, 'month', 6) });
    const id = record.diff[0]?.inserted[0]?.id;
    expect(record.diff).toEqual([change('recurrences', { inserted: [{ id, task_id: dentist.id, every: 'month', interval: 6, times_completed: 0, last_completed_at: null, created_at: now() }] })]);
    fails('set_task_recurrence', { task_id: dentist.id, every: 'month', interval: 6 }, 409, 'no_change');
    const changed = succeeds('set_task_recurrence', { task_id: dentist.id, every: 'year' });
    expect(changed.record.diff).toEqual([change('recurrences', { updated: [{ id, before: { every: 'month', interval: 6 }, after: { every: 'year', interval: 1 } }] })]);
    fails('set_task_recurrence', { task_id: task('Back up laptop photos').id, every: 'week' }, 422, 'no_due_date');
    fails('set_task_recurrence', { task_id: task('Clean out the fridge').id, every: 'week' }, 409, 'already_completed');
    fails('set_task_recurrence', { task_id: 1, every: 'week' }, 404, 'task_not_found');
    fails('set_task_recurrence', { task_id: dentist.id, every: 'fortnight' }, 422, 'invalid_arguments');
    const listed = succeeds<{ title: string; recurrence: { every: string } }[]>('show_recurring_tasks', { page_limit: 20 }).response;
    expect(listed.map((t) => t.title).sort()).toEqual(['Call the dentist to reschedule cleaning', 'Pay rent', 'Renew car registration', 'Replace the HVAC filter', 'Take out recycling', 'Water the plants']);
    const rule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', dentist.id);
    const removed = succeeds('remove_task_recurrence', { task_id: dentist.id });
    expect(removed.record.diff).toEqual([change('recurrences', { deleted: [rule] })]);
    fails('remove_task_recurrence', { task_id: dentist.id }, 404, 'not_recurring');
  });
});
