/**
 * Trivial targets closed at the builders (issue #30, alike10), through the real generate → run →
 * check chain with hand-made apps: a second section made in the episodes (alsoMade), a second
 * record made before a look-up by id (create-revise `between`), a look-alike flatmate contact
 * (kit/look-alike-people.ts). An app that ignores the name or id the user gives and takes the
 * newest, the first or its own last record fails; the same app passes the task without the
 * look-alike (the hole); the reference and an app in other words pass.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, rewritten, runCrafted, suiteTaskById, withoutEpisode } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { lookAlikeContact } from './look-alike-people.ts';
import { namedStepInside } from '../cases/todoist/steps.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const action = packageAction;
const without = withoutEpisode;

describe('a section removed by its id, with a second section made after it (household-section-remove)', () => {
  const task = suiteTaskById('single.todoist.household-section-remove');
  // Removes the newest section of the project (show_sections lists by order: Chores, Bills, then the run's).
  const newest = (at: number) => (pkg: Obj): Obj => {
    const remove = action(pkg, 'remove_section');
    const pick = `{{secs.${at}.section_id}}`;
    remove.plan = [
      { call: 'todoist.show_sections', args: { project_id: 2468006 }, bind: 'secs' },
      { call: 'todoist.delete_section', args: { section_id: pick } },
      { update: 'sections', key_value: pick, fields: { state: 'removed' } },
      { message: `Removed section ${pick}.` },
    ];
    return pkg;
  };

  it('the user makes a Garden section after the Car section, before removing Car', () => {
    expect((task.episodes as Obj[]).map((e) => [e.id, e.message])).toEqual([
      ['open', undefined],
      ['create', 'Give the Household project a Car section.'],
      ['create2', 'And a Garden section too.'],
      ['revise', 'On second thought the car stuff belongs under Chores, delete the Car section.'],
      ['reopen', undefined],
    ]);
  });

  it('fails an app that removes the newest section', async () => {
    expect(failedIn(await runCrafted(task, newest(3), 'alike10-section-newest'), 'revise')).toEqual(expect.arrayContaining(['revise.03.db_changed', 'revise.07.world_matches_reference']));
  });

  it('without the second section the newest is the one named, and that app passes revise (the hole)', async () => {
    expect(failedIn(await runCrafted(without(task, 'create2'), newest(2), 'alike10-section-only'), 'revise')).toEqual([]);
  });

  it('passes an app in other words', async () => {
    const own = (pkg: Obj) => rewritten(pkg, (text) => text.replace(/^Removed section/, 'Gone:').replace(/^Added section/, 'New section').replace('Household Zones', 'Rooms'));
    expect(failedIds(await runCrafted(task, own, 'alike10-section-own'))).toEqual([]);
  });
});

describe('a project looked up by its id after a second project is made (project-color)', () => {
  const task = suiteTaskById('service.project-color');
  // Shows the project it made last, whatever id is typed.
  const lastMade = (at: number) => (pkg: Obj): Obj => {
    const look = action(pkg, 'look_up');
    look.plan = JSON.parse(JSON.stringify(look.plan).replaceAll('{{inputs.lookup_id}}', `{{state.records.${at}.id}}`));
    return pkg;
  };

  it('the user makes Garden 2023 between the recolour and the look-up', () => {
    expect((task.episodes as Obj[]).map((e) => e.id)).toEqual(['open', 'create', 'revise', 'create-2', 'followup', 'reopen']);
  });

  it('fails an app whose look-up re-shows its last made project', async () => {
    expect(failedIn(await runCrafted(task, lastMade(1), 'alike10-lookup-last'), 'followup')).toEqual(expect.arrayContaining(['followup.06.visible_result_grounded', 'followup.07.visible_result_grounded']));
  });

  it('without the second project that app passes the followup (the hole)', async () => {
    expect(failedIn(await runCrafted(without(task, 'create-2'), lastMade(0), 'alike10-lookup-only'), 'followup')).toEqual([]);
  });

  it('passes an app in other words', async () => {
    const own = (pkg: Obj) => rewritten(pkg, (text) => text.replace(/^Created /, 'Made ').replace(/^Changed /, 'Updated ').replace('Colour-coded Projects', 'Project Colours'));
    expect(failedIds(await runCrafted(task, own, 'alike10-lookup-own'))).toEqual([]);
  });
});

describe('a flatmate starred by name, with a look-alike flatmate (new-roommate-favourite)', () => {
  const task = suiteTaskById('single.phone.new-roommate-favourite');
  // Stars the first flatmate a relationship search lists, whatever name is typed.
  const firstFlatmate = (pkg: Obj): Obj => {
    const add = action(pkg, 'add_favourite');
    (add.plan as Obj[])[0] = { call: 'phone.search_contacts', args: { relationship: 'roommate', page_limit: 1 }, bind: 'who' };
    return pkg;
  };

  it('puts another flatmate, not a favourite, newest and first by name, into the world', () => {
    const index = fixtureIndex('base');
    const [row, ...more] = (task.world.rows as Obj[]).map((r) => r.row);
    expect(more).toEqual([]);
    expect(row).toMatchObject({ owner_id: index.userId, first_name: 'Aarav', relationships: '["roommate","friend"]', created_at: '2023-05-19T12:00:00' });
    expect(lookAlikeContact(task as TaskInput, 'Omar Patel')).toEqual(row);
  });

  it('fails an app that stars the first flatmate, ignoring the name', async () => {
    expect(failedIn(await runCrafted(task, firstFlatmate, 'alike10-flatmate-first'), 'create')).toEqual(expect.arrayContaining(['create.03.db_changed', 'create.04.record_matches']));
  });

  it('without the look-alike that app stars Omar and passes create (the hole)', async () => {
    const bare = { ...task, world: { fixture: task.world.fixture, seed: task.world.seed } };
    expect(failedIn(await runCrafted(bare, firstFlatmate, 'alike10-flatmate-only'), 'create')).toEqual([]);
  });
});

describe('steps named between two others', () => {
  const c = { id: 'x', split: 'dev', seed: 1, title: 't', intention: 'i', say: ['a', 'b'], task: 'T', steps: ['One', 'Two', 'Three'] } as never as Parameters<typeof namedStepInside>[0];

  it('accepts a step listed between two others and refuses the first, the last or a missing one', () => {
    expect(namedStepInside({ ...c, step: 'two' })).toBeTruthy();
    for (const step of ['One', 'Three', 'Four']) expect(() => namedStepInside({ ...c, step })).toThrow(/between two others/);
  });

  it('the four reworded step tasks name a middle step', () => {
    for (const [id, step] of [['single.todoist.wedding-speech-tick', 'Collect stories from friends'], ['single.todoist.open-house-drop', 'Repaint the hallway'], ['single.todoist.science-fair-drop', 'Print the poster'], ['single.todoist.move-out-rename', 'Book the cleaners']] as const) {
      const create = (suiteTaskById(id).episodes as Obj[]).find((e) => e.id === 'create');
      const steps = String(create?.values?.['steps'] ?? Object.entries(create?.values ?? {}).find(([k]) => k.startsWith('steps'))?.[1]).split(', ');
      const at = steps.findIndex((s) => s.toLowerCase() === step.toLowerCase());
      expect(at, id).toBeGreaterThan(0);
      expect(at, id).toBeLessThan(steps.length - 1);
    }
  });
});

describe('a wrapped cart line gets a wrapped look-alike (wrapped-presents)', () => {
  it('the look-alike line of another product carries gift wrap too', () => {
    const [row] = (suiteTaskById('single.amazon.wrapped-presents').world.rows as Obj[]).map((r) => r.row);
    expect(row).toMatchObject({ quantity: 1, gift_wrap_quantity: 1 });
    expect(row?.product_id).not.toBe(5171267);
  });
});

describe('a saved attachment renamed by name gets a newer look-alike file (receipt-saver)', () => {
  it('a newer file named like the attachment, never holding the name the user types', () => {
    const [row] = (suiteTaskById('single.gmail.receipt-saver').world.rows as Obj[]).map((r) => r.row);
    expect(row).toMatchObject({ created_at: '2023-05-19T12:00:00' });
    expect(String(row?.path)).toMatch(/chicago_expenses_old\.txt$/);
  });
});
