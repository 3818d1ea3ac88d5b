/**
 * The record task's case row (`RecordCase`) as data, for a case module's `.ndjson`: the steps,
 * the record followed and what reopen shows are plain JSON; the app is not, so the module builds
 * it from fields of its own (an app kind, the words of the app) and hands it to `recordCase`.
 */
import { z } from 'zod';
import { A } from '../kit/checks.ts';
import { caseHead } from '../kit/rows.ts';
import type { ListAppDef, NextVersion } from '../kit/package.ts';
import { at, type Spec } from '../kit/types.ts';
import type { RecordCase, StepDef } from './create-revise.ts';

const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const Obj = z.record(z.string(), z.json());
const Op = z.enum(['inserted', 'updated', 'deleted']);

/**
 * A step's check beyond the usual ones, as a short tuple: a change seen (`app.table`, op, where,
 * at least how many rows) or a row read back (`app.table`, key, the fields it holds).
 */
const Extra = z.union([z.tuple([z.literal('changed'), z.string(), Op, Obj, z.number().int().min(1)]), z.tuple([z.literal('record'), z.string(), Obj, Obj])]);
type Extra = z.infer<typeof Extra>;

/** One service step on the record (see `StepDef`), `extra` written as tuples. */
const step = {
  message: z.string().min(1),
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  hint: z.array(z.string()).optional(),
  api: z.string(),
  args: Obj.optional(),
  fields: Obj,
  show: z.array(Value),
  allow: z.array(z.tuple([z.string(), z.string()], Op)),
  maxMutations: z.number().int().min(0),
  extra: z.array(Extra).optional(),
};

/** The fields of a record row; a module adds what its apps are built from. */
export const recordRow = {
  ...caseHead,
  appId: z.string().min(1),
  example: z.string().optional(),
  /** The record the task follows (a table of the app's service) and the name its id is captured under. */
  table: z.string(),
  capture: z.string(),
  /** What the open episode looks for: each input (by any of its names) and the actions. */
  inputs: z.array(z.array(z.string()).min(1)),
  actions: z.array(z.string()).min(1),
  create: z.strictObject({ ...step, where: Obj.optional() }),
  revise: z.strictObject({ ...step, requirement: z.string().optional() }),
  reopen: z.array(Value),
};
type RecordRow = z.infer<z.ZodObject<typeof recordRow>>;

const spec = (e: Extra): Spec => (e[0] === 'changed' ? A.changed(...at(e[1]), e[2], e[3], e[4]) : A.record(...at(e[1]), e[2], e[3]));

const stepOf = <S extends { extra?: Extra[] }>(s: S): Omit<S, 'extra'> & Pick<StepDef, 'extra'> => ({ ...s, extra: s.extra?.map(spec) });

/** A row as the shape's case, with the app its module built for it (and the app's next version, if the revision changes it). */
export function recordCase(row: RecordRow, app: ListAppDef, next?: NextVersion): RecordCase {
  const { id, split, seed, example, intention, table, capture, inputs, actions, reopen } = row;
  return { id, split, seed, example, intention, app, next, table, capture, inputs, actions, create: stepOf(row.create), revise: stepOf(row.revise), reopen };
}
