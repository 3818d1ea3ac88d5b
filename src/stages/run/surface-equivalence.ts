import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_PATH } from '../../runtime/browser/chromium.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import { check } from '../check/index.ts';
import { generate } from '../generate/index.ts';
import { runFiles } from '../../infra/paths.ts';
import { loadTasks } from '../../suite/load.ts';
import { run } from './index.ts';
import { controlNames } from '../../generators/index.ts';

/**
 * The equivalence test's parts (two test files share them so vitest can run the halves at once):
 * a sample of tasks, one generator's comparison of the two surfaces, and the suite both files declare.
 */

/**
 * The oracle and every control, in four shards of about equal cost, one per test file: on two
 * cores one file of 15 generators took 534 s of a 1035 s suite, so its half set the suite's wall time.
 */
export const surfaceShards: readonly (readonly string[])[] = [
  ['oracle', ...controlNames.slice(0, 5)],
  controlNames.slice(5, 11),
  controlNames.slice(11, 16),
  controlNames.slice(16),
];

/** The surface-equivalence suite for `generators` over a sample of 20 tasks (skipped, with a warning, without Chromium). */
export function describeSurfaceEquivalence(generators: readonly string[], more?: (tasks: readonly string[]) => void): void {
  const root = tempDir('surfaces');
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const hasChromium = existsSync(CHROMIUM_PATH);
  if (!hasChromium) process.stderr.write(`surface equivalence skipped: ${CHROMIUM_PATH} is missing (make browser installs it)\n`);
  describe.skipIf(!hasChromium)('text and browser surfaces', () => {
    const tasks = sampleTasks(20);
    more?.(tasks);
    it.each(generators)('%s: same assertion outcomes and the same visible text under both surfaces', (generator) => expectSameOnBothSurfaces(generator, tasks, root), 900_000);
  });
}

/**
 * The sample: tasks of every family, the shortest first (Chromium costs up to a second an
 * episode on a busy machine), taken in turn from each family until there are `size`.
 */
export function sampleTasks(size: number): string[] {
  const byFamily = new Map<string, { id: string; episodes: number }[]>();
  for (const { task } of loadTasks()) {
    const list = byFamily.get(task.family) ?? [];
    list.push({ id: task.id, episodes: task.episodes.length });
    byFamily.set(task.family, list);
  }
  const queues = [...byFamily.values()].map((list) => list.sort((a, b) => a.episodes - b.episodes || a.id.localeCompare(b.id)));
  const picked: string[] = [];
  while (picked.length < size && queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && picked.length < size) picked.push(next.id);
    }
  }
  return picked.sort();
}

const outcomes = (dir: string) =>
  readNdjson(runFiles(dir).assertions, AssertionRowSchema, { kind: 'assertions' })
    .records.map((r) => `${r.task} ${r.trial} ${r.assertion} ${r.passed ? 'pass' : 'FAIL'}`)
    .sort();
const evidence = (dir: string) => readNdjson(runFiles(dir).evidence, EpisodeRecordSchema, { kind: 'evidence' }).records;

/** Runs one generator's packages on both surfaces and holds them to the same outcomes and text. */
export async function expectSameOnBothSurfaces(generator: string, tasks: readonly string[], root: string): Promise<void> {
  const text = join(root, `${generator}-text`);
  const browser = join(root, `${generator}-browser`);
  await generate({ generator, run: text, tasks: tasks.join(',') });
  cpSync(text, browser, { recursive: true });
  await run({ run: text });
  await run({ run: browser, surface: 'browser' });
  await check({ run: text });
  await check({ run: browser });
  const passed = outcomes(text).filter((o) => o.endsWith('pass')).length;
  expect(outcomes(browser)).toEqual(outcomes(text));
  // The text renderer reads the page as Chromium's innerText does, screen by screen.
  const seen = evidence(browser);
  const expected = evidence(text);
  expect(seen.map((e) => [e.task, e.episode, e.ok, e.visible_before, e.visible_text, e.message])).toEqual(expected.map((e) => [e.task, e.episode, e.ok, e.visible_before, e.visible_text, e.message]));
  // Every episode that rendered a page has its final screen, and the PNG is in the run.
  const dir = runFiles(browser).screens;
  const shots = new Set(existsSync(dir) ? readdirSync(dir).map((f) => f.replace(/\.png$/, '')) : []);
  for (const episode of seen.filter((e) => e.html !== '')) {
    expect(episode.screen !== undefined && shots.has(episode.screen)).toBe(true);
    if (episode.visible_before !== null) expect(episode.screen_before !== undefined && shots.has(episode.screen_before)).toBe(true);
  }
  // Not vacuous: the sample passes and fails assertions across the generators (the oracle passes all).
  if (generator === 'oracle') expect(passed).toBe(outcomes(text).length);
}
