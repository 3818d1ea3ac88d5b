import { z } from 'zod';

export const VerdictSchema = z.enum(['accept', 'fix', 'reject']);
export type Verdict = z.infer<typeof VerdictSchema>;

/** The automatic reviewer's name; only `tasks/reviews/auto.ndjson` may use it. */
export const AUTO_REVIEWER = 'auto';

/**
 * One review of one task (the paper's Appendix D), a line of `tasks/reviews/*.ndjson`.
 * `task_hash` is the hash of the task's canonical JSON when it was reviewed, so a later change
 * to the task shows up as "changed since review". Unknown keys are refused (a typo such as
 * `verdit` must not pass as a review without a verdict).
 */
export const ReviewRecordSchema = z
  .object({
    task: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'task ids are lower-case slugs'),
    task_hash: z.string().regex(/^[0-9a-f]{16}$/, 'task_hash is 16 hex digits (liveui tasks review --json shows each task\'s)'),
    reviewer: z.string().min(1),
    verdict: VerdictSchema,
    comment: z.string(),
    at: z.iso.datetime({ offset: true }),
  })
  .strict();
export type ReviewRecord = z.infer<typeof ReviewRecordSchema>;

export const AutoFindingSchema = z.object({ comment: z.string(), current: z.boolean() });

/** One task's review state, as `liveui tasks review --json` prints it. */
export const TaskReviewSchema = z.object({
  task: z.string(),
  task_hash: z.string(),
  /** The latest human verdict, or `unreviewed` when no person has reviewed the task. */
  verdict: z.union([VerdictSchema, z.literal('unreviewed')]),
  reviewer: z.string().nullable(),
  at: z.string().nullable(),
  comment: z.string().nullable(),
  /** The task changed since the latest human verdict (its hash differs). */
  changed: z.boolean(),
  reviews: z.number().int(),
  /** The automatic reviewer's findings; `current` = made on the task as it is now. */
  auto: z.array(AutoFindingSchema),
});
export type TaskReview = z.infer<typeof TaskReviewSchema>;

export const ReviewReportSchema = z.object({
  kind: z.literal('liveuibench.task-review/1'),
  tasks: z.number().int(),
  counts: z.object({
    accept: z.number().int(),
    fix: z.number().int(),
    reject: z.number().int(),
    unreviewed: z.number().int(),
    changed: z.number().int(),
    with_auto_findings: z.number().int(),
  }),
  /** Reviews naming a task that is not in the suite (renamed or removed). */
  unknown_tasks: z.array(z.string()),
  rows: z.array(TaskReviewSchema),
});
export type ReviewReport = z.infer<typeof ReviewReportSchema>;
