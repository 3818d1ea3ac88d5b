import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import { nextDue } from './todoist/more.ts';
import { expectRefused, useWorld } from './test-world.ts';

// The todoist APIs added for breadth: sections, comments, labels, reopen, completion history,
// assignment, moving, sub-tasks and repeating tasks.
const w = useWorld(41);
const call = (api: string, args: Record<string, unknown> = {}) => w.current.callAsUser('todoist', api, args);
function ok<T = Record<string, unknown>>(api: string, args: Record<string, unknown> = {}): { record: CallRecord; response: T } {
  const record = call(api, args);
  expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
  return { record, response: record.response as T };
}
function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}
type Row = Record<string, unknown> & { id: number };
const one = (sql: string, ...params: unknown[]) => w.current.db.prepare(sql).get(...params) as Row;
const all = (sql: string, ...params: unknown[]) => w.current.db.prepare(sql).all(...params) as Row[];
const task = (title: string) => one('SELECT * FROM todoist_tasks WHERE title = ?', title);
const project = (name: string) => one('SELECT * FROM todoist_projects WHERE name = ?', name);
const section = (projectName: string, name: string) => one('SELECT s.* FROM todoist_sections s JOIN todoist_projects p ON p.id = s.project_id WHERE p.name = ? AND s.name = ?', projectName, name);
const user = () => w.current.mainUser();
const now = () => w.current.now();
const change = (table: string, parts: { inserted?: unknown[]; updated?: unknown[]; deleted?: unknown[] }) => ({ app: 'todoist', table, inserted: [], updated: [], deleted: [], ...parts });
/** A person who is not in a project: someone with no todoist membership at all. */
const outsider = () => one('SELECT * FROM admin_people WHERE id NOT IN (SELECT user_id FROM todoist_project_members) ORDER BY rowid LIMIT 1');
/** Logs in as another person of the world (for ownership errors). */
function callAs(personId: number, api: string, args: Record<string, unknown>): CallRecord {
  const person = one('SELECT * FROM admin_people WHERE id = ?', personId) as Row & { email: string };
  const { password } = one("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'todoist'", personId) as Row & { password: string };
  const token = (w.current.call('todoist', 'login', { username: person.email, password }).response as { access_token: string }).access_token;
  return w.current.call('todoist', api, args, { token });
}

describe('todoist sections, comments, labels', () => {
  it('shows and updates sections', () => {
    const household = project('Household');
    const sections = ok<{ name: string; num_open_tasks: number }[]>('show_sections', { project_id: household.id }).response;
    expect(sections.map((s) => [s.name, s.num_open_tasks])).toEqual([['Chores', 3], ['Bills', 2]]);
    expect(ok('show_sections', { project_id: 0 }).response).toEqual([]);
    fails('show_sections', { project_id: 1 }, 404, 'project_not_found');
    const chores = section('Household', 'Chores');
    const { record } = ok('update_section', { section_id: chores.id, name: 'Weekly chores', order_index: 5 });
    expect(record.diff).toEqual([change('sections', { updated: [{ id: chores.id, before: { name: 'Chores', order_index: 0 }, after: { name: 'Weekly chores', order_index: 5 } }] })]);
    fails('update_section', { section_id: chores.id, name: 'bills' }, 409, 'already_exists');
    fails('update_section', { section_id: chores.id }, 422, 'nothing_to_update');
    fails('update_section', { section_id: 1, name: 'x' }, 404, 'section_not_found');
    const stranger = outsider();
    const refused = callAs(stranger.id, 'update_section', { section_id: chores.id, name: 'x' });
    expect({ code: refused.error?.code, diff: refused.diff }).toEqual({ code: 'not_owner', diff: [] });
  });

  it('lists and edits comments', () => {
    const rent = task('Pay rent');
    const comments = ok<{ comment_id: number; content: string; author: { email: string } }[]>('show_task_comments', { task_id: rent.id }).response;
    expect(comments).toEqual([expect.objectContaining({ content: expect.stringContaining('online portal'), author: expect.objectContaining({ email: user().email }) })]);
    const claim = task('File renters insurance claim for the broken window');
    expect(ok<{ content: string }[]>('show_task_comments', { task_id: claim.id }).response.map((c) => c.content)).toEqual([
      'Claim number HB-4471, adjuster visits on Tuesday.', 'Paid out in full, minus the deductible.',
    ]);
    fails('show_task_comments', { task_id: 1 }, 404, 'task_not_found');
    const id = comments[0]?.comment_id as number;
    const before = one('SELECT * FROM todoist_comments WHERE id = ?', id);
    const { record } = ok('update_task_comment', { comment_id: id, content: 'Portal is live.' });
    expect(record.diff).toEqual([change('comments', { updated: [{ id, before: { content: before.content }, after: { content: 'Portal is live.' } }] })]);
    fails('update_task_comment', { comment_id: 1, content: 'x' }, 404, 'comment_not_found');
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT user_id AS id FROM todoist_project_members WHERE project_id = ? AND user_id != ?', shared.id, user().id);
    const theirs = callAs(sibling.id, 'post_task_comment', { task_id: task('Order photo album').id, content: 'I can pay half.' });
    const refused = call('update_task_comment', { comment_id: (theirs.response as { comment_id: number }).comment_id, content: 'x' });
    expect({ code: refused.error?.code, diff: refused.diff }).toEqual({ code: 'not_owner', diff: [] });
  });

  it('updates and deletes labels', () => {
    const errands = one("SELECT * FROM todoist_labels WHERE name = 'errands'");
    const { record } = ok('update_label', { label_id: errands.id, name: 'out-and-about', color: 'red' });
    expect(record.diff).toEqual([change('labels', { updated: [{ id: errands.id, before: { name: 'errands', color: 'green' }, after: { name: 'out-and-about', color: 'red' } }] })]);
    fails('update_label', { label_id: errands.id, name: 'Computer' }, 409, 'already_exists');
    fails('update_label', { label_id: errands.id }, 422, 'nothing_to_update');
    fails('update_label', { label_id: 1, name: 'x' }, 404, 'label_not_found');
    const links = all('SELECT * FROM todoist_task_labels WHERE label_id = ? ORDER BY id', errands.id);
    expect(links.length).toBeGreaterThan(0);
    const label = one('SELECT * FROM todoist_labels WHERE id = ?', errands.id);
    const removed = ok('delete_label', { label_id: errands.id });
    expect(removed.record.diff).toEqual([change('labels', { deleted: [label] }), change('task_labels', { deleted: links })]);
    fails('delete_label', { label_id: errands.id }, 404, 'label_not_found');
    const stranger = outsider();
    const own = callAs(stranger.id, 'create_label', { name: 'mine' });
    const refused = call('delete_label', { label_id: (own.response as { label_id: number }).label_id });
    expect({ code: refused.error?.code, diff: refused.diff }).toEqual({ code: 'not_owner', diff: [] });
  });
});

describe('todoist completion', () => {
  it('reopens a completed task', () => {
    const done = task('Clean out the fridge');
    const { record } = ok('reopen_task', { task_id: done.id });
    expect(record.diff).toEqual([change('tasks', { updated: [{ id: done.id, before: { is_completed: 1, completed_at: done.completed_at }, after: { is_completed: 0, completed_at: null } }] })]);
    fails('reopen_task', { task_id: done.id }, 409, 'not_completed');
    fails('reopen_task', { task_id: 1 }, 404, 'task_not_found');
  });

  it('shows the completion history newest first, by project and date range', () => {
    const history = ok<{ title: string; completed_at: string }[]>('show_completed_tasks', { page_limit: 20 }).response;
    expect(history.length).toBeGreaterThanOrEqual(10);
    expect(history.map((t) => t.completed_at)).toEqual([...history.map((t) => t.completed_at)].sort().reverse());
    const household = ok<{ title: string }[]>('show_completed_tasks', { project_id: project('Household').id, page_limit: 20 }).response;
    expect(household.map((t) => t.title)).toEqual([
      'Clean out the fridge', 'Pay the electricity bill (April)', 'Schedule furnace inspection', 'Donate old winter coats',
      'File renters insurance claim for the broken window', 'Descale the coffee machine', 'Set up automatic savings transfer',
    ]);
    const march = ok<{ title: string }[]>('show_completed_tasks', { completed_on_or_after: '2023-02-01', completed_on_or_before: '2023-03-31', page_limit: 20 }).response;
    expect(march.map((t) => t.title)).toEqual(['Donate old winter coats', 'File renters insurance claim for the broken window']);
    fails('show_completed_tasks', { project_id: 1 }, 404, 'project_not_found');
    fails('show_completed_tasks', { completed_on_or_after: 'March' }, 422, 'invalid_arguments');
  });

  it('repeating tasks roll their due date on completion', () => {
    const water = task('Water the plants');
    const rule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', water.id);
    const subtasks = all('SELECT * FROM todoist_subtasks WHERE task_id = ?', water.id);
    expect(subtasks).toEqual([]);
    const { record, response } = ok('complete_task', { task_id: water.id });
    const next = nextDue(water.due_date as string, 'day', 3);
    expect(response).toEqual({ message: 'Task completed; it repeats.', next_due_date: next });
    expect(record.diff).toEqual([
      change('recurrences', { updated: [{ id: rule.id, before: { times_completed: rule.times_completed, last_completed_at: rule.last_completed_at }, after: { times_completed: (rule.times_completed as number) + 1, last_completed_at: now() } }] }),
      change('tasks', { updated: [{ id: water.id, before: { due_date: water.due_date }, after: { due_date: next } }] }),
    ]);
    const recycling = task('Take out recycling');
    ok('update_subtask', { subtask_id: one('SELECT id FROM todoist_subtasks WHERE title = ?', 'Rinse the jars').id, is_completed: true });
    const rolled = ok('complete_task', { task_id: recycling.id });
    expect(rolled.record.diff.find((d) => d.table === 'subtasks')?.updated).toEqual([expect.objectContaining({ before: { is_completed: 1 }, after: { is_completed: 0 } })]);
    const plain = task('Renew passport');
    const closed = ok('complete_task', { task_id: plain.id });
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
    const { record, response } = ok('set_task_recurrence', { task_id: dentist.id, every: 'month', interval: 6 });
    expect(response).toEqual({ message: 'The task now repeats.', next_due_date: nextDue(dentist.due_date as string, 'month', 6) });
    const id = record.diff[0]?.inserted[0]?.id;
    expect(record.diff).toEqual([change('recurrences', { inserted: [{ id, task_id: dentist.id, every: 'month', interval: 6, times_completed: 0, last_completed_at: null, created_at: now() }] })]);
    fails('set_task_recurrence', { task_id: dentist.id, every: 'month', interval: 6 }, 409, 'no_change');
    const changed = ok('set_task_recurrence', { task_id: dentist.id, every: 'year' });
    expect(changed.record.diff).toEqual([change('recurrences', { updated: [{ id, before: { every: 'month', interval: 6 }, after: { every: 'year', interval: 1 } }] })]);
    fails('set_task_recurrence', { task_id: task('Back up laptop photos').id, every: 'week' }, 422, 'no_due_date');
    fails('set_task_recurrence', { task_id: task('Clean out the fridge').id, every: 'week' }, 409, 'already_completed');
    fails('set_task_recurrence', { task_id: 1, every: 'week' }, 404, 'task_not_found');
    fails('set_task_recurrence', { task_id: dentist.id, every: 'fortnight' }, 422, 'invalid_arguments');
    const listed = ok<{ title: string; recurrence: { every: string } }[]>('show_recurring_tasks', { page_limit: 20 }).response;
    expect(listed.map((t) => t.title).sort()).toEqual(['Call the dentist to reschedule cleaning', 'Pay rent', 'Renew car registration', 'Replace the HVAC filter', 'Take out recycling', 'Water the plants']);
    const rule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', dentist.id);
    const removed = ok('remove_task_recurrence', { task_id: dentist.id });
    expect(removed.record.diff).toEqual([change('recurrences', { deleted: [rule] })]);
    fails('remove_task_recurrence', { task_id: dentist.id }, 404, 'not_recurring');
  });
});

describe('todoist assignment, moving, sub-tasks', () => {
  it('assigns to collaborators only, notifies them, and unassigns', () => {
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT p.* FROM todoist_project_members m JOIN admin_people p ON p.id = m.user_id WHERE m.project_id = ? AND m.user_id != ?', shared.id, user().id) as Row & { email: string };
    const dinner = task('Plan Saturday dinner reservation');
    const target = dinner.assignee_id === sibling.id ? user() : sibling;
    const { record } = ok('assign_or_unassign_task', { task_id: dinner.id, assignee_email: target.email });
    const tasksChange = change('tasks', { updated: [{ id: dinner.id, before: { assignee_id: dinner.assignee_id }, after: { assignee_id: target.id } }] });
    if (target.id === sibling.id) {
      expect(record.diff).toEqual([tasksChange, change('notifications', { inserted: [expect.objectContaining({ user_id: sibling.id, type: 'task_assigned', project_id: shared.id, is_read: 0 })] })]);
    } else expect(record.diff).toEqual([tasksChange]);
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: target.email }, 409, 'no_change');
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: (outsider() as Row & { email: string }).email }, 422, 'not_collaborator');
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: 'nobody@example.invalid' }, 404, 'user_not_found');
    const cleared = ok('assign_or_unassign_task', { task_id: dinner.id, assignee_email: null });
    expect(cleared.record.diff).toEqual([change('tasks', { updated: [{ id: dinner.id, before: { assignee_id: target.id }, after: { assignee_id: null } }] })]);
    fails('assign_or_unassign_task', { task_id: dinner.id, assignee_email: null }, 409, 'no_change');
  });

  it('moves a task to another project and section', () => {
    const passport = task('Renew passport');
    const bills = section('Household', 'Bills');
    const last = one('SELECT MAX(order_index) AS m FROM todoist_tasks WHERE project_id = ?', bills.project_id).m as number;
    const { record } = ok('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: bills.id });
    expect(record.diff).toEqual([change('tasks', { updated: [{ id: passport.id, before: { project_id: passport.project_id, section_id: null, order_index: passport.order_index }, after: { project_id: bills.project_id, section_id: bills.id, order_index: last + 1 } }] })]);
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: bills.id }, 409, 'no_change');
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: section('Trip to Japan', 'Packing').id }, 422, 'section_not_in_project');
    fails('move_task', { task_id: passport.id, project_id: 1 }, 404, 'project_not_found');
    fails('move_task', { task_id: passport.id, project_id: bills.project_id, section_id: 1 }, 404, 'section_not_found');
    const back = ok('move_task', { task_id: passport.id, project_id: 0 });
    expect(back.record.diff[0]?.updated[0]?.after).toMatchObject({ project_id: passport.project_id, section_id: null });
  });

  it('clears an assignee who is not in the destination project', () => {
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT user_id AS id FROM todoist_project_members WHERE project_id = ? AND user_id != ?', shared.id, user().id);
    const theirs = one('SELECT * FROM todoist_tasks WHERE project_id = ? AND assignee_id = ? LIMIT 1', shared.id, sibling.id);
    const { record } = ok('move_task', { task_id: theirs.id, project_id: 0 });
    expect(record.diff[0]?.updated[0]?.after).toMatchObject({ assignee_id: null });
  });

  it('creates, lists, updates and deletes sub-tasks; delete_task takes them along', () => {
    const passport = task('Renew passport');
    const listed = ok<{ title: string; is_completed: boolean; order_index: number }[]>('show_subtasks', { task_id: passport.id }).response;
    expect(listed.map((s) => [s.title, s.is_completed, s.order_index])).toEqual([['Get new passport photos', true, 0], ['Fill in form DS-82', false, 1], ['Mail the application with the old passport', false, 2]]);
    const { record, response } = ok<{ subtask_id: number }>('create_subtask', { task_id: passport.id, title: 'Track the application online' });
    expect(record.diff).toEqual([change('subtasks', { inserted: [{ id: response.subtask_id, task_id: passport.id, title: 'Track the application online', is_completed: 0, order_index: 3, created_at: now() }] })]);
    fails('create_subtask', { task_id: passport.id, title: 'track the application ONLINE' }, 409, 'already_exists');
    fails('create_subtask', { task_id: 1, title: 'x' }, 404, 'task_not_found');
    const updated = ok('update_subtask', { subtask_id: response.subtask_id, title: 'Track it online', is_completed: true });
    expect(updated.record.diff).toEqual([change('subtasks', { updated: [{ id: response.subtask_id, before: { title: 'Track the application online', is_completed: 0 }, after: { title: 'Track it online', is_completed: 1 } }] })]);
    fails('update_subtask', { subtask_id: response.subtask_id }, 422, 'nothing_to_update');
    fails('update_subtask', { subtask_id: 1, title: 'x' }, 404, 'subtask_not_found');
    const row = one('SELECT * FROM todoist_subtasks WHERE id = ?', response.subtask_id);
    const removed = ok('delete_subtask', { subtask_id: response.subtask_id });
    expect(removed.record.diff).toEqual([change('subtasks', { deleted: [row] })]);
    fails('delete_subtask', { subtask_id: response.subtask_id }, 404, 'subtask_not_found');
    const stranger = outsider();
    const refused = callAs(stranger.id, 'show_subtasks', { task_id: passport.id });
    expect(refused.error?.code).toBe('not_owner');
    const rest = all('SELECT * FROM todoist_subtasks WHERE task_id = ? ORDER BY id', passport.id);
    const gone = ok('delete_task', { task_id: passport.id });
    expect(gone.record.diff.find((d) => d.table === 'subtasks')?.deleted).toEqual(rest);
    const recycling = task('Take out recycling');
    const recycleRule = one('SELECT * FROM todoist_recurrences WHERE task_id = ?', recycling.id);
    const both = ok('delete_task', { task_id: recycling.id });
    expect(both.record.diff.find((d) => d.table === 'recurrences')?.deleted).toEqual([recycleRule]);
  });

  it('delete_project takes sub-tasks and repeat rules along', () => {
    const household = project('Household');
    const rules = all('SELECT r.* FROM todoist_recurrences r JOIN todoist_tasks t ON t.id = r.task_id WHERE t.project_id = ? ORDER BY r.id', household.id);
    const subs = all('SELECT s.* FROM todoist_subtasks s JOIN todoist_tasks t ON t.id = s.task_id WHERE t.project_id = ? ORDER BY s.id', household.id);
    const { record } = ok('delete_project', { project_id: household.id });
    expect(record.diff.find((d) => d.table === 'recurrences')?.deleted).toEqual(rules);
    expect(record.diff.find((d) => d.table === 'subtasks')?.deleted).toEqual(subs);
    expect(rules).toHaveLength(5);
  });
});

// Older todoist APIs that had no test of their own.
describe('todoist older reads and deletes', () => {
  it('show_task shows one task with its comments', () => {
    const rent = task('Pay rent');
    const shown = ok<{ task_id: number; title: string; project_name: string; comments: { content: string }[] }>('show_task', { task_id: rent.id }).response;
    expect(shown).toMatchObject({ task_id: rent.id, title: 'Pay rent', project_name: 'Household' });
    expect(shown.comments.map((c) => c.content)).toEqual(['Landlord switched to the online portal; use that from June.']);
    fails('show_task', { task_id: 1 }, 404, 'task_not_found');
    const refused = callAs(outsider().id, 'show_task', { task_id: rent.id });
    expect(refused.error?.code).toBe('not_owner');
  });

  it('show_notifications lists newest first and filters by read state', () => {
    const all = ok<{ is_read: boolean; created_at: string }[]>('show_notifications', { page_limit: 20 }).response;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.map((n) => n.created_at)).toEqual([...all.map((n) => n.created_at)].sort().reverse());
    const unread = ok<{ is_read: boolean }[]>('show_notifications', { is_read: false }).response;
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((n) => !n.is_read)).toBe(true);
  });

  it('delete_section keeps its tasks without a section', () => {
    const chores = section('Household', 'Chores');
    const tasks = all('SELECT * FROM todoist_tasks WHERE section_id = ? ORDER BY id', chores.id);
    const { record } = ok('delete_section', { section_id: chores.id });
    expect(record.diff).toEqual([
      change('sections', { deleted: [chores] }),
      change('tasks', { updated: tasks.map((t) => ({ id: t.id, before: { section_id: chores.id }, after: { section_id: null } })) }),
    ]);
    fails('delete_section', { section_id: chores.id }, 404, 'section_not_found');
  });

  it('delete_task_comment deletes only your own comments', () => {
    const comment = one('SELECT * FROM todoist_comments WHERE author_id = ? ORDER BY id LIMIT 1', user().id);
    const { record } = ok('delete_task_comment', { comment_id: comment.id });
    expect(record.diff).toEqual([change('comments', { deleted: [comment] })]);
    fails('delete_task_comment', { comment_id: comment.id }, 404, 'comment_not_found');
    const shared = project("Mom's 60th Birthday");
    const sibling = one('SELECT user_id AS id FROM todoist_project_members WHERE project_id = ? AND user_id != ?', shared.id, user().id);
    const theirs = callAs(sibling.id, 'post_task_comment', { task_id: task('Order photo album').id, content: 'Mine.' });
    fails('delete_task_comment', { comment_id: (theirs.response as { comment_id: number }).comment_id }, 403, 'not_owner');
  });

  it('remove_label_from_task removes one link and refuses when absent', () => {
    const link = one("SELECT tl.* FROM todoist_task_labels tl JOIN todoist_labels l ON l.id = tl.label_id WHERE l.name = 'errands' ORDER BY tl.id LIMIT 1");
    const { record } = ok('remove_label_from_task', { task_id: link.task_id, label_id: link.label_id });
    expect(record.diff).toEqual([change('task_labels', { deleted: [link] })]);
    fails('remove_label_from_task', { task_id: link.task_id, label_id: link.label_id }, 409, 'not_labeled');
    fails('remove_label_from_task', { task_id: link.task_id, label_id: 1 }, 404, 'label_not_found');
  });

  it('accept_project_invite refuses unknown codes', () => {
    fails('accept_project_invite', { invite_code: 'NOPE0000' }, 404, 'invite_not_found');
  });
});

