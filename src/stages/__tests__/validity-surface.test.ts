/**
 * Issue #11 attacks on what the user sees, run through the real runtime, world and checker: a
 * crafted app per attack must fail the named checks, and a correct app built differently must
 * not.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { EpisodeRecordSchema, type EpisodeRecord } from '../../schemas/run.ts';
import type { TaskInput } from '../../schemas/task.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { runFiles } from '../../infra/paths.ts';
import { tempDir, writeTaskDir } from './helpers.ts';

type Obj = Record<string, any>;

const commute = () => structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')) as TaskInput & Obj;
const action = (pkg: Obj, id: string) => pkg.actions.find((a: Obj) => a.id === id);
const components = (pkg: Obj): Obj[] => pkg.views[0].components;

interface Outcome {
  failed: string[];
  observed: Map<string, unknown>;
  episodes: Map<string, EpisodeRecord>;
}

/** Runs the oracle on the commute task with its reference package changed by `mutate`. */
async function attack(mutate: (pkg: Obj) => void): Promise<Outcome> {
  const task = commute();
  mutate(task.reference.A!.package as Obj);
  const dir = writeTaskDir([task]);
  const run = join(tempDir('run'), 'r');
  const summary = await evaluateGenerator({ generator: 'oracle', taskDir: dir, run });
  const evidence = readNdjson(runFiles(run).evidence, EpisodeRecordSchema).records;
  return {
    failed: summary.failed.map((f) => f.assertion).sort(),
    observed: new Map(summary.failed.map((f) => [f.assertion, f.observed])),
    episodes: new Map(evidence.map((e) => [e.episode, e])),
  };
}

describe('C1 is judged on the rendered page', () => {
  it('an app that renders no form or button fails C1, and the operator cannot submit its actions', async () => {
    const { failed, episodes } = await attack((pkg) => {
      pkg.views[0].components = components(pkg).filter((c) => c.type !== 'form' && c.type !== 'button');
    });
    expect(failed).toEqual(expect.arrayContaining(['open.01.input_available', 'open.02.input_available', 'open.03.action_available', 'reopen.04.input_available']));
    // The actions are still in the package, yet nothing was submitted.
    expect(failed).toEqual(expect.arrayContaining(['create.01.route_enters_orchestrator', 'revise.01.route_enters_orchestrator']));
    expect(episodes.get('create')?.route).toEqual([]);
    expect(episodes.get('open')?.surface).toEqual([]);
  });

  it('a button shows no field: the operator fills nothing it does not show', async () => {
    const { failed, episodes } = await attack((pkg) => {
      pkg.views[0].components = components(pkg).map((c) => (c.type === 'form' && c.action === 'edit_playlist' ? { type: 'button', action: 'edit_playlist' } : c));
    });
    // The edit's fields are not on the page: the rename cannot be typed anywhere, so it is not made.
    expect(episodes.get('open')?.surface.find((a) => a.id === 'edit_playlist')?.inputs).toEqual([]);
    expect(episodes.get('revise')?.inputs).not.toHaveProperty('playlist_id');
    expect(failed).toEqual(expect.arrayContaining(['revise.03.record_identity_preserved', 'revise.04.record_matches', 'reopen.02.persisted_visible']));
    expect(failed).not.toContain('create.01.route_enters_orchestrator');
  });

  it('a correct app with another layout and a table instead of a list passes everything', async () => {
    const { failed } = await attack((pkg) => {
      const list = components(pkg).find((c) => c.type === 'list') as Obj;
      const rest = components(pkg).filter((c) => c !== list);
      pkg.views[0].components = [
        { type: 'table', collection: 'playlists', empty: 'Nothing here.', columns: [{ field: 'id', label: 'Number' }, { field: 'title', label: 'Name' }, { field: 'genre', label: 'Style' }] },
        ...rest.reverse(),
      ];
    });
    expect(failed).toEqual([]);
  });
});

describe('C5 counts only values rendered from kept state, and the world must agree', () => {
  it('literal help text, select options and a requirement printed as help never persist a value', async () => {
    const { failed, episodes } = await attack((pkg) => {
      // The list no longer shows titles: only literal text carries "Weekly Commute".
      (components(pkg).find((c) => c.type === 'list') as Obj).item = 'playlist {{item.id}} ({{item.genre}})';
      components(pkg).push({ type: 'text', text: 'Good titles: "Weekly Commute", "Monday Commute".' });
      action(pkg, 'build_playlist').inputs.push({ name: 'mood', label: 'Mood', type: 'select', required: false, options: ['Weekly Commute', 'calm'] });
    });
    const reopen = episodes.get('reopen');
    expect(reopen?.visible_text).toContain('Weekly Commute');
    expect(failed).toContain('reopen.02.persisted_visible');
    // The id is rendered from kept state and the world still has the playlist.
    expect(failed).not.toContain('reopen.01.persisted_visible');
  });

  it('a value the package writes into its own state (a default, a literal in a state step) is still literal', async () => {
    const { failed, observed } = await attack((pkg) => {
      (components(pkg).find((c) => c.type === 'list') as Obj).item = 'playlist {{item.id}} ({{item.genre}}, {{item.note}})';
      pkg.state.collections.playlists.fields.note = 'string';
      pkg.state.values = { ...pkg.state.values, favourite: { type: 'string', default: 'Weekly Commute' } };
      const build = action(pkg, 'build_playlist');
      build.plan = build.plan.map((step: Obj) => (step.append ? { ...step, item: { ...step.item, note: 'Weekly Commute' } } : step));
      components(pkg).push({ type: 'text', text: 'Favourite: {{state.favourite}}' });
    });
    expect(failed).toContain('reopen.02.persisted_visible');
    expect(observed.get('reopen.02.persisted_visible')).toMatchObject({ from_state: false, in_world: true });
  });

  it('a revision that changes only its own state and message fails while the world holds the old title', async () => {
    const { failed, observed } = await attack((pkg) => {
      const edit = action(pkg, 'edit_playlist');
      // The write is left out; the read-back of the playlist stays (it reads the old title).
      edit.plan = edit.plan.filter((step: Obj) => step.call !== 'spotify.update_playlist');
    });
    expect(failed).toEqual(expect.arrayContaining(['revise.04.record_matches', 'reopen.02.persisted_visible']));
    expect(observed.get('reopen.02.persisted_visible')).toMatchObject({ from_state: true, in_world: false });
  });

  it('an app that keeps only the last message and one value fails the values it did not keep', async () => {
    const { failed, observed } = await attack((pkg) => {
      pkg.state = { collections: {}, values: { last_id: { type: 'number', default: 0 } } };
      const build = action(pkg, 'build_playlist');
      build.plan = build.plan.map((step: Obj) => (step.append ? { set: 'last_id', value: '{{created.playlist_id}}' } : step));
      const edit = action(pkg, 'edit_playlist');
      edit.plan = edit.plan.filter((step: Obj) => step.update === undefined);
      pkg.views[0].components = components(pkg)
        .filter((c) => c.type !== 'list')
        .concat([{ type: 'text', text: 'Last playlist: {{state.last_id}}' }]);
    });
    // "Weekly Commute" is still in the result message after reopen, but not in kept state.
    expect(failed).toContain('reopen.02.persisted_visible');
    expect(observed.get('reopen.02.persisted_visible')).toMatchObject({ from_state: false, in_world: true });
    expect(failed).not.toContain('reopen.01.persisted_visible');
  });
});

describe('C4 counts only values rendered from data', () => {
  it('a result written into the message as literal text is not shown as a result', async () => {
    const { failed, episodes } = await attack((pkg) => {
      (components(pkg).find((c) => c.type === 'list') as Obj).item = 'playlist {{item.id}} ({{item.genre}})';
      const build = action(pkg, 'build_playlist');
      build.plan = build.plan.map((step: Obj) => (step.message ? { message: 'Created "Monday Commute" as playlist {{created.playlist_id}}.' } : step));
    });
    expect(episodes.get('create')?.visible_text).toContain('Monday Commute');
    expect(failed).toContain('create.08.visible_result_grounded');
    // The id in the same message is a value from the service.
    expect(failed).not.toContain('create.07.visible_result_grounded');
  });
});

describe('C2 needs the routed action to run', () => {
  it('a routed action whose inputs fail validation does not pass C2', async () => {
    const { failed, episodes } = await attack((pkg) => {
      action(pkg, 'edit_playlist').inputs.push({ name: 'pin', label: 'PIN', type: 'number', required: true });
      // The operator prefers an action it can fill: with its genre shown as "pop", the build form
      // could take the rename's title. Without the default neither can be filled, and the words
      // ("rename") pick the edit.
      delete action(pkg, 'build_playlist').inputs[1].default;
    });
    expect(episodes.get('revise')?.route).toMatchObject([{ action: 'edit_playlist', handler: 'plan', validated: false }]);
    expect(failed).toContain('revise.01.route_enters_orchestrator');
    expect(failed).not.toContain('create.01.route_enters_orchestrator');
  });
});
