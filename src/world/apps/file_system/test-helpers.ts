import { useApp } from '../test-world.ts';
import type { AppTest } from '../test-world.ts';

type FileRow = Record<string, unknown> & { id: number; content: string };

/** What file_system's tests add to `useApp`: the user's home and rows by path. */
export interface FileSystemTest extends AppTest {
  /** The user's home directory, `/home/<first name>`. */
  home(): string;
  fileRow(path: string): FileRow;
  dirRow(path: string): Record<string, unknown> & { id: number };
  /** The rows of `file_system_<table>` at `path` or below it. */
  rowsBelow(table: string, path: string): unknown[];
  count(table: string): number;
}

export function useFileSystem(seed: number): FileSystemTest {
  const app = useApp('file_system', seed);
  const { one, all } = app;
  return {
    ...app,
    home: () => `/home/${app.user().first_name.toLowerCase()}`,
    fileRow: (path) => one<FileRow>('SELECT * FROM file_system_files WHERE path = ?', path),
    dirRow: (path) => one<Record<string, unknown> & { id: number }>('SELECT * FROM file_system_directories WHERE path = ?', path),
    rowsBelow: (table, path) => all(`SELECT * FROM file_system_${table} WHERE path = ? OR path LIKE ? ORDER BY id`, path, `${path}/%`),
    count: (table) => one<{ n: number }>(`SELECT COUNT(*) AS n FROM file_system_${table}`).n,
  };
}
