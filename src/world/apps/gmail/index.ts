import type { AppModule } from '../../types.ts';
import { inDocsOrder } from '../common.ts';
import { attachmentApis } from './attachments.ts';
import { draftApis } from './drafts.ts';
import { emailApis } from './emails.ts';
import { seedGmail } from './fixture.ts';
import { labelApis } from './labels.ts';
import { snoozeApis } from './snoozes.ts';
import { spamApis } from './spam.ts';
import { threadApis } from './threads.ts';

/**
 * Email. Gmail keeps one global row per thread and per email, plus one `user_threads` row per
 * participant holding that person's flags (read, starred, archived, label), as AppWorld does;
 * the user's label list, snoozes and spam marks are per user, beside those copies.
 */
export const gmail: AppModule = {
  name: 'gmail',
  description: 'Email: read, search, label, star, archive, snooze, mark as spam and delete threads; send, reply, forward emails and threads; drafts; attachments from and to your files.',
  // Tables and APIs in the order the world was first published (it fixes the image and the docs).
  tables: {
    threads: 'id INTEGER PRIMARY KEY, subject TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL',
    emails: `id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, sender_id INTEGER NOT NULL, recipient_ids TEXT NOT NULL,
    subject TEXT NOT NULL, body TEXT NOT NULL, response_to_email_id INTEGER, sent_at TEXT NOT NULL`,
    user_threads: `id INTEGER PRIMARY KEY, thread_id INTEGER NOT NULL, user_id INTEGER NOT NULL, incoming INTEGER NOT NULL DEFAULT 0,
    outgoing INTEGER NOT NULL DEFAULT 0, is_read INTEGER NOT NULL DEFAULT 0, is_starred INTEGER NOT NULL DEFAULT 0,
    is_archived INTEGER NOT NULL DEFAULT 0, label TEXT, UNIQUE(thread_id, user_id)`,
    attachments: 'id INTEGER PRIMARY KEY, email_id INTEGER NOT NULL, file_name TEXT NOT NULL, content TEXT NOT NULL',
    drafts: `id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, recipient_emails TEXT NOT NULL, subject TEXT NOT NULL, body TEXT NOT NULL,
    email_thread_id INTEGER, response_to_email_id INTEGER, attachment_file_paths TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL`,
    labels: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, name TEXT NOT NULL COLLATE NOCASE, created_at TEXT NOT NULL, UNIQUE(user_id, name)',
    snoozes: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, thread_id INTEGER NOT NULL, snoozed_until TEXT NOT NULL, UNIQUE(user_id, thread_id)',
    spam_marks: 'id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL, thread_id INTEGER NOT NULL, marked_at TEXT NOT NULL, UNIQUE(user_id, thread_id)',
  },
  apis: inDocsOrder('gmail', [
    'show_inbox_threads',
    'show_outbox_threads',
    'show_thread',
    'show_email',
    'mark_thread_read',
    'mark_thread_unread',
    'mark_thread_starred',
    'mark_thread_unstarred',
    'archive_thread',
    'unarchive_thread',
    'label_thread',
    'delete_thread',
    'send_email',
    'reply_to_email',
    'forward_email',
    'show_drafts',
    'show_draft',
    'create_draft',
    'update_draft',
    'delete_draft',
    'send_email_from_draft',
    'show_labels',
    'create_label',
    'rename_label',
    'delete_label',
    'remove_thread_label',
    'snooze_thread',
    'unsnooze_thread',
    'show_snoozed_threads',
    'mark_thread_spam',
    'mark_thread_not_spam',
    'show_spam_threads',
    'show_starred_threads',
    'show_archived_threads',
    'show_attachment',
    'download_attachment',
    'forward_email_thread',
    'search_emails',
  ], threadApis, emailApis, draftApis, labelApis, snoozeApis, spamApis, attachmentApis),
  seed: seedGmail,
};
