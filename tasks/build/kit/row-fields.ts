/**
 * Zod schemas for what case rows hold besides their head (kit/rows.ts): JSON values, what the
 * operator types, the changes an episode may make, free fields, assertions, inputs and calls
 * written as short tuples, and an app's lists and actions.
 * Objects inside a row are as strict as the row, so a misspelt field is an error there too.
 * Parsing leaves a row as it is written (no defaults; records keep their key order), so a task
 * file never depends on the schema that checked its row.
 */
import { z } from 'zod';
import { AssertionSpecSchema } from '../../../src/schemas/task.ts';
import { appCase, caseHead } from './rows.ts';
import type { Json, Spec } from './types.ts';
import { call, input, type InputDef } from './package.ts';

export const json: z.ZodType<Json> = z.lazy(() => z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]));
export const obj = z.record(z.string(), json);
/** A value an assertion compares: a literal, or `$name` for a captured one. */
export const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** What the operator types into an episode's inputs, by input name. */
export const values = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export const words = z.array(z.string());
export const op = z.enum(['inserted', 'updated', 'deleted']);
/** A table an episode may change, and how: `["phone", "alarms", "inserted"]`. */
export const allow = z.tuple([z.string(), z.string()], op);

/** A field the user leaves to the app (`FreeDef`). */
export const free = z.strictObject({
  app: z.string(),
  table: z.string(),
  field: z.string(),
  constraint: z.union([z.enum(['any', 'non_empty']), z.strictObject({ one_of: z.array(z.union([value, z.array(value)])) }), z.strictObject({ contains: z.array(value) })]).optional(),
  /** Other fields of the same row where a `contains` part may be said instead (a note's title or content). */
  or_in: z.array(z.string()).optional(),
  /** A time of day within this span ("an alarm the evening before"; see FreeFieldSchema). */
  within: z.tuple([z.string(), z.string()]).optional(),
  why: z.string().min(1),
});

/** An input as `[name, label, type?, options?]`; `inputOf` makes it the required input it names. */
export const inputRow = z.tuple([
  z.string(),
  z.string(),
  z.enum(['text', 'number', 'date', 'time', 'select', 'boolean', 'list']).optional(),
  z.array(z.string()).optional(),
]);
export const inputOf = ([name, label, type, options]: z.infer<typeof inputRow>): InputDef => input(name, label, type, options ? { options } : {});

/** An API and its arguments: `["todoist.update_task", { … }]`. */
export const apiCall = z.tuple([z.string(), obj]);
/** A plan step that calls an API, as `[api, args, bind?]`; `callOf` makes it the step. */
export const callRow = z.tuple([z.string(), obj, z.string().optional()]);
export const callOf = ([api, args, bind]: z.infer<typeof callRow>) => call(api, args, bind);

/** An assertion as a builder writes it (no id yet): the suite's schema must accept it, but it is kept as written. */
export const spec = z.custom<Spec>(
  (v) => typeof v === 'object' && v !== null && AssertionSpecSchema.safeParse({ ...v, id: 'row' }).success,
  'not an assertion the suite knows',
);

export const inputDef = z.strictObject({
  name: z.string(),
  label: z.string(),
  type: z.enum(['text', 'number', 'date', 'time', 'select', 'boolean', 'list']).optional(),
  required: z.boolean().optional(),
  options: words.optional(),
  default: z.union([z.string(), z.number(), z.boolean(), words]).optional(),
});

/** An action of the app as its package states it: a form's inputs and the plan behind it. */
export const actionDef = z.strictObject({ id: z.string(), label: z.string(), goal: z.string(), services: words.min(1), inputs: z.array(inputDef), plan: z.array(obj) });

export const collectionDef = z.strictObject({
  name: z.string(),
  key: z.string().optional(),
  fields: z.record(z.string(), z.enum(['string', 'number', 'boolean', 'json'])),
  item: z.string(),
  heading: z.string(),
  empty: z.string(),
});

/** A row of a list-flow table (shapes/list-flow.ts): its head and what the user says in each episode. */
export const listCase = { ...caseHead, say: words.min(1) };
/** A row of a record-steps table (shapes/record-steps.ts): its head, the app's words and its intro. */
export const stepsCase = { ...appCase, intro: z.string().min(1) };
