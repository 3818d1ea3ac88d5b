import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fingerprint } from './same-artifacts.ts';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** Writes a checkout's artifacts into a fresh folder. */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'same-artifacts-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A checkout's files; `hash` stands for the hashes of its stamped files (another stamp, another hash). */
const run = (commit: string, seconds: number, passed: boolean, hash = commit === 'aaaaaaaaaaaa' ? '1' : '2') => ({
  'artifacts/survey/runs/oracle/manifest.json': JSON.stringify({ run: 'oracle', commit, timings: { run_seconds: seconds }, integrity: { artifacts: { 'assertions.ndjson': { sha256: hash.repeat(64), rows: 1 } } } }),
  'artifacts/survey/runs/oracle/assertions.ndjson': `${JSON.stringify({ $header: { kind: 'assertions', commit } })}\n${JSON.stringify({ task: 't', passed })}\n`,
  'artifacts/survey/runs/oracle/work/run/t.json': JSON.stringify({ resumed: seconds }),
  'reports/survey/report.md': `# Report\n\nmade by liveuibench ${commit}\n`,
  'reports/survey/integrity.json': JSON.stringify({ files: { 'report.md': hash.repeat(64) } }),
  'tasks/suite/t.json': '{"id":"t"}\n',
});

describe('same-artifacts fingerprints', () => {
  it('are equal for two checkouts that differ only in commit stamps, timings, stamped-file hashes and resume state', () => {
    const a = fingerprint(tree(run('aaaaaaaaaaaa', 4.8, true)));
    const b = fingerprint(tree(run('bbbbbbbbbbbb', 7.1, true)));
    expect([...a.keys()]).toEqual([...b.keys()]);
    expect(a.has('artifacts/survey/runs/oracle/work/run/t.json')).toBe(false);
    expect(b).toEqual(a);
  });

  it('differ when a result, a task file or the set of files differs', () => {
    const base = fingerprint(tree(run('aaaaaaaaaaaa', 4.8, true)));
    const failed = fingerprint(tree(run('aaaaaaaaaaaa', 4.8, false)));
    expect(failed.get('artifacts/survey/runs/oracle/assertions.ndjson')).not.toBe(base.get('artifacts/survey/runs/oracle/assertions.ndjson'));
    const task = fingerprint(tree({ ...run('aaaaaaaaaaaa', 4.8, true), 'tasks/suite/t.json': '{"id":"t","seed":2}\n' }));
    expect(task.get('tasks/suite/t.json')).not.toBe(base.get('tasks/suite/t.json'));
    const extra = fingerprint(tree({ ...run('aaaaaaaaaaaa', 4.8, true), 'reports/survey/figures/new.svg': '<svg/>' }));
    expect(extra.size).toBe(base.size + 1);
  });
});
