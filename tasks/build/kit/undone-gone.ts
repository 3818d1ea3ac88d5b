/**
 * Session 17, lane reopen18 (issue #30, rubric `fidelity/2` Reading 1, hole/not_shown): a like
 * taken back or a comment deleted stays undone after reopen.
 *
 * The step that undoes it was checked in the world and on screen right after, but the reopen asked
 * nothing of it: an app whose kept list is a stale copy reopened on "Halloween pumpkins 🎃: Liked"
 * or on the deleted comment's text as still posted, and passed. Every reopen after a step that
 * deletes a like (`…likes`, `…_likes`, reactions) or a comment (`…comments`) now gets a `gone`
 * check (the mechanism of the deleted hunch in todoist/lifecycle.ts, s16):
 *
 * - a like: the record's name may be shown, but not beside a word of the liked state ("liked",
 *   "♥"), unless the line also tells it was taken back ("unliked", "like removed"), or another line
 *   does (`history`: a log "liked: Silver Garden", then "unliked: Silver Garden"). A kept list
 *   still saying "Liked" with no line of the taking back fails. A "Like"
 *   button beside the name is no liked state; a screen that shows nothing of it passes.
 * - a comment: its text may be left out, or shown on a line that tells it was deleted ("Removed
 *   your comment …", "(deleted)").
 *
 * A bare verb ("unlike", "delete") tells nothing here: it is the label of a button beside a record
 * still liked or posted. A like put back by a later step, or a check already asking it, adds nothing.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { STATE_WORDS } from './state-words.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];

/** Words a line shows a like as current with; "like" alone is the button that would give it. */
// s32 lists (album-of-the-week s31-d1-f4, halloween-like s31-d1-f5, gym-likes s31-d2-f1): the likes list's name said as the old state.
export const STILL_LIKED = ['liked', 'hearted', 'loved', 'favourited', 'favorited', '♥', '❤', 'in likes', 'in the likes', 'in your likes', 'in my likes', 'on likes', 'on the likes', 'on your likes'];

/** Bare verbs: a button's label beside a record still liked or posted, not a word that it was undone. */
const BARE = new Set(['unlike', 'un-heart', 'remove', 'delete', 'drop', 'take', 'get rid', 'get rid of', 'shred', 'clear', 'erase', 'trash', 'bin', 'discard', 'take off', 'take out', 'cancel', 'withdraw', 'retract', 'unfriend', 'empty', 'wipe', 'purge']);

const told = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())].filter((w) => !BARE.has(w));

const lastIndex = (checks: readonly Assertion[]): number => Math.max(0, ...checks.map((a) => Number(/\.(\d+)\./.exec(a.id)?.[1] ?? 0)));
const sameWhere = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const isLike = (table: string): boolean => /like|reaction/.test(table);
// s20 (s20-Z3-f1): a question or an answer withdrawn is gone like a deleted comment.
const isComment = (table: string): boolean => /comment|product_questions|product_answers/.test(table) && !isLike(table);

/**
 * s20 (s20-Z2): other marks a step takes back, by the table its row leaves, and the words a line
 * would show the mark as current with: a song out of the library, an artist unfollowed, a thread
 * out of spam. As with a like, the name may be shown, but not beside one of these words unless a
 * line tells it was taken back.
 */
const MARKS: readonly { table: RegExp; was: readonly string[]; note: string; headed?: true }[] = [
  { table: /^library_/, was: ['saved', 'in library', 'in your library', 'in my library', 'in the library', 'added to library', 'added to your library', 'added to my library', 'added'], note: 'taken out of the library not shown as still in it' },
  { table: /^artist_followers$/, was: ['following', 'followed'], note: 'unfollowed not shown as still followed' },
  { table: /^spam_marks$/, was: ['spam', 'junk', 'marked as spam', 'reported as spam', 'reported'], note: 'taken out of spam not shown as still spam' },
  // s32 s25 (weekly-cleaner s32-s250-f5): a recurring expense stopped not shown as still repeating.
  { table: /^recurring_expenses$/, was: ['recurring', 'recurs', 'repeats', 'repeating', 'repeat', 'active', 'weekly', 'monthly', 'yearly', 'daily', 'every week', 'every month', 'every year', 'every day', 'each week', 'each month', 'running', 'ongoing', 'scheduled', 'next'], note: 'a recurring expense stopped not shown as still repeating', headed: true },
  { table: /^cart_items$/, was: ['in cart', 'in the cart', 'in your cart', 'in my cart', 'added to cart', 'added to the cart', 'added to your cart', 'cart', 'added'], note: 'taken out of the cart not shown as still in it' },
];
const markOf = (table: string) => MARKS.find((m) => m.table.test(table));
const plain = (v: unknown): v is string => typeof v === 'string' && v !== '' && !v.startsWith('$');

interface Undone { kind: 'like' | 'comment' | 'mark'; values: string[]; because: string; state: string[]; was?: readonly string[]; note?: string; history?: true; anywhere?: true; headed?: true }

/** s25 fixgone: words of a whole cart emptied; loose words of the deletion list ("gone", "no longer") tell nothing on their own anywhere on a screen. */
const EMPTIED = ['cart is empty', 'cart is now empty', 'basket is empty', 'emptied your cart', 'emptied the cart', 'cart emptied', 'cart cleared', 'cleared your cart', 'cleared the cart'];
const LOOSE = new Set(['gone', 'no longer', 'not any more', 'take', 'clear', 'erase', 'trash', 'bin', 'discard', 'drop', 'wipe', 'purge', 'shred', 'cancel', 'withdraw', 'retract', 'unfriend', 'remove', 'delete', 'empty', 'taken off', 'take off', 'take out', 'got rid', 'get rid', 'got rid of', 'get rid of']);

/**
 * s25 gone2 (camping-cart-reset, pen-restock s25-d1-f1): a whole cart emptied. A line telling the item
 * in the cart now ("In your cart: Wool Hiking Socks … × 3") is stale whatever else is told; only a log's
 * entry of the adding ("Added … × 3 to cart", `logged`) is history beside a word of the emptying; and a
 * bare row under a heading or label of the cart ("Your cart") is stale (`was_headed`). "Add to cart"
 * (a heading over a catalogue, a button beside a product) is an offered action, no cart state; the
 * last result (the emptying's own outcome, "Result: cart · Gel Pen Set … · 2 · 59.83") is no kept line.
 */
const CART_EMPTIED = {
  was_headed: true as const, logged: ['added', 'carted', 'put'], actions_apart: true as const, result_apart: true as const,
  state_apart: ['add to cart', 'add to the cart', 'add to your cart', 'add to basket', 'add to the basket', 'add to your basket', 'add to my cart'],
};

/**
 * s33 kit (weekly-cleaner s32-re2-f1, streaming-recurring s32-d1-f5): a stopped recurring expense read by
 * the heading over its row both ways: a bare row under "Recurring bills" still repeats (`was_headed`); a
 * row under "Stopped" (or "Stopped recurring bills") is told stopped, its terms ("$22.99 monthly") kept
 * as they were (`told_headed`).
 */
const RECURRING_HEADED = { was_headed: true as const, told_headed: true as const };

/** What a step undid, read from its own checks: the deleted row, and the record its screen check names. */
function undoneIn(episodes: readonly Episode[], at: number): Undone[] {
  const e = episodes[at]!;
  const checks = e.assertions ?? [];
  const shown = checks.find((a) => a.type === 'visible_result_grounded');
  const out: Undone[] = [];
  for (const a of checks) {
    if (a.type !== 'db_changed' || a.op !== 'deleted') continue;
    const table = String(a.table);
    // Put back later (liked again): nothing is undone at the reopen.
    const later = episodes.slice(at + 1);
    if (later.some((x) => (x.assertions ?? []).some((b) => b.type === 'db_changed' && b.op === 'inserted' && b.app === a.app && b.table === a.table && sameWhere(b.where, a.where)))) continue;
    const mark = markOf(table);
    if (mark && shown?.type === 'visible_result_grounded' && (shown.state ?? []).length > 0 && shown.whole !== true) {
      const values = [shown.value, ...(shown.or ?? [])].filter(plain);
      if (values.length > 0) out.push({ kind: 'mark', values, because: shown.because ?? values[0]!, state: told([shown.state ?? []]).filter((w) => w !== 'stop'), was: mark.was, note: mark.note, ...(mark.headed ? { headed: true as const } : {}) });
    } else if (mark && /^cart_items$/.test(table) && shown?.type === 'visible_result_grounded' && (shown.state ?? []).length > 0 && shown.whole === true) {
      // s25 fixgone (camping-cart-reset s24-s15-f1): after a step on the whole cart ("empty my cart")
      // no line tells each record taken out of it, so a kept line of the emptying anywhere ("Emptied
      // your cart", not the last result alone) makes the lines naming the record beside a cart word
      // history (`history_anywhere`); with none, a kept "In your cart: Wool Hiking Socks … × 3" fails.
      // The record's product may still be listed (an "Add to cart" button beside it is masked).
      const values = [shown.value, ...(shown.or ?? [])].filter(plain);
      if (values.length > 0) out.push({ kind: 'mark', values, because: shown.because ?? values[0]!, state: [...told([shown.state ?? []]).filter((w) => !LOOSE.has(w)), ...EMPTIED], was: mark.was, note: mark.note, anywhere: true });
    } else if (isLike(table) && shown?.type === 'visible_result_grounded') {
      const values = [shown.value, ...(shown.or ?? [])].filter(plain);
      if (values.length > 0) out.push({ kind: 'like', values, because: shown.because ?? values[0]!, state: told([STATE_WORDS.unliked, shown.state ?? []]) });
    } else if (isComment(table)) {
      // The comment's text: in the deletion's own row, or the record an earlier step checked by the same key.
      const key = a.where?.id;
      const textOf = (fields: Record<string, unknown>): unknown => [fields.content, fields.question, fields.answer].find(plain);
      const content = plain(textOf(a.where ?? {})) ? textOf(a.where ?? {})
        : episodes.slice(0, at).flatMap((x) => (x.assertions ?? []).flatMap((b) => (b.type === 'record_matches' && b.app === a.app && b.table === a.table && key !== undefined && sameWhere(b.key.id, key) && plain(textOf(b.fields)) ? [textOf(b.fields)] : [])))[0];
      // s20 (s20-Z4/Z5): by its id too, where a step captured it (a kept line "asked: <product> (question 42)",
      // "Commented on <payment> (comment 42)"): a stale line need not quote the text.
      // Only for a question or an answer, whose log keeps both lines: a comment's own deletion result
      // names it by id too ("Comment 42"), which the id alone would read as still posted.
      const byId = /product_(questions|answers)$/.test(table) && typeof key === 'string' && key.startsWith('$') ? [key] : [];
      // A question or an answer is kept in a log by its id on both lines (asked, then withdrawn): history tells it.
      const log = /product_(questions|answers)$/.test(table) ? { history: true as const } : {};
      if (plain(content)) out.push({ kind: 'comment', values: [content, ...byId], because: content, state: told([STATE_WORDS.deleted, shown?.type === 'visible_result_grounded' ? (shown.state ?? []) : []]), ...log });
    }
  }
  return out;
}

/** The suite pass: each reopen after an undone like or deleted comment asks it not shown as still there. */
export function withUndoneGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const undone = task.episodes.slice(0, i).flatMap((_x, j) => undoneIn(task.episodes.slice(0, i), j));
    const checks = e.assertions;
    const fresh = undone.filter((u) => !checks.some((a) => a.type === 'persisted_visible' && a.gone === true && u.values.includes(String(a.value))));
    if (fresh.length === 0) return e;
    const from = lastIndex(checks);
    const added = fresh.map((u, k): Assertion => ({
      id: `${e.id}.${String(from + 1 + k).padStart(2, '0')}.persisted_visible`,
      type: 'persisted_visible',
      note: u.kind === 'like' ? 's17 reopen18: a like taken back not shown as still liked' : u.kind === 'mark' ? `s20: ${u.note}` : 's17 reopen18: a deleted comment not shown as still posted',
      value: u.values[0]!,
      ...(u.values.length > 1 ? { or: u.values.slice(1) } : {}),
      match: 'normalized',
      because: u.because,
      gone: true,
      state: u.state,
      // A deleted comment keeps no history allowance: the last result ("Deleted your comment …") stays
      // on the reopened page, and would excuse a kept list that still shows it posted (words19 tests).
      ...(u.kind === 'like' ? { was: STILL_LIKED, history: true as const, was_headed: true as const } : u.kind === 'mark' ? { was: [...(u.was ?? [])], history: true as const, ...(u.anywhere ? CART_EMPTIED : {}), ...(u.headed ? RECURRING_HEADED : {}) } : u.history ? { history: true as const } : {}),
      // s29 (s28-q1-f9, f11, f13): a deleted comment, question or answer kept under a heading that says its
      // rows deleted ("Deleted", "Withdrawn questions") is told so, as the other gone checks read it.
      ...(u.kind === 'comment' ? { told_headed: true as const } : {}),
    }));
    changed = true;
    return { ...e, assertions: [...checks, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
