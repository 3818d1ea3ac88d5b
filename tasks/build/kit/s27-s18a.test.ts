/**
 * s27 lane s18a: findings of sample S18 closed by kind, on the real built tasks. Each block: the
 * reviewer's wrong screen (or wrong app) now fails, and the correct forms (other words, layouts, the
 * reference itself) still pass.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir, versions, type Obj, goneCheck, reopenChecks } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s27-s18a');
type Line = string | readonly [string, string];
const h2 = (line: string) => ['h2', line] as const;

type Kept = Extract<AssertionSpec, { type: 'persisted_visible' }>;
type Shown = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;
const isShown = (a: AssertionSpec): a is Shown => a.type === 'visible_result_grounded';
/** Every screen check of the reopen (no record probes needed for the gone checks). */
const passes = (spec: AssertionSpec, lines: readonly Line[], captures: Obj = {}): boolean => evaluate(spec, reopenedScreen([...lines]), captures).passed;

const FINANCE = 'single.file_system.finance-consolidate';
const GARDEN = 'single.file_system.garden-out-of-projects';

describe('a folder deleted by its path is not shown as still there (finance-consolidate s26-s182-f1)', () => {
  const spec = goneCheck(FINANCE, '/home/alex/downloads/statements');
  it('the reviewer\'s stale row fails', () => {
    expect(passes(spec, ['~/documents/finance/taxes', '/home/alex/downloads/statements (3 files)'])).toBe(false);
    expect(passes(spec, [h2('Folders'), '~/downloads/statements — 3 files'])).toBe(false);
  });
  it('the deletion told, a heading of deleted folders, or nothing passes', () => {
    expect(passes(spec, ['/home/alex/downloads/statements — deleted with 3 files'])).toBe(true);
    expect(passes(spec, ['Removed ~/downloads/statements and its 3 files'])).toBe(true);
    expect(passes(spec, [h2('Deleted folders'), '/home/alex/downloads/statements'])).toBe(true);
    expect(passes(spec, ['~/documents/finance/taxes — moved here'])).toBe(true);
    expect(passes(spec, ['No folders changed yet.'])).toBe(true);
  });
  it('garden-out-of-projects: a folder moved out of the deleted one is not the deleted one', () => {
    const projects = goneCheck(GARDEN, '/home/alex/projects');
    expect(passes(projects, ['/home/alex/documents/garden_planner — moved from /home/alex/projects/garden_planner (4 files)'])).toBe(true);
    expect(passes(projects, ['/home/alex/documents/garden_planner — moved from ~/projects/garden_planner', '/home/alex/projects — deleted'])).toBe(true);
    expect(passes(projects, ['/home/alex/documents/garden_planner', '/home/alex/projects — empty folder'])).toBe(false);
  });
});

describe('a folder moved is not shown at its old path (finance-consolidate s26-s182-f2)', () => {
  const spec = goneCheck(FINANCE, '/home/alex/documents/taxes');
  it('the reviewer\'s stale row fails', () => {
    expect(passes(spec, ['/home/alex/documents/taxes (2 files)', '/home/alex/documents/finance/taxes'])).toBe(false);
    expect(passes(spec, [h2('Folders'), '~/documents/taxes — 2 files'])).toBe(false);
  });
  it('the move told beside the new path, the new path alone, or a kept log passes', () => {
    expect(passes(spec, ['/home/alex/documents/finance/taxes — moved from /home/alex/documents/taxes (folder 5176062, 2 files)'])).toBe(true);
    expect(passes(spec, ['~/documents/finance/taxes'])).toBe(true);
    expect(passes(spec, ['Moved ~/documents/taxes to ~/documents/finance/taxes'])).toBe(true);
    expect(passes(spec, ['Moved ~/documents/taxes', 'Now at ~/documents/finance/taxes'])).toBe(true);
  });
  it('garden-out-of-projects gets it too', () => {
    const garden = goneCheck(GARDEN, '/home/alex/projects/garden_planner');
    expect(passes(garden, ['/home/alex/projects/garden_planner — 4 files'])).toBe(false);
    expect(passes(garden, ['/home/alex/documents/garden_planner — moved from /home/alex/projects/garden_planner'])).toBe(true);
  });
  for (const id of [FINANCE, GARDEN]) {
    it(`${id}: the reference passes every check in the real world`, async () => {
      expect(reopenChecks(id).filter((a) => a.gone === true).length).toBe(2);
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 90_000);
  }
  // The reviewer's wrong apps, in the real world: the deleted folder kept as a bare row; the moved
  // folder's old path kept as a row beside the new one.
  const idOf = (value: string): string => goneCheck(FINANCE, value).id;
  const reopenFailed = async (attack: (ref: Record<string, Obj>) => void): Promise<string[]> => failed((await runAttacked(suiteTask(FINANCE), attack, cache)).rows).filter((id) => id.startsWith('reopen.'));
  it(`${FINANCE}: the deleted folder kept as a bare row fails the reopen's new check only`, async () => {
    expect(await reopenFailed((ref) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'delete_folder')) a.plan = (a.plan as Obj[]).map((s) => (s.append === 'moves' ? { ...s, item: { path: '{{before.path}}', what: '{{before.file_count}} files' } } : s));
    })).toEqual([idOf('/home/alex/downloads/statements')]);
  }, 90_000);
  it(`${FINANCE}: the old path kept as a row beside the new one fails the reopen's new check only`, async () => {
    expect(await reopenFailed((ref) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'move_folder')) a.plan = (a.plan as Obj[]).flatMap((s) => (s.append === 'moves' ? [{ ...s, item: { path: '{{info.path}}', what: '{{info.file_count}} files' } }, { ...s, item: { path: '{{inputs.folder}}', what: '{{info.file_count}} files' } }] : [s]));
    })).toEqual([idOf('/home/alex/documents/taxes')]);
  }, 90_000);
});

const WEDDING = 'single.simple_note.pin-wedding';
const BUDGET = 'single.simple_note.pin-budget';
/** The app's unpin action, changed by `edit` (every version of slot A's app). */
const unpinAs = (edit: (plan: Obj[]) => Obj[]) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'unpin')) a.plan = edit(a.plan as Obj[]);
};
const firstPinned = (args: Obj) => unpinAs((plan) => plan.map((s) => (s.call === 'simple_note.search_notes' ? { ...s, args } : s)));

describe('a newer pinned look-alike stands beside the note to unpin (pin-wedding s26-s183-f1)', () => {
  it('the world holds another pinned note, newer, named like it but not by the user\'s words', () => {
    const wedding = suiteTask(WEDDING).world.rows ?? [];
    expect(wedding).toEqual([expect.objectContaining({ app: 'simple_note', table: 'notes', row: expect.objectContaining({ title: 'Wedding - Maya and Tom', pinned: 1 }) })]);
    expect((suiteTask(BUDGET).world.rows ?? [])[0]?.row).toMatchObject({ title: 'Budget - Summer trip', pinned: 1 });
  });
  for (const id of [WEDDING, BUDGET]) {
    it(`${id}: unpinning the first pinned hit (no query, or pinned: true) fails the unpin step`, async () => {
      for (const args of [{ page_limit: 1 }, { pinned: true, page_limit: 1 }]) {
        const bad = failed((await runAttacked(suiteTask(id), firstPinned(args), cache)).rows);
        expect(bad.filter((x) => x.startsWith('revise.'))).toEqual(expect.arrayContaining(['revise.04.db_changed', 'revise.05.record_matches']));
      }
    }, 120_000);
  }
});

describe('the pin taken off is not shown as still on after reopen (pin-wedding s26-s183-f2)', () => {
  const spec = goneCheck(WEDDING, 'Wedding - Priya and Sam');
  it('is asked, with the pin words as the old state and no bare Pin / Unpin button word', () => {
    expect(spec).toMatchObject({ gone: true, history: true, was_headed: true });
    expect(spec.was).toEqual(expect.arrayContaining(['pinned']));
    expect([...(spec.state ?? []), ...(spec.was ?? [])]).not.toEqual(expect.arrayContaining(['pin']));
    expect([...(spec.state ?? []), ...(spec.was ?? [])]).not.toEqual(expect.arrayContaining(['unpin']));
  });
  it('the reviewer\'s stale row fails, and under a "Pinned" heading, or beside an Unpin button', () => {
    expect(passes(spec, [h2('Pinned here'), 'Wedding - Priya and Sam (note 8456952) — pinned'])).toBe(false);
    expect(passes(spec, [h2('Pinned notes'), 'Wedding - Priya and Sam (note 8456952)'])).toBe(false);
    expect(passes(spec, ['Wedding - Priya and Sam — pinned — Unpin'])).toBe(false);
  });
  it('the state now, a bare row, a Pin button, or a kept log passes', () => {
    expect(passes(spec, [h2('Pinned here'), 'Wedding - Priya and Sam (note 8456952) — unpinned'])).toBe(true);
    expect(passes(spec, ['Wedding - Priya and Sam — no longer pinned'])).toBe(true);
    expect(passes(spec, [h2('My notes'), 'Wedding - Priya and Sam — Pin'])).toBe(true);
    expect(passes(spec, ['Pinned Wedding - Priya and Sam', 'Unpinned Wedding - Priya and Sam'])).toBe(true);
    expect(passes(spec, ['Nothing yet.'])).toBe(true);
  });
  for (const id of [WEDDING, BUDGET]) {
    it(`${id}: the reference passes; an app whose kept list still says "pinned" fails the reopen (Q1)`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
      const stale = failed((await runAttacked(suiteTask(id), unpinAs((plan) => plan.filter((s) => s.update === undefined)), cache)).rows);
      expect(stale.filter((x) => x.startsWith('reopen.'))).toEqual(['reopen.05.persisted_visible']);
    }, 120_000);
  }
});

const SPEECH = 'single.todoist.wedding-speech-tick';
const STEP_TASKS = ['single.todoist.bike-tuneup-steps', 'single.todoist.tax-return-steps', 'single.todoist.garage-cleanout-tick', SPEECH, 'single.todoist.open-house-drop', 'single.todoist.science-fair-drop', 'single.todoist.move-out-rename', 'single.todoist.podcast-episode-rename'];
const openChecks = (task: string): Kept[] => reopenChecks(task).filter((a) => a.gone === true && (a.state ?? []).includes('not done'));
/** The app's add action, appending every step in `state`. */
const stepsAs = (state: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'add_task_with_steps')) {
      a.plan = (a.plan as Obj[]).map((s) => (s.for_each === undefined ? s : { ...s, steps: (s.steps as Obj[]).map((t) => (t.append === 'steps' ? { ...t, item: { ...t.item, state } } : t)) }));
    }
  }
};

describe('a step no one ticked is not shown done (wedding-speech-tick s26-s185-f1)', () => {
  const [joke, time] = ['Draft the opening joke', 'Time it out loud'].map((v) => goneCheck(SPEECH, v));
  it('each open step is asked, the ticked one is not; every step task of the kind gets it', () => {
    expect(openChecks(SPEECH).map((a) => a.value).sort()).toEqual(['Draft the opening joke', 'Time it out loud']);
    for (const id of STEP_TASKS) expect(openChecks(id).length, id).toBeGreaterThan(0);
    expect(joke!.was).not.toEqual(expect.arrayContaining(['complete']));
    expect(joke!.was).not.toEqual(expect.arrayContaining(['tick']));
  });
  it('a step shown done fails, in words or glyphs, under a heading of done steps too', () => {
    expect(passes(joke!, ['Draft the opening joke — step 8100001 of task 8100000, done'])).toBe(false);
    expect(passes(joke!, ['✓ Draft the opening joke'])).toBe(false);
    expect(passes(time!, ['[x] Time it out loud'])).toBe(false);
    expect(passes(time!, ['Time it out loud — completed'])).toBe(false);
  });
  it('a step shown open in other words, bare, with a Complete button, or not at all passes', () => {
    expect(passes(joke!, ['Draft the opening joke — step 8100001 of task 8100000, open'])).toBe(true);
    expect(passes(joke!, ['[ ] Draft the opening joke'])).toBe(true);
    expect(passes(joke!, ['Draft the opening joke'])).toBe(true);
    expect(passes(joke!, ['Draft the opening joke — not done yet'])).toBe(true);
    expect(passes(time!, ['Still to do: Time it out loud', 'Done: Collect stories from friends'])).toBe(true);
    expect(passes(time!, ['No steps yet.'])).toBe(true);
  });
  it('the reviewer\'s wrong app (every step appended done) fails at reopen; the reference and an app saying "to do" pass', async () => {
    const bad = failed((await runAttacked(suiteTask(SPEECH), stepsAs('done'), cache)).rows);
    expect(bad).toEqual(expect.arrayContaining(openChecks(SPEECH).map((a) => a.id)));
    expect(failed((await runAttacked(suiteTask(SPEECH), stepsAs('to do'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(suiteTask(SPEECH), () => {}, cache)).rows)).toEqual([]);
  }, 120_000);
  for (const id of STEP_TASKS.filter((x) => x !== SPEECH)) {
    it(`${id}: the reference passes; every step appended done fails at reopen`, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
      // The steps the add action made (an added step is appended open by its own action).
      const listed = String(Object.entries(suiteTask(id).episodes.find((e) => e.stage === 'submit')?.values ?? {}).find(([k]) => k.split('|').includes('steps'))?.[1] ?? '').split(', ');
      const made = openChecks(id).filter((a) => listed.includes(String(a.value)));
      expect(made.length).toBeGreaterThan(0);
      expect(failed((await runAttacked(suiteTask(id), stepsAs('done'), cache)).rows)).toEqual(expect.arrayContaining(made.map((a) => a.id)));
    }, 120_000);
  }
});

const TAHOE = 'single.simple_note.merge-tahoe-lists';
const MEETINGS = 'single.simple_note.merge-work-meetings';
const createShown = (task: string): Shown[] => suiteTask(task).episodes.filter((e) => e.stage === 'submit').flatMap((e) => e.assertions).filter(isShown);
/** The app's merge action, its message changed by `edit`. */
const mergeSays = (text: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'merge')) a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: text } : s));
};

describe('the merged note\'s content is shown for the user to look over (merge-tahoe-lists s26-s183-f1)', () => {
  it('each line of both originals is asked, by its text alone (no title stands in for it)', () => {
    const tahoe = createShown(TAHOE).filter((a) => a.because === 'Coffee shops to try' || a.because === 'Movies to watch');
    expect(tahoe.map((a) => a.value)).toEqual(['Milstead & Co (Fremont)', 'Elm Coffee Roasters (Pioneer Square)', 'Analog Coffee (Capitol Hill)', 'Lighthouse Roasters (Fremont) - tried, loved the drip', 'Past Lives', 'Everything Everywhere All at Once (rewatch)', 'Aftersun', 'The Banshees of Inisherin', 'Spirited Away with the roommates']);
    expect(tahoe.every((a) => a.or === undefined)).toBe(true);
    // s29 (s29-s212-f2): merge-work-meetings' user never says they will look the digest over; its title alone is asked.
    expect(createShown(MEETINGS).map((a) => a.value)).not.toContain('Roadmap: ship search v2 by June 30');
  });
  for (const id of [TAHOE]) {
    it(`${id}: the reviewer's app (titles only, no content) fails; the reference and other layouts pass`, async () => {
      const bad = failed((await runAttacked(suiteTask(id), mergeSays('Merged "{{one.0.title}}" and "{{two.0.title}}" into "{{inputs.merged_title}}" (note {{merged.note_id}}).'), cache)).rows);
      expect(bad.filter((x) => x.startsWith('create.')).length).toBeGreaterThan(0);
      expect(bad.every((x) => x.startsWith('create.') && x.endsWith('visible_result_grounded'))).toBe(true);
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
      // The content under other words, and the two originals' texts read back in the other order.
      expect(failed((await runAttacked(suiteTask(id), mergeSays('"{{inputs.merged_title}}" is ready (note {{merged.note_id}}). Here it is:\n{{digest.content}}'), cache)).rows)).toEqual([]);
      const reversed = (ref: Record<string, Obj>): void => {
        for (const pkg of versions(ref)) {
          for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'merge')) {
            a.plan = (a.plan as Obj[]).flatMap((s) => (typeof s.message === 'string'
              ? [{ call: 'simple_note.show_note', args: { note_id: '{{two.0.note_id}}' }, bind: 'b' }, { call: 'simple_note.show_note', args: { note_id: '{{one.0.note_id}}' }, bind: 'a' },
                { message: 'Made "{{inputs.merged_title}}" (note {{merged.note_id}}) from:\n{{b.title}}: {{b.content}}\n{{a.title}}: {{a.content}}' }]
              : [s]));
          }
        }
      };
      expect(failed((await runAttacked(suiteTask(id), reversed, cache)).rows)).toEqual([]);
    }, 120_000);
  }
});
