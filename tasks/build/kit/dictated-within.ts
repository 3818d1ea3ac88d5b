/**
 * s16 (issue #30, undictated_text): a text the user dictated is held as contained, not as the
 * whole field, where the field is a document or message the app may word around it.
 *
 * - An email sent with a dictated text ("email Nora a hint about the pillow cover … Text: The
 *   oatmeal linen pillow cover would make me very happy"): an app that sends the text followed by
 *   the product's name and price did what was asked; the body must contain the text.
 * - A file written with a dictated line ("write the invoice as a file": "Logo design, 2 rounds,
 *   $150"): an invoice with a heading, the client and the date around the line holds it. Only
 *   where a later step of the app already holds the file to containing the user's values (adding
 *   "Paid on June 3" at its end) and none compares the content whole: so the step that writes the
 *   file agrees with the step that changes it. A file the user only saves with a text ("Save
 *   ~/documents/parking.txt: Renew the parking permit") keeps that text as its content.
 * - A note the user says to ADD to a payment ("Add the note: Dinner at Lola, all square now"), or
 *   to note or annotate it, in the message or the app's intention ("lets me annotate the Splitwise
 *   side"; s17 words18): the description may keep what it said and add the note; it must contain it.
 * - The copy of a file mailed as an attachment: where the step's world check holds the file's
 *   content to a rule (contains, at the end), the attachment's content is held to the same rule,
 *   not to the reference's layout of it ("lamp 5, chairs 10, bike 40" on one line).
 * Each dictated text stays checked: the world check's free rule demands it whole, and the read-back
 * (`record_matches`) or row filter (`db_changed`) of the same field, which asked it to equal the
 * text, lets it go to that rule.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';
import { intentionOf } from './own-state-words.ts';

type Allowed = { app: string; table: string; ops: string[] };
type Free = { app: string; table: string; field: string; constraint?: Json; why?: string };

interface Within {
  call: string;
  arg: string;
  app: string;
  table: string;
  field: string;
  op: 'inserted' | 'updated';
  /** Only where the user's message says so. */
  said?: RegExp;
  /** Not where the message says the text replaces what the field says ("Change the note to …", "should say …"). */
  unsaid?: RegExp;
  /**
   * Only where no later step compares the field whole, and a later step of the app holds it to
   * containing the user's values already (the task reads the file as the app's layout around them).
   */
  keptWhole?: boolean;
  why: string;
}

export const WITHIN: readonly Within[] = [
  { call: 'gmail.send_email', arg: 'body', app: 'gmail', table: 'emails', field: 'body', op: 'inserted', why: 'the user dictates the text the email carries; the app may word the email around it (a greeting, the product it is about), so the body contains the text' },
  { call: 'file_system.create_file', arg: 'content', app: 'file_system', table: 'files', field: 'content', op: 'inserted', keptWhole: true, why: 'the user dictates the line the file holds; the app may write the document around it (a heading, a date), so the file contains the line' },
  { call: 'splitwise.update_payment', arg: 'description', app: 'splitwise', table: 'payments', field: 'description', op: 'updated', said: /\b(add(s|ed|ing)?|note|annotat(e|es|ed|ing))\b/i, unsaid: /\b(change[sd]?|renamed?|replaced?|should (say|read))\b/i, why: 'the user says to add the note to the payment; what the payment said before may stay beside it, so the description contains the note' },
];

const calls = (plan: unknown): Obj[] => (Array.isArray(plan) ? allSteps(plan as Json[]).filter((s) => typeof s.call === 'string') : []);

/** Every call step of the slot's reference packages, revisions included. */
function referenceCalls(task: TaskInput, slot: string): Obj[] {
  const entry = (task.reference as Record<string, { package?: Obj; revisions?: Record<string, Obj> }> | undefined)?.[slot];
  if (!entry) return [];
  return [entry.package, ...Object.values(entry.revisions ?? {})].filter((p): p is Obj => p !== undefined).flatMap((pkg) => ((pkg.actions ?? []) as Obj[]).flatMap((a) => calls(a.plan)));
}

const allows = (assertions: readonly Obj[], app: string, table: string, op: string): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === app && x.table === table && x.ops.includes(op)));

const freeFor = (world: Obj, app: string, table: string, field: string): Free | undefined =>
  ((world.free ?? []) as Free[]).find((f) => f.app === app && (f.table === table || f.table === '*') && f.field === field);

/** The dictated texts of the episode that the reference passes whole as the call's argument. */
function dictatedAs(task: TaskInput, slot: string, values: Record<string, unknown>, rule: Within): string[] {
  const read = referenceCalls(task, slot)
    .filter((s) => s.call === rule.call)
    .map((s) => ((s.args ?? {}) as Obj)[rule.arg])
    .flatMap((v) => (typeof v === 'string' ? [/^\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}$/.exec(v)?.[1]] : []))
    .filter((n): n is string => n !== undefined);
  return Object.entries(values)
    .filter(([key, v]) => typeof v === 'string' && v.trim() !== '' && key.split('|').some((alias) => read.includes(alias)))
    .map(([, v]) => v as string);
}

/** Whether a later step of the slot updates the table with its world check comparing the field whole. */
function comparedLater(task: TaskInput, index: number, slot: string, rule: Within): boolean {
  return task.episodes.slice(index + 1).some((e) => {
    if (((e as { slot?: string }).slot ?? 'A') !== slot || e.stage === 'reopen') return false;
    const assertions = (e.assertions ?? []) as Obj[];
    if (!allows(assertions, rule.app, rule.table, 'updated')) return false;
    const world = assertions.find((a) => a.type === 'world_matches_reference');
    return world !== undefined && freeFor(world, rule.app, rule.table, rule.field) === undefined;
  });
}

/** Whether a later step of the slot holds the field to a rule that it contain the user's values (the file worded around them). */
function containedLater(task: TaskInput, index: number, slot: string, rule: Within): boolean {
  return task.episodes.slice(index + 1).some((e) => {
    if (((e as { slot?: string }).slot ?? 'A') !== slot || e.stage === 'reopen') return false;
    const world = ((e.assertions ?? []) as Obj[]).find((a) => a.type === 'world_matches_reference');
    const f = world ? freeFor(world, rule.app, rule.table, rule.field) : undefined;
    return f !== undefined && typeof f.constraint === 'object' && f.constraint !== null && 'contains' in f.constraint;
  });
}

/** The fields of the checks of the same app and table that ask the field to equal a value, dropped. */
function letGo(assertions: Obj[], app: string, table: string, field: string): Obj[] {
  return assertions.map((a) => {
    const key = a.type === 'record_matches' ? 'fields' : a.type === 'db_changed' ? 'where' : undefined;
    if (!key || a.app !== app || a.table !== table || typeof a[key] !== 'object' || a[key] === null || !(field in (a[key] as Obj))) return a;
    return { ...a, [key]: Object.fromEntries(Object.entries(a[key] as Obj).filter(([f]) => f !== field)) };
  });
}

export function withDictatedWithin(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, index) => {
    if (e.stage === 'reopen') return e;
    const slot = (e as { slot?: string }).slot ?? 'A';
    let assertions = (e.assertions ?? []) as Obj[];
    const values = (e.values ?? {}) as Record<string, unknown>;
    const at = assertions.findIndex((a) => a.type === 'world_matches_reference');
    if (at < 0) return e;
    let world = assertions[at] as Obj;
    const added: Free[] = [];
    for (const rule of WITHIN) {
      if (!allows(assertions, rule.app, rule.table, rule.op) || freeFor(world, rule.app, rule.table, rule.field)) continue;
      // s17 words18: the user's message or the app's intention ("lets me annotate the Splitwise side") says so.
      if (rule.said && !rule.said.test(`${e.message ?? ''}\n${intentionOf(task, slot)}`)) continue;
      if (rule.unsaid && rule.unsaid.test(e.message ?? '')) continue;
      const texts = dictatedAs(task, slot, values, rule);
      if (texts.length === 0) continue;
      if (rule.keptWhole && (comparedLater(task, index, slot, rule) || !containedLater(task, index, slot, rule))) continue;
      added.push({ app: rule.app, table: rule.table, field: rule.field, constraint: { contains: [...new Set(texts)] }, why: rule.why });
    }
    // The attachment mailed holds the file's content: the same rule as the file's.
    const fileRule = [...((world.free ?? []) as Free[]), ...added].find((f) => f.app === 'file_system' && (f.table === 'files' || f.table === '*') && f.field === 'content' && typeof f.constraint === 'object' && f.constraint !== null && 'contains' in f.constraint);
    if (fileRule && allows(assertions, 'gmail', 'attachments', 'inserted') && !freeFor(world, 'gmail', 'attachments', 'content')) {
      added.push({ app: 'gmail', table: 'attachments', field: 'content', constraint: fileRule.constraint, why: 'the email attaches the file the user wrote; its copy holds what the file must hold, in the app\'s layout' });
    }
    if (added.length === 0) return e;
    changed = true;
    world = { ...world, free: [...((world.free ?? []) as Free[]), ...added] };
    assertions = assertions.map((a, i) => (i === at ? world : a));
    for (const f of added) assertions = letGo(assertions, f.app, f.table, f.field);
    return { ...e, assertions: assertions as typeof e.assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
