import type { Argv, CommandModule } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import { countFlag, intFlag, printJson, reportIncomplete } from './util.ts';

function text(argv: Record<string, unknown>, flag: string): string | undefined {
  const value = argv[flag];
  if (value === undefined) return undefined;
  if (String(value).trim() === '') throw new UsageError(`--${flag} needs a value`);
  return String(value);
}

function seconds(argv: Record<string, unknown>): number | undefined {
  if (argv.timeout === undefined) return undefined;
  const value = Number(argv.timeout);
  if (!Number.isFinite(value) || value <= 0) throw new UsageError(`--timeout must be a number of seconds > 0, got ${String(argv.timeout)}`);
  return value * 1000;
}

const exploreCommand: CommandModule = {
  command: 'explore',
  describe: 'behavior evaluator: an LLM user works each app of a generated run step by step (frames archived), an LLM judge gives a verdict per contract',
  builder: (y: Argv) =>
    y
      .option('run', { type: 'string', demandOption: true, describe: 'the generated run to explore' })
      .option('out', { type: 'string', demandOption: true, describe: 'the explore folder (resumed when it exists)' })
      .option('tasks', { type: 'string', describe: 'selector over the run\'s tasks (id globs, family:X, domain:X, split:X)' })
      .option('user-model', { type: 'string', demandOption: true, describe: 'model id of the LLM user' })
      .option('judge-model', { type: 'string', demandOption: true, describe: 'model id of the judge' })
      .option('base-url', { type: 'string', describe: 'OpenAI-compatible endpoint (default https://openrouter.ai/api/v1); key from LIVEUI_API_KEY or OPENAI_API_KEY' })
      .option('judge-base-url', { type: 'string', describe: 'the judge\'s endpoint, when it differs (default: --base-url)' })
      .option('steps', { type: 'string', describe: 'user steps per task at most (default 40)' })
      .option('surface', { type: 'string', choices: ['text', 'browser'], default: 'text', describe: 'what the user reads: the rendered page as text, or the page in headless Chromium (a screenshot per frame under <out>/screens)' })
      .option('temperature', { type: 'string', describe: 'sampling temperature of both models (default 0.1)' })
      .option('timeout', { type: 'string', describe: 'seconds per model request (default 120)' })
      .option('retries', { type: 'string', describe: 'retries on 429/5xx/network errors (default 4)' })
      .option('concurrency', { type: 'string', describe: 'model requests in flight per endpoint (default 4)' })
      .option('jobs', { type: 'string', describe: 'tasks at once (default 1)' })
      .option('replay', { type: 'boolean', describe: 'answer every model call from the cache; a miss fails the stage' })
      .option('cache-dir', { type: 'string', describe: 'model response cache (default .cache/llm or LIVEUI_CACHE_DIR)' }),
  handler: async (argv) => {
    const temperature = argv.temperature === undefined ? undefined : Number(argv.temperature);
    if (temperature !== undefined && !Number.isFinite(temperature)) throw new UsageError(`--temperature must be a number, got ${String(argv.temperature)}`);
    const shared = Object.fromEntries(
      Object.entries({ temperature, timeoutMs: seconds(argv), retries: intFlag('retries', argv.retries), concurrency: intFlag('concurrency', argv.concurrency), replay: argv.replay as boolean | undefined, cacheDir: text(argv, 'cache-dir') }).filter(([, v]) => v !== undefined),
    );
    const baseUrl = text(argv, 'base-url');
    const judgeBaseUrl = text(argv, 'judge-base-url') ?? baseUrl;
    const { explore } = await import('../../src/stages/explore/index.ts');
    const summary = await explore({
      run: text(argv, 'run')!,
      out: text(argv, 'out')!,
      tasks: text(argv, 'tasks'),
      user: { model: text(argv, 'user-model')!, ...(baseUrl ? { baseUrl } : {}), ...shared },
      judge: { model: text(argv, 'judge-model')!, ...(judgeBaseUrl ? { baseUrl: judgeBaseUrl } : {}), ...shared },
      steps: argv.steps === undefined ? undefined : countFlag('steps', argv.steps),
      surface: argv.surface as 'text' | 'browser',
      jobs: countFlag('jobs', argv.jobs),
      progress: true,
    });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures);
  },
};

const agreementCommand: CommandModule = {
  command: 'agreement',
  describe: 'deterministic checker vs behavior evaluator: per task and contract, agreement rate, Cohen\'s kappa, every disagreement with both evidences',
  builder: (y: Argv) =>
    y
      .option('runs', { type: 'string', demandOption: true, describe: 'the checked run the exploration was made from' })
      .option('explore', { type: 'string', demandOption: true, describe: 'the explore folder' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { agreement, formatAgreement } = await import('../../src/stages/agreement/index.ts');
    const result = await agreement({ run: text(argv, 'runs')!, explore: text(argv, 'explore')! });
    if (argv.json) printJson(result);
    else process.stdout.write(formatAgreement(result));
  },
};

export const exploreCommands: CommandModule[] = [exploreCommand, agreementCommand];
