import { basename } from 'node:path';
import { admit } from '../runtime/admission.ts';
import type { AssertionSpec, Task } from '../schemas/task.ts';
import { CONTRACTS } from '../schemas/task.ts';
import { knownFixtures } from '../stages/run/fixtures.ts';
import { DEFAULT_TASK_DIR, parseTaskFile, taskFiles, type LoadedTask, type TaskProblem } from './load.ts';
import { InputError } from '../errors.ts';
import { becauseProblems } from './user-words.ts';
import { repeatedTitles } from './page-titles.ts';

export interface ValidateOptions {
  dir?: string;
  /** Also require suite completeness (open/submit/revise/reopen and all five contracts). */
  complete?: boolean;
}

export interface ValidateResult {
  files: number;
  tasks: number;
  problems: TaskProblem[];
  /** What a reader would fix but that does not refuse the suite (a heading repeating the title). */
  warnings: TaskProblem[];
}

function capturesUsed(value: unknown, out: Set<string>): void {
  if (typeof value === 'string' && /^\$[A-Za-z][A-Za-z0-9_]*$/.test(value)) out.add(value.slice(1));
  else if (Array.isArray(value)) value.forEach((v) => capturesUsed(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => capturesUsed(v, out));
}

export interface CheckTaskOptions {
  /** Also require what a suite task needs: the open, submit, revise and reopen stages and all five contracts. */
  complete: boolean;
}

/** Semantic checks of one parsed task; every problem names its JSON path. */
export function checkTask(task: Task, file: string, { complete }: CheckTaskOptions): TaskProblem[] {
  const problems: TaskProblem[] = [];
  const add = (path: string, message: string) => problems.push({ file, path, message });
  if (`${task.id}.json` !== basename(file)) add('$.id', `task id "${task.id}" does not match the file name`);
  if (!knownFixtures().includes(task.world.fixture)) add('$.world.fixture', `unknown fixture "${task.world.fixture}" (known: ${knownFixtures().join(', ')})`);
  const slots = new Set(task.apps.map((a) => a.slot));
  if (slots.size !== task.apps.length) add('$.apps', 'slot names must be unique');
  if (task.family === 'shared_world' && task.apps.length !== 2) add('$.apps', 'a shared_world task has two apps');
  if (task.family !== 'shared_world' && task.apps.length !== 1) add('$.apps', 'only shared_world tasks have two apps');
  const defined = new Set<string>();
  const episodeIds = new Set<string>();
  const assertionIds = new Set<string>();
  const opened = new Set<string>();
  task.episodes.forEach((episode, e) => {
    const at = `$.episodes[${e}]`;
    if (episodeIds.has(episode.id)) add(`${at}.id`, `duplicate episode id "${episode.id}"`);
    episodeIds.add(episode.id);
    if (!slots.has(episode.slot)) add(`${at}.slot`, `unknown app slot "${episode.slot}"`);
    if (!opened.has(episode.slot) && episode.stage !== 'open') add(`${at}.stage`, `the first episode of app ${episode.slot} must be "open"`);
    opened.add(episode.slot);
    if (episode.requirement !== undefined && episode.stage !== 'revise') add(`${at}.requirement`, 'only revise episodes change the requirement');
    if (episode.requirement !== undefined && !(task.reference[episode.slot]?.revisions ?? {})[episode.id]) {
      add(`${at}.requirement`, `the reference has no revision for episode "${episode.id}"`);
    }
    const usedInValues = new Set<string>();
    capturesUsed(episode.values, usedInValues);
    for (const name of usedInValues) if (!defined.has(name)) add(`${at}.values`, `uses $${name} before an earlier episode captures it`);
    // Captures of an episode are read from its own evidence, so its assertions may use them.
    for (const name of Object.keys(episode.captures)) defined.add(name);
    // An episode that works with a service is judged by its end state too (docs/decisions.md
    // "Reference-state equivalence"): the fine-grained checks alone pass wrong apps.
    const serviceChecks = episode.assertions.filter((a) => CONTRACTS[a.type][0] === 'C3' && a.type !== 'world_matches_reference');
    if (serviceChecks.length > 0 && !episode.assertions.some((a) => a.type === 'world_matches_reference')) {
      add(`${at}.assertions`, `episode "${episode.id}" checks the services (${serviceChecks[0]?.type}) but has no world_matches_reference assertion`);
    }
    episode.assertions.forEach((assertion, a) => {
      if (assertionIds.has(assertion.id)) add(`${at}.assertions[${a}].id`, `duplicate assertion id "${assertion.id}"`);
      assertionIds.add(assertion.id);
      // Persistence is only evidence after a real teardown.
      if (CONTRACTS[assertion.type][0] === 'C5' && episode.stage !== 'reopen') add(`${at}.assertions[${a}].type`, `${assertion.type} belongs in a reopen episode`);
      const used = new Set<string>();
      capturesUsed(assertion, used);
      for (const name of used) if (!defined.has(name)) add(`${at}.assertions[${a}]`, `uses $${name} before any episode captures it`);
    });
  });
  for (const slot of slots) {
    const reference = task.reference[slot];
    if (!reference) {
      add(`$.reference`, `no reference package for app ${slot}`);
      continue;
    }
    const services = task.apps.find((a) => a.slot === slot)?.services ?? [];
    const admitted = admit(reference.package, { services });
    if (!admitted.ok) for (const p of admitted.problems) add(`$.reference.${slot}.package${p.path.slice(1)}`, p.message);
    for (const [episode, pkg] of Object.entries(reference.revisions)) {
      if (!episodeIds.has(episode)) add(`$.reference.${slot}.revisions.${episode}`, `no episode "${episode}"`);
      const revised = admit(pkg, { services });
      if (!revised.ok) for (const p of revised.problems) add(`$.reference.${slot}.revisions.${episode}${p.path.slice(1)}`, p.message);
    }
  }
  if (complete) {
    const stages = new Set(task.episodes.map((e) => e.stage));
    for (const stage of ['open', 'submit', 'revise', 'reopen'] as const) if (!stages.has(stage)) add('$.episodes', `has no ${stage} episode`);
    // no_secret_exposed is on every episode; it does not make a task assert what C1 is about.
    const contracts = new Set<string>(task.episodes.flatMap((e) => e.assertions.filter((a) => a.type !== 'no_secret_exposed').map((a: AssertionSpec) => CONTRACTS[a.type][0])));
    // C5 only where the user asks the app to keep something: a one-shot tool (archive by subject)
    // or a record the user deleted leaves nothing to show after reopen (issue #30, K7/K12).
    for (const contract of ['C1', 'C2', 'C3', 'C4']) if (!contracts.has(contract)) add('$.episodes', `has no ${contract} assertion`);
    // Only what the user asked: every visible or kept check names the user's words it comes from.
    for (const p of becauseProblems(task)) add(`$.episodes[${p.episode}].assertions[${p.assertion}].because`, p.message);
    // A field is free only where the request leaves its content to the app, and says why.
    task.episodes.forEach((episode, e) =>
      episode.assertions.forEach((assertion, a) => {
        if (assertion.type !== 'world_matches_reference') return;
        assertion.free.forEach((free, f) => {
          if (free.why === undefined) add(`$.episodes[${e}].assertions[${a}].free[${f}]`, `free field ${free.app}.${free.table}.${free.field} has no why (say in one line why the request leaves it to the app)`);
        });
      }),
    );
  }
  return problems;
}

/** Warnings of one task: its reference packages' views that open with a heading repeating the title. */
export function taskWarnings(task: Task, file: string): TaskProblem[] {
  const out: TaskProblem[] = [];
  for (const [slot, reference] of Object.entries(task.reference)) {
    const packages: [string, unknown][] = [[`$.reference.${slot}.package`, reference.package], ...Object.entries(reference.revisions).map(([episode, pkg]): [string, unknown] => [`$.reference.${slot}.revisions.${episode}`, pkg])];
    for (const [at, pkg] of packages) for (const w of repeatedTitles(pkg)) out.push({ file, path: `${at}${w.path.slice(1)}`, message: w.message });
  }
  return out;
}

/** checkTask's answers per parsed task (parseTaskFile returns the same frozen task for the same text). */
const checked = new WeakMap<Task, Map<string, TaskProblem[]>>();

function checkTaskOnce(task: Task, file: string, options: CheckTaskOptions): TaskProblem[] {
  const key = `${options.complete}\u0000${file}`;
  let byKey = checked.get(task);
  if (!byKey) checked.set(task, (byKey = new Map()));
  let problems = byKey.get(key);
  if (!problems) byKey.set(key, (problems = checkTask(task, file, options)));
  return problems;
}

/** Validates every task file of a folder and lists every problem at once. */
export function validateTasks(options: ValidateOptions = {}): ValidateResult {
  const files = taskFiles(options.dir ?? DEFAULT_TASK_DIR);
  const problems: TaskProblem[] = [];
  const warnings: TaskProblem[] = [];
  const ids = new Map<string, string>();
  let tasks = 0;
  for (const file of files) {
    const parsed = parseTaskFile(file);
    problems.push(...parsed.problems);
    if (!parsed.task) continue;
    tasks += 1;
    const earlier = ids.get(parsed.task.id);
    if (earlier) problems.push({ file, path: '$.id', message: `duplicate task id "${parsed.task.id}" (also in ${earlier})` });
    ids.set(parsed.task.id, file);
    problems.push(...checkTaskOnce(parsed.task, file, { complete: options.complete ?? true }));
    warnings.push(...taskWarnings(parsed.task, file));
  }
  if (files.length === 0) problems.push({ file: options.dir ?? DEFAULT_TASK_DIR, path: '$', message: 'no task files (*.json) in this folder' });
  return { files: files.length, tasks, problems, warnings };
}

/**
 * The tasks of a folder, refused unless `liveui tasks validate` accepts the whole folder: the one
 * validation `eval`/`generate` and `tasks validate` share. An empty folder is an error.
 */
export function loadValidTasks(dir: string = DEFAULT_TASK_DIR): LoadedTask[] {
  const result = validateTasks({ dir });
  if (result.problems.length > 0) {
    const shown = result.problems.slice(0, 5).map((p) => `${p.file}: ${p.path}: ${p.message}`);
    const more = result.problems.length > 5 ? `\n… ${result.problems.length - 5} more (run: liveui tasks validate --dir ${dir})` : '';
    throw new InputError(`${result.problems.length} problem(s) in the task files:\n${shown.join('\n')}${more}`, { path: dir });
  }
  if (result.tasks === 0) throw new InputError('no task files (*.json) in this folder', { path: dir });
  return taskFiles(dir).map((file) => ({ task: parseTaskFile(file).task as Task, file }));
}
