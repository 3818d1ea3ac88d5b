/**
 * s26 contact lane: plumber-contact s25-s16-f1/f2 (over-specification). The user says "Save Bruno
 * Plumbing, 5035550166" and never how the name splits; create.04 and create.11 asked first_name
 * "Bruno" and last_name "Plumbing". The case now says the name is said whole (`whole`, as a
 * business's is in movers-contact): the record check holds the number, the world check asks both
 * words in the first or the last name, and every later check (the delete by name or id, the
 * reopen's gone check of "Bruno Plumbing") reads the name as before.
 * Each app runs through the real world and checker (`runAttacked`), both sides: every split of the
 * name passes every check of the task; a contact named "Bruno" or "Plumbing" alone, another
 * contact deleted, or the saved row kept after the delete fails.
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const PLUMBER = 'single.phone.plumber-contact';
const cache = tempDir('s26-contact');

/** The app's save form: one Name field, saved to the phone as `args` make it (the list and result show `shown`). */
const oneName = (args: Obj, shown = '{{inputs.name}}') => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'save_contact') as Obj;
    a.inputs = [{ name: 'name', label: 'Name', type: 'text', required: true }, { name: 'phone_number', label: 'Phone number', type: 'text', required: true }];
    a.plan = (a.plan as Obj[]).map((s) =>
      s.call === 'phone.add_contact' ? { ...s, args: { ...args, phone_number: '{{inputs.phone_number}}' } }
      : s.append !== undefined ? { ...s, item: { ...s.item, name: shown } }
      : typeof s.message === 'string' ? { message: `Saved ${shown}, {{inputs.phone_number}}, as contact {{saved.contact_id}}.` } : s);
  }
};

/** The delete form's plan edited step by step. */
const deleting = (edit: (step: Obj) => Obj | undefined) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'delete_contact') as Obj;
    a.plan = (a.plan as Obj[]).map(edit).filter((s): s is Obj => s !== undefined);
  }
};

/** The delete form asking the contact's name: found by a search, then deleted. */
const deleteByName = (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'delete_contact') as Obj;
    a.inputs = [{ name: 'name', label: 'Contact name', type: 'text', required: true }];
    a.plan = [
      { call: 'phone.search_contacts', args: { query: '{{inputs.name}}', page_limit: 1 }, bind: 'who' },
      { call: 'phone.delete_contact', args: { contact_id: '{{who.0.contact_id}}' } },
      { update: 'people', key_value: '{{who.0.contact_id}}', fields: { status: 'deleted' } },
      { message: '{{who.0.first_name}} {{who.0.last_name}} deleted from your contacts.' },
    ];
  }
};

const run = async (attack: (ref: Record<string, Obj>) => void) => runAttacked(suiteTask(PLUMBER), attack, cache);

describe('plumber-contact: the name said whole may be saved whole or split (s25-s16-f1/f2)', () => {
  it('the record check holds the number only; the world check asks both words in the first or the last name', () => {
    const create = suiteTask(PLUMBER).episodes.find((e) => e.id === 'create')!;
    const record = create.assertions.find((a) => a.id === 'create.04.record_matches') as Obj;
    expect(record.fields).toEqual({ phone_number: '5035550166' });
    const world = create.assertions.find((a) => a.id === 'create.11.world_matches_reference') as Obj;
    expect(world.free).toEqual(expect.arrayContaining([
      expect.objectContaining({ field: 'first_name', constraint: { contains: ['Bruno', 'Plumbing'], joined_with: ['last_name'] }, or_in: ['last_name'] }),
      expect.objectContaining({ field: 'last_name', constraint: 'any' }),
    ]));
  });

  it('every later check still knows the name: the delete types it beside the id, the reopen asks it gone', () => {
    const t = suiteTask(PLUMBER);
    const revise = t.episodes.find((e) => e.id === 'revise')!;
    expect(revise.values).toEqual(expect.objectContaining({ contact_id: '$contactId', 'name|contact_name|contact': 'Bruno Plumbing' }));
    expect(revise.names).toEqual({ 'name|contact_name|contact': 'contact_id' });
    expect(revise.assertions.find((a) => a.id === 'revise.06.visible_result_grounded')).toMatchObject({ value: 'Bruno Plumbing' });
    const reopen = t.episodes.find((e) => e.id === 'reopen')!;
    expect(reopen.assertions.find((a) => a.id === 'reopen.06.persisted_visible')).toMatchObject({ value: 'Bruno Plumbing', gone: true, history_names: ['$contactId', 'Bruno Plumbing', '5035550166', 'Plumbing, Bruno', 'Bruno'] });
    // s29 misc (s27-s193-f6): and by the one word of its name the user called it by ("delete Bruno").
    // s28 misc (s27-s193-f6): the contact is also known gone by its number and its name turned round.
    // The deleted contact is asked nowhere as still shown.
    expect(reopen.assertions.filter((a) => a.type === 'persisted_visible' && (a as Obj).gone !== true)).toEqual([]);
  });

  it('passes the reference (first "Bruno", last "Plumbing")', async () => {
    expect(failed((await run(() => undefined)).rows)).toEqual([]);
  }, 120_000);

  it('passes an app with one Name field that saves "Bruno Plumbing" whole as the first name, the last name empty', async () => {
    const { rows, records } = await run(oneName({ first_name: '{{inputs.name}}' }));
    expect(failed(rows)).toEqual([]);
    const row = (records.get('create')!.probes['create.04.record_matches'] ?? [])[0];
    expect(row).toMatchObject({ first_name: 'Bruno Plumbing', last_name: '' });
  }, 120_000);

  it('the checks as they were (first "Bruno", last "Plumbing" demanded) failed that app: the finding', async () => {
    const { records } = await run(oneName({ first_name: '{{inputs.name}}' }));
    const create = records.get('create')!;
    const spec = suiteTask(PLUMBER).episodes.flatMap((e) => e.assertions).find((a) => a.id === 'create.04.record_matches') as Obj;
    const before = { ...spec, fields: { first_name: 'Bruno', last_name: 'Plumbing', phone_number: '5035550166' } } as typeof spec;
    expect(evaluate(before as never, create, { contactId: create.captures.contactId }).passed).toBe(false);
    expect(evaluate(spec as never, create, { contactId: create.captures.contactId }).passed).toBe(true);
  }, 120_000);

  it('passes the whole name saved first, then deleted by a delete form that asks the name', async () => {
    expect(failed((await run((ref) => { oneName({ first_name: '{{inputs.name}}' })(ref); deleteByName(ref); })).rows)).toEqual([]);
  }, 120_000);

  it('passes the name saved whole as the last name (first name empty): create.04 and create.11 on the world it leaves', async () => {
    // The phone API asks a first name, so no app leaves it empty; the checker reads such a row from the world as it would.
    const t = suiteTask(PLUMBER);
    const { records } = await run(oneName({ first_name: '{{inputs.name}}' }));
    const create = records.get('create')!;
    const swap = (r: Obj): Obj => (r.phone_number === '5035550166' ? { ...r, first_name: '', last_name: 'Bruno Plumbing' } : r);
    const record: EpisodeRecord = {
      ...create,
      calls: create.calls.map((c) => ({ ...c, diff: c.diff.map((ch) => ({ ...ch, inserted: ch.inserted.map(swap) })) })),
      probes: Object.fromEntries(Object.entries(create.probes).map(([k, rs]) => [k, rs.map(swap)])),
    };
    const inserted = record.calls.flatMap((c) => c.diff).flatMap((c) => c.inserted);
    expect(inserted).toEqual([expect.objectContaining({ first_name: '', last_name: 'Bruno Plumbing' })]);
    const captures = { contactId: create.captures.contactId };
    for (const id of ['create.03.db_changed', 'create.04.record_matches', 'create.11.world_matches_reference']) {
      const spec = t.episodes.flatMap((e) => e.assertions).find((a) => a.id === id)!;
      expect(evaluate(spec, record, captures).passed, id).toBe(true);
    }
    // The same row with one word of the name is no contact of "Bruno Plumbing".
    const world = t.episodes.flatMap((e) => e.assertions).find((a) => a.id === 'create.11.world_matches_reference')!;
    for (const last of ['Bruno', 'Plumbing']) {
      const one: EpisodeRecord = { ...record, calls: record.calls.map((c) => ({ ...c, diff: c.diff.map((ch) => ({ ...ch, inserted: ch.inserted.map((r) => ({ ...r, last_name: last })) })) })) };
      expect(evaluate(world, one, captures).passed, last).toBe(false);
    }
  }, 120_000);

  for (const name of ['Bruno', 'Plumbing']) {
    it(`fails a contact saved as "${name}" alone, though the screen says "Bruno Plumbing"`, async () => {
      const f = failed((await run(oneName({ first_name: name }, '{{inputs.name}}'))).rows);
      expect(f).toContain('create.11.world_matches_reference');
    }, 120_000);
  }

  it('fails a split that keeps one word only ("Bruno" and an empty last name)', async () => {
    const f = failed((await run((ref) => {
      for (const pkg of versions(ref)) {
        const a = (pkg.actions as Obj[]).find((x) => x.id === 'save_contact') as Obj;
        a.plan = (a.plan as Obj[]).map((s) => (s.call === 'phone.add_contact' ? { ...s, args: { first_name: '{{inputs.first_name}}', phone_number: '{{inputs.phone_number}}' } } : s));
      }
    })).rows);
    expect(f).toContain('create.11.world_matches_reference');
  }, 120_000);

  it('fails an app that deletes another contact (the fixture\'s Samuel) instead', async () => {
    const f = failed((await run((ref) => { oneName({ first_name: '{{inputs.name}}' })(ref); deleting((s) => (s.call === 'phone.delete_contact' ? { ...s, args: { contact_id: 1000000 } } : s))(ref); })).rows);
    expect(f).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.07.world_matches_reference']));
  }, 120_000);

  it('fails an app that saves the name whole and still lists "Bruno Plumbing … saved" after the delete', async () => {
    const f = failed((await run((ref) => { oneName({ first_name: '{{inputs.name}}' })(ref); deleting((s) => (s.update !== undefined ? undefined : s))(ref); })).rows);
    expect(f).toContain('reopen.06.persisted_visible');
  }, 120_000);
});
