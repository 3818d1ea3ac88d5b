import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../__tests__/helpers.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { readManifest, writeManifest } from '../../infra/manifest.ts';
import { parseShard, shardOf } from '../../infra/shard.ts';
import { merge } from './index.ts';

// A small sample of the suite (18 tasks: single and multi-tool). It was every multi-tool task
// once, which grew with the suite to 167 tasks × 8 evaluations and outran the hook's limit under load.
const SAMPLE = 'single.spotify.c*,multi.a*,multi.b*';
const COUNT = 3;
const ARTIFACTS = ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson', 'assigned.json'] as const;

let root: string;
const shardsOf = (generator: string) => Array.from({ length: COUNT }, (_, i) => join(root, generator, `shard-${i + 1}`, 'run'));

beforeAll(async () => {
  root = tempDir('merge');
  // The oracle and a control (shows nothing concrete: fails C4), each unsharded and in 3 shards.
  for (const generator of ['oracle', 'hidden_state']) {
    await evaluateGenerator({ generator, run: join(root, generator, 'whole', 'run'), tasks: SAMPLE });
    for (const [index, dir] of shardsOf(generator).entries()) {
      await evaluateGenerator({ generator, run: dir, tasks: SAMPLE, shard: { index: index + 1, count: COUNT } });
    }
  }
}, 600_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('--shard K/N', () => {
  it('parses K/N strictly', () => {
    expect(parseShard('2/8')).toEqual({ index: 2, count: 8 });
    for (const bad of ['0/3', '4/3', '1/0', '1', 'a/b', '-1/3', '1/3/4']) expect(() => parseShard(bad)).toThrow(expect.objectContaining({ option: 'shard' }));
  });

  it('splits the selection by task id: every task in exactly one shard, recorded in the manifest', () => {
    const manifests = shardsOf('oracle').map((dir) => readManifest(dir));
    const whole = readManifest(join(root, 'oracle', 'whole', 'run'));
    expect(manifests.flatMap((m) => m.tasks).sort()).toEqual([...whole.tasks].sort());
    for (const [index, manifest] of manifests.entries()) {
      expect(manifest.shard).toMatchObject({ index: index + 1, count: COUNT, tasks: whole.tasks, task_set_hash: whole.task_set_hash, fixture_hash: whole.fixture_hash });
      expect(manifest.tasks.every((task) => shardOf(task, COUNT) === index + 1)).toBe(true);
    }
  });
});

describe('liveui merge', () => {
  for (const generator of ['oracle', 'hidden_state']) {
    it(`joins the ${generator} shards into artifacts byte-identical to the unsharded run`, () => {
      const out = join(root, generator, 'merged', 'run');
      // Any order of --runs gives the same run.
      merge({ runs: [...shardsOf(generator)].reverse(), out });
      const whole = join(root, generator, 'whole', 'run');
      for (const name of ARTIFACTS) expect(readFileSync(join(out, name), 'utf8'), name).toBe(readFileSync(join(whole, name), 'utf8'));
      const merged = readManifest(out);
      const reference = readManifest(whole);
      expect(merged.shard).toBeUndefined();
      expect(merged.integrity).toEqual(reference.integrity);
      expect({ ...merged, timings: undefined, started_at: undefined, finished_at: undefined }).toEqual({ ...reference, timings: undefined, started_at: undefined, finished_at: undefined });
    });
  }

  it('refuses a missing shard, a shard given twice, and an unsharded run', () => {
    const [one, two, three] = shardsOf('oracle') as [string, string, string];
    const out = join(root, 'refused', 'run');
    expect(() => merge({ runs: [one, three], out })).toThrow(/missing shard\(s\) 2\/3/);
    expect(() => merge({ runs: [one, two, two, three], out })).toThrow(/shard 2\/3 is given twice/);
    expect(() => merge({ runs: [one, two, three, join(root, 'oracle', 'whole', 'run')], out })).toThrow(/is not a shard/);
  });

  it('refuses shards of different generators, task sets or fixtures', () => {
    const [one, two] = shardsOf('oracle') as [string, string];
    const [, , controlThree] = shardsOf('hidden_state') as [string, string, string];
    const out = join(root, 'refused', 'run');
    expect(() => merge({ runs: [one, two, controlThree], out })).toThrow(/shards differ in generator/);
    for (const [field, change] of [
      ['task set', (m: ReturnType<typeof readManifest>) => ({ ...m, shard: { ...m.shard!, task_set_hash: 'sha256:other' } })],
      ['fixture hash', (m: ReturnType<typeof readManifest>) => ({ ...m, shard: { ...m.shard!, fixture_hash: 'sha256:other' } })],
      ['generator settings', (m: ReturnType<typeof readManifest>) => ({ ...m, settings: { ...m.settings, runtime: { apis: 'off' } } })],
    ] as const) {
      const copy = join(root, 'edited', field.replace(/\W/g, '-'), 'run');
      cpSync(shardsOf('oracle')[2]!, copy, { recursive: true });
      writeManifest(copy, change(readManifest(copy)));
      expect(() => merge({ runs: [one, two, copy], out }), field).toThrow(new RegExp(`shards differ in ${field}`));
    }
    // The same task files at another path (another machine's checkout) are the same run.
    const moved = join(root, 'edited', 'task-dir', 'run');
    cpSync(shardsOf('oracle')[2]!, moved, { recursive: true });
    writeManifest(moved, { ...readManifest(moved), settings: { ...readManifest(moved).settings, task_dir: '/elsewhere/tasks/suite' } });
    const joined = join(root, 'moved', 'run');
    merge({ runs: [one, two, moved], out: joined });
    expect(readFileSync(join(joined, 'assertions.ndjson'), 'utf8')).toBe(readFileSync(join(root, 'oracle', 'whole', 'run', 'assertions.ndjson'), 'utf8'));
  });

  it('refuses a shard whose artifact changed since check sealed it', () => {
    const [one, two, three] = shardsOf('oracle') as [string, string, string];
    const copy = join(root, 'edited', 'changed', 'run');
    cpSync(one, copy, { recursive: true });
    const file = join(copy, 'evidence.ndjson');
    writeFileSync(file, `${readFileSync(file, 'utf8')}`.replace('"ok":true', '"ok":false'));
    expect(() => merge({ runs: [copy, two, three], out: join(root, 'refused', 'run') })).toThrow(`${file}: changed since`);
  });
  it('a refused merge leaves no output folder behind, and the retry into it works', () => {
    const [one, two, three] = shardsOf('oracle') as [string, string, string];
    const out = join(root, 'retry', 'run');
    const noAssigned = join(root, 'edited', 'no-assigned', 'run');
    cpSync(three, noAssigned, { recursive: true });
    rmSync(join(noAssigned, 'assigned.json'));
    expect(() => merge({ runs: [one, two, noAssigned], out })).toThrow(/assigned\.json: missing/);
    expect(existsSync(out)).toBe(false);
    const otherHeader = join(root, 'edited', 'other-header', 'run');
    cpSync(three, otherHeader, { recursive: true });
    const file = join(otherHeader, 'packages.ndjson');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"tool":"liveuibench"', '"tool":"liveuibench","note":"x"'));
    const manifest = readManifest(otherHeader);
    const sealed = manifest.integrity!.artifacts['packages.ndjson']!;
    writeManifest(otherHeader, { ...manifest, integrity: { ...manifest.integrity!, artifacts: { ...manifest.integrity!.artifacts, 'packages.ndjson': { ...sealed, sha256: createHash('sha256').update(readFileSync(file)).digest('hex') } } } });
    expect(() => merge({ runs: [one, two, otherHeader], out })).toThrow(/its header differs/);
    expect(existsSync(out)).toBe(false);
    merge({ runs: [one, two, three], out });
    expect(readFileSync(join(out, 'assertions.ndjson'), 'utf8')).toBe(readFileSync(join(root, 'oracle', 'whole', 'run', 'assertions.ndjson'), 'utf8'));
  });

  it('refuses an --out named other than the shards\' run (every record carries the run\'s name)', () => {
    const out = join(root, 'renamed', 'other');
    expect(() => merge({ runs: shardsOf('oracle'), out })).toThrow(/the merged folder must be named "run"/);
    expect(existsSync(out)).toBe(false);
  });

  it('joins the shards\' screenshots, and refuses one whose content does not match its name', () => {
    const copies = shardsOf('oracle').map((dir, index) => {
      const copy = join(root, 'screens', `shard-${index + 1}`, 'run');
      cpSync(dir, copy, { recursive: true });
      return copy;
    });
    const png = (text: string) => {
      const bytes = Buffer.from(text);
      return { bytes, name: `${createHash('sha256').update(bytes).digest('hex')}.png` };
    };
    const shots = [png('first'), png('second'), png('shared')];
    const put = (dir: string, shot: { bytes: Buffer; name: string }) => {
      mkdirSync(join(dir, 'screens'), { recursive: true });
      writeFileSync(join(dir, 'screens', shot.name), shot.bytes);
    };
    put(copies[0]!, shots[0]!);
    put(copies[0]!, shots[2]!);
    put(copies[2]!, shots[1]!);
    put(copies[2]!, shots[2]!);
    const out = join(root, 'screens', 'merged', 'run');
    merge({ runs: copies, out });
    expect(readdirSync(join(out, 'screens')).sort()).toEqual(shots.map((shot) => shot.name).sort());
    put(copies[1]!, { bytes: Buffer.from('damaged'), name: png('taken').name });
    expect(() => merge({ runs: copies, out: join(root, 'screens', 'again', 'run') })).toThrow(/does not match its name/);
  });
});
