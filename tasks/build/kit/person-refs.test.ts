import { describe, expect, it } from 'vitest';
import { person } from './fixture.ts';
import { fillPeople } from './person-refs.ts';

describe('fillPeople', () => {
  it('puts the named people\'s details into every string of the row, and drops `people`', () => {
    const aisha = person({ first: 'Aisha' });
    const roommate = person({ relation: 'roommate' });
    const row = {
      id: 'multi.x',
      people: { aisha: 'Aisha', roommate: { relation: 'roommate' } },
      message: 'Split it with Aisha {aisha.last_name} and {roommate.first_name}.',
      values: { email: '{aisha.email}', phones: ['{aisha.phone_number}', '{roommate.phone_number}'], total: 12 },
    };
    expect(fillPeople(row)).toEqual({
      id: 'multi.x',
      message: `Split it with Aisha ${aisha.last_name} and ${roommate.first_name}.`,
      values: { email: aisha.email, phones: [aisha.phone_number, roommate.phone_number], total: 12 },
    });
  });

  it('leaves a plan\'s own {{templates}} alone', () => {
    expect(fillPeople({ people: { aisha: 'Aisha' }, args: { body: 'Hi {{inputs.name}}' } })).toEqual({ args: { body: 'Hi {{inputs.name}}' } });
  });

  it('refuses a placeholder for someone the row does not name, or a detail a person has not', () => {
    expect(() => fillPeople({ people: { aisha: 'Aisha' }, message: 'Text {zoe.phone_number}' })).toThrow(/no person "zoe"/);
    expect(() => fillPeople({ people: { aisha: 'Aisha' }, message: 'Text {aisha.address}' })).toThrow(/one of first_name/);
    expect(() => fillPeople({ people: { nobody: 'Nobody' } })).toThrow(/no fixture person/);
  });

  it('fills a fixture value the builder passes as a known thing', () => {
    expect(fillPeople({ say: ['Add it to note {note.id}.'] }, { note: { id: 7 } })).toEqual({ say: ['Add it to note 7.'] });
    expect(() => fillPeople({ say: ['note {note.title}'] }, { note: { id: 7 } })).toThrow(/"note" has no field "title"/);
  });
});
