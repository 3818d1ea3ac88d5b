import { describe, expect, it } from 'vitest';
import type { Task, TaskInput } from '../../../src/schemas/task.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { withCapableActions } from './capable-actions.ts';

const suiteTask = (id: string): TaskInput => {
  const found = loadTasks().find(({ task }) => task.id === id)?.task;
  if (!found) throw new Error(`sample task ${id} is gone`);
  return structuredClone(found) as TaskInput;
};
const actions = (task: TaskInput, episode: string) => (task.episodes.find((e) => e.id === episode)?.assertions ?? []).filter((a) => a.type === 'action_available');
const withWords = (task: TaskInput, episode: string, names: string[]): TaskInput => {
  for (const a of actions(task, episode)) Object.assign(a, { names });
  return task;
};

describe('withCapableActions', () => {
  it('replaces keywords by the APIs the episode\'s inputs must reach', () => {
    const task = withCapableActions(withWords(suiteTask('shared.babysitter-pay'), 'b-open', ['find', 'handle']));
    expect(actions(task, 'b-open')).toEqual([{ id: 'b-open.02.action_available', type: 'action_available', names: ['todoist.show_tasks'] }]);
  });

  it('where no input names an API, by the writes of the reference\'s app', () => {
    const task = suiteTask('shared.babysitter-pay');
    const open = task.episodes.find((e) => e.id === 'a-open')!;
    open.assertions = (open.assertions ?? []).filter((a) => a.type !== 'input_available');
    expect(actions(withCapableActions(withWords(task, 'a-open', ['add'])), 'a-open')[0]?.names).toEqual(['todoist.create_task', 'todoist.update_task']);
  });

  it('keeps keywords where the reference\'s app calls nothing (only there do they decide), and a list that names APIs as it is', () => {
    const task = withWords(suiteTask('shared.babysitter-pay'), 'a-open', ['add']);
    const open = task.episodes.find((e) => e.id === 'a-open')!;
    open.assertions = (open.assertions ?? []).filter((a) => a.type !== 'input_available');
    (task.reference as Task['reference']).A = { package: { app: { id: 'x', title: 'X', summary: 'x', version: 1 }, state: {}, views: [], actions: [] }, revisions: {} };
    expect(actions(withCapableActions(task), 'a-open')[0]?.names).toEqual(['add']);
    const named = withWords(suiteTask('shared.babysitter-pay'), 'a-open', ['phone.create_alarm']);
    expect(actions(withCapableActions(named), 'a-open')[0]?.names).toEqual(['phone.create_alarm']);
  });
});
