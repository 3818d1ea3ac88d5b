/**
 * Look-alikes for a record the user names that is the only, first or oldest of its kind in the
 * world, where the record is not one kit/look-alike.ts or kit/look-alike-targets.ts copies (issue
 * #30, trivial_target; s23 lane alike23b). Each rule finds its kind from the task's own checks and
 * values, never from its id:
 *
 * - `withOtherSnoozed`: a step brings back a thread an earlier step snoozed, and the user has no
 *   other snoozed thread: an app that unsnoozes "the first snoozed thread" passes
 *   (snooze-until-monday s23-r2-f1). Another of the user's threads, newer than the named one (so
 *   listed first), is snoozed past the run.
 * - `withTopicThread`: the thread the user types the subject of is the only one of the user's
 *   threads holding the words the app is for ("book club emails": "Book club: next pick"): an app
 *   that looks for its topic and takes the first hit passes (book-club-read s23-r2-f1). A newer
 *   thread of the user's, in the named one's state, holds those words but never the user's.
 * - `withOtherLikes`: a step removes the user's like from a comment that is the user's oldest like
 *   (the fixture's only one): an app that removes "the old like" passes (brunch-comment-like
 *   s23-r2-f1); an older like of the user's on another comment of theirs is added. A step likes
 *   the comment on a payment that is the newest of the user's payments with a comment: an app
 *   that hearts the latest comment passes (comment-likes s23-r2-f1); a newer payment of the
 *   user's with a comment, in words the user never says, is added.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { dayAfter, holds, saidTexts } from './look-alike.ts';
import { freeId } from './look-alike-targets.ts';

type Assertion = Record<string, unknown>;

const rowsOf = (index: FixtureIndex, table: string): Row[] => index.tables.get(table)?.rows ?? [];

/** The `where` of each check of the task that changes `table` by `op`. */
function changed(task: TaskInput, table: string, op: string): { at: number; where: Record<string, unknown> }[] {
  return task.episodes.flatMap((e, at) =>
    ((e.assertions ?? []) as Assertion[])
      .filter((a) => a.type === 'db_changed' && a.op === op && `${a.app}.${a.table}` === table)
      .map((a) => ({ at, where: (a.where ?? {}) as Record<string, unknown> })),
  );
}

const said = (texts: readonly string[], cell: unknown): boolean =>
  typeof cell === 'string' && texts.some((text) => holds(cell, text) || (cell.length >= 3 && holds(text, cell)));

const withRows = (task: TaskInput, rows: ExtraRow[]): TaskInput =>
  rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;

const taken = (task: TaskInput): Set<number> => new Set((task.world.rows ?? []).map((r) => Number(r.row.id)));

const has = (task: TaskInput, table: string): boolean => (task.world.rows ?? []).some((r) => `${r.app}.${r.table}` === table);

/** The user's threads (their own row of each), newest first as the Gmail lists put them. */
function userThreads(index: FixtureIndex): { thread: Row; mine: Row }[] {
  const threads = new Map(rowsOf(index, 'gmail.threads').map((t) => [t.id, t]));
  return rowsOf(index, 'gmail.user_threads')
    .filter((u) => u.user_id === index.userId && threads.has(u.thread_id))
    .map((u) => ({ thread: threads.get(u.thread_id) as Row, mine: u }))
    .sort((a, b) => String(b.thread.updated_at).localeCompare(String(a.thread.updated_at)) || Number(b.thread.id) - Number(a.thread.id));
}

export function withOtherSnoozed(task: TaskInput): TaskInput {
  if (has(task, 'gmail.snoozes')) return task;
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const woken = changed(task, 'gmail.snoozes', 'deleted').filter(({ at, where }) =>
    typeof where.thread_id === 'number' && changed(task, 'gmail.snoozes', 'inserted').some((i) => i.at < at && i.where.thread_id === where.thread_id));
  if (woken.length === 0) return task;
  if (rowsOf(index, 'gmail.snoozes').some((s) => s.user_id === index.userId)) return task;
  const named = new Set(woken.map((w) => w.where.thread_id));
  const words = saidTexts(task);
  const newestNamed = userThreads(index).find((t) => named.has(t.thread.id));
  // The user's newest inbox thread the task never names: listed before the named one among the snoozed.
  const other = userThreads(index).find((t) => !named.has(t.thread.id) && t.mine.is_archived === 0 && t.mine.incoming === 1 && !said(words, t.thread.subject));
  if (!other || !newestNamed || String(other.thread.updated_at) < String(newestNamed.thread.updated_at)) throw new Error(`${task.id}: no newer thread of the user's to snooze beside the named one`);
  const ids = taken(task);
  return withRows(task, [{ app: 'gmail', table: 'snoozes', row: { id: freeId(index, 'gmail.snoozes', ids), user_id: index.userId, thread_id: other.thread.id, snoozed_until: dayAfter(index.now) } }]);
}

/** Words that name no topic. */
const PLAIN = new Set(['the', 'and', 'for', 'from', 'with', 'your', 'you', 'our', 'this', 'that', 'one', 'new', 'next', 'old', 'email', 'emails', 'thread', 'threads', 'mail', 'gmail', 'inbox', 'subject', 'message', 'messages']);
const wordsOf = (text: string): string[] => normalizeText(text).split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !PLAIN.has(w));

export function withTopicThread(task: TaskInput): TaskInput {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const threads = userThreads(index);
  const intention = new Set(((task as unknown as { apps?: { intention?: string }[] }).apps ?? []).flatMap((a) => wordsOf(String(a.intention ?? ''))));
  const typed = task.episodes.flatMap((e) => Object.values(e.values ?? {})).filter((v): v is string => typeof v === 'string');
  const words = saidTexts(task);
  const ids = taken(task);
  const rows: ExtraRow[] = [];
  const subjects = new Set(threads.map((t) => normalizeText(String(t.thread.subject))));
  const done = new Set<unknown>();
  for (const value of typed) {
    const named = threads.find((t) => normalizeText(String(t.thread.subject)) === normalizeText(value));
    if (!named || done.has(named.thread.id)) continue;
    done.add(named.thread.id);
    const subject = String(named.thread.subject);
    const topic = wordsOf(subject).filter((w) => intention.has(w));
    if (topic.length === 0) continue;
    // Another thread of the user's already holds the topic: the typed subject is needed as it is.
    if (threads.some((t) => t !== named && topic.every((w) => wordsOf(String(t.thread.subject)).includes(w)))) continue;
    // The subject's words from the first to the last topic word ("Book club"), else each topic word alone.
    const tokens = subject.split(/\s+/);
    const at = tokens.map((t, i) => (wordsOf(t).some((w) => topic.includes(w)) ? i : -1)).filter((i) => i >= 0);
    const span = tokens.slice(at[0], (at[at.length - 1] ?? 0) + 1).join(' ');
    const bases = [span, ...at.reverse().map((i) => tokens[i] as string)].map((b) => b.replace(/[^\p{L}\p{N}]+$/u, '')).map((b) => b.charAt(0).toUpperCase() + b.slice(1));
    // Never a text the user types, nor one a typed text holds: a search by what the user types misses it.
    // (The app's own words for its topic, which the first screen's checks list, it holds on purpose.)
    const look = bases.flatMap((b) => [`${b} (old)`, `Old ${b}`]).find((c) => !typed.some((text) => text.length >= 3 && (holds(c, text) || holds(text, c))) && !subjects.has(normalizeText(c)));
    if (!look) continue;
    const emails = rowsOf(index, 'gmail.emails').filter((e) => e.thread_id === named.thread.id).sort((a, b) => String(a.sent_at).localeCompare(String(b.sent_at)));
    const first = emails[0];
    if (!first) continue;
    const at2 = dayAfter(index.now);
    const thread = freeId(index, 'gmail.threads', ids);
    const body = said(words, first.body) ? 'For your records.' : first.body;
    const sender = first.sender_id === index.userId ? undefined : first.sender_id;
    rows.push(
      { app: 'gmail', table: 'threads', row: { ...named.thread, id: thread, subject: look, created_at: at2, updated_at: at2 } },
      { app: 'gmail', table: 'emails', row: { ...first, id: freeId(index, 'gmail.emails', ids), thread_id: thread, subject: look, body, response_to_email_id: null, sent_at: at2 } },
      // The user's own row in the named thread's state (unread, in the inbox, its label), and the sender's.
      { app: 'gmail', table: 'user_threads', row: { ...named.mine, id: freeId(index, 'gmail.user_threads', ids), thread_id: thread } },
      ...(sender === undefined ? [] : [{ app: 'gmail', table: 'user_threads', row: { id: freeId(index, 'gmail.user_threads', ids), thread_id: thread, user_id: sender, incoming: 0, outgoing: 1, is_read: 1, is_starred: 0, is_archived: 0, label: null } }]),
    );
  }
  return withRows(task, rows);
}

export function withOtherLikes(task: TaskInput): TaskInput {
  if (has(task, 'venmo.comment_likes') || has(task, 'venmo.comments') || has(task, 'venmo.transactions')) return task;
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const user = index.userId;
  const words = saidTexts(task);
  const likes = rowsOf(index, 'venmo.comment_likes');
  const comments = rowsOf(index, 'venmo.comments');
  const payments = rowsOf(index, 'venmo.transactions');
  const mine = (p: Row | undefined) => p !== undefined && (p.sender_id === user || p.receiver_id === user);
  const paymentOf = (comment: Row | undefined) => payments.find((p) => p.id === comment?.transaction_id);
  const liked = changed(task, 'venmo.comment_likes', 'inserted').map((c) => c.where.comment_id).filter((id): id is number => typeof id === 'number');
  const unliked = changed(task, 'venmo.comment_likes', 'deleted').filter((c) => c.where.user_id === user).map((c) => c.where.comment_id).filter((id): id is number => typeof id === 'number');
  if (liked.length === 0 && unliked.length === 0) return task;
  // The payments the task names (by the comment it likes or unlikes, or by the user's words): never a look-alike's.
  const named = new Set([...liked, ...unliked].map((id) => paymentOf(comments.find((c) => c.id === id))?.id));
  const free = (p: Row) => !named.has(p.id) && !said(words, p.description);
  const ids = taken(task);
  const rows: ExtraRow[] = [];
  // An older like of the user's where the one taken off is the user's oldest.
  const myLikes = likes.filter((l) => l.user_id === user).sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  const oldest = myLikes[0];
  if (oldest && unliked.includes(Number(oldest.comment_id))) {
    const before = comments
      .filter((c) => String(c.created_at) < String(oldest.created_at) && mine(paymentOf(c)) && free(paymentOf(c) as Row) && !likes.some((l) => l.comment_id === c.id && l.user_id === user) && !said(words, c.content))
      .sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)))[0];
    if (!before) throw new Error(`${task.id}: no comment of the user's older than their oldest like to like`);
    rows.push({ app: 'venmo', table: 'comment_likes', row: { id: freeId(index, 'venmo.comment_likes', ids), comment_id: before.id, user_id: user, created_at: before.created_at } });
  }
  // A newer payment of the user's with a comment where the one liked is on the user's newest such payment.
  const withComment = payments.filter((p) => mine(p) && comments.some((c) => c.transaction_id === p.id)).sort((a, b) => String(b.created_at).localeCompare(String(a.created_at)));
  const newest = withComment[0];
  if (newest && liked.some((id) => paymentOf(comments.find((c) => c.id === id))?.id === newest.id)) {
    const shown = new Set(comments.filter((c) => named.has(c.transaction_id)).map((c) => normalizeText(String(c.content))));
    const template = withComment.find((p) => free(p) && p.private === 0 && comments.some((c) => c.transaction_id === p.id && !shown.has(normalizeText(String(c.content))) && !said(words, c.content)));
    const comment = comments.find((c) => c.transaction_id === template?.id && !shown.has(normalizeText(String(c.content))) && !said(words, c.content));
    if (!template || !comment) throw new Error(`${task.id}: no payment of the user's with a comment to copy as a newer one`);
    const at = dayAfter(index.now);
    const payment = freeId(index, 'venmo.transactions', ids);
    rows.push(
      { app: 'venmo', table: 'transactions', row: { ...template, id: payment, like_count: 0, comment_count: 1, created_at: at, updated_at: at } },
      { app: 'venmo', table: 'comments', row: { ...comment, id: freeId(index, 'venmo.comments', ids), transaction_id: payment, created_at: at } },
    );
  }
  return withRows(task, rows);
}
