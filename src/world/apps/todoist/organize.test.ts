import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../schemas/world.ts';
import { expectRefused, useWorld } from '../test-world.ts';

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
