/**
 * The types every task builder shares: JSON values, the assertion and table-change shapes, and
 * what a case states about itself. One place, so a builder never declares its own `Allow`.
 */
import type { z } from 'zod';
import type { AssertionSpecSchema, TaskInput } from '../../../src/schemas/task.ts';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Obj = { [key: string]: Json };
/** A single value an assertion compares (the schema's `Value`). */
export type Value = string | number | boolean | null;

/** A row change as the checker names it. */
export type Op = 'inserted' | 'updated' | 'deleted';
/** A table an episode may change, and how: `['gmail', 'emails', 'inserted']`. */
export type Allow = [app: string, table: string, ...ops: Op[]];
type AssertionInput = z.input<typeof AssertionSpecSchema>;
/** One assertion before it gets its id (see `episode`): a member of the schema's union. */
export type Spec = AssertionInput extends infer S ? (S extends unknown ? Omit<S, 'id'> : never) : never;
/** What the operator types into an episode's inputs, by input name. */
export type Values = Record<string, string | number | boolean>;
export type Family = TaskInput['family'];
export type Split = TaskInput['split'];
export type Stage = 'open' | 'submit' | 'revise' | 'reopen' | 'followup';
/** A service step's stage (open and reopen are the skeleton's own). */
export type StepStage = 'submit' | 'revise' | 'followup';

/** What every case row states about its task: id, split and seed, the app's title, what the user wants. */
export interface CaseHead {
  id: string;
  split: Split;
  seed: number;
  title: string;
  intention: string;
}

/** A case row that also names and describes its app. */
export interface AppCase extends CaseHead {
  appId: string;
  summary: string;
}

/** `app.table` (or `app.api`) split in two. */
export const at = (where: string): [string, string] => where.split('.') as [string, string];
