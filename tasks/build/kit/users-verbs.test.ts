/**
 * The user's own verb for a state change (issue #30, fidelity/2 Reading 4), through the real
 * generate → run → check chain: an app that answers in the user's words ("Pulled Hollow Ghosts",
 * "Vetoed Tender Stars", "Removed gift wrap from …") passes; an app that does the same in the
 * world but tells the opposite state, or nothing of it, still fails the state check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, reworded, runCrafted as runCraftedModel, taskById, type Said } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as spotifyLibrary } from '../cases/spotify/library.ts';
import { tasks as amazonCartMoves } from '../cases/amazon/cart-moves.ts';
import { tasks as splitwiseExpenses } from '../cases/splitwise/expenses.ts';
import { STATE_WORDS } from './state-words.ts';
import { sideOf, usersVerbs, withUsersVerbs } from './users-verbs.ts';

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
