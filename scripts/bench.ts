/**
 * `make bench`: speed and memory figures, written to reports/bench/*.json and summarised on
 * stdout. Medians and ratios, never pass/fail timings (the machines here are shared and noisy).
 * `--quick` skips the 10M-row analyze archive, the full audit and the whole-suite browser memory run,
 * and checks 10,000 episodes, not 100,000.
 * LIVEUI_BENCH_CACHE=DIR keeps the synthetic analyze archives there between runs.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchWorld } from './bench-world.ts';
import { benchRuntime } from './bench-runtime.ts';
import { benchAudit, benchSuite } from './bench-suite.ts';
import { benchAnalyze, formatAnalyzeTable } from './bench-analyze.ts';
import { benchSurface } from './bench-surface.ts';
import { benchBrowserMemory, formatBrowserMemoryLine } from './bench-browser-memory.ts';
import { benchCheck, formatCheckLine } from './bench-check.ts';

const out = join('reports', 'bench');
mkdirSync(out, { recursive: true });
const quick = process.argv.includes('--quick');
const save = (name: string, value: unknown) => writeFileSync(join(out, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
const f = (x: number, digits = 3) => x.toFixed(digits);

const world = benchWorld();
save('world', world);
console.log(`world: restore median ${f(world.restore_median_ms)} ms (p90 ${f(world.restore_p90_ms)}, first ${f(world.first_restore_ms, 1)} ms; target ≤ ${world.targets.restore_ms} ms; AppWorld ≈ ${world.appworld_reset_ms} ms, ${f(world.speedup_vs_appworld, 0)}× faster); call+diff median ${f(world.call_diff_median_us, 1)} µs (target ≤ ${world.targets.call_diff_us} µs); read call ${f(world.read_call_median_us, 1)} µs; image ${world.image_bytes} bytes`);

const runtime = await benchRuntime();
save('runtime', runtime);
console.log(`runtime: ${JSON.stringify(runtime)}`);

const suite = await benchSuite();
save('suite', suite);
console.log(`suite: ${suite.tasks} tasks, ${suite.episodes} episodes in ${f(suite.seconds, 2)} s on one core = ${f(suite.episodes_per_second, 1)} episodes/s (target: suite < ${suite.target_seconds} s); oracle FWR ${suite.fwr === null ? '–' : `${f(suite.fwr * 100, 1)}%`}`);

if (!quick) {
  const audit = await benchAudit();
  save('audit', audit);
  console.log(`audit: ${audit.tasks} tasks × ${audit.generators} generators in ${f(audit.seconds, 1)} s with ${audit.jobs} jobs = ${f(audit.evaluations_per_second, 1)} evaluations/s (target ≤ ${audit.target_seconds} s); unsound ${audit.unsound_tasks}, over-specified ${audit.over_specified}, mutation score ${audit.mutation_score === null ? '—' : f(audit.mutation_score * 100, 1)}%`);
}

const surface = await benchSurface(quick ? 'family:service' : undefined);
save('surface', surface);
console.log(
  surface.browser_ms_per_episode === null
    ? `surface: text ${f(surface.text_ms_per_episode, 1)} ms/episode; browser skipped (${surface.skipped})`
    : `surface: ${surface.episodes} episodes (${surface.tasks}): text ${f(surface.text_ms_per_episode, 1)} ms/episode, browser ${f(surface.browser_ms_per_episode, 1)} ms/episode (${f(surface.browser_over_text ?? 0, 1)}× the text surface)`,
);

if (!quick) {
  // The whole suite on the browser surface: Chromium's peak memory per recycle window, first vs last.
  const memory = await benchBrowserMemory(undefined, join(out, 'browser-memory-samples.ndjson'));
  save('browser-memory', memory);
  console.log(formatBrowserMemoryLine(memory));
}

const llmPath = './bench-llm.ts';
try {
  const { benchLlm } = (await import(llmPath)) as { benchLlm: () => Promise<unknown> };
  const llm = await benchLlm();
  save('llm', llm);
  console.log(`llm: ${JSON.stringify(llm)}`);
} catch (error) {
  console.log(`llm: skipped (${(error as Error).message})`);
}

const checked = await benchCheck(quick ? { episodes: 10_000 } : {});
save('check', checked);
console.log(formatCheckLine(checked));

const analyze = await benchAnalyze({ ...(quick ? { sizes: [17] } : {}), cache: process.env.LIVEUI_BENCH_CACHE });
save('analyze', analyze);
console.log(`analyze:\n${formatAnalyzeTable(analyze)}`);
