/**
 * s25 per-record reading of a rename's check after reopen (`kept_by`): the old name is stale on the
 * renamed record's own lines whatever their words, and fine on a line of another record the task lets
 * keep it (read from the world after the episode: its id, its own texts, its service's name).
 * - holes: book-club-dues-payback s24-d2-f1, hardware-receipt-log s24-d3-f1, marathon-label-note
 *   s24-d1-f1, ski-trip-label s24-d3-f1, thanksgiving-label s24-d1-f1, ski-pass-payback s24-d2-f1,
 *   group-deposit-request s24-d2-f1 (a stale row without the kind word passed);
 * - over-specifications: book-club-dues-payback s24-d1-f1, payback-venmo-and-log s24-d2-f1 (the
 *   Venmo transfer's own row), concert-parking-receipt, vet-bill-shared-pet s24-d3-f1 (the receipt
 *   note's own title), speech-draft-review s24-d3-f1 (the review to-do's description).
 * The reference runs once per task in the real world; its reopen probes (the records that hold the
 * old name, and the renamed one) are read by the real checker against each screen.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { reopenedScreen, runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('perrecord');
const probes = new Map<string, EpisodeRecord['probes']>();

const spec = (task: string, id: string): AssertionSpec => {
  const found = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!found) throw new Error(`${task}: no ${id}`);
  return found;
};
/** Does the reopened screen of `rows` pass the check, with the reference run's probes of the world? */
const passes = (task: string, id: string, rows: (string | [string, string])[]): boolean => {
  const s = spec(task, id);
  const screen = { ...reopenedScreen(rows), probes: probes.get(task) ?? {} };
  return evaluate(s, screen, {}).passed;
};
/** The id of the record a probe of the check found (`#kept` or `#own`). */
const idOf = (task: string, id: string, which: 'kept' | 'own', app?: string): string => {
  const s = spec(task, id);
  const row = (probes.get(task)?.[`${s.id}#${which}`] ?? []).find((r) => app === undefined || r._app === app);
  if (!row) throw new Error(`${task}: no ${which} row`);
  return String(row.id);
};

const BOOK = 'multi.book-club-dues-payback';
const HARD = 'multi.hardware-receipt-log';
const MARA = 'multi.marathon-label-note';
const SKI = 'multi.ski-trip-label';
const THANKS = 'multi.thanksgiving-label';
const PASS = 'multi.ski-pass-payback';
const PARK = 'multi.concert-parking-receipt';
const VET = 'multi.vet-bill-shared-pet';
const SPEECH = 'multi.speech-draft-review';
const VENMO = 'multi.payback-venmo-and-log';
const BEACH = 'shared.group-deposit-request';
const TASKS = [BOOK, HARD, MARA, SKI, THANKS, PASS, PARK, VET, SPEECH, VENMO, BEACH];

beforeAll(async () => {
  for (const id of TASKS) {
    const { records } = await runAttacked(suiteTask(id), () => undefined, cache);
    const reopen = [...records.values()].filter((r) => r.stage === 'reopen');
    probes.set(id, Object.assign({}, ...reopen.map((r) => r.probes)) as EpisodeRecord['probes']);
  }
}, 600_000);

describe('s25 per-record: a stale row of the renamed record fails without its kind word', () => {
  it('book-club-dues-payback s24-d2-f1: the Splitwise row under the old wording', () => {
    const own = idOf(BOOK, 'reopen.07', 'own');
    expect(passes(BOOK, 'reopen.07', [`Splitwise ${own} — Book club dues — $25 — Elena Haddad`])).toBe(false);
    expect(passes(BOOK, 'reopen.07', ['Book club dues — $25 — Elena Haddad'])).toBe(false);
  });
  it('hardware-receipt-log s24-d3-f1: the expense row by its amount', () => {
    expect(passes(HARD, 'reopen.07', ['Hardware store: $72 — split with omar.patel@yahoo.com, note started', `Expense ${idOf(HARD, 'reopen.07', 'own')} is now "Hallway paint job"; comment posted.`])).toBe(false);
  });
  it('marathon / ski-trip / thanksgiving label: the filing row under the old name', () => {
    expect(passes(MARA, 'reopen.06', ['Marathon — first: Marathon training plan — filed, note started', 'Renamed to Race Prep'])).toBe(false);
    expect(passes(SKI, 'reopen.06', ['Ski Weekend — first: Ski cabin split — filed, note started', `Label ${idOf(SKI, 'reopen.06', 'own')} is now "Ski Weekend 2023".`])).toBe(false);
    expect(passes(THANKS, 'reopen.06', ['Thanksgiving — first: Flights for Thanksgiving — filed, note started', 'Renamed to Thanksgiving Travel'])).toBe(false);
  });
  it('ski-pass-payback s24-d2-f1: the Splitwise row under the old note', () => {
    expect(passes(PASS, 'reopen.07', ['Ski pass — $55 to Caleb, kept in Splitwise'])).toBe(false);
    expect(passes(PASS, 'reopen.07', ['Ski pass — $55 to Caleb, kept in Splitwise', `Payment ${idOf(PASS, 'reopen.07', 'own')} now says "Ski pass, Tahoe trip"`])).toBe(false);
  });
  it('group-deposit-request s24-d2-f1: the group row by its id', () => {
    const own = idOf(BEACH, 'a-reopen.05', 'own');
    expect(passes(BEACH, 'a-reopen.05', ['Kept here', `Beach house (id ${own}) · Zoe's email: zoe.ito@outlook.com`, `Renamed ${own} to Beach house July.`])).toBe(false);
  });
  it('a row telling both records under the old name is stale', () => {
    const own = idOf(BOOK, 'reopen.07', 'own');
    const kept = idOf(BOOK, 'reopen.07', 'kept', 'venmo');
    expect(passes(BOOK, 'reopen.07', [`Book club dues — $25 — Venmo ${kept}, Splitwise ${own}`])).toBe(false);
  });
});

describe('s25 per-record: the other record\'s own line keeps the old name', () => {
  it('book-club-dues-payback s24-d1-f1: the Venmo transfer beside the renamed Splitwise payment', () => {
    const own = idOf(BOOK, 'reopen.07', 'own');
    const kept = idOf(BOOK, 'reopen.07', 'kept', 'venmo');
    expect(passes(BOOK, 'reopen.07', [`Venmo payment ${kept} — Book club dues — $25 to Elena Haddad`, `Splitwise payment ${own} — Book club dues, spring — $25`])).toBe(true);
    expect(passes(BOOK, 'reopen.07', ['Venmo: Book club dues — $25 to Elena Haddad', 'Splitwise: Book club dues, spring — $25'])).toBe(true);
  });
  it('payback-venmo-and-log s24-d2-f1 / ski-pass-payback: the Venmo row', () => {
    const kept = idOf(VENMO, 'reopen.07', 'kept', 'venmo');
    expect(passes(VENMO, 'reopen.07', [`Venmo payment ${kept}: Concert payback, $40 to aisha.schmidt@proton.me`, `Splitwise payment ${idOf(VENMO, 'reopen.07', 'own')}: Concert payback, April`])).toBe(true);
    expect(passes(PASS, 'reopen.07', ['Venmo payment: Ski pass — $55 to Caleb', 'Splitwise payment: Ski pass, Tahoe trip — $55'])).toBe(true);
  });
  it('concert-parking-receipt / vet-bill-shared-pet s24-d3-f1: the receipt note under its own title', () => {
    const park = idOf(PARK, 'reopen.07', 'kept');
    expect(passes(PARK, 'reopen.07', [`Expense ${idOf(PARK, 'reopen.07', 'own')}: Arena parking, Saturday show — $28, split with Ethan`, `Note ${park}: Receipt: Arena parking — lot C, 6pm to midnight`])).toBe(true);
    expect(passes(PARK, 'reopen.07', ['Arena parking, Saturday show — $28, split with Ethan', 'Receipt notes', 'Arena parking — lot C, 6pm to midnight'])).toBe(true);
    const vet = idOf(VET, 'reopen.07', 'kept');
    expect(passes(VET, 'reopen.07', [`Expense ${idOf(VET, 'reopen.07', 'own')}: Miso annual checkup — $140 split with Sofia`, `Note ${vet}: Receipt: Vet visit for Miso — vaccines and a nail trim`])).toBe(true);
    // The expense's own row under the old name still fails beside the note.
    expect(passes(PARK, 'reopen.07', ['Arena parking — $28, split with Ethan', `Note ${park}: Receipt: Arena parking — lot C, 6pm to midnight`])).toBe(false);
  });
  it('speech-draft-review s24-d3-f1: the review to-do that keeps the old path', () => {
    expect(passes(SPEECH, 'reopen.06', [`/home/alex/documents/anniversary_toast.txt (file ${idOf(SPEECH, 'reopen.06', 'own')})`, 'Rehearse the toast — due 2023-06-16 — Review ~/documents/toast.txt'])).toBe(true);
    expect(passes(SPEECH, 'reopen.06', [`~/documents/toast.txt (file ${idOf(SPEECH, 'reopen.06', 'own')})`, 'Rehearse the toast — due 2023-06-16 — Review ~/documents/toast.txt'])).toBe(false);
  });
  it('a label\'s topic note under its own title', () => {
    const note = idOf(MARA, 'reopen.06', 'kept');
    expect(passes(MARA, 'reopen.06', ['Race Prep — first: Marathon training plan — filed, note started', `Note ${note}: Topic: Marathon`])).toBe(true);
    expect(passes(THANKS, 'reopen.06', ['Thanksgiving Travel — first: Flights for Thanksgiving — filed', 'Topic: Thanksgiving'])).toBe(true);
    // (renames.test, thanksgiving-label s23-r3-f1) the note listed bare under a heading of its kind.
    expect(passes(THANKS, 'reopen.06', [['h2', 'Labels'], 'Thanksgiving Travel', ['h2', 'Notes'], 'Thanksgiving'])).toBe(true);
    expect(passes(THANKS, 'reopen.06', [['h2', 'Labels'], 'Thanksgiving', ['h2', 'Notes'], 'Thanksgiving Travel notes'])).toBe(false);
    expect(passes(THANKS, 'reopen.06', [['h2', 'Labels and notes'], 'Thanksgiving — first: Flights for Thanksgiving'])).toBe(false);
  });
});

/**
 * s25 perrecord2 (road-trip-group, wedding-shower-group, new-flat-group s25-d1-f1): the Todoist
 * project is renamed alongside the Splitwise group; an app that wrote the old name into its
 * description (free) keeps no "other record" of the old name: the project's row under the old name
 * is stale whatever its id, service or heading tells. The app here is the reference with a
 * description on the project it makes; its reopen probes are the world's after the episode.
 */
describe('s25 perrecord2: a record renamed alongside keeps no old name, even in its description', () => {
  const ROAD = 'multi.road-trip-group';
  const SHOWER = 'multi.wedding-shower-group';
  const FLAT = 'multi.new-flat-group';
  const DESCRIBED = [ROAD, SHOWER, FLAT];
  const described = new Map<string, EpisodeRecord['probes']>();
  const runs = new Map<string, string[]>();
  const withDescription = (words: string) => (ref: Record<string, any>): void => {
    for (const pkg of [ref.A?.package, ...Object.values((ref.A?.revisions ?? {}) as Record<string, any>)]) {
      for (const a of pkg.actions as any[]) {
        a.plan = (a.plan as any[]).map((s) => (s.call === 'todoist.create_project' ? { ...s, args: { ...s.args, description: `${words} {{inputs.name}}` } } : s));
      }
    }
  };
  const WORDS: Record<string, string> = { [ROAD]: 'Packing and bookings for', [SHOWER]: 'Tasks for', [FLAT]: 'Chores for' };
  beforeAll(async () => {
    for (const id of DESCRIBED) {
      const { rows, records } = await runAttacked(suiteTask(id), withDescription(WORDS[id]!), cache);
      runs.set(id, rows.filter((r) => !r.passed).map((r) => r.assertion));
      const reopen = [...records.values()].filter((r) => r.stage === 'reopen');
      described.set(id, Object.assign({}, ...reopen.map((r) => r.probes)) as EpisodeRecord['probes']);
    }
  }, 600_000);
  const passesWith = (task: string, rows: (string | [string, string])[]): boolean => {
    const s = spec(task, 'reopen.06');
    return evaluate(s, { ...reopenedScreen(rows), probes: described.get(task) ?? {} }, {}).passed;
  };
  const projectOf = (task: string): string => {
    const row = (described.get(task)?.[`${spec(task, 'reopen.06').id}#kept`] ?? [])[0];
    if (!row) throw new Error(`${task}: the project's description holds no old name`);
    return String(row.id);
  };

  it('the app that describes its project by the old name is correct: the whole task passes', () => {
    for (const id of DESCRIBED) expect(runs.get(id), id).toEqual([]);
  });
  it('road-trip-group s25-d1-f1: the project under its old name fails', () => {
    const project = projectOf(ROAD);
    expect(passesWith(ROAD, ['North Coast Road Trip (group 1)', 'Coast Road Trip — to-do project in Todoist'])).toBe(false);
    expect(passesWith(ROAD, ['North Coast Road Trip (group 1)', `Coast Road Trip — Todoist project ${project}`])).toBe(false);
    expect(passesWith(ROAD, [['h2', 'Groups'], 'North Coast Road Trip', ['h2', 'Projects'], 'Coast Road Trip'])).toBe(false);
    expect(passesWith(ROAD, ['Coast Road Trip — Packing and bookings for Coast Road Trip'])).toBe(false);
  });
  it('wedding-shower-group s25-d1-f1: the project under its old name fails', () => {
    expect(passesWith(SHOWER, ["Elena's Bridal Shower (group 1)", 'Bridal Shower Crew — to-do project in Todoist'])).toBe(false);
    expect(passesWith(SHOWER, [`Bridal Shower Crew — Todoist project ${projectOf(SHOWER)}`])).toBe(false);
  });
  it('new-flat-group s25-d1-f1: the project under its old name fails', () => {
    expect(passesWith(FLAT, ['Maple Court 3F (group 1)', `To-do project ${projectOf(FLAT)}: Maple Court Flat`])).toBe(false);
    expect(passesWith(FLAT, ['Maple Court 3F (group 1)', 'Todoist: Maple Court Flat'])).toBe(false);
  });
  it('the renamed project with its description, or the description alone, passes', () => {
    const project = projectOf(ROAD);
    expect(passesWith(ROAD, ['North Coast Road Trip (group 1)', `North Coast Road Trip — Todoist project ${project}: Packing and bookings for Coast Road Trip`])).toBe(true);
    expect(passesWith(ROAD, ['North Coast Road Trip (group 1)', `Todoist project ${project}`, 'Packing and bookings for Coast Road Trip'])).toBe(true);
    expect(passesWith(FLAT, ['Maple Court 3F — group and to-do project', 'Chores for Maple Court Flat'])).toBe(true);
    expect(passesWith(SHOWER, ["Elena's Bridal Shower (group 1)", "Elena's Bridal Shower — Todoist project"])).toBe(true);
  });
});
