import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { readManifest } from '../../infra/manifest.ts';
import { GENERATION_PROMPT_SHA256, GENERATION_PROMPT_VERSION } from '../../agent/prompts.ts';
import { EpisodeRecordSchema, PackageRecordSchema } from '../../schemas/run.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { generate } from '../generate/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';
import { agentTask, lastUser, llmScript } from './llm-script.ts';

type Obj = Record<string, any>;

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the llm generator through the stages', () => {
  it('generates, runs an agent action, and replays offline byte for byte', async () => {
    const task = agentTask();
    server = await startChatServer(llmScript(task.reference.A.package, undefined));
    const taskDir = writeTaskDir([task as never]);
    const cacheDir = join(tempDir('cache'), 'llm');
    const llm = { model: 'test/scripted-model', baseUrl: server.baseUrl, cacheDir, timeoutMs: 120_000, retries: 0 };
    const live = join(tempDir('live'), 'run');
    const summary = await evaluateGenerator({ generator: 'llm', taskDir, run: live, llm });
    expect(summary.generation_failures).toBe(0);
    const evidence = readNdjson(join(live, 'evidence.ndjson'), EpisodeRecordSchema).records;
    const create = evidence.find((e) => e.episode === 'create');
    expect(create?.route[0]?.handler).toBe('agent');
    expect(create?.calls.map((c) => `${c.app}.${c.api}:${c.ok}`)).toEqual(['spotify.create_playlist:true']);
    expect(JSON.stringify(create?.state)).toContain('Monday Commute');
    // The agent made no songs, so that check fails; the rest of the create episode passes.
    expect(summary.failed.map((f) => f.assertion)).toContain('create.10.db_changed');
    expect(summary.failed.map((f) => f.assertion)).not.toContain('create.02.api_called');
    const manifest = readManifest(live);
    expect(manifest.settings.llm).toMatchObject({ model: 'test/scripted-model', temperature: 0.1 });
    expect(manifest.settings.prompt).toEqual({ version: GENERATION_PROMPT_VERSION, sha256: GENERATION_PROMPT_SHA256 });
    expect(JSON.stringify(manifest.settings)).not.toContain('replay');
    expect(manifest.usage?.model_calls).toBe(3);
    expect(manifest.usage?.cost_usd).toBeNull(); // the agent's calls reported no cost: the total is unknown, not 0
    const requests = server.requests.length;
    await server.close();
    server = undefined;

    const replayed = join(tempDir('replay'), 'run');
    await evaluateGenerator({ generator: 'llm', taskDir, run: replayed, llm: { ...llm, replay: true } });
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson']) {
      expect(readFileSync(join(replayed, file), 'utf8'), file).toBe(readFileSync(join(live, file), 'utf8'));
    }
    expect(requests).toBe(3);

    const missing = join(tempDir('miss'), 'run');
    await expect(evaluateGenerator({ generator: 'llm', taskDir, run: missing, llm: { ...llm, replay: true, model: 'test/other-model' } })).rejects.toThrow(/cache/i);
  });

  it('records invalid JSON and rejected packages as failed generations, with reasons', async () => {
    const [first, second] = spotifyTasks().slice(0, 2).map((t) => structuredClone(t) as Obj);
    server = await startChatServer((body) => {
      const text = lastUser(body as Obj);
      if (text.includes(first!.apps[0].intention)) return { json: completion('```json\n{"app": {"id": "x", ,}\n```') };
      const bad = structuredClone(second!.reference.A.package);
      bad.actions[0].plan[0].call = 'spotify.make_playlist';
      return { json: completion(JSON.stringify(bad)) };
    });
    const taskDir = writeTaskDir([first, second] as never);
    const run = join(tempDir('bad'), 'run');
    await generate({ generator: 'llm', taskDir, run, llm: { model: 'test/m', baseUrl: server.baseUrl, cacheDir: join(tempDir('c'), 'llm'), retries: 0 } });
    const records = readNdjson(join(run, 'packages.ndjson'), PackageRecordSchema).records.filter((r) => r.revision === 0);
    expect(records.map((r) => [r.task, r.ok, r.failure?.kind])).toEqual([
      [first!.id, false, 'invalid_json'],
      [second!.id, false, 'rejected'],
    ]);
    expect(records[1]?.failure?.reasons.join('\n')).toContain('make_playlist');
  });

  it('records a hang past the timeout as an infrastructure failure and retries it on resume, evidence included', async () => {
    const task = structuredClone(spotifyTasks()[0]) as Obj;
    let hang = true;
    server = await startChatServer(() => (hang ? 'hang' : { json: completion(JSON.stringify(task.reference.A.package)) }));
    const taskDir = writeTaskDir([task as never]);
    const run = join(tempDir('hang'), 'run');
    const llm = { model: 'test/m', baseUrl: server.baseUrl, cacheDir: join(tempDir('c'), 'llm'), retries: 0, timeoutMs: 300 };
    const first = await evaluateGenerator({ generator: 'llm', taskDir, run, llm });
    expect(first.infrastructure_failures).toBeGreaterThan(0);
    // Not the model's 0%: the only evaluation is incomplete, so no rate is measured yet.
    expect(first).toMatchObject({ fwr: null, task_evaluations: 0, incomplete_evaluations: 1, generation_failures: 0 });
    hang = false;
    // The same command again, with a longer timeout (waiting settings may change on resume).
    const second = await evaluateGenerator({ generator: 'llm', taskDir, run, llm: { ...llm, timeoutMs: 120_000 } });
    expect(second.infrastructure_failures).toBe(0);
    expect(second.generation_failures).toBe(0);
    expect(second.episode_errors).toBe(0);
    expect(second.fwr).toBe(1);
    expect(readManifest(run).settings.llm_operational).toMatchObject({ timeout_ms: 120_000 });
  });
});
