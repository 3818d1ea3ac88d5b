import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import type { Task } from '../../schemas/task.ts';
import { DEFAULT_TASK_DIR, parseTaskFile } from '../../suite/load.ts';
import { TARGET_PREDICATES } from './targets.ts';

const suiteTask = (id: string): Task => {
  const { task } = parseTaskFile(join(DEFAULT_TASK_DIR, `${id}.json`));
  if (!task) throw new Error(`no task ${id}`);
  return task;
};

const verdicts = (task: Task) => Object.fromEntries(Object.entries(TARGET_PREDICATES).map(([name, p]) => [name, p.holds(task)]));

describe('control targets read from the task', () => {
  it('an alarm with constrained free fields and a kept list it edits holds those targets, and names no record', () => {
    // The alarm app writes free label/repeat fields, keeps its alarms and edits them; the user
    // names no record the world had before.
    expect(verdicts(suiteTask('multi.allergy-pill-alarm'))).toEqual({
      ignore_inputs: true,
      pick_newest: false,
      junk_free_fields: true,
      touch_other_row: true,
      partial_dump: false,
      stale_view: true,
      extra_writes: true,
    });
  });

  it('a hint dropper looks a product up by the user’s words and shows it', () => {
    const v = verdicts(suiteTask('multi.birthday-hint-dropper'));
    expect(v.pick_newest).toBe(true);
    expect(v.partial_dump).toBe(true);
  });

  it('a split request declares no free field and changes no kept item', () => {
    const v = verdicts(suiteTask('multi.airbnb-split-request'));
    expect([v.touch_other_row, v.junk_free_fields, v.stale_view]).toEqual([false, false, false]);
    expect(v.extra_writes).toBe(true);
  });

  it('follows the task, not the control: without its free fields a task no longer holds their target', () => {
    const task = structuredClone(suiteTask('multi.allergy-pill-alarm'));
    for (const episode of task.episodes) for (const a of episode.assertions) if (a.type === 'world_matches_reference') a.free = [];
    expect(TARGET_PREDICATES.touch_other_row?.holds(task)).toBe(false);
    expect(TARGET_PREDICATES.junk_free_fields?.holds(task)).toBe(false);
    expect(TARGET_PREDICATES.stale_view?.holds(task)).toBe(true);
  });
});
