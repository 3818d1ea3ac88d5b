import type { AppModule } from '../types.ts';

/** TODO(world issue): tables, APIs and fixture of the spotify app. */
export const spotify: AppModule = {
  name: 'spotify',
  description: '',
  tables: {},
  apis: [],
};
