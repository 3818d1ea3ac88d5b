/**
 * Issue #30, reference_words: an open page's words count in any form. A correct app that writes
 * the singular of the user's plural, or another spelling, passes; a page without the word in any
 * form, or a console of the services' own names, still fails.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import { requestWords } from './capability.ts';
import { evaluate } from './evaluate.ts';
import { showsWord, wordForm } from './match.ts';

const page = (visible_text: string): EpisodeRecord => ({ ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'open', episode_index: 0, stage: 'open' }), visible_text });
const open = (text: string[]): AssertionSpec => ({ id: 'open.03.visible_contains', type: 'visible_contains', text, match: 'normalized' }) as AssertionSpec;

describe('word forms', () => {
  it('folds plurals and British spellings to one form', () => {
    expect(wordForm('favourites')).toBe(wordForm('Favorites'));
    expect(wordForm('chores')).toBe('chore');
    expect(wordForm('batteries')).toBe('battery');
    expect(wordForm('boxes')).toBe('box');
    expect(wordForm('organise')).toBe(wordForm('organize'));
    expect(wordForm('centre')).toBe(wordForm('center'));
    expect(wordForm('catalogue')).toBe('catalog');
    // Words that only end like a plural stay apart.
    expect(wordForm('class')).toBe('class');
    expect(wordForm('status')).toBe('status');
    expect(wordForm('chore')).not.toBe(wordForm('chord'));
  });

  it('a page shows a word in any of its forms, a whole word only', () => {
    expect(showsWord('Speed dial · Favorites', 'favourites', 'normalized')).toBe(true);
    expect(showsWord('Chore file + draft', 'chores', 'normalized')).toBe(true);
    expect(showsWord('Speech draft', 'drafts', 'normalized')).toBe(true);
    expect(showsWord('Chore file + draft', 'rota', 'normalized')).toBe(false);
    expect(showsWord('Choreography', 'chores', 'normalized')).toBe(false);
    expect(showsWord('Favorites', 'favourites', 'exact')).toBe(false);
  });
});

describe('open page: the user\'s words in any form', () => {
  it('three-letter words of the request count too ("dog", "pet"), never a function word or a page word (s18)', () => {
    const chores = { intention: 'Track the chores for our dog in Todoist: vet, grooming, food.', services: ['todoist'] };
    expect(requestWords(chores.intention, chores.services, 3)).toEqual(expect.arrayContaining(['dog', 'vet']));
    expect(requestWords(chores.intention, chores.services, 3)).not.toContain('our');
    expect(requestWords(chores.intention, chores.services)).not.toContain('dog');
    expect(evaluate(open(['chores']), page("Our dog's to-dos\nTo-do [  ] Add"), {}, chores).passed).toBe(true);
    expect(evaluate(open(['chores']), page('Our to-dos\nTo-do [  ] Add  New  All'), {}, chores).passed).toBe(false);
    const pet = { intention: 'Close a pet to-do when it is handled and text Omar, who shares the dog with me, that it is done.', services: ['todoist', 'phone'] };
    expect(evaluate(open(['done']), page('Pet to-do: tick off & text\nWhich one [  ] Go'), {}, pet).passed).toBe(true);
    expect(evaluate(open(['done']), page('todoist show_tasks  phone send_text_message'), {}, pet).passed).toBe(false);
  });

  const phone = { intention: 'My favourites list on the phone is out of date. I want an app where I name a contact to put on it, or to take off it.', services: ['phone'] };

  it('the title word "favourites" is shown by an app titled "Favorites"; a page without it fails', () => {
    expect(evaluate(open(['favourites']), page('Favorites\nContact [  ] Add  Remove'), {}, phone).passed).toBe(true);
    expect(evaluate(open(['favourites']), page('Starred\nContact [  ] Add  Remove'), {}, phone).passed).toBe(false);
  });

  it('a request word whose other spelling is the services\' vocabulary is not the user\'s word for the app', () => {
    // phone's API is `show_favorite_contacts`: "favourites" is its word, a console shows it.
    expect(requestWords(phone.intention, phone.services)).not.toContain('favourites');
  });

  it('the user\'s plural "chores" is shown by "Chore list"; the reference\'s "rota" alone is not needed', () => {
    const rota = { intention: 'Our flat rotates chores monthly; I write the rota once, keep it as a file and prepare a draft with it for a roommate.', services: ['file_system', 'gmail'] };
    expect(evaluate(open(['rota']), page('Chore list\nPath  Text  To  Subject  [Save and draft]'), {}, rota).passed).toBe(true);
    // Without the open page's context (any other screen), forms are not folded.
    expect(evaluate(open(['chores']), page('Chore list'), {}).passed).toBe(false);
    // A console of the services' names shows none of the user's words.
    expect(evaluate(open(['rota']), page('file_system create_file  gmail create_draft'), {}, rota).passed).toBe(false);
  });
});
