/**
 * File and note contents, s10 (issue #30, file10). Each case runs a hand-written app (the
 * reference package with one action's plan rewritten) through the real generate → run → check
 * chain against the built task: a correct app with other words or layout passes, the cheapest
 * wrong app fails the same check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { type ChatServer } from '../../../src/agent/__tests__/chat-server.ts';
import { type AssertionRow } from '../../../src/schemas/assertions.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withFreeNoteTags } from './note-tags.ts';
import { resavedNoteAsFile } from '../shapes/note-by-title.ts';
import { describeAssertion, describeConstraint } from '../../../src/suite/review-describe.ts';

type Obj = Record<string, any>;

const servers: ChatServer[] = [];
afterEach(async () => {
  await closeCraftedServers();
  for (let server = servers.pop(); server; server = servers.pop()) await server.close();
});

/** A shared-world task run with app A the reference's and app B `craft(reference B)`: the request naming B's intention gets B. */
function runCraftedB(task: Obj, craft: (pkg: Obj) => Obj): Promise<AssertionRow[]> {
  const intentionB = String((task.apps as Obj[]).find((x) => x.slot === 'B')?.intention);
  return runCraftedSlots(task, (slot, pkg) => (slot === 'B' ? craft(pkg) : pkg), 'file-contents-b', (asked) => (asked.includes(intentionB) ? 'B' : 'A'));
}

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'file-contents');

/** The package with action `id`'s calls (and, when given, its messages) replaced. */
const withPlan = (id: string, plan: Obj[]) => (pkg: Obj): Obj => {
  const action = (pkg.actions as Obj[]).find((a) => a.id === id);
  if (!action) return pkg;
  const keep = (action.plan as Obj[]).filter((s) => !('call' in s) && !(plan.some((p) => 'message' in p) && 'message' in s));
  action.plan = [...plan, ...keep];
  return pkg;
};

const idOf = (t: Obj, episode: string, type: string): string => (t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === type).id as string;

describe('a re-saved file loses the replaced text (lacks)', () => {
  it('builds the rule only where the corrected text no longer holds the replaced value', () => {
    expect(resavedNoteAsFile('renew contract, ask for 10% off', '10%', '12%').constraint).toEqual({ contains: ['renew contract, ask for', 'off', '12%'], lacks: ['10%'] });
    // A replacement that keeps the old word ("bake" → "bake longer") cannot ask it gone.
    expect(resavedNoteAsFile('bake 25 minutes', 'bake', 'bake longer').constraint).toEqual({ contains: ['25 minutes', 'bake longer'] });
  });

  const t = () => suiteTaskById('multi.meeting-minutes-export');
  const resave = (write: Obj) =>
    withPlan('correct_and_resave', [
      { call: 'simple_note.replace_in_note', args: { note_id: '{{inputs.note_id}}', find: '{{inputs.find}}', replace_with: '{{inputs.replace_with}}' } },
      { call: 'simple_note.show_note', args: { note_id: '{{inputs.note_id}}' }, bind: 'shown' },
      write,
    ]);

  it('passes an app that rewrites the file with the corrected body in its own layout', async () => {
    const rows = await runCrafted(t(), resave({ call: 'file_system.update_file', args: { file_path: '{{inputs.file_path}}', content: 'Minutes: {{shown.content}}' } }));
    expect(failedIds(rows)).toEqual([]);
  }, 120_000);

  it('fails an app that appends the corrected text and keeps the old line', async () => {
    const rows = await runCrafted(t(), resave({ call: 'file_system.append_to_file', args: { file_path: '{{inputs.file_path}}', content: '\nCorrected: {{shown.content}}' } }));
    expect(failedIds(rows)).toContain(idOf(t(), 'revise', 'world_matches_reference'));
  }, 120_000);
});

describe('paths in a call\'s arguments compare as paths (api_called, evaluate)', () => {
  const episode = (calls: Obj[]): EpisodeRecord => ({
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'create', episode_index: 0, stage: 'submit' }),
    calls: calls.map((c, seq) => ({ seq, ok: true, status: 200, response: {}, diff: [], ...c })) as unknown as EpisodeRecord['calls'],
  });
  const attach = { id: 'create.04.api_called', type: 'api_called' as const, app: 'gmail', api: 'send_email', args: { email_addresses: ['priya.silva@proton.me'], attachment_file_paths: ['~/documents/reunion/venues.txt'] } };
  const write = { id: 'b-find.02.api_called', type: 'api_called' as const, app: 'file_system', api: 'create_file', args: { file_path: '~/documents/house-binder.txt' } };
  const send = (paths: string[]) => ({ app: 'gmail', api: 'send_email', args: { email_addresses: ['priya.silva@proton.me'], subject: 's', body: 'b', attachment_file_paths: paths } });

  it('passes the same file named from /home/alex, in a list or alone', () => {
    expect(evaluate(attach, episode([send(['/home/alex/documents/reunion/venues.txt'])]), {}).passed).toBe(true);
    expect(evaluate(write, episode([{ app: 'file_system', api: 'create_file', args: { file_path: '/home/alex/documents/house-binder.txt', content: 'x' } }]), {}).passed).toBe(true);
  });

  it('says so in the review packet, and says a replaced value must be gone', () => {
    expect(describeAssertion(attach)).toContain('paths as paths: "~/documents/x" and "/home/alex/documents/x" are one file');
    expect(describeAssertion({ id: 'x.01.api_called', type: 'api_called', app: 'phone', api: 'send_text_message', args: { phone_number: '5038902523' } })).not.toContain('paths as paths');
    expect(describeConstraint({ contains: ['12%'], lacks: ['10%'] })).toContain('no longer contains "10%"');
  });

  it('fails another file, another folder, or a second attachment', () => {
    expect(evaluate(attach, episode([send(['/home/alex/documents/reunion/other.txt'])]), {}).passed).toBe(false);
    expect(evaluate(attach, episode([send(['~/downloads/venues.txt'])]), {}).passed).toBe(false);
    expect(evaluate(attach, episode([send(['~/documents/reunion/venues.txt', '~/documents/reunion/budget.txt'])]), {}).passed).toBe(false);
    expect(evaluate(write, episode([{ app: 'file_system', api: 'create_file', args: { file_path: '/home/alex/downloads/house-binder.txt', content: 'x' } }]), {}).passed).toBe(false);
  });
});

describe('a note\'s tags are the app\'s where the user never speaks of them', () => {
  const noteFree = (t: Obj, episode: string): string[] =>
    ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === 'world_matches_reference').free as Obj[])
      .filter((f) => f.app === 'simple_note' && f.table === 'notes')
      .map((f) => f.field as string);

  it('frees tags in the note-making episode, not where the user tags; the pin stays compared', () => {
    expect(noteFree(suiteTaskById('single.simple_note.recipe-share-mom'), 'create')).toEqual(['tags']);
    // Its content is held to the listed items, in any layout (s18, kit/listed-items.ts): a rule, not freed.
    expect(noteFree(suiteTaskById('multi.shared-packing-note'), 'create')).toEqual(['content', 'tags']);
    const said = (message: string): TaskInput => ({
      id: 't', family: 'single_app', split: 'dev', domains: ['x'], world: { fixture: 'base', seed: 1 }, apps: [{ slot: 'A', intention: 'Recipes.', services: ['simple_note'] }], reference: {},
      episodes: [{ id: 'create', stage: 'submit', message, assertions: [{ id: 'c.1', type: 'no_collateral', allow: [{ app: 'simple_note', table: 'notes', ops: ['inserted'] }] }, { id: 'c.2', type: 'world_matches_reference', free: [], rows: [] }] }],
    }) as unknown as TaskInput;
    const fields = (t: TaskInput) => ((t.episodes[0]!.assertions![1] as Obj).free as Obj[]).map((f) => f.field as string);
    expect(fields(withFreeNoteTags(said('Write down "Soup".')))).toEqual(['tags']);
    expect(fields(withFreeNoteTags(said('Write down "Soup" and tag it family.')))).toEqual([]);
    expect(fields(withFreeNoteTags(said('Write down "Soup" with #family.')))).toEqual([]);
  });

  const t = () => suiteTaskById('single.simple_note.recipe-share-mom');
  const write = (content: string, more: Obj = {}) =>
    withPlan('write_note', [{ call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content, tags: ['recipes'], ...more }, bind: 'made' }]);

  it('passes a family-recipes app that tags its note "recipes"', async () => {
    expect(failedIds(await runCrafted(t(), write('{{inputs.text}}')))).toEqual([]);
  }, 120_000);

  it('fails a tagging app whose note lacks the dictated text, and one that pins a note nobody asked pinned', async () => {
    expect(failedIds(await runCrafted(t(), write('Soup')))).toContain(idOf(t(), 'create', 'world_matches_reference'));
    expect(failedIds(await runCrafted(t(), write('{{inputs.text}}', { pinned: true })))).toContain(idOf(t(), 'create', 'world_matches_reference'));
  }, 240_000);
});

describe('a ledger from a shared expense names its total or the user\'s own share', () => {
  const t = () => suiteTaskById('single.file_system.flat-costs-log');
  // The show_expenses read lists the user's share among the shares; the fixture's order puts it second.
  const start = (amount: string) =>
    withPlan('start_log', [
      { call: 'splitwise.show_expenses', args: { query: '{{inputs.expense}}', page_limit: 1 }, bind: 'spent' },
      { call: 'file_system.create_file', args: { file_path: '{{inputs.log}}', content: `{{spent.0.description}} - my share ${amount}` }, bind: 'made' },
      { message: `Started {{inputs.log}} with {{spent.0.description}}: my share ${amount}.` },
    ]);

  it('passes an app that logs the user\'s own share (23.33), on screen and in the file', async () => {
    expect(failedIds(await runCrafted(t(), start('{{spent.0.shares.1.debt_amount}}')))).toEqual([]);
  }, 120_000);

  it('fails an app that logs another amount', async () => {
    const failed = failedIds(await runCrafted(t(), start('35')));
    expect(failed).toContain(idOf(t(), 'create', 'world_matches_reference'));
  }, 120_000);
});

describe('a note that carries the dictated details, in any framing', () => {
  const t = () => suiteTaskById('single.todoist.capture-then-file-souvenirs');
  const capture = (content: string) =>
    withPlan('capture', [
      { call: 'todoist.create_task', args: { project_id: 0, title: '{{inputs.title}}' }, bind: 'created' },
      { call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content }, bind: 'note' },
    ]);

  it('passes a note that ties the details to their to-do', async () => {
    expect(failedIds(await runCrafted(t(), capture('{{inputs.title}}: {{inputs.details}}')))).toEqual([]);
  }, 120_000);

  it('fails a note holding only the to-do\'s title', async () => {
    expect(failedIds(await runCrafted(t(), capture('{{inputs.title}}')))).toContain(idOf(t(), 'create', 'world_matches_reference'));
  }, 120_000);
});

describe('a saved attachment is told as saved beside its file name, not the subject searched by', () => {
  const t = () => suiteTaskById('single.gmail.oncall-notes-file');
  const save = (said: string) =>
    withPlan('save_attachment', [
      { call: 'gmail.search_emails', args: { query: '{{inputs.subject}}', has_attachments: true, page_limit: 1 }, bind: 'mail' },
      { call: 'gmail.download_attachment', args: { attachment_id: '{{mail.0.attachments.0.attachment_id}}' }, bind: 'saved' },
      { message: said },
    ]);
  const told = () => ((t().episodes as Obj[]).find((e) => e.id === 'step1')?.assertions as Obj[]).find((a) => a.type === 'visible_result_grounded' && a.state)?.id as string;

  it('passes "Saved oncall_notes.txt to ~/downloads" without the subject', async () => {
    expect(failedIds(await runCrafted(t(), save('Saved {{mail.0.attachments.0.file_name}} to ~/downloads.')))).toEqual([]);
  }, 120_000);

  it('fails an app that names the file but never says it saved it', async () => {
    // No list either: the reference's list line says "saved".
    const silent = (pkg: Obj) => {
      const out = save('{{mail.0.subject}}: {{mail.0.attachments.0.file_name}}')(pkg);
      for (const a of out.actions as Obj[]) a.plan = (a.plan as Obj[]).filter((s) => !('append' in s));
      return out;
    };
    expect(failedIds(await runCrafted(t(), silent))).toContain(told());
  }, 120_000);
});

describe('a readme headed with the project\'s name has it on its first line', () => {
  const t = () => suiteTaskById('shared.project-readme-file');
  const start = (content: string) =>
    withPlan('find_and_handle', [
      { call: 'todoist.show_projects', args: { query: '{{inputs.query}}', page_limit: 1 }, bind: 'found' },
      { call: 'file_system.create_file', args: { file_path: '{{inputs.path}}', content }, bind: 'made' },
    ]);
  const world = () => idOf(t(), 'b-find', 'world_matches_reference');

  it('passes "# {name}" on top of another template', async () => {
    expect(failedIds(await runCraftedB(t(), start('\n# {{found.0.name}}\n\n## Setup\nTODO')))).toEqual([]);
  }, 120_000);

  it('fails a template with the name at the bottom', async () => {
    expect(failedIds(await runCraftedB(t(), start('README\n\nTODO\n\nProject: {{found.0.name}}')))).toContain(world());
  }, 120_000);
});
