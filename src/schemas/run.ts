import { z } from 'zod';
import { CallRecordSchema, DiffSchema, RowSchema } from './world.ts';
import { ErrorKindSchema, StageSchema, VariantSchema } from './assertions.ts';

/** One generation outcome (`packages.ndjson`): the initial package or a revision, or a failure. */
export const PackageRecordSchema = z.object({
  run: z.string(),
  trial: z.number().int().nonnegative(),
  task: z.string(),
  /** Which app of the task ("A", or "B" in shared_world tasks). */
  slot: z.string(),
  /** 0 for the initial package; n for the n-th requirement revision. */
  revision: z.number().int().nonnegative(),
  /** The revise episode that asked for this revision (null for the initial package). */
  episode: z.string().nullable(),
  generator: z.string(),
  ok: z.boolean(),
  /** The admitted package (validated by the runtime's schema when used). */
  package: z.unknown().optional(),
  /** Failed generations: why (every admission problem when rejected). */
  failure: z
    .object({
      kind: z.enum(['no_package', 'invalid_json', 'rejected', 'infrastructure']),
      reasons: z.array(z.string()),
      /** What the generator said instead, if anything (e.g. a chat answer). */
      text: z.string().optional(),
    })
    .optional(),
});
export type PackageRecord = z.infer<typeof PackageRecordSchema>;

/** The operator's reason for its choice of action, by the first ground that set it apart. */
export const ChoiceLogSchema = z.object({
  reason: z.string(),
  /** True when another action was as good on every ground and the page order decided. */
  ambiguous: z.boolean(),
});
export type ChoiceLog = z.infer<typeof ChoiceLogSchema>;

export const RouteEventSchema = z.object({
  /** Position of the click in the episode. */
  index: z.number().int().nonnegative(),
  action: z.string(),
  /** The workflow the action routed to: "plan", "agent", or "none" (an action that reaches nothing). */
  handler: z.enum(['plan', 'agent', 'none']),
  inputs: z.record(z.string(), z.unknown()),
  /** True when the inputs passed validation and the workflow ran (a refused submit still routes, but runs nothing). */
  validated: z.boolean(),
  /** Why the operator took this step: set on every step of an episode that took more than one (a one-step episode keeps it in the record's `choice`). */
  choice: ChoiceLogSchema.optional(),
});
export type RouteEvent = z.infer<typeof RouteEventSchema>;

export const SurfaceActionSchema = z.object({
  id: z.string(),
  label: z.string(),
  handler: z.enum(['plan', 'agent', 'none']),
  inputs: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      required: z.boolean(),
      /** API arguments the input's value flows into, read from the plan (absent: none). */
      flows_to: z.array(z.string()).optional(),
    }),
  ),
  /** The APIs (`app.api`) the action's plan calls (absent: none, or evidence older than this field). C1 reads it. */
  calls: z.array(z.string()).optional(),
  /** The services an agent action is granted (absent for plan actions): the agent picks its calls at run time. */
  services: z.array(z.string()).optional(),
});
export type SurfaceAction = z.infer<typeof SurfaceActionSchema>;

/**
 * What the task's reference package did in the same episode of the same seeded world (replayed
 * by the run stage, cached): the yardstick of `world_matches_reference` and of grounding.
 */
export const ReferenceEpisodeSchema = z.object({
  /** False when the reference itself could not run the episode (the task is unsound). */
  ok: z.boolean(),
  /** Successful service calls the reference made in the episode. */
  calls: z.number().int().nonnegative(),
  /** Net change set of the episode over every table of every app. */
  changes: DiffSchema,
  /** The reference's captures up to and including this episode. */
  captures: z.record(z.string(), z.unknown()),
  /** The service records the reference's result shows (read from its responses), by app. */
  about: z.array(z.object({ app: z.string(), record: RowSchema })),
});
export type ReferenceEpisode = z.infer<typeof ReferenceEpisodeSchema>;

/** Render provenance of a page: its interpolated text by source, literal package text left out. */
export const ShownSchema = z.object({
  /** Values rendered from kept state (`{{state.*}}`, list items, table cells). */
  state: z.array(z.string()),
  /** Values rendered from the last result (`{{result.*}}`, `{{inputs.*}}`, the values in its message). */
  result: z.array(z.string()),
});

/** Everything observed in one episode (`evidence.ndjson`). */
export const EpisodeRecordSchema = z.object({
  run: z.string(),
  trial: z.number().int().nonnegative(),
  task: z.string(),
  /** Twins on only: the base task's episode or its twin's. */
  variant: VariantSchema.optional(),
  slot: z.string(),
  episode: z.string(),
  episode_index: z.number().int().nonnegative(),
  stage: StageSchema,
  /** False when the episode crashed or could not run (its assertions become placeholders). */
  ok: z.boolean(),
  error_kind: ErrorKindSchema.nullable(),
  error: z.string().nullable(),
  action: z.string().nullable(),
  inputs: z.record(z.string(), z.unknown()),
  /** Why the operator chose `action`, the episode's first step (absent when nothing was submitted, and in records made before it was logged). */
  choice: ChoiceLogSchema.optional(),
  route: z.array(RouteEventSchema),
  calls: z.array(CallRecordSchema),
  /** The app's kept state after the episode. */
  state: z.unknown(),
  /** The actions and inputs the rendered page offered at the end of the episode (a form's fields, a button's none). */
  surface: z.array(SurfaceActionSchema),
  /** What the surface showed just before the episode's action (null when nothing was submitted). */
  visible_before: z.string().nullable(),
  visible_text: z.string(),
  /** The interpolated part of `visible_text` (render provenance): what C4 and C5 may count. */
  shown: ShownSchema,
  html: z.string(),
  /** The action's result message/error shown to the user, if any. */
  message: z.string().nullable(),
  /** Values captured for later episodes (`$playlistId` → 1234567). */
  captures: z.record(z.string(), z.unknown()),
  /** Independent reads made by the operator after the episode, keyed by assertion id (rows found). */
  probes: z.record(z.string(), z.array(RowSchema)),
  /** Browser surface: sha256 of the PNG of the screen before the action (`screens/<hash>.png` in the run folder). */
  screen_before: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** Browser surface: sha256 of the PNG of the episode's final screen. */
  screen: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  /** The reference's run of the same episode (absent in records made before it was recorded). */
  reference: ReferenceEpisodeSchema.optional(),
});
export type EpisodeRecord = z.infer<typeof EpisodeRecordSchema>;

/** The identity of an episode record; everything observed starts empty (see `emptyEpisode`). */
export type EpisodeIdentity = Pick<EpisodeRecord, 'run' | 'trial' | 'task' | 'slot' | 'episode' | 'episode_index' | 'stage'>;

/** An episode record with nothing observed yet, not failed (live runs and the reconstruction). */
export function emptyEpisode(identity: EpisodeIdentity): EpisodeRecord {
  return {
    ...identity,
    ok: true,
    error_kind: null,
    error: null,
    action: null,
    inputs: {},
    route: [],
    calls: [],
    state: null,
    surface: [],
    visible_before: null,
    visible_text: '',
    shown: { state: [], result: [] },
    html: '',
    message: null,
    captures: {},
    probes: {},
  };
}
