import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { input } from './package.ts';
import { allow, callOf, callRow, free, inputOf, inputRow } from './row-fields.ts';

describe('row fields', () => {
  it('read an input tuple as the input it names', () => {
    expect(inputOf(inputRow.parse(['title', 'Title']))).toEqual(input('title', 'Title'));
    expect(inputOf(inputRow.parse(['due', 'Due', 'date']))).toEqual(input('due', 'Due', 'date'));
    expect(inputOf(inputRow.parse(['color', 'Colour', 'select', ['red', 'blue']]))).toEqual(input('color', 'Colour', 'select', { options: ['red', 'blue'] }));
  });

  it('read a call tuple as its plan step', () => {
    expect(callOf(callRow.parse(['amazon.show_orders', { page_limit: 1 }, 'order']))).toEqual({ call: 'amazon.show_orders', args: { page_limit: 1 }, bind: 'order' });
  });

  it('refuse a change that is no operation and a misspelt field deep in a row', () => {
    expect(allow.safeParse(['gmail', 'drafts', 'inserted', 'updated']).success).toBe(true);
    expect(allow.safeParse(['gmail', 'drafts', 'added']).success).toBe(false);
    expect(free.safeParse({ app: 'gmail', table: 'drafts', field: 'body', constrain: 'any' }).success).toBe(false);
    expect(z.array(inputRow).safeParse([['title']]).success).toBe(false);
  });
});
