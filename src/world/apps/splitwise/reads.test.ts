import { describe, expect, it } from 'vitest';
import { useSplitwise } from './test-helpers.ts';

const { callAs, succeeds, fails, user, group, stranger } = useSplitwise(43);

// Older splitwise reads that had no test of their own.
describe('splitwise older reads', () => {
  it('show_group_expenses lists a group newest first, deleted ones on request', () => {
    const apartment = group('Apartment 4B');
    const live = succeeds<{ description: string; deleted: boolean; created_at: string }[]>('show_group_expenses', { group_id: apartment.id, page_limit: 20 }).response;
    expect(live.map((e) => e.created_at)).toEqual([...live.map((e) => e.created_at)].sort().reverse());
    expect(live.some((e) => e.description === 'New shower curtain and bath mats')).toBe(false);
    const everything = succeeds<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, include_deleted: true, page_limit: 20 }).response;
    expect(everything).toHaveLength(live.length + 1);
    expect(succeeds<{ description: string }[]>('show_group_expenses', { group_id: apartment.id, query: 'rent' }).response.map((e) => e.description).sort()).toEqual(['Rent - February', 'Rent - March']);
    fails('show_group_expenses', { group_id: 1 }, 404, 'group_not_found');
    const outsider = stranger();
    fails('show_group_expenses', {}, 403, 'not_member', callAs(outsider.id, 'show_group_expenses', { group_id: apartment.id }));
  });

  it('show_payments lists payments made and received, by person and group', () => {
    const payments = succeeds<{ payment_id: number; payer: { email: string }; receiver: { email: string }; group_id: number | null }[]>('show_payments', { page_limit: 20 }).response;
    expect(payments.length).toBe(4);
    expect(payments.every((p) => p.payer.email === user().email || p.receiver.email === user().email)).toBe(true);
    const tahoe = group('Tahoe Ski Trip 2023');
    expect(succeeds<unknown[]>('show_payments', { group_id: tahoe.id }).response).toHaveLength(2);
    const first = payments[0];
    const other = first?.payer.email === user().email ? first.receiver.email : first?.payer.email;
    expect(succeeds<{ payment_id: number }[]>('show_payments', { user_email: other }).response.map((p) => p.payment_id)).toContain(first?.payment_id);
  });
});
