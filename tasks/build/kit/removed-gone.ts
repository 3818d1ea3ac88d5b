/**
 * s25 removed2 lane (brought back from s24 removed, withdrawn after delta review D3): a state the
 * user took OFF an existing record is not shown after reopen as still on it. Findings s24-d4-f1 of
 * family-favourites, emergency-favourites, new-roommate-favourite, speed-dial-swap (a favourite
 * taken off), ex-landlord-block, robocall-block, spam-blocker (a number unblocked),
 * tahoe-shared-list (a note shared with the user, left), road-trip-roster, supper-club-roster (a
 * member taken out of a group) and wish-list-mover (an item moved off the wish list).
 *
 * D3 found the s24 pass (kit/removed-gone.ts of fc1bd04d) failed correct rows in 8 of its 25 tasks
 * (a tag the note still has, a Pin button, ☆, "gift wrap: 0"): so this pass is restricted to the
 * relation tables where a row IS the state (favourite, blocked, shared with me, member, on the wish
 * list), where a line naming the record beside a word of that relation says it holds now, and its
 * words are exact:
 * - the bare singular ("favourite", "member", "shared") is an old-state word (D3 speed-dial-swap
 *   s24-d3-f1: "Samuel Reyes (contact 1331189): favourite", the reference's own row format);
 * - no glyph (★, ⭐): an empty ☆ or a star toggle is a row's button, not its state (s24-d3-f3);
 * - a button's caption and an offered action ("Add to favourites", "Unblock", "Move to cart") are
 *   masked from the line (`actions_apart`): it neither tells the state nor the old one (s24-d3-f3);
 * - only a log's entry is history (`logged_first`: a past event's verb before the record, "Added
 *   Chloe Patel to favourites"): a kept list line ("Favourites: Nora Patel, Chloe Patel") is stale
 *   beside a kept log line telling the removal (s24-d3-f1 of family-favourites, spam-blocker).
 * The checker reads a short sibling row above a line (another name, another number) as no caption:
 * the heading above the list heads every row (evaluate.ts `was_headed`; s24-d3-f2 and kin).
 * It passes when the record is not shown at all: no list is demanded.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { goneFor, withReopenChecks } from './made-undone.ts';
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

/** Words too loose to tell a state taken off beside a record ("blocked through 2024"). */
const LOOSE_NOW = new Set(['through', 'move']);

/** Verbs a log's entry of the state given opens with, before the record's name. */
const LOG_FIRST = ['added', 'saved', 'put', 'marked', 'set'];

/**
 * Relation tables whose row is a state of another record, the words a line shows that state as
 * current with, the offered actions that are no state, and whether the relation was made by the
 * same app earlier (`member`: the person as the step that put them in showed them).
 * `given`: only where no earlier step of the app gave the state (a note shared WITH the user).
 */
const KINDS: readonly { app: string; table: string; was: readonly string[]; actions: readonly string[]; logged: readonly string[]; now?: readonly string[]; member?: true; given?: true }[] = [
  {
    app: 'phone', table: 'favorite_contacts',
    was: ['favourite', 'favorite', 'favourites', 'favorites', 'favourited', 'favorited', 'speed dial', 'starred'],
    actions: ['add to favourites', 'add to favorites', 'add to my favourites', 'add to my favorites', 'add favourite', 'add favorite', 'make favourite', 'make favorite', 'make a favourite', 'make a favorite', 'mark as favourite', 'mark as favorite', 'set as favourite', 'set as favorite', 'add to speed dial'],
    logged: ['favourited', 'favorited', 'starred'],
  },
  {
    app: 'phone', table: 'blocked_numbers',
    was: ['blocked', 'block list', 'blocklist'],
    actions: ['block number', 'block this number', 'block again'],
    logged: [],
    // s25 removed3 (robocall-block, spam-blocker s25-d1-f1): a log's entry "Removed 8005550199 from
    // block list", "8005550199 removed from blocklist", "Took … off the block list" tells the state
    // now, as "Unblocked 8005550199" does. ("removed" stands apart from the number in the first.)
    now: ['unblocked', 'removed', 'removed from', 'taken off', 'took off', 'off the block list', 'off the blocklist', 'off block list', 'off blocklist'],
  },
  {
    app: 'simple_note', table: 'note_shares', given: true,
    was: ['shared', 'shared with me', 'shared with you', 'shared by', 'collaborator', 'collaborators', 'can read', 'can edit', 'read access', 'edit access', 'has access'],
    actions: ['share again', 'rejoin note'],
    logged: ['shared', 'opened', 'joined'],
  },
  {
    app: 'splitwise', table: 'group_members', member: true,
    was: ['member', 'members', 'in the group', 'roster', 'group members'],
    actions: ['add member', 'add a member', 'add to group', 'add to the group'],
    logged: ['joined'],
  },
  {
    app: 'amazon', table: 'wish_list_items',
    was: ['wish list', 'wishlist', 'wish-list', 'wish listed', 'wish-listed', 'wishlisted', 'wished for', 'saved for later'],
    actions: ['add to wish list', 'add to wishlist', 'add to your wish list', 'save for later', 'move to wish list', 'move to wishlist', 'move to cart', 'move to the cart', 'add to cart', 'add to the cart'],
    logged: ['wish listed', 'wishlisted', 'wish-listed'],
  },
];

interface Removed { forms: string[]; because: string; state: string[]; was: string[]; actions: string[]; logged: string[] }

function removedIn(episodes: readonly Episode[], at: number): Removed[] {
  const e = episodes[at]!;
  const checks = (e.assertions ?? []) as Obj[];
  const shown = checks.find((a) => a.type === 'visible_result_grounded' && plain(a.value) && Array.isArray(a.state) && a.state.length > 0 && a.whole !== true);
  if (!shown) return [];
  // The words the step told the state taken off with: a bare verb is a button's caption ("remove", "unblock").
  // (BARE: a bare verb or place, "move", "cart", "remove", is the caption of a row's action: D4 wish-list-mover.)
  const state = (shown.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)) && !LOOSE_NOW.has(norm(w)));
  // Not a form that is a state the step tells of the record (the person a note was shared with).
  const told = new Set(checks.flatMap((a) => (a.type === 'visible_result_grounded' && Array.isArray(a.state) ? (a.state as unknown[]).map((w) => norm(String(w))) : [])));
  const forms = [shown.value as string, ...((shown.or ?? []) as unknown[]).filter(plain).filter((v) => !told.has(norm(v)))];
  const earlier = episodes.slice(0, at).filter((x) => acting(x) && slotOf(x) === slotOf(e));
  const later = episodes.slice(at + 1);
  const putBy = (x: Episode, a: Obj): boolean => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'db_changed' && b.op === 'inserted' && b.app === a.app && b.table === a.table && sameWhere(b.where, a.where));
  const out: Removed[] = [];
  for (const a of checks) {
    if (a.type !== 'db_changed' || a.op !== 'deleted') continue;
    const kind = KINDS.find((k) => k.app === a.app && k.table === a.table);
    if (!kind) continue;
    // A whole set emptied ("clear my list") names no one record.
    if (Object.keys(a.where ?? {}).length === 0) continue;
    // Put back later: nothing is taken off at the reopen.
    if (later.some((x) => putBy(x, a))) continue;
    // A share the user made and took back (lend-* tasks) is not this kind: only one given to the user.
    // (The share made names more fields than the one taken back: the same note is enough.)
    const madeHere = (x: Episode): boolean => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'db_changed' && b.op === 'inserted' && b.app === a.app && b.table === a.table && Object.entries(a.where ?? {}).every(([k, v]) => sameWhere(b.where?.[k], v)));
    if (kind.given && earlier.some(madeHere)) continue;
    let own = forms;
    if (kind.member) {
      // A member taken out of a group: the person, as the step that put them in showed them.
      const put = earlier.findLast((x) => putBy(x, a));
      const who = ((put?.assertions ?? []) as Obj[]).find((b) => b.type === 'visible_result_grounded' && plain(b.value) && Array.isArray(b.state));
      if (!who) continue;
      own = [who.value, ...((who.or ?? []) as unknown[]).filter(plain)];
    }
    // The kind's own words of the state now, beside the step's (s25 removed3).
    const now = [...new Set([...state, ...(kind.now ?? []).filter((w) => !state.some((s) => norm(s) === norm(w)))])];
    const nowWords = new Set(now.map(norm));
    // A group's name beside a member says they are in it (its roster).
    const was = [...new Set([...kind.was, ...(kind.member ? forms : [])])].filter((w) => !nowWords.has(norm(w)) && !own.some((o) => norm(o) === norm(w)));
    out.push({ forms: own, because: String(shown.because ?? own[0]), state: now, was, actions: [...kind.actions], logged: [...new Set([...LOG_FIRST, ...kind.logged])] });
  }
  return out;
}

/** Each reopen after a state was taken off a record asks it not shown as still on. */
export function withRemovedGone(task: TaskInput): TaskInput {
  return withReopenChecks(task, (e, earlier) => {
    const assertions = e.assertions ?? [];
    const removed = earlier.flatMap((x, j) => (acting(x) && slotOf(x) === slotOf(e) ? removedIn(earlier, j) : []));
    let checks = assertions;
    for (const r of removed) {
      if (goneFor(checks, r.forms) || r.was.length === 0) continue;
      const check = {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's25 removed2: a state taken off a record not shown as still on it',
        value: r.forms[0]!, ...(r.forms.length > 1 ? { or: r.forms.slice(1) } : {}), match: 'normalized', because: r.because,
        gone: true, state: r.state, was: r.was, state_apart: r.actions, actions_apart: true, history: true, logged: ['added to'], logged_first: r.logged, was_headed: true, result_apart: true,
      } as Assertion;
      checks = [...checks, check];
    }
    return checks;
  });
}

/**
 * s25 removed2 (playlist-then-share s24-s15-f1): in a shared world, app B changes the privacy of a
 * record app A made (makes A's private playlist public, a public payment private). A's reopened
 * screen need not tell the privacy at all, but where it shows the record beside a word of the
 * privacy B changed ("Rainy Tuesday Mornings — private"), it shows its own stale copy, not the
 * record as the service now holds it. Each later reopen of A gets a `gone` check: the record is
 * not shown beside a word of the old privacy unless the line tells the new one. Only privacy
 * flags: their words are exact ("private" / "public"); a done flag's old words ("open", "to do")
 * are a list's title as often as a state.
 */
const FLIPPED: Readonly<Record<string, { when: boolean; was: readonly string[] }>> = {
  is_public: { when: true, was: ['private', 'is private', 'only me', 'only you', 'just me', 'just you'] },
  private: { when: true, was: ['public', 'is public', 'visible to everyone', 'everyone can see'] },
};

export function withChangedElsewhere(task: TaskInput): TaskInput {
  if (task.family !== 'shared_world') return task;
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const mine = slotOf(e);
    let checks = e.assertions;
    task.episodes.slice(0, i).forEach((x, j) => {
      if (!acting(x) || slotOf(x) === mine) return;
      for (const m of (x.assertions ?? []) as Obj[]) {
        if (m.type !== 'record_matches') continue;
        const flag = Object.keys(m.fields ?? {}).find((f) => FLIPPED[f] !== undefined && m.fields[f] === FLIPPED[f]!.when);
        if (!flag) continue;
        // A record this app made or changed earlier (the same key), not changed back since by it.
        const key = JSON.stringify(m.key ?? null);
        const ours = task.episodes.slice(0, j).some((y) => acting(y) && slotOf(y) === mine && ((y.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && b.app === m.app && b.table === m.table && JSON.stringify(b.key ?? null) === key));
        const back = task.episodes.slice(j + 1, i).some((y) => acting(y) && ((y.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && b.app === m.app && b.table === m.table && JSON.stringify(b.key ?? null) === key && Object.hasOwn(b.fields ?? {}, flag)));
        if (!ours || back) continue;
        // The record as B's step told it with its new state.
        const told = ((x.assertions ?? []) as Obj[]).find((b) => b.type === 'visible_result_grounded' && plain(b.value) && Array.isArray(b.state) && (b.state as unknown[]).some((w) => norm(String(w)) === (flag === 'is_public' ? 'public' : 'private')));
        if (!told) continue;
        const forms = [told.value as string, ...((told.or ?? []) as unknown[]).filter(plain)];
        const already = checks.some((a) => a.type === 'persisted_visible' && a.gone === true && a.was !== undefined && [a.value, ...(a.or ?? [])].some((v) => forms.some((f) => norm(String(v)) === norm(f))));
        if (already) continue;
        const state = (told.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)));
        const was = FLIPPED[flag]!.was.filter((w) => !state.some((s) => norm(s) === norm(w)));
        checks = [...checks, {
          id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's25 removed2: a record another app changed not shown in the state it had',
          value: forms[0]!, ...(forms.length > 1 ? { or: forms.slice(1) } : {}), match: 'normalized', because: String(told.because ?? forms[0]),
          gone: true, state, was, actions_apart: true, history: true, logged: ['added to'], logged_first: [...LOG_FIRST, 'created', 'made', 'started'], was_headed: true, result_apart: true,
        } as Assertion];
      }
    });
    if (checks === e.assertions) return e;
    changed = true;
    return { ...e, assertions: checks };
  });
  return changed ? { ...task, episodes } : task;
}
