/**
 * A Splitwise group made with its members, by either API (issue #30, one_api).
 *
 * `splitwise.create_group` with `member_emails` makes the group with the people in it and mails each
 * an invitation (through gmail); `create_group` and then `add_member_to_group` makes the same group
 * with the same members and leaves each a Splitwise notification instead. The user asks for the
 * group with the person in it, not for one notice: in an episode that makes such a group, the
 * invitation mail is not demanded (its `db_changed` goes), a notification is allowed, and the
 * end-state check counts either notice set (at most one per member) instead of matching the
 * reference's mail row by row. The group and its members are still compared whole.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

/** The tables gmail.send_email writes, and the one add_member_to_group writes. */
const MAIL = ['threads', 'emails', 'user_threads'];
const NOTICE = { app: 'splitwise', table: 'notifications' };

/**
 * How many people a typed list holds: a list's items, or a text's comma-, semicolon- or
 * line-separated parts ("sofia.silva@proton.me, omar.patel@yahoo.com" is two).
 */
function listed(value: unknown): number {
  if (Array.isArray(value)) return value.length;
  return typeof value === 'string' ? value.split(/[,;\n]/).filter((part) => part.trim() !== '').length : 0;
}

/** The episode's typed value for an input: the value keyed by its name or an alias of it (`members|member_emails`). */
const typedFor = (values: Obj, input: string): unknown => Object.entries(values).find(([key]) => key.split('|').includes(input))?.[1];

/**
 * How many members the slot's plans invite with create_group (the most in one call), or 0. A
 * list the plan passes whole from an input (`member_emails: "{{inputs.members}}"`) holds as many
 * as the episode types there (s16 fields: a group made with the members the user lists).
 */
function invited(pkg: Obj | undefined, values: Obj = {}): number {
  let most = 0;
  const visit = (steps: readonly Obj[]): void => {
    for (const step of steps) {
      if (Array.isArray(step.steps)) visit(step.steps as Obj[]);
      if (step.call !== 'splitwise.create_group') continue;
      const members = (step.args as Obj | undefined)?.member_emails;
      if (Array.isArray(members) && members.length > 0) most = Math.max(most, members.length);
      const whole = typeof members === 'string' ? /^\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}$/.exec(members) : null;
      if (whole) most = Math.max(most, listed(typedFor(values, whole[1] as string)));
    }
  };
  for (const action of Array.isArray(pkg?.actions) ? (pkg.actions as Obj[]) : []) visit(Array.isArray(action.plan) ? (action.plan as Obj[]) : []);
  return most;
}

type Allowed = { app: string; table: string; ops: string[] };

export function withMemberNotices(task: TaskInput): TaskInput {
  const episodes = task.episodes.map((e) => {
    const ref = task.reference[e.slot ?? 'A'];
    const n = invited(ref?.package as Obj | undefined, (e.values ?? {}) as Obj);
    if (n === 0) return e;
    const assertions = e.assertions ?? [];
    const allows = (a: { type: string }, app: string, table: string): boolean =>
      a.type === 'no_collateral' && ((a as { allow?: Allowed[] }).allow ?? []).some((x) => x.app === app && x.table === table && x.ops.includes('inserted'));
    // The episode that makes the group (a group inserted, the invitation mail allowed), and asks for no mail of its own.
    const makes = assertions.some((a) => allows(a, 'splitwise', 'groups') && allows(a, 'gmail', 'emails'));
    const mails = assertions.some((a) => a.type === 'api_called' && (a as { app?: string }).app === 'gmail');
    if (!makes || mails) return e;
    const kept = assertions
      .filter((a) => !(a.type === 'db_changed' && (a as { app?: string }).app === 'gmail' && MAIL.includes((a as { table?: string }).table ?? '')))
      .map((a) => {
        if (a.type === 'no_collateral') {
          const allow = (a as { allow?: Allowed[] }).allow ?? [];
          return allow.some((x) => x.app === NOTICE.app && x.table === NOTICE.table) ? a : { ...a, allow: [...allow, { ...NOTICE, ops: ['inserted'] }] };
        }
        if (a.type === 'world_matches_reference') {
          const rows = ((a as { rows?: { app: string; table: string }[] }).rows ?? []).filter((r) => !(r.app === 'gmail' && MAIL.includes(r.table)) && !(r.app === NOTICE.app && r.table === NOTICE.table));
          return {
            ...a,
            rows: [
              ...rows,
              ...MAIL.map((table) => ({ app: 'gmail', table, min: 0, max: table === 'user_threads' ? 2 * n : n, where: {}, anywhere: true })),
              { ...NOTICE, min: 0, max: n, where: {}, anywhere: true },
            ],
          };
        }
        return a;
      });
    return { ...e, assertions: kept };
  });
  return { ...task, episodes } as TaskInput;
}
