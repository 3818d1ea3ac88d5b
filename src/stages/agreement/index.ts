import { existsSync } from 'node:fs';
import { OptionError, StageError } from '../../errors.ts';
import { streamNdjson } from '../../io/ndjson-stream.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { fileSha256 } from '../../infra/integrity.ts';
import { readManifest } from '../../infra/manifest.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { readExplore } from '../explore/index.ts';
import { compareOutcomes, type Agreement } from './core.ts';
import { familyMatrixOf } from './families.ts';
import type { FamilyMatrix } from '../../schemas/agreement.ts';

export { AgreementSchema, cohensKappa, compareOutcomes, type Agreement } from './core.ts';
export { formatAgreement } from './format.ts';
export { familyMatrix, familyMatrixOf, familyOf, type FamilyInput } from './families.ts';
export { formatFamilies } from './format.ts';
export type { FamilyMatrix } from '../../schemas/agreement.ts';

export interface AgreementOptions {
  /** The checked run the exploration was made from. */
  run: string;
  explore: string;
}

/**
 * `liveui agreement`: the deterministic checker's outcome per task and contract (trial 0) against
 * the behavior evaluator's verdicts. The explore folder must come from this very run (same
 * packages.ndjson), else the two sides would judge different apps.
 */
export async function agreement(options: AgreementOptions): Promise<Agreement> {
  const dir = runDir(options.run);
  const manifest = readManifest(dir);
  const files = runFiles(dir);
  if (!existsSync(files.assertions)) throw new StageError(`run ${manifest.run} has no assertions.ndjson: run \`liveui check --run ${options.run}\` first`);
  const explored = readExplore(options.explore);
  if (!existsSync(files.packages) || fileSha256(files.packages) !== explored.manifest.packages_sha256) {
    throw new OptionError('explore', `${options.explore} was made from other packages than run ${manifest.run}'s (it explored run ${explored.manifest.run})`);
  }
  const wanted = new Set(explored.verdicts.map((v) => v.task));
  const rows: AssertionRow[] = [];
  // The judge saw the base episodes: a twin's rows (twins on) are not what it judged.
  for await (const row of streamNdjson(files.assertions, AssertionRowSchema, { kind: 'assertions' })) if (row.trial === 0 && wanted.has(row.task) && row.variant !== 'twin') rows.push(row);
  return compareOutcomes(rows, explored.verdicts, explored.trajectories, {
    run: manifest.run,
    explore: options.explore,
    judge_model: explored.manifest.judge.model,
    user_model: explored.manifest.user.model,
    generator_model: generatorModel(manifest),
  });
}

/** The model that generated a run's apps: its `settings.llm.model`, else the generator's name (oracle, a control). */
export function generatorModel(manifest: { generator: string; settings: Record<string, unknown> }): string {
  const llm = manifest.settings.llm as { model?: unknown } | undefined;
  return typeof llm?.model === 'string' && llm.model !== '' ? llm.model : manifest.generator;
}

export interface AgreementsOptions {
  /** Explore folders; each is compared with the run it explored (its manifest names it). */
  explores: readonly string[];
  /** When given, every folder's run must be one of these. */
  runs?: readonly string[];
  /** `MODEL=FAMILY` mappings that override the vendor prefix. */
  families?: ReadonlyMap<string, string>;
}

/**
 * Several explorations at once — the symmetric protocol: each folder's agreement with its own
 * run, and the matrix per (generator family × judge family) with home vs held-out.
 */
export async function agreements(options: AgreementsOptions): Promise<{ agreements: Agreement[]; families: FamilyMatrix }> {
  const dirs = options.runs?.map(runDir);
  const sections: Agreement[] = [];
  for (const folder of options.explores) {
    const { manifest } = readExplore(folder);
    if (dirs && !dirs.includes(manifest.run_dir)) throw new OptionError('explore', `${folder} explored run ${manifest.run}, which is not one of the given runs (${(options.runs ?? []).join(', ')})`);
    sections.push(await agreement({ run: manifest.run_dir, explore: folder }));
  }
  return { agreements: sections, families: familyMatrixOf(sections, options.families) };
}
