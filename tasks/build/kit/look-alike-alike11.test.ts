/**
 * Trivial targets closed at the builders (issue #30, alike11), through the real generate → run →
 * check chain with hand-made apps: every service look-up by id follows a second record the app
 * made (records.ts `also`), a newer unheard voicemail stands beside one picked by its words
 * (kit/look-alike-voicemail.ts), and the housemate's requests the user answers sit beside a newer
 * one of the housemate's (venmo AnswerCase.sent). An app that ignores the id or words the user
 * gives and takes its own last record or the newest one fails; the same app passes the task
 * without the look-alike (the hole); an app in other words passes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, rewritten, runCrafted, suiteTaskById, withoutEpisode } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const action = packageAction;
const without = withoutEpisode;

describe('a note looked up by its id after a second note is made (service.note-lifecycle)', () => {
  const task = suiteTaskById('service.note-lifecycle');
  // Shows the note it made last, whatever id is typed.
  const lastMade = (at: number) => (pkg: Obj): Obj => {
    const look = action(pkg, 'look_up');
    look.plan = JSON.parse(JSON.stringify(look.plan).replaceAll('{{inputs.lookup_id}}', `{{state.records.${at}.id}}`));
    return pkg;
  };

  it('the user makes Bike parts between the rename and the look-up', () => {
    expect((task.episodes as Obj[]).map((e) => e.id)).toEqual(['open', 'create', 'revise', 'create-2', 'followup', 'reopen']);
  });

  it('fails an app whose look-up re-shows its last made note', async () => {
    expect(failedIn(await runCrafted(task, lastMade(1), 'alike11-note-last'), 'followup')).toEqual(expect.arrayContaining(['followup.06.visible_result_grounded']));
  });

  it('without the second note that app passes the followup (the hole)', async () => {
    expect(failedIn(await runCrafted(without(task, 'create-2'), lastMade(0), 'alike11-note-only'), 'followup')).toEqual([]);
  });

  it('passes an app in other words', async () => {
    const own = (pkg: Obj) => rewritten(pkg, (text) => text.replace(/^Created /, 'Made ').replace(/^Changed /, 'Updated ').replace('Note Keeper', 'My Notes'));
    expect(failedIds(await runCrafted(task, own, 'alike11-note-own'))).toEqual([]);
  });
});

describe('a payment looked up by its id after a second payment (service.venmo-payment-note)', () => {
  const task = suiteTaskById('service.venmo-payment-note');
  const lastMade = (pkg: Obj): Obj => {
    const look = action(pkg, 'look_up');
    look.plan = JSON.parse(JSON.stringify(look.plan).replaceAll('{{inputs.lookup_id}}', '{{state.records.1.id}}'));
    return pkg;
  };

  it('fails an app whose look-up re-shows its last payment', async () => {
    expect(failedIn(await runCrafted(task, lastMade, 'alike11-pay-last'), 'followup')).toEqual(expect.arrayContaining(['followup.06.visible_result_grounded']));
  });
});

describe('a voicemail picked by its words, with a newer unheard one (single.phone.weekend-plans-note)', () => {
  const task = suiteTaskById('single.phone.weekend-plans-note');
  // Takes the newest voicemail, whatever words are typed (the search with no query lists newest first).
  const newest = (pkg: Obj): Obj => {
    for (const id of ['save_as_note', 'delete_voicemail']) {
      const act = action(pkg, id);
      act.plan = JSON.parse(JSON.stringify(act.plan).replaceAll('"query":"{{inputs.words}}"', '"query":""'));
    }
    return pkg;
  };

  it('fails an app that saves and deletes the newest voicemail', async () => {
    const failed = failedIds(await runCrafted(task, newest, 'alike11-voice-newest'));
    expect(failed).toEqual(expect.arrayContaining(['create.06.record_matches']));
    expect(failed.some((id) => id.startsWith('revise.'))).toBe(true);
  });

  it('without the look-alike that app passes create (the hole)', async () => {
    expect(failedIn(await runCrafted({ ...task, world: { ...task.world, rows: [] } }, newest, 'alike11-voice-only'), 'create')).toEqual([]);
  });

  it('passes an app in other words', async () => {
    const own = (pkg: Obj) => rewritten(pkg, (text) => text.replace(/^Saved voicemail /, 'Kept voicemail ').replace('Voice to Notes', 'Voicemail Keeper'));
    expect(failedIds(await runCrafted(task, own, 'alike11-voice-own'))).toEqual([]);
  });
});

describe('a housemate request declined by its words, beside a newer one (single.venmo.roommate-requests)', () => {
  const task = suiteTaskById('single.venmo.roommate-requests');
  // Declines the newest pending request, whatever words are typed.
  const newest = (pkg: Obj): Obj => {
    const act = action(pkg, 'decline_request');
    act.plan = JSON.parse(JSON.stringify(act.plan).replaceAll('"query":"{{inputs.words}}"', '"query":""'));
    return pkg;
  };

  it('declines a shopping request of the housemate, who also sent a newer one', () => {
    const rows = (task.world.rows as Obj[]).map((r) => r.row);
    expect(rows.map((r) => r.description)).toEqual(['Groceries - milk, eggs and bread', 'Internet bill, May']);
    expect(new Set(rows.map((r) => r.requester_id)).size).toBe(1);
  });

  it('fails an app that declines the newest pending request', async () => {
    expect(failedIn(await runCrafted(task, newest, 'alike11-req-newest'), 'revise')).toEqual(expect.arrayContaining(['revise.04.record_matches']));
  });

  it('passes an app in other words', async () => {
    const own = (pkg: Obj) => rewritten(pkg, (text) => text.replace(/^Declined /, 'Refused ').replace('House Requests', 'Housemate Bills'));
    expect(failedIds(await runCrafted(task, own, 'alike11-req-own'))).toEqual([]);
  });
});
