import { z } from 'zod';
import { BudgetRecordSchema } from '../agent/budget.ts';

/**
 * Per task, the [episode, assertion] id pairs `check` assigned (`assigned.json`); with twins on,
 * the twin's pairs follow as [episode, assertion, "twin"].
 */
export const AssignedSchema = z.record(z.string(), z.array(z.union([z.tuple([z.string(), z.string()]), z.tuple([z.string(), z.string(), z.literal('twin')])])));
export type Assigned = z.infer<typeof AssignedSchema>;

/** What `check` sealed: each artifact's sha256 and row count, and the assertions it assigned. */
export const IntegritySchema = z.object({
  artifacts: z.record(z.string(), z.object({ sha256: z.string(), rows: z.number().int().nonnegative() })),
  /**
   * Per task: the [episode, assertion] id pairs every trial of it must have, once each. Seals
   * written since #15 keep this map in `assigned.json` beside the manifest (sealed in
   * `artifacts`), so reading a manifest stays cheap; older seals carry it inline.
   */
  assigned: AssignedSchema.optional(),
});
export type Integrity = z.infer<typeof IntegritySchema>;

/**
 * One shard of a run split by task id (`--shard K/N`): which shard, and the identity of the whole
 * selection the shards together cover (what `liveui merge` checks and restores).
 */
export const ShardSchema = z.object({
  /** 1-based: this is shard `index` of `count`. */
  index: z.number().int().positive(),
  count: z.number().int().positive(),
  /** The whole selection: its task ids in order and its hashes. */
  tasks: z.array(z.string()),
  task_set_hash: z.string(),
  fixture_hash: z.string(),
});
export type Shard = z.infer<typeof ShardSchema>;

/** `manifest.json` of a run folder: what produced the run, from which inputs. */
/** A browser fault a unit met and was tried again after (see the run stage's BrowserPool). */
export const BrowserRetrySchema = z.object({ attempt: z.number().int().positive(), fault: z.string() });

export const ManifestSchema = z.object({
  run: z.string(),
  tool: z.literal('liveuibench'),
  version: z.string(),
  commit: z.string(),
  generator: z.string(),
  /** Display labels for reports (a model's name and developer). */
  label: z.string(),
  developer: z.string(),
  settings: z.record(z.string(), z.unknown()),
  task_set_hash: z.string(),
  tasks: z.array(z.string()),
  fixture_hash: z.string(),
  seed: z.number().int(),
  trials: z.number().int().positive(),
  /** Set on a shard: `tasks`, `task_set_hash` and `fixture_hash` above are the shard's own. */
  shard: ShardSchema.optional(),
  /** Set when the run is not a live run (e.g. the paper reconstruction). */
  provenance: z.string().optional(),
  started_at: z.string().optional(),
  finished_at: z.string().optional(),
  /**
   * Token and cost accounting of the model replies this run used; cost null means unknown,
   * never 0. Replies answered from the cache keep their recorded tokens and cost and are
   * counted in `cache_hits` (they were not paid for again).
   */
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative(),
      completion_tokens: z.number().int().nonnegative(),
      cost_usd: z.number().nullable(),
      model_calls: z.number().int().nonnegative(),
      cache_hits: z.number().int().nonnegative().optional(),
    })
    .optional(),
  timings: z.record(z.string(), z.number()).optional(),
  /** A spending cap's record (`--max-cost`, `--max-tokens-total`): caps, spent over every attempt, whether it stopped. */
  budget: BudgetRecordSchema.optional(),
  /** Browser faults the run absorbed by trying a unit again (absent when there were none). */
  browser_retries: z.array(BrowserRetrySchema.extend({ task: z.string(), trial: z.number().int().nonnegative() })).optional(),
  /** Sealed by `check`; recount, analyze, report and diff verify the archive against it. */
  integrity: IntegritySchema.optional(),
});
export type Manifest = z.infer<typeof ManifestSchema>;
