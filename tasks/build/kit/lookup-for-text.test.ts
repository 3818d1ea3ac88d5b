/**
 * s16 apis (issue #30): "Text my mom that a long email is coming" (shared.draft-heads-up-text, app
 * B). The reference finds the draft by the subject typed and words its text from it; the text only
 * has to carry the subject the user typed. An app B that takes the subject and texts Mom directly
 * (no look-up) now passes the first screen's checks (kit/lookup-for-text.ts) and the world check;
 * an app B whose text carries nothing the user typed still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

/** App B with no look-up: the topic typed goes straight into the text to Mom (`text`: the message template). */
const textOnly = (text: string) => (slot: string, pkg: Obj): Obj => {
  if (slot !== 'B') return pkg;
  const act = (pkg.actions as Obj[])[0]!;
  act.inputs = [{ name: 'query', label: 'Email topic', type: 'text', required: true }];
  act.plan = [
    { call: 'phone.send_text_message', args: { phone_number: '2130324270', message: text }, bind: 'made' },
    { append: 'handled', item: { id: '{{made.text_message_id}}', title: '{{inputs.query}}', made: 'texted to Mom' } },
    { message: 'Texted Mom: {{made.message}}' },
  ];
  return pkg;
};

describe('a look-up whose result only words a text (kit/lookup-for-text.ts)', () => {
  const checks = ['b-open.01.input_available', 'b-open.02.action_available', 'b-reopen.04.input_available', 'b-find.09.world_matches_reference'];
  it('takes the text argument beside the read', () => {
    const open = (suiteTaskById('shared.draft-heads-up-text').episodes as Obj[]).find((e) => e.id === 'b-open')!;
    const names = (open.assertions as Obj[]).flatMap((a) => a.names ?? []);
    expect(names).toEqual(expect.arrayContaining(['gmail.show_drafts.query', 'phone.send_text_message.message', 'gmail.show_drafts', 'phone.send_text_message']));
    // A task whose user asks the app to find the record keeps its look-up ("Find a Venmo payment I sent").
    const payback = (suiteTaskById('shared.payback-text').episodes as Obj[]).find((e) => e.id === 'b-open')!;
    expect((payback.assertions as Obj[]).flatMap((a) => a.names ?? [])).not.toContain('phone.send_text_message.message');
  });
  it('passes an app B that texts the typed topic with no look-up; fails one whose text carries nothing typed', async () => {
    const right = failedIds(await runCraftedSlots(suiteTaskById('shared.draft-heads-up-text'), textOnly('Mom, an email about {{inputs.query}} is coming soon.'), 'apis16'));
    for (const id of checks) expect(right).not.toContain(id);
    const wrong = failedIds(await runCraftedSlots(suiteTaskById('shared.draft-heads-up-text'), textOnly('Mom, a long email is coming soon.'), 'apis16'));
    expect(wrong).toContain('b-find.09.world_matches_reference');
  }, 60_000);
});
