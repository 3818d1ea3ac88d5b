import type { AppModule } from '../types.ts';
import { seedTodoist } from './todoist/fixture.ts';
import { moreTaskApis, moreTodoistTables } from './todoist/more.ts';
import { projectApis } from './todoist/projects.ts';
import { todoistTables } from './todoist/store.ts';
import { taskApis } from './todoist/tasks.ts';

/** Tasks and projects: Inbox (project id 0), sections, priorities, labels, comments, sharing by emailed invite. */
export const todoist: AppModule = {
  name: 'todoist',
  description: 'To-do lists: projects (0 = your Inbox) with sections; tasks with due dates, priorities (high/medium/low), labels, comments, sub-tasks and repeating due dates; completion history; share projects by invite.',
  tables: { ...todoistTables, ...moreTodoistTables },
  apis: [...projectApis, ...taskApis, ...moreTaskApis],
  seed: seedTodoist,
};
