/**
 * A change over a whole set the user named only as a set (kit/unnamed-sets.ts; issue #30, s11
 * verbs11): "get rid of the fun tag on all my notes", "empty the trash". Through the real
 * generate → run → check chain: an app that tells the change without the notes' titles or the
 * trash's paths passes; an app that takes the tag off one note only, or tells nothing of the
 * change, still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { speaksOfSet, withUnnamedSets } from './unnamed-sets.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'unnamed-sets');

/** The package with action `id`'s plan replaced. */
const withPlan = (id: string, plan: (old: Obj[]) => Obj[]) => (pkg: Obj): Obj => {
  for (const action of pkg.actions as Obj[]) if (action.id === id) action.plan = plan(action.plan as Obj[]);
  return pkg;
};

const screenChecks = (t: Obj, episode: string): Obj[] => ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded');

describe('which steps are told as a whole set', () => {
  it('tells a tag taken off all notes by the tag and a word of the change, with no note title', () => {
    const [check, ...more] = screenChecks(suiteTaskById('single.simple_note.fun-tag-swap'), 'create');
    expect(more).toEqual([]);
    expect(check).toMatchObject({ id: 'create.07.visible_result_grounded', value: 'fun', whole: true });
    // The user's own verb (Reading 4) is among the words.
    expect(check!.state).toEqual(expect.arrayContaining(['untagged', 'tag removed', 'got rid of']));
    expect(screenChecks(suiteTaskById('single.simple_note.learning-tag-swap'), 'create')[0]).toMatchObject({ value: 'learning', whole: true });
  });

  it('tells the trash emptied by a word of it, though the message lists what the trash held', () => {
    for (const id of ['single.file_system.disk-full-downloads', 'single.file_system.statement-shredder']) {
      const checks = screenChecks(suiteTaskById(id), 'revise');
      expect(checks).toHaveLength(1);
      expect(checks[0]).toMatchObject({ whole: true });
      expect(checks[0]!.state).toEqual(expect.arrayContaining(['emptied', 'purged', 'gone']));
    }
  });

  it('leaves a step that names its records alone, and one that speaks of no set', () => {
    // The files deleted one by one by their typed paths keep their per-path checks.
    expect(screenChecks(suiteTaskById('single.file_system.disk-full-downloads'), 'create').every((a) => !a.whole)).toBe(true);
    // The Costco run notification named as "the latest one" is not a set.
    const t = suiteTaskById('single.venmo.catch-up-notices');
    expect(withUnnamedSets(t as never)).toBe(t);
    expect(speaksOfSet('Get rid of the fun tag on all my notes.')).toBe(true);
    expect(speaksOfSet('Still no room. Empty the trash too.')).toBe(true);
    expect(speaksOfSet('Drop the latest Venmo notification.')).toBe(false);
  });
});

describe('fun tag off all notes (single.simple_note.fun-tag-swap)', () => {
  const id = 'create.07.visible_result_grounded';
  /** The reference's drop with its per-note list and message replaced. */
  const dropTold = (message: string, kept: string, one = false) =>
    withPlan('drop_tag', (old) => [
      old[0]!,
      one ? { call: 'simple_note.remove_tag_from_note', args: { note_id: '{{had.0.note_id}}', tag: '{{inputs.tag}}' }, bind: 'dropped' } : old[1]!,
      { append: 'tags', item: { tag: '{{inputs.tag}}', notes: '2 notes', state: kept } },
      { message },
    ]);

  it('passes an app that says "Removed the tag fun from 2 notes" and names no note', async () => {
    const rows = await runCrafted(suiteTaskById('single.simple_note.fun-tag-swap'), dropTold('Removed the tag {{inputs.tag}} from 2 notes.', 'removed'));
    expect(failedIds(rows)).toEqual([]);
  });

  it('passes an app that answers in the user\'s words: "Got rid of fun everywhere"', async () => {
    const rows = await runCrafted(suiteTaskById('single.simple_note.fun-tag-swap'), dropTold('Got rid of {{inputs.tag}} everywhere.', 'got rid of'));
    expect(failedIds(rows)).toEqual([]);
  });

  it('passes an app in its own plain word: "fun tag deleted"', async () => {
    const rows = await runCrafted(suiteTaskById('single.simple_note.fun-tag-swap'), dropTold('The {{inputs.tag}} tag deleted.', 'tag deleted'));
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app that takes the tag off one note only, however it tells it', async () => {
    const rows = await runCrafted(suiteTaskById('single.simple_note.fun-tag-swap'), dropTold('Removed the tag {{inputs.tag}} from 2 notes.', 'removed', true));
    const failed = failedIds(rows);
    expect(failed.some((f) => f.startsWith('create.') && /record_matches|world_matches_reference/.test(f))).toBe(true);
  });

  it('fails an app that drops the tag silently, its world checks passing', async () => {
    const rows = await runCrafted(suiteTaskById('single.simple_note.fun-tag-swap'), withPlan('drop_tag', (old) => [old[0]!, old[1]!, { message: 'OK.' }]));
    expect(failedIds(rows)).toEqual([id]);
  });
});

describe('trash emptied (single.file_system.disk-full-downloads)', () => {
  it('passes "Trash emptied: 2 items gone for good" with no path listed', async () => {
    const rows = await runCrafted(
      suiteTaskById('single.file_system.disk-full-downloads'),
      withPlan('empty_bin', (old) => [old[1]!, { message: 'Trash emptied: {{emptied.deleted_count}} items gone for good.' }]),
    );
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app that empties it and says only "OK."', async () => {
    const rows = await runCrafted(suiteTaskById('single.file_system.disk-full-downloads'), withPlan('empty_bin', (old) => [old[1]!, { message: 'OK.' }]));
    expect(failedIds(rows)).toEqual(['revise.06.visible_result_grounded']);
  });
});
