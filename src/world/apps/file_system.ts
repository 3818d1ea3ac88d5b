import type { AppModule } from '../types.ts';
import { directoryApis } from './file_system/directories.ts';
import { fileApis } from './file_system/files.ts';
import { seedFileSystem } from './file_system/fixture.ts';
import { toolApis } from './file_system/tools.ts';
import { trashApis, trashTable } from './file_system/trash.ts';

/**
 * The user's files (AppWorld's file_system). Each person owns a home directory
 * `/home/<first name>`; `~/` resolves to it and paths outside it are refused. Other apps save
 * files here through `create_file` (receipts go to `~/downloads`).
 */
export const file_system: AppModule = {
  name: 'file_system',
  description: "The user's files and folders under their home directory (~/), e.g. ~/documents, ~/downloads, ~/photos.",
  tables: {
    directories: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, path TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL',
    files: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, path TEXT NOT NULL UNIQUE, content TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
    ...trashTable,
  },
  apis: [...directoryApis, ...fileApis, ...toolApis, ...trashApis],
  seed: seedFileSystem,
};
