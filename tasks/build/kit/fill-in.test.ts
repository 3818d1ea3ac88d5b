import { describe, expect, it } from 'vitest';
import { fillIn, fillSay } from './fill-in.ts';

describe('fillIn', () => {
  it('replaces every {key}, as often as it stands, and leaves the rest of the text alone', () => {
    expect(fillIn('Share it with {first} ({email}); {email} may edit.', { first: 'Omar', email: 'omar@example.com' })).toBe(
      'Share it with Omar (omar@example.com); omar@example.com may edit.',
    );
    expect(fillIn('note {id}', { id: 7 })).toBe('note 7');
    expect(fillIn('no keys here', {})).toBe('no keys here');
  });

  it('refuses a key it has no value for', () => {
    expect(() => fillIn('Add it to note {noteId}.', { id: 7 })).toThrow('no value for {noteId}');
  });
});

describe('fillSay', () => {
  it('fills every line of a row and keeps its other fields', () => {
    expect(fillSay({ id: 'x', say: ['Hi {first}.', 'Bye.'] }, { first: 'Ava' })).toEqual({ id: 'x', say: ['Hi Ava.', 'Bye.'] });
  });
});
