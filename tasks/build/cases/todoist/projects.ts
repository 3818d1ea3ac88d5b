import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, optional, revised, update, type ActionDef } from '../../kit/package.ts';
import { type Json, type Obj } from '../../kit/types.ts';
import { recordTask } from '../../shapes/create-revise.ts';

/** An action as package data (appPackage does the same for the first version's actions). */
const actionData = (a: ActionDef): Obj => ({ ...a, inputs: a.inputs as unknown as Json });

const COLORS = ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'];

/** create_project → update_project: a project board the user renames and recolors. */
function choreProjectTask(): TaskInput {
  const pkg = appPackage({
    id: 'chore-boards',
    title: 'Chore Boards',
    summary: 'Starts Todoist projects for household chores and lets me rename or recolor them.',
    intro: 'Start a chore board (a Todoist project) with a name and a color.',
    collections: [
      {
        name: 'boards',
        fields: { id: 'number', name: 'string', color: 'string' },
        item: '{{item.name}} — {{item.color}} (project {{item.id}})',
        heading: 'My chore boards',
        empty: 'No boards yet.',
      },
    ],
    actions: [
      {
        id: 'start_board',
        label: 'Start board',
        goal: 'Create a Todoist project with the name, color and description, and keep it in the list.',
        services: ['todoist'],
        inputs: [input('name', 'Board name'), input('color', 'Color', 'select', { options: COLORS, default: 'charcoal' }), optional('description', 'What it is for')],
        plan: [
          call('todoist.create_project', { name: '{{inputs.name}}', color: '{{inputs.color}}', description: '{{inputs.description}}' }, 'created'),
          append('boards', { id: '{{created.project_id}}', name: '{{inputs.name}}', color: '{{inputs.color}}' }),
          message('Started "{{inputs.name}}" as project {{created.project_id}}.'),
        ],
      },
      {
        id: 'edit_board',
        label: 'Rename or recolor board',
        goal: 'Change the name and color of a board made here, on Todoist and in the list.',
        services: ['todoist'],
        inputs: [input('project_id', 'Project id', 'number'), input('new_name', 'New name'), input('new_color', 'New color', 'select', { options: COLORS, default: 'charcoal' })],
        plan: [
          call('todoist.update_project', { project_id: '{{inputs.project_id}}', name: '{{inputs.new_name}}', color: '{{inputs.new_color}}' }),
          update('boards', '{{inputs.project_id}}', { name: '{{inputs.new_name}}', color: '{{inputs.new_color}}' }),
          message('Project {{inputs.project_id}} is now "{{inputs.new_name}}" ({{inputs.new_color}}).'),
        ],
      },
    ],
  });
  return recordTask({
    id: 'single.todoist.chore-board',
    family: 'single',
    split: 'public',
    domains: ['todoist'],
    seed: 702,
    intention: 'Build me something to organise house chores in Todoist: I start a board for a kind of chore, and can rename or recolor it later.',
    services: ['todoist'],
    app: 'todoist',
    table: 'projects',
    capture: 'projectId',
    pkg,
    openInputs: [['name'], ['color']],
    openActions: ['start', 'board', 'project'],
    heading: 'Chore Boards',
    create: {
      message: 'Start a blue board called Weekly Chores for cleaning and laundry.',
      values: { name: 'Weekly Chores', color: 'blue', description: 'Cleaning and laundry' },
      hint: ['start', 'create', 'new'],
      api: 'todoist.create_project',
      args: { name: 'Weekly Chores', color: 'blue' },
      where: { name: 'Weekly Chores' },
      // No description check: the user only said what the board is for, not to describe it.
      fields: { name: 'Weekly Chores', color: 'blue' },
      show: ['Weekly Chores'],
      allow: [['todoist', 'projects', 'inserted'], ['todoist', 'project_members', 'inserted']],
      maxMutations: 2,
    },
    revise: {
      message: 'Rename Weekly Chores to Weekend Chores and make it green.',
      values: { project_id: '$projectId', new_name: 'Weekend Chores', new_color: 'green' },
      hint: ['rename', 'recolor', 'edit', 'update', 'change'],
      api: 'todoist.update_project',
      args: { project_id: '$projectId', name: 'Weekend Chores', color: 'green' },
      fields: { name: 'Weekend Chores', color: 'green' },
      show: ['Weekend Chores'],
      allow: [['todoist', 'projects', 'updated']],
      maxMutations: 1,
    },
    // The color's name is on screen anyway (select options), so only the new name says it persisted.
    reopenShows: ['Weekend Chores'],
  });
}

/** A launch checklist; the changed requirement adds a way to tick items off (complete_task). */
function launchChecklistTask(): TaskInput {
  const pkg = appPackage({
    id: 'launch-checklist',
    title: 'Launch Checklist',
    summary: 'Adds launch to-dos to my Todoist project "Q2 Launch" and lists them with their state.',
    intro: 'Add a launch to-do with a due date; it lands in the Todoist project "Q2 Launch".',
    collections: [
      {
        name: 'items',
        fields: { id: 'number', title: 'string', due: 'string', state: 'string' },
        item: '{{item.title}} — due {{item.due}} [{{item.state}}] (task {{item.id}})',
        heading: 'Launch to-dos',
        empty: 'No launch to-dos yet.',
      },
    ],
    actions: [
      {
        id: 'add_launch_item',
        label: 'Add launch item',
        goal: 'Create the task in the "Q2 Launch" project on Todoist and keep it in the list as open.',
        services: ['todoist'],
        inputs: [input('title', 'Launch item'), input('due_date', 'Due date', 'date')],
        plan: [
          call('todoist.show_projects', { query: 'Q2 Launch', page_limit: 1 }, 'projects'),
          call('todoist.create_task', { project_id: '{{projects.0.project_id}}', title: '{{inputs.title}}', due_date: '{{inputs.due_date}}' }, 'created'),
          append('items', { id: '{{created.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}', state: 'open' }),
          message('Added "{{inputs.title}}" to Q2 Launch as task {{created.task_id}}.'),
        ],
      },
    ],
  });
  const revisedPkg = revised(pkg, (copy) => {
    (copy.actions as Obj[]).push(actionData({
      id: 'mark_done',
      label: 'Mark done',
      goal: 'Complete a launch item on Todoist and show it as done in the list.',
      services: ['todoist'],
      inputs: [input('task_id', 'Task id', 'number')],
      plan: [
        call('todoist.complete_task', { task_id: '{{inputs.task_id}}' }),
        update('items', '{{inputs.task_id}}', { state: 'done' }),
        message('Task {{inputs.task_id}} completed and marked done.'),
      ],
    }));
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'form', action: 'mark_done' });
  });
  const title = 'Write release notes for search v2';
  return recordTask({
    id: 'single.todoist.launch-checklist',
    family: 'single',
    split: 'sealed',
    domains: ['todoist'],
    seed: 705,
    intention: 'Make me a launch checklist for the Q2 launch that keeps its to-dos in my Todoist "Q2 Launch" project.',
    services: ['todoist'],
    app: 'todoist',
    table: 'tasks',
    capture: 'taskId',
    pkg,
    openInputs: [['title', 'launch_item'], ['due']],
    openActions: ['add', 'launch'],
    heading: 'Launch Checklist',
    create: {
      message: 'Add "Write release notes for search v2", due May 30.',
      values: { title, due_date: '2023-05-30' },
      hint: ['add', 'create', 'new'],
      api: 'todoist.create_task',
      args: { title, project_id: 7356898 },
      where: { title },
      fields: { title, project_id: 7356898, due_date: '2023-05-30', is_completed: false },
      show: [title],
      allow: [['todoist', 'tasks', 'inserted'], ['todoist', 'projects', 'updated'], ['todoist', 'project_members', 'updated']],
      maxMutations: 1,
    },
    revise: {
      requirement: 'I also need to tick items off the checklist when they are finished. The release notes are written now, mark that one done.',
      revisedPkg,
      message: 'Release notes are written, mark them done.',
      values: { task_id: '$taskId' },
      hint: ['mark', 'done', 'complete', 'finish', 'tick'],
      api: 'todoist.complete_task',
      args: { task_id: '$taskId' },
      fields: { title, is_completed: true },
      // The stored task id on a line the completion changed (not the word the reference uses).
      show: ['$taskId'],
      allow: [['todoist', 'tasks', 'updated']],
      maxMutations: 1,
    },
    reopenShows: [title],
  });
}

export function todoistProjectTasks(): TaskInput[] {
  return [choreProjectTask(), launchChecklistTask()];
}
