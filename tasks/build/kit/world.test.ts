/**
 * s24 lane world: findings on what reaches the service, through the real runtime, operator,
 * checker and seeded world. Each correct app passes; each wrong app fails.
 * - road-trip-mix-text s23-s13-f1, gym-buddy-playlist s23-r3-f1: a friend the user names only by
 *   name may be looked up in the contacts (person-names withLookUps).
 * - gate-code-text s23-r3-f1: the visitor the user names is typed to an app that asks whom to text.
 * - group-deposit-request s23-r3-f1, split-then-venmo s23-s13-f1: the request's description names
 *   no look-alike record (free `lacks`).
 * - merge-work-meetings s23-s13-f1: the digest of two notes holds no third note's text.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('world24');

/** Every action `id` of slot `slot`'s packages, rewritten by `edit`. */
const acting = (slot: string, id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  const pkgs = [ref[slot]?.package as Obj, ...Object.values((ref[slot]?.revisions ?? {}) as Record<string, Obj>)].filter(Boolean);
  for (const pkg of pkgs) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
const stepOf = (a: Obj, api: string): Obj => (a.plan as Obj[]).find((s) => s.call === api) as Obj;

describe('road-trip-mix-text s23-s13-f1, gym-buddy-playlist s23-r3-f1: the friend by name, looked up', () => {
  /** The app asks for the friend by name, finds the number in the contacts, and texts it. */
  const byName = (action: string) => acting('A', action, (a) => {
    a.inputs = (a.inputs as Obj[]).map((i) => (i.name === 'friend_phone' ? { name: 'friend', label: 'Friend', type: 'text', required: true } : i));
    const plan = a.plan as Obj[];
    const at = plan.findIndex((s) => s.call === 'phone.send_text_message');
    plan.splice(at, 0, { call: 'phone.search_contacts', args: { query: '{{inputs.friend}}' }, bind: 'who' });
    stepOf(a, 'phone.send_text_message').args.phone_number = '{{who.0.phone_number}}';
    a.plan = JSON.parse(JSON.stringify(plan).split('{{inputs.friend_phone}}').join('{{inputs.friend}}')) as Obj[];
  });
  it.each(['multi.road-trip-mix-text', 'multi.gym-buddy-playlist', 'multi.jazz-dinner-invite-mix'])('%s: an app that looks the friend up by name passes every check', async (id) => {
    const action = (suiteTask(id) as unknown as Obj).reference.A.package.actions[0].id as string;
    expect(failed((await runAttacked(suiteTask(id), byName(action), cache)).rows)).toEqual([]);
  });
  it('a friend the contacts do not hold (breakup-comfort-mix\'s Ruby) is asked by number only', () => {
    const open = suiteTask('multi.breakup-comfort-mix').episodes.find((e) => e.id === 'open')?.assertions.find((a) => a.type === 'input_available' && (a as Obj).names.includes('phone.send_text_message.phone_number')) as Obj;
    expect(open.names).not.toContain('phone.search_contacts.query');
  });
  it('an app with no way to say whom to text (a fixed number) fails the open check', async () => {
    const fixed = acting('A', 'make_mix', (a) => {
      a.inputs = (a.inputs as Obj[]).filter((i) => i.name !== 'friend_phone');
      a.plan = JSON.parse(JSON.stringify(a.plan).split('{{inputs.friend_phone}}').join('5550000000')) as Obj[];
    });
    expect(failed((await runAttacked(suiteTask('multi.road-trip-mix-text'), fixed, cache)).rows)).toContain('open.03.input_available');
  });
});

describe('gate-code-text s23-r3-f1: the visitor the user names is typed', () => {
  const T = 'shared.gate-code-text';
  const asking = (flow: 'number' | 'lookup', to = '') => acting('B', 'find_and_handle', (a) => {
    a.inputs = [...(a.inputs as Obj[]), { name: 'visitor', label: 'Visitor', type: 'text', required: true }];
    const plan = a.plan as Obj[];
    if (flow === 'lookup') plan.splice(plan.findIndex((s) => s.call === 'phone.send_text_message'), 0, { call: 'phone.search_contacts', args: { query: '{{inputs.visitor}}' }, bind: 'who' });
    stepOf(a, 'phone.send_text_message').args.phone_number = to !== '' ? to : flow === 'lookup' ? '{{who.0.phone_number}}' : '{{inputs.visitor}}';
  });
  it('the episode gives the visitor, by name and by number', () => {
    const values = (suiteTask(T).episodes.find((e) => e.id === 'b-find') as Obj).values as Obj;
    expect(values['person|contact|recipient']).toBe('Lucas Nguyen');
    expect(values['visitor|visitor_phone|phone_number']).toBe('8942749946');
  });
  it.each(['number', 'lookup'] as const)('an app with a required Visitor field (%s) passes every check', async (flow) => {
    expect(failed((await runAttacked(suiteTask(T), asking(flow), cache)).rows)).toEqual([]);
  });
  it('an app that texts someone else fails b-find', async () => {
    const rows = (await runAttacked(suiteTask(T), asking('number', '5550000000'), cache)).rows;
    expect(failed(rows)).toContain('b-find.02.api_called');
  });
});

describe('group-deposit-request s23-r3-f1, split-then-venmo s23-s13-f1: no look-alike in the description', () => {
  const describing = (description: string) => acting('B', 'find_and_handle', (a) => { stepOf(a, 'venmo.create_payment_request').args.description = description; });
  it.each([
    ['shared.group-deposit-request', 'Deposit: Beach house (old)', 'b-find.11.world_matches_reference'],
    ['shared.split-then-venmo', 'Your half: Concert tickets (old)', 'b-find.11.world_matches_reference'],
    ['shared.split-then-venmo', 'Your half: Concert tickets - Khruangbin', 'b-find.11.world_matches_reference'],
  ])('%s: "%s" fails %s', async (id, text, check) => {
    expect(failed((await runAttacked(suiteTask(id), describing(text), cache)).rows)).toContain(check);
  });
  it.each([
    ['shared.group-deposit-request', 'Deposit'],
    ['shared.group-deposit-request', 'Beach house July deposit'],
    ['shared.split-then-venmo', 'Your half: Concert tickets Arlo'],
    ['shared.split-then-venmo', 'concert'],
  ])('%s: "%s" passes every check', async (id, text) => {
    expect(failed((await runAttacked(suiteTask(id), describing(text), cache)).rows)).toEqual([]);
  });
});

describe('merge-work-meetings s23-s13-f1: the digest of the two notes only', () => {
  const T = 'single.simple_note.merge-work-meetings';
  const merging = (extra: number[]) => acting('A', 'merge', (a) => { stepOf(a, 'simple_note.merge_notes').args.note_ids = ['{{one.0.note_id}}', '{{two.0.note_id}}', ...extra]; });
  // s29: create.07 again, the merged lines no longer asked on screen (s29-s212-f2).
  it('folding in a third note (Sprint retro notes) fails the end state (create.07)', async () => {
    expect(failed((await runAttacked(suiteTask(T), merging([1456959]), cache)).rows)).toContain('create.07.world_matches_reference');
  });
  it('a new note holding both texts in the app\'s own layout passes every check', async () => {
    const own = acting('A', 'merge', (a) => {
      const plan = a.plan as Obj[];
      const at = plan.findIndex((s) => s.call === 'simple_note.merge_notes');
      plan.splice(at, 1,
        { call: 'simple_note.show_note', args: { note_id: '{{one.0.note_id}}' }, bind: 'n1' },
        { call: 'simple_note.show_note', args: { note_id: '{{two.0.note_id}}' }, bind: 'n2' },
        { call: 'simple_note.create_note', args: { title: '{{inputs.merged_title}}', content: 'From {{n1.title}}:\n{{n1.content}}\n\nFrom {{n2.title}}:\n{{n2.content}}' }, bind: 'merged' });
    });
    // (The first screen's check asks for a merge's capability, which this app's create_note is not: not this finding's.)
    expect(failed((await runAttacked(suiteTask(T), own, cache)).rows).filter((id) => !id.startsWith('open.'))).toEqual([]);
  });
  it('the reference merge of the two passes every check', async () => {
    expect(failed((await runAttacked(suiteTask(T), () => undefined, cache)).rows)).toEqual([]);
  });
});
