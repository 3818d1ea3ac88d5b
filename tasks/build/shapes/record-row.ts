/**
 * A record case (`RecordCase`, shapes/create-revise.ts) as a row of data: the app's name and
 * summary, the record it follows, and what each step says and must leave, all plain. The module
 * that reads the rows adds the app's screen and actions, and whatever else follows from a row's
 * values (texts the app makes up, fixture ids, checks naming a person).
 */
import { z } from 'zod';
import { appCase } from '../kit/rows.ts';
import { allow, apiCall, obj, op, value, values } from '../kit/row-fields.ts';
import { serviceChecks } from '../kit/flow.ts';
import type { FollowupDef } from './create-revise.ts';

const step = {
  message: z.string(),
  values,
  hint: z.array(z.string()).optional(),
  api: z.string(),
  args: obj.optional(),
  fields: obj,
  show: z.array(value),
  allow: z.array(allow),
  maxMutations: z.number().int(),
};

/** An episode after the revision, as the calls and changes it must make (see `serviceChecks`). */
const followup = z.strictObject({
  message: z.string(),
  values,
  hint: z.array(z.string()),
  calls: z.array(apiCall),
  changes: z.array(z.tuple([z.string(), op, obj])),
  max: z.number().int(),
  allow: z.array(allow),
  show: z.array(value),
});

export const recordRow = {
  ...appCase,
  table: z.string(),
  capture: z.string(),
  inputs: z.array(z.array(z.string())),
  actions: z.array(z.string()),
  create: z.strictObject(step),
  revise: z.strictObject({ ...step, requirement: z.string().optional(), identity: z.boolean().optional() }),
  followup: followup.optional(),
  reopen: z.array(value),
};
export const RecordRow = z.object(recordRow);
export type RecordRow = z.infer<typeof RecordRow>;

/** A row's followup with its checks composed. */
export const followupOf = ({ message, values, hint, ...checks }: z.infer<typeof followup>): FollowupDef => ({ message, values, hint, checks: serviceChecks(checks) });
