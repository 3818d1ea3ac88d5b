import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { list, message, person, record } from '../../returns.ts';
import { matchesQuery, pageParams, paginate, personRef } from '../common.ts';
import { venmoUser } from './store.ts';

const emailOf = (what: string) => z.string().describe(`Email of the ${what}.`);
const email = z.string().min(3).describe("The person's email.");

const friendIds = (ctx: ApiContext, personId: number): number[] =>
  (ctx.sql('SELECT friend_id FROM venmo_friendships WHERE user_id = ? ORDER BY created_at, id').all(personId) as { friend_id: number }[]).map((r) => r.friend_id);

/** Venmo users and friendships. */
export const friendApis: ApiDef[] = [
  api({
    name: 'search_users',
    method: 'GET',
    auth: true,
    description: 'Find Venmo users by name or email.',
    params: z.object({ query: z.string().default('').describe('Text to find in the name or email.'), ...pageParams }),
    returns: list(record('name', 'email', 'is_friend')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql(`SELECT p.id, p.first_name, p.last_name, p.email, f.id AS friendship FROM venmo_users u JOIN admin_people p ON p.id = u.person_id
        LEFT JOIN venmo_friendships f ON f.user_id = ? AND f.friend_id = p.id WHERE p.id != ? ORDER BY p.first_name, p.last_name, p.id`).all(ctx.user.id, ctx.user.id) as {
        first_name: string; last_name: string; email: string; friendship: number | null;
      }[];
      const hits = rows.filter((r) => matchesQuery(args.query, `${r.first_name} ${r.last_name}`, r.email));
      return paginate(hits, args).map((r) => ({ name: `${r.first_name} ${r.last_name}`, email: r.email, is_friend: r.friendship !== null }));
    },
  }),
  api({
    name: 'show_friends',
    method: 'GET',
    auth: true,
    description: 'List your Venmo friends.',
    params: z.object({ query: z.string().optional().describe('Text to find in the name or email.'), ...pageParams }),
    returns: list(record('name', 'email', 'friends_since')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT friend_id, created_at FROM venmo_friendships WHERE user_id = ? ORDER BY created_at, id').all(ctx.user.id) as { friend_id: number; created_at: string }[];
      const friends = rows
        .map((r) => ({ ...(personRef(ctx, r.friend_id) ?? { name: '', email: '' }), friends_since: r.created_at }))
        .filter((f) => matchesQuery(args.query, f.name, f.email));
      return paginate(friends, args);
    },
  }),
  api({
    name: 'add_friend',
    method: 'POST',
    auth: true,
    description: 'Add a Venmo user to your friends.',
    params: z.object({ user_email: emailOf('person to befriend') }),
    returns: message(),
    changes: ['venmo.friendships'],
    errors: ['user_not_found: no Venmo user has that email', 'self_friend: that is you', 'already_friends: they are already your friend'],
    handler: (ctx, args) => {
      const other = venmoUser(ctx, args.user_email, { code: 'self_friend', message: 'You cannot befriend yourself.' });
      if (ctx.sql('SELECT 1 FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(ctx.user.id, other)) {
        return ctx.fail(409, 'already_friends', 'You are already friends.');
      }
      ctx.sql('INSERT INTO venmo_friendships (id, user_id, friend_id, created_at) VALUES (?, ?, ?, ?)').run(ctx.newId('friendships'), ctx.user.id, other, ctx.now());
      return { message: 'Added the friend.' };
    },
  }),
  api({
    name: 'remove_friend',
    method: 'DELETE',
    auth: true,
    description: 'Remove a person from your friends.',
    params: z.object({ user_email: emailOf('friend to remove') }),
    returns: message(),
    changes: ['venmo.friendships'],
    errors: ['user_not_found: no Venmo user has that email', 'not_friends: they are not your friend'],
    handler: (ctx, args) => {
      const other = venmoUser(ctx, args.user_email);
      const row = ctx.sql('SELECT id FROM venmo_friendships WHERE user_id = ? AND friend_id = ?').get(ctx.user.id, other) as { id: number } | undefined;
      if (!row) return ctx.fail(409, 'not_friends', 'That person is not your friend.');
      ctx.sql('DELETE FROM venmo_friendships WHERE id = ?').run(row.id);
      return { message: 'Removed the friend.' };
    },
  }),
  api({
    name: 'show_user',
    method: 'GET',
    auth: true,
    description: "A Venmo user's public profile: name, member since, whether you are friends, and how many friends you share.",
    params: z.object({ email }),
    returns: record('name', 'email', 'member_since', 'is_friend', 'friend_count', 'mutual_friend_count'),
    changes: [],
    errors: ['user_not_found: no Venmo user with that email'],
    handler: (ctx, args) => {
      const id = venmoUser(ctx, args.email);
      const since = (ctx.sql('SELECT created_at FROM venmo_users WHERE person_id = ?').get(id) as { created_at: string }).created_at;
      const theirs = friendIds(ctx, id);
      const mine = new Set(friendIds(ctx, ctx.user.id));
      return {
        ...(personRef(ctx, id) ?? { name: '', email: args.email }),
        member_since: since,
        is_friend: mine.has(id),
        friend_count: theirs.length,
        mutual_friend_count: id === ctx.user.id ? 0 : theirs.filter((f) => mine.has(f)).length,
      };
    },
  }),
  api({
    name: 'show_mutual_friends',
    method: 'GET',
    auth: true,
    description: 'The friends you and another Venmo user have in common.',
    params: z.object({ email, ...pageParams }),
    returns: list(person),
    changes: [],
    errors: ['user_not_found: no Venmo user with that email', 'invalid_user: that is you'],
    handler: (ctx, args) => {
      const id = venmoUser(ctx, args.email, { code: 'invalid_user', message: 'You cannot compare friends with yourself.' });
      const mine = new Set(friendIds(ctx, ctx.user.id));
      return paginate(friendIds(ctx, id).filter((f) => mine.has(f)), args).map((f) => personRef(ctx, f));
    },
  }),
];
