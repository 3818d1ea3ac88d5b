/**
 * s28 gone2, on the real built tasks, both sides of each finding:
 * - gift-call-erase s28-s202-f2 (and surprise-party-calls, same builder): a call made and erased is
 *   not kept after reopen beside its made state (kit/made-undone.ts, a row with no content of its own);
 * - recipes-for-mom s28-s201-f4 (and garden-next-season, same builder): a copied file deleted by its
 *   path is not listed in the copy after reopen (kit/dropped-file-gone.ts);
 * - baby-shower-checklist s28-s200-f1 (and the other checklist cases): the step's screen shows the
 *   ticked item with its tick (cases/multi_tool/simple_note.ts, ticksFirst).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { failed, goneCheck, runAttacked, reopenedScreen, suiteTask, tempDir, versions } from '../../../src/stages/__tests__/helpers.ts';
import type { Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s28-gone2');
type Row = string | readonly [string, string];

describe('a call made and erased (gift-call-erase s28-s202-f2)', () => {
  const CASES = [
    { task: 'single.phone.gift-call-erase', who: 'Chloe Patel', id: 1958841 },
    { task: 'single.phone.surprise-party-calls', who: 'Aisha Schmidt', id: 0 },
  ] as const;
  for (const c of CASES) {
    const spec = goneCheck(c.task, c.who);
    const passes = (rows: readonly Row[]): boolean => evaluate(spec, reopenedScreen(rows), { callId: c.id || 4242424 }).passed;
    const id = c.id || 4242424;
    it(`${c.task}: a kept row of the call as made fails`, () => {
      expect(spec).toMatchObject({ gone: true, history_kept: true, or: ['$callId'] });
      expect(passes(['Calls made here', `${c.who} — call ${id} (called)`])).toBe(false);
      expect(passes([`Called ${c.who}`])).toBe(false);
      expect(passes([`call ${id}: outgoing`])).toBe(false);
    });
    it(`${c.task}: nothing, the person, another call, or a log telling the erasure passes`, () => {
      expect(passes(['No calls yet.'])).toBe(true);
      expect(passes([`${c.who} — contact`])).toBe(true);
      expect(passes([`${c.who} — missed, 22 Jan`])).toBe(true);
      expect(passes([`${c.who} — call ${id} (erased from the log)`])).toBe(true);
      expect(passes([`Erased the call to ${c.who} (call ${id}) from the log`])).toBe(true);
    });
  }

  it('the finding\'s probe: erase_call without its list update now fails the reopen check; the reference passes', async () => {
    const task = suiteTask('single.phone.gift-call-erase');
    const stale = (ref: Record<string, Obj>): void => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'erase_call')) a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined);
    };
    const wrong = await runAttacked(task, stale, cache);
    expect(wrong.records.get('reopen')?.visible_text).toContain('Chloe Patel — call 1958841 (called)');
    expect(failed(wrong.rows)).toContain('reopen.06.persisted_visible');
    const right = await runAttacked(task, () => undefined, cache);
    expect(failed(right.rows)).toEqual([]);
  }, 300_000);
});

describe('a copied file deleted by its path (recipes-for-mom s28-s201-f4)', () => {
  const CASES = [
    { task: 'single.file_system.recipes-for-mom', name: 'weeknight_curry.txt', copy: '~/documents/recipes_for_mom', src: '~/documents/recipes', other: 'banana_bread.txt' },
    { task: 'single.file_system.garden-next-season', name: 'seed_order.csv', copy: '~/projects/garden_planner_2024', src: '~/projects/garden_planner', other: 'bed_layout.txt' },
  ] as const;
  for (const c of CASES) {
    const spec = goneCheck(c.task, c.name);
    const passes = (rows: readonly Row[]): boolean => evaluate(spec, reopenedScreen(rows), {}).passed;
    it(`${c.task}: the copy still listing the file fails`, () => {
      expect(passes([`${c.copy} — ${c.name}, ${c.other}`])).toBe(false);
      expect(passes([`${c.copy}/${c.name}`])).toBe(false);
      expect(passes([`${c.copy.replace('~', '/home/alex')}/${c.name}`])).toBe(false);
    });
    it(`${c.task}: the copy without it, the source folder, nothing, or a log of the removal passes`, () => {
      expect(passes([`${c.copy} — ${c.other}`])).toBe(true);
      expect(passes([`${c.src} — ${c.name}, ${c.other}`, `${c.copy} — ${c.other}`])).toBe(true);
      expect(passes(['No copies yet.'])).toBe(true);
      expect(passes([`${c.copy}/${c.name} — removed`])).toBe(true);
      expect(passes([`Copied folder ${c.copy}`, `Removed ${c.name} from ${c.copy}`])).toBe(true);
    });
  }
});

describe('a checklist item ticked at the step (baby-shower-checklist s28-s200-f1)', () => {
  const CASES = ['multi.baby-shower-checklist', 'multi.camping-gear-checklist', 'multi.party-shopping-checklist'];
  const records = new Map<string, Map<string, EpisodeRecord>>();
  beforeAll(async () => {
    for (const task of CASES) records.set(task, (await runAttacked(suiteTask(task), () => undefined, cache)).records);
  }, 900_000);
  /** The revise step's checks on the reference's record with the lines its action added replaced by `lines`. */
  const failing = (task: string, lines: readonly string[]): string[] => {
    const episodes = records.get(task)!;
    const r = episodes.get('revise')!;
    const before = new Set((r.visible_before ?? '').split('\n'));
    const kept = r.visible_text.split('\n').filter((l) => before.has(l));
    const changed = new Map(episodes);
    changed.set('revise', { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<div>${l}</div>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } });
    return failed(checkTaskEvaluation(suiteTask(task), 0, 'attack', changed)).filter((a) => a.startsWith('revise.') && a.includes('visible_result_grounded'));
  };
  const values = (task: string) => {
    const t = suiteTask(task);
    const of = (episode: string, key: string): string => String(Object.entries(t.episodes.find((e) => e.id === episode)?.values ?? {}).find(([k]) => k.split('|').includes(key))?.[1]);
    return { item: of('create', 'item'), added: of('revise', 'new_item') };
  };
  it('the reference passes', () => {
    for (const task of CASES) expect(failing(task, records.get(task)!.get('revise')!.visible_text.split('\n').filter((l) => !new Set((records.get(task)!.get('revise')!.visible_before ?? '').split('\n')).has(l))), task).toEqual([]);
  });
  it('a generic "done" beside the added item, or the ticked item without a tick, fails', () => {
    for (const task of CASES) {
      const { item, added } = values(task);
      expect(failing(task, [`Done: ${added} added to the list`]), task).not.toEqual([]);
      expect(failing(task, [`Ticked item 1 and added ${added}.`, `${item}: open`, `${added}: open`]), task).not.toEqual([]);
      expect(failing(task, [`Added ${added}. Tick ${item}`]), task).not.toEqual([]);
    }
  });
  it('the ticked item told with any tick word or mark, in any layout, passes', () => {
    for (const task of CASES) {
      const { item, added } = values(task);
      expect(failing(task, [`Ticked ${item} and added "${added}".`]), task).toEqual([]);
      expect(failing(task, [`${item}: ticked`, `${added}: open`])).toEqual([]);
      expect(failing(task, [`✓ ${item}`, `☐ ${added}`])).toEqual([]);
      expect(failing(task, [`[x] ${item}`, `[ ] ${added}`])).toEqual([]);
      expect(failing(task, [`Checked off ${item}; added ${added}`])).toEqual([]);
    }
  });
});
