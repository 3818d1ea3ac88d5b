/**
 * A visible check of a person the user named asks for the name, not the address the user
 * avoided (kit/named-people.ts): the relaxed check still fails an app that only claims it, and
 * passes correct apps in other words.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../../../src/io/ndjson.ts';
import { runFiles } from '../../../src/infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../../src/schemas/assertions.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { evaluateGenerator } from '../../../src/stages/eval/index.ts';
import { tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { person } from './fixture.ts';
import { withNamedPeople } from './named-people.ts';

const ID = 'single.splitwise.wedding-gift-contacts';
const CHECK = 'revise.07.visible_result_grounded';
const marcus = person({ first: 'Marcus' });

const suiteTask = (): TaskInput => structuredClone(loadTasks().find(({ task }) => task.id === ID)?.task) as TaskInput;
const checkOf = (task: TaskInput) => task.episodes.flatMap((e) => e.assertions ?? []).find((a) => a.id === CHECK);
/** The task as the builder had it before: the check asks for Marcus's email address. */
const withEmail = (): TaskInput => {
  const task = suiteTask();
  Object.assign(checkOf(task) ?? {}, { value: marcus.email });
  return task;
};

describe('withNamedPeople', () => {
  it('asks for the name of a person the user names instead of the address the user never said', () => {
    // The suite's check also takes the first name the user said (kit/people-forms.ts, after this pass).
    expect(checkOf(suiteTask())).toMatchObject({ value: `${marcus.first_name} ${marcus.last_name}`, or: [marcus.email, marcus.first_name] });
    expect(checkOf(withNamedPeople(withEmail()))).toMatchObject({ value: `${marcus.first_name} ${marcus.last_name}`, or: [marcus.email] });
  });

  it('keeps an address the user said; where the app shows no names, takes the address or the name (issue #30)', () => {
    const said = withEmail();
    const revise = said.episodes.find((e) => e.id === 'revise');
    if (revise) revise.message = `Add ${marcus.email} from my contacts.`;
    expect(checkOf(withNamedPeople(said))).toMatchObject({ value: marcus.email });
    const nameless = withEmail();
    nameless.reference = JSON.parse(JSON.stringify(nameless.reference).replace(/first_name\}\}/g, 'email}}'));
    expect(checkOf(withNamedPeople(nameless))).toMatchObject({ value: marcus.email, or: [`${marcus.first_name} ${marcus.last_name}`] });
  });
});

describe('the check by name, through generate → run → check', () => {
  async function outcome(generator: string): Promise<AssertionRow | undefined> {
    const run = join(tempDir(generator), 'run');
    await evaluateGenerator({ generator, run, tasks: ID, twins: 'off' });
    return readNdjson(runFiles(run).assertions, AssertionRowSchema).records.find((r) => r.assertion === CHECK);
  }

  it('fails an app that claims the person was added without a service saying so, and one that hides the result', async () => {
    expect((await outcome('static_claims'))?.passed).toBe(false);
    expect((await outcome('hidden_state'))?.passed).toBe(false);
  });

  it('passes the oracle and a correct app in its own words', async () => {
    expect((await outcome('oracle'))?.passed).toBe(true);
    expect((await outcome('independent_vocabulary'))?.passed).toBe(true);
  });
});

describe('a person shown by name or address, through generate → run → check (issue #30)', () => {
  const DRAFT = 'multi.chore-rota-draft';
  const ADDED = 'revise.07.visible_result_grounded';
  async function outcome(generator: string): Promise<AssertionRow | undefined> {
    const run = join(tempDir(`${generator}-or`), 'run');
    await evaluateGenerator({ generator, run, tasks: DRAFT, twins: 'off' });
    return readNdjson(runFiles(run).assertions, AssertionRowSchema).records.find((r) => r.assertion === ADDED);
  }

  it('the check takes the address of Sofia or her name', () => {
    const task = loadTasks().find(({ task: t }) => t.id === DRAFT)?.task;
    expect(task?.episodes.flatMap((e) => e.assertions).find((a) => a.id === ADDED)).toMatchObject({ value: 'sofia.silva@proton.me', or: ['Sofia Silva', 'Sofia'] });
  });

  it('passes the oracle, which shows the address, and fails an app that only claims the change', async () => {
    expect((await outcome('oracle'))?.passed).toBe(true);
    expect((await outcome('static_claims'))?.passed).toBe(false);
  });
});
