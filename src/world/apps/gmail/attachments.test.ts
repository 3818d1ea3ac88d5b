import { describe, expect, it } from 'vitest';
import { useGmail } from './test-helpers.ts';

const { world: w, call, one, user, fails, strangersThread } = useGmail(61);

describe('gmail attachments', () => {
  const attachment = () => one<{ id: number; email_id: number; file_name: string; content: string }>(
    'SELECT a.* FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id JOIN gmail_user_threads u ON u.thread_id = e.thread_id AND u.user_id = ? ORDER BY a.id LIMIT 1', user().id);

  it('shows an attachment and saves it to the file system', () => {
    const a = attachment();
    expect(call('show_attachment', { attachment_id: a.id }).response).toEqual({ attachment_id: a.id, email_id: a.email_id, file_name: a.file_name, content: a.content });
    fails('show_attachment', { attachment_id: 1 }, 404, 'attachment_not_found');
    const saved = call('download_attachment', { attachment_id: a.id });
    const file = one<{ id: number; path: string; content: string }>('SELECT * FROM file_system_files WHERE id = ?', (saved.response as { file_id: number }).file_id);
    expect(file.path.endsWith(`/downloads/${a.file_name}`)).toBe(true);
    expect(file.content).toBe(a.content);
    expect(saved.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [file], updated: [], deleted: [] }]);
    fails('download_attachment', { attachment_id: a.id }, 409, 'file_exists');
    expect(call('download_attachment', { attachment_id: a.id, overwrite: true }).ok).toBe(true);
    fails('download_attachment', { attachment_id: a.id, file_path: '~/no_such_dir/x.txt' }, 404, 'directory_not_found');
    fails('download_attachment', { attachment_id: a.id, file_path: '~/documents' }, 409, 'is_directory');
    const custom = call('download_attachment', { attachment_id: a.id, file_path: '~/documents/saved.txt' });
    expect(custom.response).toMatchObject({ file_path: '~/documents/saved.txt' });
  });

  it("refuses attachments of other people's mail", () => {
    const foreign = one<{ id: number } | undefined>(
      'SELECT a.id FROM gmail_attachments a JOIN gmail_emails e ON e.id = a.email_id WHERE e.thread_id NOT IN (SELECT thread_id FROM gmail_user_threads WHERE user_id = ?) LIMIT 1', user().id);
    const id = foreign?.id ?? 9_990_002;
    if (!foreign) {
      const t = strangersThread().thread_id;
      const email = one<{ id: number }>('SELECT id FROM gmail_emails WHERE thread_id = ? LIMIT 1', t).id;
      w.current.db.prepare("INSERT INTO gmail_attachments (id, email_id, file_name, content) VALUES (?, ?, 'secret.txt', 'secret')").run(id, email);
      w.current.db.exec('DELETE FROM _changes');
    }
    fails('show_attachment', { attachment_id: id }, 403, 'not_owner');
    fails('download_attachment', { attachment_id: id }, 403, 'not_owner');
  });
});
