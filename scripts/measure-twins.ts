/**
 * `npx tsx scripts/measure-twins.ts`: what counterfactual twins catch that one seeded world does
 * not. An app that ignores its inputs is the reference with every input a typed value fills
 * replaced, in the plan, by the literal value the base episode typed (issue #28, class 1). Prints
 * how many tasks' base it passes, and how many of those the task's twin catches.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTasks } from '../src/suite/load.ts';
import { twinOf } from '../src/suite/twins/index.ts';
import { referencePackageAt } from '../src/suite/twins/roles.ts';
import { inputFlows } from '../src/stages/run/data-flow.ts';
import { chooseAction } from '../src/stages/run/operator.ts';
import { runTaskEpisodes } from '../src/stages/run/episodes.ts';
import { referencePackages, referenceReplay } from '../src/stages/run/reference.ts';
import { checkTaskEvaluation } from '../src/stages/check/index.ts';
import type { Task } from '../src/schemas/task.ts';
type Json = Record<string, any>;

const cacheRoot = join(tmpdir(), 'liveui-twins-measure');

function wrong(task: Task): Task['reference'] | undefined {
  const reference = structuredClone(task.reference) as Json;
  const packages = referencePackageAt(task);
  let changed = false;
  task.episodes.forEach((episode, index) => {
    const values = Object.entries(episode.values).filter(([, v]) => typeof v !== 'boolean' && !/^\$/.test(String(v)));
    if (values.length === 0) return;
    const pkg = packages[index];
    if (!pkg) return;
    const actions = pkg.actions.map((a) => ({ id: a.id, label: a.label, handler: (a.plan ? 'plan' : 'agent') as 'plan', inputs: a.inputs.map((i) => ({ name: i.name, label: i.label, type: i.type, required: i.required })) }));
    const flows = inputFlows(pkg);
    const chosen = chooseAction(actions, episode, { flows, goals: new Map((pkg?.actions ?? []).map((a) => [a.id, a.goal])) })?.action;
    if (!chosen) return;
    const slot = reference[episode.slot];
    const targets = [slot.package, ...Object.values(slot.revisions)];
    for (const [key, value] of values) {
      const alone = chooseAction([chosen], { ...episode, values: { [key]: value }, message: undefined }, { flows });
      for (const input of Object.keys(alone?.inputs ?? {})) {
        if (input === 'request') continue;
        for (const target of targets) {
          const action = (target.actions as Json[]).find((a) => a.id === chosen.id);
          if (!action?.plan) continue;
          const before = JSON.stringify(action.plan);
          const whole = `"{{inputs.${input}}}"`;
          let text = before.split(whole).join(JSON.stringify(value));
          text = text.split(`{{inputs.${input}}}`).join(String(value).replace(/"/g, '\\"'));
          if (text !== before) {
            action.plan = JSON.parse(text);
            changed = true;
          }
        }
      }
    }
  });
  return changed ? (reference as Task['reference']) : undefined;
}

async function passes(world: Task, reference: Task['reference']): Promise<boolean> {
  const records = await runTaskEpisodes({ task: world, trial: 0, run: 't', packages: referencePackages(world, reference), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  const replay = await referenceReplay(world, 0, { cacheRoot });
  records.forEach((r, i) => { const x = replay[i]; if (x) r.reference = x; });
  return checkTaskEvaluation(world, 0, 't', new Map(records.map((r) => [r.episode, r]))).every((row) => row.passed);
}

let applies = 0, basePass = 0, caught = 0, noTwin = 0;
const escaped: string[] = [];
for (const { task } of loadTasks()) {
  const ref = wrong(task);
  if (!ref) continue;
  applies += 1;
  if (!(await passes(task, ref))) continue;
  basePass += 1;
  const twin = twinOf(task);
  if (!twin.ok) { noTwin += 1; escaped.push(`${task.id} (no twin)`); continue; }
  if (await passes(twin.task, ref)) escaped.push(task.id); else caught += 1;
}
console.log(`ignore_inputs: applies to ${applies} tasks; passes the base of ${basePass}; its twin catches ${caught}; ${noTwin} have no twin; still passing: ${escaped.length}`);
console.log(escaped.join('\n'));
