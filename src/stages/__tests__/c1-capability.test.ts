/**
 * C1 by capability (issue #29, item 3): the first view passes when it can do what the user needs —
 * an input whose value flows to the API argument the task names, an action whose plan calls the
 * needed API (or an agent action granted its service) — whatever the app calls them. Each app is
 * the task's reference package rewritten the way an independent generator wrote it, run with the
 * real runtime in the real seeded world; wrong apps must still fail C1.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Task } from '../../schemas/task.ts';
import { parseTaskFile } from '../../suite/load.ts';
import { runAttacked, tempDir, type Obj } from './helpers.ts';

const cache = join(tempDir('reference-cache'), 'reference');

function suiteTask(id: string): Task {
  const { task, problems } = parseTaskFile(join(import.meta.dirname, '../../../tasks/suite', `${id}.json`));
  if (!task) throw new Error(`${id}: ${JSON.stringify(problems)}`);
  return task;
}

const C1_TYPES = new Set(['input_available', 'action_available', 'visible_contains']);

/** The C1 capability rows (input/action) of one episode, as `assertion: passed`. */
async function c1Of(task: Task, episode: string, attack: (reference: Record<string, Obj>) => void): Promise<Record<string, boolean>> {
  const { rows } = await runAttacked(task, attack, cache);
  return Object.fromEntries(rows.filter((r: AssertionRow) => r.episode === episode && C1_TYPES.has(r.type)).map((r) => [r.assertion, r.passed]));
}

const action = (pkg: Obj, id: string): Obj => (pkg.actions as Obj[]).find((a) => a.id === id) as Obj;

/** Renames an action everywhere the package names it (its id, its form), with a new label. */
function renameAction(pkg: Obj, from: string, to: string, label: string): void {
  const act = action(pkg, from);
  act.id = to;
  act.label = label;
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.action === from) c.action = to;
}

describe('C1 judges capability, not the reference\'s words', () => {
  // "Add a new contact, fix their number later, and look them up by id." The reference's action
  // is "create"; an app that calls it "Add contact" offers the same capability.
  const contacts = () => suiteTask('service.contact-lifecycle');

  it('"Add contact" (calls phone.add_contact) passes action_available ["create"]', async () => {
    const c1 = await c1Of(contacts(), 'open', (ref) => renameAction(ref.A!.package, 'create', 'add_contact', 'Add contact'));
    expect(c1).toEqual({ 'open.01.input_available': true, 'open.02.input_available': true, 'open.03.action_available': true, 'open.04.visible_contains': true });
  });

  // "Email Aisha, who hosts the club, to point her at one of my notes." An independent app names
  // its action "Email Aisha about a note" and asks for the note's title.
  const mailer = () => suiteTask('shared.book-club-note-email');
  const noteMailer = (pkg: Obj) => {
    renameAction(pkg, 'find_and_handle', 'email_aisha', 'Email Aisha about a note');
    const act = action(pkg, 'email_aisha');
    act.inputs = [{ name: 'note_title', label: 'Note title', type: 'text', required: true }];
    act.plan[0].args.query = '{{inputs.note_title}}';
    // Its own title and heading: none of the reference's "Club Mailer".
    pkg.app.title = 'Note to Aisha';
    for (const view of pkg.views as Obj[]) {
      view.title = 'Note to Aisha';
      for (const c of view.components as Obj[]) if (c.type === 'heading' && c.text === 'Club Mailer') c.text = 'Note to Aisha';
    }
  };

  it('a note-mailer plan ("Email Aisha about a note", note-title input) passes C1 in the user\'s words', async () => {
    const c1 = await c1Of(mailer(), 'b-open', (ref) => noteMailer(ref.B!.package));
    expect(c1).toEqual({ 'b-open.01.input_available': true, 'b-open.02.action_available': true, 'b-open.03.visible_contains': true });
  });

  it('a note-mailer run by an app-side agent granted simple_note and gmail passes too', async () => {
    const c1 = await c1Of(mailer(), 'b-open', (ref) => {
      const pkg = ref.B!.package;
      noteMailer(pkg);
      const act = action(pkg, 'email_aisha');
      delete act.plan;
      act.agent = { role: 'note mailer', instructions: 'Find the note the user names and email Aisha its title.' };
    });
    expect(c1).toEqual({ 'b-open.01.input_available': true, 'b-open.02.action_available': true, 'b-open.03.visible_contains': true });
  });
});

describe('wrong apps still fail C1', () => {
  const contacts = () => suiteTask('service.contact-lifecycle');

  it('an app without the create action fails (no input reaches phone.add_contact)', async () => {
    const c1 = await c1Of(contacts(), 'open', (ref) => {
      const pkg = ref.A!.package;
      pkg.actions = (pkg.actions as Obj[]).filter((a) => a.id !== 'create');
      for (const view of pkg.views as Obj[]) view.components = (view.components as Obj[]).filter((c) => c.action !== 'create');
    });
    expect(c1['open.01.input_available']).toBe(false);
  });

  it('an input that flows nowhere fails input_available', async () => {
    const c1 = await c1Of(contacts(), 'open', (ref) => {
      action(ref.A!.package, 'create').plan[0].args.first_name = 'Someone';
    });
    expect(c1['open.01.input_available']).toBe(false);
  });

  // The note-mailer's only action emails without looking the note up: it calls another API.
  it('an action that calls a different API fails action_available', async () => {
    const c1 = await c1Of(suiteTask('shared.book-club-note-email'), 'b-open', (ref) => {
      const act = action(ref.B!.package, 'find_and_handle');
      act.plan = [
        { call: 'gmail.send_email', args: { email_addresses: ['aisha.schmidt@proton.me'], subject: 'A note', body: 'See my note {{inputs.query}}' } },
        { message: 'Sent.' },
      ];
    });
    expect(c1).toMatchObject({ 'b-open.01.input_available': false, 'b-open.02.action_available': false });
  });
});

describe('an open page shows the app in the user\'s words', () => {
  it('a page with none of the listed words nor the request\'s fails visible_contains', async () => {
    const { rows } = await runAttacked(suiteTask('shared.book-club-note-email'), (ref) => {
      const pkg = ref.B!.package;
      pkg.app.title = 'Utility';
      for (const view of pkg.views as Obj[]) {
        view.title = 'Utility';
        view.components = (view.components as Obj[]).filter((c) => c.type === 'form' || c.type === 'result');
      }
      const act = action(pkg, 'find_and_handle');
      act.label = 'Go';
      act.inputs[0].label = 'Text';
    }, cache);
    expect(rows.find((r) => r.assertion === 'b-open.03.visible_contains')?.passed).toBe(false);
  });
});
