import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TaskInput } from '../schemas/task.ts';
import type { ApiDoc } from '../schemas/world.ts';
import { TaskStatsSchema } from '../schemas/task-stats.ts';
import { loadPublished } from '../paper/published.ts';
import { writeTaskDir } from '../stages/__tests__/helpers.ts';
import { listTasks } from './list.ts';
import { DEFAULT_TASK_DIR, loadTasks } from './load.ts';
import { computeStats, taskStats } from './stats.ts';
import { maxTrigramOverlap, patternSignature, wordTrigrams } from './diversity.ts';

type Obj = Record<string, any>;
const source = JSON.parse(readFileSync(join(DEFAULT_TASK_DIR, 'single.spotify.commute-playlist.json'), 'utf8')) as Obj;

/** A copy of a real suite task with another id, family, split, services and intention. */
function variant(id: string, family: string, split: string, services: string[], intention: string, edit: (t: Obj) => void = () => {}): TaskInput {
  const task = structuredClone(source);
  Object.assign(task, { id, family, split, domains: services });
  task.apps[0].services = services;
  task.apps[0].intention = intention;
  edit(task);
  return task as TaskInput;
}

const synthetic = [
  variant('s.public', 'single', 'public', ['spotify'], 'one two three four five'),
  variant('s.cross', 'single', 'public', ['spotify', 'gmail'], 'six two three four seven'),
  variant('s.dev', 'single', 'dev', ['spotify'], 'alpha beta gamma delta'),
  variant('s.sealed', 'single', 'sealed', ['phone'], 'Alpha, BETA gamma — epsilon zeta eta theta'),
  // Same services and values, one more call in the reference: another pattern.
  variant('s.extra-call', 'single', 'sealed', ['spotify'], 'completely different words here', (t) => {
    t.reference.A.package.actions[0].plan.unshift({ call: 'spotify.delete_playlist', args: { playlist_id: 1 } });
  }),
  // A write API named only in text (a message) is not a call.
  variant('m.cross', 'multi_tool', 'dev', ['spotify', 'todoist'], 'nothing in common with others', (t) => {
    t.reference.A.package.actions[0].plan.push({ message: 'spotify.remove_song_from_playlist' });
  }),
];

const docs: ApiDoc[] = ['create_playlist', 'search_songs', 'add_song_to_playlist', 'update_playlist', 'delete_playlist', 'remove_song_from_playlist'].map((api) => ({
  app: 'spotify',
  api,
  method: 'POST',
  description: '',
  requires_login: true,
  parameters: [],
  returns: '',
  changes: api === 'search_songs' ? [] : ['spotify.playlists'],
  errors: [],
}));

describe('tasks stats on a synthetic task set', () => {
  const dir = writeTaskDir(synthetic);
  const tasks = loadTasks(dir).map((t) => t.task);
  const stats = computeStats(tasks, docs, loadPublished().table1, ['spotify', 'phone']);

  it('counts Table 1 per family, split and cross-service', () => {
    expect(stats.table1.single).toEqual({ all: 5, public: 2, dev: 1, sealed: 2, cross_service_all: 1, cross_service_public: 1 });
    expect(stats.table1.multi_tool).toEqual({ all: 1, public: 0, dev: 1, sealed: 0, cross_service_all: 1, cross_service_public: 0 });
    expect(stats.splits).toEqual({ dev: 2, public: 2, sealed: 2 });
    const cell = stats.table1_vs_paper.cells.find((c) => c.key === 'table1.single.all');
    expect(cell).toEqual({ key: 'table1.single.all', family: 'single', column: 'all', live: 5, paper: 302, equal: false });
    expect(stats.table1_vs_paper.cells).toHaveLength(14);
    expect(stats.table1_vs_paper.equal).toBe(false);
    expect(stats.targets.find((t) => t.figure === 'table1')?.holds).toBe(false);
  });

  it('groups tasks that differ only in names and wording into one pattern, and an extra call into another', () => {
    const largest = stats.diversity.largest_patterns;
    expect(largest).toHaveLength(1);
    expect(largest[0]?.tasks).toEqual(['s.cross', 's.dev', 's.public', 's.sealed']);
    expect(stats.diversity.patterns).toBe(3);
    expect(patternSignature(tasks[0]!)).toContain('spotify.create_playlist>spotify.search_songs>*spotify.add_song_to_playlist');
    expect(stats.targets.find((t) => t.figure === 'max_tasks_per_pattern')).toMatchObject({ value: 4, holds: true });
  });

  it('counts single tasks per app by the services they use', () => {
    expect(stats.diversity.single_tasks_per_app).toEqual({ spotify: 4, phone: 1 });
    expect(stats.targets.find((t) => t.figure === 'min_single_tasks_per_app')).toMatchObject({ value: 1, holds: false });
  });

  it('counts a write API as used only when a reference plan calls it (not when a text names it)', () => {
    expect(stats.diversity.write_api_coverage[0]).toEqual({ app: 'spotify', write_apis: 5, used: 4, share: 0.8, unused: ['remove_song_from_playlist'] });
    // phone has no write API in these docs: nothing to cover.
    expect(stats.diversity.write_api_coverage[1]).toMatchObject({ app: 'phone', write_apis: 0, share: 1 });
    expect(stats.targets.find((t) => t.figure === 'min_write_api_share')).toMatchObject({ value: 0.8, holds: true });
  });

  it('measures the largest word-trigram overlap between intentions of different tasks', () => {
    // "two three four" is shared by s.public and s.cross: 1 of 3 trigrams each.
    // "alpha beta gamma" (case and punctuation folded): 1 of min(2, 5) = 0.5.
    expect(stats.diversity.max_trigram_overlap).toEqual([{ a: 's.dev#A', b: 's.sealed#A', overlap: 0.5, shared: 1 }]);
    expect(stats.targets.find((t) => t.figure === 'max_trigram_overlap')).toMatchObject({ value: 0.5, holds: true });
  });
});

describe('tasks stats from the command line', () => {
  it('prints Table 1 in the paper\'s layout with the paper\'s numbers in brackets, and the same figures as JSON', () => {
    const dir = writeTaskDir(synthetic);
    const text = execFileSync('node', ['bin/liveui.js', 'tasks', 'stats', '--dir', dir], { encoding: 'utf8' });
    expect(text.split('\n').slice(1, 6).join('\n')).toMatchInlineSnapshot(`
      "family                 all    public  cross-service (all)  cross-service (public)  dev  sealed
      single           5 [302] *  2 [93] *             1 [51] *                 1 [9] *    1       2
      multi_tool       1 [130] *  0 [73] *            1 [130] *                0 [73] *    1       0
      shared_world      0 [68] *   0 [6] *             0 [58] *                 0 [5] *    0       0
      service (extra)   0 [27] *         0                0 [0]                       0    0       0"
    `);
    expect(text).toMatch(/max_tasks_per_pattern\s+4\s+<= 8\s+yes/);
    const json = TaskStatsSchema.parse(JSON.parse(execFileSync('node', ['bin/liveui.js', 'tasks', 'stats', '--dir', dir, '--json', '--tasks', 'split:dev'], { encoding: 'utf8' })));
    expect(json.tasks).toBe(2);
    expect(json.splits).toEqual({ dev: 2, public: 0, sealed: 0 });
  });
});

describe('word-trigram overlap', () => {
  it('is |A∩B| / min(|A|,|B|), ignores pairs within one task and texts under three words', () => {
    expect([...wordTrigrams("I'd like a NEW list, please")]).toEqual(["i'd like a", 'like a new', 'a new list', 'new list please']);
    const texts = [
      { id: 'a#A', task: 'a', text: 'make me a playlist for running' },
      { id: 'a#B', task: 'a', text: 'make me a playlist for running' },
      { id: 'b#A', task: 'b', text: 'please make me a playlist for cycling' },
      { id: 'c#A', task: 'c', text: 'two words' },
    ];
    // b shares "make me a", "me a playlist", "a playlist for" = 3 of a's 4 trigrams.
    expect(maxTrigramOverlap(texts)).toEqual([
      { a: 'a#A', b: 'b#A', overlap: 0.75, shared: 3 },
      { a: 'a#B', b: 'b#A', overlap: 0.75, shared: 3 },
    ]);
    expect(maxTrigramOverlap(texts.slice(0, 2))).toEqual([]);
  });

  it('flags a copied intention as overlap 1', () => {
    const text = 'keep my grocery list in simple note and tick items off';
    expect(maxTrigramOverlap([{ id: 'x', task: 'x', text }, { id: 'y', task: 'y', text: `${text} today` }])[0]?.overlap).toBe(1);
  });
});

describe('tasks stats on the real suite', () => {
  const stats = taskStats();

  it('agrees with the task list and the schema, and is deterministic', () => {
    const rows = listTasks();
    expect(TaskStatsSchema.parse(stats)).toEqual(stats);
    expect(stats.tasks).toBe(rows.length);
    expect(Object.values(stats.table1).reduce((n, r) => n + r.all, 0)).toBe(rows.length);
    expect(Object.values(stats.splits).reduce((n, c) => n + c, 0)).toBe(rows.length);
    const assertions = rows.reduce((n, r) => n + r.assertions, 0);
    expect(Object.values(stats.by_contract).reduce((n, c) => n + c, 0)).toBe(assertions);
    expect(Object.values(stats.by_stage).reduce((n, c) => n + c.assertions, 0)).toBe(assertions);
    expect(Object.values(stats.by_family).reduce((n, c) => n + c.episodes, 0)).toBe(Object.values(stats.by_stage).reduce((n, c) => n + c.episodes, 0));
    expect(Object.keys(stats.diversity.single_tasks_per_app)).toHaveLength(9);
    expect(stats.diversity.write_api_coverage.every((c) => c.write_apis > 0 && c.used <= c.write_apis)).toBe(true);
    expect(JSON.stringify(taskStats())).toBe(JSON.stringify(stats));
  });

  it('restricts to a split', () => {
    const sealed = taskStats({ tasks: 'split:sealed' });
    expect(sealed.splits.public + sealed.splits.dev).toBe(0);
    expect(sealed.tasks).toBe(stats.splits.sealed);
  });
});
