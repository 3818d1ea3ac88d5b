/**
 * A look-up by id tells the record's new word beside the record it found (s17 holes17;
 * cases/service/records.ts `besideName`, followup). note-tags (s16-v2-f1): after "Look up the tire
 * pressure note again by its id", the tag "car" is asked on the Tire pressure line (or the id's),
 * or on a card under that name where no other record of the task sits between. Through the real
 * generate → run → check chain with hand-made apps:
 * - a look-up that lists every note with its tags fails (a look-up names the one record it found);
 * - a look-up whose "car" sits beside another note ("Oil change: car") fails;
 * - the reference's one line, and a card (the title, then the tag under it), pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'service.note-tags';
const checksOf = (t: Obj, episode: string): Obj[] => (t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[];
const shown = (t: Obj): string[] => checksOf(t, 'followup').filter((a) => a.type === 'visible_result_grounded').map((a) => a.id as string);

/** The app with its look-up's plan replaced. */
const lookUp = (plan: Obj[], list = false) => (pkg: Obj): Obj => {
  packageAction(pkg, 'look_up').plan = plan;
  if (list) {
    pkg.state.collections.seen = { key: 'id', fields: { id: 'number', label: 'string' } };
    pkg.views[0].components.push({ type: 'list', collection: 'seen', item: '{{item.label}}', empty: '' });
  }
  return pkg;
};
const read = { call: 'simple_note.show_note', args: { note_id: '{{inputs.lookup_id}}' }, bind: 'shown' };

describe('note-tags: the looked-up note with its tag, not a list', () => {
  it('asks "car" beside the note\'s name or the typed id, with the task\'s other note as a rival', () => {
    const check = checksOf(suiteTaskById(ID), 'followup').find((a) => a.value === 'car')!;
    expect(check).toEqual(expect.objectContaining({ beside: ['Tire pressure', '$recordId'], beside_others: ['Oil change'] }));
    for (const [id, word] of [['service.project-color', 'green'], ['service.todoist-task-lifecycle', 'high']] as const) {
      expect(checksOf(suiteTaskById(id), 'followup').find((a) => a.value === word)!.beside).toHaveLength(2);
    }
  });

  it('a look-up that lists every note with its tags fails; one that puts the tag beside another note fails', async () => {
    const t = suiteTaskById(ID);
    const all = lookUp([
      { call: 'simple_note.search_notes', args: { page_limit: 20 }, bind: 'all' },
      { for_each: '{{all}}', as: 'n', limit: 20, steps: [{ append: 'seen', item: { id: '{{n.note_id}}', label: '{{n.title}}: {{n.tags}}' } }] },
      { message: 'Looked up.' },
    ], true);
    expect(failedIn(await runCrafted(t, all, 'lookup-beside'), 'followup')).toEqual(expect.arrayContaining(shown(t)));
    const misplaced = lookUp([read, { set: 'looked_up', value: 'Oil change: {{shown.tags.0}}' }, { message: '{{inputs.lookup_id}}: {{shown.title}}' }]);
    expect(failedIn(await runCrafted(t, misplaced, 'lookup-beside'), 'followup')).toContain(checksOf(t, 'followup').find((a) => a.value === 'car')!.id);
  }, 30_000);

  it('the reference\'s line and a card (the title, the tag under it) pass', async () => {
    const t = suiteTaskById(ID);
    expect(failedIn(await runCrafted(t, (pkg) => pkg, 'lookup-beside'), 'followup')).toEqual([]);
    const card = lookUp([read, { set: 'looked_up', value: 'Tags: {{shown.tags.0}}' }, { message: '{{shown.title}}' }]);
    expect(failedIn(await runCrafted(t, card, 'lookup-beside'), 'followup')).toEqual([]);
  }, 30_000);
});
