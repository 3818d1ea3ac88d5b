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
    // Passed whole, the value is the subject: the user's words for it (text9: only a value that
    // decorates a text the app words itself is not asked of the first screen).
    action.plan = action.plan.map((s) => (s.call === 'gmail.send_email' ? { ...s, args: { ...(s.args as object), subject: '{{inputs.occasion}}' } } : s));
    expect(inputChecks(withoutIdleInputs(task)).flat()).toContain('occasion');
  });

  it('asks for no input that only decorates an SMS the user dictates no words for ("Hi {{inputs.who}}, …"), but for one the text owes', () => {
    // flatmate: "let them know by SMS" — the greeting's name is the app's wording.
    expect(inputChecks(suiteTask('multi.flatmate-settle-sofia')).flat()).not.toContain('who');
    const task = suiteTask('multi.flatmate-settle-sofia');
    const open = task.episodes.find((e) => e.id === 'open');
    open?.assertions?.push({ id: 'open.09.input_available', type: 'input_available', names: ['who'] });
    // Once the text's rule holds the name (the user asked the text to greet Sofia), the input stays.
    for (const e of task.episodes) for (const a of e.assertions ?? []) if (a.type === 'world_matches_reference') for (const f of a.free ?? []) if (f.field === 'message') f.constraint = { contains: ['Sofia'] };
    expect(inputChecks(withoutIdleInputs(task)).flat()).toContain('who');
  });

  it('asks for no genre the intention fixes ("build a soul playlist"), but for one it offers a choice of', () => {
    expect(inputChecks(suiteTask('multi.breakup-comfort-mix')).flat()).not.toContain('genre');
    expect(inputChecks(suiteTask('multi.gym-buddy-playlist')).flat()).toContain('genre');
  });
});
