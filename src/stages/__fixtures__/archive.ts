import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeJsonAtomic, writeNdjson } from '../../io/ndjson.ts';
import { assignedOfRows, sealRun } from '../../infra/integrity.ts';
import type { AssertionRow, Family, Group, Split, Stage } from '../../schemas/assertions.ts';
import type { Manifest } from '../../schemas/manifest.ts';

/** Test helper: hand-built run folders (manifest.json + assertions.ndjson) in a temp root. */

export interface CheckSpec {
  assertion: string;
  group: Group;
}
export interface EpisodeSpec {
  episode: string;
  app: string;
  stage: Stage;
  checks: CheckSpec[];
}
export interface TaskSpec {
  task: string;
  family: Family;
  split: Split;
  episodes: EpisodeSpec[];
}

/**
 * pass (default), fail, or a placeholder from a failed generation / crashed episode / an
 * infrastructure failure (which leaves its whole evaluation incomplete).
 */
export type Outcome = 'pass' | 'fail' | 'gen' | 'ep' | 'infra';

const ERROR_KINDS = { gen: 'generation', ep: 'episode', infra: 'infrastructure' } as const;
const ERRORS = { gen: 'generation failed: no package', ep: 'episode crashed', infra: 'model call failed (http): HTTP 503: down' } as const;

export interface RunSpec {
  run: string;
  label?: string;
  developer?: string;
  provenance?: string;
  /** Task ids of the manifest (defaults to the archive's tasks). */
  tasks?: string[];
  taskSetHash?: string;
  trials?: number;
  /** Write a header-only assertions.ndjson. */
  empty?: boolean;
  /** Per trial (index) → task → assertion → outcome; missing entries pass. */
  outcomes?: Record<string, Record<string, Outcome>>[];
}

const contractOf = (group: Group, stage: Stage): AssertionRow['contract'] =>
  group === 'service' ? 'C3' : group === 'route' ? 'C2' : group === 'preservation' ? 'C5' : stage === 'open' ? 'C1' : 'C4';

export function rowsFor(spec: RunSpec, tasks: readonly TaskSpec[]): AssertionRow[] {
  const rows: AssertionRow[] = [];
  const trials = spec.trials ?? 1;
  for (let trial = 0; trial < trials; trial += 1) {
    for (const task of tasks) {
      // Rows only for the manifest's tasks: a row of another task is a broken archive.
      if (spec.tasks && !spec.tasks.includes(task.task)) continue;
      task.episodes.forEach((episode, index) => {
        for (const check of episode.checks) {
          const outcome = spec.outcomes?.[trial]?.[task.task]?.[check.assertion] ?? 'pass';
          const placeholder = outcome === 'gen' || outcome === 'ep' || outcome === 'infra';
          rows.push({
            run: spec.run,
            trial,
            task: task.task,
            family: task.family,
            split: task.split,
            app: episode.app,
            episode: episode.episode,
            episode_index: index,
            stage: episode.stage,
            assertion: check.assertion,
            type: `${check.group}_check`,
            contract: contractOf(check.group, episode.stage),
            group: check.group,
            passed: outcome === 'pass',
            expected: placeholder ? null : { value: 1 },
            observed: placeholder ? null : outcome === 'pass' ? { value: 1 } : { value: 0 },
            placeholder,
            error_kind: outcome === 'pass' || outcome === 'fail' ? null : ERROR_KINDS[outcome],
            error: outcome === 'pass' || outcome === 'fail' ? null : ERRORS[outcome],
          });
        }
      });
    }
  }
  return rows;
}

export function manifestFor(spec: RunSpec, tasks: readonly TaskSpec[]): Manifest {
  return {
    run: spec.run,
    tool: 'liveuibench',
    version: '0.1.0',
    commit: 'fixture',
    generator: 'fixture',
    label: spec.label ?? spec.run,
    developer: spec.developer ?? 'Fixture Lab',
    settings: {},
    task_set_hash: spec.taskSetHash ?? 'sha256:fixture',
    tasks: spec.tasks ?? tasks.map((task) => task.task),
    fixture_hash: 'sha256:fixture',
    seed: 1,
    trials: spec.trials ?? 1,
    ...(spec.provenance ? { provenance: spec.provenance } : {}),
  };
}

/** Writes one run folder under `root` and returns its path. */
export function writeRun(root: string, spec: RunSpec, tasks: readonly TaskSpec[]): string {
  const dir = join(root, spec.run);
  mkdirSync(dir, { recursive: true });
  const manifest = manifestFor(spec, tasks);
  writeJsonAtomic(join(dir, 'manifest.json'), manifest);
  const rows = spec.empty ? [] : rowsFor(spec, tasks);
  writeNdjson(join(dir, 'assertions.ndjson'), rows, { kind: 'assertions' });
  sealRun(dir, manifest, assignedOfRows(rows));
  return dir;
}

/** Replaces line `line` (1-based) of a file with `text`. */
export function breakLine(path: string, line: number, text: string): void {
  const lines = readFileSync(path, 'utf8').split('\n');
  lines[line - 1] = text;
  writeFileSync(path, lines.join('\n'));
}
