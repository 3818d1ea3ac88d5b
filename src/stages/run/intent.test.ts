import { describe, expect, it } from 'vitest';
import { actionConcepts, conceptsOf, namedIn, oppositesOf, wordsOf } from './intent.ts';

const asks = (message: string) => [...conceptsOf(message, 'message')].sort();
const does = (label: string) => [...conceptsOf(label, 'action')].sort();

describe('the verb lexicon', () => {
  it.each([
    ['create', ['Create a packing list', 'Capture this idea', 'Record 26 for the taxi', 'Log a run of 5 km', 'Start ~/notes.txt with: hi', 'Set up a monthly bill']],
    ['edit', ['Rewrite gratitude.txt to say: hi', 'Edit the packing list', 'Update my address', 'Change it to 7 am', 'Move the dentist to Friday', 'Push the deadline to June', 'Rename it Weekly']],
    ['look_up', ['Open the file by its id', 'Look up order 123', 'Look it up again by its id', 'Show me the lease note', 'Find the plumber email', 'Check the bike deposit']],
    ['delete', ['Sweep away every read notification.', 'Purge that entry from the trash', 'Wipe the old drafts', 'Delete that review', 'Remove item 3', 'Throw away the old draft', 'Throw it away', 'Bin it', 'Trash the spam', 'Take out position 2']],
  ])('%s: every synonym', (concept, messages) => {
    for (const message of messages) expect(asks(message), message).toEqual([concept]);
  });

  it('"add" may create or add to what exists, and counts once either way', () => {
    expect(namedIn('Add the year: Sasquatch fest 2023.', 'message')).toEqual([['create', 'edit']]);
    expect(namedIn('Add milk and add eggs', 'message')).toEqual([['create', 'edit']]);
  });

  it('reads ids, camel case and hyphenated un- words as words', () => {
    expect(wordsOf('rewriteByPath un-heart take_down')).toEqual(['rewrite', 'by', 'path', 'unheart', 'take', 'down']);
    expect(does('unstar_email')).toEqual(['unstar']);
    expect(does('RemoveFromFavourites')).toEqual(['unstar']);
  });

  it('skips what a message narrates or names as a thing, and words it dictates', () => {
    expect(asks('We are moved in.')).toEqual([]);
    expect(asks('The pool opens earlier, make it 6 am.')).toEqual([]);
    expect(asks('The frost killed the basil, so item 2 is open again.')).toEqual([]);
    expect(asks('Change the record with this id.')).toEqual(['edit']);
    expect(asks('I would like the blue one.')).toEqual([]);
    expect(asks('Give it four stars. One star for the sequel, 5 star for the first.')).toEqual([]);
    expect(asks('Log it and request her share.')).toEqual(['create']);
    // "Write:" in a message introduces what to write; in a label it makes something new.
    expect(asks('Email Dad and write: this is your kind of country.')).toEqual([]);
    expect(does('Write a new text file')).toEqual(['create']);
    // After a preposition a verb is a thing: the log a call is erased from.
    expect(does('Erase from log')).toEqual(['delete']);
  });
});

describe('opposites', () => {
  it.each([
    ['star', 'unstar', ['Star the Tax documents thread.', 'Omar moved in, star him as a favourite.', 'Add to favourites'], ['Unstar Tax documents.', 'Remove the star from New lease terms.', 'Take him off my favourites.', 'Remove from favourites', 'She does not need to be a favourite any more.']],
    ['share', 'revoke', ['Share the itinerary with Elena.', 'Share it'], ["Revoke Kenji's access.", 'Stop sharing the itinerary with Elena.', 'Unshare it']],
    ['like', 'unlike', ['Like this song.', 'Heart the comment.'], ['Unlike it.', 'Take the like off it.', 'And un-heart the comment.', 'Find the song and remove my like.']],
    ['archive', 'unarchive', ['Archive the thread.'], ['Unarchive the thread.']],
    ['friend', 'unfriend', ['Kenji Chen joined the team, friend him on Venmo.', 'Befriend Omar.'], ['Ava Larsen moved to another company, unfriend her.', 'Defriend Omar.']],
    ['repeat', 'unrepeat', ['Make the task repeat every week.', 'Let it recur monthly.'], ['Stop the meal prep from repeating.', 'Comparing prices can stop repeating.', 'It should not repeat any more.']],
  ])('%s and %s', (positive, negative, positives, negatives) => {
    expect(oppositesOf(positive)).toContain(negative);
    expect(oppositesOf(negative)).toEqual([positive]);
    for (const text of positives) expect(conceptsOf(text, 'message'), text).toContain(positive);
    for (const text of negatives) {
      expect(conceptsOf(text, 'message'), text).toContain(negative);
      expect(conceptsOf(text, 'message'), text).not.toContain(positive);
    }
  });

  it('"drop it off" hands a parcel over: it asks no delete, while "drop it" does', () => {
    expect(asks('Return it, and I need to drop it off by May 31.')).toEqual([]);
    expect(asks('Drop off the parcel at the post office.')).toEqual([]);
    expect(asks('Drop it from Campfire Songs.')).toEqual(['delete']);
  });

  it('my friend is a person, not a request to befriend', () => {
    expect(asks('Send my friend Omar 20 dollars.')).toEqual([]);
  });

  it('a negator turns around only its own clause, and a deleted thing that was shared stays deleted', () => {
    expect(asks('I am not sure yet, star it for now.')).toEqual(['star']);
    expect(asks('Priya does not need to be a favourite any more, remove her.')).toEqual(['delete', 'unstar']);
    expect(asks('Delete the note I shared with Bob.')).toEqual(['delete']);
  });

  it('creating and deleting, deleting and restoring undo each other', () => {
    expect(oppositesOf('delete').sort()).toEqual(['create', 'restore']);
  });
});

describe('actionConcepts', () => {
  it("reads the goal only when the id and label name nothing, a look-up there being just a step", () => {
    expect([...actionConcepts('keep Save to my library', 'Find the song by title and add it to my Spotify library.')].sort()).toEqual(['create', 'edit']);
    expect([...actionConcepts('look_up Look up', 'Read the record and show it.')]).toEqual(['look_up']);
    expect([...actionConcepts('go Go', 'Find the note by its title.')]).toEqual(['look_up']);
    expect([...actionConcepts('rename Rename', 'Delete nothing.')]).toEqual(['edit']);
  });
});
