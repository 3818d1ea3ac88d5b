import { readNdjson, writeNdjson } from '../../io/ndjson.ts';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Contract, Group } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema, type EpisodeRecord } from '../../schemas/run.ts';
import { CONTRACTS, type Task } from '../../schemas/task.ts';
import { tasksOfRun } from '../run/index.ts';
import { runDir, runFiles } from '../paths.ts';
import { writeManifest } from '../manifest.ts';
import { sealOf } from '../integrity.ts';
import { sweepTemps, withRunLock } from '../lock.ts';
import { evaluate } from './evaluate.ts';

export interface CheckOptions {
  run: string;
}

export interface CheckSummary {
  run: string;
  assertions: number;
  passed: number;
  placeholders: number;
}

/**
 * Evaluates every assigned assertion of one task evaluation. Episodes that crashed or whose
 * generation failed (or that left no evidence) give placeholder rows, failed: rows are never
 * dropped, so denominators never shrink.
 */
export function checkTaskEvaluation(task: Task, trial: number, run: string, evidence: ReadonlyMap<string, EpisodeRecord>): AssertionRow[] {
  const rows: AssertionRow[] = [];
  const captures: Record<string, unknown> = {};
  task.episodes.forEach((episode, index) => {
    const record = evidence.get(episode.id);
    if (record?.ok) Object.assign(captures, record.captures);
    for (const spec of episode.assertions) {
      const [contract, group] = CONTRACTS[spec.type] as readonly [Contract, Group];
      const base = {
        run,
        trial,
        task: task.id,
        family: task.family,
        split: task.split,
        app: episode.slot,
        episode: episode.id,
        episode_index: index,
        stage: episode.stage,
        assertion: spec.id,
        type: spec.type,
        contract,
        group,
      };
      if (!record || !record.ok) {
        rows.push({
          ...base,
          passed: false,
          expected: spec,
          observed: null,
          placeholder: true,
          error_kind: record?.error_kind ?? 'episode',
          error: record?.error ?? 'no evidence was recorded for this episode',
        });
        continue;
      }
      const outcome = evaluate(spec, record, captures);
      rows.push({ ...base, ...outcome, placeholder: false, error_kind: null, error: null });
    }
  });
  return rows;
}

/** `liveui check`: reads evidence.ndjson and writes assertions.ndjson. */
export function check(options: CheckOptions): CheckSummary {
  const dir = runDir(options.run);
  return withRunLock(dir, 'check', () => checkLocked(dir), { create: false });
}

function checkLocked(dir: string): CheckSummary {
  sweepTemps(dir);
  const { tasks, manifest } = tasksOfRun(dir);
  const files = runFiles(dir);
  const evidence = readNdjson(files.evidence, EpisodeRecordSchema, { kind: 'evidence' }).records;
  const byEvaluation = new Map<string, Map<string, EpisodeRecord>>();
  for (const record of evidence) {
    const key = `${record.task}\u0000${record.trial}`;
    let episodes = byEvaluation.get(key);
    if (!episodes) byEvaluation.set(key, (episodes = new Map()));
    episodes.set(record.episode, record);
  }
  const rows: AssertionRow[] = [];
  for (const task of tasks) {
    for (let trial = 0; trial < manifest.trials; trial += 1) {
      // A loop, not push(...rows): spreading an input-sized array overflows the stack.
      for (const row of checkTaskEvaluation(task, trial, manifest.run, byEvaluation.get(`${task.id}\u0000${trial}`) ?? new Map())) rows.push(row);
    }
  }
  writeNdjson(files.assertions, rows, { kind: 'assertions', inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } });
  const assigned = Object.fromEntries(tasks.map((task) => [task.id, task.episodes.flatMap((episode) => episode.assertions.map((spec): [string, string] => [episode.id, spec.id]))]));
  writeManifest(dir, { ...manifest, integrity: sealOf(dir, assigned) });
  return { run: manifest.run, assertions: rows.length, passed: rows.filter((r) => r.passed).length, placeholders: rows.filter((r) => r.placeholder).length };
}
