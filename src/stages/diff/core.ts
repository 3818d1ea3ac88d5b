import type { Rate, Report, RunRecount } from '../../schemas/report.ts';

/** Pure comparison of two reports of the same runs (e.g. one archive under two tool versions). */

export interface MetricDelta {
  a: Rate | null;
  b: Rate | null;
  /** Percentage points, b − a (null when either side has no value). */
  delta: number | null;
}

export interface RunDiff {
  run: string;
  label: string;
  presence: 'both' | 'only_a' | 'only_b';
  fwr: MetricDelta;
  apr: MetricDelta;
  open: MetricDelta;
  /** Task evaluations an infrastructure failure left incomplete on each side (counted as missing). */
  incomplete: { a: number; b: number };
  /** Task evaluations each side holds of this run (0 where the run is absent). */
  evaluations: { a: number; b: number };
  /** The generation prompt's version on each side (null: not recorded, a built-in generator or an older run). */
  prompt: { a: string | null; b: string | null };
}

/** An evaluation's outcome on one side; `incomplete`: an infrastructure failure kept it from being evaluated. */
export type OutcomeState = 'pass' | 'fail' | 'absent' | 'incomplete';

export interface EvaluationChange {
  run: string;
  evaluation: string;
  from: OutcomeState;
  to: OutcomeState;
  /** Assertions failing in b but not in a, and the reverse. */
  newly_failed: string[];
  newly_passed: string[];
}

export interface ReportDiff {
  a: { version: string; commit: string };
  b: { version: string; commit: string };
  runs: RunDiff[];
  /** Every evaluation whose outcome or failed assertions changed. */
  changes: EvaluationChange[];
  summary: { pass_to_fail: number; fail_to_pass: number; changed_failures: number; absent: number; incomplete: number };
  regression: boolean;
  /** Why `regression` is true, one line per reason. */
  regressions: string[];
}

function delta(a: Rate | null, b: Rate | null): MetricDelta {
  const value = a?.percent != null && b?.percent != null ? Math.round((b.percent - a.percent) * 100) / 100 : null;
  return { a, b, delta: value };
}

/** An evaluation's outcome: null passed, a list of failed assertion ids, or 'incomplete'. */
type Outcome = string[] | null | 'incomplete';

function outcomeMap(report: Report, run: string): Map<string, Outcome> {
  const entry = report.evaluations.find((candidate) => candidate.run === run);
  const map = new Map<string, Outcome>();
  if (!entry) return map;
  for (const key of entry.passed) map.set(key, null);
  for (const [key, failed] of Object.entries(entry.failed)) map.set(key, failed);
  for (const key of entry.incomplete) map.set(key, 'incomplete');
  return map;
}

const state = (value: Outcome | undefined): OutcomeState =>
  value === undefined ? 'absent' : value === 'incomplete' ? 'incomplete' : value === null ? 'pass' : 'fail';

const failedIds = (value: Outcome | undefined): string[] => (Array.isArray(value) ? value : []);

function diffOutcomes(run: string, a: Map<string, Outcome>, b: Map<string, Outcome>): EvaluationChange[] {
  const keys = [...new Set([...a.keys(), ...b.keys()])].sort();
  const changes: EvaluationChange[] = [];
  for (const key of keys) {
    const before = a.get(key);
    const after = b.get(key);
    const from = state(before);
    const to = state(after);
    // Assertions flip only between two evaluated outcomes: an evaluation gone from one side (or
    // left incomplete there) passes and fails nothing on that side.
    const compared = (from === 'pass' || from === 'fail') && (to === 'pass' || to === 'fail');
    const failedBefore = new Set(failedIds(before));
    const failedAfter = new Set(failedIds(after));
    const newlyFailed = compared ? [...failedAfter].filter((id) => !failedBefore.has(id)).sort() : [];
    const newlyPassed = compared ? [...failedBefore].filter((id) => !failedAfter.has(id)).sort() : [];
    if (from === to && newlyFailed.length === 0 && newlyPassed.length === 0) continue;
    changes.push({ run, evaluation: key, from, to, newly_failed: newlyFailed, newly_passed: newlyPassed });
  }
  return changes;
}

export function diffReports(a: Report, b: Report): ReportDiff {
  const runsA = new Map(a.runs.map((run) => [run.run, run]));
  const runsB = new Map(b.runs.map((run) => [run.run, run]));
  const order = [...a.runs.map((run) => run.run), ...b.runs.map((run) => run.run).filter((run) => !runsA.has(run))];
  const runs: RunDiff[] = order.map((run) => {
    const left: RunRecount | undefined = runsA.get(run);
    const right: RunRecount | undefined = runsB.get(run);
    return {
      run,
      label: right?.label ?? left?.label ?? run,
      presence: left && right ? 'both' : left ? 'only_a' : 'only_b',
      fwr: delta(left?.fwr ?? null, right?.fwr ?? null),
      apr: delta(left?.apr ?? null, right?.apr ?? null),
      open: delta(left?.open ?? null, right?.open ?? null),
      incomplete: { a: left?.incomplete_evaluations ?? 0, b: right?.incomplete_evaluations ?? 0 },
      evaluations: { a: left?.evaluations ?? 0, b: right?.evaluations ?? 0 },
      prompt: { a: left?.prompt_version ?? null, b: right?.prompt_version ?? null },
    };
  });
  // A run on one side only is said once, on its run line; its evaluations are not changes.
  const changes = runs.filter((run) => run.presence === 'both').flatMap(({ run }) => diffOutcomes(run, outcomeMap(a, run), outcomeMap(b, run)));
  const summary = {
    pass_to_fail: changes.filter((change) => change.from === 'pass' && change.to === 'fail').length,
    fail_to_pass: changes.filter((change) => change.from === 'fail' && change.to === 'pass').length,
    changed_failures: changes.filter((change) => change.from === 'fail' && change.to === 'fail').length,
    absent: changes.filter((change) => change.from === 'absent' || change.to === 'absent').length,
    incomplete: changes.filter((change) => change.from === 'incomplete' || change.to === 'incomplete').length,
  };
  const regressions: string[] = [];
  const dropped = (metric: MetricDelta) => metric.a?.rate != null && metric.b?.rate != null && metric.b.rate < metric.a.rate;
  for (const run of runs) {
    if (dropped(run.fwr)) regressions.push(`${run.run}: FWR ${run.fwr.a?.percent}% → ${run.fwr.b?.percent}%`);
    if (dropped(run.apr)) regressions.push(`${run.run}: APR ${run.apr.a?.percent}% → ${run.apr.b?.percent}%`);
  }
  if (summary.pass_to_fail > 0) regressions.push(`${summary.pass_to_fail} task evaluation(s) flipped pass → fail`);
  return {
    a: a.tool,
    b: b.tool,
    runs,
    changes,
    summary,
    regression: regressions.length > 0,
    regressions,
  };
}
