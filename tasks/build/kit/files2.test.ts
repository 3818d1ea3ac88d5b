/**
 * s25 files2 (delta review s25 D1): a saved file's rename check and a file's told check, on the real
 * built tasks, the real runtime, operator, checker and seeded world.
 * - lake-photos-download, oncall-notes-file, receipt-saver s25-d1-f1: the user's own verb for getting
 *   the file ("keep", "grab", "pull") and the service's ("downloaded") open a log's entry of the
 *   saving, before the old name only; s25-d1-f2: the email's attachment keeps the old name truthfully
 *   (`kept_by` gmail attachments), its own lines are not stale; the downloaded file's are.
 * - meeting-notes-draft, packing-list-mailer, move-in-day s25-d1-f1: a line telling only the draft
 *   or the to-do ("Draft \"Sync notes\" saved for Isla", 'Created to-do "Move into Pine Street"')
 *   tells no file; a line naming the file (its path, its name with extension, the user's noun) does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('files2');
const probes = new Map<string, EpisodeRecord['probes']>();

const LAKE = { id: 'single.gmail.lake-photos-download', old: 'lake_trip_photos.txt', now: 'lake_trip_2023.txt', subject: 'Photos from the lake trip', verb: 'Kept' };
const ONCALL = { id: 'single.gmail.oncall-notes-file', old: 'oncall_notes.txt', now: 'oncall_notes_week20.txt', subject: 'On-call handover', verb: 'Grabbed' };
const RECEIPT = { id: 'single.gmail.receipt-saver', old: 'chicago_expenses.txt', now: 'chicago_trip_expenses_2023.txt', subject: 'Expense report for the Chicago trip', verb: 'Pulled' };
const SAVERS = [LAKE, ONCALL, RECEIPT];

const gone = (task: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions).find((a) => a.id.startsWith('reopen.05'));
  if (!spec) throw new Error(`${task}: no reopen.05`);
  return spec;
};
const passes = (task: string, rows: (string | [string, string])[]): boolean => evaluate(gone(task), { ...reopenedScreen(rows), probes: probes.get(task) ?? {} }, {}).passed;
const idOf = (task: string, which: 'kept' | 'own'): string => {
  const row = (probes.get(task)?.[`${gone(task).id}#${which}`] ?? [])[0];
  if (!row) throw new Error(`${task}: no ${which} row`);
  return String(row.id);
};

beforeAll(async () => {
  for (const t of SAVERS) {
    const { records } = await runAttacked(suiteTask(t.id), () => undefined, cache);
    const reopen = [...records.values()].filter((r) => r.stage === 'reopen');
    probes.set(t.id, Object.assign({}, ...reopen.map((r) => r.probes)) as EpisodeRecord['probes']);
  }
}, 600_000);

describe('s25-d1-f1: the user\'s own verb, or "downloaded", opens a log\'s entry of the saving', () => {
  for (const t of SAVERS) {
    it(`${t.id}: "Downloaded ${t.old}" and "${t.verb} ${t.old} from the email" beside the new name pass`, () => {
      expect(gone(t.id)).toMatchObject({ logged_first: expect.arrayContaining(['downloaded', t.verb.toLowerCase()]) });
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, 'History', `Downloaded ${t.old}`, `Renamed ${t.old} → ${t.now}`])).toBe(true);
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, 'History', `${t.verb} ${t.old} from the email`, `Renamed ${t.old} → ${t.now}`])).toBe(true);
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, `Saved ${t.old}`])).toBe(true);
    });
    it(`${t.id}: the old name as the file's name now still fails`, () => {
      expect(passes(t.id, ['Saved files', `~/downloads/${t.old}`])).toBe(false);
      expect(passes(t.id, ['Saved files', `Downloaded ${t.old}`])).toBe(false);
      // After the name the verb is a row's field, not a log's entry.
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, `~/downloads/${t.old} — downloaded`])).toBe(false);
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, `${t.old} — ${t.verb.toLowerCase()}`])).toBe(false);
    });
  }
  it('a task that saves no attachment gets no such words (book-club-dues-payback keeps its own)', () => {
    const other = suiteTask('multi.book-club-dues-payback').episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith('reopen.07')) as Obj;
    expect(other.logged_first).not.toContain('downloaded');
  });
});

describe('s25-d1-f2: the email\'s attachment keeps the old name; the downloaded file does not', () => {
  for (const t of SAVERS) {
    it(`${t.id}: the attachment's own line passes beside the renamed file`, () => {
      expect(gone(t.id)).toMatchObject({ kept_by: { others: [{ app: 'gmail', table: 'attachments', field: 'file_name' }], own: { app: 'file_system', table: 'files' } } });
      expect(passes(t.id, [['h2', 'Saved files'], `~/downloads/${t.now}`, ['h2', 'Emails with attachments'], `${t.subject} — attachment: ${t.old}`])).toBe(true);
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, `Attachment ${idOf(t.id, 'kept')} of "${t.subject}": ${t.old}`])).toBe(true);
    });
    it(`${t.id}: the file's own row under the old name fails, under an attachments heading too`, () => {
      const own = idOf(t.id, 'own');
      expect(passes(t.id, [['h2', 'Emails with attachments'], `~/downloads/${t.old} (file ${own})`])).toBe(false);
      expect(passes(t.id, [['h2', 'Saved files'], `~/downloads/${t.old}`, ['h2', 'Emails with attachments'], `${t.subject} — attachment: ${t.old}`])).toBe(false);
    });
  }
});

// ---------------------------------------------------------------- the file told, not the draft or the to-do

/** Slot A's first action says `message`, its list shows `item`; its file goes to `path` where given. */
const acting = (message: string, item: string, path?: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    const a = (pkg.actions as Obj[])[0] as Obj;
    a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message } : path && s.call === 'file_system.create_file' ? { ...s, args: { ...(s.args as Obj), file_path: path } } : s));
    for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = item;
  }
};
const fails = async (task: string, attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(task), attack, cache)).rows);

describe('s25-d1-f1: a file told by its path or name, not by the draft\'s subject or the to-do\'s title', () => {
  it('meeting-notes-draft: the draft "Sync notes" saved tells no file; the path beside "saved" does', async () => {
    const M = 'multi.meeting-notes-draft';
    expect(await fails(M, acting('Draft "{{inputs.subject}}" saved for Isla.', '{{item.subject}} — Attached: {{item.file}}'))).toContain('create.14.visible_result_grounded');
    expect(await fails(M, acting('Saved {{inputs.file_path}}; draft "{{inputs.subject}}" for Isla.', '{{item.subject}} — {{item.file}}'))).not.toContain('create.14.visible_result_grounded');
    expect(await fails(M, acting('sync-notes.txt written; draft "{{inputs.subject}}" for Isla.', '{{item.subject}}'))).not.toContain('create.14.visible_result_grounded');
  }, 300_000);
  it('recipe-card-draft (same kind): "Draft \\"Lentil soup recipe\\" saved for Mom" tells no file', async () => {
    const R = 'multi.recipe-card-draft';
    expect(await fails(R, acting('Draft "{{inputs.subject}}" saved for Mom.', '{{item.subject}} — Attached: {{item.file}}'))).toContain('create.14.visible_result_grounded');
    expect(await fails(R, acting('Saved lentil-soup.txt; draft "{{inputs.subject}}" for Mom.', '{{item.subject}}'))).not.toContain('create.14.visible_result_grounded');
  }, 300_000);
  it('packing-list-mailer: bare "saved" of the draft tells no file', async () => {
    const P = 'multi.packing-list-mailer';
    const told = suiteTask(P).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith('create.14')) as Obj;
    expect(told.state).not.toContain('saved');
    expect(told.state_near.words).toContain('saved');
    expect(await fails(P, acting('Draft "{{inputs.subject}}" saved for Tomas.', '{{item.subject}}'))).toContain('create.14.visible_result_grounded');
    expect(await fails(P, acting('{{inputs.subject}} saved as a draft to {{inputs.to_email}}.', '{{item.subject}}'))).toContain('create.14.visible_result_grounded');
    expect(await fails(P, acting('Saved {{inputs.file_path}}; draft "{{inputs.subject}}" for Tomas.', '{{item.subject}}'))).not.toContain('create.14.visible_result_grounded');
    expect(await fails(P, acting('List saved as camping-list.txt; draft "{{inputs.subject}}" for Tomas.', '{{item.subject}}'))).not.toContain('create.14.visible_result_grounded');
  }, 300_000);
  it('move-in-day: a file the app names after the to-do is not told by the to-do\'s line', async () => {
    const M = 'multi.move-in-day';
    const row = '{{item.title}} ({{item.due}})';
    const path = '~/documents/move-into-pine-street.txt';
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; van {{inputs.van_cost}} split with Chloe', row, path))).toContain('create.15.visible_result_grounded');
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; saved move-into-pine-street.txt; van {{inputs.van_cost}} split with Chloe', row, path))).not.toContain('create.15.visible_result_grounded');
    expect(await fails(M, acting('Created to-do "{{inputs.title}}" for {{inputs.due_date}}; inventory saved; van {{inputs.van_cost}} split with Chloe', row, path))).not.toContain('create.15.visible_result_grounded');
  }, 300_000);
});
