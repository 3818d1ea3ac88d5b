/**
 * Organising Todoist: sections of an existing project (added, then renamed or removed) and
 * labels (made, then recoloured or deleted; put on an existing task, then taken off).
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, input, message, update } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { keepsHistory } from '../../kit/kept-history.ts';
import { caseRows } from '../../kit/rows.ts';
import { listCase } from '../../kit/row-fields.ts';
import { listTasks, type Pattern } from '../../shapes/list-flow.ts';
import { fixtureRow, fixtureRows, todoistProject, todoistTask } from '../../kit/fixture.ts';
import { madeThen } from './made-then.ts';
import { STATE_WORDS, withCaseStates } from '../../kit/state-words.ts';
import { withKindBeside } from '../../kit/made-beside.ts';

const COLORS = ['charcoal', 'red', 'blue', 'green', 'orange', 'yellow', 'purple', 'teal'];
const T = 'todoist';

// ---------------------------------------------------------------- sections

/** `also`: another section the user adds to the project right after, so the one later named is not the newest (issue #30, trivial_target). */
const SectionCase = z.object({ ...listCase, project: z.string(), section: z.string(), also: z.string().optional() });
type SectionCase = z.infer<typeof SectionCase>;
const RenameCase = SectionCase.extend({ newName: z.string() });
type RenameCase = z.infer<typeof RenameCase>;

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
  also: (c) => c.also === undefined ? undefined : { values: { project: c.project, section_name: c.also }, hint: ['add', 'section'],
    captures: { otherSectionId: { app: T, table: 'sections', where: { name: c.also } } },
    checks: [
      A.called(T, 'create_section', { project_id: todoistProject(c.project), name: c.also }),
      A.changed(T, 'sections', 'inserted', { project_id: todoistProject(c.project), name: c.also }),
    ],
    show: [c.also], allow: [[T, 'sections', 'inserted']], max: 1 },
  retained: '$sectionId',
});

const renameSection = sectioned<RenameCase>(
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

/** `also`: another label the user makes right after, so the one later named is not the newest (issue #30, trivial_target). */
const LabelCase = z.object({ ...listCase, label: z.string(), color: z.enum(COLORS), also: z.string().optional() });
type LabelCase = z.infer<typeof LabelCase>;
const RecolorCase = LabelCase.extend({ newColor: z.enum(COLORS) });
type RecolorCase = z.infer<typeof RecolorCase>;

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
    // The colour the user picked, where the new label shows (issue #30, not_shown).
    show: ['$labelId', c.label, c.color], allow: [[T, 'labels', 'inserted']], max: 1 }),
  also: (c) => c.also === undefined ? undefined : { values: { label_name: c.also, color: c.color }, hint: ['make', 'label'],
    captures: { otherLabelId: { app: T, table: 'labels', where: { name: c.also } } },
    checks: [A.called(T, 'create_label', { name: c.also }), A.changed(T, 'labels', 'inserted', { name: c.also })],
    show: [c.also], allow: [[T, 'labels', 'inserted']], max: 1 },
  retained: '$labelId',
});

const recolorLabel = labelled<RecolorCase>(
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
      show: ['$labelId', color], allow: [[T, 'labels', 'updated']], max: 1 };
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
    // The label the user named, said deleted (issue #30, not_shown); its id alone is what any echo of the form shows.
    show: ['$labelId', c.label], allow: [[T, 'labels', 'deleted'], [T, 'task_labels', 'deleted']], max: 2 }),
  (c) => [kept('$labelId'), kept(c.label)],
);

// ---------------------------------------------------------------- a label on an existing task

const TagCase = z.object({ ...listCase, task: z.string(), label: z.string() });
type TagCase = z.infer<typeof TagCase>;

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
      update('tags', '{{inputs.label_id}}', { state: 'removed' }),
      message('Removed label {{inputs.label_id}} from "{{found.0.title}}" (task {{found.0.task_id}}).'),
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
  // The label is taken off again: on no task now, it is over for a user who asked no list of
  // flags kept (issue #30, Reading 1, kept_deleted); the kept state goes by `kept-history.ts`.
  reopen: (c) => (keepsHistory(c.intention) ? [kept('$labelId', T, 'labels', 'labelId', 'id'), kept(c.label, T, 'labels', 'labelId', 'name')] : []),
  retained: '$labelId',
};

/**
 * A section made, told as a section the step made (s15 shown15, Reading 2): its name alone may be
 * part of a title the world already holds (a Household to-do "Check the car"), which an app that
 * only lists what it read shows as well. The name is asked beside a word of the section or of its
 * adding, on the same line.
 */
// s28 words (household-section-remove s28-s203-f3): "Car is ready in Household".
const SECTION_MADE = ['section', 'sections', 'added', 'add', 'created', 'create', 'new', 'made', 'set up', 'area', 'zone', 'ready'];
/** Whether the world's to-dos, sections or projects already hold the name (so an app that only reads could show it). */
const heldElsewhere = (name: string): boolean => fixtureRow<{ n: number }>(
  'SELECT (SELECT count(*) FROM todoist_tasks WHERE title LIKE ? OR description LIKE ?) + (SELECT count(*) FROM todoist_sections WHERE name LIKE ?) + (SELECT count(*) FROM todoist_projects WHERE name LIKE ?) AS n', ...Array(4).fill(`%${name}%`)).n > 0;
// Only there: a name no record but the new section holds tells on its own that it was made (Reading 2, s16 told4).
/** The world's titles and names that hold the name: the look-alikes a card's word must not sit beside. */
const heldBy = (name: string): string[] => [...new Set(fixtureRows<{ n: string }>(
  'SELECT title AS n FROM todoist_tasks WHERE title LIKE ? UNION SELECT name FROM todoist_sections WHERE name LIKE ? UNION SELECT name FROM todoist_projects WHERE name LIKE ?', ...Array(3).fill(`%${name}%`)).map((r) => r.n))];
// s28 words (household-section-remove s28-s203-f3): the word may also be on a line just above the
// name ("Done: new section added." over "Household / Car"), no look-alike holding the name on those lines.
const besideCard = (t: TaskInput, name: string): TaskInput => {
  const others = heldBy(name).filter((n) => n.toLowerCase() !== name.toLowerCase());
  if (others.length === 0) return t;
  return { ...t, episodes: t.episodes.map((e) => (e.id !== 'create' ? e : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && String(a.value) === name && a.beside !== undefined && a.beside_others === undefined ? { ...a, beside_others: others } : a)) })) };
};
const sectionTold = (c: SectionCase): ((t: TaskInput) => TaskInput) => (t) => (heldElsewhere(c.section) ? besideCard(withKindBeside(t, 'create', c.section, SECTION_MADE), c.section) : t);

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { renameSection: RenameCase, removeSection: SectionCase, recolorLabel: RecolorCase, dropLabel: LabelCase, tagExisting: TagCase });
  return [
    ...listTasks(renameSection, rows.renameSection).map((t, i) => sectionTold(rows.renameSection[i] as SectionCase)(t)),
    // A section or label deleted, a label taken off: said on screen, not only an id or the task (issue #30, not_shown).
    ...withCaseStates(listTasks(removeSection, rows.removeSection).map((t, i) => sectionTold(rows.removeSection[i] as SectionCase)(t)), rows.removeSection, () => [{ episode: 'revise', value: '$sectionId', words: STATE_WORDS.deleted }]),
    ...listTasks(recolorLabel, rows.recolorLabel),
    ...withCaseStates(listTasks(dropLabel, rows.dropLabel), rows.dropLabel, (c) => [{ episode: 'revise', value: c.label, words: STATE_WORDS.deleted }]),
    ...withCaseStates(listTasks(tagExisting, rows.tagExisting), rows.tagExisting, (c) => [{ episode: 'revise', value: c.task, words: [...STATE_WORDS.unlabeled, 'unflagged', 'unflag', 'flag removed', 'no longer flagged'] }]),
  ];
}
