import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the simple_note app. */
export const simple_note: AppModule = {
  name: 'simple_note',
  description: '',
  tables: {},
  apis: [],
};
