import { z } from 'zod';
import { api, type ApiDef } from '../../types.ts';
import { labeled, list, oneOf, record, value } from '../../returns.ts';
import { matchesQuery, pageParams, paginate } from '../common.ts';
import { OUTSIDE, baseName, filesBelow, path, requireDir, requireFile, resolvePath } from './store.ts';
import { info } from './files.ts';

/** Finding files: by name or content, by date, duplicates, and line-by-line comparison. */
export const searchApis: ApiDef[] = [
  api({
    name: 'search_files',
    method: 'GET',
    auth: true,
    description: 'Find files below a directory whose name (and, with in_content=true, content) contains the query, case-insensitive. Sorted by path.',
    params: z.object({
      query: z.string().trim().min(1).describe('Text to look for.'),
      directory_path: path('Where to search').default('~/'),
      in_content: z.boolean().default(true).describe('Also match file contents, not only names.'),
      extension: z.string().trim().min(1).optional().describe('Only files with this extension (e.g. "txt", without the dot).'),
      ...pageParams,
    }),
    returns: list(record('file_id', 'path', labeled('matched_in', oneOf('name', 'content')))),
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const wantedExt = args.extension?.replace(/^\./, '').toLowerCase();
      const hits = filesBelow(ctx, root).flatMap((f) => {
        if (wantedExt !== undefined && info(f).extension !== wantedExt) return [];
        if (matchesQuery(args.query, baseName(f.path))) return [{ file_id: f.id, path: f.path, matched_in: 'name' }];
        if (args.in_content && matchesQuery(args.query, f.content)) return [{ file_id: f.id, path: f.path, matched_in: 'content' }];
        return [];
      });
      return paginate(hits, args);
    },
  }),
  api({
    name: 'show_recent_files',
    method: 'GET',
    auth: true,
    description: 'Your files by last change, newest first.',
    params: z.object({ directory_path: path('Only below this directory').default('~/'), ...pageParams }),
    returns: list(record('file_id', 'path', 'updated_at')),
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const rows = [...filesBelow(ctx, root)].sort((a, b) => (a.updated_at === b.updated_at ? (a.path < b.path ? -1 : 1) : a.updated_at < b.updated_at ? 1 : -1));
      return paginate(rows, args).map((f) => ({ file_id: f.id, path: f.path, updated_at: f.updated_at }));
    },
  }),
  api({
    name: 'find_duplicate_files',
    method: 'GET',
    auth: true,
    description: 'Groups of files below a directory that have exactly the same content (two or more per group).',
    params: z.object({ directory_path: path('Where to look').default('~/') }),
    returns: list(list(value('path'))),
    changes: [],
    errors: ['directory_not_found: no such directory', OUTSIDE],
    handler: (ctx, args) => {
      const root = requireDir(ctx, resolvePath(ctx, args.directory_path)).path;
      const groups = new Map<string, string[]>();
      for (const f of filesBelow(ctx, root)) groups.set(f.content, [...(groups.get(f.content) ?? []), f.path]);
      return [...groups.values()].filter((g) => g.length > 1).sort((a, b) => ((a[0] ?? '') < (b[0] ?? '') ? -1 : 1));
    },
  }),
  api({
    name: 'compare_files',
    method: 'GET',
    auth: true,
    description: 'Compare two files line by line: whether they are identical and which lines only one of them has.',
    params: z.object({ first_file_path: path('First file'), second_file_path: path('Second file') }),
    returns: record('identical', labeled('only_in_first', list(value('line'))), labeled('only_in_second', list(value('line')))),
    changes: [],
    errors: ['file_not_found: a file does not exist', OUTSIDE],
    handler: (ctx, args) => {
      const a = requireFile(ctx, resolvePath(ctx, args.first_file_path)).content.split('\n');
      const b = requireFile(ctx, resolvePath(ctx, args.second_file_path)).content.split('\n');
      const only = (x: string[], y: string[]) => x.filter((line) => line !== '' && !y.includes(line));
      return { identical: a.join('\n') === b.join('\n'), only_in_first: only(a, b), only_in_second: only(b, a) };
    },
  }),
];
