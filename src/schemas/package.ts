import { z } from 'zod';
import { AppNames } from './world.ts';

/**
 * A package: the declarative app a generator produces. It is data only — texts may hold
 * `{{path}}` references resolved by the runtime's own resolver, never code or HTML.
 */

const Slug = z.string().regex(/^[a-z][a-z0-9_-]{0,63}$/, 'must be a slug: lower-case letters, digits, "-" or "_", starting with a letter');
const Name = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/, 'must be a name: letters, digits and "_", not starting with a digit');
const Text = z.string();

/** Services an action may use: the nine apps and the user's account store. */
export const ServiceNameSchema = z.enum(['supervisor', ...AppNames]);
export type ServiceName = z.infer<typeof ServiceNameSchema>;

export const FieldTypeSchema = z.enum(['string', 'number', 'boolean', 'json']);
export type FieldType = z.infer<typeof FieldTypeSchema>;

export const CollectionSpecSchema = z
  .object({
    key: Name.describe('The field that identifies an item (update/remove find items by it).'),
    fields: z.record(Name, FieldTypeSchema),
  })
  .strict();
export type CollectionSpec = z.infer<typeof CollectionSpecSchema>;

export const ValueSpecSchema = z
  .object({
    type: FieldTypeSchema,
    default: z.json().optional().describe('Initial value (null when absent).'),
  })
  .strict();
export type ValueSpec = z.infer<typeof ValueSpecSchema>;

export const StateSpecSchema = z
  .object({
    collections: z.record(Name, CollectionSpecSchema).default({}),
    values: z.record(Name, ValueSpecSchema).default({}),
  })
  .strict();
export type StateSpec = z.infer<typeof StateSpecSchema>;

/**
 * An action offered on each item of a list: the item's fields fill the inputs named in `bind`
 * (input name → item field) as the row's own hidden values; the action's other inputs are shown
 * as fields on the row. Data only: the runtime copies the item's stored values, nothing is run.
 */
export const RowActionSchema = z
  .object({
    action: Name,
    bind: z.record(Name, Name).refine((b) => Object.keys(b).length > 0, 'must bind at least one input to a field of the item').describe('Input name → the item field whose value it takes.'),
  })
  .strict();
export type RowAction = z.infer<typeof RowActionSchema>;

export const ComponentSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text: Text }).strict(),
  z.object({ type: z.literal('text'), text: Text }).strict(),
  z
    .object({
      type: z.literal('list'),
      collection: Name,
      item: Text.describe('Template for one item, e.g. "{{item.title}} ({{item.id}})".'),
      empty: Text.default(''),
      actions: z
        .array(RowActionSchema)
        .max(8)
        .optional()
        .describe('Actions offered beside every item (a "Delete" or "Mark done" per row); each row fills the bound inputs from its own item.'),
    })
    .strict(),
  z
    .object({
      type: z.literal('table'),
      collection: Name,
      columns: z.array(z.object({ field: Name, label: Text }).strict()).min(1),
      empty: Text.default(''),
    })
    .strict(),
  z.object({ type: z.literal('form'), action: Name }).strict(),
  z.object({ type: z.literal('button'), action: Name }).strict(),
  z.object({ type: z.literal('result') }).strict(),
]);
export type Component = z.infer<typeof ComponentSchema>;

export const ViewSchema = z
  .object({
    id: Name,
    title: Text,
    components: z.array(ComponentSchema),
  })
  .strict();
export type View = z.infer<typeof ViewSchema>;

export const InputTypeSchema = z.enum(['text', 'number', 'date', 'time', 'select', 'boolean', 'list']);
export type InputType = z.infer<typeof InputTypeSchema>;

export const InputSpecSchema = z
  .object({
    name: Name,
    label: Text,
    type: InputTypeSchema,
    required: z.boolean().default(false),
    options: z.array(z.string()).optional().describe('Choices of a select input.'),
    default: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).optional(),
  })
  .strict();
export type InputSpec = z.infer<typeof InputSpecSchema>;

/** Any JSON; strings inside are templates (`{{path}}` alone keeps the value's type). */
const Templated = z.json().meta({ id: 'Json' });

export const CallStepSchema = z
  .object({
    call: z.string().regex(/^[a-z_]+\.[a-z_]+$/, 'must be "app.api"'),
    args: z.record(z.string(), Templated).default({}),
    bind: Name.optional().describe('Name under which later steps and the result area see the response.'),
  })
  .strict();
export const SetStepSchema = z.object({ set: Name, value: Templated }).strict();
export const AppendStepSchema = z.object({ append: Name, item: z.record(Name, Templated) }).strict();
export const UpdateStepSchema = z.object({ update: Name, key_value: Templated, fields: z.record(Name, Templated) }).strict();
export const RemoveStepSchema = z.object({ remove: Name, key_value: Templated }).strict();
export const MessageStepSchema = z.object({ message: Text }).strict();

export interface ForEachStep {
  for_each: string;
  as: string;
  limit: number;
  steps: Step[];
}
export type Step =
  | z.infer<typeof CallStepSchema>
  | z.infer<typeof SetStepSchema>
  | z.infer<typeof AppendStepSchema>
  | z.infer<typeof UpdateStepSchema>
  | z.infer<typeof RemoveStepSchema>
  | z.infer<typeof MessageStepSchema>
  | ForEachStep;

// Recursive schemas need one declared type; ForEachStep mirrors this schema field for field.
export const ForEachStepSchema: z.ZodType<ForEachStep> = z
  .object({
    for_each: z.string().describe('A "{{path}}" reference resolving to an array.'),
    as: Name,
    limit: z.number().int().min(1).max(50),
    get steps() {
      return z.array(StepSchema);
    },
  })
  .strict();

export const StepSchema: z.ZodType<Step> = z.union([
  CallStepSchema,
  SetStepSchema,
  AppendStepSchema,
  UpdateStepSchema,
  RemoveStepSchema,
  MessageStepSchema,
  ForEachStepSchema,
]).meta({ id: 'Step', description: 'One plan step: call, set, append, update, remove, message or for_each.' });

/** The key that names each step kind, in the order of StepSchema's options. */
export const StepKinds = ['call', 'set', 'append', 'update', 'remove', 'message', 'for_each'] as const;

/** State changes an app-side agent may return (plain values, no templates). */
export const StateOpSchema = z.union([SetStepSchema, AppendStepSchema, UpdateStepSchema, RemoveStepSchema]);
export type StateOp = z.infer<typeof StateOpSchema>;

export const ActionSchema = z
  .object({
    id: Name,
    label: Text,
    inputs: z.array(InputSpecSchema).default([]),
    goal: Text.describe('What a submit of this action must achieve.'),
    services: z.array(ServiceNameSchema).default([]),
    plan: z.array(StepSchema).optional(),
    agent: z.object({ role: Text, instructions: Text }).strict().optional(),
  })
  .strict()
  .refine((a) => (a.plan === undefined) !== (a.agent === undefined), {
    message: 'an action needs exactly one of "plan" or "agent"',
  });
export type Action = z.infer<typeof ActionSchema>;

export const PackageSchema = z
  .object({
    app: z.object({ id: Slug, title: Text, summary: Text }).strict(),
    version: z.number().int().min(1),
    state: StateSpecSchema.default({ collections: {}, values: {} }),
    views: z.array(ViewSchema).min(1),
    actions: z.array(ActionSchema).default([]),
  })
  .strict();
export type Package = z.infer<typeof PackageSchema>;

/** The app's kept data: one array of items per collection, one JSON value per value. */
export const AppStateSchema = z
  .object({
    collections: z.record(z.string(), z.array(z.record(z.string(), z.json()))),
    values: z.record(z.string(), z.json()),
  })
  .strict();
export type AppState = z.infer<typeof AppStateSchema>;

/** What the result area shows: the last action's outcome, its inputs and bound responses. */
export const LastResultSchema = z
  .object({
    action: z.string(),
    ok: z.boolean(),
    message: z.string().nullable(),
    error: z.string().nullable(),
    inputs: z.record(z.string(), z.json()),
    binds: z.record(z.string(), z.json()),
    /** Render provenance of the message: its interpolated values with its own words masked (provenance.ts). */
    message_values: z.array(z.string()).optional(),
  })
  .strict();
export type LastResult = z.infer<typeof LastResultSchema>;

/** `state.json` of an app store. */
export const StoredStateSchema = z
  .object({
    app_id: z.string(),
    package_version: z.number().int().min(1),
    state: AppStateSchema,
    last_result: LastResultSchema.nullable(),
  })
  .strict();
export type StoredState = z.infer<typeof StoredStateSchema>;

/** JSON Schema of a package (for generator prompts and `liveui package schema`). */
export function packageJsonSchema(): unknown {
  return z.toJSONSchema(PackageSchema, { io: 'input', unrepresentable: 'any' });
}
