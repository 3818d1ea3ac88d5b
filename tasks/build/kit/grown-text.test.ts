/**
 * s17 last21 (issue #30; kit/grown-text.ts): the real built tasks and the real generate → run → check
 * chain with hand-edited references. Each finding's correct app passes; its cheapest wrong app fails.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, editSteps, runCrafted, runCraftedSlots, suiteTaskById, withArgs } from '../../../src/stages/__tests__/crafted-model.ts';
import { addedWord, choreWords } from './grown-text.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const steps = editSteps;

describe('last21: texts about a grown to-do title; dates shown by value; a date in the subject', () => {
  it('names the word the user added to an earlier title of theirs', () => {
    expect(addedWord('Book vet checkup for Biscuit', ['Book vet checkup'])).toBe('Biscuit');
    expect(addedWord('Deadlift Fuel', ['Deadlift Fuel'])).toBeUndefined();
  });

  it('takes the chore\'s own words from the title the user first gave', () => {
    expect(choreWords('Book vet checkup for Biscuit', ['Book vet checkup'])).toEqual(['vet', 'checkup']);
    expect(choreWords('Deadlift Fuel', ['Deadlift Fuel'])).toEqual([]);
  });

  it('vet-visit-text: a text naming the chore and that it is done passes b-find, with or without the dog; one about nothing or only the dog fails b-find.12', async () => {
    const run = (message: string, tag: string) => runCraftedSlots(suiteTaskById('shared.vet-visit-text'), (slot, pkg) => (slot === 'B' ? withArgs('find_and_handle', 'phone.send_text_message', (old) => ({ ...old, message }))(pkg) : pkg), `vet-${tag}`);
    expect(failedIn(await run("Done: booked Biscuit's vet checkup", 'dog'), 'b-find')).toEqual([]);
    expect(failedIn(await run('Done: booked the vet checkup', 'chore'), 'b-find')).toEqual([]);
    expect(failedIn(await run('Done!', 'nothing'), 'b-find')).toContain('b-find.12.world_matches_reference');
    expect(failedIn(await run("Biscuit's chores are done", 'only-dog'), 'b-find')).toContain('b-find.12.world_matches_reference');
    expect(failedIn(await run('Vet checkup for Biscuit', 'no-done'), 'b-find')).toContain('b-find.12.world_matches_reference');
  }, 60_000);

  it('holiday-dates-snooze: "Snoozed until 5/21/2023, 4:00 PM" (en-US toLocaleString) passes create.15 and revise.13', async () => {
    const craft = (pkg: Obj) => {
      steps('later', (s) => (s.append ? { ...s, item: { ...s.item, told: 'Snoozed until 5/21/2023, 4:00 PM' } } : s.message ? { message: 'Done.' } : s))(pkg);
      return steps('shift', (s) => (s.update ? { ...s, fields: { ...s.fields, told: 'Snoozed until 5/21/2023, 6:00 PM' } } : s.message ? { message: 'Done.' } : s))(pkg);
    };
    const rows = await runCrafted(suiteTaskById('multi.holiday-dates-snooze'), craft, 'last21-holiday');
    expect(failedIn(rows, 'create')).toEqual([]);
    expect(failedIn(rows, 'revise')).toEqual([]);
  }, 30_000);

  it('dad-garage-handoff: the date in the subject alone passes create.11; an email with no date fails it', async () => {
    const run = (subject: string) => runCrafted(suiteTaskById('multi.dad-garage-handoff'), withArgs('hand_off', 'gmail.send_email', (old) => ({ ...old, subject, body: 'Could you take this one? Thanks!' })), 'last21-garage');
    expect(failedIn(await run('Fix the garage door by 2023-06-03'), 'create')).toEqual([]);
    expect(failedIn(await run('Fix the garage door by June 3'), 'create')).toEqual([]);
    expect(failedIn(await run('Fix the garage door'), 'create')).toContain('create.11.world_matches_reference');
  }, 30_000);

  it('playlist-bookmarks: a stale "Bookmark: Dinner Party" after the unlike fails reopen.06; "Bookmark removed" passes', async () => {
    const t = suiteTaskById('single.spotify.playlist-bookmarks');
    const goneId = (t.episodes as Obj[]).find((e) => e.id === 'reopen')!.assertions.find((a: Obj) => a.gone === true).id as string;
    const noun = steps('like_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'Bookmark' } } : s));
    const stale = await runCrafted(t, (pkg) => steps('unlike_playlist', (s) => (s.append || s.message ? { message: 'Done.' } : s))(noun(pkg)), 'last21-bookmark-stale');
    expect(failedIn(stale, 'step1')).toEqual([]);
    expect(failedIn(stale, 'reopen')).toContain(goneId);
    const told = await runCrafted(t, (pkg) => steps('unlike_playlist', (s) => (s.append ? { ...s, item: { ...s.item, what: 'Bookmark removed' } } : s))(noun(pkg)), 'last21-bookmark-told');
    expect(failedIn(told, 'reopen')).toEqual([]);
  }, 30_000);
});
