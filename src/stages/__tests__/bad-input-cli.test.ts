import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { ChatClient } from '../../agent/client.ts';
import { projectRoot } from '../../io/meta.ts';
import { admit } from '../../runtime/admission.ts';
import { appOpen } from '../../runtime/commands.ts';
import { InputError, LiveUIError, OptionError } from '../../errors.ts';
import { flagOf } from '../../../bin/commands/options.ts';
import { buildPaper } from '../../paper/build.ts';
import { writeNdjson } from '../../io/ndjson.ts';
import { newManifest } from '../../infra/manifest.ts';
import { fixtureSetHash } from '../run/fixtures.ts';
import { loadTasks, taskSetHash } from '../../suite/load.ts';
import { analyze, readReport } from '../analyze/index.ts';
import { check } from '../check/index.ts';
import { diff } from '../diff/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { generate } from '../generate/index.ts';
import { validateTasks } from '../../suite/validate.ts';
import { CLI, TASK, cli, expectRefusal, suiteTask, useGoodRun, type CliResult } from './bad-input-kit.ts';

/**
 * The bad-input suite, second half (issue #12): hostile input, faults and interruptions. Every case must end
 * in a clear error (exit 1 or 2, naming the file, line or flag), never an internal error (70),
 * a hang, or a silently different number. In-process where the exit path is not the point; the
 * CLI cases run as child processes with a kill timer (a hang fails the case).
 */

const base = useGoodRun();

describe('5. no recursion or spreading on input-sized data', () => {
  it('checks a run whose task has 150k assertions without a stack overflow', async () => {
    const dir = join(base.root(), 'tasks-huge');
    mkdirSync(dir, { recursive: true });
    const task = suiteTask();
    const template = task.episodes[1].assertions[0];
    task.episodes[1].assertions = Array.from({ length: 150_000 }, (_, i) => ({ ...template, id: `bulk-${i}` }));
    writeFileSync(join(dir, `${TASK}.json`), JSON.stringify(task));
    const tasks = loadTasks(dir).map((loaded) => loaded.task);
    const runFolder = join(base.root(), 'runs', 'huge');
    mkdirSync(runFolder, { recursive: true });
    writeFileSync(join(runFolder, 'manifest.json'), JSON.stringify(newManifest({ run: 'huge', generator: 'oracle', label: 'oracle', developer: 'x', settings: { task_dir: dir }, task_set_hash: taskSetHash(tasks), tasks: [TASK], fixture_hash: fixtureSetHash(tasks), seed: 0, trials: 1 })));
    writeNdjson(join(runFolder, 'evidence.ndjson'), [], { kind: 'evidence' });
    const summary = await check({ run: runFolder });
    expect(summary.assertions).toBeGreaterThan(150_000);
    expect(summary.placeholders).toBe(summary.assertions);
  });
});

describe('6. report folders are written whole and read only when intact', () => {
  it('refuses an --out that is not a report, never deletes files it did not write, and refuses a mixed report', async () => {
    const foreign = join(base.root(), 'not-a-report');
    mkdirSync(foreign, { recursive: true });
    writeFileSync(join(foreign, 'notes.txt'), 'mine');
    await expect(analyze({ runs: [base.good()], out: foreign })).rejects.toThrow(/not a liveui report folder/);
    expect(readFileSync(join(foreign, 'notes.txt'), 'utf8')).toBe('mine');

    const out = join(base.root(), 'report');
    await analyze({ runs: [base.good()], out });
    const again = await analyze({ runs: [base.good()], out });
    expect(again.files.length).toBeGreaterThan(0);
    expect(readdirSync(base.root()).filter((name) => name.startsWith('.report.'))).toEqual([]);
    writeFileSync(join(out, 'figures', 'mine.svg'), '<svg/>');
    await expect(analyze({ runs: [base.good()], out })).rejects.toThrow(/did not write \(figures\/mine.svg\)/);
    expect(existsSync(join(out, 'figures', 'mine.svg'))).toBe(true);
    rmSync(join(out, 'figures', 'mine.svg'));

    writeFileSync(join(out, 'report.md'), '# an older report\n');
    expect(() => readReport(out)).toThrow(/report.md changed since/);
    expect(() => diff({ a: out, b: out })).toThrow(/--allow-modified/);
    const warnings: string[] = [];
    expect(readReport(out, { allowModified: true, warn: (m) => warnings.push(m) }).runs.length).toBe(1);
    expect(warnings.join('\n')).toMatch(/report.md changed/);
  });
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
    const dir = join(base.root(), 'variants', 'stale');
    cpSync(base.good(), dir, { recursive: true });
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
      const client = new ChatClient({ model: 'm', baseUrl: server.baseUrl, cacheDir: join(base.root(), 'cache-retry'), retries: 2, timeoutMs: 3000 });
      expect((await client.complete({ messages: [{ role: 'user', content: 'x' }], trial: 0 })).ok).toBe(true);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  });

  it('an infrastructure failure writes no no_package records for the revisions it blocked', async () => {
    const server = await startChatServer(() => ({ status: 503, json: { error: 'down' } }));
    try {
      // A task with a revise episode: its revision depends on the package that never came.
      const summary = await generate({ generator: 'llm', run: join(base.root(), 'runs', 'llm-down'), tasks: 'single.amazon.review-headlines', llm: { model: 'm', baseUrl: server.baseUrl, cacheDir: join(base.root(), 'cache-down'), retries: 0 } });
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
    const file = join(base.root(), 'a-file');
    writeFileSync(file, 'x');
    const tasks = join(base.root(), 'tasks-odd');
    mkdirSync(join(tasks, 'folder.json'), { recursive: true });
    symlinkSync(join(base.root(), 'nowhere.json'), join(tasks, 'dangling.json'));
    const deep = join(base.root(), 'tasks-deep');
    mkdirSync(deep, { recursive: true });
    const nested = suiteTask();
    nested.reference.A.package.app.extra = 'DEEP';
    // Written as text: deep enough to overflow recursive code, built without recursing here.
    writeFileSync(join(deep, `${TASK}.json`), JSON.stringify(nested).replace('"DEEP"', `${'['.repeat(20_000)}${']'.repeat(20_000)}`));
    const fixture = join(base.root(), 'tasks-fixture');
    mkdirSync(fixture, { recursive: true });
    writeFileSync(join(fixture, `${TASK}.json`), JSON.stringify({ ...suiteTask(), world: { ...suiteTask().world, fixture: 'no-such-fixture' } }));
    const store = join(base.root(), 'store');
    mkdirSync(store, { recursive: true });
    const pkgFile = join(base.root(), 'pkg.json');
    writeFileSync(pkgFile, JSON.stringify(suiteTask().reference.A.package));
    await cli(['app', 'open', pkgFile, '--store', store]);
    writeFileSync(join(store, 'world.sqlite'), 'garbage, not sqlite');
    const run = (name: string) => join(base.root(), 'runs', `cli-${name}`);
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
      ['analyze --out FILE', () => analyze({ runs: [base.good()], out: file }), `--out: ${file} exists and is not a folder`],
      ['analyze --out under /proc', () => analyze({ runs: [base.good()], out: '/proc/liveui-nope/report' }), '/proc/liveui-nope'],
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
  });

  it('recount honours LIVEUI_ARTIFACTS; an incomplete run exits 3 and says so', async () => {
    const counted = await cli(['recount', '--runs', 'good', '--json'], { env: { LIVEUI_ARTIFACTS: base.root() } });
    expect(counted.stderr).not.toContain('internal error');
    expect(counted.code).toBe(0);
    const incomplete = await cli(['eval', '--generator', 'llm', '--model', 'm', '--base-url', server.baseUrl, '--retries', '0', '--tasks', TASK, '--run', join(base.root(), 'runs', 'cli-down'), '--cache-dir', join(base.root(), 'cache-cli')]);
    expect(incomplete.hung).toBe(false);
    expect(incomplete.code).toBe(3);
    expect(incomplete.stdout).toContain('INCOMPLETE');
    expect(incomplete.stderr).toContain('incomplete: ');
  });
});
