import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../../tasks/build/cases/spotify/create-revise.ts';
import { startChatServer, type ChatServer } from '../../../agent/__tests__/chat-server.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { explore, readExplore } from '../index.ts';
import { scripted } from './policies.ts';

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TASK = 'single.spotify.commute-playlist';

async function generatedRun(generator: string) {
  const task = spotifyTasks().find((t) => t.id === TASK)!;
  const taskDir = writeTaskDir([task]);
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, taskDir, run });
  return run;
}

const models = (cacheDir: string, user = 'test/user', judge = 'test/judge', extra: Record<string, unknown> = {}) => ({
  user: { model: user, baseUrl: server!.baseUrl, cacheDir, retries: 2, backoffBaseMs: 10, timeoutMs: 120_000, ...extra },
  judge: { model: judge, baseUrl: server!.baseUrl, cacheDir, retries: 2, backoffBaseMs: 10, timeoutMs: 120_000, ...extra },
});

describe('liveui explore', () => {
  it('drives the oracle app to the end, judges it, and replays byte for byte without a request', async () => {
    server = await startChatServer((body) => scripted(body));
    const run = await generatedRun('oracle');
    const cacheDir = join(tempDir('cache'), 'llm');
    const out = join(tempDir('explore'), 'e');
    const summary = await explore({ run, out, ...models(cacheDir) });
    expect(summary).toMatchObject({ tasks: 1, judged: 1, judge_failures: 0, model_failures: 0, infrastructure_failures: 0 });
    const { trajectories, verdicts, manifest } = readExplore(out);
    const trajectory = trajectories[0]!;
    expect(trajectory.end).toBe('done');
    expect(trajectory.steps.map((s) => Object.keys(s.step)[0])).toEqual(['next', 'fill', 'fill', 'click', 'next', 'fill', 'fill', 'click', 'next', 'reopen', 'next']);
    const create = trajectory.steps.find((s) => 'click' in s.step)!;
    expect(create.calls[0]).toBe('spotify.create_playlist:ok');
    expect(create.outcome).toMatch(/the app said: Created "Monday Commute" as playlist \d+/);
    // Every step has a frame; identical screens are stored once.
    expect(trajectory.frames).toHaveLength(trajectory.steps.length + 1);
    expect(Object.keys(trajectory.contents).length).toBeLessThan(trajectory.frames.length);
    const afterReopen = trajectory.frames[trajectory.steps.find((s) => 'reopen' in s.step)!.frame]!;
    expect(trajectory.contents[afterReopen.hash]?.text).toContain('Weekly Commute');
    expect(verdicts).toEqual([{ task: TASK, status: 'judged', verdicts: ['C1', 'C2', 'C3', 'C4', 'C5'].map((contract) => ({ contract, pass: true, reason: `rule ${contract}: seen`, frame: 0 })), requests: expect.any(Array) }]);
    // Every request done, as the session shows it.
    expect(verdicts[0]?.status === 'judged' && verdicts[0].requests?.map((r) => [r.request, r.status])).toEqual(spotifyTasks().find((t) => t.id === TASK)!.episodes.map((e) => [e.id, 'completed']));
    expect(manifest.usage?.user.model_calls).toBe(trajectory.steps.length);
    expect(manifest.usage?.judge.model_calls).toBe(1);
    const requests = server.requests.length;
    expect(requests).toBe(trajectory.steps.length + 1);

    const replayed = join(tempDir('replay'), 'e');
    await explore({ run, out: replayed, ...models(cacheDir, 'test/user', 'test/judge', { replay: true }) });
    expect(server.requests.length).toBe(requests);
    for (const file of ['trajectories.ndjson', 'verdicts.ndjson']) expect(readFileSync(join(replayed, file), 'utf8'), file).toBe(readFileSync(join(out, file), 'utf8'));
    // The header names what the artifact was made from.
    expect(JSON.parse(readFileSync(join(out, 'verdicts.ndjson'), 'utf8').split('\n')[0]!).$header).toMatchObject({ kind: 'verdicts', inputs: { packages: manifest.packages_sha256 } });

    // A replay that misses the cache (another judge model) fails the stage instead of asking.
    await expect(explore({ run, out: join(tempDir('miss'), 'e'), ...models(cacheDir, 'test/user', 'test/other-judge', { replay: true }) })).rejects.toThrow(/cache/i);
    expect(server.requests.length).toBe(requests);
  });

  it('records a malformed judge reply as a judge failure and a malformed user reply as a model failure', async () => {
    server = await startChatServer((body) => scripted(body));
    const run = await generatedRun('oracle');
    const cacheDir = join(tempDir('cache'), 'llm');
    const badJudge = join(tempDir('bad-judge'), 'e');
    expect(await explore({ run, out: badJudge, ...models(cacheDir, 'test/user', 'test/bad-judge') })).toMatchObject({ judged: 0, judge_failures: 1, model_failures: 0, infrastructure_failures: 0 });
    const judged = readExplore(badJudge).verdicts[0]!;
    expect(judged.status).toBe('judge_failure');
    expect(judged).toMatchObject({ reason: expect.stringMatching(/not a verdict set/), reply: expect.stringContaining('"pass": "yes"') });

    const badUser = join(tempDir('bad-user'), 'e');
    expect(await explore({ run, out: badUser, ...models(cacheDir, 'test/bad-user', 'test/judge') })).toMatchObject({ judged: 0, judge_failures: 0, model_failures: 1, infrastructure_failures: 0 });
    const { trajectories, verdicts } = readExplore(badUser);
    expect(trajectories[0]).toMatchObject({ end: 'model_failure', steps: [], reply: 'I would now click the big button.' });
    expect(trajectories[0]?.frames).toHaveLength(1);
    expect(verdicts[0]).toMatchObject({ status: 'not_judged' });
  });

  it('keeps an unreachable judge apart as an infrastructure failure and resumes only what is left', async () => {
    let judgeDown = true;
    server = await startChatServer((body) => (judgeDown && String(body.model).startsWith('test/judge') ? { status: 503, json: { error: { message: 'overloaded' } } } : scripted(body)));
    const run = await generatedRun('oracle');
    const cacheDir = join(tempDir('cache'), 'llm');
    const out = join(tempDir('resume'), 'e');
    const first = await explore({ run, out, ...models(cacheDir) });
    expect(first).toMatchObject({ judged: 0, judge_failures: 0, infrastructure_failures: 1 });
    expect(readExplore(out).verdicts[0]).toMatchObject({ status: 'infrastructure', reason: expect.stringContaining('503') });
    const before = server.requests.length;
    judgeDown = false;
    const second = await explore({ run, out, ...models(cacheDir) });
    expect(second).toMatchObject({ judged: 1, infrastructure_failures: 0 });
    // The user's replies came from the cache: the only new request is the judge's.
    expect(server.requests.length - before).toBe(1);
    // A finished folder is not explored again.
    await explore({ run, out, ...models(cacheDir) });
    expect(server.requests.length - before).toBe(1);
    // Another step budget is another exploration: refused, not mixed.
    await expect(explore({ run, out, steps: 5, ...models(cacheDir) })).rejects.toThrow(/refusing to resume/);
  });
});
