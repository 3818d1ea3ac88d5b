import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChatServer, type ChatServer } from '../../../agent/__tests__/chat-server.ts';
import { projectRoot } from '../../../io/meta.ts';
import { agreement } from '../../agreement/index.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { agentTask, llmScript } from '../../__tests__/llm-script.ts';
import { explore, readExplore } from '../index.ts';
import { scripted } from './policies.ts';

const APP_MODEL = 'test/app-model';
let server: ChatServer;
const task = agentTask();

beforeAll(async () => {
  // One endpoint for all three models: the generator and app-side agent, the user and the judge.
  const app = llmScript(task.reference.A.package, undefined);
  server = await startChatServer((body) => (body.model === APP_MODEL ? app(body) : scripted(body)));
});
afterAll(async () => {
  await server.close();
});

const appRequests = () => server.requests.filter((r) => r.body.model === APP_MODEL).length;

describe('liveui explore on a run made by --generator llm', () => {
  it('explores the generated app (its agent action served by the run\'s model), judges it, and agreement compares it', async () => {
    const run = join(tempDir('llm'), 'run');
    const client = { baseUrl: server.baseUrl, retries: 0, timeoutMs: 120_000 };
    const summary = await evaluateGenerator({ generator: 'llm', taskDir: writeTaskDir([task as never]), run, llm: { model: APP_MODEL, cacheDir: join(tempDir('run-cache'), 'llm'), ...client } });
    expect(summary.generation_failures).toBe(0);
    const afterRun = appRequests();

    // The exploration has its own cache, so the app-side agent asks the endpoint again.
    const cacheDir = join(tempDir('cache'), 'llm');
    const out = join(tempDir('explore'), 'e');
    const models = { user: { model: 'test/user', cacheDir, ...client }, judge: { model: 'test/judge', cacheDir, ...client } };
    expect(await explore({ run, out, ...models })).toMatchObject({ tasks: 1, judged: 1, judge_failures: 0, model_failures: 0, infrastructure_failures: 0 });
    const { trajectories, verdicts, manifest } = readExplore(out);
    const create = trajectories[0]!.steps.find((s) => 'click' in s.step)!;
    // The build action has no plan: the run's model, as the app-side agent, made the call.
    expect(create.calls).toEqual(['spotify.create_playlist:ok']);
    expect(create.outcome).toMatch(/the app said: Created Monday Commute \(playlist \d+\)\./);
    expect(appRequests() - afterRun).toBe(2);
    expect(verdicts[0]).toMatchObject({ task: task.id, status: 'judged' });
    expect(manifest.run).toBe('run');

    const result = await agreement({ run, explore: out });
    expect(result).toMatchObject({ run: 'run', user_model: 'test/user', judge_model: 'test/judge', unjudged: [] });
    expect(result).toMatchObject({ compared: 5, agreed: 3, table: { both_pass: 3, checker_only: 0, judge_only: 2, both_fail: 0 } });
    // The agent made the playlist but no songs: the service evidence fails C3, the screen (an id shown) passes it;
    // and no song's genre is on screen (s8: the genre shows the playlist was filled), which the judge lets pass.
    expect(result.disagreements.map((d) => [d.contract, d.checker.passed, d.judge.passed, d.checker.failed.map((f) => f.assertion)])).toEqual([
      ['C3', false, true, ['create.10.db_changed', 'create.11.world_matches_reference', 'revise.08.world_matches_reference']],
      ['C4', false, true, ['create.09.visible_result_grounded']],
    ]);

    // The command line, from the cache alone: the same artifacts and not one request.
    const asked = server.requests.length;
    const replayed = join(tempDir('replay'), 'e');
    const cli = spawnSync(
      process.execPath,
      [join(projectRoot, 'bin', 'liveui.js'), 'explore', '--run', run, '--out', replayed, '--user-model', 'test/user', '--judge-model', 'test/judge', '--base-url', server.baseUrl, '--cache-dir', cacheDir, '--replay'],
      { encoding: 'utf8', timeout: 240_000 },
    );
    expect(cli.stderr).not.toMatch(/malformed/);
    expect(cli.status).toBe(0);
    expect(JSON.parse(cli.stdout)).toMatchObject({ judged: 1, infrastructure_failures: 0 });
    expect(server.requests.length).toBe(asked);
    for (const file of ['trajectories.ndjson', 'verdicts.ndjson']) expect(readFileSync(join(replayed, file), 'utf8'), file).toBe(readFileSync(join(out, file), 'utf8'));
  });
});
