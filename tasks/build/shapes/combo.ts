/**
 * Shared shape of the multi_tool tasks led by spotify, amazon, gmail or phone: one app with a
 * "make" action that uses two or more services for one need, and a "change" action that edits
 * the record the task follows. A pattern file writes its two actions once and a table of cases;
 * `combo` turns one filled-in case into the package and the open → submit → revise → reopen task.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { appPackage, type ActionDef, type CollectionDef } from '../kit/package.ts';
import { A, madeUpTexts, type FreeDef } from '../kit/checks.ts';
import { type Json, type Obj } from '../kit/types.ts';
import { recordTask, type StepDef } from './create-revise.ts';

export type Op = 'inserted' | 'updated' | 'deleted';
export type Allow = [app: string, table: string, ...ops: Op[]];
export type Split = 'dev' | 'public' | 'sealed';

/** What one sent email, text or voice message adds to the world. */
export const SENT_EMAIL: Allow[] = [['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']];
export const SENT_TEXT: Allow[] = [['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']];
export const NEW_TODO: Allow[] = [['todoist', 'tasks', 'inserted']];
export const NEW_NOTE: Allow[] = [['simple_note', 'notes', 'inserted']];

/** The fields every case of every pattern has. */
export interface CaseBase {
  id: string;
  split: Split;
  seed: number;
  appTitle: string;
  intention: string;
  createMessage: string;
  reviseMessage: string;
}

export interface ComboDef {
  c: CaseBase;
  services: string[];
  intro: string;
  /** The record the task follows through the revision. */
  anchor: { app: string; table: string; capture: string; where?: Obj };
  kept: Omit<CollectionDef, 'name' | 'heading' | 'empty'> & { heading?: string; empty?: string };
  make: ActionDef;
  change: ActionDef;
  openInputs: string[][];
  openActions: string[];
  create: Omit<StepDef, 'message'> & { where?: Obj };
  revise: Omit<StepDef, 'message'> & { identity?: boolean };
  reopenShows: Json[];
}

const madeUp = (action: ActionDef, values: Record<string, Json>, more: FreeDef[] = []): FreeDef[] => [...madeUpTexts(action.plan, values), ...more];

/** One multi_tool task from a pattern's actions and one case's values. */
export function combo(d: ComboDef): TaskInput {
  const pkg = appPackage({
    id: d.c.id.split('.').pop() as string,
    title: d.c.appTitle,
    summary: d.c.intention,
    intro: d.intro,
    collections: [{ name: 'items', heading: d.kept.heading ?? d.c.appTitle, empty: d.kept.empty ?? 'Nothing here yet.', ...d.kept }],
    actions: [d.make, d.change],
  });
  return recordTask({
    id: d.c.id,
    family: 'multi_tool',
    split: d.c.split,
    domains: d.services,
    seed: d.c.seed,
    intention: d.c.intention,
    services: d.services,
    app: d.anchor.app,
    table: d.anchor.table,
    capture: d.anchor.capture,
    captureWhere: d.anchor.where,
    pkg,
    openInputs: d.openInputs,
    openActions: d.openActions,
    heading: d.c.appTitle,
    create: { ...d.create, message: d.c.createMessage, free: madeUp(d.make, d.create.values, d.create.free) },
    revise: { ...d.revise, message: d.c.reviseMessage, free: madeUp(d.change, d.revise.values, d.revise.free) },
    reopenShows: d.reopenShows,
  });
}

/** A service call the episode must have made, and the rows it must have added. */
export function touched(app: string, api: string, args: Obj, table: string, where: Obj = {}) {
  return [A.called(app, api, args), A.changed(app, table, 'inserted', where)];
}
