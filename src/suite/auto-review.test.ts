import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Task } from '../schemas/task.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { loadTasks } from './load.ts';
import { autoReview, spellings, taskFindings, writeAutoReview } from './auto-review.ts';
import { readReviews, reviewReport, taskHash } from './review.ts';

const suite = loadTasks().map((t) => t.task);
const playlist = suite.find((t) => t.id === 'single.spotify.commute-playlist') as Task;
const create = (task: Task) => task.episodes.find((e) => e.id === 'create')!;

/** The commute-playlist task with one change. */
function edited(change: (task: Task) => void): Task {
  const task = structuredClone(playlist);
  change(task);
  return task;
}

describe('the automatic reviewer', () => {
  it('finds nothing in a task whose values are all stated, captured or in the world', () => {
    // Its create episode asserts "Monday Commute" (stated) and $playlistId (captured).
    expect(taskFindings(playlist)).toEqual([]);
    // A world value (a contact's full name) may be demanded without being said.
    expect(taskFindings(edited((t) => create(t).assertions.push({ id: 'create.99.visible_result_grounded', type: 'visible_result_grounded', value: 'Elena Haddad', match: 'normalized' })))).toEqual([]);
  });

  it('takes a number a service computes only where the reference asks that service for it (s12: a cart total)', () => {
    const total = { id: 'create.99.visible_contains', type: 'visible_contains', text: 69.07, match: 'normalized' } as const;
    // Unmarked, a number nobody said is flagged.
    expect(taskFindings(edited((t) => create(t).assertions.push({ ...total })))).toEqual([expect.stringContaining('[unstated-value] episode create: 69.07')]);
    // Marked as read from an answer the reference's plan asks for (commute-playlist creates a playlist).
    expect(taskFindings(edited((t) => create(t).assertions.push({ ...total, computed: { api: 'spotify.create_playlist', field: 'total' } })))).toEqual([]);
    // Marked with an API the reference never calls, it is flagged all the same.
    expect(taskFindings(edited((t) => create(t).assertions.push({ ...total, computed: { api: 'amazon.show_cart', field: 'total_cost' } })))).toHaveLength(1);
  });

  it('flags a value the episode asserts that no message states, once per value, naming every assertion', () => {
    const task = edited((t) => {
      for (const a of create(t).assertions) {
        if (a.type === 'api_called') a.args = { title: 'Tuesday Commute' };
        if (a.type === 'visible_result_grounded' && a.value === 'Monday Commute') a.value = 'Tuesday Commute';
      }
    });
    expect(taskFindings(task)).toEqual([
      '[unstated-value] episode create: "Tuesday Commute" (create.08.visible_result_grounded value) is stated in no message, requirement or intention up to this episode and is not in the world',
    ]);
    // A misspelt world value is not the world's.
    expect(taskFindings(edited((t) => create(t).assertions.push({ id: 'create.99.visible_result_grounded', type: 'visible_result_grounded', value: 'Elena Hadad', match: 'normalized' })))).toHaveLength(1);
  });

  it('accepts a value said earlier in the task (a later episode may check it) but not one said only later', () => {
    const reopen = (t: Task) => t.episodes.find((e) => e.id === 'reopen')!;
    expect(taskFindings(edited((t) => reopen(t).assertions.push({ id: 'reopen.99.persisted_visible', type: 'persisted_visible', value: 'Monday Commute', match: 'normalized' })))).toEqual([]);
    // Only the revise message says "reuse it every day" ("weekly commute" is in the intention).
    const early = edited((t) => create(t).assertions.push({ id: 'create.99.visible_result_grounded', type: 'visible_result_grounded', value: 'reuse it every day', match: 'normalized' }));
    expect(taskFindings(early)).toEqual([expect.stringContaining('[unstated-value] episode create: "reuse it every day" (create.99.visible_result_grounded value)')]);
    const late = edited((t) => t.episodes.find((e) => e.id === 'revise')!.assertions.push({ id: 'revise.99.visible_result_grounded', type: 'visible_result_grounded', value: 'reuse it every day', match: 'normalized' }));
    expect(taskFindings(late)).toEqual([]);
  });

  it('accepts a composite value made of stated parts, or of stated parts and one world record, but not a made-up part', () => {
    const shown = (value: string, said: string) =>
      taskFindings(
        edited((t) => {
          create(t).message = `${create(t).message ?? ''} ${said}`;
          create(t).assertions.push({ id: 'create.99.visible_result_grounded', type: 'visible_result_grounded', value, match: 'normalized' });
        }),
      );
    // A checklist of items the user named.
    expect(shown('- [ ] tent\n- [x] headlamp', 'Pack the tent and a headlamp.')).toEqual([]);
    expect(shown('- [ ] tent\n- [ ] camp stove', 'Pack the tent and a headlamp.')).toHaveLength(1);
    // The workout plan note with one day changed as the user said.
    expect(shown('Mon: hotel gym 30 min\nTue: upper body + core', 'Make Monday hotel gym 30 min.')).toEqual([]);
    expect(shown('Mon: hotel gym 30 min\nTue: swim 2k', 'Make Monday hotel gym 30 min.')).toHaveLength(1);
    // Two stated words in a format the user never gave are not derived; a signed text is.
    expect(shown('Status, week 20', 'The status for week 20.')).toHaveLength(1);
    expect(shown('Running late - Alex', 'Running late. Sign it "- Alex".')).toEqual([]);
    expect(shown('June rent share', 'June rent, my share.')).toHaveLength(1);
    expect(shown('Plot 3: level 42 cm, sensor drifted', 'Plot 3, level 42 cm, sensor drifted.')).toHaveLength(1);
    // One word of some record does not make a new text the world's.
    expect(shown('Attendees: Ava, Omar. Search ships June 6', 'Ava and Omar came; search ships June 6.')).toHaveLength(1);
    // One item of a JSON list cell (a note's tag) is the world's.
    expect(shown('garden', '')).toEqual([]);
  });

  it('flags an episode whose assertions check nothing its request gives', () => {
    const generic = edited((t) => {
      create(t).assertions = create(t).assertions.filter((a) => ['route_enters_orchestrator', 'mutation_limit', 'no_collateral'].includes(a.type));
    });
    expect(taskFindings(generic)).toEqual(['[asserts-nothing-asked] episode create: none of its 3 assertions checks a value its message or values give']);
    // A yes/no condition on a field the message names is what it asked.
    const flag = (message: string) =>
      taskFindings(
        edited((t) => {
          create(t).assertions = [...create(t).assertions.filter((a) => ['route_enters_orchestrator', 'mutation_limit', 'no_collateral'].includes(a.type)), { id: 'create.99.db_changed', type: 'db_changed', app: 'venmo', table: 'notifications', op: 'deleted', where: { read: true }, min: 1 }];
          create(t).values = {};
          create(t).message = message;
        }),
      );
    expect(flag('Delete the ones I have read.')).toEqual([]);
    expect(flag('Delete the old ones.')).toHaveLength(1);
  });

  it('takes a record checked without the value the user named as asking for its removal', () => {
    // "Get rid of the fun tag on all my notes": the notes that had "fun" are checked without it.
    const swap = structuredClone(suite.find((t) => t.id === 'single.simple_note.fun-tag-swap') as Task);
    const nothingAsked = (task: Task) => taskFindings(task).filter((f) => f.startsWith('[asserts-nothing-asked]'));
    expect(nothingAsked(swap)).toEqual([]);
    // The same records checked on another field assert no removal, and nothing else asked.
    for (const a of create(swap).assertions) if (a.type === 'record_matches') a.fields = { pinned: false };
    // (s8: the episode also tells each untagged note on screen; without those checks nothing else asks.)
    create(swap).assertions = create(swap).assertions.filter((a) => a.type !== 'visible_result_grounded');
    expect(nothingAsked(swap)).toEqual([expect.stringContaining('[asserts-nothing-asked] episode create')]);
  });

  it('flags two value keys that share an alias or fill the same input of the reference action', () => {
    const shared = edited((t) => {
      create(t).values = { 'title|name': 'Monday Commute', 'label|name': 'Monday Commute', genre: 'pop' };
    });
    expect(taskFindings(shared)).toContain('[alias-collision] episode create: keys "title|name" and "label|name" share the alias "name"');
    // "playlist_title" fills an input named "title" just as "title" does.
    const sameInput = edited((t) => {
      create(t).values = { title: 'Monday Commute', playlist_title: 'Monday Commute', genre: 'pop' };
    });
    expect(taskFindings(sameInput)).toEqual(['[alias-collision] episode create: keys "title" and "playlist_title" all match input "title" of the reference action "build_playlist"']);
  });

  it('flags wording the reference writes that nobody gave, unless an end-state check leaves it free', () => {
    const withLiteralTitle = (t: Task) => {
      const walk = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(walk);
        if (node === null || typeof node !== 'object') return;
        const step = node as Record<string, unknown>;
        if (step.call === 'spotify.create_playlist') (step.args as Record<string, unknown>).title = 'Morning Tunes';
        Object.values(step).forEach(walk);
      };
      walk(t.reference);
    };
    const fixed = edited(withLiteralTitle);
    expect(taskFindings(fixed)).toContain('[made-up-fixed] reference call spotify.create_playlist writes title = "Morning Tunes", which no message states, and no end-state check leaves title free');
    // Stated by the user, or left free by the end-state check: nothing to flag.
    const said = edited((t) => {
      withLiteralTitle(t);
      create(t).message = 'Make a playlist called Morning Tunes.';
    });
    expect(taskFindings(said).filter((f) => f.startsWith('[made-up-fixed]'))).toEqual([]);
    const free = edited((t) => {
      withLiteralTitle(t);
      for (const a of create(t).assertions) if (a.type === 'world_matches_reference') a.free.push({ app: 'spotify', table: '*', field: 'title', constraint: 'any' });
    });
    expect(taskFindings(free).filter((f) => f.startsWith('[made-up-fixed]'))).toEqual([]);
  });

  it('recognises the usual spellings of dates, times, phone numbers and weekdays', () => {
    expect(spellings('2023-06-15')).toEqual(expect.arrayContaining(['june 15', 'june 15th', '15 june', 'the 15th']));
    expect(spellings('05:15')).toEqual(expect.arrayContaining(['5:15 am']));
    expect(spellings('18:00')).toEqual(expect.arrayContaining(['6 pm', '6pm']));
    expect(spellings('2065550142')).toContain('206-555-0142');
    expect(spellings('monday')).toContain('weekdays');
    expect(spellings('sunday')).not.toContain('weekdays');
  });

  it('writes auto.ndjson deterministically: byte-identical reruns, one fix record per finding, readable as reviews', () => {
    const tasks = [playlist, edited((t) => Object.assign(t, { id: 'single.spotify.edited' }) && (create(t).values = { 'a|x': 1, 'b|x': 2 }))];
    const dir = tempDir('auto');
    const first = writeAutoReview(tasks, dir);
    const bytes = readFileSync(join(dir, 'auto.ndjson'));
    writeAutoReview(tasks, dir);
    expect(readFileSync(join(dir, 'auto.ndjson')).equals(bytes)).toBe(true);
    const records = autoReview(tasks);
    expect(first.records).toBe(records.length);
    expect(records.every((r) => r.task === 'single.spotify.edited' && r.reviewer === 'auto' && r.verdict === 'fix' && r.task_hash === taskHash(tasks[1]!))).toBe(true);
    const report = reviewReport(tasks, readReviews(dir));
    expect(report.rows.map((r) => [r.task, r.verdict, r.auto.length])).toEqual([
      ['single.spotify.commute-playlist', 'unreviewed', 0],
      ['single.spotify.edited', 'unreviewed', records.length],
    ]);
  });

  it('reviews the whole real suite without failing and flags only tasks of the suite', () => {
    const records = autoReview(suite);
    const ids = new Set(suite.map((t) => t.id));
    expect(records.every((r) => ids.has(r.task))).toBe(true);
    expect(JSON.stringify(autoReview(suite))).toBe(JSON.stringify(records));
  });
});
