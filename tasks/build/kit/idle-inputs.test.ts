/**
 * Inputs the first screen need not offer (kit/idle-inputs.ts, issue #30): one whose value reaches
 * no service, one whose value the intention already fixes. A value the user picks among others
 * ("a hip-hop or rock playlist"), or one a call takes, is still asked for.
 */
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { withoutIdleInputs } from './idle-inputs.ts';

const suiteTask = (id: string): TaskInput => structuredClone(loadTasks().find(({ task }) => task.id === id)?.task) as TaskInput;
const inputChecks = (task: TaskInput, episode = 'open'): string[][] =>
  (task.episodes.find((e) => e.id === episode)?.assertions ?? []).flatMap((a) => (a.type === 'input_available' ? [a.names] : []));

describe('withoutIdleInputs', () => {
  it('asks for no "occasion" input whose value reaches no service', () => {
    const task = suiteTask('multi.dad-retirement-gift');
    expect(inputChecks(task).flat()).not.toContain('occasion');
    expect(inputChecks(task).flat()).toContain('product');
  });

  it('keeps it once a call takes the value', () => {
    const task = suiteTask('multi.dad-retirement-gift');
    const open = task.episodes.find((e) => e.id === 'open');
    open?.assertions?.push({ id: 'open.09.input_available', type: 'input_available', names: ['occasion'] });
    const action = ((task.reference.A?.package as { actions: unknown[] }).actions)[0] as { plan: Record<string, unknown>[] };
    action.plan = action.plan.map((s) => (s.call === 'gmail.send_email' ? { ...s, args: { ...(s.args as object), subject: 'Gift for {{inputs.occasion}}' } } : s));
    expect(inputChecks(withoutIdleInputs(task)).flat()).toContain('occasion');
  });

  it('asks for no genre the intention fixes ("build a soul playlist"), but for one it offers a choice of', () => {
    expect(inputChecks(suiteTask('multi.breakup-comfort-mix')).flat()).not.toContain('genre');
    expect(inputChecks(suiteTask('multi.gym-buddy-playlist')).flat()).toContain('genre');
  });
});
