import type { Options } from 'yargs';
import { UsageError } from '../../src/errors.ts';

/**
 * Flag definitions shared by the commands. yargs types and checks each value before a handler
 * runs: a bare flag, a repeated one or a value out of range is refused naming the flag (exit 2).
 */

/** The flag a stage option came from: `taskDir` → `--task-dir`, with the few names that differ. */
const FLAG_OF: Record<string, string> = { timeoutMs: 'timeout', tablesDir: 'tables', inputs: 'input', maxCostUsd: 'max-cost', pricesFile: 'prices' };
export function flagOf(option: string): string {
  return `--${FLAG_OF[option] ?? option.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

function once<T>(flag: string, value: T | T[]): T {
  if (Array.isArray(value)) throw new UsageError(`--${flag} is given more than once`);
  return value;
}

const shown = (value: number) => (Number.isNaN(value) ? 'a non-number' : String(value));

/** A number flag: `test` says whether a value is acceptable, `expected` what it should be. */
function numberOption(flag: string, describe: string, test: (value: number) => boolean, expected: string): Options {
  return {
    type: 'number',
    requiresArg: true,
    describe,
    coerce: (raw: number | number[]) => {
      const value = once(flag, raw);
      if (!test(value)) throw new UsageError(`--${flag} must be ${expected}, got ${shown(value)}`);
      return value;
    },
  };
}

/** A count (--jobs, --trials): a whole number >= 1; a bare flag or 0 is refused, never a silent 1. */
export const countOption = (flag: string, describe: string) => numberOption(flag, describe, (n) => Number.isInteger(n) && n >= 1, 'a whole number >= 1');

/** Any finite number (the stage checks its range). */
export const finiteOption = (flag: string, describe: string) => numberOption(flag, describe, Number.isFinite, 'a number');

/** A whole number, at least `min` when given. */
export const integerOption = (flag: string, describe: string, min = -Infinity) =>
  numberOption(flag, describe, (n) => Number.isInteger(n) && n >= min, min === -Infinity ? 'an integer' : `a whole number >= ${min}`);

/** A text flag that must not be given bare or empty ("--run" alone parses as ""). */
export function textOption(flag: string, describe?: string, extra: Options = {}): Options {
  return {
    type: 'string',
    requiresArg: true,
    ...(describe === undefined ? {} : { describe }),
    ...extra,
    coerce: (raw: string | string[]) => {
      const value = once(flag, raw);
      if (value.trim() === '') throw new UsageError(`--${flag} needs a value`);
      return value;
    },
  };
}

/**
 * The flags of the model client, shared by `generate`, `eval` and `explore` (which adds its own
 * model ids); `replayMiss` says what a cache miss fails.
 */
export function modelOptions(replayMiss: string): Record<string, Options> {
  return {
    'base-url': textOption('base-url', 'OpenAI-compatible endpoint (default https://openrouter.ai/api/v1); key from LIVEUI_API_KEY or OPENAI_API_KEY'),
    temperature: numberOption('temperature', 'sampling temperature (default 0.1)', (n) => n >= 0 && n <= 2, 'a number from 0 to 2'),
    timeout: numberOption('timeout', 'seconds per model request (default 120)', (n) => Number.isFinite(n) && n > 0, 'a number of seconds > 0'),
    retries: integerOption('retries', 'retries on 429/5xx/network errors (default 4)', 0),
    concurrency: countOption('concurrency', 'model requests in flight per endpoint (default 4)'),
    replay: { type: 'boolean', describe: `answer every model call from the cache; a miss fails the ${replayMiss}` },
    'cache-dir': textOption('cache-dir', 'model response cache (default .cache/llm or LIVEUI_CACHE_DIR)'),
  };
}

/** The spending caps of `generate`, `eval` and `explore`. */
export function budgetOptions(): Record<string, Options> {
  return {
    'max-cost': numberOption('max-cost', 'stop issuing model requests once this many USD are spent (the run folder\'s total over every attempt; a higher cap resumes); exit 3', (n) => Number.isFinite(n) && n >= 0, 'a number of USD >= 0'),
    'max-tokens-total': integerOption('max-tokens-total', 'stop issuing model requests once this many tokens (prompt + completion) are spent; exit 3', 0),
    price: textOption('price', 'IN/OUT: USD per 1M prompt/completion tokens, to estimate cost where the endpoint reports none (e.g. 0.15/0.6)'),
    prices: textOption('prices', 'a JSON file of prices per model id ({"model": {"input_per_mtok": 0.15, "output_per_mtok": 0.6}})'),
  };
}

/** A budget from the flags, or undefined when none of them was given. */
export async function budgetFlags(argv: Record<string, unknown>) {
  const given = ['max-cost', 'max-tokens-total', 'price', 'prices'].some((flag) => argv[flag] !== undefined);
  if (!given) return undefined;
  const { Budget, parsePrice } = await import('../../src/agent/budget.ts');
  const price = argv.price === undefined ? undefined : parsePrice(String(argv.price));
  return new Budget({
    ...(argv['max-cost'] === undefined ? {} : { maxCostUsd: argv['max-cost'] as number }),
    ...(argv['max-tokens-total'] === undefined ? {} : { maxTokensTotal: argv['max-tokens-total'] as number }),
    ...(price ? { price } : {}),
    ...(argv.prices === undefined ? {} : { pricesFile: String(argv.prices) }),
  });
}

/** The client options the model flags give, without the ones not given. */
export function clientFlags(argv: Record<string, unknown>) {
  const options = {
    baseUrl: argv['base-url'] as string | undefined,
    temperature: argv.temperature as number | undefined,
    timeoutMs: argv.timeout === undefined ? undefined : (argv.timeout as number) * 1000,
    retries: argv.retries as number | undefined,
    concurrency: argv.concurrency as number | undefined,
    replay: argv.replay as boolean | undefined,
    cacheDir: argv['cache-dir'] as string | undefined,
  };
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<typeof options>;
}

/**
 * A run list (`--runs`, or `runs` given as arguments; `name` is how messages call it): run ids or
 * run folders, in the order given. A quoted glob pattern (`--runs 'shards/run-*'`) is expanded
 * here, its matches sorted: a pattern with a slash matches folders from the working directory,
 * one without matches run ids under the runs folder. A pattern that matches nothing is refused.
 */
export async function runList(name: string, raw: unknown, label = 'one or more run ids or run folders'): Promise<string[]> {
  const values = (Array.isArray(raw) ? raw : [raw]).filter((value) => value !== undefined).map(String);
  if (values.length === 0 || values.some((value) => value.trim() === '')) throw new UsageError(`${name} needs ${label}`);
  const { default: fg } = await import('fast-glob');
  const { RUNS_ROOT } = await import('../../src/stages/recount/runs.ts');
  const out: string[] = [];
  for (const value of values) {
    if (!fg.isDynamicPattern(value)) {
      out.push(value);
      continue;
    }
    const byPath = value.includes('/');
    const matches = fg.sync(value, { onlyDirectories: true, dot: true, ...(byPath ? {} : { cwd: RUNS_ROOT }) }).sort();
    if (matches.length === 0) throw new UsageError(`${name}: "${value}" matches no ${byPath ? 'folder' : `run in ${RUNS_ROOT}`}`);
    out.push(...matches);
  }
  return out;
}

/** `--family MODEL=FAMILY` (repeatable): the family the symmetric protocol files a model under. */
export const familyOption = { type: 'array', string: true, describe: 'MODEL=FAMILY (repeatable): file a model under this family in the per-family agreement (default: the model id\'s vendor prefix; a run without a model is named by its generator, e.g. oracle=openai)' } as const;

export function familyFlag(value: unknown): Map<string, string> | undefined {
  if (value === undefined) return undefined;
  const families = new Map<string, string>();
  for (const entry of (Array.isArray(value) ? value : [value]).map(String)) {
    const at = entry.lastIndexOf('=');
    const model = entry.slice(0, at).trim();
    const family = entry.slice(at + 1).trim();
    if (at <= 0 || model === '' || family === '') throw new UsageError(`--family: "${entry}" is not MODEL=FAMILY (e.g. meta-llama/llama-3-70b=meta)`);
    if (families.has(model) && families.get(model) !== family) throw new UsageError(`--family: ${model} is given two families (${families.get(model)}, ${family})`);
    families.set(model, family);
  }
  return families;
}
