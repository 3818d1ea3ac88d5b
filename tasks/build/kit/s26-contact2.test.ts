/**
 * s26 contact2 lane, on the real tasks plumber-contact and movers-contact (`whole` / `company`
 * temp cases), each app run through the real world and checker (`runAttacked`):
 * - s26-d1b-f1 (hole): the world check asked both words somewhere in the first or last name, so a
 *   name saved backwards ("Plumbing" / "Bruno"), repeated or with words added passed. Now the first
 *   name, then the last, reads the name as the user said it (`joined_with`).
 * - s25-s16-f1 residue (over-specification): a save form with one name field called otherwise than
 *   "Name"/"Full name" ("Name of contact", "Tradesperson", "Who") got "Bruno" alone from the
 *   operator; now the field that takes the person's name gets it whole.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const PLUMBER = 'single.phone.plumber-contact';
const MOVERS = 'single.phone.movers-contact';
const cache = tempDir('s26-contact2');
const WORLD = 'create.11.world_matches_reference';

/** The save form: one field `name` labelled `label` (and the phone), saved to the phone as `args` make it; the list and result show what was typed. */
const oneField = (args: Obj, name = 'name', label = 'Name') => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'save_contact') as Obj;
    a.inputs = [{ name, label, type: 'text', required: true }, { name: 'phone_number', label: 'Phone number', type: 'text', required: true }];
    const shown = `{{inputs.${name}}}`;
    a.plan = (a.plan as Obj[]).map((s) =>
      s.call === 'phone.add_contact' ? { ...s, args: { ...args, phone_number: '{{inputs.phone_number}}' } }
      : s.append !== undefined ? { ...s, item: { ...s.item, name: shown } }
      : typeof s.message === 'string' ? { message: `Saved ${shown}, {{inputs.phone_number}}, as contact {{saved.contact_id}}.` } : s);
  }
};

/** The reference's own form (first and last name fields) saving to the phone as `args` make it. */
const saving = (args: Obj) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'save_contact') as Obj;
    a.plan = (a.plan as Obj[]).map((s) => (s.call === 'phone.add_contact' ? { ...s, args: { ...args, phone_number: '{{inputs.phone_number}}' } } : s));
  }
};

const run = async (id: string, attack: (ref: Record<string, Obj>) => void) => runAttacked(suiteTask(id), attack, cache);
const firstLast = async (id: string, attack: (ref: Record<string, Obj>) => void) => {
  const { rows, records } = await run(id, attack);
  const row = (records.get('create')!.probes['create.04.record_matches'] ?? [])[0] as Obj | undefined;
  return { failed: failed(rows), saved: row === undefined ? undefined : [row.first_name, row.last_name] };
};

describe('plumber-contact and movers-contact: the name reads as said, however it is split (s26-d1b-f1)', () => {
  it('the world check joins the first and the last name', () => {
    for (const [id, words] of [[PLUMBER, ['Bruno', 'Plumbing']], [MOVERS, ['Swift', 'Movers']]] as const) {
      const world = suiteTask(id).episodes.flatMap((e) => e.assertions).find((a) => a.id === WORLD) as Obj;
      expect(world.free).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'first_name', constraint: { contains: words, joined_with: ['last_name'] }, or_in: ['last_name'] })]));
    }
  });

  for (const [id, first, last] of [[PLUMBER, 'Bruno', 'Plumbing'], [MOVERS, 'Swift', 'Movers']] as const) {
    const whole = `${first} ${last}`;
    it(`${id}: passes the reference (first "${first}", last "${last}")`, async () => {
      expect(await firstLast(id, () => undefined)).toEqual({ failed: [], saved: [first, last] });
    }, 120_000);

    it(`${id}: passes "${whole}" whole as the first name, the last name left out or empty`, async () => {
      expect(await firstLast(id, oneField({ first_name: '{{inputs.name}}' }))).toEqual({ failed: [], saved: [whole, ''] });
      expect(await firstLast(id, oneField({ first_name: '{{inputs.name}}', last_name: '' }))).toEqual({ failed: [], saved: [whole, ''] });
    }, 120_000);

    it(`${id}: fails the name backwards ("${last}" / "${first}"), though the screen says "${whole}"`, async () => {
      const r = await firstLast(id, saving({ first_name: '{{inputs.last_name}}', last_name: '{{inputs.first_name}}' }));
      expect(r.saved).toEqual([last, first]);
      expect(r.failed).toContain(WORLD);
    }, 120_000);

    it(`${id}: fails the name repeated ("${whole}" / "${last}")`, async () => {
      const r = await firstLast(id, oneField({ first_name: '{{inputs.name}}', last_name: last }));
      expect(r.saved).toEqual([whole, last]);
      expect(r.failed).toContain(WORLD);
    }, 120_000);

    it(`${id}: fails words added ("${first} XYZ" / "${last} Boiler Ltd")`, async () => {
      const r = await firstLast(id, oneField({ first_name: `${first} XYZ`, last_name: `${last} Boiler Ltd` }));
      expect(r.saved).toEqual([`${first} XYZ`, `${last} Boiler Ltd`]);
      expect(r.failed).toContain(WORLD);
    }, 120_000);
  }
});

describe('plumber-contact: a save form whose one name field is called otherwise gets the whole name (s25-s16-f1 residue)', () => {
  for (const [name, label] of [['contact_of', 'Name of contact'], ['display', 'Display name'], ['worker', "Worker's name"], ['trade', 'Tradesperson'], ['who', 'Who']]) {
    it(`"${label}": "Bruno Plumbing" typed whole, saved whole, every check passes`, async () => {
      expect(await firstLast(PLUMBER, oneField({ first_name: `{{inputs.${name}}}` }, name, label))).toEqual({ failed: [], saved: ['Bruno Plumbing', ''] });
    }, 120_000);
  }
  it('an opaque field whose value the phone saves as the first name gets it whole too', async () => {
    expect(await firstLast(PLUMBER, oneField({ first_name: '{{inputs.f1}}' }, 'f1', 'Field one'))).toEqual({ failed: [], saved: ['Bruno Plumbing', ''] });
  }, 120_000);
});
