import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { OptionError } from '../errors.ts';
import type { CallUsage } from './usage.ts';

/** A price in USD per million tokens, prompt and completion. */
export const PriceSchema = z.object({ input_per_mtok: z.number().nonnegative(), output_per_mtok: z.number().nonnegative() });
export type Price = z.infer<typeof PriceSchema>;

/** A prices file: model id → price (`{"openai/gpt-4o-mini": {"input_per_mtok": 0.15, "output_per_mtok": 0.6}}`). */
export const PricesFileSchema = z.record(z.string(), PriceSchema);

/**
 * Where the spent cost came from: the endpoint's usage report on every reply, an estimate from a
 * price on every reply, both (some replies reported, some estimated), or unknown (a reply had
 * neither, so no cost cap can be proved).
 */
export const CostSourceSchema = z.enum(['none', 'endpoint', 'price', 'endpoint+price', 'unknown']);
export type CostSource = z.infer<typeof CostSourceSchema>;

/** The manifest's `budget`: the caps of the last attempt and what every attempt spent together. */
export const BudgetRecordSchema = z.object({
  max_cost_usd: z.number().nonnegative().nullable(),
  max_tokens_total: z.number().int().nonnegative().nullable(),
  /** `--price` (every model) or a prices file (per model); null when none was given. */
  price: z.union([z.object({ all: PriceSchema }), z.object({ file: z.string(), models: z.record(z.string(), PriceSchema) })]).nullable(),
  spent: z.object({
    /** Requests sent to an endpoint (cache hits cost nothing and are not counted). */
    requests: z.number().int().nonnegative(),
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    cost_usd: z.number().nonnegative(),
    cost_source: CostSourceSchema,
  }),
  /** True when the last attempt stopped issuing requests because a cap was reached. */
  stopped: z.boolean(),
  /** Requests the last attempt did not send because of the stop. */
  withheld: z.number().int().nonnegative(),
  reason: z.string().nullable(),
});
export type BudgetRecord = z.infer<typeof BudgetRecordSchema>;

export interface BudgetLimits {
  maxCostUsd?: number;
  maxTokensTotal?: number;
  /** `IN/OUT` per 1M tokens for every model. */
  price?: Price;
  /** A prices file (model id → price). */
  pricesFile?: string;
}

/** `"0.15/0.6"` → a price; the option name goes into the error. */
export function parsePrice(text: string): Price {
  const match = /^\s*(\d+(?:\.\d+)?)\s*\/\s*(\d+(?:\.\d+)?)\s*$/.exec(text);
  if (!match) throw new OptionError('price', `"${text}" is not IN/OUT in USD per 1M tokens (e.g. 0.15/0.6)`);
  return { input_per_mtok: Number(match[1]), output_per_mtok: Number(match[2]) };
}

function readPrices(path: string): Record<string, Price> {
  if (!existsSync(path)) throw new OptionError('pricesFile', `${path} does not exist`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new OptionError('pricesFile', `${path} is not JSON (${(error as Error).message})`);
  }
  const parsed = PricesFileSchema.safeParse(raw);
  if (!parsed.success) throw new OptionError('pricesFile', `${path}: ${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''}`);
  return parsed.data;
}

const round = (value: number) => Math.round(value * 1e10) / 1e10;

/**
 * A spending cap shared by every model client of one command. Before each new request the client
 * asks `allows()`; once a cap is reached no new request goes out (those already sent finish and
 * are charged). What was spent is carried over from the manifest of the attempt before, so the
 * cap is the folder's total and the same command with a higher cap resumes where it stopped.
 */
export class Budget {
  private readonly maxCost: number | null;
  private readonly maxTokens: number | null;
  private readonly price: BudgetRecord['price'];
  private spent: BudgetRecord['spent'] = { requests: 0, prompt_tokens: 0, completion_tokens: 0, cost_usd: 0, cost_source: 'none' };
  private withheld = 0;
  private reason: string | null = null;
  private resumed = false;

  constructor(limits: BudgetLimits) {
    for (const [option, value] of [['maxCostUsd', limits.maxCostUsd], ['maxTokensTotal', limits.maxTokensTotal]] as const) {
      if (value !== undefined && (!Number.isFinite(value) || value < 0)) throw new OptionError(option, `must be a number >= 0 (got ${value})`);
    }
    if (limits.maxTokensTotal !== undefined && !Number.isInteger(limits.maxTokensTotal)) throw new OptionError('maxTokensTotal', `must be a whole number (got ${limits.maxTokensTotal})`);
    if (limits.price && limits.pricesFile) throw new OptionError('price', 'give a price or a prices file, not both');
    this.maxCost = limits.maxCostUsd ?? null;
    this.maxTokens = limits.maxTokensTotal ?? null;
    this.price = limits.price ? { all: limits.price } : limits.pricesFile ? { file: limits.pricesFile, models: readPrices(limits.pricesFile) } : null;
  }

  /** True when a cap was given (a budget without caps only counts). */
  get capped(): boolean {
    return this.maxCost !== null || this.maxTokens !== null;
  }

  /** Takes over what earlier attempts on the same folder spent (once per command). */
  resumeFrom(previous: BudgetRecord | undefined): void {
    if (this.resumed || !previous) return;
    this.resumed = true;
    this.spent = { ...previous.spent };
  }

  /** Whether a new request may go out; a refusal is counted and names the cap. */
  allows(): boolean {
    const reached = this.reachedCap();
    if (reached === null) return true;
    this.reason = reached;
    this.withheld += 1;
    return false;
  }

  private reachedCap(): string | null {
    const tokens = this.spent.prompt_tokens + this.spent.completion_tokens;
    if (this.maxTokens !== null && tokens >= this.maxTokens) return `--max-tokens-total ${this.maxTokens} reached (${tokens} tokens spent)`;
    if (this.maxCost !== null && this.spent.cost_source === 'unknown') return 'the endpoint reported no cost and no price was given: a cost cap cannot be kept (pass a price or a prices file)';
    if (this.maxCost !== null && this.spent.cost_usd >= this.maxCost) return `--max-cost ${this.maxCost} reached (${this.spent.cost_usd} USD spent)`;
    return null;
  }

  /** Charges one reply that came from the network. */
  charge(model: string, usage: CallUsage): void {
    const price = this.price === null ? undefined : 'all' in this.price ? this.price.all : this.price.models[model];
    let cost: number | null = usage.cost_usd;
    let source: CostSource = 'endpoint';
    if (cost === null && price) {
      cost = (usage.prompt_tokens * price.input_per_mtok + usage.completion_tokens * price.output_per_mtok) / 1e6;
      source = 'price';
    }
    const before = this.spent.cost_source;
    const merged: CostSource =
      cost === null || before === 'unknown' ? 'unknown' : before === 'none' || before === source ? source : 'endpoint+price';
    this.spent = {
      requests: this.spent.requests + 1,
      prompt_tokens: this.spent.prompt_tokens + usage.prompt_tokens,
      completion_tokens: this.spent.completion_tokens + usage.completion_tokens,
      cost_usd: round(this.spent.cost_usd + (cost ?? 0)),
      cost_source: merged,
    };
  }

  /** True once this attempt withheld a request. */
  get stopped(): boolean {
    return this.withheld > 0;
  }

  record(): BudgetRecord {
    return { max_cost_usd: this.maxCost, max_tokens_total: this.maxTokens, price: this.price, spent: { ...this.spent }, stopped: this.stopped, withheld: this.withheld, reason: this.reason };
  }
}
