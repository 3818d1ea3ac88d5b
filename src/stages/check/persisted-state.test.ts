/**
 * `persisted_visible.state` (issue #30, not_shown after reopen): where the user changed a
 * record's state and the app keeps it listed, the reopened line of the record must tell the new
 * state. A kept list gone back to the old state fails; one that says the new state in its own
 * words, in any layout that keeps the record on one line or row, passes.
 */
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { AssertionSpecSchema } from '../../schemas/task.ts';
import { evaluate, shownBeside } from './evaluate.ts';

const spec = AssertionSpecSchema.parse({
  id: 'reopen.02.persisted_visible',
  type: 'persisted_visible',
  value: 'Heavy Day Fuel',
  record: { app: 'spotify', table: 'playlists', key: { id: 7 }, field: 'title' },
  state: ['public', 'shared', 'everyone', 'anyone'],
});

/** A reopened screen whose kept list renders `lines` (each from the app's kept state). */
function reopened(lines: string[], title = 'Heavy Day Fuel'): EpisodeRecord {
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['Gym mixes', 'Make a mix', 'Public', 'Made so far', ...lines].join('\n'),
    shown: { state: lines, result: [] },
    probes: { [spec.id]: [{ id: 7, title }] },
  };
}

const run = (lines: string[]) => evaluate(spec, reopened(lines), {});

describe('persisted_visible with a state', () => {
  it('fails a kept list that shows the record in its old state after reopen', () => {
    const stale = run(['Heavy Day Fuel (hip-hop, private)']);
    expect(stale.passed).toBe(false);
    expect(stale.observed).toMatchObject({ from_state: true, in_world: true, state: null });
    // The record's name alone, nothing of its state: an app that never kept the change.
    expect(run(['Heavy Day Fuel — playlist 7']).passed).toBe(false);
  });

  it('fails a state word that is elsewhere on the screen, not beside the record', () => {
    // "Public" is the form's own label, and another record is the one shared.
    expect(run(['Heavy Day Fuel (private)', 'Leg Day (shared with everyone)']).passed).toBe(false);
  });

  it('passes the new state in the app\'s own words, in a list line or a table row', () => {
    expect(run(['Heavy Day Fuel (hip-hop, public)']).passed).toBe(true);
    expect(run(['Heavy Day Fuel — anyone can find it now']).passed).toBe(true);
    expect(run(['7\tHeavy Day Fuel\thip-hop\tShared']).passed).toBe(true);
    expect(run(['Heavy Day Fuel (hip-hop, public)']).observed).toMatchObject({ state: 'public' });
  });

  it('still asks the world for the value and the screen for it from kept state', () => {
    expect(evaluate(spec, reopened(['Heavy Day Fuel (public)'], 'Deadlift Fuel'), {}).passed).toBe(false);
    const fixed = { ...reopened(['Heavy Day Fuel (public)']), shown: { state: [], result: [] } };
    expect(evaluate(spec, fixed, {}).passed).toBe(false);
  });

  it('does not read the state in the record\'s own name or in a code identifier', () => {
    // "Open house prep" is a name, not a to-do that is open again; `is_public` is a field echoed.
    expect(shownBeside('Open house prep: done', 'Open house prep', 'open', 'normalized')).toBe(false);
    expect(shownBeside('Open house prep (open again)', 'Open house prep', 'open', 'normalized')).toBe(true);
    expect(shownBeside('Heavy Day Fuel is_public=0', 'Heavy Day Fuel', 'public', 'normalized')).toBe(false);
  });

  it('leaves a check without a state as it was', () => {
    const plain = AssertionSpecSchema.parse({ ...spec, state: undefined });
    const outcome = evaluate(plain, reopened(['Heavy Day Fuel (hip-hop, private)']), {});
    expect(outcome.passed).toBe(true);
    expect(outcome.observed).not.toHaveProperty('state');
  });

  it('refuses an empty list of state words', () => {
    expect(AssertionSpecSchema.safeParse({ ...spec, state: [] }).success).toBe(false);
  });
});
