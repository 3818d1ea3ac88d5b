import type { AppState, StateSpec, Step } from '../schemas/package.ts';
import { ActionFailure, type Meter } from './meter.ts';
import { applyOp } from './state.ts';
import { renderTraced } from './provenance.ts';
import { resolveFields, resolveValue } from './template.ts';

export interface PlanOutcome {
  message: string | null;
  /** Top-level binds (the result area's `{{result.<bind>}}`). */
  binds: Record<string, unknown>;
  /** The message's interpolated values, its own words masked (render provenance). */
  message_values?: string[];
}

interface Frame {
  inputs: Record<string, unknown>;
  /** The working copy of state; steps see each other's changes. */
  state: AppState;
  spec: StateSpec;
  meter: Meter;
  names: Record<string, unknown>;
  outcome: PlanOutcome;
}

function scopeOf(frame: Frame): Record<string, unknown> {
  return { ...frame.names, inputs: frame.inputs, state: { ...frame.state.collections, ...frame.state.values } };
}

function asArgs(value: Readonly<Record<string, unknown>>): Record<string, unknown> {
  // An optional input left empty resolves to null: leave the parameter out rather than send null.
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== null) out[key] = v;
  return out;
}

function runStep(step: Step, frame: Frame, topLevel: boolean): void {
  frame.meter.step();
  const resolve = (value: unknown) => resolveValue(value, scopeOf(frame));
  const resolveAll = (fields: Readonly<Record<string, unknown>>) => resolveFields(fields, scopeOf(frame));
  if ('call' in step) {
    const [app = '', api = ''] = step.call.split('.');
    const record = frame.meter.call(app, api, asArgs(resolveAll(step.args)));
    if (!record.ok) throw new ActionFailure(`${step.call} failed: ${record.error?.message ?? `status ${record.status}`}`);
    if (step.bind !== undefined) {
      frame.names[step.bind] = record.response;
      if (topLevel) frame.outcome.binds[step.bind] = record.response;
    }
  } else if ('set' in step) {
    applyOp(frame.state, frame.spec, { set: step.set, value: resolve(step.value) });
  } else if ('append' in step) {
    applyOp(frame.state, frame.spec, { append: step.append, item: resolveAll(step.item) });
  } else if ('update' in step) {
    applyOp(frame.state, frame.spec, { update: step.update, key_value: resolve(step.key_value), fields: resolveAll(step.fields) });
  } else if ('remove' in step) {
    applyOp(frame.state, frame.spec, { remove: step.remove, key_value: resolve(step.key_value) });
  } else if ('message' in step) {
    // Every value in a message is the action's own (inputs, responses, state): all count as result.
    const traced = renderTraced(step.message, scopeOf(frame), { onMissing: 'throw', classify: () => 'result' });
    frame.outcome.message = traced.text;
    frame.outcome.message_values = traced.result === undefined ? [] : [traced.result];
  } else {
    const list = resolve(step.for_each);
    if (!Array.isArray(list)) throw new ActionFailure(`for_each: ${step.for_each} is not a list`);
    for (const element of list.slice(0, step.limit)) {
      // Names bound inside the body stay inside it.
      const inner: Frame = { ...frame, names: { ...frame.names, [step.as]: element } };
      for (const child of step.steps) runStep(child, inner, false);
    }
  }
}

/** Runs a plan on `state` (a working copy the caller discards on failure). */
export function runPlan(steps: readonly Step[], inputs: Record<string, unknown>, state: AppState, spec: StateSpec, meter: Meter): PlanOutcome {
  const frame: Frame = { inputs, state, spec, meter, names: {}, outcome: { message: null, binds: {} } };
  for (const step of steps) runStep(step, frame, true);
  return frame.outcome;
}
