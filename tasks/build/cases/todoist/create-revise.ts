/**
 * Todoist record tasks: a task added (then re-prioritised, moved to a new date or ticked off) and
 * a project board renamed and recolored. A task with an app of its own is a whole row of
 * create-revise.ndjson (`record`); the dated to-dos share the builder below (`due`).
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, serviceActions, type ActionDef, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { todoistProject } from '../../kit/fixture.ts';
import { caseRows, caseHead } from '../../kit/rows.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { withKeptBeside, type KeptBeside } from '../../kit/kept-now.ts';
import { RecordCaseRow } from '../../shapes/record-row.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';

const todoist = serviceActions('todoist');

/**
 * A change to a Todoist record made here: one call with the id typed in (passed first, under the
 * key input's name), then the record's row in `list`, then what it says.
 */
const change = (a: {
  id: string; label: string; goal: string; key: [name: string, label: string]; more?: InputDef[]; api: string; args?: Obj; list: string; fields: Obj; said: string;
}): ActionDef =>
  recordAction({ ...a, service: 'todoist', call: [`todoist.${a.api}`, { [a.key[0]]: `{{inputs.${a.key[0]}}}`, ...a.args }] });

const PRIORITIES = ['high', 'medium', 'low'];
const NEW_TASK: Allow[] = [['todoist', 'tasks', 'inserted'], ['todoist', 'projects', 'updated'], ['todoist', 'project_members', 'updated']];

/** A to-do added to an existing project (found by name); the revision moves its due date. */
const DueCase = z.object({
  ...caseHead, appId: z.string(), project: z.string(), todo: z.string(), due: z.string(), newDue: z.string(), priority: z.string(), createMessage: z.string(), reviseMessage: z.string(),
});
type DueCase = z.infer<typeof DueCase>;

function dueDate(c: DueCase): RecordCase {
  const projectId = todoistProject(c.project);
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.appId, title: c.title,
      summary: `Adds dated to-dos to my Todoist project "${c.project}" and lets me move their due dates.`,
      intro: `Each to-do goes into the Todoist project "${c.project}" with a due date and a priority.`,
      list: {
        name: 'todos', fields: { id: 'number', title: 'string', due: 'string', priority: 'string' },
        item: '{{item.title}} — due {{item.due}}, {{item.priority}} priority (task {{item.id}})', heading: 'To-dos added here', empty: 'Nothing added yet.',
      },
      actions: [
        todoist({
          id: 'add_todo', label: 'Add to-do', goal: `Find the project "${c.project}" on Todoist, create the task there with the due date and priority, and keep it in the list.`,
          inputs: [input('title', 'To-do'), input('due_date', 'Due date', 'date'), input('priority', 'Priority', 'select', { options: PRIORITIES, default: 'medium' })],
          plan: [
            call('todoist.show_projects', { query: c.project, page_limit: 1 }, 'projects'),
            call('todoist.create_task', { project_id: '{{projects.0.project_id}}', title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: '{{inputs.priority}}' }, 'created'),
            append('todos', { id: '{{created.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', priority: '{{inputs.priority}}' }),
            message('Added "{{inputs.title}}" to {{projects.0.name}} as task {{created.task_id}}, due {{inputs.due_date}}.'),
          ],
        }),
        change({
          id: 'move_due_date', label: 'Move due date', goal: 'Give one of the to-dos made here a new due date on Todoist and in the list.',
          key: ['task_id', 'Task id'], more: [input('new_due_date', 'New due date', 'date')],
          api: 'update_task', args: { due_date: '{{inputs.new_due_date}}' },
          list: 'todos', fields: { due: '{{inputs.new_due_date}}' }, said: 'Task {{inputs.task_id}} is now due {{inputs.new_due_date}}.',
        }),
      ],
    },
    table: 'tasks', capture: 'taskId', inputs: [['title', 'to_do'], ['due']], actions: ['add', 'to_do'],
    create: {
      message: c.createMessage, values: { title: c.todo, due_date: c.due, priority: c.priority }, hint: ['add', 'create', 'new'],
      api: 'todoist.create_task', args: { title: c.todo, project_id: projectId, due_date: c.due }, where: { title: c.todo },
      // The project is the app's fixed home (its intro names it); the user asks to see the to-do, not
      // the project on each result: record_matches holds project_id (ask9, unrequested_value).
      fields: { title: c.todo, project_id: projectId, due_date: c.due, priority: c.priority }, show: [c.todo], allow: NEW_TASK, maxMutations: 1,
    },
    revise: {
      message: c.reviseMessage, values: { task_id: '$taskId', new_due_date: c.newDue }, hint: ['move', 'due', 'reschedule', 'postpone', 'change'],
      api: 'todoist.update_task', args: { task_id: '$taskId', due_date: c.newDue }, fields: { title: c.todo, due_date: c.newDue, project_id: projectId },
      show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
      extra: [A.changed('todoist', 'tasks', 'updated', { due_date: c.newDue })],
    },
    reopen: [c.todo, c.newDue],
  };
}

/**
 * The due date the user dictated for a job, beside the job on a kept list after reopen (kept12):
 * where the create sets it and no later step changes it.
 */
function dueBeside(c: RecordCaseRow | RecordCase): KeptBeside[] {
  const due = c.create.values.due_date;
  const title = c.create.values.title;
  if (typeof due !== 'string' || typeof title !== 'string' || 'due_date' in c.revise.values || c.create.fields.due_date !== due) return [];
  return [{ name: title, words: [due], because: due }];
}

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { record: RecordCaseRow, due: DueCase });
  // A task ticked off by the revise must be said done, not only shown by its id (issue #30, not_shown).
  const ticked = (c: RecordCaseRow | RecordCase) => c.revise.api === 'todoist.complete_task' && c.revise.show[0] !== undefined;
  return [...rows.record, ...rows.due.map(dueDate)].map((c) => {
    const task = withKeptBeside(singleRecord('todoist', c), dueBeside(c));
    return ticked(c) ? withStateWords(task, [{ episode: 'revise', value: c.revise.show[0] as string | number, words: STATE_WORDS.done }]) : task;
  });
}
