/**
 * LiveGUI-Bench's two controls that the paper names without defining (docs/decisions.md,
 * "schema_first and multi_agent"):
 *
 * | control      | what it does                                                            | targets |
 * |--------------|-------------------------------------------------------------------------|---------|
 * | schema_first | built from the package schema and the granted services' docs alone: one | C4+C5   |
 * |              | generic form per write API, echoing its inputs; never reads the request |         |
 * | multi_agent  | every action handed to the app-side agent; a scripted agent makes the    | C4+C5   |
 * |              | reference's calls, answers "Done." and keeps nothing                    |         |
 */
import { defaultBudgets } from '../runtime/limits.ts';
import { Meter } from '../runtime/meter.ts';
import { runPlan } from '../runtime/plan.ts';
import type { AgentRequest, AgentResult, AppAgent } from '../runtime/types.ts';
import type { Step } from '../schemas/package.ts';
import type { Task } from '../schemas/task.ts';
import type { ParamDoc } from '../schemas/world.ts';
import { limits } from '../runtime/limits.ts';
import { worldDocs } from '../world/docs.ts';
import { transformed } from './controls.ts';
import type { Generator, GenerationOutcome, GenerationRequest } from './types.ts';

type Obj = Record<string, unknown>;

const INPUT_TYPE: Record<string, string> = { integer: 'number', number: 'number', boolean: 'boolean' };

/** An input for one API parameter: named after it, typed from its doc, required as the doc says. */
function inputFor(param: ParamDoc): Obj {
  const type = param.type.startsWith('array') ? 'list' : (INPUT_TYPE[param.type] ?? 'text');
  return { name: param.name, label: param.name.replace(/_/g, ' '), type, required: param.required };
}

/**
 * The package a generator writes when it knows only the schema and the docs: a console with one
 * form per write API of the granted services (APIs whose docs declare changes), each passing its
 * inputs straight to the API and echoing them back. It keeps nothing and shows no response.
 */
export function schemaFirstPackage(request: GenerationRequest): Obj {
  const writes = worldDocs(request.services).filter((doc) => doc.changes.length > 0 && doc.api !== 'login' && doc.api !== 'logout');
  const actions = writes.slice(0, limits.actions).map((doc) => {
    const params = doc.parameters.filter((p) => /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(p.name)).slice(0, limits.inputsPerAction);
    const args = Object.fromEntries(params.map((p) => [p.name, `{{inputs.${p.name}}}`]));
    const echo = params.map((p) => `${p.name} = {{inputs.${p.name}}}`).join(', ');
    return {
      id: `${doc.app}_${doc.api}`.slice(0, 64),
      label: `${doc.app} ${doc.api.replace(/_/g, ' ')}`,
      goal: doc.description.slice(0, 1_000) || `${doc.app}.${doc.api}`,
      services: [doc.app],
      inputs: params.map(inputFor),
      plan: [{ call: `${doc.app}.${doc.api}`, args }, { message: `Sent ${doc.app}.${doc.api}${echo ? ` with ${echo}` : ''}.` }],
    };
  });
  return {
    app: { id: 'service-console', title: 'Service console', summary: 'One form per service operation.' },
    version: 1,
    state: { collections: {}, values: {} },
    views: [{ id: 'main', title: 'Service console', components: [{ type: 'heading', text: 'Service console' }, ...actions.map((a) => ({ type: 'form', action: a.id })), { type: 'result' }] }],
    actions,
  };
}

const schemaFirst: Generator = {
  name: 'schema_first',
  label: 'Control: schema first',
  developer: 'liveuibench controls',
  readsReference: false,
  runtime: { apis: 'live', persist: 'kept' },
  async generate(request): Promise<GenerationOutcome> {
    return { ok: true, package: schemaFirstPackage(request) };
  },
  async revise(request): Promise<GenerationOutcome> {
    // The request is never read, so a revision is the same console one version up.
    const previous = request.package as { version?: unknown } | null;
    const version = typeof previous?.version === 'number' ? previous.version + 1 : 2;
    return { ok: true, package: { ...schemaFirstPackage(request), version } };
  },
};

/** The generic words every multi_agent action hands over instead of a plan. */
const HANDOVER = { role: 'Assistant for this action', instructions: 'Carry out the request with the services and report back.' };

const multiAgent = transformed(
  'multi_agent',
  'Control: multi-agent',
  (pkg) => {
    for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
      delete action.plan;
      action.agent = { ...HANDOVER };
    }
  },
  { apis: 'live', persist: 'kept', agent: 'reference' },
);

export const agentControls = { schema_first: schemaFirst, multi_agent: multiAgent } as const satisfies Record<string, Generator>;

/**
 * A plan without the steps that keep records (append, update, remove): the agent keeps nothing,
 * and an edit of a record it never kept must not stop the calls after it. `set` stays (later
 * steps may read it); its change goes with the dropped working copy.
 */
function withoutKeeping(steps: readonly Step[]): Step[] {
  return steps
    .filter((step) => !('append' in step || 'update' in step || 'remove' in step))
    .map((step) => ('for_each' in step ? { ...step, steps: withoutKeeping(step.steps) } : step));
}

/**
 * The scripted app-side agent behind `multi_agent`: for each handed-over action it runs the
 * plan of the reference action with the same id (and goal, where ids repeat across apps or
 * versions) through the runtime's own plan interpreter, with the agent's metered `call`, then
 * drops every state change the plan made and answers with a generic message. So the services
 * see the reference's calls (C2/C3 can pass), while the app shows and keeps nothing (C4/C5 fail).
 */
export function referenceAgent(task: Task): AppAgent {
  const candidates: { id: string; goal: string; plan: Step[] }[] = [];
  for (const slot of Object.values(task.reference)) {
    for (const pkg of [slot.package, ...Object.values(slot.revisions)]) {
      for (const action of Array.isArray((pkg as Obj).actions) ? ((pkg as Obj).actions as Obj[]) : []) {
        if (typeof action.id === 'string' && typeof action.goal === 'string' && Array.isArray(action.plan)) candidates.push({ id: action.id, goal: action.goal, plan: action.plan as Step[] });
      }
    }
  }
  return {
    async run(request: AgentRequest): Promise<AgentResult> {
      const same = candidates.filter((c) => c.id === request.action.id);
      // The last version wins: a revised package's action replaces the first one's.
      const found = same.filter((c) => c.goal === request.goal).at(-1) ?? same.at(-1);
      if (!found) return { state_ops: [], message: 'Done.' };
      const meter = new Meter(defaultBudgets, { call: (app, api, args) => request.call(app, api, args) });
      const spec = request.spec ?? { collections: {}, values: {} };
      runPlan(withoutKeeping(found.plan), request.inputs, structuredClone(request.state), spec, meter);
      return { state_ops: [], message: 'Done.' };
    },
  };
}
