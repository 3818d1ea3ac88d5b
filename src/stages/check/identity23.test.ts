/**
 * s23, roadtrip-playlist-invite s22-r2-f1: app B that finds the playlist already public (app A
 * made it public) and only texts Jonah keeps the record's identity; app B that skips the update
 * where the playlist is still private does not, and neither does one that replaces the record.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../__tests__/helpers.ts';

const task = suiteTask('shared.roadtrip-playlist-invite');
const cache = tempDir('identity23-');
const plan = (ref: Record<string, Obj>, slot: string, id: string): Obj[] => (ref[slot]!.package.actions as Obj[]).find((a) => a.id === id)!.plan as Obj[];
const skipUpdate = (ref: Record<string, Obj>): void => {
  const steps = plan(ref, 'B', 'find_and_handle');
  steps.splice(steps.findIndex((s) => s.call === 'spotify.update_playlist'), 1);
};

describe('identity where the record needed no change', () => {
  it('A makes the playlist public, B finds it so and only shares it: b-find passes', async () => {
    const { rows } = await runAttacked(task, (ref) => {
      plan(ref, 'A', 'create')[0]!.args.is_public = true;
      skipUpdate(ref);
    }, cache);
    expect(failed(rows).filter((id) => id.startsWith('b-find'))).toEqual([]);
  });
  it('B skips the update of a playlist still private: identity and the record fail', async () => {
    const { rows } = await runAttacked(task, skipUpdate, cache);
    expect(failed(rows)).toEqual(expect.arrayContaining(['b-find.05.record_identity_preserved', 'b-find.06.record_matches']));
  });
});
