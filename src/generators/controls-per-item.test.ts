/**
 * form_per_item (issue #29 item 6) in the real runtime, run stage and seeded world: the operator
 * presses the row of the record the user names (never another record's row), a row button whose
 * plan does nothing still fails, and the control passes sample tasks through generate → run →
 * check with the id forms gone and the rows used.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { admit, formatProblems } from '../runtime/admission.ts';
import { readNdjson } from '../io/ndjson.ts';
import { runFiles } from '../infra/paths.ts';
import { AssertionRowSchema } from '../schemas/assertions.ts';
import type { Package } from '../schemas/package.ts';
import { EpisodeRecordSchema, type EpisodeRecord } from '../schemas/run.ts';
import { TaskSchema } from '../schemas/task.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { runTaskEpisodes } from '../stages/run/episodes.ts';
import { referencePackages } from '../stages/run/reference.ts';
import { formPerItem } from './controls-per-item.ts';

type Obj = Record<string, any>;

/** A note app that lists the notes it made; "Bin it" on a row deletes that note (or, `idle`, does nothing). */
function noteApp(idle = false): Package {
  const pkg = {
    app: { id: 'notes', title: 'Notes', summary: 'My notes.' },
    version: 1,
    state: { collections: { notes: { key: 'id', fields: { id: 'number', title: 'string' } } } },
    views: [
      {
        id: 'main',
        title: 'Notes',
        components: [
          { type: 'form', action: 'add' },
          { type: 'list', collection: 'notes', item: '{{item.title}}', actions: [{ action: 'bin', bind: { note_id: 'id' } }] },
          { type: 'result' },
        ],
      },
    ],
    actions: [
      {
        id: 'add',
        label: 'Add a note',
        goal: 'Create a note with the title.',
        services: ['simple_note'],
        inputs: [{ name: 'title', label: 'Title', type: 'text', required: true }],
        plan: [
          { call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '' }, bind: 'made' },
          { append: 'notes', item: { id: '{{made.note_id}}', title: '{{inputs.title}}' } },
          { message: 'Added {{inputs.title}} ({{made.note_id}}).' },
        ],
      },
      {
        id: 'bin',
        label: 'Bin it',
        goal: 'Delete the note.',
        services: ['simple_note'],
        inputs: [{ name: 'note_id', label: 'Note id', type: 'number', required: true }],
        plan: idle ? [{ message: 'Binned {{inputs.note_id}}.' }] : [{ call: 'simple_note.delete_note', args: { note_id: '{{inputs.note_id}}' } }, { remove: 'notes', key_value: '{{inputs.note_id}}' }, { message: 'Binned {{inputs.note_id}}.' }],
      },
    ],
  };
  const admission = admit(pkg, { services: ['simple_note'] });
  if (!admission.ok) throw new Error(formatProblems(admission.problems));
  return admission.package;
}

const capture = { from: 'inserted', app: 'simple_note', table: 'notes', field: 'id', where: {} };

/** Adds Milk and Eggs, then asks to delete one of them with `values`; returns the delete episode's record. */
async function binEpisode(pkg: Package, message: string, values: Record<string, string>): Promise<EpisodeRecord> {
  const task = TaskSchema.parse({
    id: 'rows.notes',
    family: 'single',
    split: 'dev',
    domains: ['simple_note'],
    world: { fixture: 'base', seed: 2903 },
    apps: [{ slot: 'A', intention: 'A note app.', services: ['simple_note'] }],
    episodes: [
      { id: 'open', stage: 'open' },
      { id: 'milk', stage: 'submit', message: 'Add a note called Milk', values: { title: 'Milk' }, captures: { milkId: capture } },
      { id: 'eggs', stage: 'submit', message: 'Add a note called Eggs', values: { title: 'Eggs' }, captures: { eggsId: capture } },
      { id: 'bin', stage: 'submit', message, values },
    ],
    reference: { A: { package: pkg } },
  });
  const records = await runTaskEpisodes({ task, trial: 0, run: 'rows', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  const record = records[3] as EpisodeRecord;
  expect(record.error).toBeNull();
  return record;
}

const deleted = (record: EpisodeRecord) => record.calls.filter((c) => c.ok && c.api === 'delete_note').map((c) => c.args.note_id);

describe('the operator and a list with a button per row', () => {
  it('presses the row of the note the user names by its id, not the first or the newest', async () => {
    const record = await binEpisode(noteApp(), 'Delete that first note', { note_id: '$milkId' });
    const milk = record.route[0]?.inputs.note_id;
    expect(record.route.map((r) => r.action)).toEqual(['bin']);
    expect(deleted(record)).toEqual([Number(milk)]);
    expect(record.visible_text).not.toMatch(/^Milk$/m);
    expect(record.visible_text).toMatch(/^Eggs$/m);
  });

  it('presses the row whose text names the note when the user gives only its title', async () => {
    const record = await binEpisode(noteApp(), 'Bin the Eggs note', { title: 'Eggs' });
    expect(deleted(record)).toHaveLength(1);
    expect(record.visible_text).toMatch(/^Milk$/m);
    expect(record.visible_text).not.toMatch(/^Eggs$/m);
  });

  it('presses no row when no row is the record the user names', async () => {
    const record = await binEpisode(noteApp(), 'Delete note 99', { note_id: '99' });
    expect(record.route.every((r) => r.action !== 'bin')).toBe(true);
    expect(deleted(record)).toEqual([]);
  });

  it('a row button whose plan does nothing changes nothing: the world still has the note', async () => {
    const record = await binEpisode(noteApp(true), 'Delete that first note', { note_id: '$milkId' });
    expect(record.route.map((r) => r.action)).toEqual(['bin']);
    expect(record.calls).toEqual([]);
  });
});

describe('form_per_item', () => {
  it('moves an action that takes a listed record id onto the rows of its list and leaves the rest', () => {
    const pkg: Obj = structuredClone(noteApp());
    pkg.views[0].components[1].actions = undefined;
    pkg.views[0].components.splice(1, 0, { type: 'form', action: 'bin' });
    expect(formPerItem(pkg)).toEqual(['bin']);
    expect(pkg.views[0].components.map((c: Obj) => c.type)).toEqual(['form', 'list', 'result']);
    expect(pkg.views[0].components[1].actions).toEqual([{ action: 'bin', bind: { note_id: 'id' } }]);
    expect(admit(pkg, { services: ['simple_note'] }).ok).toBe(true);
    // An id the app does not list is left as a form.
    const unlisted: Obj = structuredClone(pkg);
    unlisted.state.collections = {};
    unlisted.views[0].components = [{ type: 'form', action: 'add' }, { type: 'form', action: 'bin' }];
    expect(formPerItem(unlisted)).toEqual([]);
  });

  it('passes sample tasks whole, pressing row buttons where the reference had id forms', async () => {
    const tasks = ['multi.lawn-mowing-paid', 'service.venmo-payment-note', 'single.simple_note.camping-gear-tick'];
    const run = join(tempDir('form-per-item'), 'run');
    await evaluateGenerator({ generator: 'form_per_item', run, tasks: tasks.join(',') });
    const rows = readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
    expect(new Set(rows.map((r) => r.task))).toEqual(new Set(tasks));
    expect(rows.filter((r) => !r.passed)).toEqual([]);
    const evidence = readNdjson(runFiles(run).evidence, EpisodeRecordSchema).records;
    // The lawn job is marked done from its row: no field asks for the to-do's id.
    const revise = evidence.find((e) => e.task === 'multi.lawn-mowing-paid' && e.episode === 'revise') as EpisodeRecord;
    expect(revise.html).toMatch(/<form class="row-action" data-action="mark_done" data-row="0"/);
    expect(revise.html).not.toMatch(/name="todo_id" type=/);
    expect(revise.route.map((r) => r.action)).toEqual(['mark_done']);
  });

  it('passes on the browser surface too: Chromium posts the row form with its hidden id', async () => {
    const run = join(tempDir('form-per-item-browser'), 'run');
    await evaluateGenerator({ generator: 'form_per_item', run, tasks: 'multi.lawn-mowing-paid', surface: 'browser' });
    expect(readNdjson(runFiles(run).assertions, AssertionRowSchema).records.filter((r) => !r.passed)).toEqual([]);
    const revise = readNdjson(runFiles(run).evidence, EpisodeRecordSchema).records.find((e) => e.episode === 'revise') as EpisodeRecord;
    expect(revise.route.map((r) => [r.action, Object.keys(r.inputs).sort()])).toEqual([['mark_done', ['comment', 'todo_id']]]);
  });
});
