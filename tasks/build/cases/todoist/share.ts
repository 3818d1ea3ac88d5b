/**
 * Todoist needs that involve other people or another service: a quick capture that also keeps
 * its details as a Simplenote note and is filed into a project later; a new project someone is
 * invited to; a task handed to a collaborator of a shared project.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { todoistProject } from '../../kit/fixture.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { action, append, call, input, message, update } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { caseRows } from '../../kit/rows.ts';
import { listCase } from '../../kit/row-fields.ts';
import { ACTION_WORDS, withCaseActions } from '../../kit/action-words.ts';
import { listTasks, type Pattern } from '../../shapes/list-flow.ts';
import { noteTextParts } from '../../shapes/note-by-title.ts';

const T = 'todoist';

/** A row that involves a fixture person names them under `people`; `email` is theirs, as `{name.email}`. */
const withPerson = { ...peopleField, email: z.string() };

// ---------------------------------------------------------------- capture with a note, file it later

const CaptureCase = z.object({ ...listCase, task: z.string(), details: z.string(), project: z.string() });
type CaptureCase = z.infer<typeof CaptureCase>;

const captureThenFile: Pattern<CaptureCase> = {
  domain: T,
  services: [T, 'simple_note'],
  summary: 'Captures a to-do into my Todoist Inbox with its details saved as a Simplenote note, and files it into a project later.',
  intro: 'Write the to-do and its details; sort it into a project when you know where it belongs.',
  lists: [{ name: 'captured', fields: { id: 'number', title: 'string', note: 'number', place: 'string' }, item: '{{item.title}} (task {{item.id}}, note {{item.note}}) — {{item.place}}', heading: 'Captured', empty: 'Nothing captured yet.' }],
  forms: [
    action('capture', 'Capture', 'Create the task in the Todoist Inbox and a Simplenote note holding the details.', [T, 'simple_note'], [input('title', 'To-do'), input('details', 'Details')], [
      call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}' }, 'created'),
      call('simple_note.create_note', { title: 'To-do details', content: '{{inputs.details}}' }, 'note'),
      append('captured', { id: '{{created.task_id}}', title: '{{inputs.title}}', note: '{{note.note_id}}', place: 'Inbox' }),
      message('Captured "{{inputs.title}}" as task {{created.task_id}} with note {{note.note_id}} — details: {{inputs.details}}'),
    ]),
    action('file_into_project', 'File into project', 'Move a captured task into the project named (found by name).', [T], [input('task_id', 'Task id', 'number'), input('project', 'Project')], [
      call('todoist.show_projects', { query: '{{inputs.project}}', page_limit: 1 }, 'projects'),
      call('todoist.move_task', { task_id: '{{inputs.task_id}}', project_id: '{{projects.0.project_id}}' }),
      update('captured', '{{inputs.task_id}}', { place: 'moved to {{projects.0.name}}' }),
      message('Task {{inputs.task_id}} is now in {{projects.0.name}} (project {{projects.0.project_id}}).'),
    ]),
  ],
  inputs: [['title', 'to_do'], ['details']],
  actions: ['capture'],
  acts: (c) => [
    { values: { title: c.task, details: c.details }, hint: ['capture'],
      // The note is the one the step makes: the user gives it no title. It carries the details the
      // user dictated, in whatever framing ("Buy souvenirs for the team: …" ties it to its to-do; s10 file10).
      captures: { taskId: { app: T, table: 'tasks', where: { title: c.task } }, noteId: { app: 'simple_note', table: 'notes' } },
      checks: [
        A.called(T, 'create_task', { project_id: 0, title: c.task }),
        A.record(T, 'tasks', { id: '$taskId' }, { title: c.task, project_id: todoistProject('Inbox') }),
        A.record('simple_note', 'notes', { id: '$noteId' }, {}),
      ],
      free: [
        { app: 'simple_note', table: 'notes', field: 'title', why: 'the user asks for the details in a note and gives the note no title' },
        { app: 'simple_note', table: 'notes', field: 'content', constraint: { contains: noteTextParts([c.details]) }, why: 'the note carries the details the user dictated; words around them (the to-do it belongs to) are the app\'s' },
      ],
      // The details the user dictated, where the capture shows (issue #30, not_shown).
      show: ['$taskId', '$noteId', c.details], allow: [[T, 'tasks', 'inserted'], ['simple_note', 'notes', 'inserted']], max: 2 },
    { values: { task_id: '$taskId', project: c.project }, hint: ['file', 'move', 'project'],
      checks: [
        A.called(T, 'move_task', { task_id: '$taskId', project_id: todoistProject(c.project) }),
        A.sameRecord(T, 'tasks', '$taskId'),
        A.record(T, 'tasks', { id: '$taskId' }, { title: c.task, project_id: todoistProject(c.project) }),
      ],
      show: [c.project], allow: [[T, 'tasks', 'updated']], max: 1 },
  ],
  // The project the to-do is filed into, on the to-do's own line (kept12): not a project picker's option anywhere on screen.
  reopen: (c) => [kept('$taskId', T, 'tasks', 'taskId', 'id'), kept(c.task, T, 'tasks', 'taskId', 'title'), A.persisted(c.task, 'normalized', undefined, c.project, [c.project])],
  retained: '$taskId',
};

// ---------------------------------------------------------------- a new project, then an invite

const InviteCase = z.object({ ...listCase, project: z.string(), ...withPerson });
type InviteCase = Omit<z.infer<typeof InviteCase>, 'people'>;

const projectInvite: Pattern<InviteCase> = {
  domain: T,
  summary: 'Starts Todoist projects for things I plan with others and invites people to them.',
  intro: 'Name the project; invite people by email once it exists.',
  lists: [{ name: 'projects', fields: { id: 'number', name: 'string', invited: 'string' }, item: '{{item.name}} (project {{item.id}}) — {{item.invited}}', heading: 'Projects', empty: 'No projects yet.' }],
  forms: [
    action('start_project', 'Start project', 'Create the Todoist project and keep it in the list.', [T], [input('project_name', 'Project name')], [
      call('todoist.create_project', { name: '{{inputs.project_name}}' }, 'made'),
      append('projects', { id: '{{made.project_id}}', name: '{{inputs.project_name}}', invited: 'nobody in it yet' }),
      message('Started "{{inputs.project_name}}" (project {{made.project_id}}).'),
    ]),
    action('invite', 'Invite someone', 'Invite a person by email to a project made here.', [T], [input('project_id', 'Project id', 'number'), input('email', 'Their email')], [
      call('todoist.send_project_invite', { project_id: '{{inputs.project_id}}', email: '{{inputs.email}}' }, 'sent'),
      update('projects', '{{inputs.project_id}}', { invited: 'invited {{inputs.email}}' }),
      message('Invited {{inputs.email}} to project {{inputs.project_id}} (invite code {{sent.invite_code}}).'),
    ]),
  ],
  inputs: [['project_name', 'name', 'project']],
  actions: ['start', 'project'],
  acts: (c) => [
    { values: { project_name: c.project }, hint: ['start', 'project'], captures: { projectId: { app: T, table: 'projects', where: { name: c.project } } },
      checks: [A.called(T, 'create_project', { name: c.project }), A.record(T, 'projects', { id: '$projectId' }, { name: c.project })],
      show: ['$projectId', c.project], allow: [[T, 'projects', 'inserted'], [T, 'project_members', 'inserted']], max: 2 },
    { values: { project_id: '$projectId', email: c.email }, hint: ['invite'],
      checks: [A.called(T, 'send_project_invite', { project_id: '$projectId', email: c.email }), A.changed(T, 'invites', 'inserted', { project_id: '$projectId' })],
      show: ['$projectId'],
      allow: [[T, 'invites', 'inserted'], [T, 'notifications', 'inserted'], ['gmail', 'emails', 'inserted'], ['gmail', 'threads', 'inserted'], ['gmail', 'user_threads', 'inserted']],
      // The invite, its notification, and the email Todoist sends from the user's Gmail.
      max: 6 },
  ],
  reopen: (c) => [kept('$projectId', T, 'projects', 'projectId', 'id'), kept(c.project, T, 'projects', 'projectId', 'name')],
  retained: '$projectId',
};

// ---------------------------------------------------------------- a task handed to a collaborator

const AssignCase = z.object({ ...listCase, project: z.string(), task: z.string(), ...withPerson });
type AssignCase = Omit<z.infer<typeof AssignCase>, 'people'>;

const handOff: Pattern<AssignCase> = {
  domain: T,
  summary: (c) => `Adds tasks to the shared Todoist project "${c.project}" and hands them to a collaborator.`,
  intro: (c) => `New tasks go into "${c.project}"; assign one to someone in the project by email.`,
  lists: [{ name: 'tasks', fields: { id: 'number', title: 'string', who: 'string' }, item: '{{item.title}} (task {{item.id}}) — {{item.who}}', heading: 'Shared tasks', empty: 'No tasks yet.' }],
  forms: [
    action('add_shared_task', 'Add task', 'Find the shared project by name and add the task there.', [T], [input('project', 'Project'), input('title', 'Task')], [
      call('todoist.show_projects', { query: '{{inputs.project}}', page_limit: 1 }, 'projects'),
      call('todoist.create_task', { project_id: '{{projects.0.project_id}}', title: '{{inputs.title}}' }, 'created'),
      append('tasks', { id: '{{created.task_id}}', title: '{{inputs.title}}', who: 'unassigned' }),
      message('Added "{{inputs.title}}" to {{projects.0.name}} (task {{created.task_id}}).'),
    ]),
    action('hand_off', 'Hand off', 'Assign a task made here to a collaborator of its project.', [T], [input('task_id', 'Task id', 'number'), input('assignee_email', 'Collaborator email')], [
      call('todoist.assign_or_unassign_task', { task_id: '{{inputs.task_id}}', assignee_email: '{{inputs.assignee_email}}' }),
      call('todoist.show_task', { task_id: '{{inputs.task_id}}' }, 'after'),
      update('tasks', '{{inputs.task_id}}', { who: 'assigned to {{inputs.assignee_email}}' }),
      message('"{{after.title}}" (task {{inputs.task_id}}) is now assigned to {{inputs.assignee_email}}.'),
    ]),
  ],
  inputs: [['title', 'task'], ['project']],
  actions: ['add', 'task'],
  acts: (c) => [
    { values: { project: c.project, title: c.task }, hint: ['add', 'task'], captures: { taskId: { app: T, table: 'tasks', where: { title: c.task } } },
      checks: [A.called(T, 'create_task', { project_id: todoistProject(c.project), title: c.task }), A.record(T, 'tasks', { id: '$taskId' }, { title: c.task, project_id: todoistProject(c.project) })],
      show: ['$taskId', c.task], allow: [[T, 'tasks', 'inserted']], max: 1 },
    { values: { task_id: '$taskId', assignee_email: c.email }, hint: ['hand', 'assign'],
      checks: [A.called(T, 'assign_or_unassign_task', { task_id: '$taskId', assignee_email: c.email }), A.sameRecord(T, 'tasks', '$taskId'), A.changed(T, 'tasks', 'updated', { id: '$taskId' })],
      show: ['$taskId'], allow: [[T, 'tasks', 'updated'], [T, 'notifications', 'inserted']], max: 2 },
  ],
  reopen: (c) => [kept('$taskId', T, 'tasks', 'taskId', 'id'), kept(c.task, T, 'tasks', 'taskId', 'title')],
  retained: '$taskId',
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { captureThenFile: CaptureCase, projectInvite: InviteCase, handOff: AssignCase });
  return [
    // The project, the task's title: values a read alone could show; that the step moved, invited or
    // assigned is said too (Reading 2).
    ...withCaseActions(listTasks(captureThenFile, rows.captureThenFile), rows.captureThenFile, (c) => [{ episode: 'revise', value: c.project, words: ACTION_WORDS.movedTo }]),
    ...withCaseActions(listTasks(projectInvite, rows.projectInvite.map((row) => fillPeople(row))), rows.projectInvite, () => [{ episode: 'revise', words: ACTION_WORDS.invited }]),
    ...withCaseActions(listTasks(handOff, rows.handOff.map((row) => fillPeople(row))), rows.handOff, (c) => [{ episode: 'revise', value: c.task, words: ACTION_WORDS.assigned }]),
  ];
}
