import { z } from 'zod';
import { ContractSchema, FamilySchema, SplitSchema } from './assertions.ts';
import { AgreementSchema, FamilyMatrixSchema } from './agreement.ts';

/**
 * `reports/<name>/report.json`: everything `liveui analyze` computed, in run order. The numbers
 * here are the only source for report.md/html, `liveui diff` and `liveui paper verify`.
 */

const count = z.number().int().nonnegative();

/** A proportion with its counts; rate/percent/ci95 are null when the denominator is 0. */
export const RateSchema = z.object({
  passed: count,
  total: count,
  /** passed / total in [0, 1]. */
  rate: z.number().nullable(),
  /** 100 · rate rounded to two decimals (as the paper prints it). */
  percent: z.number().nullable(),
  /** Wilson score interval at 95% (z = 1.959964), as rates in [0, 1]. */
  ci95: z.object({ low: z.number(), high: z.number() }).nullable(),
});
export type Rate = z.infer<typeof RateSchema>;

/**
 * FWR over task evaluations, APR over assertions, Open over task evaluations. With twins on, a
 * task evaluation passes only when its twin passes too, APR and Open count the base's rows (the
 * paper's definitions), and `twin` is the twin pass rate over the evaluations that have a twin.
 */
export const MetricsSchema = z.object({
  evaluations: count,
  failed_evaluations: count,
  assertions: count,
  fwr: RateSchema,
  apr: RateSchema,
  open: RateSchema,
  twin: RateSchema.optional(),
});
export type Metrics = z.infer<typeof MetricsSchema>;

/** Unbiased pass@k / pass^k over a run's trials, averaged over tasks having ≥ k trials. */
export const PassKSchema = z.object({
  k: z.number().int().positive(),
  tasks: count,
  pass_at_k: z.number(),
  pass_hat_k: z.number(),
});
export type PassK = z.infer<typeof PassKSchema>;

export const RunRecountSchema = MetricsSchema.extend({
  run: z.string(),
  /** Whether the run evaluated counterfactual twins (`off`: the paper's protocol; absent in reports written before twins: off). */
  twins: z.enum(['on', 'off']).default('off'),
  label: z.string(),
  developer: z.string(),
  generator: z.string(),
  /** The generation prompt's version an llm run was made with (absent for built-in generators and older reports). */
  prompt_version: z.string().optional(),
  provenance: z.string().nullable(),
  task_set_hash: z.string(),
  /** Trials declared in the manifest and trials seen in the rows. */
  trials: z.number().int().positive(),
  trials_seen: count,
  /** Distinct tasks with rows. */
  tasks: count,
  /**
   * Manifest task × trial pairs that were not evaluated: no rows at all (a cut run), or an
   * infrastructure failure left them incomplete. Not in any denominator.
   */
  missing_evaluations: count,
  /**
   * Of the missing ones, those an infrastructure failure (model endpoint, reply cache) left
   * incomplete: resuming the run fills them in. Absent in reports written before it was counted.
   */
  incomplete_evaluations: count.default(0),
  families: z.partialRecord(FamilySchema, MetricsSchema),
  splits: z.partialRecord(SplitSchema, MetricsSchema),
  /** Null when every task has a single trial. */
  pass_k: z.array(PassKSchema).nullable(),
});
export type RunRecount = z.infer<typeof RunRecountSchema>;

export const RecountReportSchema = z.object({
  provenance: z.string().nullable(),
  runs: z.array(RunRecountSchema),
  warnings: z.array(z.string()),
});
export type RecountReport = z.infer<typeof RecountReportSchema>;

export const FailureStageSchema = z.enum(['success', 'open', 'submit', 'revise', 'reopen', 'followup']);
export type FailureStage = z.infer<typeof FailureStageSchema>;

export const FailureGroupSchema = z.enum([
  'success',
  'generation_error',
  'episode_error',
  'joint',
  'service_only',
  'visible_only',
  'residual',
]);
export type FailureGroup = z.infer<typeof FailureGroupSchema>;

/** First-failed-episode partition of one run's task evaluations (every evaluation counted once). */
export const FirstFailureRunSchema = z.object({
  run: z.string(),
  evaluations: count,
  stages: z.record(FailureStageSchema, count),
  groups: z.record(FailureGroupSchema, count),
  /** Non-zero (stage, group) cells, sorted by stage then group order. */
  cells: z.array(z.object({ stage: FailureStageSchema, group: FailureGroupSchema, count })),
});
export type FirstFailureRun = z.infer<typeof FirstFailureRunSchema>;

export const JointCountsSchema = z.object({
  /** Episodes with both service and visible assertions and no placeholder. */
  both_pass: count,
  service_pass_visible_fail: count,
  visible_pass_service_fail: count,
  both_fail: count,
  /** Episode records (run, trial, task, episode) with at least one placeholder assertion. */
  error_placeholder_episodes: count,
  /** The same, restricted to episodes that have both service and visible assertions. */
  error_placeholder_joint_episodes: count,
  /** Placeholder assertion rows. */
  placeholder_assertions: count,
});
export type JointCounts = z.infer<typeof JointCountsSchema>;

export const JointSchema = z.object({
  totals: JointCountsSchema,
  runs: z.array(JointCountsSchema.extend({ run: z.string() })),
});
export type Joint = z.infer<typeof JointSchema>;

export const CoverageSchema = z.object({ count, of: count });

export const UnionSchema = z.object({
  /** How a run "solves" a task (trial 0 only). */
  rule: z.string(),
  tasks: count,
  runs: z.array(z.object({ run: z.string(), solved: count })),
  /** Every run reaching the best count, in run order; the first is the one reported. */
  best_single: z.object({ count, runs: z.array(z.string()) }),
  /** The first pair (in run order) with the largest union; ties listed up to a cap, all counted. */
  best_pair: z.object({
    count,
    pair: z.tuple([z.string(), z.string()]).nullable(),
    ties: z.array(z.tuple([z.string(), z.string()])),
    tie_count: count,
  }),
  all_runs: CoverageSchema,
  unsolved: z.object({ count, tasks: z.array(z.string()) }),
  families: z.partialRecord(FamilySchema, CoverageSchema),
});
export type Union = z.infer<typeof UnionSchema>;

export const McNemarPairSchema = z.object({
  a: z.string(),
  b: z.string(),
  /** Tasks both runs evaluated (trial 0). */
  tasks: count,
  both_pass: count,
  a_only: count,
  b_only: count,
  both_fail: count,
  /** Exact two-sided binomial p-value on the discordant pairs (1 when there are none). */
  p_value: z.number(),
});
export type McNemarPair = z.infer<typeof McNemarPairSchema>;

export const McNemarSchema = z.object({
  /** Which pairs were tested: all pairs up to a run count, else each run against the best run. */
  rule: z.string(),
  pairs: z.array(McNemarPairSchema),
});
export type McNemar = z.infer<typeof McNemarSchema>;

/**
 * Per run, how often each contract holds: a contract holds in a task evaluation when every one of
 * its assertions passes (placeholders fail), out of the evaluations that have assertions of it —
 * the checker's side of the agreement table too. A contract the run never asserts is absent.
 */
export const ContractRatesSchema = z.object({
  run: z.string(),
  contracts: z.partialRecord(ContractSchema, RateSchema),
});
export type ContractRates = z.infer<typeof ContractRatesSchema>;

/**
 * Per run, the outcome of every task evaluation, keyed `task@trial`: enough for `liveui diff`
 * to list flipped evaluations and changed assertions from report.json alone.
 */
export const EvaluationOutcomesSchema = z.object({
  run: z.string(),
  passed: z.array(z.string()),
  /** Failed evaluation → its failed assertion ids (sorted). */
  failed: z.record(z.string(), z.array(z.string())),
  /** Evaluations an infrastructure failure left incomplete (neither passed nor failed), sorted. */
  incomplete: z.array(z.string()).default([]),
});
export type EvaluationOutcomes = z.infer<typeof EvaluationOutcomesSchema>;

export const ReportSchema = z.object({
  schema: z.literal('liveuibench.report/1'),
  tool: z.object({ version: z.string(), commit: z.string() }),
  /** Set when the manifests carry one (e.g. "reconstruction of the paper's survey"). */
  provenance: z.string().nullable(),
  runs: z.array(RunRecountSchema),
  /** Per-contract pass rates, in run order (absent in reports written before they were counted). */
  contracts: z.array(ContractRatesSchema).optional(),
  first_failure: z.array(FirstFailureRunSchema),
  joint: JointSchema,
  union: UnionSchema,
  mcnemar: McNemarSchema,
  evaluations: z.array(EvaluationOutcomesSchema),
  warnings: z.array(z.string()),
  /** With `--explore`: the checker's agreement with the behavior evaluator, per explored run. */
  agreement: z.array(AgreementSchema).optional(),
  /** With several explorations (or `--family`): agreement per (generator family × judge family), home vs held-out. */
  agreement_families: FamilyMatrixSchema.optional(),
});
export type Report = z.infer<typeof ReportSchema>;
