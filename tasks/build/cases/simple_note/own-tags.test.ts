/**
 * s18 (issue #30, s18-S2-f1): the app's own tag ("saves them into Simple Note, tagged \"meetings\"")
 * is a setting of the app, held in the world, not a value of the save to show. An app that says
 * the tag from its own text, or not at all, passes; one that saves the note without the tag fails.
 * The real generate → run → check chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, editSteps, failedIn, runCrafted, suiteTaskById, withArgs } from '../../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The save with no read-back, told in `said`. */
const saying = (said: string) => editSteps('save_note', (s) => (s.call === 'simple_note.show_note' ? (null as unknown as Obj) : s.message ? { message: said } : s));
const noNulls = (pkg: Obj): Obj => {
  for (const a of pkg.actions as Obj[]) if (Array.isArray(a.plan)) a.plan = (a.plan as Obj[]).filter((s) => s !== null);
  return pkg;
};

describe('a notes app\'s own tag is held in the world, not asked on screen', () => {
  for (const [id, tag] of [['single.simple_note.meeting-notes', 'meetings'], ['single.simple_note.recipe-box', 'recipes']] as const) {
    it(`${id}: the tag from the app's own text, or no tag shown, passes create; a note saved untagged fails it`, async () => {
      const t = suiteTaskById(id);
      const own = await runCrafted(t, (pkg) => noNulls(saying(`Saved "{{inputs.title}}", tagged ${tag}: {{inputs.content}}`)(pkg)), `own-tag-${tag}`);
      expect(failedIn(own, 'create')).toEqual([]);
      const silent = await runCrafted(t, (pkg) => noNulls(saying('Saved "{{inputs.title}}": {{inputs.content}}')(pkg)), `no-tag-${tag}`);
      expect(failedIn(silent, 'create')).toEqual([]);
      const untagged = await runCrafted(t, (pkg) => withArgs('save_note', 'simple_note.create_note', (old) => ({ title: old.title, content: old.content }))(noNulls(saying('Saved "{{inputs.title}}": {{inputs.content}}')(pkg))), `untagged-${tag}`);
      expect(failedIn(untagged, 'create').some((f) => f.startsWith('create.04.'))).toBe(true);
    }, 60_000);
  }
});
