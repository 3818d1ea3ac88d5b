import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the file_system app. */
export const file_system: AppModule = {
  name: 'file_system',
  description: '',
  tables: {},
  apis: [],
};
