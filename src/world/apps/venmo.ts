import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the venmo app. */
export const venmo: AppModule = {
  name: 'venmo',
  description: '',
  tables: {},
  apis: [],
};
