/**
 * A task run with a local model server that always answers with `craft(reference package)`: the
 * real generate → run → check chain for a hand-made app. Servers stay open until
 * `closeCraftedServers` (call it in afterEach).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { runFiles } from '../../infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { loadTasks } from '../../suite/load.ts';
import { tempDir, writeTaskDir } from './helpers.ts';

type Obj = Record<string, any>;

const open: ChatServer[] = [];

export async function closeCraftedServers(): Promise<void> {
  for (let server = open.pop(); server; server = open.pop()) await server.close();
}

/** The task's assertion rows when the model answers with `craft(reference package)`; `label` names the temp folders and model. */
export const runCrafted = (task: Obj, craft: (pkg: Obj) => Obj, label: string): Promise<AssertionRow[]> => runCraftedSlots(task, (_slot, pkg) => craft(pkg), label, () => 'A');

/**
 * The task's assertion rows when each slot's app is `craft(slot, reference package of that slot)`;
 * the slot is the one whose intention the request carries (`pick` may choose otherwise).
 */
export async function runCraftedSlots(task: Obj, craft: (slot: string, pkg: Obj) => Obj, label: string, pick?: (asked: string) => string): Promise<AssertionRow[]> {
  const apps = (task.apps ?? []) as { slot: string; intention: string }[];
  const slotOf = pick ?? ((asked: string) => apps.find((a) => asked.includes(JSON.stringify(a.intention).slice(1, -1)))?.slot ?? 'A');
  const server = await startChatServer((body) => {
    const slot = slotOf(JSON.stringify(body));
    return { json: completion(`\`\`\`json\n${JSON.stringify(craft(slot, structuredClone(task.reference[slot].package)))}\n\`\`\``) };
  });
  open.push(server);
  const run = join(tempDir(label), 'run');
  await evaluateGenerator({
    generator: 'llm',
    taskDir: writeTaskDir([task as never]),
    run,
    llm: { model: `test/${label}`, baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 0, timeoutMs: 120_000 },
  });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

/** A task of a builder's list by id, cloned so a test may change it. */
export function taskById(all: () => readonly unknown[], id: string): Obj {
  const found = (all() as { id: string }[]).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return structuredClone(found) as Obj;
}

/** A copy of a task of the built suite (tasks/suite), by id. */
/** The task with the check `id` changed by `edit` (a lane's test rebuilds the check as it was before its fix). */
export function withCheck(task: Obj, id: string, edit: (a: Obj) => Obj): Obj {
  let found = false;
  const episodes = (task.episodes as Obj[]).map((e) => ({
    ...e,
    assertions: (e.assertions ?? []).map((a: Obj) => {
      if (a.id !== id) return a;
      found = true;
      return edit(a);
    }),
  }));
  if (!found) throw new Error(`no check ${id}`);
  return { ...task, episodes };
}

export function suiteTaskById(id: string): Obj {
  const found = loadTasks().find(({ task }) => task.id === id)?.task;
  if (!found) throw new Error(`no task ${id} in the suite`);
  return structuredClone(found) as Obj;
}

/** A package with every string in it passed through `edit` (a reworded copy of the reference). */
export const rewritten = (pkg: Obj, edit: (text: string) => string): Obj => JSON.parse(JSON.stringify(pkg), (_k, v: unknown) => (typeof v === 'string' ? edit(v) : v)) as Obj;

/** The ids of the assertions a run failed. */
export const failedIds = (rows: readonly AssertionRow[]): string[] => rows.filter((r) => !r.passed).map((r) => r.assertion);

/** The failed assertion ids of one episode. */
export const failedIn = (rows: readonly AssertionRow[], episode: string): string[] => failedIds(rows).filter((id) => id.startsWith(`${episode}.`));

/** One action of a package, by id (a crafted app edits its plan). */
export function packageAction(pkg: Obj, id: string): Obj {
  const found = (pkg.actions as Obj[]).find((a) => a.id === id);
  if (!found) throw new Error(`no action ${id}`);
  return found;
}

/** The package with each step of action `action`'s plan edited (top-level steps). */
export const editSteps = (action: string, edit: (step: Obj) => Obj) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, action);
  act.plan = (act.plan as Obj[]).map(edit);
  return pkg;
};

/** The package with the call to `api` in action `action` given other arguments. */
export const withArgs = (action: string, api: string, args: (old: Obj) => Obj) => (pkg: Obj): Obj => {
  const step = (packageAction(pkg, action).plan as Obj[]).find((s) => s.call === api);
  if (!step) throw new Error(`no call ${api} in ${action}`);
  step.args = args(step.args as Obj);
  return pkg;
};

/** The episode's world check (`world_matches_reference`). */
export const worldCheck = (t: Obj, episode: string): Obj => (t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === 'world_matches_reference') as Obj;

/** The list of `collection` shown with another row template (another app's layout and words). */
export const listedAs = (collection: string, item: string) => (pkg: Obj): Obj => {
  for (const view of pkg.views) for (const c of view.components) if (c.type === 'list' && c.collection === collection) c.item = item;
  return pkg;
};

/** The task without one of its episodes (the task as it was before a look-alike episode). */
export const withoutEpisode = (task: Obj, episode: string): Obj => ({ ...task, episodes: (task.episodes as Obj[]).filter((e) => e.id !== episode) });

/** The ids of a task's visible checks that ask for words of a new state, and of its reopen checks that ask the kept list for it. */
/** A `gone` check's state is the record's state now (an item still open), which an echoing app keeps: not one of these. */
export const stateCheckIds = (task: Obj): string[] =>
  (task.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && a.state && a.gone !== true).map((a) => a.id as string));

/** Per reopen check asking the kept list for a state: its episode, value and the first word of its list. */
export const keptStates = (task: Obj): [string, unknown, string][] =>
  (task.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).flatMap((a): [string, unknown, string][] => (a.type === 'persisted_visible' && a.state ? [[e.id as string, a.value, a.state[0] as string]] : [])));

/** Per visible check asking for a state: its episode and the first word of its list. */
export const askedStates = (task: Obj): [string, string][] =>
  (task.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).flatMap((a): [string, string][] => (a.type === 'visible_result_grounded' && a.state ? [[e.id as string, a.state[0] as string]] : [])));

/** Every step of a plan, the ones inside a loop too. */
export function* stepsOf(plan: Obj[]): Generator<Obj> {
  for (const step of plan) {
    yield step;
    if (Array.isArray(step.steps)) yield* stepsOf(step.steps as Obj[]);
  }
}

/** What one side of a family makes an action say: its kept row's state and its message. */
export type Said = Record<string, { state: string; message: string }>;

/**
 * The reference package with the named actions' kept `field` (the list row that keeps the state)
 * and message replaced; the calls, and so the world, stay the reference's.
 */
export function reworded(pkg: Obj, field: string, say: Said): Obj {
  for (const action of pkg.actions as Obj[]) {
    const words = say[action.id as string];
    if (!words) continue;
    for (const step of stepsOf(action.plan as Obj[])) {
      const kept = (step.item ?? step.fields) as Obj | undefined;
      if ((step.append || step.update) && kept && field in kept) kept[field] = words.state;
      if (typeof step.message === 'string') step.message = words.message;
    }
  }
  return pkg;
}

/** A family of state changes run through `describeFlipFamilies` with `reworded` packages. */
export interface RewordedFamily {
  name: string;
  task: () => Obj;
  /** The episodes whose visible check asks for the state, and the first word each asks for. */
  asks: [episode: string, word: string][];
  /** The field of the list row that keeps the state. */
  field: string;
  /** An app that echoes the thing and says nothing of what happened ("noted"). */
  echo: Said;
  /** An app that says what happened in none of our words. */
  own: Said;
}

/**
 * The three tests every family of state flips gets: its checks ask for the state's words; an app
 * that echoes the thing but not what happened fails exactly those checks (its world checks pass);
 * an app that tells the state in its own words passes. `say` rewords the reference package for one side.
 */
export function describeFlipFamilies<F extends { name: string; task: () => Obj; asks: [string, string][] }>(
  families: readonly F[],
  what: string,
  run: (task: Obj, craft: (pkg: Obj) => Obj) => Promise<AssertionRow[]>,
  say: (pkg: Obj, family: F, side: 'echo' | 'own') => Obj,
): void {
  for (const family of families) {
    describe(family.name, () => {
      it(`asks the visible check of each ${what} for a word of the new state`, () => {
        expect(askedStates(family.task())).toEqual(family.asks);
      });

      it('fails an app that echoes the thing but not what happened; its world checks pass', async () => {
        const t = family.task();
        const rows = await run(t, (pkg) => say(pkg, family, 'echo'));
        expect(failedIds(rows)).toEqual(stateCheckIds(t));
        for (const id of stateCheckIds(t)) {
          const row = rows.find((r) => r.assertion === id);
          expect(row?.observed).toMatchObject(row?.type === 'persisted_visible' ? { from_state: true, state: null } : { shown: true, from_service: true, state: null });
        }
      });

      it('passes an app that tells the state in its own words', async () => {
        const t = family.task();
        const rows = await run(t, (pkg) => say(pkg, family, 'own'));
        expect(failedIds(rows)).toEqual([]);
      });
    });
  }
}

/** The package with its list reading `item`, every message `said` (undefined: as it was), and its kept rows' `told` set per action (undefined: nothing told). */
export function toldCrafted(item: string, said: string | undefined, told: (action: string) => string | undefined) {
  return (pkg: Obj): Obj => {
    for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = item;
    for (const action of pkg.actions as Obj[]) {
      const words = told(String(action.id));
      action.plan = (action.plan as Obj[]).flatMap((step) => {
        if (typeof step.message === 'string') return [said === undefined ? step : { message: said }];
        const row = (step.item ?? step.fields) as Obj | undefined;
        if (!row || !('told' in row)) return [step];
        const { told: _dropped, ...rest } = row;
        const kept = words === undefined ? rest : { ...rest, told: words };
        // An update that only told something has nothing left to change.
        if (Object.keys(kept).length === 0) return [];
        return [step.item ? { ...step, item: kept } : { ...step, fields: kept }];
      });
    }
    return pkg;
  };
}
