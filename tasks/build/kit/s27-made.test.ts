/**
 * s27 made: values only the action made, beside the step's other records, and a name's first form.
 * - over-specifications s26-d4c-f1..f3 (emergency-contacts, gym-routine, wifi-instructions: a note
 *   imported beside a file, told by its title and tag) and s26-s180-f2/f3 (expense-attachment-filer,
 *   lake-photos-list-saver: an attachment saved beside a to-do, told by the new file's path): the
 *   told check takes the tag beside the title, or the path, held by the new row alone
 *   (`state_made`, kit/made.ts `MADE_BY`). An app that only echoes the typed inputs (no call) and
 *   an app that shows the title without the tag still fail.
 * - over-specification s26-d4a-f1 (lake-photos-download, oncall-notes-file, receipt-saver):
 *   "Original name: x", "originally x", "Original file name: x" under the renamed file are history
 *   (`ORIGINAL_FIRST`, evaluate.ts); "x (original)" and a bare stale row are not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { failed, reopenedScreen, reopenProbes, runAttacked, suiteCheck, suiteTask, telling, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s27-made');

/** An app whose action `id` calls nothing and only says `message` (the typed inputs echoed). */
const echoing = (id: string, message: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = [{ message }];
};
/** An app whose action `id` runs `change` on its call of `api`. */
const calling = (id: string, api: string, change: (args: Obj) => void) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) for (const s of a.plan as Obj[]) if (s.call === api) change(s.args as Obj);
};

const NOTES = ['multi.emergency-contacts-file-note', 'multi.gym-routine-file-note', 'multi.wifi-instructions-note'];
const SAVES = ['multi.expense-attachment-filer', 'multi.lake-photos-list-saver', 'multi.oncall-notes-saver'];
const WROTE = 'Wrote "{{inputs.content}}" to {{inputs.file_path}}';

describe('a note imported beside its file is told by its title and tag (s26-d4c-f1..f3)', () => {
  for (const task of NOTES) {
    it(`${task}: the reference and the reviewers' wordings pass`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
      for (const told of ['"{{inputs.title}}" tagged {{inputs.tag}}.', '"{{inputs.title}}" (#{{inputs.tag}})', '"{{inputs.title}}" filed under {{inputs.tag}}']) {
        const { rows } = await runAttacked(suiteTask(task), telling('save_both', `${WROTE}; ${told}`, '{{item.path}}'), cache);
        expect([told, failed(rows)]).toEqual([told, []]);
      }
      // The word of the note still counts as before.
      const { rows } = await runAttacked(suiteTask(task), telling('save_both', `${WROTE}; note "{{inputs.title}}" tagged {{inputs.tag}}.`, '{{item.path}}'), cache);
      expect(failed(rows)).toEqual([]);
    }, 120_000);
    it(`${task}: an echo of the inputs, or the title without its tag, fails`, async () => {
      const echo = await runAttacked(suiteTask(task), echoing('save_both', `${WROTE}; "{{inputs.title}}" tagged {{inputs.tag}}.`), cache);
      expect(failed(echo.rows)).toContain('create.14.visible_result_grounded');
      // Both records made, the title shown beside the file's path only (from the root: "/home/…" is no tag "home").
      const bare = await runAttacked(suiteTask(task), telling('save_both', 'Wrote "{{inputs.content}}" to /home/alex/{{inputs.file_path}}: "{{inputs.title}}".', '{{item.path}}'), cache);
      expect(failed(bare.rows)).toContain('create.14.visible_result_grounded');
      // The tag shown apart from the title (on the file's line of the list) does not tell the note.
      const apart = await runAttacked(suiteTask(task), telling('save_both', `${WROTE}; "{{inputs.title}}" done.`, '{{item.path}} ({{inputs.tag}})'), cache);
      expect(failed(apart.rows)).toContain('create.14.visible_result_grounded');
    }, 120_000);
  }
});

describe('an attachment saved beside a to-do is told by the new file\'s path (s26-s180-f2/f3)', () => {
  for (const task of SAVES) {
    it(`${task}: the reference and the reviewers' wording pass`, async () => {
      expect(failed((await runAttacked(suiteTask(task), () => undefined, cache)).rows)).toEqual([]);
      for (const told of ['Attachment now at {{inputs.file_path}}; to-do "{{inputs.task}}" added.', 'To-do "{{inputs.task}}" added. Attachment: {{saved.file_path}}']) {
        const { rows } = await runAttacked(suiteTask(task), telling('save_attachment', told), cache);
        expect([told, failed(rows)]).toEqual([told, []]);
      }
    }, 120_000);
    it(`${task}: an echo of the inputs, or a file saved elsewhere, fails`, async () => {
      const echo = await runAttacked(suiteTask(task), echoing('save_attachment', 'Attachment now at {{inputs.file_path}}; to-do "{{inputs.task}}" added.'), cache);
      expect(failed(echo.rows)).toContain('create.13.visible_result_grounded');
      // The attachment saved to its default place, the typed path echoed: no new file holds it.
      const told = telling('save_attachment', 'Attachment now at {{inputs.file_path}}; to-do "{{inputs.task}}" added.', '{{item.task}}');
      const elsewhere = await runAttacked(suiteTask(task), (ref) => { told(ref); calling('save_attachment', 'gmail.download_attachment', (args) => { delete args.file_path; })(ref); }, cache);
      expect(failed(elsewhere.rows)).toContain('create.13.visible_result_grounded');
      // No word of saving and no path: the to-do alone does not tell the attachment.
      const todo = await runAttacked(suiteTask(task), telling('save_attachment', 'To-do "{{inputs.task}}" added.', '{{item.task}}'), cache);
      expect(failed(todo.rows)).toContain('create.13.visible_result_grounded');
    }, 120_000);
  }
});

describe('a renamed file\'s first name on a detail line is history (s26-d4a-f1)', () => {
  const CASES = [
    { task: 'single.gmail.lake-photos-download', now: 'lake_trip_2023.txt', old: 'lake_trip_photos.txt' },
    { task: 'single.gmail.oncall-notes-file', now: 'oncall_notes_week20.txt', old: 'oncall_notes.txt' },
    { task: 'single.gmail.receipt-saver', now: 'chicago_trip_expenses_2023.txt', old: 'chicago_expenses.txt' },
  ];
  const probes = new Map<string, EpisodeRecord['probes']>();
  beforeAll(async () => {
    for (const c of CASES) probes.set(c.task, await reopenProbes(c.task, cache));
  }, 300_000);
  const passes = (task: string, rows: (string | [string, string])[]): boolean => evaluate(suiteCheck(task, 'reopen.05'), { ...reopenedScreen(rows), probes: probes.get(task) ?? {} }, {}).passed;
  for (const c of CASES) {
    it(`${c.task}: "original name" and "originally" pass, with or without a heading`, () => {
      for (const detail of [`Original name: ${c.old}`, `originally ${c.old}`, `Original file name: ${c.old}`, `Originally named ${c.old}`]) {
        expect([detail, passes(c.task, [c.now, detail])]).toEqual([detail, true]);
        expect([detail, passes(c.task, [['h2', 'Downloads'], c.now, detail])]).toEqual([detail, true]);
      }
      expect(passes(c.task, [`${c.now} (original name: ${c.old})`])).toBe(true);
      // The words that passed before still do.
      for (const detail of [`Old name: ${c.old}`, `formerly ${c.old}`, `Renamed from ${c.old}`]) expect(passes(c.task, [c.now, detail])).toBe(true);
    });
    it(`${c.task}: a stale row stays stale, "(original)" or "original" after it included`, () => {
      for (const stale of [c.old, `${c.old} (original)`, `${c.old} — original`, `${c.old} originally downloaded`, `Original: ${c.old}`]) {
        expect([stale, passes(c.task, [['h2', 'Downloads'], c.now, stale])]).toEqual([stale, false]);
      }
    });
  }
});
