import { ContractSchema, FamilySchema, SplitSchema, StageSchema, type Family } from '../schemas/assertions.ts';
import { CONTRACTS, type Task } from '../schemas/task.ts';
import type { ApiDoc } from '../schemas/world.ts';
import type { Table1Cell, Table1Row, Target, TaskStats } from '../schemas/task-stats.ts';
import { worldDocs } from '../world/docs.ts';
import { serviceApps } from '../world/apps/index.ts';
import { isCrossService } from '../paper/table1.ts';
import { loadPublished, DEFAULT_PUBLISHED, type Published } from '../paper/published.ts';
import { DEFAULT_TASK_DIR, loadTasks, taskSetHash } from './load.ts';
import { selectTasks } from './select.ts';
import { maxTrigramOverlap, patternGroups, writeApiCoverage } from './diversity.ts';
import { fidelityFigures } from './fidelity.ts';
import { DEFAULT_REVIEW_DIR, readReviews, reviewReport, type LocatedReview } from './review.ts';

export interface StatsOptions {
  dir?: string;
  /** Task selector (`--tasks`); default every task. */
  tasks?: string;
  /** The paper's numbers (default paper/published.json). */
  published?: string;
  /** Review records (default tasks/reviews). */
  reviews?: string;
}

/** The full-suite issue's diversity targets (issue 14). */
export const TARGETS = {
  max_tasks_per_pattern: 8,
  min_single_tasks_per_app: 25,
  min_write_api_share: 0.8,
  max_trigram_overlap: 0.6,
} as const;

const zeroRow = (): Table1Row => ({ all: 0, public: 0, dev: 0, sealed: 0, cross_service_all: 0, cross_service_public: 0 });
const byKey = <K extends string, V>(keys: readonly K[], make: () => V) => Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, V>;

/** Table 1 per family: all, per split, and cross-service (all and public). */
export function table1(tasks: readonly Task[]): Record<Family, Table1Row> {
  const rows = byKey(FamilySchema.options, zeroRow);
  for (const task of tasks) {
    const row = rows[task.family];
    const cross = isCrossService(task.apps);
    row.all += 1;
    row[task.split] += 1;
    if (cross) row.cross_service_all += 1;
    if (cross && task.split === 'public') row.cross_service_public += 1;
  }
  return rows;
}

/** Every cell the paper prints in Table 1, with the live count beside it (for `make all`). */
export function table1VersusPaper(rows: Record<Family, Table1Row>, paper: Published['table1']): Table1Cell[] {
  const cells: Table1Cell[] = [];
  const add = (family: Family, column: string, live: number, printed: number) =>
    cells.push({ key: `table1.${family}.${column}`, family, column, live, paper: printed, equal: live === printed });
  for (const family of ['single', 'multi_tool', 'shared_world'] as const) {
    for (const column of ['all', 'public', 'cross_service_all', 'cross_service_public'] as const) add(family, column, rows[family][column], paper[family][column].value);
  }
  add('service', 'all_extra', rows.service.all, paper.service.all_extra.value);
  add('service', 'cross_service_all', rows.service.cross_service_all, paper.service.cross_service_all.value);
  return cells;
}

/** Pure core of `liveui tasks stats`: every figure from the tasks, the API docs and the paper. */
export function computeStats(tasks: readonly Task[], docs: readonly ApiDoc[], paper: Published['table1'], apps: readonly string[] = Object.keys(serviceApps), reviews: readonly LocatedReview[] = []): TaskStats {
  const rows = table1(tasks);
  const cells = table1VersusPaper(rows, paper);
  const splits = byKey(SplitSchema.options, () => 0);
  const byFamily = byKey(FamilySchema.options, () => ({ tasks: 0, episodes: 0, assertions: 0 }));
  const byStage = byKey(StageSchema.options, () => ({ episodes: 0, assertions: 0 }));
  const byContract = byKey(ContractSchema.options, () => 0);
  const singlePerApp = Object.fromEntries(apps.map((app) => [app, 0])) as Record<string, number>;
  for (const task of tasks) {
    splits[task.split] += 1;
    const family = byFamily[task.family];
    family.tasks += 1;
    for (const episode of task.episodes) {
      family.episodes += 1;
      family.assertions += episode.assertions.length;
      byStage[episode.stage].episodes += 1;
      byStage[episode.stage].assertions += episode.assertions.length;
      for (const assertion of episode.assertions) byContract[CONTRACTS[assertion.type][0]] += 1;
    }
    if (task.family === 'single') {
      for (const service of new Set(task.apps.flatMap((a) => a.services))) if (service in singlePerApp) singlePerApp[service] = (singlePerApp[service] ?? 0) + 1;
    }
  }
  const patterns = patternGroups(tasks);
  const largest = patterns.filter((p) => p.tasks.length === patterns[0]?.tasks.length);
  const coverage = writeApiCoverage(tasks, docs, apps);
  const intentions = tasks.flatMap((task) => task.apps.map((app) => ({ id: `${task.id}#${app.slot}`, task: task.id, text: app.intention })));
  const overlap = maxTrigramOverlap(intentions);

  const minSingle = Math.min(...apps.map((a) => singlePerApp[a] ?? 0));
  const minShare = Math.min(...coverage.map((c) => c.share));
  const maxPattern = patterns[0]?.tasks.length ?? 0;
  const maxOverlap = overlap[0]?.overlap ?? 0;
  const differing = cells.filter((c) => !c.equal);
  const targets: Target[] = [
    { figure: 'table1', value: cells.length - differing.length, target: `all ${cells.length} printed cells equal the paper's`, holds: differing.length === 0, detail: differing.length === 0 ? 'every cell equal' : `${differing.length} cells differ` },
    { figure: 'max_tasks_per_pattern', value: maxPattern, target: `<= ${TARGETS.max_tasks_per_pattern}`, holds: maxPattern <= TARGETS.max_tasks_per_pattern, detail: `${patterns.length} patterns; largest ${largest.map((p) => p.pattern).join(', ')}` },
    { figure: 'min_single_tasks_per_app', value: minSingle, target: `>= ${TARGETS.min_single_tasks_per_app} for each of ${apps.length} apps`, holds: minSingle >= TARGETS.min_single_tasks_per_app, detail: apps.filter((a) => (singlePerApp[a] ?? 0) === minSingle).join(', ') },
    { figure: 'min_write_api_share', value: minShare, target: `>= ${TARGETS.min_write_api_share} for each app`, holds: minShare >= TARGETS.min_write_api_share, detail: coverage.filter((c) => c.share === minShare).map((c) => c.app).join(', ') },
    { figure: 'max_trigram_overlap', value: maxOverlap, target: `<= ${TARGETS.max_trigram_overlap}`, holds: maxOverlap <= TARGETS.max_trigram_overlap, detail: overlap.map((o) => `${o.a} ~ ${o.b}`).join('; ') },
  ];
  return {
    kind: 'liveuibench.task-stats/1',
    tasks: tasks.length,
    task_set_hash: taskSetHash(tasks),
    table1: rows,
    table1_vs_paper: { equal: differing.length === 0, cells },
    splits,
    by_family: byFamily,
    by_stage: byStage,
    by_contract: byContract,
    diversity: {
      patterns: patterns.length,
      largest_patterns: largest,
      single_tasks_per_app: singlePerApp,
      write_api_coverage: coverage,
      intentions: intentions.length,
      max_trigram_overlap: overlap,
    },
    targets,
    fidelity: fidelityFigures(reviewReport(tasks, reviews)),
  };
}

/** `liveui tasks stats`: loads the tasks (optionally a selection), the docs and the paper. */
export function taskStats(options: StatsOptions = {}): TaskStats {
  const tasks = selectTasks(loadTasks(options.dir ?? DEFAULT_TASK_DIR), options.tasks).map((t) => t.task);
  return computeStats(tasks, worldDocs(), loadPublished(options.published ?? DEFAULT_PUBLISHED).table1, Object.keys(serviceApps), readReviews(options.reviews ?? DEFAULT_REVIEW_DIR));
}
