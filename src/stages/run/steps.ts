/**
 * Multi-step episodes (issue #29 item 2): a request may take several submits — a confirm step, a
 * search and then a pick, one form per item. After each submit the operator goes on while a
 * rendered action completes the pending one (a confirm/continue button that appeared, or that
 * the result asks for) or while the request still has values no step used; it stops at
 * `MAX_SUBMITS`, never submits what it cannot fill after the first step and never repeats an
 * identical submit. The checks judge the episode's net effect after its last step.
 */
import type { AppRuntime } from '../../runtime/runtime.ts';
import type { SubmitResult, Surface, SurfaceAction } from '../../runtime/types.ts';
import type { ChoiceLog } from '../../schemas/run.ts';
import type { EpisodeSpec } from '../../schemas/task.ts';
import { canonicalJson } from '../../io/hash.ts';
import { normalizeText } from '../check/match.ts';
import { asksNextStep, completesLabel } from './confirmation.ts';
import { chooseAction, otherForm, type Choice, type OperatorContext } from './operator.ts';
import type { SurfaceDriver } from './surface-driver.ts';

/** The most submits one episode may take (K). */
export const MAX_SUBMITS = 4;

/** One submit of an episode: what the operator chose and why, and what the app did. */
export interface Step {
  choice: Choice;
  result: SubmitResult;
}

export interface StepsOptions {
  driver: SurfaceDriver;
  runtime: AppRuntime;
  /** The page the episode starts on. */
  surface: Surface;
  /** The episode, its `$captures` already resolved to what the user saw. */
  episode: EpisodeSpec;
  context: OperatorContext;
}

const signature = (action: string, inputs: Record<string, unknown>) => canonicalJson([action, inputs]);

/** Whether a submit changed a row anywhere in the world. */
const wrote = (result: SubmitResult) => result.calls.some((call) => call.ok && call.diff.length > 0);

const quoted = (action: SurfaceAction) => `"${action.label || action.id}"`;

interface Progress {
  steps: readonly Step[];
  /** The page before the last step and the page after it. */
  before: Surface;
  after: Surface;
  submitted: ReadonlySet<string>;
  used: ReadonlySet<string>;
}

/**
 * A rendered action that completes the pending step (one that ran but changed nothing in the
 * world yet): it confirms or continues, or takes a pick from the shown results; it appeared after
 * the last step or the last result asks for a next step, it was not submitted yet in this
 * episode and the operator can fill it. Among several, the ones naming the pending action first.
 */
function completion(progress: Progress, episode: EpisodeSpec, context: OperatorContext): Choice | undefined {
  const last = progress.steps[progress.steps.length - 1] as Step;
  // Pending: the last step ran and changed nothing in the world yet.
  if (!last.result.ok || wrote(last.result)) return undefined;
  const asked = asksNextStep(last.result.message);
  const taken = new Set(progress.steps.map((s) => s.choice.action.id));
  const shownBefore = new Set(progress.before.actions.map((a) => a.id));
  const fromPage = pickFromPage(progress.after, episode, last);
  // A completer confirms or continues, or takes the pick the result asks for ("Which one (number)").
  const picks = (a: SurfaceAction) => fromPage !== undefined && a.inputs.some((i) => i.required && fromPage(i) !== undefined);
  const completers = progress.after.actions.filter((a) => !taken.has(a.id) && (completesLabel(a.id, a.label) || picks(a)) && (asked || !shownBefore.has(a.id)));
  if (completers.length === 0) return undefined;
  const pending = last.choice.action;
  const phrase = (text: string) => ` ${normalizeText(text).replace(/[^a-z0-9]+/g, ' ').trim()} `;
  const namesByLabel = (a: SurfaceAction) => {
    const [label, other] = [phrase(a.label), phrase(pending.label)];
    return label.trim() !== '' && other.trim() !== '' && (label.includes(other) || other.includes(label));
  };
  const namesById = (a: SurfaceAction) => {
    const [id, other] = [`_${a.id}_`, `_${pending.id}_`];
    return id.includes(other) || other.includes(id);
  };
  // Among completers, the ones whose label names the pending action's (or is named by it) first,
  // then those whose id holds the pending id as whole parts, then any.
  const tiers = [completers.filter(namesByLabel), completers.filter(namesById), completers];
  const pool = new Set((tiers.find((t) => t.length > 0) ?? []).map((a) => a.id));
  const accept: OperatorContext['accept'] = (c) => pool.has(c.action.id) && c.missing.length === 0 && c.contrary === undefined && !progress.submitted.has(signature(c.action.id, c.inputs));
  const choice = chooseAction(progress.after.actions, episode, { ...context, accept, pending: true, ...(fromPage ? { fromPage } : {}) });
  if (!choice) return undefined;
  const why = !shownBefore.has(choice.action.id) ? 'it appeared after that step' : 'the result asks for a next step';
  return { ...choice, reason: `step ${progress.steps.length + 1}: ${quoted(choice.action)} completes ${quoted(pending)} (${why}); ${choice.reason}` };
}

/** Labels of an input that takes a pick among shown results. */
const PICKS = /\b(id|number|no|which|pick|result|choice)\b/;

/**
 * A pick from the shown results, after a step that asks for one: a required number or text input
 * labelled as a pick ("Which note (number)") takes the one id (3+ digits) shown on the lines of
 * the page that name a value the user gave.
 */
function pickFromPage(page: Surface, episode: EpisodeSpec, last: Step): OperatorContext['fromPage'] {
  if (!asksNextStep(last.result.message)) return undefined;
  const named = Object.values(episode.values).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3).map((v) => normalizeText(v));
  // A number the user gave (an amount, "1000-Piece", "2022" in a title, a phone number) is theirs, not a pick.
  // Not the id form of a record also given by name (`names`): that id is the record the pick finds (s17 picks18).
  const idForms = new Set(Object.values(episode.names ?? {}));
  const given = new Set(Object.entries(episode.values).filter(([key]) => !idForms.has(key)).flatMap(([, v]) => String(v).match(/\d{3,}/g) ?? []));
  const idsOn = (lines: readonly string[]) => {
    const withValue = lines.map((line) => normalizeText(line)).filter((line) => named.some((v) => line.includes(v)));
    const unnamed = withValue.map((line) => named.reduce((rest, v) => rest.split(v).join(' '), line));
    return [...new Set(unnamed.flatMap((line) => line.match(/\b\d{3,}\b/g) ?? []))].filter((id) => !given.has(id));
  };
  // The result that asks for the pick names it first; else the page's lines that name the user's value.
  const fromResult = idsOn([last.result.message ?? '']);
  const ids = fromResult.length === 1 ? fromResult : idsOn(page.text.split('\n'));
  if (ids.length !== 1) return undefined;
  const id = ids[0] as string;
  return (input) => {
    if (!PICKS.test(normalizeText(`${input.name.replace(/_/g, ' ')} ${input.label}`).replace(/[^a-z0-9]+/g, ' '))) return undefined;
    if (input.type === 'number') return Number(id);
    return input.type === 'text' ? id : undefined;
  };
}

/**
 * An action that takes values of the request no step used yet, after a step that changed nothing
 * in the world (a search, a review): fillable, not the opposite of the request, not a repeat.
 */
function continuation(progress: Progress, episode: EpisodeSpec, context: OperatorContext): Choice | undefined {
  const last = progress.steps[progress.steps.length - 1] as Step;
  if (!last.result.ok || !last.result.route.validated || wrote(last.result)) return undefined;
  // A record given by name and by id is used once either form is.
  const unused = Object.keys(episode.values).filter((key) => !progress.used.has(key) && !progress.used.has(otherForm(episode, key) ?? ''));
  if (unused.length === 0) return undefined;
  const accept: OperatorContext['accept'] = (c) =>
    c.missing.length === 0 && c.contrary === undefined && c.usedKeys.some((key) => unused.includes(key)) && !progress.submitted.has(signature(c.action.id, c.inputs));
  const fromPage = pickFromPage(progress.after, episode, last);
  const choice = chooseAction(progress.after.actions, episode, { ...context, accept, ...(fromPage ? { fromPage } : {}) });
  if (!choice) return undefined;
  const names = unused.map((key) => key.split('|')[0]).join(', ');
  return { ...choice, reason: `step ${progress.steps.length + 1}: the request still had values no step used (${names}); ${choice.reason}` };
}

/**
 * Runs the episode's submits: the first as the operator's rule picks it (on the first view), then
 * while a completion or a continuation is found, at most `MAX_SUBMITS` in all. Returns the steps
 * and the last page.
 */
export async function takeSteps({ driver, runtime, surface, episode, context }: StepsOptions): Promise<{ steps: Step[]; surface: Surface }> {
  const steps: Step[] = [];
  const submitted = new Set<string>();
  const used = new Set<string>();
  let page = surface;
  let choice = chooseAction(page.actions, episode, context);
  while (choice && steps.length < MAX_SUBMITS) {
    submitted.add(signature(choice.action.id, choice.inputs));
    for (const key of choice.usedKeys) used.add(key);
    const result = await driver.act(runtime, choice.action, choice.inputs);
    steps.push({ choice, result });
    const progress: Progress = { steps, before: page, after: result.surface, submitted, used };
    page = result.surface;
    if (steps.length >= MAX_SUBMITS) break;
    choice = completion(progress, episode, context) ?? continuation(progress, episode, context);
  }
  return { steps, surface: page };
}

/** The step's reason as the evidence keeps it. */
export const choiceLog = (choice: Choice): ChoiceLog => ({ reason: choice.reason, ambiguous: choice.ambiguous });
