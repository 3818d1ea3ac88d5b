import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, optional, revised, update, type ActionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { type Json, type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { todoistProjectTasks } from './projects.ts';

/** An action as package data (appPackage does the same for the first version's actions). */
const actionData = (a: ActionDef): Obj => ({ ...a, inputs: a.inputs as unknown as Json });

const PRIORITIES = ['high', 'medium', 'low'];

/** Paper example: a field-work tracker whose tasks start urgent; the revision lets the user pick a priority. */
function wetlandSensorTask(): TaskInput {
  const pkg = appPackage({
    id: 'field-work-tracker',
    title: 'Field Work Tracker',
    summary: 'Adds field-work jobs to my Todoist Inbox as urgent tasks and keeps a list of them.',
    intro: 'Name the job and, if you like, the day it is due. New jobs go to the Todoist Inbox at high priority.',
    collections: [
      {
        name: 'jobs',
        fields: { id: 'number', title: 'string', priority: 'string', due: 'string' },
        item: '{{item.title}} — {{item.priority}} priority (task {{item.id}}, due {{item.due}})',
        heading: 'Field jobs',
        empty: 'No field jobs yet.',
      },
    ],
    actions: [
      {
        id: 'add_field_job',
        label: 'Add field job',
        goal: 'Create a high-priority Todoist task in the Inbox for the job and keep it in the list.',
        services: ['todoist'],
        inputs: [input('title', 'Job'), optional('due_date', 'Due date', 'date')],
        plan: [
          call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: 'high' }, 'created'),
          append('jobs', { id: '{{created.task_id}}', title: '{{inputs.title}}', priority: 'high', due: '{{inputs.due_date}}' }),
          message('Added "{{inputs.title}}" as task {{created.task_id}} at high priority.'),
        ],
      },
    ],
  });
  const revisedPkg = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push(actionData({
      id: 'set_priority',
      label: 'Set priority',
      goal: 'Change the priority of a field job on Todoist and in the list.',
      services: ['todoist'],
      inputs: [input('task_id', 'Task id', 'number'), input('priority', 'Priority', 'select', { options: PRIORITIES, default: 'medium' })],
      plan: [
        call('todoist.update_task', { task_id: '{{inputs.task_id}}', priority: '{{inputs.priority}}' }),
        update('jobs', '{{inputs.task_id}}', { priority: '{{inputs.priority}}' }),
        message('Task {{inputs.task_id}} is now {{inputs.priority}} priority.'),
      ],
    }));
    const view = (copy.views as Obj[])[0] as Obj;
    const components = view.components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'set_priority' });
  });
  const title = 'Check and calibrate the wetland sensor';
  return recordTask({
    id: 'single.todoist.wetland-sensor',
    family: 'single',
    split: 'public',
    domains: ['todoist'],
    seed: 701,
    example: 'wetland sensor',
    intention: 'I do ecology field work. Make me a small tracker that puts each field job into my Todoist as a high-priority task so I do not forget it, and shows me the jobs I added.',
    services: ['todoist'],
    app: 'todoist',
    table: 'tasks',
    capture: 'taskId',
    pkg,
    openInputs: [['title', 'job'], ['due']],
    openActions: ['add', 'job', 'task'],
    heading: 'Field Work Tracker',
    create: {
      message: 'Add a job to check and calibrate the wetland sensor, due May 22.',
      values: { title, due_date: '2023-05-22' },
      hint: ['add', 'job', 'create', 'new'],
      api: 'todoist.create_task',
      args: { title },
      where: { title },
      // High priority: the intention asks for it (the API default is medium).
      fields: { title, priority: 'high', due_date: '2023-05-22', is_completed: false },
      show: [title],
      allow: [['todoist', 'tasks', 'inserted'], ['todoist', 'projects', 'updated'], ['todoist', 'project_members', 'updated']],
      maxMutations: 1,
    },
    revise: {
      requirement: 'Not every field job is urgent. Let me set a job\'s priority to high, medium or low, and make the wetland sensor check medium priority.',
      revisedPkg,
      message: 'The wetland sensor check can wait a bit, make it medium priority.',
      values: { task_id: '$taskId', priority: 'medium' },
      hint: ['priority', 'set', 'change', 'update'],
      api: 'todoist.update_task',
      args: { task_id: '$taskId', priority: 'medium' },
      fields: { title, priority: 'medium', due_date: '2023-05-22' },
      show: ['medium'],
      allow: [['todoist', 'tasks', 'updated']],
      maxMutations: 1,
    },
    // "medium" is a select option on screen anyway; the record check of the revise covers it.
    reopenShows: [title],
  });
}

interface DueCase {
  id: string;
  split: 'dev' | 'public' | 'sealed';
  seed: number;
  appId: string;
  appTitle: string;
  intention: string;
  project: string;
  projectId: number;
  title: string;
  due: string;
  newDue: string;
  priority: string;
  createMessage: string;
  reviseMessage: string;
}

/** A task added to an existing project (found by name); the revision moves its due date. */
function dueDateTask(c: DueCase): TaskInput {
  const pkg = appPackage({
    id: c.appId,
    title: c.appTitle,
    summary: `Adds dated to-dos to my Todoist project "${c.project}" and lets me move their due dates.`,
    intro: `Each to-do goes into the Todoist project "${c.project}" with a due date and a priority.`,
    collections: [
      {
        name: 'todos',
        fields: { id: 'number', title: 'string', due: 'string', priority: 'string' },
        item: '{{item.title}} — due {{item.due}}, {{item.priority}} priority (task {{item.id}})',
        heading: 'To-dos added here',
        empty: 'Nothing added yet.',
      },
    ],
    actions: [
      {
        id: 'add_todo',
        label: 'Add to-do',
        goal: `Find the project "${c.project}" on Todoist, create the task there with the due date and priority, and keep it in the list.`,
        services: ['todoist'],
        inputs: [input('title', 'To-do'), input('due_date', 'Due date', 'date'), input('priority', 'Priority', 'select', { options: PRIORITIES, default: 'medium' })],
        plan: [
          call('todoist.show_projects', { query: c.project, page_limit: 1 }, 'projects'),
          call('todoist.create_task', { project_id: '{{projects.0.project_id}}', title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: '{{inputs.priority}}' }, 'created'),
          append('todos', { id: '{{created.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', priority: '{{inputs.priority}}' }),
          message('Added "{{inputs.title}}" to {{projects.0.name}} as task {{created.task_id}}, due {{inputs.due_date}}.'),
        ],
      },
      {
        id: 'move_due_date',
        label: 'Move due date',
        goal: 'Give one of the to-dos made here a new due date on Todoist and in the list.',
        services: ['todoist'],
        inputs: [input('task_id', 'Task id', 'number'), input('new_due_date', 'New due date', 'date')],
        plan: [
          call('todoist.update_task', { task_id: '{{inputs.task_id}}', due_date: '{{inputs.new_due_date}}' }),
          update('todos', '{{inputs.task_id}}', { due: '{{inputs.new_due_date}}' }),
          message('Task {{inputs.task_id}} is now due {{inputs.new_due_date}}.'),
        ],
      },
    ],
  });
  return recordTask({
    id: c.id,
    family: 'single',
    split: c.split,
    domains: ['todoist'],
    seed: c.seed,
    intention: c.intention,
    services: ['todoist'],
    app: 'todoist',
    table: 'tasks',
    capture: 'taskId',
    pkg,
    openInputs: [['title', 'to_do'], ['due']],
    openActions: ['add', 'to_do'],
    heading: c.appTitle,
    create: {
      message: c.createMessage,
      values: { title: c.title, due_date: c.due, priority: c.priority },
      hint: ['add', 'create', 'new'],
      api: 'todoist.create_task',
      args: { title: c.title, project_id: c.projectId, due_date: c.due },
      where: { title: c.title },
      fields: { title: c.title, project_id: c.projectId, due_date: c.due, priority: c.priority },
      show: [c.title, c.project],
      allow: [['todoist', 'tasks', 'inserted'], ['todoist', 'projects', 'updated'], ['todoist', 'project_members', 'updated']],
      maxMutations: 1,
    },
    revise: {
      message: c.reviseMessage,
      values: { task_id: '$taskId', new_due_date: c.newDue },
      hint: ['move', 'due', 'reschedule', 'postpone', 'change'],
      api: 'todoist.update_task',
      args: { task_id: '$taskId', due_date: c.newDue },
      fields: { title: c.title, due_date: c.newDue, project_id: c.projectId },
      show: [c.newDue],
      allow: [['todoist', 'tasks', 'updated']],
      maxMutations: 1,
      extra: [A.changed('todoist', 'tasks', 'updated', { due_date: c.newDue })],
    },
    reopenShows: [c.title, c.newDue],
  });
}

const dueCases: DueCase[] = [
  {
    id: 'single.todoist.japan-trip-prep',
    split: 'dev',
    seed: 703,
    appId: 'japan-prep',
    appTitle: 'Japan Trip Prep',
    intention: 'Help me prepare the Japan trip: an app that drops to-dos with a deadline into my "Trip to Japan" project on Todoist and lets me push deadlines back.',
    project: 'Trip to Japan',
    projectId: 6134675,
    title: 'Renew passport',
    due: '2023-06-15',
    newDue: '2023-07-01',
    priority: 'high',
    createMessage: 'I need to renew my passport before Japan, by June 15, high priority.',
    reviseMessage: 'The passport office is booked until late June, move the passport renewal to July 1.',
  },
  {
    id: 'single.todoist.home-renovation-chores',
    split: 'sealed',
    seed: 704,
    appId: 'renovation-chores',
    appTitle: 'Renovation Chores',
    intention: 'I want a chore planner for the kitchen refresh: it adds dated jobs to my Home Renovation project on Todoist and lets me reschedule them.',
    project: 'Home Renovation',
    projectId: 8579121,
    title: 'Buy paint samples for the kitchen',
    due: '2023-05-27',
    newDue: '2023-06-03',
    priority: 'low',
    createMessage: 'Add "Buy paint samples for the kitchen" for May 27, low priority.',
    reviseMessage: 'The hardware store is closed that weekend; move the paint samples job to June 3.',
  },
];

export function tasks(): TaskInput[] {
  return [wetlandSensorTask(), ...dueCases.map(dueDateTask), ...todoistProjectTasks()];
}
