import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../tasks/build/cases/spotify/create-revise.ts';
import { projectRoot } from '../io/meta.ts';
import { writeTaskDir } from '../stages/__tests__/helpers.ts';
import { validateTasks } from './validate.ts';

type Obj = Record<string, any>;

function brokenSuite(): string {
  const [good, ...rest] = spotifyTasks().map((t) => structuredClone(t) as Obj);
  const unknownType = structuredClone(rest[0]) as Obj;
  unknownType.episodes[1].assertions[0].type = 'looks_fine';
  const early = structuredClone(rest[1]) as Obj;
  early.episodes[0].assertions.push({ id: 'open.99.uses-capture', type: 'visible_result_grounded', value: '$playlistId' });
  const fixture = structuredClone(rest[2]) as Obj;
  fixture.world.fixture = 'moon';
  const rejected = structuredClone(rest[3]) as Obj;
  rejected.reference.A.package.actions[0].plan[0].call = 'spotify.make_playlist';
  early.episodes[1].assertions.push({ id: 'create.99.state', type: 'state_retained', contains: 'x' });
  // A service-changing episode judged only by its fine-grained checks.
  rejected.episodes[2].assertions = rejected.episodes[2].assertions.filter((a: Obj) => a.type !== 'world_matches_reference');
  // A named write the end state no longer judges (its api_called was left to the end state when the task was built).
  if (!rejected.episodes[2].assertions.some((a: Obj) => a.type === 'api_called')) rejected.episodes[2].assertions.unshift({ id: 'revise.00.api_called', type: 'api_called', app: 'spotify', api: 'update_song_review', args: {} });
  const dir = writeTaskDir([good, unknownType, early, fixture, rejected] as never);
  writeFileSync(join(dir, 'single.broken-json.json'), '{"id": "single.broken-json", ');
  const duplicate = structuredClone(good) as Obj;
  writeFileSync(join(dir, 'zz.duplicate.json'), JSON.stringify(duplicate));
  return dir;
}

describe('tasks validate', () => {
  it('passes the real suite', () => {
    const result = validateTasks();
    expect(result.problems).toEqual([]);
    // The builders write one title per page (issue #32, item 10).
    expect(result.warnings).toEqual([]);
    expect(result.tasks).toBeGreaterThanOrEqual(60);
  });

  it('names file and JSON path of every problem in broken task files', () => {
    const dir = brokenSuite();
    const problems = validateTasks({ dir }).problems.map((p) => `${p.file.slice(dir.length + 1)} ${p.path}: ${p.message}`);
    const has = (pattern: RegExp) => expect(problems.some((p) => pattern.test(p)), `${pattern} in\n${problems.join('\n')}`).toBe(true);
    has(/^single\.broken-json\.json \$: not valid JSON/);
    has(/^single\.spotify\.workout-mix\.json \$\.episodes\[1\]\.assertions\[0\]\.type: /);
    has(/^single\.spotify\.study-focus\.json \$\.episodes\[0\]\.assertions\[\d+\]: uses \$playlistId before any episode captures it/);
    has(/^single\.spotify\.study-focus\.json \$\.episodes\[1\]\.assertions\[\d+\]\.type: state_retained belongs in a reopen episode/);
    has(/^single\.spotify\.party-electronic\.json \$\.world\.fixture: unknown fixture "moon"/);
    has(/^single\.spotify\.song-critic\.json \$\.reference\.A\.package\.actions\[0\]\.plan\[0\]/);
    has(/^single\.spotify\.song-critic\.json \$\.episodes\[2\]\.assertions: episode "revise" checks the services \(api_called\) but has no world_matches_reference assertion/);
    has(/^zz\.duplicate\.json \$\.id: duplicate task id "single\.spotify\.commute-playlist"/);
    has(/^zz\.duplicate\.json \$\.id: task id .* does not match the file name/);
  });

  it('exits non-zero from the command line', () => {
    const dir = brokenSuite();
    let status = 0;
    let stderr = '';
    try {
      execFileSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'tasks', 'validate', '--dir', dir], { stdio: 'pipe' });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toContain('single.broken-json.json: $: not valid JSON');
  });

  it('warns, without refusing, on a view whose first heading repeats the app or the view title', () => {
    const [app, view, fine] = spotifyTasks().slice(0, 3).map((t) => structuredClone(t) as Obj);
    const pkg = (t: Obj): Obj => t.reference.A.package;
    // The app title again as the first heading, in other case and punctuation.
    pkg(app!).views[0].components.unshift({ type: 'heading', text: `${String(pkg(app!).app.title).toUpperCase()}!` });
    // The view's own title again, after a text (the first heading, not the first component).
    pkg(view!).views[0].title = 'Your playlists';
    pkg(view!).views[0].components.splice(1, 0, { type: 'heading', text: 'Your playlists' });
    // A heading that says what the section shows is what a designer would write.
    pkg(fine!).views[0].components.unshift({ type: 'heading', text: 'Make a playlist' });
    const dir = writeTaskDir([app, view, fine] as never);
    const result = validateTasks({ dir });
    expect(result.problems).toEqual([]);
    expect(result.warnings.map((w) => `${w.file.slice(dir.length + 1)} ${w.path}: ${w.message}`)).toEqual([
      `${app!.id}.json $.reference.A.package.views[0].components[0]: view "main" opens with the heading "${String(pkg(app!).app.title).toUpperCase()}!", which repeats the app title: the page already shows it; head the section by what it shows, or leave the heading out`,
      `${view!.id}.json $.reference.A.package.views[0].components[1]: view "main" opens with the heading "Your playlists", which repeats the view title: the page already shows it; head the section by what it shows, or leave the heading out`,
    ]);
    const out = execFileSync(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'tasks', 'validate', '--no-twins', '--dir', dir], { stdio: 'pipe', encoding: 'utf8' });
    expect(out).toBe('3 tasks in 3 files, 0 problems, 2 warnings\n');
  });
});
