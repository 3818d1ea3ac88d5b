/**
 * s35 stale, on the real built tasks (sample S35 and its re-probes): a reopened screen that keeps a record's old state
 * as now fails; the reference's screen, a log under a heading or with time stamps, and other layouts pass.
 */
import { it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case } from '../../../src/stages/__tests__/helpers.ts';

const { run, sc, rs } = probeCases(referenceRecords(tempDir('s35-stale')));
const h2 = (l: string) => ['h2', l] as const;
const T = 600_000;

const BC = 'single.gmail.book-club-read', BT = 'Book club: next pick';
it('book-club-read s35-s0-f2: the old read row above the unread one is stale unless a log marks it', async () => {
  await run([
    sc(BC, 'reopen.06', false, [`${BT} — read`, `${BT} — unread`]),
    sc(BC, 'reopen.06', false, [`${BT} (read)`, `${BT} (unread)`]),
    sc(BC, 'reopen.06', true, [`${BT} — unread`]),
    sc(BC, 'reopen.06', true, [h2('History'), `${BT} — read`, `${BT} — unread`]),
    sc(BC, 'reopen.06', true, [`${BT} — read (09:10)`, `${BT} — unread (09:12)`]),
    sc(BC, 'reopen.06', true, [`Marked ${BT} read`, `Marked ${BT} unread`]),
  ]);
}, T);

const WS = 'single.todoist.wetland-sensor', WT = 'Check and calibrate the wetland sensor';
it('wetland-sensor s35-s0-f3: the job at its old priority beside the new row is stale', async () => {
  await run([
    sc(WS, 'reopen.08', false, [`${WT} (high)`, `${WT} (medium)`]),
    sc(WS, 'reopen.08', false, [`${WT} — high priority`, `${WT} — medium priority`]),
    sc(WS, 'reopen.08', true, [`${WT} — medium priority`]),
    sc(WS, 'reopen.08', true, [`Added: ${WT} — high priority`, `${WT} — medium priority`]),
  ]);
}, T);

const BH = 'single.todoist.birthday-hand-off', BK = 'Order the birthday cake';
it('birthday-hand-off s35-s1-f2: the to-do\'s old unassigned row beside the new one is stale', async () => {
  const cases: Case[] = [];
  // reopen.07 is the new check (kit/s35-stale.ts); reopen.02 and .06 ask the to-do and its person shown.
  cases.push(sc(BH, 'reopen.07', false, [`${BK} — unassigned`, `${BK} → Chloe Patel`]));
  cases.push(sc(BH, 'reopen.07', false, [`${BK} (not assigned)`, `${BK} — assigned to chloe.patel@gmail.com`]));
  cases.push(sc(BH, 'reopen.07', false, [`${BK} — unassigned`]));
  for (const c of ['reopen.02', 'reopen.06', 'reopen.07']) {
    cases.push(sc(BH, c, true, [`${BK} → Chloe Patel`]));
    cases.push(sc(BH, c, true, [`${BK} — assigned to chloe.patel@gmail.com`]));
    cases.push(sc(BH, c, true, [h2('History'), `${BK} — unassigned`, `${BK} — assigned to Chloe Patel`]));
  }
  await run(cases);
}, T);

const PR = 'single.amazon.pen-restock', PEN = 'Gel Pen Set (12 pack), Black';
it('pen-restock s35-s2-f1: the pens shown in a basket after the cart was emptied are stale', async () => {
  await run([
    sc(PR, 'reopen.06', false, [`${PEN} × 5 — in your basket`]),
    sc(PR, 'reopen.06', false, [h2('Basket'), `${PEN} × 5`]),
    sc(PR, 'reopen.06', false, [`${PEN} × 5 — waiting to check out`]),
    sc(PR, 'reopen.06', false, [h2('Your cart'), `${PEN} × 5`]),
    sc(PR, 'reopen.06', true, ['Your cart is empty']),
    sc(PR, 'reopen.06', true, [`${PEN} — removed from your basket`]),
    sc(PR, 'reopen.06', true, [h2('Basket'), 'Your basket is empty']),
  ]);
}, T);

const FS = 'single.todoist.fitness-section-remove';
const HS = 'single.todoist.household-section-remove';
it('fitness- and household-section-remove s35-s2-f2, s33-s262-f12: a deleted section listed as live is stale', async () => {
  await run([
    sc(FS, 'reopen.06', false, ['Swimming in Health & Fitness — active', 'Cycling in Health & Fitness — active']),
    sc(FS, 'reopen.06', false, ['Swimming — active', 'Cycling — active']),
    sc(FS, 'reopen.06', true, [h2('Health & Fitness'), 'Swimming laps · 2 tasks left']),
    sc(FS, 'reopen.06', true, ['Cycling in Health & Fitness — active']),
    sc(FS, 'reopen.06', true, [h2('Health & Fitness'), 'Cycling']),
    sc(FS, 'reopen.06', true, ['Swimming in Health & Fitness — removed', 'Cycling in Health & Fitness — active']),
    sc(FS, 'reopen.06', true, [h2('Deleted sections'), 'Swimming']),
    sc(HS, 'reopen.06', false, ['Car in Household — active', 'Garden in Household — active']),
    sc(HS, 'reopen.06', false, [h2('Sections'), 'Car in Household', 'Garden in Household']),
    sc(FS, 'reopen.06', true, [h2('Sections'), 'Running', 'Cycling', 'Swimming laps — Running']),
    sc(HS, 'reopen.06', false, ['Car in Household']),
    sc(HS, 'reopen.06', false, ['Car — active']),
    sc(HS, 'reopen.06', true, ['Garden in Household — active']),
    sc(HS, 'reopen.06', true, ['Car in Household — removed', 'Garden in Household — active']),
    sc(HS, 'reopen.06', true, [h2('Deleted sections'), 'Car']),
    sc(HS, 'reopen.06', true, ['Sections: Chores, Bills, Garden']),
  ]);
}, T);

const GR = 'multi.gym-routine-file-note';
it('gym-routine-file-note s35-s0-f1: the old text kept as a row is stale even where the new one is told elsewhere', async () => {
  await run([
    sc(GR, 'reopen.06', false, ['~/documents/gym_routine.txt: squats 3x8, rows 3x10', 'Changed 3x8 to 4x6']),
    sc(GR, 'reopen.06', false, ['~/documents/gym_routine.txt: squats 3x8, rows 3x10', 'Bench press 4x6']),
    sc(GR, 'reopen.06', false, ['Gym routine: squats 3x8, rows 3x10', 'Gym routine: squats 4x6, rows 3x10']),
    sc(GR, 'reopen.06', true, ['~/documents/gym_routine.txt: squats 4x6, rows 3x10']),
    sc(GR, 'reopen.06', true, ["Saved 'squats 3x8, rows 3x10' to ~/documents/gym_routine.txt", 'Changed 3x8 to 4x6']),
    sc(GR, 'reopen.06', true, ['Filed ~/documents/gym_routine.txt: squats 3x8, rows 3x10', 'Updated it: squats 4x6, rows 3x10']),
  ]);
}, T);

const CF = 'multi.coworker-farewell-gift', NB = 'Hardcover Dot Grid Notebook, Emerald';
it('coworker-farewell-gift s35-s1-f1: the present offered to buy or order is not ordered', async () => {
  await run([
    rs(CF, 'create.08', false, [`Found ${NB}; buy it from your cart`]),
    rs(CF, 'create.08', false, [`${NB} added to your cart; order it when ready`]),
    rs(CF, 'create.08', false, [`${NB} — buy now`]),
    rs(CF, 'create.08', true, [`Your order: ${NB}`]),
    rs(CF, 'create.08', true, [`Ordered ${NB}, gift-wrapped`]),
    rs(CF, 'create.08', true, [`Bought ${NB} for Leah`]),
    rs(CF, 'create.08', true, [`${NB} — order placed`]),
  ]);
}, T);
