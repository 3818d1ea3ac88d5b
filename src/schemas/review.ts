import { z } from 'zod';

/**
 * A review's verdict: `accept | fix | reject` (the paper's Appendix D, kept for older records),
 * or under the fidelity rubric (docs/fidelity-rubric.md) `faithful | findings`.
 */
export const VerdictSchema = z.enum(['accept', 'fix', 'reject', 'faithful', 'findings']);
export type Verdict = z.infer<typeof VerdictSchema>;

/** The automatic reviewer's name; only `tasks/reviews/auto.ndjson` may use it. */
export const AUTO_REVIEWER = 'auto';

/** The fidelity rubric's current version (docs/fidelity-rubric.md states the same id). */
export const RUBRIC_VERSION = 'fidelity/2';

export const ReviewerKindSchema = z.enum(['person', 'llm', 'auto']);
export type ReviewerKind = z.infer<typeof ReviewerKindSchema>;

/** The rubric's finding kinds and, per kind, its sub-kinds. */
export const FINDING_KINDS = {
  hole: ['unchecked_request', 'not_shown', 'loose_check', 'collateral_unchecked'],
  over_specification: ['reference_words', 'undictated_text', 'unrequested_value', 'kept_deleted', 'one_api'],
  infidelity: ['unnatural_episode', 'reference_wrong', 'trivial_target'],
} as const;
export const FindingKindSchema = z.enum(['hole', 'over_specification', 'infidelity']);
export type FindingKind = z.infer<typeof FindingKindSchema>;

/** How a finding was closed: by the task's new content hash, or by a sentence a person can read. */
export const ClosedBySchema = z.union([
  z.object({ task_hash: z.string().regex(/^[0-9a-f]{16}$/, 'closed_by.task_hash is 16 hex digits') }).strict(),
  z.object({ justification: z.string().trim().min(20, 'a justification says why, in at least 20 characters') }).strict(),
]);
export type ClosedBy = z.infer<typeof ClosedBySchema>;

/** One finding of a fidelity review; a later record repeats its id to close it. */
export const FindingSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'finding ids are lower-case slugs'),
    kind: FindingKindSchema,
    sub: z.string(),
    /** The assertions it concerns; empty for a missing check or an episode-level problem. */
    assertions: z.array(z.string()),
    text: z.string().trim().min(1),
    status: z.enum(['open', 'closed']),
    closed_by: ClosedBySchema.optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const subs: readonly string[] = FINDING_KINDS[f.kind];
    if (!subs.includes(f.sub)) ctx.addIssue({ code: 'custom', path: ['sub'], message: `the sub of a finding of kind ${f.kind} is one of ${subs.join(', ')}` });
    if (f.status === 'closed' && !f.closed_by) ctx.addIssue({ code: 'custom', path: ['closed_by'], message: 'a closed finding says what closed it: {task_hash} or {justification}' });
    if (f.status === 'open' && f.closed_by) ctx.addIssue({ code: 'custom', path: ['closed_by'], message: 'an open finding has no closed_by' });
  });
export type Finding = z.infer<typeof FindingSchema>;

/**
 * One review of one task, a line of `tasks/reviews/*.ndjson`. `task_hash` is the hash of the
 * task's canonical JSON when it was reviewed, so a later change to the task shows up as "changed
 * since review". Unknown keys are refused (a typo such as `verdit` must not pass as a review
 * without a verdict). A fidelity review adds `reviewer_kind`, `rubric` and `findings`; the
 * older form (accept | fix | reject, none of the three) still reads.
 */
export const ReviewRecordSchema = z
  .object({
    task: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'task ids are lower-case slugs'),
    task_hash: z.string().regex(/^[0-9a-f]{16}$/, 'task_hash is 16 hex digits (liveui tasks review --json shows each task\'s)'),
    reviewer: z.string().min(1),
    reviewer_kind: ReviewerKindSchema.optional(),
    rubric: z.string().min(1).optional(),
    verdict: VerdictSchema,
    findings: z.array(FindingSchema).optional(),
    comment: z.string(),
    at: z.iso.datetime({ offset: true }),
    /**
     * A record of a fresh independent sample (issue #30): its reviewer saw no earlier review, so it
     * neither repeats nor closes earlier findings; they stay open beside its own.
     */
    sample: z.literal(true).optional(),
  })
  .strict()
  .superRefine((r, ctx) => {
    const fidelity = r.verdict === 'faithful' || r.verdict === 'findings';
    if (!fidelity) {
      for (const key of ['rubric', 'findings'] as const) if (r[key] !== undefined) ctx.addIssue({ code: 'custom', path: [key], message: `${key} belongs to a fidelity review (verdict faithful | findings), not to verdict ${r.verdict}` });
      return;
    }
    for (const key of ['reviewer_kind', 'rubric', 'findings'] as const) if (r[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: `a fidelity review names its ${key}` });
    const findings = r.findings ?? [];
    const open = findings.filter((f) => f.status === 'open');
    if (r.verdict === 'faithful' && open.length > 0) ctx.addIssue({ code: 'custom', path: ['verdict'], message: `verdict faithful with open findings (${open.map((f) => f.id).join(', ')})` });
    if (r.verdict === 'findings' && open.length === 0) ctx.addIssue({ code: 'custom', path: ['verdict'], message: 'verdict findings needs at least one open finding' });
    const seen = new Set<string>();
    findings.forEach((f, i) => {
      if (seen.has(f.id)) ctx.addIssue({ code: 'custom', path: ['findings', i, 'id'], message: `finding id ${f.id} appears twice` });
      seen.add(f.id);
      if (f.closed_by && 'task_hash' in f.closed_by && f.closed_by.task_hash !== r.task_hash) ctx.addIssue({ code: 'custom', path: ['findings', i, 'closed_by'], message: 'a finding is closed by the task hash this record reviews' });
    });
  });
export type ReviewRecord = z.infer<typeof ReviewRecordSchema>;

export const AutoFindingSchema = z.object({ comment: z.string(), current: z.boolean() });

/** An open finding as `liveui tasks review` shows it: where it was opened (hash, time). */
export const OpenFindingSchema = z.object({
  id: z.string(),
  kind: FindingKindSchema,
  sub: z.string(),
  assertions: z.array(z.string()),
  text: z.string(),
  reviewer: z.string(),
  since_hash: z.string(),
  at: z.string(),
});
export type OpenFinding = z.infer<typeof OpenFindingSchema>;

/**
 * A task's standing under the fidelity rubric: `unreviewed`; `changed` (the task's hash differs
 * from its latest fidelity review's); `older_rubric` (reviewed under another rubric version);
 * otherwise `findings` while any finding is open, else `faithful`.
 */
export const FidelityStateSchema = z.enum(['unreviewed', 'changed', 'older_rubric', 'findings', 'faithful']);
export type FidelityState = z.infer<typeof FidelityStateSchema>;

export const TaskFidelitySchema = z.object({
  state: FidelityStateSchema,
  rubric: z.string().nullable(),
  reviewer: z.string().nullable(),
  reviewer_kind: ReviewerKindSchema.nullable(),
  at: z.string().nullable(),
  reviewed_hash: z.string().nullable(),
  open: z.array(OpenFindingSchema),
  closed_by_change: z.number().int(),
  closed_by_justification: z.number().int(),
});
export type TaskFidelity = z.infer<typeof TaskFidelitySchema>;

/** Something the review records say that does not hold together (shown, never fatal). */
export const ReviewProblemSchema = z.object({ task: z.string(), file: z.string(), line: z.number().int(), message: z.string() });
export type ReviewProblem = z.infer<typeof ReviewProblemSchema>;

/** One task's review state, as `liveui tasks review --json` prints it. */
export const TaskReviewSchema = z.object({
  task: z.string(),
  family: z.string(),
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
  /** The task under the fidelity rubric (records with a rubric). */
  fidelity: TaskFidelitySchema,
});
export type TaskReview = z.infer<typeof TaskReviewSchema>;

export const ReviewReportSchema = z.object({
  kind: z.literal('liveuibench.task-review/1'),
  tasks: z.number().int(),
  rubric: z.string(),
  counts: z.object({
    accept: z.number().int(),
    fix: z.number().int(),
    reject: z.number().int(),
    unreviewed: z.number().int(),
    changed: z.number().int(),
    with_auto_findings: z.number().int(),
  }),
  /** Tasks per fidelity state, and open findings per kind. */
  fidelity: z.object({
    states: z.record(FidelityStateSchema, z.number().int()),
    open: z.record(FindingKindSchema, z.number().int()),
  }),
  /** Reviews naming a task that is not in the suite (renamed or removed). */
  unknown_tasks: z.array(z.string()),
  problems: z.array(ReviewProblemSchema),
  rows: z.array(TaskReviewSchema),
});
export type ReviewReport = z.infer<typeof ReviewReportSchema>;
