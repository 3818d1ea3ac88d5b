/** Todoist record tasks: a task added (then re-prioritised, moved to a new date or ticked off) and a project board renamed and recolored. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, optional, recordAction, serviceActions, type ActionDef, type InputDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import type { Allow, Obj, Split } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';

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
const COLORS = ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'];
const NEW_TASK: Allow[] = [['todoist', 'tasks', 'inserted'], ['todoist', 'projects', 'updated'], ['todoist', 'project_members', 'updated']];

/** A to-do added to an existing project (found by name); the revision moves its due date. */
interface DueCase {
  id: string; split: Split; seed: number; appId: string; appTitle: string; intention: string; project: string; projectId: number;
  title: string; due: string; newDue: string; priority: string; createMessage: string; reviseMessage: string;
}

const dueDate = (c: DueCase): RecordCase => ({
  id: c.id, split: c.split, seed: c.seed, intention: c.intention,
  app: {
    id: c.appId, title: c.appTitle,
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
    message: c.createMessage, values: { title: c.title, due_date: c.due, priority: c.priority }, hint: ['add', 'create', 'new'],
    api: 'todoist.create_task', args: { title: c.title, project_id: c.projectId, due_date: c.due }, where: { title: c.title },
    fields: { title: c.title, project_id: c.projectId, due_date: c.due, priority: c.priority }, show: [c.title, c.project], allow: NEW_TASK, maxMutations: 1,
  },
  revise: {
    message: c.reviseMessage, values: { task_id: '$taskId', new_due_date: c.newDue }, hint: ['move', 'due', 'reschedule', 'postpone', 'change'],
    api: 'todoist.update_task', args: { task_id: '$taskId', due_date: c.newDue }, fields: { title: c.title, due_date: c.newDue, project_id: c.projectId },
    show: [c.newDue], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    extra: [A.changed('todoist', 'tasks', 'updated', { due_date: c.newDue })],
  },
  reopen: [c.title, c.newDue],
});

const dueCases: DueCase[] = [
  {
    id: 'single.todoist.japan-trip-prep', split: 'dev', seed: 703, appId: 'japan-prep', appTitle: 'Japan Trip Prep',
    intention: 'Help me prepare the Japan trip: an app that drops to-dos with a deadline into my "Trip to Japan" project on Todoist and lets me push deadlines back.',
    project: 'Trip to Japan', projectId: 6134675, title: 'Renew passport', due: '2023-06-15', newDue: '2023-07-01', priority: 'high',
    createMessage: 'I need to renew my passport before Japan, by June 15, high priority.',
    reviseMessage: 'The passport office is booked until late June, move the passport renewal to July 1.',
  },
  {
    id: 'single.todoist.home-renovation-chores', split: 'sealed', seed: 704, appId: 'renovation-chores', appTitle: 'Renovation Chores',
    intention: 'I want a chore planner for the kitchen refresh: it adds dated jobs to my Home Renovation project on Todoist and lets me reschedule them.',
    project: 'Home Renovation', projectId: 8579121, title: 'Buy paint samples for the kitchen', due: '2023-05-27', newDue: '2023-06-03', priority: 'low',
    createMessage: 'Add "Buy paint samples for the kitchen" for May 27, low priority.',
    reviseMessage: 'The hardware store is closed that weekend; move the paint samples job to June 3.',
  },
];

const wetland = 'Check and calibrate the wetland sensor';
const releaseNotes = 'Write release notes for search v2';

const cases: RecordCase[] = [
  {
    // Paper example: a field-work tracker whose tasks start urgent; the revision lets the user pick a priority.
    id: 'single.todoist.wetland-sensor', split: 'public', seed: 701, example: 'wetland sensor',
    intention: 'I do ecology field work. Make me a small tracker that puts each field job into my Todoist as a high-priority task so I do not forget it, and shows me the jobs I added.',
    app: {
      id: 'field-work-tracker', title: 'Field Work Tracker',
      summary: 'Adds field-work jobs to my Todoist Inbox as urgent tasks and keeps a list of them.',
      intro: 'Name the job and, if you like, the day it is due. New jobs go to the Todoist Inbox at high priority.',
      list: {
        name: 'jobs', fields: { id: 'number', title: 'string', priority: 'string', due: 'string' },
        item: '{{item.title}} — {{item.priority}} priority (task {{item.id}}, due {{item.due}})', heading: 'Field jobs', empty: 'No field jobs yet.',
      },
      actions: [
        todoist({
          id: 'add_field_job', label: 'Add field job', goal: 'Create a high-priority Todoist task in the Inbox for the job and keep it in the list.',
          inputs: [input('title', 'Job'), optional('due_date', 'Due date', 'date')],
          plan: [
            call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: 'high' }, 'created'),
            append('jobs', { id: '{{created.task_id}}', title: '{{inputs.title}}', priority: 'high', due: '{{inputs.due_date}}' }),
            message('Added "{{inputs.title}}" as task {{created.task_id}} at high priority.'),
          ],
        }),
      ],
    },
    next: {
      add: change({
        id: 'set_priority', label: 'Set priority', goal: 'Change the priority of a field job on Todoist and in the list.',
        key: ['task_id', 'Task id'], more: [input('priority', 'Priority', 'select', { options: PRIORITIES, default: 'medium' })], api: 'update_task',
        args: { priority: '{{inputs.priority}}' }, list: 'jobs', fields: { priority: '{{inputs.priority}}' },
        said: 'Task {{inputs.task_id}} is now {{inputs.priority}} priority.',
      }),
    },
    table: 'tasks', capture: 'taskId', inputs: [['title', 'job'], ['due']], actions: ['add', 'job', 'task'],
    create: {
      message: 'Add a job to check and calibrate the wetland sensor, due May 22.', values: { title: wetland, due_date: '2023-05-22' }, hint: ['add', 'job', 'create', 'new'],
      api: 'todoist.create_task', args: { title: wetland }, where: { title: wetland },
      // High priority: the intention asks for it (the API default is medium).
      fields: { title: wetland, priority: 'high', due_date: '2023-05-22', is_completed: false },
      show: [wetland], allow: NEW_TASK, maxMutations: 1,
    },
    revise: {
      requirement: 'Not every field job is urgent. Let me set a job\'s priority to high, medium or low, and make the wetland sensor check medium priority.',
      message: 'The wetland sensor check can wait a bit, make it medium priority.', values: { task_id: '$taskId', priority: 'medium' },
      hint: ['priority', 'set', 'change', 'update'],
      api: 'todoist.update_task', args: { task_id: '$taskId', priority: 'medium' }, fields: { title: wetland, priority: 'medium', due_date: '2023-05-22' },
      show: ['medium'], allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
    // "medium" is a select option on screen anyway; the record check of the revise covers it.
    reopen: [wetland],
  },
  ...dueCases.map(dueDate),
  {
    // create_project → update_project: a project board the user renames and recolors.
    id: 'single.todoist.chore-board', split: 'public', seed: 702,
    intention: 'Build me something to organise house chores in Todoist: I start a board for a kind of chore, and can rename or recolor it later.',
    app: {
      id: 'chore-boards', title: 'Chore Boards',
      summary: 'Starts Todoist projects for household chores and lets me rename or recolor them.',
      intro: 'Start a chore board (a Todoist project) with a name and a color.',
      list: {
        name: 'boards', fields: { id: 'number', name: 'string', color: 'string' }, item: '{{item.name}} — {{item.color}} (project {{item.id}})', heading: 'My chore boards',
        empty: 'No boards yet.',
      },
      actions: [
        todoist({
          id: 'start_board', label: 'Start board', goal: 'Create a Todoist project with the name, color and description, and keep it in the list.',
          inputs: [input('name', 'Board name'), input('color', 'Color', 'select', { options: COLORS, default: 'charcoal' }), optional('description', 'What it is for')],
          plan: [
            call('todoist.create_project', { name: '{{inputs.name}}', color: '{{inputs.color}}', description: '{{inputs.description}}' }, 'created'),
            append('boards', { id: '{{created.project_id}}', name: '{{inputs.name}}', color: '{{inputs.color}}' }),
            message('Started "{{inputs.name}}" as project {{created.project_id}}.'),
          ],
        }),
        change({
          id: 'edit_board', label: 'Rename or recolor board', goal: 'Change the name and color of a board made here, on Todoist and in the list.',
          key: ['project_id', 'Project id'], more: [input('new_name', 'New name'), input('new_color', 'New color', 'select', { options: COLORS, default: 'charcoal' })],
          api: 'update_project', args: { name: '{{inputs.new_name}}', color: '{{inputs.new_color}}' },
          list: 'boards', fields: { name: '{{inputs.new_name}}', color: '{{inputs.new_color}}' },
          said: 'Project {{inputs.project_id}} is now "{{inputs.new_name}}" ({{inputs.new_color}}).',
        }),
      ],
    },
    table: 'projects', capture: 'projectId', inputs: [['name'], ['color']], actions: ['start', 'board', 'project'],
    create: {
      message: 'Start a blue board called Weekly Chores for cleaning and laundry.', values: { name: 'Weekly Chores', color: 'blue', description: 'Cleaning and laundry' },
      hint: ['start', 'create', 'new'],
      api: 'todoist.create_project', args: { name: 'Weekly Chores', color: 'blue' }, where: { name: 'Weekly Chores' },
      // No description check: the user only said what the board is for, not to describe it.
      fields: { name: 'Weekly Chores', color: 'blue' },
      show: ['Weekly Chores'], allow: [['todoist', 'projects', 'inserted'], ['todoist', 'project_members', 'inserted']], maxMutations: 2,
    },
    revise: {
      message: 'Rename Weekly Chores to Weekend Chores and make it green.', values: { project_id: '$projectId', new_name: 'Weekend Chores', new_color: 'green' },
      hint: ['rename', 'recolor', 'edit', 'update', 'change'],
      api: 'todoist.update_project', args: { project_id: '$projectId', name: 'Weekend Chores', color: 'green' }, fields: { name: 'Weekend Chores', color: 'green' },
      show: ['Weekend Chores'], allow: [['todoist', 'projects', 'updated']], maxMutations: 1,
    },
    // The color's name is on screen anyway (select options), so only the new name says it persisted.
    reopen: ['Weekend Chores'],
  },
  {
    // A launch checklist; the changed requirement adds a way to tick items off (complete_task).
    id: 'single.todoist.launch-checklist', split: 'sealed', seed: 705,
    intention: 'Make me a launch checklist for the Q2 launch that keeps its to-dos in my Todoist "Q2 Launch" project.',
    app: {
      id: 'launch-checklist', title: 'Launch Checklist',
      summary: 'Adds launch to-dos to my Todoist project "Q2 Launch" and lists them with their state.',
      intro: 'Add a launch to-do with a due date; it lands in the Todoist project "Q2 Launch".',
      list: {
        name: 'items', fields: { id: 'number', title: 'string', due: 'string', state: 'string' },
        item: '{{item.title}} — due {{item.due}} [{{item.state}}] (task {{item.id}})', heading: 'Launch to-dos', empty: 'No launch to-dos yet.',
      },
      actions: [
        todoist({
          id: 'add_launch_item', label: 'Add launch item', goal: 'Create the task in the "Q2 Launch" project on Todoist and keep it in the list as open.',
          inputs: [input('title', 'Launch item'), input('due_date', 'Due date', 'date')],
          plan: [
            call('todoist.show_projects', { query: 'Q2 Launch', page_limit: 1 }, 'projects'),
            call('todoist.create_task', { project_id: '{{projects.0.project_id}}', title: '{{inputs.title}}', due_date: '{{inputs.due_date}}' }, 'created'),
            append('items', { id: '{{created.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', state: 'open' }),
            message('Added "{{inputs.title}}" to Q2 Launch as task {{created.task_id}}.'),
          ],
        }),
      ],
    },
    next: {
      add: change({
        id: 'mark_done', label: 'Mark done', goal: 'Complete a launch item on Todoist and show it as done in the list.', key: ['task_id', 'Task id'],
        api: 'complete_task', list: 'items', fields: { state: 'done' }, said: 'Task {{inputs.task_id}} completed and marked done.',
      }),
    },
    table: 'tasks', capture: 'taskId', inputs: [['title', 'launch_item'], ['due']], actions: ['add', 'launch'],
    create: {
      message: 'Add "Write release notes for search v2", due May 30.', values: { title: releaseNotes, due_date: '2023-05-30' }, hint: ['add', 'create', 'new'],
      api: 'todoist.create_task', args: { title: releaseNotes, project_id: 7356898 }, where: { title: releaseNotes },
      fields: { title: releaseNotes, project_id: 7356898, due_date: '2023-05-30', is_completed: false }, show: [releaseNotes], allow: NEW_TASK, maxMutations: 1,
    },
    revise: {
      requirement: 'I also need to tick items off the checklist when they are finished. The release notes are written now, mark that one done.',
      message: 'Release notes are written, mark them done.', values: { task_id: '$taskId' }, hint: ['mark', 'done', 'complete', 'finish', 'tick'],
      api: 'todoist.complete_task', args: { task_id: '$taskId' }, fields: { title: releaseNotes, is_completed: true },
      // The stored task id on a line the completion changed (not the word the reference uses).
      show: ['$taskId'],
      allow: [['todoist', 'tasks', 'updated']], maxMutations: 1,
    },
    reopen: [releaseNotes],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('todoist', c));
