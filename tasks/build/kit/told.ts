/**
 * The other records of a multi-tool step told on screen (issue #30, not_shown, multi-tool
 * tasks). A multi_tool action does several things for one need (a bill split and a text, a
 * payment and an email receipt, an alarm and a note); the screen was checked for the record the
 * task follows only, so an app that did the rest but never said so — or said only the main thing
 * — passed every screen check. Here each other record the step makes gets its own check in the
 * episode that makes it: a word of what happened ("texted", "emailed", "snoozed", "following",
 * "invited") on a line the action changed, and where the call names a person, a date or days,
 * one more check for them (the recipient by name or number, the snooze's day, each alarm day).
 *
 * The reference says it in plain words: its kept row gains a `told` field ("texted 4384871168,
 * note started") shown in its list, so an app that keeps only values (the controls that reword
 * everything) still shows it. Runs on a built combo task (both combo shapes).
 */
import type { CaptureSpec, TaskInput } from '../../../src/schemas/task.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { spellings } from '../../../src/suite/auto-review.ts';
import { findApi } from '../../../src/world/docs.ts';
import { userWords, withBecause } from '../../../src/suite/user-words.ts';
import { allSteps } from './changes-shown.ts';
import { fixturePeople } from './fixture.ts';
import { STATE_WORDS } from './state-words.ts';
import { DAY_NAMES, EVERY_DAY, dayWords } from './day-words.ts';
import { ACTION_WORDS, threadFiledAs } from './action-words.ts';
import { SAID_WORDS } from './said-beside.ts';
import type { Json, Obj, Spec } from './types.ts';

type Typed = string | number | boolean;

/** What a call does beside the followed record, in words: the kept phrase, any-of words, and what more it names. */
export interface Tell {
  /** How the reference's kept row says it (one of `words`). */
  says: string;
  words: readonly string[];
  /** The argument naming who it went to, until when, or on which days; `join` puts it after `says` ("split with"). */
  detail?: { kind: 'to' | 'until' | 'days' | 'path'; arg: string; join?: string };
  /** The argument holding the record's own name as the user typed it (an alarm's time): looked for with the words, where the user said it. */
  named?: string;
  /**
   * Told even where the call writes the followed record itself: every value of that record could
   * come from a read or from the step's other record (a request for the share of an expense, a
   * settle-up with the person looked up), so a word of what happened is asked too (Reading 2).
   * `beside`: so only where the step writes another record too (a draft beside a wish-listed
   * product or a queued song, whose name is on both: s11 text11); that check comes after the
   * step's other told checks, which keep their numbers.
   */
  always?: boolean | 'beside';
  /**
   * Arguments whose typed values the user dictated for the told record to hold (a note's tag, the
   * dose in its text): each one the user said, and no other check of the step shows, is looked
   * for on a changed line too (issue #30, not_shown, shown9).
   */
  holds?: readonly string[];
  /**
   * The search whose typed query names the told record (a product put in the cart, found by "jigsaw
   * puzzle"): what the user asked for is held by it too, looked for as `holds` are (s15 shown15).
   */
  sought?: string;
  /** The plain words of a thing done that tell this record beside a value the user gave it (default DONE_WORDS). */
  near?: readonly string[];
  /**
   * s23 (concert-ticket-payback s23-s12-f1): words of `words` that another call reaching the same
   * person says of itself too ("Lumen Fest ticket — $85 from Ruby Silva: Venmo request sent.",
   * "Ruby was notified", "with a message"). Where the step makes such a call (REACHES), they count
   * only on a changed line that also shows a value of this call's own (`own`), not of the other's.
   */
  shared?: readonly string[];
  /** This call's own values: the argument naming where it went (a phone number), and the field of the row it inserts holding what it said (captured as the app wrote it). */
  own?: { arg: string; app: string; table: string; field: string };
  /**
   * s25 words: words of `words` that tell any record of the step as well ("added", "member" of the
   * project the invite is for; "created", "saved", "updated" of the to-do beside the file), so they
   * count only on a changed line beside this record's own values: the person invited (`arg`, an
   * address typed), or the file's path (`file`: the path typed, else the new file's path as the app
   * wrote it). Where there is no such value the words stay as they were.
   *
   * s33 kit (garden-club-project s32-d0-f3, road-trip-group s32-d0-f5): with `arg`, the words become
   * phrases that name the person ("Maya is now in", "includes Sofia"); `lists`: words that list the
   * person among the members right before the name ("with Omar Patel and Sofia Silva").
   */
  nearOwn?: { words: readonly string[]; arg?: string; file?: boolean; lists?: readonly string[] };
  /** s31 labels: words that need the typed value of `arg` inside them ("now carries the Apartment label"). */
  argWords?: { arg: string; words: (typed: string) => string[] };
}

const to = (arg: string, join = ' ') => ({ kind: 'to' as const, arg, join });
/** Where a file went: the path the user typed, or its file name (shown8). */
const at = (arg: string) => ({ kind: 'path' as const, arg, join: ' to ' });

/** Words of a file saved that any record's line may say (s25 words): told beside the file itself. */
/** s33 kit: words of a person now in a project or group, told only with the person (`nearOwn`). */
const INVITED_NOW: readonly string[] = ['now in', 'now part of', 'in the group'];
const FILE_ANY: readonly string[] = ['saved', 'save', 'written', 'wrote', 'stored', 're-saved', 'resaved', 'updated', 'overwrote', 'overwritten', 'created', 'rewritten', 'filed'];

/** The calls whose record a user asks for beside the main one, by API. */
export const TELLS: Record<string, Tell> = {
  'phone.send_text_message': {
    says: 'texted',
    words: STATE_WORDS.toldTexted,
    detail: to('phone_number'),
    // s23 (s23-s12-f1): beside a Venmo request, a payment, an expense or an invite, only "texted", "text",
    // "SMS" say a text went; "sent", "message", "notified" do so beside the number texted or the text itself.
    shared: ['messaged', 'message', 'sent', 'pinged', 'ping', 'let them know', 'let her know', 'let him know', 'notified', 'heads-up', 'heads up', 'warned'],
    own: { arg: 'phone_number', app: 'phone', table: 'text_messages', field: 'message' },
  },
  'phone.send_voice_message': { says: 'voice message sent', words: STATE_WORDS.toldVoiced, detail: to('phone_number') },
  'gmail.send_email': { says: 'emailed', words: STATE_WORDS.toldEmailed, detail: to('email_addresses') },
  // A draft the step follows is told as drafted too: its recipient is typed and what it is about was
  // read (the product, the song), so those alone could stand for no draft at all (Reading 2, s11 text11).
  'gmail.create_draft': { says: 'draft saved', words: STATE_WORDS.toldDrafted, detail: to('email_addresses', ' for '), always: 'beside' },
  'gmail.snooze_thread': { says: 'snoozed', words: STATE_WORDS.toldSnoozed, detail: { kind: 'until', arg: 'snooze_until' } },
  'simple_note.create_note': { says: 'note started', words: STATE_WORDS.toldNoted, holds: ['content', 'tags'] },
  // s26 swap2 (wifi-instructions-note s26-d3d-f3): the service's own verb for a note made from a file.
  'simple_note.import_note_from_file': { says: 'note imported', words: [...STATE_WORDS.toldNoted, 'imported'], holds: ['tags'] },
  'phone.create_alarm': { says: 'alarm set', words: STATE_WORDS.toldAlarm, detail: { kind: 'days', arg: 'repeat_days' }, named: 'time' },
  'spotify.follow_artist': { says: 'following', words: STATE_WORDS.toldFollowed },
  'spotify.like_song': { says: 'liked', words: STATE_WORDS.liked },
  'spotify.add_to_queue': { says: 'queued', words: STATE_WORDS.toldQueued },
  // s25 words (q3-slides-project s24-d2-f1): "Added project Q3 slides", "Project Q3 slides (1 member)"
  // tell the project made beside the invite: "added", "member" only beside the person invited.
  // s33 kit (s32-d0-f3..f6): "now in", "now part of", "in the group" said of the person, not of the project
  // or group alone ("Garden plots is now in your projects"); a group's bare "added" too ("… group added to your list").
  'todoist.send_project_invite': { says: 'invited', words: STATE_WORDS.toldInvited, detail: to('user_email'), nearOwn: { words: ['added', 'add', 'member', 'members', ...INVITED_NOW], arg: 'email' } },
  'splitwise.add_member_to_group': { says: 'member added', words: STATE_WORDS.toldInvited, detail: to('user_email'), nearOwn: { words: ['added', 'add', ...INVITED_NOW], arg: 'user_email', lists: ['with', 'and'] } },
  'venmo.create_payment_request': { says: 'requested', words: ACTION_WORDS.requested, detail: to('user_email', ' from '), always: true },
  'splitwise.settle_up': { says: 'settled', words: ACTION_WORDS.settled, always: true },
  'amazon.add_product_to_wish_list': { says: 'wish-listed', words: STATE_WORDS.wishListed },
  // Each service's part of a two-service step told (s15 shown15, Reading 2): a payment logged on
  // Splitwise beside the Venmo payment it copies (what it was for and how much are on both), and a
  // thread filed under the label the step makes (its subject is a thread the app read anyway).
  // s25 words (book-club-dues-payback s24-d2-f2): "$25 paid to Elena via Venmo and Splitwise" names
  // the service the payment went into as the "on Splitwise" forms do.
  // s29 (book-club-dues-payback s29-s210-f2): the service as the label of its own line or mark
  // ("Splitwise: paid Elena …", "Venmo ✓ Splitwise ✓", "(Venmo + Splitwise)") names it as well.
  'splitwise.record_payment': { says: 'logged on Splitwise', words: [...ACTION_WORDS.paymentRecorded, ...ACTION_WORDS.paymentOnSplitwise], always: 'beside' },
  // s15 words3: Gmail's own verb for a label put on a thread ("label applied").
  'gmail.label_thread': { says: 'filed', words: [...ACTION_WORDS.threadFiled], argWords: { arg: 'label', words: threadFiledAs } },
  'venmo.create_transaction': { says: 'paid', words: STATE_WORDS.toldPaid, detail: to('receiver_email') },
  'splitwise.record_expense': { says: 'split', words: STATE_WORDS.toldSplit, detail: to('debtor_emails', ' with ') },
  // Who a group or a repeating bill is with, and the to-do project made beside a group (issue #30,
  // not_shown, shown9): the members the user named were checked in the world only.
  'splitwise.create_recurring_expense': { says: 'split', words: STATE_WORDS.toldSplit, detail: to('debtor_emails', ' with ') },
  'splitwise.create_group': { says: 'group made', words: SAID_WORDS.groupMade, detail: to('member_emails', ' with ') },
  'todoist.create_project': { says: 'project made', words: SAID_WORDS.projectMade },
  'amazon.add_gift_wrapping_to_cart': { says: 'gift-wrapped', words: STATE_WORDS.giftWrapped },
  // What the user dictated or changed, told beside the main record (issue #30, not_shown, shown8):
  // a playlist made, a product put in the cart, a file written where the user said.
  'spotify.create_playlist': { says: 'playlist made', words: SAID_WORDS.playlistMade },
  // s20 (s20-Z2/Z3): not "added", "saved" or "made", even beside the product: a step that also adds a
  // to-do or saves a note about the same thing says those of them, on the same summary line as well.
  'amazon.add_product_to_cart': { says: 'in the cart', words: SAID_WORDS.inCart.filter((w) => !['added', 'buy', 'bought', 'buying', 'purchase'].includes(w)), sought: 'amazon.search_products', near: [] },
  // s15 words3: the service's own verb for a file it makes ("itinerary created").
  // s25 words (move-in-day s24-s15-f1): "Created to-do …" tells the to-do, not the file: the words
  // any record's line says count only beside the file's path or name.
  'file_system.create_file': { says: 'file saved', words: [...SAID_WORDS.fileSaved, 'created'], detail: at('file_path'), nearOwn: { words: FILE_ANY, file: true } },
  'gmail.download_attachment': { says: 'attachment saved', words: SAID_WORDS.fileSaved, detail: at('file_path') },
  'simple_note.export_note_to_file': { says: 'saved to file', words: SAID_WORDS.fileSaved, detail: at('file_path') },
};

/** The tells s15 added: told only where no check of the step asks a word of the same action already. */
const NEWLY_TOLD = new Set(['splitwise.record_payment', 'gmail.label_thread']);

/**
 * A tell s15 added that the step's own checks already ask a word of (a case's "labelled",
 * "marked", "recorded" check): told once, not again in a second, narrower list of our wording.
 */
function toldByCase(f: Found, episode: TaskInput['episodes'][number] | undefined): boolean {
  if (!NEWLY_TOLD.has(f.api)) return false;
  const stated = (episode?.assertions ?? []).flatMap((a) => (a.type === 'visible_result_grounded' ? (a.state ?? []).map((w) => w.toLowerCase()) : []));
  return f.tell.words.some((w) => stated.includes(w.toLowerCase()));
}

/** Plain words of a thing done, which every record of a step shares (kept to a line beside the record's own value). */
export const DONE_WORDS: readonly string[] = ['saved', 'added', 'created', 'done', 'made'];

/** Calls that send or pay rather than make a record: told by "sent", "paid" (their own lists), not by "saved". */
const SENT = new Set(['phone.send_text_message', 'phone.send_voice_message', 'gmail.send_email', 'venmo.create_transaction', 'venmo.create_payment_request']);

/**
 * Calls that reach a person themselves (s23, concert-ticket-payback s23-s12-f1): the service sends,
 * notifies or shares, so an app tells them in the words of a text too ("Venmo request sent",
 * "Ruby was notified", "invite sent", "a message with the payment"). Beside one, a tell's `shared`
 * words count only beside a value of the told call's own.
 */
export const REACHES: ReadonlySet<string> = new Set([
  'venmo.create_payment_request', 'venmo.update_payment_request', 'venmo.remind_payment_request', 'venmo.approve_payment_request', 'venmo.deny_payment_request',
  'venmo.create_transaction', 'venmo.update_transaction', 'venmo.create_transaction_comment',
  'gmail.send_email', 'gmail.reply_to_email', 'gmail.forward_email', 'gmail.forward_email_thread', 'gmail.send_email_from_draft', 'gmail.create_draft', 'gmail.update_draft',
  'phone.send_voice_message', 'phone.make_call',
  'splitwise.record_expense', 'splitwise.update_expense', 'splitwise.create_recurring_expense', 'splitwise.settle_up', 'splitwise.record_payment', 'splitwise.update_payment',
  'splitwise.add_member_to_group', 'splitwise.create_group', 'splitwise.post_expense_comment',
  'todoist.send_project_invite', 'todoist.assign_or_unassign_task', 'todoist.post_task_comment',
  'simple_note.share_note', 'simple_note.add_content_to_shared_note',
]);

type Near = { words: string[]; values: (string | number)[] };
const nearOf = (l: object): { state_near?: Near } => {
  const got = (l as { state_near?: Near }).state_near;
  return got ? { state_near: got } : {};
};

/** How a told check's note starts (`told: phone.send_text_message, to whom`). */
export const TOLD_NOTE = 'told:';

/** A task without its told checks (for tests about the step's other checks). */
export function withoutTold<T extends { episodes: readonly { assertions?: readonly { note?: string }[] }[] }>(task: T): T {
  return { ...task, episodes: task.episodes.map((e) => ({ ...e, assertions: (e.assertions ?? []).filter((a) => !a.note?.startsWith(TOLD_NOTE)) })) };
}


interface Found {
  api: string;
  tell: Tell;
  /** The call writes the followed record itself: only who it names and its days are told. */
  main: boolean;
  args: Obj;
  /** The arguments of the plan's other calls. */
  others: readonly Obj[];
  /** The plan writes with another API too. */
  beside: boolean;
  /** The arguments of the plan's calls of the tell's `sought` search. */
  searched: readonly Obj[];
  /** The plan makes another call that reaches a person itself (REACHES): the tell's `shared` words are not its own alone. */
  reaches: boolean;
}

/** Whether a call is told as done where it writes the followed record itself. */
const toldAlways = (f: Found): boolean => f.tell.always === true || (f.tell.always === 'beside' && f.beside);

/** The told calls of an action's plan, one per API (two texts are one thing told). */
export function tellsOf(action: Obj, anchor: string): Found[] {
  const out = new Map<string, Found>();
  const calls = new Set(allSteps((action.plan ?? []) as Json[]).map((s) => s.call));
  for (const step of allSteps((action.plan ?? []) as Json[])) {
    if (typeof step.call !== 'string') continue;
    // A product put in the cart on its way to an order is the order's, not a thing told of its own.
    if (step.call === 'amazon.add_product_to_cart' && calls.has('amazon.place_order')) continue;
    const tell = TELLS[step.call];
    const [app = '', api = ''] = step.call.split('.');
    const def = findApi(app, api);
    if (!tell || !def || def.method === 'GET' || out.has(step.call)) continue;
    const others = allSteps((action.plan ?? []) as Json[]).filter((o) => typeof o.call === 'string' && o.call !== step.call).map((o) => (o.args ?? {}) as Obj);
    const beside = [...calls].some((c) => {
      if (typeof c !== 'string' || c === step.call) return false;
      const [a = '', b = ''] = c.split('.');
      const d = findApi(a, b);
      return d !== undefined && d.method !== 'GET';
    });
    const searched = tell.sought === undefined ? [] : allSteps((action.plan ?? []) as Json[]).filter((o) => o.call === tell.sought).map((o) => (o.args ?? {}) as Obj);
    const reaches = [...calls].some((c) => typeof c === 'string' && c !== step.call && REACHES.has(c));
    out.set(step.call, { api: step.call, tell, main: def.changes[0] === anchor, args: (step.args ?? {}) as Obj, others, beside, searched, reaches });
  }
  return [...out.values()];
}

const inputRefs = (template: Json | undefined): string[] => (typeof template === 'string' ? [...template.matchAll(/\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}/g)].map((m) => m[1] as string) : []);
const first = (arg: Json | undefined): Json | undefined => (Array.isArray(arg) ? arg[0] : arg);

/** The input a told record's own name comes from whole (`{{inputs.time}}`), if any. */
function namedInput(found: Found): string | undefined {
  const template = found.tell.named === undefined ? undefined : found.args[found.tell.named];
  const m = typeof template === 'string' ? /^\{\{\s*inputs\.([A-Za-z0-9_]+)\s*\}\}$/.exec(template) : null;
  return m ? m[1] : undefined;
}

/** The inputs a told call's held arguments carry (`{{inputs.tag}}` in `tags`, `{{inputs.dose}}` inside `content`). */
function heldInputs(found: Found): string[] {
  if (found.main) return [];
  const held = (found.tell.holds ?? []).flatMap((arg) => (Array.isArray(found.args[arg]) ? (found.args[arg] as Json[]) : [found.args[arg]]).flatMap(inputRefs));
  // What the record was sought by (the product's search query) is the record's own, though the search takes it.
  const sought = found.searched.flatMap((args) => inputRefs(JSON.stringify(args.query ?? '')));
  // Only what this record alone holds: a value another call of the step takes too (the alarm's time) is that record's.
  const others = found.others.filter((args) => !found.searched.includes(args));
  return [...new Set([...held, ...sought].filter((name) => !others.some((args) => inputRefs(JSON.stringify(args)).includes(name))))];
}

/**
 * The held inputs of a told call the episode's checks must look for: typed, said by the user in
 * that episode, and not already a value or word of another visible check of it.
 */
function heldToTell(found: Found, episode: TaskInput['episodes'][number]): string[] {
  const values = (episode.values ?? {}) as Record<string, Typed>;
  const said = `${episode.message ?? ''} ${episode.requirement ?? ''}`;
  const asked = new Set((episode.assertions ?? []).flatMap((a) => (a.type === 'visible_result_grounded' ? [String(a.value).toLowerCase(), ...(a.state ?? []).map((w) => w.toLowerCase())] : [])));
  return heldInputs(found).filter((name) => {
    const typed = typedInto(name, values);
    return (typeof typed === 'string' || typeof typed === 'number') && String(typed).trim() !== '' && !asked.has(String(typed).toLowerCase()) && textShows(said, String(typed), 'normalized');
  });
}

/** How the kept row says a detail (the template the reference renders), or undefined. */
function detailText(found: Found): string | undefined {
  const d = found.tell.detail;
  if (!d) return undefined;
  const arg = found.args[d.arg];
  if (d.kind === 'days') {
    if (Array.isArray(arg)) return arg.length === 7 ? 'every day' : arg.map(String).join(', ');
    // A list input renders as its items joined: said after "on".
    return typeof arg === 'string' && inputRefs(arg).length === 1 ? `on ${arg}` : undefined;
  }
  const refs = inputRefs(first(arg));
  if (refs.length === 0) return undefined;
  return d.kind === 'until' ? `until ${refs.map((r) => `{{inputs.${r}}}`).join(' ')}` : `{{inputs.${refs[0] as string}}}`;
}

/** The kept phrase of an action's told calls ("texted {{inputs.phone}}, note started"), or undefined. */
function phraseOf(found: readonly Found[], told: (f: Found) => string[] = () => []): string | undefined {
  const parts = found.flatMap((f) => {
    const detail = detailText(f);
    const kind = f.tell.detail?.kind;
    if (f.main) return detail && (kind === 'days' || kind === 'to') ? [kind === 'days' ? detail : `${f.tell.says}${f.tell.detail?.join ?? ' '}${detail}`] : toldAlways(f) ? [f.tell.says] : [];
    const named = namedInput(f);
    const held = told(f);
    const says = `${named ? `${f.tell.says} at {{inputs.${named}}}` : f.tell.says}${held.length > 0 ? ` (${held.map((h) => `{{inputs.${h}}}`).join(', ')})` : ''}`;
    return [detail ? `${says}${kind === 'days' ? ` (${detail})` : `${f.tell.detail?.join ?? ' '}${detail}`}` : says];
  });
  return parts.length === 0 ? undefined : parts.join(', ');
}

/** The value an episode types into input `name` (keys may list aliases: `phone|phone_number`). */
function typedInto(name: string, values: Record<string, Typed>): Typed | undefined {
  const key = Object.keys(values).find((k) => k.split('|').includes(name));
  return key === undefined ? undefined : values[key];
}

const digits = (text: string): string => text.replace(/\D/g, '');

/** A person's words: first name, full name, and the address or number typed. */
function personWords(value: string): string[] {
  const lower = value.toLowerCase();
  const who = fixturePeople().people.find((p) => p.email.toLowerCase() === lower || (digits(value).length >= 7 && digits(p.phone_number) === digits(value)));
  return who ? [who.first_name, `${who.first_name} ${who.last_name}`, value] : [value];
}

/** A path's words: as typed, home-relative or absolute, and its file name. */
function pathWords(value: string): string[] {
  const name = value.slice(value.lastIndexOf('/') + 1);
  const home = value.startsWith('~/') ? [`/home/alex/${value.slice(2)}`] : value.startsWith('/home/alex/') ? [`~/${value.slice('/home/alex/'.length)}`] : [];
  return [...new Set([value, ...home, ...(name ? [name] : [])])];
}

/** The state lists of a detail: one list per thing named (a person, a date, each day). */
function detailLists(found: Found, values: Record<string, Typed>): string[][] {
  const d = found.tell.detail;
  if (!d || (found.main && (d.kind === 'until' || d.kind === 'path'))) return [];
  const arg = found.args[d.arg];
  if (d.kind === 'days') {
    const typedDays = (template: Json): string[] => (inputRefs(template).length > 0 ? inputRefs(template).flatMap((r) => String(typedInto(r, values) ?? '').split(/[,\s]+/)) : [String(template)]);
    const days = Array.isArray(arg) ? arg.flatMap(typedDays) : typedDays(arg ?? '');
    const named = days.map((day) => day.trim().toLowerCase()).filter((day) => (DAY_NAMES as readonly string[]).includes(day));
    if (named.length === 7) return [EVERY_DAY];
    return named.map((day) => dayWords(day, named));
  }
  const typed = inputRefs(first(arg)).map((r) => typedInto(r, values)).filter((v): v is string | number => v !== undefined && typeof v !== 'boolean');
  // Each person of a typed list ("sofia@…, omar@…") is told: one list per person.
  if (d.kind === 'to') return typed.length > 0 ? String(typed[0]).split(/\s*[,;]\s*/).filter((one) => one !== '').map(personWords) : [];
  if (d.kind === 'path') return typed.length > 0 ? [pathWords(String(typed[0]))] : [];
  const date = typed.map(String).find((v) => /^\d{4}-\d{2}-\d{2}$/.test(v));
  return date ? [spellings(date)] : [];
}

/** The next free assertion number of an episode (ids are `episode.NN.type`). */
function nextNumber(assertions: readonly { id?: string }[]): number {
  return Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;
}

/** Each tell's words without the words of the other things the same step does (a payment "sent" is not an email "sent"). */
function ownWords(found: Found, all: readonly Found[]): string[] {
  const others = new Set(all.filter((f) => f !== found).flatMap((f) => f.tell.words.map((w) => w.toLowerCase())));
  const words = found.tell.words.filter((w) => !others.has(w.toLowerCase()));
  if (!words.some((w) => textShows(found.tell.says, w, 'normalized'))) throw new Error(`told: "${found.tell.says}" (${found.api}) is in none of its own words once the step's other words are taken out`);
  return words;
}

/** A phone number in the forms an app shows it: as typed, its digits, 342-548-0608, (342) 548-0608, 342.548.0608, 342 548 0608. */
export function numberForms(typed: string): string[] {
  const d = digits(typed);
  if (d.length !== 10) return [typed];
  const [a, b, c] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  return [...new Set([typed, d, `${a}-${b}-${c}`, `(${a}) ${b}-${c}`, `${a}.${b}.${c}`, `${a} ${b} ${c}`])];
}

/** Words every service that reaches a person says of itself: never the user's own word for one call of a step. */
const SERVICE_WORDS: ReadonlySet<string> = new Set(['sent', 'message', 'notified']);

/** The capture of what a told call said in an episode, as the app wrote it (`$told_text_messages_create`). */
export const ownCapture = (own: NonNullable<Tell['own']>, episode: string): string => `told_${own.table}_${episode.replace(/[^A-Za-z0-9]/g, '_')}`;

/**
 * A told call's words, its `shared` ones apart (s23, concert-ticket-payback s23-s12-f1): where the
 * step also reaches the person by another call (a Venmo request, a payment, an expense, an
 * invite), "sent", "message", "notified" may be that call's own words ("Venmo request sent."), so
 * they count only on a changed line that also shows a value of this call's own: the number it
 * went to (in its usual forms), or what it said (the inserted row's text, captured as the app
 * wrote it). The call's own words ("texted", "text", "SMS") count anywhere, as before.
 */
function sharedApart(f: Found, words: readonly string[], values: Record<string, Typed>, episode: string, said: string): { state: string[]; state_near?: Near; capture?: readonly [string, CaptureSpec] } {
  const own = f.tell.own;
  // The user's own verb for the text ("let her know", "an SMS heads-up") stays a word of it anywhere (Reading 4); a service's words ("sent", "message", "notified") do not.
  const unhyphened = said.replace(/-/g, ' ');
  const users = (w: string): boolean => !SERVICE_WORDS.has(w.toLowerCase()) && (textShows(said, w, 'normalized') || textShows(unhyphened, w.replace(/-/g, ' '), 'normalized'));
  const shared = new Set((f.tell.shared ?? []).filter((w) => !users(w)).map((w) => w.toLowerCase()));
  if (f.main || !f.reaches || !own || shared.size === 0) return { state: [...words] };
  const near = words.filter((w) => shared.has(w.toLowerCase()));
  if (near.length === 0) return { state: [...words] };
  const people = fixturePeople().people;
  const typed = inputRefs(first(f.args[own.arg])).map((r) => typedInto(r, values)).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').flatMap((v) => String(v).split(/\s*[,;]\s*/));
  // A number typed is looked for as typed; an address or name typed stands for the person's number.
  const numbers = typed.flatMap((v) => (digits(v).length >= 7 ? [v] : people.filter((p) => p.email.toLowerCase() === v.toLowerCase()).map((p) => p.phone_number)));
  const name = ownCapture(own, episode);
  return {
    state: words.filter((w) => !shared.has(w.toLowerCase())),
    state_near: { words: near, values: [...new Set(numbers.flatMap(numberForms)), `$${name}`] },
    capture: [name, { from: 'inserted', app: own.app, table: own.table, field: own.field, where: {} }] as const,
  };
}

/**
 * The task with each told record of its create and revise steps looked for on screen, and its
 * reference's kept list saying them. `anchor` is the followed record's table (`app.table`);
 * `make` and `change` are the ids of the actions the create and revise episodes submit.
 */
export function withTold(task: TaskInput, anchor: string, make: string, change: string | undefined): TaskInput {
  const reference = task.reference as Record<string, { package: Obj; revisions?: Record<string, Obj> }>;
  const pkg = structuredClone(reference.A?.package) as Obj | undefined;
  if (!pkg) return task;
  const actions = (pkg.actions ?? []) as Obj[];
  const found = new Map<string, Found[]>();
  let told = false;
  let makePhrase: string | undefined;
  // A revise that is a new version of the app (`change` undefined) tells nothing here; its package keeps the told words on screen.
  for (const [episode, id] of [['create', make], ...(change === undefined ? [] : [['revise', change]])] as const) {
    const action = actions.find((a) => a.id === id);
    if (!action) throw new Error(`${task.id}: no action ${id}`);
    const stepEpisode = task.episodes.find((e) => e.id === episode);
    const tells = tellsOf(action, anchor).filter((f) => !toldByCase(f, stepEpisode));
    found.set(episode, tells);
    const phrase = phraseOf(tells, (f) => (stepEpisode ? heldToTell(f, stepEpisode) : []));
    if (!phrase) continue;
    told = true;
    const plan = action.plan as Obj[];
    if (episode === 'create') {
      makePhrase = phrase;
      const appendStep = plan.find((s) => typeof s.append === 'string');
      if (!appendStep) throw new Error(`${task.id}: ${id} keeps no row to say "${phrase}" in`);
      appendStep.item = { ...(appendStep.item as Obj), told: phrase };
    } else {
      // The same words again would leave the row's line as it was: the revision says it anew.
      const said = phrase === makePhrase ? `${phrase} again` : phrase;
      const updateStep = plan.find((s) => typeof s.update === 'string');
      if (updateStep) updateStep.fields = { ...(updateStep.fields as Obj), told: said };
      else {
        const key = ((action.inputs ?? []) as Obj[])[0]?.name;
        const list = Object.keys(((pkg.state as Obj).collections ?? {}) as Obj)[0] ?? 'items';
        plan.splice(plan.length - 1, 0, { update: list, key_value: `{{inputs.${String(key)}}}`, fields: { told: said } });
      }
    }
  }
  if (!told) return task;
  // The kept list shows what was told beside each row.
  for (const collection of Object.values(((pkg.state as Obj).collections ?? {}) as Record<string, Obj>)) collection.fields = { ...(collection.fields as Obj), told: 'string' };
  for (const view of (pkg.views ?? []) as Obj[]) for (const c of (view.components ?? []) as Obj[]) if (c.type === 'list' && typeof c.item === 'string') c.item = `${c.item} — {{item.told}}`;
  // A new version of the app (s15 shown15) lists the same rows, told words and all.
  const revisions = change === undefined && reference.A?.revisions ? Object.fromEntries(Object.entries(structuredClone(reference.A.revisions)).map(([k, next]) => {
    for (const collection of Object.values(((next.state as Obj | undefined)?.collections ?? {}) as Record<string, Obj>)) collection.fields = { ...(collection.fields as Obj), told: 'string' };
    for (const view of (next.views ?? []) as Obj[]) for (const c of (view.components ?? []) as Obj[]) if (c.type === 'list' && typeof c.item === 'string') c.item = `${c.item} — {{item.told}}`;
    return [k, next];
  })) : undefined;

  const episodes = task.episodes.map((episode) => {
    const tells = found.get(episode.id) ?? [];
    if (tells.length === 0) return episode;
    const assertions = episode.assertions ?? [];
    const shown = assertions.find((a) => a.type === 'visible_result_grounded');
    if (!shown || shown.type !== 'visible_result_grounded') throw new Error(`${task.id}: ${episode.id} shows nothing to tell ${tells.map((t) => t.api).join(', ')} beside`);
    const values = (episode.values ?? {}) as Record<string, Typed>;
    // One check per list: a payment and its emailed receipt to the same person name them once.
    const index = task.episodes.indexOf(episode);
    const words = userWords({ apps: task.apps, episodes: task.episodes.map((e) => ({ slot: e.slot, message: e.message, requirement: e.requirement, values: e.values ?? {} })) }, index);
    // The told record's own name (an alarm's time) where the user said it; else the step's main record.
    const valueOf = (f: Found): { value: string | number; because?: string } => {
      const name = f.main ? undefined : namedInput(f);
      const typed = name === undefined ? undefined : typedInto(name, values);
      const check = typeof typed === 'string' || typeof typed === 'number' ? (withBecause({ type: 'visible_result_grounded', value: typed } as { type: string; value: string | number; because?: string }, words) as { value: string | number; because?: string } | undefined) : undefined;
      return check?.because ? { value: check.value as string | number, because: check.because } : { value: shown.value as string | number, ...(shown.because ? { because: shown.because } : {}) };
    };
    const late = (f: Found): boolean => f.main && f.tell.always === 'beside';
    // The plain words of a thing done ("saved", "added", "done"), told of a record only beside a value
    // the user gave it (its dictated text, who it went to, its time): the step's records share them (s16 told4).
    const near = (f: Found, state: readonly string[]): { state_near?: { words: string[]; values: (string | number)[] } } => {
      if (f.main || SENT.has(f.api)) return {};
      const typed = [...heldInputs(f), ...(namedInput(f) ? [namedInput(f) as string] : [])].map((n) => typedInto(n, values)).filter((v): v is string | number => (typeof v === 'string' || typeof v === 'number') && String(v).trim() !== '');
      const people = f.tell.detail?.kind === 'to' ? detailLists(f, values).flat() : [];
      const vals = [...new Map([...typed, ...people].map((v) => [String(v).toLowerCase(), v])).values()];
      const words = (f.tell.near ?? DONE_WORDS).filter((w) => !state.some((s) => s.toLowerCase() === w));
      return vals.length > 0 && words.length > 0 ? { state_near: { words, values: vals } } : {};
    };
    // s20 (s20-Z3-f1): the user's own noun for what the email carries ("email her the receipt", "mail a
    // confirmation") tells it too (Reading 4), where they said it: "sent her the receipt".
    const usersNouns = (f: Found): string[] => (f.api === 'gmail.send_email' ? ['receipt', 'confirmation'].filter((w) => new RegExp(`\\b${w}s?\\b`, 'i').test(episode.message ?? '')) : []);
    // s23 (s23-s12-f1): words another call of the step says of itself too count only beside this call's own values.
    const captures: Record<string, CaptureSpec> = {};
    const happened = (f: Found): { state: string[]; state_near?: Near } => {
      const typedArg = f.tell.argWords ? inputRefs(first(f.args[f.tell.argWords.arg])).map((r) => typedInto(r, values)).find((v): v is string => typeof v === 'string' && v.trim() !== '') : undefined;
      const argSaid = typedArg === undefined ? [] : (f.tell.argWords?.words(typedArg) ?? []);
      const apart = sharedApart(f, [...ownWords(f, tells), ...usersNouns(f), ...argSaid], values, episode.id, `${episode.message ?? ''}\n${task.apps.find((a) => a.slot === (episode.slot ?? 'A'))?.intention ?? ''}`);
      if (apart.capture) captures[apart.capture[0]] = apart.capture[1];
      const told = apart.state_near ? { state: apart.state, state_near: apart.state_near } : { state: apart.state, ...near(f, ownWords(f, tells)) };
      return nearOwnOf(f, told);
    };
    // s25 words: the words any record of the step says, beside this record's own values only.
    const nearOwnOf = (f: Found, told: { state: string[]; state_near?: Near }): { state: string[]; state_near?: Near } => {
      const spec = f.tell.nearOwn;
      if (!spec || f.main) return told;
      const moved = told.state.filter((w) => spec.words.includes(w.toLowerCase()));
      if (moved.length === 0) return told;
      const typedOf = (arg: string): string[] => inputRefs(first(f.args[arg])).map((r) => typedInto(r, values)).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
      const own: (string | number)[] = [];
      // The person invited, named inside the phrase ("Added Marcus", "Marcus added", "Members: Marcus"):
      // the text to the same person names them on the project's line too (q3-slides-project s24-d2-f1).
      if (spec.arg !== undefined) {
        const people = typedOf(spec.arg).flatMap(personWords).filter((p) => /\p{L}/u.test(p));
        if (people.length === 0) return told;
        // s33 kit (s32-d0-f3..f6, new-flat-group s32-re1-f1): the person now in it ("Maya Reyes is now in Garden
        // Club", "Sofia Silva is in Maple Court 3F now", "Maple Court 3F now includes Sofia Silva").
        const phrases = people.flatMap((p) => [`added ${p}`, `${p} added`, `member: ${p}`, `members: ${p}`, `${p} (member)`, `${p} as a member`, `${p} as member`, `added as a member: ${p}`,
          `${p} is now in`, `${p} now in`, `${p} is in`, `${p} is now part of`, `${p} now part of`, `${p} is part of`, `${p} in the group`, `${p} is now a member`, `${p} now a member`, `${p} is a member`, `includes ${p}`, `including ${p}`,
          // s34 forms (new-flat-group s32-re1-f1): "Sofia Silva has been added", "Sofia Silva joins Maple Court 3F".
          `${p} has been added`, `${p} was added`, `${p} joins`, `${p} has joined`,
          ...(spec.lists ?? []).map((w) => `${w} ${p}`)]);
        return { ...told, state: [...told.state.filter((w) => !moved.includes(w)), ...phrases] };
      }
      if (spec.file === true) {
        const typed = f.tell.detail?.kind === 'path' ? typedOf(f.tell.detail.arg) : [];
        own.push(...typed.flatMap(pathWords));
        // The user's own name for the file ("write the itinerary file": "itinerary created", s15 words3).
        const said = `${episode.message ?? ''}\n${task.apps.find((x) => x.slot === (episode.slot ?? 'A'))?.intention ?? ''}`;
        own.push(...[...said.matchAll(/\b([A-Za-z][A-Za-z-]{2,})\s+files?\b/g)].map((m) => (m[1] as string).toLowerCase()).filter((w) => !['the', 'new', 'text', 'this', 'that', 'your', 'one', 'any', 'each', 'own', 'same', 'another', 'other'].includes(w)));
        // The new file's path as the app wrote it, where the step makes it (a file written over keeps its path in no new row).
        if (typed.length === 0 && episode.id === 'create') {
          const name = `told_files_${episode.id.replace(/[^A-Za-z0-9]/g, '_')}`;
          captures[name] = { from: 'inserted', app: 'file_system', table: 'files', field: 'path', where: {} };
          own.push(`$${name}`);
        }
      }
      if (own.length === 0) return told;
      const near = told.state_near;
      const besideOwn = [...new Set([...(near?.values ?? []), ...own])];
      const words = [...new Set([...(near?.words ?? []), ...moved])];
      return { state: told.state.filter((w) => !moved.includes(w)), state_near: { words, values: besideOwn } };
    };
    const lists = [...new Map(tells.flatMap((f) => [...((f.main && !toldAlways(f)) || late(f) ? [] : [{ ...valueOf(f), ...happened(f), note: `${TOLD_NOTE} ${f.api}, what happened` }]), ...(f.tell.detail?.kind === 'path' ? [] : detailLists(f, values)).map((state) => ({ ...valueOf(f), state, note: `${TOLD_NOTE} ${f.api}, ${f.tell.detail?.kind === 'to' ? 'to whom' : f.tell.detail?.kind === 'until' ? 'until when' : f.tell.detail?.kind === 'path' ? 'where to' : 'on which days'}` }))]).map((l) => [JSON.stringify(l.state.map((w) => w.toLowerCase())), l])).values()];
    // What the user dictated for a told record to hold (a tag, a dose), where no check of the step shows it yet.
    const heldLists = [...new Map(tells.flatMap((f) => heldToTell(f, episode).flatMap((name) => {
      const typed = String(typedInto(name, values));
      const isTag = (f.tell.holds ?? []).some((arg) => arg === 'tags' && inputRefs(JSON.stringify(f.args[arg] ?? '')).includes(name));
      // A thing sought by the user's words ("jigsaw puzzle") is shown by any of them (the product "1000-Piece Jigsaw Puzzle").
      const isSought = f.searched.some((args) => inputRefs(JSON.stringify(args.query ?? '')).includes(name));
      const forms = isSought ? [String(typed), ...String(typed).split(/\s+/).filter((w) => w.length >= 4 && w.toLowerCase() !== String(typed).toLowerCase())] : [String(typed)];
      return [[String(typed).toLowerCase(), { ...valueOf(f), state: isTag ? [String(typed), `#${String(typed)}`] : forms, note: `${TOLD_NOTE} ${f.api}, what it holds` }] as const];
    }))).values()];
    lists.push(...heldLists);
    // A followed draft told as drafted, after the checks that were there before it (their ids stay).
    const lateLists = tells.filter((f) => late(f) && toldAlways(f)).map((f) => ({ ...valueOf(f), state: ownWords(f, tells), note: `${TOLD_NOTE} ${f.api}, what happened` }));
    lists.push(...lateLists.filter((l) => !lists.some((o) => JSON.stringify(o.state.map((w) => w.toLowerCase())) === JSON.stringify(l.state.map((w) => w.toLowerCase())))));
    // What s15 newly tells comes after the checks that were there before it (their ids stay).
    const isNew = (l: { note: string }): boolean => [...NEWLY_TOLD].some((api) => l.note.startsWith(`${TOLD_NOTE} ${api},`));
    lists.sort((x, y) => Number(isNew(x)) - Number(isNew(y)));
    let n = nextNumber(assertions);
    // s26 (sunday-jazz-alarm s26-d1a-f5): a day said inside a typed title ("Lazy Sunday") tells no
    // day of the alarm; the day check reads the line with such titles masked.
    const daysApart = (l: { note: string; state: readonly string[] }): { state_apart?: string[] } => {
      if (!l.note.endsWith('on which days')) return {};
      // Not the typed days themselves ("saturday, sunday"; s26-d2b-f1, f3, f6): only a text with other words.
      const daysOnly = (v: string): boolean => v.toLowerCase().split(/[\s,;&/]+/).filter((w) => w !== '' && w !== 'and' && w !== 'to').every((w) => (DAY_NAMES as readonly string[]).includes(w) || l.state.some((s) => s.toLowerCase() === w));
      const titles = Object.values(values).filter((v): v is string => typeof v === 'string' && !daysOnly(v) && l.state.some((w) => textShows(v, w, 'normalized')));
      return titles.length > 0 ? { state_apart: [...new Set(titles)] } : {};
    };
    const added = lists.map((l) => ({ id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`, type: 'visible_result_grounded' as const, note: l.note, value: l.value, match: 'normalized' as const, ...(l.because ? { because: l.because } : {}), state: l.state, ...daysApart(l), ...nearOf(l) }) satisfies Spec & { id: string });
    // Where a file went is a value of the file written (its path, or its name in it): looked for as
    // such, in any of its forms, not as a word beside the main record (a path is one identifier).
    // Only where the file is new: a file written over keeps its path in no changed record.
    const paths = [...new Map(tells.filter(() => episode.id === 'create').flatMap((f) => detailLists(f, values).filter(() => f.tell.detail?.kind === 'path').map((forms) => [forms[0] as string, { forms, api: f.api }] as const))).values()];
    const placed = paths.map(({ forms, api }) => ({ id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`, type: 'visible_result_grounded' as const, note: `${TOLD_NOTE} ${api}, where to`, value: forms[0] as string, ...(forms.length > 1 ? { or: forms.slice(1) } : {}), match: 'normalized' as const, because: forms[0] as string }) satisfies Spec & { id: string });
    return { ...episode, ...(Object.keys(captures).length > 0 ? { captures: { ...(episode.captures ?? {}), ...captures } } : {}), assertions: [...assertions, ...added, ...placed] };
  });
  return { ...task, episodes, reference: { ...reference, A: { ...reference.A, package: pkg, ...(revisions ? { revisions } : {}) } } as TaskInput['reference'] };
}
