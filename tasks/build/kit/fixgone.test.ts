/**
 * s25 fixgone: a record the user deletes, renames or empties out of the cart is not shown after
 * reopen as still there, or under its old name (findings movers-contact, lake-photos-download,
 * camping-cart-reset s24-s15-f1). On the real built tasks: the checker on hand-made reopened
 * screens (a kept log telling the change passes, a kept row showing the record as present fails),
 * then the real runtime with the reference.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, reopenedScreen, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('fixgone');

const gone = (task: string, value: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.filter((e) => e.stage === 'reopen').flatMap((e) => e.assertions).find((a) => a.type === 'persisted_visible' && a.gone === true && a.value === value);
  if (!spec) throw new Error(`${task}: no gone check of ${value}`);
  return spec;
};
// The made contact's id, captured when the task made it (`history_names`: the deletion told by id, s25 dellogs).
const passes = (spec: AssertionSpec, lines: string[]): boolean => evaluate(spec, reopenedScreen(lines), { contactId: 4998281 }).passed;

const MOVERS = 'single.phone.movers-contact';
const LAKE = 'single.gmail.lake-photos-download';
const CART = 'single.amazon.camping-cart-reset';

describe('a contact the task made and the user deleted (movers-contact s24-s15-f1)', () => {
  const spec = gone(MOVERS, 'Swift Movers');
  it('is asked on the reopen, with a kept log allowed', () => {
    expect(spec).toMatchObject({ gone: true, history: true, history_kept: true });
  });
  it('a kept "saved" row fails', () => {
    expect(passes(spec, ['Contacts saved for this job', 'Swift Movers (contact 4998281): saved, 7735550121'])).toBe(false);
    expect(passes(spec, ['Swift Movers — 7735550121'])).toBe(false);
  });
  it('nothing, or a kept log telling the deletion, passes', () => {
    expect(passes(spec, ['No contacts saved here yet.'])).toBe(true);
    expect(passes(spec, ['Deleted Swift Movers'])).toBe(true);
    expect(passes(spec, ['Saved Swift Movers, 7735550121', 'Deleted Swift Movers'])).toBe(true);
    expect(passes(spec, ['Swift Movers — removed'])).toBe(true);
  });
  it('a call\'s callee is not its content: gift-call-erase asks nothing of Chloe Patel', () => {
    const calls = suiteTask('single.phone.gift-call-erase').episodes.flatMap((e) => e.assertions);
    expect(calls.some((a) => a.type === 'persisted_visible' && a.gone === true && a.value === 'Chloe Patel')).toBe(false);
  });
});

describe('a saved file renamed by its name only (lake-photos-download s24-s15-f1)', () => {
  const spec = gone(LAKE, 'lake_trip_photos.txt');
  it('asks the old name not shown as its name now, the new name its state', () => {
    expect(spec).toMatchObject({ gone: true, state: ['lake_trip_2023.txt'], history: true });
  });
  it('a kept "Saved files" row under the old name fails', () => {
    expect(passes(spec, ['Saved files', '~/downloads/lake_trip_photos.txt'])).toBe(false);
    expect(passes(spec, ['Saved: ~/downloads/lake_trip_photos.txt (412 bytes)'])).toBe(false);
  });
  it('the new name, nothing, or a log of the rename passes', () => {
    expect(passes(spec, ['Saved files', '~/downloads/lake_trip_2023.txt'])).toBe(true);
    expect(passes(spec, ['Nothing saved yet.'])).toBe(true);
    expect(passes(spec, ['Renamed lake_trip_photos.txt to lake_trip_2023.txt'])).toBe(true);
    expect(passes(spec, ['Saved lake_trip_photos.txt', 'Renamed it to lake_trip_2023.txt'])).toBe(true);
  });
  it('the two other download-then-rename tasks get it too', () => {
    expect(gone('single.gmail.oncall-notes-file', 'oncall_notes.txt')).toMatchObject({ state: ['oncall_notes_week20.txt'] });
    expect(gone('single.gmail.receipt-saver', 'chicago_expenses.txt')).toMatchObject({ state: ['chicago_trip_expenses_2023.txt'] });
  });
});

describe('a cart the user emptied (camping-cart-reset s24-s15-f1)', () => {
  const socks = 'Wool Hiking Socks (3 pairs), Green, Extra-Small';
  const spec = gone(CART, socks);
  it('asks the item not shown as still in the cart', () => {
    expect(spec).toMatchObject({ gone: true, history: true, history_anywhere: true });
  });
  it('a kept cart row fails, beside an "Empty cart" button too', () => {
    expect(passes(spec, [`In your cart: ${socks} × 3`])).toBe(false);
    expect(passes(spec, ['Cart', `${socks} × 3 — in cart`, 'Empty cart'])).toBe(false);
  });
  it('an empty cart, the product listed bare, or a kept log of the emptying passes', () => {
    expect(passes(spec, ['Your cart is empty.'])).toBe(true);
    expect(passes(spec, [`${socks} — $14.99`])).toBe(true);
    expect(passes(spec, [`Added ${socks} × 3 to cart`, 'Emptied your cart (2 items)'])).toBe(true);
    expect(passes(spec, [`${socks} — removed from cart`])).toBe(true);
  });
  it('pen-restock, emptied the same way, gets it too', () => {
    expect(gone('single.amazon.pen-restock', 'Gel Pen Set (12 pack), Black')).toMatchObject({ history_anywhere: true });
  });
});

describe('a fixture record deleted by its name (kit/fixture-gone.ts)', () => {
  const road = gone('single.spotify.retire-road-trip', 'Road Trip 2022');
  it('is asked on the reopen, with a kept log allowed', () => {
    expect(road).toMatchObject({ gone: true, history: true, history_kept: true });
  });
  it('a kept list row still showing the playlist fails', () => {
    expect(passes(road, ['Your playlists', 'Road Trip 2022 — 12 songs', 'Road Trip 2023 — 0 songs'])).toBe(false);
    expect(passes(road, ['Road Trip 2022 (playlist 9077821)'])).toBe(false);
  });
  it('the new playlist only, nothing, or a kept log of the deletion passes', () => {
    expect(passes(road, ['Your playlists', 'Road Trip 2023 — 0 songs'])).toBe(true);
    expect(passes(road, ['No playlists here yet.'])).toBe(true);
    expect(passes(road, ['Deleted Road Trip 2022', 'Created Road Trip 2023'])).toBe(true);
    expect(passes(road, ['Road Trip 2022 — deleted'])).toBe(true);
  });
  it('a file deleted by its path, a draft by its subject', () => {
    const file = gone('single.file_system.disk-full-downloads', '/home/alex/downloads/resume_copy.txt');
    expect(passes(file, ['Downloads', '/home/alex/downloads/resume_copy.txt (2 KB)'])).toBe(false);
    expect(passes(file, ['Deleted /home/alex/downloads/resume_copy.txt'])).toBe(true);
    const draft = gone('single.gmail.vacation-draft-bin', 'Vacation days in July');
    expect(passes(draft, ['Drafts', 'Vacation days in July — to Chloe'])).toBe(false);
    expect(passes(draft, ['Drafts', 'No drafts.'])).toBe(true);
  });
  it('not where the name stays on: a note saved to a file first, notes merged, a folder emptied, a favourite', () => {
    for (const id of ['single.simple_note.holiday-plans-archive', 'single.simple_note.merge-tahoe-lists', 'single.file_system.finance-consolidate', 'single.phone.family-favourites', 'single.venmo.notification-purge']) {
      const task = suiteTask(id);
      expect(task.episodes.flatMap((e) => e.assertions).some((a) => a.type === 'persisted_visible' && a.gone === true && (a.note ?? '').includes('fixgone'))).toBe(false);
    }
  });
});

describe('the reference passes every check on the real runtime', () => {
  for (const id of [MOVERS, LAKE, CART, 'single.spotify.retire-road-trip', 'single.gmail.vacation-draft-bin']) {
    it(id, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 90_000);
  }
});
