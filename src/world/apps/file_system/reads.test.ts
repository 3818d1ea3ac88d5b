import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { world: w, succeeds, fails, home, fileRow, rowsBelow } = useFileSystem(23);

describe('file_system fixture breadth', () => {
  it('has months of files, a duplicate and earlier trash to find', () => {
    const recent = succeeds('show_recent_files', { directory_path: '~/downloads/statements', page_limit: 20 }).response as { path: string }[];
    expect(recent.map((r) => r.path.split('/').pop())).toEqual(['bank_statement_2023-04.txt', 'bank_statement_2023-03.txt', 'bank_statement_2023-02.txt']);
    expect(succeeds('find_duplicate_files', {}).response).toEqual([[`${home()}/documents/resume.txt`, `${home()}/downloads/resume_copy.txt`]]);
    const trash = succeeds('show_trash', {}).response as { original_path: string; kind: string }[];
    expect(trash.map((t) => [t.kind, t.original_path])).toEqual([['file', `${home()}/downloads/coupon_pizza.txt`], ['file', `${home()}/documents/old_cover_letter.txt`]]);
    const months = new Set((w.current.db.prepare('SELECT substr(updated_at, 1, 7) AS m FROM file_system_files').all() as { m: string }[]).map((r) => r.m));
    expect(months.size).toBeGreaterThanOrEqual(8);
  });
});

describe('file_system reads', () => {
  it('shows a file by id, and refuses unknown and foreign ids', () => {
    const row = fileRow(`${home()}/documents/resume.txt`);
    expect(succeeds('show_file_by_id', { file_id: row.id }).response).toEqual({ file_id: row.id, path: row.path, content: row.content, created_at: row.created_at, updated_at: row.updated_at });
    fails('show_file_by_id', { file_id: 1 }, 404, 'file_not_found');
    const foreign = w.current.db.prepare('SELECT id FROM file_system_files WHERE owner_id != ? LIMIT 1').get(w.current.mainUser().id) as { id: number } | undefined;
    if (foreign) fails('show_file_by_id', { file_id: foreign.id }, 403, 'not_owner');
  });

  it('describes a file and a directory', () => {
    const row = fileRow(`${home()}/documents/packing_list.txt`);
    expect(succeeds('show_file_info', { file_path: '~/documents/packing_list.txt' }).response).toEqual({
      file_id: row.id, path: row.path, name: 'packing_list.txt', extension: 'txt', size_bytes: row.content.length, line_count: 8, word_count: 25,
      created_at: row.created_at, updated_at: row.updated_at,
    });
    fails('show_file_info', { file_path: '~/documents/nope.txt' }, 404, 'file_not_found');
    fails('show_file_info', { file_path: '/etc/passwd' }, 403, 'not_owner');
    const info = succeeds('show_directory_info', { directory_path: '~/photos' }).response as Record<string, number>;
    const files = rowsBelow('files', `${home()}/photos`) as { content: string }[];
    expect(info).toMatchObject({ path: `${home()}/photos`, file_count: files.length, directory_count: 2, total_size_bytes: files.reduce((s, f) => s + f.content.length, 0) });
    fails('show_directory_info', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('shows a directory tree to a depth', () => {
    const tree = succeeds('show_directory_tree', { directory_path: '~/photos', max_depth: 1 }).response as { children: { name: string; type: string; children?: unknown[] }[] };
    expect(tree.children.map((c) => [c.name, c.type])).toEqual([['2022_hawaii', 'directory'], ['family', 'directory'], ['profile_picture.png', 'file']]);
    expect(tree.children[0]?.children).toEqual([]);
    const deep = succeeds('show_directory_tree', { directory_path: '~/photos', max_depth: 2 }).response as { children: { children?: { name: string }[] }[] };
    expect(deep.children[0]?.children?.map((c) => c.name)).toEqual(['beach_sunset.jpg', 'snorkeling.jpg', 'volcano_hike.jpg']);
    fails('show_directory_tree', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('searches names and contents, by extension, and pages', () => {
    const byName = succeeds('search_files', { query: 'CURRY' }).response as { path: string; matched_in: string }[];
    expect(byName).toContainEqual(expect.objectContaining({ path: `${home()}/documents/recipes/weeknight_curry.txt`, matched_in: 'name' }));
    const byContent = succeeds('search_files', { query: 'passport', in_content: true, page_limit: 20 }).response as { path: string; matched_in: string }[];
    expect(byContent).toContainEqual(expect.objectContaining({ path: `${home()}/documents/packing_list.txt`, matched_in: 'content' }));
    expect(succeeds('search_files', { query: 'passport', in_content: false }).response).toEqual([]);
    const jpgs = succeeds('search_files', { query: 'a', extension: 'jpg', page_limit: 20 }).response as { path: string }[];
    expect(jpgs.length).toBeGreaterThan(0);
    expect(jpgs.every((h) => h.path.endsWith('.jpg'))).toBe(true);
    const page0 = succeeds('search_files', { query: 'e', page_limit: 2 }).response as unknown[];
    const page1 = succeeds('search_files', { query: 'e', page_limit: 2, page_index: 1 }).response as unknown[];
    expect(page0).toHaveLength(2);
    expect(page1[0]).not.toEqual(page0[0]);
    fails('search_files', { query: 'x', directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('lists recent files newest first', () => {
    const recent = succeeds('show_recent_files', { page_limit: 20 }).response as { updated_at: string }[];
    expect(recent.length).toBe(20);
    expect(recent.map((r) => r.updated_at)).toEqual([...recent.map((r) => r.updated_at)].sort().reverse());
    succeeds('update_file', { file_path: '~/music/guitar_chords.txt', content: 'x' });
    expect((succeeds('show_recent_files', { page_limit: 1 }).response as { path: string }[])[0]?.path).toBe(`${home()}/music/guitar_chords.txt`);
    fails('show_recent_files', { directory_path: '~/nope' }, 404, 'directory_not_found');
  });

  it('finds duplicates and compares files', () => {
    expect(succeeds('find_duplicate_files', { directory_path: '~/music' }).response).toEqual([]);
    succeeds('copy_file', { source_file_path: '~/music/guitar_chords.txt', destination_file_path: '~/music/chords_copy.txt' });
    expect(succeeds('find_duplicate_files', { directory_path: '~/music' }).response).toEqual([[`${home()}/music/chords_copy.txt`, `${home()}/music/guitar_chords.txt`]]);
    fails('find_duplicate_files', { directory_path: '~/nope' }, 404, 'directory_not_found');
    expect(succeeds('compare_files', { first_file_path: '~/music/guitar_chords.txt', second_file_path: '~/music/chords_copy.txt' }).response).toEqual({ identical: true, only_in_first: [], only_in_second: [] });
    succeeds('update_file', { file_path: '~/music/chords_copy.txt', content: 'Capo on 2\n' });
    const diff = succeeds('compare_files', { first_file_path: '~/music/chords_copy.txt', second_file_path: '~/music/guitar_chords.txt' }).response as { identical: boolean; only_in_first: string[] };
    expect(diff).toMatchObject({ identical: false, only_in_first: ['Capo on 2'] });
    fails('compare_files', { first_file_path: '~/music/none.txt', second_file_path: '~/music/chords_copy.txt' }, 404, 'file_not_found');
  });
});
