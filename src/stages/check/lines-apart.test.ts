/**
 * s16 (lane episodes): `lines_apart` — entries the user keeps "as lines" are each on a line of
 * their own: a payment run on after the expense's line fails, any layout with a line each passes.
 */
import { describe, expect, it } from 'vitest';
import type { FreeField } from '../../schemas/task.ts';
import type { Diff } from '../../schemas/world.ts';
import { compareWithReference } from './reference-state.ts';

const change = (app: string, table: string, part: Partial<Diff[number]>): Diff[number] => ({ app, table, inserted: [], updated: [], deleted: [], ...part });
const side = (changes: Diff) => ({ changes, captures: {}, probed: [] });
const rules = (free: FreeField[]) => ({ free, rows: [] });
const file = (content: string) => side([change('file_system', 'files', { updated: [{ id: 7, before: { content: 'Comcast internet - May | 70' }, after: { content } }] })]);

describe('lines_apart: a ledger kept as lines', () => {
  const free: FreeField[] = [{ app: 'file_system', table: 'files', field: 'content', constraint: { contains: ['Comcast internet - May', 'Cleaning supplies', '58.3'], lines_apart: ['Comcast internet - May', 'Cleaning supplies'] } }];
  const reference = file('Comcast internet - May | 70\nCleaning supplies | 58.3');
  it('a line each passes, in another layout too; the payment run on after the expense fails', () => {
    expect(compareWithReference(file('- Comcast internet - May: $70\n\n- Cleaning supplies: $58.30\n'), reference, rules(free))).toEqual([]);
    expect(compareWithReference(file('Comcast internet - May | 70 Cleaning supplies | 58.3'), reference, rules(free))).not.toEqual([]);
  });
});
