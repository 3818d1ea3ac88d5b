import { z } from 'zod';
import { ContractSchema, FamilySchema, SplitSchema, StageSchema } from './assertions.ts';

/** One family's row of Table 1, plus the dev/sealed split the paper does not print. */
export const Table1RowSchema = z.object({
  all: z.number().int(),
  public: z.number().int(),
  dev: z.number().int(),
  sealed: z.number().int(),
  cross_service_all: z.number().int(),
  cross_service_public: z.number().int(),
});
export type Table1Row = z.infer<typeof Table1RowSchema>;

/** One printed cell of the paper's Table 1 next to the live suite's count. */
export const Table1CellSchema = z.object({
  key: z.string(),
  family: FamilySchema,
  column: z.string(),
  live: z.number().int(),
  paper: z.number().int(),
  equal: z.boolean(),
});
export type Table1Cell = z.infer<typeof Table1CellSchema>;

const Count = z.object({ episodes: z.number().int(), assertions: z.number().int() });

/** A figure the full-suite issue sets a target for, measured on the live suite. */
export const TargetSchema = z.object({
  figure: z.string(),
  value: z.number(),
  target: z.string(),
  holds: z.boolean(),
  detail: z.string(),
});
export type Target = z.infer<typeof TargetSchema>;

export const PatternCountSchema = z.object({ pattern: z.string(), signature: z.string(), tasks: z.array(z.string()) });
export type PatternCount = z.infer<typeof PatternCountSchema>;

export const WriteApiCoverageSchema = z.object({
  app: z.string(),
  write_apis: z.number().int(),
  used: z.number().int(),
  share: z.number(),
  unused: z.array(z.string()),
});
export type WriteApiCoverage = z.infer<typeof WriteApiCoverageSchema>;

export const OverlapSchema = z.object({ a: z.string(), b: z.string(), overlap: z.number(), shared: z.number().int() });
export type Overlap = z.infer<typeof OverlapSchema>;

/** One family's (or the suite's) figures under the fidelity rubric. */
export const FidelityFiguresSchema = z.object({
  tasks: z.number().int(),
  /** Reviewed under the rubric at least once (whatever happened since). */
  reviewed: z.number().int(),
  /** Reviewed under the current rubric, on the task as it is now. */
  current: z.number().int(),
  faithful: z.number().int(),
  open_holes: z.number().int(),
  open_over_specifications: z.number().int(),
  open_infidelities: z.number().int(),
  /** Tasks with at least one open finding of the kind (the way the first audit counted). */
  tasks_with_holes: z.number().int(),
  tasks_with_over_specifications: z.number().int(),
  tasks_with_infidelities: z.number().int(),
  changed: z.number().int(),
  older_rubric: z.number().int(),
  unreviewed: z.number().int(),
});
export type FidelityFigures = z.infer<typeof FidelityFiguresSchema>;

/** `liveui tasks stats --json`. */
export const TaskStatsSchema = z.object({
  kind: z.literal('liveuibench.task-stats/1'),
  tasks: z.number().int(),
  task_set_hash: z.string(),
  table1: z.record(FamilySchema, Table1RowSchema),
  table1_vs_paper: z.object({ equal: z.boolean(), cells: z.array(Table1CellSchema) }),
  splits: z.record(SplitSchema, z.number().int()),
  by_family: z.record(FamilySchema, Count.extend({ tasks: z.number().int() })),
  by_stage: z.record(StageSchema, Count),
  by_contract: z.record(ContractSchema, z.number().int()),
  diversity: z.object({
    patterns: z.number().int(),
    largest_patterns: z.array(PatternCountSchema),
    single_tasks_per_app: z.record(z.string(), z.number().int()),
    write_api_coverage: z.array(WriteApiCoverageSchema),
    intentions: z.number().int(),
    max_trigram_overlap: z.array(OverlapSchema),
  }),
  targets: z.array(TargetSchema),
  /** The review records' figures (docs/fidelity-rubric.md): per family, in all, and open findings by kind/sub. */
  fidelity: z.object({
    rubric: z.string(),
    all: FidelityFiguresSchema,
    by_family: z.record(FamilySchema, FidelityFiguresSchema),
    open_by_sub: z.record(z.string(), z.number().int()),
  }),
});
export type TaskStats = z.infer<typeof TaskStatsSchema>;
