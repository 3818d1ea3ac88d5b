import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the amazon app. */
export const amazon: AppModule = {
  name: 'amazon',
  description: '',
  tables: {},
  apis: [],
};
