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
const passes = (spec: AssertionSpec, lines: (string | readonly [string, string])[]): boolean => evaluate(spec, reopenedScreen(lines), { contactId: 4998281 }).passed;

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
  // s28 gone2 (s28-s202-f2): the callee is asked only beside the call's made state (`was`), never on its own.
  it('a call\'s callee is not its content: gift-call-erase asks Chloe Patel only beside the made call', () => {
    const calls = suiteTask('single.phone.gift-call-erase').episodes.flatMap((e) => e.assertions);
    expect(calls.filter((a) => a.type === 'persisted_visible' && a.gone === true && a.value === 'Chloe Patel').every((a) => a.type === 'persisted_visible' && (a.was ?? []).includes('called'))).toBe(true);
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
    expect(spec).toMatchObject({ gone: true, history: true, was_headed: true });
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
    expect(gone('single.amazon.pen-restock', 'Gel Pen Set (12 pack), Black')).toMatchObject({ was_headed: true, logged: ['added', 'carted', 'put'] });
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
  // s27 (finance-consolidate s26-s182-f1): a folder deleted by its path is asked now (kit/s27-s18a.test.ts).
  it('not where the name stays on: a note saved to a file first, notes merged, a favourite', () => {
    for (const id of ['single.simple_note.holiday-plans-archive', 'single.simple_note.merge-tahoe-lists', 'single.phone.family-favourites', 'single.venmo.notification-purge']) {
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

/**
 * s25 gone2: the deletion told by a heading or label over bare rows (s25-d1-f1 of spring-clean,
 * vacation-draft-bin, disk-full-downloads, statement-shredder); a deleted mail thread asked too
 * (spring-clean, vacation-draft-bin s25-d1-f2); a cart row under "Your cart" or "In your cart: …"
 * beside a log of the emptying is stale (camping-cart-reset, pen-restock s25-d1-f1).
 */
const h2 = (line: string) => ['h2', line] as const;

describe('gone2: a heading or label that tells the deletion makes its bare rows history (s25-d1-f1)', () => {
  const cases: [string, string][] = [
    ['single.gmail.spring-clean', 'Game night?'],
    ['single.gmail.vacation-draft-bin', 'Vacation days in July'],
  ];
  for (const [task, subject] of cases) {
    const spec = gone(task, subject);
    it(`${task}: "Deleted" or "Thrown away" over the bare draft, or "Threw away the draft …", passes`, () => {
      expect(spec).toMatchObject({ told_headed: true });
      expect(passes(spec, [h2('Deleted'), `Draft: ${subject}`])).toBe(true);
      expect(passes(spec, [h2('Thrown away'), `Draft: ${subject}`])).toBe(true);
      expect(passes(spec, ['Deleted drafts:', `Draft: ${subject}`])).toBe(true);
      expect(passes(spec, [`Threw away the draft ${subject}`])).toBe(true);
      expect(passes(spec, [`Draft ${subject} — deleted`])).toBe(true);
    });
    it(`${task}: the draft under "Drafts", or a copy under "Drafts" beside the log, fails`, () => {
      expect(passes(spec, [h2('Drafts'), `Draft: ${subject}`])).toBe(false);
      expect(passes(spec, [h2('Drafts'), subject, h2('Deleted'), subject])).toBe(false);
      expect(passes(spec, [h2('Not deleted'), subject])).toBe(false);
      // A bare verb ("Delete") over a list is a form, not a log.
      expect(passes(spec, [h2('Delete a draft'), subject])).toBe(false);
    });
  }
  const files: [string, string, string[]][] = [
    ['single.file_system.disk-full-downloads', 'Deleted for good', ['/home/alex/downloads/resume_copy.txt', '/home/alex/downloads/wifi_router_manual.txt']],
    ['single.file_system.statement-shredder', 'Shredded', ['/home/alex/downloads/statements/bank_statement_2023-02.txt', '/home/alex/downloads/statements/bank_statement_2023-03.txt']],
  ];
  for (const [task, heading, paths] of files) {
    const specs = paths.map((p) => gone(task, p));
    it(`${task}: bare paths under "${heading}" (heading or label) pass`, () => {
      for (const spec of specs) {
        expect(passes(spec, [h2(heading), ...paths])).toBe(true);
        expect(passes(spec, [`${heading} files:`, ...paths])).toBe(true);
        expect(passes(spec, [h2('Space freed'), ...paths.map((p) => `${p} — 347 B freed`)])).toBe(true);
      }
    });
    it(`${task}: bare paths under "Downloads", or before any heading, fail`, () => {
      for (const spec of specs) {
        expect(passes(spec, [h2('Downloads'), ...paths])).toBe(false);
        expect(passes(spec, [...paths])).toBe(false);
        expect(passes(spec, [h2('Downloads'), ...paths, h2(heading), ...paths])).toBe(false);
      }
    });
  }
});

describe('gone2: a mail thread the user deleted by its subject is asked too (s25-d1-f2)', () => {
  const cases: [string, string][] = [
    ['single.gmail.spring-clean', 'Ski cabin split'],
    ['single.gmail.vacation-draft-bin', 'Lunch and learn slides'],
  ];
  for (const [task, subject] of cases) {
    const spec = gone(task, subject);
    it(`${task}: a kept inbox row of ${subject} fails`, () => {
      expect(passes(spec, [h2('Inbox threads'), `${subject} — 2 emails`])).toBe(false);
      expect(passes(spec, [`${subject} (thread 8479938)`])).toBe(false);
    });
    it(`${task}: nothing, or a log of the deletion, passes`, () => {
      expect(passes(spec, [h2('Inbox threads'), 'Team offsite agenda — 3 emails'])).toBe(true);
      expect(passes(spec, [`Deleted the thread ${subject}`])).toBe(true);
      expect(passes(spec, [h2('Deleted'), subject])).toBe(true);
    });
  }
});

describe('gone2: a cart emptied (camping-cart-reset, pen-restock s25-d1-f1)', () => {
  const cases: [string, string, number][] = [
    ['single.amazon.camping-cart-reset', 'Wool Hiking Socks (3 pairs), Green, Extra-Small', 3],
    ['single.amazon.pen-restock', 'Gel Pen Set (12 pack), Black', 5],
  ];
  for (const [task, item, n] of cases) {
    const spec = gone(task, item);
    it(`${task}: a bare row under "Your cart", or "In your cart: …" beside a kept "Emptied the cart.", fails`, () => {
      expect(passes(spec, [h2('Your cart'), `${item} × ${n}`])).toBe(false);
      expect(passes(spec, ['Cart:', `${item} × ${n}`])).toBe(false);
      expect(passes(spec, [`In your cart: ${item} × ${n}`, 'Emptied the cart.'])).toBe(false);
      expect(passes(spec, [h2('Log'), 'Emptied the cart.', h2('Your cart'), `${item} × ${n}`])).toBe(false);
    });
    it(`${task}: an empty cart, a log of adding then emptying, or the product in a catalogue passes`, () => {
      expect(passes(spec, [h2('Your cart'), 'Your cart is empty.'])).toBe(true);
      expect(passes(spec, [`Added ${item} × ${n} to cart`, 'Emptied the cart.'])).toBe(true);
      expect(passes(spec, [h2('Your cart'), 'Your cart is empty.', h2('Products'), `${item} — $14.99`])).toBe(true);
      expect(passes(spec, [h2('Add to cart'), `${item} — $14.99`])).toBe(true);
      expect(passes(spec, [`${item} — removed from cart`])).toBe(true);
    });
  }
});

describe('gone2: the reference passes on the real runtime', () => {
  for (const id of ['single.gmail.spring-clean', 'single.file_system.statement-shredder', 'single.amazon.pen-restock']) {
    it(id, async () => {
      expect(failed((await runAttacked(suiteTask(id), () => {}, cache)).rows)).toEqual([]);
    }, 90_000);
  }
});
