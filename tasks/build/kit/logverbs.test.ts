/**
 * s25 logverbs lane (s24 D3, hole/): in a rename's gone check the user's own verb for making the
 * record ("Log trip costs", "Record camping gear costs", "Send deposits to Tomas"), or the app's in
 * its intention, is the ordinary word of the app's rows, so it tells a log's entry only BEFORE the
 * old name (`logged_first`: "Logged Ferry tickets …"), never right after it ("Ferry tickets —
 * logged, $36" is a kept row under the old name) (kit/regone.ts `logWords`, `makingSaid`).
 * Findings: chores-then-review, expense-ledger-file, expense-return-todo, lesson-notes-draft,
 * payment-refund-todo, split-then-venmo, trip-cost-then-audit s24-d3-f1; the 'recorded'/'logged'
 * parts of ski-pass-payback and payback-venmo-and-log reopen.07. On the real built tasks.
 */
import { describe, expect, it } from 'vitest';
import { reopenedScreen, suiteTask } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { LOGGED, makingSaid } from './regone.ts';

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(`${id}.`) && a.type === 'persisted_visible' && (a as { gone?: boolean }).gone === true);
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec;
};
const passes = (spec: AssertionSpec, lines: string[]): boolean => evaluate(spec, reopenedScreen(lines), {}).passed;
const lists = (spec: AssertionSpec) => spec as unknown as { logged: string[]; logged_first: string[] };

interface Case { task: string; id: string; verb: string; wrong: string[][]; right: string[][] }
const CASES: Case[] = [
  {
    task: 'shared.chores-then-review', id: 'a-reopen.05', verb: 'logged',
    wrong: [
      ['Descale the kettle — logged to your Inbox (id 5820844)', 'Renamed 5820844 to Descale the kettle and the iron.'],
      ['Descale the kettle (id 5820844)', 'Renamed 5820844 to Descale the kettle and the iron.'],
    ],
    right: [
      ['Chores: Descale the kettle and the iron (id 5820844)', 'Logged Descale the kettle'],
      ['Chores: Descale the kettle and the iron (id 5820844)', 'Logged: Descale the kettle'],
      ['Descale the kettle and the iron (id 5820844)', 'Renamed Descale the kettle to Descale the kettle and the iron'],
    ],
  },
  {
    task: 'shared.expense-ledger-file', id: 'a-reopen.06', verb: 'logged',
    wrong: [
      ['Grandpa gift — logged $75 split with Hana', 'Renamed 2832531 to Grandpa birthday gift.'],
      ['Grandpa gift: $75, split with Hana', 'Renamed 2832531 to Grandpa birthday gift.'],
    ],
    right: [
      ['Grandpa birthday gift: $75, split with Hana', 'Recorded Grandpa gift — $75 split with Hana'],
      ['Grandpa birthday gift: $75, split with Hana', 'Logged Grandpa gift, $75'],
      ['Grandpa birthday gift: $75, split with Hana', 'Renamed Grandpa gift to Grandpa birthday gift'],
    ],
  },
  {
    task: 'shared.expense-return-todo', id: 'a-reopen.06', verb: 'recorded',
    wrong: [
      ['Camp stove — recorded, $54 with Caleb', 'Renamed 9084429 to Camp stove (dented).'],
      ['Camp stove: $54 with Caleb', 'Renamed 9084429 to Camp stove (dented).'],
    ],
    right: [
      ['Camp stove (dented): $54 with Caleb', 'Recorded Camp stove, $54'],
      ['Camp stove (dented): $54 with Caleb', 'Renamed Camp stove to Camp stove (dented)'],
    ],
  },
  {
    task: 'shared.lesson-notes-draft', id: 'a-reopen.06', verb: 'logged',
    wrong: [
      ['Lesson 4 — logged: Barre chords, F major', 'Renamed 8562751 to Lesson 4 barre chords.'],
      ['Lesson 4: Barre chords, F major', 'Renamed 8562751 to Lesson 4 barre chords.'],
    ],
    right: [
      ['Lesson 4 barre chords: Barre chords, F major', 'Logged Lesson 4: Barre chords, F major'],
      ['Lesson 4 barre chords: Barre chords, F major', 'Renamed Lesson 4 to Lesson 4 barre chords'],
    ],
  },
  {
    task: 'shared.payment-refund-todo', id: 'a-reopen.06', verb: 'sent',
    wrong: [
      ['Bike deposit — sent $50 to Tomas', 'Renamed 4456244 to Bike deposit, blue Trek.'],
      ['Bike deposit — paid $50 to Tomas', 'Renamed 4456244 to Bike deposit, blue Trek.'],
    ],
    right: [
      ['Bike deposit, blue Trek — $50 to Tomas', 'Sent $50 to Tomas for Bike deposit'],
      ['Bike deposit, blue Trek — $50 to Tomas', 'Sent Bike deposit ($50) to Tomas'],
      ['Bike deposit, blue Trek — $50 to Tomas', 'Renamed Bike deposit to Bike deposit, blue Trek'],
    ],
  },
  {
    task: 'shared.split-then-venmo', id: 'a-reopen.06', verb: 'logged',
    wrong: [
      ['Concert tickets — logged, $140 with Elena', 'Renamed 7865684 to Concert tickets Arlo.'],
      ['Concert tickets — paid, $140 with Elena', 'Renamed 7865684 to Concert tickets Arlo.'],
    ],
    right: [
      ['Concert tickets Arlo — $140 with Elena', 'Logged Concert tickets, $140 with Elena'],
      ['Concert tickets Arlo — $140 with Elena', 'Renamed Concert tickets to Concert tickets Arlo'],
    ],
  },
  {
    task: 'shared.trip-cost-then-audit', id: 'a-reopen.06', verb: 'logged',
    wrong: [
      ['Ferry tickets — logged, $36 split with Elena (id 6483269)', 'Renamed 6483269 to Ferry tickets to Orcas.'],
      ['Ferry tickets — $36 split with Elena (id 6483269)', 'Renamed 6483269 to Ferry tickets to Orcas.'],
    ],
    right: [
      ['Ferry tickets to Orcas — $36 split with Elena (id 6483269)', 'Logged Ferry tickets, $36 split with Elena'],
      ['Ferry tickets to Orcas — $36 split with Elena (id 6483269)', 'Renamed Ferry tickets to Ferry tickets to Orcas'],
    ],
  },
];

describe('a making verb right after the old name is a kept row, before it a log (s24-d3-f1)', () => {
  for (const c of CASES) {
    const spec = check(c.task, c.id);
    it(`${c.task} ${c.id}: "${c.verb}" only before the name`, () => {
      expect(lists(spec).logged).not.toContain(c.verb);
      expect(lists(spec).logged_first).toContain(c.verb);
    });
    it(`${c.task} ${c.id}: a stale row under the old name fails`, () => {
      for (const lines of c.wrong) expect(passes(spec, lines), lines.join(' / ')).toBe(false);
    });
    it(`${c.task} ${c.id}: a log entry or a rename line passes`, () => {
      for (const lines of c.right) expect(passes(spec, lines), lines.join(' / ')).toBe(true);
    });
  }
});

describe("the 'recorded'/'logged' parts of ski-pass-payback and payback-venmo-and-log reopen.07", () => {
  const ski = check('multi.ski-pass-payback', 'reopen.07');
  const concert = check('multi.payback-venmo-and-log', 'reopen.07');
  it('carry the verbs only before the name', () => {
    expect(lists(ski).logged).not.toContain('recorded');
    expect(lists(concert).logged).not.toContain('logged');
    expect(lists(concert).logged).not.toContain('recorded');
    expect(lists(ski).logged_first).toEqual(expect.arrayContaining(['recorded', 'logged']));
  });
  it('a kept payment row with the verb after the old name fails; a log passes', () => {
    expect(passes(ski, ['Payments', 'Ski pass — recorded, $55 to Jonah', 'Renamed payment to Ski pass, Tahoe trip.'])).toBe(false);
    expect(passes(concert, ['Payments', 'Concert payback — logged, $40', 'Renamed payment to Concert payback, April.'])).toBe(false);
    expect(passes(concert, ['Payments', 'Concert payback — recorded, $40', 'Renamed payment to Concert payback, April.'])).toBe(false);
    expect(passes(ski, ['Payments', 'Ski pass, Tahoe trip — $55 to Jonah', 'Recorded payment Ski pass, $55'])).toBe(true);
    expect(passes(concert, ['Payments', 'Concert payback, April — $40', 'Logged payment Concert payback, $40'])).toBe(true);
  });
});

describe('kit-wide: every rename check carries the making verbs only before the name', () => {
  it('makingSaid reads "send" for a Venmo record only', () => {
    expect(makingSaid('Send deposits to Tomas through Venmo.', 'venmo')).toContain('sent');
    expect(makingSaid('let me build a soul playlist and send it to them', 'spotify')).not.toContain('sent');
    expect(makingSaid('Log trip costs I split with Elena', 'splitwise')).toEqual(['logged']);
  });
  it('no rename or changed-number check lists its own making verb after the name', () => {
    const ids = ['shared.project-invite-draft', 'shared.grant-report-draft', 'single.spotify.party-electronic', 'single.venmo.split-bill', 'multi.group-gift-chip-in', 'service.expense-rename'];
    for (const id of ids) {
      const task = suiteTask(id);
      const gone = task.episodes.flatMap((e) => e.assertions).filter((a) => Array.isArray((a as { logged?: unknown }).logged));
      expect(gone.length, id).toBeGreaterThan(0);
      for (const a of gone) {
        const { logged, logged_first } = lists(a);
        const own = logged_first.filter((w) => !['requested', 'asked', 'paid', 'recorded', 'split', 'logged'].includes(w));
        for (const w of own) expect(logged, `${id} ${w}`).not.toContain(w);
      }
    }
    // A playlist app that only texts about the playlist keeps "sent" after the name.
    expect(lists(check('multi.breakup-comfort-mix', 'reopen.06')).logged).toContain('sent');
    expect(LOGGED).toContain('sent');
  });
  it('a row carrying "opened" after an old project name fails; "Opened project …" passes', () => {
    const offsite = check('shared.project-invite-draft', 'a-reopen.05');
    expect(passes(offsite, ['Offsite in Leavenworth (id 7252168)', 'Offsite — opened 2 days ago (id 7252168)'])).toBe(false);
    expect(passes(offsite, ['Offsite in Leavenworth (id 7252168)', 'Opened project Offsite'])).toBe(true);
  });
  it('a Venmo request row "… — sent" after the old name fails (multi.group-gift-chip-in is a number check: still a log before)', () => {
    const split = check('single.venmo.split-bill', 'reopen.07');
    expect(lists(split).logged).not.toContain('sent');
    expect(lists(split).logged_first).toContain('sent');
  });
});
