/**
 * The plain-data fields case rows share beyond their head (kit/rows.ts), as zod schemas whose
 * types fit the builders' own (`Obj`, `Allow`, `FreeDef` …): API arguments, what the user types,
 * the tables a step may change, and inputs and calls written as short tuples. Nested objects are
 * strict too, so a misspelt field deep in a row is an error at its line.
 */
import { z } from 'zod';
import { call, input, type InputDef } from './package.ts';

/** A JSON object: API arguments, a record's fields (`Obj`). */
export const obj = z.record(z.string(), z.json());
/** A value an assertion compares (`Value`). */
export const value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** What the operator types, by input name (`Values`). */
export const values = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
export const op = z.enum(['inserted', 'updated', 'deleted']);
/** A table a step may change, and how (`Allow`): `["gmail", "drafts", "inserted"]`. */
export const allow = z.tuple([z.string(), z.string()], op);

/** A field the user leaves to the app (`FreeDef`). */
export const free = z.strictObject({
  app: z.string(),
  table: z.string(),
  field: z.string(),
  constraint: z.union([z.enum(['any', 'non_empty']), z.strictObject({ one_of: z.array(value) }), z.strictObject({ contains: z.array(value) })]).optional(),
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
