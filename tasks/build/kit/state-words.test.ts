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

// ---- a reopen after a flip (issue #30, not_shown after reopen): the kept list tells the state the user left the record in.
import { tasks as spotifyMulti } from '../cases/multi_tool/spotify.ts';
import { tasks as amazonMulti } from '../cases/multi_tool/amazon.ts';
import { tasks as todoistMulti } from '../cases/multi_tool/todoist.ts';
import { tasks as todoistSteps } from '../cases/todoist/steps.ts';
import { tasks as sharedCross } from '../cases/shared_world/cross.ts';
import { withStateWords } from './state-words.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';

const byId = (all: () => TaskInput[], id: string): TaskInput => {
  const found = all().find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return found;
};
/** Per reopen check of the kept list: its value and the first word of the state it asks for (or null). */
const reopenStates = (t: TaskInput) =>
  t.episodes.filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions ?? []).flatMap((a) => (a.type === 'persisted_visible' ? [[e.slot ?? 'A', a.value, a.state?.[0] ?? null]] : [])));

describe('withStateWords after reopen', () => {
  it('asks the reopened list for the state the record was last left in, by the name it is listed by', () => {
    // Made public on the revise: the renamed playlist, public after reopen.
    expect(reopenStates(byId(spotifyMulti, 'multi.gym-buddy-playlist'))).toEqual([['A', 'Heavy Day Fuel', 'public']]);
    // A return started, then called off: after reopen it is called off, not started.
    expect(reopenStates(byId(amazonMulti, 'multi.jacket-return-reminder'))).toEqual([['A', 'Rain Shell Jacket, Yellow, Small', 'cancelled']]);
    // A job ticked off by its id, listed by its title.
    expect(reopenStates(byId(todoistMulti, 'multi.lawn-mowing-paid'))).toEqual([['A', 'Mow the lawn', 'done']]);
  });

  it('asks nothing of the records no episode flipped, and keeps every step the user listed', () => {
    expect(reopenStates(byId(todoistSteps, 'single.todoist.garage-cleanout-tick'))).toEqual([
      ['A', 'Clear out the garage', null],
      ['A', 'Sort the paint cans', null],
      ['A', 'Sweep the floor', null],
      ['A', 'Sell the old lawnmower', 'done'],
      // s27 (wedding-speech-tick s26-s185-f1): each step still open, asked not shown done (kit/open-steps.ts).
      ['A', 'Sort the paint cans', 'open'],
      ['A', 'Sweep the floor', 'open'],
    ]);
  });

  it('leaves app A\'s reopen alone when app B flipped the record in a shared world', () => {
    const states = reopenStates(byId(sharedCross, 'shared.babysitter-pay'));
    expect(states.length).toBeGreaterThan(0);
    expect(states.every(([, , word]) => word === null)).toBe(true);
  });

  it('carries a state to the reopen of the value it names, and not past a later state of the same record', () => {
    const task = {
      id: 'x', family: 'single_app', split: 'dev', seed: 1, domains: ['venmo'], apps: [],
      episodes: [
        { id: 'create', stage: 'submit', assertions: [{ id: 'create.01.visible_result_grounded', type: 'visible_result_grounded', value: 'Rent' }] },
        { id: 'revise', stage: 'revise', assertions: [{ id: 'revise.01.visible_result_grounded', type: 'visible_result_grounded', value: 'Rent' }] },
        { id: 'reopen', stage: 'reopen', assertions: [{ id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: 'Rent' }, { id: 'reopen.02.persisted_visible', type: 'persisted_visible', value: 'Gas' }] },
      ],
    } as unknown as TaskInput;
    const out = withStateWords(task, [{ episode: 'create', value: 'Rent', words: ['public'] }, { episode: 'revise', value: 'Rent', words: ['private'] }]);
    expect(reopenStates(out)).toEqual([['A', 'Rent', 'private'], ['A', 'Gas', null]]);
    const untold = withStateWords(task, [{ episode: 'revise', value: 'Rent', words: ['private'], kept: false }]);
    expect(reopenStates(untold)).toEqual([['A', 'Rent', null], ['A', 'Gas', null]]);
  });
});
