import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../../tasks/build/cases/spotify/create-revise.ts';
import { startChatServer, type ChatServer } from '../../../agent/__tests__/chat-server.ts';
import { projectRoot } from '../../../io/meta.ts';
import { readJson, writeJsonAtomic, writeNdjson } from '../../../io/ndjson.ts';
import type { Contract } from '../../../schemas/assertions.ts';
import { FamilyMatrixSchema } from '../../../schemas/agreement.ts';
import { ReportSchema } from '../../../schemas/report.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { ExploreManifestSchema, explore, exploreFiles, readExplore, type VerdictRecord } from '../../explore/index.ts';
import { scripted } from '../../explore/__tests__/policies.ts';
import { agreement, agreements } from '../index.ts';

const TASK = 'single.spotify.commute-playlist';
const CONTRACTS: Contract[] = ['C1', 'C2', 'C3', 'C4', 'C5'];
let server: ChatServer;
const runs: Record<'oracle' | 'hidden_state', { run: string; base: string; checker: Map<Contract, boolean | null> }> = {} as never;

beforeAll(async () => {
  server = await startChatServer((body) => scripted(body));
  const cacheDir = join(tempDir('cache'), 'llm');
  const client = { baseUrl: server.baseUrl, cacheDir, retries: 2, backoffBaseMs: 10, timeoutMs: 120_000 };
  for (const generator of ['oracle', 'hidden_state'] as const) {
    const taskDir = writeTaskDir([spotifyTasks().find((t) => t.id === TASK)!]);
    const run = join(tempDir(generator), generator);
    await evaluateGenerator({ generator, taskDir, run });
    const base = join(tempDir(`${generator}-explore`), 'e');
    await explore({ run, out: base, user: { model: 'test/user', ...client }, judge: { model: 'test/judge', ...client } });
    const checked = await agreement({ run, explore: base });
    runs[generator] = { run, base, checker: new Map(checked.tasks[0]!.contracts.map((c) => [c.contract, c.checker])) };
  }
});
afterAll(async () => {
  await server.close();
});

/**
 * A hand-built exploration: a real explore folder of the run, its judge renamed and its verdicts
 * written by hand — the checker's outcome on every contract, except where `flip` says the judge
 * disagrees. So each folder's 2×2 table is known before agreement reads it.
 */
function handBuilt(generator: 'oracle' | 'hidden_state', judgeModel: string, flip: readonly Contract[]): string {
  const { base, checker } = runs[generator];
  const out = join(tempDir(`hand-${generator}`), 'e');
  cpSync(base, out, { recursive: true });
  const files = exploreFiles(out);
  const manifest = readJson(files.manifest, ExploreManifestSchema);
  writeJsonAtomic(files.manifest, { ...manifest, judge: { ...manifest.judge, model: judgeModel } });
  const verdicts: VerdictRecord[] = [{
    task: TASK,
    status: 'judged',
    verdicts: CONTRACTS.map((contract) => ({ contract, pass: flip.includes(contract) ? !checker.get(contract) : checker.get(contract) === true, reason: 'hand-built', frame: 0 })),
  }];
  const inputs = { packages: manifest.packages_sha256, task_set: manifest.task_set_hash, fixture: manifest.fixture_hash };
  writeNdjson(files.verdicts, verdicts, { kind: 'verdicts', inputs });
  return out;
}

const cli = (args: string[]) => spawnSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), ...args], { encoding: 'utf8', timeout: 540_000 });
const FAMILIES = ['--family', 'oracle=openai', '--family', 'hidden_state=anthropic'];

describe('the symmetric protocol over several explorations', () => {
  it('pools per (generator family × judge family), sets home against held-out with the gap, through `liveui agreement` and `liveui analyze`', async () => {
    // Every contract of both runs is assigned on this task: five compared pairs per exploration.
    for (const { checker } of Object.values(runs)) expect([...checker.values()].every((c) => c !== null)).toBe(true);
    const explored = [
      handBuilt('oracle', 'openai/judge-a', []), // home: 5 of 5
      handBuilt('oracle', 'anthropic/judge-b', ['C3', 'C4']), // held-out: 3 of 5
      handBuilt('hidden_state', 'anthropic/judge-b', []), // home: 5 of 5
      handBuilt('hidden_state', 'openai/judge-a', ['C1']), // held-out: 4 of 5 …
      handBuilt('hidden_state', 'openai/judge-c', []), // … pooled with 5 of 5 in the same cell
    ];
    const json = cli(['agreement', '--explore', ...explored, ...FAMILIES, '--json']);
    expect(json.stderr).toBe('');
    expect(json.status).toBe(0);
    const result = JSON.parse(json.stdout) as { agreements: { explore: string; generator_model: string; judge_model: string; compared: number; agreed: number }[]; families: unknown };
    expect(result.agreements.map((a) => [a.generator_model, a.judge_model, a.compared, a.agreed])).toEqual([
      ['oracle', 'openai/judge-a', 5, 5],
      ['oracle', 'anthropic/judge-b', 5, 3],
      ['hidden_state', 'anthropic/judge-b', 5, 5],
      ['hidden_state', 'openai/judge-a', 5, 4],
      ['hidden_state', 'openai/judge-c', 5, 5],
    ]);
    const families = FamilyMatrixSchema.parse(result.families);
    expect(families.overrides).toEqual({ hidden_state: 'anthropic', oracle: 'openai' });
    expect(families.cells.map((c) => [c.generator_family, c.judge_family, c.home, c.explorations, c.compared, c.agreed, c.rate])).toEqual([
      ['anthropic', 'anthropic', true, 1, 5, 5, 1],
      ['anthropic', 'openai', false, 2, 10, 9, 0.9],
      ['openai', 'anthropic', false, 1, 5, 3, 0.6],
      ['openai', 'openai', true, 1, 5, 5, 1],
    ]);
    expect(families.home).toMatchObject({ compared: 10, agreed: 10, rate: 1 });
    expect(families.held_out).toMatchObject({ compared: 15, agreed: 12, rate: 0.8 });
    expect(families.gap_points).toBe(20);

    const text = cli(['agreement', '--explore', ...explored, ...FAMILIES]);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain("families are the model id's vendor prefix, except hidden_state=anthropic, oracle=openai");
    expect(text.stdout).toContain('gap: home − held-out = +20.0 points');

    // Without the mappings a run without a model is its generator's own family: every cell held out, no gap.
    const plain = await agreements({ explores: explored });
    expect(plain.families.home.compared).toBe(0);
    expect(plain.families.gap_points).toBeNull();

    const folder = join(tempDir('report'), 'r');
    const analyzed = cli(['analyze', '--runs', runs.oracle.run, runs.hidden_state.run, '--out', folder, '--explore', ...explored, ...FAMILIES]);
    expect(analyzed.status, analyzed.stderr).toBe(0);
    const report = ReportSchema.parse(JSON.parse(readFileSync(join(folder, 'report.json'), 'utf8')));
    expect(report.agreement).toHaveLength(5);
    expect(report.agreement_families).toEqual(families);
    const md = readFileSync(join(folder, 'report.md'), 'utf8');
    expect(md).toContain('## Agreement per generator family × judge family');
    expect(md).toMatch(/\| anthropic \| openai \| held-out \| 2 \| 10 \| 9 \| 90(\.0)?% \|/);
    expect(md).toContain('Gap (home − held-out): +20.0 points.');
    expect(readFileSync(join(folder, 'report.html'), 'utf8')).toContain('Gap (home − held-out): +20.0 points.');
    // The hand-built verdicts are what agreement read (a sanity check on the fixture itself).
    expect(readExplore(explored[1]!).verdicts[0]).toMatchObject({ status: 'judged' });
  });

  it('refuses a malformed --family, and one model given two families (exit 2)', () => {
    const { base } = runs.oracle;
    const malformed = cli(['agreement', '--explore', base, base, '--family', 'oracle']);
    expect(malformed.status).toBe(2);
    expect(malformed.stderr).toContain('--family: "oracle" is not MODEL=FAMILY');
    const twice = cli(['agreement', '--explore', base, base, '--family', 'oracle=a', '--family', 'oracle=b']);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('--family: oracle is given two families (a, b)');
  });
});
