import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import { analyze, readReport } from '../analyze/index.ts';
import { diff, formatDiff } from '../diff/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { formatRecount, recount } from '../recount/index.ts';
import { writeReportFolder } from '../report/folder.ts';
import { view } from '../view/index.ts';
import { cli } from './bad-input-kit.ts';
import { tempDir, writeTaskDir } from './helpers.ts';
import { agentTask, lastUser, llmScript } from './llm-script.ts';

type Obj = Record<string, any>;

/**
 * Issue #32, item 1: a task evaluation the model endpoint failed is never the model's 0%. Two
 * tasks against a real local endpoint that answers one and fails the other (HTTP 503): every
 * surface counts the failed one as missing, leads with the incomplete line, and analyze and diff
 * refuse the run unless told to go on.
 */

const [good, down] = spotifyTasks().slice(0, 2).map((task) => structuredClone(task) as Obj) as [Obj, Obj];
const MODEL = 'test/model';
/** What the endpoint's failure reads as, wherever it is shown. */
const CAUSE = 'generation of app A did not complete (infrastructure): model call failed (http): HTTP 503: the model is overloaded';
const BANNER = 'incomplete: 1 task evaluation (infrastructure) in r, rerun to resume — counted as missing, not in FWR/APR/Open';

let server: ChatServer;
/** Whether the endpoint answers the `down` task (it always answers `good`). */
let up = false;
let taskDir: string;
let root: string;
/** Run `r` with every evaluation complete, and the same run with `down` left incomplete. */
let complete: string;
let incomplete: string;

const llm = (cacheDir: string) => ({ model: MODEL, baseUrl: server.baseUrl, cacheDir, timeoutMs: 120_000, retries: 0 });

beforeAll(async () => {
  server = await startChatServer((body) => {
    const text = lastUser(body as Obj);
    const task = text.includes(down.apps[0].intention) ? down : good;
    if (task === down && !up) return { status: 503, json: { error: { message: 'the model is overloaded' } } };
    return { json: completion(JSON.stringify(task.reference.A.package)) };
  });
  taskDir = writeTaskDir([good, down] as never);
  root = tempDir('incomplete');
  up = true;
  complete = join(root, 'complete', 'r');
  const whole = await evaluateGenerator({ generator: 'llm', taskDir, run: complete, llm: llm(join(root, 'cache-complete')) });
  expect([whole.task_evaluations, whole.passed_evaluations, whole.incomplete_evaluations]).toEqual([2, 2, 0]);
  up = false;
  incomplete = join(root, 'incomplete', 'r');
  const partial = await evaluateGenerator({ generator: 'llm', taskDir, run: incomplete, llm: llm(join(root, 'cache-incomplete')) });
  expect(partial).toMatchObject({ task_evaluations: 1, passed_evaluations: 1, fwr: 1, incomplete_evaluations: 1, infrastructure_failures: 1, generation_failures: 0, endpoint: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});

describe('a run the model endpoint left incomplete', () => {
  it('check marks the evaluation\'s rows as infrastructure, never as the model\'s failures', () => {
    const rows = readNdjson(join(incomplete, 'assertions.ndjson'), AssertionRowSchema).records.filter((row) => row.task === down.id);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => `${row.placeholder} ${row.error_kind}`))).toEqual(new Set(['true infrastructure']));
    expect(rows[0]?.error).toBe(CAUSE);
  });

  it('recount: counted as missing, not in FWR/APR/Open, and the incomplete line leads', async () => {
    const report = await recount({ runs: [incomplete] });
    expect(report.runs[0]).toMatchObject({ evaluations: 1, fwr: { passed: 1, total: 1 }, open: { passed: 1, total: 1 }, missing_evaluations: 1, incomplete_evaluations: 1 });
    expect(report.warnings).toEqual([]);
    const lines = formatRecount(report).split('\n');
    expect(lines[0]).toBe(BANNER);
    expect(lines[2]).toMatch(/^r \(test\/model, [^)]+\): 1 task evaluations, \d+ assertions, missing 1 \(1 incomplete\); twins: off$/);
    expect(lines[3]).toContain('FWR 1/1 · 100.00%');
  });

  it('analyze refuses it without --allow-incomplete, writing nothing; with it, report and re-render lead with the line and mark the run in every table', async () => {
    const out = join(root, 'reports', 'incomplete');
    await expect(analyze({ runs: [incomplete], out })).rejects.toMatchObject({ code: 'E_INCOMPLETE', message: expect.stringContaining('incomplete run(s): r (1 task evaluation)') });
    expect(existsSync(out)).toBe(false);
    const { report } = await analyze({ runs: [incomplete], out, allowIncomplete: true });
    expect(report.runs[0]).toMatchObject({ evaluations: 1, fwr: { passed: 1, total: 1 }, missing_evaluations: 1, incomplete_evaluations: 1 });
    expect(report.evaluations[0]).toEqual({ run: 'r', passed: [`${good.id}@0`], failed: {}, incomplete: [`${down.id}@0`] });
    const check = () => {
      const markdown = readFileSync(join(out, 'report.md'), 'utf8').split('\n');
      expect(markdown.slice(0, 3)).toEqual(['# liveuibench report', '', `> **${BANNER}**`]);
      // Model results, recount, union, first failure: the run's name carries the mark wherever it is shown.
      const named = markdown.filter((line) => line.includes(MODEL));
      expect(named.length).toBeGreaterThanOrEqual(4);
      for (const line of named) expect(line).toContain(`${MODEL} (incomplete)`);
      expect(markdown.find((line) => line.startsWith(`| ${MODEL}`) && line.includes('| llm |'))).toContain('| 1 (1 incomplete) |');
      const html = readFileSync(join(out, 'report.html'), 'utf8');
      expect(html.indexOf('id="incomplete"')).toBeGreaterThan(-1);
      expect(html.indexOf('id="incomplete"')).toBeLessThan(html.indexOf('<h2>'));
      expect(html).toContain(BANNER);
    };
    check();
    // `liveui report` re-renders from report.json alone: the line and the marks come back.
    await writeReportFolder(readReport(out), { out });
    check();
  });

  it('view: the run list, the run and the task page lead with it; the evaluation is listed incomplete, not failed', () => {
    const out = join(root, 'view');
    const result = view({ runs: [incomplete], out });
    expect(result.incomplete).toEqual([BANNER]);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain(`<p class="banner incomplete-banner">${BANNER}</p>`);
    expect(index).toMatch(/<td>1<\/td><td>0<\/td><td>1 \(1 incomplete\)<\/td><td>100\.00<\/td>/); // evaluations, failed, missing, FWR
    const runPage = readFileSync(join(out, 'r', 'index.html'), 'utf8');
    expect(runPage.indexOf(BANNER)).toBeLessThan(runPage.indexOf('<h1>'));
    expect(runPage).toContain('FWR 100.00% · APR 100.00% · Open 1 (100.00%) · 1 task evaluations, 0 failed, missing 1 (1 incomplete)');
    expect(runPage).toMatch(new RegExp(`<tr class="incomplete"><td><a href="${down.id}\\.0\\.html">${down.id}</a>.*<span class="incomplete">incomplete</span>`));
    const taskPage = readFileSync(join(out, 'r', `${down.id}.0.html`), 'utf8');
    expect(taskPage).toMatch(/<p class="banner incomplete-banner">incomplete: this task evaluation \(infrastructure\) is counted as missing, not as failed, rerun to resume — generation of app A did not complete \(infrastructure\): model call failed \(http\): HTTP 503/);
    expect(taskPage).not.toContain('id="failed-list"');
  });

  it('diff refuses a report holding it without --allow-incomplete; with it, the line leads and the evaluation reads pass → incomplete', async () => {
    const a = join(root, 'reports', 'a');
    const b = join(root, 'reports', 'b');
    await analyze({ runs: [complete], out: a });
    await analyze({ runs: [incomplete], out: b, allowIncomplete: true });
    expect(() => diff({ a, b })).toThrow(`report b (${b}) has incomplete run(s): r (1 task evaluation)`);
    const result = diff({ a, b, allowIncomplete: true });
    expect(result.changes).toEqual([{ run: 'r', evaluation: `${down.id}@0`, from: 'pass', to: 'incomplete', newly_failed: [], newly_passed: [] }]);
    expect(result.summary).toEqual({ pass_to_fail: 0, fail_to_pass: 0, changed_failures: 0, absent: 0, incomplete: 1 });
    expect(result.runs[0]?.incomplete).toEqual({ a: 0, b: 1 });
    const text = formatDiff(result).split('\n');
    expect(text[0]).toBe('incomplete: 1 task evaluation (infrastructure) in r of report b, rerun to resume — counted as missing, not in FWR/APR/Open');
    expect(text.find((line) => line.startsWith('r '))).toMatch(/^r \(incomplete: 1 in b\): FWR 100\.00%/);
    expect(text).toContain(`  r ${down.id}@0: pass → incomplete (infrastructure)`);
  });

  it('eval: the summary leads with INCOMPLETE and the endpoint, gives the cause once, lists no FAIL of it; the same command resumes it', async () => {
    const run = join(root, 'cli', 'r');
    const args = ['eval', '--generator', 'llm', '--model', MODEL, '--base-url', server.baseUrl, '--retries', '0', '--task-dir', taskDir, '--run', run, '--cache-dir', join(root, 'cache-cli')];
    const first = await cli(args, { timeoutMs: 540_000 });
    expect(first.code).toBe(3);
    const lines = first.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(`INCOMPLETE: 1 task evaluation of run r could not be evaluated — the model endpoint at ${server.baseUrl} or its reply cache failed; counted as missing, not as the model's`);
    expect(lines[1]).toBe(`  cause: ${CAUSE}`);
    expect(lines[2]).toMatch(/^run r \(llm\): FWR 100\.00% \(1\/1\), APR 100\.00% \(\d+\/\d+\), 8 episodes, 0 episode errors, 0 failed generations, 1 incomplete \(missing\)$/);
    expect(lines).toHaveLength(3);
    expect(first.stderr).toContain('incomplete: 1 infrastructure failure(s) left; run the same command again to retry them');
    up = true;
    try {
      const again = await cli(args, { timeoutMs: 540_000 });
      expect(again.code).toBe(0);
      expect(again.stdout).toMatch(/^run r \(llm\): FWR 100\.00% \(2\/2\)/);
      expect(again.stdout).not.toContain('INCOMPLETE');
    } finally {
      up = false;
    }
  });
});

describe('an app-side agent whose endpoint fails', () => {
  it('leaves the episode as infrastructure and the evaluation incomplete, until the same command resumes it', async () => {
    const task = agentTask();
    const script = llmScript(task.reference.A.package, undefined);
    let agentUp = false;
    const agentServer = await startChatServer((body) => (Array.isArray(body.tools) && body.tools.length > 0 && !agentUp ? { status: 502, text: 'bad gateway' } : script(body as Obj)));
    try {
      const dir = writeTaskDir([task as never]);
      const run = join(tempDir('agent-down'), 'run');
      const options = { generator: 'llm', taskDir: dir, run, llm: { model: MODEL, baseUrl: agentServer.baseUrl, cacheDir: join(tempDir('agent-cache'), 'llm'), timeoutMs: 120_000, retries: 0 } };
      const first = await evaluateGenerator(options);
      expect(first).toMatchObject({ task_evaluations: 0, fwr: null, incomplete_evaluations: 1, infrastructure_failures: 1, generation_failures: 0, failed: [], failed_total: 0 });
      expect(first.incomplete_causes).toEqual(["the app-side agent's model call did not complete (infrastructure): model call failed (http): HTTP 502: bad gateway"]);
      const evidence = readNdjson(join(run, 'evidence.ndjson'), EpisodeRecordSchema).records;
      // The first episode the agent serves is the one left as infrastructure (a later one may reach the agent too).
      expect(evidence.filter((record) => record.error_kind === 'infrastructure').map((record) => record.episode)[0]).toBe('create');
      expect(evidence.filter((record) => !record.ok && record.error_kind !== 'infrastructure')).toEqual([]);
      expect(evidence.find((record) => record.episode === 'open')?.ok).toBe(true);
      expect((await recount({ runs: [run] })).runs[0]).toMatchObject({ evaluations: 0, missing_evaluations: 1, incomplete_evaluations: 1 });
      agentUp = true;
      const second = await evaluateGenerator(options);
      expect(second).toMatchObject({ task_evaluations: 1, incomplete_evaluations: 0, infrastructure_failures: 0 });
    } finally {
      await agentServer.close();
    }
  });
});
