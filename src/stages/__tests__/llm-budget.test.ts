import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Budget } from '../../agent/budget.ts';
import { readManifest } from '../../infra/manifest.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';
import { agentTask, closeScriptedServers, scriptedServer } from './llm-script.ts';

afterEach(closeScriptedServers);
const scripted = scriptedServer;

const ARTIFACTS = ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson'];

describe('a budget on model requests', () => {
  it('stops once the token cap is reached, and a higher cap resumes to the uncapped run: same requests, same bytes', async () => {
    const task = agentTask();
    const taskDir = writeTaskDir([task as never]);
    const llm = (baseUrl: string, cacheDir: string) => ({ model: 'test/scripted-model', baseUrl, cacheDir, retries: 0 });

    const free = await scripted(task);
    const uncapped = join(tempDir('uncapped'), 'run');
    await evaluateGenerator({ generator: 'llm', taskDir, run: uncapped, llm: llm(free.baseUrl, join(tempDir('cache-a'), 'llm')) });
    const uncappedRequests = free.requests.map((r) => JSON.stringify(r.body));
    expect(uncappedRequests).toHaveLength(3); // one generation, two agent turns

    const capped = await scripted(task);
    const cacheDir = join(tempDir('cache-b'), 'llm');
    const run = join(tempDir('capped'), 'run');
    // The generation alone spends 1300 tokens: the agent's first turn must not go out.
    const first = await evaluateGenerator({ generator: 'llm', taskDir, run, llm: llm(capped.baseUrl, cacheDir), budget: new Budget({ maxTokensTotal: 1000 }) });
    expect(capped.requests).toHaveLength(1);
    expect(first.infrastructure_failures).toBe(1);
    // Withheld: the agent's first turn on each of the two submits that reach it.
    expect(first.budget).toMatchObject({ stopped: true, withheld: 2, max_tokens_total: 1000, spent: { requests: 1, prompt_tokens: 1000, completion_tokens: 300, cost_usd: 0.002, cost_source: 'endpoint' } });
    expect(first.budget?.reason).toMatch(/max-tokens-total 1000 reached \(1300 tokens spent\)/);
    expect(readManifest(run).budget?.stopped).toBe(true);

    // The same cap again sends nothing: the folder's spend is carried over.
    const again = await evaluateGenerator({ generator: 'llm', taskDir, run, llm: llm(capped.baseUrl, cacheDir), budget: new Budget({ maxTokensTotal: 1000 }) });
    expect(capped.requests).toHaveLength(1);
    expect(again.budget?.stopped).toBe(true);

    const resumed = await evaluateGenerator({ generator: 'llm', taskDir, run, llm: llm(capped.baseUrl, cacheDir), budget: new Budget({ maxTokensTotal: 100_000 }) });
    expect(resumed.infrastructure_failures).toBe(0);
    expect(resumed.budget).toMatchObject({ stopped: false, withheld: 0, spent: { requests: 3, prompt_tokens: 1200, completion_tokens: 340, cost_source: 'unknown' } });
    expect(capped.requests.map((r) => JSON.stringify(r.body))).toEqual(uncappedRequests);
    for (const file of ARTIFACTS) expect(readFileSync(join(run, file), 'utf8'), file).toBe(readFileSync(join(uncapped, file), 'utf8'));
    expect(readManifest(run).budget).toMatchObject({ stopped: false, spent: { requests: 3 } });
  });

  it('estimates cost from a price where the endpoint reports none, and a cost cap stops on it', async () => {
    const task = agentTask();
    const taskDir = writeTaskDir([task as never]);
    const server = await scripted(task);
    const run = join(tempDir('priced'), 'run');
    // 0.002 reported for the generation; each agent turn (100 in, 20 out) is estimated at 10/50 per 1M = 0.002.
    const llm = { model: 'test/scripted-model', baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 0 };
    const first = await evaluateGenerator({ generator: 'llm', taskDir, run, llm, budget: new Budget({ maxCostUsd: 0.004, price: { input_per_mtok: 10, output_per_mtok: 50 } }) });
    expect(server.requests).toHaveLength(2);
    expect(first.budget).toMatchObject({ stopped: true, withheld: 1, spent: { requests: 2, cost_usd: 0.004, cost_source: 'endpoint+price' }, price: { all: { input_per_mtok: 10, output_per_mtok: 50 } } });
    expect(first.budget?.reason).toMatch(/max-cost 0.004 reached/);
    const second = await evaluateGenerator({ generator: 'llm', taskDir, run, llm, budget: new Budget({ maxCostUsd: 1, price: { input_per_mtok: 10, output_per_mtok: 50 } }) });
    expect(server.requests).toHaveLength(3);
    expect(second.budget).toMatchObject({ stopped: false, spent: { requests: 3, cost_usd: 0.006 } });
  });

  it('refuses to go on under a cost cap when a reply has no cost and no price was given', () => {
    const budget = new Budget({ maxCostUsd: 5 });
    expect(budget.allows()).toBe(true);
    budget.charge('m', { prompt_tokens: 10, completion_tokens: 5, cost_usd: null });
    expect(budget.allows()).toBe(false);
    expect(budget.record()).toMatchObject({ stopped: true, spent: { cost_source: 'unknown' } });
    expect(budget.record().reason).toMatch(/no cost and no price/);
  });
});
