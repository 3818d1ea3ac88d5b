import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the splitwise app. */
export const splitwise: AppModule = {
  name: 'splitwise',
  description: '',
  tables: {},
  apis: [],
};
