/**
 * A look-up by id names the one record it found (src/stages/check/grounding.ts `lookUpUnidentified`,
 * and the dump allowance). For the service tasks whose "followup" looks a record up again by its id,
 * through the real generate → run → check chain with hand-made apps whose look-up ignores the typed
 * id and lists records of that kind with their new word (the looked-up one among them, so the value
 * asked for is on screen):
 * - every record of the kind (a page of the service's list API) fails the followup's result checks
 *   (a dump);
 * - a short list (the looked-up record and one or two others, within the dump allowance) fails them
 *   too: the others beside it do not say which one it found;
 * - the reference passes.
 * service.note-tags is covered in lookup-beside.test.ts.
 *
 * The two Venmo tasks: a payment has no name of its own, so it counts as shown by its memo (its
 * `description`, grounding.ts `recordShown`). A look-up listing every payment by its memo alone is
 * refused as a dump, as is the same list with each payment's id (the last describe).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import type { AssertionRow } from '../../../src/schemas/assertions.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The ids of the followup's result checks. */
const shown = (t: Obj): string[] =>
  ((t.episodes as Obj[]).find((e) => e.id === 'followup')!.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded').map((a) => a.id as string);

/** The followup's result checks as run: id, passed, and whether the value was on screen, and why not grounded. */
const outcomes = (rows: readonly AssertionRow[], t: Obj) =>
  shown(t).map((id) => {
    const row = rows.find((r) => r.assertion === id)!;
    const observed = row.observed as Obj;
    return { id, passed: row.passed, shown: observed.shown as boolean, why: observed.why as string | undefined };
  });

/** The app whose look-up runs `plan` (it reads records into `seen`, one labelled row each) and lists them. */
const listing = (plan: Obj[]) => (pkg: Obj): Obj => {
  packageAction(pkg, 'look_up').plan = [...plan, { message: 'Looked up.' }];
  pkg.state.collections.seen = { key: 'id', fields: { id: 'number', label: 'string' } };
  pkg.views[0].components.push({ type: 'list', collection: 'seen', item: '{{item.label}}', empty: '' });
  return pkg;
};

/** Read the records `call` lists and keep each as a row `label` (the record is `r`, its key `id`). */
const each = (call: string, args: Obj, id: string, label: string, bind = 'all'): Obj[] => [
  { call, args, bind },
  { for_each: `{{${bind}}}`, as: 'r', limit: 20, steps: [{ append: 'seen', item: { id: `{{r.${id}}}`, label } }] },
];

interface Case {
  id: string;
  what: string;
  /** Every record of the kind, with its new word. */
  all: Obj[];
  /** The looked-up record and one or two others of its kind. */
  few: Obj[];
}

const cases: Case[] = [
  {
    id: 'service.playlist-rename-lookup',
    what: 'playlists with their titles',
    all: each('spotify.show_playlist_library', { page_limit: 20 }, 'playlist_id', '{{r.title}}'),
    few: each('spotify.show_playlist_library', { sort_by: '-created_at', page_limit: 3 }, 'playlist_id', '{{r.title}}'),
  },
  {
    id: 'service.project-color',
    what: 'projects with their colours',
    all: each('todoist.show_projects', { page_limit: 20 }, 'project_id', '{{r.name}}: {{r.color}}'),
    few: each('todoist.show_projects', { query: '2023', page_limit: 20 }, 'project_id', '{{r.name}}: {{r.color}}'),
  },
  {
    id: 'service.todoist-task-lifecycle',
    what: 'to-dos with their priorities',
    all: each('todoist.show_tasks', { is_completed: false, sort_by: '-priority', page_limit: 20 }, 'task_id', '{{r.title}}: {{r.priority}}'),
    few: each('todoist.show_tasks', { query: 'library card', page_limit: 20 }, 'task_id', '{{r.title}}: {{r.priority}}'),
  },
];

describe('a look-up by id that lists the records of its kind is refused', () => {
  for (const c of cases) {
    describe(c.id, () => {
      it(`a look-up listing all ${c.what}, or a few of them, fails every result check of the followup though the value is on screen`, async () => {
        const t = suiteTaskById(c.id);
        expect(shown(t).length).toBeGreaterThan(0);
        for (const [plan, why] of [
          [c.all, /a dump, not a result/],
          [c.few, /does not say which one it found/],
        ] as const) {
          const rows = await runCrafted(t, listing(plan), 'lookup-list-all');
          expect(failedIn(rows, 'followup')).toEqual(expect.arrayContaining(shown(t)));
          for (const o of outcomes(rows, t)) expect(o).toEqual(expect.objectContaining({ passed: false, shown: true, why: expect.stringMatching(why) }));
        }
      }, 60_000);

      it('the reference passes', async () => {
        const t = suiteTaskById(c.id);
        expect(failedIn(await runCrafted(t, (pkg) => pkg, 'lookup-list-all'), 'followup')).toEqual([]);
      }, 60_000);
    });
  }
});

/** The Venmo tasks: a payment listed by its memo alone (`{{r.description}}…`), or with its id too. */
const venmo: { id: string; memo: (label: string) => Obj[] }[] = [
  {
    id: 'service.venmo-payment-note',
    memo: (label) => each('venmo.show_transactions', { page_limit: 20 }, 'transaction_id', label),
  },
  {
    id: 'service.venmo-private-payment',
    // Each payment with its visibility: the private ones, then the public ones.
    memo: (label) => [
      ...each('venmo.show_transactions', { private: true, page_limit: 20 }, 'transaction_id', `${label} (private)`, 'hidden'),
      ...each('venmo.show_transactions', { private: false, page_limit: 20 }, 'transaction_id', `${label} (public)`, 'open'),
    ],
  },
];

describe('Venmo look-ups by id: a look-up listing every payment is refused, by its memo alone or with its id', () => {
  for (const v of venmo) {
    describe(v.id, () => {
      it('a look-up listing every payment by its memo, or by its memo and id, fails every result check of the followup though the value is on screen', async () => {
        const t = suiteTaskById(v.id);
        expect(shown(t).length).toBeGreaterThan(0);
        const byMemo = await runCrafted(t, listing(v.memo('{{r.description}}')), 'lookup-list-all');
        expect(failedIn(byMemo, 'followup')).toEqual(expect.arrayContaining(shown(t)));
        for (const o of outcomes(byMemo, t)) expect(o).toEqual(expect.objectContaining({ passed: false, shown: true, why: expect.stringMatching(/a dump, not a result/) }));
        const withIds = await runCrafted(t, listing(v.memo('{{r.description}} (id {{r.transaction_id}})')), 'lookup-list-all');
        for (const o of outcomes(withIds, t)) expect(o).toEqual(expect.objectContaining({ passed: false, shown: true, why: expect.stringMatching(/a dump, not a result/) }));
      }, 60_000);

      it('the reference passes', async () => {
        const t = suiteTaskById(v.id);
        expect(failedIn(await runCrafted(t, (pkg) => pkg, 'lookup-list-all'), 'followup')).toEqual([]);
      }, 60_000);
    });
  }
});
