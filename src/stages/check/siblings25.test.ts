/**
 * s25 removed2 (checker): the heading look-up of a `gone` check with `was_headed` reads a short line
 * right above the record's line as its caption only where that line says something (a word of
 * either state): a sibling row of the same list (another name, another number, a row marked only
 * by a glyph) is no caption, the search goes on to the list's heading or label (s24-d3-f2 of
 * family-favourites, speed-dial-swap, new-roommate-favourite; s24-d3-f1 of spam-blocker,
 * road-trip-roster...). The log reading (`history`, a "Recent activity" caption over log lines) is
 * unchanged. Also `actions_apart` (a button's caption is no state) and `result_apart`.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen } from '../__tests__/helpers.ts';
import { emptyEpisode, type EpisodeRecord } from '../../schemas/run.ts';
import type { AssertionSpec } from '../../schemas/task.ts';
import { evaluate } from './evaluate.ts';

const spec = {
  id: 'reopen.09.persisted_visible', type: 'persisted_visible', value: 'Chloe Patel', match: 'normalized', gone: true,
  state: ['removed', 'not a favourite', 'no longer a favourite'], was: ['favourite', 'favourites', 'favourited', 'starred', '★'], was_headed: true, history: true,
} as AssertionSpec;
type Row = string | [string, string];
const passes = (rows: Row[], s: AssertionSpec = spec): boolean => evaluate(s, reopenedScreen(rows), {}).passed;
const page = (html: string, text: string[]): EpisodeRecord => ({
  ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
  visible_text: ['App', ...text].join('\n'), html: `<h1>App</h1>${html}`, shown: { state: text, result: [] },
});

describe('a sibling row above a line is no caption: the list heading heads every row', () => {
  it('the record second (or third) in a list under the old state\'s heading or label is stale', () => {
    expect(passes([['h2', 'Favourites'], 'Nora Patel', 'Chloe Patel'])).toBe(false);
    expect(passes([['h2', 'Favourites'], ['li', 'Nora Patel'], ['li', 'Ines Moura'], ['li', 'Chloe Patel']])).toBe(false);
    expect(passes(['Favourites:', 'Nora Patel', 'Chloe Patel'])).toBe(false);
    expect(passes([['h2', 'Favourites'], 'Nora Patel (contact 6220081)', 'Chloe Patel (contact 2108973)'])).toBe(false);
    // A row above marked only by a glyph is a sibling too.
    expect(passes([['h2', 'Favourites'], 'Nora Patel ★', 'Chloe Patel'])).toBe(false);
    // As before: the record first under the heading.
    expect(passes([['h2', 'Favourites'], 'Chloe Patel', 'Nora Patel'])).toBe(false);
  });
  it('a list under another heading, or a caption that tells the state now, still heads the line', () => {
    expect(passes([['h2', 'Favourites'], 'Nora Patel', ['h2', 'Contacts'], 'Ines Moura', 'Chloe Patel'])).toBe(true);
    expect(passes([['h2', 'Favourites'], 'Nora Patel', 'Removed', 'Chloe Patel'])).toBe(true);
    // A glyph row above is no caption of the old state either (new-roommate-favourite s24-d3-f2).
    expect(passes([['h2', 'Contacts'], 'Omar Patel ★', 'Chloe Patel'])).toBe(true);
    expect(passes(['Omar Patel ★', 'Chloe Patel'])).toBe(true);
  });
  it('a caption in words of the old state right above still heads it (s22 star-for-taxes)', () => {
    expect(passes([['h2', 'Contacts'], 'Ines Moura', 'Favourites', 'Chloe Patel'])).toBe(false);
  });
  it('the log reading stays: a "Recent activity" caption over log lines that tell the removal', () => {
    expect(passes([['h2', 'Favourites'], 'Nora Patel', 'Recent activity', 'Favourited Chloe Patel', 'Chloe Patel removed from favourites'])).toBe(true);
    expect(passes([['h2', 'Favourites'], 'Nora Patel', 'Chloe Patel', 'Recent activity', 'Chloe Patel removed from favourites'])).toBe(false);
  });
});

describe('actions_apart: a button\'s caption on the line tells no state', () => {
  const s = { ...spec, actions_apart: true } as AssertionSpec;
  it('an offer to make her a favourite again is no favourite', () => {
    expect(evaluate(s, page('<h2>Contacts</h2><div>Chloe Patel <button>Favourite</button></div>', ['Contacts', 'Chloe Patel Favourite']), {}).passed).toBe(true);
    expect(evaluate(spec, page('<h2>Contacts</h2><div>Chloe Patel <button>Favourite</button></div>', ['Contacts', 'Chloe Patel Favourite']), {}).passed).toBe(false);
  });
  it('a button that would remove her does not tell her removed: the row under "Favourites" is stale', () => {
    const html = '<h2>Favourites</h2><div>Nora Patel <button>Removed</button></div><div>Chloe Patel <button>Removed</button></div>';
    expect(evaluate(s, page(html, ['Favourites', 'Nora Patel Removed', 'Chloe Patel Removed']), {}).passed).toBe(false);
  });
  it('masks whole words only: a button "Favourite" leaves "favourites" of the line', () => {
    const html = '<div>Chloe Patel — in favourites <button>Favourite</button></div>';
    expect(evaluate(s, page(html, ['Chloe Patel — in favourites Favourite']), {}).passed).toBe(false);
  });
});

describe('result_apart: the last action\'s message on the reopened page is no kept line', () => {
  const s = { ...spec, result_apart: true } as AssertionSpec;
  const html = (result: string, rows: string[]) => `<section class="result" role="status"><p class="message">${result}</p></section><h2>Here</h2><ul>${rows.map((r) => `<li>${r}</li>`).join('')}</ul>`;
  it('the removing step\'s message naming the list passes; a kept list beside it still naming her does not', () => {
    expect(evaluate(s, page(html('Result: Chloe Patel · 2108973 · favourite', ['Chloe Patel · not a favourite']), ['Result: Chloe Patel · 2108973 · favourite', 'Here', 'Chloe Patel · not a favourite']), {}).passed).toBe(true);
    expect(evaluate(spec, page(html('Result: Chloe Patel · 2108973 · favourite', []), ['Result: Chloe Patel · 2108973 · favourite', 'Here']), {}).passed).toBe(false);
    expect(evaluate(s, page(html('Chloe Patel is no longer a favourite.', ['Chloe Patel · favourite']), ['Chloe Patel is no longer a favourite.', 'Here', 'Chloe Patel · favourite']), {}).passed).toBe(false);
  });
});

describe('s25 removed3: a "·"/"|" field line under a card\'s title whose segment tells the old state (wish-list-mover s24-d4-f1)', () => {
  const s = { ...spec, actions_apart: true } as AssertionSpec;
  it('under a heading or a bare title line, "(contact) · Favourite" or "Favourite contact" alone marks the card', () => {
    expect(passes([['h3', 'Chloe Patel'], '2108973 · Favourite'], s)).toBe(false);
    expect(passes([['h3', 'Chloe Patel'], '2108973 | In favourites'], s)).toBe(false);
    expect(passes([['h3', 'Chloe Patel'], 'In your favourites'], s)).toBe(false);
    expect(passes(['Chloe Patel', '2108973 · Favourite'], s)).toBe(false);
  });
  it('a segment in words of the past or a negation, a line telling the state now, a sibling row, or a field of no state passes', () => {
    expect(passes([['h3', 'Chloe Patel'], '2108973 · Not a favourite'], s)).toBe(true);
    expect(passes([['h3', 'Chloe Patel'], '2108973 · Was favourite'], s)).toBe(true);
    expect(passes([['h3', 'Chloe Patel'], '2108973 · Favourite · removed'], s)).toBe(true);
    expect(passes([['h3', 'Chloe Patel'], '2108973 · Mobile'], s)).toBe(true);
    expect(passes([['h2', 'Contacts'], 'Chloe Patel · 2108973', 'Nora Patel · Favourite'], s)).toBe(true);
  });
});
