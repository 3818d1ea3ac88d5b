import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../../tasks/build/cases/spotify/create-revise.ts';
import { startChatServer, type ChatServer } from '../../../agent/__tests__/chat-server.ts';
import { projectRoot } from '../../../io/meta.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { explore } from '../../explore/index.ts';
import { scripted } from '../../explore/__tests__/policies.ts';
import { AgreementSchema, agreement, formatAgreement } from '../index.ts';
import { analyze } from '../../analyze/index.ts';
import { view } from '../../view/index.ts';

const TASK = 'single.spotify.commute-playlist';
let server: ChatServer;
let cacheDir: string;

beforeAll(async () => {
  server = await startChatServer((body) => scripted(body));
  cacheDir = join(tempDir('cache'), 'llm');
});
afterAll(async () => {
  await server.close();
});

/** A checked run of one generator on the commute task, and its exploration by the scripted user and judge. */
async function exploredRun(generator: string, judgeModel = 'test/judge') {
  const taskDir = writeTaskDir([spotifyTasks().find((t) => t.id === TASK)!]);
  const run = join(tempDir(generator), 'run');
  await evaluateGenerator({ generator, taskDir, run });
  const out = join(tempDir(`${generator}-explore`), 'e');
  const client = { baseUrl: server.baseUrl, cacheDir, retries: 2, backoffBaseMs: 10, timeoutMs: 120_000 };
  await explore({ run, out, user: { model: 'test/user', ...client }, judge: { model: judgeModel, ...client } });
  return { run, out };
}

describe('liveui agreement', () => {
  it('agrees everywhere on the oracle', async () => {
    const { run, out } = await exploredRun('oracle');
    const result = await agreement({ run, explore: out });
    expect(result).toMatchObject({ compared: 5, agreed: 5, rate: 1, table: { both_pass: 5, checker_only: 0, judge_only: 0, both_fail: 0 }, disagreements: [], unjudged: [] });
    // Everything passed on both sides: chance agreement is total, so κ is undefined, not 1.
    expect(result.kappa).toBeNull();
    expect(result.tasks).toEqual([{ task: TASK, status: 'judged', contracts: ['C1', 'C2', 'C3', 'C4', 'C5'].map((contract) => ({ contract, checker: true, judge: true })) }]);
  });

  it('lists where the judge and the checker part on the hidden-state control, both ways, with both evidences', async () => {
    const { run, out } = await exploredRun('hidden_state');
    const result = await agreement({ run, explore: out });
    // C3: the app answers "Done.", so a judge reading only the screen sees no id and fails what the
    // service evidence passes. C4: the lenient judge passed any answer, but the revise request
    // ended in the app's error every time, so the C4 it needed fails (the checker fails it too).
    expect(result.disagreements.map((d) => [d.contract, d.checker.passed, d.judge.passed])).toEqual([['C3', true, false]]);
    expect(result.disagreements[0]?.checker).toMatchObject({ passed: true, failed: [] });
    expect(result.tasks[0]?.skipped).toEqual([{ request: 'revise', status: 'not_completed', frame: 8, by: 'session' }]);
    expect(result.tasks[0]?.contracts.find((c) => c.contract === 'C4')).toEqual({ contract: 'C4', checker: false, judge: false });
    expect(result.by_contract.find((c) => c.contract === 'C4')).toMatchObject({ compared: 1, agreed: 1, rate: 1 });
    const text = formatAgreement(result);
    expect(text).toContain(`requests not done: 1 task(s) (each fails the contracts it needed)\n  ${TASK}: revise not completed (frame 8, session)`);
    expect(text).toContain(`- ${TASK} C3: checker PASS, judge FAIL`);

    // The command line: --json gives the same object; an exploration of another run is refused (exit 2).
    const cli = (args: string[]) => spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { encoding: 'utf8', timeout: 540_000 });
    const json = cli(['agreement', '--runs', run, '--explore', out, '--json']);
    expect(json.status).toBe(0);
    expect(AgreementSchema.parse(JSON.parse(json.stdout))).toEqual(result);
    const other = await exploredRun('oracle');
    const refused = cli(['agreement', '--runs', run, '--explore', other.out]);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/--explore: .* was made from other packages/);
  });

  it('puts the agreement into the analyzed report, hostile judge text escaped', async () => {
    const { run, out } = await exploredRun('hidden_state', 'test/hostile-judge');
    const folder = join(tempDir('report'), 'r');
    const { report } = await analyze({ runs: [run], out: folder, explore: [out] });
    expect(report.agreement?.[0]?.unjudged).toEqual([]);
    expect(report.agreement?.[0]).toMatchObject({ compared: 5, agreed: 4, table: { checker_only: 1, judge_only: 0 } });
    const md = readFileSync(join(folder, 'report.md'), 'utf8');
    const html = readFileSync(join(folder, 'report.html'), 'utf8');
    expect(md).toContain('## Agreement with the behavior evaluator');
    expect(md).toMatch(/\| all \| 5 \| 4 \| 80\.0% \|/);
    expect(html).toContain('<h2>Agreement with the behavior evaluator');
    for (const page of [md, html]) expect(page).not.toContain('<img src=x');
    expect(md).toContain('&lt;img src&#61;x onerror&#61;alert(1)&gt;');
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(md).not.toContain('| **C4**');

    // The viewer: a judge column on the run page, the verdicts and the session on the task page.
    const viewer = join(tempDir('view'), 'v');
    view({ runs: [run], out: viewer, explore: [out] });
    const runPage = readFileSync(join(viewer, 'run', 'index.html'), 'utf8');
    expect(runPage).toContain('<th>Judge (behavior evaluator)</th>');
    expect(runPage).toContain('4/5 agree (C3 differ)');
    const taskPage = readFileSync(join(viewer, 'run', `${TASK}.0.html`), 'utf8');
    expect(taskPage).toContain('<h2 id="judge">Behavior evaluator</h2>');
    expect(taskPage).not.toContain('<img src=x');
    expect(taskPage).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(taskPage.match(/<span class="fail">differs<\/span>/g)).toHaveLength(1);
    expect(taskPage).toContain('{&quot;click&quot;:&quot;build_playlist&quot;}');
    // An exploration of a run the report does not hold is refused.
    const stranger = await exploredRun('oracle');
    await expect(analyze({ runs: [run], out: join(tempDir('report'), 'r2'), explore: [stranger.out] })).rejects.toThrow(/not one of the report's runs|explored run/);
  });
});
