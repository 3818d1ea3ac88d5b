/**
 * s27 verbs (kit/own-state-words.ts, kit/rating-forms.ts), on the real built tasks: the reference's
 * own episode record with the lines its action added replaced, judged by the real checker, and the
 * reopened screen. Each finding's correct forms pass; its wrong app still fails.
 * - s27-s191-f1 project-brief-folder revise.13: "resent it", "Resend done" (the user's "resend it").
 * - s27-s195-f1 lunch-debt-venmo create.12: "Splitwise updated" (the user's "I want Splitwise updated").
 * - s27-s191-f2 vinyl-wishlist-ratings create.16, revise.07, reopen.03 and s27-s195-f2 hot-take
 *   step1.08: a rating as a run of stars or spelled ("★★★★☆", "four stars", "one star").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { reopenedScreen, runAttacked, suiteCheck, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { ownStateWords } from './own-state-words.ts';
import { wordedRatings } from './rating-forms.ts';

const cache = tempDir('s27-verbs');
const BRIEF = 'multi.project-brief-folder';
const LUNCH = 'single.splitwise.lunch-debt-venmo';
const VINYL = 'multi.vinyl-wishlist-ratings';
const HOT = 'single.spotify.hot-take';

const records = new Map<string, EpisodeRecord>();
beforeAll(async () => {
  for (const [task, episodes] of [[BRIEF, ['revise']], [LUNCH, ['create']], [VINYL, ['create', 'revise']], [HOT, ['step1']]] as const) {
    const run = await runAttacked(suiteTask(task), () => undefined, cache);
    for (const e of episodes) records.set(`${task}/${e}`, run.records.get(e)!);
  }
}, 300_000);

/** The reference's record of `episode` with the lines its action added replaced by `lines`. */
function replaced(task: string, episode: string, lines: readonly string[]): EpisodeRecord {
  const r = records.get(`${task}/${episode}`)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  return { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<p>${l}</p>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } };
}
/** The review id the vinyl revise changed (the capture its checks name). */
const captures = (): Record<string, unknown> => ({ reviewId: records.get(`${VINYL}/revise`)!.calls.find((c) => c.api === 'update_song_review')?.args.song_review_id });
const passes = (task: string, episode: string, id: string, lines: readonly string[]): boolean => evaluate(suiteCheck(task, id), replaced(task, episode, lines), captures()).passed;

describe('the reference records themselves pass (the helper keeps them as they were)', () => {
  it('each check passes on its record with its own new lines', () => {
    for (const [task, episode, id] of [[BRIEF, 'revise', 'revise.13'], [LUNCH, 'create', 'create.12'], [VINYL, 'create', 'create.16'], [VINYL, 'revise', 'revise.07'], [HOT, 'step1', 'step1.08']] as const) {
      const r = records.get(`${task}/${episode}`)!;
      expect(evaluate(suiteCheck(task, id), r, captures()).passed, `${task} ${id}`).toBe(true);
    }
  });
});

describe('s27-s191-f1 project-brief-folder revise.13: the user\'s "resend it"', () => {
  it('the words join only where the user says resend', () => {
    expect(ownStateWords('Append it and resend it.', ['emailed', 'sent'])).toEqual(['resent', 'resend']);
    expect(ownStateWords('Append it and send it again.', ['emailed', 'sent'])).toEqual([]);
    expect(ownStateWords('Append it and resend it.', ['deleted', 'removed'])).toEqual([]);
  });
  it('"resent it to Samuel Reyes" and "Resend done" pass; no word of the sending fails', () => {
    // As before the change, the check reads no negation of its words: "(not sent)" passes it as "(not resent)" does.
    expect(passes(BRIEF, 'revise', 'revise.13', ['Added budget 30 dollars to brief.txt (not sent).'])).toBe(passes(BRIEF, 'revise', 'revise.13', ['Added budget 30 dollars to brief.txt (not resent).']));
    for (const line of ['Added budget 30 dollars to brief.txt and resent it to Samuel Reyes', 'Added budget 30 dollars to brief.txt · Resend done: Samuel Reyes', 'Added budget 30 dollars to brief.txt · Re-sent to Samuel Reyes']) {
      expect(passes(BRIEF, 'revise', 'revise.13', [line]), line).toBe(true);
    }
    for (const line of ['Added budget 30 dollars to brief.txt.', 'Added budget 30 dollars to brief.txt; brief.txt saved']) {
      expect(passes(BRIEF, 'revise', 'revise.13', [line]), line).toBe(false);
    }
  });
});

describe('s27-s195-f1 lunch-debt-venmo create.12: the user\'s "I want Splitwise updated"', () => {
  it('the service\'s update joins a list that tells it by that service, where the user says so', () => {
    expect(ownStateWords('I want Splitwise updated in the same step', ['recorded', 'on splitwise'])).toEqual(['splitwise updated', 'splitwise: updated', 'updated splitwise', 'updated on splitwise', 'updated in splitwise']);
    expect(ownStateWords('Update Splitwise too', ['recorded', 'in splitwise'])).toContain('updated splitwise');
    expect(ownStateWords('I want Splitwise updated', ['recorded', 'logged'])).toEqual([]);
    expect(ownStateWords('When their number changes I update it.', ['recorded', 'on splitwise'])).toEqual([]);
  });
  it('"Splitwise updated." and "… and updated Splitwise." pass; a bare "updated" or Venmo\'s own update fails', () => {
    for (const lines of [['Paid Liam Larsen $8 on Venmo for Dinner at Lola.', 'Splitwise updated.'], ['Paid Liam Larsen $8 on Venmo for Dinner at Lola and updated Splitwise.'], ['Paid Liam Larsen $8 on Venmo for Dinner at Lola · Splitwise: updated']]) {
      expect(passes(LUNCH, 'create', 'create.12', lines), lines.join(' / ')).toBe(true);
    }
    for (const lines of [['Paid Liam Larsen $8 on Venmo for Dinner at Lola.'], ['Paid Liam Larsen $8 on Venmo for Dinner at Lola.', 'Updated.'], ['Paid Liam Larsen $8 on Venmo for Dinner at Lola.', 'Venmo updated.']]) {
      expect(passes(LUNCH, 'create', 'create.12', lines), lines.join(' / ')).toBe(false);
    }
  });
});

describe('s27-s191-f2, s27-s195-f2: a rating shown as stars or spelled', () => {
  it('the forms: runs of stars and spelled words, no digit, no lone star, no decimal', () => {
    expect(wordedRatings(4)).toEqual(['★★★★', '★★★★☆', '⭐⭐⭐⭐', '⭐⭐⭐⭐☆', 'four stars', 'four star', 'four-star', 'four out of five']);
    expect(wordedRatings(1)).toEqual(['★☆☆☆☆', '⭐☆☆☆☆', 'one stars', 'one star', 'one-star', 'one out of five']);
    expect(wordedRatings(5)).not.toContain('★');
  });
  it('vinyl create.16: "★★★★☆" and "four stars" beside the song pass; another rating, none, or stars beside the other song fail', () => {
    for (const line of ['Rooftop Confessions — ★★★★☆ — liked, noted: Nice horns but too long.', 'Rated Rooftop Confessions four stars, liked, noted: Nice horns but too long.', 'Rooftop Confessions ⭐⭐⭐⭐ liked', 'Rooftop Confessions — 4/5 — liked']) {
      expect(passes(VINYL, 'create', 'create.16', [line]), line).toBe(true);
    }
    for (const line of ['Rooftop Confessions — ★★★☆☆ — liked', 'Rooftop Confessions — ★★★★★ — liked', 'Rated Rooftop Confessions three stars, liked', 'Rooftop Confessions — liked, noted: Nice horns but too long.']) {
      expect(passes(VINYL, 'create', 'create.16', [line]), line).toBe(false);
    }
  });
  it('vinyl revise.07: "★☆☆☆☆" and "now rated one star" pass; the old four or "two stars" fail', () => {
    for (const line of ['Rooftop Confessions — ★☆☆☆☆', 'Rooftop Confessions now rated one star', 'Rooftop Confessions: one-star']) {
      expect(passes(VINYL, 'revise', 'revise.07', [line]), line).toBe(true);
    }
    for (const line of ['Rooftop Confessions — ★★★★☆', 'Rooftop Confessions now rated two stars', 'Rooftop Confessions updated', 'Rooftop Confessions — ★★☆☆☆']) {
      expect(passes(VINYL, 'revise', 'revise.07', [line]), line).toBe(false);
    }
  });
  it('vinyl reopen.03: the card "Rooftop Confessions" / "★☆☆☆☆" passes; the old "★★★★☆" or no rating fails', () => {
    const spec = suiteCheck(VINYL, 'reopen.03');
    const judge = (rows: string[]): boolean => evaluate({ ...spec, record: undefined } as typeof spec, reopenedScreen(rows), {}).passed;
    expect(judge(['Rooftop Confessions — ★☆☆☆☆ — Nice horns but too long.'])).toBe(true);
    expect(judge(['Rooftop Confessions: one star. Nice horns but too long.'])).toBe(true);
    expect(judge(['Rooftop Confessions — 1/5 — Nice horns but too long.'])).toBe(true);
    expect(judge(['Rooftop Confessions — ★★★★☆ — Nice horns but too long.'])).toBe(false);
    expect(judge(['Rooftop Confessions: four stars. Nice horns but too long.'])).toBe(false);
    expect(judge(['Rooftop Confessions — Nice horns but too long.'])).toBe(false);
  });
  it('hot-take step1.08: "One star for Broken Letters" and "★☆☆☆☆" pass; another rating or none fails', () => {
    for (const line of ['One star for Broken Letters: The beat goes nowhere. Posted.', 'Posted your review of Broken Letters: one star, "The beat goes nowhere."', 'Broken Letters ★☆☆☆☆ — The beat goes nowhere. (posted)', 'Posted 1 star for Broken Letters: The beat goes nowhere.']) {
      expect(passes(HOT, 'step1', 'step1.08', [line]), line).toBe(true);
    }
    for (const line of ['Two stars for Broken Letters: The beat goes nowhere. Posted.', 'Broken Letters ★★☆☆☆ — The beat goes nowhere.', 'Posted your review of Broken Letters: "The beat goes nowhere."', 'Broken Letters ★★★★★ — The beat goes nowhere.']) {
      expect(passes(HOT, 'step1', 'step1.08', [line]), line).toBe(false);
    }
  });
});
