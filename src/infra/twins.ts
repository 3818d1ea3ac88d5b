import { StageError } from '../errors.ts';
import { hashValue } from '../io/hash.ts';
import type { Task } from '../schemas/task.ts';
import { TwinsSettingSchema, type TwinsSetting } from '../schemas/twin.ts';
import { declaredTwin } from '../suite/twins/declared.ts';

/**
 * Whether a run evaluates counterfactual twins: its manifest's `settings.twins` ("on"), absent
 * in runs without them (the paper's protocol, and every run made before twins existed).
 */
export function twinsOfRun(settings: Readonly<Record<string, unknown>>): TwinsSetting {
  const parsed = TwinsSettingSchema.safeParse(settings.twins ?? 'off');
  if (!parsed.success) throw new StageError(`the run's settings.twins is ${JSON.stringify(settings.twins)}, not "on" or "off"`);
  return parsed.data;
}

/**
 * The run settings that say twins are on: the flag, and a hash of the twin declarations its
 * tasks are evaluated under (the task's own or the suite's committed one), so a run cannot be
 * resumed or checked under other twins than it started with.
 */
export function twinSettings(tasks: readonly Task[]): { twins: 'on'; twin_declarations: string } {
  return { twins: 'on', twin_declarations: twinDeclarationsHash(tasks) };
}

export function twinDeclarationsHash(tasks: readonly Task[]): string {
  return hashValue(tasks.map((task) => [task.id, task.twin ?? declaredTwin(task) ?? null]));
}

/** Refuses a twins-on run whose tasks' twin declarations changed since it was generated. */
export function checkTwinSettings(settings: Readonly<Record<string, unknown>>, tasks: readonly Task[], run: string): void {
  if (twinsOfRun(settings) !== 'on') return;
  if (settings.twin_declarations !== twinDeclarationsHash(tasks)) {
    throw new StageError(`the twin declarations of run ${run}'s tasks changed since it was generated (tasks/twins/declarations.ndjson); start a new run`, { code: 'E_RESUME_MISMATCH' });
  }
}
