/**
 * s28 words lane: a correct result line told in other words of the same action passes, on the real
 * built tasks (the reference's recorded episode with the lines its action added replaced by the
 * finding's lines, judged through checkTaskEvaluation), and the wrong lines of each (the action not
 * done, another action told, an offer, a promise, a failure, the old state kept) still fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { runAttacked, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { checkTaskEvaluation } from '../../../src/stages/check/index.ts';

const cache = tempDir('s28-words');
const DRAFT = 'shared.project-invite-draft';
const NUDGE = 'shared.request-nudge-email';
const LABEL = 'single.gmail.wedding-label';
const LEND = 'single.simple_note.lend-interview-questions';
const VENMO = 'single.splitwise.pay-via-venmo';
const SECTION = 'single.todoist.household-section-remove';
const TASKS = [DRAFT, NUDGE, LABEL, LEND, VENMO, SECTION];

const records = new Map<string, Map<string, EpisodeRecord>>();
beforeAll(async () => {
  for (const task of TASKS) records.set(task, (await runAttacked(suiteTask(task), () => undefined, cache)).records);
}, 1_800_000);

/** The episodes with, in each named one, the lines the action added (or, where no screen came before, the lines `old` picks) replaced by `lines`. */
function replaced(task: string, edits: Record<string, readonly string[]>, old: (line: string) => boolean = () => false): Map<string, EpisodeRecord> {
  const changed = new Map(records.get(task)!);
  for (const [episode, lines] of Object.entries(edits)) {
    const r = changed.get(episode)!;
    const before = r.visible_before === null || r.visible_before === undefined ? undefined : new Set(r.visible_before.split('\n'));
    const kept = r.visible_text.split('\n').filter((l) => (before ? before.has(l) : !old(l)));
    changed.set(episode, { ...r, visible_text: [...kept, ...lines].join('\n'), html: `${r.html}${lines.map((l) => `<div>${l}</div>`).join('')}`, shown: { state: r.shown.state, result: [...lines] } });
  }
  return changed;
}

function passes(task: string, check: string, edits: Record<string, readonly string[]>, old?: (line: string) => boolean): boolean {
  const row = checkTaskEvaluation(suiteTask(task), 0, 'attack', replaced(task, edits, old)).find((x) => x.assertion.startsWith(`${check}.`));
  if (!row) throw new Error(`${task}: no check ${check}`);
  return row.passed;
}

describe('the reference records pass the lane\'s checks unchanged', () => {
  it('each finding\'s check', () => {
    const checks: [string, string][] = [[DRAFT, 'b-find.09'], [NUDGE, 'b-find.08'], [LABEL, 'step1.07'], [LABEL, 'step2.07'], [LEND, 'revise.06'], [LEND, 'reopen.05'], [VENMO, 'create.12'], [SECTION, 'create.08']];
    expect(checks.filter(([t, c]) => !passes(t, c, {}))).toEqual([]);
  });
});

describe('project-invite-draft b-find.09 (s28-s201-f1): the draft said in the drafts', () => {
  const V = 'Offsite in Leavenworth';
  it('right', () => {
    const right = [`Invite for Diego about ${V} added to your drafts`, `${V}: invite to Diego is in Drafts`, `Draft created for Diego: ${V}`];
    expect(right.filter((l) => !passes(DRAFT, 'b-find.09', { 'b-find': [l] }))).toEqual([]);
  });
  it('wrong: sent instead, an offer, a failure, a promise', () => {
    const wrong = [`Sent the invite for ${V} to Diego.`, `Invite for ${V} emailed to diego.ito@gmail.com`, `${V}: add it to your drafts?`, `Could not add the invite for ${V} to your drafts.`, `${V} found.`];
    expect(wrong.filter((l) => passes(DRAFT, 'b-find.09', { 'b-find': [l] }))).toEqual([]);
  });
});

describe('request-nudge-email b-find.08 (s28-s201-f3): the user\'s "nudge him by email"', () => {
  const V = 'Dish soap, sponges, trash bags';
  it('right', () => {
    const right = [`Nudged Omar about ${V}`, `Email nudge sent to Omar: ${V}`];
    expect(right.filter((l) => !passes(NUDGE, 'b-find.08', { 'b-find': [l] }))).toEqual([]);
  });
  it('wrong: an offer, a promise, a failure, only found', () => {
    const wrong = [`Nudge Omar about ${V}?`, `Will nudge Omar about ${V} tomorrow.`, `Couldn't nudge Omar about ${V}.`, `Found ${V} for Omar.`];
    expect(wrong.filter((l) => passes(NUDGE, 'b-find.08', { 'b-find': [l] }))).toEqual([]);
  });
  it('pre-existing: a Venmo reminder told as sent passes this line check with the old words too (its world checks fail it: no email made)', () => {
    expect([passes(NUDGE, 'b-find.08', { 'b-find': [`Venmo reminder sent to Omar about ${V}`] }), passes(NUDGE, 'b-find.08', { 'b-find': [`Nudged Omar on Venmo about ${V}`] })]).toEqual([true, true]);
  });
  it('wrong app: a Venmo reminder instead of the email, told "Nudged Omar about …", fails the task (its world checks: no email made)', async () => {
    const { rows } = await runAttacked(suiteTask(NUDGE), (ref) => {
      const pkg = (ref.B as { package: { actions: { id: string; plan: Record<string, unknown>[] }[] } }).package;
      const act = pkg.actions.find((a) => a.id === 'find_and_handle')!;
      act.plan = [act.plan[0]!, { call: 'venmo.remind_payment_request', args: { payment_request_id: '{{found.0.payment_request_id}}' }, bind: 'made' },
        { append: 'handled', item: { id: '{{found.0.payment_request_id}}', title: '{{found.0.description}}', made: 'nudged Omar' } }, { message: 'Nudged Omar about {{found.0.description}}.' }];
    }, cache);
    const failed = rows.filter((r) => r.assertion.startsWith('b-find.') && !r.passed).map((r) => r.assertion);
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.some((a) => /db_changed|world_matches|record_matches/.test(a))).toBe(true);
  }, 600_000);
  it('the verb joins only where the user\'s clause names the email: a Venmo reminder\'s list gets no "nudged" from it', () => {
    const b = suiteTask(NUDGE).episodes.find((e) => e.id === 'b-find')!;
    const lists = b.assertions.filter((a) => a.type === 'visible_result_grounded' && Array.isArray((a as { state?: unknown }).state)).map((a) => (a as { state: string[] }).state);
    expect(lists.filter((s) => s.includes('nudged')).every((s) => s.includes('emailed'))).toBe(true);
  });
});

describe('wedding-label (s28-s202-f1): a label saved, a label applied', () => {
  it('step1.07 right', () => {
    const right = ['Saved the label Wedding.', 'Label saved: Wedding', 'Created the label Wedding.'];
    expect(right.filter((l) => !passes(LABEL, 'step1.07', { step1: [l] }))).toEqual([]);
  });
  it('step1.07 wrong', () => {
    const wrong = ['Label Wedding not saved.', 'Save the label Wedding?', 'Wedding RSVP reminder saved.', 'Labels: Wedding?'];
    expect(wrong.filter((l) => passes(LABEL, 'step1.07', { step1: [l] }))).toEqual([]);
  });
  it('step2.07 right', () => {
    const right = ['Label Wedding applied to Wedding RSVP reminder.', 'Wedding RSVP reminder: label Wedding applied', 'Wedding RSVP reminder now has the label Wedding.', 'Moved "Wedding RSVP reminder" to Wedding.'];
    expect(right.filter((l) => !passes(LABEL, 'step2.07', { step2: [l] }))).toEqual([]);
  });
  it('step2.07 wrong: a listing, an offer, a failure', () => {
    const wrong = ['Wedding RSVP reminder has the label Inbox', 'Wedding RSVP reminder — labels: Inbox', 'Apply label Wedding to Wedding RSVP reminder?', 'Label Wedding could not be applied to Wedding RSVP reminder.', 'Found Wedding RSVP reminder.'];
    expect(wrong.filter((l) => passes(LABEL, 'step2.07', { step2: [l] }))).toEqual([]);
  });
});

describe('lend-interview-questions (s28-s202-f3): the access said ended', () => {
  const T = 'Interview questions for the backend role';
  const K = 'kenji.chen@proton.me';
  const kept = (tail: string) => `${T} (note 4790283) to ${K} — ${tail}`;
  const mine = (l: string) => l.includes('4790283') || l.includes(K);
  const RIGHT: [string, string][] = [[`${K}'s access to ${T} has ended.`, 'access ended'], [`Access withdrawn: ${T} (${K})`, 'access withdrawn'], [`${T}: ${K} can no longer read it.`, 'can no longer read'], [`Stopped sharing ${T} with ${K}.`, 'taken back']];
  it('revise.06 and reopen.05 right', () => {
    const bad = RIGHT.flatMap(([result, tail]) => {
      const edits = { revise: [result, kept(tail)], reopen: [kept(tail)] };
      return [...(passes(LEND, 'revise.06', edits, mine) ? [] : [`revise.06 ${result}`]), ...(passes(LEND, 'reopen.05', edits, mine) ? [] : [`reopen.05 ${tail}`])];
    });
    expect(bad).toEqual([]);
  });
  it('revise.06 wrong: still shared, an offer, a promise, a failure', () => {
    const wrong = [`${T}: ${K} can read it.`, `${T} shared with ${K} — access granted`, `Access to ${T} will end tomorrow for ${K}.`, `${T}: withdraw ${K}'s access?`, `Could not end ${K}'s access to ${T}.`];
    expect(wrong.filter((l) => passes(LEND, 'revise.06', { revise: [l] }, mine))).toEqual([]);
  });
  it('reopen.05 wrong: the share kept as it was', () => {
    const wrong = [kept('shared'), kept('access'), `${T}: ${K} can read it`, kept('read access')];
    expect(wrong.filter((l) => passes(LEND, 'reopen.05', { reopen: [l] }, mine))).toEqual([]);
  });
});

describe('pay-via-venmo create.12 (s28-s203-f2): the Splitwise payment said saved', () => {
  const PAID = 'Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up.';
  const LIST = '$300 to sofia.silva@proton.me via Venmo payment 9530135 (payment 7816962)';
  it('right', () => {
    const right = [[`${PAID} Splitwise payment 7816962 saved.`, LIST], [`${PAID} Recorded on Splitwise (payment 7816962).`, LIST]];
    expect(right.filter((l) => !passes(VENMO, 'create.12', { create: l }))).toEqual([]);
  });
  it('wrong: no Splitwise side said, an offer, a failure', () => {
    const wrong = [[PAID, LIST], [`${PAID} Save it on Splitwise?`, LIST], [`${PAID} Splitwise payment not saved.`, LIST]];
    expect(wrong.filter((l) => passes(VENMO, 'create.12', { create: l }))).toEqual([]);
  });
});

describe('s29 nowa: a promise said "will be … later" is read as one now (s28-e3-f1, s28-e3-f4; this test asserted the old pass)', () => {
  it('old words fail the same way', () => {
    expect([passes(LABEL, 'step1.07', { step1: ['Label Wedding will be created later.'] }), passes(VENMO, 'create.12', { create: ['Sent $300 to sofia.silva@proton.me on Venmo for Rent catch-up. Splitwise payment will be recorded later.'] })]).toEqual([false, false]);
  });
});

describe('household-section-remove create.08 (s28-s203-f3): the section told on a card', () => {
  it('right', () => {
    const right = [['Done: new section added.', 'Household / Car'], ['Car is ready in Household.'], ['Added section "Car" to Household.']];
    expect(right.filter((l) => !passes(SECTION, 'create.08', { create: l }))).toEqual([]);
  });
  it('wrong: the to-do that holds the name listed, under a section word or beside it', () => {
    const wrong = [['Household sections', 'Renew car registration'], ['New in Household:', 'Renew car registration'], ['Household', 'Car']];
    expect(wrong.filter((l) => passes(SECTION, 'create.08', { create: l }))).toEqual([]);
  });
});
