/**
 * Surface benchmark: the oracle's packages run by the run stage on the text surface and on the
 * browser surface (headless Chromium, one worker), over the same tasks; seconds per episode of
 * each and their ratio. Generation and checking are left out of the timing.
 */
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { generate } from '../src/stages/generate/index.ts';
import { run } from '../src/stages/run/index.ts';
import { CHROMIUM_PATH } from '../src/runtime/browser/chromium.ts';

export interface SurfaceBench {
  tasks: string;
  episodes: number;
  text_ms_per_episode: number;
  browser_ms_per_episode: number | null;
  browser_over_text: number | null;
  skipped?: string;
}

async function timedRun(dir: string, surface: 'text' | 'browser'): Promise<{ episodes: number; ms: number }> {
  const start = performance.now();
  const summary = await run({ run: dir, jobs: 1, surface });
  return { episodes: summary.episodes, ms: performance.now() - start };
}

/** Default sample: the three smaller families (19 tasks); the single-app family is the same pages, more of them. */
export async function benchSurface(tasks = 'family:multi_tool,family:shared_world,family:service'): Promise<SurfaceBench> {
  const root = join(tmpdir(), `liveui-bench-surface-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  try {
    const dirs = { text: join(root, 'text'), browser: join(root, 'browser') };
    for (const dir of Object.values(dirs)) await generate({ generator: 'oracle', run: dir, tasks });
    const text = await timedRun(dirs.text, 'text');
    const textMs = text.ms / text.episodes;
    if (!existsSync(CHROMIUM_PATH)) return { tasks, episodes: text.episodes, text_ms_per_episode: textMs, browser_ms_per_episode: null, browser_over_text: null, skipped: `${CHROMIUM_PATH} is missing` };
    const browser = await timedRun(dirs.browser, 'browser');
    const browserMs = browser.ms / browser.episodes;
    return { tasks, episodes: text.episodes, text_ms_per_episode: textMs, browser_ms_per_episode: browserMs, browser_over_text: browserMs / textMs };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchSurface(process.argv[2])));
}
