/**
 * The two steps of the "one in, one out" tasks (a favourite starred and another unstarred, a
 * number blocked and another unblocked, a friend added and another dropped): a row inserted and
 * captured, then another row of the same table deleted while the first stays.
 */
import { at, type Obj, type Value, type Values } from '../kit/types.ts';
import type { FlowStep } from './record-steps.ts';

/** What the user asks in one of the two steps, the call it takes, and the row it touches. */
export interface InOutStep {
  message: string;
  values: Values;
  hint: string[];
  call: [api: string, args: Obj];
  where: Obj;
  show: Value;
}

/**
 * `add` inserts a row of `table` (`app.table`) captured as `$capture`; `drop` deletes another,
 * and the captured row must still hold `kept` (by default what `add` inserted). The capture finds
 * the row by `find` (by default, again, what `add` inserted).
 */
export function inAndOut(s: { table: string; capture: string; add: InOutStep; drop: InOutStep; kept?: Obj; find?: Obj }): FlowStep[] {
  const [app, table] = at(s.table);
  const id = `$${s.capture}`;
  return [
    {
      stage: 'submit', message: s.add.message, values: s.add.values, hint: s.add.hint, captures: { [s.capture]: { at: s.table, where: s.find ?? s.add.where } }, calls: [s.add.call],
      changes: [[s.table, 'inserted', s.add.where]], records: [[s.table, { id }, s.add.where]], max: 1, allow: [[app, table, 'inserted']], show: [s.add.show],
    },
    {
      stage: 'revise', message: s.drop.message, values: s.drop.values, hint: s.drop.hint, calls: [s.drop.call], changes: [[s.table, 'deleted', s.drop.where]],
      records: [[s.table, { id }, s.kept ?? s.add.where]], max: 1, allow: [[app, table, 'deleted']], show: [s.drop.show],
    },
  ];
}
