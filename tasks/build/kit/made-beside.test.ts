/**
 * What was made, on the made record's own line (beside13, kit/made-beside.ts, kit/order-told.ts),
 * through the real generate → run → check chain with a local model server answering with a
 * hand-edited reference package. Each attack is the cheapest wrong app of a finding and must fail
 * exactly the check that was added or tightened (its world checks passing); each correct app says
 * the same in other words and layout and must pass everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, rewritten, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { buildSuite } from '../index.ts';
import { loadTasks } from '../../../src/suite/load.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** A revise request is answered with the crafted revision (`R`), any other with the crafted package. */
const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) =>
  t.reference.R
    ? runCraftedSlots(t, (_slot, pkg) => craft(pkg), 'made-beside', (asked) => (/revis|previous package|new requirement/i.test(asked) ? 'R' : 'A'))
    : runCraftedModel(t, craft, 'made-beside');

/** The task with its revised reference as a second package (`R`), served to the revise request. */
const revisedFromStart = (t: Obj): Obj => ({ ...t, reference: { ...t.reference, R: { package: t.reference.A.revisions.revise } } });

/** A package with one action's plan steps changed by `edit` (in the package and its revisions' copies). */
function editPlan(pkg: Obj, action: string, edit: (step: Obj) => Obj): Obj {
  const a = packageAction(pkg, action);
  a.plan = (a.plan as Obj[]).map(edit);
  return pkg;
}

/** The list components' item templates changed by `edit`. */
function editList(pkg: Obj, edit: (item: string) => string): Obj {
  for (const view of pkg.views ?? []) for (const c of view.components ?? []) if (c.type === 'list' && typeof c.item === 'string') c.item = edit(c.item);
  return pkg;
}

describe('a small number is asked on its record\'s line (wake-up alarm snooze)', () => {
  const task = () => suiteTaskById('single.phone.wake-up-alarm');
  // s16 texts (kit/beside-card.ts): with the one alarm listed, a snooze on the changed line just
  // under its time reads as a card and passes; a snooze under the look-alike alarm's line still
  // fails (texts16.test.ts, beside_others).
  it('passes the snooze shown on the line under the alarm\'s time when no other alarm is named there (a card)', async () => {
    const craft = (pkg: Obj): Obj => {
      editList(pkg, () => 'Weekday wake-up at {{item.time}} (alarm {{item.id}})');
      // A second list over the same rows: the snooze on a line that names no alarm.
      const view = (pkg.views as Obj[]).find((v) => (v.components ?? []).some((c: Obj) => c.type === 'list'));
      const list = (view?.components as Obj[]).find((c) => c.type === 'list') as Obj;
      view?.components.push({ ...list, item: 'Snooze: {{item.snooze}} min' });
      if ((pkg.actions as Obj[]).some((a) => a.id === 'move_alarm')) editPlan(pkg, 'move_alarm', (s) => (typeof s.message === 'string' ? { message: 'Alarm {{inputs.alarm_id}} now rings at {{inputs.new_time}}.' } : s));
      return pkg;
    };
    const rows = await runCrafted(revisedFromStart(task()), craft);
    expect(failedIds(rows).sort()).toEqual([]);
    const others = (suiteTaskById('single.phone.wake-up-alarm').episodes as Obj[]).flatMap((e) => e.assertions).find((a: Obj) => a.id === 'reopen.06.persisted_visible').beside_others;
    expect(others).toContain('Wake up (old)');
  }, 120_000);
  it('passes the snooze beside the time in other words and layout', async () => {
    const craft = (pkg: Obj): Obj => editList(pkg, () => '{{item.time}} on weekdays · {{item.snooze}}-minute snooze · #{{item.id}}');
    expect(failedIds(await runCrafted(revisedFromStart(task()), craft))).toEqual([]);
  }, 120_000);
});

describe('a rating is asked on its song\'s line (song-critic)', () => {
  const task = () => suiteTaskById('single.spotify.song-critic');
  it('takes the new stars told by the review id the user typed (s19-Z4-f2); fails the kept row left as it was', async () => {
    const craft = (pkg: Obj): Obj => {
      const a = packageAction(pkg, 'change_rating');
      a.plan = (a.plan as Obj[]).filter((s) => s.update === undefined).map((s) => (typeof s.message === 'string' ? { message: 'Review {{inputs.review_id}} updated: {{inputs.new_rating}} stars.' } : s));
      return pkg;
    };
    expect(failedIds(await runCrafted(task(), craft)).sort()).toEqual(['reopen.06.persisted_visible']);
  }, 120_000);
  it('passes the stars beside the song in another layout', async () => {
    const craft = (pkg: Obj): Obj => {
      editPlan(pkg, 'change_rating', (s) => (typeof s.message === 'string' ? { message: 'Done.' } : s));
      return editList(pkg, () => '★ {{item.rating}} — {{item.song}} · #{{item.id}}');
    };
    expect(failedIds(await runCrafted(task(), craft))).toEqual([]);
  }, 120_000);
});

describe('the sweep: no bare small number is left off its record\'s line', () => {
  it('every screen check of a whole number up to 10 says what it goes with', () => {
    const bare = loadTasks().flatMap(({ task }) => task.episodes.flatMap((e) => e.assertions.filter((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && /^\d$|^10$/.test(String(a.value)) && a.beside === undefined && a.state === undefined).map((a) => `${task.id} ${a.id}`)));
    expect(bare).toEqual([]);
  });
});

describe('an alarm set beside a snooze is told as an alarm (holiday-dates-snooze)', () => {
  const task = () => suiteTaskById('multi.holiday-dates-snooze');
  it('fails an app that sets and moves the alarm silently, showing only the snooze', async () => {
    const craft = (pkg: Obj): Obj => {
      editPlan(pkg, 'later', (s) => (typeof s.message === 'string' ? { message: '"{{found.0.subject}}" snoozed to {{inputs.date}} {{inputs.time}}.' } : s));
      editPlan(pkg, 'shift', (s) => (typeof s.message === 'string' ? { message: 'The snooze now says {{inputs.time}}.' } : s));
      return editList(pkg, () => '"{{item.subject}}" back at {{item.time}} (#{{item.id}}) — {{item.told}}');
    };
    const rows = await runCrafted(task(), craft);
    expect(failedIds(rows).sort()).toEqual(['create.13.visible_result_grounded', 'revise.07.visible_result_grounded']);
  }, 120_000);
  it('passes the alarm told in other words ("your phone rings at 16:00")', async () => {
    const craft = (pkg: Obj): Obj => {
      editPlan(pkg, 'later', (s) => (typeof s.message === 'string' ? { message: '"{{found.0.subject}}" is out of sight until {{inputs.date}} {{inputs.time}}; your phone rings at {{inputs.time}} (#{{alarm.alarm_id}}).' } : s));
      editPlan(pkg, 'shift', (s) => (typeof s.message === 'string' ? { message: 'Your phone now rings at {{inputs.time}}; the snooze moved with it.' } : s));
      return editList(pkg, () => '"{{item.subject}}" — {{item.alarm}} (#{{item.id}}) — {{item.told}}');
    };
    expect(failedIds(await runCrafted(task(), craft))).toEqual([]);
  }, 120_000);
});

describe('a repeating to-do made beside a repeating expense is shown as a to-do (gym-membership-recurring)', () => {
  const task = () => suiteTaskById('multi.gym-membership-recurring');
  it('fails an app that makes the to-do silently and shows only the expense', async () => {
    const craft = (pkg: Obj): Obj => {
      editPlan(pkg, 'set_up_recurring', (s) => (typeof s.message === 'string' ? { message: '{{inputs.what}} (${{inputs.amount}}) repeats every {{inputs.every}} from {{inputs.due_date}}, split with {{inputs.email}}.' } : s));
      editPlan(pkg, 'set_up_recurring', (s) => (s.append ? { ...s, item: { ...s.item, repeats: 'every {{inputs.every}}, ${{inputs.amount}}' } } : s));
      return editList(pkg, () => '{{item.title}} from {{item.due}}, {{item.repeats}} (#{{item.id}}) — {{item.told}}');
    };
    const rows = await runCrafted(task(), craft);
    expect(failedIds(rows).filter((id) => id.startsWith('create.'))).toEqual(['create.16.visible_result_grounded']);
  }, 120_000);
  it('passes the to-do called a task, in another layout', async () => {
    const craft = (pkg: Obj): Obj => rewritten(pkg, (s) => s.replace(/to-do/g, 'task').replace(/To-do/g, 'Task'));
    expect(failedIds(await runCrafted(task(), craft))).toEqual([]);
  }, 120_000);
});

describe('a product saved for later is told saved (wish-list-mover)', () => {
  const task = () => suiteTaskById('single.amazon.wish-list-mover');
  it('fails an app that saves it but shows only the search hit', async () => {
    const craft = (pkg: Obj): Obj => {
      editPlan(pkg, 'save_for_later', (s) => (typeof s.message === 'string' ? { message: 'Found {{found.0.name}} (product {{found.0.product_id}}, ${{found.0.price}}).' } : s.append ? { ...s, item: { ...s.item, status: '' } } : s));
      return pkg;
    };
    const rows = await runCrafted(revisedFromStart(task()), craft);
    expect(failedIds(rows).filter((id) => id.startsWith('create.'))).toEqual(['create.08.visible_result_grounded']);
  }, 120_000);
  it('passes the save in the user\'s words ("kept for later")', async () => {
    const craft = (pkg: Obj): Obj => rewritten(pkg, (s) => s.replace('Saved {{found.0.name}}', 'Kept {{found.0.name}} for later').replace(' to the wish list.', '.'));
    expect(failedIds(await runCrafted(revisedFromStart(task()), craft))).toEqual([]);
  }, 120_000);
});

describe('"emails my sister the order number": the email carries the order\'s id (dad-retirement-gift)', () => {
  const task = () => suiteTaskById('multi.dad-retirement-gift');
  const withBody = (body: string) => (pkg: Obj): Obj => editPlan(pkg, 'send_gift', (s) => (s.call === 'gmail.send_email' ? { ...s, args: { ...s.args, body } } : s));
  it('fails an email that names only the kettle', async () => {
    const rows = await runCrafted(task(), withBody('Got Dad the {{found.0.name}}, gift-wrapped.'));
    expect(failedIds(rows)).toEqual(['create.14.world_matches_reference']);
  }, 120_000);
  it('passes the number in other words', async () => {
    expect(failedIds(await runCrafted(task(), withBody('Kettle is on its way, ref #{{order.order_id}}. Half is yours to chip in.')))).toEqual([]);
  }, 120_000);

  it('asks the number only where the user asks for it (the intention or the message)', async () => {
    const suite = await buildSuite();
    const rule = (id: string) => suite.find((t) => t.id === id)?.episodes.find((e) => e.id === 'create')?.assertions?.flatMap((a) => (a.type === 'world_matches_reference' ? a.free : [])).find((f) => f?.app === 'gmail' && f?.field === 'body');
    // "emails my sister … the order number" (intention) and "Email Hana the order number" (message).
    expect(rule('multi.dad-retirement-gift')?.constraint).toEqual({ contains: ['$orderId'] });
    expect(rule('multi.anniversary-candle-order')?.constraint).toEqual({ contains: ['$orderId'] });
    // "email Felix the order", "email Lucas": the order told by its number or its product.
    expect(rule('multi.coworker-farewell-gift')?.mentions_one).toContain('$orderId');
    expect(rule('multi.neighbor-baby-gift')?.mentions_one).toContain('$orderId');
  }, 120_000);
});
