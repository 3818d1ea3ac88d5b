/**
 * APIs that stand in for one another (issue #29, item 4). Where a user cannot tell two calls apart
 * — pinning a note with `pin_note` or with `update_note(pinned: true)` — a check must not demand
 * one of them. The table is data beside the API declarations, read by the checker (api_called,
 * C1's capability), by the `equivalent_api` control, and by the task kit's rule on which
 * api_called assertions stay (docs/decisions.md, "Equivalent APIs").
 *
 * Each entry is one call standing in for another, with the same effect on the world (`write`:
 * the same rows changed the same way, clock fields aside) or finding the same record (`read`:
 * both return it with the fields in `keeps`). `equivalences.test.ts` runs every write pair on the
 * seeded world and compares their changes, so an entry that stops being true fails there.
 */

/** Where one argument of the other API comes from. */
export type ArgSource =
  /** The named argument of the API as called, as it is. */
  | { from: string }
  /** The named argument of the API as called, as a one-item list. */
  | { list: string }
  /** A fixed value (`pinned: true`). */
  | { value: string | number | boolean | null };

export interface Equivalence {
  /** `app.api`, as one app calls it. */
  api: string;
  /** `app.api` another app calls instead. */
  via: string;
  kind: 'write' | 'read';
  /** The other API's arguments. An argument of `api` that none of them carries makes a call not replaceable. */
  args: Record<string, ArgSource>;
  /** For reads: the fields of a found record both APIs return (a plan may bind only these). */
  keeps?: readonly string[];
  /** Where the two part ways (a state the substitution does not cover), in a line. */
  unless?: string;
}

/**
 * The table. Built from the APIs under src/world/apps: every pair of APIs of one app where one is
 * the other with some arguments fixed, or the other's one-item case. Compositions (an
 * `update_note` that sets content and pinned against `add_content_to_note` + `pin_note`) are not
 * pairs; there the end state judges (world_matches_reference), not a named call.
 */
export const EQUIVALENCES: readonly Equivalence[] = [
  { api: 'simple_note.pin_note', via: 'simple_note.update_note', kind: 'write', args: { note_id: { from: 'note_id' }, pinned: { value: true } } },
  { api: 'simple_note.unpin_note', via: 'simple_note.update_note', kind: 'write', args: { note_id: { from: 'note_id' }, pinned: { value: false } } },
  { api: 'simple_note.delete_note', via: 'simple_note.delete_notes', kind: 'write', args: { note_ids: { list: 'note_id' } } },
  {
    api: 'simple_note.add_tag_to_note',
    via: 'simple_note.add_tag_to_notes',
    kind: 'write',
    args: { note_ids: { list: 'note_id' }, tag: { from: 'tag' } },
    unless: 'the note has the tag already (add_tag_to_note refuses, add_tag_to_notes too)',
  },
  { api: 'phone.enable_alarm', via: 'phone.update_alarm', kind: 'write', args: { alarm_id: { from: 'alarm_id' }, enabled: { value: true } } },
  {
    api: 'phone.disable_alarm',
    via: 'phone.update_alarm',
    kind: 'write',
    args: { alarm_id: { from: 'alarm_id' }, enabled: { value: false } },
    unless: 'the alarm has a pending snooze (disable_alarm cancels it)',
  },
  {
    api: 'todoist.complete_task',
    via: 'todoist.update_task',
    kind: 'write',
    args: { task_id: { from: 'task_id' }, is_completed: { value: true } },
    unless: 'the task repeats (complete_task moves it to its next due date)',
  },
  { api: 'todoist.reopen_task', via: 'todoist.update_task', kind: 'write', args: { task_id: { from: 'task_id' }, is_completed: { value: false } } },
  { api: 'file_system.delete_file', via: 'file_system.delete_files', kind: 'write', args: { file_paths: { list: 'file_path' } } },
  {
    api: 'gmail.show_inbox_threads',
    via: 'gmail.search_emails',
    kind: 'read',
    args: { query: { from: 'query' } },
    keeps: ['email_thread_id', 'subject'],
    unless: 'the thread is archived or only sent (search_emails finds those too, the inbox does not)',
  },
];

/**
 * Writes another API does in another shape, which no entry above can pair argument by argument
 * (issue #30, s11 unfilled11: one_api): a file renamed in place is one moved to its new name in
 * the same folder; an email sent is a draft made and then sent (`send_email_from_draft` deletes
 * the draft, so the step leaves the same emails and threads); a file created with a note's text
 * is that note exported; a line appended is the file rewritten with the line after its text. A call check cannot map one onto the other, so where the end state is
 * compared it judges them (tasks/build/kit/task.ts drops the named call), and the capability
 * checks take an action that runs `via` — an input that reaches one of `args` — as able to do it.
 */
export interface OtherShape {
  /** `app.api` the task's reference calls. */
  api: string;
  /** `app.api` that does it in another shape. */
  via: string;
  /** Where each argument's value goes instead: `app.api.param` of `via` or of the call before it. */
  args: Record<string, string>;
}

export const OTHER_SHAPES: readonly OtherShape[] = [
  {
    api: 'gmail.send_email',
    via: 'gmail.send_email_from_draft',
    args: { email_addresses: 'gmail.create_draft.email_addresses', subject: 'gmail.create_draft.subject', body: 'gmail.create_draft.body', attachment_file_paths: 'gmail.create_draft.attachment_file_paths' },
  },
  { api: 'file_system.rename_file', via: 'file_system.move_file', args: { file_path: 'file_system.move_file.source_file_path', new_name: 'file_system.move_file.destination_file_path' } },
  { api: 'file_system.create_file', via: 'simple_note.export_note_to_file', args: { file_path: 'simple_note.export_note_to_file.file_path' } },
  // A line appended is the file rewritten whole with the line after its text (s21, pasta-card-file s21-r1-f1).
  { api: 'file_system.append_to_file', via: 'file_system.update_file', args: { file_path: 'file_system.update_file.file_path', content: 'file_system.update_file.content' } },
];

/**
 * Removals the trash does softly (s23 trash23; recipes-for-mom s23-s12-f1, one_api): a file or
 * folder moved to the trash is gone from its path as surely as one deleted, and the trash keeps
 * one entry for it (`file_system.trash`: `kind`, `original_path`) the user may restore. The two
 * differ in that entry, so they are no pair of the table above: where the user removes a file or
 * folder without saying it must go for good, the task lets the app do either
 * (tasks/build/kit/trash-either.ts: the end state lets that one entry be added, the first
 * screen's capability checks take `via` too) and the `equivalent_api` control removes it this
 * way. A user who says "for good", "outright", "shred" keeps the task's hard delete.
 */
export interface SoftRemoval {
  /** `app.api` that deletes for good. */
  api: string;
  /** `app.api` that moves the same thing to the trash, with the same argument. */
  via: string;
  /** The argument both take: the path removed. */
  arg: string;
  /** The trash entry's `kind`. */
  kind: 'file' | 'directory';
}

export const SOFT_REMOVALS: readonly SoftRemoval[] = [
  { api: 'file_system.delete_file', via: 'file_system.trash_file', arg: 'file_path', kind: 'file' },
  { api: 'file_system.delete_directory', via: 'file_system.trash_directory', arg: 'directory_path', kind: 'directory' },
];

/**
 * Reads that find the record a user names as surely as another read does, and a write's argument
 * naming a person the user picks from a list (issue #30, s20-Z1/S7/Z2:
 * one_api): a friend found among the user's friends or among all users, the user's own playlist
 * in their library or by a search (which finds the user's own private playlists too). Unlike the
 * pairs above they do not return the same list, so no call check and no control swaps one for
 * the other; only the first screen's capability checks (C1) take an input or action reaching
 * `via` as able to find what `api` finds. What the app then does is judged by the end state.
 */
export interface FindAlike {
  /** `app.api` the task's reference reads with. */
  api: string;
  /** `app.api` that finds the same record. */
  via: string;
  /** Each argument of `api` and the argument of `via` that carries the same value. */
  args: Record<string, string>;
  /** When `via` would not find it, in a line. */
  unless?: string;
}

export const FINDS_ALIKE: readonly FindAlike[] = [
  { api: 'venmo.search_users', via: 'venmo.show_friends', args: { query: 'query' }, unless: 'the person is not the user\'s friend (then the end state fails the app)' },
  { api: 'venmo.show_friends', via: 'venmo.search_users', args: { query: 'query' } },
  { api: 'spotify.show_playlist_library', via: 'spotify.search_playlists', args: { query: 'query' } },
  // A thread found among the starred ones by its words (s21, unstar-done s21-s9-f1).
  { api: 'gmail.show_inbox_threads', via: 'gmail.show_starred_threads', args: { query: 'query' }, unless: 'the thread is not starred' },
  { api: 'gmail.search_emails', via: 'gmail.show_starred_threads', args: { query: 'query' }, unless: 'the thread is not starred' },
  // A song of the user's library found there by its words (s21, library-trim s21-s9-f1).
  { api: 'spotify.search_songs', via: 'spotify.show_song_library', args: { query: 'query' }, unless: 'the song is not in the user\'s library (then the end state fails the app)' },
  // A person picked from a list (the friends, their addresses) straight into the write that names
  // them: the input carries who the user means as a search query would (s20-Z2, split-bill).
  { api: 'venmo.search_users', via: 'venmo.create_payment_request', args: { query: 'user_email' }, unless: 'the input is not the person\'s address' },
  { api: 'venmo.search_users', via: 'venmo.create_transaction', args: { query: 'receiver_email' }, unless: 'the input is not the person\'s address' },
  { api: 'venmo.search_users', via: 'venmo.add_friend', args: { query: 'user_email' }, unless: 'the input is not the person\'s address' },
  // A group the user names only to say what a request is for: the name typed into the request's
  // description carries it as a search of the groups would (s21, group-deposit-request s20-s8-f2).
  { api: 'splitwise.show_groups', via: 'venmo.create_payment_request', args: { query: 'description' }, unless: 'the request says nothing of the group' },
];

/** The reads that find what `api` finds (FINDS_ALIKE), for the capability checks only. */
export const findsAlike = (api: string): readonly FindAlike[] => FINDS_ALIKE.filter((entry) => entry.api === api);

const byApi = new Map<string, Equivalence[]>();
for (const entry of EQUIVALENCES) byApi.set(entry.api, [...(byApi.get(entry.api) ?? []), entry]);

/** The entries that let `api` (`app.api`) be done another way. */
export function equivalentsOf(api: string): readonly Equivalence[] {
  return byApi.get(api) ?? [];
}

/** The entries whose other API is `api`: the calls that `api` can stand for. */
export function standInsFor(api: string): readonly Equivalence[] {
  return EQUIVALENCES.filter((entry) => entry.via === api);
}

/** Every API that does what `api` does: itself, the APIs standing in for it, and those it stands in for. */
export function sameEffectApis(api: string): string[] {
  const found = new Set([api]);
  for (const entry of EQUIVALENCES) {
    if (entry.api === api) found.add(entry.via);
    if (entry.via === api) found.add(entry.api);
  }
  for (const entry of OTHER_SHAPES) if (entry.api === api) found.add(entry.via);
  return [...found];
}

type Args = Record<string, unknown>;

/**
 * `entry.via`'s arguments for a call of `entry.api` with `args`, or null when the call uses an
 * argument the other API cannot carry. Values may be plan templates: they are moved, never read.
 */
export function viaArgs(entry: Equivalence, args: Args): Args | null {
  const carried = new Set(Object.values(entry.args).flatMap((source) => ('from' in source ? [source.from] : 'list' in source ? [source.list] : [])));
  if (Object.keys(args).some((name) => !carried.has(name) && !isPaging(entry, name))) return null;
  const out: Args = {};
  for (const [name, source] of Object.entries(entry.args)) {
    if ('value' in source) out[name] = source.value;
    else if ('from' in source) {
      if (source.from in args) out[name] = args[source.from];
    } else if (source.list in args) out[name] = [args[source.list]];
    else return null;
  }
  for (const name of Object.keys(args)) if (isPaging(entry, name)) out[name] = args[name];
  return out;
}

/** A read's paging arguments are how many to show, not what to find: both APIs take them. */
function isPaging(entry: Equivalence, name: string): boolean {
  return entry.kind === 'read' && (name === 'page_limit' || name === 'page_index');
}

/**
 * The arguments of `entry.api` that a call of `entry.via` with `args` stands for, or null when
 * the call is not that case of the other API (a fixed value differs, a list holds more than one
 * item, or it sets something the entry does not carry).
 */
export function apiArgs(entry: Equivalence, args: Args): Args | null {
  const out: Args = {};
  for (const name of Object.keys(args)) if (!(name in entry.args) && !isPaging(entry, name)) return null;
  for (const [name, source] of Object.entries(entry.args)) {
    const value = args[name];
    if ('value' in source) {
      if (value !== source.value) return null;
    } else if ('from' in source) {
      if (name in args) out[source.from] = value;
    } else {
      // A one-item list stands for the item.
      if (!Array.isArray(value) || value.length !== 1) return null;
      out[source.list] = value[0];
    }
  }
  for (const name of Object.keys(args)) if (isPaging(entry, name)) out[name] = args[name];
  return out;
}
