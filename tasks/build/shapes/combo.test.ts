import { describe, expect, it } from 'vitest';
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { tasks as venmoTasks } from '../cases/multi_tool/venmo.ts';
import { tasks as fileTasks } from '../cases/multi_tool/file_system.ts';
import { tasks as splitwiseTasks } from '../cases/multi_tool/splitwise.ts';
import { tasks as todoistTasks } from '../cases/multi_tool/todoist.ts';
import { tasks as noteTasks } from '../cases/multi_tool/simple_note.ts';

type Obj = Record<string, unknown>;
// The combo tasks whose checks are read off the plans (comboTask).
const all = [...venmoTasks(), ...splitwiseTasks(), ...todoistTasks(), ...noteTasks(), ...fileTasks()];
const byId = (id: string) => all.find((t) => t.id === id) as TaskInput;
const assertionsOf = (t: TaskInput, episode: string) => (t.episodes.find((e) => e.id === episode)?.assertions ?? []) as AssertionSpec[];
const ofType = <T extends AssertionSpec['type']>(list: AssertionSpec[], type: T) => list.filter((a): a is Extract<AssertionSpec, { type: T }> => a.type === type);

describe('multi_tool combo tasks with checks read off the plans', () => {
  it('are 61 multi-service tasks: 35 public, 13 dev, 13 sealed, unique seeds', () => {
    expect(all).toHaveLength(61);
    const splits = all.reduce<Record<string, number>>((n, t) => ({ ...n, [t.split]: (n[t.split] ?? 0) + 1 }), {});
    expect(splits).toEqual({ public: 35, dev: 13, sealed: 13 });
    for (const t of all) expect(new Set((t.apps as { services: string[] }[])[0]?.services).size, t.id).toBeGreaterThan(1);
    expect(new Set(all.map((t) => t.world.seed)).size).toBe(61);
  });

  it('assert every service call of the request, with the values the user gave and nothing the app makes up', () => {
    const t = byId('multi.concert-ticket-payback');
    const calls = ofType(assertionsOf(t, 'create'), 'api_called');
    // The payment request is judged by the end state (its amount and description are in the
    // reference's row); the text keeps its named call because its wording is left to the app.
    expect(calls.map((c) => `${c.app}.${c.api}`)).toEqual(['phone.send_text_message']);
    expect(ofType(assertionsOf(t, 'create'), 'record_matches').some((r) => JSON.stringify(r).includes('Lumen Fest ticket'))).toBe(true);
    // The text's wording is the app's own: only the number it goes to is demanded.
    expect(Object.keys(calls[0]?.args ?? {})).toEqual(['phone_number']);
  });

  it('bound collateral by what the called APIs may change: a payment instead of a request is outside', () => {
    const [allow] = ofType(assertionsOf(byId('multi.concert-ticket-payback'), 'create'), 'no_collateral').map((a) => a.allow.map((x) => `${x.app}.${x.table}`));
    expect(allow).toContain('venmo.payment_requests');
    expect(allow).toContain('phone.text_messages');
    expect(allow).not.toContain('venmo.transactions');
  });

  it('let the change step only edit the followed record: a replacement row is collateral', () => {
    for (const t of all) {
      const anchor = (t.episodes.find((e) => e.id === 'create')?.captures as Record<string, { app: string; table: string }>).anchor;
      const [collateral] = ofType(assertionsOf(t, 'revise'), 'no_collateral');
      const own = collateral?.allow.find((a) => a.app === anchor?.app && a.table === anchor?.table);
      if (own) expect(own.ops, t.id).toEqual(['updated']);
      expect(ofType(assertionsOf(t, 'revise'), 'record_identity_preserved'), t.id).toHaveLength(1);
    }
  });

  it('read a reopened value back from the record when it is one of its fields', () => {
    const kept = ofType(assertionsOf(byId('multi.utility-bill-share'), 'reopen'), 'persisted_visible');
    const amount = kept.find((k) => k.value === 57);
    expect((amount?.record as Obj | undefined)?.field).toBe('amount');
    // The old amount is not what must persist.
    expect(kept.some((k) => k.value === 62)).toBe(false);
  });

  it('state every demanded value in the message (file paths and amounts word for word)', () => {
    for (const t of all) {
      const create = t.episodes.find((e) => e.id === 'create');
      for (const [key, value] of Object.entries(create?.values ?? {})) {
        if (typeof value !== 'string' || value.includes('@') || /^\d{4}-\d{2}-\d{2}$|^\d{2}:\d{2}$|^\d{10}$/.test(value) || key.startsWith('email')) continue;
        const said = `${t.apps.map((a) => a.intention).join(' ')} ${create?.message ?? ''}`.toLowerCase();
        expect(said, `${t.id} ${key}`).toContain(value.toLowerCase());
      }
    }
  });
});
