/**
 * s24 removed lane (issue #30, rubric `fidelity/2` Reading 1, hole/not_shown): a state the user
 * took OFF a record (unfavourite, unblock, unshare, unfriend, unlabel, unpin, untag, out of the
 * queue, out of a group, out of the wish list, no more gift wrap) is not shown after reopen as still
 * on it.
 *
 * Finding: family-favourites s24-s14-f1 (Chloe Patel, a fixture favourite, taken off; after reopen
 * only "Nora Patel shown as favourite" was checked, so a kept "Favourites: Nora Patel, Chloe Patel"
 * passed). kit/undone-gone.ts covers a like, a library song, a follow, a spam mark and a cart item;
 * kit/regone.ts a flag flipped back where both steps checked it alike; kit/made-undone.ts a record
 * the task made. Here, for every other step that takes a state off a record (its row of a relation
 * table deleted, or the record updated with the screen telling the state removed), and no later
 * step puts it back, each reopen of the app gets a `gone` check: the record may be shown, not
 * beside (or under a heading of) a word of the state it lost, unless the line tells it taken off or
 * another kept line does (`history`). It passes when the record is not shown at all: no list is demanded.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { BARE } from './regone.ts';
import { nextId } from './unnamed-deletions.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

const norm = (w: string): string => normalizeText(w).trim();
const plain = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && !v.startsWith('$');
const sameWhere = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const acting = (e: Episode): boolean => e.stage !== 'open' && e.stage !== 'reopen';
const slotOf = (e: Episode): string => e.slot ?? 'A';

/**
 * Relation tables whose row is a state of another record, and the words a line shows that state as
 * current with. Bare verbs and one-word labels ("favourite", "block", "friend", "queue") are left
 * out: they are the buttons that would give the state.
 */
const KINDS: readonly { app: string; table: string; was: readonly string[]; member?: true }[] = [
  { app: 'phone', table: 'favorite_contacts', was: ['favourites', 'favorites', 'favourited', 'favorited', 'is a favourite', 'is a favorite', 'speed dial', 'starred', '★', '⭐'] },
  { app: 'phone', table: 'blocked_numbers', was: ['blocked', 'muted', 'silenced', 'is blocked'] },
  { app: 'simple_note', table: 'note_shares', was: ['shared with', 'shared to', 'lent to', 'collaborator', 'collaborators', 'has access', 'can read', 'can edit', 'read access', 'edit access', 'shared with me', 'shared with you'] },
  { app: 'venmo', table: 'friendships', was: ['friends', 'friended', 'your friend', 'a friend', 'friends with', 'in your friends', 'now a friend', 'now friends', 'friend list', 'friends list'] },
  { app: 'todoist', table: 'task_labels', was: ['labelled', 'labeled', 'tagged', 'flagged'] },
  { app: 'splitwise', table: 'group_members', was: ['member', 'members', 'in the group', 'now a member', 'joined', 'roster'], member: true },
  { app: 'spotify', table: 'queue_songs', was: ['queued', 'in the queue', 'in your queue', 'the queue', 'your queue', 'up next', 'next up', 'in queue'] },
  { app: 'amazon', table: 'wish_list_items', was: ['wish list', 'wishlist', 'wish-list', 'wish listed', 'wish-listed', 'wishlisted', 'wished for', 'saved for later'] },
];

/** The screen telling a state taken off (for an update: the record stays, its state went). */
const OFF = /\bun[a-z]{3,}|no longer|not (?:pinned|tagged|shared|wrapped|starred|labell?ed|a favou?rite)|no more|without|removed|taken off|took off|off the|dropped|revoked/;

interface Removed { at: number; forms: string[]; because: string; state: string[]; was: string[] }

function removedIn(episodes: readonly Episode[], at: number): Removed[] {
  const e = episodes[at]!;
  const checks = (e.assertions ?? []) as Obj[];
  const shown = checks.find((a) => a.type === 'visible_result_grounded' && plain(a.value) && Array.isArray(a.state) && a.state.length > 0 && a.whole !== true);
  if (!shown) return [];
  const state = (shown.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)));
  // Not a form that is a state the step tells of the record (the person a note was shared with).
  const told = new Set(checks.flatMap((a) => (a.type === 'visible_result_grounded' && Array.isArray(a.state) ? (a.state as unknown[]).map((w) => norm(String(w))) : [])));
  const forms = [shown.value as string, ...((shown.or ?? []) as unknown[]).filter(plain).filter((v) => !told.has(norm(v)))];
  const earlier = episodes.slice(0, at).filter((x) => acting(x) && slotOf(x) === slotOf(e));
  const later = episodes.slice(at + 1);
  // The state an earlier step of the app gave the same record, as it told it then.
  const earlierState = (values: readonly string[]): string[] => earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).flatMap((b) => (b.type === 'visible_result_grounded' && plain(b.value) && values.some((v) => norm(v) === norm(b.value)) && Array.isArray(b.state) ? (b.state as unknown[]).map(String) : [])));
  const out: Removed[] = [];
  for (const a of checks) {
    if (a.type !== 'db_changed') continue;
    const kind = KINDS.find((k) => k.app === a.app && k.table === a.table);
    if (a.op === 'deleted' && kind) {
      // A whole set emptied ("clear my queue") names no one record.
      if (Object.keys(a.where ?? {}).length === 0) continue;
      // Put back later: nothing is taken off at the reopen.
      if (later.some((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'db_changed' && b.op === 'inserted' && b.app === a.app && b.table === a.table && sameWhere(b.where, a.where)))) continue;
      let own = forms;
      if (kind.member) {
        // A member taken out of a group: the person, as the step that put them in showed them.
        const put = earlier.findLast((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'db_changed' && b.op === 'inserted' && b.app === a.app && b.table === a.table && sameWhere(b.where, a.where)));
        const who = ((put?.assertions ?? []) as Obj[]).find((b) => b.type === 'visible_result_grounded' && plain(b.value) && Array.isArray(b.state));
        if (!who) continue;
        own = [who.value, ...((who.or ?? []) as unknown[]).filter(plain)];
      }
      // A label taken off a task: the label's name beside the task tells it still on.
      const labels = a.table === 'task_labels'
        ? earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).flatMap((b) => (b.type === 'record_matches' && b.app === 'todoist' && b.table === 'labels' && sameWhere(b.key?.id, a.where?.label_id) && plain(b.fields?.name) ? [b.fields.name as string] : [])))
        : [];
      const nowWords = new Set(state.map(norm));
      const was = [...new Set([...kind.was, ...labels, ...(kind.member ? forms : [])])].filter((w) => !nowWords.has(norm(w)) && !own.some((o) => norm(o) === norm(w)));
      out.push({ at, forms: own, because: String(shown.because ?? own[0]), state, was });
    } else if (a.op === 'updated' && !kind && state.some((w) => OFF.test(norm(w)))) {
      // A record kept, its state taken off (unpinned, untagged, no more gift wrap): the state an earlier step gave it.
      // Only a mark an earlier step set on the same record by one of these fields (a pin, tags, gift wrap).
      const marked = earlier.some((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && b.app === a.app && b.table === a.table && Object.keys(b.fields ?? {}).some((f) => MARK_FIELDS.includes(f))));
      if (!marked) continue;
      const nowWords = new Set(state.map(norm));
      const was = [...new Set(earlierState(forms).filter((w) => !BARE.has(norm(w)) && !nowWords.has(norm(w))))];
      if (was.length === 0) continue;
      // Given back later: the same record shown with that state again.
      if (later.some((x) => acting(x) && ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'visible_result_grounded' && plain(b.value) && forms.some((v) => norm(v) === norm(b.value)) && Array.isArray(b.state) && (b.state as unknown[]).some((w) => was.includes(String(w)))))) continue;
      out.push({ at, forms, because: String(shown.because ?? forms[0]), state, was });
    }
  }
  return out;
}

/** Fields of a record that hold a mark the user can take off it again. */
const MARK_FIELDS = ['pinned', 'tags', 'gift_wrap_quantity', 'is_starred', 'starred'];

const goneFor = (checks: readonly Assertion[], forms: readonly string[]): boolean =>
  checks.some((a) => a.type === 'persisted_visible' && a.gone === true && [a.value, ...(a.or ?? [])].some((v) => forms.some((f) => norm(String(v)) === norm(f))));

/** Each reopen after a state was taken off a record asks it not shown as still on. */
export function withRemovedGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const earlier = task.episodes.slice(0, i);
    const removed = earlier.flatMap((x, j) => (acting(x) && slotOf(x) === slotOf(e) ? removedIn(earlier, j) : []));
    let checks = e.assertions;
    for (const r of removed) {
      if (goneFor(checks, r.forms) || r.was.length === 0) continue;
      const check = {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's24 removed: a state taken off a record not shown as still on it',
        value: r.forms[0]!, ...(r.forms.length > 1 ? { or: r.forms.slice(1) } : {}), match: 'normalized', because: r.because,
        gone: true, state: r.state, was: r.was, history: true, history_kept: true, was_headed: true, result_apart: true,
      } as Assertion;
      checks = [...checks, check];
    }
    if (checks === e.assertions) return e;
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
