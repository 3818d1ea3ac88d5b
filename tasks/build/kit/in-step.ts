/**
 * Records kept in step with the one the user changes (issue #30, reference_wrong): an app that
 * set up two records for one thing (a chore's to-do and the alarm labelled with its name, one
 * payment noted in Splitwise and on Venmo, one text kept as a file and a note) may carry the
 * user's change over to the second, or leave it. The end state says how (`in_step`, checked in
 * src/stages/check/reference-state.ts); the step's collateral bound and mutation cap make room.
 */
import { freshWorld } from '../../../src/world/fixture.ts';
import type { InStepDef } from './checks.ts';
import type { Allow, Op } from './types.ts';

/** The tables a step may change, with each record kept in step as updated too. */
export function allowInStep(allow: readonly Allow[], inStep: readonly InStepDef[]): Allow[] {
  const out = allow.map((a): Allow => [...a]);
  const add = (app: string, table: string, op: Op) => {
    const there = out.find(([a, t]) => a === app && t === table);
    if (!there) out.push([app, table, op]);
    else if (!there.includes(op)) there.push(op);
  };
  for (const r of inStep) {
    add(r.app, r.table, r.op ?? 'updated');
    for (const [app, table, ...ops] of r.also ?? []) for (const op of ops) add(app, table, op);
  }
  return out;
}

/**
 * The step's mutation cap with room for the rows kept in step: one per record, the most rows of
 * one follow-on for each table's follow-ons that exclude each other (a to-do ticked off or
 * deleted is one row), summed over tables.
 */
export function maxInStep(max: number, inStep: readonly InStepDef[] = []): number {
  const byRow = new Map<string, number>();
  for (const r of inStep) {
    const row = `${r.app}.${r.table}:${r.op ?? 'updated'}:${JSON.stringify(r.key ?? r.where ?? r.field)}`;
    const one = `${r.app}.${r.table}:${JSON.stringify(r.key ?? null)}`;
    // Rules about one keyed row (tick it off, or delete it) are one row, whatever the op.
    const id = r.key !== undefined ? one : row;
    byRow.set(id, Math.max(byRow.get(id) ?? 0, r.rows ?? 1));
  }
  return max + [...byRow.values()].reduce((a, b) => a + b, 0);
}

/**
 * The to-do an app set up for a thing the user then finishes or calls off ("done proofreading",
 * "the return can be cancelled"): the app may tick it off, or (`gone`) delete it, or leave it.
 * Only that to-do (`$capture`, captured when it was made); ticking off another still fails.
 */
export function todoSettled(capture: string, why: string, gone = false): InStepDef[] {
  const key = { id: `$${capture}` };
  return [
    { app: 'todoist', table: 'tasks', field: 'is_completed', from: '0', to: '1', key, why },
    ...(gone ? [{ app: 'todoist', table: 'tasks', field: 'id', from: '', to: '', op: 'deleted' as const, key, why }] : []),
  ];
}

let receivers: Map<string, number> | undefined;

/**
 * A new text the app may send the person it already texted about a plan, telling the change (the
 * new date): one phone.text_messages row to them whose message mentions one of `mentions`, with
 * the service's two user_text_messages rows. Never demanded.
 */
export function textTelling(phone: string, mentions: string[], why: string): InStepDef {
  if (!receivers) {
    const world = freshWorld();
    try {
      receivers = new Map((world.sql('SELECT id, phone_number FROM admin_people').all() as { id: number; phone_number: string }[]).map((r) => [r.phone_number, r.id]));
    } finally {
      world.close();
    }
  }
  const receiver = receivers.get(phone);
  if (receiver === undefined) throw new Error(`no fixture person has the phone number ${phone}`);
  return {
    app: 'phone', table: 'text_messages', field: 'message', from: '', to: '', op: 'inserted', where: { receiver_id: receiver }, mentions, why,
    also: [['phone', 'user_text_messages', 'inserted']], rows: 3,
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * A date as a text may say it: the ISO day (which also stands for "June 12, 2023"), "June 12",
 * "Jun 12", "12 June". `[from, to]` pairs for a date the user moves, form by form.
 */
export function dateForms(iso: string): string[] {
  const [, m = '1', d = '1'] = iso.split('-');
  const month = MONTHS[Number(m) - 1] ?? '';
  const day = String(Number(d));
  return [iso, `${month} ${day}`, `${month.slice(0, 3)} ${day}`, `${day} ${month}`];
}

/**
 * A text field of a record the plan wrote that holds the date the user moves (an itinerary, a
 * draft's body): it may carry the new date in the same form, or stay.
 */
export function dateMoved(app: string, table: string, field: string, from: string, to: string, why: string): InStepDef[] {
  const olds = dateForms(from);
  const news = dateForms(to);
  return olds.map((old, i) => ({ app, table, field, from: old, to: news[i] ?? to, why }));
}
