/**
 * Issue #30, K11: a record the user names is typed in the user's form too, and shown by its name
 * after a change, not by the id the app made. A correct app that picks the record by its name
 * and shows no id passes; an app acting on another record still fails. These run suite tasks
 * against changed reference packages in the real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { freshWorld } from '../../world/fixture.ts';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from './helpers.ts';

const cache = tempDir('name-forms');

/** Another record of the fixture's (the wrong app's target). */
function otherId(table: string, where: string): number {
  const world = freshWorld();
  try {
    return (world.db.prepare(`SELECT id FROM ${table} WHERE ${where} ORDER BY id LIMIT 1`).get() as { id: number }).id;
  } finally {
    world.close();
  }
}

/** The recipe box's tagging action, picking the recipe by its title (a search) instead of its id. */
function tagByTitle(reference: Record<string, Obj>, noteId: string): void {
  for (const pkg of [reference.A?.package, ...Object.values((reference.A?.revisions ?? {}) as Obj)] as Obj[]) {
    const action = (pkg.actions as Obj[]).find((a) => a.id === 'add_tag');
    if (!action) continue;
    action.inputs = [{ name: 'recipe', label: 'Which recipe (its title)', type: 'text', required: true }, { name: 'tag', label: 'Tag', type: 'text', required: true }];
    action.plan = [
      { call: 'simple_note.search_notes', args: { query: '{{inputs.recipe}}' }, bind: 'found' },
      { call: 'simple_note.add_tag_to_note', args: { note_id: noteId, tag: '{{inputs.tag}}' } },
      { update: 'notes', key_value: noteId, fields: { status: 'tagged {{inputs.tag}}' } },
      { message: '{{inputs.recipe}} is tagged {{inputs.tag}}.' },
    ];
  }
}

describe('K11: an app that picks the record by its name gets the name', () => {
  const id = 'single.simple_note.recipe-box';

  it('a recipe box whose tag form takes the recipe\'s title, not a note id, passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => tagByTitle(ref, '{{found.0.note_id}}'), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('one that tags another note than the one named still fails', async () => {
    const other = otherId('simple_note_notes', "title <> 'Chickpea curry'");
    const { rows } = await runAttacked(suiteTask(id), (ref) => tagByTitle(ref, String(other)), cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['revise.04.record_matches', 'revise.08.world_matches_reference']));
  });
});

/** The bins app without alarm ids on its page (list and messages). */
function withoutAlarmIds(pkg: Obj): void {
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (typeof c.item === 'string') c.item = c.item.replace(' — alarm {{item.id}}', '');
  for (const action of pkg.actions as Obj[]) {
    for (const step of action.plan as Obj[]) if (typeof step.message === 'string') step.message = step.message.replace(/ \(alarm \{\{made\.alarm_id\}\}\)/, '').replace('Alarm {{inputs.alarm_id}}', 'The alarm');
  }
}

describe('K11: a flipped record is shown by its name, not its id', () => {
  const id = 'single.phone.bin-night-alarm';

  it('an app that shows "Bins out at 20:30 (paused)" and never an alarm id passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => withoutAlarmIds(ref.A?.package as Obj), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('one that pauses another alarm while its list says the bins alarm is paused still fails, on screen too', async () => {
    const other = otherId('phone_alarms', "label <> 'Bins out' AND enabled = 1");
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        withoutAlarmIds(pkg);
        const pause = (pkg.actions as Obj[]).find((a) => a.id === 'pause_alarm') as Obj;
        pause.plan = (pause.plan as Obj[]).map((s) => (s.call ? { ...s, args: { alarm_id: other } } : s));
      },
      cache,
    );
    expect(failed(rows)).toEqual(expect.arrayContaining(['revise.04.record_matches', 'revise.07.visible_result_grounded', 'revise.08.world_matches_reference']));
  });
});
