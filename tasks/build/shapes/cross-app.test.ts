/**
 * What app B's made text is held to in shared-world tasks (issue #30, the s4 review of
 * shared.gate-code-text, shared.expense-comment-receipt, shared.payment-comment-thanks and
 * shared.project-readme-file): the words the user asked it to carry, not the record's title.
 * Judged as the checker judges the end state, on the generated suite: a correct app in its own
 * words passes, the cheapest wrong app fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FreeField } from '../../../src/schemas/task.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';

interface Assertion {
  type: string;
  free?: FreeField[];
}
interface Step {
  call?: string;
  args?: Record<string, unknown>;
}
interface SuiteTask {
  episodes: { id: string; assertions: Assertion[] }[];
}

const suiteTask = (id: string): SuiteTask => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as SuiteTask;

type Row = Record<string, unknown>;
/** The end-state problems of B's one made row when it differs from the reference's in `theirs`. */
function judge(id: string, where: { app: string; table: string }, ours: Row, theirs: Row): string[] {
  const world = suiteTask(id).episodes.find((e) => e.id === 'b-find')?.assertions.find((a) => a.type === 'world_matches_reference');
  const free = (world?.free ?? []).map((f) => ({ ...f, constraint: f.constraint ?? 'any' }));
  const change = (row: Row) => [{ app: where.app, table: where.table, inserted: [{ id: 7, ...row }], updated: [], deleted: [] }];
  return compareWithReference({ changes: change({ ...ours, ...theirs }), captures: {}, probed: [] }, { changes: change(ours), captures: {} }, { free, rows: [] });
}

/** Every plan step of the task's apps, flattened. */
function steps(id: string): Step[] {
  const out: Step[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      const step = value as Step;
      if (typeof step.call === 'string') out.push(step);
      Object.values(value).forEach(visit);
    }
  };
  visit(suiteTask(id));
  return out;
}

describe('shared tasks: B\'s made text says what the user asked it to say', () => {
  it('the house note texted to Lucas carries the gate code, whatever else it says', () => {
    const ours = { receiver_id: 3, message: 'Side gate code: Code 4471, lift the latch' };
    const TEXT = { app: 'phone', table: 'text_messages' };
    expect(judge('shared.gate-code-text', TEXT, ours, { message: 'Hi Lucas, the gate takes 4471 (lift the latch).' })).toEqual([]);
    // The old reference's text: the note's title without the code.
    expect(judge('shared.gate-code-text', TEXT, ours, { message: 'Hi! About Side gate code: check my note, I will send details.' })).toHaveLength(1);
    // The reference reads the note before texting it, so the code it sends is the note's.
    const text = steps('shared.gate-code-text').find((s) => s.call === 'phone.send_text_message');
    expect(String(text?.args?.message)).toContain('{{shown.content}}');
    expect(steps('shared.gate-code-text').some((s) => s.call === 'simple_note.show_note')).toBe(true);
  });

  it('the expense comment says where the receipt is, not the expense\'s name', () => {
    const ours = { expense_id: 5, content: 'the receipt is in the drawer' };
    const COMMENTS = { app: 'splitwise', table: 'comments' };
    expect(judge('shared.expense-comment-receipt', COMMENTS, ours, { content: 'Note: the receipt is in the drawer.' })).toEqual([]);
    // The cheapest wrong app: a comment that only names the expense.
    expect(judge('shared.expense-comment-receipt', COMMENTS, ours, { content: 'Vacuum cleaner Dyson' })).toHaveLength(1);
    // B posts what the user typed into its comment input.
    const post = steps('shared.expense-comment-receipt').find((s) => s.call === 'splitwise.post_expense_comment');
    expect(post?.args?.content).toBe('{{inputs.comment}}');
  });

  it('a thank-you on the payment may be worded by the app, but may not be empty', () => {
    const ours = { transaction_id: 5, content: 'Thanks so much!' };
    const COMMENTS = { app: 'venmo', table: 'comments' };
    expect(judge('shared.payment-comment-thanks', COMMENTS, ours, { content: 'Thank you!' })).toEqual([]);
    expect(judge('shared.payment-comment-thanks', COMMENTS, ours, { content: '' })).toHaveLength(1);
  });

  it('a new readme is headed with the project\'s name (the intention, ref9), in any words around it', () => {
    const ours = { file_path: '/home/user/documents/plant-bot-readme.txt', content: 'Plant watering bot v2\n\nWhat it does and how to run it.' };
    const FILES = { app: 'file_system', table: 'files' };
    expect(judge('shared.project-readme-file', FILES, ours, { content: '# Plant Watering Bot v2\n\nNotes to come.' })).toEqual([]);
    // An app that never looked the project up and writes a bare readme fails.
    expect(judge('shared.project-readme-file', FILES, ours, { content: '# Readme\n' })).toHaveLength(1);
    expect(judge('shared.project-readme-file', FILES, ours, { content: '' })).toHaveLength(1);
  });
});
