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

/** The merge step's message replaced. */
const merging = (text: string, listed = true) => (ref: Record<string, Obj>): void => {
  for (const a of (ref.A?.package as Obj).actions as Obj[]) {
    if (a.id !== 'merge') continue;
    for (const s of a.plan as Obj[]) if (typeof s.message === 'string') s.message = text;
    if (!listed) a.plan = (a.plan as Obj[]).filter((s) => s.append === undefined);
  }
};

beforeAll(async () => {
  for (const id of [MEET, TAHOE]) {
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
