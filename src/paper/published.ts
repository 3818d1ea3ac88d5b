import { z } from 'zod';
import { join } from 'node:path';
import { readJson } from '../io/ndjson.ts';
import { projectRoot } from '../io/meta.ts';

/** A number (or list) printed in the paper, with the place it is printed. */
const Printed = <T extends z.ZodType>(value: T) => z.object({ value, where: z.string().min(1) });
const Int = Printed(z.number().int().nonnegative());
const Pct = Printed(z.number().min(0).max(100));

const Table1Row = z.object({ all: Int, public: Int, cross_service_all: Int, cross_service_public: Int });

export const PublishedRowSchema = z.object({
  developer: z.string(),
  model: z.string(),
  open: Int,
  single: Pct,
  multi_tool: Pct,
  shared: Pct,
  overall: Pct,
  apr: Pct,
});
export type PublishedRow = z.infer<typeof PublishedRowSchema>;

/** `paper/published.json`: the project's copy of every number the paper prints. */
export const PublishedSchema = z.object({
  source: z.string(),
  survey: z.object({
    tasks: Int,
    selected_runs: Int,
    /** Runs shown in Table 2 and Figure 4 (those with a completed workflow). */
    displayed_runs: Int,
    assertions_per_run: Int,
    omitted_zero_fwr_runs: Printed(z.array(z.string())),
  }),
  table1: z.object({
    single: Table1Row,
    multi_tool: Table1Row,
    shared_world: Table1Row,
    service: z.object({ all_extra: Int, cross_service_all: Int }),
  }),
  table2: z.array(PublishedRowSchema).min(1),
  figure5: z.object({ failed_task_assignments: Int }),
  joint: z.object({
    both_pass: Int,
    service_pass_visible_fail: Int,
    visible_pass_service_fail: Int,
    both_fail: Int,
    error_placeholder_records: Int,
  }),
  table3: z.object({
    best_single_run: Int,
    best_pair_union: Int,
    all_runs_union: Int,
    unsolved_by_every_run: Int,
    single_union: Int,
    multi_tool_union: Int,
    shared_union: Int,
  }),
  claims: z.array(z.object({ id: z.string(), text: z.string(), where: z.string() })),
});
export type Published = z.infer<typeof PublishedSchema>;

export const DEFAULT_PUBLISHED = join(projectRoot, 'paper', 'published.json');

export function loadPublished(path = DEFAULT_PUBLISHED): Published {
  return readJson(path, PublishedSchema);
}

/** The paper prints percentages with two decimals; this is how a count is compared with them. */
export function percent2(passed: number, total: number): number {
  return total === 0 ? 0 : Math.round((passed / total) * 10000) / 100;
}

/** The integer count out of `total` that prints as `pct`, or null when no count does. */
export function countForPercent(pct: number, total: number): number | null {
  const guess = Math.round((pct / 100) * total);
  for (const candidate of [guess, guess - 1, guess + 1]) {
    if (candidate >= 0 && candidate <= total && percent2(candidate, total) === pct) return candidate;
  }
  return null;
}
