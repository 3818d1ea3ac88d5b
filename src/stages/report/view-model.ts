import { FamilySchema } from '../../schemas/assertions.ts';
import { FailureGroupSchema, FailureStageSchema, type Report, type RunRecount } from '../../schemas/report.ts';
import { countAndPercent, DASH, int, pValue, pct, rateLong } from './format.ts';
import { agreementView, familiesView } from './agreement-view.ts';
import { incompleteLines, incompleteMark, missingText } from '../recount/incomplete.ts';
import { contractsView } from './contracts-view.ts';

/** Everything the report templates print, already formatted; templates only loop and escape. */

const FAMILY_HEADINGS: Record<string, string> = { single: 'Single', multi_tool: 'Multi-tool', shared_world: 'Shared', service: 'Service' };
const GROUP_HEADINGS: Record<string, string> = {
  success: 'success', generation_error: 'generation error', episode_error: 'episode error', joint: 'joint (service + visible)',
  service_only: 'service only', visible_only: 'visible only', residual: 'residual (route, preservation)',
};

export interface Cell {
  text: string;
  best: boolean;
}

/** Each run's name in tables and figures; a run shown although incomplete says so wherever it appears. */
function displayNames(runs: readonly RunRecount[]): Map<string, string> {
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.label, (counts.get(run.label) ?? 0) + 1);
  return new Map(runs.map((run) => [run.run, `${(counts.get(run.label) ?? 0) > 1 ? `${run.label} [${run.run}]` : run.label}${incompleteMark(run)}`]));
}

/** Marks the maximum of each column (all ties) as best; missing values never are. */
function bestFlags(values: (number | null)[]): boolean[] {
  const present = values.filter((value): value is number => value !== null);
  const max = present.length > 0 ? Math.max(...present) : null;
  return values.map((value) => value !== null && value === max);
}

function modelTable(report: Report, names: Map<string, string>, families: string[]) {
  const columns = ['Open', ...families.map((family) => `${FAMILY_HEADINGS[family] ?? family} FWR`), 'Overall FWR', 'APR'];
  const valuesOf = (run: RunRecount): (number | null)[] => [
    // No evaluation counted (every one missing): no Open count, never a 0 that reads as a result.
    run.open.total === 0 ? null : run.open.passed,
    ...families.map((family) => run.families[family as keyof RunRecount['families']]?.fwr.percent ?? null),
    run.fwr.percent,
    run.apr.percent,
  ];
  const columnValues = columns.map((_, index) => report.runs.map((run) => valuesOf(run)[index] ?? null));
  const best = columnValues.map(bestFlags);
  const order = new Map(report.runs.map((run, index) => [run.run, index]));
  const developers = [...new Set(report.runs.map((run) => run.developer))].sort((a, b) => a.localeCompare(b, 'en'));
  const groups = developers.map((developer) => ({
    developer,
    rows: report.runs
      .filter((run) => run.developer === developer)
      .sort((a, b) => (b.fwr.rate ?? -1) - (a.fwr.rate ?? -1) || (order.get(a.run) ?? 0) - (order.get(b.run) ?? 0))
      .map((run) => {
        const index = order.get(run.run) ?? 0;
        const cells: Cell[] = valuesOf(run).map((value, column) => ({
          // Open is a count in the paper's Table 2; its share is printed beside it.
          text: column === 0 ? countAndPercent(run.open) : pct(value),
          best: best[column]?.[index] ?? false,
        }));
        return { name: names.get(run.run) ?? run.run, run: run.run, cells };
      }),
  }));
  return { columns, groups };
}

/** Per-run figures stay readable (and Vega's specs small) up to this many runs. */
export const FIGURE_RUN_CAP = 60;

/** The runs drawn in figures: all, or the FIGURE_RUN_CAP best by FWR (ties in run order). */
function figureRunIds(report: Report): Set<string> {
  if (report.runs.length <= FIGURE_RUN_CAP) return new Set(report.runs.map((run) => run.run));
  const ranked = report.runs.map((run, index) => ({ run: run.run, rate: run.fwr.rate ?? -1, index }));
  ranked.sort((a, b) => b.rate - a.rate || a.index - b.index);
  return new Set(ranked.slice(0, FIGURE_RUN_CAP).map((entry) => entry.run));
}

export function buildView(report: Report, title: string) {
  const names = displayNames(report.runs);
  const drawn = figureRunIds(report);
  const figureRuns = report.runs.filter((run) => drawn.has(run.run));
  const rank = new Map(figureRuns.map((run, index) => [run.run, index]));
  const nameOf = (run: string) => names.get(run) ?? run;
  const families = FamilySchema.options.filter((family) => report.runs.some((run) => run.families[family]));
  const stageNames = [...FailureStageSchema.options];
  const groupNames = [...FailureGroupSchema.options];
  const failedGroups = groupNames.filter((group) => group !== 'success');
  const union = report.union;
  const pairText = union.best_pair.pair ? union.best_pair.pair.map(nameOf).join(' + ') : DASH;
  const otherTies = union.best_pair.ties.slice(1).map((pair) => pair.map(nameOf).join(' + '));
  const heatmap = figureRuns.flatMap((run) =>
    families.map((family) => {
      const value = run.families[family]?.fwr.percent ?? null;
      return { run: nameOf(run.run), rank: rank.get(run.run) ?? 0, family: FAMILY_HEADINGS[family] ?? family, fwr: value ?? 0, text: pct(value, 1) };
    }),
  );
  const totals = report.joint.totals;
  return {
    title,
    provenance: report.provenance,
    tool: `liveuibench ${report.tool.version} (${report.tool.commit})`,
    warnings: report.warnings,
    /** Leading lines for runs an infrastructure failure left incomplete (analyze --allow-incomplete). */
    incomplete: incompleteLines(report.runs),
    runs: report.runs.map((run) => ({ name: nameOf(run.run), run: run.run })),
    figureRunCount: figureRuns.length,
    figureNote: figureRuns.length < report.runs.length ? ` (the ${figureRuns.length} runs with the highest FWR of ${report.runs.length})` : '',
    families: families.map((family) => ({ name: FAMILY_HEADINGS[family] ?? family })),
    twinsNote: report.runs.some((run) => run.twins === 'on')
      ? 'Twins on: a task evaluation passes only when its counterfactual twin (other typed values, look-alike records, the same packages) passes too; APR, Open and the first-failure and joint tables count the base episodes (as the paper defines them); Twins is the twin pass rate over the evaluations that have one.'
      : '',
    models: modelTable(report, names, families),
    contracts: contractsView(report, nameOf, drawn, rank),
    details: report.runs.map((run) => ({
      name: nameOf(run.run),
      run: run.run,
      generator: run.generator,
      evaluations: int(run.evaluations),
      fwr: rateLong(run.fwr),
      apr: rateLong(run.apr),
      open: rateLong(run.open),
      // Every report says whether twins were on; with them, the twin pass rate beside FWR.
      twins: run.twins === 'on' ? `on: ${run.twin ? rateLong(run.twin) : 'no task has a twin'}` : 'off',
      missing: missingText(run, int),
      passK: run.pass_k ? run.pass_k.map((entry) => `k=${entry.k}: pass@k ${pct(entry.pass_at_k * 100)}%, pass^k ${pct(entry.pass_hat_k * 100)}%`).join('; ') : DASH,
    })),
    union: {
      rule: union.rule,
      rows: [
        { name: 'Best single run', value: int(union.best_single.count), note: union.best_single.runs.map(nameOf).join(', ') || DASH },
        {
          name: 'Best pair union',
          value: int(union.best_pair.count),
          note: pairText + (union.best_pair.tie_count > 1 ? ` (${union.best_pair.tie_count} pairs tie${otherTies.length ? `; also ${otherTies.join(', ')}` : ''})` : ''),
        },
        { name: 'Union of all runs', value: int(union.all_runs.count), note: `of ${int(union.all_runs.of)} tasks` },
        { name: 'Unsolved by every run', value: int(union.unsolved.count), note: `of ${int(union.tasks)} tasks` },
        ...families.map((family) => {
          const entry = union.families[family];
          return { name: `${FAMILY_HEADINGS[family] ?? family} union`, value: entry ? int(entry.count) : DASH, note: entry ? `of ${int(entry.of)}` : DASH };
        }),
      ],
    },
    joint: {
      bothPass: int(totals.both_pass),
      servicePassVisibleFail: int(totals.service_pass_visible_fail),
      visiblePassServiceFail: int(totals.visible_pass_service_fail),
      bothFail: int(totals.both_fail),
      placeholderEpisodes: int(totals.error_placeholder_episodes),
      placeholderJointEpisodes: int(totals.error_placeholder_joint_episodes),
      placeholderAssertions: int(totals.placeholder_assertions),
    },
    firstFailure: {
      stageHeadings: stageNames,
      groupHeadings: failedGroups.map((group) => GROUP_HEADINGS[group] ?? group),
      rows: report.first_failure.map((entry) => ({
        name: nameOf(entry.run),
        total: int(entry.evaluations),
        stages: stageNames.map((stage) => int(entry.stages[stage])),
        groups: failedGroups.map((group) => int(entry.groups[group])),
      })),
    },
    mcnemar: {
      rule: report.mcnemar.rule,
      rows: report.mcnemar.pairs.map((pair) => ({
        a: nameOf(pair.a), b: nameOf(pair.b), tasks: int(pair.tasks), aOnly: int(pair.a_only), bOnly: int(pair.b_only), p: pValue(pair.p_value),
      })),
    },
    agreement: agreementView(report.agreement, nameOf),
    agreementFamilies: familiesView(report.agreement_families),
    stageNames,
    groupNames: failedGroups,
    figureData: {
      heatmap,
      heatmapMax: Math.max(1, ...heatmap.map((cell) => cell.fwr)),
      gap: figureRuns.map((run) => ({ run: nameOf(run.run), rank: rank.get(run.run) ?? 0, open: run.open.percent ?? 0, fwr: run.fwr.percent ?? 0 })),
      stages: report.first_failure.filter((entry) => drawn.has(entry.run)).flatMap((entry) =>
        stageNames.map((stage, order) => ({ run: nameOf(entry.run), rank: rank.get(entry.run) ?? 0, category: stage, count: entry.stages[stage], order })),
      ),
      groups: report.first_failure.filter((entry) => drawn.has(entry.run)).flatMap((entry) =>
        failedGroups.map((group, order) => ({ run: nameOf(entry.run), rank: rank.get(entry.run) ?? 0, category: group, count: entry.groups[group], order })),
      ),
    },
  };
}

export type ReportView = ReturnType<typeof buildView>;
