/**
 * s28 gone2 (recipes-for-mom s28-s201-f4, hole/not_shown): a file the task made (a folder's copy)
 * and a later step deleted by its path is not listed after reopen as still in that folder.
 * kit/fixture-gone.ts covers a fixture record deleted by its name, kit/made-undone.ts a made row
 * checked by its key; a copied file is neither (its id is captured, its path is typed).
 *
 * The check is on the file's name beside its folder's (`was`: "~/documents/recipes_for_mom —
 * weeknight_curry.txt, …", its full path): the source
 * folder keeps a file of the same name, which an app may still list. A line telling it removed, or
 * a kept log that does (`history_kept`), passes; nothing shown passes.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { BARE } from './regone.ts';
import { nextId } from './unnamed-deletions.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

const norm = (w: string): string => normalizeText(w).trim();
const capture = (v: unknown): boolean => typeof v === 'string' && /^\$\w+$/.test(v);
const acting = (e: Episode): boolean => e.stage !== 'open' && e.stage !== 'reopen';
const slotOf = (e: Episode): string => e.slot ?? 'A';
const UNDO = /delet|remov|erase|trash|gone|taken out/;
const home = (p: string): string => p.replace(/^\/home\/[^/]+(?=\/)/, '~');

interface Dropped { name: string; folder: string[]; because: string; state: string[] }

function droppedIn(e: Episode): Dropped[] {
  const checks = (e.assertions ?? []) as Obj[];
  const changes = checks.filter((a) => a.type === 'db_changed');
  if (changes.some((a) => a.op === 'inserted' && a.table === 'files')) return [];
  const out: Dropped[] = [];
  for (const a of changes) {
    const where = (a.where ?? {}) as Obj;
    if (a.op !== 'deleted' || a.app !== 'file_system' || a.table !== 'files' || !capture(where.id) || typeof where.path !== 'string') continue;
    const path = where.path;
    const cut = path.lastIndexOf('/');
    const dir = path.slice(0, cut);
    const name = path.slice(cut + 1);
    const base = dir.slice(dir.lastIndexOf('/') + 1);
    if (name.length < 3 || base.length < 3) continue;
    const shown = checks.find((c) => c.type === 'visible_result_grounded' && typeof c.value === 'string' && norm(c.value) === norm(path) && Array.isArray(c.state));
    if (!shown) continue;
    const state = (shown.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)));
    if (!state.some((w) => UNDO.test(norm(w)))) continue;
    out.push({ name, folder: [...new Set([dir, home(dir), base])], because: path, state });
  }
  return out;
}

const goneFor = (checks: readonly Assertion[], d: Dropped): boolean =>
  checks.some((a) => a.type === 'persisted_visible' && a.gone === true && norm(String(a.value)) === norm(d.name));

/** Each reopen after a made file was deleted by its path asks it not listed in its folder as still there. */
export function withDroppedFileGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const dropped = task.episodes.slice(0, i).flatMap((x) => (acting(x) && slotOf(x) === slotOf(e) ? droppedIn(x) : []));
    let checks = e.assertions;
    for (const d of dropped) {
      if (goneFor(checks, d)) continue;
      checks = [...checks, {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's28 gone2: a made file deleted by its path not listed in its folder as still there',
        value: d.name, match: 'normalized', because: d.because, gone: true, state: d.state, was: d.folder, history: true, history_kept: true,
        // s29 (recipes-for-mom s28-e2-f2, garden-next-season s28-e1-f3): the file listed under its folder's path as a heading is in it too.
        was_heads: { words: d.folder }, told_headed: true,
      } as Assertion];
    }
    if (checks === e.assertions) return e;
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
