/**
 * s23 lane world23: (1) a song taken out of a named playlist no other playlist of the user's holds
 * gets a newer look-alike playlist holding it (slow-jams-prune s23-s12-f1, kit/held-elsewhere.ts);
 * (2) a group's purpose left to the app is held to the user's words where the app writes one
 * (housemates-from-contacts s23-s12-f1, kit/group-purpose.ts, `or_blank`). Through the real
 * runtime, operator, checker and seeded world: each correct app passes, each wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';

const cache = tempDir('world23');

const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};

const PLAYLIST_TASKS: [string, string][] = [
  ['single.spotify.slow-jams-prune', 'Sunday Slow Jams'],
  ['single.spotify.focus-flow-edit', 'Focus Flow'],
  ['single.spotify.campfire-swap', 'Campfire Songs'],
];

describe('a song taken out of a named playlist: another playlist of the user\'s, newer, holds it too (slow-jams-prune s23-s12-f1)', () => {
  for (const [id, title] of PLAYLIST_TASKS) {
    it(`${id}: the world holds a newer playlist of the user's, not named "${title}", holding the song`, () => {
      const task = suiteTask(id);
      const index = fixtureIndex('base');
      const step = task.episodes.find((e) => e.assertions.some((a) => a.type === 'db_changed' && a.op === 'deleted'));
      const del = step?.assertions.find((a) => a.type === 'db_changed' && a.op === 'deleted') as Obj;
      const song = del.where.song_id as number;
      const rows = task.world.rows ?? [];
      const look = rows.find((r) => r.table === 'playlists')?.row as Obj;
      expect(look.owner_id).toBe(index.userId);
      expect(String(look.title)).not.toContain(title);
      expect(String(look.created_at) > index.now).toBe(true);
      expect(rows.some((r) => r.table === 'playlist_songs' && r.row.playlist_id === look.id && r.row.song_id === song)).toBe(true);
      // In the base world no other playlist of the user's holds the song: the look-alike is what makes the name needed.
      const mine = new Set((index.tables.get('spotify.playlists')?.rows ?? []).filter((p) => p.owner_id === index.userId).map((p) => p.id));
      expect((index.tables.get('spotify.playlist_songs')?.rows ?? []).filter((r) => r.song_id === song && mine.has(r.playlist_id)).map((r) => r.playlist_id)).toEqual([del.where.playlist_id]);
    });
  }

  const firstPlaylist = (a: Obj) => {
    a.plan = (a.plan as Obj[]).map((s) => (s.call === 'spotify.show_playlist_library' ? { ...s, args: { sort_by: '-created_at', page_limit: 1 } } : s));
  };
  it('the reference passes every check, the look-alike keeping its song', async () => {
    const rows = (await runAttacked(suiteTask('single.spotify.slow-jams-prune'), () => undefined, cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('an app that takes the song out of the newest playlist, whatever its name, fails step1.03 and step1.08', async () => {
    const rows = (await runAttacked(suiteTask('single.spotify.slow-jams-prune'), acting('take_out', firstPlaylist), cache)).rows;
    expect(failed(rows)).toEqual(expect.arrayContaining(['step1.03.db_changed', 'step1.08.world_matches_reference']));
  });
  it('an app that puts the song back into the newest playlist, whatever its name, fails step2.03', async () => {
    const rows = (await runAttacked(suiteTask('single.spotify.slow-jams-prune'), acting('put_back', firstPlaylist), cache)).rows;
    expect(failed(rows)).toContain('step2.03.db_changed');
    expect(failed(rows).filter((f) => f.startsWith('step1.'))).toEqual([]);
  });
});

describe('a group\'s purpose the app writes holds the user\'s words (housemates-from-contacts s23-s12-f1)', () => {
  const describing = (text: string | undefined) =>
    acting('create_group', (a: Obj) => {
      for (const s of a.plan as Obj[]) {
        if (s.call !== 'splitwise.create_group') continue;
        if (text === undefined) delete s.args.description;
        else s.args.description = text;
      }
      if (text === undefined) {
        a.inputs = (a.inputs as Obj[]).filter((i) => i.name !== 'description');
        for (const s of a.plan as Obj[]) if (typeof s.message === 'string') s.message = 'Created {{inputs.name}} (group {{made.group_id}}).';
      }
    });
  const create = (rows: readonly { passed: boolean; assertion: string }[]) => failed(rows).filter((f) => f.startsWith('create.'));

  it('the check is held to the user\'s words, and may be left blank', () => {
    const spec = suiteTask('single.splitwise.housemates-from-contacts').episodes.flatMap((e) => e.assertions).find((a) => a.id === 'create.11.world_matches_reference') as Obj;
    const rule = (spec.free as Obj[]).find((f) => f.table === 'groups' && f.field === 'description');
    expect(rule).toMatchObject({ constraint: { contains: ['seeds', 'tools', 'plot', 'fee'] }, or_blank: true });
  });
  it('an app that describes the group as another group is ("Rent, utilities and shared groceries") fails create.11', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.housemates-from-contacts'), describing('Rent, utilities and shared groceries'), cache)).rows;
    expect(create(rows)).toContain('create.11.world_matches_reference');
  });
  it('an app that keeps only part of the purpose ("Seeds") fails create.11', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.housemates-from-contacts'), describing('Seeds'), cache)).rows;
    expect(create(rows)).toContain('create.11.world_matches_reference');
  });
  it('an app that words it a bit differently ("Seeds, tools & plot fee") passes', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.housemates-from-contacts'), describing('Seeds, tools & plot fee'), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('an app with only a name input (no description at all) passes', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.housemates-from-contacts'), describing(undefined), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('supper-club-roster: "Monthly dinner groceries" passes, "Rent, utilities and shared groceries" fails', async () => {
    const ok = (await runAttacked(suiteTask('single.splitwise.supper-club-roster'), describing('Monthly dinner groceries'), cache)).rows;
    expect(failed(ok)).toEqual([]);
    const wrong = (await runAttacked(suiteTask('single.splitwise.supper-club-roster'), describing('Rent, utilities and shared groceries'), cache)).rows;
    expect(create(wrong)).toContain('create.11.world_matches_reference');
  });
});
