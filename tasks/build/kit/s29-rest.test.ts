/**
 * s29 rest: findings of lane rest, each fixed for its kind and proved on the real suite tasks, both ways.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { failed, reopenedScreen, runAttacked, suiteCheck, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const cache = tempDir('s29-rest');
const probes = new Map<string, EpisodeRecord['probes']>();
const reopenPasses = (task: string, id: string, rows: (string | [string, string])[]): boolean =>
  evaluate(suiteCheck(task, id), { ...reopenedScreen(rows), probes: probes.get(task) ?? {} }, {}).passed;

const MEET = 'single.simple_note.merge-work-meetings';
const TAHOE = 'single.simple_note.merge-tahoe-lists';
const MOM = 'single.file_system.recipes-for-mom';
const GARDEN = 'single.file_system.garden-next-season';
const OUT = 'single.file_system.garden-out-of-projects';
const FIN = 'single.file_system.finance-consolidate';

/** The merge step's message replaced. */
const merging = (text: string, listed = true) => (ref: Record<string, Obj>): void => {
  for (const a of (ref.A?.package as Obj).actions as Obj[]) {
    if (a.id !== 'merge') continue;
    for (const s of a.plan as Obj[]) if (typeof s.message === 'string') s.message = text;
    if (!listed) a.plan = (a.plan as Obj[]).filter((s) => s.append === undefined);
  }
};

beforeAll(async () => {
  for (const id of [MEET, TAHOE, MOM, GARDEN, OUT, FIN]) {
    const { records } = await runAttacked(suiteTask(id), () => undefined, cache);
    const reopen = [...records.values()].filter((r) => r.stage === 'reopen');
    probes.set(id, Object.assign({}, ...reopen.map((r) => r.probes)) as EpisodeRecord['probes']);
  }
}, 600_000);

describe('merge-work-meetings s29-s212-f2: the digest\'s text is not demanded on screen where the user did not ask to look it over', () => {
  it('a message naming the merge and the new title passes every check; a message without the new title fails', async () => {
    const right = await runAttacked(suiteTask(MEET), merging('Merged "Q2 planning meeting - May 9" and "1:1 with manager - May 2" into "May meetings" (note {{merged.note_id}}).'), cache);
    expect(failed(right.rows)).toEqual([]);
    const wrong = await runAttacked(suiteTask(MEET), merging('Done.', false), cache);
    expect(failed(wrong.rows)).toContain('create.06.visible_result_grounded');
  }, 300_000);
  it('merge-tahoe-lists (the user looks it over) still asks each line of both notes', async () => {
    const lines = suiteTask(TAHOE).episodes.find((e) => e.stage !== 'open')!.assertions.filter((a) => a.type === 'visible_result_grounded');
    expect(lines.length).toBeGreaterThan(3);
    const titles = await runAttacked(suiteTask(TAHOE), merging('Merged "Coffee shops to try" and "Movies to watch" into "Weekend ideas" (note {{merged.note_id}}).'), cache);
    expect(failed(titles.rows).length).toBeGreaterThan(0);
  }, 300_000);
});

describe('merge-work-meetings s27-db1-f7: after reopen the deleted originals are not told as still in the notes', () => {
  const head: [string, string] = ['h2', 'Merged notes'];
  it('a kept list saying the originals are still there fails', () => {
    const rows: (string | [string, string])[] = [head, 'May meetings (note 1621559) — merged from notes 7123635 and 8790297', 'Q2 planning meeting - May 9 (note 7123635) — still in your notes', '1:1 with manager - May 2 (note 8790297) — still in your notes'];
    expect(reopenPasses(MEET, 'reopen.03', rows)).toBe(false);
    expect(reopenPasses(MEET, 'reopen.04', rows)).toBe(false);
    expect(reopenPasses(MEET, 'reopen.03', [head, 'May meetings', 'Q2 planning meeting - May 9 — kept'])).toBe(false);
    expect(reopenPasses(TAHOE, 'reopen.03', [head, 'Weekend ideas', 'Coffee shops to try — still in your notes'])).toBe(false);
  });
  it('the originals told deleted or merged, the digest shown with its section titles, or nothing of them, pass', () => {
    for (const rows of [
      [head, 'May meetings (note 1621559) — merged from notes 7123635 and 8790297', 'Original (note 7123635) — deleted', 'Original (note 8790297) — deleted'],
      [head, 'May meetings'],
      [head, 'May meetings — merged from Q2 planning meeting - May 9 and 1:1 with manager - May 2', 'Q2 planning meeting - May 9 — deleted', '1:1 with manager - May 2 — deleted'],
      [['h2', 'May meetings'], '## Q2 planning meeting - May 9', 'Attendees: Ava, Omar, Grace, me', '## 1:1 with manager - May 2', 'Talked about: promotion timeline'],
      [['h2', 'May meetings'], ['h3', 'Q2 planning meeting - May 9'], 'Attendees: Ava, Omar, Grace, me', ['h3', '1:1 with manager - May 2'], 'Talked about: promotion timeline'],
    ] as (string | [string, string])[][]) {
      for (const id of ['reopen.03', 'reopen.04']) expect(reopenPasses(MEET, id, rows), `${id} ${JSON.stringify(rows)}`).toBe(true);
    }
  });
});

describe('conference-trip s29-s212-f1: the draft the move carries over has a newer look-alike', () => {
  const TRIP = 'multi.conference-trip';
  /** The move's draft look-up replaced. */
  const finding = (args: Obj) => (ref: Record<string, Obj>): void => {
    for (const pkg of Object.values(ref)) for (const a of (pkg.package as Obj).actions as Obj[]) for (const s of a.plan as Obj[]) if (s.call === 'gmail.show_drafts') s.args = args;
  };
  it('the world holds a newer gmail draft of the user\'s, under a subject the task never says', () => {
    const rows = (suiteTask(TRIP).world.rows ?? []).filter((r) => r.app === 'gmail' && r.table === 'drafts');
    expect(rows.length).toBe(1);
    expect(String(rows[0]?.row.subject)).toMatch(/\(old\)$/);
  });
  it('taking the newest draft fails revise.08; finding it by the old date (the reference) or by its subject passes', async () => {
    const wrong = await runAttacked(suiteTask(TRIP), finding({ page_limit: 1 }), cache);
    expect(failed(wrong.rows)).toContain('revise.08.world_matches_reference');
    const bySubject = await runAttacked(suiteTask(TRIP), finding({ query: 'Out of office', page_limit: 1 }), cache);
    expect(failed(bySubject.rows)).toEqual([]);
    const reference = await runAttacked(suiteTask(TRIP), () => undefined, cache);
    expect(failed(reference.rows)).toEqual([]);
  }, 300_000);
});

describe('a deleted file listed under its folder\'s path as a heading (recipes-for-mom s28-e2-f2, garden-next-season s28-e1-f3)', () => {
  it('the copy folder as a heading over the deleted file fails reopen.05', () => {
    expect(reopenPasses(MOM, 'reopen.05', [['h2', '~/documents/recipes_for_mom'], 'weeknight_curry.txt', 'banana_bread.txt'])).toBe(false);
    expect(reopenPasses(MOM, 'reopen.05', [['h2', '/home/alex/documents/recipes_for_mom'], 'weeknight_curry.txt'])).toBe(false);
    expect(reopenPasses(GARDEN, 'reopen.05', [['h2', 'garden_planner_2024'], 'seed_order.csv', 'plan.md'])).toBe(false);
    expect(reopenPasses(GARDEN, 'reopen.05', ['garden_planner_2024:', 'seed_order.csv', 'plan.md'])).toBe(false);
  });
  it('the source folder as a heading over its own file, the copy without it, or the file told removed, pass', () => {
    for (const rows of [
      [['h2', '~/documents/recipes'], 'weeknight_curry.txt', 'banana_bread.txt', ['h2', '~/documents/recipes_for_mom'], 'banana_bread.txt'],
      [['h2', '~/documents/recipes_for_mom'], 'banana_bread.txt'],
      [['h2', '~/documents/recipes_for_mom'], 'banana_bread.txt', 'weeknight_curry.txt — removed'],
      [['h2', '~/documents/recipes_for_mom'], 'banana_bread.txt', ['h2', 'Deleted'], 'weeknight_curry.txt'],
    ] as (string | [string, string])[][]) expect(reopenPasses(MOM, 'reopen.05', rows), JSON.stringify(rows)).toBe(true);
    for (const rows of [
      [['h2', 'garden_planner'], 'seed_order.csv', 'plan.md', ['h2', 'garden_planner_2024'], 'plan.md'],
      [['h2', '/home/alex/projects/garden_planner_2024'], 'plan.md', 'seed_order.csv — deleted'],
    ] as (string | [string, string])[][]) expect(reopenPasses(GARDEN, 'reopen.05', rows), JSON.stringify(rows)).toBe(true);
  });
});

describe('garden-out-of-projects: a folder emptied is not deleted (s27-db1-f2); trash and move-log forms (s27-db1-f3, f4)', () => {
  const head: [string, string] = ['h2', 'Folders'];
  it('reopen.06: the folder told emptied or empty fails; told in the trash, deleted, or a move log beside nothing stale, passes', () => {
    for (const row of ['/home/alex/projects (emptied, 0 files)', '/home/alex/projects — emptied', '/home/alex/projects — empty', '/home/alex/projects'])
      expect(reopenPasses(OUT, 'reopen.06', [head, row]), row).toBe(false);
    for (const row of ['/home/alex/projects (in trash)', '/home/alex/projects — moved to the trash', '/home/alex/projects → Trash', '/home/alex/projects — in the bin', '/home/alex/projects — deleted', '/home/alex/projects — deleted with 0 files'])
      expect(reopenPasses(OUT, 'reopen.06', [head, row]), row).toBe(true);
    for (const row of ['/home/alex/documents/garden_planner — moved from /home/alex/projects', 'garden_planner: moved from /home/alex/projects to /home/alex/documents', 'Moved garden_planner from ~/projects to ~/documents'])
      expect(reopenPasses(OUT, 'reopen.06', [head, row]), row).toBe(true);
    expect(reopenPasses(OUT, 'reopen.06', [head, '/home/alex/documents/garden_planner — moved from /home/alex/projects', '/home/alex/projects — 0 files'])).toBe(false);
  });
  it('revise.07: "emptied"/"empty" no longer tell the folder deleted', () => {
    const spec = suiteCheck(OUT, 'revise.07');
    const state = spec.type === 'visible_result_grounded' ? (spec.state ?? []) : [];
    expect(state).not.toContain('emptied');
    expect(state).not.toContain('empty');
    expect(state).toContain('deleted');
  });
});

describe('finance-consolidate s27-db4-f3: a listing\'s "created <date>" field is no log of the folder\'s making', () => {
  const head: [string, string] = ['h2', 'Folders'];
  const now = '/home/alex/documents/finance/taxes — 2 files';
  it('the old path listed with its created or made date beside the new path fails reopen.05', () => {
    for (const row of ['/home/alex/documents/taxes — created 2022-11-15 (2 files)', '/home/alex/documents/taxes — made 2022-11-15', '/home/alex/documents/taxes (created Nov 2022, 2 files)'])
      expect(reopenPasses(FIN, 'reopen.05', [head, row, now]), row).toBe(false);
  });
  it('the new path alone, with its own date, told moved from the old, or a log of the move passes', () => {
    for (const rows of [[head, now], [head, '/home/alex/documents/finance/taxes — created 2022-11-15 (2 files)'], [head, '/home/alex/documents/finance/taxes — moved from /home/alex/documents/taxes'], [head, 'Moved /home/alex/documents/taxes to /home/alex/documents/finance/taxes', now]] as (string | [string, string])[][])
      expect(reopenPasses(FIN, 'reopen.05', rows), JSON.stringify(rows)).toBe(true);
  });
});
