/**
 * A person the user names, whose address the reference app takes, is also typed by name
 * (kit/person-names.ts): an app that asks for the friend by name and looks her up gets the name
 * and passes; one that texts another person fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/io/ndjson.ts';
import { runFiles } from '../../../src/infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../../src/schemas/assertions.ts';
import type { Task, TaskInput } from '../../../src/schemas/task.ts';
import { evaluateGenerator } from '../../../src/stages/eval/index.ts';
import { runAttacked, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { person } from './fixture.ts';
import { withPersonNames } from './person-names.ts';

type Obj = Record<string, any>;

const ID = 'multi.yoga-mat-warning';
const aisha = person({ first: 'Aisha' });
const suiteTask = (): TaskInput => structuredClone(loadTasks().find(({ task }) => task.id === ID)?.task) as TaskInput;
const createValues = (task: TaskInput) => task.episodes.find((e) => e.id === 'create')?.values ?? {};
/** The name keys the builder added, without them: the task as it was built before. */
const withoutNames = (task: TaskInput): TaskInput => {
  const create = task.episodes.find((e) => e.id === 'create');
  if (create?.values) create.values = Object.fromEntries(Object.entries(create.values).filter(([key]) => !key.includes('person_name')));
  return task;
};

describe('withPersonNames', () => {
  it("adds the name of a person the user names next to the number she never says", () => {
    const built = withPersonNames(withoutNames(suiteTask()));
    expect(createValues(built)).toMatchObject({ 'friend_phone|phone_number': aisha.phone_number, 'friend_name|person_name|contact_name|recipient_name': 'Aisha Schmidt' });
  });

  it('adds nothing when the message says the number, or never names the person', () => {
    const said = withoutNames(suiteTask());
    const create = said.episodes.find((e) => e.id === 'create');
    if (create) create.message = `${create.message ?? ''} Her number is ${aisha.phone_number}.`;
    expect(Object.keys(createValues(withPersonNames(said))).some((k) => k.includes('person_name'))).toBe(false);
    const unnamed = withoutNames(suiteTask());
    const other = unnamed.episodes.find((e) => e.id === 'create');
    if (other) other.message = (other.message ?? '').replace('Aisha', 'my friend');
    expect(Object.keys(createValues(withPersonNames(unnamed))).some((k) => k.includes('person_name'))).toBe(false);
  });
});

/**
 * The task with a reference app that asks for the friend by name and texts the contact its
 * search finds for `lookUp` (the typed name, or a fixed other person for the wrong app). The
 * checks of the number texted come from the task, not from the reference.
 */
function byName(task: TaskInput, lookUp: string): TaskInput {
  const copy = structuredClone(task) as Obj;
  const action = (copy.reference.A.package.actions as Obj[]).find((a) => a.id === 'review_and_tell') as Obj;
  action.inputs = (action.inputs as Obj[]).map((i) => (i.name === 'friend_phone' ? { ...i, name: 'friend', label: 'Friend' } : i));
  const plan = action.plan as Obj[];
  const text = plan.findIndex((s) => s.call === 'phone.send_text_message');
  plan.splice(text, 0, { call: 'phone.search_contacts', args: { query: lookUp, page_limit: 1 }, bind: 'contact' });
  (plan[text + 1] as Obj).args.phone_number = '{{contact.0.phone_number}}';
  // It keeps whom it warned by the name it was given, in its own words (the told checks).
  for (const step of plan) if (step.append === 'items') step.item.told = 'warned {{inputs.friend}} by text';
  return copy as TaskInput;
}

/** The failed checks, and whether the operator typed the friend's full name into the app. */
async function outcome(task: TaskInput): Promise<{ failed: AssertionRow[]; typedName: boolean }> {
  const dir = tempDir('person-names');
  const taskDir = join(dir, 'tasks');
  mkdirSync(taskDir, { recursive: true });
  writeFileSync(join(taskDir, `${ID}.json`), `${JSON.stringify(task, null, 2)}\n`);
  const run = join(dir, 'run');
  await evaluateGenerator({ generator: 'oracle', run, tasks: ID, taskDir, twins: 'off' });
  const failed = readNdjson(runFiles(run).assertions, AssertionRowSchema).records.filter((r) => !r.passed);
  return { failed, typedName: readFileSync(runFiles(run).evidence, 'utf8').includes('"friend":"Aisha Schmidt"') };
}

describe('an app that asks for the friend by name, through generate → run → check', () => {
  it('gets the name and passes', async () => {
    expect(await outcome(byName(suiteTask(), '{{inputs.friend}}'))).toEqual({ failed: [], typedName: true });
  });

  it('fails when it texts another person than the one named', async () => {
    const { failed, typedName } = await outcome(byName(suiteTask(), 'Zoe Ito'));
    expect(typedName).toBe(true);
    expect(failed.map((r) => r.assertion)).toEqual(expect.arrayContaining(['create.09.api_called']));
  });
});

const valuesOf = (id: string, episode: string) => structuredClone(loadTasks().find(({ task }) => task.id === id)?.task.episodes.find((e) => e.id === episode)?.values ?? {});
/** The task with its person-name keys taken out, as built before the names were added. */
const unnamed = (id: string): TaskInput => {
  const task = structuredClone(loadTasks().find(({ task: t }) => t.id === id)?.task) as TaskInput;
  for (const episode of task.episodes) {
    if (episode.values) episode.values = Object.fromEntries(Object.entries(episode.values).filter(([key]) => !key.split('|').some((k) => k === 'person' || k.endsWith('person_name'))));
  }
  return task;
};

describe('withPersonNames beside a group name and for a person added later', () => {
  it('types the person added in a revise by name, not the recipient the draft already has', () => {
    const revise = withPersonNames(unnamed('multi.chore-rota-draft')).episodes.find((e) => e.id === 'revise')?.values ?? {};
    expect(revise['person_name|contact_name|recipient_name']).toBe('Sofia Silva');
    expect(Object.values(revise)).not.toContain('Omar Patel');
    expect(valuesOf('multi.chore-rota-draft', 'revise')['person_name|contact_name|recipient_name']).toBe('Sofia Silva');
  });

  it('types the member of a new group by name under keys that reach no input of the group name', () => {
    const create = withPersonNames(unnamed('multi.road-trip-group')).episodes.find((e) => e.id === 'create')?.values ?? {};
    expect(create).toMatchObject({ name: 'Coast Road Trip', 'person|contact|recipient': 'Maya Reyes', email: 'maya.reyes@outlook.com' });
    expect(Object.keys(create).some((key) => key.split('|').some((k) => k.endsWith('_name')))).toBe(false);
    const revise = valuesOf('multi.road-trip-group', 'revise');
    expect(revise['person|contact|recipient']).toBe('Liam Larsen');
  });
});

const GARDEN = 'multi.garden-club-project';

/**
 * The garden project's app asking for the neighbour by name ("Person to share with"): it finds her
 * contact for `lookUp` (the typed name, or a fixed other person for the wrong app) and invites
 * the email it finds.
 */
const gardenByName = (lookUp: string) => (reference: Record<string, Obj>) => {
  const action = (reference.A?.package.actions as Obj[]).find((a) => a.id === 'share_project') as Obj;
  action.inputs = (action.inputs as Obj[]).map((i) => (i.name === 'email' ? { ...i, name: 'person', label: 'Person to share with' } : i));
  const plan = action.plan as Obj[];
  const invite = plan.findIndex((s) => s.call === 'todoist.send_project_invite');
  plan.splice(invite, 0, { call: 'phone.search_contacts', args: { query: lookUp, page_limit: 1 }, bind: 'contact' });
  (plan[invite + 1] as Obj).args.email = '{{contact.0.email}}';
};

async function gardenOutcome(attack: (reference: Record<string, Obj>) => void): Promise<{ failed: string[]; typedName: boolean }> {
  const task = loadTasks().find(({ task: t }) => t.id === GARDEN)?.task as Task;
  const { rows, records } = await runAttacked(task, attack, tempDir('person-names-garden'));
  return { failed: rows.filter((r) => !r.passed).map((r) => r.assertion), typedName: JSON.stringify(records.get('create')).includes('"person":"Maya Reyes"') };
}

describe('an app that asks who to share a new project with by name, against the reference', () => {
  it('gets the name and passes', async () => {
    expect(await gardenOutcome(gardenByName('{{inputs.person}}'))).toEqual({ failed: [], typedName: true });
  });

  it('fails when it invites another person than the one named', async () => {
    const { failed, typedName } = await gardenOutcome(gardenByName('Zoe Ito'));
    expect(typedName).toBe(true);
    expect(failed).toEqual(expect.arrayContaining(['create.14.world_matches_reference']));
  });
});
