/**
 * Todoist tasks broken into steps (sub-tasks): one action makes a task with its steps, the
 * second does what the person asks next — one more step, a step done, a step dropped or a
 * step renamed. Each follow-up is its own pattern (its API differs).
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type ActionDef } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { listTask, type Act, type CaseBase, type Pattern } from '../../shapes/list-flow.ts';

type Follow = 'add' | 'tick' | 'drop' | 'rename';

interface StepCase extends CaseBase {
  follow: Follow;
  task: string;
  steps: string[];
  /** The step the follow-up is about (an existing one, or the new one for add). */
  step: string;
  /** The new step title (rename only). */
  newStep?: string;
}

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
      show: ['$taskId', c.task], allow: [[T, 'tasks', 'inserted'], [...SUB, 'inserted'], [T, 'projects', 'updated'], [T, 'project_members', 'updated']], max: 1 + c.steps.length },
    FOLLOW[follow].act(c),
  ],
  reopen: (c) => [
    kept('$taskId', T, 'tasks', 'taskId', 'id'),
    kept(c.task, T, 'tasks', 'taskId', 'title'),
    ...(follow === 'rename' ? [kept(c.newStep as string, T, 'subtasks', 'stepId', 'title')] : follow === 'add' ? [kept(c.step)] : []),
  ],
  retained: '$taskId',
});

const cases: StepCase[] = [
  { id: 'single.todoist.bike-tuneup-steps', split: 'public', seed: 4001, follow: 'add', title: 'Step Splitter',
    intention: 'Big jobs overwhelm me unless they are split up. I want an app that takes a job, breaks it into the steps I list as Todoist sub-tasks, and lets me tack on a step I forgot.',
    task: 'Tune up the road bike', steps: ['Clean the chain', 'Pump the tires', 'Check the brake pads'],
    say: ['New job: tune up the road bike. Steps: clean the chain, pump the tires, check the brake pads.', 'I forgot one: adjust the saddle height, add that to the bike tune-up.'],
    step: 'Adjust the saddle height' },
  { id: 'single.todoist.tax-return-steps', split: 'dev', seed: 4002, follow: 'add', title: 'Tax Return Breakdown',
    intention: 'Filing my tax return feels endless. Give me a tool where I type the chore once with its stages and each stage lands in Todoist under it, so extra stages can join later.',
    task: 'File the 2022 tax return', steps: ['Collect W-2 forms', 'Download bank interest statements'],
    say: ['Set up "File the 2022 tax return" with two stages: collect W-2 forms and download bank interest statements.',
      'Another stage for the tax return: book a call with the accountant.'], step: 'Book a call with the accountant' },
  { id: 'single.todoist.garage-cleanout-tick', split: 'sealed', seed: 4003, follow: 'tick', title: 'Garage Cleanout',
    intention: 'We are finally clearing out the garage this month. Track it in Todoist as one task with sub-steps, and let me tick steps off as we go.',
    task: 'Clear out the garage', steps: ['Sort the paint cans', 'Sell the old lawnmower', 'Sweep the floor'],
    say: ['Create "Clear out the garage" with the steps: sort the paint cans, sell the old lawnmower, sweep the floor.',
      'Great news, a neighbour bought the old lawnmower, so that step is done.'], step: 'Sell the old lawnmower' },
  { id: 'single.todoist.wedding-speech-tick', split: 'dev', seed: 4004, follow: 'tick', title: 'Speech Prep',
    intention: 'My best-man speech needs work in small bites: one Todoist task holding each piece of prep as a sub-task that I can check off.', task: 'Write the best-man speech',
    steps: ['Collect stories from friends', 'Draft the opening joke', 'Time it out loud'],
    say: ['Add the task "Write the best-man speech" with steps collect stories from friends, draft the opening joke, time it out loud.',
      'Got all the stories I need from the friends, mark that step complete.'], step: 'Collect stories from friends' },
  { id: 'single.todoist.open-house-drop', split: 'sealed', seed: 4005, follow: 'drop', title: 'Open House Prep',
    intention: 'We are selling the flat and the open house needs prep. Keep it as one Todoist task with steps, and let me strike steps that turn out unnecessary.',
    task: 'Get the flat ready for the open house', steps: ['Repaint the hallway', 'Buy fresh flowers', 'Hide the cat toys'],
    say: ['Task "Get the flat ready for the open house", steps: repaint the hallway, buy fresh flowers, hide the cat toys.',
      'The agent says the hallway is fine as it is, so remove the repainting step.'], step: 'Repaint the hallway' },
  { id: 'single.todoist.science-fair-drop', split: 'dev', seed: 4006, follow: 'drop', title: 'Science Fair Helper',
    intention: 'Help me coach my kid through the science fair: a parent task in Todoist with each bit of work under it, and a way to cut steps we skip.',
    task: 'Volcano project for the science fair', steps: ['Buy baking soda', 'Paint the papier-mache cone', 'Print the poster'],
    say: ['Make "Volcano project for the science fair" with steps buy baking soda, paint the papier-mache cone, print the poster.',
      'The school prints posters for everyone, drop our poster printing step.'], step: 'Print the poster' },
  { id: 'single.todoist.move-out-rename', split: 'public', seed: 4007, follow: 'rename', title: 'Move-Out Planner',
    intention: 'A move-out means dozens of tiny chores. I would like one Todoist task per chore group with the pieces as sub-tasks, and I need to reword a piece when plans change.',
    task: 'Hand back the rental keys', steps: ['Book the cleaners', 'Photograph every room'],
    say: ['Please add "Hand back the rental keys" with sub-steps book the cleaners and photograph every room.',
      'Be more precise with the cleaners step: change it to "Book the cleaners for Friday morning".'], step: 'Book the cleaners', newStep: 'Book the cleaners for Friday morning' },
  { id: 'single.todoist.podcast-episode-rename', split: 'sealed', seed: 4008, follow: 'rename', title: 'Episode Pipeline',
    intention: 'Every podcast episode goes through the same production stages; put each episode in Todoist with its stages as sub-tasks and let me reword a stage.',
    task: 'Episode 12 with Dr. Osei', steps: ['Record the interview', 'Edit the audio', 'Write show notes'],
    say: ['Episode 12 with Dr. Osei: record the interview, edit the audio, write show notes.', 'Reword the audio stage to "Edit the audio and remove the long pauses".'],
    step: 'Edit the audio', newStep: 'Edit the audio and remove the long pauses' },
];

export function tasks(): TaskInput[] {
  return cases.map((c) => listTask(stepPattern(c.follow), c));
}
