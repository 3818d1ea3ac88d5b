/**
 * s25 ownline (rubric Reading 2, lead's decision; findings babysitter-contact s24-d2-f1,
 * climbing-partner-contact / concert-parking-receipt / hardware-receipt-log / new-manager-contact /
 * new-neighbor-hello s25-d1-f1): a dictated text only the new record holds (a note's content)
 * tells that record made wherever it is newly shown, the followed record's line included
 * ("Ines Moura · 3605550164 · ★ favourite · Recommended by the Larsens."); the checker no longer
 * blanks the followed record's line for it (evaluate.ts, `madeWord`). Through the real runtime,
 * operator, checker and seeded world: each finding's correct app passes its told check; the same
 * screen with no note made, or with the text also typed into the followed record (the expense's
 * description, a field of the contact), still fails it.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('ownline');

/**
 * Slot A's first action says `message`, its list shows `item`; `drop` calls are left out and
 * `args` is laid over the arguments of the calls it names.
 */
const acting = (message: string, item: string, drop: readonly string[] = [], args: Record<string, Obj> = {}) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[])[0] as Obj;
    a.plan = (a.plan as Obj[])
      .filter((s) => !drop.includes(String(s.call)))
      .map((s) => (typeof s.message === 'string' ? { message } : typeof s.call === 'string' && args[s.call] ? { ...s, args: { ...(s.args as Obj), ...args[s.call] } } : s));
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
  }
};

const fails = async (task: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(task), attack, cache)).rows);

const CONTACTS = [
  ['multi.babysitter-contact', 'Recommended by the Larsens.'],
  ['multi.climbing-partner-contact', 'Strong on overhangs, free on Tuesday nights.'],
  ['multi.new-manager-contact', 'We agreed on weekly one-on-ones on Mondays.'],
  ['multi.new-neighbor-hello', 'We met at the building barbecue.'],
] as const;

describe('a note\'s dictated sentence on the new contact\'s own line', () => {
  const CHECK = 'create.17.visible_result_grounded';
  const line = '{{inputs.first_name}} {{inputs.last_name}} · {{inputs.phone_number}} · ★ favourite · {{inputs.met}}';
  for (const [task, text] of CONTACTS) {
    it(`${task}: "… · ★ favourite · ${text}" passes create.17; no note made, or the sentence also typed into the contact, fails`, async () => {
      expect(await fails(task, acting(line, '{{item.name}}'))).not.toContain(CHECK);
      expect(await fails(task, acting(line, '{{item.name}}', ['simple_note.create_note']))).toContain(CHECK);
      expect(await fails(task, acting(line, '{{item.name}}', [], { 'phone.add_contact': { work_address: '{{inputs.met}}' } }))).toContain(CHECK);
    }, 60_000);
  }
  it('the check holds the sentence as the note\'s own text', () => {
    for (const [task, text] of CONTACTS) {
      const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === CHECK) as Obj;
      expect(spec.state_made).toEqual({ app: 'simple_note', table: 'notes', texts: [text], own_texts: true });
    }
  });
});

describe('a receipt note\'s text on the expense\'s own line', () => {
  const CHECK = 'create.16.visible_result_grounded';
  const cases = [
    ['multi.concert-parking-receipt', 'Ethan', 'lot C, 6pm to midnight'],
    ['multi.hardware-receipt-log', 'Omar', 'paint, rollers, tape'],
  ] as const;
  for (const [task, who, text] of cases) {
    const line = `{{inputs.what}} — \${{inputs.total}}, split with ${who} — receipt: {{inputs.details}}`;
    it(`${task}: "… split with ${who} — receipt: ${text}" passes create.16; no note made, or the text also typed into the expense, fails`, async () => {
      expect(await fails(task, acting(line, '{{item.what}}'))).not.toContain(CHECK);
      expect(await fails(task, acting(line, '{{item.what}}', ['simple_note.create_note']))).toContain(CHECK);
      expect(await fails(task, acting(line, '{{item.what}}', [], { 'splitwise.record_expense': { description: '{{inputs.what}} — receipt: {{inputs.details}}' } }))).toContain(CHECK);
    }, 60_000);
    it(`${task}: the check holds the receipt text as the note's own text`, () => {
      const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === CHECK) as Obj;
      expect(spec.state_made).toEqual({ app: 'simple_note', table: 'notes', texts: [text], own_texts: true });
    });
  }
});
