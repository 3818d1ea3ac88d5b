/**
 * Issue #29, items 3 and 4: correct apps that differ from the reference in what a user cannot
 * tell apart pass — an absolute path for a home-relative one, another API with the same effect,
 * other names for the same capability on the first view — and wrong apps still fail. Each app is
 * the task's reference package changed the way an independent generator writes it, run with the
 * real runtime in the real seeded world and checked against the reference replay.
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

const action = (pkg: Obj, id: string): Obj => (pkg.actions as Obj[]).find((a) => a.id === id) as Obj;
const failedOf = (rows: readonly AssertionRow[]) => rows.filter((r) => !r.passed).map((r) => r.assertion).sort();
const C1_TYPES = new Set(['input_available', 'action_available', 'visible_contains']);

async function failed(task: Task, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(task, attack, cache);
  return failedOf(rows);
}

/** The C1 rows of one episode, as `assertion: passed`. */
async function c1Of(task: Task, episode: string, attack: (reference: Record<string, Obj>) => void): Promise<Record<string, boolean>> {
  const { rows } = await runAttacked(task, attack, cache);
  return Object.fromEntries(rows.filter((r) => r.episode === episode && C1_TYPES.has(r.type)).map((r) => [r.assertion, r.passed]));
}

/** Renames an action everywhere the package names it, with a new label. */
function renameAction(pkg: Obj, from: string, to: string, label: string): void {
  const act = action(pkg, from);
  act.id = to;
  act.label = label;
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.action === from) c.action = to;
}

describe('values compare after normalising what the user cannot tell apart', () => {
  // "Save the draft file and schedule a review task": the user types ~/documents/…; an app that
  // reads the file back and keeps, shows and writes the world's absolute path is as right.
  it('an app that keeps and shows /home/alex/documents/… for ~/documents/… passes', async () => {
    const names = await failed(suiteTask('multi.cover-letter-draft'), (ref) => {
      const plan = action(ref.A!.package, 'draft_and_review').plan as Obj[];
      plan.splice(1, 0, { call: 'file_system.show_file_info', args: { file_path: '{{inputs.file_path}}' }, bind: 'info' });
      for (const step of plan) {
        if (step.call === 'todoist.create_task') step.args.description = 'Review {{info.path}}';
        if (step.append === 'items') step.item.path = '{{info.path}}';
        if (typeof step.message === 'string') step.message = step.message.replace('Draft {{inputs.file_path}}', 'Draft {{info.path}}');
      }
    });
    expect(names).toEqual([]);
  });
});

describe('an equivalent API passes where the end state judges', () => {
  // "One button to pin it, one to unpin it": pin_note and update_note(pinned) do the same.
  it('an app that pins and unpins with update_note passes', async () => {
    const names = await failed(suiteTask('single.simple_note.pin-budget'), (ref) => {
      const pkg = ref.A!.package;
      for (const step of action(pkg, 'pin').plan as Obj[]) if (step.call === 'simple_note.pin_note') Object.assign(step, { call: 'simple_note.update_note', args: { ...step.args, pinned: true } });
      for (const step of action(pkg, 'unpin').plan as Obj[]) if (step.call === 'simple_note.unpin_note') Object.assign(step, { call: 'simple_note.update_note', args: { ...step.args, pinned: false } });
    });
    expect(names).toEqual([]);
  });

  it('an app that "pins" with update_note but leaves the note unpinned fails', async () => {
    const names = await failed(suiteTask('single.simple_note.pin-budget'), (ref) => {
      for (const step of action(ref.A!.package, 'pin').plan as Obj[]) if (step.call === 'simple_note.pin_note') Object.assign(step, { call: 'simple_note.update_note', args: { ...step.args, pinned: false } });
    });
    // The end state and the record read judge the write (its api_called went with issue #29).
    expect(names.filter((n) => n.startsWith('create.'))).toEqual(['create.03.record_matches', 'create.07.world_matches_reference']);
  });

  // "Add a line to the house rules and pin it": add_content_to_note + pin_note in the reference.
  it('an app that adds the line and pins the note with one update_note passes', async () => {
    const names = await failed(suiteTask('multi.house-rules-share'), (ref) => {
      action(ref.A!.package, 'add_line_and_pin').plan = [
        { call: 'simple_note.show_note', args: { note_id: '{{inputs.note_id}}' }, bind: 'note' },
        { call: 'simple_note.update_note', args: { note_id: '{{inputs.note_id}}', content: '{{note.content}}\n{{inputs.line}}', pinned: true } },
        // Its kept line says the new state in its own words (checked after reopen).
        { update: 'items', key_value: '{{inputs.note_id}}', fields: { status: 'now at the top of your notes' } },
        { message: '"{{inputs.line}}" is in note {{inputs.note_id}}, which now sits at the top.' },
      ];
    });
    expect(names).toEqual([]);
  });

  it('one that forgets the pin fails the end state', async () => {
    const names = await failed(suiteTask('multi.house-rules-share'), (ref) => {
      (action(ref.A!.package, 'add_line_and_pin').plan as Obj[]).splice(1, 1);
    });
    expect(names.some((n) => n.endsWith('.world_matches_reference'))).toBe(true);
  });

  // "File Wedding RSVP reminder under Wedding": the reference finds the thread in the inbox.
  it('an app that finds the thread with search_emails instead of show_inbox_threads passes, C1 included', async () => {
    const names = await failed(suiteTask('single.gmail.wedding-label'), (ref) => {
      const plan = action(ref.A!.package, 'file_thread').plan as Obj[];
      plan[0] = { call: 'gmail.search_emails', args: { query: '{{inputs.subject}}', page_limit: 1 }, bind: 'found' };
    });
    expect(names).toEqual([]);
  });
});

describe('C1 judges capability, not the reference\'s words', () => {
  // "Add a new contact, fix their number later, and look them up by id": the reference's action
  // is "create"; "Add contact" calling phone.add_contact is the same capability.
  it('"Add contact" (calls phone.add_contact) passes action_available ["create"]', async () => {
    const c1 = await c1Of(suiteTask('service.contact-lifecycle'), 'open', (ref) => renameAction(ref.A!.package, 'create', 'add_person', 'Add contact'));
    expect(c1).toEqual({ 'open.01.input_available': true, 'open.02.input_available': true, 'open.03.action_available': true, 'open.04.visible_contains': true });
  });

  // "Email Aisha, who hosts the club, to point her at one of my notes": an independent app whose
  // action is "Email Aisha about a note", asking for the note's title, with a title of its own.
  const mailer = () => suiteTask('shared.book-club-note-email');
  const noteMailer = (pkg: Obj) => {
    renameAction(pkg, 'find_and_handle', 'email_aisha', 'Email Aisha about a note');
    const act = action(pkg, 'email_aisha');
    act.inputs = [{ name: 'note_title', label: 'Note title', type: 'text', required: true }];
    (act.plan as Obj[])[0]!.args.query = '{{inputs.note_title}}';
    pkg.app.title = 'Note to Aisha';
    for (const view of pkg.views as Obj[]) {
      view.title = 'Note to Aisha';
      for (const c of view.components as Obj[]) if (c.type === 'heading') c.text = 'Note to Aisha';
    }
  };

  it('the note-mailer ("Email Aisha about a note", a note-title input) passes C1', async () => {
    const c1 = await c1Of(mailer(), 'b-open', (ref) => noteMailer(ref.B!.package));
    expect(c1).toEqual({ 'b-open.01.input_available': true, 'b-open.02.action_available': true, 'b-open.03.visible_contains': true });
  });

  it('the note-mailer run by an app-side agent granted simple_note and gmail passes C1 too', async () => {
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
  it('an app without the create action fails (nothing reaches phone.add_contact)', async () => {
    const c1 = await c1Of(suiteTask('service.contact-lifecycle'), 'open', (ref) => {
      const pkg = ref.A!.package;
      pkg.actions = (pkg.actions as Obj[]).filter((a) => a.id !== 'create');
      for (const view of pkg.views as Obj[]) view.components = (view.components as Obj[]).filter((c) => c.action !== 'create');
    });
    expect(c1['open.01.input_available']).toBe(false);
  });

  it('an input that flows nowhere fails input_available', async () => {
    const c1 = await c1Of(suiteTask('service.contact-lifecycle'), 'open', (ref) => {
      action(ref.A!.package, 'create').plan[0].args.first_name = 'Someone';
    });
    expect(c1['open.01.input_available']).toBe(false);
  });

  // s22 (book-club-note-email s22-r1-f1): "my May pick discussion note" names a note and asks no
  // look-up, so a mailer that emails the name the user typed, with no search, passes the first screen.
  it('a mailer that emails the typed note name without looking the note up passes input and action', async () => {
    const c1 = await c1Of(suiteTask('shared.book-club-note-email'), 'b-open', (ref) => {
      action(ref.B!.package, 'find_and_handle').plan = [
        { call: 'gmail.send_email', args: { email_addresses: ['aisha.schmidt@proton.me'], subject: 'A note', body: 'See my note {{inputs.query}}' } },
        { message: 'Sent.' },
      ];
    });
    expect(c1).toMatchObject({ 'b-open.01.input_available': true, 'b-open.02.action_available': true });
  });

  it('a console of the services that shows none of the user\'s words fails the open page', async () => {
    const { rows } = await runAttacked(suiteTask('shared.book-club-note-email'), (ref) => {
      const pkg = ref.B!.package;
      pkg.app.title = 'Simple note search notes';
      for (const view of pkg.views as Obj[]) {
        view.title = 'Gmail send email';
        view.components = (view.components as Obj[]).filter((c) => c.type === 'form' || c.type === 'result');
      }
      const act = action(pkg, 'find_and_handle');
      act.label = 'Search notes and send email';
      act.inputs[0].label = 'Query';
    }, cache);
    // s8: the first-screen words now also take what the tool does ("email", "notes": kit/tool-words.ts),
    // which a console's API names show too, so the open page alone no longer tells it apart (a known
    // weakness: docs/fidelity-review-s8.md, "What to fix next"). The console still fails the task.
    expect(rows.find((r) => r.assertion === 'b-open.03.visible_contains')?.passed).toBe(true);
    expect(rows.filter((r) => !r.passed).length).toBeGreaterThan(0);
  });
});
