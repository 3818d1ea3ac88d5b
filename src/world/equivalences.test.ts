import { describe, expect, it } from 'vitest';
import type { CallRecord } from '../schemas/world.ts';
import { freshWorld } from './fixture.ts';
import { apiArgs, EQUIVALENCES, sameEffectApis, viaArgs, type Equivalence } from './equivalences.ts';
import type { World } from './engine.ts';

/** Clock fields differ between two runs of one effect by when they ran, not by what they did. */
const CLOCK = /(_at|_time)$/;

function effect(record: CallRecord): unknown {
  expect(record.error, `${record.app}.${record.api}`).toBeUndefined();
  return record.diff.map((change) => ({
    table: `${change.app}.${change.table}`,
    inserted: change.inserted.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !CLOCK.test(k)))),
    updated: change.updated.map((u) => ({ id: u.id, after: Object.fromEntries(Object.entries(u.after).filter(([k]) => !CLOCK.test(k))) })),
    deleted: change.deleted.map((row) => row.id),
  }));
}

/** A record of the main user each write applies to, as the API's own arguments. */
function argsFor(world: World, entry: Equivalence): Record<string, unknown> {
  const user = world.mainUser().id;
  const one = (sql: string) => world.db.prepare(sql).get(user) as Record<string, unknown>;
  switch (entry.api) {
    case 'simple_note.pin_note':
      return { note_id: one('SELECT id FROM simple_note_notes WHERE user_id = ? AND pinned = 0 ORDER BY id').id };
    case 'simple_note.unpin_note': {
      const id = one('SELECT id FROM simple_note_notes WHERE user_id = ? ORDER BY id').id;
      world.db.prepare('UPDATE simple_note_notes SET pinned = 1 WHERE id = ?').run(id);
      return { note_id: id };
    }
    case 'simple_note.delete_note':
      return { note_id: one('SELECT id FROM simple_note_notes WHERE user_id = ? ORDER BY id').id };
    case 'simple_note.add_tag_to_note':
      return { note_id: one('SELECT id FROM simple_note_notes WHERE user_id = ? ORDER BY id').id, tag: 'someday' };
    case 'phone.enable_alarm': {
      const id = one('SELECT id FROM phone_alarms WHERE owner_id = ? ORDER BY id').id;
      world.db.prepare('UPDATE phone_alarms SET enabled = 0 WHERE id = ?').run(id);
      return { alarm_id: id };
    }
    case 'phone.disable_alarm':
      return { alarm_id: one('SELECT id FROM phone_alarms WHERE owner_id = ? AND enabled = 1 ORDER BY id').id };
    case 'todoist.complete_task':
      return { task_id: one('SELECT id FROM todoist_tasks WHERE creator_id = ? AND is_completed = 0 AND id NOT IN (SELECT task_id FROM todoist_recurrences) ORDER BY id').id };
    case 'todoist.reopen_task': {
      const id = one('SELECT id FROM todoist_tasks WHERE creator_id = ? ORDER BY id').id;
      world.db.prepare("UPDATE todoist_tasks SET is_completed = 1, completed_at = '2023-05-01T00:00:00' WHERE id = ?").run(id);
      return { task_id: id };
    }
    case 'file_system.delete_file':
      return { file_path: one('SELECT path FROM file_system_files WHERE owner_id = ? ORDER BY id').path };
    default:
      throw new Error(`no case for ${entry.api}: add one so the entry is proved`);
  }
}

function run(entry: Equivalence, which: 'api' | 'via'): { record: CallRecord; args: Record<string, unknown> } {
  const world = freshWorld({ seed: 11 });
  try {
    world.db.exec('DELETE FROM _changes');
    const args = argsFor(world, entry);
    world.db.exec('DELETE FROM _changes');
    const [app, api] = (which === 'api' ? entry.api : entry.via).split('.') as [string, string];
    const callArgs = which === 'api' ? args : (viaArgs(entry, args) as Record<string, unknown>);
    return { record: world.callAsUser(app, api, callArgs), args };
  } finally {
    world.close();
  }
}

describe('the equivalence table', () => {
  for (const entry of EQUIVALENCES.filter((e) => e.kind === 'write')) {
    it(`${entry.api} and ${entry.via} change the world the same way`, () => {
      const own = run(entry, 'api');
      const other = run(entry, 'via');
      expect(effect(own.record)).not.toEqual([]);
      expect(effect(other.record)).toEqual(effect(own.record));
      // And the other API's call maps back to the first one's arguments.
      expect(apiArgs(entry, viaArgs(entry, own.args) as Record<string, unknown>)).toEqual(own.args);
    });
  }

  it('names only APIs that exist, in one app, with arguments the other API takes', () => {
    const world = freshWorld({ seed: 11 });
    try {
      for (const entry of EQUIVALENCES) {
        const [app, api] = entry.api.split('.') as [string, string];
        const [viaApp, via] = entry.via.split('.') as [string, string];
        expect(viaApp).toBe(app);
        expect(world.module(app)?.apis.some((d) => d.name === api), entry.api).toBe(true);
        const def = world.module(app)?.apis.find((d) => d.name === via);
        expect(def, entry.via).toBeDefined();
        const params = Object.keys((def?.params as unknown as { shape: Record<string, unknown> }).shape);
        for (const name of Object.keys(entry.args)) expect(params, `${entry.via}.${name}`).toContain(name);
      }
    } finally {
      world.close();
    }
  });

  it('maps a call only when the other API can carry all of it', () => {
    const pin = EQUIVALENCES.find((e) => e.api === 'simple_note.pin_note') as Equivalence;
    expect(viaArgs(pin, { note_id: '{{inputs.note}}' })).toEqual({ note_id: '{{inputs.note}}', pinned: true });
    expect(apiArgs(pin, { note_id: 5, pinned: false })).toBeNull();
    expect(apiArgs(pin, { note_id: 5, pinned: true, title: 'x' })).toBeNull();
    const del = EQUIVALENCES.find((e) => e.api === 'file_system.delete_file') as Equivalence;
    expect(apiArgs(del, { file_paths: ['~/a', '~/b'] })).toBeNull();
    expect(apiArgs(del, { file_paths: ['~/a'] })).toEqual({ file_path: '~/a' });
    const inbox = EQUIVALENCES.find((e) => e.api === 'gmail.show_inbox_threads') as Equivalence;
    expect(viaArgs(inbox, { query: 'Wedding', page_limit: 1 })).toEqual({ query: 'Wedding', page_limit: 1 });
    expect(viaArgs(inbox, { query: 'Wedding', is_starred: true })).toBeNull();
    expect(sameEffectApis('gmail.search_emails')).toEqual(['gmail.search_emails', 'gmail.show_inbox_threads']);
  });
});
