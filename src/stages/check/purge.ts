/**
 * s31 purge (s30-d1-f5, s30-d1-f7): a record the user asked deleted for good (`purge` on a gone check) is not
 * told gone by the trash: a line or heading that puts it in the trash ("— in the trash", "(in the bin)",
 * "moved to the recycle bin", "Trash") and says no purge tells nothing of it. A purge said beside the trash
 * ("removed from the trash", "moved to the trash, then deleted", "trash entry purged") still tells it.
 */
import { normalizeText } from './match.ts';
import { trashNamed } from './s35-lists.ts';

const BIN = String.raw`(?:the\s+|your\s+|my\s+)?(?:trash(?:\s+can)?|bin|recycle\s+bin|recycling\s+bin|wastebasket)`;
/** s33 vocab (statement-shredder s32-re2-f1): a count beside the trash's name in words ("Trash (2 items)", "Bin · 3 files");
 * s34 forms: or a bare count after a separator ("Trash · 2", "Trash: 2", "Bin • 3"). */
const COUNTED = String.raw`(?:items?|files?|entries|entry|notes?|things?|documents?|statements?)`;
/** The trash as the record's place or state now, or the step that put it there. */
const TRASHED = new RegExp(String.raw`(?<![\p{L}])(?:trashed|binned|recycled|(?:in|into|to)\s+${BIN}|→\s*${BIN})(?![\p{L}])|^\s*${BIN}\s*(?::|\(\s*\d+(?:\s+${COUNTED})?\s*\)|[·•—–:|-]\s*\d+(?:\s+${COUNTED})?)?\s*$`, 'iu');
/** A purge said outright, or the record taken out of the trash. */
const PURGED = new RegExp(String.raw`(?<![\p{L}])(?:purged?|permanently|for\s+good|emptied|shredded|(?:deleted|removed|erased|gone)\s+from\s+${BIN}|trash\s+(?:entry|item)\s+(?:(?:was|is)\s+)?(?:deleted|removed|erased))(?![\p{L}])`, 'iu');
/** A deletion after the trash ("moved to the trash, then deleted"), not negated. */
const THEN_DELETED = /(?<![\p{L}])(?<!(?:not|never|n't|no)\s+)(?:deleted|removed|erased)(?![\p{L}])/iu;

/** Does `text` put the record in the trash and say no purge of it? */
export function trashOnly(text: string): boolean {
  // s35 lists (statement-shredder s32-re2-f1): the trash's name with its icon, "folder" or a bare count (./s35-lists.ts).
  const t = trashNamed(normalizeText(text).replace(/[‘’]/g, "'"));
  const at = TRASHED.exec(t);
  if (at === null || PURGED.test(t)) return false;
  return !THEN_DELETED.test(t.slice(at.index + at[0].length));
}

/** A line of a purge check read for its state now: blank where it only tells the trash. */
export const purgeRead = (line: string, purge: boolean): string => (purge && trashOnly(line) ? '' : line);
