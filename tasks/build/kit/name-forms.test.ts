import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { nameBefore, withNameForms } from './name-forms.ts';

const built = (id: string): TaskInput => JSON.parse(readFileSync(join('tasks', 'suite', `${id}.json`), 'utf8')) as TaskInput;

/** The task as the builders make it, before the name forms are added. */
function withoutNameForms(task: TaskInput): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((e) => {
      const { names, ...rest } = e;
      const values = Object.fromEntries(Object.entries(e.values ?? {}).filter(([key]) => !Object.hasOwn(names ?? {}, key)));
      return { ...rest, values };
    }),
  };
}

const revise = (task: TaskInput, id = 'revise') => task.episodes.find((e) => e.id === id);

describe('withNameForms (issue #30, K11)', () => {
  it('gives a typed note id the note\'s title beside it, paired so the operator fills one of the two', () => {
    const task = withNameForms(withoutNameForms(built('single.simple_note.recipe-box')));
    expect(revise(task)?.values).toEqual({ note_id: '$noteId', tag: 'vegetarian', 'title|note_title|note': 'Chickpea curry' });
    expect(revise(task)?.names).toEqual({ 'title|note_title|note': 'note_id' });
  });

  it('names a renamed record by its name before the rename, under no name the new value goes by', () => {
    const task = withNameForms(withoutNameForms(built('shared.group-deposit-request')));
    const values = revise(task, 'a-revise')?.values ?? {};
    expect(values).toMatchObject({ 'new_title|name': 'Beach house July' });
    const [key, name] = Object.entries(values).find(([k]) => Object.hasOwn(revise(task, 'a-revise')?.names ?? {}, k)) ?? [];
    expect(name).toBe('Beach house');
    expect(key?.split('|')).not.toContain('name');
    expect(key?.split('|')).toContain('group_name');
  });

  it('names a review by its product, a fixture record by its row', () => {
    const review = built('single.amazon.honest-review');
    const index = review.episodes.findIndex((e) => e.id === 'step2');
    expect(nameBefore(review, index, '$reviewId')).toMatchObject({ field: 'product', value: 'Personal Blender, Red' });
  });

  it('leaves ids the user says or looks records up by', () => {
    const task = withoutNameForms(built('single.simple_note.recipe-box'));
    const service = { ...task, family: 'service' as const };
    expect(withNameForms(service)).toEqual(service);
    // The user says "card 3880240": the id is theirs to type.
    const said = withoutNameForms(built('single.venmo.trip-float'));
    expect(revise(withNameForms(said))?.names).toBeUndefined();
  });

  it('gives a shared note the user names by its title the title form beside the id (issue #30, alike11)', () => {
    // "Add marshmallows to the Tahoe trip shopping list": the note's number is no word of the user's.
    const task = withNameForms(withoutNameForms(built('single.simple_note.tahoe-shared-list')));
    expect(revise(task)?.names).toEqual({ 'title|note_title|note': 'note_id' });
    expect(revise(task)?.values).toMatchObject({ 'title|note_title|note': 'Tahoe trip shopping list' });
    expect(revise(task, 'followup')?.values).toMatchObject({ 'title|shared_note_title|note_title|shared_note|note': 'Tahoe trip shopping list' });
  });
});
