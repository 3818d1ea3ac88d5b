/**
 * s28 split, on the real built tasks: the reference's own episode record with the lines its action
 * added replaced by one line, judged by the real checker (checkTaskEvaluation, captures included).
 * - A phrasal verb of a state list said around its object ("Took Chloe Patel off your favourites",
 *   "Took comment N down", "Took step N out"): `joinedPhrasal` in src/stages/check/match.ts (s27-nr1-f2,
 *   s27-na1-f7, s27-na1-f12, s27-na2-f4, s27-z2-f10, s27-z2-f18, s27-z4-f2, s26-d5f-f3).
 * - A participle's past ("withdrawn" → "withdrew", "taken out" → "took out") and "the" said "your"
 *   ("off your favourites"): `withSaidForms` (s26-d5f-f3, s27-z4-f2, s27-na1-f7).
 * - The block and unblock checks each take their own block-list phrases, never the other's
 *   (kit/state-words.ts; s27-q1-f1, s27-z1a-f1, s26-s183-f1).
 * - The user's "throw out", "knock … out" (kit/users-verbs.ts; s27-p0-f12, s27-na1-f12) and "take it
 *   back" of an answer the user made (s27-p0-f11).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { failed, runAttacked, suiteTask, telling, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';
import { joinedPhrasal, withSaidForms } from '../../../src/stages/check/match.ts';

const cache = tempDir('s28-split');
const PAN = 'single.amazon.answer-pan-colour';
const GARDEN = 'single.file_system.garden-next-season';
const LANDLORD = 'single.phone.ex-landlord-block';
const ROBO = 'single.phone.robocall-block';
const SPAM = 'single.phone.spam-blocker';
const FAMILY = 'single.phone.family-favourites';
const SPEED = 'single.phone.speed-dial-swap';
const GRILL = 'single.splitwise.grill-tools-nudge';
const QUEUE = 'single.spotify.queue-fix';
const SLOW = 'single.spotify.slow-jams-prune';
const OPEN = 'single.todoist.open-house-drop';
const FAIR = 'single.todoist.science-fair-drop';
const BIRTHDAY = 'single.venmo.birthday-comment-delete';
const BOOK = 'single.venmo.book-club-request';
const CONCERT = 'single.venmo.concert-ticket-request';
const NEIGHBOUR = 'single.venmo.neighbour-friend';
const TASKS = [PAN, GARDEN, LANDLORD, ROBO, SPAM, FAMILY, SPEED, GRILL, QUEUE, SLOW, OPEN, FAIR, BIRTHDAY, BOOK, CONCERT, NEIGHBOUR];

const runs = new Map<string, Map<string, EpisodeRecord>>();
beforeAll(async () => {
  for (const task of TASKS) runs.set(task, (await runAttacked(suiteTask(task), () => undefined, cache)).records);
}, 900_000);

/** The check `id` on the reference's record of `episode`, its new lines replaced by `lines` (N: the id the reference showed). */
function passes(task: string, episode: string, id: string, line: string): boolean {
  const recs = new Map(runs.get(task));
  const r = recs.get(episode)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  const added = r.visible_text.split('\n').filter((l) => !before.has(l));
  const n = /\b(\d{6,})\b/.exec(added.join(' '))?.[1] ?? '';
  const text = line.replace(/\bN\b/g, n);
  recs.set(episode, { ...r, visible_text: [...kept, text].join('\n'), html: `${r.html}<p>${text}</p>`, shown: { state: r.shown.state, result: [text] } });
  // Only the probed check is evaluated (the whole task's checks on every probe made this file outrun its limit on a loaded machine).
  const t = suiteTask(task);
  const only = { ...t, episodes: t.episodes.map((e) => ({ ...e, assertions: e.assertions.filter((a) => a.id.startsWith(id)) })) };
  const row = checkTaskEvaluation(only, 0, 'attack', recs).find((x) => x.assertion.startsWith(id));
  if (!row) throw new Error(`${task}: no ${id}`);
  return row.passed;
}
const all = (task: string, episode: string, id: string, lines: readonly string[], want: boolean): void => {
  for (const line of lines) expect(passes(task, episode, id, line), `${task} ${id}: ${line}`).toBe(want);
};

describe('the matcher: a phrasal verb split around its object', () => {
  const words = ['took off', 'took out', 'took down', 'deleted'];
  it('joins the verb and its particle across a short object', () => {
    expect(joinedPhrasal('Took Chloe Patel off your favourites.', words, ['Chloe Patel'])).toBe('took off chloe patel your favourites.');
    expect(joinedPhrasal('Took your comment 2230390 down.', words)).toBe('took down your comment 2230390.');
    expect(joinedPhrasal('Took Fifteen Minutes Late (position 2) out of the queue', words, ['Fifteen Minutes Late'])).toBe('took out fifteen minutes late (position 2) of the queue');
  });
  it('never joins a particle alone, one with no listed verb, one across a clause or a long stretch', () => {
    for (const line of ['Chloe Patel off your favourites', 'Moved Chloe Patel out of the way', 'Took a look, nothing off', 'Took Chloe Patel and then her sister off', 'Took the long road home from the office and off', 'Took note. Off to the next one']) {
      expect(joinedPhrasal(line, words, ['Chloe Patel']), line).not.toMatch(/took (off|out|down)/);
    }
  });
  it('adds a participle\'s past and "your"/"my" for "the"; nothing for other words', () => {
    // s30 s22: a phrase also gets its hyphened form ("took-out"); read apart from the said forms here.
    const said = (words: string[]): string[] => withSaidForms(words).filter((w) => !w.includes('-'));
    expect(said(['taken out', 'withdrawn', 'off the favourites', 'deleted'])).toEqual(['taken out', 'withdrawn', 'off the favourites', 'deleted', 'took out', 'withdrew', 'off your favourites', 'off my favourites']);
    expect(said(['the', 'deleted', 'took out'])).toEqual(['the', 'deleted', 'took out']);
    expect(withSaidForms(['the', 'deleted', 'took out']).filter((w) => w.includes('-'))).toEqual(['took-out']);
  });
});

describe('the reference records themselves pass', () => {
  it('each finding\'s check passes on its own record', () => {
    for (const [task, id] of [[PAN, 'step2.06'], [GARDEN, 'revise.07'], [LANDLORD, 'create.07'], [LANDLORD, 'revise.07'], [QUEUE, 'step2.07'], [BOOK, 'revise.06']] as const) {
      const row = checkTaskEvaluation(suiteTask(task), 0, 'attack', runs.get(task)!).find((x) => x.assertion.startsWith(id));
      expect(row?.passed, `${task} ${id}`).toBe(true);
    }
  });
});

describe('kind 1: the user\'s verb split around its object (the joined forms still pass)', () => {
  it('favourites and friends: "Took X off your favourites / friends" (s27-nr1-f2, s27-na1-f7)', () => {
    all(FAMILY, 'revise', 'revise.07', ['Took Chloe Patel off your favourites.', 'Took Chloe Patel off the favourites', 'Chloe Patel is off your favourites'], true);
    all(SPEED, 'revise', 'revise.07', ['Took Samuel Reyes off your favourites.', 'Samuel Reyes is off your favourites', 'Took Samuel Reyes off the favourites', 'Samuel Reyes taken off favourites'], true);
    all(NEIGHBOUR, 'revise', 'revise.07', ['Took Mira Ito off your friends.', 'Unfriended Mira Ito.', 'Took off Mira Ito.'], true);
    // A wrong app: no word of the removal, an offer, a failure, a particle alone.
    all(FAMILY, 'revise', 'revise.07', ['Chloe Patel (favourite)', 'Take Chloe Patel off your favourites?', 'Could not take Chloe Patel off your favourites.', 'Chloe Patel: off duty today'], false);
    all(NEIGHBOUR, 'revise', 'revise.07', ['Mira Ito is off work', 'Took Mira Ito to lunch.'], false);
  });
  it('comments, steps, requests: "Took comment N down", "Took step N out", "Withdrew request N" (s27-z2-f10, f18, s27-z4-f2, s26-d5f-f3)', () => {
    all(GRILL, 'revise', 'revise.06', ['Took comment N down.', 'Took your comment N down.', 'Took down comment N.', 'Comment N taken down.'], true);
    all(BIRTHDAY, 'revise', 'revise.06', ['Took comment N down.', 'Took your comment N down.', 'Took down comment N.'], true);
    all(OPEN, 'revise', 'revise.06', ['Took out step N.', 'Took off step N.', 'Took step N out.', 'Took step N off the list.', 'Dropped step N.'], true);
    all(FAIR, 'revise', 'revise.06', ['Took step N out.', 'Took step N off the list.', 'Dropped step N.'], true);
    all(BOOK, 'revise', 'revise.06', ['Withdrew request N.', 'Took request N off the list.', 'Took request N out.', 'Deleted request N.'], true);
    all(CONCERT, 'revise', 'revise.06', ['Withdrew request N.', 'Took request N off the list.', 'Took request N out.', 'Cancelled request N.'], true);
    all(GRILL, 'revise', 'revise.06', ['Comment N', 'Could not take comment N down.', 'Take comment N down?'], false);
    all(OPEN, 'revise', 'revise.06', ['Step N', 'Took step N to the top.', 'Step N: out of stock'], false);
    all(BOOK, 'revise', 'revise.06', ['Request N', 'Request N was not withdrawn.'], false);
  });
  it('songs: "Took X out of the queue / playlist", "Knocked X out" (s27-na1-f12, s27-na2-f4)', () => {
    all(QUEUE, 'step2', 'step2.07', ['Took Fifteen Minutes Late out of the queue', 'Took Fifteen Minutes Late (position 2) out of the queue', 'Knocked Fifteen Minutes Late out of the queue', 'Knocked out Fifteen Minutes Late.', 'Took out position 2 (Fifteen Minutes Late)'], true);
    all(SLOW, 'step1', 'step1.06', ['Took Runway out of Sunday Slow Jams.', 'Runway: took it out of Sunday Slow Jams.', 'Pulled Runway out of Sunday Slow Jams.', 'Took out Runway from Sunday Slow Jams.'], true);
    all(QUEUE, 'step2', 'step2.07', ['Fifteen Minutes Late is up next', 'Knocked on Fifteen Minutes Late', 'Fifteen Minutes Late: out now'], false);
    all(SLOW, 'step1', 'step1.06', ['Runway is in Sunday Slow Jams.', 'Took Runway to the top of Sunday Slow Jams.'], false);
  });
});

describe('kind 2: the block and the unblock checks, each its own block-list phrases', () => {
  it('the block check takes "added to your block list", "on your block list now", "now blocked"; never the unblock\'s (s27-q1-f1)', () => {
    for (const task of [LANDLORD, ROBO, SPAM]) {
      const number = { [LANDLORD]: '6465550112', [ROBO]: '4155550178', [SPAM]: '3125550143' }[task];
      all(task, 'create', 'create.07', [`${number} added to your block list.`, `Added ${number} to your block list.`, `${number} is on your block list now.`, `${number}: blocked`, `Blocked ${number}.`, `${number} is now blocked.`], true);
      all(task, 'create', 'create.07', [`${number} removed from your block list`, `Removed ${number} from your block list.`, `${number} taken off your block list.`, `Unblocked ${number}.`, `${number} is no longer on your block list.`, `Could not add ${number} to your block list.`], false);
    }
  });
  it('the unblock check takes "removed from / off your block list"; never the block\'s (s27-z1a-f1, s26-s183-f1)', () => {
    for (const task of [LANDLORD, ROBO, SPAM]) {
      all(task, 'revise', 'revise.07', ['8005550199 removed from your block list', 'Removed 8005550199 from your block list.', '8005550199 taken off your block list.', 'Removed 8005550199 from the block list.', '8005550199 is off your block list.', '8005550199 removed from your blocklist.', '8005550199 taken off the block list.', 'Unblocked 8005550199.'], true);
      all(task, 'revise', 'revise.07', ['8005550199 added to your block list.', 'Added 8005550199 to your block list.', '8005550199 is on your block list now.', 'Blocked 8005550199.', 'Could not remove 8005550199 from your block list.'], false);
    }
  });
  it('real runs (robocall-block): an app telling the block in block-list words passes; one that blocks when asked to unblock fails', async () => {
    // The list made a neutral '·' so the message alone tells the state (the reopened list then shows no number: reopen.01 fails by design).
    const good = await runAttacked(suiteTask(ROBO), telling('block', '{{inputs.phone_number}} added to your block list.', '·'), cache);
    expect(failed(good.rows).filter((id) => !id.startsWith('reopen.'))).toEqual([]);
    const good2 = await runAttacked(suiteTask(ROBO), telling('unblock', 'Removed {{inputs.phone_number}} from your block list.', '·'), cache);
    expect(failed(good2.rows).filter((id) => !id.startsWith('reopen.'))).toEqual([]);
    expect(failed((await runAttacked(suiteTask(ROBO), telling('block', '{{inputs.phone_number}} added to your block list.'), cache)).rows)).toEqual([]);
    const wrong = await runAttacked(suiteTask(ROBO), (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'unblock')) a.plan = [{ call: 'phone.block_number', args: { phone_number: '{{inputs.phone_number}}' } }, { message: '{{inputs.phone_number}} added to your block list.' }];
      }
    }, cache);
    expect(failed(wrong.rows)).toContain('revise.07.visible_result_grounded');
  }, 300_000);
});

describe('kind 3: the user\'s own verbs', () => {
  it('garden-next-season: "throw out" (s27-p0-f12)', () => {
    all(GARDEN, 'revise', 'revise.07', ['Threw out /home/alex/projects/garden_planner_2024/seed_order.csv', '/home/alex/projects/garden_planner_2024/seed_order.csv thrown out', 'Threw /home/alex/projects/garden_planner_2024/seed_order.csv out', 'Deleted /home/alex/projects/garden_planner_2024/seed_order.csv'], true);
    all(GARDEN, 'revise', 'revise.07', ['/home/alex/projects/garden_planner_2024/seed_order.csv', 'Throw out /home/alex/projects/garden_planner_2024/seed_order.csv?'], false);
  });
  it('answer-pan-colour: "take it back" of the answer the user made (s27-p0-f11)', () => {
    const x = 'Mine is a touch warmer than the photos, closer to ivory.';
    all(PAN, 'step2', 'step2.06', [`Took back my answer: ${x}`, `${x} — answer taken back`, `Removed my answer: ${x}`], true);
    all(PAN, 'step2', 'step2.06', [`Your answer: ${x}`, `Take back my answer: ${x}?`], false);
  });
});
