import type { Argv, CommandModule } from 'yargs';
import { countFlag, intFlag, printJson, reportIncomplete } from './util.ts';
import { UsageError } from '../../src/errors.ts';
import { percent } from '../../src/format.ts';
import { DEFAULT_HEAP_MB, HEAP_ENV, heapCap } from '../../src/stages/heap-worker.ts';

const selection = (y: Argv) =>
  y
    .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X (comma-separated)' })
    .option('task-dir', { type: 'string', describe: 'task folder (default tasks/suite)' })
    .option('trials', { type: 'string', describe: 'generation draws per task (default 1)' })
    .option('jobs', { type: 'string', describe: 'task evaluations at once (default 1)' });

const shardOption = { type: 'string', describe: 'only shard K of N (e.g. 2/8): a stable partition by task id; join the shards with `liveui merge`' } as const;

async function shardFlag(value: unknown) {
  if (value === undefined) return undefined;
  const { parseShard } = await import('../../src/stages/shard.ts');
  return parseShard(String(value));
}

const surfaceFlag = { type: 'string', choices: ['text', 'browser'], default: 'text', describe: 'the operator reads the rendered HTML as text, or drives the page in headless Chromium (screenshots under the run)' } as const;

const modelFlags = (y: Argv) =>
  y
    .option('model', { type: 'string', describe: 'model id for --generator llm (e.g. openai/gpt-4o-mini)' })
    .option('base-url', { type: 'string', describe: 'OpenAI-compatible endpoint (default https://openrouter.ai/api/v1); key from LIVEUI_API_KEY or OPENAI_API_KEY' })
    .option('temperature', { type: 'string', describe: 'sampling temperature (default 0.1)' })
    .option('max-tokens', { type: 'string', describe: 'reply token limit (default: the server\'s)' })
    .option('timeout', { type: 'string', describe: 'seconds per model request (default 120)' })
    .option('retries', { type: 'string', describe: 'retries on 429/5xx/network errors (default 4)' })
    .option('concurrency', { type: 'string', describe: 'model requests in flight per endpoint (default 4)' })
    .option('replay', { type: 'boolean', describe: 'answer every model call from the cache; a miss fails the run' })
    .option('cache-dir', { type: 'string', describe: 'model response cache (default .cache/llm or LIVEUI_CACHE_DIR)' });

/** Flags that must not be given bare ("--run" with no value parses as ""). */
function nonEmpty(argv: Record<string, unknown>, ...flags: string[]): void {
  for (const flag of flags) if (argv[flag] !== undefined && String(argv[flag]).trim() === '') throw new UsageError(`--${flag} needs a value`);
}

function numberFlag(flag: string, value: unknown): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new UsageError(`--${flag} must be a number, got ${String(value)}`);
  return number;
}

function llmOptions(argv: Record<string, unknown>) {
  const options = {
    model: argv.model as string | undefined,
    baseUrl: argv['base-url'] as string | undefined,
    temperature: numberFlag('temperature', argv.temperature),
    maxTokens: intFlag('max-tokens', argv['max-tokens']),
    timeoutMs: argv.timeout === undefined ? undefined : (numberFlag('timeout', argv.timeout) as number) * 1000,
    retries: intFlag('retries', argv.retries),
    concurrency: intFlag('concurrency', argv.concurrency),
    replay: argv.replay as boolean | undefined,
    cacheDir: argv['cache-dir'] as string | undefined,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

const generate: CommandModule = {
  command: 'generate',
  describe: 'generate packages for the selected tasks (writes packages.ndjson)',
  builder: (y: Argv) => modelFlags(selection(y)).option('generator', { type: 'string', demandOption: true, describe: 'oracle, a control, or llm' }).option('run', { type: 'string' }).option('shard', shardOption),
  handler: async (argv) => {
    nonEmpty(argv, 'run', 'generator', 'task-dir', 'cache-dir', 'base-url', 'model', 'shard');
    const shard = await shardFlag(argv.shard);
    const { generate: stage } = await import('../../src/stages/generate/index.ts');
    const summary = await stage({
      shard,
      llm: llmOptions(argv),
      generator: String(argv.generator),
      run: argv.run as string | undefined,
      tasks: argv.tasks as string | undefined,
      taskDir: argv['task-dir'] as string | undefined,
      trials: countFlag('trials', argv.trials),
      jobs: countFlag('jobs', argv.jobs),
      progress: true,
    });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures);
  },
};

const runCommand: CommandModule = {
  command: 'run',
  describe: 'run every episode of a generated run (writes evidence.ndjson); resumes where it stopped',
  builder: (y: Argv) =>
    y
      .option('run', { type: 'string', demandOption: true })
      .option('jobs', { type: 'string' })
      .option('replay', { type: 'boolean', describe: 'app-side agent answers from the cache only' })
      .option('cache-dir', { type: 'string' })
      .option('shard', { type: 'string', describe: 'K/N: the shard this run was generated as (refused otherwise)' })
      .option('surface', surfaceFlag),
  handler: async (argv) => {
    nonEmpty(argv, 'run', 'cache-dir', 'shard');
    const shard = await shardFlag(argv.shard);
    const { run } = await import('../../src/stages/run/index.ts');
    const summary = await run({ shard, run: String(argv.run), jobs: countFlag('jobs', argv.jobs), progress: true, replay: argv.replay as boolean | undefined, cacheDir: argv['cache-dir'] as string | undefined, surface: argv.surface as 'text' | 'browser' });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures);
  },
};

const heapFlag = { type: 'string', describe: `heap cap of the check worker, MiB (default ${DEFAULT_HEAP_MB}, or ${HEAP_ENV})` } as const;

const check: CommandModule = {
  command: 'check',
  describe: 'evaluate every assertion of a run (writes assertions.ndjson)',
  builder: (y: Argv) => y.option('run', { type: 'string', demandOption: true }).option('heap-mb', heapFlag),
  handler: async (argv) => {
    nonEmpty(argv, 'run');
    const heapMb = heapCap(argv['heap-mb']);
    const { checkInWorker } = await import('../../src/stages/check/bounded.ts');
    printJson(await checkInWorker({ run: String(argv.run) }, { heapMb }));
  },
};

const evalCommand: CommandModule = {
  command: 'eval',
  describe: 'generate → run → check for a generator, and summarise',
  builder: (y: Argv) =>
    modelFlags(selection(y)).option('generator', { type: 'string', demandOption: true, describe: 'oracle, a control, or llm' }).option('run', { type: 'string' }).option('shard', shardOption).option('json', { type: 'boolean', default: false }).option('surface', surfaceFlag).option('heap-mb', heapFlag),
  handler: async (argv) => {
    nonEmpty(argv, 'run', 'generator', 'task-dir', 'cache-dir', 'base-url', 'model', 'shard');
    const shard = await shardFlag(argv.shard);
    const heapMb = heapCap(argv['heap-mb']);
    const { evaluateGenerator } = await import('../../src/stages/eval/index.ts');
    const summary = await evaluateGenerator({
      shard,
      llm: llmOptions(argv),
      generator: String(argv.generator),
      run: argv.run as string | undefined,
      tasks: argv.tasks as string | undefined,
      taskDir: argv['task-dir'] as string | undefined,
      trials: countFlag('trials', argv.trials),
      jobs: countFlag('jobs', argv.jobs),
      progress: !argv.json,
      surface: argv.surface as 'text' | 'browser',
      heapMb,
    });
    if (argv.json) printJson(summary);
    else {
      process.stdout.write(
        `run ${summary.run} (${summary.generator}): FWR ${percent(summary.fwr, 2)} (${summary.passed_evaluations}/${summary.task_evaluations}), APR ${percent(summary.apr, 2)} (${summary.passed_assertions}/${summary.assertions}), ${summary.episodes} episodes, ${summary.episode_errors} episode errors, ${summary.generation_failures} failed generations\n`,
      );
      const shown = summary.failed.slice(0, 30);
      for (const f of shown) process.stdout.write(`  FAIL ${f.task} ${f.assertion} (${f.type}) ${f.error ?? JSON.stringify(f.observed)}\n`);
      if (summary.failed_total > shown.length) process.stdout.write(`  … ${summary.failed_total - shown.length} more failed assertion(s) in ${summary.dir}/assertions.ndjson\n`);
      if (summary.infrastructure_failures > 0) process.stdout.write(`INCOMPLETE: ${summary.infrastructure_failures} infrastructure failure(s) left (not counted as the model's); run again to retry\n`);
    }
    reportIncomplete(summary.infrastructure_failures);
  },
};

const auditCommand: CommandModule = {
  command: 'audit',
  describe: 'run the oracle and every control over the suite; per-contract pass rates, mutation score, vacuous assertions, unsound tasks',
  builder: (y: Argv) => selection(y).option('json', { type: 'boolean', default: false }).option('out', { type: 'string', describe: 'folder for the audit runs (default artifacts/audit)' }),
  handler: async (argv) => {
    nonEmpty(argv, 'out', 'task-dir');
    const { runAudit, formatAudit } = await import('../../src/stages/audit/index.ts');
    const report = await runAudit({ tasks: argv.tasks as string | undefined, taskDir: argv['task-dir'] as string | undefined, jobs: countFlag('jobs', argv.jobs), out: argv.out as string | undefined, progress: !argv.json });
    if (argv.json) printJson(report);
    else process.stdout.write(formatAudit(report));
  },
};

const mergeCommand: CommandModule = {
  command: 'merge',
  describe: 'join the shards of a run (--shard K/N) into one run folder, byte-identical to an unsharded run',
  builder: (y: Argv) =>
    y
      .option('runs', { type: 'array', string: true, demandOption: true, describe: 'the shard run folders (every shard once)' })
      .option('out', { type: 'string', demandOption: true, describe: 'the merged run (a run name or folder); must not exist yet' }),
  handler: async (argv) => {
    nonEmpty(argv, 'out');
    const runs = (argv.runs as string[]).map(String);
    if (runs.length === 0 || runs.some((value) => value.trim() === '')) throw new UsageError('--runs needs the shard run folders');
    const { merge } = await import('../../src/stages/merge/index.ts');
    printJson(merge({ runs, out: String(argv.out) }));
  },
};

const generatorsCommand: CommandModule = {
  command: 'generators',
  describe: 'list the built-in generators, one per line, in the order the survey reports them',
  handler: async () => {
    const { generatorNames } = await import('../../src/generators/index.ts');
    process.stdout.write(`${generatorNames.join('\n')}\n`);
  },
};

export const stageCommands: CommandModule[] = [generate, runCommand, check, evalCommand, auditCommand, mergeCommand, generatorsCommand];
