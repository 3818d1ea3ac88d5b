import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the phone app. */
export const phone: AppModule = {
  name: 'phone',
  description: '',
  tables: {},
  apis: [],
};
