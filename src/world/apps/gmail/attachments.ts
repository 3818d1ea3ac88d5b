import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { message, record } from '../../returns.ts';
import { fromJson } from '../common.ts';
import { baseName, findFile, resolvePath } from '../file_system/store.ts';
import type { Attachment, EmailRow } from './store.ts';

/**
 * Reads files to attach from the user's file system (`~/` is their home). A path outside the
 * home is file_system's 403 `not_owner`; a missing file is 404 `attachment_not_found`.
 */
export function readAttachments(ctx: ApiContext, paths: readonly string[]): Attachment[] {
  return paths.map((raw) => {
    const path = resolvePath(ctx, raw);
    const file = findFile(ctx, path);
    if (!file) return ctx.fail(404, 'attachment_not_found', `The file ${raw} does not exist in your file system.`);
    return { file_name: baseName(file.path), content: file.content };
  });
}

interface AttachmentRow {
  id: number;
  email_id: number;
  file_name: string;
  content: string;
}

/** An attachment of an email the user can read. */
function requireAttachment(ctx: ApiContext, id: number): AttachmentRow {
  const row = ctx.sql('SELECT * FROM gmail_attachments WHERE id = ?').get(id) as AttachmentRow | undefined;
  if (!row) return ctx.fail(404, 'attachment_not_found', `The attachment with id ${id} does not exist.`);
  const email = ctx.sql('SELECT * FROM gmail_emails WHERE id = ?').get(row.email_id) as EmailRow;
  const mine = ctx.sql('SELECT 1 FROM gmail_user_threads WHERE user_id = ? AND thread_id = ?').get(ctx.user.id, email.thread_id) !== undefined &&
    (email.sender_id === ctx.user.id || fromJson<number[]>(email.recipient_ids, []).includes(ctx.user.id));
  if (!mine) return ctx.fail(403, 'not_owner', `The attachment with id ${id} is on an email that is not yours.`);
  return row;
}

/** Attachments of emails you sent or received: read them, or save them into your files. */
export const attachmentApis: ApiDef[] = [
  api({
    name: 'show_attachment',
    method: 'GET',
    auth: true,
    description: 'Show an attachment of an email you sent or received, with its text content.',
    params: z.object({ attachment_id: z.number().int().describe('Id of the attachment.') }),
    returns: record('attachment_id', 'email_id', 'file_name', 'content'),
    changes: [],
    errors: ['attachment_not_found: no such attachment', 'not_owner: the email is not yours'],
    handler: (ctx, args) => {
      const row = requireAttachment(ctx, args.attachment_id);
      return { attachment_id: row.id, email_id: row.email_id, file_name: row.file_name, content: row.content };
    },
  }),
  api({
    name: 'download_attachment',
    method: 'POST',
    auth: true,
    description: 'Save an attachment into your file system (default ~/downloads/<file name>).',
    params: z.object({
      attachment_id: z.number().int().describe('Id of the attachment.'),
      file_path: z.string().min(1).optional().describe('Where to save it (~/… or /…); default ~/downloads/<file name>.'),
      overwrite: z.boolean().default(false).describe('Replace a file already at the path.'),
    }),
    returns: message('file_path', 'file_id'),
    changes: ['file_system.files'],
    errors: [
      'attachment_not_found: no such attachment',
      'not_owner: the email is not yours, or the path is outside your home',
      'directory_not_found: the folder does not exist',
      'file_exists: a file is at the path and overwrite is false',
      'is_directory: a directory is at the path',
    ],
    handler: (ctx, args) => {
      const row = requireAttachment(ctx, args.attachment_id);
      const path = args.file_path ?? `~/downloads/${row.file_name}`;
      const created = ctx.invoke('file_system', 'create_file', { file_path: path, content: row.content, overwrite: args.overwrite }) as { file_id: number };
      return { message: 'Attachment saved.', file_path: path, file_id: created.file_id };
    },
  }),
];
