/**
 * s17 shapes19 (issue #30): the findings of this lane, through the real generate → run → check
 * chain (crafted packages, the real checker).
 *
 * - single.splitwise.settle-with-liam: "a way to note how I actually paid them": the note step
 *   types the person settled with beside the payment id (cases/splitwise/money.ts, settleTask), so
 *   a note form that takes the person (their latest payment) passes; a form that notes another
 *   person's payment fails the world checks.
 * - single.spotify.play-next: step3 ("Remove position 4") is told on screen by step3.07 (the song or
 *   the position with a word of removal): an app that removes silently, or repeats the queued line,
 *   fails it with its world checks passing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'shapes19');

/** The package with action `id` replaced by `edit` of it. */
const withAction = (id: string, edit: (old: Obj) => Obj) => (pkg: Obj): Obj => ({ ...pkg, actions: (pkg.actions as Obj[]).map((a) => (a.id === id ? edit(a) : a)) });

/** A note form that takes the person settled with, not a payment id: it notes their latest payment. */
const noteByPerson = (email: string) => (old: Obj): Obj => ({
  ...old,
  inputs: [{ name: 'person', label: 'Who you paid (email)', type: 'text', required: true }, old.inputs[1]],
  plan: [
    { call: 'splitwise.show_payments', args: { user_email: email || '{{inputs.person}}', page_limit: 1 }, bind: 'found' },
    { call: 'splitwise.update_payment', args: { payment_id: '{{found.0.payment_id}}', description: '{{inputs.note}}' } },
    { message: 'Your payment to {{found.0.receiver.name}} now says how it was paid: {{inputs.note}}.' },
  ],
});

describe('settle-with-liam: the note finds the payment by the person (s17-X2-f1)', () => {
  const task = () => suiteTaskById('single.splitwise.settle-with-liam');

  it('types the person beside the payment id, paired as one record', () => {
    const revise = (task().episodes as Obj[]).find((e) => e.id === 'revise')!;
    expect(revise.values['paid_to|receiver_email|person']).toBe('liam.larsen@proton.me');
    expect(revise.names['paid_to|receiver_email|person']).toBe('payment_id');
    const sofia = (suiteTaskById('single.splitwise.settle-rent-sofia').episodes as Obj[]).find((e) => e.id === 'revise')!;
    expect(sofia.names['paid_to|receiver_email|person']).toBe('payment_id');
  });

  it('passes an app whose note form takes the person settled with', async () => {
    const rows = await runCrafted(task(), withAction('add_note', noteByPerson('')));
    expect(failedIds(rows)).toEqual([]);
  });

  it('(before the fix, with no person typed, that app failed)', async () => {
    const before = structuredClone(task());
    const revise = (before.episodes as Obj[]).find((e) => e.id === 'revise')!;
    delete revise.values['paid_to|receiver_email|person'];
    delete revise.names['paid_to|receiver_email|person'];
    const rows = await runCrafted(before, withAction('add_note', noteByPerson('')));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['revise.07.visible_result_grounded', 'revise.08.world_matches_reference']));
  });

  it('fails an app that notes another person\'s payment', async () => {
    const rows = await runCrafted(task(), withAction('add_note', noteByPerson('sofia.silva@proton.me')));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['revise.08.world_matches_reference']));
  });
});

describe('play-next: the removal is told on screen (s17-X2-f1)', () => {
  const task = () => suiteTaskById('single.spotify.play-next');
  const told = 'step3.07.visible_result_grounded';

  it('asks step3 for the song or the position with a word of removal', () => {
    const check = ((task().episodes as Obj[]).find((e) => e.id === 'step3')!.assertions as Obj[]).find((a) => a.id === told)!;
    expect(check.type).toBe('visible_result_grounded');
    expect(check.state).toEqual(expect.arrayContaining(['removed', 'taken out']));
  });

  it('fails an app that removes the song silently, or repeats the queued line', async () => {
    const silent = await runCrafted(task(), withAction('drop_position', (old) => ({ ...old, plan: [old.plan[0], { message: 'OK.' }] })));
    // s23: the reopen's gone check (regone) fails them too where the kept log never tells the removal.
    expect(failedIds(silent)).toEqual(expect.arrayContaining([told]));
    const queued = await runCrafted(task(), withAction('drop_position', (old) => ({ ...old, plan: [...(old.plan as Obj[]).slice(0, 2), { message: 'Queued Coffee at Dawn at position 4.' }] })));
    expect(failedIds(queued)).toEqual(expect.arrayContaining([told]));
    expect(failedIds(queued).every((id) => id === told || id === 'reopen.06.persisted_visible')).toBe(true);
  });

  it('passes the reference and an app that says it in its own words', async () => {
    expect(failedIds(await runCrafted(task(), (pkg) => pkg))).toEqual([]);
    const own = await runCrafted(task(), withAction('drop_position', (old) => ({ ...old, plan: [...(old.plan as Obj[]).slice(0, 2), { message: 'Pulled Coffee at Dawn out of the queue for you.' }] })));
    expect(failedIds(own)).toEqual([]);
  });
});

describe.each([
  ['multi.new-flat-group', 'liam.larsen@proton.me', 'maya.reyes@outlook.com'],
  // s17 X5: a group and a project made together "with" people, who are then invited or added to "it".
  ['multi.road-trip-group', 'omar.patel@yahoo.com', 'sofia.silva@proton.me'],
  ['multi.wedding-shower-group', 'omar.patel@yahoo.com', 'sofia.silva@proton.me'],
])('%s: the project may be shared with the people the step names (s17-S3-f1, s17-X5-f1)', (id, strangerA, strangerB) => {
  const task = () => suiteTaskById(id);
  /** The package with an invite to the project after each make or rename, to `to` (the step's person when empty). */
  const sharing = (toCreate: string, toRevise: string, project = '{{project.project_id}}') => (pkg: Obj): Obj => {
    const start = withAction('start_group', (old) => ({ ...old, plan: [...(old.plan as Obj[]).slice(0, 2), { call: 'todoist.send_project_invite', args: { project_id: project, email: toCreate || '{{inputs.email}}' } }, ...(old.plan as Obj[]).slice(2)] }));
    const rename = withAction('rename_group', (old) => ({ ...old, plan: [...(old.plan as Obj[]).slice(0, 5), { call: 'todoist.send_project_invite', args: { project_id: '{{projects.0.project_id}}', email: toRevise || '{{inputs.new_email}}' } }, ...(old.plan as Obj[]).slice(5)] }));
    return rename(start(pkg));
  };

  it('passes the reference and an app that shares the project with the person of each step', async () => {
    expect(failedIds(await runCrafted(task(), (pkg) => pkg))).toEqual([]);
    expect(failedIds(await runCrafted(task(), sharing('', '')))).toEqual([]);
  });

  it('fails an app that shares the project with someone the user never named', async () => {
    const rows = await runCrafted(task(), sharing(strangerA, strangerB));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['create.13.world_matches_reference', 'revise.12.world_matches_reference']));
  });

  it('admits an invite to the project in the step that makes it', () => {
    const create = (task().episodes as Obj[]).find((e) => e.id === 'create')!;
    const allow = (create.assertions as Obj[]).find((a) => a.type === 'no_collateral')!.allow as Obj[];
    expect(allow.some((x) => x.table === 'invites')).toBe(true);
  });
});

describe('request-inbox: the inbox shows the waiting requests before one is answered (s17-S3-f1)', () => {
  const task = () => suiteTaskById('single.venmo.request-inbox');
  const shown = ['inbox.05.visible_result_grounded', 'inbox.06.visible_result_grounded'];

  it('passes the reference, which lists the pending requests on the user\'s ask', async () => {
    expect(failedIds(await runCrafted(task(), (pkg) => pkg))).toEqual([]);
  });

  it('fails an app that lists only the newest waiting request', async () => {
    const rows = await runCrafted(task(), withAction('show_inbox', (old) => ({ ...old, plan: [{ ...old.plan[0], args: { status: 'pending', page_limit: 1 } }, ...(old.plan as Obj[]).slice(1)] })));
    expect(failedIds(rows)).toEqual(expect.arrayContaining([shown[0]]));
  });

  it('fails an app with two bare forms and no list (the cheapest wrong app the finding names)', async () => {
    const rows = await runCrafted(task(), withAction('show_inbox', (old) => ({ ...old, plan: [{ message: 'Type what a request is for to pay or decline it.' }] })));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(shown));
  });
});
