import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the todoist app. */
export const todoist: AppModule = {
  name: 'todoist',
  description: '',
  tables: {},
  apis: [],
};
