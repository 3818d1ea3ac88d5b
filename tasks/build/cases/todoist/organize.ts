/**
 * Organising Todoist: sections of an existing project (added, then renamed or removed) and
 * labels (made, then recoloured or deleted; put on an existing task, then taken off).
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, input, message, update } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { listTasks, type CaseBase, type Pattern } from '../../shapes/list-flow.ts';
import { todoistProject, todoistTask } from '../../kit/fixture.ts';
import { madeThen } from './made-then.ts';

const COLORS = ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'];
const T = 'todoist';

// ---------------------------------------------------------------- sections

interface SectionCase extends CaseBase {
  project: string;
  section: string;
}

/** A section added to a project the user names, then changed by the second action. */
const sectioned = madeThen<SectionCase>({
  domain: T,
  summary: (c) => `Adds sections to my Todoist project "${c.project}" and tidies them later.`,
  intro: 'Name the project and the section to add.',
  lists: [{ name: 'sections', fields: { id: 'number', name: 'string', project: 'string', state: 'string' }, item: '{{item.name}} in {{item.project}} (section {{item.id}}) — {{item.state}}', heading: 'Sections', empty: 'No sections yet.' }],
  make: action('add_section', 'Add section', 'Find the project by name on Todoist, add the section at its end, and keep it in the list.', [T], [input('project', 'Project'), input('section_name', 'Section name')], [
    call('todoist.show_projects', { query: '{{inputs.project}}', page_limit: 1 }, 'projects'),
    call('todoist.create_section', { project_id: '{{projects.0.project_id}}', name: '{{inputs.section_name}}' }, 'made'),
    append('sections', { id: '{{made.section_id}}', name: '{{inputs.section_name}}', project: '{{projects.0.name}}', state: 'active' }),
    message('Added section "{{inputs.section_name}}" (section {{made.section_id}}) to {{projects.0.name}}.'),
  ]),
  inputs: [['section_name', 'section'], ['project']],
  actions: ['add', 'section'],
  made: (c) => ({ values: { project: c.project, section_name: c.section }, hint: ['add', 'section'],
    captures: { sectionId: { app: T, table: 'sections', where: { name: c.section } } },
    checks: [
      A.called(T, 'create_section', { project_id: todoistProject(c.project), name: c.section }),
      A.changed(T, 'sections', 'inserted', { project_id: todoistProject(c.project), name: c.section }),
      A.record(T, 'sections', { id: '$sectionId' }, { name: c.section, project_id: todoistProject(c.project) }),
    ],
    show: ['$sectionId', c.section], allow: [[T, 'sections', 'inserted']], max: 1 }),
  retained: '$sectionId',
});

const renameSection = sectioned<SectionCase & { newName: string }>(
  action('rename_section', 'Rename section', 'Give a section made here a new name on Todoist and in the list.', [T], [input('section_id', 'Section id', 'number'), input('new_name', 'New name')], [
    call('todoist.update_section', { section_id: '{{inputs.section_id}}', name: '{{inputs.new_name}}' }),
    update('sections', '{{inputs.section_id}}', { name: '{{inputs.new_name}}' }),
    message('Section {{inputs.section_id}} is now called "{{inputs.new_name}}".'),
  ]),
  (c) => {
    const name = c.newName;
    return { values: { section_id: '$sectionId', new_name: name }, hint: ['rename', 'section'],
      checks: [
        A.called(T, 'update_section', { section_id: '$sectionId', name }),
        A.sameRecord(T, 'sections', '$sectionId'),
        A.record(T, 'sections', { id: '$sectionId' }, { name, project_id: todoistProject(c.project) }),
      ],
      show: [name], allow: [[T, 'sections', 'updated']], max: 1 };
  },
  (c) => [kept('$sectionId', T, 'sections', 'sectionId', 'id'), kept(c.newName, T, 'sections', 'sectionId', 'name')],
);

const removeSection = sectioned(
  action('remove_section', 'Remove section', 'Delete a section made here on Todoist (its tasks stay in the project) and mark it removed.', [T], [input('section_id', 'Section id', 'number')], [
    call('todoist.delete_section', { section_id: '{{inputs.section_id}}' }),
    update('sections', '{{inputs.section_id}}', { state: 'removed' }),
    message('Removed section {{inputs.section_id}}.'),
  ]),
  (c) => ({ values: { section_id: '$sectionId' }, hint: ['remove', 'delete', 'section'],
    checks: [A.called(T, 'delete_section', { section_id: '$sectionId' }), A.changed(T, 'sections', 'deleted', { id: '$sectionId', name: c.section })],
    show: ['$sectionId'], allow: [[T, 'sections', 'deleted']], max: 1 }),
  (c) => [kept('$sectionId'), kept(c.section)],
);

// ---------------------------------------------------------------- labels

interface LabelCase extends CaseBase {
  label: string;
  color: string;
}

/** A label made with a colour, then changed by the second action. */
const labelled = madeThen<LabelCase>({
  domain: T,
  summary: 'Keeps my Todoist labels: makes them with a colour and changes them later.',
  intro: 'Name a label and pick its colour.',
  lists: [{ name: 'labels', fields: { id: 'number', name: 'string', color: 'string' }, item: '{{item.name}} — {{item.color}} (label {{item.id}})', heading: 'Labels', empty: 'No labels yet.' }],
  make: action('make_label', 'Make label', 'Create a Todoist label with the colour and keep it in the list.', [T],
    [input('label_name', 'Label'), input('color', 'Colour', 'select', { options: COLORS, default: 'blue' })], [
      call('todoist.create_label', { name: '{{inputs.label_name}}', color: '{{inputs.color}}' }, 'made'),
      append('labels', { id: '{{made.label_id}}', name: '{{inputs.label_name}}', color: '{{inputs.color}}' }),
      message('Made the label "{{inputs.label_name}}" (label {{made.label_id}}, {{inputs.color}}).'),
    ]),
  inputs: [['label_name', 'label', 'name'], ['color']],
  actions: ['label', 'make'],
  made: (c) => ({ values: { label_name: c.label, color: c.color }, hint: ['make', 'label'],
    captures: { labelId: { app: T, table: 'labels', where: { name: c.label } } },
    checks: [
      A.called(T, 'create_label', { name: c.label, color: c.color }),
      A.changed(T, 'labels', 'inserted', { name: c.label }),
      A.record(T, 'labels', { id: '$labelId' }, { name: c.label, color: c.color }),
    ],
    show: ['$labelId', c.label], allow: [[T, 'labels', 'inserted']], max: 1 }),
  retained: '$labelId',
});

const recolorLabel = labelled<LabelCase & { newColor: string }>(
  action('recolor_label', 'Change colour', 'Give a label made here another colour on Todoist and in the list.', [T],
    [input('label_id', 'Label id', 'number'), input('new_color', 'New colour', 'select', { options: COLORS, default: 'red' })], [
      call('todoist.update_label', { label_id: '{{inputs.label_id}}', color: '{{inputs.new_color}}' }),
      update('labels', '{{inputs.label_id}}', { color: '{{inputs.new_color}}' }),
      message('Label {{inputs.label_id}} is now {{inputs.new_color}}.'),
    ]),
  (c) => {
    const color = c.newColor;
    return { values: { label_id: '$labelId', new_color: color }, hint: ['colour', 'color', 'change'],
      checks: [A.called(T, 'update_label', { label_id: '$labelId', color }), A.sameRecord(T, 'labels', '$labelId'), A.record(T, 'labels', { id: '$labelId' }, { name: c.label, color })],
      show: ['$labelId'], allow: [[T, 'labels', 'updated']], max: 1 };
  },
  (c) => [kept('$labelId', T, 'labels', 'labelId', 'id'), kept(c.label, T, 'labels', 'labelId', 'name')],
);

const dropLabel = labelled(
  action('delete_label', 'Delete label', 'Delete a label made here on Todoist (it comes off every task) and mark it deleted.', [T], [input('label_id', 'Label id', 'number')], [
    call('todoist.delete_label', { label_id: '{{inputs.label_id}}' }),
    update('labels', '{{inputs.label_id}}', { color: 'deleted' }),
    message('Deleted label {{inputs.label_id}}.'),
  ]),
  (c) => ({ values: { label_id: '$labelId' }, hint: ['delete', 'remove', 'label'],
    checks: [A.called(T, 'delete_label', { label_id: '$labelId' }), A.changed(T, 'labels', 'deleted', { id: '$labelId', name: c.label })],
    show: ['$labelId'], allow: [[T, 'labels', 'deleted'], [T, 'task_labels', 'deleted']], max: 2 }),
  (c) => [kept('$labelId'), kept(c.label)],
);

// ---------------------------------------------------------------- a label on an existing task

interface TagCase extends CaseBase {
  task: string;
  label: string;
}

const tagExisting: Pattern<TagCase> = {
  domain: T,
  summary: 'Puts a new Todoist label on one of my existing tasks, found by its title, and takes it off again.',
  intro: 'Type the task\'s title and the label to put on it.',
  lists: [{ name: 'tags', fields: { id: 'number', task: 'string', label: 'string', state: 'string' }, item: '{{item.label}} on "{{item.task}}" (label {{item.id}}) — {{item.state}}', heading: 'Labels put on tasks', empty: 'Nothing labelled yet.' }],
  forms: [
    action('tag_task', 'Label a task', 'Find the task by title, create the label and put it on the task.', [T], [input('task', 'Task title'), input('label_name', 'Label')], [
      call('todoist.show_tasks', { query: '{{inputs.task}}', page_limit: 1 }, 'found'),
      call('todoist.create_label', { name: '{{inputs.label_name}}' }, 'made'),
      call('todoist.add_label_to_task', { task_id: '{{found.0.task_id}}', label_id: '{{made.label_id}}' }),
      append('tags', { id: '{{made.label_id}}', task: '{{found.0.title}}', label: '{{inputs.label_name}}', state: 'on' }),
      message('Put "{{inputs.label_name}}" (label {{made.label_id}}) on "{{found.0.title}}" (task {{found.0.task_id}}).'),
    ]),
    action('untag_task', 'Take label off', 'Find the task by title again and take the label made here off it (the label stays).', [T], [input('task_title', 'Task title'), input('label_id', 'Label id', 'number')], [
      call('todoist.show_tasks', { query: '{{inputs.task_title}}', page_limit: 1 }, 'found'),
      call('todoist.remove_label_from_task', { task_id: '{{found.0.task_id}}', label_id: '{{inputs.label_id}}' }),
      update('tags', '{{inputs.label_id}}', { state: 'off' }),
      message('Took label {{inputs.label_id}} off "{{found.0.title}}" (task {{found.0.task_id}}).'),
    ]),
  ],
  inputs: [['task'], ['label_name', 'label']],
  actions: ['label', 'tag'],
  acts: (c) => {
    const task = todoistTask(c.task);
    return [
      { values: { task: c.task, label_name: c.label }, hint: ['label', 'tag'], captures: { labelId: { app: T, table: 'labels', where: { name: c.label } } },
        checks: [
          A.called(T, 'create_label', { name: c.label }),
          A.called(T, 'add_label_to_task', { task_id: task, label_id: '$labelId' }),
          A.changed(T, 'task_labels', 'inserted', { task_id: task, label_id: '$labelId' }),
          A.record(T, 'labels', { id: '$labelId' }, { name: c.label }),
        ],
        show: ['$labelId', c.label], allow: [[T, 'labels', 'inserted'], [T, 'task_labels', 'inserted']], max: 2 },
      { values: { task_title: c.task, label_id: '$labelId' }, hint: ['off', 'remove', 'untag'],
        checks: [A.called(T, 'remove_label_from_task', { task_id: task, label_id: '$labelId' }), A.changed(T, 'task_labels', 'deleted', { task_id: task, label_id: '$labelId' })],
        show: [c.task], allow: [[T, 'task_labels', 'deleted']], max: 1 },
    ];
  },
  reopen: (c) => [kept('$labelId', T, 'labels', 'labelId', 'id'), kept(c.label, T, 'labels', 'labelId', 'name')],
  retained: '$labelId',
};

export function tasks(): TaskInput[] {
  return [
    ...listTasks(renameSection, [
      { id: 'single.todoist.japan-section-rename', split: 'dev', seed: 4011, title: 'Trip Sections', project: 'Trip to Japan', section: 'Day trips',
        newName: 'Day trips from Kyoto',
        intention: 'My Japan trip project is getting crowded. I want a small tool that carves new sections into it and lets me rename a section once it becomes clearer.',
        say: ['Add a "Day trips" section to Trip to Japan.', 'Make that section "Day trips from Kyoto", we are basing ourselves there.'] },
      { id: 'single.todoist.launch-section-rename', split: 'sealed', seed: 4012, title: 'Launch Board', project: 'Q2 Launch', section: 'Legal review',
        newName: 'Legal and privacy review',
        intention: 'At work the Q2 launch keeps growing new workstreams; give me an app that adds a section per workstream to the project and renames it if scope shifts.',
        say: ['We need a Legal review section in the Q2 Launch project.', 'Privacy got folded in, rename the section to Legal and privacy review.'] },
    ]),
    ...listTasks(removeSection, [
      { id: 'single.todoist.household-section-remove', split: 'sealed', seed: 4013, title: 'Household Zones', project: 'Household', section: 'Car',
        intention: 'I split household chores by area of the house. An app that adds an area section to the Household project, and removes it again if I regret it, would keep that tidy.',
        say: ['Give the Household project a Car section.', 'On second thought the car stuff belongs under Chores, delete the Car section.'] },
      { id: 'single.todoist.fitness-section-remove', split: 'dev', seed: 4014, title: 'Training Blocks', project: 'Health & Fitness', section: 'Swimming',
        intention: 'I am testing new sports and each one gets its own training section in my Health & Fitness project. Let me add one, and throw it away when the sport does not stick.',
        say: ['Start a Swimming section in Health & Fitness.', 'The pool closed for the summer; get rid of the Swimming section.'] },
    ]),
    ...listTasks(recolorLabel, [
      { id: 'single.todoist.label-recolor-urgent', split: 'public', seed: 4015, title: 'Label Studio', label: 'deep-work', color: 'purple', newColor: 'teal',
        intention: 'I colour-code my Todoist with labels. I need an app to create a label in a chosen colour and change the colour when it clashes with others.',
        say: ['Create a purple label called deep-work.', 'Purple is too close to another label; switch deep-work to teal.'] },
      { id: 'single.todoist.label-recolor-garden', split: 'sealed', seed: 4016, title: 'Colour Tags', label: 'garden', color: 'yellow', newColor: 'green',
        intention: 'Help me set up colour tags for Todoist: one tool to make a tag with its colour and to repaint an existing one.',
        say: ['Make a yellow garden label please.', 'Garden should obviously be green, change it.'] },
    ]),
    ...listTasks(dropLabel, [
      { id: 'single.todoist.label-trial-delete', split: 'dev', seed: 4017, title: 'Label Trials', label: 'someday', color: 'charcoal',
        intention: 'I try out labels for a week before keeping them. Build something that makes a label for me and deletes it when the trial fails.',
        say: ['Trial a charcoal label named someday.', 'The someday label did not help, delete it.'] },
      { id: 'single.todoist.label-energy-delete', split: 'sealed', seed: 4018, title: 'Energy Labels', label: 'low-energy', color: 'orange',
        intention: 'Could I get a label maker for Todoist where a label I made can also be removed for good?',
        say: ['New orange label: low-energy.', 'I never use low-energy, remove that label entirely.'] },
    ]),
    ...listTasks(tagExisting, [
      { id: 'single.todoist.tag-backsplash-waiting', split: 'dev', seed: 4019, title: 'Blocked Tasks', task: 'Pick a backsplash tile', label: 'blocked-on-contractor',
        intention: 'Some of my to-dos are stuck on other people. I want to flag an existing Todoist task with a fresh label and unflag it once it moves again.',
        say: ['Flag "Pick a backsplash tile" with a new blocked-on-contractor label.', 'The contractor got back to me, take the label off Pick a backsplash tile.'] },
      { id: 'single.todoist.tag-staffing-review', split: 'public', seed: 4020, title: 'Review Flags', task: 'Finalize staffing estimates', label: 'needs-review',
        intention: 'Before my one-on-ones I flag tasks that my manager should review. Let me put a new label on a task I name and clear it after the meeting.',
        say: ['Mark "Finalize staffing estimates" with a needs-review label.', 'We went over it in the one-on-one, remove the label from Finalize staffing estimates.'] },
    ]),
  ];
}
