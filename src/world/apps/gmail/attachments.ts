import type { ApiContext } from '../../types.ts';
import { baseName, findFile, resolvePath } from '../file_system/paths.ts';
import type { Attachment } from './store.ts';

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
