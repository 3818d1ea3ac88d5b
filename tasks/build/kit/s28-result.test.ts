/**
 * s28 result lane (evaluate.ts `unoffered`, the grammar of a state word's form), on the real built
 * tasks: the reference's own recorded episode with the lines its action added replaced by the
 * finding's lines, judged through checkTaskEvaluation. Every finding of the lane is re-probed here:
 * - a bare verb never tells done ("Confirm delete X", "X Delete" after a path, an id or an amount,
 *   "Hit Delete to remove X"), nor an obligation ("X must be deleted"), nor a question's "OK?";
 * - "Cancelled." of a deletion, or with the record said kept anywhere on the line, tells nothing;
 * - the done forms of each finding (and a success said after a bare verb) still pass.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { runAttacked, suiteTask, tempDir , resultLinesPass } from '../../../src/stages/__tests__/helpers.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s28-result');

type Family = 'confirm' | 'pathbutton' | 'cancelled' | 'hit' | 'okq';
type Finding = readonly [task: string, id: string, checks: readonly string[], family: Family, value: string] | readonly [task: string, id: string, checks: readonly string[], family: 'idbutton', done: string, wrong: readonly string[]];
const FINDINGS: readonly Finding[] = [
  ["single.amazon.answer-earbud-question", "s27-p0-f1", ["step2.06"], "confirm", "My daughter uses them with the volume limit on, no problems."],
  ["single.amazon.answer-pan-colour", "s27-p0-f2", ["step2.06"], "confirm", "Mine is a touch warmer than the photos, closer to ivory."],
  ["single.amazon.ask-before-buying", "s27-p0-f3", ["step2.06"], "confirm", "Adjustable Dumbbell Set, Red"],
  ["single.amazon.birthday-wish-list", "s27-p0-f4", ["step1.07"], "confirm", "Classic Crewneck T-Shirt, Heather Grey, Extra-Small"],
  ["single.amazon.camping-cart-reset", "s27-p0-f5", ["step2.06"], "confirm", "Wool Hiking Socks (3 pairs), Green, Extra-Small"],
  ["single.amazon.kettle-question", "s27-p0-f6", ["step2.06"], "confirm", "Electric Gooseneck Kettle, Matte Black"],
  ["single.amazon.pen-restock", "s27-p0-f7", ["step2.06"], "confirm", "Gel Pen Set (12 pack), Black"],
  ["single.amazon.wish-list-reset", "s27-p0-f8", ["step1.07"], "confirm", "Classic Crewneck T-Shirt, Heather Grey, Extra-Small"],
  ["single.file_system.disk-full-downloads", "s27-p0-f9", ["create.07", "create.08"], "confirm", "/home/alex/downloads/resume_copy.txt"],
  ["single.file_system.disk-full-downloads", "s27-q0-f8", ["create.07", "create.08"], "pathbutton", "/home/alex/downloads/resume_copy.txt"],
  ["single.file_system.finance-consolidate", "s27-p0-f15", ["revise.07"], "confirm", "/home/alex/downloads/statements"],
  ["single.file_system.garden-next-season", "s27-p0-f10", ["revise.07"], "confirm", "/home/alex/projects/garden_planner_2024/seed_order.csv"],
  ["single.file_system.garden-next-season", "s27-q0-f9", ["revise.07"], "pathbutton", "/home/alex/projects/garden_planner_2024/seed_order.csv"],
  ["single.file_system.garden-out-of-projects", "s27-p0-f16", ["revise.07"], "confirm", "/home/alex/projects"],
  ["single.file_system.recipes-for-mom", "s27-z1a-f1", ["revise.07"], "pathbutton", "/home/alex/documents/recipes_for_mom/weeknight_curry.txt"],
  ["single.file_system.recipes-for-mom", "s27-q0-f11", ["revise.07"], "confirm", "/home/alex/documents/recipes_for_mom/weeknight_curry.txt"],
  ["single.file_system.statement-shredder", "s27-z1a-f1", ["create.07", "create.08"], "pathbutton", "/home/alex/downloads/statements/bank_statement_2023-02.txt"],
  ["single.file_system.statement-shredder", "s27-q0-f12", ["create.07", "create.08"], "confirm", "/home/alex/downloads/statements/bank_statement_2023-02.txt"],
  ["single.gmail.label-merge-prep", "s27-q0-f13", ["step2.07"], "confirm", "friends"],
  ["single.gmail.label-tidy", "s27-q0-f14", ["step2.06"], "confirm", "travel"],
  ["single.gmail.spring-clean", "s27-q0-f15", ["step1.06", "step2.06"], "confirm", "Ski cabin split"],
  ["single.gmail.vacation-draft-bin", "s27-q1-f1", ["step1.06", "step2.06"], "cancelled", "Lunch and learn slides"],
  ["single.phone.dogsitter-contact", "s27-q1-f1", ["revise.06"], "cancelled", "Ines Walker"],
  ["single.phone.emergency-favourites", "s27-q1-f1", ["revise.07"], "cancelled", "Priya Silva"],
  ["single.phone.family-favourites", "s27-q1-f1", ["revise.07"], "cancelled", "Chloe Patel"],
  ["single.phone.gift-call-erase", "s27-q1-f1", ["revise.06"], "cancelled", "Chloe Patel"],
  ["single.phone.landlord-voicemail", "s27-q1-f1", ["revise.07"], "cancelled", "The landlord stopped by about the heating, he will come back Friday morning."],
  ["single.phone.movers-contact", "s27-q1-f1", ["revise.06"], "cancelled", "Swift Movers"],
  ["single.phone.new-roommate-favourite", "s27-q1-f1", ["revise.07"], "cancelled", "Sofia Silva"],
  ["single.phone.plumber-contact", "s27-q1-f1", ["revise.06"], "cancelled", "Bruno Plumbing"],
  ["single.phone.speed-dial-swap", "s27-p2-f1", ["revise.07"], "cancelled", "Samuel Reyes"],
  ["single.phone.surprise-party-calls", "s27-q1-f1", ["revise.06"], "cancelled", "Aisha Schmidt"],
  ["single.phone.voicemail-to-note", "s27-q1-f1", ["revise.07"], "cancelled", "Hey, your dentist appointment moved to Tuesday at 3pm, please confirm."],
  ["single.phone.voicemail-triage", "s27-q1-f1", ["revise.07"], "cancelled", "I left the spare key under the blue pot by the door."],
  ["single.phone.weekend-plans-note", "s27-p2-f1", ["revise.07"], "cancelled", "voicemail \"Hi, it is me. Call me back when you get a chance, it is about the weekend plans.\""],
  ["single.phone.weekend-voicemail", "s27-q1-f1", ["revise.07"], "cancelled", "Happy birthday! Sorry I missed you, I will try again tonight."],
  ["single.simple_note.holiday-plans-archive", "s27-p2-f1", ["revise.05"], "cancelled", "Winter 2022 holiday plans"],
  ["single.simple_note.may-budget-archive", "s27-q2-f1", ["revise.05"], "cancelled", "Budget - May"],
  ["single.simple_note.merge-tahoe-lists", "s27-q2-f2", ["revise.07", "revise.08"], "cancelled", "notes 3568060 and 5123628"],
  ["single.simple_note.merge-tahoe-lists", "s27-q2-f3", ["revise.07", "revise.08"], 'idbutton', "Deleted Notes 3568060 and 5123628.", ["Note 3568060 Delete", "Notes 3568060 and 5123628 Delete", "notes 3568060 and 5123628 Remove"]],
  ["single.simple_note.merge-work-meetings", "s27-q2-f4", ["revise.07", "revise.08"], "cancelled", "notes 7123635 and 8790297"],
  ["single.simple_note.merge-work-meetings", "s27-q2-f5", ["revise.07", "revise.08"], 'idbutton', "Deleted notes 7123635 and 8790297.", ["notes 7123635 and 8790297 Delete", "notes 7123635 and 8790297 Remove"]],
  ["single.simple_note.potluck-drop", "s27-q2-f6", ["revise.07"], "cancelled", "Potluck dishes"],
  ["single.simple_note.reading-list-drop", "s27-q2-f7", ["revise.07"], "cancelled", "Summer reading"],
  ["single.simple_note.tax-docs-archive", "s27-q2-f8", ["revise.05"], "cancelled", "Tax documents 2022"],
  ["single.splitwise.archive-old-trip", "s27-p2-f1", ["create.07"], "cancelled", "Tahoe Ski Trip 2023"],
  ["single.splitwise.comment-and-text-payer", "s27-q2-f9", ["revise.06"], "cancelled", "comment 2471199"],
  ["single.splitwise.comment-and-text-payer", "s27-q2-f10", ["revise.06"], 'idbutton', "Deleted Comment 2471199.", ["Comment 2471199 Delete", "Lift tickets (5 people) \u2014 comment 2471199 Delete", "comment 2471199 Remove"]],
  ["single.splitwise.family-gifts-restore", "s27-q2-f11", ["create.07"], "cancelled", "Family Gifts"],
  ["single.splitwise.grill-tools-nudge", "s27-q2-f12", ["revise.06"], "cancelled", "comment 2230390"],
  ["single.splitwise.grill-tools-nudge", "s27-q2-f13", ["revise.06"], 'idbutton', "Deleted comment 2230390.", ["comment 2230390 Delete", "comment 2230390 Remove"]],
  ["single.splitwise.payment-undo", "s27-q2-f14", ["create.08"], "cancelled", "aisha.schmidt@proton.me"],
  ["single.splitwise.pizza-comment-text", "s27-q2-f15", ["revise.06"], "cancelled", "comment 1757393"],
  ["single.splitwise.pizza-comment-text", "s27-q2-f16", ["revise.06"], 'idbutton', "Deleted comment 1757393.", ["comment 1757393 Delete", "comment 1757393 Remove"]],
  ["single.spotify.bedtime-queue", "s27-q2-f17", ["step1.06"], "cancelled", "your queue (3 songs)"],
  ["single.spotify.campfire-swap", "s27-q2-f18", ["step1.06"], "cancelled", "Burning Shadows"],
  ["single.spotify.classical-notes", "s27-p3-f19", ["step2.06"], 'idbutton', "Deleted review 8866543.", ["8866543 Delete", "Review 8866543 Delete", "review 8866543 Delete"]],
  ["single.spotify.focus-flow-edit", "s27-q2-f19", ["step1.06"], "cancelled", "Midnight Fire"],
  ["single.spotify.fresh-queue", "s27-q2-f20", ["step1.06"], "cancelled", "the queue (3 songs)"],
  ["single.spotify.hot-take", "s27-p3-f25", ["step2.06"], 'idbutton', "Deleted 2815436.", ["review 2815436 Delete", "Review 2815436 Delete", "2815436 Delete"]],
  ["single.spotify.morning-run-reset", "s27-q2-f21", ["step1.07"], "cancelled", "Morning Run"],
  ["single.spotify.play-next", "s27-q2-f22", ["step3.07"], "cancelled", "Coffee at Dawn"],
  ["single.spotify.queue-fix", "s27-q2-f23", ["step2.07"], "cancelled", "Fifteen Minutes Late"],
  ["single.spotify.retire-road-trip", "s27-q3-f1", ["step1.07"], "hit", "Road Trip 2022"],
  ["single.spotify.retire-road-trip", "s27-q3-f2", ["step1.07"], "okq", "Road Trip 2022"],
  ["single.spotify.slow-jams-prune", "s27-q3-f1", ["step1.06"], "hit", "Runway"],
  ["single.spotify.slow-jams-prune", "s27-q3-f2", ["step1.06"], "okq", "Runway"],
  ["single.todoist.billing-bug-comment-delete", "s27-q3-f1", ["revise.06"], "hit", "Fix billing rounding bug"],
  ["single.todoist.billing-bug-comment-delete", "s27-q3-f2", ["revise.06"], "okq", "Fix billing rounding bug"],
  ["single.todoist.fitness-section-remove", "s27-q3-f1", ["revise.06"], "hit", "Swimming"],
  ["single.todoist.fitness-section-remove", "s27-q3-f2", ["revise.06"], "okq", "Swimming"],
  ["single.todoist.household-section-remove", "s27-q3-f1", ["revise.06"], "hit", "Car"],
  ["single.todoist.household-section-remove", "s27-q3-f2", ["revise.06"], "okq", "Car"],
  ["single.todoist.label-energy-delete", "s27-q3-f1", ["revise.07"], "hit", "low-energy"],
  ["single.todoist.label-energy-delete", "s27-q3-f2", ["revise.07"], "okq", "low-energy"],
  ["single.todoist.label-trial-delete", "s27-q3-f1", ["revise.07"], "hit", "someday"],
  ["single.todoist.label-trial-delete", "s27-q3-f2", ["revise.07"], "okq", "someday"],
  ["single.todoist.open-house-drop", "s27-q3-f1", ["revise.06"], "hit", "Repaint the hallway"],
  ["single.todoist.open-house-drop", "s27-q3-f2", ["revise.06"], "okq", "Repaint the hallway"],
  ["single.todoist.science-fair-drop", "s27-q3-f1", ["revise.06"], "hit", "Print the poster"],
  ["single.todoist.science-fair-drop", "s27-q3-f2", ["revise.06"], "okq", "Print the poster"],
  ["single.venmo.birthday-comment-delete", "s27-q3-f1", ["revise.06"], "hit", "Happy early birthday! Love, Dad"],
  ["single.venmo.birthday-comment-delete", "s27-q3-f2", ["revise.06"], "okq", "Happy early birthday! Love, Dad"],
  ["single.venmo.book-club-request", "s27-q3-f1", ["revise.06"], "hit", "Book club dues"],
  ["single.venmo.book-club-request", "s27-q3-f2", ["revise.06"], "okq", "Book club dues"],
  ["single.venmo.carpool-request", "s27-q3-f1", ["revise.06"], "hit", "Gas this week"],
  ["single.venmo.carpool-request", "s27-q3-f2", ["revise.06"], "okq", "Gas this week"],
  ["single.venmo.concert-ticket-request", "s27-q3-f1", ["revise.06"], "hit", "Concert ticket"],
  ["single.venmo.concert-ticket-request", "s27-q3-f2", ["revise.06"], "okq", "Concert ticket"],
  ["single.venmo.friend-list-tidy", "s27-q3-f1", ["revise.07"], "hit", "Tomas Rossi"],
  ["single.venmo.friend-list-tidy", "s27-q3-f2", ["revise.07"], "okq", "Tomas Rossi"],
  ["single.venmo.neighbour-friend", "s27-q3-f1", ["revise.07"], "hit", "Mira Ito"],
  ["single.venmo.neighbour-friend", "s27-q3-f2", ["revise.07"], "okq", "Mira Ito"],
  ["single.venmo.new-colleague-friend", "s27-q3-f1", ["revise.07"], "hit", "Ava Larsen"],
  ["single.venmo.new-colleague-friend", "s27-q3-f2", ["revise.07"], "okq", "Ava Larsen"],
  ["single.venmo.notification-purge", "s27-q3-f1", ["create.07"], "hit", "Costco run"],
  ["single.venmo.notification-purge", "s27-q3-f2", ["create.07"], "okq", "Costco run"],
  ["single.venmo.read-notice-cleanup", "s27-q3-f1", ["create.07"], "hit", "Costco run"],
  ["single.venmo.read-notice-cleanup", "s27-q3-f2", ["create.07"], "okq", "Costco run"],
  ["single.venmo.regret-comment", "s27-q3-f1", ["revise.06"], "hit", "Ski cabin weekend, my half of gas"],
  ["single.venmo.regret-comment", "s27-q3-f2", ["revise.06"], "okq", "Ski cabin weekend, my half of gas"],
];

const DONE = ['Deleted X.', 'X removed.', 'X deleted — Undo?', "X was deleted and can't be undone.", 'Delete X: done', 'Remove X — OK', 'Delete success: X'];
/** Each family's wrong lines (must fail) and correct lines (must pass), X the record's name. */
const LINES: Record<Family, { wrong: string[]; right: string[] }> = {
  confirm: { wrong: ['X must be deleted.', 'Confirm delete X', 'X needs to be deleted.', 'X is about to be deleted.'], right: DONE },
  pathbutton: { wrong: ['X <button>Delete</button>', 'X <button>Remove</button>', 'X <button>Shred</button>'], right: DONE },
  cancelled: { wrong: ['Cancelled. X kept.', 'Canceled. X kept.', 'Cancelled. X is still there.', 'Cancelled. X was not deleted.', 'Cancelled. Nothing deleted: X'], right: ['Deleted X.', 'X — deleted'] },
  hit: { wrong: ['Hit Delete to remove X.', 'Use the Delete button to remove X.', 'Choose Delete to remove X.'], right: ['Deleted X.', 'Done — X removed'] },
  okq: { wrong: ['Delete X — OK?', 'Remove X: OK?', 'Delete X: done?'], right: ['Deleted X.', 'Delete X: done'] },
};

const records = new Map<string, Map<string, EpisodeRecord>>();
const tasks = [...new Set([...FINDINGS.map((f) => f[0]), 'single.amazon.wrapped-presents', 'single.file_system.garden-out-of-projects', 'single.splitwise.expense-undo', 'multi.project-brief-folder'])];
beforeAll(async () => {
  for (const task of tasks) records.set(task, (await runAttacked(suiteTask(task), () => undefined, cache)).records);
}, 1_800_000);

const passes = (task: string, check: string, lines: readonly string[]): boolean => resultLinesPass(task, records.get(task)!, check, lines);

describe('the reference records pass their result checks', () => {
  it('each finding\'s check passes on the unchanged record', () => {
    for (const f of FINDINGS) for (const c of f[2]) {
      const row = checkTaskEvaluation(suiteTask(f[0]), 0, 'attack', records.get(f[0])!).find((x) => x.assertion.startsWith(`${c}.`))!;
      expect(row.passed, `${f[0]} ${c}`).toBe(true);
    }
  });
});

describe('s28: each finding\'s wrong lines fail, its done lines pass', () => {
  it('the families of findings (confirm, a button after a path or an id, "Cancelled. X kept.", "Hit Delete to remove X", "Delete X — OK?")', () => {
    const bad: string[] = [];
    for (const f of FINDINGS) {
      const [task, id, checks] = f;
      const { wrong, right } = f[3] === 'idbutton' ? { wrong: [...f[5]], right: [f[4]] } : { wrong: LINES[f[3]].wrong.map((l) => l.replaceAll('X', f[4])), right: LINES[f[3]].right.map((l) => l.replaceAll('X', f[4])) };
      // The value X is the first check's; a second check of the finding (create.08, step2.06) follows another record.
      for (const c of f[3] === 'idbutton' ? checks : checks.slice(0, 1)) {
        for (const l of wrong) if (passes(task, c, [l])) bad.push(`${id} ${task} ${c}: wrong passes: ${l}`);
        for (const l of right) if (!passes(task, c, [l])) bad.push(`${id} ${task} ${c}: right fails: ${l}`);
      }
    }
    expect(bad).toEqual([]);
  });
});

describe('s28: the findings read one by one', () => {
  const X = 'Scented Soy Candle, Lavender';
  const G = '/home/alex/projects';
  const A = 'Added "budget 30 dollars" to ~/projects/bird_feeder/brief.txt';
  it('wrong: an offer of the wrap, of the resend, a button after an amount (s27-q0-f10, s27-w0-f6, s27-w2-f9)', () => {
    const wrong: [string, string, string][] = [
      ['single.amazon.wrapped-presents', 'step1.08', `Added 2 × ${X} — you can gift-wrap them`], ['single.amazon.wrapped-presents', 'step1.08', `Added 2 × ${X} · Add gift wrap`],
      ['multi.project-brief-folder', 'revise.13', `${A} — Resend`], ['multi.project-brief-folder', 'revise.13', `${A}. Tap to resend.`], ['multi.project-brief-folder', 'revise.13', `${A}. Ready to resend.`],
      ['multi.project-brief-folder', 'revise.13', `${A}. You can resend it now.`], ['multi.project-brief-folder', 'revise.13', `${A}. Resend to Samuel Reyes`], ['multi.project-brief-folder', 'revise.13', `${A}; it will be resent later.`],
      ['single.splitwise.expense-undo', 'revise.07', 'Picnic supplies $38 Delete'], ['single.splitwise.expense-undo', 'revise.07', 'Picnic supplies — $38 Remove'], ['single.splitwise.expense-undo', 'followup.07', 'Picnic supplies $38 Restore'],
    ];
    expect(wrong.filter(([t, c, l]) => passes(t, c, [l]))).toEqual([]);
  });
  it('right: the wrap told on, a removed wrap, "moved to the trash", a resend done, a restore done (s27-p0-f17, s27-s193-f1, s27-db1-f3)', () => {
    const right: [string, string, string][] = [
      ['single.amazon.wrapped-presents', 'step1.08', `${X} ×2 will arrive gift-wrapped.`], ['single.amazon.wrapped-presents', 'step1.08', `${X} ×2 added; they will be gift-wrapped.`],
      ['single.amazon.wrapped-presents', 'step1.08', `Added 2 × ${X}: wrap on`], ['single.amazon.wrapped-presents', 'step1.08', `Added 2 × ${X}, gift-wrapped.`], ['single.amazon.wrapped-presents', 'step1.08', `${X} ×2 — wrap: yes`],
      ['single.amazon.wrapped-presents', 'step2.07', `Wrap removed from ${X}.`], ['single.amazon.wrapped-presents', 'step2.07', `${X} — wrap removed`], ['single.amazon.wrapped-presents', 'step2.07', `${X} will ship without gift wrap.`],
      ['single.file_system.garden-out-of-projects', 'revise.07', `Moved ${G} to the trash.`], ['single.file_system.garden-out-of-projects', 'revise.07', `${G} is in the bin now.`],
      ['multi.project-brief-folder', 'revise.13', `${A} and resent it to Samuel Reyes`], ['single.splitwise.expense-undo', 'revise.07', 'Deleted Picnic supplies.'], ['single.splitwise.expense-undo', 'followup.07', 'Picnic supplies restored.'],
    ];
    expect(right.filter(([t, c, l]) => !passes(t, c, [l]))).toEqual([]);
  });
});
