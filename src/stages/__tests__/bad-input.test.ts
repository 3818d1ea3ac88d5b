import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { ChatClient } from '../../agent/client.ts';
import { LlmCache, cacheKey } from '../../agent/cache.ts';
import { projectRoot } from '../../io/meta.ts';
import { admit } from '../../runtime/admission.ts';
import { appOpen } from '../../runtime/commands.ts';
import { InputError, LiveUIError, OptionError } from '../../errors.ts';
import { flagOf } from '../../../bin/commands/options.ts';
import { buildPaper } from '../../paper/build.ts';
import { writeNdjson } from '../../io/ndjson.ts';
import { newManifest, readManifest } from '../../infra/manifest.ts';
import { fixtureSetHash } from '../run/fixtures.ts';
import { loadTasks, taskSetHash } from '../../suite/load.ts';
import { computeReport } from '../analyze/compute.ts';
import { analyze, readReport } from '../analyze/index.ts';
import { check } from '../check/index.ts';
import { fileLines } from '../../infra/integrity.ts';
import { diff } from '../diff/index.ts';
import { readAssigned } from '../../infra/integrity.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { generate } from '../generate/index.ts';
import { recount } from '../recount/index.ts';
import { validateTasks } from '../../suite/validate.ts';
import { tempDir } from './helpers.ts';

/**
 * The bad-input suite (issue #12): hostile input, faults and interruptions. Every case must end
 * in a clear error (exit 1 or 2, naming the file, line or flag), never an internal error (70),
 * a hang, or a silently different number. In-process where the exit path is not the point; the
 * CLI cases run as child processes with a kill timer (a hang fails the case).
 */

const TASK = 'single.spotify.commute-playlist';
const CLI = join(projectRoot, 'bin', 'liveui.js');

interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  hung: boolean;
}

/** Runs the CLI as a child with a kill timer; never blocks the event loop (local servers keep answering). */
function cli(args: readonly string[], options: { env?: Record<string, string>; timeoutMs?: number; cwd?: string } = {}): Promise<CliResult> {
  return new Promise((done) => {
    const child: ChildProcess = spawn(process.execPath, [CLI, ...args], { cwd: options.cwd ?? projectRoot, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, stdout, stderr, hung });
    });
  });
}

/** A clean refusal: no hang, exit 1 or 2 (or the one given), no internal error, and the message names `mention`. */
function expectRefusal(result: CliResult, mention: string | RegExp, code?: number): void {
  expect(result.hung, 'the command hung').toBe(false);
  expect(result.stderr).not.toContain('internal error');
  if (code !== undefined) expect(result.code).toBe(code);
  else expect([1, 2]).toContain(result.code);
  if (typeof mention === 'string') expect(result.stderr).toContain(mention);
  else expect(result.stderr).toMatch(mention);
}

let root: string;
/** A checked oracle run of one task (sealed by check). */
let good: string;
const suiteTask = () => JSON.parse(readFileSync(join(projectRoot, 'tasks', 'suite', `${TASK}.json`), 'utf8')) as Record<string, any>;

beforeAll(async () => {
  root = tempDir('bad-input');
  good = join(root, 'runs', 'good');
  await evaluateGenerator({ generator: 'oracle', run: good, tasks: TASK, trials: 2 });
}, 120_000);

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A copy of the good run whose assertions.ndjson lines went through `edit`. */
function variant(name: string, edit: (lines: string[]) => string[]): { dir: string; file: string } {
  const dir = join(root, 'variants', name);
  cpSync(good, dir, { recursive: true });
  const file = join(dir, 'assertions.ndjson');
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line !== '');
  writeFileSync(file, `${edit(lines).join('\n')}\n`);
  return { dir, file };
}

const row = (lines: string[], index: number) => JSON.parse(lines[index] as string) as Record<string, unknown>;

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
      const { dir, file } = variant(name.replace(/\W+/g, '-'), edit);
      await expect(recount({ runs: [dir] })).rejects.toThrow(message);
      await expect(computeReport({ runs: [dir] })).rejects.toThrow(message);
      await expect(recount({ runs: [dir] })).rejects.toThrow(file);
    });
  }

  it('the strict pass reads a changed file in chunks: a 3 MB row of multi-byte text across chunk edges counts as before', async () => {
    const before = await recount({ runs: [good] });
    const { dir, file } = variant('long-row', (l) => l.map((t, i) => (i === 1 ? JSON.stringify({ ...(JSON.parse(t) as object), expected: 'é🎉'.repeat(600_000) }) : t)));
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
    const { dir, file } = variant('folder-for-file', (l) => l);
    await expect(recount({ runs: [file] })).rejects.toThrow(`${file} is a file, not a run folder`);
    rmSync(file);
    mkdirSync(file);
    await expect(recount({ runs: [dir], allowModified: true })).rejects.toThrow(`${file}: not a file`);
    await expect(computeReport({ runs: [dir], allowModified: true })).rejects.toThrow(`${file}: not a file`);
  });

  it('refuses a well-formed but changed row (flipped verdict) unless --allow-modified, which warns', async () => {
    const before = await recount({ runs: [good] });
    const failedIndex = readFileSync(join(good, 'assertions.ndjson'), 'utf8').split('\n').findIndex((line) => line.includes('"passed":false'));
    const { dir, file } = variant('flipped', (l) => l.map((t, i) => (i === (failedIndex > 0 ? failedIndex : 1) ? t.replace(/"passed":(true|false)/, (_, v: string) => `"passed":${v === 'true' ? 'false' : 'true'}`) : t)));
    await expect(recount({ runs: [dir] })).rejects.toThrow(`${file}: changed since`);
    await expect(computeReport({ runs: [dir] })).rejects.toThrow(/--allow-modified/);
    const allowed = await recount({ runs: [dir], allowModified: true });
    expect(allowed.warnings.join('\n')).toContain(`${file}: changed since`);
    expect(allowed.runs[0]?.apr.passed).not.toBe(before.runs[0]?.apr.passed);
  });

  it('refuses an unsealed run unless --allow-modified', async () => {
    const dir = join(root, 'variants', 'unsealed');
    cpSync(good, dir, { recursive: true });
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    delete manifest.integrity;
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
    await expect(recount({ runs: [dir] })).rejects.toThrow(/no integrity record/);
    expect((await recount({ runs: [dir], allowModified: true })).warnings.join('\n')).toMatch(/no integrity record/);
  });

  it('accepts the sealed run as written (a correct archive passes), with the assigned ids of every task', async () => {
    const manifest = readManifest(good);
    const assigned = manifest.integrity ? readAssigned(good, manifest.integrity) : {};
    expect(Object.keys(assigned)).toEqual([TASK]);
    expect(manifest.integrity?.artifacts['assertions.ndjson']?.rows).toBe(2 * (assigned[TASK]?.length ?? 0));
    const counted = await recount({ runs: [good] });
    expect(counted.warnings).toEqual([]);
    expect(counted.runs[0]?.fwr.passed).toBe(2);
  });
});

describe('2. one writer per run', () => {
  it('refuses a second writer while the lock holder lives, and takes over a stale lock', async () => {
    const dir = join(root, 'variants', 'locked');
    cpSync(good, dir, { recursive: true });
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
    const cacheDir = join(root, 'cache-live');
    const client = new ChatClient({ model: 'm', baseUrl: server.baseUrl, cacheDir, retries: 0 });
    const key = cacheKey(client.keyMaterial(request));
    const cache = new LlmCache(cacheDir);
    mkdirSync(join(cacheDir, key.slice(0, 2)), { recursive: true });
    for (const corrupt of ['{"format": 1, "key": "', JSON.stringify({ format: 1, key, request: { other: true }, response: {} }), JSON.stringify({ format: 1, key, request: client.keyMaterial(request), response: { choices: [] } })]) {
      writeFileSync(cache.pathOf(key), corrupt);
      const outcome = await client.complete(request);
      expect(outcome.ok).toBe(true);
      expect(cache.get(key)?.key).toBe(key);
    }
  });

  it('replay: a corrupt entry is an infrastructure failure naming the file', async () => {
    const cacheDir = join(root, 'cache-replay');
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
    const blocker = join(root, 'cache-file');
    writeFileSync(blocker, 'not a folder');
    const run = join(root, 'runs', 'llm-unwritable');
    await expect(generate({ generator: 'llm', run, tasks: TASK, llm: { model: 'm', baseUrl: server.baseUrl, cacheDir: blocker, retries: 0 } })).rejects.toThrow(/cannot write the model cache/);
  });
});

describe('4. eval runs only what tasks validate accepts', () => {
  it('refuses a task folder validate rejects, and an empty one', async () => {
    const dir = join(root, 'tasks-dup');
    mkdirSync(dir, { recursive: true });
    const task = suiteTask();
    task.episodes[1].assertions.push(structuredClone(task.episodes[1].assertions[0]));
    writeFileSync(join(dir, `${TASK}.json`), JSON.stringify(task));
    expect(validateTasks({ dir }).problems.map((p) => p.message).join('\n')).toMatch(/duplicate assertion id/);
    await expect(evaluateGenerator({ generator: 'oracle', run: join(root, 'runs', 'dup'), taskDir: dir })).rejects.toThrow(/duplicate assertion id/);
    const empty = join(root, 'tasks-empty');
    mkdirSync(empty, { recursive: true });
    await expect(evaluateGenerator({ generator: 'oracle', run: join(root, 'runs', 'empty'), taskDir: empty })).rejects.toThrow(/no task files/);
    expect(validateTasks({ dir: empty }).problems.length).toBeGreaterThan(0);
  });
});

describe('5. no recursion or spreading on input-sized data', () => {
  it('checks a run whose task has 150k assertions without a stack overflow', async () => {
    const dir = join(root, 'tasks-huge');
    mkdirSync(dir, { recursive: true });
    const task = suiteTask();
    const template = task.episodes[1].assertions[0];
    task.episodes[1].assertions = Array.from({ length: 150_000 }, (_, i) => ({ ...template, id: `bulk-${i}` }));
    writeFileSync(join(dir, `${TASK}.json`), JSON.stringify(task));
    const tasks = loadTasks(dir).map((loaded) => loaded.task);
    const runFolder = join(root, 'runs', 'huge');
    mkdirSync(runFolder, { recursive: true });
    writeFileSync(join(runFolder, 'manifest.json'), JSON.stringify(newManifest({ run: 'huge', generator: 'oracle', label: 'oracle', developer: 'x', settings: { task_dir: dir }, task_set_hash: taskSetHash(tasks), tasks: [TASK], fixture_hash: fixtureSetHash(tasks), seed: 0, trials: 1 })));
    writeNdjson(join(runFolder, 'evidence.ndjson'), [], { kind: 'evidence' });
    const summary = await check({ run: runFolder });
    expect(summary.assertions).toBeGreaterThan(150_000);
    expect(summary.placeholders).toBe(summary.assertions);
  }, 60_000);
});

describe('6. report folders are written whole and read only when intact', () => {
  it('refuses an --out that is not a report, never deletes files it did not write, and refuses a mixed report', async () => {
    const foreign = join(root, 'not-a-report');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    await expect(analyze({ runs: [good], out: foreign })).rejects.toThrow(/not a liveui report folder/);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');

    const out = join(root, 'report');
    await analyze({ runs: [good], out });
    const again = await analyze({ runs: [good], out });
    expect(again.files.length).toBeGreaterThan(0);
    expect(readdirSync(root).filter((name) => name.startsWith('.report.'))).toEqual([]);
    writeFileSync(join(out, 'figures', 'mine.svg'), '<svg/>');
    await expect(analyze({ runs: [good], out })).rejects.toThrow(/did not write \(figures\/mine.svg\)/);
    expect(existsSync(join(out, 'figures', 'mine.svg'))).toBe(true);
    rmSync(join(out, 'figures', 'mine.svg'));

    writeFileSync(join(out, 'report.md'), '# an older report\n');
    expect(() => readReport(out)).toThrow(/report.md changed since/);
    expect(() => diff({ a: out, b: out })).toThrow(/--allow-modified/);
    const warnings: string[] = [];
    expect(readReport(out, { allowModified: true, warn: (m) => warnings.push(m) }).runs.length).toBe(1);
    expect(warnings.join('\n')).toMatch(/report.md changed/);
  }, 60_000);
});

describe('7. reserved names are refused by admission', () => {
  const pkg = () => structuredClone(suiteTask().reference.A.package) as Record<string, any>;
  it('admits the reference package as is', () => {
    expect(admit(pkg()).ok).toBe(true);
  });
  const mutations: [string, (p: Record<string, any>) => unknown][] = [
    ['an input named __proto__', (p) => JSON.parse(JSON.stringify(p).replace(/"name":"([a-z_]+)"/, '"name":"__proto__"'))],
    ['a bind named constructor', (p) => JSON.parse(JSON.stringify(p).replace(/"bind":"([a-z_]+)"/, '"bind":"constructor"'))],
    ['a state value named prototype', (p) => ({ ...p, state: { ...p.state, values: { ...p.state.values, prototype: { type: 'text' } } } })],
    ['set: "__proto__"', (p) => ({ ...p, actions: p.actions.map((a: any, i: number) => (i === 0 ? { ...a, plan: [...(a.plan ?? []), { set: '__proto__', value: 1 }] } : a)) })],
    ['{{state.constructor.name}} in a text', (p) => ({ ...p, views: p.views.map((v: any, i: number) => (i === 0 ? { ...v, components: [...v.components, { type: 'text', text: 'x {{state.constructor.name}}' }] } : v)) })],
  ];
  for (const [name, mutate] of mutations) {
    it(`refuses ${name}`, () => {
      const result = admit(mutate(pkg()));
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.problems.map((p) => p.message).join('\n')).toMatch(/reserved name/);
    });
  }
});

describe('8. smaller items', () => {
  it('removes stale *.tmp files of a killed writer on the next successful run', async () => {
    const dir = join(root, 'variants', 'stale');
    cpSync(good, dir, { recursive: true });
    writeFileSync(join(dir, 'manifest.json.99999.tmp'), '{');
    writeFileSync(join(dir, 'work', 'run', `${TASK}.0.json.99999.tmp`), '[');
    await evaluateGenerator({ generator: 'oracle', run: dir, tasks: TASK, trials: 2 });
    expect(existsSync(join(dir, 'manifest.json.99999.tmp'))).toBe(false);
    expect(existsSync(join(dir, 'work', 'run', `${TASK}.0.json.99999.tmp`))).toBe(false);
  });

  it('caps a Retry-After wait by the request timeout', async () => {
    let calls = 0;
    const server = await startChatServer(() => (calls++ === 0 ? { status: 429, headers: { 'retry-after': '100000' }, json: { error: 'slow down' } } : { json: completion('hi') }));
    try {
      // Uncapped, the 429 would be waited out for 300 s and the test would time out (a hang).
      const client = new ChatClient({ model: 'm', baseUrl: server.baseUrl, cacheDir: join(root, 'cache-retry'), retries: 2, timeoutMs: 3000 });
      expect((await client.complete({ messages: [{ role: 'user', content: 'x' }], trial: 0 })).ok).toBe(true);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  }, 20_000);

  it('an infrastructure failure writes no no_package records for the revisions it blocked', async () => {
    const server = await startChatServer(() => ({ status: 503, json: { error: 'down' } }));
    try {
      // A task with a revise episode: its revision depends on the package that never came.
      const summary = await generate({ generator: 'llm', run: join(root, 'runs', 'llm-down'), tasks: 'single.amazon.review-headlines', llm: { model: 'm', baseUrl: server.baseUrl, cacheDir: join(root, 'cache-down'), retries: 0 } });
      expect(summary.infrastructure_failures).toBe(summary.packages);
      expect(summary.packages).toBeGreaterThan(1);
    } finally {
      await server.close();
    }
  });
});

describe('CLI: clear errors, no internal errors, no hangs (items 5 and 8)', () => {
  let server: ChatServer;
  beforeAll(async () => {
    server = await startChatServer(() => ({ status: 503, json: { error: 'down' } }));
  });
  afterAll(async () => {
    await server.close();
  });

  it('a reader that closes early (`| head -1`) ends the command quietly with exit 0', async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, [CLI, 'tasks', 'list'], { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.stdout.once('data', () => child.stdout.destroy());
      child.on('close', (code) => done({ code, stderr }));
    });
    expect(result.stderr).not.toContain('EPIPE');
    expect(result.code).toBe(0);
  });

  it('refuses bad paths and flags with exit 1 or 2 naming them', async () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'x');
    const tasks = join(root, 'tasks-odd');
    mkdirSync(join(tasks, 'folder.json'), { recursive: true });
    symlinkSync(join(root, 'nowhere.json'), join(tasks, 'dangling.json'));
    const deep = join(root, 'tasks-deep');
    mkdirSync(deep, { recursive: true });
    const nested = suiteTask();
    nested.reference.A.package.app.extra = 'DEEP';
    // Written as text: deep enough to overflow recursive code, built without recursing here.
    writeFileSync(join(deep, `${TASK}.json`), JSON.stringify(nested).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`));
    const fixture = join(root, 'tasks-fixture');
    mkdirSync(fixture, { recursive: true });
    writeFileSync(join(fixture, `${TASK}.json`), JSON.stringify({ ...suiteTask(), world: { ...suiteTask().world, fixture: 'no-such-fixture' } }));
    const store = join(root, 'store');
    mkdirSync(store, { recursive: true });
    const pkgFile = join(root, 'pkg.json');
    writeFileSync(pkgFile, JSON.stringify(suiteTask().reference.A.package));
    await cli(['app', 'open', pkgFile, '--store', store]);
    writeFileSync(join(store, 'world.sqlite'), 'garbage, not sqlite');
    const run = (name: string) => join(root, 'runs', `cli-${name}`);
    const eval1 = (extra: Partial<Parameters<typeof evaluateGenerator>[0]>) => () => evaluateGenerator({ generator: 'oracle', tasks: TASK, run: run('x'), ...extra });
    // In-process where the exit path is not the point: each must throw a LiveUIError (exit 1 or 2) naming the input
    // (a bad option value as the CLI shows it, with its flag).
    const inProcess: [string, () => unknown, string | RegExp][] = [
      ['tasks validate --dir FILE', () => validateTasks({ dir: file }), `${file}: not a folder`],
      ['a folder and a dangling symlink in a task folder', () => { throw new InputError(validateTasks({ dir: tasks }).problems.map((p) => `${p.file}: ${p.message}`).join('\n')); }, /folder\.json: a folder, not a task file[\s\S]*dangling\.json: a dangling symbolic link|dangling\.json: a dangling symbolic link[\s\S]*folder\.json: a folder/],
      ['deep nesting in a task reference (validate)', () => { throw new InputError(validateTasks({ dir: deep }).problems.map((p) => p.message).join('\n')); }, /nested deeper than/],
      ['deep nesting in a task reference (eval)', eval1({ taskDir: deep, tasks: undefined, run: run('deep') }), /nested deeper than/],
      ['an unknown fixture', eval1({ taskDir: fixture, tasks: undefined, run: run('fixture') }), /unknown fixture "no-such-fixture"/],
      ['--trials 0', eval1({ trials: 0, run: run('t0') }), '--trials'],
      ['an existing file as --run', eval1({ run: file }), `--run: ${file} exists and is not a folder`],
      ['--base-url not a url', () => generate({ generator: 'llm', tasks: TASK, run: run('url'), llm: { model: 'm', baseUrl: 'not a url' } }), '--base-url'],
      ['analyze --out FILE', () => analyze({ runs: [good], out: file }), `--out: ${file} exists and is not a folder`],
      ['analyze --out under /proc', () => analyze({ runs: [good], out: '/proc/liveui-nope/report' }), '/proc/liveui-nope'],
      ['paper build --out FILE', () => buildPaper({ out: file }), `--out: ${file}`],
      ['app --store FILE', () => appOpen({ pkg: pkgFile, store: file }), file],
      ['app --store under /proc', () => appOpen({ pkg: pkgFile, store: '/proc/liveui-nope/store' }), '/proc/liveui-nope'],
    ];
    for (const [name, action, mention] of inProcess) {
      let caught: unknown;
      try {
        await action();
      } catch (error) {
        caught = error;
      }
      expect(caught, name).toBeInstanceOf(LiveUIError);
      expect(existsSync(run('t0')), 'a refused --trials left a run folder behind').toBe(false);
      const shown = caught instanceof OptionError ? `${flagOf(caught.option)}: ${caught.message}` : (caught as Error).message;
      if (typeof mention === 'string') expect(shown, name).toContain(mention);
      else expect(shown, name).toMatch(mention);
    }
    // Through the CLI: flag parsing, environment variables, the exit code of file-system faults.
    const cases: [string[], string | RegExp, Record<string, string>?][] = [
      [['tasks', 'validate', '--dir', file], `${file}: not a folder`],
      [['eval', '--generator', 'oracle', '--tasks', TASK, '--trials', '-2', '--run', run('t2')], '--trials'],
      [['eval', '--generator', 'oracle', '--tasks', TASK, '--jobs', '0', '--run', run('j0')], '--jobs'],
      [['eval', '--generator', 'oracle', '--tasks', TASK, '--run', run('jb'), '--jobs'], '--jobs'],
      [['eval', '--generator', 'oracle', '--tasks', TASK, '--run', '/proc/liveui-nope/run'], '/proc/liveui-nope'],
      [['eval', '--generator', 'oracle', '--tasks', TASK, '--run', 'named'], file, { LIVEUI_ARTIFACTS: file }],
      [['app', 'open', pkgFile, '--store', store], `${join(store, 'world.sqlite')}: not a liveui world image`],
    ];
    const results: CliResult[] = [];
    // Two at a time: the machine is shared.
    for (let i = 0; i < cases.length; i += 2) {
      results.push(...(await Promise.all(cases.slice(i, i + 2).map(([args, , env]) => cli(args, { env })))));
    }
    cases.forEach(([args, mention], index) => {
      const result = results[index] as CliResult;
      try {
        expectRefusal(result, mention);
      } catch (error) {
        throw new Error(`liveui ${args.join(' ')} → exit ${result.code}: ${result.stderr.slice(0, 400)}\n${(error as Error).message}`);
      }
    });
  }, 240_000);

  it('recount honours LIVEUI_ARTIFACTS; an incomplete run exits 3 and says so', async () => {
    const counted = await cli(['recount', '--runs', 'good', '--json'], { env: { LIVEUI_ARTIFACTS: root } });
    expect(counted.stderr).not.toContain('internal error');
    expect(counted.code).toBe(0);
    const incomplete = await cli(['eval', '--generator', 'llm', '--model', 'm', '--base-url', server.baseUrl, '--retries', '0', '--tasks', TASK, '--run', join(root, 'runs', 'cli-down'), '--cache-dir', join(root, 'cache-cli')]);
    expect(incomplete.hung).toBe(false);
    expect(incomplete.code).toBe(3);
    expect(incomplete.stdout).toContain('INCOMPLETE');
    expect(incomplete.stderr).toContain('incomplete: ');
  }, 120_000);
});
