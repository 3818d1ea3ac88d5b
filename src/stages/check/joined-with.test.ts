/**
 * s26-d1b-f1 (lane contact2): `joined_with` — a name the user says whole ("Bruno Plumbing") is
 * saved whole in the first name or split over first and last, but the two fields together read
 * the name as said: reversed, repeated or with words added fails.
 */
import { describe, expect, it } from 'vitest';
import type { FreeField } from '../../schemas/task.ts';
import type { Diff } from '../../schemas/world.ts';
import { compareWithReference, joinsTo } from './reference-state.ts';
import { describeConstraint } from '../../suite/review-describe.ts';

const change = (part: Partial<Diff[number]>): Diff[number] => ({ app: 'phone', table: 'contacts', inserted: [], updated: [], deleted: [], ...part });
const side = (first: unknown, last: unknown) => ({ changes: [change({ inserted: [{ id: 900, first_name: first, last_name: last, phone_number: '5035550166' }] })], captures: {}, probed: [] });
const free: FreeField[] = [
  { app: 'phone', table: 'contacts', field: 'first_name', constraint: { contains: ['Bruno', 'Plumbing'], joined_with: ['last_name'] }, or_in: ['last_name'] },
  { app: 'phone', table: 'contacts', field: 'last_name', constraint: 'any' },
];
const reference = side('Bruno', 'Plumbing');
const judged = (first: unknown, last: unknown) => compareWithReference(side(first, last), reference, { free, rows: [] });

describe('joined_with: a name said whole, however the app splits it', () => {
  it('the name whole in the first name, or split first then last, passes (case and spacing aside)', () => {
    for (const [first, last] of [['Bruno', 'Plumbing'], ['Bruno Plumbing', ''], ['Bruno Plumbing', null], ['bruno  plumbing ', ' '], ['BRUNO', 'plumbing']]) expect(judged(first, last)).toEqual([]);
  });
  it('reversed, repeated, with words added, or a word missing fails', () => {
    for (const [first, last] of [['Plumbing', 'Bruno'], ['Bruno Plumbing', 'Plumbing'], ['Bruno XYZ', 'Plumbing Boiler Ltd'], ['Bruno', ''], ['Plumbing', null], ['Bruno', 'Plumbing Ltd'], ['Mr Bruno', 'Plumbing']]) {
      expect(judged(first, last), `${first} / ${last}`).not.toEqual([]);
    }
  });
  it('joinsTo leaves blank texts out and needs some text', () => {
    expect(joinsTo('', ['Swift Movers'], ['Swift', 'Movers'])).toBe(true);
    expect(joinsTo(null, [null], ['Swift', 'Movers'])).toBe(false);
    expect(joinsTo('Swift', ['Movers'], ['Swift', 'Movers'])).toBe(true);
    expect(joinsTo('Movers', ['Swift'], ['Swift', 'Movers'])).toBe(false);
  });
  it('the review packet says the name is read whole', () => {
    expect(describeConstraint(free[0]?.constraint)).toBe(`the value, then its row's last_name (a space between, a blank one left out), reads exactly "Bruno Plumbing", case and spacing aside`);
  });
});
