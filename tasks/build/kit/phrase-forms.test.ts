import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withPhraseForms } from './phrase-forms.ts';
import { withWholeSets } from './whole-sets.ts';

const task = (episodes: TaskInput['episodes']): TaskInput => ({ id: 't', family: 'single', split: 'dev', domains: ['venmo'], apps: [{ slot: 'A', intention: 'Heart comments on my Venmo payments.', services: ['venmo'] }], episodes } as unknown as TaskInput);
const grounded = (id: string, value: string) => ({ id, type: 'visible_result_grounded' as const, value, match: 'normalized' as const });

describe('withPhraseForms', () => {
  it('offers the phrase the user typed to find a record beside the record\'s whole text', () => {
    const out = withPhraseForms(task([{ id: 'create', stage: 'submit', message: 'Heart the comment under the Little Bangkok payment.', values: { 'words|query': 'Little Bangkok' }, assertions: [grounded('create.08', 'Thai food at Little Bangkok 🍜')] } as never]));
    expect(out.episodes[0]!.assertions![0]).toMatchObject({ value: 'Thai food at Little Bangkok 🍜', or: ['Little Bangkok'] });
  });

  it('gives no shorter form to a text the user dictated (the copy\'s title), nor a phrase she never said', () => {
    const dictated = task([{ id: 'create', stage: 'submit', message: 'Copy Banana bread as "Banana bread (vegan)".', values: { 'note|query': 'Banana bread', title: 'Banana bread (vegan)' }, assertions: [grounded('create.07', 'Banana bread (vegan)')] } as never]);
    expect(withPhraseForms(dictated).episodes[0]!.assertions![0]).not.toHaveProperty('or');
    const unsaid = task([{ id: 'create', stage: 'submit', message: 'Heart that one.', values: { 'words|query': 'Little Bangkok' }, assertions: [grounded('create.08', 'Thai food at Little Bangkok 🍜')] } as never]);
    expect(withPhraseForms(unsaid).episodes[0]!.assertions![0]).not.toHaveProperty('or');
  });

  it('a later episode (a reopen) takes the phrase said earlier', () => {
    const out = withPhraseForms(task([
      { id: 'create', stage: 'submit', message: 'Mark the dentist voicemail as listened.', values: { 'words|query': 'dentist' }, assertions: [] },
      { id: 'reopen', stage: 'reopen', values: {}, assertions: [{ id: 'reopen.01', type: 'persisted_visible', value: 'Hey, your dentist appointment moved.', match: 'normalized', state: ['listened'] }] },
    ] as never));
    expect(out.episodes[1]!.assertions![0]).toMatchObject({ or: ['dentist'], state: ['listened'] });
  });
});

describe('withWholeSets', () => {
  it('marks the named episode\'s screen checks, and refuses an episode with none', () => {
    const t = task([{ id: 'create', stage: 'submit', message: 'Mark all read.', values: {}, assertions: [grounded('create.08', 'Costco run')] } as never]);
    expect(withWholeSets(t, ['create']).episodes[0]!.assertions![0]).toMatchObject({ whole: true });
    expect(() => withWholeSets(t, ['revise'])).toThrow(/no screen check/);
  });
});
