import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Handlebars from 'handlebars';
import { OptionError, UsageError } from '../../errors.ts';
import { copyFileAtomic, writeFileAtomic } from '../../io/disk.ts';
import { makeDir } from '../../io/fs.ts';
import { projectRoot } from '../../io/meta.ts';
import { readJson, readNdjson, writeJsonAtomic } from '../../io/ndjson.ts';
import { AssertionRowSchema } from '../../schemas/assertions.ts';
import { ManifestSchema } from '../../schemas/manifest.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import { requireFile, runDir, runFiles } from '../../infra/paths.ts';
import { DEFAULT_TASK_DIR, loadTasks } from '../../suite/load.ts';
import { VIEWER_INDEX, type ViewerIndex } from './viewer-index.ts';
import { viewerAgreements, type TaskAgreementView } from './agreement.ts';
import { byEvaluation, compareView, runPages, runSummary, safeName, taskPage, taskView, type RunData } from './model.ts';

export interface ViewOptions {
  /** Run ids (under artifacts/runs) or run folders, in the order the viewer lists them. */
  runs: string[];
  /** The viewer's folder (replaced if it holds an earlier viewer). */
  out: string;
  /** Explore folders of viewed runs: a judge column on run pages, the session and verdicts on task pages. */
  explore?: readonly string[];
}

export { VIEWER_INDEX, ViewerIndexSchema, type ViewerIndex } from './viewer-index.ts';

const handlebars = Handlebars.create();
handlebars.registerPartial('head', readFileSync(join(projectRoot, 'templates', 'view', 'head.hbs'), 'utf8'));
const compiled = new Map<string, HandlebarsTemplateDelegate>();
/** Renders one of the viewer's templates (`index`, `run`, `task`, `compare`) with its view-model. */
export function renderViewerPage(name: string, view: unknown): string {
  let found = compiled.get(name);
  if (!found) {
    found = handlebars.compile(readFileSync(join(projectRoot, 'templates', 'view', `${name}.html.hbs`), 'utf8'), { strict: false });
    compiled.set(name, found);
  }
  return found(view);
}

export function readRun(run: string, folder: string, suite: Map<string, Task>): RunData {
  const dir = runDir(run);
  const files = runFiles(dir);
  requireFile(files.manifest, 'run manifest');
  requireFile(files.evidence, 'evidence (run `liveui run` first)');
  requireFile(files.assertions, 'assertions (run `liveui check` first)');
  const manifest = readJson(files.manifest, ManifestSchema);
  const tasks = new Map(manifest.tasks.flatMap((id) => (suite.has(id) ? [[id, suite.get(id) as Task] as const] : [])));
  const screens = existsSync(files.screens) ? new Set(readdirSync(files.screens).filter((f) => /^[0-9a-f]{64}\.png$/.test(f)).map((f) => f.slice(0, -4))) : new Set<string>();
  return {
    manifest,
    folder,
    evidence: readNdjson(files.evidence, EpisodeRecordSchema, { kind: 'evidence' }).records,
    assertions: readNdjson(files.assertions, AssertionRowSchema, { kind: 'assertions' }).records,
    tasks,
    screens,
  };
}

/** A run page with the judge's agreement per task (trial 0 rows; other trials were not explored). */
function withJudgeColumn(page: ReturnType<typeof runPages>[number], agreements: ReadonlyMap<string, TaskAgreementView>) {
  return {
    ...page,
    judged: true,
    rows: page.rows.map((row) => {
      const found = row.trial === '0' ? agreements.get(row.task) : undefined;
      return { ...row, judge: found?.summary ?? '', judge_agrees: found?.agrees ?? false };
    }),
  };
}

/** Refuses an `out` folder that holds anything but an earlier viewer. */
function checkReplaceable(target: string): void {
  if (!existsSync(target)) return;
  if (!statSync(target).isDirectory()) throw new OptionError('out', `${target} exists and is not a folder`);
  if (readdirSync(target).length === 0) return;
  if (!existsSync(join(target, VIEWER_INDEX))) throw new OptionError('out', `${target} is not a liveui viewer folder (no ${VIEWER_INDEX}); refusing to replace it — choose another folder`);
}

/** The suite's tasks, for the user's messages and values (a task no longer there shows without them). */
function suiteTasks(): Map<string, Task> {
  try {
    return new Map(loadTasks(DEFAULT_TASK_DIR).map(({ task }) => [task.id, task]));
  } catch {
    return new Map();
  }
}

/**
 * `liveui view`: a static, offline HTML viewer of one or more runs — a run list, each run's task
 * evaluations (paged), one page per task evaluation, and for two runs a comparison. Built in a
 * hidden sibling folder and swapped in by rename. Returns the number of files written, and the
 * lines for runs an infrastructure failure left incomplete (the pages lead with them too).
 */
export function view(options: ViewOptions): { out: string; files: number; incomplete: string[] } {
  if (options.runs.length === 0) throw new UsageError('name one or more runs');
  const target = resolve(options.out);
  checkReplaceable(target);
  const suite = suiteTasks();
  const used = new Set<string>();
  const runs = options.runs.map((run) => {
    // Two runs with the same id (from different folders) get distinct page folders.
    let folder = safeName(run.includes('/') ? run.replace(/\/+$/, '').split('/').pop() ?? run : run);
    while (used.has(folder)) folder = `${folder}_`;
    used.add(folder);
    return readRun(run, folder, suite);
  });
  const judged = viewerAgreements(runs.map((data, index) => ({ data, source: options.runs[index] as string })), options.explore ?? []);
  makeDir(dirname(target), 'out');
  const staging = join(dirname(target), `.${safeName(target.split('/').pop() ?? 'view')}.building-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  let files = 0;
  const summaries = runs.map(runSummary);
  // A write that fails (a full disk) takes the half-built folder with it; the old viewer stays.
  try {
    makeDir(join(staging, 'screens'));
    // Pages are not fsynced one by one (a viewer holds thousands); the folder is swapped in whole.
    const write = (path: string, text: string) => {
      writeFileAtomic(path, text, { fsync: false });
      files += 1;
    };
    const pair = runs.length === 2 ? (runs as [RunData, RunData]) : undefined;
    write(join(staging, 'index.html'), renderViewerPage('index', { runs: summaries, compare: pair ? { a: pair[0].manifest.run, b: pair[1].manifest.run } : false }));
    if (pair) write(join(staging, 'compare.html'), renderViewerPage('compare', compareView(pair[0], pair[1])));
    for (const [index, run] of runs.entries()) {
      const agreements = judged.byRun.get(run.folder);
      for (const page of runPages(run)) write(join(staging, run.folder, page.file), renderViewerPage('run', agreements ? withJudgeColumn(page, agreements) : page));
      const other = pair ? pair[1 - index] : undefined;
      const otherKeys = other ? byEvaluation(other) : new Map<string, unknown>();
      for (const [key, records] of byEvaluation(run)) {
        const link = other && otherKeys.has(key) ? { label: other.manifest.run, href: `../${other.folder}/${taskPage(records.task, records.trial)}` } : undefined;
        const judge = records.trial === 0 ? agreements?.get(records.task) : undefined;
        write(join(staging, run.folder, taskPage(records.task, records.trial)), renderViewerPage('task', { ...taskView(run, records, link), ...(judge ? { judge } : {}) }));
      }
      const screens = runFiles(runDir(options.runs[index] as string)).screens;
      for (const hash of run.screens) {
        const to = join(staging, 'screens', `${hash}.png`);
        if (!existsSync(to)) {
          copyFileAtomic(join(screens, `${hash}.png`), to, { fsync: false });
          files += 1;
        }
      }
    }
    for (const { dir, hash } of judged.screens) {
      const to = join(staging, 'screens', `${hash}.png`);
      if (!existsSync(to) && existsSync(join(dir, `${hash}.png`))) {
        copyFileAtomic(join(dir, `${hash}.png`), to, { fsync: false });
        files += 1;
      }
    }
    const index: ViewerIndex = { kind: 'liveuibench.viewer/1', runs: Object.fromEntries(runs.map((run) => [run.manifest.run, run.folder])) };
    writeJsonAtomic(join(staging, VIEWER_INDEX), index);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const old = join(dirname(target), `.${safeName(target.split('/').pop() ?? 'view')}.old-${process.pid}`);
  if (existsSync(target)) renameSync(target, old);
  renameSync(staging, target);
  rmSync(old, { recursive: true, force: true });
  return { out: target, files, incomplete: summaries.flatMap((summary) => (summary.incomplete ? [summary.incomplete] : [])) };
}
