import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { checklistApis } from './checklists.ts';
import { fileApis } from './files.ts';
import { seedSimpleNote } from './fixture.ts';
import { noteApis } from './notes.ts';
import { shareApis } from './shares.ts';
import { tagApis } from './tags.ts';

/**
 * Simple Note: personal notes with tags, pinning, checklists and sharing. Deletes are hard. A
 * note shared with another person is read-only to them unless `can_edit`; the owner keeps it.
 */
export const simple_note: AppModule = {
  name: 'simple_note',
  description: 'Personal notes: write, search, tag and pin notes; checklists; share notes with people.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    notes: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, tags TEXT NOT NULL,
      pinned INTEGER NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    note_shares: 'id INTEGER PRIMARY KEY, note_id INTEGER NOT NULL, owner_id INTEGER NOT NULL, person_id INTEGER NOT NULL, can_edit INTEGER NOT NULL, shared_at TEXT NOT NULL, UNIQUE(note_id, person_id)',
  },
  apis: inDocsOrder('simple_note', [
    'search_notes',
    'show_note',
    'create_note',
    'update_note',
    'add_content_to_note',
    'delete_note',
    'pin_note',
    'unpin_note',
    'add_tag_to_note',
    'remove_tag_from_note',
    'show_tags',
    'rename_tag',
    'delete_tag',
    'duplicate_note',
    'share_note',
    'unshare_note',
    'show_note_shares',
    'show_shared_notes',
    'show_shared_note',
    'add_content_to_shared_note',
    'leave_shared_note',
    'show_checklist',
    'add_checklist_item',
    'check_checklist_item',
    'uncheck_checklist_item',
    'remove_checklist_item',
    'replace_in_note',
    'find_in_notes',
    'show_note_stats',
    'merge_notes',
    'delete_notes',
    'add_tag_to_notes',
    'export_note_to_file',
    'import_note_from_file',
  ], noteApis, tagApis, shareApis, checklistApis, fileApis),
  seed: seedSimpleNote,
};
