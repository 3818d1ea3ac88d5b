import { PackageSchema, type Package } from '../../schemas/package.ts';
import type { SurfaceAction } from '../../runtime/types.ts';
import type { EpisodeSpec, Task } from '../../schemas/task.ts';
import { inputFlows, type InputFlows } from '../../stages/run/data-flow.ts';
import { chooseAction } from '../../stages/run/operator.ts';

/**
 * Where each value a user types goes in the task's reference: the input the operator fills with
 * it and the API arguments (`app.api.argument`) the reference's plan passes that input to. A
 * twin swaps values by what they do — a title written into a new record, a search for a record,
 * an id — so it reads this from the reference, as the operator would fill it.
 */

export interface TypedValue {
  /** Index of the episode in the task. */
  episode: number;
  key: string;
  value: string | number | boolean;
  /** The API arguments the reference passes the value to (empty when none is found). */
  flows: string[];
  /** The choices of the input it fills, when that input is a select. */
  options: string[] | undefined;
}

const parsed = new WeakMap<object, Package | null>();
function packageOf(raw: unknown): Package | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  let found = parsed.get(raw);
  if (found === undefined) {
    const result = PackageSchema.safeParse(raw);
    parsed.set(raw, (found = result.success ? result.data : null));
  }
  return found ?? undefined;
}

function surfaceActions(pkg: Package): SurfaceAction[] {
  return pkg.actions.map((action) => ({
    id: action.id,
    label: action.label,
    handler: action.plan ? ('plan' as const) : ('agent' as const),
    inputs: action.inputs.map((input) => ({ name: input.name, label: input.label, type: input.type, required: input.required, ...(input.options ? { options: input.options } : {}) })),
  }));
}

/** The reference package each episode of a task runs (the initial one, then each revision from its episode on). */
export function referencePackageAt(task: Task): (Package | undefined)[] {
  const current = new Map<string, Package | undefined>();
  return task.episodes.map((episode) => {
    const slot = task.reference[episode.slot];
    if (!current.has(episode.slot)) current.set(episode.slot, packageOf(slot?.package));
    const revised = slot?.revisions[episode.id];
    if (revised !== undefined) current.set(episode.slot, packageOf(revised));
    return current.get(episode.slot);
  });
}

const isCapture = (value: unknown): boolean => typeof value === 'string' && /^\$[A-Za-z][A-Za-z0-9_]*$/.test(value);

/** Every value the user types in the task, in episode order, with where the reference sends it. */
export function typedValues(task: Task): TypedValue[] {
  const packages = referencePackageAt(task);
  const out: TypedValue[] = [];
  task.episodes.forEach((episode: EpisodeSpec, index) => {
    const entries = Object.entries(episode.values).filter(([, value]) => !isCapture(value));
    if (entries.length === 0) return;
    const pkg = packages[index];
    const actions = pkg ? surfaceActions(pkg) : [];
    const flows: InputFlows = pkg ? inputFlows(pkg) : new Map();
    const chosen = actions.length > 0 ? chooseAction(actions, episode, { flows, goals: new Map((pkg?.actions ?? []).map((a) => [a.id, a.goal])) })?.action : undefined;
    for (const [key, value] of entries) {
      // One key at a time, as the auto reviewer tells inputs apart: which input does it fill?
      const alone = chosen ? chooseAction([chosen], { ...episode, values: { [key]: value }, message: undefined }, { flows }) : undefined;
      const inputs = Object.keys(alone?.inputs ?? {}).filter((name) => name !== 'request');
      const args = inputs.flatMap((name) => [...(flows.get(chosen?.id ?? '')?.get(name) ?? [])]);
      const options = inputs.flatMap((name) => chosen?.inputs.find((input) => input.name === name)?.options ?? []);
      out.push({ episode: index, key, value, flows: [...new Set(args)], options: options.length > 0 ? options : undefined });
    }
  });
  return out;
}
