/**
 * The first screen's words from what the tool does (issue #30, reference_words): the open page's
 * word check, run by the real checker on the built task, passes a correct app titled by what it
 * does in none of the reference's title words ("Wish list to cart" for "Payday Picks"), and still
 * fails an app whose first screen is about something else.
 */
import { describe, expect, it } from 'vitest';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { suiteTaskById, taskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as amazonCartMoves } from '../cases/amazon/cart-moves.ts';
import { tasks as gmailLabels } from '../cases/gmail/labels.ts';
import { tasks as splitwiseMoney } from '../cases/splitwise/money.ts';
import { tasks as spotifyLibrary } from '../cases/spotify/library.ts';
import { tasks as spotifyQueue } from '../cases/spotify/queue.ts';
import { joinedWords, toolWords, withToolWords } from './tool-words.ts';

type Obj = Record<string, any>;

/** The open page's word check of a built task, judged on a first screen that reads `text`. */
function firstScreen(all: () => readonly unknown[], id: string, text: string): boolean {
  const task = withToolWords(taskById(all, id) as never) as Obj;
  const open = (task.episodes as Obj[]).find((e) => e.stage === 'open') as Obj;
  const check = (open.assertions as Obj[]).find((a) => a.type === 'visible_contains');
  const app = (task.apps as Obj[])[0] as Obj;
  const episode = { visible_text: text } as never;
  return evaluate(check as never, episode, {}, { intention: app.intention, services: app.services }).passed;
}

/** [builder, task, a correct app's first screen in none of the reference's title words] */
const CORRECT: [() => readonly unknown[], string, string][] = [
  [amazonCartMoves, 'single.amazon.payday-cart', 'Wish list to cart Product Move to cart Back to wish list'],
  [gmailLabels, 'single.gmail.vacation-draft-bin', 'Delete by subject Subject Delete draft Delete thread'],
  [gmailLabels, 'single.gmail.wedding-label', 'Label Filer: make a Gmail label, then file threads under it by subject'],
  [splitwiseMoney, 'single.splitwise.venmo-then-splitwise', 'Pay a friend and log it Friend email Amount Send payment and record it'],
  [spotifyLibrary, 'single.spotify.album-of-the-week', 'Like on Spotify Title Like Unlike'],
  [spotifyQueue, 'single.spotify.bedtime-queue', 'Wind-down: clear the queue, add a calm song Song'],
  [spotifyLibrary, 'single.spotify.festival-follow', 'Follow artists Artist Follow Unfollow'],
];

describe('the first screen asks for what the tool does, not the reference title\'s circumstance', () => {
  it('takes the request\'s words for what the tool does, never a service\'s name', () => {
    const words = toolWords('On payday I treat myself to something from my Amazon wish list. Let me move a product into the cart by name.', ['amazon']);
    expect(words).toEqual(expect.arrayContaining(['wish', 'cart', 'product']));
    expect(words).not.toContain('amazon');
    expect(words).not.toContain('payday');
  });

  for (const [all, id, text] of CORRECT) {
    it(`${id}: passes a correct app in its own words; fails an app about something else`, () => {
      expect(firstScreen(all, id, text)).toBe(true);
      // The cheapest wrong app: a first screen about another need (and the reference's untouched check stood the same).
      expect(firstScreen(all, id, 'Alarm clock Time Set alarm Nothing yet.')).toBe(false);
    });
  }

  it('keeps every word the check listed before: an app in the title\'s words still passes', () => {
    expect(firstScreen(amazonCartMoves, 'single.amazon.payday-cart', 'Payday Picks')).toBe(true);
    expect(firstScreen(spotifyQueue, 'single.spotify.bedtime-queue', 'Bedtime Queue')).toBe(true);
  });
});

/**
 * A first-screen list that, with the request's words the checker counts, accepts one word only
 * (s11 verbs11, group-settle-todo app B: "settle") takes the user's other words for the app: the
 * services' words the request uses ("group") and its joined words ("to-do").
 */
describe('a one-word first-screen list takes the user\'s other words for the app', () => {
  const b = () => {
    const task = suiteTaskById('shared.group-settle-todo');
    const open = (task.episodes as Obj[]).find((e) => e.id === 'b-open') as Obj;
    const check = (open.assertions as Obj[]).find((a) => a.type === 'visible_contains') as Obj;
    const app = (task.apps as Obj[]).find((a) => a.slot === 'B') as Obj;
    return { check, shows: (text: string) => evaluate(check as never, { visible_text: text } as never, {}, { intention: app.intention, services: app.services }).passed };
  };

  it('lists the reference word and the user\'s others', () => {
    expect(b().check.text).toEqual(['settle', 'group', 'to-do']);
    expect(joinedWords('A to-do to settle up a Splitwise group by a date.')).toEqual(['to-do']);
  });

  it('passes a correct app titled in the user\'s other words', () => {
    expect(b().shows('Splitwise to-do\nWhich one?\nDue by\nGo')).toBe(true);
    expect(b().shows('Group reminders\nWhich one?\nDue by')).toBe(true);
  });

  it('still fails a first screen that shows none of the user\'s words (only the form)', () => {
    expect(b().shows('Reminders\nWhich one?\nDue by\nGo')).toBe(false);
  });
});
