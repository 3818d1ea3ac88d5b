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

describe('stale_view targets a stale view of a typed value, and says why a task is not one', () => {
  const stale = (id: string) => ({ holds: TARGET_PREDICATES.stale_view?.holds(suiteTask(id)), why: TARGET_PREDICATES.stale_view?.whyNot?.(suiteTask(id)) });

  it('a tag renamed to a typed name that a reopen shows is a target', () => {
    expect(stale('single.simple_note.fitness-tag-rename')).toEqual({ holds: true, why: undefined });
  });

  it('a typed value the kept row reads back from the service (a draft subject after update_draft) is a target', () => {
    expect(stale('single.gmail.draft-editor').holds).toBe(true);
  });

  it('a restore whose kept row shows the new file id the service made is not: no value the user types changes', () => {
    expect(stale('single.file_system.book-notes-rescue')).toEqual({ holds: false, why: 'the kept update writes what a service answered, not a value the user types' });
  });

  it('an app action the episodes never use (a request amount nobody changes) is not', () => {
    expect(stale('single.venmo.rent-reminder')).toEqual({ holds: false, why: 'no episode types the value the kept update writes (the episodes use another change, or change another field)' });
  });

  it('a line added to a shared note whose row ends as a fixed word ("left") is not', () => {
    expect(stale('single.simple_note.tahoe-shared-list')).toEqual({ holds: false, why: 'a later episode writes over the kept field in the reference too (a fixed word ends it)' });
  });

  it('a playlist made public under the title it already had, in a list that does not print the flag, is not', () => {
    expect(stale('single.spotify.study-focus')).toEqual({ holds: false, why: 'no view shows the kept field the change writes; the episode types the value the kept item already holds' });
  });

  it('follows the task: once the episode types a new title, the same playlist edit is a target', () => {
    const task = structuredClone(suiteTask('single.spotify.study-focus'));
    const revise = task.episodes.find((e) => e.id === 'revise');
    if (!revise) throw new Error('no revise');
    revise.values['new_title|title'] = 'Deep Focus Deluxe';
    expect(TARGET_PREDICATES.stale_view?.holds(task)).toBe(true);
  });
});
