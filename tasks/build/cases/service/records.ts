/**
 * Record-centred service tasks: one record followed through create → revise → an independent
 * read by its stable id (the app looks it up, the checker reads it too) → reopen. One case per
 * record kind and need (to-dos, notes, playlists, returns, payments, files, alarms, drafts…), a
 * row each in records.ndjson.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { z } from 'zod';
import { appPackage, append, call, input, message, set, update } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { allow, apiCall, callOf, callRow, free, inputOf, inputRow, obj, values } from '../../kit/row-fields.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import { at, type Allow } from '../../kit/types.ts';
import { slug } from '../../kit/task.ts';
import { recordTask } from '../../shapes/create-revise.ts';

/** One row: the record's table and id field, its create and edit, how it is read back by id. */
const ServiceCase = z.object({
  ...caseHead,
  /** The people of the fixture the record involves (`{name.email}` in the row is an address). */
  ...peopleField,
  table: z.string(),
  idField: z.string(),
  createInputs: z.array(inputRow),
  /** The create call; the app is its service. */
  create: apiCall,
  createValues: values,
  createMessage: z.string(),
  createFields: obj,
  /** Tables the create may change; the record's own table alone unless given. */
  createAllow: z.array(allow).optional(),
  /** Fields of the created record the user leaves to the app (a greeting, a default priority). */
  createFree: z.array(free).optional(),
  /** How a record reads in the list; the first create input unless given. */
  label: z.string().optional(),
  editInputs: z.array(inputRow),
  edit: apiCall,
  editValues: values,
  editMessage: z.string(),
  editFields: obj,
  newLabel: z.string(),
  /** The api that reads the record back by its id, the field of its answer the app shows, and that field's value. */
  show: z.string(),
  shownField: z.string(),
  shownValue: z.string(),
  /** Reads before the create call (finding an order by what the user bought). */
  pre: z.array(callRow).optional(),
  /** Rows each write may touch, when more than one per allowed table. */
  rows: z.number().int().optional(),
});
type ServiceCase = z.infer<typeof ServiceCase>;

function serviceTask(row: ServiceCase): TaskInput {
  const c = fillPeople(row);
  const createInputs = c.createInputs.map(inputOf);
  const [app] = at(c.create[0]);
  const createAllow = c.createAllow ?? [[app, c.table, 'inserted']];
  const label = c.label ?? `{{inputs.${createInputs[0]?.name ?? 'title'}}}`;
  const max = c.rows ?? createAllow.length;
  const pkg = appPackage({
    id: slug(c.id),
    title: c.title,
    summary: c.intention,
    intro: 'Create, change, and look up by id.',
    collections: [{ name: 'records', fields: { id: 'number', label: 'string' }, item: '{{item.label}} (id {{item.id}})', heading: 'Records', empty: 'None yet.' }],
    values: { looked_up: { type: 'string', default: '' } },
    status: [{ type: 'text', text: 'Last looked up: {{state.looked_up}}' }],
    actions: [
      { id: 'create', label: 'Create', goal: 'Create the record and keep its id.', services: [app], inputs: createInputs,
        plan: [...(c.pre ?? []).map(callOf), call(c.create[0], c.create[1], 'created'), append('records', { id: `{{created.${c.idField}}}`, label }), message(`Created ${label} (id {{created.${c.idField}}}).`)] },
      { id: 'change', label: 'Change', goal: 'Change the record with this id; the same record.', services: [app], inputs: [input('record_id', 'Record id', 'number'), ...c.editInputs.map(inputOf)],
        plan: [call(c.edit[0], c.edit[1]), update('records', '{{inputs.record_id}}', { label: c.newLabel }), message(`Changed {{inputs.record_id}}.`)] },
      { id: 'look_up', label: 'Look up', goal: 'Read the record with this id from the service and show it.', services: [app], inputs: [input('lookup_id', 'Id to look up', 'number')], plan: [
        call(c.show, { [c.idField]: '{{inputs.lookup_id}}' }, 'shown'),
        set('looked_up', `{{shown.${c.shownField}}} (id {{inputs.lookup_id}})`),
        message(`{{inputs.lookup_id}}: {{shown.${c.shownField}}}`),
      ] },
    ],
  });
  return recordTask({
    id: c.id,
    family: 'service',
    split: c.split,
    domains: [app],
    seed: c.seed,
    intention: c.intention,
    services: [app],
    app,
    table: c.table,
    capture: 'recordId',
    pkg,
    openInputs: [[createInputs[0]?.name ?? 'title'], ['lookup', 'id']],
    openActions: ['create'],
    heading: c.title,
    create: {
      message: c.createMessage, values: c.createValues, hint: ['create'], api: c.create[0], fields: c.createFields, show: [], allow: createAllow,
      ...(c.createFree ? { free: c.createFree } : {}),
      maxMutations: max,
    },
    revise: {
      message: c.editMessage, values: { record_id: '$recordId', ...c.editValues }, hint: ['change'], api: c.edit[0], args: {}, fields: c.editFields, show: [],
      allow: [[app, c.table, 'updated'], ...createAllow.filter(([, t]) => t !== c.table).map(([a, t]): Allow => [a, t, 'updated', 'inserted', 'deleted'])],
      maxMutations: max,
    },
    followup: {
      message: 'Look it up again by its id.',
      values: { lookup_id: '$recordId' },
      hint: ['look'],
      checks: [A.route(), A.called(...at(c.show)), A.record(app, c.table, { id: '$recordId' }, c.editFields), A.mutations(0), A.onlyChanges(), A.grounded(c.shownValue), A.grounded('$recordId')],
    },
    reopenShows: [c.shownValue],
  });
}

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { service: ServiceCase }).service.map(serviceTask);
