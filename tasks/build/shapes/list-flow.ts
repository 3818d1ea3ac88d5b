/**
 * A flow over one kept list: open → one or more action episodes → reopen. The todoist and
 * simple_note cases act on records the user names, undo, delete and move things; each case
 * states what every episode must change and show, and this shape adds the checks every action
 * episode shares (route, mutation cap, no collateral, grounded results) through the kit's skeleton.
 * Most cases are a pair: a first action (submit) and a second (revise) over one list (`listTask`).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef, type RowsDef, type Said } from '../kit/checks.ts';
import { flowTask as skeleton, serviceChecks, type CaptureDef } from '../kit/flow.ts';
import { appPackage, type ActionDef, type CollectionDef } from '../kit/package.ts';
import { slug } from '../kit/task.ts';
import { asksToKeep } from '../kit/record-names.ts';
import type { Allow, CaseHead, Spec, StepStage, Values, Value } from '../kit/types.ts';


/** One action episode of a pattern: what the service must have been asked, changed and shown. */
export interface Act {
  values: Values;
  hint: string[];
  /** Captured ids, by name: the first inserted row of that table (matching `where`). */
  captures?: Record<string, CaptureDef>;
  /** What the service must have been asked and what must have changed (C3). */
  checks: Spec[];
  /** Values the user must see, each grounded in what the service returned or changed (C4); `said` names the user's words one comes from. */
  show: (Value | Said)[];
  allow: Allow[];
  max: number;
  free?: FreeDef[];
  rows?: RowsDef[];
  /** The episode's stage where it is not the act's place in submit, revise, followup (see `alsoMade`). */
  stage?: StepStage;
}

/**
 * The acts with a second making episode right after the first: the user makes (or finishes) a
 * look-alike record too, so the record a later act names is neither the newest nor the last one
 * the app touched, and an app that ignores the name and takes its own last record gets the
 * look-alike (issue #30, trivial_target). The extra act is a second submit (`create2`); the acts
 * after it keep their stages, so their episode and assertion ids stay as they were.
 */
export function alsoMade(acts: [Act, ...Act[]], extra: Act | undefined): [Act, ...Act[]] {
  if (!extra) return acts;
  const [first, ...rest] = acts;
  return [first, { ...extra, stage: 'submit' }, ...rest.map((act, i) => ({ ...act, stage: act.stage ?? STAGES[i + 1] ?? 'followup' }))];
}


/** A row of a case table: the fields every pattern shares, and what the user says in each episode. */
export interface CaseBase extends CaseHead {
  say: string[];
}

/** A pattern: the app every case of it gets, and the episodes it asks for. */
export interface Pattern<C extends CaseBase> {
  domain: string;
  /** Services of the app; the domain alone unless given. */
  services?: string[];
  summary: string | ((c: C) => string);
  intro: string | ((c: C) => string);
  lists: CollectionDef[];
  /** The app's actions: the first (submit), the second (revise), any more. */
  forms: ActionDef[];
  inputs: string[][];
  actions: string[];
  acts: (c: C) => [Act, ...Act[]];
  reopen: (c: C) => Spec[];
  retained: Value | ((c: C) => Value);
}

const STAGES: StepStage[] = ['submit', 'revise', 'followup'];
const of = <C, T>(v: T | ((c: C) => T), c: C): T => (typeof v === 'function' ? (v as (c: C) => T)(c) : v);

/**
 * One task of a pattern: open → one episode per act → reopen. Act n is said with `say[n]`, in
 * stage submit, revise, then followup; the reopen episode adds what the kept state must hold
 * and the first open input.
 */
export function listTask<C extends CaseBase>(p: Pattern<C>, c: C): TaskInput {
  const acts = p.acts(c);
  if (c.say.length !== acts.length) throw new Error(`${c.id}: ${acts.length} episodes but ${c.say.length} messages`);
  return skeleton({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [p.domain],
    intention: c.intention,
    services: p.services ?? [p.domain],
    pkg: appPackage({ id: slug(c.id), title: c.title, summary: of(p.summary, c), intro: of(p.intro, c), collections: p.lists, actions: p.forms }),
    open: { inputs: p.inputs, actions: p.actions, heading: c.title },
    naming: 'stage-joined',
    steps: acts.map(({ checks, max, allow, show, stage, ...act }, i) => ({
      stage: stage ?? STAGES[i] ?? 'followup',
      message: c.say[i],
      ...act,
      checks: serviceChecks({ checks, max, allow, show }),
    })),
    reopen: [...p.reopen(c), A.retained(of(p.retained, c)), A.input(...(p.inputs[0] ?? ['request']))],
    // A tool acting on records the user already has keeps nothing unless asked to (K12): no history after reopen.
    reopenKeepsNothing: !acts.some((a) => a.captures) && !asksToKeep(c.intention),
  });
}

/** Builds every case of a pattern. */
export const listTasks = <C extends CaseBase>(p: Pattern<C>, cases: C[]): TaskInput[] => cases.map((c) => listTask(p, c));

