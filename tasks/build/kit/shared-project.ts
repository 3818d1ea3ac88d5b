/**
 * A Todoist project the user makes "for our chores" may be shared with the people they name
 * (issue #30, s17 shapes19, unrequested_value; rubric fidelity/2, Soundness: a correct app is any
 * app a competent developer could build from the user's words).
 *
 * "Set up a Splitwise group with my flatmate and a Todoist project with the same name for our
 * chores" (multi.new-flat-group): the reference makes the project for the user alone, and the world
 * checks took its rows exactly, so an app that also invites the flatmate the step names (Omar; later
 * Sofia, "moving in too") to the project failed on the invite, its notification and its email.
 *
 * Where the intention says the project is for the user and others ("our", "us"), each step that
 * makes or renames the project and types a person's address admits, for that person only: one
 * pending Todoist invite from the user to a project of the step's name, its notification to them,
 * and one invite email from the user to them (with its thread and two thread rows). Nothing is
 * admitted for anyone else or another project; the reference's own rows are checked as before.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRows, userId } from './fixture.ts';

type Obj = Record<string, any>;

const OURS = /\bproject\b[^.;]*\b(our|us)\b/i;
const PROJECT_CALLS = new Set(['todoist.create_project', 'todoist.update_project']);

/** The inputs that name a project the plan makes or renames (`{{inputs.name}}`). */
function projectNameInputs(pkg: Obj | undefined): Set<string> {
  const out = new Set<string>();
  const walk = (steps: Obj[]) => {
    for (const s of steps) {
      if (PROJECT_CALLS.has(String(s.call)) && typeof s.args?.name === 'string') {
        const m = /^\{\{\s*inputs\.(\w+)\s*\}\}$/.exec(s.args.name);
        if (m) out.add(m[1] as string);
      }
      for (const k of ['steps', 'then', 'else']) if (Array.isArray(s[k])) walk(s[k] as Obj[]);
    }
  };
  for (const a of (pkg?.actions ?? []) as Obj[]) walk(Array.isArray(a.plan) ? a.plan : []);
  return out;
}

/**
 * A group and a project made together for people the user names (s17 X5: "Kick off \"Coast Road
 * Trip\" with Maya Reyes", "invite Liam Larsen too"): where the intention makes a group and a
 * project from one form, named alike, and a step names people "with" whom it starts, or whom it
 * invites or adds to "it", inviting them to the project too is a reading of the user's words.
 */
const PAIRED = /\b(group|expenses?)\b[^.]*\b(project)\b|\bproject\b[^.]*\b(group)\b/i;
const PEOPLE_STEP = /\b(with|invite|add)\b/i;
function pairedWithPeople(task: TaskInput, app: Obj): boolean {
  if (!PAIRED.test(String(app.intention ?? ''))) return false;
  return task.episodes.some((e) => ((e as Obj).slot ?? 'A') === app.slot && PEOPLE_STEP.test(String((e as Obj).message ?? '')));
}

export function withSharedProject(task: TaskInput): TaskInput {
  const ours = new Set(((task as Obj).apps as Obj[]).filter((a) => OURS.test(String(a.intention ?? '')) || pairedWithPeople(task, a)).map((a) => String(a.slot)));
  if (ours.size === 0) return task;
  const refs = task.reference as Record<string, { package?: Obj } | undefined>;
  const user = userId();
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const slot = (e as Obj).slot ?? 'A';
    if (!ours.has(slot)) return e;
    const inputs = projectNameInputs(refs[slot]?.package);
    const values = (e.values ?? {}) as Record<string, unknown>;
    const nameKey = Object.keys(values).find((k) => k.split('|').some((a) => inputs.has(a)));
    if (inputs.size === 0 || nameKey === undefined || typeof values[nameKey] !== 'string') return e;
    const project = values[nameKey] as string;
    const people = Object.values(values)
      .filter((v): v is string => typeof v === 'string' && /^[^\s@]+@[^\s@]+$/.test(v))
      .flatMap((email) => fixtureRows<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', email))
      .filter((p) => p.id !== user);
    if (people.length !== 1) return e;
    const who = (people[0] as { id: number }).id;
    const assertions = ((e.assertions ?? []) as Obj[]);
    if (!assertions.some((a) => a.type === 'world_matches_reference')) return e;
    changed = true;
    const extra = (app: string, table: string) => ({ app, table, ops: ['inserted'] });
    const next = assertions.map((a) => {
      if (a.type === 'mutation_limit') return { ...a, max: a.max + 6 };
      if (a.type === 'no_collateral') {
        const allow = [...(a.allow as Obj[])];
        for (const [app, table] of [['todoist', 'invites'], ['todoist', 'notifications'], ['gmail', 'threads'], ['gmail', 'emails'], ['gmail', 'user_threads']] as const) {
          const had = allow.find((x) => x.app === app && x.table === table);
          if (!had) allow.push(extra(app, table));
          else if (!had.ops.includes('inserted')) allow[allow.indexOf(had)] = { ...had, ops: [...had.ops, 'inserted'] };
        }
        return { ...a, allow };
      }
      if (a.type !== 'world_matches_reference') return a;
      const rows = [...((a.rows ?? []) as Obj[])];
      /** One more row of a table the reference's own rows are counted in, or a bound of its own. */
      const more = (table: string, by: number, where: Obj, anywhere = true) => {
        const at = rows.findIndex((r) => r.app === table.split('.')[0] && r.table === table.split('.')[1]);
        if (at < 0) rows.push({ app: table.split('.')[0], table: table.split('.')[1], min: 0, max: by, where, ...(anywhere ? { anywhere: true } : {}) });
        else rows[at] = { ...rows[at], max: (rows[at]!.max ?? 0) + by, where: Object.keys(rows[at]!.where ?? {}).length ? rows[at]!.where : where };
      };
      // The invite email goes to the same person as the reference's own (a group's invitation), if any.
      more('gmail.threads', 1, {});
      more('gmail.emails', 1, { sender_id: user, recipient_ids: `[${who}]` });
      more('gmail.user_threads', 2, {});
      more('todoist.notifications', 1, { user_id: who, type: 'project_invite' });
      rows.push({
        app: 'todoist', table: 'invites', min: 0, max: 1, where: { invitor_id: user, invitee_id: who, status: 'pending' }, anywhere: true,
        via: { field: 'project_id', app: 'todoist', table: 'projects', where: { name: project, owner_id: user } },
      });
      return { ...a, rows };
    });
    return { ...e, assertions: next } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
