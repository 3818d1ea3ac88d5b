/**
 * s26 attach2 (delta review s26 D2e), on the real built tasks, the real runtime, operator and
 * seeded world (lake-photos-download, oncall-notes-file, receipt-saver):
 * - s26-d2e-f1: the heading right above a line counts as the line itself. Under a heading naming the
 *   saved file's folder ("Downloads"), its saving ("Saved", "Downloaded") or its kind ("Saved
 *   files"), a line is the saved file's, and its email's subject beside the old name excuses it no
 *   more. The attachment's own line still passes under "Emails", "Inbox", "Attachments" or none.
 * - s26-d2e-f2: a step's result check of a saved attachment takes the user's own verb for getting
 *   the file ("pull the attachment … into my downloads folder": "Pulled chicago_expenses.txt …").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, reopenProbes, reopenedScreen, runAttacked, suiteCheck, suiteTask, telling, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s26-attach2');
const probes = new Map<string, EpisodeRecord['probes']>();

const LAKE = { id: 'single.gmail.lake-photos-download', old: 'lake_trip_photos.txt', now: 'lake_trip_2023.txt', subject: 'Photos from the lake trip', verb: 'Kept' };
const ONCALL = { id: 'single.gmail.oncall-notes-file', old: 'oncall_notes.txt', now: 'oncall_notes_week20.txt', subject: 'On-call handover', verb: 'Grabbed' };
const RECEIPT = { id: 'single.gmail.receipt-saver', old: 'chicago_expenses.txt', now: 'chicago_trip_expenses_2023.txt', subject: 'Expense report for the Chicago trip', verb: 'Pulled' };
const SAVERS = [LAKE, ONCALL, RECEIPT];

const checkOf = suiteCheck;
type Rows = (string | [string, string])[];
const passes = (task: string, rows: Rows): boolean => evaluate(checkOf(task, 'reopen.05'), { ...reopenedScreen(rows), probes: probes.get(task) ?? {} }, {}).passed;

beforeAll(async () => {
  for (const t of SAVERS) probes.set(t.id, await reopenProbes(t.id, cache));
}, 600_000);

describe('s26-d2e-f1: a heading naming the saved file\'s folder, saving or kind makes its lines the file\'s', () => {
  for (const t of SAVERS) {
    const from = `${t.old} — from ${t.subject}`;
    it(`${t.id}: "${from}" under a heading of the saved files fails`, () => {
      for (const heading of ['Downloads', 'My downloads', 'Saved', 'Downloaded', 'Saved files', 'Files', '~/downloads', `${t.verb} files`]) {
        expect(passes(t.id, [['h2', heading], from]), heading).toBe(false);
      }
      expect(passes(t.id, [['h2', 'Saved files'], `${t.old} (attachment of ${t.subject})`])).toBe(false);
      expect(passes(t.id, [['h2', 'Saved files'], `${t.subject} — attachment: ${t.old}`])).toBe(false);
      expect(passes(t.id, [['h2', 'Downloads'], `${t.subject} — attachment: ${t.old}`])).toBe(false);
      // The kept row's kind beside the saving or the folder heads the saved copies too.
      for (const heading of ['Saved attachments', 'Downloaded attachments', 'Attachments in Downloads']) {
        expect(passes(t.id, [['h2', heading], from]), heading).toBe(false);
        expect(passes(t.id, [['h2', heading], t.old]), heading).toBe(false);
      }
      // A stale copy listed beside the renamed file.
      expect(passes(t.id, [['h2', 'Downloads'], t.now, from])).toBe(false);
      expect(passes(t.id, [['h2', 'Downloads'], `~/downloads/${t.now}`, from])).toBe(false);
      // Shown twice, once under "Emails": the copy under "Downloads" still tells the file.
      expect(passes(t.id, [['h2', 'Emails'], from, ['h2', 'Downloads'], from])).toBe(false);
    });
    it(`${t.id}: the attachment's own line still passes under the emails' headings, or none`, () => {
      const saved: Rows = [['h2', 'Saved files'], `~/downloads/${t.now}`];
      for (const line of [from, `${t.subject} — attachment: ${t.old}`, `${t.old} (attachment of ${t.subject})`]) {
        for (const heading of ['Emails', 'Recent emails', 'Inbox', 'Emails with attachments', 'Attachments']) {
          expect(passes(t.id, [...saved, ['h2', heading], line]), `${heading}: ${line}`).toBe(true);
          expect(passes(t.id, [['h2', heading], line]), `${heading} alone: ${line}`).toBe(true);
        }
        expect(passes(t.id, [line]), line).toBe(true);
        expect(passes(t.id, [`~/downloads/${t.now}`, line]), line).toBe(true);
        expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, 'Emails', line]), line).toBe(true);
      }
    });
  }
});

describe('s26-d2e-f2: the step\'s result check of a saved attachment takes the user\'s verb', () => {
  // The app says its own verb and shows the saved file by its path alone (no file id, no "saved").
  const saying = (verb: string) => telling('save_attachment', `${verb} {{mail.0.attachments.0.file_name}} into my downloads folder.`, '{{item.name}}');
  const stepFails = async (id: string, verb: string): Promise<string[]> => failed((await runAttacked(suiteTask(id), saying(verb), cache)).rows).filter((a) => a.startsWith('step1.'));

  it('receipt-saver ("pull the attachment … into my downloads folder"): "Pulled …" passes, as "Saved …" does', async () => {
    expect(checkOf(RECEIPT.id, 'step1.06')).toMatchObject({ state: expect.arrayContaining(['pulled']) });
    expect(await stepFails(RECEIPT.id, 'Pulled')).toEqual([]);
    expect(await stepFails(RECEIPT.id, 'Saved')).toEqual([]);
  }, 300_000);

  it('a verb no user of the task said is not taken: "Fetched …" stays unproven, the step check fails', async () => {
    expect(checkOf(RECEIPT.id, 'step1.06')).not.toMatchObject({ state: expect.arrayContaining(['fetched']) });
    expect(await stepFails(RECEIPT.id, 'Fetched')).toContain(checkOf(RECEIPT.id, 'step1.06').id);
    expect(checkOf(LAKE.id, 'step1.06')).not.toMatchObject({ state: expect.arrayContaining(['pulled']) });
    expect(await stepFails(LAKE.id, 'Pulled')).toContain(checkOf(LAKE.id, 'step1.06').id);
  }, 300_000);

  it('by kind: a told check of a saved attachment takes the verb too ("keep a copy", "I keep their notes": kept)', () => {
    expect(checkOf('multi.lake-photos-list-saver', 'create.13')).toMatchObject({ state: expect.arrayContaining(['kept', 'put', 'copied']) });
    expect(checkOf('multi.oncall-notes-saver', 'create.13')).toMatchObject({ state: expect.arrayContaining(['kept', 'stored']) });
    // A file written from a note or typed text is no attachment got out of an email.
    expect(checkOf('multi.packing-list-mailer', 'create.14')).not.toMatchObject({ state: expect.arrayContaining(['kept']) });
  });

  it('the other savers keep their users\' verbs ("Kept", "Grabbed")', async () => {
    expect(await stepFails(LAKE.id, 'Kept')).toEqual([]);
    expect(await stepFails(ONCALL.id, 'Grabbed')).toEqual([]);
  }, 300_000);
});
