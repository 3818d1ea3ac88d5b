/**
 * s28 lane misc: findings closed by kind, on the real built tasks. Each block: the reviewer's wrong
 * screen now fails, and the correct forms (other words, layouts, the reference itself) still pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, reopenProbes, suiteTask, tempDir, versions, type Obj, type KeptSpec, goneCheck, reopenChecks } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s28-misc');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;
const passes = (spec: AssertionSpec, lines: readonly Line[], captures: Obj = {}): boolean => evaluate(spec, reopenedScreen([...lines]), captures).passed;
const byId = (task: string, id: string): KeptSpec => reopenChecks(task).find((a) => a.id === id)!;

const INBOX = 'single.venmo.request-inbox';

describe('a request answered is not shown in the inbox, the user\'s word for the waiting list (request-inbox s27-w3-f3)', () => {
  const jazz = goneCheck(INBOX, 'Jazz night tickets');
  const costco = goneCheck(INBOX, 'Costco run - paper goods and snacks');
  const jazzRow = 'Mira Ito asks $45 for Jazz night tickets (request 3847593)';
  const costcoRow = 'Omar Patel asks $86.4 for Costco run - paper goods and snacks (request 5069816)';
  it('the reviewer\'s stale rows fail: under Inbox, Requests, Open requests', () => {
    for (const head of ['Inbox', 'Requests', 'Open requests']) {
      expect(passes(jazz, [h2(head), jazzRow]), head).toBe(false);
      expect(passes(costco, [h2(head), costcoRow]), head).toBe(false);
    }
    expect(passes(jazz, [h2('Waiting for me'), jazzRow])).toBe(false);
  });
  it('told answered in any words, under any heading, a log, an answered list, a bare row elsewhere passes', () => {
    expect(passes(jazz, [h2('Inbox'), 'Jazz night tickets — paid'])).toBe(true);
    expect(passes(jazz, [h2('Inbox'), 'Jazz night tickets — removed from the inbox (you paid $45)'])).toBe(true);
    expect(passes(jazz, [h2('Requests answered'), 'Jazz night tickets (request 3847593)'])).toBe(true);
    expect(passes(jazz, [h2('Paid requests'), 'Jazz night tickets'])).toBe(true);
    expect(passes(jazz, [h2('History'), 'Jazz night tickets (request 3847593)'])).toBe(true);
    expect(passes(jazz, ['Mira Ito asks $45 for Jazz night tickets', 'You paid Mira Ito $45 for Jazz night tickets'])).toBe(true);
    expect(passes(costco, [h2('Inbox'), 'Ava Larsen asks $18 for Gas money - lake day', h2('Answered'), 'Costco run - paper goods and snacks — declined'])).toBe(true);
  });
  it('the reference passes', async () => {
    expect(failed((await runAttacked(suiteTask(INBOX), () => {}, cache)).rows)).toEqual([]);
  }, 180_000);
});

const PURGE = 'single.file_system.tax-folder-purge';

describe('a trash entry purged is told so in the user\'s own verb (tax-folder-purge s27-w1-f1)', () => {
  const spec = byId(PURGE, 'reopen.05.persisted_visible');
  const caps = { trashId: 2771311 };
  it('the state now takes "purged"', () => {
    expect(spec.state).toEqual(expect.arrayContaining(['purged']));
  });
  it('a kept history telling the purge in the user\'s word passes', () => {
    expect(passes(spec, ['Moved /home/alex/documents/taxes to the trash (trash entry 2771311).', 'Trash entry 2771311 purged.'], caps)).toBe(true);
    expect(passes(spec, ['/home/alex/documents/taxes (trash 2771311) — trashed, then purged'], caps)).toBe(true);
    expect(passes(spec, ['/home/alex/documents/taxes — trashed · purged'], caps)).toBe(true);
  });
  it('the stale trash row still fails', () => {
    expect(passes(spec, [h2('Trash'), '/home/alex/documents/taxes — in the trash'], caps)).toBe(false);
    expect(passes(spec, ['/home/alex/documents/taxes — trashed (trash 2771311)'], caps)).toBe(false);
  });
});

const PLUMBER = 'single.phone.plumber-contact';
const SITTER = 'single.phone.dogsitter-contact';

describe('a temporary contact deleted: no schedule read as done, and known by its number too (s26-d4f-f1, s27-s193-f6)', () => {
  const plumber = byId(PLUMBER, 'reopen.06.persisted_visible');
  const sitter = byId(SITTER, 'reopen.06.persisted_visible');
  const pc = { contactId: 9499842 };
  const sc = { contactId: 9215881 };
  it('the reviewer\'s stale rows fail', () => {
    expect(passes(sitter, ['Ines Walker — 2025550134 (sitter while we\'re gone)'], sc)).toBe(false);
    expect(passes(sitter, ['Ines Walker — 2025550134 (sitter, we\'re gone)'], sc)).toBe(false);
    expect(passes(plumber, ['Bruno Plumbing — 5035550166 (removed at the end of the job)'], pc)).toBe(false);
    expect(passes(plumber, [h2('Removed on return'), 'Bruno Plumbing — 5035550166'], pc)).toBe(false);
    expect(passes(plumber, [h2('Deleted at the end of the job'), 'Bruno Plumbing — 5035550166'], pc)).toBe(false);
    for (const row of ['Plumbing, Bruno — 5035550166', 'Bruno  5035550166', '5035550166']) expect(passes(plumber, [h2('Job contacts'), row], pc), row).toBe(false);
  });
  it('the deletion told in other words, a heading of deleted rows, or nothing passes', () => {
    expect(passes(sitter, [h2('Deleted contacts'), 'Ines Walker — 2025550134'], sc)).toBe(true);
    expect(passes(sitter, ['Ines Walker — 2025550134 — deleted (we\'re back)'], sc)).toBe(true);
    expect(passes(plumber, [h2('Deleted contacts'), 'Bruno Plumbing — 5035550166'], pc)).toBe(true);
    expect(passes(plumber, ['Contact 9499842 (5035550166) deleted.'], pc)).toBe(true);
    expect(passes(plumber, ['Plumbing, Bruno — removed'], pc)).toBe(true);
    expect(passes(plumber, ['Bruno Plumbing — removed after the job was done'], pc)).toBe(true);
    expect(passes(plumber, [h2('Job contacts'), 'No contacts yet.'], pc)).toBe(true);
  });
  for (const id of [PLUMBER, SITTER, 'single.phone.movers-contact']) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});

describe('a file saved under a new name may tell where it came from under any heading (s26-d4a-f1)', () => {
  const cases = [
    { id: 'single.gmail.lake-photos-download', now: 'lake_trip_2023.txt', old: 'lake_trip_photos.txt', subject: 'Photos from the lake trip' },
    { id: 'single.gmail.oncall-notes-file', now: 'oncall_notes_week20.txt', old: 'oncall_notes.txt', subject: 'On-call handover' },
    { id: 'single.gmail.receipt-saver', now: 'chicago_trip_expenses_2023.txt', old: 'chicago_expenses.txt', subject: 'Expense report for the Chicago trip' },
  ];
  for (const c of cases) {
    it(`${c.id}: a provenance line under the file passes; the old name as the file's row still fails`, async () => {
      const probes = await reopenProbes(c.id, cache);
      const spec = byId(c.id, 'reopen.05.persisted_visible');
      const judge = (lines: Line[]): boolean => evaluate(spec, { ...reopenedScreen(lines), probes }, {}).passed;
      for (const head of ['Downloads', 'Saved files']) {
        expect(judge([h2(head), c.now, `From: ${c.subject} (${c.old})`]), head).toBe(true);
        expect(judge([h2(head), c.now, `From “${c.subject}”, attachment ${c.old}`]), head).toBe(true);
        expect(judge([h2(head), c.now, `Attachment: ${c.old}`]), head).toBe(true);
      }
      expect(judge([c.now, `From: ${c.subject} (${c.old})`])).toBe(true);
      expect(judge([c.old])).toBe(false);
      expect(judge([h2('Saved files'), c.old])).toBe(false);
      expect(judge([h2('Saved files'), `~/downloads/${c.old}`])).toBe(false);
      expect(judge([h2('Saved files'), `renamed: ${c.old} → ${c.now}`, `~/downloads/${c.old}`])).toBe(false);
      expect(judge([h2('Saved files'), c.now, c.old])).toBe(false);
      expect(judge([h2('Saved files'), c.now, `Downloads: ${c.old}`])).toBe(false);
    }, 180_000);
  }
});

describe('a merge may be made by making the note itself (merge-tahoe-lists s27-s194-f3, merge-work-meetings s27-s194-f4)', () => {
  for (const id of ['single.simple_note.merge-tahoe-lists', 'single.simple_note.merge-work-meetings']) {
    it(`${id}: open.02 takes an input reaching create_note's title; an app merging by search + show + create passes`, async () => {
      const open02 = suiteTask(id).episodes.find((e) => e.stage === 'open')!.assertions.find((a) => a.id === 'open.02.input_available')!;
      expect((open02 as { names: string[] }).names).toEqual(expect.arrayContaining(['simple_note.merge_notes.title', 'simple_note.create_note.title']));
      const byCreate = (ref: Record<string, Obj>): void => {
        for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => (x.plan as Obj[]).some((s) => s.call === 'simple_note.merge_notes'))) {
          a.plan = (a.plan as Obj[]).flatMap((s): Obj[] => {
            if (s.call === 'simple_note.merge_notes') {
              return [
                { call: 'simple_note.show_note', args: { note_id: '{{one.0.note_id}}' }, bind: 'n1' },
                { call: 'simple_note.show_note', args: { note_id: '{{two.0.note_id}}' }, bind: 'n2' },
                { call: 'simple_note.create_note', args: { title: '{{inputs.merged_title}}', content: '## {{n1.title}}\n{{n1.content}}\n\n## {{n2.title}}\n{{n2.content}}' }, bind: 'merged' },
              ];
            }
            return [s];
          });
        }
      };
      const rows = (await runAttacked(suiteTask(id), byCreate, cache)).rows;
      expect(failed(rows).filter((r) => r.startsWith('open.'))).toEqual([]);
    }, 180_000);
  }
});

const BUDGET = 'single.simple_note.may-budget-archive';

describe('the named budget note is neither the only nor the newest finance note (may-budget-archive s27-s194-f2)', () => {
  const searchBy = (args: Obj) => (ref: Record<string, Obj>): void => {
    for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'save_to_file')) {
      for (const s of a.plan as Obj[]) if (s.call === 'simple_note.search_notes') s.args = args;
    }
  };
  it('a newer look-alike, tagged as the named note is, is in the world', () => {
    const rows = suiteTask(BUDGET).world.rows ?? [];
    expect(rows.some((r) => r.app === 'simple_note' && r.table === 'notes' && (r.row as Obj).title === 'Budget - June' && String((r.row as Obj).tags).includes('finance'))).toBe(true);
  });
  it('the reference passes; an app that ignores the typed title and takes the newest finance note or the first budget hit fails', async () => {
    expect(failed((await runAttacked(suiteTask(BUDGET), () => {}, cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(BUDGET), searchBy({ tags: ['finance'], page_limit: 1 }), cache)).rows)).not.toEqual([]);
    expect(failed((await runAttacked(suiteTask(BUDGET), searchBy({ query: 'budget', page_limit: 1 }), cache)).rows)).not.toEqual([]);
  }, 240_000);
});

const KENJI = 'single.simple_note.lend-interview-questions';
const ELENA = 'single.simple_note.lend-portland-itinerary';

describe('a share taken back is not shown as still lent, and a share the user never touched may be shown (s27-w2-f6, f7, f8)', () => {
  const kenji = byId(KENJI, 'reopen.05.persisted_visible');
  const elena = byId(ELENA, 'reopen.05.persisted_visible');
  it('the checks read bare "shared", an arrow, read-only; the itinerary\'s check knows Liam keeps his share', () => {
    for (const spec of [kenji, elena]) expect(spec.was).toEqual(expect.arrayContaining(['shared', 'read-only', '→']));
    expect(elena.held_by).toEqual(['Liam Larsen', 'liam.larsen@proton.me']);
    expect(kenji.held_by).toBeUndefined();
  });
  it('the reviewer\'s stale rows fail', () => {
    const q = 'Interview questions for the backend role';
    expect(passes(kenji, [h2('Notes'), `${q} (note 4790283) to kenji.chen@proton.me — shared`])).toBe(false);
    expect(passes(kenji, [h2('Shared notes'), `${q} → kenji.chen@proton.me`])).toBe(false);
    expect(passes(kenji, [h2('Notes'), `${q} — kenji.chen@proton.me (read-only)`])).toBe(false);
    expect(passes(kenji, [h2('Notes'), `${q} — shared (Kenji, read only)`])).toBe(false);
    const p = 'Portland weekend itinerary';
    expect(passes(elena, [h2('Notes'), `${p} (note 3901405) to elena.haddad@outlook.com — shared`])).toBe(false);
    expect(passes(elena, [h2('Shared notes'), `${p} — Elena`])).toBe(false);
    expect(passes(elena, [h2('Notes'), `${p} — shared (Elena, read only)`])).toBe(false);
    expect(passes(elena, [h2('Notes'), `${p} — shared with elena.haddad@outlook.com`])).toBe(false);
    expect(passes(elena, [h2('Notes'), `${p} — shared with Liam Larsen, Elena Haddad`])).toBe(false);
  });
  it('the share told taken back, private, a log, or the untouched share with Liam passes', () => {
    const q = 'Interview questions for the backend role';
    expect(passes(kenji, [h2('Notes'), `${q} — private`])).toBe(true);
    expect(passes(kenji, [`Shared ${q} with kenji.chen@proton.me`, `Stopped sharing ${q} with kenji.chen@proton.me`])).toBe(true);
    expect(passes(kenji, [h2('Notes'), `${q} — no longer shared with Kenji`])).toBe(true);
    const p = 'Portland weekend itinerary';
    for (const row of [`${p} — shared with Liam Larsen`, `${p} — Liam Larsen has access`, `${p} — read access: Liam Larsen`, `${p} — shared with liam.larsen@proton.me (read only)`, `${p} — shared`]) {
      expect(passes(elena, [h2('Notes'), row]), row).toBe(true);
    }
    expect(passes(elena, [h2('Sharing'), `${p} — Liam Larsen`])).toBe(true);
    expect(passes(elena, [h2('Notes'), `${p} — Elena's access removed`])).toBe(true);
  });
  for (const id of [KENJI, ELENA]) {
    it(`${id}: the reference passes`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 180_000);
  }
});
