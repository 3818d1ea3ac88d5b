import { existsSync } from 'node:fs';
import { StageError } from '../errors.ts';
import { readJson, writeJsonAtomic } from '../io/ndjson.ts';
import { gitCommit, toolVersion } from '../io/meta.ts';
import { ManifestSchema, type Manifest } from '../schemas/manifest.ts';
import { canonicalJson } from '../io/hash.ts';
import { runFiles } from './paths.ts';

export function readManifest(dir: string): Manifest {
  const { manifest } = runFiles(dir);
  if (!existsSync(manifest)) throw new StageError(`no manifest.json in ${dir}: not a run folder (run \`liveui generate\` first)`, { code: 'E_NO_MANIFEST' });
  return readJson(manifest, ManifestSchema);
}

export function writeManifest(dir: string, manifest: Manifest): void {
  writeJsonAtomic(runFiles(dir).manifest, ManifestSchema.parse(manifest));
}

/** What must not change for a run to resume: tasks, fixture, generator and its settings. */
export function identity(manifest: Pick<Manifest, 'generator' | 'settings' | 'task_set_hash' | 'fixture_hash' | 'seed' | 'trials' | 'tasks' | 'shard'>): string {
  const { llm_operational: _operational, ...settings } = manifest.settings;
  return canonicalJson({
    generator: manifest.generator,
    settings,
    task_set_hash: manifest.task_set_hash,
    fixture_hash: manifest.fixture_hash,
    seed: manifest.seed,
    trials: manifest.trials,
    tasks: manifest.tasks,
    // Only on shards, so identities of unsharded runs are what they were.
    ...(manifest.shard ? { shard: manifest.shard } : {}),
  });
}

/**
 * Opens or starts a run: a new folder gets `fresh`; an existing manifest must have the same
 * identity, else the run refuses to resume and says what changed.
 */
export function startManifest(dir: string, fresh: Manifest): Manifest {
  if (!existsSync(runFiles(dir).manifest)) {
    writeManifest(dir, fresh);
    return fresh;
  }
  const existing = readManifest(dir);
  if (identity(existing) !== identity(fresh)) {
    const changed = (['generator', 'settings', 'task_set_hash', 'fixture_hash', 'seed', 'trials', 'tasks', 'shard'] as const).filter(
      (key) => canonicalJson(key === 'settings' ? { ...existing.settings, llm_operational: null } : existing[key]) !== canonicalJson(key === 'settings' ? { ...fresh.settings, llm_operational: null } : fresh[key]),
    );
    throw new StageError(`refusing to resume run ${existing.run}: ${changed.join(', ')} changed since it started (use another --run, or delete ${dir})`, { code: 'E_RESUME_MISMATCH' });
  }
  // A resume may change how patiently models are waited for; record what this attempt uses.
  if (canonicalJson(existing.settings.llm_operational ?? null) !== canonicalJson(fresh.settings.llm_operational ?? null)) {
    const updated = { ...existing, settings: { ...existing.settings, llm_operational: fresh.settings.llm_operational } };
    writeManifest(dir, updated);
    return updated;
  }
  return existing;
}

export function newManifest(fields: Omit<Manifest, 'tool' | 'version' | 'commit'>): Manifest {
  return { tool: 'liveuibench', version: toolVersion(), commit: gitCommit(), ...fields };
}
