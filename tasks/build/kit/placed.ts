/**
 * Where a to-do goes is the app's when the user names no place for it (issue #30, s14 placed15:
 * unrequested_value; rubric fidelity/2, Soundness: "a field the user gave no value for is the
 * app's to fill").
 *
 * A to-do the user asks for ("give me a to-do", "put it on my list") without naming a Todoist
 * project is made by the reference in the Inbox (`create_task` with `project_id: 0`), and one the
 * user files into a named project without naming a section is made in no section. The end-state
 * check compared the new row in full, so the reference's Inbox, its empty section and the
 * position the service gave it there (`order_index`, last in that project) were demanded, and a
 * correct app that files the to-do in one of the user's projects (Household, Errands) or in a
 * section of the named project failed.
 *
 * One rule, on an episode whose reference inserts to-dos (its collateral check allows
 * `todoist.tasks` inserted) and whose end-state check is `world_matches_reference`:
 *   - the project is free where every create call of the reference files the to-do in the Inbox
 *     (`project_id` 0, a literal) and the user's words (the app's intention, its requirements so
 *     far, the episode's message) do not name the Todoist Inbox ("my Todoist inbox");
 *   - the section is free where no create call of the reference passes a section, the user's
 *     words say no "section", and the to-do is not one the user puts in the Inbox (which has no
 *     sections);
 *   - the position is free where the project is (the service puts a new to-do last in the
 *     project the app chose; in a project the user named it is last there whatever its section).
 * A project the reference reads from the user's words (`{{projects.0.project_id}}`) stays checked:
 * a to-do filed elsewhere than the project the user named still fails. So do the title, the due
 * date and every other field the user gave; and the fields are free only on the rows the reference
 * made (src/stages/check/reference-state.ts), so an app that moves another to-do still fails, and
 * a project the app makes that the user never asked for is an extra row.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';
import { userWords } from './unfilled.ts';

type Allowed = { app: string; table: string; ops: string[] };
type Free = { app: string; table: string; field: string };

/** The user's words name the Todoist Inbox as the to-do's place ("my Todoist inbox", "the Todoist Inbox"). */
const INBOX_WORDS = /\btodoist['’]?s?\s+inbox\b|\binbox\s+(?:in|on|of)\s+todoist\b/i;
const SECTION_WORDS = /\bsections?\b/i;

const WHY = {
  project_id: 'the user names no project for the to-do; the Inbox or any of the user\'s projects is the app\'s choice',
  section_id: 'the user names no section for the to-do; no section or any section of its project is the app\'s choice',
  order_index: 'the user names no position for the to-do; where it sits in the project the app files it in is the service\'s',
} as const;

/** The arguments of every call of the slot's reference packages (revisions included) that inserts to-dos. */
function taskCreates(task: TaskInput, slot: string): Obj[] {
  const entry = (task.reference as Record<string, { package?: Obj; revisions?: Record<string, Obj> }> | undefined)?.[slot];
  if (!entry) return [];
  const packages = [entry.package, ...Object.values(entry.revisions ?? {})].filter((p): p is Obj => p !== undefined);
  return packages.flatMap((pkg) =>
    ((pkg.actions ?? []) as Obj[]).flatMap((action) =>
      (Array.isArray(action.plan) ? allSteps(action.plan as Json[]) : [])
        .filter((step) => {
          if (typeof step.call !== 'string') return false;
          const [app = '', api = ''] = step.call.split('.');
          const def = findApi(app, api);
          return app === 'todoist' && def !== undefined && def.method === 'POST' && def.changes.includes('todoist.tasks') && 'title' in ((step.args ?? {}) as Obj);
        })
        .map((step) => (step.args ?? {}) as Obj),
    ),
  );
}

const insertsTasks = (assertions: readonly Obj[]): boolean =>
  assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === 'todoist' && x.table === 'tasks' && x.ops.includes('inserted')));

/** The placement fields of the episode's to-do the user left to the app. */
export function placementLeft(task: TaskInput, index: number): (keyof typeof WHY)[] {
  const episode = task.episodes[index];
  if (!episode || !insertsTasks((episode.assertions ?? []) as Obj[])) return [];
  const creates = taskCreates(task, (episode as { slot?: string }).slot ?? 'A');
  if (creates.length === 0) return [];
  const words = userWords(task, index);
  const inbox = creates.every((args) => args.project_id === 0 || args.project_id === undefined);
  const project = inbox && !INBOX_WORDS.test(words);
  // The Inbox has no sections: a to-do the user puts there has no section to be filed in.
  const section = (project || !inbox) && creates.every((args) => args.section_id === undefined || args.section_id === null) && !SECTION_WORDS.test(words);
  const fields: (keyof typeof WHY)[] = [];
  if (project) fields.push('project_id');
  if (section) fields.push('section_id');
  if (project) fields.push('order_index');
  return fields;
}

export function withPlacedFree(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, index) => {
    const fields = placementLeft(task, index);
    if (fields.length === 0) return e;
    const next = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free ?? []) as Free[];
      const add = fields.filter((field) => !free.some((x) => x.app === 'todoist' && (x.table === 'tasks' || x.table === '*') && x.field === field));
      if (add.length === 0) return a;
      changed = true;
      return { ...a, free: [...(a.free as Json[] | undefined ?? []), ...add.map((field) => ({ app: 'todoist', table: 'tasks', field, constraint: 'any', why: WHY[field] }))] };
    });
    return { ...e, assertions: next as typeof e.assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
