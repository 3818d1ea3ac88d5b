import type { AssertionRow } from '../schemas/assertions.ts';
import type { Manifest } from '../schemas/manifest.ts';
import { emptyEpisode, type EpisodeRecord, type PackageRecord } from '../schemas/run.ts';
import { gitCommit, toolVersion } from '../io/meta.ts';
import type { Layout, TaskInfo } from './layout.ts';
import { Outcome } from './outcomes.ts';
import { Rng } from './rng.ts';
import type { SolvedRun } from './solve.ts';

export const GENERATOR = 'paper-reconstruction';

export const PROVENANCE =
  "Reconstruction of the LiveUIBench paper's model survey: a seeded solver wrote these records so that every aggregate the paper publishes holds when they are recounted. They are not the authors' survey records, which are not public; packages, service calls and screens are not reconstructed.";

const FAILURE_KINDS = [
  { kind: 'no_package', reason: 'the reply contained no package' },
  { kind: 'invalid_json', reason: 'the package was not valid JSON' },
  { kind: 'rejected', reason: 'admission rejected the package' },
  { kind: 'infrastructure', reason: 'the model endpoint returned no usable response' },
] as const;

export function manifestFor(run: SolvedRun, seed: number, taskSetHash: string, tasks: readonly string[]): Manifest {
  const { target } = run.plan;
  return {
    run: target.run,
    tool: 'liveuibench',
    version: toolVersion(),
    commit: gitCommit(),
    generator: GENERATOR,
    label: target.label,
    developer: target.developer,
    settings: { model: target.label, survey: 'LiveUIBench paper, Table 2 and Appendix C', published_row: target.published },
    task_set_hash: taskSetHash,
    tasks: [...tasks],
    fixture_hash: 'none (reconstruction)',
    seed,
    trials: 1,
    provenance: PROVENANCE,
  };
}

/** One generation record per task and app slot: ok, or the failure that blanked the task. */
export function* packageRecords(layout: Layout, run: SolvedRun, seed: number): Generator<PackageRecord> {
  const rng = new Rng(seed, `packages:${run.plan.target.run}`);
  for (const info of layout.tasks) {
    const failed = run.plan.generationFailures.has(info.task.id);
    const failure = failed ? rng.pick(FAILURE_KINDS) : undefined;
    for (const app of info.task.apps) {
      const base = { run: run.plan.target.run, trial: 0, task: info.task.id, slot: app.slot, revision: 0, episode: null, generator: GENERATOR };
      // A shared_world task fails on app A; app B's package is then never exercised.
      if (failure && app.slot === 'A') yield { ...base, ok: false, failure: { kind: failure.kind, reasons: [failure.reason] } };
      else yield { ...base, ok: true };
    }
  }
}

function errorOf(run: SolvedRun, info: TaskInfo, episode: number): { kind: 'generation' | 'episode'; text: string } | null {
  if (run.plan.generationFailures.has(info.task.id)) return { kind: 'generation', text: 'generation failed for app A' };
  if (run.plan.episodeErrors.get(info.task.id) === episode) return { kind: 'episode', text: 'the episode did not complete (no usable response)' };
  return null;
}

export function* episodeRecords(layout: Layout, run: SolvedRun): Generator<EpisodeRecord> {
  for (const info of layout.tasks) {
    for (const e of info.episodes) {
      const error = errorOf(run, info, e.index);
      yield {
        ...emptyEpisode({ run: run.plan.target.run, trial: 0, task: info.task.id, slot: e.slot, episode: e.id, episode_index: e.index, stage: e.stage }),
        ok: error === null,
        error_kind: error?.kind ?? null,
        error: error?.text ?? null,
      };
    }
  }
}

export function* assertionRows(layout: Layout, run: SolvedRun): Generator<AssertionRow> {
  for (const info of layout.tasks) {
    const { task } = info;
    for (const e of info.episodes) {
      const assertions = task.episodes[e.index]?.assertions ?? [];
      const error = errorOf(run, info, e.index);
      for (let i = 0; i < assertions.length; i += 1) {
        const a = assertions[i];
        if (!a) continue;
        const code = run.outcomes[e.start + i];
        const placeholder = code === Outcome.generation || code === Outcome.episode;
        yield {
          run: run.plan.target.run,
          trial: 0,
          task: task.id,
          family: task.family,
          split: task.split,
          app: e.slot,
          episode: e.id,
          episode_index: e.index,
          stage: e.stage,
          assertion: a.id,
          type: a.type,
          contract: a.contract,
          group: a.group,
          passed: code === Outcome.pass,
          expected: null,
          observed: null,
          placeholder,
          error_kind: placeholder ? (error?.kind ?? null) : null,
          error: placeholder ? (error?.text ?? null) : null,
        };
      }
    }
  }
}
