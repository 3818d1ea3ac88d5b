import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

/** A note as its table holds it. */
export type NoteRow = Record<string, unknown> & { id: number; content: string; updated_at: string; tags: string };

/** What simple_note's tests add to `useApp`: a note by title and the diff of a content edit. */
export interface SimpleNoteTest extends AppTest {
  note(title: string): NoteRow;
  /** The diff of setting a note's content; it lists updated_at only when it changed (an earlier call in the test may have set it). */
  contentUpdate(row: NoteRow, content: string): unknown[];
}

export function useSimpleNote(seed: number): SimpleNoteTest {
  const app = useApp('simple_note', seed);
  const { now, diff } = app;
  return {
    ...app,
    note: (title) => app.one<NoteRow>('SELECT * FROM simple_note_notes WHERE title = ?', title),
    contentUpdate(row, content) {
      const stamp = row.updated_at === now() ? [{}, {}] : [{ updated_at: row.updated_at }, { updated_at: now() }];
      return [diff.updated('notes', [{ id: row.id, before: { content: row.content, ...stamp[0] }, after: { content, ...stamp[1] } }])];
    },
  };
}
