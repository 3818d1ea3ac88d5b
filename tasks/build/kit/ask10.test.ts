/**
 * Issue #30, s10 (lane ask10): things demanded that the user never asked for. Each loosened check
 * is run through the real generate → run → check chain with hand-made apps: a correct app in other
 * words, fields or forms passes; the cheapest wrong app still fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, stepsOf, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'ask10');
const check = (t: Obj, id: string): Obj => (t.episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === id) as Obj;

/** The package with one action's steps edited in place (its calls, kept rows and message). */
function edited(pkg: Obj, action: string, edit: (step: Obj) => void, inputs?: (list: Obj[]) => Obj[]): Obj {
  const found = (pkg.actions as Obj[]).find((a) => a.id === action);
  if (!found) throw new Error(`no action ${action}`);
  for (const step of stepsOf(found.plan as Obj[])) edit(step);
  if (inputs) found.inputs = inputs(found.inputs as Obj[]);
  return pkg;
}
/** Every package of a task's reference (the first and its revisions) edited the same way. */
function everyVersion(t: Obj, action: string, edit: (step: Obj) => void, inputs?: (list: Obj[]) => Obj[]): Obj {
  for (const pkg of Object.values((t.reference.A.revisions ?? {}) as Obj)) if ((pkg.actions as Obj[]).some((a) => a.id === action)) edited(pkg, action, edit, inputs);
  return t;
}
const says = (message: string, kept?: [string, string]) => (step: Obj) => {
  if (typeof step.message === 'string') step.message = message;
  const row = (step.item ?? step.fields) as Obj | undefined;
  if (kept && (step.append || step.update) && row && kept[0] in row) row[kept[0]] = kept[1];
};

describe('the user\'s verbs and the service\'s spellings (Reading 4)', () => {
  it('medication-snooze: "snooze cleared" tells the snooze cancelled; "snoozed" does not', async () => {
    const t = suiteTaskById('single.phone.medication-snooze');
    expect(check(t, 'followup.07.visible_result_grounded').state).toEqual(expect.arrayContaining(['snooze cleared', 'cleared']));
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'awake', says('Evening pill: snooze cleared.', ['state', 'snooze cleared']))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'awake', says('Evening pill: still snoozed.', ['state', 'snoozed']))))).toContain('followup.07.visible_result_grounded');
  });

  it('tag-car-service: "urgent peeled off" (the intention\'s verb) passes; telling it tagged fails', async () => {
    const t = suiteTaskById('single.simple_note.tag-car-service');
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'untag_note', says('"{{note.title}}": urgent peeled off.', ['state', 'peeled off']))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'untag_note', says('"{{note.title}}" is tagged.', ['state', 'tagged']))))).toContain('revise.07.visible_result_grounded');
  });

  it('report-spam: "Moved … out of spam" passes; "Reported as spam" fails', async () => {
    const t = suiteTaskById('single.gmail.report-spam');
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'not_spam', says('Moved {{found.0.subject}} out of spam.', ['what', 'out of spam']))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'not_spam', says('Reported as spam {{found.0.subject}}.', ['what', 'reported as spam']))))).toContain('step2.06.visible_result_grounded');
  });

  it('earbuds-return: the looked-up return "Canceled" passes; a look-up that shows no state fails', async () => {
    const t = suiteTaskById('service.earbuds-return');
    // Told beside the return it found (s17 picks18, kit/state-beside.ts): `state_near` alone.
    expect(check(t, 'followup.07.visible_result_grounded')).toMatchObject({ value: 'True Wireless Earbuds, Mint', state_near: { words: expect.arrayContaining(['canceled', 'withdrawn']) } });
    const lookUp = (message: string) => (step: Obj) => {
      if (typeof step.message === 'string') step.message = message;
    };
    expect(failedIds(await runCrafted(everyVersion(t, 'look_up', lookUp('{{shown.product_name}}: return Canceled')), (pkg) => edited(pkg, 'look_up', lookUp('{{shown.product_name}}: return Canceled'))))).toEqual([]);
    const t2 = suiteTaskById('service.earbuds-return');
    expect(failedIds(await runCrafted(everyVersion(t2, 'look_up', lookUp('{{shown.product_name}}')), (pkg) => edited(pkg, 'look_up', lookUp('{{shown.product_name}}'))))).toEqual(['followup.07.visible_result_grounded']);
  });
});

describe('values the user never asked for', () => {
  it('budget-prime: the stop told beside the end date passes without the plan word; no date fails', async () => {
    const t = suiteTaskById('single.amazon.budget-prime');
    expect(JSON.stringify(t.episodes)).not.toContain('"monthly"');
    const stop = (message: string) => says(message, ['name', 'Prime'])
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'stop_prime', stop('Prime cancelled: it will not renew, you keep it until {{stopped.ends_at}}.'))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'stop_prime', stop('Prime ({{subs.0.plan}}) cancelled.'))))).toContain('step1.06.visible_result_grounded');
  });

  it('reply-drafts: a reply addressed to the sender as "Re: …" passes; one to someone else fails', async () => {
    const t = suiteTaskById('single.gmail.reply-drafts');
    const draft = (to: string[], subject: string) => (step: Obj) => {
      if (step.call === 'gmail.create_draft') step.args = { ...step.args, email_addresses: to, subject };
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'draft_reply', draft(['samuel.reyes@yahoo.com'], 'Re: {{found.0.subject}}'))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'draft_reply', draft(['mira.ito@proton.me'], 'Re: {{found.0.subject}}'))))).toContain('create.09.world_matches_reference');
  });

  it('tax-docs-todo: "mark those threads" by a star passes; archiving the thread instead fails', async () => {
    const t = suiteTaskById('multi.tax-docs-todo');
    const mark = (api: string, said: string) => (step: Obj) => {
      if (step.call === 'gmail.label_thread') {
        step.call = api;
        step.args = { email_thread_id: step.args.email_thread_id };
      }
      if (typeof step.message === 'string') step.message = `To-do {{todo.task_id}} "{{inputs.title}}" is due {{inputs.due_date}}; the email is ${said}.`;
      if (step.append && step.item?.email) step.item.email = said;
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'email_to_todo', mark('gmail.mark_thread_starred', 'starred'))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'email_to_todo', mark('gmail.archive_thread', 'marked'))))).toContain('create.11.world_matches_reference');
  });

  it('lunch-debt-venmo: the Splitwise payment with no note yet passes; one of another amount fails', async () => {
    const t = suiteTaskById('single.splitwise.lunch-debt-venmo');
    const record = (amount?: number) => (step: Obj) => {
      if (step.call === 'splitwise.record_payment') {
        const { description: _d, ...args } = step.args as Obj;
        step.args = amount === undefined ? args : { ...args, amount };
      }
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'pay_and_record', record())))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'pay_and_record', record(9))))).toEqual(expect.arrayContaining(['create.13.world_matches_reference']));
  });

  it('gift-run: a note of "jigsaw puzzle" in the user\'s words passes; a note of another gift fails', async () => {
    const t = suiteTaskById('multi.gift-run');
    const note = (content: string) => (step: Obj) => {
      if (step.call === 'simple_note.create_note') step.args = { ...step.args, content };
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'make_plan', note('Maybe a jigsaw puzzle for {{inputs.title}}'))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'make_plan', note('A mug for {{inputs.title}}'))))).toEqual(['create.13.world_matches_reference']);
  });

  it('commute-playlist: songs of the genre by title pass without the word "pop"; a result with neither fails', async () => {
    const t = suiteTaskById('single.spotify.commute-playlist');
    const made = (message: string) => (step: Obj) => {
      if (typeof step.message === 'string') step.message = message;
      if (step.append && step.item?.genre) step.item.genre = '';
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'build_playlist', made('Made "{{inputs.title}}" with {{songs.0.title}}, {{songs.1.title}} and more.'))))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'build_playlist', made('Made "{{inputs.title}}" (playlist {{created.playlist_id}}).'))))).toEqual(['create.09.visible_result_grounded']);
  });
});

describe('inputs the user never fills', () => {
  it('gift-mug-order: a just-buy-it app with no quantity field passes; one that orders two fails', async () => {
    const t = suiteTaskById('single.amazon.gift-mug-order');
    expect((t.episodes[0].assertions as Obj[]).filter((a) => a.type === 'input_available').map((a) => a.names[0])).toEqual(['product']);
    const buy = (quantity: number) => (step: Obj) => {
      if (step.call === 'amazon.add_product_to_cart') step.args = { ...step.args, quantity };
      if (typeof step.message === 'string') step.message = step.message.replace('{{inputs.quantity}}', String(quantity));
    };
    const noQuantity = (list: Obj[]) => list.filter((i) => i.name !== 'quantity');
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'buy_now', buy(1), noQuantity)))).toEqual([]);
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'buy_now', buy(2), noQuantity)))).toEqual(expect.arrayContaining(['step1.06.record_matches']));
  });

  it('book-notes-rescue: no first-screen demand for a trash-entry id; the rescue is still checked', () => {
    const t = suiteTaskById('single.file_system.book-notes-rescue');
    expect((t.episodes[0].assertions as Obj[]).filter((a) => a.type === 'input_available').map((a) => a.names[0])).toEqual(['file']);
    expect((t.episodes[0].assertions as Obj[]).find((a) => a.type === 'action_available')?.names).toContain('file_system.restore_from_trash');
  });

  it('a record the user calls by the product, the person or what it is for gets that form too', () => {
    const revise = (id: string) => (suiteTaskById(id).episodes as Obj[]).find((e) => e.id === 'revise') as Obj;
    expect(revise('single.amazon.product-reviews').values).toMatchObject({ 'product|query': 'Cookbook: Weeknight Vegetables' });
    expect(revise('single.amazon.product-reviews').names['product|query']).toBe('review_id|product_review_id');
    expect(revise('single.gmail.thank-you-sender').values).toMatchObject({ name: 'Mira' });
    expect(revise('single.phone.daily-reminders').values).toMatchObject({ 'label|alarm_label': 'water' });
  });
});

describe('people in any form the user knows (Reading 3)', () => {
  it('flatmate-settle-sofia: "Sofia" also by her full name, the address and the number she typed', () => {
    const t = suiteTaskById('multi.flatmate-settle-sofia');
    for (const id of ['create.10.visible_result_grounded', 'create.13.visible_result_grounded', 'create.14.visible_result_grounded', 'create.15.visible_result_grounded']) {
      expect(check(t, id).or).toEqual(expect.arrayContaining(['Sofia Silva', 'sofia.silva@proton.me', '9105449304']));
    }
    // The settle-up is over once made and the user asked for no list (Reading 1, kit/kept-history.ts): the reopen asks no person.
    const reopen = (t.episodes as Obj[]).find((e) => e.id === 'reopen');
    expect(((reopen?.assertions ?? []) as Obj[]).filter((a) => JSON.stringify(a).includes('Sofia'))).toEqual([]);
  });

  it('comment-and-text-payer: "Texted Tomas at his number" passes; texting someone else fails', async () => {
    const t = suiteTaskById('single.splitwise.comment-and-text-payer');
    expect(check(t, 'create.12.visible_result_grounded')).toMatchObject({ value: 'Tomas Rossi', or: expect.arrayContaining(['Tomas', '6617111658']) });
    const texted = (who?: string) => (step: Obj) => {
      if (who && step.call === 'phone.search_contacts') step.args = { ...step.args, query: who };
      if (typeof step.message === 'string') step.message = 'Commented on "{{found.0.description}}" and texted {{who.0.first_name}} at {{who.0.phone_number}}.';
    };
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'comment_and_text', texted())))).toEqual([]);
    // "texted the payer" may tell the text by the expense alone (s21, s20-z5-f2): whom it went to is the world's check.
    expect(failedIds(await runCrafted(t, (pkg) => edited(pkg, 'comment_and_text', texted('mira.ito@proton.me'))))).toContain('create.13.world_matches_reference');
  });
});
