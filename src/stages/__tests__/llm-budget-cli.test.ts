import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readManifest } from '../../infra/manifest.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { cli } from './bad-input-kit.ts';
import { tempDir, writeTaskDir } from './helpers.ts';
import { agentTask, closeScriptedServers, scriptedServer } from './llm-script.ts';

afterEach(closeScriptedServers);
const scripted = scriptedServer;

describe('liveui eval under a budget (the command line)', () => {
  it('exits 3 with "incomplete: budget reached", and the same command with a higher cap resumes to the uncapped run', async () => {
    const task = agentTask();
    const taskDir = writeTaskDir([task as never]);

    const free = await scripted(task);
    const uncapped = join(tempDir('uncapped'), 'run');
    await evaluateGenerator({ generator: 'llm', taskDir, run: uncapped, llm: { model: 'test/scripted-model', baseUrl: free.baseUrl, cacheDir: join(tempDir('cache-a'), 'llm'), retries: 0 } });

    const server = await scripted(task);
    const run = join(tempDir('capped'), 'run');
    const command = (cap: number) => ['eval', '--generator', 'llm', '--model', 'test/scripted-model', '--base-url', server.baseUrl, '--cache-dir', join(run, '..', 'llm-cache'), '--retries', '0', '--task-dir', taskDir, '--run', run, '--max-tokens-total', String(cap)];

    // The generation alone spends 1300 tokens: the app agent's turns are withheld.
    const stopped = await cli(command(1000));
    expect(stopped.hung).toBe(false);
    expect(stopped.code, stopped.stderr).toBe(3);
    expect(stopped.stderr.split('\n')).toContain('incomplete: budget reached — --max-tokens-total 1000 reached (1300 tokens spent); spent 1300 tokens, 0.002 USD (endpoint) over 1 requests, 2 withheld; run the same command with a higher cap to resume');
    expect(server.requests).toHaveLength(1);
    expect(readManifest(run).budget).toMatchObject({ stopped: true, withheld: 2, max_tokens_total: 1000 });

    // The same cap again sends nothing: what the folder spent is carried over.
    const again = await cli(command(1000));
    expect(again.code, again.stderr).toBe(3);
    expect(again.stderr).toContain('incomplete: budget reached');
    expect(server.requests).toHaveLength(1);

    const resumed = await cli(command(100_000));
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stderr).not.toContain('incomplete');
    expect(readManifest(run).budget).toMatchObject({ stopped: false, withheld: 0, max_tokens_total: 100_000, spent: { requests: 3 } });
    // Stop plus resume sent exactly the uncapped run's requests and wrote its bytes.
    expect(server.requests.map((r) => JSON.stringify(r.body))).toEqual(free.requests.map((r) => JSON.stringify(r.body)));
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson']) expect(readFileSync(join(run, file), 'utf8'), file).toBe(readFileSync(join(uncapped, file), 'utf8'));
  });
});
