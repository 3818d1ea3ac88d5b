/**
 * s15 (carry, issue #30 undictated_text): items the user lists are those items in order, in any
 * list layout (kit/listed-items.ts). Each pair runs a hand-changed reference against the real
 * built task and the real checker: a note kept one item per line passes; a list that misses an
 * item, or puts the added items first, fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { itemsOf } from './listed-items.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const argsOf = (reference: Record<string, Obj>, slot: string, action: string, call: string): Obj =>
  (((reference[slot]?.package.actions as Obj[]).find((a) => a.id === action) as Obj).plan as Obj[]).find((s) => s.call === call)?.args as Obj;
const assertionsOf = (id: string, episode: string): Obj[] => (taskOf(id).episodes.find((e) => e.id === episode)?.assertions ?? []) as Obj[];
const worldCheck = (id: string, episode: string): string => assertionsOf(id, episode).find((a) => a.type === 'world_matches_reference')?.id as string;

/**
 * The assertions a run fails. A hand-changed call writes a fixed text where the reference passes
 * an input, so the first screen's check that an input reaches that argument is the attack's own
 * doing (an app would pass the typed items through): it is left out.
 */
async function failed(id: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('listed-items'));
  return rows.filter((r) => !r.passed && !r.assertion.endsWith('.input_available')).map((r) => r.assertion);
}

describe('the checks ask for each item', () => {
  it('a list is its items', () => {
    expect(itemsOf('Red lentils, turmeric, ghee')).toEqual(['Red lentils', 'turmeric', 'ghee']);
  });
  it('no check asks for the comma-joined string, on screen or in the world', () => {
    for (const id of ['single.simple_note.grocery-list', 'shared.mom-recipe-voice']) {
      const text = JSON.stringify(taskOf(id).episodes.map((e) => e.assertions));
      expect(text).not.toMatch(/tortillas, black beans|cilantro, sour cream|Red lentils, turmeric/i);
    }
    const shown = ['create', 'revise', 'reopen'].flatMap((e) => assertionsOf('single.simple_note.grocery-list', e)).filter((a) => a.type !== 'world_matches_reference').map((a) => a.value);
    expect(shown).toEqual(expect.arrayContaining(['tortillas', 'black beans', 'limes', 'cilantro', 'sour cream']));
  });
});

describe('a grocery list kept one item per line', () => {
  const id = 'single.simple_note.grocery-list';
  const perLine = (ref: Record<string, Obj>, first: string, more: string) => {
    Object.assign(argsOf(ref, 'A', 'save_note', 'simple_note.create_note'), { content: first });
    Object.assign(argsOf(ref, 'A', 'add_items', 'simple_note.add_content_to_note'), { content: more });
  };
  it('passes as bullets', async () => {
    expect(await failed(id, (ref) => perLine(ref, '- tortillas\n- black beans\n- limes', '- cilantro\n- sour cream'))).toEqual([]);
  });
  it('fails when an item is missing', async () => {
    expect(await failed(id, (ref) => perLine(ref, '- tortillas\n- limes', '- cilantro\n- sour cream'))).toContain(worldCheck(id, 'create'));
  });
  it('fails when an added item is dropped', async () => {
    expect(await failed(id, (ref) => perLine(ref, '- tortillas\n- black beans\n- limes', '- cilantro'))).toContain(worldCheck(id, 'revise'));
  });
});

describe('a recipe note kept one ingredient per line', () => {
  const id = 'shared.mom-recipe-voice';
  const content = (ref: Record<string, Obj>, text: string) => Object.assign(argsOf(ref, 'A', 'create', 'simple_note.create_note'), { content: text });
  it('passes as bullets', async () => {
    expect(await failed(id, (ref) => content(ref, '- red lentils\n- turmeric\n- ghee'))).toEqual([]);
  });
  it('fails with an ingredient changed', async () => {
    expect(await failed(id, (ref) => content(ref, '- red lentils\n- cumin\n- ghee'))).toContain(worldCheck(id, 'a-create'));
  });
});
