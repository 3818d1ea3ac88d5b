/**
 * A word for what was done where every value shown could come from a read (issue #30, Reading 2;
 * kit/action-words.ts). Each family runs through the real generate → run → check chain with a
 * local model server answering with the reference package reworded: an app that shows the
 * looked-up thing (the contact, the thread, the note, the person) but never says it acted fails
 * exactly the word checks, its world checks passing; an app that says it in its own words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCrafted as runCraftedModel, taskById, describeFlipFamilies, reworded, askedStates, type RewordedFamily } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as phoneVoice } from '../cases/phone/calls-voice.ts';
import { tasks as gmailShare } from '../cases/gmail/share.ts';
import { tasks as noteShare } from '../cases/simple_note/share.ts';
import { tasks as splitwiseMoney } from '../cases/splitwise/money.ts';
import { tasks as splitwiseGroups } from '../cases/splitwise/groups.ts';
import { tasks as multiVenmo } from '../cases/multi_tool/venmo.ts';
import { tasks as venmoMoney } from '../cases/venmo/money.ts';
import { tasks as todoistOrganize } from '../cases/todoist/organize.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { ACTION_WORDS, withActionWords } from './action-words.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'action-words');

const FAMILIES: RewordedFamily[] = [
  {
    name: 'a contact called back by name',
    task: () => taskById(phoneVoice, 'single.phone.mum-callback'),
    field: 'status',
    asks: [['create', 'called']],
    echo: { call_contact: { state: 'looked up', message: 'Found {{who.0.first_name}} {{who.0.last_name}}, {{who.0.phone_number}}.' } },
    own: { call_contact: { state: 'dialled', message: 'Ringing {{who.0.first_name}} {{who.0.last_name}} now.' } },
  },
  {
    name: 'a thread and an email forwarded to contacts',
    task: () => taskById(gmailShare, 'single.gmail.family-forward'),
    field: 'what',
    asks: [['step1', 'forwarded'], ['step2', 'forwarded']],
    echo: {
      forward_thread: { state: 'for {{who.0.first_name}} {{who.0.last_name}}', message: '{{found.0.subject}} (thread {{found.0.email_thread_id}}) — {{who.0.first_name}} {{who.0.last_name}}, {{who.0.email}}.' },
      forward_latest: { state: 'for {{who.0.first_name}} {{who.0.last_name}}', message: '"{{mail.0.subject}}" — {{who.0.first_name}} {{who.0.last_name}}, {{who.0.email}}.' },
    },
    own: {
      forward_thread: { state: 'relayed to {{who.0.first_name}} {{who.0.last_name}}', message: '{{who.0.first_name}} {{who.0.last_name}} ({{who.0.email}}) now has the whole {{found.0.subject}} conversation.' },
      forward_latest: { state: 'passed on to {{who.0.first_name}} {{who.0.last_name}}', message: 'Passed the newest "{{mail.0.subject}}" on to {{who.0.first_name}} {{who.0.last_name}} ({{who.0.email}}).' },
    },
  },
  {
    name: 'a note lent to someone, then taken back',
    task: () => taskById(noteShare, 'single.simple_note.lend-portland-itinerary'),
    field: 'state',
    asks: [['create', 'shared'], ['revise', 'no longer shared']],
    echo: {
      lend: { state: 'found', message: '"{{found.0.title}}" (note {{found.0.note_id}}), {{inputs.email}}.' },
      take_back: { state: 'found again', message: 'Note {{inputs.note_id}}, {{inputs.person_email}}.' },
    },
    own: {
      lend: { state: 'lent', message: '{{inputs.email}} can now read "{{found.0.title}}".' },
      take_back: { state: 'access removed', message: '{{inputs.person_email}} has no access to note {{inputs.note_id}} any more.' },
    },
  },
  {
    name: 'everything owed to a person settled up',
    task: () => taskById(splitwiseMoney, 'single.splitwise.settle-with-liam'),
    field: 'note',
    asks: [['create', 'settled']],
    echo: { settle: { state: '', message: '{{p.receiver.name}}: ${{settled.amount}} (payment {{settled.payment_id}}).' } },
    own: { settle: { state: 'squared up', message: 'You and {{p.receiver.name}} are all square: ${{settled.amount}} (payment {{settled.payment_id}}).' } },
  },
];

describe('a word for what was done, where every value shown could come from a read', () => {
  describeFlipFamilies(FAMILIES, 'step', runCrafted, (pkg, family, side) => reworded(pkg, family.field, family[side]));

  it('asks for the word on the step\'s own check, or on a copy of it where the check already asks for a state', () => {
    const note = taskById(phoneVoice, 'single.phone.voicemail-to-note');
    expect(askedStates(note).filter(([e]) => e === 'create')).toEqual([['create', 'saved as a note'], ['create', 'listened']]);
    const checks = (note.episodes as Obj[]).find((e) => e.id === 'create')!.assertions.filter((a: Obj) => a.type === 'visible_result_grounded' && a.state);
    expect(new Set(checks.map((a: Obj) => a.id)).size).toBe(2);
    expect(checks[0].value).toBe(checks[1].value);
  });

  it('refuses a step with no visible check to add the word to', () => {
    const t = taskById(phoneVoice, 'single.phone.mum-callback') as TaskInput;
    expect(() => withActionWords(t, [{ episode: 'create', value: 'Nobody Here', words: ACTION_WORDS.called }])).toThrow(/no visible check/);
  });

  it('asks a member added from contacts for a word of the adding, by the contact\'s name or address', () => {
    for (const id of ['single.splitwise.housemates-from-contacts', 'single.splitwise.leaked-invite-code']) {
      const revise = (taskById(splitwiseGroups, id).episodes as Obj[]).find((e) => e.id === 'revise')!;
      expect(revise.assertions.filter((a: Obj) => a.type === 'visible_result_grounded' && a.state?.includes('added')).length).toBe(1);
    }
  });

  it('asks a multi-tool request for a word of the request itself, its own followed record', () => {
    const create = (taskById(multiVenmo, 'multi.grocery-run-split').episodes as Obj[]).find((e) => e.id === 'create')!;
    const told = create.assertions.filter((a: Obj) => a.note === 'told: venmo.create_payment_request, what happened');
    expect(told).toHaveLength(1);
    expect(told[0].state).toContain('requested');
    // The expense the request is for says who owes: no word of the request list is one a read of it shows.
    expect(told[0].state).not.toContain('owes');
    expect(told[0].state).not.toContain('owe');
  });

  it('accepts the users\' verbs "refuse" and "unflag" (Reading 4)', () => {
    const revise = (taskById(venmoMoney, 'single.venmo.roommate-requests').episodes as Obj[]).find((e) => e.id === 'revise')!;
    const state = revise.assertions.find((a: Obj) => a.type === 'visible_result_grounded' && a.state)?.state as string[];
    expect(state.some((w) => textShows('Refused: Team lunch at Cafe Flora', w, 'normalized'))).toBe(true);
    const untag = (taskById(todoistOrganize, 'single.todoist.tag-backsplash-waiting').episodes as Obj[]).find((e) => e.id === 'revise')!;
    const words = untag.assertions.find((a: Obj) => a.type === 'visible_result_grounded' && a.state)?.state as string[];
    expect(words.some((w) => textShows('Unflagged Pick a backsplash tile', w, 'normalized'))).toBe(true);
  });

  it('holds no word a read alone puts on screen', () => {
    const reads = ['Nora Patel — call 7487687', 'Ethan owes you $30', 'Paid $180 to Chloe: Flight share to Boston', 'Sunday dinner plans - Hana Patel'];
    const lists = [ACTION_WORDS.called, ACTION_WORDS.requested, ACTION_WORDS.paymentRecorded, ACTION_WORDS.forwarded];
    lists.forEach((list, i) => expect((list as readonly string[]).filter((w) => textShows(reads[i]!, w, 'normalized'))).toEqual([]));
  });
});
