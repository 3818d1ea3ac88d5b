import { z } from 'zod';
import { ContractSchema } from './assertions.ts';

/*
 * `liveui agreement`: the deterministic checker against the behavior evaluator's judge
 * (src/stages/agreement). Kept here because report.json carries it too.
 */

/** A 2×2 table of checker outcome × judge verdict over (task, contract) pairs. */
export const AgreementTableSchema = z.object({
  both_pass: z.number().int().nonnegative(),
  /** The checker passed the contract; the judge failed it. */
  checker_only: z.number().int().nonnegative(),
  /** The judge passed the contract; the checker failed it. */
  judge_only: z.number().int().nonnegative(),
  both_fail: z.number().int().nonnegative(),
});
export type AgreementTable = z.infer<typeof AgreementTableSchema>;

export const AgreementStatsSchema = z.object({
  compared: z.number().int().nonnegative(),
  agreed: z.number().int().nonnegative(),
  /** agreed / compared; null when nothing was compared. */
  rate: z.number().nullable(),
  /** Cohen's κ; null when it is undefined (nothing compared, or both sides constant and equal). */
  kappa: z.number().nullable(),
  table: AgreementTableSchema,
});

const FailedAssertionSchema = z.object({ assertion: z.string(), type: z.string(), episode: z.string(), expected: z.unknown(), observed: z.unknown(), error: z.string().nullable() });

export const DisagreementSchema = z.object({
  task: z.string(),
  contract: ContractSchema,
  checker: z.object({ passed: z.boolean(), assertions: z.array(z.string()), failed: z.array(FailedAssertionSchema) }),
  judge: z.object({
    passed: z.boolean(),
    reason: z.string(),
    frame: z.number().int(),
    frame_text: z.string(),
    /** sha256 of the frame's screenshot when the judge saw it as an image (`screens/<sha256>.png` of the explore folder). */
    screen: z.string().optional(),
  }),
});
export type Disagreement = z.infer<typeof DisagreementSchema>;

/** Per task and contract: the checker's outcome and the judge's verdict (null: not assigned / not judged). */
export const TaskAgreementSchema = z.object({
  task: z.string(),
  status: z.string(),
  contracts: z.array(z.object({ contract: ContractSchema, checker: z.boolean().nullable(), judge: z.boolean().nullable() })),
  /** Requests the user skipped or could not complete (they fail the contracts they needed); absent when none. */
  skipped: z.array(z.object({ request: z.string(), status: z.enum(['skipped', 'not_completed']), frame: z.number().int().nonnegative(), by: z.enum(['session', 'judge']) })).optional(),
});
export type TaskAgreement = z.infer<typeof TaskAgreementSchema>;

/** What `liveui agreement` reports (`--json`, and the report's agreement section). */
export const AgreementSchema = z.object({
  run: z.string(),
  explore: z.string(),
  judge_model: z.string(),
  user_model: z.string(),
  /** The model that generated the run's apps (its generator's name when no model did); absent in older reports. */
  generator_model: z.string().optional(),
  ...AgreementStatsSchema.shape,
  by_contract: z.array(z.object({ contract: ContractSchema, ...AgreementStatsSchema.shape })),
  tasks: z.array(TaskAgreementSchema),
  disagreements: z.array(DisagreementSchema),
  /** Tasks without a verdict set (judge failure, failed session, infrastructure), with why. */
  unjudged: z.array(z.object({ task: z.string(), status: z.string(), reason: z.string() })),
});
export type Agreement = z.infer<typeof AgreementSchema>;

/** One (generator family × judge family) cell: the pooled 2×2 table of its explorations. */
export const FamilyCellSchema = z.object({
  generator_family: z.string(),
  judge_family: z.string(),
  /** The judge's family made the apps. */
  home: z.boolean(),
  /** Explorations pooled in the cell. */
  explorations: z.number().int().positive(),
  ...AgreementStatsSchema.shape,
});

/**
 * The symmetric protocol over several explorations (`liveui agreement --explore A B …`, and the
 * report with `--explore`): agreement and κ per cell, home against held-out and the gap.
 */
export const FamilyMatrixSchema = z.object({
  /** `--family MODEL=FAMILY` mappings applied (the rest: the model id's vendor prefix). */
  overrides: z.record(z.string(), z.string()),
  cells: z.array(FamilyCellSchema),
  home: AgreementStatsSchema,
  held_out: AgreementStatsSchema,
  /** Home rate − held-out rate in percentage points; null when either side compared nothing. */
  gap_points: z.number().nullable(),
});
export type FamilyMatrix = z.infer<typeof FamilyMatrixSchema>;
