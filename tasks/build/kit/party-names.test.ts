import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withPartyNames } from './party-names.ts';

/** The built task with the party's name form taken out again, as withNameForms leaves it. */
function beforePass(message?: string): TaskInput {
  const task = JSON.parse(readFileSync(new URL('../../suite/single.venmo.concert-ticket-request.json', import.meta.url), 'utf8')) as TaskInput;
  const episodes = task.episodes.map((e) => {
    if (e.id !== 'revise') return e;
    const values = Object.fromEntries(Object.entries(e.values ?? {}).filter(([k]) => !k.startsWith('payer')));
    const names = Object.fromEntries(Object.entries(e.names ?? {}).filter(([k]) => !k.startsWith('payer')));
    return { ...e, values, names, ...(message ? { message } : {}) };
  });
  return { ...task, episodes };
}

describe('withPartyNames: a request named by its payer gets the payer as a name form', () => {
  it('adds the payer\'s full name, paired with the request id, where the message names the payer', () => {
    const revise = withPartyNames(beforePass()).episodes.find((e) => e.id === 'revise');
    expect(revise?.values?.['payer|payer_name|person|who']).toBe('Caleb Larsen');
    expect(revise?.names?.['payer|payer_name|person|who']).toBe('request_id|payment_request_id');
  });

  it('adds nothing where the message names the record itself, or no person of it', () => {
    for (const message of ['Cancel the Concert ticket request.', 'Someone paid me cash, cancel that request.']) {
      const revise = withPartyNames(beforePass(message)).episodes.find((e) => e.id === 'revise');
      expect(Object.keys(revise?.values ?? {}).some((k) => k.startsWith('payer'))).toBe(false);
    }
  });
});
