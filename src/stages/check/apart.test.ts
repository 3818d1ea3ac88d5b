/**
 * `apart` on visible_result_grounded and persisted_visible (tags12, rubric Reading 2): a tag the
 * user typed must be shown as itself, not only inside a note title that already contains its word.
 * The checks are the real ones of the built tasks (outings-tag-rename: tag "weekend" on
 * "Portland weekend itinerary"; fitness-tag-rename: tag renamed to "training" on "Half marathon
 * training log"). An app that merely lists the notes it found fails; an app that shows the tag
 * beside a note, or says what it did in its own words, passes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import { AssertionSpecSchema, type AssertionSpec } from '../../schemas/task.ts';
import { evaluate } from './evaluate.ts';

type Obj = Record<string, unknown>;
const check = (task: string, id: string): AssertionSpec => {
  const t = JSON.parse(readFileSync(`tasks/suite/${task}.json`, 'utf8')) as { episodes: { assertions: Obj[] }[] };
  const a = t.episodes.flatMap((e) => e.assertions).find((x) => x.id === id);
  if (!a) throw new Error(`no ${id} in ${task}`);
  return AssertionSpecSchema.parse(a);
};

const NOTES = [
  { id: 3568060, title: 'Coffee shops to try', tags: '["fun","coffee"]' },
  { id: 3901405, title: 'Portland weekend itinerary', tags: '["travel"]' },
];

/** A screen after tagging both notes with weekend, showing `lines` as the result. */
function tagged(lines: string[]): EpisodeRecord {
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'create', episode_index: 1, stage: 'submit' }),
    visible_before: 'Weekend notes\nNothing yet.',
    visible_text: ['Weekend notes', ...lines].join('\n'),
    shown: { state: [], result: lines },
    calls: [
      { seq: 1, app: 'simple_note', api: 'search_notes', args: {}, ok: true, status: 200, response: NOTES.map((n) => ({ note_id: n.id, title: n.title })), diff: [] },
      {
        seq: 2, app: 'simple_note', api: 'add_tag_to_notes', args: {}, ok: true, status: 200, response: { tagged_count: 2 },
        diff: [{ app: 'simple_note', table: 'notes', inserted: [], deleted: [], updated: NOTES.map((n) => ({ before: { ...n }, after: { ...n, tags: n.tags.replace(']', ',"weekend"]') } })) as never }],
      },
    ],
  };
}

describe('a tag shown apart from the titles that contain it', () => {
  const weekend = check('single.simple_note.outings-tag-rename', 'create.06.visible_result_grounded');

  it('the built check asks the tag apart from the title that holds its word', () => {
    expect(weekend).toMatchObject({ value: 'weekend', apart: ['Portland weekend itinerary'] });
  });

  it('fails an app that only lists the notes it found (attack)', () => {
    expect(evaluate(weekend, tagged(['Found: Coffee shops to try; Portland weekend itinerary']), {}).passed).toBe(false);
    // Without `apart` the title alone passed (the finding).
    expect(evaluate({ ...weekend, apart: undefined } as AssertionSpec, tagged(['Found: Coffee shops to try; Portland weekend itinerary']), {}).passed).toBe(true);
    expect(evaluate(weekend, tagged(['Coffee shops to try', 'Portland weekend itinerary']), {}).passed).toBe(false);
    // Its old tags beside it do not show the new one either.
    expect(evaluate(weekend, tagged(['Portland weekend itinerary — tags: travel']), {}).passed).toBe(false);
  });

  it('passes the tag beside a note, or in a sentence of the action, in any layout', () => {
    expect(evaluate(weekend, tagged(['Tagged "Coffee shops to try" and "Portland weekend itinerary" with weekend.']), {}).passed).toBe(true);
    expect(evaluate(weekend, tagged(['Coffee shops to try — #fun #coffee #weekend', 'Portland weekend itinerary — #travel #weekend']), {}).passed).toBe(true);
    expect(evaluate(weekend, tagged(['Added the label weekend to 2 notes', '• Coffee shops to try', '• Portland weekend itinerary']), {}).passed).toBe(true);
    expect(evaluate(weekend, tagged(['weekend: Coffee shops to try; Portland weekend itinerary']), {}).passed).toBe(true);
  });
});

describe('a renamed tag after reopen, apart from the title that contains it', () => {
  const training = check('single.simple_note.fitness-tag-rename', 'reopen.06.persisted_visible');
  const reopened = (lines: string[]): EpisodeRecord => ({
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 4, stage: 'reopen' }),
    visible_before: null,
    visible_text: ['Note tags', ...lines].join('\n'),
    shown: { state: lines, result: [] },
  });

  it('fails a reopened list that still shows the old tag beside the titles (attack)', () => {
    expect(training).toMatchObject({ value: 'training', apart: ['Half marathon training log'] });
    expect(evaluate(training, reopened(['fitness: Workout plan; Half marathon training log']), {}).passed).toBe(false);
  });

  it('passes the new tag name shown in the app\'s own words', () => {
    expect(evaluate(training, reopened(['fitness → training (2 notes): Workout plan; Half marathon training log']), {}).passed).toBe(true);
    expect(evaluate(training, reopened(['Tag "training"', 'Workout plan', 'Half marathon training log']), {}).passed).toBe(true);
  });
});
