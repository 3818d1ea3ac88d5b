import { describe, expect, it } from 'vitest';
import { useTodoist } from './test-helpers.ts';

const { call, callAs, succeeds, fails, one, all, task, project, section, outsider, user, diff: { change } } = useTodoist(41);

describe('todoist sections, comments, labels', () => {
  it('shows and updates sections', () => {
    const household = project('Household');
    const sections = succeeds<{ name: string; num_open_tasks: number }[]>('show_sections', { project_id: household.id }).response;
    expect(sections.map((s) => [s.name, s.num_open_tasks])).toEqual([['Chores', 3], ['Bills', 2]]);
    expect(succeeds('show_sections', { project_id: 0 }).response).toEqual([]);
    fails('show_sections', { project_id: 1 }, 404, 'project_not_found');
    const chores = section('Household', 'Chores');
    const { record } = succeeds('update_section', { section_id: chores.id, name: 'Weekly chores', order_index: 5 });
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
    const comments = succeeds<{ comment_id: number; content: string; author: { email: string } }[]>('show_task_comments', { task_id: rent.id }).response;
    expect(comments).toEqual([expect.objectContaining({ content: expect.stringContaining('online portal'), author: expect.objectContaining({ email: user().email }) })]);
    const claim = task('File renters insurance claim for the broken window');
    expect(succeeds<{ content: string }[]>('show_task_comments', { task_id: claim.id }).response.map((c) => c.content)).toEqual([
      'Claim number HB-4471, adjuster visits on Tuesday.', 'Paid out in full, minus the deductible.',
    ]);
    fails('show_task_comments', { task_id: 1 }, 404, 'task_not_found');
    const id = comments[0]?.comment_id as number;
    const before = one('SELECT * FROM todoist_comments WHERE id = ?', id);
    const { record } = succeeds('update_task_comment', { comment_id: id, content: 'Portal is live.' });
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
    const { record } = succeeds('update_label', { label_id: errands.id, name: 'out-and-about', color: 'red' });
    expect(record.diff).toEqual([change('labels', { updated: [{ id: errands.id, before: { name: 'errands', color: 'green' }, after: { name: 'out-and-about', color: 'red' } }] })]);
    fails('update_label', { label_id: errands.id, name: 'Computer' }, 409, 'already_exists');
    fails('update_label', { label_id: errands.id }, 422, 'nothing_to_update');
    fails('update_label', { label_id: 1, name: 'x' }, 404, 'label_not_found');
    const links = all('SELECT * FROM todoist_task_labels WHERE label_id = ? ORDER BY id', errands.id);
    expect(links.length).toBeGreaterThan(0);
    const label = one('SELECT * FROM todoist_labels WHERE id = ?', errands.id);
    const removed = succeeds('delete_label', { label_id: errands.id });
    expect(removed.record.diff).toEqual([change('labels', { deleted: [label] }), change('task_labels', { deleted: links })]);
    fails('delete_label', { label_id: errands.id }, 404, 'label_not_found');
    const stranger = outsider();
    const own = callAs(stranger.id, 'create_label', { name: 'mine' });
    const refused = call('delete_label', { label_id: (own.response as { label_id: number }).label_id });
    expect({ code: refused.error?.code, diff: refused.diff }).toEqual({ code: 'not_owner', diff: [] });
  });
});
