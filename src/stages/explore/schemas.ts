import { z } from 'zod';
import { BudgetRecordSchema } from '../../agent/budget.ts';
import { ClientSettingsSchema } from '../../agent/settings.ts';
import { ContractSchema } from '../../schemas/assertions.ts';

/**
 * One user-level step, as the LLM user replies it. `fill` types a value into one rendered field
 * (an option of a select is picked the same way); `click` presses an action's button with what
 * its fields hold; `reopen` closes the app and opens it again from its saved files; `next` moves
 * on to the next request; `done` ends the session.
 */
export const UserStepSchema = z.union([
  z.object({ fill: z.object({ input: z.string().min(1).max(200), value: z.union([z.string().max(2_000), z.number(), z.boolean()]), action: z.string().max(200).optional() }).strict() }).strict(),
  z.object({ click: z.string().min(1).max(200) }).strict(),
  z.object({ reopen: z.literal(true) }).strict(),
  z.object({ next: z.literal(true) }).strict(),
  z.object({ done: z.literal(true) }).strict(),
]);
export type UserStep = z.infer<typeof UserStepSchema>;

/** What one surface offered: its text, and per action the fields a person can fill. */
export const FrameContentSchema = z.object({
  text: z.string(),
  actions: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      inputs: z.array(z.object({ name: z.string(), label: z.string(), type: z.string(), required: z.boolean(), options: z.array(z.string()).optional() })),
    }),
  ),
  /** Browser surface: sha256 of the screenshot (`screens/<hash>.png` in the explore folder). */
  screen: z.string().regex(/^[0-9a-f]{64}$/).optional(),
});
export type FrameContent = z.infer<typeof FrameContentSchema>;

/** One archived frame: the surface after a step (frame 0: the first opening), by content hash. */
export const FrameSchema = z.object({
  index: z.number().int().nonnegative(),
  /** The request (episode) the user was on, and the app slot shown. */
  episode: z.string(),
  slot: z.string(),
  /** sha256 of the frame's canonical content: the key into the trajectory's `contents`. */
  hash: z.string(),
});
export type Frame = z.infer<typeof FrameSchema>;

/** One step the user took and what came of it. */
export const StepRecordSchema = z.object({
  index: z.number().int().nonnegative(),
  episode: z.string(),
  step: UserStepSchema,
  /** What the user saw come of it: the app's message or error, or why the step was refused. */
  outcome: z.string(),
  /** The frame shown after the step. */
  frame: z.number().int().nonnegative(),
  /** Service calls the click made (`app.api:ok`): evidence for a person, never shown to the judge. */
  calls: z.array(z.string()).default([]),
});
export type StepRecord = z.infer<typeof StepRecordSchema>;

/** Why a session ended. `model_failure`: the user's reply was not one valid step. */
export const SessionEndSchema = z.enum(['done', 'budget', 'model_failure', 'infrastructure']);
export type SessionEnd = z.infer<typeof SessionEndSchema>;

/** `trajectories.ndjson`: one record per task. */
export const TrajectoryRecordSchema = z.object({
  task: z.string(),
  end: SessionEndSchema,
  /** The failure's reason (model or infrastructure), null when the session ended normally. */
  failure: z.string().nullable(),
  /** The user's unusable reply (bounded), when the session ended on one. */
  reply: z.string().optional(),
  steps: z.array(StepRecordSchema),
  frames: z.array(FrameSchema),
  /** Frame contents by hash; identical surfaces are kept once. */
  contents: z.record(z.string(), FrameContentSchema),
});
export type TrajectoryRecord = z.infer<typeof TrajectoryRecordSchema>;

/** The judge's reply, validated: exactly one verdict per contract. */
export const JudgeVerdictSchema = z
  .object({
    contract: ContractSchema,
    pass: z.boolean(),
    reason: z.string().min(1).max(2_000),
    /** The frame index the verdict rests on. */
    frame: z.number().int().nonnegative(),
    /** The requests (episode ids) this verdict covers, as the judge names them. */
    requests: z.array(z.string().max(200)).max(100).optional(),
  })
  .strict();
export type JudgeVerdict = z.infer<typeof JudgeVerdictSchema>;

/** The judge's word on one request: whether the user got it done, and the frame that shows it. */
export const JudgeRequestSchema = z.object({ request: z.string().max(200), completed: z.boolean(), frame: z.number().int().nonnegative() }).strict();

export const JudgeReplySchema = z.object({ requests: z.array(JudgeRequestSchema).max(100).optional(), verdicts: z.array(JudgeVerdictSchema).length(5) }).strict();
export type JudgeReply = z.infer<typeof JudgeReplySchema>;

/**
 * What became of one request: `skipped` (the user never did it), `not_completed` (tried, the
 * app did not get it done), `completed`; `by` says who found it — the session's own steps or the
 * judge — and `frame` is the frame that shows it.
 */
export const RequestOutcomeSchema = z.object({
  request: z.string(),
  status: z.enum(['completed', 'skipped', 'not_completed']),
  frame: z.number().int().nonnegative(),
  by: z.enum(['session', 'judge']),
});
export type RequestOutcome = z.infer<typeof RequestOutcomeSchema>;

/** A recorded verdict: the judge's, or failed by a request it needed that was not done (`forced`). */
export const RecordedVerdictSchema = JudgeVerdictSchema.extend({ forced: RequestOutcomeSchema.optional() }).strict();
export type RecordedVerdict = z.infer<typeof RecordedVerdictSchema>;

/**
 * `verdicts.ndjson`: one record per task. `judged` carries the five verdicts; a judge reply that
 * is not a valid verdict set is a `judge_failure` (never a verdict); `not_judged` when the session
 * itself failed (no trajectory worth judging); `infrastructure` when the judge could not be reached.
 */
export const VerdictRecordSchema = z.discriminatedUnion('status', [
  z.object({
    task: z.string(),
    status: z.literal('judged'),
    verdicts: z.array(RecordedVerdictSchema),
    requests: z.array(RequestOutcomeSchema).optional(),
    /** Frames whose screenshots the judge saw (vision on); the others it read as text. */
    screens: z.array(z.number().int().nonnegative()).optional(),
  }),
  z.object({ task: z.string(), status: z.literal('judge_failure'), reason: z.string(), reply: z.string() }),
  z.object({ task: z.string(), status: z.literal('not_judged'), reason: z.string() }),
  z.object({ task: z.string(), status: z.literal('infrastructure'), reason: z.string() }),
]);
export type VerdictRecord = z.infer<typeof VerdictRecordSchema>;

export const UsageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  cost_usd: z.number().nullable(),
  model_calls: z.number().int().nonnegative(),
  cache_hits: z.number().int().nonnegative(),
});

/** `manifest.json` of an explore folder. */
export const ExploreManifestSchema = z.object({
  kind: z.literal('explore'),
  tool: z.literal('liveuibench'),
  version: z.string(),
  commit: z.string(),
  /** The generated run explored, and what of it was read. */
  run: z.string(),
  run_dir: z.string(),
  packages_sha256: z.string(),
  task_set_hash: z.string(),
  fixture_hash: z.string(),
  seed: z.number().int(),
  tasks: z.array(z.string()),
  steps: z.number().int().positive(),
  surface: z.enum(['text', 'browser']),
  user: ClientSettingsSchema,
  judge: ClientSettingsSchema,
  usage: z.object({ user: UsageSchema, judge: UsageSchema }).optional(),
  counts: z.record(z.string(), z.number()).optional(),
  /** A spending cap's record: caps, spent over every attempt, whether the last attempt stopped. */
  budget: BudgetRecordSchema.optional(),
  /** Whether the judge saw screenshots, and its caps per request (screens, PNG bytes); absent: text only. */
  judge_vision: z.object({ images: z.boolean(), max_frames: z.number().int().nonnegative(), max_bytes: z.number().int().nonnegative() }).optional(),
});
export type ExploreManifest = z.infer<typeof ExploreManifestSchema>;
