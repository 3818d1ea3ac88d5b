/**
 * wrong_content makes a text wrong by replacing the user's words, never by extending them (s12):
 * "<subject the user dictated> (other)" still names the event, and a task that leaves the wording
 * free but for the event rightly passes it — the control was then a correct app.
 */
import { describe, expect, it } from 'vitest';
import { loadTasks } from '../suite/load.ts';
import { generatorByName } from './index.ts';
import { replacedText } from './controls-content.ts';

type Obj = Record<string, any>;
const task = (id: string) => {
  const found = loadTasks().find(({ task: t }) => t.id === id)?.task;
  if (!found) throw new Error(`sample task ${id} is gone`);
  return found;
};

async function wrongPlan(id: string): Promise<Obj[]> {
  const t = task(id);
  const out = await generatorByName('wrong_content').generate({ task: id, slot: 'A', intention: '', services: [], trial: 0 }, t.reference, t);
  if (!out.ok) throw new Error(out.reasons.join('; '));
  return ((out.package as Obj).actions as Obj[]).flatMap((a) => a.plan as Obj[]);
}

describe('wrong_content replaces a text, it does not extend it', () => {
  it('a replacement holds none of the text it replaces', () => {
    expect(replacedText('Invitation: {{inputs.event}} on {{inputs.date}}')).toBe('Other');
    expect(replacedText('Other')).not.toBe('Other');
  });

  it('drops the user’s words from every text of the call that carried them (subject and body of the invitation)', async () => {
    const draft = (await wrongPlan('single.gmail.invite-recipients')).find((s) => s.call === 'gmail.create_draft');
    expect(draft?.args.subject).toBe('Other');
    expect(draft?.args.body).toBe('Other');
    // The recipients are no text of the user's words: they stay the user's.
    expect(draft?.args.email_addresses).toBe('{{inputs.guests}}');
    expect(JSON.stringify(draft)).not.toContain('(other)');
  });
});
