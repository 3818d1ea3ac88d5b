/**
 * The user's own verb for a state change (issue #30, fidelity/2 Reading 4), through the real
 * generate → run → check chain: an app that answers in the user's words ("Pulled Hollow Ghosts",
 * "Vetoed Tender Stars", "Removed gift wrap from …") passes; an app that does the same in the
 * world but tells the opposite state, or nothing of it, still fails the state check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, reworded, runCrafted as runCraftedModel, suiteTaskById, taskById, type Said } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as spotifyLibrary } from '../cases/spotify/library.ts';
import { tasks as amazonCartMoves } from '../cases/amazon/cart-moves.ts';
import { tasks as splitwiseExpenses } from '../cases/splitwise/expenses.ts';
import { STATE_WORDS } from './state-words.ts';
import { changeVerbs, reversalVerbs, sideOf, usersVerbs, withUsersVerbs } from './users-verbs.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'users-verbs');
const built = (all: () => readonly unknown[], id: string): Obj => withUsersVerbs(taskById(all, id) as never) as Obj;
const stateOf = (task: Obj, id: string): string[] => (task.episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === id)?.state as string[];

describe('the user\'s verbs join the state words of their side only', () => {
  it('reads a list\'s side from its own words', () => {
    expect(sideOf(STATE_WORDS.deleted)).toBe('out');
    expect(sideOf(STATE_WORDS.unwrapped)).toBe('out');
    expect(sideOf(STATE_WORDS.savedToLibrary)).toBe('back');
    expect(sideOf(STATE_WORDS.restored)).toBe('back');
    // A list of both sides, or of neither, is left alone.
    expect(sideOf(['removed', 'added'])).toBeUndefined();
    expect(sideOf(STATE_WORDS.pinned)).toBeUndefined();
  });

  it('takes a verb only where the user said it, and only for its side', () => {
    expect(usersVerbs('Put a song in the library by title and pull it out again.', 'out')).toContain('pulled');
    expect(usersVerbs('Put a song in the library by title and pull it out again.', 'back')).toEqual([]);
    expect(usersVerbs('Remove an album by name, and put it back on the shelf if I change my mind.', 'back')).toContain('back');
    expect(usersVerbs('Save Hollow Ghosts to my library before the flight.', 'out')).toEqual([]);
    expect(usersVerbs('My partner vetoed Tender Stars. Remove it from the library.', 'out')).toEqual(expect.arrayContaining(['vetoed', 'removed']));
  });

  it('grows the state checks of the findings\' tasks with the user\'s words, never the opposite side\'s', () => {
    const trim = built(spotifyLibrary, 'single.spotify.library-trim');
    expect(stateOf(trim, 'step1.06.visible_result_grounded')).toEqual(expect.arrayContaining(['pruned', 'dropped']));
    expect(stateOf(trim, 'step1.06.visible_result_grounded')).not.toContain('restored');
    expect(stateOf(trim, 'step2.06.visible_result_grounded')).toEqual(expect.arrayContaining(['re-added', 'back', 'restored']));
    expect(stateOf(trim, 'step2.06.visible_result_grounded')).not.toContain('pruned');
    const likes = built(spotifyLibrary, 'single.spotify.likes-cleanup');
    expect(stateOf(likes, 'step1.06.visible_result_grounded')).toContain('dropped');
    expect(stateOf(likes, 'step2.06.visible_result_grounded')).toContain('restored');
    expect(stateOf(built(spotifyLibrary, 'single.spotify.wedding-songs-library'), 'step2.06.visible_result_grounded')).toContain('vetoed');
    expect(stateOf(built(spotifyLibrary, 'single.spotify.album-shelf-cleanup'), 'step2.06.visible_result_grounded')).toContain('back');
    expect(stateOf(built(amazonCartMoves, 'single.amazon.teacher-gift'), 'step2.07.visible_result_grounded')).toContain('removed');
  });

  it('takes the service\'s own status word for a return opened, never for one called off', () => {
    expect(STATE_WORDS.returned).toContain('initiated');
    expect(STATE_WORDS.returnCancelled.some((w) => (STATE_WORDS.returned as readonly string[]).includes(w))).toBe(false);
  });

  it('asks a reopen nothing of a restore: the restored expense is simply listed again', () => {
    const undo = built(splitwiseExpenses, 'single.splitwise.expense-undo');
    const reopen = (undo.episodes as Obj[]).find((e) => e.stage === 'reopen') as Obj;
    expect((reopen.assertions as Obj[]).filter((a) => a.type === 'persisted_visible').map((a) => a.state)).toEqual([undefined]);
  });
});

/** The library task's two actions said one way: each kept row's `what` and its message. */
const said = (save: string, drop: string): Said => ({
  save_song: { state: save, message: `${save} {{found.0.title}}.` },
  drop_song: { state: drop, message: `${drop} {{found.0.title}}.` },
});

describe('an app in the user\'s own verb passes; the opposite state still fails', () => {
  it('passes "Pulled Hollow Ghosts." for the user\'s "pull it out again"', async () => {
    const t = built(spotifyLibrary, 'single.spotify.save-for-offline');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'what', said('Put in the library:', 'Pulled')));
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app that, after pulling the song out, tells it as put in (the opposite state)', async () => {
    const t = built(spotifyLibrary, 'single.spotify.save-for-offline');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'what', said('Put in the library:', 'Put in the library:')));
    expect(failedIds(rows)).toEqual(['step2.06.visible_result_grounded']);
  });

  it('fails an app that says only "Noted" of the pulled song', async () => {
    const t = built(spotifyLibrary, 'single.spotify.save-for-offline');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'what', said('Saved', 'Noted')));
    expect(failedIds(rows)).toEqual(['step2.06.visible_result_grounded']);
  });
});

/**
 * Session 11 (verbs11): the sweep. Every taking-out verb the user says joins a state list of a
 * thing gone or called off ("drop the snooze", "get rid of", "scrap", "strike off"), and the verbs
 * of taking a change back ("undo", "take a like back") join the step that reverses an earlier
 * step's state of the same record — never another record's step that follows.
 */
describe('the user\'s verbs in every state check (s11 sweep)', () => {
  const suiteState = (id: string, check: string): string[] => stateOf(suiteTaskById(id), check);

  it('takes "drop the snooze" for a snooze called off, "get rid of" for a tag off, undo and take back for an unlike', () => {
    expect(suiteState('single.phone.bread-proofing', 'followup.07.visible_result_grounded')).toEqual(expect.arrayContaining(['dropped']));
    expect(suiteState('single.simple_note.fun-tag-swap', 'create.07.visible_result_grounded')).toEqual(expect.arrayContaining(['got rid of', 'get rid of']));
    expect(suiteState('single.spotify.gym-likes', 'step2.06.visible_result_grounded')).toEqual(expect.arrayContaining(['undone']));
    expect(suiteState('single.venmo.refund-like', 'revise.07.visible_result_grounded')).toEqual(expect.arrayContaining(['taken back']));
  });

  it('never gives a reversal word to the like that follows on another payment, nor to the first like', () => {
    expect(suiteState('single.venmo.refund-like', 'followup.08.visible_result_grounded')).not.toContain('taken back');
    expect(suiteState('single.venmo.refund-like', 'create.08.visible_result_grounded')).not.toContain('taken back');
    expect(suiteState('single.spotify.gym-likes', 'step1.06.visible_result_grounded')).not.toContain('undone');
  });

  it('reads the new verbs in any form, and reversals only as reversals', () => {
    expect(usersVerbs('Get rid of the fun tag on all my notes.', 'out')).toContain('got rid of');
    expect(usersVerbs('Scrap that step, and strike off the poster.', 'out')).toEqual(expect.arrayContaining(['scrapped', 'struck off']));
    expect(usersVerbs('Loaf is in the oven, drop the snooze.', 'back')).toEqual([]);
    expect(reversalVerbs('Cheers on payments with a like, and a way to take a like back.')).toEqual(['taken back', 'took back']);
    expect(reversalVerbs('A like with an undo.')).toEqual(['undone', 'undid']);
    // A bare "undo" is a button's word: only its done forms join.
    expect(reversalVerbs('Undo it.')).not.toContain('undo');
    // A side-less verb joins only a list that already tells its change: "shift" a snooze.
    expect(changeVerbs('Shift that to 07:15 on May 24.', STATE_WORDS.snoozed)).toEqual(['shifted']);
    expect(changeVerbs('Shift that to 07:15 on May 24.', STATE_WORDS.alarmOn)).toEqual([]);
    expect(suiteState('multi.plumber-email-snooze', 'revise.12.visible_result_grounded')).toContain('shifted');
    expect(sideOf(STATE_WORDS.alarmAwake)).toBe('out');
    expect(sideOf(STATE_WORDS.returnCancelled)).toBe('out');
  });
});

describe('an app in the user\'s words passes; one that only shows its form fails (s11 sweep)', () => {
  it('passes "Check the dough: snooze dropped" for "drop the snooze"', async () => {
    const t = suiteTaskById('single.phone.bread-proofing');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'state', { awake: { state: 'snooze dropped', message: 'Alarm {{inputs.alarm_id}}: snooze dropped.' } }));
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app whose only "drop" is its button: the snooze gone, the screen says nothing of it', async () => {
    const t = suiteTaskById('single.phone.bread-proofing');
    const rows = await runCrafted(t, (pkg) => {
      const out = reworded(pkg, 'state', { awake: { state: 'snoozed', message: 'Alarm {{inputs.alarm_id}}.' } });
      for (const action of out.actions as Obj[]) if (action.id === 'awake') action.label = 'Drop the snooze';
      return out;
    });
    // s23: and, after reopen, the gone check of the snooze it never told dropped (regone).
    expect(failedIds(rows)).toEqual(expect.arrayContaining(['followup.07.visible_result_grounded']));
    expect(failedIds(rows).every((id) => id === 'followup.07.visible_result_grounded' || /^reopen\.\d+\.persisted_visible$/.test(id))).toBe(true);
  });

  it('passes "Camping gear rental refund: like taken back" for "take a like back"', async () => {
    const t = suiteTaskById('single.venmo.refund-like');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'status', { unlike: { state: 'like taken back', message: '{{found.0.description}}: like taken back.' } }));
    expect(failedIds(rows)).toEqual([]);
  });

  it('fails an app that, after taking the like back, tells it as liked', async () => {
    const t = suiteTaskById('single.venmo.refund-like');
    const rows = await runCrafted(t, (pkg) => reworded(pkg, 'status', { unlike: { state: 'Liked', message: 'Liked: {{found.0.description}}.' } }));
    // Kept as liked, it also shows the like as still given after reopen (s17 reopen18, undone-gone).
    expect(failedIds(rows)).toEqual(['revise.07.visible_result_grounded', 'reopen.06.persisted_visible']);
  });
});
