/**
 * What the user dictated or changed, told on screen (issue #30, not_shown, shown8): a checklist's
 * items, a note's text, a merged note's content, the day and time of a snooze, every file of a
 * purge, the files swept into a folder, the tag a cleanup took off. Each family runs through the
 * real generate → run → check chain with a local model server answering with the reference
 * package changed by hand: the cheapest wrong app (it does the right thing in the world but shows
 * only the title, or only the first of two files) fails exactly the new checks with its world
 * checks passing; a correct app that says it in its own words and layout passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, stepsOf, taskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as noteLists } from '../cases/simple_note/lists.ts';
import { tasks as noteShares } from '../cases/simple_note/share.ts';
import { tasks as noteTidy } from '../cases/simple_note/tidy.ts';
import { tasks as gmailLabels } from '../cases/gmail/labels.ts';
import { tasks as fsTrash } from '../cases/file_system/trash.ts';
import { tasks as fsFolders } from '../cases/file_system/folders.ts';
import { tasks as plannerTasks } from '../cases/multi_tool/planner.ts';
import { SAID_BESIDE_NOTE, withSaidBeside } from './said-beside.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'said-beside');

/** The package with every message of `action` replaced and each list's item template rewritten by `item`. */
function recraft(pkg: Obj, messages: Record<string, string>, item: (template: string) => string = (t) => t): Obj {
  for (const action of pkg.actions as Obj[]) {
    const said = messages[action.id as string];
    if (said === undefined) continue;
    for (const step of stepsOf(action.plan as Obj[])) if (typeof step.message === 'string') step.message = said;
  }
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list' && typeof c.item === 'string') c.item = item(c.item as string);
  return pkg;
}

/** The ids of an episode's visible checks of the given values. */
const checksOf = (t: Obj, episode: string, values: readonly unknown[]): string[] =>
  ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && values.includes(a.value)).map((a) => a.id as string);

/** The ids of a task's world checks (they must pass for a wrong app that only shows too little). */
const worldIds = (t: Obj): string[] =>
  (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => ['db_changed', 'record_matches', 'world_matches_reference', 'api_called', 'no_collateral', 'mutation_limit'].includes(a.type)).map((a) => a.id as string));

interface Family {
  name: string;
  task: () => Obj;
  /** The new checks: episode and the values they show. */
  asks: [episode: string, values: unknown[]][];
  /** The cheapest wrong app: the reference that shows too little. */
  wrong: (pkg: Obj) => Obj;
  /** A correct app in its own words and layout. */
  own: (pkg: Obj) => Obj;
  /** More to hold of the wrong app's failed checks. */
  also?: (t: Obj, failed: string[]) => void;
  /** Checks beside the new ones the wrong app may also fail (a kept list it no longer shows). */
  alsoFails?: (t: Obj) => string[];
}

const TRASHED = ['/home/alex/documents/old_cover_letter.txt', '/home/alex/downloads/coupon_pizza.txt'];

const FAMILIES: Family[] = [
  {
    name: 'a new checklist: each item the user dictated, and the item ticked',
    task: () => taskById(noteLists, 'single.simple_note.camping-gear-tick'),
    asks: [['create', ['tent', 'headlamp', 'camp stove']], ['revise', ['headlamp']]],
    // Title only: the list keeps the rows but shows none of their words.
    wrong: (pkg) => recraft(pkg, { new_checklist: 'Made the checklist "{{inputs.title}}" (note {{made.note_id}}).' }, () => 'Item {{item.id}} — {{item.state}} (note {{item.note}})'),
    own: (pkg) => recraft(pkg, { new_checklist: 'Packing list {{made.note_id}} is ready: {{inputs.title}}.', tick_item: 'Crossed off, on "{{note.title}}".' }, () => '#{{item.id}} {{item.text}} · {{item.state}} · note {{item.note}}'),
    alsoFails: (t) => ((t.episodes as Obj[]).find((e) => e.id === 'reopen')?.assertions as Obj[]).filter((a: Obj) => a.type === 'persisted_visible' && ['tent', 'headlamp', 'camp stove'].includes(a.value)).map((a: Obj) => a.id),
  },
  {
    name: 'a new note: the text the user dictated',
    task: () => taskById(noteShares, 'single.simple_note.handover-share'),
    asks: [['create', ['Deploys paused until June 5; Grace owns the search alerts.']]],
    wrong: (pkg) => recraft(pkg, { write_note: 'Saved "{{inputs.title}}" as note {{made.note_id}}.' }),
    own: (pkg) => recraft(pkg, { write_note: 'Note {{made.note_id}} · {{inputs.title}}\n{{inputs.text}}' }),
  },
  {
    name: 'two notes merged: what the merged note holds',
    task: () => taskById(noteShares, 'single.simple_note.merge-tahoe-lists'),
    asks: [['create', []]],
    wrong: (pkg) => recraft(pkg, { merge: 'Merged into "{{inputs.merged_title}}" (note {{merged.note_id}}).' }),
    own: (pkg) => recraft(pkg, { merge: 'Here is {{inputs.merged_title}} to look over —\n{{digest.content}}\n(note {{merged.note_id}})' }),
  },
  {
    name: 'a tag dropped everywhere: the notes it came off, said untagged',
    task: () => taskById(noteTidy, 'single.simple_note.fun-tag-swap'),
    asks: [['create', ['Coffee shops to try', 'Movies to watch']]],
    // Says how many notes, never which.
    wrong: (pkg) => recraft(pkg, {}, (t) => (t.includes('item.title') ? '(note {{item.id}}) — {{item.state}}' : t)),
    own: (pkg) => recraft(pkg, { drop_tag: 'The tag {{inputs.tag}} is gone from {{dropped.note_count}} notes.' }, (t) => (t.includes('item.title') ? '{{item.title}}: no longer tagged' : t)),
  },
  {
    name: 'a thread snoozed: the day and time the user dictated',
    task: () => taskById(gmailLabels, 'single.gmail.snooze-plumber'),
    asks: [],
    wrong: (pkg) => recraft(pkg, { snooze: 'Snoozed {{found.0.subject}} (thread {{found.0.email_thread_id}}).' }),
    own: (pkg) => recraft(pkg, { snooze: '{{found.0.subject}} is hidden; it comes back on {{inputs.date}} at {{inputs.time}}.' }),
  },
  {
    name: 'two files deleted outright, two trash entries purged: every one of them said gone',
    task: () => taskById(fsTrash, 'single.file_system.statement-shredder'),
    // The second of each pair is new; the first was looked for already.
    asks: [['create', ['/home/alex/downloads/statements/bank_statement_2023-03.txt']]],
    // The trash's two entries: the wrong app tells one of them, so the other's check fails.
    also: (t, failed) => expect(checksOf(t, 'revise', TRASHED).filter((id) => failed.includes(id))).toHaveLength(1),
    // Tells the first of each pair only.
    wrong: (pkg) => {
      for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => !s.for_each);
      return recraft(pkg, { delete_now: 'Deleted {{inputs.files.0}} for good.', empty_bin: 'Emptied the trash: {{inside.0.original_path}} is gone for good.' });
    },
    own: (pkg) => recraft(pkg, { delete_now: 'Shredded: {{inputs.files}}.', empty_bin: 'The trash is empty now.' }, () => '{{item.what}} · {{item.path}}'),
    alsoFails: (t) => [...checksOf(t, 'revise', TRASHED), ...((t.episodes as Obj[]).find((e) => e.id === 'reopen')?.assertions as Obj[]).filter((a: Obj) => a.type === 'persisted_visible' || a.type === 'state_retained').map((a: Obj) => a.id)],
  },
  {
    name: 'files swept into a new folder: which files went in',
    task: () => taskById(fsFolders, 'single.file_system.trip-paperwork'),
    asks: [['create', ['flight_itinerary.txt', 'concert_ticket_stub.txt']]],
    wrong: (pkg) => recraft(pkg, { sweep_files: 'Created {{inputs.folder}} (folder {{made.directory_id}}).' }),
    own: (pkg) => recraft(pkg, { sweep_files: '{{inputs.folder}} now holds {{inputs.files}}.' }),
  },
];

describe('what the user dictated or changed, told on screen', () => {
  for (const family of FAMILIES) {
    describe(family.name, () => {
      const newChecks = (t: Obj): string[] => {
        const said = (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => String(a.note ?? '').startsWith(SAID_BESIDE_NOTE)).map((a) => a.id as string));
        const valued = family.asks.flatMap(([episode, values]) => checksOf(t, episode, values));
        // A merged note's content: the checks of the originals' lines (s27: one per line, merge-tahoe-lists s26-s183-f1).
        const merged = family.name.startsWith('two notes merged')
          ? (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && ['Coffee shops to try', 'Movies to watch'].includes(String(a.because))).map((a) => a.id as string))
          : [];
        return [...new Set([...said, ...valued, ...merged])];
      };

      it('has a check for each thing told', () => {
        const t = family.task();
        expect(newChecks(t).length).toBeGreaterThan(0);
        for (const [episode, values] of family.asks) expect(checksOf(t, episode, values).length).toBe(values.length === 0 ? 0 : checksOf(t, episode, values).length);
      });

      it('fails the app that shows too little; its world checks pass', async () => {
        const t = family.task();
        const rows = await runCrafted(t, family.wrong);
        const failed = failedIds(rows);
        for (const id of newChecks(t)) expect(failed).toContain(id);
        const allowed = new Set([...newChecks(t), ...(family.alsoFails?.(t) ?? [])]);
        // The new checks of values the wrong app still shows (the ticked item kept elsewhere) may pass; nothing outside them fails.
        expect(failed.filter((id) => !allowed.has(id))).toEqual([]);
        for (const id of worldIds(t)) expect(failed).not.toContain(id);
        family.also?.(t, failed);
      });

      it('passes an app that tells it in its own words and layout', async () => {
        const t = family.task();
        const rows = await runCrafted(t, family.own);
        expect(failedIds(rows)).toEqual([]);
      });
    });
  }
});

describe('withSaidBeside', () => {
  const task = (): Obj => ({
    id: 'x', episodes: [{ id: 'step1', stage: 'submit', assertions: [{ id: 'step1.06.visible_result_grounded', type: 'visible_result_grounded', value: 'Plumber', match: 'normalized', because: 'Plumber' }] }],
  });

  it('adds one check per list, beside the visible check of the value, numbered after the episode\'s last', () => {
    const out = withSaidBeside(task() as never, [{ episode: 'step1', value: 'Plumber', lists: [['may 24', '2023-05-24'], ['6 pm']], what: 'until when' }]) as Obj;
    expect(out.episodes[0].assertions.slice(1)).toEqual([
      { id: 'step1.07.visible_result_grounded', type: 'visible_result_grounded', note: 'said beside: until when', value: 'Plumber', match: 'normalized', because: 'Plumber', state: ['may 24', '2023-05-24'] },
      { id: 'step1.08.visible_result_grounded', type: 'visible_result_grounded', note: 'said beside: until when', value: 'Plumber', match: 'normalized', because: 'Plumber', state: ['6 pm'] },
    ]);
  });

  it('refuses a value the episode shows nowhere', () => {
    expect(() => withSaidBeside(task() as never, [{ episode: 'step1', value: 'Electrician', lists: [['x']], what: 'until when' }])).toThrow(/no visible check/);
  });
});

describe('told beside the main record (kit/told.ts): a playlist made, a file saved where the user said', () => {
  const music = (): Obj => taskById(plannerTasks, 'multi.music-night');
  const toldChecks = (t: Obj, api: string): string[] => (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => String(a.note ?? '').startsWith(`told: ${api}`)).map((a) => a.id as string));
  /** The reference with its kept `told` phrases and messages reworded. */
  const toldAs = (pkg: Obj, phrase: (told: string) => string): Obj => {
    for (const action of pkg.actions as Obj[]) for (const step of stepsOf(action.plan as Obj[])) {
      const kept = (step.item ?? step.fields) as Obj | undefined;
      if (kept && typeof kept.told === 'string') kept.told = phrase(kept.told as string);
      if (typeof step.message === 'string') step.message = 'Done.';
    }
    return pkg;
  };

  it('fails the app that shows the to-do and the text but never the playlist', async () => {
    const t = music();
    expect(toldChecks(t, 'spotify.create_playlist')).toHaveLength(1);
    const rows = await runCrafted(t, (pkg) => toldAs(pkg, (told) => told.replace('playlist made, ', '').replace(', playlist made', '')));
    expect(failedIds(rows).filter((id) => toldChecks(t, 'spotify.create_playlist').includes(id))).toHaveLength(1);
  });

  it('passes the app that says it in its own words', async () => {
    const t = music();
    const rows = await runCrafted(t, (pkg) => toldAs(pkg, (told) => told.replace('playlist made', 'your Spotify mix is ready')));
    expect(failedIds(rows)).toEqual([]);
  });
});
