import { z } from 'zod';
import { StateOpSchema, type Action, type AppState, type StateSpec } from '../schemas/package.ts';
import type { CallRecord } from '../schemas/world.ts';
import { worldDocs } from '../world/docs.ts';
import { describeOver, measureJson } from './bounds.ts';
import { limits } from './limits.ts';
import { ActionFailure, BudgetExhausted, type Meter } from './meter.ts';
import type { PlanOutcome } from './plan.ts';
import { applyOp } from './state.ts';
import type { AgentRequest, AppAgent } from './types.ts';

const AgentResultSchema = z.object({ state_ops: z.array(StateOpSchema), message: z.string() });

function refused(app: string, api: string, args: Record<string, unknown>, message: string): CallRecord {
  return { seq: 0, app, api, args, ok: false, status: 403, response: null, error: { status: 403, code: 'service_not_allowed', message }, diff: [] };
}

/**
 * Runs an `agent` action: the agent sees the allowed services' docs and a budgeted caller;
 * its state operations are checked against the state schema and applied to the working copy.
 */
export async function runAgent(agent: AppAgent, action: Action, inputs: Record<string, unknown>, working: AppState, spec: StateSpec, meter: Meter): Promise<PlanOutcome> {
  const services: string[] = [...action.services];
  const request: AgentRequest = {
    action: structuredClone(action),
    inputs: structuredClone(inputs),
    goal: action.goal,
    role: action.agent?.role ?? '',
    instructions: action.agent?.instructions ?? '',
    services,
    state: structuredClone(working),
    spec: structuredClone(spec),
    tools: worldDocs(services).filter((doc) => doc.api !== 'login' && doc.api !== 'logout'),
    call: (app, api, args) => {
      meter.step();
      if (!services.includes(app)) return refused(app, api, args, `${app} is not among this action's services (${services.join(', ') || 'none'})`);
      if (api === 'login' || api === 'logout') return refused(app, api, args, 'the runtime logs in for the user');
      return meter.call(app, api, args);
    },
  };
  let raw: unknown;
  try {
    raw = await agent.run(request);
  } catch (error) {
    if (error instanceof BudgetExhausted) throw error;
    throw new ActionFailure(`the app agent failed: ${(error as Error).message}`);
  }
  // The result is measured before the schema walks it (recursively).
  const caps = { maxDepth: limits.jsonDepth, maxChars: limits.stateChars };
  const measure = measureJson(raw, caps);
  if (!measure.ok) throw new ActionFailure(`the app agent's result is ${describeOver(measure, caps)}`);
  const parsed = AgentResultSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ActionFailure(`the app agent's result is malformed: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  if (parsed.data.message.length > limits.textChars) throw new ActionFailure(`the app agent's message is longer than ${limits.textChars} characters`);
  for (const op of parsed.data.state_ops) {
    meter.step();
    applyOp(working, spec, op);
  }
  // The app-side agent's message is produced at run time, not package text: it is interpolated.
  return { message: parsed.data.message, binds: {}, message_values: [parsed.data.message] };
}
