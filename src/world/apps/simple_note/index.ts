import type { AppModule } from '../../types.ts';
import { noteApis } from './apis.ts';
import { seedSimpleNote } from './fixture.ts';
import { moreNoteApis, shareTable } from './more.ts';

/** Simple Note: personal notes with tags, pinning, checklists and sharing. Deletes are hard. */
export const simple_note: AppModule = {
  name: 'simple_note',
  description: 'Personal notes: write, search, tag and pin notes; checklists; share notes with people.',
  tables: {
    notes: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, tags TEXT NOT NULL,
      pinned INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    ...shareTable,
  },
  apis: [...noteApis, ...moreNoteApis],
  seed: seedSimpleNote,
};
