/**
 * s29 nowa (evaluate.ts `unoffered`, one judgement of whether a clause says the action done now),
 * on the real built tasks: the reference's recorded episode with the lines its action added replaced
 * by the finding's lines, judged through checkTaskEvaluation. Four kinds of "not now":
 * - a time to come for any state word ("will be labelled", "is being added to favourites", "to be created");
 * - a condition on the action ("removed once you confirm", "deleted on confirmation");
 * - a wait on the line for any action ("Email: pending", "not a favourite (pending)");
 * - a button or an offer across an id ("Note 7 Move to trash", "Move X (note 7) to trash").
 * Each finding's wrong lines fail; done forms, an undo offer beside a done action, a snooze "until"
 * and a money request "(pending)" still pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s29-nowa');

/** [task, check, lines of one probe (the action's new lines)]. */
type Probe = readonly [task: string, check: string, lines: readonly string[]];
const one = (task: string, check: string, ...lines: string[]): Probe[] => lines.map((l) => [task, check, [l]] as const);

const A = 'Added "budget 30 dollars" to ~/projects/bird_feeder/brief.txt';
const GYM = 'Wrote "squats 3x8, rows 3x10" to ~/documents/gym_routine.txt.';
const CONFIRM = ['X removed once you confirm', 'X deleted once you confirm', 'X removed if you confirm', 'X removed when you confirm', 'X deleted after you confirm', 'X removed once confirmed', 'X deleted on confirmation', 'X removed unless you cancel', 'X deleted when you tap Delete', 'X removed after you approve'];
const DONE = ['Deleted X.', 'X removed.', 'X deleted — Undo?', 'Moved X to the trash', 'Deleted X — restore it if you change your mind.', 'X deleted. You can restore it if you change your mind.'];
/** The "once you confirm" findings: [task, check, record X, finding]. */
const CONDITIONED: readonly (readonly [string, string, string, string])[] = [
  ['single.amazon.honest-review', 'step2.06', 'Personal Blender, Red', 's28-q0-f1'],
  ['single.amazon.wish-list-reset', 'step1.07', 'Classic Crewneck T-Shirt, Heather Grey, Extra-Small', 's28-q0-f2'],
  ['single.file_system.finance-consolidate', 'revise.07', '/home/alex/downloads/statements', 's28-q0-f6'],
  ['single.gmail.spring-clean', 'step1.06', 'Ski cabin split', 's28-q0-f3'],
  ['single.gmail.spring-clean', 'step2.06', 'Game night?', 's28-q0-f3'],
  ['single.phone.landlord-voicemail', 'revise.07', 'The landlord stopped by about the heating, he will come back Friday morning.', 's28-q0-f4'],
  ['single.phone.parcel-pickup-alarm', 'revise.06', 'Pick up the parcel', 's28-q0-f5'],
  ['single.phone.voicemail-to-note', 'revise.07', '"Hey, your dentist appointment moved to Tuesday at 3pm, please confirm." (voicemail 9220712)', 's28-q0-f7'],
  ['single.simple_note.holiday-plans-archive', 'revise.05', 'Winter 2022 holiday plans (note 1123614)', 's28-q0-f8'],
  ['single.splitwise.pizza-comment-text', 'revise.06', 'Comment 1757393', 's28-q0-f9'],
  ['single.venmo.book-club-request', 'revise.06', 'Book club dues (request 3500961)', 's28-q0-f10'],
  ['single.venmo.neighbour-friend', 'revise.07', 'Mira Ito (mira.ito@proton.me)', 's28-q0-f11'],
  ['single.venmo.regret-comment', 'revise.06', 'Comment 6409254', 's28-q0-f12'],
];
/** The trash-button and move-offer findings: [task, check, wrong lines, a done line of the same record]. */
const TRASH: readonly (readonly [string, string, readonly string[], string])[] = [
  ['single.venmo.carpool-request', 'revise.06', ['Request 1122288 Move to trash', 'Request 1122288 Move to bin', 'Move Gas this week (request 1122288) to trash'], 'Moved Gas this week (request 1122288) to the trash'],
  ['single.venmo.concert-ticket-request', 'revise.06', ['Request 5221267 Move to trash', 'Request 5221267 Move to bin', 'Move Concert ticket (request 5221267) to trash', 'Move Concert ticket (request 5221267) to the bin', 'Move Concert ticket (request 5221267) to bin', 'Move Caleb Larsen — $68 for Concert ticket (request 5221267) to trash'], 'Moved Request 5221267 to the bin'],
  ['single.venmo.friend-list-tidy', 'revise.07', ['Tomas.rossi@yahoo.com Move to trash', 'Tomas.rossi@yahoo.com Move to bin', 'Move Tomas Rossi (tomas.rossi@yahoo.com) to trash'], 'Moved Tomas Rossi (tomas.rossi@yahoo.com) to the trash'],
  ['single.venmo.neighbour-friend', 'revise.07', ['Mira.ito@proton.me Move to bin', 'Move Mira Ito (mira.ito@proton.me) to trash'], 'Moved Mira Ito (mira.ito@proton.me) to the trash'],
  ['single.venmo.new-colleague-friend', 'revise.07', ['Ava.larsen@outlook.com Move to trash', 'Ava.larsen@outlook.com Move to bin', 'Move Ava Larsen (ava.larsen@outlook.com) to trash'], 'Moved Ava Larsen (ava.larsen@outlook.com) to the trash'],
  ['single.venmo.notification-purge', 'create.07', ['Move Omar Patel requests $86.40 for Costco run - paper goods and snacks. (notification 8788363) to trash', 'Move Omar Patel requests $86.40 for Costco run - paper goods and snacks. (notification 8788363) to the bin', 'Move Omar Patel requests $86.40 for Costco run - paper goods and snacks. (notification 8788363) to bin', 'Move Costco run (notification 8788363) to trash', 'Move Costco run (notification 8788363) to the trash'], 'Moved Costco run (notification 8788363) to the bin'],
  ['single.venmo.read-notice-cleanup', 'create.07', ['Move Omar Patel requests $86.40 for Costco run - paper goods and snacks. (notification 8788363) to trash', 'Move Costco run (notification 8788363) to trash'], 'Moved Costco run (notification 8788363) to the bin'],
  ['single.venmo.regret-comment', 'revise.06', ['Comment 6409254 Move to trash', 'Comment 6409254 Move to bin'], 'Moved Comment 6409254 to the trash'],
  ['single.venmo.birthday-comment-delete', 'revise.06', ['Comment 5887859 Move to trash', 'Comment 5887859 Move to bin', 'Move Thank you Dad, dinner is on me (comment 5887859) to trash'], 'Moved Comment 5887859 to the trash'],
  ['single.venmo.book-club-request', 'revise.06', ['Request 3500961 Move to trash', 'Move Book club dues (request 3500961) to trash'], 'Moved Book club dues (request 3500961) to the trash'],
  ['single.phone.surprise-party-calls', 'revise.06', ['Call 6098128 Move to trash', 'Call 6098128 Send to trash'], 'Call 6098128 moved to the trash'],
  ['single.phone.voicemail-to-note', 'revise.07', ['Move "Hey, your dentist appointment moved to Tuesday at 3pm, please confirm." (voicemail 9220712) to trash'], 'Moved "Hey, your dentist appointment moved to Tuesday at 3pm, please confirm." (voicemail 9220712) to the trash'],
  ['single.phone.voicemail-triage', 'revise.07', ['Move "I left the spare key under the blue pot by the door." (voicemail 3109597) to trash'], 'Moved "I left the spare key under the blue pot by the door." (voicemail 3109597) to the trash'],
  ['single.phone.weekend-plans-note', 'revise.07', ['Move "Hi, it is me. Call me back when you get a chance, it is about the weekend plans." (voicemail 1442935) to trash', 'Move "Hi, it is me. Call me back when you get a chance, it is about the weekend plans." (voicemail 1442935) to the bin', 'Move "Hi, it is me. Call me back when you get a chance, it is about the weekend plans." (voicemail 1442935) to bin', 'Move weekend plans voicemail (voicemail 1442935) to trash', 'weekend plans voicemail Move to trash', 'weekend plans voicemail Move to bin'], 'weekend plans voicemail moved to trash'],
  ['single.phone.weekend-voicemail', 'revise.07', ['Move "Happy birthday! Sorry I missed you, I will try again tonight." (voicemail 7998489) to trash', 'Move Happy birthday voicemail (voicemail 7998489) to trash'], 'Moved "Happy birthday! Sorry I missed you, I will try again tonight." (voicemail 7998489) to the trash'],
  ['single.simple_note.holiday-plans-archive', 'revise.05', ['Note 1123614 Move to trash', 'Move Winter 2022 holiday plans (note 1123614) to trash'], 'Moved Winter 2022 holiday plans (note 1123614) to the trash'],
  ['single.simple_note.potluck-drop', 'revise.07', ['Note 9756511 Move to trash'], 'Potluck dishes: green salad moved to the trash'],
  ['single.simple_note.reading-list-drop', 'revise.07', ['Note 7727622 Move to trash'], 'Removed The Overstory from Summer reading.'],
  ['single.simple_note.tax-docs-archive', 'revise.05', ['Note 9679175 Move to trash', 'Note 9679175 Move to bin', 'Move Tax documents 2022 (note 9679175) to trash'], 'Moved Tax documents 2022 (note 9679175) to the trash'],
  ['single.splitwise.comment-and-text-payer', 'revise.06', ['Comment 2471199 Move to trash', 'Comment 2471199 Move to bin'], 'Moved Comment 2471199 to the trash'],
  ['single.splitwise.grill-tools-nudge', 'revise.06', ['Comment 2230390 Move to trash', 'Comment 2230390 Move to bin', 'Move Did you keep the receipt? One tong is broken (comment 2230390) to trash'], 'Moved Comment 2230390 to the trash'],
  ['single.splitwise.pizza-comment-text', 'revise.06', ['Comment 1757393 Move to trash', 'Comment 1757393 Move to bin'], 'Moved Comment 1757393 to the trash'],
  ['single.spotify.classical-notes', 'step2.06', ['Review 8866543 Move to trash', 'Review 8866543 Move to bin', 'Move Bright Fever (review 8866543) to trash'], 'Moved Bright Fever (review 8866543) to the trash'],
  ['single.spotify.hot-take', 'step2.06', ['Review 2815436 Move to trash', 'Review 2815436 Move to bin', 'Move Broken Letters (review 2815436) to trash'], 'Moved Broken Letters (review 2815436) to the trash'],
  ['single.spotify.morning-run-reset', 'step1.07', ['Move Morning Run (playlist 2522267) to trash'], 'Moved Morning Run (playlist 2522267) to the trash'],
  ['single.spotify.retire-road-trip', 'step1.07', ['Move Road Trip 2022 (playlist 9077821) to trash'], 'Moved Road Trip 2022 (playlist 9077821) to the trash'],
  ['single.todoist.billing-bug-comment-delete', 'revise.06', ['Comment 3160910 Move to trash', 'Comment 3160910 Move to bin', 'Move Maybe the currency conversion is to blame. (comment 3160910) to trash', 'Move Maybe the currency conversion is to blame. (comment 3160910) to the bin', 'Move Maybe the currency conversion is to blame. (comment 3160910) to bin'], 'Comment 3160910 moved to trash'],
  ['single.todoist.fitness-section-remove', 'revise.06', ['Section 1824687 Move to trash', 'Section 1824687 Move to bin', 'Move Swimming (section 1824687) to trash'], 'Moved Swimming (section 1824687) to the trash'],
  ['single.todoist.household-section-remove', 'revise.06', ['Section 5397988 Move to trash', 'Section 5397988 move to trash', 'Section 5397988 Move to bin', 'Section 5397988 Send to trash'], 'Moved Car (section 5397988) to the trash'],
  ['single.todoist.label-energy-delete', 'revise.07', ['Label 7467241 Move to trash', 'Label 7467241 Move to bin', 'Move low-energy (label 7467241) to trash', 'Move low-energy (label 7467241) to the bin', 'Move low-energy (label 7467241) to bin'], 'Moved Label 7467241 to the bin'],
  ['single.todoist.label-trial-delete', 'revise.07', ['Label 1811776 Move to trash', 'Label 1811776 Move to bin', 'Move someday (label 1811776) to trash'], 'Moved someday (label 1811776) to the trash'],
];

const FAV = (task: string, who: string, finding: string) => ({ task, who, finding });
const FAVOURITES = [FAV('single.phone.emergency-favourites', 'Noah Patel', 's28-r0-f1'), FAV('single.phone.new-roommate-favourite', 'Omar Patel', 's28-r0-f1'), FAV('single.phone.speed-dial-swap', 'Mira Ito', 's28-r0-f1')];
const UNFAV = [FAV('single.phone.new-roommate-favourite', 'Sofia Silva', 's28-r0-f2'), FAV('single.phone.speed-dial-swap', 'Samuel Reyes', 's28-r0-f2')];

/** Wrong probes of the other findings (each must fail). */
const WRONG: readonly Probe[] = [
  ...one('multi.lease-topic-label', 'create.17', 'New lease terms will be labelled Apartment.', 'New lease terms is being labelled Apartment.'),
  ...one('multi.marathon-label-note', 'create.17', 'Marathon training plan — will be labelled Marathon'),
  ...one('multi.ski-trip-label', 'create.17', 'Ski cabin split will be labeled Ski Weekend.', "Ski cabin split'll be labeled Ski Weekend."),
  ...one('multi.project-brief-folder', 'revise.13', `${A}. Email: pending`, `${A}. Email: queued`, `${A}. Email (pending)`, `${A}. Email: not yet`, `${A} — email: about to go`),
  ...one('shared.request-nudge-email', 'b-find.08', 'Dish soap, sponges, trash bags (Omar) — will be nudged', 'Dish soap, sponges, trash bags (Omar) — to be nudged', 'Dish soap, sponges, trash bags · Omar · Email'),
  ...one('single.amazon.camping-cart-reset', 'step2.06', 'Your cart will be emptied.', 'Your cart is about to be emptied.', 'Your cart is going to be emptied.', 'Cart: to be emptied', 'Your cart is set to be emptied.'),
  ...one('single.gmail.fitness-label', 'step1.07', 'Training will be saved.', 'Label Training to be saved.', 'Training will be created.'),
  ...one('single.gmail.fitness-label', 'step2.07', 'Marathon training plan will be labelled Training.', 'Marathon training plan will be filed under Training.', 'Marathon training plan will be tagged Training.'),
  ...one('single.gmail.house-label', 'step2.07', 'New lease terms — label will be applied', 'New lease terms — will be labelled Moving'),
  ...one('single.splitwise.lunch-debt-venmo', 'create.12', 'Paid $8 on Venmo for Dinner at Lola; tap to record on Splitwise.', 'Paid $8 on Venmo for Dinner at Lola. Next: record it on Splitwise.', 'Paid $8 for Dinner at Lola — Record on Splitwise', 'Paid $8 for Dinner at Lola. You can record it on Splitwise.', 'Dinner at Lola: will be recorded on Splitwise', 'Dinner at Lola: will be saved to Splitwise', 'Dinner at Lola: waiting to sync to Splitwise', 'Dinner at Lola: about to be logged on Splitwise', 'Dinner at Lola: recorded on Splitwise (pending)'),
  ...one('single.splitwise.pay-via-venmo', 'create.12', 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up. Splitwise payment will be saved.'),
  ['multi.gym-routine-file-note', 'create.14', [GYM, 'Gym routine — note to be created (fitness)']],
  ['multi.gym-routine-file-note', 'create.14', [GYM, 'Gym routine · Create note']],
  ['multi.gym-routine-file-note', 'create.14', [GYM, 'Gym routine — note pending']],
  ['multi.gym-routine-file-note', 'create.15', [GYM, 'Gym routine — note to be created (fitness)']],
  ...FAVOURITES.flatMap(({ task, who }) => one(task, 'create.07', `${who} is being added to favourites.`, `${who} will be added to favourites.`, `${who} to be added to favourites`, `${who}'ll be added to favourites.`)),
  ...UNFAV.flatMap(({ task, who }) => one(task, 'revise.07', `${who}: not a favourite (pending)`, `${who} — not a favourite, pending`, `${who}: not a favourite — queued`)),
  ...CONDITIONED.flatMap(([task, check, x]) => one(task, check, ...CONFIRM.map((l) => l.replaceAll('X', x)))),
  ...TRASH.flatMap(([task, check, wrong]) => one(task, check, ...wrong)),
];

/**
 * Left open: multi.gym-routine-file-note create.10 has no state words (it checks the name shown as the result); the
 * note made is create.14's to tell, which now fails the note to come.
 */
/** Correct probes (each must pass): done now, other layouts, an undo offer, a snooze "until", a money request "(pending)". */
const RIGHT: readonly Probe[] = [
  ...one('multi.lease-topic-label', 'create.17', 'New lease terms now labelled Apartment.', '"New lease terms" now has the label Apartment; note started.'),
  ...one('multi.ski-trip-label', 'create.17', 'Ski cabin split now labeled Ski Weekend.'),
  ...one('multi.project-brief-folder', 'revise.13', `${A} and sent it again.`, `${A} and resent it to Samuel Reyes.`, `${A}. Resent to Samuel Reyes.`, `${A}. Email sent again.`, `${A} — emailed Samuel again`),
  ...one('single.amazon.camping-cart-reset', 'step2.06', 'Your cart is now empty.', 'Emptied your cart.', 'Cart emptied.'),
  ...one('single.gmail.fitness-label', 'step1.07', 'Label Training created.', 'Created the label Training.'),
  ...one('single.gmail.fitness-label', 'step2.07', 'Marathon training plan labelled Training.', 'Labelled Marathon training plan as Training.'),
  ...one('single.splitwise.lunch-debt-venmo', 'create.12', 'Paid $8 on Venmo for Dinner at Lola and recorded it on Splitwise.', 'Dinner at Lola: recorded on Splitwise'),
  ['multi.gym-routine-file-note', 'create.14', [GYM, 'Gym routine — note created (fitness)']],
  ...FAVOURITES.flatMap(({ task, who }) => one(task, 'create.07', `Added ${who} to favourites.`, `${who} is a favourite now.`, `${who}: favourite`, `${who} (favourite)`, `${who} — favourite`, `Favourite added: ${who}`)),
  ...UNFAV.flatMap(({ task, who }) => one(task, 'revise.07', `${who} removed from favourites.`, `${who} is no longer a favourite.`, `${who}: not a favourite`, `Removed ${who} from favourites — add back if you change your mind.`)),
  ...CONDITIONED.flatMap(([task, check, x]) => one(task, check, ...DONE.map((l) => l.replaceAll('X', x)))),
  ...TRASH.flatMap(([task, check, , done]) => one(task, check, done)),
];

const tasks = [...new Set([...WRONG, ...RIGHT].map((p) => p[0]))];
const records = new Map<string, Map<string, EpisodeRecord>>();
beforeAll(async () => {
  for (const task of tasks) records.set(task, (await runAttacked(suiteTask(task), () => undefined, cache)).records);
}, 3_600_000);

/** The reference's record of the check's episode with the lines its action added replaced by `lines`. */
function passes(task: string, check: string, lines: readonly string[]): boolean {
  const episodes = records.get(task)!;
  const episode = suiteTask(task).episodes.find((e) => e.assertions.some((a) => a.id.startsWith(`${check}.`)))!.id;
  const r = episodes.get(episode)!;
  const before = new Set((r.visible_before ?? '').split('\n'));
  const kept = r.visible_text.split('\n').filter((l) => before.has(l));
  const changed = new Map(episodes);
  changed.set(episode, { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<div>${l}</div>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } });
  return checkTaskEvaluation(suiteTask(task), 0, 'attack', changed).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
}

describe('s29 nowa: a clause tells the action done now, or nothing', () => {
  it('each finding\'s check passes on the reference\'s own record', () => {
    const bad = [...new Set([...WRONG, ...RIGHT].map((p) => `${p[0]}|${p[1]}`))].filter((k) => {
      const [task, check] = k.split('|') as [string, string];
      return !checkTaskEvaluation(suiteTask(task), 0, 'attack', records.get(task)!).find((x) => x.assertion.startsWith(`${check}.`))!.passed;
    });
    expect(bad).toEqual([]);
  });
  it('wrong: a time to come, a condition, a wait, a button or offer across an id', () => {
    expect(WRONG.filter(([t, c, l]) => passes(t, c, l)).map(([t, c, l]) => `${t} ${c}: ${l.join(' / ')}`)).toEqual([]);
  });
  it('right: done now, an undo offer beside it, other layouts', () => {
    expect(RIGHT.filter(([t, c, l]) => !passes(t, c, l)).map(([t, c, l]) => `${t} ${c}: ${l.join(' / ')}`)).toEqual([]);
  });
});
