/**
 * s26 attach (s25-d1-f2, lake-photos-download, oncall-notes-file, receipt-saver): the email's
 * attachment keeps the old file name truthfully; a line that shows its email's subject beside the
 * old name is the attachment's line, under any heading or none (`kept_by` with the kept row's
 * parent record, the email, by its foreign key). The downloaded file under the old name still
 * fails, told bare, by its folder or path, by its file id, or as saved from the email.
 * On the real built tasks, the real runtime, operator and seeded world (the reopen probes).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { reopenProbes, reopenedScreen, suiteCheck, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s26-attach');
const probes = new Map<string, EpisodeRecord['probes']>();

const LAKE = { id: 'single.gmail.lake-photos-download', old: 'lake_trip_photos.txt', now: 'lake_trip_2023.txt', subject: 'Photos from the lake trip' };
const ONCALL = { id: 'single.gmail.oncall-notes-file', old: 'oncall_notes.txt', now: 'oncall_notes_week20.txt', subject: 'On-call handover' };
const RECEIPT = { id: 'single.gmail.receipt-saver', old: 'chicago_expenses.txt', now: 'chicago_trip_expenses_2023.txt', subject: 'Expense report for the Chicago trip' };
const SAVERS = [LAKE, ONCALL, RECEIPT];

const gone = (task: string): AssertionSpec => suiteCheck(task, 'reopen.05');
type Rows = (string | [string, string])[];
const passes = (task: string, rows: Rows): boolean => evaluate(gone(task), { ...reopenedScreen(rows), probes: probes.get(task) ?? {} }, {}).passed;
const idOf = (task: string, which: 'kept' | 'own'): string => {
  const row = (probes.get(task)?.[`${gone(task).id}#${which}`] ?? [])[0];
  if (!row) throw new Error(`${task}: no ${which} row`);
  return String(row.id);
};

beforeAll(async () => {
  for (const t of SAVERS) probes.set(t.id, await reopenProbes(t.id, cache));
}, 600_000);

describe('s25-d1-f2: the attachment told by its email\'s subject keeps the old name', () => {
  for (const t of SAVERS) {
    const saved: Rows = [['h2', 'Saved files'], `~/downloads/${t.now}`];
    it(`${t.id}: the kept attachment row carries its email's subject`, () => {
      const kept = probes.get(t.id)?.[`${gone(t.id).id}#kept`] ?? [];
      expect(kept.some((r) => JSON.stringify(r).includes(t.subject))).toBe(true);
    });
    it(`${t.id}: "${t.subject} — attachment: ${t.old}" passes under any heading, or none`, () => {
      const line = `${t.subject} — attachment: ${t.old}`;
      for (const heading of ['Emails', 'Recent emails', 'Inbox', 'Emails with attachments']) expect(passes(t.id, [...saved, ['h2', heading], line]), heading).toBe(true);
      // s26 attach2 (s26-d2e-f1): right under the h2 "Saved files" the row is a saved file's, whatever it says.
      expect(passes(t.id, [...saved, line])).toBe(false);
      expect(passes(t.id, [`~/downloads/${t.now}`, line])).toBe(true);
      expect(passes(t.id, ['Saved files', `~/downloads/${t.now}`, 'Emails', line])).toBe(true);
      expect(passes(t.id, [...saved, ['h2', 'Recent emails'], line, ['h2', 'History'], `Renamed ${t.old} → ${t.now}`])).toBe(true);
      // Other words and layouts of the same line.
      expect(passes(t.id, [...saved, ['h2', 'Inbox'], `${t.subject} (${t.old})`])).toBe(true);
      expect(passes(t.id, [...saved, ['h2', 'Inbox'], `${t.old} · ${t.subject}`])).toBe(true);
      expect(passes(t.id, [...saved, ['h2', 'Emails'], `From "${t.subject}": ${t.old} [Download]`])).toBe(true);
      // Words of the email's sending tell the email, not the saved file.
      expect(passes(t.id, [...saved, ['h2', 'Recent emails'], `${t.subject} — sent May 17 — attachment: ${t.old}`])).toBe(true);
    });
    it(`${t.id}: the saved file under the old name still fails`, () => {
      const own = idOf(t.id, 'own');
      expect(passes(t.id, [['h2', 'Saved files'], `~/downloads/${t.old}`])).toBe(false);
      expect(passes(t.id, [['h2', 'Saved files'], t.old])).toBe(false);
      expect(passes(t.id, [`Saved ${t.old} to downloads`])).toBe(false);
      expect(passes(t.id, [['h2', 'Inbox'], `~/downloads/${t.old}`])).toBe(false);
      // The subject beside the saved file's own values (its folder or path, its file id) tells the file.
      expect(passes(t.id, [['h2', 'Saved files'], `${t.subject} — ~/downloads/${t.old}`])).toBe(false);
      expect(passes(t.id, [['h2', 'Emails'], `${t.subject} — /home/alex/downloads/${t.old}`])).toBe(false);
      expect(passes(t.id, [['h2', 'Emails'], `${t.subject} — ${t.old} (file ${own})`])).toBe(false);
      expect(passes(t.id, [`${t.subject}: ${t.old} in downloads`])).toBe(false);
      expect(passes(t.id, [`${t.subject}: ${t.old} in Downloads folder`])).toBe(false);
      // Listed under a heading of the saved files, the line tells a saved file.
      expect(passes(t.id, [['h2', 'Saved files'], `${t.subject} — ${t.old}`])).toBe(false);
      expect(passes(t.id, [['h2', 'Files'], `${t.old} (from "${t.subject}")`])).toBe(false);
      // Beside a true attachment line, the file's own stale row still fails.
      expect(passes(t.id, [['h2', 'Saved files'], `~/downloads/${t.old}`, ['h2', 'Emails'], `${t.subject} — attachment: ${t.old}`])).toBe(false);
    });
    it(`${t.id}: "Saved from '${t.subject}': ${t.old}" is the saving's log: fine beside the new name, stale alone`, () => {
      const line = `Saved from '${t.subject}': ${t.old}`;
      expect(passes(t.id, [line])).toBe(false);
      expect(passes(t.id, [['h2', 'Saved files'], line])).toBe(false);
      expect(passes(t.id, [...saved, ['h2', 'History'], line, `Renamed ${t.old} → ${t.now}`])).toBe(true);
      expect(passes(t.id, [`Downloaded from "${t.subject}": ${t.old}`])).toBe(false);
    });
  }
});
