import type { AppModule } from '../types.ts';
import { seedTodoist } from './todoist/fixture.ts';
import { projectApis } from './todoist/projects.ts';
import { todoistTables } from './todoist/store.ts';
import { taskApis } from './todoist/tasks.ts';

/** Tasks and projects: Inbox (project id 0), sections, priorities, labels, comments, sharing by emailed invite. */
export const todoist: AppModule = {
  name: 'todoist',
  description: 'To-do lists: projects (0 = your Inbox) with sections; tasks with due dates, priorities (high/medium/low), labels and comments; share projects by invite.',
  tables: { ...todoistTables },
  apis: [...projectApis, ...taskApis],
  seed: seedTodoist,
};
