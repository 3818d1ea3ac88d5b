/**
 * What the user says in a message is typed into the app, not hard-wired into the reference
 * (issue #30, unnatural_episode): "make it public" on a rename, "repeat every two weeks", the
 * artist to follow, and the progress comment app B posts. A correct app that asks for the value
 * under its own name gets it and passes; the cheapest wrong app, which drops what the user said,
 * fails. Run with the real runtime against the reference replay.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';

/** A check of the world: the change the user asked for, or the end state. */
const WORLD = /\.(record_matches|world_matches_reference|db_changed|api_called)$/;

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;

/** The failed assertions of `id` run with its reference changed by `attack`, and the evidence as text. */
async function run(id: string, attack: (reference: Record<string, Obj>) => void): Promise<{ failed: string[]; evidence: string }> {
  const { rows, records } = await runAttacked(taskOf(id), attack, tempDir('said-values'));
  return { failed: rows.filter((r) => !r.passed).map((r) => r.assertion), evidence: JSON.stringify([...records.values()]) };
}

/** Renames one input of an action (its name and label), keeping where its value goes. */
function renameInput(action: Obj, from: string, to: string, label: string): void {
  action.inputs = (action.inputs as Obj[]).map((i) => (i.name === from ? { ...i, name: to, label } : i));
  action.plan = JSON.parse(JSON.stringify(action.plan).replaceAll(`{{inputs.${from}}}`, `{{inputs.${to}}}`));
}

describe('typed values the user says', () => {
  it('"make it public": the operator ticks an app\'s own public switch; a rename that leaves it private fails', async () => {
    const correct = await run('multi.gym-buddy-playlist', (ref) => renameInput(actionOf(ref, 'A', 'share_mix'), 'public', 'is_public', 'Visible to everyone'));
    expect(correct.failed).toEqual([]);
    const wrong = await run('multi.gym-buddy-playlist', (ref) => {
      const action = actionOf(ref, 'A', 'share_mix');
      action.inputs = (action.inputs as Obj[]).filter((i) => i.name !== 'public');
      (action.plan as Obj[])[0]!.args.is_public = false;
    });
    expect(wrong.failed.some((a) => WORLD.test(a))).toBe(true);
  });

  it('"repeat every two weeks": the operator types 2 into an app\'s own field; a weekly repeat fails', async () => {
    const correct = await run('multi.recycling-night-chore', (ref) => renameInput(actionOf(ref, 'A', 'rename_repeat'), 'interval', 'weeks', 'Repeat every N weeks'));
    expect(correct.failed).toEqual([]);
    const wrong = await run('multi.recycling-night-chore', (ref) => {
      const action = actionOf(ref, 'A', 'rename_repeat');
      action.inputs = (action.inputs as Obj[]).filter((i) => i.name !== 'interval');
      (action.plan as Obj[])[1]!.args.interval = 1;
    });
    expect(wrong.failed.some((a) => WORLD.test(a))).toBe(true);
  });

  it('the artist the user names reaches a "Band" field; following another artist fails', async () => {
    const correct = await run('multi.new-artist-homework', (ref) => renameInput(actionOf(ref, 'A', 'discover'), 'artist', 'band', 'Band or artist'));
    expect(correct.failed).toEqual([]);
    expect(correct.evidence).toContain('"band":"Emi Tanaka"');
    const wrong = await run('multi.new-artist-homework', (ref) => {
      const plan = actionOf(ref, 'A', 'discover').plan as Obj[];
      (plan.find((s) => s.call === 'spotify.search_artists') as Obj).args = { page_limit: 1 };
    });
    expect(wrong.failed.some((a) => WORLD.test(a))).toBe(true);
  });

  it("app B's comment holds the progress the user dictates; a comment of the chore's title alone fails", async () => {
    const correct = await run('shared.chore-comment', (ref) => renameInput(actionOf(ref, 'B', 'find_and_handle'), 'comment', 'note', 'Progress note'));
    expect(correct.failed).toEqual([]);
    const wrong = await run('shared.chore-comment', (ref) => {
      const plan = actionOf(ref, 'B', 'find_and_handle').plan as Obj[];
      (plan.find((s) => s.call === 'todoist.post_task_comment') as Obj).args.content = 'Progress on {{found.0.title}}';
    });
    expect(wrong.failed.some((a) => WORLD.test(a))).toBe(true);
  });

  it('the note to untick is named by its title, as when it was ticked; unticking the first note found fails', async () => {
    expect(Object.keys(taskOf('single.simple_note.garden-basil-tick').episodes.find((e) => e.id === 'revise')?.values ?? {}).some((k) => k.includes('note_id'))).toBe(false);
    const correct = await run('single.simple_note.garden-basil-tick', (ref) => renameInput(actionOf(ref, 'A', 'untick'), 'note', 'checklist', 'Checklist name'));
    expect(correct.failed).toEqual([]);
    const wrong = await run('single.simple_note.garden-basil-tick', (ref) => {
      const plan = actionOf(ref, 'A', 'untick').plan as Obj[];
      (plan.find((s) => s.call === 'simple_note.search_notes') as Obj).args = { page_limit: 1 };
    });
    expect(wrong.failed.some((a) => WORLD.test(a))).toBe(true);
  });
});
