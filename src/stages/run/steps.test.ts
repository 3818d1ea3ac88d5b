/**
 * Multi-step episodes (issue #29 item 2) through the real runtime and run stage in the seeded
 * world: a confirm button, a confirmation box, a search and then a pick, a button per item; and
 * the operator's bounds — never an identical submit twice, never a later step it cannot fill,
 * never more than MAX_SUBMITS.
 */
import { describe, expect, it } from 'vitest';
import { admit, formatProblems } from '../../runtime/admission.ts';
import type { Package } from '../../schemas/package.ts';
import type { EpisodeRecord } from '../../schemas/run.ts';
import { TaskSchema } from '../../schemas/task.ts';
import { confirmBox, confirmStep } from '../../generators/controls-steps.ts';
import { runTaskEpisodes } from './episodes.ts';
import { referencePackages } from './reference.ts';
import { MAX_SUBMITS } from './steps.ts';

type Obj = Record<string, unknown>;

const text = (name: string, label: string, required = true) => ({ name, label, type: 'text', required });

/** An admitted note app: a form per `forms` action and a button per `buttons` action, then a result area. */
function noteApp(actions: Obj[], buttons: readonly string[] = [], state: Obj = {}): Package {
  const components = [...actions.filter((a) => !buttons.includes(a.id as string)).map((a) => ({ type: 'form', action: a.id })), ...buttons.map((id) => ({ type: 'button', action: id })), { type: 'result' }];
  const admission = admit({ app: { id: 'notes', title: 'Notes', summary: 'My notes.' }, version: 1, state, views: [{ id: 'main', title: 'Notes', components }], actions }, { services: ['simple_note'] });
  if (!admission.ok) throw new Error(formatProblems(admission.problems));
  return admission.package;
}

const addNote: Obj = {
  id: 'add_note',
  label: 'Add a note',
  goal: 'Create a note with the title and text.',
  services: ['simple_note'],
  inputs: [text('title', 'Title'), text('content', 'Text')],
  plan: [{ call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '{{inputs.content}}' }, bind: 'made' }, { message: 'Added "{{inputs.title}}" (note {{made.note_id}}).' }],
};

/** Runs one submit episode (after an open) on the package; returns its record. */
async function submit(pkg: Package, message: string, values: Record<string, string | number>): Promise<EpisodeRecord> {
  const task = TaskSchema.parse({
    id: 'steps.notes',
    family: 'single',
    split: 'dev',
    domains: ['simple_note'],
    world: { fixture: 'base', seed: 2902 },
    apps: [{ slot: 'A', intention: 'A note app.', services: ['simple_note'] }],
    episodes: [
      { id: 'open', stage: 'open' },
      { id: 'ask', stage: 'submit', message, values },
    ],
    reference: { A: { package: pkg } },
  });
  const records = await runTaskEpisodes({ task, trial: 0, run: 'steps', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  const record = records[1] as EpisodeRecord;
  expect(record.error).toBeNull();
  return record;
}

/** The package a step control makes of `pkg` (it reads the reference like the oracle). */
async function reshaped(control: typeof confirmStep, pkg: Package): Promise<Package> {
  const outcome = await control.generate({ task: 't', slot: 'A', intention: 'A note app.', services: ['simple_note'], trial: 0 }, { A: { package: pkg, revisions: {} } });
  if (!outcome.ok) throw new Error(outcome.reasons.join('; '));
  const admission = admit(outcome.package, { services: ['simple_note'] });
  if (!admission.ok) throw new Error(formatProblems(admission.problems));
  return admission.package;
}

const steps = (record: EpisodeRecord) => record.route.map((r) => r.action);
const writes = (record: EpisodeRecord) => record.calls.filter((c) => c.ok && c.diff.length > 0).map((c) => `${c.app}.${c.api}`);

describe('an episode of several submits', () => {
  it('presses the Confirm button the first submit asks for (confirm_step), and keeps a reason per step', async () => {
    const record = await submit(await reshaped(confirmStep, noteApp([addNote])), 'Add a note "Packing" saying: socks, charger', { title: 'Packing', content: 'socks, charger' });
    expect(steps(record)).toEqual(['add_note', 'confirm_add_note']);
    expect(writes(record)).toEqual(['simple_note.create_note']);
    expect(record.calls.find((c) => c.api === 'create_note')?.args).toEqual({ title: 'Packing', content: 'socks, charger' });
    expect(record.route[0]?.choice?.reason).toBe(record.choice?.reason);
    expect(record.route[1]?.choice?.reason).toMatch(/^step 2: "Confirm: Add a note" completes "Add a note" \(the result asks for a next step\)/);
    expect(record.message).toMatch(/^Added "Packing" \(note \d+\)\.$/);
  });

  it('ticks a required confirmation box (confirm_box) and a yes/no select whose label confirms', async () => {
    const boxed = await submit(await reshaped(confirmBox, noteApp([addNote])), 'Add a note "Packing" saying: socks', { title: 'Packing', content: 'socks' });
    expect(steps(boxed)).toEqual(['add_note']);
    expect(boxed.inputs).toEqual({ title: 'Packing', content: 'socks', confirmed: true });
    expect(writes(boxed)).toEqual(['simple_note.create_note']);
    // One step stays as it was: the reason in `choice`, none on the route event.
    expect(boxed.route[0]?.choice).toBeUndefined();
    const select = { ...addNote, inputs: [...(addNote.inputs as Obj[]), { name: 'sure', label: 'Are you sure? Confirm', type: 'select', options: ['No', 'Yes'], required: true }] };
    const chosen = await submit(noteApp([select]), 'Add a note "Packing" saying: socks', { title: 'Packing', content: 'socks' });
    expect(chosen.inputs.sure).toBe('Yes');
    expect(writes(chosen)).toEqual(['simple_note.create_note']);
  });

  it('finds the named record with a search form, then picks its id from the shown results', async () => {
    const find = {
      id: 'find_note',
      label: 'Find a note',
      goal: 'Search my notes by title.',
      services: ['simple_note'],
      inputs: [text('note_title', 'Note title')],
      plan: [{ call: 'simple_note.search_notes', args: { query: '{{inputs.note_title}}', page_limit: 1 }, bind: 'found' }, { message: 'Found "{{found.0.title}}" (note {{found.0.note_id}}). Pick it below to continue.' }],
    };
    const rewrite = {
      id: 'rewrite_note',
      label: 'Rewrite a note',
      goal: "Replace a note's text.",
      services: ['simple_note'],
      inputs: [{ name: 'which', label: 'Which note (number)', type: 'number', required: true }, text('content', 'New text')],
      plan: [{ call: 'simple_note.update_note', args: { note_id: '{{inputs.which}}', content: '{{inputs.content}}' } }, { message: 'Rewrote note {{inputs.which}}.' }],
    };
    const record = await submit(noteApp([find, rewrite]), 'Rewrite my Grocery list note to say: milk, eggs', { note_title: 'Grocery list', content: 'milk, eggs' });
    expect(steps(record)).toEqual(['find_note', 'rewrite_note']);
    const found = (record.calls[0]?.response as { note_id: number }[])[0]?.note_id;
    expect(record.calls.find((c) => c.api === 'update_note')?.args).toEqual({ note_id: found, content: 'milk, eggs' });
    expect(writes(record)).toEqual(['simple_note.update_note']);
    expect(record.route[1]?.choice?.reason).toMatch(/^step 2: "Rewrite a note" completes "Find a note" \(the result asks for a next step\)/);
  });

  it('presses the button of the item the user names (one action per item)', async () => {
    const item = (title: string) => ({
      id: `add_${title.toLowerCase()}`,
      label: `Add the '${title}' note`,
      goal: `Create the ${title} note.`,
      services: ['simple_note'],
      inputs: [],
      plan: [{ call: 'simple_note.create_note', args: { title, content: '' } }, { message: `Added ${title}.` }],
    });
    const app = noteApp([item('Milk'), item('Eggs'), item('Bread')], ['add_milk', 'add_eggs', 'add_bread']);
    const record = await submit(app, 'Add my Eggs note', { title: 'Eggs' });
    expect(steps(record)).toEqual(['add_eggs']);
  });
});

describe('the bounds of an episode', () => {
  const find = (message: string) => ({
    id: 'find_note',
    label: 'Find a note',
    goal: 'Search my notes by title.',
    services: ['simple_note'],
    inputs: [text('title', 'Title')],
    plan: [{ call: 'simple_note.search_notes', args: { query: '{{inputs.title}}' } }, { message }],
  });

  it('never repeats an identical submit, even for a value no step used', async () => {
    // "name|title" is a second value the only form would take into the same field, as before.
    const record = await submit(noteApp([find('Pick one to continue.')]), 'Find my Grocery list note', { title: 'Grocery list', 'name|title': 'Grocery list' });
    expect(steps(record)).toEqual(['find_note']);
  });

  it('never submits a later step it cannot fill', async () => {
    const locked = { ...addNote, id: 'add_locked', label: 'Add a note with a code', inputs: [...(addNote.inputs as Obj[]), text('code', 'Secret code')] };
    const record = await submit(noteApp([find('Pick one to continue.'), locked]), 'Find my Grocery list note, then add: hello', { title: 'Grocery list', content: 'hello' });
    expect(steps(record)).toEqual(['find_note']);
    expect(record.route.every((r) => r.validated)).toBe(true);
  });

  it(`stops after MAX_SUBMITS (${MAX_SUBMITS}) submits`, async () => {
    const onward = (n: number) => ({ id: `continue_${n}`, label: `Continue (${n})`, goal: 'Go on.', services: ['simple_note'], inputs: [], plan: [{ call: 'simple_note.search_notes', args: { query: 'x' } }, { message: 'Press continue.' }] });
    const app = noteApp([find('Press continue.'), ...[1, 2, 3, 4, 5].map(onward)], ['continue_1', 'continue_2', 'continue_3', 'continue_4', 'continue_5']);
    const record = await submit(app, 'Find my Grocery list note', { title: 'Grocery list' });
    expect(MAX_SUBMITS).toBe(4);
    expect(steps(record)).toEqual(['find_note', 'continue_1', 'continue_2', 'continue_3']);
    expect(record.route.slice(1).map((r) => r.choice?.reason.split(':')[0])).toEqual(['step 2', 'step 3', 'step 4']);
  });
});
