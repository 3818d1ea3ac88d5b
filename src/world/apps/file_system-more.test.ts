import { describe, expect, it } from 'vitest';
import { expectRefused, useWorld } from './test-world.ts';

// Tests of the file_system APIs added for breadth: tools (search, info, rename, copy, compress)
// and the trash. Each API: its success with the exact diff, and each documented error.
const w = useWorld(23);
const home = () => `/home/${w.current.mainUser().first_name.toLowerCase()}`;
const call = (api: string, args: Record<string, unknown>) => w.current.callAsUser('file_system', api, args);
const ok = (api: string, args: Record<string, unknown>) => {
  const record = call(api, args);
  expect(record.error, `${api} ${JSON.stringify(args)}`).toBeUndefined();
  return record;
};
const fileRow = (path: string) => w.current.db.prepare('SELECT * FROM file_system_files WHERE path = ?').get(path) as Record<string, unknown> & { id: number; content: string };
const dirRow = (path: string) => w.current.db.prepare('SELECT * FROM file_system_directories WHERE path = ?').get(path) as Record<string, unknown> & { id: number };
const rowsBelow = (table: string, path: string) => w.current.db.prepare(`SELECT * FROM file_system_${table} WHERE path = ? OR path LIKE ? ORDER BY id`).all(path, `${path}/%`);
const count = (table: string) => (w.current.db.prepare(`SELECT COUNT(*) AS n FROM file_system_${table}`).get() as { n: number }).n;

function fails(api: string, args: Record<string, unknown>, status: number, code: string): void {
  expectRefused(call(api, args), status, code);
}

describe('file_system fixture breadth', () => {
  it('has months of files, a duplicate and earlier trash to find', () => {
    const recent = ok('show_recent_files', { directory_path: '~/downloads/statements', page_limit: 20 }).response as { path: string }[];
    expect(recent.map((r) => r.path.split('/').pop())).toEqual(['bank_statement_2023-04.txt', 'bank_statement_2023-03.txt', 'bank_statement_2023-02.txt']);
    expect(ok('find_duplicate_files', {}).response).toEqual([[`${home()}/documents/resume.txt`, `${home()}/downloads/resume_copy.txt`]]);
    const trash = ok('show_trash', {}).response as { original_path: string; kind: string }[];
    expect(trash.map((t) => [t.kind, t.original_path])).toEqual([['file', `${home()}/downloads/coupon_pizza.txt`], ['file', `${home()}/documents/old_cover_letter.txt`]]);
    const months = new Set((w.current.db.prepare('SELECT substr(updated_at, 1, 7) AS m FROM file_system_files').all() as { m: string }[]).map((r) => r.m));
    expect(months.size).toBeGreaterThanOrEqual(8);
  });
});

describe('file_system reads', () => {
  it('shows a file by id, and refuses unknown and foreign ids', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    expect(ok('show_file_by_id', { file_id: row.id }).response).toEqual({ file_id: row.id, path: row.path, content: row.content, created_at: row.created_at, updated_at: row.updated_at });
    fails('show_file_by_id', { file_id: 1 }, 404, 'file_not_found');
    const foreign = w.current.db.prepare('SELECT id FROM file_system_files WHERE owner_id != ? LIMIT 1').get(w.current.mainUser().id) as { id: number } | undefined;
    if (foreign) fails('show_file_by_id', { file_id: foreign.id }, 403, 'not_owner');
  });

  it('describes a file and a directory', () => {
    const row = fileRow(`${home()}/documents/packing_list.txt`);
    expect(ok('show_file_info', { file_path: '~/documents/packing_list.txt' }).response).toEqual({
      file_id: row.id, path: row.path, name: 'packing_list.txt', extension: 'txt', size_bytes: row.content.length, line_count: 8, word_count: 25,
      created_at: row.created_at, updated_at: row.updated_at,
    });
    fails('show_file_info', { file_path: '~/documents/nope.txt' }, 404, 'file_not_found');
    fails('show_file_info', { file_path: '/etc/passwd' }, 403, 'not_owner');
    const info = ok('show_directory_info', { directory_path: '~/photos' }).response as Record<string, number>;
    const files = rowsBelow('files', `${home()}/photos`) as { content: string }[];
    expect(info).toMatchObject({ path: `${home()}/photos`, file_count: files.length, directory_count: 2, total_size_bytes: files.reduce((s, f) => s + f.content.length, 0) });
    fails('show_directory_info', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('shows a directory tree to a depth', () => {
    const tree = ok('show_directory_tree', { directory_path: '~/photos', max_depth: 1 }).response as { children: { name: string; type: string; children?: unknown[] }[] };
    expect(tree.children.map((c) => [c.name, c.type])).toEqual([['2022_hawaii', 'directory'], ['family', 'directory'], ['profile_picture.png', 'file']]);
    expect(tree.children[0]?.children).toEqual([]);
    const deep = ok('show_directory_tree', { directory_path: '~/photos', max_depth: 2 }).response as { children: { children?: { name: string }[] }[] };
    expect(deep.children[0]?.children?.map((c) => c.name)).toEqual(['beach_sunset.jpg', 'snorkeling.jpg', 'volcano_hike.jpg']);
    fails('show_directory_tree', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('searches names and contents, by extension, and pages', () => {
    const byName = ok('search_files', { query: 'CURRY' }).response as { path: string; matched_in: string }[];
    expect(byName).toContainEqual(expect.objectContaining({ path: `${home()}/documents/recipes/weeknight_curry.txt`, matched_in: 'name' }));
    const byContent = ok('search_files', { query: 'passport', in_content: true, page_limit: 20 }).response as { path: string; matched_in: string }[];
    expect(byContent).toContainEqual(expect.objectContaining({ path: `${home()}/documents/packing_list.txt`, matched_in: 'content' }));
    expect(ok('search_files', { query: 'passport', in_content: false }).response).toEqual([]);
    const jpgs = ok('search_files', { query: 'a', extension: 'jpg', page_limit: 20 }).response as { path: string }[];
    expect(jpgs.length).toBeGreaterThan(0);
    expect(jpgs.every((h) => h.path.endsWith('.jpg'))).toBe(true);
    const page0 = ok('search_files', { query: 'e', page_limit: 2 }).response as unknown[];
    const page1 = ok('search_files', { query: 'e', page_limit: 2, page_index: 1 }).response as unknown[];
    expect(page0).toHaveLength(2);
    expect(page1[0]).not.toEqual(page0[0]);
    fails('search_files', { query: 'x', directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('lists recent files newest first', () => {
    const recent = ok('show_recent_files', { page_limit: 20 }).response as { updated_at: string }[];
    expect(recent.length).toBe(20);
    expect(recent.map((r) => r.updated_at)).toEqual([...recent.map((r) => r.updated_at)].sort().reverse());
    ok('update_file', { file_path: '~/music/guitar_chords.txt', content: 'x' });
    expect((ok('show_recent_files', { page_limit: 1 }).response as { path: string }[])[0]?.path).toBe(`${home()}/music/guitar_chords.txt`);
    fails('show_recent_files', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('finds duplicates and compares files', () => {
    expect(ok('find_duplicate_files', { directory_path: '~/music' }).response).toEqual([]);
    ok('copy_file', { source_file_path: '~/music/guitar_chords.txt', destination_file_path: '~/music/chords_copy.txt' });
    expect(ok('find_duplicate_files', { directory_path: '~/music' }).response).toEqual([[`${home()}/music/chords_copy.txt`, `${home()}/music/guitar_chords.txt`]]);
    fails('find_duplicate_files', { directory_path: '~/nope' }, 404, 'directory_not_found');
    expect(ok('compare_files', { first_file_path: '~/music/guitar_chords.txt', second_file_path: '~/music/chords_copy.txt' }).response).toEqual({ identical: true, only_in_first: [], only_in_second: [] });
    ok('update_file', { file_path: '~/music/chords_copy.txt', content: 'Capo on 2\n' });
    const diff = ok('compare_files', { first_file_path: '~/music/chords_copy.txt', second_file_path: '~/music/guitar_chords.txt' }).response as { identical: boolean; only_in_first: string[] };
    expect(diff).toMatchObject({ identical: false, only_in_first: ['Capo on 2'] });
    fails('compare_files', { first_file_path: '~/music/none.txt', second_file_path: '~/music/chords_copy.txt' }, 404, 'file_not_found');
  });
});

describe('file_system edits', () => {
  it('appends, prepends and replaces text', () => {
    const row = fileRow(`${home()}/documents/packing_list.txt`);
    const now = w.current.now();
    const appended = ok('append_to_file', { file_path: '~/documents/packing_list.txt', content: '- umbrella\n' });
    expect(appended.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: row.id, before: { content: row.content, updated_at: row.updated_at }, after: { content: `${row.content}- umbrella\n`, updated_at: now } }], deleted: [] }]);
    ok('append_to_file', { file_path: '~/documents/packing_list.txt', content: 'TODO\n', prepend: true });
    expect(fileRow(row.path as string).content).toBe(`TODO\n${row.content}- umbrella\n`);
    fails('append_to_file', { file_path: '~/documents/none.txt', content: 'x' }, 404, 'file_not_found');
    const replaced = ok('replace_in_file', { file_path: '~/documents/packing_list.txt', find: '- ', replace_with: '* ' });
    expect(replaced.response).toEqual({ message: 'File updated.', replaced_count: 8 });
    expect(replaced.diff[0]?.updated[0]?.after).toEqual({ content: `TODO\n${row.content}- umbrella\n`.replaceAll('- ', '* ') });
    fails('replace_in_file', { file_path: '~/documents/packing_list.txt', find: 'zebra', replace_with: '' }, 404, 'text_not_found');
    fails('replace_in_file', { file_path: '~/documents/none.txt', find: 'a', replace_with: '' }, 404, 'file_not_found');
  });

  it('renames a file in place', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    const record = ok('rename_file', { file_path: '~/documents/resume.txt', new_name: 'cv.txt' });
    expect(record.response).toEqual({ message: 'File renamed.', path: `${home()}/documents/cv.txt` });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: row.id, before: { path: row.path }, after: { path: `${home()}/documents/cv.txt` } }], deleted: [] }]);
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: 'packing_list.txt' }, 409, 'path_exists');
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: 'cv.txt' }, 409, 'same_path');
    fails('rename_file', { file_path: '~/documents/cv.txt', new_name: '../x.txt' }, 422, 'invalid_arguments');
    fails('rename_file', { file_path: '~/documents/resume.txt', new_name: 'a.txt' }, 404, 'file_not_found');
  });

  it('renames a directory with its contents', () => {
    const dir = dirRow(`${home()}/documents/recipes`);
    const files = rowsBelow('files', `${home()}/documents/recipes`) as { id: number; path: string }[];
    const record = ok('rename_directory', { directory_path: '~/documents/recipes', new_name: 'cooking' });
    const moved = (p: string) => p.replace('/recipes', '/cooking');
    expect(record.diff).toEqual([
      { app: 'file_system', table: 'directories', inserted: [], updated: [{ id: dir.id, before: { path: dir.path }, after: { path: moved(dir.path as string) } }], deleted: [] },
      { app: 'file_system', table: 'files', inserted: [], updated: files.map((f) => ({ id: f.id, before: { path: f.path }, after: { path: moved(f.path) } })), deleted: [] },
    ]);
    fails('rename_directory', { directory_path: '~/documents/cooking', new_name: 'work' }, 409, 'path_exists');
    fails('rename_directory', { directory_path: '~/documents/cooking', new_name: 'cooking' }, 409, 'same_path');
    fails('rename_directory', { directory_path: '~', new_name: 'x' }, 409, 'cannot_change_home');
    fails('rename_directory', { directory_path: '~/documents/recipes', new_name: 'x' }, 404, 'directory_not_found');
  });

  it('copies a directory tree with new ids', () => {
    const now = w.current.now();
    const sourceFiles = rowsBelow('files', `${home()}/documents/recipes`) as { id: number; path: string; content: string }[];
    const record = ok('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/recipes_backup' });
    const dirId = (record.response as { directory_id: number }).directory_id;
    expect(record.diff[0]).toEqual({ app: 'file_system', table: 'directories', inserted: [{ id: dirId, owner_id: w.current.mainUser().id, path: `${home()}/recipes_backup`, created_at: now }], updated: [], deleted: [] });
    const inserted = record.diff[1]?.inserted ?? [];
    expect(inserted.map((r) => [r.path, r.content, r.created_at]).sort()).toEqual(sourceFiles.map((f) => [f.path.replace('/documents/recipes', '/recipes_backup'), f.content, now]).sort());
    expect(inserted.every((r) => !sourceFiles.some((f) => f.id === r.id))).toBe(true);
    fails('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/recipes_backup' }, 409, 'path_exists');
    fails('copy_directory', { source_directory_path: '~/documents', destination_directory_path: '~/documents/inner' }, 422, 'invalid_path');
    fails('copy_directory', { source_directory_path: '~/documents/recipes', destination_directory_path: '~/a/b' }, 404, 'directory_not_found');
    fails('copy_directory', { source_directory_path: '~/nope', destination_directory_path: '~/b' }, 404, 'directory_not_found');
    fails('copy_directory', { source_directory_path: '~/documents', destination_directory_path: '/home/other' }, 403, 'not_owner');
  });

  it('copies and moves several files, all or nothing', () => {
    const a = fileRow(`${home()}/documents/resume.txt`);
    const b = fileRow(`${home()}/documents/packing_list.txt`);
    const copied = ok('copy_files_to_directory', { file_paths: ['~/documents/resume.txt', '~/documents/packing_list.txt'], directory_path: '~/downloads' });
    expect(copied.diff[0]?.inserted.map((r) => [r.path, r.content])).toEqual(
      expect.arrayContaining([[`${home()}/downloads/resume.txt`, a.content], [`${home()}/downloads/packing_list.txt`, b.content]]),
    );
    expect(copied.diff[0]?.inserted).toHaveLength(2);
    fails('copy_files_to_directory', { file_paths: ['~/music/guitar_chords.txt', '~/documents/resume.txt'], directory_path: '~/downloads' }, 409, 'file_exists');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt', '~/downloads/resume.txt'], directory_path: '~/music' }, 422, 'duplicate_name');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/documents' }, 409, 'same_path');
    fails('copy_files_to_directory', { file_paths: ['~/documents/none.txt'], directory_path: '~/music' }, 404, 'file_not_found');
    fails('copy_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/nope' }, 404, 'directory_not_found');
    const moved = ok('move_files_to_directory', { file_paths: ['~/documents/resume.txt'], directory_path: '~/music' });
    expect(moved.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: a.id, before: { path: a.path }, after: { path: `${home()}/music/resume.txt` } }], deleted: [] }]);
    fails('move_files_to_directory', { file_paths: ['~/music/resume.txt'], directory_path: '~/downloads' }, 409, 'file_exists');
    const replaced = fileRow(`${home()}/downloads/resume.txt`);
    const over = ok('move_files_to_directory', { file_paths: ['~/music/resume.txt'], directory_path: '~/downloads', overwrite: true });
    expect(over.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [{ id: a.id, before: { path: `${home()}/music/resume.txt` }, after: { path: replaced.path } }], deleted: [replaced] }]);
  });

  it('deletes several files, all or nothing', () => {
    const a = fileRow(`${home()}/documents/resume.txt`);
    const b = fileRow(`${home()}/music/guitar_chords.txt`);
    fails('delete_files', { file_paths: ['~/documents/resume.txt', '~/documents/none.txt'] }, 404, 'file_not_found');
    const record = ok('delete_files', { file_paths: ['~/documents/resume.txt', '~/music/guitar_chords.txt', '~/documents/resume.txt'] });
    expect(record.response).toEqual({ message: 'Files deleted.', deleted_count: 2 });
    expect(record.diff).toEqual([{ app: 'file_system', table: 'files', inserted: [], updated: [], deleted: [a, b].sort((x, y) => x.id - y.id) }]);
  });
});

describe('file_system compression', () => {
  it('compresses a directory and unpacks it again elsewhere', () => {
    const now = w.current.now();
    const dirs = rowsBelow('directories', `${home()}/photos`) as { path: string }[];
    const files = rowsBelow('files', `${home()}/photos`) as { id: number; path: string; content: string }[];
    const packed = ok('compress_directory', { directory_path: '~/photos' });
    const zipId = (packed.response as { file_id: number }).file_id;
    expect(packed.response).toEqual({ message: 'Directory compressed.', file_id: zipId, path: `${home()}/photos.zip` });
    expect(packed.diff).toHaveLength(1);
    expect(packed.diff[0]?.inserted).toEqual([expect.objectContaining({ id: zipId, path: `${home()}/photos.zip`, created_at: now })]);
    fails('compress_directory', { directory_path: '~/photos' }, 409, 'file_exists');
    fails('compress_directory', { directory_path: '~/photos', compressed_file_path: '~/photos.tar' }, 422, 'invalid_path');
    fails('compress_directory', { directory_path: '~/photos', compressed_file_path: '~/photos/inner.zip' }, 422, 'invalid_path');
    fails('compress_directory', { directory_path: '~' }, 409, 'cannot_change_home');
    fails('compress_directory', { directory_path: '~/nope' }, 404, 'directory_not_found');

    ok('create_directory', { directory_path: '~/restore' });
    const unpacked = ok('decompress_file', { file_path: '~/photos.zip', destination_directory_path: '~/restore', delete_compressed_file: true });
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
    const record = ok('compress_directory', { directory_path: '~/music', compressed_file_path: '~/downloads/music.zip', delete_directory: true });
    expect(record.diff.find((d) => d.table === 'directories')?.deleted).toEqual(dirs);
    expect(record.diff.find((d) => d.table === 'files')?.deleted).toEqual(files);
    expect(count('files')).toBe(before - files.length + 1);
    fails('decompress_file', { file_path: '~/downloads/music.zip', destination_directory_path: '~/nope' }, 404, 'directory_not_found');
    ok('create_directory', { directory_path: '~/music' });
    fails('decompress_file', { file_path: '~/downloads/music.zip', destination_directory_path: '~' }, 409, 'path_exists');
    fails('decompress_file', { file_path: '~/documents/resume.txt' }, 422, 'not_an_archive');
    const escape = 'LIVEUI-ARCHIVE 1\n' + JSON.stringify({ root: 'x', directories: [], files: [{ path: '../../etc/passwd', content: 'x' }] });
    ok('create_file', { file_path: '~/downloads/evil.zip', content: escape });
    fails('decompress_file', { file_path: '~/downloads/evil.zip' }, 422, 'not_an_archive');
    const orphan = 'LIVEUI-ARCHIVE 1\n' + JSON.stringify({ root: 'x', directories: [], files: [{ path: 'missing/a.txt', content: 'x' }] });
    ok('update_file', { file_path: '~/downloads/evil.zip', content: orphan });
    fails('decompress_file', { file_path: '~/downloads/evil.zip' }, 422, 'not_an_archive');
  });
});

describe('file_system trash', () => {
  it('trashes and restores a file with its id and dates', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    const trashed = ok('trash_file', { file_path: '~/documents/resume.txt' });
    const trashId = (trashed.response as { trash_id: number }).trash_id;
    expect(trashed.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [], updated: [], deleted: [row] },
      { app: 'file_system', table: 'trash', inserted: [{ id: trashId, owner_id: row.owner_id, kind: 'file', original_path: row.path, items: JSON.stringify({ directories: [], files: [row] }), trashed_at: w.current.now() }], updated: [], deleted: [] },
    ]);
    expect((ok('show_trash', { page_limit: 20 }).response as { trash_id: number }[])[0]).toEqual({ trash_id: trashId, kind: 'file', original_path: row.path, file_count: 1, trashed_at: w.current.now() });
    fails('trash_file', { file_path: '~/documents/resume.txt' }, 404, 'file_not_found');
    ok('create_file', { file_path: '~/documents/resume.txt', content: 'new' });
    fails('restore_from_trash', { trash_id: trashId }, 409, 'path_exists');
    ok('delete_file', { file_path: '~/documents/resume.txt' });
    const restored = ok('restore_from_trash', { trash_id: trashId });
    expect(restored.diff).toEqual([
      { app: 'file_system', table: 'files', inserted: [row], updated: [], deleted: [] },
      { app: 'file_system', table: 'trash', inserted: [], updated: [], deleted: [expect.objectContaining({ id: trashId })] },
    ]);
    fails('restore_from_trash', { trash_id: trashId }, 404, 'trash_not_found');
  });

  it('trashes a directory tree and restores it only when its parent exists', () => {
    const dirs = rowsBelow('directories', `${home()}/documents/work`);
    const files = rowsBelow('files', `${home()}/documents/work`);
    const trashed = ok('trash_directory', { directory_path: '~/documents/work' });
    const trashId = (trashed.response as { trash_id: number }).trash_id;
    expect(trashed.diff.find((d) => d.table === 'directories')?.deleted).toEqual(dirs);
    expect(trashed.diff.find((d) => d.table === 'files')?.deleted).toEqual(files);
    fails('trash_directory', { directory_path: '~/documents/work' }, 404, 'directory_not_found');
    fails('trash_directory', { directory_path: '~' }, 409, 'cannot_change_home');
    ok('move_directory', { source_directory_path: '~/documents', destination_directory_path: '~/docs' });
    fails('restore_from_trash', { trash_id: trashId }, 404, 'directory_not_found');
    ok('move_directory', { source_directory_path: '~/docs', destination_directory_path: '~/documents' });
    const restored = ok('restore_from_trash', { trash_id: trashId });
    expect(restored.diff.find((d) => d.table === 'directories')?.inserted).toEqual(dirs);
    expect(restored.diff.find((d) => d.table === 'files')?.inserted).toEqual(files);
  });

  it('deletes trash entries for good and empties the trash', () => {
    const start = count('trash');
    const first = (ok('trash_file', { file_path: '~/documents/resume.txt' }).response as { trash_id: number }).trash_id;
    ok('trash_file', { file_path: '~/music/guitar_chords.txt' });
    const removed = ok('delete_from_trash', { trash_id: first });
    expect(removed.diff).toEqual([{ app: 'file_system', table: 'trash', inserted: [], updated: [], deleted: [expect.objectContaining({ id: first, kind: 'file' })] }]);
    fails('delete_from_trash', { trash_id: first }, 404, 'trash_not_found');
    const emptied = ok('empty_trash', {});
    expect(emptied.response).toEqual({ message: 'Trash emptied.', deleted_count: start + 1 });
    expect(emptied.diff[0]?.deleted).toHaveLength(start + 1);
    fails('empty_trash', {}, 409, 'trash_empty');
    expect(ok('show_trash', {}).response).toEqual([]);
  });
});
