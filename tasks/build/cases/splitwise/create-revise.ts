/**
 * Splitwise record tasks whose app is their own (trip expenses split by hand, weekend groups
 * renamed, a family gift re-split): each is a whole row of create-revise.ndjson, app included.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { caseRows } from '../../kit/rows.ts';
import { singleRecord } from '../../shapes/create-revise.ts';
import { RecordCaseRow } from '../../shapes/record-row.ts';

export function tasks(): TaskInput[] {
  return caseRows(import.meta.url, { record: RecordCaseRow }).record.map((c) => singleRecord('splitwise', c));
}
