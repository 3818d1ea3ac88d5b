import { describe, expect, it } from 'vitest';
import type { AssertionRow, Contract, Stage } from '../../schemas/assertions.ts';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { AssertionSpecSchema } from '../../schemas/task.ts';
import { NEVER_CAPTURED } from '../check/evaluate.ts';
import { failureReason, pageEnd } from './reasons.ts';

/** A failed row of one assertion type, with the expected and observed values `check` writes for it. */
function failed(type: string, stage: Stage, expected: unknown, observed: unknown, more: Partial<AssertionRow> = {}): AssertionRow {
  const contract: Contract = 'C3';
  return {
    run: 'r', trial: 0, task: 'T', family: 'single', split: 'dev', app: 'A', episode: stage, episode_index: 0, stage,
    assertion: `${stage}.01.${type}`, type, contract, group: 'service', passed: false, expected, observed,
    placeholder: false, error_kind: null, error: null, ...more,
  };
}

const PAGE = 'Chore Boards\nBoard name\nColor\ncharcoal\nred\nStart board\nMy chore boards\nNo boards yet.';

function episode(fields: Partial<EpisodeRecord>): EpisodeRecord {
  return { ...emptyEpisode({ run: 'r', trial: 0, task: 'T', slot: 'A', episode: 'e', episode_index: 0, stage: 'submit' }), ...fields };
}

describe('the plain-language reason of a failed assertion', () => {
  it('has a sentence for every assertion type the checker knows, from its expected and observed values', () => {
    const cases: [AssertionRow, EpisodeRecord | undefined, string][] = [
      [failed('input_available', 'open', { names: ['title', 'name'] }, ['genre genre', 'mood mood']), undefined, "No input for 'title' or 'name' when the app opens: the page offers 'genre' and 'mood'."],
      [failed('input_available', 'open', { names: ['title'] }, []), undefined, "No input for 'title' when the app opens: the page offers no input at all."],
      [failed('action_available', 'open', { names: ['like'] }, ['start_board start_board']), undefined, "No action to 'like' when the app opens: the page offers 'start_board'."],
      [failed('visible_contains', 'open', { text: 'Chores', match: 'normalized' }, 'Boards'), episode({ visible_text: PAGE }), `'Chores' is not shown when the app opens: the page shows "…Start board · My chore boards · No boards yet.".`],
      [failed('visible_contains', 'submit', { text: ['a', 'b'], match: 'normalized' }, 'nothing here'), undefined, `None of 'a' or 'b' is shown after the submit: the page shows "nothing here".`],
      [failed('route_enters_orchestrator', 'submit', {}, []), undefined, 'Nothing was clicked on submit: no action on the page fit the request, so no workflow ran.'],
      [
        failed('route_enters_orchestrator', 'submit', {}, [{ action: 'start', handler: 'none', validated: true }]),
        episode({ surface: [{ id: 'start', label: 'Start board', handler: 'none', inputs: [] }] }),
        "'Start board' was clicked on submit but leads to no workflow: the button does nothing.",
      ],
      [
        failed('route_enters_orchestrator', 'revise', {}, [{ action: 'edit', handler: 'plan', validated: false }]),
        episode({ message: 'invalid input: Project id' }),
        "'edit' was clicked on the revision but refused its inputs, so no workflow ran (the app said 'invalid input: Project id').",
      ],
      [failed('api_called', 'submit', { app: 'spotify', api: 'like_album', args: {} }, []), undefined, 'spotify.like_album was not called on submit: the app made no service call.'],
      [failed('api_called', 'submit', { app: 'spotify', api: 'like_album', args: {} }, ['spotify.login', 'spotify.show_album (failed)']), undefined, 'spotify.like_album was not called on submit: the app called spotify.login and spotify.show_album (failed).'],
      [failed('api_called', 'submit', { app: 'todoist', api: 'add_project', args: { name: 'Chores' } }, [{ name: 'Other', color: 'red' }]), undefined, "todoist.add_project was called on submit, but not with name 'Chores': it was called with name 'Other', color 'red'."],
      [failed('db_changed', 'submit', { app: 'todoist', table: 'projects', op: 'inserted', where: { name: 'Chores' }, min: 1 }, { rows: 0, of: 2 }), undefined, "No row with name 'Chores' was inserted into todoist.projects on submit: 2 row(s) were, none matching."],
      [failed('db_changed', 'revise', { app: 'todoist', table: 'projects', op: 'deleted', where: {}, min: 1 }, { rows: 0, of: 0 }), undefined, 'No row was deleted from todoist.projects on the revision.'],
      [failed('db_changed', 'submit', { app: 'spotify', table: 'song_likes', op: 'inserted', where: {}, min: 3 }, { rows: 2, of: 2 }), undefined, 'Only 2 row(s) were inserted into spotify.song_likes on submit; at least 3 were needed.'],
      [
        failed('record_matches', 'revise', { app: 'todoist', table: 'projects', key: { id: 7 }, fields: { name: 'Weekend', color: 'green' }, match: 'normalized' }, [{ id: 7, name: 'Weekend', color: 'blue' }]),
        undefined,
        "The todoist.projects record with id 7 has color 'blue' after the revision, not 'green'.",
      ],
      [failed('record_matches', 'submit', { app: 'todoist', table: 'projects', key: { id: 7 }, fields: { name: 'x' } }, []), undefined, 'The todoist.projects record with id 7 is not in the world after the submit.'],
      [failed('record_matches', 'submit', { app: 'todoist', table: 'projects', key: { id: 7 }, fields: { name: 'x' } }, 'no successful todoist call in this episode'), undefined, 'The todoist.projects record with id 7 was not read after the submit: no successful todoist call in this episode.'],
      [
        failed('record_identity_preserved', 'revise', { app: 'todoist', table: 'projects', record_id: 7 }, { edited: false, inserted: 1, still_there: false }),
        undefined,
        'Record 7 of todoist.projects was not edited in place on the revision: it was not updated, 1 new row(s) were inserted instead, it is gone.',
      ],
      [failed('mutation_limit', 'submit', { max: 1 }, { mutated_rows: 4 }), undefined, '4 row(s) changed on submit; the request allows at most 1.'],
      [failed('mutation_limit', 'submit', { max: 1 }, 'no successful service call in this episode'), undefined, 'The number of changed rows was not checked on submit: no successful service call in this episode.'],
      [failed('no_collateral', 'submit', { allow: [] }, { outside: ['gmail.emails inserted ×1'] }), undefined, 'The app changed more than the request allows on submit: gmail.emails inserted ×1.'],
      [
        failed('world_matches_reference', 'submit', { free: [], rows: [] }, { differences: ['the app inserted simple_note.notes row 4 with pinned 1; the reference inserts it with pinned 0', 'another'] }),
        undefined,
        "The world does not end where the reference leaves it on submit: the app inserted simple_note.notes row 4 with pinned 1; the reference inserts it with pinned 0 (and 1 more difference(s)).",
      ],
      [failed('world_matches_reference', 'submit', { free: [], rows: [] }, 'no successful service call in this episode (the reference made 1)'), undefined, 'The world was not compared with the reference on submit: no successful service call in this episode (the reference made 1).'],
      [
        failed('visible_result_grounded', 'submit', { value: 'Fever Dream', match: 'normalized' }, { shown: false, from_service: true, text: 'x' }),
        episode({ message: 'Done.', visible_text: 'Albums\nDone.\nYour items are kept here.' }),
        `'Fever Dream' is not shown as the result after the submit: the app said 'Done.' and the page shows "Albums · Done. · Your items are kept here.".`,
      ],
      [failed('visible_result_grounded', 'submit', { value: 1234, match: 'normalized' }, { shown: true, from_service: false, why: 'no record of this episode has it' }), undefined, '1234 is shown after the submit, but no service call of this episode returned or stored it (no record of this episode has it).'],
      [
        failed('persisted_visible', 'reopen', { value: 'Fever Dream', match: 'normalized' }, { from_state: false, in_world: null, text: 'x' }),
        episode({ visible_text: PAGE }),
        `'Fever Dream' is not shown after reopen: the page shows "…Start board · My chore boards · No boards yet.".`,
      ],
      [
        failed('persisted_visible', 'reopen', { value: 7, match: 'normalized', record: { app: 'todoist', table: 'projects', key: { id: 7 }, field: 'id' } }, { from_state: true, in_world: false, text: 'x' }),
        undefined,
        '7 (todoist.projects id) is still shown after reopen, but todoist.projects no longer holds it.',
      ],
      [
        failed('persisted_visible', 'reopen', { value: 'Chores', match: 'normalized' }, { from_state: false, in_world: null, text: 'x' }),
        episode({ visible_text: 'Chores board\nNothing yet.' }),
        "'Chores' appears after reopen only in the app's fixed text, not in what the app kept.",
      ],
      [
        failed('persisted_visible', 'reopen', { value: 'Heavy Day Fuel', match: 'normalized', state: ['public', 'shared'] }, { from_state: true, in_world: true, state: null, text: 'x' }),
        undefined,
        `'Heavy Day Fuel' is shown after reopen, but no line showing it tells its state in any of 'public' or 'shared'.`,
      ],
      [failed('state_retained', 'reopen', { contains: 7 }, { collections: { boards: [] } }), undefined, 'The app\'s kept state after reopen does not hold 7: it keeps {"collections":{"boards":[]}}.'],
      [
        failed('no_secret_exposed', 'submit', { secrets: 2, exposed: [] }, { exposed: [{ secret: 'card_number', where: 'the page', shown: 'card number ending 4242' }] }),
        undefined,
        "A secret of the user's is exposed after the submit: card number ending 4242 in the page.",
      ],
    ];
    for (const [row, evidence, sentence] of cases) expect(failureReason(row, evidence), row.assertion).toBe(sentence);
    const covered = new Set(cases.map(([row]) => row.type));
    expect(AssertionSpecSchema.options.map((option) => option.shape.type.value).filter((type) => !covered.has(type))).toEqual([]);
  });

  it('says why an assertion was not checked: no app, a crashed episode, a value never captured', () => {
    expect(failureReason(failed('api_called', 'submit', null, null, { placeholder: true, error_kind: 'generation', error: 'rejected: 2 problems' }))).toBe('Not checked: the app was never generated: rejected: 2 problems.');
    expect(failureReason(failed('api_called', 'submit', null, null, { placeholder: true, error_kind: 'episode', error: 'timed out' }))).toBe('Not checked: the episode did not run to its end: timed out.');
    expect(failureReason(failed('persisted_visible', 'reopen', { value: '$recordId', record: { key: { id: '$recordId' } } }, NEVER_CAPTURED))).toBe(
      'Not checked: it needs $recordId, which an earlier episode was to capture from a record the app inserted, and none was inserted.',
    );
  });

  it('falls back to the check, what it expected and what it saw, for a type or shape it does not know', () => {
    expect(failureReason(failed('service_check', 'submit', { value: 1 }, { value: 0 }))).toBe('Check service_check failed after the submit: it expected {"value":1} and saw {"value":0}.');
    // Every known type with observed values of a shape its builder does not expect still gives a sentence.
    for (const option of AssertionSpecSchema.options) {
      const type = option.shape.type.value;
      expect(failureReason(failed(type, 'submit', 42, 42)), type).toMatch(/^\S.*\.$/);
    }
  });

  it('quotes the end of the page, a few lines, cut to fit one sentence', () => {
    expect(pageEnd('')).toBe('an empty page');
    expect(pageEnd('one\ntwo')).toBe('"one · two"');
    expect(pageEnd(`start\n${'x'.repeat(300)}`)).toMatch(/^"…x+"$/);
    expect(pageEnd(`start\n${'x'.repeat(300)}`)).toHaveLength(142); // 140 characters and the quotes
  });
});
