import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record, tight } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, personRef, toBool, updateFields } from '../common.ts';
import { GROUP_ERRORS, balancesOf, isMember, myGroup, notify, personId, type GroupRow } from './store.ts';
import { gmail } from '../gmail/index.ts';

const groupId = z.number().int().describe('Id of the group.');
/** Tables gmail.send_email writes, taken from the gmail module so the declaration cannot drift. */
const emailChanges = (): string[] => gmail.apis.find((d) => d.name === 'send_email')?.changes ?? [];

function members(ctx: ApiContext, id: number) {
  const rows = ctx.sql('SELECT user_id FROM splitwise_group_members WHERE group_id = ? ORDER BY joined_at, id').all(id) as { user_id: number }[];
  return rows.map((r) => personRef(ctx, r.user_id));
}

function groupView(ctx: ApiContext, g: GroupRow) {
  const count = (ctx.sql('SELECT COUNT(*) AS n FROM splitwise_group_members WHERE group_id = ?').get(g.id) as { n: number }).n;
  return {
    group_id: g.id, name: g.name, description: g.description, creator: personRef(ctx, g.creator_id), member_count: count,
    deleted: toBool(g.deleted), created_at: g.created_at, updated_at: g.updated_at,
  };
}

function ownGroup(ctx: ApiContext, id: number): GroupRow {
  const group = myGroup(ctx, id, false);
  if (group.creator_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the creator of the group can do this.');
  return group;
}

/** Groups and their members: invitations by email (through gmail) or by code; deletes are soft. */
export const groupApis: ApiDef[] = [
  api({
    name: 'show_groups',
    method: 'GET',
    auth: true,
    description: 'List the groups you belong to, newest first.',
    params: z.object({
      query: z.string().optional().describe('Text to find in the name or description.'),
      include_deleted: z.boolean().default(false).describe('Also list deleted groups.'),
      ...pageParams,
    }),
    returns: list(record('group_id', 'name', 'description', field('creator', tight(person)), 'member_count', 'deleted', 'created_at', 'updated_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT g.* FROM splitwise_groups g JOIN splitwise_group_members m ON m.group_id = g.id AND m.user_id = ?
        ORDER BY g.created_at DESC, g.id`).all(ctx.user.id) as GroupRow[];
      const hits = rows.filter((g) => (args.include_deleted || !toBool(g.deleted)) && matchesQuery(args.query, g.name, g.description));
      return paginate(hits, args).map((g) => groupView(ctx, g));
    },
  }),
  api({
    name: 'show_group',
    method: 'GET',
    auth: true,
    description: 'Show a group you belong to, with its members and invitation code.',
    params: z.object({ group_id: groupId }),
    returns: record('group_id', 'name', 'description', 'creator', 'member_count', 'deleted', 'created_at', 'updated_at', 'invitation_code', field('members', list(tight(person)))),
    changes: [],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, false);
      return { ...groupView(ctx, group), invitation_code: group.invitation_code, members: members(ctx, group.id) };
    },
  }),
  api({
    name: 'create_group',
    method: 'POST',
    auth: true,
    description: 'Create a group with you and the given people as members; the others get an invitation email (through gmail).',
    params: z.object({
      name: z.string().min(1).describe('Group name.'),
      member_emails: z.array(z.string()).default([]).describe('Emails of the other members (not including you).'),
      description: z.string().default('').describe('What the group is for.'),
    }),
    returns: message('group_id'),
    get changes() {
      return ['splitwise.groups', 'splitwise.group_members', ...emailChanges()];
    },
    errors: ['user_not_found: a member email belongs to no one'],
    handler: (ctx, args) => {
      const others = [...new Set(args.member_emails.map((e) => personId(ctx, e)))].filter((id) => id !== ctx.user.id);
      const id = ctx.newId('groups');
      const code = ctx.code(8);
      ctx.sql('INSERT INTO splitwise_groups (id, name, description, creator_id, invitation_code, deleted, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 0, ?, ?)').run(
        id, args.name, args.description, ctx.user.id, code, ctx.now(), ctx.now(),
      );
      for (const member of [ctx.user.id, ...others]) {
        ctx.sql('INSERT INTO splitwise_group_members (id, group_id, user_id, joined_at) VALUES (?, ?, ?, ?)').run(ctx.newId('group_members'), id, member, ctx.now());
      }
      if (others.length > 0) {
        const emails = others.map((o) => ctx.personById(o)?.email ?? '');
        const inviter = `${ctx.user.first_name} ${ctx.user.last_name}`;
        ctx.invoke('gmail', 'send_email', {
          email_addresses: emails,
          subject: `${inviter} added you to "${args.name}" on Splitwise`,
          body: `Hi! ${inviter} created the Splitwise group "${args.name}" and added you to it.\n\nUse invitation code ${code} to open it.\n\n- Splitwise`,
        });
      }
      return { message: 'Created the group.', group_id: id };
    },
  }),
  api({
    name: 'update_group',
    method: 'PATCH',
    auth: true,
    description: "Rename a group or change its description (any member may).",
    params: z.object({ group_id: groupId, name: z.string().min(1).optional().describe('New name.'), description: z.string().optional().describe('New description.') }),
    returns: message(),
    changes: ['splitwise.groups'],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group', 'group_deleted: the group is deleted'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, true);
      if (args.name === undefined && args.description === undefined) return { message: 'Nothing to update.' };
      updateFields(ctx, 'splitwise_groups', group.id, { name: args.name, description: args.description, updated_at: ctx.now() });
      return { message: 'Updated the group.' };
    },
  }),
  api({
    name: 'delete_group',
    method: 'DELETE',
    auth: true,
    description: 'Delete a group you created (soft: it can be undeleted; its expenses stay).',
    params: z.object({ group_id: groupId }),
    returns: message(),
    changes: ['splitwise.groups'],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group', 'not_owner: you did not create it', 'already_deleted: it is deleted'],
    handler: (ctx, args) => {
      const group = ownGroup(ctx, args.group_id);
      if (toBool(group.deleted)) return ctx.fail(409, 'already_deleted', 'The group is already deleted.');
      updateFields(ctx, 'splitwise_groups', group.id, { deleted: true, updated_at: ctx.now() });
      return { message: 'Deleted the group.' };
    },
  }),
  api({
    name: 'undelete_group',
    method: 'POST',
    auth: true,
    description: 'Restore a group you created and deleted.',
    params: z.object({ group_id: groupId }),
    returns: message(),
    changes: ['splitwise.groups'],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group', 'not_owner: you did not create it', 'not_deleted: it is not deleted'],
    handler: (ctx, args) => {
      const group = ownGroup(ctx, args.group_id);
      if (!toBool(group.deleted)) return ctx.fail(409, 'not_deleted', 'The group is not deleted.');
      updateFields(ctx, 'splitwise_groups', group.id, { deleted: false, updated_at: ctx.now() });
      return { message: 'Restored the group.' };
    },
  }),
  api({
    name: 'add_member_to_group',
    method: 'POST',
    auth: true,
    description: 'Add a person to a group you belong to; they get a Splitwise notification.',
    params: z.object({ group_id: groupId, user_email: z.string().describe('Email of the person to add.') }),
    returns: message(),
    changes: ['splitwise.group_members', 'splitwise.notifications'],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group', 'group_deleted: the group is deleted', 'user_not_found: no one has that email', 'already_member: they are in the group'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, true);
      const other = personId(ctx, args.user_email);
      if (isMember(ctx, group.id, other)) return ctx.fail(409, 'already_member', 'That person is already a member.');
      ctx.sql('INSERT INTO splitwise_group_members (id, group_id, user_id, joined_at) VALUES (?, ?, ?, ?)').run(ctx.newId('group_members'), group.id, other, ctx.now());
      notify(ctx, other, 'added_to_group', `${ctx.user.first_name} ${ctx.user.last_name} added you to the group "${group.name}".`, { group_id: group.id });
      return { message: 'Added the member.' };
    },
  }),
  api({
    name: 'remove_member_from_group',
    method: 'DELETE',
    auth: true,
    description: 'Remove a member (or yourself) from a group; their balance in the group must be settled.',
    params: z.object({ group_id: groupId, user_email: z.string().describe('Email of the member to remove.') }),
    returns: message(),
    changes: ['splitwise.group_members'],
    errors: [
      'group_not_found: no such group', 'not_member: you are not in the group', 'group_deleted: the group is deleted',
      'user_not_found: no one has that email', 'member_not_found: they are not in the group', 'unsettled_balance: they still owe or are owed money in the group',
    ],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, true);
      const other = personId(ctx, args.user_email);
      const row = ctx.sql('SELECT id FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').get(group.id, other) as { id: number } | undefined;
      if (!row) return ctx.fail(404, 'member_not_found', 'That person is not a member of the group.');
      if ([...balancesOf(ctx, other, group.id).values()].some((v) => Math.abs(v) >= 0.01)) {
        return ctx.fail(409, 'unsettled_balance', 'That member still has an unsettled balance in the group.');
      }
      ctx.sql('DELETE FROM splitwise_group_members WHERE id = ?').run(row.id);
      return { message: 'Removed the member.' };
    },
  }),
  api({
    name: 'exit_group',
    method: 'DELETE',
    auth: true,
    description: 'Leave a group. Your balance in it must be settled; the creator cannot leave (delete the group instead).',
    params: z.object({ group_id: groupId }),
    returns: message(),
    changes: ['splitwise.group_members'],
    errors: [...GROUP_ERRORS, 'creator_cannot_exit: you created the group', 'unsettled_balance: you still owe or are owed money in the group'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, false);
      if (group.creator_id === ctx.user.id) return ctx.fail(409, 'creator_cannot_exit', 'You created this group; delete it instead of leaving.');
      if ([...balancesOf(ctx, ctx.user.id, group.id).values()].some((v) => Math.abs(v) >= 0.01)) return ctx.fail(409, 'unsettled_balance', 'Settle your balance in the group before leaving.');
      ctx.sql('DELETE FROM splitwise_group_members WHERE group_id = ? AND user_id = ?').run(group.id, ctx.user.id);
      return { message: 'Left the group.' };
    },
  }),
  api({
    name: 'regenerate_invitation_code',
    method: 'PATCH',
    auth: true,
    description: 'Give a group you created a new invitation code; the old one stops working.',
    params: z.object({ group_id: groupId }),
    returns: message('invitation_code'),
    changes: ['splitwise.groups'],
    errors: [...GROUP_ERRORS, 'group_deleted: the group is deleted', 'not_owner: you did not create it'],
    handler: (ctx, args) => {
      const group = myGroup(ctx, args.group_id, true);
      if (group.creator_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'Only the creator of the group can do this.');
      const code = ctx.code(8);
      updateFields(ctx, 'splitwise_groups', group.id, { invitation_code: code, updated_at: ctx.now() });
      return { message: 'New invitation code made.', invitation_code: code };
    },
  }),
  api({
    name: 'accept_group_invitation',
    method: 'POST',
    auth: true,
    description: "Join a group with its invitation code; the group's creator is notified.",
    params: z.object({ invitation_code: z.string().trim().min(1).describe('The code from the invitation.') }),
    returns: message('group_id'),
    changes: ['splitwise.group_members', 'splitwise.notifications'],
    errors: ['invalid_code: no live group has that code', 'already_member: you are in the group'],
    handler: (ctx, args) => {
      const group = ctx.sql('SELECT * FROM splitwise_groups WHERE invitation_code = ? AND deleted = 0').get(args.invitation_code.toUpperCase()) as { id: number; name: string; creator_id: number } | undefined;
      if (!group) return ctx.fail(404, 'invalid_code', 'No group has that invitation code.');
      if (isMember(ctx, group.id, ctx.user.id)) return ctx.fail(409, 'already_member', 'You are already a member of this group.');
      ctx.sql('INSERT INTO splitwise_group_members (id, group_id, user_id, joined_at) VALUES (?, ?, ?, ?)').run(ctx.newId('group_members'), group.id, ctx.user.id, ctx.now());
      notify(ctx, group.creator_id, 'member_joined', `${ctx.user.first_name} ${ctx.user.last_name} joined the group "${group.name}".`, { group_id: group.id });
      return { message: 'Joined the group.', group_id: group.id };
    },
  }),
];
