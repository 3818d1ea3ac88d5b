/**
 * A record task written out whole as a case row (`RecordCase` of shapes/create-revise.ts as
 * data): the app with its actions as package data, the next version a changed requirement
 * asks for, and the create and revise steps. For tasks with an app of their own, where a
 * builder per task would only copy its one row into place.
 */
import { z } from 'zod';
import { caseHead } from '../kit/rows.ts';
import { actionDef, allow, collectionDef, obj, spec, value, values, words } from '../kit/row-fields.ts';

const step = {
  message: z.string(),
  values,
  hint: words.optional(),
  api: z.string(),
  args: obj.optional(),
  fields: obj,
  show: z.array(value),
  allow: z.array(allow),
  maxMutations: z.number().int(),
  extra: z.array(spec).optional(),
};

const { title: _title, ...head } = caseHead;

export const RecordCaseRow = z.object({
  ...head,
  example: z.string().optional(),
  app: z.strictObject({ id: z.string(), title: z.string(), summary: z.string(), intro: z.string(), list: collectionDef, actions: z.array(actionDef).min(1) }),
  next: z.strictObject({ add: actionDef.optional(), replace: actionDef.optional(), list: collectionDef.optional() }).optional(),
  table: z.string(),
  capture: z.string(),
  inputs: z.array(words),
  actions: words,
  create: z.strictObject({ ...step, where: obj.optional() }),
  revise: z.strictObject({ ...step, requirement: z.string().optional(), identity: z.boolean().optional() }),
  reopen: z.array(value),
  /** Why a check is what it is, for people reading the row (a JSON line has no comments); no builder reads it. */
  notes: words.optional(),
});
export type RecordCaseRow = z.infer<typeof RecordCaseRow>;
