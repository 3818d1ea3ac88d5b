/**
 * s25 edits lane (findings podcast-episode-rename, payment-requests, thank-you-comments,
 * weekly-cleaner, grill-tools-nudge s25-s16-f1), on the real built tasks:
 * - an edited record (a step reworded, a request's amount changed, a comment's text edited) is not
 *   shown after reopen with its old value as its value now (kit/regone.ts withRenamedGone through a
 *   capture and a comment's content; kit/renames.ts withChangedNumberBeside without a record);
 * - a weekly repeat shown "weekly" shows the unit "week" (kit/edits.ts withCadenceForms);
 * - a Splitwise comment the app posted and the user deletes is not the user's newest (kit/look-alike-targets.ts).
 */
import { describe, expect, it } from 'vitest';
import { failed, reopenedScreen, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec, Task } from '../../../src/schemas/task.ts';
import { fixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { DEFAULT_NOW } from '../../../src/world/engine.ts';

const cache = tempDir('edits');

const goneOf = (task: string, value: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && a.value === value);
  if (!spec) throw new Error(`${task}: no gone check of ${value}`);
  return spec;
};
const passes = (spec: AssertionSpec, lines: string[]): boolean => evaluate(spec, reopenedScreen(lines), {}).passed;

describe('a sub-task reworded is not shown with its old wording (podcast-episode-rename s25-s16-f1)', () => {
  const spec = goneOf('single.todoist.podcast-episode-rename', 'Edit the audio');
  it('is asked of the old title, the new one its state and apart', () => {
    expect(spec).toMatchObject({ gone: true, state: ['Edit the audio and remove the long pauses'], history: true });
    expect((spec as { apart?: string[] }).apart).toContain('Edit the audio and remove the long pauses');
  });
  it('a kept step list still reading the old title fails, beside a log line of the new one too', () => {
    expect(passes(spec, ['Episode 12 with Dr. Osei', 'Record the interview — open', 'Edit the audio — open', 'Write show notes — open'])).toBe(false);
    expect(passes(spec, ['Renamed a step to Edit the audio and remove the long pauses', 'Episode 12 with Dr. Osei', 'Edit the audio — open'])).toBe(false);
  });
  it('the new title, a rename told, or a log of the making passes', () => {
    expect(passes(spec, ['Episode 12 with Dr. Osei', 'Record the interview — open', 'Edit the audio and remove the long pauses — open', 'Write show notes — open'])).toBe(true);
    expect(passes(spec, ['Renamed Edit the audio to Edit the audio and remove the long pauses'])).toBe(true);
    expect(passes(spec, ['Added Edit the audio to Episode 12 with Dr. Osei', 'Edit the audio and remove the long pauses — open'])).toBe(true);
  });
  it('the same kind: move-out-rename', () => {
    const other = goneOf('single.todoist.move-out-rename', 'Book the cleaners');
    expect(passes(other, ['Book the cleaners — open'])).toBe(false);
    expect(passes(other, ['Book the cleaners for Friday morning — open'])).toBe(true);
  });
});

describe('a comment edited is not shown with its old text (thank-you-comments s25-s16-f1)', () => {
  const spec = goneOf('single.venmo.thank-you-comments', 'Thanks, that pad see ew was amazing');
  const now = 'Thanks, that pad see ew was amazing! Next round is on me';
  it('the old text kept as the comment fails, beside a log line of the edit too', () => {
    expect(passes(spec, ['On Thai food at Little Bangkok 🍜: Thanks, that pad see ew was amazing (comment 8570687)'])).toBe(false);
    expect(passes(spec, [`Edited comment to "${now}"`, 'On Thai food at Little Bangkok 🍜: Thanks, that pad see ew was amazing (comment 8570687)'])).toBe(false);
  });
  it('the new text, or nothing, or a log that tells the change passes', () => {
    expect(passes(spec, [`On Thai food at Little Bangkok 🍜: ${now} (comment 8570687)`])).toBe(true);
    expect(passes(spec, ['No comments yet.'])).toBe(true);
    expect(passes(spec, ['Posted "Thanks, that pad see ew was amazing" on Thai food at Little Bangkok 🍜', `On Thai food at Little Bangkok 🍜: ${now}`])).toBe(true);
  });
  it('the same kind on other services: a Splitwise and a Todoist comment', () => {
    const s = goneOf('single.splitwise.expense-questions', 'Why is this so much higher than March?');
    expect(passes(s, ['Electric bill: Why is this so much higher than March?'])).toBe(false);
    expect(passes(s, ['Electric bill: Why is this higher than March? Was it the heater?'])).toBe(true);
    const t = goneOf('single.todoist.countertop-quote-comment', 'Second quote: 3,100 for granite.');
    expect(passes(t, ['Second quote: 3,100 for granite.'])).toBe(false);
    expect(passes(t, ['Second quote: 3,010 for granite.'])).toBe(true);
  });
});

describe('a request\'s amount changed is not shown at the old amount (payment-requests s25-s16-f1)', () => {
  const spec = goneOf('single.venmo.payment-requests', 'Concert tickets');
  it('is asked of the request\'s name, 52.50 now and 48 before', () => {
    expect(spec).toMatchObject({ gone: true, state: ['52.50'], was: ['48'], history: true });
    // The number is not asked beside a name the reopen does not ask.
    const number = suiteTask('single.venmo.payment-requests').episodes.find((e) => e.stage === 'reopen')!.assertions.find((a) => a.id === 'reopen.07.persisted_visible');
    expect(number).not.toHaveProperty('beside');
  });
  it('a kept row at $48 fails, beside a log line of the change too', () => {
    expect(passes(spec, ['Open requests', 'Caleb Larsen owes $48 for Concert tickets'])).toBe(false);
    expect(passes(spec, ['Request 8898526 changed to $52.50', 'Open requests', 'Caleb Larsen owes $48 for Concert tickets'])).toBe(false);
  });
  it('the row at $52.50, one without the name, or a log of the request made passes', () => {
    expect(passes(spec, ['Open requests', 'Caleb Larsen owes $52.50 for Concert tickets'])).toBe(true);
    expect(passes(spec, ['Open requests', 'Caleb Larsen — $52.50'])).toBe(true);
    expect(passes(spec, ['Requested $48 from Caleb for Concert tickets', 'Caleb Larsen owes $52.50 for Concert tickets'])).toBe(true);
    expect(passes(spec, ['Concert tickets: $48 → $52.50'])).toBe(true);
  });
  it('the same kind: a Splitwise expense\'s cost changed (expense-lifecycle)', () => {
    const other = goneOf('service.expense-lifecycle', 'Fence paint');
    expect(passes(other, ['Fence paint — $58'])).toBe(false);
    expect(passes(other, ['Fence paint — $64'])).toBe(true);
  });
});

/** The app whose set-up step and list say the repeat in `word` (`{{inputs.every}}ly`: "weekly"). */
const cadence = (word: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'set_up')) {
      a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: `{{inputs.description}} — \${{inputs.paid_amount}} ${word} from {{inputs.start_date}} (recurring {{rule.recurring_expense_id}}), shared with {{inputs.debtor_emails}}.` } : s.append === 'bills' ? { ...s, item: { ...s.item, status: word } } : s));
    }
  }
};

describe('a weekly repeat shown "weekly" shows its unit (weekly-cleaner s25-s16-f1)', () => {
  const task = suiteTask('single.splitwise.weekly-cleaner');
  it('the check of "week" takes "weekly", grounded as the unit', () => {
    const spec = task.episodes.flatMap((e) => e.assertions).find((a) => a.id === 'create.14.visible_result_grounded');
    expect(spec).toMatchObject({ value: 'week', spelled: ['weekly'] });
  });
  it('an app that says "weekly" passes; one that says no repeat, or "monthly", fails', async () => {
    expect(failed((await runAttacked(task, cadence('{{inputs.every}}ly'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(task, cadence('repeating'), cache)).rows)).toContain('create.14.visible_result_grounded');
    expect(failed((await runAttacked(task, cadence('monthly'), cache)).rows)).toContain('create.14.visible_result_grounded');
  });
});

describe('the comment deleted is not the user\'s newest Splitwise comment (grill-tools-nudge s25-s16-f1)', () => {
  const task = suiteTask('single.splitwise.grill-tools-nudge');
  const index = fixtureIndex('base');
  const mine = (t: Task) => [...(index.tables.get('splitwise.comments')?.rows ?? []), ...(t.world.rows ?? []).filter((r) => r.app === 'splitwise' && r.table === 'comments').map((r) => r.row)].filter((c) => c.author_id === index.userId);
  const newest = (t: Task) => [...mine(t)].sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)))[0];
  it('the world holds a newer comment of the user\'s, dated after the run, on an expense the user never names', () => {
    const row = newest(task);
    expect(String(row?.created_at) > DEFAULT_NOW).toBe(true);
    expect(row?.expense_id).not.toBe(1569358);
    expect(String(row?.content)).not.toMatch(/receipt|tong|grill/i);
  });
  it('an app that deletes the user\'s newest comment, ignoring the id, fails; the reference passes', async () => {
    const latest = (ref: Record<string, Obj>): void => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'delete_comment')) a.plan = (a.plan as Obj[]).map((s) => (s.call === 'splitwise.delete_expense_comment' ? { ...s, args: { comment_id: newest(task)?.id } } : s));
    };
    expect(failed((await runAttacked(task, latest, cache)).rows)).toContain('revise.03.db_changed');
    expect(failed((await runAttacked(task, () => undefined, cache)).rows)).toEqual([]);
  });
});

// s25 D2 (expense-questions s25-d2-f1): an edit history tells the old text as history.
describe('a comment\'s edit history passes; its old text as the comment now fails (expense-questions s25-d2-f1)', () => {
  const spec = goneOf('single.splitwise.expense-questions', 'Why is this so much higher than March?');
  const now = 'Why is this higher than March? Was it the heater?';
  it('"Before:" over "After:", "Reworded from", "Edited from", "Original:" pass', () => {
    expect(passes(spec, ['Before: Why is this so much higher than March?', `After: ${now}`])).toBe(true);
    expect(passes(spec, [`${now}`, 'Reworded from: Why is this so much higher than March?'])).toBe(true);
    expect(passes(spec, [`${now} (edited from "Why is this so much higher than March?")`])).toBe(true);
    expect(passes(spec, [`Comment: ${now}`, 'Original: Why is this so much higher than March?'])).toBe(true);
  });
  it('the old text kept as the comment, beside the new one elsewhere, fails', () => {
    expect(passes(spec, ['Comments', 'Why is this so much higher than March? — you', `Edited a comment to: ${now}`])).toBe(false);
    expect(passes(spec, ['Why is this so much higher than March?'])).toBe(false);
  });
});
