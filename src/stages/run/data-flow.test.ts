import { describe, expect, it } from 'vitest';
import { PackageSchema } from '../../schemas/package.ts';
import { inputFlows } from './data-flow.ts';

describe('inputFlows', () => {
  it('reads where each input goes: whole, inside a text, inside an object, through a loop', () => {
    const pkg = PackageSchema.parse({
      app: { id: 'flow', title: 'Flow', summary: 'Flows.' },
      version: 1,
      views: [{ id: 'main', title: 'Main', components: [{ type: 'form', action: 'send' }] }],
      actions: [
        {
          id: 'send',
          label: 'Send',
          goal: 'Send mail.',
          services: ['gmail', 'spotify'],
          inputs: ['who', 'about', 'note', 'songs', 'unused'].map((name) => ({ name, label: name, type: 'text', required: false })),
          plan: [
            { call: 'gmail.send_email', args: { email_addresses: ['{{inputs.who}}'], subject: 'Re: {{inputs.about}}', body: { text: '{{inputs.note}}' } } },
            { for_each: '{{inputs.songs}}', as: 's', limit: 3, steps: [{ call: 'spotify.show_song', args: { song_id: '{{s.id}}' } }] },
            { message: 'Sent {{inputs.unused}}' },
          ],
        },
        { id: 'ask', label: 'Ask', goal: 'Ask.', services: ['spotify'], inputs: [{ name: 'request', label: 'Request', type: 'text', required: false }], agent: { role: 'r', instructions: 'i' } },
      ],
    });
    const flows = inputFlows(pkg);
    expect(Object.fromEntries(flows.get('send') ?? [])).toEqual({
      who: ['gmail.send_email.email_addresses'],
      about: ['gmail.send_email.subject'],
      note: ['gmail.send_email.body', 'gmail.send_email.text'],
      songs: ['spotify.show_song.song_id'],
    });
    expect(flows.get('ask')?.size).toBe(0);
  });
});
