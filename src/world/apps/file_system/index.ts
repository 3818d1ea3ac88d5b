import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { archiveApis } from './archives.ts';
import { directoryApis } from './directories.ts';
import { fileApis } from './files.ts';
import { seedFileSystem } from './fixture.ts';
import { searchApis } from './search.ts';
import { trashApis } from './trash.ts';

/**
 * The user's files (AppWorld's file_system). Each person owns a home directory
 * `/home/<first name>`; `~/` resolves to it and paths outside it are refused. Other apps save
 * files here through `create_file` (receipts go to `~/downloads`).
 */
export const file_system: AppModule = {
  name: 'file_system',
  description: "The user's files and folders under their home directory (~/), e.g. ~/documents, ~/downloads, ~/photos.",
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    directories: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, path TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL',
    files: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, path TEXT NOT NULL UNIQUE, content TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
  trash: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, kind TEXT NOT NULL, original_path TEXT NOT NULL, items TEXT NOT NULL, trashed_at TEXT NOT NULL',
  },
  apis: inDocsOrder('file_system', [
    'show_directory',
    'directory_exists',
    'create_directory',
    'delete_directory',
    'move_directory',
    'show_file',
    'file_exists',
    'create_file',
    'update_file',
    'delete_file',
    'copy_file',
    'move_file',
    'show_file_by_id',
    'show_file_info',
    'show_directory_info',
    'show_directory_tree',
    'search_files',
    'show_recent_files',
    'find_duplicate_files',
    'compare_files',
    'append_to_file',
    'replace_in_file',
    'rename_file',
    'rename_directory',
    'copy_directory',
    'copy_files_to_directory',
    'move_files_to_directory',
    'delete_files',
    'compress_directory',
    'decompress_file',
    'trash_file',
    'trash_directory',
    'show_trash',
    'restore_from_trash',
    'delete_from_trash',
    'empty_trash',
  ], directoryApis, fileApis, searchApis, archiveApis, trashApis),
  seed: seedFileSystem,
};
