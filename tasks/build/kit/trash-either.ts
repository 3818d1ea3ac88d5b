/**
 * A file or folder the user removes without saying it must go for good may go to the trash
 * (s23 trash23; recipes-for-mom s23-s12-f1, over_specification/one_api): "take weeknight_curry.txt
 * out of her copy" is done by `trash_file` as surely as by `delete_file` — the file is no longer
 * at its path. The trash then holds one entry for it, which the reference's hard delete does not
 * make, so the episode's end state, collateral bound and mutation cap failed such an app.
 *
 * For each step whose checks demand a file or folder removed by its path (a `db_changed … deleted`
 * naming the path, or the fixture folder by id) and whose user says nothing of it going for good
 * (`FOR_GOOD`), the step's end state lets the app add one trash entry of that kind for exactly that
 * path (`in_step`, op `inserted`: src/stages/check/reference-state.ts), its collateral bound
 * allows `file_system.trash` inserted and its cap one more row per path. The first screen's
 * capability checks that name the hard delete (src/world/equivalences.ts SOFT_REMOVALS) take the
 * trash call too. An app that trashes another file, or the whole folder, or leaves the file,
 * still fails the end state; a user who asks to delete for good, shred, purge or empty the trash
 * keeps the hard delete.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { SOFT_REMOVALS } from '../../../src/world/equivalences.ts';
import { fixtureRow } from './fixture.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/**
 * Words that say the thing must be gone for good, not only out of its place: "for good",
 * "permanently", "outright", "not just bin them", shredding, purging, wiping or erasing, emptying
 * the trash, and a disk short of space (a trashed file frees none).
 */
export const FOR_GOOD =
  /\b(for good|forever|permanent(ly)?|outright|irrecoverabl[ey]|unrecoverabl[ey]|shred\w*|purg\w*|wip(e|es|ed|ing)|eras(e|es|ed|ing)|destroy\w*|no trash|not (just )?(to )?(the )?(trash|bin)|skip(ping)? the (trash|bin)|bypass\w*|empty(ing)? the (trash|bin))\b|\b(disk|drive|laptop|storage|computer)\b[^.]*\bfull\b|\b(space|room)\b/i;

const KIND: Record<string, 'file' | 'directory'> = { files: 'file', directories: 'directory' };

/** The path a `db_changed … deleted` check names: its `path`, or the fixture row of its `id`. */
function removedPath(check: Assertion & { type: 'db_changed' }): string | undefined {
  const where = (check.where ?? {}) as Record<string, unknown>;
  if (typeof where.path === 'string') return where.path;
  if (typeof where.id !== 'number') return undefined;
  try {
    return fixtureRow<{ path: string }>(`SELECT path FROM file_system_${check.table} WHERE id = ?`, where.id).path;
  } catch {
    return undefined;
  }
}

/** The top paths a step removes (a file inside a removed folder goes with it), with their kind. */
function removals(assertions: readonly Assertion[]): { path: string; kind: 'file' | 'directory' }[] {
  const found = assertions.flatMap((a) => {
    if (a.type !== 'db_changed' || a.app !== 'file_system' || a.op !== 'deleted' || !(a.table in KIND)) return [];
    const path = removedPath(a);
    return path === undefined ? [] : [{ path, kind: KIND[a.table] as 'file' | 'directory' }];
  });
  const dirs = found.filter((r) => r.kind === 'directory').map((r) => r.path);
  const top = found.filter((r) => !dirs.some((d) => r.path !== d && r.path.startsWith(`${d}/`)));
  return top.filter((r, i) => top.findIndex((o) => o.path === r.path && o.kind === r.kind) === i);
}

/** An episode's step already trashes (or restores): its collateral bound names the trash. */
const touchesTrash = (assertions: readonly Assertion[]): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && a.allow.some((t) => t.app === 'file_system' && t.table === 'trash'));

/** The capability names of the trash call beside each hard delete a C1 check names. */
function withTrashNames(check: Assertion): Assertion {
  if (check.type !== 'input_available' && check.type !== 'action_available') return check;
  const names = [...check.names];
  for (const soft of SOFT_REMOVALS) {
    const hard = check.type === 'input_available' ? `${soft.api}.${soft.arg}` : soft.api;
    const trash = check.type === 'input_available' ? `${soft.via}.${soft.arg}` : soft.via;
    const at = names.indexOf(hard);
    if (at >= 0 && !names.includes(trash)) names.splice(at + 1, 0, trash);
  }
  return names.length === check.names.length ? check : { ...check, names };
}

export function withTrashEither(task: TaskInput): TaskInput {
  let trashed = false;
  const episodes = task.episodes.map((e): Episode => {
    const assertions = e.assertions ?? [];
    if (!assertions.some((a) => a.type === 'world_matches_reference') || touchesTrash(assertions)) return e;
    const intention = task.apps.find((a) => a.slot === (e.slot ?? 'A'))?.intention ?? '';
    if ([intention, e.message ?? '', e.requirement ?? ''].some((words) => FOR_GOOD.test(words))) return e;
    const gone = removals(assertions);
    if (gone.length === 0) return e;
    trashed = true;
    const rules = gone.map(({ path, kind }) => ({
      app: 'file_system', table: 'trash', field: 'original_path', from: '', to: '', op: 'inserted' as const, where: { kind, original_path: path }, mentions: [path],
      why: `the user removes ${path} without saying for good: moved to the trash it is gone from its path as well (s23 trash23)`,
    }));
    return {
      ...e,
      assertions: assertions.map((a): Assertion => {
        if (a.type === 'mutation_limit') return { ...a, max: a.max + rules.length };
        if (a.type === 'no_collateral') return { ...a, allow: [...a.allow, { app: 'file_system', table: 'trash', ops: ['inserted'] }] };
        if (a.type === 'world_matches_reference') return { ...a, in_step: [...(a.in_step ?? []), ...rules] };
        return a;
      }),
    };
  });
  if (!trashed) return task;
  // The first screen (and the reopened one) may offer the trash where the reference deletes.
  return { ...task, episodes: episodes.map((e) => ({ ...e, assertions: (e.assertions ?? []).map(withTrashNames) })) };
}
