import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlNames } from '../../generators/index.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { CHROMIUM_PATH } from '../../runtime/browser/chromium.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { check } from '../check/index.ts';
import { generate } from '../generate/index.ts';
import { runFiles } from '../paths.ts';
import { loadTasks } from '../tasks/load.ts';
import { run } from './index.ts';

/**
 * The sample: tasks of every family, the shortest first (Chromium costs about a second an
 * episode here), taken in turn from each family until there are 20.
 */
function sampleTasks(size: number): string[] {
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

const root = tempDir('surfaces');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`surface equivalence skipped: ${CHROMIUM_PATH} is missing (make browser installs it)`);

describe.skipIf(!hasChromium)('text and browser surfaces', () => {
  const tasks = sampleTasks(20);

  it('sample 20 tasks of every family', () => {
    expect(tasks).toHaveLength(20);
    expect(new Set(tasks.map((id) => loadTasks().find((t) => t.task.id === id)?.task.family))).toEqual(new Set(['single', 'multi_tool', 'shared_world', 'service']));
  });

  it.each(['oracle', ...controlNames])(
    '%s: same assertion outcomes and the same visible text under both surfaces',
    async (generator) => {
      const text = join(root, `${generator}-text`);
      const browser = join(root, `${generator}-browser`);
      await generate({ generator, run: text, tasks: tasks.join(',') });
      cpSync(text, browser, { recursive: true });
      await run({ run: text });
      await run({ run: browser, surface: 'browser' });
      check({ run: text });
      check({ run: browser });
      expect(outcomes(browser)).toEqual(outcomes(text));
      // The text renderer reads the page as Chromium's innerText does, screen by screen.
      const seen = evidence(browser);
      const expected = evidence(text);
      expect(seen.map((e) => [e.task, e.episode, e.visible_before, e.visible_text, e.message])).toEqual(expected.map((e) => [e.task, e.episode, e.visible_before, e.visible_text, e.message]));
      // Every episode that rendered a page has its final screen, and the PNG is in the run.
      const shots = new Set(readdirSync(runFiles(browser).screens).map((f) => f.replace(/\.png$/, '')));
      for (const episode of seen.filter((e) => e.html !== '')) {
        expect(episode.screen && shots.has(episode.screen)).toBe(true);
        if (episode.visible_before !== null) expect(episode.screen_before && shots.has(episode.screen_before)).toBe(true);
      }
    },
    600_000,
  );
});
