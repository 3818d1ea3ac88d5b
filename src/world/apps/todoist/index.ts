import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { commentApis } from './comments.ts';
import { seedTodoist } from './fixture.ts';
import { inviteApis } from './invites.ts';
import { labelApis } from './labels.ts';
import { notificationApis } from './notifications.ts';
import { projectApis } from './projects.ts';
import { recurrenceApis } from './recurrences.ts';
import { sectionApis } from './sections.ts';
import { subtaskApis } from './subtasks.ts';
import { taskApis } from './tasks.ts';

/**
 * Tasks and projects: Inbox (project id 0), sections, priorities, labels, comments, sharing by
 * emailed invite. Projects are shared through member links (the owner has one too); flags like
 * favourite live on the link. Sub-tasks are a checklist under one task; repeat rules roll a
 * task's due date on completion.
 */
export const todoist: AppModule = {
  name: 'todoist',
  description: 'To-do lists: projects (0 = your Inbox) with sections; tasks with due dates, priorities (high/medium/low), labels, comments, sub-tasks and repeating due dates; completion history; share projects by invite.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    projects: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, name TEXT NOT NULL, color TEXT NOT NULL, description TEXT NOT NULL, is_inbox INTEGER NOT NULL, created_at TEXT NOT NULL',
    project_members: 'id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, user_id INTEGER NOT NULL, is_favorite INTEGER NOT NULL, is_archived INTEGER NOT NULL, joined_at TEXT NOT NULL, UNIQUE(project_id, user_id)',
    sections: 'id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, name TEXT NOT NULL, order_index INTEGER NOT NULL, created_at TEXT NOT NULL',
    tasks: `id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, section_id INTEGER, creator_id INTEGER NOT NULL, assignee_id INTEGER,
    title TEXT NOT NULL, description TEXT NOT NULL, due_date TEXT, priority TEXT NOT NULL, is_completed INTEGER NOT NULL, completed_at TEXT,
    duration INTEGER, duration_unit TEXT, order_index INTEGER NOT NULL, created_at TEXT NOT NULL`,
    labels: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, name TEXT NOT NULL, color TEXT NOT NULL',
    task_labels: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL, label_id INTEGER NOT NULL, UNIQUE(task_id, label_id)',
    comments: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL, author_id INTEGER NOT NULL, content TEXT NOT NULL, created_at TEXT NOT NULL',
    invites: 'id INTEGER PRIMARY KEY, project_id INTEGER NOT NULL, invitor_id INTEGER NOT NULL, invitee_id INTEGER NOT NULL, invite_code TEXT NOT NULL UNIQUE, status TEXT NOT NULL, created_at TEXT NOT NULL',
    notifications: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, type TEXT NOT NULL, message TEXT NOT NULL, project_id INTEGER, is_read INTEGER NOT NULL, created_at TEXT NOT NULL',
    subtasks: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL, title TEXT NOT NULL, is_completed INTEGER NOT NULL, order_index INTEGER NOT NULL, created_at TEXT NOT NULL',
    recurrences: 'id INTEGER PRIMARY KEY, task_id INTEGER NOT NULL UNIQUE, every TEXT NOT NULL, interval INTEGER NOT NULL, times_completed INTEGER NOT NULL, last_completed_at TEXT, created_at TEXT NOT NULL',
  },
  apis: inDocsOrder('todoist', [
    'show_projects',
    'show_project',
    'create_project',
    'update_project',
    'delete_project',
    'create_section',
    'delete_section',
    'send_project_invite',
    'accept_project_invite',
    'show_notifications',
    'show_tasks',
    'show_task',
    'create_task',
    'update_task',
    'complete_task',
    'delete_task',
    'post_task_comment',
    'delete_task_comment',
    'show_labels',
    'create_label',
    'add_label_to_task',
    'remove_label_from_task',
    'show_sections',
    'update_section',
    'show_task_comments',
    'update_task_comment',
    'update_label',
    'delete_label',
    'reopen_task',
    'show_completed_tasks',
    'assign_or_unassign_task',
    'move_task',
    'show_subtasks',
    'create_subtask',
    'update_subtask',
    'delete_subtask',
    'set_task_recurrence',
    'remove_task_recurrence',
    'show_recurring_tasks',
  ], projectApis, sectionApis, inviteApis, notificationApis, taskApis, commentApis, labelApis, subtaskApis, recurrenceApis),
  seed: seedTodoist,
};
