import { z } from 'zod';

/** Tokens and cost of one model call; cost null = the endpoint did not report it (unknown, not 0). */
export interface CallUsage {
  prompt_tokens: number;
  completion_tokens: number;
  cost_usd: number | null;
}

/** Totals over calls. `model_calls` counts every reply used (recorded or replayed from cache). */
export interface LlmUsage extends CallUsage {
  model_calls: number;
  /** How many of those replies came from the cache rather than the network. */
  cache_hits: number;
}

/** A usage file as `generate` and `run` keep it per unit (read back when the stage ends). */
export const LlmUsageSchema = z.object({
  prompt_tokens: z.number().nonnegative(),
  completion_tokens: z.number().nonnegative(),
  cost_usd: z.number().nonnegative().nullable(),
  model_calls: z.number().int().nonnegative(),
  cache_hits: z.number().int().nonnegative(),
});

export function emptyUsage(): LlmUsage {
  return { prompt_tokens: 0, completion_tokens: 0, cost_usd: null, model_calls: 0, cache_hits: 0 };
}

// Sums are rounded so that the order of concurrent calls cannot change the last digits.
const round = (value: number) => Math.round(value * 1e10) / 1e10;

/** Adds one call. One call of unknown cost makes the total unknown. */
export function addUsage(total: LlmUsage, call: CallUsage, cached: boolean): LlmUsage {
  return sumUsage([total, { ...call, model_calls: 1, cache_hits: cached ? 1 : 0 }]);
}

export function sumUsage(parts: Iterable<LlmUsage>): LlmUsage {
  let total = emptyUsage();
  for (const part of parts) {
    if (part.model_calls === 0) continue;
    const cost = total.model_calls === 0 ? part.cost_usd : total.cost_usd === null || part.cost_usd === null ? null : round(total.cost_usd + part.cost_usd);
    total = {
      prompt_tokens: total.prompt_tokens + part.prompt_tokens,
      completion_tokens: total.completion_tokens + part.completion_tokens,
      cost_usd: cost,
      model_calls: total.model_calls + part.model_calls,
      cache_hits: total.cache_hits + part.cache_hits,
    };
  }
  return total;
}
