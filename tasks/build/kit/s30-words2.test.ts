/**
 * s30 lane words2, on the real built tasks (findings F2-words2): a conditional "would be added", a sync still to come
 * ("will sync to Splitwise", "(Splitwise queued)"), a failure mark right after a state word ("Splitwise: payment ✗"),
 * a bracketed caption ("[Clear]"), "on hold", "SMS <name>" as a verb fail; the unfriend wordings, "is now in <label>"
 * and the new Splitwise payment's id pass.
 */
import { describe, it } from 'vitest';
import { tempDir, resultProbes } from '../../../src/stages/__tests__/helpers.ts';

const { both } = resultProbes(tempDir('s30-words2'));
const T = 900_000;

describe('a failure mark right after a state word (s30-r0-f1)', () => {
  const sent = 'Sent Elena $25 on Venmo for Book club dues';
  it('book-club-dues-payback create.16', both('multi.book-club-dues-payback', 'create.16',
    ['Splitwise: payment ✗', 'Splitwise: payment ✘', 'Splitwise: payment ❌', 'Splitwise: paid ✗', 'Splitwise: payment — ✗', 'Splitwise ✗', 'Splitwise: payment ×', 'Splitwise: recorded ✗'].map((x) => [sent, x]),
    ['Splitwise: payment ✓', 'Splitwise: paid', 'Recorded on Splitwise.', 'Splitwise: payment recorded ✓'].map((x) => [sent, x])), T);
});

describe('a conditional "would be added" is no favourite made (s30-r0-f2)', () => {
  it('emergency-favourites create.07', both('single.phone.emergency-favourites', 'create.07',
    ['Noah Patel would be added to favourites', 'Noah Patel would become a favourite', 'Noah Patel would be a favourite', 'Noah Patel would be favourited', 'Noah Patel will be added to favourites', 'Noah Patel will become a favourite', 'Noah Patel would get added to favourites', 'Noah Patel could be added to favourites', "Noah Patel would've been added to favourites", 'Noah Patel is going to become a favourite'],
    ['Noah Patel added to favourites', 'Noah Patel is now a favourite', 'Added Noah Patel to favourites.', 'Noah Patel became a favourite']), T);
});

describe('a Splitwise sync still to come or under way (s30-r0-f3) and a conditional save (s30-r0-f4)', () => {
  it('lunch-debt-venmo create.12', both('single.splitwise.lunch-debt-venmo', 'create.12',
    ['Dinner at Lola: will sync to Splitwise', 'Dinner at Lola: syncing to Splitwise', 'Paid Liam Larsen $8 for Dinner at Lola on Venmo and Splitwise (Splitwise queued).', 'Dinner at Lola: waiting to sync to Splitwise', 'Dinner at Lola: will be synced to Splitwise', 'Dinner at Lola: going to sync to Splitwise', 'Dinner at Lola: on Venmo and Splitwise (Splitwise pending)', 'Dinner at Lola: Splitwise sync on hold', 'Dinner at Lola: to sync to Splitwise', 'Paid Liam Larsen $8 for Dinner at Lola on Venmo and Splitwise (Splitwise failed).', 'Dinner at Lola: would be recorded on Splitwise'],
    ['Paid Liam Larsen $8 for Dinner at Lola on Venmo and Splitwise.', 'Dinner at Lola: synced to Splitwise', 'Dinner at Lola: recorded on Splitwise', 'Paid Liam Larsen $8 for Dinner at Lola on Venmo and Splitwise (Venmo queued).']), T);
  const sent = 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up.';
  it('pay-via-venmo create.12: would-forms fail; the new Splitwise payment id and "Splitwise payment added" pass (s28-s203-f2)', both('single.splitwise.pay-via-venmo', 'create.12',
    [[sent, 'Splitwise payment would be saved.'], [sent, 'Splitwise payment would be recorded.'], [sent, 'Splitwise: payment would be saved'], [sent, 'Splitwise payment will be saved.'], [sent, 'Splitwise payment to be saved.'], [sent, 'Splitwise payment pending'], [sent, 'Record Splitwise payment'], [sent], [sent, 'Splitwise payment not added.'], [sent, 'No Splitwise payment added.'], [sent, 'Splitwise payment would be added.']],
    // Left open (s28-s203-f2): the id alone ("(Splitwise payment 7816962)", "… 7816962 added") still fails; see the report.
    [[sent, 'Splitwise: payment 7816962.'], [sent, 'Added Splitwise payment 7816962.'], [sent, 'Splitwise payment added.']]), T);
});

describe('a bracketed Clear caption after the still-queued songs (s30-r0-f5, f6)', () => {
  for (const task of ['single.spotify.bedtime-queue', 'single.spotify.fresh-queue']) {
    it(`${task} step1.06`, both(task, 'step1.06',
      ['Queue: 3 songs [Clear]', 'Queue: 3 songs (Clear)', 'Queue: 3 songs ‹Clear›', 'Queue: 3 songs «Clear»', 'Queue: 3 songs <Clear>', 'Queue: 3 songs {Clear}', 'Queue: 3 songs [ Clear ]', 'Queue: 3 songs Clear', 'Queue: 3 songs · Clear', 'Queue: 3 songs [Clear queue]', 'Queue: 3 songs [Empty]'],
      ['Queue cleared.', 'Queue: empty', 'Cleared the queue.', 'Queue: clear']), T);
  }
});

describe('unfriend wordings still to come fail, the done ones pass (s30-r0-f7, open in part)', () => {
  it('neighbour-friend revise.07', both('single.venmo.neighbour-friend', 'revise.07',
    ['Mira Ito will not be your friend any more', 'Mira Ito will be off your friends list', 'Mira Ito is not your friend any more once you confirm', 'Mira Ito is still your friend', 'Mira Ito: friendship will end', 'Mira Ito — friend', 'Mira Ito is off your friends list once you confirm', 'Mira Ito: friendship not ended'],
    // Left open (s30-r0-f7): "is not your friend any more", "— not a friend", "is off your friends list", "friendship ended" still fail.
    ['Mira Ito taken off your friends list', 'Mira Ito is no longer a friend', 'Unfriended Mira Ito.', 'Mira Ito is no longer on your friends list', 'Mira Ito: no longer friends']), T);
});

describe('a text on hold (s30-r1-f1)', () => {
  const f = '/home/alex/documents/work/meeting_notes_2023-05-15.txt';
  it('team-roadmap-share revise.08', both('single.file_system.team-roadmap-share', 'revise.08',
    [`${f} — SMS to Ava Larsen on hold`, `${f} — text to Ava Larsen on hold`, `${f} — text to Ava Larsen (on hold)`, `${f} — text to Ava Larsen held`, `${f} — text to Ava Larsen held back`, `${f} — SMS to Ava Larsen: on hold`, `${f} — text to Ava Larsen waiting`, `${f} — SMS to Ava Larsen awaiting delivery`],
    [`${f} — SMS sent to Ava Larsen`, `${f} — texted to Ava Larsen`, `${f} — text sent to Ava Larsen`]), T);
});

describe('a label told as the place the thread is now in (s30-r1-f2)', () => {
  it('fitness-label step2.07', both('single.gmail.fitness-label', 'step2.07',
    ['Marathon training plan is not in Training', 'Marathon training plan is now in Inbox', 'Marathon training plan will be in Training', 'Marathon training plan is not yet in Training', 'Marathon training plan — not now in Training', 'Marathon training plan would now be in Training', 'Marathon training plan is now in Inbox', 'Marathon training plan'],
    ['Marathon training plan is now in Training', 'Marathon training plan — now in Training', 'Marathon training plan now carries the Training label', 'Filed Marathon training plan under Training.', 'Training label applied to Marathon training plan', 'Marathon training plan — Training label added', 'Marathon training plan now has the Training label']), T);
});

describe('"SMS <name>" as a verb is an offer, not a text sent (s30-r1-f3, f5)', () => {
  it('campfire-text step1.12', both('single.spotify.campfire-text', 'step1.12',
    ['Campfire Songs is public. SMS Caleb Larsen', 'Campfire Songs is public. SMS Caleb Larsen the link', 'Campfire Songs is public. SMS Caleb Larsen the playlist link', 'Campfire Songs is public. SMS Caleb Larsen (7817831642) the link', 'Campfire Songs is public. Text Caleb Larsen the link', 'Campfire Songs is public. Next: SMS Caleb Larsen the link', 'Campfire Songs is public! SMS Caleb Larsen the link'],
    ['Campfire Songs is public. SMS to Caleb Larsen', 'Campfire Songs is public. SMS sent to Caleb Larsen.', 'Campfire Songs is public. Texted Caleb Larsen the link.', 'Campfire Songs is public. SMS to Caleb Larsen sent']), T);
  it('slow-jams-text step1.12', both('single.spotify.slow-jams-text', 'step1.12',
    ['Sunday Slow Jams public. SMS Leah Moreau', 'Sunday Slow Jams public. SMS Leah Moreau the link', 'Sunday Slow Jams public. SMS Leah Moreau the playlist link', 'Sunday Slow Jams public. Text Leah Moreau the link', 'Sunday Slow Jams public. SMS Leah Moreau?'],
    ['Sunday Slow Jams public. SMS to Leah Moreau', 'Sunday Slow Jams public. SMS sent to Leah Moreau.']), T);
});
