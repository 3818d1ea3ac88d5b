/**
 * s30 trash2: trash, purge, made-note and state-heading readings (F2-trash2 findings).
 */
import { madeNotNow } from './notdone.ts';
import { normalizeText, textShows } from './match.ts';
import { headingWaits, rowSaysPrivate, undoneMasked } from './private.ts';
import { headingOff, rowNotPublic } from './s35-vis.ts';

const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const BIN = String.raw`(?:the\s+|your\s+)?(?:trash|bin|recycle\s+bin|recycling\s+bin|trash\s+can)`;

/**
 * A gone row read in its plain order (s29-q0-f3, s30-r4-f5, s27-w1-f1, s30-r4-f6):
 * - a past verb before the name, "Moved Morning Run to the trash", is read "Morning Run moved to the trash";
 *   the name may be quoted ('Moved "Vacation days in July" to the trash', s31 purge s30-d0-f4);
 * - the trash entry's id between its noun and a done verb, "Trash entry 2771311 deleted", is read
 *   "2771311 deleted from the trash" (a clause opening on "trash" reads as an offer) (not "not deleted", "will be deleted": the verb must follow the id);
 * - an offer to purge, "Permanently delete" (a bare verb after the adverb), is masked.
 */
export function trashRead(line: string, names: readonly string[]): string {
  // A purge at a time to come ("deleted in 30 days") is none now.
  // s32 private (s31-p1-f1): a trash move said undone after it is no trash.
  let text = normalizeText(undoneMasked(line)).replace(/(?<![\p{L}\p{N}])(?:permanently\s+)?(?:deleted|removed|purged|erased)\s+in\s+\d+\s+(?:minute|hour|day|week|month)s?(?![\p{L}\p{N}])/giu, (m) => ' '.repeat(m.length));
  const own = names.map((n) => normalizeText(n).trim()).filter((n) => n.length >= 2).sort((a, b) => b.length - a.length);
  for (const n of own) {
    const moved = new RegExp(`(?<![\\p{L}\\p{N}])(?<!(?:not|never|n't)\\s+)(moved|sent|put|threw|thrown|dragged)\\s+(["“”‘’']?${esc(n)}["“”‘’']?(?:\\s*\\([^)]*\\))?)\\s+(?:in)?to\\s+(${BIN})(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(moved, (_: string, v: string, name: string, bin: string) => `${name} ${v} to ${bin}`);
    const entry = new RegExp(`(?<![\\p{L}\\p{N}])(trash|bin)\\s+(entry|item)\\s+(#?${esc(n)})\\s+(?:was\\s+|has\\s+been\\s+|is\\s+now\\s+)?((?:permanently\\s+)?(?:deleted|removed|purged|erased))(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(entry, (_: string, _t: string, _e: string, id: string, verb: string) => `${id} ${verb} from the trash`);
  }
  return text.replace(/(?<![\p{L}\p{N}])permanently\s+(?:delete|remove|erase|purge)(?![\p{L}\p{N}])/giu, (m) => ' '.repeat(m.length));
}

/**
 * s30-r4-f1 (gym-routine-file-note): a line that says the record was not made, failed, or waits
 * ("note not created (fitness)", "note queued", "import failed", "not saved") tells nothing of it.
 */
const UNDONE = /(?<![\p{L}])(?:not|never|n't|no)\s+(?:\p{L}+\s+)?(?:created|saved|added|made|done|imported|written|stored|kept)(?![\p{L}])|(?<![\p{L}])(?:failed|failure|queued|pending|error|could\s*n[o']t|unable|cancelled|canceled|aborted)(?![\p{L}])/iu;
// s32 notdone (s31-r4-f9): also a making to come, possible, under way, on hold or skipped (./notdone.ts).
export const madeUndone = (line: string): string => (UNDONE.test(normalizeText(line).replace(/[‘’]/g, "'")) || madeNotNow(line) ? '' : line);

/**
 * s26-d4c-f3 (gym-routine-file-note): a made record's short text (its tag) on the line right under the
 * line naming it ("Gym routine" / "Tag: fitness") is read as said on that line, as "Gym routine (fitness)".
 */
export function withCardLine(lines: readonly string[], names: readonly string[], mode: Parameters<typeof textShows>[2]): string[] {
  const out = [...lines];
  lines.forEach((line, i) => {
    const next = lines[i + 1];
    if (next === undefined || !names.some((n) => textShows(line, n, mode)) || names.some((n) => textShows(next, n, mode))) return;
    // Only a tag line ("Tag: fitness", "#fitness"): a file's row under the title is no part of it (s27-made).
    // s32 private (s26-d4c-f3): or a bare tag word alone on the line (a chip "fitness"): one word of letters, no file's row.
    if (normalizeText(next).trim().split(/\s+/).length > 3 || (!/^\s*(?:tags?\s*:|#)/iu.test(next) && !/^\s*\p{L}[\p{L}-]*\s*$/u.test(next))) return;
    // s32 notdone (s31-r4-f9): a short status line right under the tag line is the card's too ("Note not created").
    const after = lines[i + 2];
    out.push(after !== undefined && after.trim() !== '' && normalizeText(after).trim().split(/\s+/).length <= 4 && madeNotNow(after) ? `${line} (${next}) — ${after}` : after !== undefined && /^\s*note\s+not\s+\p{L}+/iu.test(after) ? `${line} (${next}) — ${after}` : `${line} (${next})`);
  });
  return out;
}

/**
 * s30-r4-f8 (road-trip-mix-text): a state heading over a row tells its state only when it is no offer
 * ("Make public", "Publish"), nothing to come ("To be made public", "Making public"), not both states
 * ("Public and private playlists"), and the row under it does not say the other state itself ("— private").
 */
/** A heading led by a bare verb is an offer ("Make public"); a verb naming a list ("Block list", "Share log") is a noun. */
const OFFER_HEAD = /^(?:make|set|mark|turn|switch|go|change|publish|share|block|add|like|favourite|favorite|tick|complete|archive|pin|star|unblock|unpin)(?![\p{L}\p{N}])(?!\s+(?:list|lists|numbers?|contacts?|board|log|history|queue)(?![\p{L}]))/u;
const COMING_HEAD = /(?<![\p{L}])(?:to be|will|won't|being|soon|pending|once|if|until|queued|scheduled|about to)(?![\p{L}])|^(?:making|setting|turning|marking|moving|sending|going|publishing)(?![\p{L}])/u;
export function headingTellsState(heading: string, row: string, opposite: readonly string[]): boolean {
  const h = normalizeText(heading).replace(/[‘’]/g, "'").replace(/^[^\p{L}]+/u, '').trim();
  if (OFFER_HEAD.test(h) || COMING_HEAD.test(h) || headingWaits(h)) return false;
  // s35 vis (s32-re1-f1, s32-re3-f1): a visibility heading said stopped, a row said the owner's only or unfindable (./s35-vis.ts).
  if (headingOff(h, opposite) || rowNotPublic(row, opposite)) return false;
  const negatedOpp = (text: string, o: string): boolean => new RegExp(`(?<![\\p{L}])(?:not|no longer|never|no)\\s+${esc(normalizeText(o).trim())}`, 'iu').test(text);
  if (opposite.some((o) => textShows(h, o, 'normalized') && !negatedOpp(h, o))) return false;
  const r = normalizeText(row);
  if (rowSaysPrivate(r, opposite)) return false;
  return !opposite.some((o) => textShows(r, o, 'normalized') && !negatedOpp(r, o));
}

/** s30-r4-f6: a row's trash id said "(trash 2771311)" is its trash entry, as "(trash entry 2771311)" is (the old state). */
export function trashEntrySaid(line: string, names: readonly string[]): string {
  const ids = names.map((n) => n.trim()).filter((n) => /^\d{4,}$/u.test(n));
  if (ids.length === 0) return line;
  return line.replace(new RegExp(`(?<![\\p{L}\\p{N}])(trash|bin)\\s+(#?(?:${ids.join('|')}))(?![\\p{L}\\p{N}])`, 'giu'), '$1 entry $2');
}
