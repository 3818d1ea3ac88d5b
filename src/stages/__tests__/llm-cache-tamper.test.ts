import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import type { CacheEntry } from '../../agent/cache.ts';
import { projectRoot } from '../../io/meta.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { PackageRecordSchema } from '../../schemas/run.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';
import { agentTask, llmScript } from './llm-script.ts';

const task = agentTask();
let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer(llmScript(task.reference.A.package, undefined));
});
afterAll(async () => {
  await server.close();
});

/** Every entry file of a cache folder, with what it holds. */
function entries(cacheDir: string): { path: string; entry: CacheEntry }[] {
  return readdirSync(cacheDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ path: join(cacheDir, name), entry: JSON.parse(readFileSync(join(cacheDir, name), 'utf8')) as CacheEntry }));
}

/**
 * Edits the package generation's entry into another well-formed reply (one without a package),
 * leaving its hash as it was: what a hand edit or a damaged sync does. Returns its path.
 */
function tamperGeneration(cacheDir: string): string {
  const generation = entries(cacheDir).find(({ entry }) => (entry.request as { tools: unknown }).tools === null);
  if (!generation) throw new Error(`no generation entry in ${cacheDir}`);
  writeFileSync(generation.path, `${JSON.stringify({ ...generation.entry, response: completion('I would rather not build this app.') })}\n`);
  return generation.path;
}

const ARTIFACTS = ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson'];

describe('a tampered model-cache entry', () => {
  const taskDir = writeTaskDir([task as never]);
  const cacheDir = join(tempDir('cache'), 'llm');
  const MODEL = 'test/scripted-model';
  const llm = () => ({ model: MODEL, baseUrl: server.baseUrl, cacheDir, timeoutMs: 120_000, retries: 0 });
  let first: string;

  beforeAll(async () => {
    first = join(tempDir('first'), 'run');
    const summary = await evaluateGenerator({ generator: 'llm', taskDir, run: first, llm: llm() });
    expect(summary.generation_failures).toBe(0);
  });

  it('is refetched live, with a warning naming it: the endpoint is asked again and the run is what it was', async () => {
    const path = tamperGeneration(cacheDir);
    const asked = server.requests.length;
    const warnings: string[] = [];
    const spy = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      warnings.push(String(chunk));
      return true;
    });
    const again = join(tempDir('again'), 'run');
    let summary: Awaited<ReturnType<typeof evaluateGenerator>>;
    try {
      summary = await evaluateGenerator({ generator: 'llm', taskDir, run: again, llm: llm() });
    } finally {
      spy.mockRestore();
    }
    expect(summary).toMatchObject({ generation_failures: 0, infrastructure_failures: 0 });
    // Only the edited reply was asked for again; the agent's replies still came from the cache.
    expect(server.requests.length - asked).toBe(1);
    expect(warnings.filter((w) => w.startsWith('warning: model cache'))).toEqual([
      `warning: model cache entry ${path} is unusable: its reply does not match its hash (edited or damaged since it was stored); asking the endpoint again\n`,
    ]);
    for (const file of ARTIFACTS) expect(readFileSync(join(again, file), 'utf8'), file).toBe(readFileSync(join(first, file), 'utf8'));
    // The entry was rewritten with the endpoint's reply, and verifies again.
    expect(JSON.stringify(entries(cacheDir).find((e) => e.path === path)?.entry.response)).toContain('Here is the app.');
  });

  it('is refused under --replay: exit 3 naming the file, an infrastructure failure and never the model\'s', () => {
    const path = tamperGeneration(cacheDir);
    const asked = server.requests.length;
    const replayed = join(tempDir('replay'), 'run');
    const cli = spawnSync(
      process.execPath,
      [join(projectRoot, 'bin', 'liveui.js'), 'eval', '--generator', 'llm', '--model', MODEL, '--base-url', server.baseUrl, '--cache-dir', cacheDir, '--task-dir', taskDir, '--run', replayed, '--replay', '--json'],
      { encoding: 'utf8', timeout: 240_000 },
    );
    expect(cli.stderr).toContain(`warning: model cache entry ${path} is unusable: its reply does not match its hash (edited or damaged since it was stored); a replay cannot ask the endpoint`);
    expect(cli.stderr).toContain('incomplete: 1 infrastructure failure(s) left');
    // Running the same replay again cannot help: the closing line says what will.
    expect(cli.stderr).toContain('run once without --replay to record it again');
    expect(cli.stderr).not.toContain('run the same command again');
    expect(cli.status).toBe(3);
    expect(server.requests.length).toBe(asked);
    const generated = readNdjson(join(replayed, 'packages.ndjson'), PackageRecordSchema).records.find((r) => r.revision === 0);
    expect(generated).toMatchObject({ ok: false, failure: { kind: 'infrastructure', reasons: [expect.stringContaining(path)] } });
  });
});
