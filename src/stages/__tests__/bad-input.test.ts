import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { ChatClient } from '../../agent/client.ts';
import { LlmCache, cacheKey, entrySha256 } from '../../agent/cache.ts';
import { readManifest } from '../../infra/manifest.ts';
import { computeReport } from '../analyze/compute.ts';
import { check } from '../check/index.ts';
import { fileLines } from '../../infra/integrity.ts';
import { readAssigned } from '../../infra/integrity.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { generate } from '../generate/index.ts';
import { recount } from '../recount/index.ts';
import { validateTasks } from '../../suite/validate.ts';
import { TASK, row, suiteTask, useGoodRun } from './bad-input-kit.ts';

/**
 * The bad-input suite, first half (issue #12): hostile input, faults and interruptions. Every case must end
 * in a clear error (exit 1 or 2, naming the file, line or flag), never an internal error (70),
 * a hang, or a silently different number. In-process where the exit path is not the point; the
 * CLI cases run as child processes with a kill timer (a hang fails the case).
 */

const base = useGoodRun();

describe('1. archives cannot be silently wrong', () => {
  const cases: [string, (lines: string[]) => string[], RegExp][] = [
    ['duplicated rows', (l) => [...l, l[3] as string, l[4] as string], /duplicate row.*also on line 4/],
    ['a deleted row', (l) => l.filter((_, i) => i !== 5), /assigned assertion row\(s\) are missing/],
    ['a row with trial 7', (l) => l.map((t, i) => (i === 2 ? JSON.stringify({ ...row(l, 2), trial: 7 }) : t)), /trial 7 is out of range/],
    ['a row of a task not in the run', (l) => [...l, JSON.stringify({ ...row(l, 1), task: 'single.other.task' })], /not a task of run/],
    ['a file cut at a line boundary', (l) => l.slice(0, Math.ceil(l.length / 2)), /missing.*cut or edited/],
    ['an empty line mid-file', (l) => [...l.slice(0, 3), '', ...l.slice(3)], /:4: empty line/],
    ['a header of the wrong kind', (l) => [l[0]!.replace('"kind":"assertions"', '"kind":"evidence"'), ...l.slice(1)], /:1: expected an "assertions" artifact/],
    ['two headers', (l) => [l[0]!, l[0]!, ...l.slice(1)], /:2: a second header/],
    ['"passed": "true"', (l) => l.map((t, i) => (i === 1 ? JSON.stringify({ ...row(l, 1), passed: 'true' }) : t)), /:2: .*boolean/i],
    ['a missing header', (l) => l.slice(1), /:1: missing header/],
    ['an unknown field', (l) => l.map((t, i) => (i === 1 ? JSON.stringify({ ...row(l, 1), bonus: 1 }) : t)), /:2: .*bonus/],
  ];
  for (const [name, edit, message] of cases) {
    it(`refuses ${name} in recount and analyze alike, naming file:line`, async () => {
      const { dir, file } = base.variant(name.replace(/\W+/g, '-'), edit);
      await expect(recount({ runs: [dir] })).rejects.toThrow(message);
      await expect(computeReport({ runs: [dir] })).rejects.toThrow(message);
      await expect(recount({ runs: [dir] })).rejects.toThrow(file);
    });
  }

  it('the strict pass reads a changed file in chunks: a 3 MB row of multi-byte text across chunk edges counts as before', async () => {
    const before = await recount({ runs: [base.good()] });
    const { dir, file } = base.variant('long-row', (l) => l.map((t, i) => (i === 1 ? JSON.stringify({ ...(JSON.parse(t) as object), expected: 'é🎉'.repeat(600_000) }) : t)));
    expect(readFileSync(file).length).toBeGreaterThan(3_000_000);
    const hash = createHash('sha256');
    expect([...fileLines(file, hash)]).toEqual(readFileSync(file, 'utf8').split('\n').slice(0, -1));
    expect(hash.digest('hex')).toBe(createHash('sha256').update(readFileSync(file)).digest('hex'));
    const allowed = await recount({ runs: [dir], allowModified: true });
    expect(allowed.warnings.join('\n')).toContain(`${file}: changed since`);
    expect(allowed.runs).toEqual(before.runs);
    // Invalid UTF-8 on line 3 (an é cut to its first byte): refused there, as DuckDB would.
    const lines = readFileSync(file).toString('latin1').split('\n');
    lines[2] = lines[2]!.replace('"passed":', '"passed\u00c3":');
    writeFileSync(file, Buffer.from(lines.join('\n'), 'latin1'));
    await expect(recount({ runs: [dir], allowModified: true })).rejects.toThrow(`${file}:3: not valid UTF-8`);
  });

  it('names a file given as a run folder, and a folder where assertions.ndjson should be, as input errors', async () => {
    const { dir, file } = base.variant('folder-for-file', (l) => l);
    await expect(recount({ runs: [file] })).rejects.toThrow(`${file} is a file, not a run folder`);
    rmSync(file);
    mkdirSync(file);
    await expect(recount({ runs: [dir], allowModified: true })).rejects.toThrow(`${file}: not a file`);
    await expect(computeReport({ runs: [dir], allowModified: true })).rejects.toThrow(`${file}: not a file`);
  });

  it('refuses a well-formed but changed row (flipped verdict) unless --allow-modified, which warns', async () => {
    const before = await recount({ runs: [base.good()] });
    const failedIndex = readFileSync(join(base.good(), 'assertions.ndjson'), 'utf8').split('\n').findIndex((line) => line.includes('"passed":false'));
    const { dir, file } = base.variant('flipped', (l) => l.map((t, i) => (i === (failedIndex > 0 ? failedIndex : 1) ? t.replace(/"passed":(true|false)/, (_, v: string) => `"passed":${v === 'true' ? 'false' : 'true'}`) : t)));
    await expect(recount({ runs: [dir] })).rejects.toThrow(`${file}: changed since`);
    await expect(computeReport({ runs: [dir] })).rejects.toThrow(/--allow-modified/);
    const allowed = await recount({ runs: [dir], allowModified: true });
    expect(allowed.warnings.join('\n')).toContain(`${file}: changed since`);
    expect(allowed.runs[0]?.apr.passed).not.toBe(before.runs[0]?.apr.passed);
  });

  it('refuses an unsealed run unless --allow-modified', async () => {
    const dir = join(base.root(), 'variants', 'unsealed');
    cpSync(base.good(), dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    delete manifest.integrity;
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    await expect(recount({ runs: [dir] })).rejects.toThrow(/no integrity record/);
    expect((await recount({ runs: [dir], allowModified: true })).warnings.join('\n')).toMatch(/no integrity record/);
  });

  it('accepts the sealed run as written (a correct archive passes), with the assigned ids of every task', async () => {
    const manifest = readManifest(base.good());
    const assigned = manifest.integrity ? readAssigned(base.good(), manifest.integrity) : {};
    expect(Object.keys(assigned)).toEqual([TASK]);
    expect(manifest.integrity?.artifacts['assertions.ndjson']?.rows).toBe(2 * (assigned[TASK]?.length ?? 0));
    const counted = await recount({ runs: [base.good()] });
    expect(counted.warnings).toEqual([]);
    expect(counted.runs[0]?.fwr.passed).toBe(2);
  });
});

describe('2. one writer per run', () => {
  it('refuses a second writer while the lock holder lives, and takes over a stale lock', async () => {
    const dir = join(base.root(), 'variants', 'locked');
    cpSync(base.good(), dir, { recursive: true });
    const sleeper = spawn('sleep', ['60']);
    try {
      writeFileSync(join(dir, '.lock'), JSON.stringify({ pid: sleeper.pid, host: hostname(), stage: 'eval', started_at: new Date().toISOString() }));
      await expect(check({ run: dir })).rejects.toThrow(/being written by eval \(pid/);
      await expect(evaluateGenerator({ generator: 'static_shell', run: dir, tasks: TASK })).rejects.toThrow(/being written by/);
    } finally {
      sleeper.kill('SIGKILL');
      await new Promise((done) => sleeper.on('close', done));
    }
    expect((await check({ run: dir })).assertions).toBeGreaterThan(0);
    expect(existsSync(join(dir, '.lock'))).toBe(false);
  });
});

describe('3. local cache faults are never model failures', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer(() => ({ json: completion('{"app": {"id": "x"}}') }));
  });
  afterAll(async () => {
    await server.close();
  });
  const request = { messages: [{ role: 'user' as const, content: 'hello' }], trial: 0 };

  it('live: a corrupt entry is a miss (the endpoint answers and the entry is rewritten)', async () => {
    const cacheDir = join(base.root(), 'cache-live');
    const client = new ChatClient({ model: 'm', baseUrl: server.baseUrl, cacheDir, retries: 0 });
    const key = cacheKey(client.keyMaterial(request));
    const cache = new LlmCache(cacheDir);
    mkdirSync(join(cacheDir, key.slice(0, 2)), { recursive: true });
    const unusable = [
      '{"format": 2, "key": "',
      JSON.stringify({ format: 2, key, sha256: entrySha256(key, {}), request: { other: true }, response: {} }),
      JSON.stringify({ format: 2, key, sha256: entrySha256(key, { choices: [] }), request: client.keyMaterial(request), response: { choices: [] } }),
      JSON.stringify({ format: 2, key, sha256: entrySha256(key, completion('the stored reply')), request: client.keyMaterial(request), response: completion('an edited reply') }),
      JSON.stringify({ format: 1, key, request: client.keyMaterial(request), response: completion('an old reply') }),
    ];
    for (const corrupt of unusable) {
      writeFileSync(cache.pathOf(key), corrupt);
      const asked = server.requests.length;
      const outcome = await client.complete(request);
      // The endpoint's reply, not the file's: asked once more, and the entry rewritten whole.
      expect(outcome.ok && outcome.reply).toMatchObject({ content: '{"app": {"id": "x"}}', cached: false });
      expect(server.requests.length).toBe(asked + 1);
      expect(cache.get(key)?.key).toBe(key);
    }
  });

  it('replay: a corrupt entry is an infrastructure failure naming the file', async () => {
    const cacheDir = join(base.root(), 'cache-replay');
    const client = new ChatClient({ model: 'm', baseUrl: server.baseUrl, cacheDir, retries: 0, replay: true });
    const path = new LlmCache(cacheDir).pathOf(cacheKey(client.keyMaterial(request)));
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, 'garbage');
    const outcome = await client.complete(request);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.infra).toBe('cache');
      expect(outcome.error.message).toContain(path);
    }
  });

  it('an unwritable cache stops generation with a clear error instead of recording no_package', async () => {
    const blocker = join(base.root(), 'cache-file');
    writeFileSync(blocker, 'not a folder');
    const run = join(base.root(), 'runs', 'llm-unwritable');
    await expect(generate({ generator: 'llm', run, tasks: TASK, llm: { model: 'm', baseUrl: server.baseUrl, cacheDir: blocker, retries: 0 } })).rejects.toThrow(/cannot write the model cache/);
  });
});

describe('4. eval runs only what tasks validate accepts', () => {
  it('refuses a task folder validate rejects, and an empty one', async () => {
    const dir = join(base.root(), 'tasks-dup');
    mkdirSync(dir, { recursive: true });
    const task = suiteTask();
    task.episodes[1].assertions.push(structuredClone(task.episodes[1].assertions[0]));
    writeFileSync(join(dir, `${TASK}.json`), JSON.stringify(task));
    expect(validateTasks({ dir }).problems.map((p) => p.message).join('\n')).toMatch(/duplicate assertion id/);
    await expect(evaluateGenerator({ generator: 'oracle', run: join(base.root(), 'runs', 'dup'), taskDir: dir })).rejects.toThrow(/duplicate assertion id/);
    const empty = join(base.root(), 'tasks-empty');
    mkdirSync(empty, { recursive: true });
    await expect(evaluateGenerator({ generator: 'oracle', run: join(base.root(), 'runs', 'empty'), taskDir: empty })).rejects.toThrow(/no task files/);
    expect(validateTasks({ dir: empty }).problems.length).toBeGreaterThan(0);
  });
});
