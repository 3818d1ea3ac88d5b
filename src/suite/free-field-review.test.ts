/**
 * The reviewer's free-field rule and validate's why (issue #28, free fields are earned), on real
 * suite tasks: "email the co-giver the order" with a body left `non_empty` is flagged, the
 * built task (body held to the product and the order's captured id) is not, and a free field
 * without a why is refused.
 */
import { describe, expect, it } from 'vitest';
import type { FreeField, Task } from '../schemas/task.ts';
import { freeFieldFindings } from './free-field-review.ts';
import { loadTasks } from './load.ts';
import { checkTask } from './validate.ts';

const suiteTask = (id: string): Task => {
  const task = loadTasks().find((t) => t.task.id === id)?.task;
  if (!task) throw new Error(`${id} is gone from the suite`);
  return structuredClone(task) as Task;
};

/** The task with every free field of `field` given another constraint (or no why). */
function withFree(task: Task, field: string, change: (free: FreeField) => void): Task {
  for (const episode of task.episodes) for (const a of episode.assertions) if (a.type === 'world_matches_reference') for (const f of a.free) if (f.field === field) change(f);
  return task;
}

describe('the free-field rule', () => {
  it('passes the built suite: every free field is earned and says why', () => {
    const findings = loadTasks().flatMap(({ task }) => freeFieldFindings(task).map((f) => `${task.id} ${f}`));
    expect(findings).toEqual([]);
  });

  it('flags an email body left non_empty although the reference writes the product and the order number into it', () => {
    const task = withFree(suiteTask('multi.coworker-farewell-gift'), 'body', (f) => {
      f.constraint = 'non_empty';
    });
    expect(freeFieldFindings(task)).toEqual([
      '[free-unearned] episode create: free field gmail.*.body is non_empty although the reference builds it from {{found.0.name}}, {{order.order_id}}',
    ]);
  });

  it('flags a text that must name only the typed words although the reference writes the settled share into it', () => {
    const task = withFree(suiteTask('multi.settle-and-tell'), 'message', (f) => {
      f.constraint = { contains: ['Liam'] };
    });
    expect(freeFieldFindings(task)).toEqual([
      '[free-unearned] episode create: free field phone.*.message names only the typed values, although the reference also writes {{settled.amount}} from a record into it',
    ]);
  });

  it('flags a contains that leaves out a value the user typed into the text', () => {
    const task = withFree(suiteTask('single.splitwise.pizza-comment-text'), 'message', (f) => {
      f.constraint = { contains: [(f.constraint as { contains: string[] }).contains[1] as string] };
    });
    expect(freeFieldFindings(task)).toEqual([
      '[free-unearned] episode create: free field phone.*.message does not name "Pizza from Tony", which the reference writes into it from the user\'s input',
    ]);
  });

  it('does not ask for the name a greeting uses', () => {
    expect(freeFieldFindings(suiteTask('single.file_system.roommate-handoff'))).toEqual([]);
  });

  it('reports and refuses a free field without a why', () => {
    const task = withFree(suiteTask('single.phone.shift-alarms'), 'label', (f) => {
      delete f.why;
    });
    expect(freeFieldFindings(task)).toEqual(['[free-without-why] episode create: free field phone.alarms.label says no why']);
    const problems = checkTask(task, 'single.phone.shift-alarms.json', { complete: true }).map((p) => p.message);
    expect(problems).toEqual(['free field phone.alarms.label has no why (say in one line why the request leaves it to the app)']);
  });
});
