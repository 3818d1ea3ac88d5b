import { z } from 'zod';
import { ContractSchema, FamilySchema, GroupSchema, SplitSchema, StageSchema } from '../schemas/assertions.ts';

/** One assigned assertion of a reconstructed task skeleton. */
export const SkeletonAssertionSchema = z.object({
  id: z.string(),
  type: z.string(),
  contract: ContractSchema,
  group: GroupSchema,
});
export type SkeletonAssertion = z.infer<typeof SkeletonAssertionSchema>;

export const SkeletonEpisodeSchema = z.object({
  id: z.string(),
  stage: StageSchema,
  slot: z.string(),
  assertions: z.array(SkeletonAssertionSchema).min(1),
});
export type SkeletonEpisode = z.infer<typeof SkeletonEpisodeSchema>;

/** A task skeleton: what the survey assigned, without intentions or reference packages. */
export const SkeletonTaskSchema = z.object({
  id: z.string(),
  family: FamilySchema,
  split: SplitSchema,
  /** False for the 27 record-centred service tasks, which Table 1 lists but the survey did not run. */
  survey: z.boolean(),
  apps: z.array(z.object({ slot: z.string(), services: z.array(z.string()).min(1) })).min(1),
  episodes: z.array(SkeletonEpisodeSchema),
});
export type SkeletonTask = z.infer<typeof SkeletonTaskSchema>;

/** `tasks.json` next to the reconstructed runs: the task table Table 1 is counted from. */
export const TaskTableSchema = z.object({
  kind: z.literal('liveuibench.paper-tasks/1'),
  provenance: z.string(),
  seed: z.number().int(),
  task_set_hash: z.string(),
  tasks: z.array(SkeletonTaskSchema),
});
export type TaskTable = z.infer<typeof TaskTableSchema>;

/** One published constraint the solver could not satisfy together with the others. */
export const ConflictSchema = z.object({
  /** The checklist key of the number that cannot hold (as verify names it). */
  key: z.string(),
  reason: z.string(),
});
export type Conflict = z.infer<typeof ConflictSchema>;

/** `solver.json`: what the solver chose, what it checked, and what could not hold. */
export const SolverReportSchema = z.object({
  kind: z.literal('liveuibench.paper-solver/1'),
  provenance: z.string(),
  seed: z.number().int(),
  feasible: z.boolean(),
  conflicts: z.array(ConflictSchema),
  /** Identities between published numbers, each checked before solving. */
  identities: z.array(z.object({ name: z.string(), holds: z.boolean(), detail: z.string() })),
  /** Numbers the paper does not print and the reconstruction chose (the two omitted runs). */
  chosen: z.array(z.object({ run: z.string(), label: z.string(), open: z.number().int(), apr: z.number(), reason: z.string() })),
  runs: z.array(
    z.object({
      run: z.string(),
      label: z.string(),
      passed: z.number().int(),
      open: z.number().int(),
      assertions_passed: z.number().int(),
      generation_failures: z.number().int(),
      episode_errors: z.number().int(),
      placeholder_episodes: z.number().int(),
    }),
  ),
});
export type SolverReport = z.infer<typeof SolverReportSchema>;
