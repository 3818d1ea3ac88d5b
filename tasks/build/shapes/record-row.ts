/**
 * A record case (`RecordCase`, shapes/create-revise.ts) as a row of data, in two sizes:
 * - `recordRow`: the app's name and summary, the record it follows, and what each step says and
 *   must leave; the module that reads the rows adds the app's screen and actions, and whatever
 *   else follows from a row's values (texts the app makes up, fixture ids, checks naming a person).
 * - `RecordCaseRow`: the task written out whole, its app's actions as package data too, for
 *   tasks with an app of their own, where a builder per task would only copy its one row into place.
 */
import { z } from 'zod';
import { appCase, caseHead } from '../kit/rows.ts';
import { actionDef, allow, apiCall, collectionDef, free, obj, op, spec, value, values, words } from '../kit/row-fields.ts';
import { serviceChecks } from '../kit/flow.ts';
import type { FollowupDef } from './create-revise.ts';

/** What the create and the revise step each say and must leave. */
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
  /** Fields the user leaves to the app (a label they never give), each with its why. */
  free: z.array(free).optional(),
};
/** What the revise step adds: the changed requirement, and whether the record must stay the same one. */
const revision = { requirement: z.string().optional(), identity: z.boolean().optional() };
/** The record a case follows: its table, the capture naming it, and the app's inputs and actions. */
const record = { table: z.string(), capture: z.string(), inputs: z.array(words), actions: words };
/** What reopen must still show. */
const reopen = z.array(value);

/** An episode after the revision, as the calls and changes it must make (see `serviceChecks`). */
const followup = z.strictObject({
  message: z.string(),
  values,
  hint: words,
  calls: z.array(apiCall),
  changes: z.array(z.tuple([z.string(), op, obj])),
  max: z.number().int(),
  allow: z.array(allow),
  show: z.array(value),
});

export const recordRow = {
  ...appCase,
  ...record,
  create: z.strictObject(step),
  revise: z.strictObject({ ...step, ...revision }),
  followup: followup.optional(),
  reopen,
};
export const RecordRow = z.object(recordRow);
export type RecordRow = z.infer<typeof RecordRow>;

/** A row's followup with its checks composed. */
export const followupOf = ({ message, values, hint, ...checks }: z.infer<typeof followup>): FollowupDef => ({ message, values, hint, checks: serviceChecks(checks) });

const { title: _title, ...head } = caseHead;
/** Checks a whole row adds to a step beyond what its fields imply. */
const extra = z.array(spec).optional();

export const RecordCaseRow = z.object({
  ...head,
  example: z.string().optional(),
  app: z.strictObject({ id: z.string(), title: z.string(), summary: z.string(), intro: z.string(), list: collectionDef, actions: z.array(actionDef).min(1) }),
  next: z.strictObject({ add: actionDef.optional(), replace: actionDef.optional(), list: collectionDef.optional() }).optional(),
  ...record,
  create: z.strictObject({ ...step, extra, where: obj.optional() }),
  revise: z.strictObject({ ...step, extra, ...revision }),
  reopen,
  /** Why a check is what it is, for people reading the row (a JSON line has no comments); no builder reads it. */
  notes: words.optional(),
});
export type RecordCaseRow = z.infer<typeof RecordCaseRow>;
