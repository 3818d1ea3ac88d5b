import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../io/hash.ts';
import { readNdjson } from '../../io/ndjson.ts';
import type { Task } from '../../schemas/task.ts';
import { loadTasks } from '../load.ts';
import { taskHash } from '../review.ts';
import { checkTwins, declaredTwin, DECLARATIONS_FILE, twinOf } from './index.ts';
import { DeclaredTwinSchema } from './declared.ts';

const suite = loadTasks();
const tasks: Task[] = suite.map((t) => t.task);
const SHAPE = new Set(['input_available', 'action_available', 'visible_contains', 'route_enters_orchestrator', 'mutation_limit', 'no_collateral', 'no_secret_exposed']);

describe('counterfactual twins of the suite', () => {
  it('gives a twin to every task but those a current declaration says have none, and why', () => {
    const without: string[] = [];
    let withTwin = 0;
    for (const task of tasks) {
      const twin = twinOf(task);
      if (twin.ok) withTwin += 1;
      else {
        const declared = task.twin ?? declaredTwin(task);
        expect(declared?.none, `${task.id}: ${twin.reason}`).toBeTruthy();
        without.push(`${task.id}: ${twin.reason}`);
      }
    }
    // 527 tasks: 490 with a twin; the 37 without are listed, with the reason, in tasks/twins/declarations.ndjson.
    expect(withTwin + without.length).toBe(tasks.length);
    expect(withTwin).toBeGreaterThanOrEqual(490);
    // Every declaration is for a task of the suite as it is now (\`liveui tasks twins --write\` refreshes them).
    const byId = new Map(tasks.map((task) => [task.id, task]));
    for (const row of readNdjson(DECLARATIONS_FILE, DeclaredTwinSchema).records) {
      const task = byId.get(row.task);
      expect(task && taskHash(task), row.task).toBe(row.task_hash);
    }
  });

  it('changes values and the world, never the shape of the task: the packages and app-shape checks stay valid', () => {
    for (const task of tasks) {
      const twin = twinOf(task);
      if (!twin.ok) continue;
      const other = twin.task;
      expect(canonicalJson(other.apps)).toBe(canonicalJson(task.apps));
      expect(canonicalJson(other.reference)).toBe(canonicalJson(task.reference));
      expect(other.world.seed).not.toBe(task.world.seed);
      task.episodes.forEach((episode, index) => {
        const mine = other.episodes[index];
        expect(mine?.id).toBe(episode.id);
        expect(mine?.requirement).toBe(episode.requirement);
        expect(Object.keys(mine?.values ?? {})).toEqual(Object.keys(episode.values));
        expect(Object.keys(mine?.captures ?? {})).toEqual(Object.keys(episode.captures));
        expect(mine?.assertions.map((a) => a.id)).toEqual(episode.assertions.map((a) => a.id));
        // Captured ids stay references, booleans stay as typed, app-shape checks as written.
        for (const [key, value] of Object.entries(episode.values)) if (typeof value === 'boolean' || /^\$/.test(String(value))) expect(mine?.values[key]).toBe(value);
        episode.assertions.forEach((spec, a) => {
          if (SHAPE.has(spec.type)) expect(canonicalJson(mine?.assertions[a])).toBe(canonicalJson(spec));
        });
      });
      const changed = canonicalJson(other.episodes.map((e) => [e.values, e.message])) !== canonicalJson(task.episodes.map((e) => [e.values, e.message]));
      expect(changed || (other.world.rows ?? []).length > 0, task.id).toBe(true);
    }
  });

  it('is a pure function of the task: a fresh copy gets the same twin', () => {
    for (const task of tasks.slice(0, 60)) {
      const copy = structuredClone(task) as Task;
      expect(canonicalJson(twinOf(copy))).toBe(canonicalJson(twinOf(task)));
    }
  });

  it('refuses, in tasks validate, a twin that does not stand and a task with no twin no declaration explains', async () => {
    const byId = (id: string) => tasks.find((t) => t.id === id) as Task;
    // The reference writes the title itself: the twin types another one, the reference ignores it.
    const commute = structuredClone(byId('single.spotify.commute-playlist')) as Task & { reference: Record<string, any> };
    commute.reference.A.package.actions[0].plan[0].args.title = 'Monday Commute';
    commute.twin = { slots: [{ value: 'Monday Commute', twin: 'Monday Gondola' }] };
    // No typed value, and (as a new task) no committed declaration.
    const quiet = { ...structuredClone(byId('single.venmo.catch-up-notices')), id: 'single.venmo.catch-up-notices-copy' } as Task;
    const checked = await checkTwins([
      { task: commute, file: 'commute.json' },
      { task: quiet, file: 'quiet.json' },
    ]);
    expect(checked.problems.map((p) => `${p.file} ${p.message}`)).toEqual([
      expect.stringMatching(/^commute\.json its twin does not stand: the reference fails create\.03\.db_changed in the twin/),
      ...checked.problems.slice(1, -1).map(() => expect.stringMatching(/^commute\.json its twin does not stand/)),
      expect.stringMatching(/^quiet\.json its twin cannot be built: nothing to swap \(the user types no value\)/),
    ]);
  });

  it('stands for every task: the reference replayed in the twin passes every twin assertion and its end state moves with the values', async () => {
    const checked = await checkTwins(suite);
    expect(checked.problems).toEqual([]);
    expect(checked.with_twin).toBeGreaterThanOrEqual(490);
    // The whole suite: two reference replays per task, 25 s alone, a few minutes on a loaded machine.
  });
});
