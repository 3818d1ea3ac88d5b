import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the gmail app. */
export const gmail: AppModule = {
  name: 'gmail',
  description: '',
  tables: {},
  apis: [],
};
