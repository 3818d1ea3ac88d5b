import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { field, list, record } from '../../returns.ts';
import { pageParams, paginate, personRef, toBool } from '../common.ts';
import { balancesOf, myGroup, round2 } from './store.ts';

/** Who owes whom: overall, per group, and per person you share groups or expenses with. */
export const balanceApis: ApiDef[] = [
  api({
    name: 'show_balances',
    method: 'GET',
    auth: true,
    description: 'Your balance with each person (positive: they owe you; negative: you owe them), overall or within one group. Settled people are left out.',
    params: z.object({ group_id: z.number().int().optional().describe('Only this group.') }),
    returns: record('total_balance', field('balances', list(record('name', 'email', 'balance')))),
    changes: [],
    errors: ['group_not_found: no such group', 'not_member: you are not in the group'],
    handler: (ctx, args) => {
      if (args.group_id !== undefined) myGroup(ctx, args.group_id, false);
      const entries = [...balancesOf(ctx, ctx.user.id, args.group_id)].filter(([, v]) => Math.abs(v) >= 0.005);
      const balances = entries.map(([id, balance]) => ({ ...(personRef(ctx, id) ?? { name: '', email: '' }), balance })).sort((a, b) => (a.email < b.email ? -1 : 1));
      return { total_balance: round2(entries.reduce((sum, [, v]) => sum + v, 0)), balances };
    },
  }),
  api({
    name: 'show_group_balances',
    method: 'GET',
    auth: true,
    description: 'Your net balance in each of your groups (positive: the group owes you).',
    params: z.object({ include_deleted: z.boolean().default(false).describe('Also list deleted groups.') }),
    returns: list(record('group_id', 'name', 'balance')),
    changes: [],
    handler: (ctx, args) => {
      const groups = ctx.sql(`SELECT g.id, g.name, g.deleted FROM splitwise_groups g JOIN splitwise_group_members m ON m.group_id = g.id AND m.user_id = ?
        ORDER BY g.name, g.id`).all(ctx.user.id) as { id: number; name: string; deleted: number }[];
      return groups
        .filter((g) => args.include_deleted || !toBool(g.deleted))
        .map((g) => ({ group_id: g.id, name: g.name, balance: round2([...balancesOf(ctx, ctx.user.id, g.id).values()].reduce((a, b) => a + b, 0)) }));
    },
  }),
  api({
    name: 'show_friends',
    method: 'GET',
    auth: true,
    description: 'People you share a group or an expense with, by name, with your balance with each (positive: they owe you).',
    params: z.object({ ...pageParams }),
    returns: list(record('name', 'email', 'balance', 'shared_group_count')),
    changes: [],
    handler: (ctx, args) => {
      const me = ctx.user.id;
      const ids = new Set<number>();
      const groups = new Map<number, number>();
      for (const r of ctx.sql('SELECT m2.user_id FROM splitwise_group_members m1 JOIN splitwise_group_members m2 ON m2.group_id = m1.group_id WHERE m1.user_id = ? AND m2.user_id != ?').all(me, me) as { user_id: number }[]) {
        ids.add(r.user_id);
        groups.set(r.user_id, (groups.get(r.user_id) ?? 0) + 1);
      }
      const balances = balancesOf(ctx, me);
      for (const other of balances.keys()) ids.add(other);
      const rows = [...ids].map((id) => ({ ...(personRef(ctx, id) ?? { name: '', email: '' }), balance: balances.get(id) ?? 0, shared_group_count: groups.get(id) ?? 0 }));
      rows.sort((a, b) => (a.name === b.name ? (a.email < b.email ? -1 : 1) : a.name < b.name ? -1 : 1));
      return paginate(rows, args);
    },
  }),
];
