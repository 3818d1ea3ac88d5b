import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { message } from '../../returns.ts';
import { insertRow } from '../common.ts';
import { notify, requireProject } from './store.ts';

const projectId = z.number().int().min(0).describe('Id of the project; 0 means your Inbox.');
const ACCESS = ['project_not_found: no such project', 'not_owner: the project is not shared with you'];

/** Sharing a project: an invite by notification and email (through gmail), accepted with its code. */
export const inviteApis: ApiDef[] = [
  api({
    name: 'send_project_invite',
    method: 'POST',
    auth: true,
    description: 'Invite someone to a project you own. They get a notification and an email (sent from your Gmail) with the invite code.',
    params: z.object({ project_id: projectId, email: z.email().describe("Invitee's email address.") }),
    returns: message('invite_code'),
    changes: ['todoist.invites', 'todoist.notifications', 'gmail.threads', 'gmail.emails', 'gmail.user_threads'],
    errors: [...ACCESS, 'not_owner: only the owner can invite', 'user_not_found: no account has this email', 'already_member: they are in the project', 'already_invited: an invite is pending', 'inbox_locked: the Inbox cannot be shared'],
    handler: (ctx, args) => {
      const row = requireProject(ctx, args.project_id, { owner: true });
      if (row.is_inbox === 1) return ctx.fail(409, 'inbox_locked', 'The Inbox cannot be shared.');
      const invitee = ctx.personByEmail(args.email);
      if (!invitee) return ctx.fail(404, 'user_not_found', `No account with the email address ${args.email} exists.`);
      if (ctx.sql('SELECT 1 FROM todoist_project_members WHERE project_id = ? AND user_id = ?').get(row.id, invitee.id)) {
        return ctx.fail(409, 'already_member', `${args.email} is already in the project.`);
      }
      if (ctx.sql("SELECT 1 FROM todoist_invites WHERE project_id = ? AND invitee_id = ? AND status = 'pending'").get(row.id, invitee.id)) {
        return ctx.fail(409, 'already_invited', `${args.email} already has a pending invite to the project.`);
      }
      const code = ctx.code(8);
      insertRow(ctx, 'todoist_invites', { project_id: row.id, invitor_id: ctx.user.id, invitee_id: invitee.id, invite_code: code, status: 'pending', created_at: ctx.now() });
      const inviter = `${ctx.user.first_name} ${ctx.user.last_name}`;
      notify(ctx, invitee.id, 'project_invite', `${inviter} invited you to the project "${row.name}".`, row.id);
      ctx.invoke('gmail', 'send_email', {
        email_addresses: [invitee.email],
        subject: `${inviter} invited you to "${row.name}" on Todoist`,
        body: `Hi ${invitee.first_name},\n\n${inviter} would like to share the Todoist project "${row.name}" with you.\nTo join, accept the invite with this code: ${code}\n\nThe Todoist team`,
      });
      return { message: 'Invite sent.', invite_code: code };
    },
  }),
  api({
    name: 'accept_project_invite',
    method: 'POST',
    auth: true,
    description: 'Join a project with the invite code you received; the inviter is notified.',
    params: z.object({ invite_code: z.string().min(1).describe('Code from the invite email.') }),
    returns: message('project_id'),
    changes: ['todoist.invites', 'todoist.project_members', 'todoist.notifications'],
    errors: ['invite_not_found: no invite with this code for you', 'not_pending: the invite was already used'],
    handler: (ctx, args) => {
      const invite = ctx.sql('SELECT * FROM todoist_invites WHERE invite_code = ? AND invitee_id = ?').get(args.invite_code.trim().toUpperCase(), ctx.user.id) as
        | { id: number; project_id: number; invitor_id: number; status: string }
        | undefined;
      if (!invite) return ctx.fail(404, 'invite_not_found', 'There is no invite with this code for you.');
      if (invite.status !== 'pending') return ctx.fail(409, 'not_pending', `The invite was already ${invite.status}.`);
      ctx.sql("UPDATE todoist_invites SET status = 'accepted' WHERE id = ?").run(invite.id);
      insertRow(ctx, 'todoist_project_members', { project_id: invite.project_id, user_id: ctx.user.id, is_favorite: 0, is_archived: 0, joined_at: ctx.now() });
      const project = ctx.sql('SELECT name FROM todoist_projects WHERE id = ?').get(invite.project_id) as { name: string };
      notify(ctx, invite.invitor_id, 'collaborator_joined', `${ctx.user.first_name} ${ctx.user.last_name} joined "${project.name}".`, invite.project_id);
      return { message: 'You joined the project.', project_id: invite.project_id };
    },
  }),
];
