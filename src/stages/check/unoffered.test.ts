/**
 * s27 `unoffered`: on a result's changed line, a state word tells the state only as done — not in a
 * failure, a question, after a negation or (for a deletion) a "will be", as an offer or a button, as a
 * cancelled deletion, or as "deleted: no". Correct results in other words still tell it.
 * s28: the grammar of a state word's form (a bare verb never tells done; obligations, a question's OK, a kept "Cancelled.").
 */
import { describe, expect, it } from 'vitest';
import { unoffered } from './evaluate.ts';

const WORDS = ['archive', "won't ring", 'will not ring', 'deleted', 'delete', 'removed', 'remove', 'removing', 'cancelled', 'cancel', 'gone', 'no longer', 'not any more', 'empty', 'withdrawn', 'off', 'on', 'snoozed', 'snooze cancelled', 'unblocked', 'let through', 'favourite', 'favourite added', 'ring', 'every day', 'wednesdays', 'blocked', 'cleared', 'gift-wrapped', 'removed from'];
const tells = (line: string): boolean => WORDS.some((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu').test(unoffered(line, WORDS, ['Ines Walker', 'Noah Patel'])));

describe('unoffered', () => {
  it('a failure, an offer, a question, a negation, a deletion still to come, a button or a cancelled deletion tells nothing', () => {
    for (const line of ['Could not delete Ines Walker.', 'Failed to remove Ines Walker.', 'Delete Ines Walker?', 'Delete', 'Ines Walker Delete', 'Ines Walker was not deleted.', 'Delete cancelled: Ines Walker',
      'Cancelled — Ines Walker kept.', 'Tap to delete Ines Walker.', 'You can delete Ines Walker here.', 'Please delete Ines Walker.', 'Ines Walker will soon be deleted.', 'Ines Walker has not yet been deleted.',
      'Ines Walker is being deleted.', 'Removing Ines Walker…', 'Cancelled. Ines Walker kept.', 'Ines Walker (deleted: no)', 'Nothing was removed: Ines Walker', 'Noah Patel is not a favourite.']) {
      expect(tells(line), line).toBe(false);
    }
  });
  it('a done result in other words, a success after the verb, a schedule and a promise still tell it', () => {
    for (const line of ['Deleted Ines Walker.', 'Ines Walker deleted — Undo?', 'Ines Walker deleted, undo?', 'Ines Walker was deleted and can\'t be undone.', 'Ines Walker is no longer in your contacts.',
      'Delete successful: Ines Walker', 'Delete Ines Walker: done', 'Delete success: Ines Walker', 'Remove Ines Walker — done ✓', 'Deleted Ines Walker without error.', 'Your cart is empty.',
      'Snooze cancelled: alarm 9257427 is on again.', 'Favourite added: Noah Patel', 'It will ring every day at 18:45', 'it will ring Wednesdays and Sundays', 'Calls from 8005550199 will be let through.',
      'Calls from 8005550199 will be blocked from now on.', 'Bins out 20:30 — Off', 'Queue cleared: 3 songs', 'they will be gift-wrapped', 'Wrap removed from the mug', 'Request cancelled.', 'Moved the thread to the archive.', "Bins out won't ring", 'Bins out will not ring']) {
      expect(tells(line), line).toBe(true);
    }
  });
});

describe('s28 grammar of a state word\'s form', () => {
  const W = [...WORDS, 'gift wrap', 'gift-wrap', 'gift-wrapped', 'wrap', 'favourites', 'added', 'trash', 'resent', 'resend', 'pause', 'paused', 'following', 'snoozing', 'restore', 'restored', 'shred'];
  const told = (line: string): boolean => W.some((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu').test(unoffered(line, W, ['Ines Walker', 'Water the plants', '/home/alex/x.txt'])));
  it('a bare verb anywhere, an obligation, a question\'s OK, a bare or kept "Cancelled." tell nothing', () => {
    for (const line of ['Ines Walker must be deleted.', 'Ines Walker needs to be removed.', 'Confirm delete Ines Walker', 'Hit Delete to remove Ines Walker.', 'Use the Delete button to remove Ines Walker.',
      'Choose Delete to remove Ines Walker.', 'Delete Ines Walker — OK?', 'Remove Ines Walker: OK?', 'Delete Ines Walker: done?', 'Cancelled. Ines Walker kept.', 'Canceled. Ines Walker is still here.', 'Cancelled.',
      '/home/alex/x.txt Delete', '/home/alex/x.txt Shred', 'Comment 2471199 Delete', 'Water the plants 19:00 Pause', 'Picnic $38 Restore', 'Ines Walker will be a favourite', 'Tap to add Ines Walker to favourites',
      'you can gift-wrap them', 'Add gift wrap', 'Ready to resend.', 'It will be resent later.', 'Ines Walker — deleting']) {
      expect(told(line), line).toBe(false);
    }
  });
  it('done forms, a success beside a bare verb, a noun, a field said yes, an ongoing state tell it', () => {
    for (const line of ['Ines Walker — deleted', 'Done — Ines Walker removed', 'Removed ✓', 'Moved Ines Walker to the trash.', 'Moved Ines Walker to trash.', 'Ines Walker added to favourites', 'wrap: yes',
      'Added 2 candles: wrap on', 'they will be gift-wrapped', 'Water the plants — paused', 'Ines Walker — following', 'snoozing until 12:15', 'Resent to Ines Walker', 'Ines Walker restored', 'Delete Ines Walker: done']) {
      expect(told(line), line).toBe(true);
    }
  });
});

describe('s28 second round: waits, obligations anywhere in the clause, place buttons, moves offered, favourites under way', () => {
  const W = [...WORDS, 'trash', 'to the trash', 'to trash', 'in the bin', 'bin', 'favourites', 'added to favourites', 'a favourite', 'paused', 'disabled', 'email', 'emailed', 'sent'];
  const told = (line: string): boolean => W.some((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu').test(unoffered(line, W, ['Ines Walker', 'Noah Patel'])));
  it('wrong forms tell nothing', () => {
    for (const line of ['Ines Walker deleted (pending)', 'Pending: Ines Walker removed', 'Ines Walker removed — pending', 'Comment 2471199 Trash', 'Note 1123614 Bin', 'Ines Walker (note 7) Trash',
      'Ines Walker Move to trash', 'Move Ines Walker to trash', 'Adding Noah Patel to favourites…', 'Noah Patel will be added to favourites.', 'Noah Patel is about to become a favourite', 'Noah Patel: favourite (pending)',
      'Alarm — will be paused', 'Alarm (to be disabled)', 'Email must be resent.', '— Email Samuel']) {
      expect(told(line), line).toBe(false);
    }
  });
  it('correct forms still tell it', () => {
    for (const line of ['Deleted Ines Walker.', 'Ines Walker removed.', 'Moved Ines Walker to the trash.', 'Ines Walker → Trash', 'Ines Walker is in the bin now', 'Noah Patel added to favourites', 'Noah Patel is now a favourite.',
      'Alarm paused', 'Email sent to Samuel', 'Emailed Samuel', 'Delete Ines Walker: done', 'Ines Walker deleted — Undo?']) {
      expect(told(line), line).toBe(true);
    }
  });
});
