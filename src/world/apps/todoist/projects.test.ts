import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../fixture.ts';
import type { World } from '../../engine.ts';
import type { Person } from '../../types.ts';
import { expectRefused, people } from '../test-world.ts';

function tokenFor(world: World, person: Person): string {
  const { password } = world.db.prepare("SELECT password FROM admin_passwords WHERE person_id = ? AND app = 'todoist'").get(person.id) as { password: string };
  return (world.call('todoist', 'login', { username: person.email, password }).response as { access_token: string }).access_token;
}

type ProjectView = { project_id: number; name: string; is_inbox: boolean; is_shared: boolean; sections: { section_id: number }[]; num_tasks: number };

describe('todoist projects', () => {
  it('create, update and delete a project; the Inbox is locked', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const created = world.callAsUser('todoist', 'create_project', { name: 'Garage sale' });
    const id = (created.response as { project_id: number }).project_id;
    expect(created.diff).toEqual([
      { app: 'todoist', table: 'project_members', inserted: [{ id: expect.any(Number), project_id: id, user_id: user.id, is_favorite: 0, is_archived: 0, joined_at: world.now() }], updated: [], deleted: [] },
      { app: 'todoist', table: 'projects', inserted: [{ id, owner_id: user.id, name: 'Garage sale', color: 'charcoal', description: '', is_inbox: 0, created_at: world.now() }], updated: [], deleted: [] },
    ]);
    expectRefused(world.callAsUser('todoist', 'create_project', { name: 'garage SALE' }), 409, 'already_exists');
    expect(world.callAsUser('todoist', 'update_project', { project_id: id, color: 'green' }).diff).toEqual([
      { app: 'todoist', table: 'projects', inserted: [], updated: [{ id, before: { color: 'charcoal' }, after: { color: 'green' } }], deleted: [] },
    ]);
    const section = world.callAsUser('todoist', 'create_section', { project_id: id, name: 'Furniture' });
    expect(section.diff[0]?.inserted).toEqual([{ id: (section.response as { section_id: number }).section_id, project_id: id, name: 'Furniture', order_index: 0, created_at: world.now() }]);
    expectRefused(world.callAsUser('todoist', 'delete_project', { project_id: 0 }), 409, 'inbox_locked');
    const deleted = world.callAsUser('todoist', 'delete_project', { project_id: id });
    expect(deleted.diff.map((t) => t.table)).toEqual(['project_members', 'projects', 'sections']);
    expectRefused(world.callAsUser('todoist', 'show_project', { project_id: id }), 404, 'project_not_found');
  });

  it('send_project_invite emails the invitee through gmail and notifies them; accepting joins the project', () => {
    const world = freshWorld();
    const user = world.mainUser();
    const projects = world.callAsUser('todoist', 'show_projects', { page_limit: 20 }).response as ProjectView[];
    const project = projects.find((p) => p.name === 'Home Renovation') as ProjectView;
    const invitee = people(world)[9] as Person;
    const record = world.callAsUser('todoist', 'send_project_invite', { project_id: project.project_id, email: invitee.email });
    expect(record.ok).toBe(true);
    const code = (record.response as { invite_code: string }).invite_code;
    expect(record.diff.map((t) => `${t.app}.${t.table}`)).toEqual(['gmail.emails', 'gmail.threads', 'gmail.user_threads', 'todoist.invites', 'todoist.notifications']);
    const email = record.diff[0]?.inserted[0];
    expect(email).toMatchObject({ sender_id: user.id, recipient_ids: JSON.stringify([invitee.id]) });
    expect(String(email?.body)).toContain(code);
    expect(record.diff[3]?.inserted).toEqual([{ id: expect.any(Number), project_id: project.project_id, invitor_id: user.id, invitee_id: invitee.id, invite_code: code, status: 'pending', created_at: world.now() }]);
    expect(record.diff[4]?.inserted[0]).toMatchObject({ user_id: invitee.id, type: 'project_invite', project_id: project.project_id, is_read: 0 });
    expectRefused(world.callAsUser('todoist', 'send_project_invite', { project_id: project.project_id, email: invitee.email }), 409, 'already_invited');
    expectRefused(world.callAsUser('todoist', 'send_project_invite', { project_id: project.project_id, email: 'ghost@nowhere.example' }), 404, 'user_not_found');
    expectRefused(world.callAsUser('todoist', 'send_project_invite', { project_id: 0, email: invitee.email }), 409, 'inbox_locked');
    const token = tokenFor(world, invitee);
    expectRefused(world.call('todoist', 'show_project', { project_id: project.project_id }, { token }), 403, 'not_owner');
    const accepted = world.call('todoist', 'accept_project_invite', { invite_code: code }, { token });
    expect(accepted.diff.map((t) => t.table)).toEqual(['invites', 'notifications', 'project_members']);
    expect(accepted.diff[1]?.inserted[0]).toMatchObject({ user_id: user.id, type: 'collaborator_joined' });
    expectRefused(world.call('todoist', 'accept_project_invite', { invite_code: code }, { token }), 409, 'not_pending');
    expect(world.call('todoist', 'show_project', { project_id: project.project_id }, { token }).ok).toBe(true);
    expectRefused(world.call('todoist', 'delete_project', { project_id: project.project_id }, { token }), 403, 'not_owner');
    expectRefused(world.callAsUser('todoist', 'send_project_invite', { project_id: project.project_id, email: invitee.email }), 409, 'already_member');
  });
});
