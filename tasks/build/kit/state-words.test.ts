import { describe, expect, it } from 'vitest';
import { tasks as venmoMoney } from '../cases/venmo/money.ts';

const settle = () => venmoMoney().find((t) => t.id === 'single.venmo.settle-requests');

describe('withStateWords', () => {
  it('asks the paid and the declined request for a word of their new state beside the description', () => {
    const states = (settle()?.episodes ?? []).flatMap((e) => (e.assertions ?? []).flatMap((a) => (a.type === 'visible_result_grounded' && a.state ? [[e.id, a.value, a.state[0]]] : [])));
    expect(states).toEqual([
      ['create', 'Team lunch at Cafe Flora', 'paid'],
      ['revise', 'Jazz night tickets', 'declined'],
    ]);
  });
});
