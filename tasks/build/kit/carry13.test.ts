/**
 * s13 (carry13, issue #30 loose_check): a text, email or note whose words are the app's still
 * carries what the user's step is about. Each case runs a hand-written app (the reference package
 * with one call rewritten) through the real generate → run → check chain against the built task.
 *   - the email about a gift the app ordered names what was ordered (the product or the order's
 *     number), not a bare "gift" (cases/multi_tool/amazon.ts giftOrder; planner.ts carriesPlan,
 *     foundThings: the gift found by the user's words "jigsaw puzzle");
 *   - the text about a bill split with someone tells the charge, as money (splitwise.ts withSplitTexts);
 *   - the note on a new contact names the person (phone.ts contactTask).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById, withArgs, worldCheck } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'carry13');
const rule = (t: Obj, episode: string, app: string, field: string): Obj => (worldCheck(t, episode).free as Obj[]).find((f) => f.app === app && f.field === field) as Obj;

describe('the email about an ordered gift names what was ordered', () => {
  const baby = () => suiteTaskById('multi.neighbor-baby-gift');
  it('no longer takes a bare gift word', () => {
    expect(rule(baby(), 'create', 'gmail', 'body').mentions_one).not.toContain('gift');
    expect(rule(baby(), 'create', 'gmail', 'body').mentions_one).not.toContain('present');
  });
  it('fails "Baby gift" / "Hi Lucas!"', async () => {
    const t = baby();
    const rows = await runCrafted(t, withArgs('send_gift', 'gmail.send_email', (old) => ({ ...old, subject: 'Baby gift', body: 'Hi Lucas!' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('passes other words that give the order\'s number only', async () => {
    const t = baby();
    const rows = await runCrafted(t, withArgs('send_gift', 'gmail.send_email', (old) => ({ ...old, subject: 'Done!', body: 'Amazon order {{order.order_id}} is placed for the baby, half is yours.' })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);

  const run = () => suiteTaskById('multi.gift-run');
  it('gift-run: the email names the gift the user searched for, not the plan\'s title', () => {
    const one = rule(run(), 'create', 'gmail', 'body').mentions_one as string[];
    expect(one).toEqual(expect.arrayContaining(['jigsaw puzzle', 'puzzle']));
    expect(one).not.toContain('Birthday');
    expect(one).not.toContain('gift');
  });
  it('gift-run: fails "Birthday gift" / "Hi!"', async () => {
    const t = run();
    const rows = await runCrafted(t, withArgs('make_plan', 'gmail.send_email', (old) => ({ ...old, subject: 'Birthday gift', body: 'Hi!' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('gift-run: passes other words that name the puzzle', async () => {
    const t = run();
    const rows = await runCrafted(t, withArgs('make_plan', 'gmail.send_email', (old) => ({ ...old, subject: 'For the big day', body: 'Shall we go halves on a puzzle? It is in my cart.' })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('the text about a split bill tells the charge', () => {
  const dinner = () => suiteTaskById('multi.dinner-split-texts');
  it('asks the total or the half, as an amount, and nothing else', () => {
    const r = rule(dinner(), 'create', 'phone', 'message');
    expect(r.mentions_one).toEqual([123, 61.5]);
    expect(r.as_amount).toBe(true);
    // s16 texts: the user asked only for "an SMS about it", so the bill may also be named by her words.
    expect(rule(suiteTaskById('multi.bbq-supplies-split'), 'create', 'phone', 'message').mentions_one).toEqual([90, 45, 'BBQ supplies', 'BBQ', 'supplies']);
  });
  it('fails "Dinner was fun!"', async () => {
    const t = dinner();
    const rows = await runCrafted(t, withArgs('split_bill', 'phone.send_text_message', (old) => ({ ...old, message: 'Dinner was fun!' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('fails a wrong amount ("you owe me $90")', async () => {
    const t = dinner();
    const rows = await runCrafted(t, withArgs('split_bill', 'phone.send_text_message', (old) => ({ ...old, message: 'Dinner at Osteria Lupa: you owe me $90' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('passes other words that give her half', async () => {
    const t = dinner();
    const rows = await runCrafted(t, withArgs('split_bill', 'phone.send_text_message', (old) => ({ ...old, message: 'Heads up: your half of last night is $61.50, it is in Splitwise.' })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
});

describe('the note on a new contact names the person', () => {
  const climb = () => suiteTaskById('multi.climbing-partner-contact');
  it('every contact case asks it', () => {
    for (const id of ['multi.climbing-partner-contact', 'multi.new-neighbor-hello', 'multi.new-manager-contact', 'multi.babysitter-contact']) {
      expect(rule(suiteTaskById(id), 'create', 'simple_note', 'title').mentions_one?.length).toBeGreaterThan(0);
    }
  });
  it('fails a note titled "Note"', async () => {
    const t = climb();
    const rows = await runCrafted(t, withArgs('welcome_contact', 'simple_note.create_note', (old) => ({ ...old, title: 'Note' })));
    expect(failedIds(rows)).toContain(worldCheck(t, 'create').id);
  }, 120_000);
  it('passes another title that names her', async () => {
    const t = climb();
    const rows = await runCrafted(t, withArgs('welcome_contact', 'simple_note.create_note', (old) => ({ ...old, title: 'Climbing partner: Jae', tags: [] })));
    expect(failedIds(rows)).not.toContain(worldCheck(t, 'create').id);
  }, 120_000);
});
