/**
 * The trivial-target sweep (issue #30, alike11), over the whole built suite: a record the user
 * names must not be the only or the newest candidate at the step where it is named.
 * - A service task's look-up by id: the app made another record of the same table before it, so a
 *   look-up that re-shows the app's last record shows the wrong one.
 * - A voicemail picked by its words: a newer unheard voicemail is in the world beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { lookAlikeVoicemail } from './look-alike-voicemail.ts';

type Obj = Record<string, any>;
const DIR = join('tasks', 'suite');
const suite = (): TaskInput[] => readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(join(DIR, f), 'utf8')) as TaskInput);

/** Service tasks whose look-up by id follows no other record the app made after the one looked up. */
function lonelyLookUps(tasks: readonly TaskInput[]): string[] {
  return tasks
    .filter((t) => t.family === 'service')
    .filter((t) => {
      const episodes = t.episodes as Obj[];
      const followup = episodes.findIndex((e) => e.id === 'followup');
      const made = episodes.findIndex((e) => Object.keys(e.captures ?? {}).length > 0);
      if (followup < 0 || made < 0) return false;
      // A submit after the first make that inserts a row (the second record).
      return !episodes.slice(made + 1, followup).some((e) => e.stage === 'submit' && (e.assertions as Obj[]).some((a) => a.type === 'db_changed' && a.op === 'inserted'));
    })
    .map((t) => t.id);
}

/** Tasks that pick a voicemail by its words where that voicemail is the newest of the user's. */
function newestVoicemails(tasks: readonly TaskInput[]): string[] {
  const index = fixtureIndex('base');
  const fixture = index.tables.get('phone.voice_messages')?.rows ?? [];
  const inbox = new Set((index.tables.get('phone.user_voice_messages')?.rows ?? []).filter((r) => r.user_id === index.userId).map((r) => Number(r.voice_message_id)));
  return tasks
    .filter((t) => JSON.stringify(t.episodes).includes('"user_voice_messages"'))
    .filter((t) => {
      const own = (t.world.rows ?? []).filter((r) => r.table === 'voice_messages').map((r) => r.row);
      const mine = [...fixture.filter((r) => inbox.has(Number(r.id))), ...own];
      const newest = mine.reduce((a, b) => (String(a.sent_at) >= String(b.sent_at) ? a : b));
      const words = (t.episodes as Obj[]).flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => /words/.test(k)).map(([, v]) => String(v)));
      return words.some((w) => String(newest.transcript).toLowerCase().includes(w.toLowerCase()));
    })
    .map((t) => t.id);
}

describe('trivial targets over the suite (issue #30, alike11)', () => {
  const tasks = suite();

  it('every service look-up by id follows a second record the app made', () => {
    // Since session 31's kit the two returns also make a second return (their create-2 episode) before the look-up, so none is left alone.
    expect(lonelyLookUps(tasks)).toEqual([]);
  });

  it('no voicemail the user picks by its words is the newest one', () => {
    expect(newestVoicemails(tasks)).toEqual([]);
    // Without the look-alike, the weekend plans voicemail is the newest: the hole the look-alike closes.
    const task = tasks.find((t) => t.id === 'single.phone.weekend-plans-note')!;
    expect(newestVoicemails([{ ...task, world: { ...task.world, rows: [] } }])).toEqual(['single.phone.weekend-plans-note']);
  });

  it('makes the look-alike voicemail unheard, newest, and missed by the words the user types', () => {
    const task = tasks.find((t) => t.id === 'single.phone.weekend-plans-note')!;
    const [message, inbox] = lookAlikeVoicemail({ ...task, world: { ...task.world, rows: [] } }, 'weekend plans');
    expect(String(message!.row.transcript).toLowerCase()).not.toContain('weekend plans');
    expect(String(message!.row.sent_at) > '2023-05-16T05:11:00').toBe(true);
    expect(inbox!.row).toMatchObject({ voice_message_id: message!.row.id, is_listened: 0 });
  });
});
