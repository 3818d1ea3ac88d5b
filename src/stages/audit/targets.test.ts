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
  it('an alarm with free fields and a kept list it edits holds those targets, and the alarm it made has a newer look-alike', () => {
    // The alarm app writes free label/repeat fields, keeps its alarms and edits them; the user
    // names no record the world had before, but the alarm it makes and then edits by id has a
    // newer look-alike in the task's world (kit/look-alike.ts), which an app taking the first alarm gets.
    // Its free fields owe none of the typed values but one since s8: the dose the user gave
    // ("Cetirizine, 10 mg"; rubric fidelity/2, Reading 5). Since s15 (free) the note or the alarm
    // may keep it (`mentions_one`, no content constraint), so junk_free_fields, which fills
    // constrained fields, has no target; tasks/build/kit/free15.test.ts shows a dose kept nowhere fails.
    expect(verdicts(suiteTask('multi.allergy-pill-alarm'))).toEqual({
      no_persist: true,
      ignore_inputs: true,
      pick_newest: true,
      junk_free_fields: false,
      touch_other_row: true,
      partial_dump: false,
      stale_view: true,
      schema_first: true,
      extra_writes: true,
    });
  });

  it('a hint dropper looks a product up by the user’s words and shows it', () => {
    const v = verdicts(suiteTask('multi.birthday-hint-dropper'));
    expect(v.pick_newest).toBe(true);
    expect(v.partial_dump).toBe(true);
  });

  it('a draft the task makes and then names by id is a target only while its world has a newer look-alike draft', () => {
    // The revise names the draft by its captured id; the world's look-alike draft is the newest.
    const task = suiteTask('multi.chore-rota-draft');
    expect(task.world.rows?.some((r) => r.app === 'gmail' && r.table === 'drafts')).toBe(true);
    expect(TARGET_PREDICATES.pick_newest?.holds(task)).toBe(true);
    // The revise also offers the draft by its subject (kit/name-forms.ts), a look-up by the user's
    // words: without the look-alike it is a target for that alone; without both, not at all.
    const bare = { ...task, world: { fixture: task.world.fixture, seed: task.world.seed } };
    expect(TARGET_PREDICATES.pick_newest?.holds(bare)).toBe(true);
    const byIdOnly = structuredClone(bare);
    for (const episode of byIdOnly.episodes) {
      for (const key of Object.keys(episode.names ?? {})) delete episode.values[key];
      delete episode.names;
    }
    expect(TARGET_PREDICATES.pick_newest?.holds(byIdOnly)).toBe(false);
  });

  it('a split request leaves its texts free (s8) but constrains none, and changes no kept item', () => {
    const v = verdicts(suiteTask('multi.airbnb-split-request'));
    expect([v.touch_other_row, v.junk_free_fields, v.stale_view]).toEqual([true, false, false]);
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

  it('a member dropped from a group whose kept line was first kept blank is not: the control shows nothing of the removed member (K7)', () => {
    expect(stale('single.splitwise.road-trip-roster')).toEqual({
      holds: false,
      why: 'the change only removes something, and the kept field the control leaves as first kept names nothing removed (K7: a reopen asks nothing of a removed record)',
    });
  });

  it('follows the task: the same kept line is a target once the change adds instead of removing', () => {
    const task = structuredClone(suiteTask('single.splitwise.road-trip-roster'));
    for (const a of task.episodes.find((e) => e.id === 'followup')?.assertions ?? []) if (a.type === 'db_changed') a.op = 'inserted';
    expect(TARGET_PREDICATES.stale_view?.holds(task)).toBe(true);
  });

  it('a removal whose kept field was first kept with a typed value is still a target', () => {
    const task = structuredClone(suiteTask('single.splitwise.road-trip-roster'));
    const pkg = task.reference.A?.package as { actions: { plan?: Record<string, unknown>[] }[] } | undefined;
    const append = pkg?.actions.flatMap((a) => a.plan ?? []).find((s) => 'append' in s) as { item: Record<string, unknown> } | undefined;
    if (!append) throw new Error('no append');
    append.item.note = 'made {{inputs.name}}';
    expect(TARGET_PREDICATES.stale_view?.holds(task)).toBe(true);
  });
});

describe('schema_first targets what an echo of the inputs cannot show', () => {
  const echo = (task: Task) => ({ holds: TARGET_PREDICATES.schema_first?.holds(task), why: TARGET_PREDICATES.schema_first?.whyNot?.(task) });

  it('a one-shot label tidy that writes typed names and shows only them is not a target', () => {
    // Without the words of the deletion its step asks for (issue #30): then an echo of what was sent shows it all.
    const typedOnly = structuredClone(suiteTask('single.gmail.label-tidy'));
    for (const a of typedOnly.episodes.flatMap((e) => e.assertions)) if (a.type === 'visible_result_grounded') delete a.state;
    expect(echo(typedOnly)).toEqual({
      holds: false,
      why: 'a one-shot tool: nothing kept is asked (K12) and every visible check asks for a value the user typed, and the reference passes each service only typed values, so echoing what was sent shows what a correct app shows',
    });
  });

  it('follows the task: a visible check of an id the service made, a state word, or a kept value makes it one', () => {
    const made = structuredClone(suiteTask('single.phone.parcel-pickup-alarm'));
    const create = made.episodes.find((e) => e.id === 'create');
    if (!create) throw new Error('no create');
    create.assertions.push({ id: 'create.99.visible_result_grounded', type: 'visible_result_grounded', value: '$alarmId', match: 'normalized' });
    expect(echo(made).holds).toBe(true);

    const state = structuredClone(suiteTask('single.gmail.label-tidy'));
    for (const a of state.episodes.flatMap((e) => e.assertions)) if (a.type === 'visible_result_grounded' && a.value === 'travel') a.state = ['deleted', 'removed'];
    expect(echo(state).holds).toBe(true);
    // As the suite's label tidy now asks: the label deleted must be said so.
    expect(echo(suiteTask('single.gmail.label-tidy')).holds).toBe(true);

    const kept = structuredClone(suiteTask('single.gmail.label-tidy'));
    kept.episodes.at(-1)?.assertions.push({ id: 'reopen.99.persisted_visible', type: 'persisted_visible', value: 'expenses', match: 'normalized' });
    expect(echo(kept).holds).toBe(true);
  });

  it('a task whose app must read the service first is a target', () => {
    expect(echo(suiteTask('multi.birthday-hint-dropper')).holds).toBe(true);
  });
});

describe('no_persist targets a reopen check that asks for something kept (s17)', () => {
  const { holds, whyNot } = TARGET_PREDICATES.no_persist!;
  it('a comment deleted and then asked not to be shown after reopen is not a target: an app that keeps nothing shows nothing stale', () => {
    const task = suiteTask('single.venmo.regret-comment');
    expect(task.episodes.flatMap((e) => e.assertions).some((a) => a.type === 'persisted_visible' && (a as { gone?: boolean }).gone === true)).toBe(true);
    expect(holds(task)).toBe(false);
    expect(whyNot!(task)).toMatch(/keeps nothing shows nothing stale/);
  });
  it('a diary whose kept entry a reopen asks for is one (billing-bug: the hunch the user keeps)', () => {
    const task = suiteTask('single.todoist.billing-bug-comment-delete');
    expect(holds(task)).toBe(true);
    expect(whyNot!(task)).toBeUndefined();
  });
  it('follows the task: the same reopen check without `gone` makes it a target', () => {
    const task = structuredClone(suiteTask('single.venmo.regret-comment'));
    for (const e of task.episodes) for (const a of e.assertions) if (a.type === 'persisted_visible') delete (a as { gone?: boolean }).gone;
    expect(holds(task)).toBe(true);
  });
});


describe('stale_view: an item first kept saying all a later update writes is no target (s21)', () => {
  const stale = (id: string) => ({ holds: TARGET_PREDICATES.stale_view?.holds(suiteTask(id)), why: TARGET_PREDICATES.stale_view?.whyNot?.(suiteTask(id)) });
  it('meeting-minutes-export re-saves to the same path ("saved to file to P" after "saved to file to P, emailed E")', () => {
    expect(stale('multi.meeting-minutes-export').holds).toBe(false);
    // A removal told in other words than the item was made with stays a target's question (road-trip-roster keeps its own reason).
    expect(stale('single.splitwise.road-trip-roster').holds).toBe(false);
  });
});
