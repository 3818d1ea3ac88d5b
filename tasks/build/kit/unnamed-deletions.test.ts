/**
 * Deletions that name no record are told on screen (kit/unnamed-deletions.ts; issue #30, s10
 * shown10). The missed calls cleared, the read notifications purged and a queue position skipped
 * had no screen check at all; a deletion by position asked for the song's title the user never
 * said. Through the real generate → run → check chain: an app that deletes silently, shows an
 * error, or lists the old rows fails exactly the new check with its world checks passing; an app
 * that says it in its own words passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { DELETION_DONE, usersDeletion, withUnnamedDeletions } from './unnamed-deletions.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'unnamed-deletions');

/** The package with action `id`'s plan replaced (its first step, the deleting call, kept unless `plan` says otherwise). */
const withPlan = (id: string, plan: (old: Obj[]) => Obj[]) => (pkg: Obj): Obj => {
  for (const action of pkg.actions as Obj[]) if (action.id === id) action.plan = plan(action.plan as Obj[]);
  return pkg;
};

/** The episode's checks that ask for a word of a deletion on screen with `whole`. */
const wholeChecks = (t: Obj, episode: string): Obj[] => ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && a.whole);

describe('which steps get a check', () => {
  it('gives a step that deletes with no screen check a whole-set check of done words, the user\'s verb among them', () => {
    const t = suiteTaskById('single.phone.missed-call-cleanup');
    const [check] = wholeChecks(t, 'revise');
    expect(check).toMatchObject({ value: 9, whole: true, because: 'clear' });
    expect(check!.state).toEqual(expect.arrayContaining(['cleared', 'deleted', 'gone', 'clear']));
    // No app word an error or a button repeats: "delete", "remove".
    expect(check!.state).not.toContain('delete');
    expect(check!.state).not.toContain('remove');
    expect(wholeChecks(suiteTaskById('single.venmo.read-notice-cleanup'), 'revise')[0]!.state).toEqual(expect.arrayContaining(['swept', 'sweep']));
  });

  it('gives a skip by position the typed position as its value and the user\'s "skipped"', () => {
    const [check] = wholeChecks(suiteTaskById('single.spotify.road-queue'), 'step2');
    expect(check).toMatchObject({ value: 3, whole: true, because: '3' });
    expect(check!.state).toEqual(expect.arrayContaining(['skipped', 'removed']));
  });

  it('lets a removal by position be told without the song\'s title, unless the user named the song too', () => {
    // s17 picks18: play-next's user now names the song it removes ("groaned at Coffee at Dawn").
    expect(wholeChecks(suiteTaskById('single.spotify.play-next'), 'step3')).toEqual([]);
    expect(wholeChecks(suiteTaskById('single.spotify.queue-fix'), 'step2')).toEqual([]);
  });

  it('leaves a step with a screen check alone, and a deletion the user gives no verb for', () => {
    const task = suiteTaskById('single.spotify.fresh-queue');
    expect(withUnnamedDeletions(task as never)).toBe(task);
    const silent = structuredClone(suiteTaskById('single.phone.missed-call-cleanup'));
    const revise = (silent.episodes as Obj[]).find((e) => e.id === 'revise')!;
    revise.assertions = (revise.assertions as Obj[]).filter((a) => a.type !== 'visible_result_grounded');
    revise.message = 'The missed calls, please.';
    expect(withUnnamedDeletions(silent as never)).toBe(silent);
  });

  it('reads the user\'s verb in any form and gives its done form', () => {
    expect(usersDeletion('Sweep away every read notification.')).toEqual({ said: 'sweep', forms: ['swept', 'swept away'] });
    expect(usersDeletion('Skip the first one in the queue, position 1.')).toEqual({ said: 'skip', forms: ['skipped'] });
    expect(usersDeletion('Now delete all the ones I have read.')?.forms).toEqual(['deleted']);
    expect(usersDeletion('Thanks!')).toBeUndefined();
    expect(DELETION_DONE.every((w) => !['delete', 'remove', 'clear', 'erase', 'wipe'].includes(w))).toBe(true);
  });
});

describe('missed calls cleared (single.phone.missed-call-cleanup)', () => {
  const id = 'revise.09.visible_result_grounded';

  it('fails an app that clears them silently; its world checks pass', async () => {
    const t = suiteTaskById('single.phone.missed-call-cleanup');
    expect(wholeChecks(t, 'revise').map((a) => a.id)).toEqual([id]);
    // With no message at all the runtime says "<the action's label>: done." — which tells it.
    const rows = await runCrafted(t, withPlan('clear_missed', (old) => [old[0]!, { message: 'OK.' }]));
    expect(failedIds(rows)).toEqual([id]);
  });

  it('fails an app that clears them and shows an error', async () => {
    const t = suiteTaskById('single.phone.missed-call-cleanup');
    const rows = await runCrafted(t, withPlan('clear_missed', (old) => [old[0]!, { message: 'Error: something went wrong with your missed calls ({{cleared.deleted_count}}).' }]));
    expect(failedIds(rows)).toEqual([id]);
  });

  it('passes an app that says it in its own words', async () => {
    const t = suiteTaskById('single.phone.missed-call-cleanup');
    const rows = await runCrafted(t, withPlan('clear_missed', (old) => [old[0]!, { message: 'Your missed-call list is empty now, nothing left to ring back.' }, { append: 'calls', item: { id: '{{cleared.deleted_count}}', who: 'missed calls', status: 'all gone' } }]));
    expect(failedIds(rows)).toEqual([]);
  });
});

describe('read notifications purged (single.venmo.notification-purge)', () => {
  const id = 'revise.08.visible_result_grounded';

  it('fails an app that deletes them but still lists the old ones; its world checks pass', async () => {
    const t = suiteTaskById('single.venmo.notification-purge');
    expect(wholeChecks(t, 'revise').map((a) => a.id)).toEqual([id]);
    const rows = await runCrafted(t, withPlan('delete_read', (old) => [
      { call: 'venmo.show_notifications', args: { read: true, page_limit: 20 }, bind: 'old' },
      old[0]!,
      { for_each: '{{old}}', as: 'n', limit: 20, steps: [{ append: 'log', item: { id: '{{n.notification_id}}', what: 'Read: {{n.message}}' } }] },
      { message: 'Your read notifications.' },
    ]));
    expect(failedIds(rows)).toEqual([id]);
  });

  it('passes an app that says it in its own words', async () => {
    const t = suiteTaskById('single.venmo.notification-purge');
    const rows = await runCrafted(t, withPlan('delete_read', (old) => [old[0]!, { append: 'log', item: { id: '{{swept.deleted_count}}', what: 'Read alerts wiped' } }, { message: '{{swept.deleted_count}} read alerts wiped.' }]));
    expect(failedIds(rows)).toEqual([]);
  });
});

describe('a queue position skipped (single.spotify.road-queue)', () => {
  const id = 'step2.10.visible_result_grounded';

  it('fails an app that drops the song and says nothing of it', async () => {
    const t = suiteTaskById('single.spotify.road-queue');
    expect(wholeChecks(t, 'step2').map((a) => a.id)).toEqual([id]);
    const rows = await runCrafted(t, withPlan('drop_position', (old) => [old[0]!, old[1]!, { message: 'Queue position {{inputs.position}}: {{song.title}}.' }]));
    expect(failedIds(rows)).toEqual([id]);
  });

  it('fails an app that ignores the typed number and always skips the head of the queue (s33-s262-f7)', async () => {
    const t = suiteTaskById('single.spotify.road-queue');
    const rows = await runCrafted(t, withPlan('drop_position', (old) => [{ ...old[0]!, args: { position: 1 } }, ...old.slice(1)]));
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['step2.03.db_changed', 'step2.08.world_matches_reference']));
  });

  it('passes an app that names only the position and the user\'s verb', async () => {
    const t = suiteTaskById('single.spotify.road-queue');
    const rows = await runCrafted(t, withPlan('drop_position', (old) => [old[0]!, { message: 'Skipped number {{inputs.position}}.' }]));
    expect(failedIds(rows)).toEqual([]);
  });
});

/*
 * The other screen checks of this lane (s10 shown10), in the same chain: a label made is told as
 * made (its name alone can be read off a thread's subject), a note added to is looked up with both
 * its parts, and the reopened alarm app is held to its switch, not its setup form.
 */
describe('a label made is told as made (single.gmail.fitness-label)', () => {
  const id = 'step1.07.visible_result_grounded';
  const worldChecks = (rows: { assertion: string; type: string; passed: boolean }[]) => rows.filter((r) => ['db_changed', 'record_matches', 'world_matches_reference', 'no_collateral'].includes(r.type) && !r.passed).map((r) => r.assertion);

  it('asks a word of the making beside the name', () => {
    const [check] = ((suiteTaskById('single.gmail.fitness-label').episodes as Obj[])[1]!.assertions as Obj[]).filter((a) => a.id === id);
    expect(check).toMatchObject({ value: 'Training' });
    expect(check!.state).toEqual(expect.arrayContaining(['created', 'made', 'new label']));
  });

  it('fails an app that makes the label silently and shows the inbox thread it read', async () => {
    const t = suiteTaskById('single.gmail.fitness-label');
    const rows = await runCrafted(t, withPlan('new_label', (old) => [old[0]!, { call: 'gmail.show_inbox_threads', args: { query: 'Marathon training plan', page_limit: 1 }, bind: 'seen' }, { message: 'Inbox: {{seen.0.subject}}' }]));
    expect(failedIds(rows)).toContain(id);
    expect(worldChecks(rows)).toEqual([]);
  });

  it('passes an app that says it in its own words', async () => {
    const t = suiteTaskById('single.gmail.fitness-label');
    const rows = await runCrafted(t, withPlan('new_label', (old) => [old[0]!, { ...old[1]!, item: { ...old[1]!.item, what: 'ready to use' } }, { message: 'Your {{inputs.label}} label is ready to use.' }]));
    expect(failedIds(rows)).toEqual([]);
  });
});

describe('a note added to is looked up with both its parts (service.note-append)', () => {
  it('asks the look-up for the first idea as well as the one added', () => {
    const followup = (suiteTaskById('service.note-append').episodes as Obj[]).find((e) => e.id === 'followup')!;
    expect((followup.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded').map((a) => a.value)).toEqual(expect.arrayContaining(['Recipe roulette', 'Plant swap map']));
  });

  it('fails a look-up that shows only the title and its own copy of the last addition', async () => {
    const t = suiteTaskById('service.note-append');
    const rows = await runCrafted(t, withPlan('look_up', (old) => [old[0]!, { message: '{{inputs.lookup_id}}: {{shown.title}}; {{state.looked_up}}' }]));
    expect(failedIds(rows)).toContain('followup.08.visible_result_grounded');
  });

  it('passes a look-up that shows the note in other words', async () => {
    const t = suiteTaskById('service.note-append');
    const rows = await runCrafted(t, withPlan('look_up', (old) => [old[0]!, old[1]!, { message: 'Note {{shown.title}} (#{{inputs.lookup_id}}) holds: {{shown.content}}' }]));
    expect(failedIds(rows)).toEqual([]);
  });
});

describe('the reopened shift-alarm app (single.phone.shift-alarms)', () => {
  it('is held to an action that switches the alarms, not to the setup form', () => {
    const reopen = (suiteTaskById('single.phone.shift-alarms').episodes as Obj[]).find((e) => e.stage === 'reopen')!;
    const actions = (reopen.assertions as Obj[]).filter((a) => a.type === 'action_available');
    expect(actions.map((a) => a.names)).toEqual([['phone.update_alarm']]);
  });
});
