import { describe, expect, it } from 'vitest';
import type { Task } from '../schemas/task.ts';
import { runTaskEpisodes } from '../stages/run/episodes.ts';
import { referencePackages } from '../stages/run/reference.ts';
import { loadTasks } from './load.ts';
import { unshownChanges, userStates } from './unshown.ts';

const suite = new Map(loadTasks().map(({ task }) => [task.id, task]));
const reference = (task: Task) => runTaskEpisodes({ task, trial: 0, run: 'unshown-test', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });

/** The task with the screen checks of one episode changed by `edit`. */
function withChecks(task: Task, episode: string, edit: (a: Task['episodes'][number]['assertions'][number]) => Task['episodes'][number]['assertions'][number] | undefined): Task {
  const copy = structuredClone(task);
  const target = copy.episodes.find((e) => e.id === episode)!;
  target.assertions = target.assertions.flatMap((a) => (['visible_result_grounded', 'persisted_visible', 'visible_contains'].includes(a.type) ? [edit(a)].filter((x) => x !== undefined) : [a]));
  return copy;
}

describe('changes never looked for on screen', () => {
  it('lists a flip whose episode has no state words, and nothing once the words are asked', async () => {
    const task = suite.get('single.gmail.star-important')!;
    const records = await reference(task);
    expect(unshownChanges(task, records)).toEqual([]);
    const bare = withChecks(withChecks(task, 'step1', (a) => ({ ...a, state: undefined }) as typeof a), 'step2', (a) => ({ ...a, state: undefined }) as typeof a);
    const listed = unshownChanges(bare, records);
    expect(listed.map((u) => `${u.episode} ${u.table}.${u.field} ${u.kind} ${String(u.value)}`)).toEqual(['step1 gmail.user_threads.is_starred flip 1', 'step2 gmail.user_threads.is_starred flip 0']);
  });

  it('lists a value the user said that lands in a record when no screen check looks for it', async () => {
    const task = suite.get('single.spotify.commute-playlist')!;
    const records = await reference(task);
    const titles = (list: ReturnType<typeof unshownChanges>) => list.filter((u) => u.field === 'title' && u.episode === 'create').map((u) => u.value);
    expect(titles(unshownChanges(task, records))).toEqual([]);
    const bare = withChecks(task, 'create', (a) => ((a as { value?: unknown }).value === 'Monday Commute' ? undefined : a));
    expect(titles(unshownChanges(bare, records))).toEqual(['Monday Commute']);
  });

  it('lists a deletion with no state words on screen', async () => {
    const task = suite.get('single.spotify.library-trim')!;
    const records = await reference(task);
    expect(unshownChanges(task, records).filter((u) => u.kind === 'deleted' && u.episode === 'step1')).toEqual([]);
    const bare = withChecks(task, 'step1', (a) => ({ ...a, state: undefined }) as typeof a);
    expect(unshownChanges(bare, records).filter((u) => u.kind === 'deleted' && u.episode === 'step1').length).toBeGreaterThan(0);
  });

  it('reads the user’s words by value: a number whole, a text whole, never a part of another number', () => {
    expect(userStates('i paid hana 30 for lunch', 30)).toBe(true);
    expect(userStates('i paid hana 130 for lunch', 30)).toBe(false);
    expect(userStates('i paid hana 30.5 for lunch', 30)).toBe(false);
    expect(userStates('call it weekly commute', 'Weekly Commute')).toBe(true);
    expect(userStates('call it weekly commute', 'Daily Commute')).toBe(false);
  });
});
