/**
 * s12 world12 on the real tasks: what the user dictated is carried in the world, in the app's
 * words. Each rule is run through the end-state checker with the cheapest wrong app's row (it must
 * fail) and a correct app's row in other words (it must pass).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FreeField } from '../../../src/schemas/task.ts';
import type { Diff } from '../../../src/schemas/world.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';

type Obj = Record<string, any>;
const load = (id: string): Obj => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as Obj;
const world = (id: string, episode: string): Obj => load(id).episodes.find((e: Obj) => e.id === episode).assertions.find((a: Obj) => a.type === 'world_matches_reference');
const rule = (id: string, episode: string, app: string, field: string): FreeField => world(id, episode).free.find((f: Obj) => f.app === app && f.field === field);

const change = (app: string, table: string, rows: Obj[]): Diff[number] => ({ app, table, inserted: rows, updated: [], deleted: [] });
/** Whether one inserted row, the reference's but for `field`, passes the rule. */
function passes(free: FreeField, table: string, field: string, value: unknown, captures: Obj = {}): boolean {
  const base = { id: 1, other: 'same' };
  const resolved = JSON.parse(JSON.stringify(free).replace(/"\$([A-Za-z]+)"/g, (_m, name: string) => JSON.stringify(captures[name]))) as FreeField;
  const reference = { changes: [change(free.app, table, [{ ...base, [field]: 'reference text' }])], captures: {} };
  const candidate = { changes: [change(free.app, table, [{ ...base, id: 2, [field]: value }])], captures: {}, probed: [] };
  return compareWithReference(candidate, reference, { free: [{ ...resolved, constraint: resolved.constraint ?? 'any' }], rows: [] }).length === 0;
}

describe('dictated texts are contained, not equal, never wholly free', () => {
  it('tutor-fee: the payment\'s note carries "Algebra lesson" in any words', () => {
    const r = rule('multi.tutor-fee', 'create', 'venmo', 'description');
    expect(passes(r, 'transactions', 'description', 'algebra lesson with Tomas')).toBe(true);
    expect(passes(r, 'transactions', 'description', 'Tutor fee')).toBe(false);
  });
  // s16 texts (kit/reasons-apart.ts, Reading 5): a reason said in passing ("it is too loud") is the
  // app's to word or pick; a return still has one. A reason the app asks "with" stays checked
  // (single.amazon.jacket-return, texts16.test.ts).
  it('blender-return-todo: a reason said in passing is the app\'s to word, but a return has one', () => {
    for (const id of ['multi.blender-return-todo', 'multi.jacket-return-reminder']) {
      const r = rule(id, 'create', 'amazon', 'reason');
      expect(r.constraint).toBe('non_empty');
      expect(passes(r, 'returns', 'reason', 'Defective')).toBe(true);
      expect(passes(r, 'returns', 'reason', '')).toBe(false);
    }
    // No check of the episode demands the reason verbatim.
    const create = load('multi.blender-return-todo').episodes.find((e: Obj) => e.id === 'create');
    expect(create.assertions.filter((a: Obj) => a.type === 'record_matches' && 'reason' in a.fields)).toEqual([]);
  });
  // s17 ctrl17: service.blender-return's user now gives the reason as the field's value
  // ("Reason: too loud"), so it is held (contained) and shown, and an app that hard-codes it fails the twin.
  it('blender-return: a reason dictated as "Reason: …" is held, contained', () => {
    const r = rule('service.blender-return', 'create', 'amazon', 'reason');
    expect(r.constraint).toEqual({ contains: ['too loud'] });
    expect(passes(r, 'returns', 'reason', 'Too loud')).toBe(true);
    expect(passes(r, 'returns', 'reason', 'Defective')).toBe(false);
  });
  it('coworker-farewell-gift: the email tells the order by its number or its product; "order number" still asks for the number', () => {
    const r = rule('multi.coworker-farewell-gift', 'create', 'gmail', 'body');
    expect(passes(r, 'emails', 'body', 'I ordered the Hardcover Dot Grid Notebook, Emerald, gift-wrapped.', { orderId: 555 })).toBe(true);
    expect(passes(r, 'emails', 'body', 'Order 555 is placed.', { orderId: 555 })).toBe(true);
    expect(passes(r, 'emails', 'body', 'Done, see you at the party.', { orderId: 555 })).toBe(false);
    const number = rule('multi.anniversary-candle-order', 'create', 'gmail', 'body');
    expect(number.constraint).toEqual({ contains: ['$orderId'] });
  });
});

describe('dictated structure', () => {
  it('tahoe-shared-list: every note shared with the user is looked for on the list', () => {
    const create = load('single.simple_note.tahoe-shared-list').episodes.find((e: Obj) => e.id === 'create');
    const shown = create.assertions.filter((a: Obj) => a.type === 'visible_result_grounded').map((a: Obj) => a.value);
    expect(shown).toEqual(expect.arrayContaining(['Tahoe trip shopping list', 'Apartment house rules', 'Platform team on-call handbook']));
  });
  it('forward-to-partner: the latest email only, the older ones lacked', () => {
    const r = rule('single.gmail.forward-to-partner', 'step2', 'gmail', 'body');
    expect((r.constraint as { lacks?: string[] }).lacks?.length).toBeGreaterThan(0);
  });
  it('lake-photos-download: the rename keeps the folder', () => {
    expect(rule('single.gmail.lake-photos-download', 'step2', 'file_system', 'path').keeps_folder).toBe(true);
  });
});

describe('time words', () => {
  it('book-club: an evening alarm, once or on the Wednesday before', () => {
    const time = rule('multi.book-club', 'create', 'phone', 'time');
    expect(time.within).toEqual(['17:00', '23:59']);
    expect(passes(time, 'alarms', 'time', '20:15')).toBe(true);
    expect(passes(time, 'alarms', 'time', '06:00')).toBe(false);
    const days = rule('multi.book-club', 'create', 'phone', 'repeat_days');
    expect(days.constraint).toEqual({ one_of: [[], ['wednesday']] });
    expect(rule('multi.book-club', 'create', 'phone', 'snooze_minutes').constraint).toBe('any');
    expect(rule('multi.book-club', 'create', 'phone', 'vibration').constraint).toBe('any');
  });
  it('daily-reminders: each alarm\'s label names its reminder', () => {
    const label = rule('single.phone.daily-reminders', 'create', 'phone', 'label');
    expect(label.by_reference?.map((b) => b.value)).toEqual(['Medicine', 'Drink water', 'Stretch']);
  });
});
