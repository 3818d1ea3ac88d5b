/**
 * Validity III, the checker's side (issue #28): free-field and row rules bind to the reference's
 * rows, grounding follows related ids, and a look-up's result must identify the record asked
 * for. Each wrong app is the reference package changed the way an LLM plausibly writes it, run
 * with the real runtime in the real seeded world and checked against the reference replay; it
 * must fail the named assertion, and a correct app built another way must pass everything.
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

const plan = (pkg: Obj, actionId: string): Obj[] => (pkg.actions as Obj[]).find((a) => a.id === actionId)?.plan as Obj[];
const step = (steps: Obj[], call: string): Obj => steps.find((s) => s.call === call) as Obj;
const failedOf = (rows: readonly AssertionRow[]) => rows.filter((r) => !r.passed).map((r) => r.assertion).sort();
const observedOf = (rows: readonly AssertionRow[], assertion: string) => JSON.stringify(rows.find((r) => r.assertion === assertion)?.observed);

async function failed(task: Task, attack: (reference: Record<string, Obj>) => void): Promise<{ names: string[]; rows: AssertionRow[] }> {
  const { rows } = await runAttacked(task, attack, cache);
  return { names: failedOf(rows), rows };
}

describe('free-field rules bind to the rows the reference changed', () => {
  // "From the email Car insurance renewal, add a to-do and label the conversation": the label's
  // text is left to the app (gmail.*.label is free, non_empty), the thread is not.
  const task = () => suiteTask('multi.insurance-renewal-todo');
  // The create episode's end-state check, by type (ids move when the kit adds or drops a check).
  const endState = task().episodes.find((e) => e.id === 'create')?.assertions.find((a) => a.type === 'world_matches_reference')?.id as string;
  const email = (ref: Record<string, Obj>) => plan(ref.A!.package, 'email_to_todo');
  /** Reads the inbox and returns the plan template of its second-newest thread (not the one asked for). */
  const anotherThread = (steps: Obj[]) => {
    steps.splice(0, 0, { call: 'gmail.show_inbox_threads', args: { page_limit: 3 }, bind: 'inbox' });
    return '{{inbox.1.email_thread_id}}';
  };

  it('an app that labels an unrelated thread fails the end state', async () => {
    const { names, rows } = await failed(task(), (ref) => {
      const steps = email(ref);
      step(steps, 'gmail.label_thread').args.email_thread_id = anotherThread(steps);
    });
    expect(names).toEqual([endState]);
    const observed = observedOf(rows, endState);
    expect(observed).toMatch(/the app left label of gmail\.user_threads row \d+ as it was; the reference changes it/);
    expect(observed).toMatch(/the app set label of gmail\.user_threads row \d+ to/);
  });

  it('an app that does the task right and also labels another thread fails the end state', async () => {
    const { names, rows } = await failed(task(), (ref) => {
      const steps = email(ref);
      const other = anotherThread(steps);
      steps.splice(steps.indexOf(step(steps, 'gmail.label_thread')) + 1, 0, { call: 'gmail.label_thread', args: { email_thread_id: other, label: 'to-do' } });
    });
    expect(names).toEqual([endState]);
    expect(observedOf(rows, endState)).toMatch(/^\{"differences":\["the app set label of gmail\.user_threads row \d+ to \\"to-do\\"/);
  });

  it('an app that labels the right thread with a label of its own choosing passes', async () => {
    const { names } = await failed(task(), (ref) => {
      step(email(ref), 'gmail.label_thread').args.label = 'follow up';
    });
    expect(names).toEqual([]);
  });
});

describe('row constraints bind to where the reference puts its rows', () => {
  // "A classical playlist called Slow Sunrise": which classical songs is left to the app
  // (a row constraint on playlist_songs), the playlist they go into is not.
  const task = () => suiteTask('multi.gentle-wakeup-playlist');
  const endState = task().episodes.find((e) => e.id === 'create')?.assertions.find((a) => a.type === 'world_matches_reference')?.id as string;
  const wakeup = (ref: Record<string, Obj>) => plan(ref.A!.package, 'set_wakeup');
  const addSongs = (steps: Obj[]) => steps.find((s) => s.for_each !== undefined)?.steps[0] as Obj;

  it('an app that makes the playlist but adds the songs to one the user already has fails the end state', async () => {
    const { names, rows } = await failed(task(), (ref) => {
      const steps = wakeup(ref);
      steps.unshift({ call: 'spotify.show_playlist_library', args: { page_limit: 1 }, bind: 'library' });
      addSongs(steps).args.playlist_id = '{{library.0.playlist_id}}';
    });
    expect(names).toEqual([endState]);
    const observed = observedOf(rows, endState);
    expect(observed).toContain("elsewhere than the reference's playlist_songs rows: its ids point at other records");
    expect(observed).toContain('the app inserted 0 spotify.playlist_songs row(s) where the task asks for 1 or more');
  });

  it('an app that picks other classical songs for the new playlist passes', async () => {
    const { names } = await failed(task(), (ref) => {
      step(wakeup(ref), 'spotify.search_songs').args = { genre: '{{inputs.genre}}', page_limit: 4, page_index: 1 };
    });
    expect(names).toEqual([]);
  });
});

describe('grounding follows related ids', () => {
  // "File Wedding RSVP reminder under Wedding": the reference lists inbox threads by subject.
  const task = () => suiteTask('single.gmail.wedding-label');
  const file = (ref: Record<string, Obj>) => plan(ref.A!.package, 'file_thread');

  it('an app that finds the thread with search_emails and shows the email record passes', async () => {
    const { names } = await failed(task(), (ref) => {
      const steps = file(ref);
      steps[0] = { call: 'gmail.search_emails', args: { query: '{{inputs.subject}}', page_limit: 1 }, bind: 'found' };
    });
    expect(names).toEqual([]);
  });

  it('an app that shows every email it can find is still a dump, and grounds nothing', async () => {
    const { names, rows } = await failed(task(), (ref) => {
      const steps = file(ref);
      steps[0] = { call: 'gmail.search_emails', args: { query: '{{inputs.subject}}', page_limit: 1 }, bind: 'found' };
      steps.splice(1, 0, { call: 'gmail.search_emails', args: { page_limit: 10 }, bind: 'everything' });
      (steps.at(-1) as Obj).message = 'Filed under {{inputs.label}}. Your mail: {{everything}}';
    });
    // The thread's id is no longer a check (the user never asks to see it); its subject is, and so
    // is the label it is filed under (issue #30, not_shown): a dump grounds neither.
    expect(names).toEqual(['step2.07.visible_result_grounded', 'step2.09.visible_result_grounded']);
    expect(observedOf(rows, 'step2.07.visible_result_grounded')).toContain('a dump, not a result');
  });

  it('a bill split that shows every person\'s share passes: the people are part of the changed expense, not a dump', async () => {
    const task = suiteTask('single.splitwise.team-lunch-bill');
    const { names } = await failed(task, (ref) => {
      const last = plan(ref.A!.package, 'change_total').at(-1) as Obj;
      last.message = 'Expense {{inputs.expense_id}} now totals ${{after.paid_amount}}. Shares: {{after.shares}}.';
    });
    expect(names).toEqual([]);
  });
});

describe('a look-up identifies the record asked for', () => {
  it('an app that files the thread but shows it among two other threads, without saying which, fails the grounding of the thread', async () => {
    const task = suiteTask('single.gmail.wedding-label');
    const { names, rows } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'file_thread');
      steps.splice(1, 0, { call: 'gmail.show_inbox_threads', args: { page_limit: 2 }, bind: 'recent' });
      (steps.at(-1) as Obj).message = 'Filed under {{inputs.label}}. Threads: {{recent.0.subject}} ({{recent.0.email_thread_id}}), {{found.0.subject}} ({{found.0.email_thread_id}}), {{recent.1.subject}} ({{recent.1.email_thread_id}}).';
    });
    expect(names).toEqual(['step2.07.visible_result_grounded', 'step2.09.visible_result_grounded']);
    expect(observedOf(rows, 'step2.07.visible_result_grounded')).toContain('beside the one asked for');
  });

  it('an app that reads three candidate threads but shows only the one it filed passes', async () => {
    const task = suiteTask('single.gmail.wedding-label');
    const { names } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'file_thread');
      (steps[0] as Obj).args.page_limit = 3;
    });
    expect(names).toEqual([]);
  });

  it('a file the app wrote is not looked up: showing it in its folder beside two other files passes', async () => {
    const task = suiteTask('single.gmail.receipt-saver');
    const { names } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'rename_download');
      steps.splice(2, 0, { call: 'file_system.show_directory', args: { directory_path: '~/downloads', entry_type: 'files' }, bind: 'listing' });
      (steps.at(-1) as Obj).message = 'Renamed {{inputs.file}}; it is now {{renamed.path}}. Downloads: {{listing.0}}, {{listing.1}}, {{listing.2}}.';
    });
    expect(names).toEqual([]);
  });

  it('the folders on a file\'s path are part of its name, not other records: showing them beside the new file passes', async () => {
    const task = suiteTask('single.file_system.recipe-card');
    const { names } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'write_file');
      // Read after the write: the home listing holds ~/documents/, ~/documents/recipes/ and the new
      // file, and the message names all three by naming the file's path.
      steps.splice(1, 0, { call: 'file_system.show_directory', args: {}, bind: 'listing' });
    });
    expect(names).toEqual([]);
  });

  it('the files beside it are other records: a new file shown with four entries of its folder fails as a dump', async () => {
    const task = suiteTask('single.file_system.recipe-card');
    const { names, rows } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'write_file');
      steps.unshift({ call: 'file_system.show_directory', args: { directory_path: '~/documents' }, bind: 'listing' });
      (steps.at(-1) as Obj).message = 'Wrote ~/documents/recipes/{{inputs.file_name}} (file {{created.file_id}}). Also here: {{listing.1}}, {{listing.2}}, {{listing.3}}, {{listing.4}}.';
    });
    expect(names).toContain('create.08.visible_result_grounded');
    expect(observedOf(rows, 'create.08.visible_result_grounded')).toContain('a dump');
  });

  it('a follow-up that answers with three candidate alarms and their ids, without saying which, fails', async () => {
    const task = suiteTask('service.alarm-label');
    const { names, rows } = await failed(task, (ref) => {
      const steps = plan(ref.A!.package, 'look_up');
      steps.splice(1, 0, { call: 'phone.show_alarms', args: { page_limit: 2 }, bind: 'others' });
      (steps.at(-1) as Obj).message = 'Alarms: {{shown.label}} ({{shown.alarm_id}}), {{others.0.label}} ({{others.0.alarm_id}}), {{others.1.label}} ({{others.1.alarm_id}})';
    });
    expect(names).toEqual(['followup.06.visible_result_grounded']);
    expect(observedOf(rows, 'followup.06.visible_result_grounded')).toContain('2 other phone alarm_id record(s) beside the one asked for');
  });
});

describe('records the user names identify the look-up, even when the episode changes them (issue #28 item 4)', () => {
  // "Now tag Movies to watch and Books to read 2023 as downtime": both notes are found by their
  // titles and then changed; the result names them, and no other note beside them.
  const task = () => suiteTask('single.simple_note.fun-tag-swap');
  const tagNotes = (ref: Record<string, Obj>) => plan(ref.A!.package, 'tag_notes');
  const grounded = () => task().episodes.find((e) => e.id === 'revise')?.assertions.find((a) => a.type === 'visible_result_grounded')?.id as string;

  it('an app that tags the two named notes but shows them among other notes (the partial_dump shape) fails the grounding', async () => {
    const { names, rows } = await failed(task(), (ref) => {
      const steps = tagNotes(ref);
      steps.splice(2, 0, { call: 'simple_note.search_notes', args: { page_limit: 3 }, bind: 'others' });
      (steps.at(-1) as Obj).message = 'Tagged "{{one.0.title}}" and "{{two.0.title}}" with {{inputs.tag}}. Also found: {{others}}';
    });
    // The tag and each tagged note's title are looked for on screen (issue #30, not_shown); the
    // dump grounds none of them.
    expect(names[0]).toBe(grounded());
    expect(names.every((n) => n.startsWith('revise.') && n.endsWith('.visible_result_grounded'))).toBe(true);
    expect(observedOf(rows, grounded())).toContain('record(s) beside the one(s) the user named');
  });

  it('an app that reads the tagged notes back by the new tag and shows only them, in its own words, passes', async () => {
    const { names } = await failed(task(), (ref) => {
      const steps = tagNotes(ref);
      steps.splice(3, 0, { call: 'simple_note.search_notes', args: { tags: ['{{inputs.tag}}'], page_limit: 10 }, bind: 'now' });
      (steps.at(-1) as Obj).message = 'Now under {{inputs.tag}}: {{now.0.title}} and {{now.1.title}}.';
    });
    expect(names).toEqual([]);
  });

  it('an app that lists every note it renamed a tag on passes: they are the records it changed', async () => {
    const renameTask = suiteTask('single.simple_note.promo-tag-rename');
    const { names } = await failed(renameTask, (ref) => {
      const steps = plan(ref.A!.package, 'rename_tag');
      steps.splice(1, 0, { call: 'simple_note.search_notes', args: { tags: ['{{inputs.new_tag}}'], page_limit: 10 }, bind: 'carrying' });
      (steps.at(-1) as Obj).message = 'Renamed {{inputs.tag}} to {{inputs.new_tag}} on: {{carrying.0.title}}; {{carrying.1.title}}.';
    });
    expect(names).toEqual([]);
  });
});

describe('a changed value is shown in its own right, not inside another record\'s name (issue #28 item 3)', () => {
  // "Call the fitness tag training instead": one of the tagged notes is "Half marathon training
  // log", so the word shows on a stale row too.
  const task = () => suiteTask('single.simple_note.fitness-tag-rename');
  const kept = () => task().episodes.find((e) => e.stage === 'reopen')?.assertions.find((a) => a.type === 'persisted_visible' && a.value === 'training')?.id as string;

  it('an app whose kept row still says the old tag after the rename (the stale_view shape) fails after reopen', async () => {
    const { names } = await failed(task(), (ref) => {
      const steps = plan(ref.A!.package, 'rename_tag');
      ref.A!.package.actions.find((a: Obj) => a.id === 'rename_tag').plan = steps.filter((s) => s.update === undefined);
    });
    expect(names).toEqual([kept()]);
  });

  it('an app that keeps the new name on the row, worded its own way, passes', async () => {
    const { names } = await failed(task(), (ref) => {
      const step = plan(ref.A!.package, 'rename_tag').find((s) => s.update !== undefined) as Obj;
      step.fields = { state: 'now called {{inputs.new_tag}}' };
    });
    expect(names).toEqual([]);
  });
});
