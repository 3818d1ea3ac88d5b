/**
 * A Splitwise group renamed and given a member in one step (s17 inbox21, one_api): "Rename it to
 * "Maple Court 3F" and add Sofia" is done in either order, but the service writes the group's
 * name as it is at that moment into the new member's notification ("… added you to the group
 * "Maple Court Flat"" when the member is added first). The world check compared that row's text
 * exactly, so it asked for one order of the two calls. Where a step's checks rename a group (its
 * `name` checked to a new value, the old one checked before) and add a member to it, the
 * notification's message is the app's order to decide: it must name the group by either name.
 * Every other field of the notification, and every other row, stays compared.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

const isGroupName = (a: Obj): boolean => a.type === 'record_matches' && a.app === 'splitwise' && a.table === 'groups' && typeof (a.fields as Obj | undefined)?.name === 'string';
const sameKey = (a: Obj, b: Obj): boolean => JSON.stringify(a.key) === JSON.stringify(b.key);

export function withRenamedNotice(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, at) => {
    const assertions = (e.assertions ?? []) as Obj[];
    const added = assertions.some((a) => a.type === 'db_changed' && a.app === 'splitwise' && a.table === 'group_members' && a.op === 'inserted');
    if (!added) return e;
    const names: [string, string][] = [];
    for (const now of assertions.filter(isGroupName)) {
      for (let before = at - 1; before >= 0; before -= 1) {
        const was = ((task.episodes[before]?.assertions ?? []) as Obj[]).find((a) => isGroupName(a) && sameKey(a, now));
        if (!was) continue;
        const [oldName, newName] = [String((was.fields as Obj).name), String((now.fields as Obj).name)];
        if (oldName.trim().toLowerCase() !== newName.trim().toLowerCase()) names.push([oldName, newName]);
        break;
      }
    }
    if (names.length === 0) return e;
    const next = assertions.map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free ?? []) as Obj[];
      const rows = (a.rows ?? []) as Obj[];
      if (free.some((f) => f.app === 'splitwise' && f.table === 'notifications' && f.field === 'message')) return a;
      if (rows.some((r) => r.app === 'splitwise' && r.table === 'notifications')) return a;
      changed = true;
      return {
        ...a,
        free: [...free, {
          app: 'splitwise', table: 'notifications', field: 'message', constraint: 'any', mentions_one: [...new Set(names.flat())],
          why: 'the step renames the group and adds a member, in either order; the new member\'s notice names the group as it was when they were added: by its old or its new name',
        }],
      };
    });
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? { ...task, episodes } : task;
}
