import type { ArgumentsCamelCase, Argv, CommandModule } from 'yargs';
import { printJson, reportIncomplete } from './util.ts';
import { budgetFlags, budgetOptions, clientFlags, countOption, finiteOption, modelOptions, runList, textOption } from './options.ts';
import { DEFAULT_HEAP_MB, HEAP_ENV, heapCap } from '../../src/infra/heap-worker.ts';

/** The task selection of audit; generate and eval add the draws per task. */
const selection = (y: Argv) =>
  y
    .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X (comma-separated)' })
    .option('task-dir', textOption('task-dir', 'task folder (default tasks/suite)'))
    .option('jobs', countOption('jobs', 'task evaluations at once (default 1)'));
const trialsOption = countOption('trials', 'generation draws per task (default 1)');

const shardOption = textOption('shard', 'only shard K of N (e.g. 2/8): a stable partition by task id; join the shards with `liveui merge`');

async function shardFlag(value: unknown) {
  if (value === undefined) return undefined;
  const { parseShard } = await import('../../src/infra/shard.ts');
  return parseShard(String(value));
}

const twinsFlag = { type: 'string', choices: ['on', 'off'], default: 'off', describe: "also run every task's counterfactual twin (other typed values, look-alike records) on the same packages; off is the paper's protocol" } as const;

const surfaceFlag = { type: 'string', choices: ['text', 'browser'], default: 'text', describe: 'the operator reads the rendered HTML as text, or drives the page in headless Chromium (screenshots under the run)' } as const;

/** What generate and eval share: the selection, the generator and its model flags. */
const generation = (y: Argv) =>
  selection(y)
    .option('trials', trialsOption)
    .options(modelOptions('run'))
    .options(budgetOptions())
    .option('model', textOption('model', 'model id for --generator llm (e.g. openai/gpt-4o-mini)'))
    .option('max-tokens', countOption('max-tokens', "reply token limit (default: the server's)"))
    .option('generator', textOption('generator', 'oracle, a control, or llm', { demandOption: true }))
    .option('run', textOption('run', "the run to write (a name under the artifacts' runs folder, or a path); default: the generator's name"))
    .option('shard', shardOption)
    .option('twins', twinsFlag);

function llmOptions(argv: Record<string, unknown>) {
  const model = { model: argv.model as string | undefined, maxTokens: argv['max-tokens'] as number | undefined };
  return { ...clientFlags(argv), ...Object.fromEntries(Object.entries(model).filter(([, v]) => v !== undefined)) };
}

/** The options `generate` and `eval` share, read from their common flags. */
function generationOptions(argv: ArgumentsCamelCase) {
  return {
    llm: llmOptions(argv),
    generator: String(argv.generator),
    run: argv.run as string | undefined,
    tasks: argv.tasks as string | undefined,
    taskDir: argv['task-dir'] as string | undefined,
    trials: argv.trials as number | undefined,
    jobs: argv.jobs as number | undefined,
    twins: argv.twins as 'on' | 'off',
  };
}

const generate: CommandModule = {
  command: 'generate',
  describe: 'generate packages for the selected tasks (writes packages.ndjson)',
  builder: generation,
  handler: async (argv) => {
    const shard = await shardFlag(argv.shard);
    const { generate: stage } = await import('../../src/stages/generate/index.ts');
    const budget = await budgetFlags(argv);
    const summary = await stage({
      shard,
      ...generationOptions(argv),
      progress: true,
      ...(budget ? { budget } : {}),
    });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures, { replay: argv.replay === true, ...(summary.budget ? { budget: summary.budget } : {}) });
  },
};

const runCommand: CommandModule = {
  command: 'run',
  describe: 'run every episode of a generated run (writes evidence.ndjson); resumes where it stopped',
  builder: (y: Argv) =>
    y
      .option('run', textOption('run', 'the generated run to execute (its name or folder)', { demandOption: true }))
      .option('jobs', countOption('jobs', 'task evaluations at once (default 1)'))
      .option('replay', { type: 'boolean', describe: 'app-side agent answers from the cache only' })
      .option('cache-dir', textOption('cache-dir'))
      .option('shard', textOption('shard', 'K/N: the shard this run was generated as (refused otherwise)'))
      .option('surface', surfaceFlag),
  handler: async (argv) => {
    const shard = await shardFlag(argv.shard);
    const { run } = await import('../../src/stages/run/index.ts');
    const summary = await run({ shard, run: String(argv.run), jobs: argv.jobs as number | undefined, progress: true, replay: argv.replay as boolean | undefined, cacheDir: argv['cache-dir'] as string | undefined, surface: argv.surface as 'text' | 'browser' });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures, { replay: argv.replay === true });
  },
};

const heapFlag = finiteOption('heap-mb', `heap cap of the check worker, MiB (default ${DEFAULT_HEAP_MB}, or ${HEAP_ENV})`);

const check: CommandModule = {
  command: 'check',
  describe: 'evaluate every assertion of a run (writes assertions.ndjson)',
  builder: (y: Argv) => y.option('run', textOption('run', 'the run whose evidence to check (its name or folder)', { demandOption: true })).option('heap-mb', heapFlag),
  handler: async (argv) => {
    const heapMb = heapCap(argv['heap-mb']);
    const { checkInWorker } = await import('../../src/stages/check/bounded.ts');
    printJson(await checkInWorker({ run: String(argv.run), progress: true }, { heapMb }));
  },
};

const evalCommand: CommandModule = {
  command: 'eval',
  describe: 'generate → run → check for a generator, and summarise',
  builder: (y: Argv) =>
    generation(y).option('json', { type: 'boolean', default: false }).option('surface', surfaceFlag).option('heap-mb', heapFlag),
  handler: async (argv) => {
    const shard = await shardFlag(argv.shard);
    const heapMb = heapCap(argv['heap-mb']);
    const budget = await budgetFlags(argv);
    const { evaluateGenerator } = await import('../../src/stages/eval/index.ts');
    const { formatEvalSummary } = await import('../../src/stages/eval/format.ts');
    const summary = await evaluateGenerator({
      shard,
      ...generationOptions(argv),
      progress: !argv.json,
      surface: argv.surface as 'text' | 'browser',
      heapMb,
      ...(budget ? { budget } : {}),
    });
    if (argv.json) printJson(summary);
    else process.stdout.write(`${formatEvalSummary(summary)}\n`);
    reportIncomplete(summary.infrastructure_failures, { replay: argv.replay === true, ...(summary.budget ? { budget: summary.budget } : {}) });
  },
};

const auditCommand: CommandModule = {
  command: 'audit',
  describe: 'run the oracle and every control over the suite; per-contract pass rates, mutation score, vacuous assertions, unsound tasks',
  builder: (y: Argv) => selection(y).option('json', { type: 'boolean', default: false }).option('out', textOption('out', 'folder for the audit runs (default artifacts/audit)')).option('twins', twinsFlag),
  handler: async (argv) => {
    const { runAudit, formatAudit } = await import('../../src/stages/audit/index.ts');
    const report = await runAudit({ tasks: argv.tasks as string | undefined, taskDir: argv['task-dir'] as string | undefined, jobs: argv.jobs as number | undefined, out: argv.out as string | undefined, progress: !argv.json, twins: argv.twins as 'on' | 'off' });
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
      .option('out', textOption('out', 'the merged run (a run name or folder); must not exist yet', { demandOption: true })),
  handler: async (argv) => {
    const runs = await runList('--runs', argv.runs, 'the shard run folders');
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
