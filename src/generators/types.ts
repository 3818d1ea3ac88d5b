import type { Reference, Task } from '../schemas/task.ts';

/** What every generator sees: the user's words and the permitted context, nothing hidden. */
export interface GenerationRequest {
  task: string;
  slot: string;
  intention: string;
  services: string[];
  trial: number;
}

export interface RevisionRequest extends GenerationRequest {
  /** The package being revised (the last admitted one). */
  package: unknown;
  /** The changed requirement, in the user's words. */
  requirement: string;
  /** The revise episode asking for it. */
  episode: string;
}

export type FailureKind = 'no_package' | 'invalid_json' | 'rejected' | 'infrastructure';

export type GenerationOutcome =
  | { ok: true; package: unknown }
  | { ok: false; kind: FailureKind; reasons: string[]; text?: string };

/** Runtime settings a generator needs for its apps (the no-grounding ablation disables APIs). */
export interface RuntimeSettings {
  apis: 'live' | 'disabled';
  /** 'none': the app keeps nothing between visits (the no_persist control). */
  persist?: 'kept' | 'none';
  /** 'reference': actions handed to the app-side agent are served by a scripted agent that makes the reference's calls (the multi_agent control). */
  agent?: 'reference';
}

/**
 * One boundary for every generator. The harness never repairs output: what `generate` returns
 * goes through admission as it is. Only generators with `readsReference` get the task's hidden
 * reference (the oracle and the controls derived from it).
 */
export interface Generator {
  name: string;
  label: string;
  developer: string;
  readsReference: boolean;
  runtime: RuntimeSettings;
  /** `task`: the whole task, answers included — given only to generators that read the reference (controls that cheat on purpose). */
  generate(request: GenerationRequest, reference?: Reference, task?: Task): Promise<GenerationOutcome>;
  revise(request: RevisionRequest, reference?: Reference, task?: Task): Promise<GenerationOutcome>;
  /** Controls only: why this control leaves the task's apps exactly the oracle's (undefined when it changes them). */
  whyUnchanged?(task: Task): string | undefined;
}
