/**
 * s12 world12: the new free-field bounds of the end-state check, each with the cheapest wrong app
 * (it must fail) and a correct app in other words (it must pass): an evening time (`within`), each
 * alarm labelled with its own reminder (`by_reference`), a rename that keeps its folder
 * (`keeps_folder`), and a forward of the latest email only (`lacks`).
 */
import { describe, expect, it } from 'vitest';
import type { FreeField } from '../../schemas/task.ts';
import type { Diff } from '../../schemas/world.ts';
import { compareWithReference, keptFolder, withinSpan } from './reference-state.ts';

const change = (app: string, table: string, part: Partial<Diff[number]>): Diff[number] => ({ app, table, inserted: [], updated: [], deleted: [], ...part });
const side = (changes: Diff) => ({ changes, captures: {}, probed: [] });
const rules = (free: FreeField[]) => ({ free, rows: [] });

describe('within: a time of day inside a span', () => {
  it('takes any evening time and refuses a morning one; a span may wrap past midnight', () => {
    expect(withinSpan('19:30', ['17:00', '23:59'])).toBe(true);
    expect(withinSpan('21:05:00', ['17:00', '23:59'])).toBe(true);
    expect(withinSpan('06:00', ['17:00', '23:59'])).toBe(false);
    expect(withinSpan('not a time', ['17:00', '23:59'])).toBe(false);
    expect(withinSpan('01:00', ['22:00', '02:00'])).toBe(true);
    expect(withinSpan('12:00', ['22:00', '02:00'])).toBe(false);
  });

  const alarm = (id: number, time: string) => ({ id, owner_id: 1, time, label: 'Finish The Overstory', enabled: 1 });
  const reference = side([change('phone', 'alarms', { inserted: [alarm(10, '19:30')] })]);
  const free: FreeField[] = [{ app: 'phone', table: 'alarms', field: 'time', constraint: 'any', within: ['17:00', '23:59'] }];
  it('an alarm "the evening before" at 21:00 passes; one at 06:00 in the morning fails', () => {
    expect(compareWithReference(side([change('phone', 'alarms', { inserted: [alarm(20, '21:00')] })]), reference, rules(free))).toEqual([]);
    expect(compareWithReference(side([change('phone', 'alarms', { inserted: [alarm(20, '06:00')] })]), reference, rules(free))).not.toEqual([]);
  });
});

describe('by_reference: each row says which one it is', () => {
  const alarm = (id: number, time: string, label: string | null) => ({ id, owner_id: 1, time, label, enabled: 1 });
  const reference = side([change('phone', 'alarms', { inserted: [alarm(1, '08:00', 'Medicine'), alarm(2, '14:00', 'Drink water'), alarm(3, '20:00', 'Stretch')] })]);
  const free: FreeField[] = [{
    app: 'phone', table: 'alarms', field: 'label', constraint: 'any',
    by_reference: [{ value: 'Medicine', mentions_one: ['medicine', 'meds', 'pill'] }, { value: 'Drink water', mentions_one: ['water', 'drink'] }, { value: 'Stretch', mentions_one: ['stretch', 'stretching'] }],
  }];
  it('labels in the app\'s own words pass', () => {
    const app = side([change('phone', 'alarms', { inserted: [alarm(7, '08:00', 'Take your meds'), alarm(8, '14:00', 'Hydrate: water!'), alarm(9, '20:00', 'Evening stretching')] })]);
    expect(compareWithReference(app, reference, rules(free))).toEqual([]);
  });
  it('no labels, or swapped labels, fail', () => {
    const none = side([change('phone', 'alarms', { inserted: [alarm(7, '08:00', null), alarm(8, '14:00', null), alarm(9, '20:00', null)] })]);
    const swapped = side([change('phone', 'alarms', { inserted: [alarm(7, '08:00', 'Stretch'), alarm(8, '14:00', 'Drink water'), alarm(9, '20:00', 'Medicine')] })]);
    expect(compareWithReference(none, reference, rules(free))).not.toEqual([]);
    expect(compareWithReference(swapped, reference, rules(free))).not.toEqual([]);
  });
});

describe('keeps_folder: a rename changes the name part only', () => {
  it('compares folders as paths', () => {
    expect(keptFolder('/home/alex/documents/a.txt', '~/documents/b.txt')).toBe(true);
    expect(keptFolder('/home/alex/downloads/a.txt', '/home/alex/documents/b.txt')).toBe(false);
  });
  const upd = (before: string, after: string) => change('file_system', 'files', { updated: [{ id: 5, before: { path: before }, after: { path: after } }] });
  const reference = side([upd('/home/alex/downloads/lake_trip_photos.txt', '/home/alex/downloads/lake_trip_2023.txt')]);
  const free: FreeField[] = [{ app: 'file_system', table: 'files', field: 'path', constraint: { contains: ['lake_trip_2023.txt'] }, keeps_folder: true }];
  it('a file the app saved in ~/documents and renamed there passes; a rename that also moves it fails', () => {
    expect(compareWithReference(side([upd('/home/alex/documents/lake_trip_photos.txt', '/home/alex/documents/lake_trip_2023.txt')]), reference, rules(free))).toEqual([]);
    expect(compareWithReference(side([upd('/home/alex/downloads/lake_trip_photos.txt', '/home/alex/documents/lake_trip_2023.txt')]), reference, rules(free))).not.toEqual([]);
  });
});

describe('lacks: "just the latest" email forwarded', () => {
  const email = (id: number, body: string) => ({ id, thread_id: 9, sender_id: 1, recipient_ids: '[2]', subject: 'Fwd: Car insurance renewal', body });
  const reference = side([change('gmail', 'emails', { inserted: [email(1, 'Is this price normal?\n\n---\nCould you scan it? I will call them.')] })]);
  const free: FreeField[] = [
    { app: 'gmail', table: '*', field: 'subject', constraint: 'any' },
    { app: 'gmail', table: 'emails', field: 'body', constraint: { contains: ['Is this price normal?', 'Could you scan it? I will call them.'], ends_line: ['Is this price normal?'], lacks: ['The renewal quote came in at $1,240.'] } },
  ];
  it('the latest email in another layout passes; the whole thread forwarded fails', () => {
    const latest = side([change('gmail', 'emails', { inserted: [email(3, 'Is this price normal?\n> Could you scan it? I will call them.')] })]);
    const thread = side([change('gmail', 'emails', { inserted: [email(3, 'Is this price normal?\n> The renewal quote came in at $1,240.\n> Could you scan it? I will call them.')] })]);
    expect(compareWithReference(latest, reference, rules(free))).toEqual([]);
    expect(compareWithReference(thread, reference, rules(free))).not.toEqual([]);
  });
});
