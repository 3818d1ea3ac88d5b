import { z } from 'zod';

export const FamilySchema = z.enum(['single', 'multi_tool', 'shared_world', 'service']);
export type Family = z.infer<typeof FamilySchema>;

export const SplitSchema = z.enum(['dev', 'public', 'sealed']);
export type Split = z.infer<typeof SplitSchema>;

export const StageSchema = z.enum(['open', 'submit', 'revise', 'reopen', 'followup']);
export type Stage = z.infer<typeof StageSchema>;

export const ContractSchema = z.enum(['C1', 'C2', 'C3', 'C4', 'C5']);
export type Contract = z.infer<typeof ContractSchema>;

export const GroupSchema = z.enum(['visible', 'route', 'service', 'preservation']);
export type Group = z.infer<typeof GroupSchema>;

/**
 * Why an assertion could not be evaluated: its generation failed, its episode crashed, or
 * something outside the model failed (`infrastructure`: the model endpoint or the reply cache,
 * during generation or in the app-side agent). A task evaluation with an `infrastructure` row is
 * incomplete: it counts as missing, never in FWR, APR or Open, and is run again on resume.
 */
export const ErrorKindSchema = z.enum(['generation', 'episode', 'infrastructure']);
export type ErrorKind = z.infer<typeof ErrorKindSchema>;

/**
 * Which world a record is about in a run with counterfactual twins on (`--twins on`): the task's
 * own (`base`) or its twin's (src/suite/twins). Absent in runs without twins (the paper's protocol).
 */
export const VariantSchema = z.enum(['base', 'twin']);
export type Variant = z.infer<typeof VariantSchema>;

/**
 * One assigned assertion of one task evaluation (`assertions.ndjson`). Rows are never dropped:
 * an assertion that could not be evaluated is written failed, with `placeholder: true`.
 */
export const AssertionRowSchema = z.object({
  run: z.string(),
  trial: z.number().int().nonnegative(),
  task: z.string(),
  /** Twins on only: the base task's row or its twin's (APR and Open count base rows only). */
  variant: VariantSchema.optional(),
  family: FamilySchema,
  split: SplitSchema,
  app: z.string(),
  episode: z.string(),
  episode_index: z.number().int().nonnegative(),
  stage: StageSchema,
  assertion: z.string(),
  type: z.string(),
  contract: ContractSchema,
  group: GroupSchema,
  passed: z.boolean(),
  expected: z.unknown(),
  observed: z.unknown(),
  placeholder: z.boolean(),
  error_kind: ErrorKindSchema.nullable(),
  error: z.string().nullable(),
});
export type AssertionRow = z.infer<typeof AssertionRowSchema>;
