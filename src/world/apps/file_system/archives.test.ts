import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, succeeds, fails, home, rowsBelow, count } = useFileSystem(23);

describe('file_system compression', () => {
  it('compresses a directory and unpacks it again elsewhere', () => {
    const now = w.current.now();
    const dirs = rowsBelow('directories', `${home()}/photos`) as { path: string }[];
    const files = rowsBelow('files', `${home()}/photos`) as { id: number; path: string; content: string }[];
    const packed = succeeds('compress_directory', { directory_path: '~/photos' }).record;
    const zipId = (packed.response as { file_id: number }).file_id;
    expect(packed.response).toEqual({ message: 'Directory compressed.', file_id: zipId, path: `${home()}/photos.zip` });
    expect(packed.diff).toHaveLength(1);
    expect(packed.diff[0]?.inserted).toEqual([expect.objectContaining({ id: zipId, path: `${home()}/photos.zip`, created_at: now })]);
    fails('compress_directory', { directory_path: '~/photos' }, 409, 'file_exists');
    fails('compress_directory', { directory_path: '~/photos', compressed_file_path: '~/photos.tar' }, 422, 'invalid_path');
    fails('compress_directory', { directory_path: '~/photos', compressed_file_path: '~/photos/inner.zip' }, 422, 'invalid_path');
    fails('compress_directory', { directory_path: '~' }, 409, 'cannot_change_home');
    fails('compress_directory', { directory_path: '~/nope' }, 404, 'directory_not_found');

    succeeds('create_directory', { directory_path: '~/restore' });
    const unpacked = succeeds('decompress_file', { file_path: '~/photos.zip', destination_directory_path: '~/restore', delete_compressed_file: true }).record;
    expect(unpacked.response).toEqual({ message: 'File decompressed.', path: `${home()}/restore/photos` });
    const newDirs = unpacked.diff.find((d) => d.table === 'directories')?.inserted.map((r) => r.path).sort();
    expect(newDirs).toEqual(dirs.map((d) => d.path.replace(`${home()}/photos`, `${home()}/restore/photos`)).sort());
    const fileChange = unpacked.diff.find((d) => d.table === 'files');
    expect(fileChange?.inserted.map((r) => [r.path, r.content]).sort()).toEqual(files.map((f) => [f.path.replace(`${home()}/photos`, `${home()}/restore/photos`), f.content]).sort());
    expect(fileChange?.deleted.map((r) => r.id)).toEqual([zipId]);
    fails('decompress_file', { file_path: '~/photos.zip' }, 404, 'file_not_found');
  });

  it('moves a directory into a .zip with delete_directory, and refuses bad archives', () => {
    const before = count('files');
    const dirs = rowsBelow('directories', `${home()}/music`);
    const files = rowsBelow('files', `${home()}/music`);
    const record = succeeds('compress_directory', { directory_path: '~/music', compressed_file_path: '~/downloads/music.zip', delete_directory: true }).record;
    expect(record.diff.find((d) => d.table === 'directories')?.deleted).toEqual(dirs);
    expect(record.diff.find((d) => d.table === 'files')?.deleted).toEqual(files);
    expect(count('files')).toBe(before - files.length + 1);
    fails('decompress_file', { file_path: '~/downloads/music.zip', destination_directory_path: '~/nope' }, 404, 'directory_not_found');
    succeeds('create_directory', { directory_path: '~/music' });
    fails('decompress_file', { file_path: '~/downloads/music.zip', destination_directory_path: '~' }, 409, 'path_exists');
    fails('decompress_file', { file_path: '~/documents/resume.txt' }, 422, 'not_an_archive');
    const escape = 'LIVEUI-ARCHIVE 1\n' + JSON.stringify({ root: 'x', directories: [], files: [{ path: '../../etc/passwd', content: 'x' }] });
    succeeds('create_file', { file_path: '~/downloads/evil.zip', content: escape });
    fails('decompress_file', { file_path: '~/downloads/evil.zip' }, 422, 'not_an_archive');
    const orphan = 'LIVEUI-ARCHIVE 1\n' + JSON.stringify({ root: 'x', directories: [], files: [{ path: 'missing/a.txt', content: 'x' }] });
    succeeds('update_file', { file_path: '~/downloads/evil.zip', content: orphan });
    fails('decompress_file', { file_path: '~/downloads/evil.zip' }, 422, 'not_an_archive');
  });
});
