import { describe, expect, it } from 'vitest';
import { useSplitwise } from './test-helpers.ts';

const { world: w, callAs, succeeds, fails, one, user, now, group, stranger, diff: { change } } = useSplitwise(43);

describe('splitwise membership', () => {
  it('joins a group by invitation code and notifies its creator', () => {
    const family = group('Family Gifts');
    const outsider = stranger();
    const joined = callAs(outsider.id, 'accept_group_invitation', { invitation_code: (family.invitation_code as string).toLowerCase() });
    expect(joined.error).toBeUndefined();
    const member = joined.diff.find((d) => d.table === 'group_members')?.inserted[0];
    expect(joined.diff).toEqual([
      change('group_members', { inserted: [{ id: member?.id, group_id: family.id, user_id: outsider.id, joined_at: now() }] }),
      change('notifications', { inserted: [expect.objectContaining({ user_id: user().id, type: 'member_joined', read: 0 })] }),
    ]);
    fails('accept_group_invitation', {}, 409, 'already_member', callAs(outsider.id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('accept_group_invitation', { invitation_code: 'NOPE1234' }, 404, 'invalid_code');
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(outsider.id, 'accept_group_invitation', { invitation_code: group('Book Club 2022').invitation_code }));
  });

  it('regenerates an invitation code (creator only); the old one stops working', () => {
    const family = group('Family Gifts');
    const { record, response } = succeeds<{ invitation_code: string }>('regenerate_invitation_code', { group_id: family.id });
    expect(response.invitation_code).toMatch(/^[0-9A-Z]{8}$/);
    expect(record.diff).toEqual([change('groups', { updated: [{ id: family.id, before: { invitation_code: family.invitation_code, updated_at: family.updated_at }, after: { invitation_code: response.invitation_code, updated_at: now() } }] })]);
    fails('accept_group_invitation', {}, 404, 'invalid_code', callAs(stranger().id, 'accept_group_invitation', { invitation_code: family.invitation_code }));
    fails('regenerate_invitation_code', { group_id: group('Apartment 4B').id }, 403, 'not_owner');
    fails('regenerate_invitation_code', { group_id: group('Book Club 2022').id }, 409, 'group_deleted');
    fails('regenerate_invitation_code', { group_id: 1 }, 404, 'group_not_found');
  });

  it('exits a group only when settled and not its creator', () => {
    const apartment = group('Apartment 4B');
    fails('exit_group', { group_id: apartment.id }, 409, 'unsettled_balance');
    fails('exit_group', { group_id: group('Tahoe Ski Trip 2023').id }, 409, 'creator_cannot_exit');
    fails('exit_group', { group_id: 1 }, 404, 'group_not_found');
    const balances = (succeeds<{ balances: { email: string; balance: number }[] }>('show_balances', { group_id: apartment.id }).response).balances;
    for (const b of balances) {
      if (b.balance < 0) succeeds('settle_up', { user_email: b.email, group_id: apartment.id });
      else callAs(w.current.personByEmail(b.email)?.id as number, 'settle_up', { user_email: user().email, group_id: apartment.id });
    }
    const link = one('SELECT * FROM splitwise_group_members WHERE group_id = ? AND user_id = ?', apartment.id, user().id);
    const { record } = succeeds('exit_group', { group_id: apartment.id });
    expect(record.diff).toEqual([change('group_members', { deleted: [link] })]);
    fails('exit_group', { group_id: apartment.id }, 403, 'not_member');
  });
});
