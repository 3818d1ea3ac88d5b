import type { AppModule } from '../../types.ts';
import { noteApis } from './apis.ts';
import { seedSimpleNote } from './fixture.ts';

/** Simple Note: personal notes with tags and pinning. Deletes are hard. */
export const simple_note: AppModule = {
  name: 'simple_note',
  description: 'Personal notes: write, search, tag and pin notes.',
  tables: {
    notes: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, tags TEXT NOT NULL,
      pinned INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
  },
  apis: noteApis,
  seed: seedSimpleNote,
};
