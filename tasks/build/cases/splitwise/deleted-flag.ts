/**
 * The step of the Splitwise tasks that delete a record of the fixture and restore it: Splitwise
 * keeps the row and flips its `deleted` flag. A helper module (no `tasks()`).
 */
import { at, type Obj, type StepStage, type Value, type Values } from '../../kit/types.ts';
import type { FlowStep } from '../../shapes/record-steps.ts';

/**
 * A step that deletes or restores a record of the fixture (`app.table`, by id): one call naming
 * it (`call`: the API and its id argument), the row's `deleted` flag set in place, its other
 * `fields` unchanged, nothing else moved.
 */
export function deletedFlagStep(s: { stage: StepStage; message: string; values: Values; hint: string[]; call: [api: string, arg: string]; table: string; id: number; deleted: boolean; fields: Obj; show: Value[] }): FlowStep {
  const { table, id, deleted } = s;
  return {
    stage: s.stage, message: s.message, values: s.values, hint: s.hint, calls: [[s.call[0], { [s.call[1]]: id }]], changes: [[table, 'updated', { id, deleted }]],
    records: [[table, { id }, { deleted, ...s.fields }]], max: 1, allow: [[...at(table), 'updated']], show: s.show,
  };
}
