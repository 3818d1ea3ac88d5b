/**
 * Todoist tasks broken into steps (sub-tasks): one action makes a task with its steps, the
 * second does what the person asks next — one more step, a step done, a step dropped or a
 * step renamed. Each follow-up is its own pattern (its API differs) and its own table of
 * steps.ndjson.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type ActionDef } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { caseRows } from '../../kit/rows.ts';
import { listCase, words } from '../../kit/row-fields.ts';
import { listTask, type Act, type Pattern } from '../../shapes/list-flow.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { stepStillOpen } from '../../kit/open-steps.ts';

const FOLLOWS = ['add', 'tick', 'drop', 'rename'] as const;
type Follow = (typeof FOLLOWS)[number];

/** `step`: the step the follow-up is about (an existing one, or the new one for add); `newStep`: its new title (rename only). */
const StepCase = z.object({ ...listCase, task: z.string(), steps: words.min(1), step: z.string(), newStep: z.string().optional() });
type StepCase = z.infer<typeof StepCase>;

const T = 'todoist';
const SUB: ['todoist', 'subtasks'] = ['todoist', 'subtasks'];
const stepId = input('subtask_id', 'Step id', 'number');

const createAction = action('add_task_with_steps', 'Add task with steps', 'Create the task in the Todoist Inbox, add each step as a sub-task in order, and keep both in the lists.', [T],
  [input('title', 'Task'), input('steps', 'Steps (comma separated)', 'list')], [
    call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}' }, 'created'),
    forEach('{{inputs.steps}}', 'step', 12, [
      call('todoist.create_subtask', { task_id: '{{created.task_id}}', title: '{{step}}' }, 'made'),
      append('steps', { id: '{{made.subtask_id}}', task: '{{created.task_id}}', title: '{{step}}', state: 'open' }),
    ]),
    append('tasks', { id: '{{created.task_id}}', title: '{{inputs.title}}', note: 'steps added' }),
    message('Added "{{inputs.title}}" as task {{created.task_id}} with {{inputs.steps.length}} steps.'),
  ]);

/** Each follow-up: the second action, and what its episode changes and shows. */
const FOLLOW: Record<Follow, { form: ActionDef; act: (c: StepCase) => Act }> = {
  add: {
    form: action('add_step', 'Add a step', 'Add one more sub-task at the end of a task made here.', [T], [input('task_id', 'Task id', 'number'), input('step_title', 'New step')], [
      call('todoist.create_subtask', { task_id: '{{inputs.task_id}}', title: '{{inputs.step_title}}' }, 'made'),
      append('steps', { id: '{{made.subtask_id}}', task: '{{inputs.task_id}}', title: '{{inputs.step_title}}', state: 'open' }),
      message('Added the step "{{inputs.step_title}}" (sub-task {{made.subtask_id}}) to task {{inputs.task_id}}.'),
    ]),
    act: (c) => ({ values: { task_id: '$taskId', step_title: c.step }, hint: ['add', 'step'],
      checks: [A.called(T, 'create_subtask', { task_id: '$taskId', title: c.step }), A.changed(...SUB, 'inserted', { task_id: '$taskId', title: c.step })],
      show: [c.step], allow: [[...SUB, 'inserted']], max: 1 }),
  },
  tick: {
    form: action('tick_step', 'Mark step done', 'Mark one sub-task as done on Todoist and in the list.', [T], [stepId], [
      call('todoist.update_subtask', { subtask_id: '{{inputs.subtask_id}}', is_completed: true }),
      update('steps', '{{inputs.subtask_id}}', { state: 'done' }),
      message('Step {{inputs.subtask_id}} is done.'),
    ]),
    act: (c) => ({ values: { subtask_id: '$stepId' }, hint: ['done', 'tick', 'mark', 'step'],
      checks: [A.called(T, 'update_subtask', { subtask_id: '$stepId', is_completed: true }), A.record(...SUB, { id: '$stepId' }, { title: c.step, is_completed: true })],
      show: ['$stepId'], allow: [[...SUB, 'updated']], max: 1 }),
  },
  drop: {
    form: action('drop_step', 'Drop a step', 'Delete one sub-task on Todoist and mark it dropped in the list.', [T], [stepId], [
      call('todoist.delete_subtask', { subtask_id: '{{inputs.subtask_id}}' }),
      update('steps', '{{inputs.subtask_id}}', { state: 'dropped' }),
      message('Dropped step {{inputs.subtask_id}}.'),
    ]),
    act: (c) => ({ values: { subtask_id: '$stepId' }, hint: ['drop', 'delete', 'remove', 'step'],
      checks: [A.called(T, 'delete_subtask', { subtask_id: '$stepId' }), A.changed(...SUB, 'deleted', { id: '$stepId', title: c.step })],
      show: ['$stepId'], allow: [[...SUB, 'deleted']], max: 1 }),
  },
  rename: {
    form: action('rename_step', 'Rename a step', 'Give one sub-task a new title on Todoist and in the list.', [T], [stepId, input('new_title', 'New wording')], [
      call('todoist.update_subtask', { subtask_id: '{{inputs.subtask_id}}', title: '{{inputs.new_title}}' }),
      update('steps', '{{inputs.subtask_id}}', { title: '{{inputs.new_title}}' }),
      message('Step {{inputs.subtask_id}} now reads "{{inputs.new_title}}".'),
    ]),
    act: (c) => {
      const title = c.newStep as string;
      return { values: { subtask_id: '$stepId', new_title: title }, hint: ['rename', 'step', 'wording'],
        checks: [A.called(T, 'update_subtask', { subtask_id: '$stepId', title }), A.sameRecord(...SUB, '$stepId'), A.record(...SUB, { id: '$stepId' }, { title, is_completed: false })],
        show: [title], allow: [[...SUB, 'updated']], max: 1 };
    },
  },
};

const stepPattern = (follow: Follow): Pattern<StepCase> => ({
  domain: T,
  summary: 'Breaks Todoist tasks into steps (sub-tasks) and keeps track of them.',
  intro: 'Name a task and list its steps; they become sub-tasks in your Todoist Inbox.',
  lists: [
    { name: 'tasks', fields: { id: 'number', title: 'string', note: 'string' }, item: '{{item.title}} (task {{item.id}}) — {{item.note}}', heading: 'Tasks', empty: 'No tasks yet.' },
    { name: 'steps', fields: { id: 'number', task: 'number', title: 'string', state: 'string' }, item: '{{item.title}} — step {{item.id}} of task {{item.task}}, {{item.state}}', heading: 'Steps', empty: 'No steps yet.' },
  ],
  forms: [createAction, FOLLOW[follow].form],
  inputs: [['title', 'task'], ['steps']],
  actions: ['add', 'task', 'steps'],
  acts: (c) => [
    { values: { title: c.task, steps: c.steps.join(', ') }, hint: ['add', 'task', 'steps'],
      captures: { taskId: { app: T, table: 'tasks', where: { title: c.task } }, ...(follow !== 'add' ? { stepId: { app: T, table: 'subtasks', where: { title: c.step } } } : {}) },
      checks: [
        A.called(T, 'create_task', { title: c.task, project_id: 0 }),
        A.changed(T, 'tasks', 'inserted', { title: c.task }),
        A.record(T, 'tasks', { id: '$taskId' }, { title: c.task, is_completed: false }),
        ...c.steps.map((s) => A.changed(...SUB, 'inserted', { task_id: '$taskId', title: s })),
      ],
      // Each step the user listed, where the new task shows (issue #30, not_shown).
      show: ['$taskId', c.task, ...c.steps], allow: [[T, 'tasks', 'inserted'], [...SUB, 'inserted'], [T, 'projects', 'updated'], [T, 'project_members', 'updated']], max: 1 + c.steps.length },
    FOLLOW[follow].act(c),
  ],
  // The app keeps track of the steps: after reopen each step still there shows, by its last
  // wording (issue #30, not_shown); the one ticked off also says it is done (withStateWords).
  reopen: (c) => {
    const others = c.steps.filter((s) => s.toLowerCase() !== c.step.toLowerCase());
    const followed = { add: [kept(c.step)], tick: [kept(c.step, T, 'subtasks', 'stepId', 'title')], drop: [], rename: [kept(c.newStep as string, T, 'subtasks', 'stepId', 'title')] }[follow];
    // s27 (wedding-speech-tick s26-s185-f1): each step no one ticked is not shown done.
    const open = [...others, ...(follow === 'add' ? [c.step] : follow === 'rename' ? [c.newStep as string] : [])];
    return [kept('$taskId', T, 'tasks', 'taskId', 'id'), kept(c.task, T, 'tasks', 'taskId', 'title'), ...others.map((s) => kept(s)), ...followed, ...open.map(stepStillOpen)];
  },
  retained: '$taskId',
});

/**
 * The step a follow-up names (ticks, drops, rewords) is neither the first nor the last the user
 * listed: an app that ignores which step is named and takes the first, the last or the newest
 * sub-task of the task it just made gets another step (issue #30, trivial_target).
 */
export function namedStepInside(c: StepCase): StepCase {
  const at = c.steps.findIndex((s) => s.toLowerCase() === c.step.toLowerCase());
  if (at <= 0 || at >= c.steps.length - 1) throw new Error(`${c.id}: the step "${c.step}" must be listed between two others (not first, last or missing)`);
  return c;
}

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { add: StepCase, tick: StepCase, drop: StepCase, rename: StepCase.required({ newStep: true }) });
  for (const follow of ['tick', 'drop', 'rename'] as const) rows[follow].forEach(namedStepInside);
  // A step ticked or dropped must be said, not only its id (issue #30, not_shown).
  const said: Partial<Record<Follow, readonly string[]>> = { tick: STATE_WORDS.done, drop: STATE_WORDS.deleted };
  return FOLLOWS.flatMap((follow) => rows[follow].map((c) => {
    const task = listTask(stepPattern(follow), c);
    const words = said[follow];
    return words ? withStateWords(task, [{ episode: 'revise', value: '$stepId', words }]) : task;
  }));
}
