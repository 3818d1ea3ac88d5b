import { describe, expect, it } from 'vitest';
import { useFileSystem } from './test-helpers.ts';

const { call, home, fails } = useFileSystem(11);

describe('file_system fixture', () => {
  it('has a home with documents, downloads and photos and at least 15 files', () => {
    const top = call('show_directory', { directory_path: '~/', recursive: false, entry_type: 'directories' });
    expect(top.response).toEqual(expect.arrayContaining([`${home()}/documents/`, `${home()}/downloads/`, `${home()}/photos/`]));
    const files = call('show_directory', { entry_type: 'files' }).response as string[];
    expect(files.length).toBeGreaterThanOrEqual(15);
    expect(files.every((f) => f.startsWith(`${home()}/`) && !f.endsWith('/'))).toBe(true);
    expect(files).toEqual([...files].sort());
  });

  it('lists by substring and without recursion', () => {
    expect(call('show_directory', { directory_path: '~/photos', substring: 'SUNSET' }).response).toEqual([`${home()}/photos/2022_hawaii/beach_sunset.jpg`]);
    const flat = call('show_directory', { directory_path: '~/photos', recursive: false }).response as string[];
    expect(flat).toEqual([`${home()}/photos/2022_hawaii/`, `${home()}/photos/family/`, `${home()}/photos/profile_picture.png`]);
  });

  it('shows a file with its content', () => {
    const record = call('show_file', { file_path: '~/documents/packing_list.txt' });
    expect(record.response).toMatchObject({ path: `${home()}/documents/packing_list.txt`, content: expect.stringContaining('passport') });
    fails('show_file', { file_path: '~/documents/nope.txt' }, 404, 'file_not_found');
    fails('show_directory', { directory_path: '~/nope' }, 404, 'directory_not_found');
    fails('show_file', { file_path: 'relative.txt' }, 422, 'invalid_path');
  });

  it('answers existence checks', () => {
    expect(call('file_exists', { file_path: '~/documents/resume.txt' }).response).toEqual({ exists: true });
    expect(call('file_exists', { file_path: '~/documents/../documents/resume.txt' }).response).toEqual({ exists: true });
    expect(call('directory_exists', { directory_path: '~/downloads/' }).response).toEqual({ exists: true });
    expect(call('directory_exists', { directory_path: '~/videos' }).response).toEqual({ exists: false });
  });
});
