/**
 * A word for what was done where every value shown could come from a read (issue #30, rubric
 * `fidelity/2`, Reading 2). A step that calls someone, forwards a thread, files it under a label,
 * saves an attachment, shares a note, adds a member, queues a song, requests or settles money,
 * records a payment, appends to a log, assigns, moves or invites shows on screen only values the
 * app could have merely read (the contact it looked up, the thread's subject, the expense the
 * request is for, the song the search found). Its visible check now also asks for a word of the
 * action, any one of a list, on a line the action changed (`visible_result_grounded.state`), so
 * an app that shows the looked-up thing and never says it acted fails.
 *
 * The lists are chosen by the write call the step's reference makes (`ACTION_WORDS` names them by
 * what the call does; a builder passes the list of the call its step expects). Each holds the
 * word the reference's kept row says (the value-only controls render that row), the service's
 * own status words and the users' own verbs (Reading 4: "relay", "grab", "lend", "queue",
 * "file", "hand off", "put in", "square up"), never only our phrasing. Words a read alone puts on screen are
 * left out: "owes" (the expense a request is for says it), "paid" (the Venmo payment a Splitwise
 * record copies says it), bare "call" (a call log's entries are "call 123").
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { ownName, recordName } from './record-names.ts';
import { STATE_WORDS } from './state-words.ts';

export const ACTION_WORDS = {
  /** A call placed (phone.make_call); "outgoing" is the call log's own word. */
  called: ['called', 'calling', 'call placed', 'call made', 'call started', 'dialled', 'dialed', 'dialling', 'dialing', 'rang', 'ringing', 'rung', 'phoned', 'phoning', 'outgoing', 'called back', 'rang back', 'calling back', 'ringing back'],
  /** A thread or email forwarded (gmail.forward_email_thread, gmail.forward_email): the users say forward, send on, relay, pass. */
  forwarded: ['forwarded', 'forward', 'forwarding', 'fwd', 'sent on', 'send', 'sent', 'passed on', 'passed', 'pass', 'relayed', 'relay'],
  /** A thread filed under a label (gmail.label_thread): the users say file it, put it under. */
  // s21 (marathon-label-note s21-r2-f1): "put … in", "added … to the label".
  // s28 words (wedding-label s28-s202-f1): "Label X applied to …", "… now has the label X".
  threadFiled: ['filed', 'file', 'filed under', 'labelled', 'labeled', 'label added', 'label set', 'tagged', 'under', 'put under', 'moved', 'put', 'added to', 'added', 'applied', 'label applied', 'now has the label', 'now labelled', 'now labeled'],
  /**
   * A label made (gmail.create_label): its name alone could come from a thread the app read
   * ("Marathon training plan" holds "training"), so that it was made is said too (s10 shown10).
   */
  // s28 words (wedding-label s28-s202-f1): "Saved the label Wedding", "Label saved: Wedding".
  labelMade: ['created', 'create', 'label created', 'made', 'make', 'label made', 'new label', 'added', 'label added', 'set up', 'now exists', 'ready', 'saved', 'label saved'],
  /** An attachment saved to the file system (gmail.download_attachment): the users say save, grab, keep. */
  attachmentSaved: ['saved', 'save', 'downloaded', 'download', 'in downloads', 'to downloads', 'in your downloads', 'stored', 'kept', 'keep', 'grabbed', 'grab'],
  /** A note shared with someone (simple_note.share_note): the users say share, lend. */
  noteShared: ['shared', 'share', 'sharing', 'shared with', 'lent', 'lend', 'collaborator', 'invited', 'has access', 'access', 'read access', 'edit access', 'can read', 'able to read', 'can now see', 'can now read', 'can now edit'],
  /** A member added to a Splitwise group (splitwise.add_member_to_group). */
  memberAdded: ['added', 'add', 'joined', 'member added', 'new member', 'now a member', 'now in', 'in the group', 'welcomed', 'invited', 'put in', 'put into', 'put'],
  /** A song put in the play queue (spotify.add_to_queue). */
  // s33 (s33-s262-f6): not the bare noun "queue" ("Queue unchanged", "Your queue").
  queued: ['queued', 'up next', 'next up', 'play next', 'playing next', 'plays next', 'in the queue', 'in your queue', 'added to the queue', 'added to queue', 'in queue', 'lined up'],
  /** A to-do assigned to someone (todoist.assign_or_unassign_task): the users say hand off, give, assign. */
  assigned: ['assigned', 'assign', 'assigned to', 'handed off', 'handed over', 'hand off', 'handed', 'delegated', 'given to', 'now with', 'responsible'],
  /** A to-do moved into a project (todoist.move_task): the users say file, move, sort. */
  // s33 (s33-s262-f9): not a bare "sort" ("sort later", "Sort X into a project?"); "sorted" tells it.
  movedTo: ['moved', 'move', 'filed', 'file', 'filed into', 'filed under', 'moved to', 'moved into', 'now in', 'sorted', 'sorted into', 'put in', 'put into'],
  /** Someone invited to a project (todoist.send_project_invite). */
  invited: ['invited', 'invite', 'invitation', 'invitation sent', 'invite sent', 'asked to join', 'shared with', 'added', 'collaborator'],
  /** Money requested on Venmo (venmo.create_payment_request): the users say request, ask. Not "owes": the expense the request is for says it. */
  requested: ['requested', 'request', 'request sent', 'payment request', 'asked for', 'asked', 'ask', 'charged', 'billed', 'bill', 'collect', 'collecting'],
  /** Everything owed paid back on Splitwise (splitwise.settle_up). */
  settled: ['settled', 'settle', 'settled up', 'squared up', 'squared', 'square', 'all square', 'paid', 'paid back', 'repaid', 'paid off', 'payment recorded', 'recorded', 'cleared', 'clear', 'balance cleared'],
  /** A payment made elsewhere recorded on Splitwise (splitwise.record_payment). Not "paid": the payment it copies says it. */
  paymentRecorded: ['recorded', 'record', 'logged', 'log', 'settled', 'settle', 'settled up', 'balance updated', 'marked paid', 'marked as paid', 'in splitwise', 'on splitwise', 'to splitwise', 'synced', 'noted'],
  /** s30 (lunch-debt-venmo s27-w2-f10): Splitwise named as where the payment went, beside Venmo too ("on Venmo and Splitwise", "Venmo ✓ Splitwise ✓"). */
  paymentOnSplitwise: ['via splitwise', 'and splitwise', 'with splitwise', 'through splitwise', 'into splitwise', 'splitwise too', 'splitwise as well', 'splitwise: paid', 'splitwise: payment', 'splitwise: sent', 'splitwise: repaid', 'splitwise ✓', 'splitwise ✔', '+ splitwise', 'splitwise payment added', 'added splitwise payment', 'added a splitwise payment'],
  /** A line appended to a log file (file_system.append_to_file): the users say append, add, log. */
  appended: ['appended', 'append', 'added', 'add', 'logged', 'log', 'written', 'wrote', 'recorded', 'tallied', 'entered', 'in the log', 'to the log', 'in the file', 'to the file', 'saved'],
  /** A text sent to a contact looked up by name (phone.send_text_message): the users say "text her". */
  textedFriend: ['texted', 'text sent', 'sent a text', 'sent them a text', 'sent her a text', 'sent him a text', 'text message sent', 'sms sent', 'message sent', 'messaged', 'text'],
  /**
   * A record added to a service (the shared world's A apps): its name alone is also on the older
   * look-alike the world holds ("Plant watering bot (old)"), so that it was added is said too
   * (Reading 2, s11 text11). The services' own verbs for adding count: paid, requested, logged.
   */
  added: ['added', 'add', 'created', 'create', 'new', 'made', 'saved', 'save', 'set up', 'started', 'logged', 'recorded', 'requested', 'paid', 'sent', 'kept'],
  /** A voicemail marked heard beside another action (phone.mark_voice_message_listened). */
  heard: STATE_WORDS.listened,
} as const satisfies Record<string, readonly string[]>;

/**
 * s31 labels (s30-e0-f1..f4, s30-e1-f1..f4): "now carries"/"now has the" tell a thread filed only with the label itself
 * after them; the label as the thread's field or ticked ("Label: Apartment", "Labels: Apartment, Inbox", "Apartment ✓").
 */
// s33 vocab (ski-trip-label s31-d0-f1): the thread sent to the label by an arrow ("X → Ski Weekend"), the label named as the
// thread's ("X — label Ski Weekend"), or the label's contents listing it ("Ski Weekend label: X", "Ski Weekend: X"); the
// checker voids them where the label alone was made, nothing is held, or the thread is said not filed (labels.ts).
export const threadFiledAs = (label: string): string[] => [`now carries ${label}`, `now carries the ${label}`, `now has the ${label}`, `now has ${label}`, `now in ${label}`, `label: ${label}`, `labels: ${label}`, `${label} ✓`, `${label} now holds`, `${label}" now holds`, `${label}” now holds`, `→ ${label}`, `-> ${label}`, `label ${label}`, `${label} label:`, `${label}:`];

/** One step's action told: the episode, the value its visible check shows (first stateless check where omitted), the words. */
export interface ActionShown {
  episode: string;
  value?: string | number;
  words: readonly string[];
}

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** The next free assertion number of an episode (ids are `episode.NN.type`). */
const nextNumber = (assertions: readonly { id?: string }[]): number => Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;

/**
 * The task with each step's visible check asking for a word of what the step did. Where the check
 * already asks for a state of its own (a voicemail "saved as a note"), a copy of it asks for this
 * one too, under a new id; else the check itself grows. Reopen checks are left as they are (a
 * call, a request or a share is news once: Reading 1).
 */
export function withActionWords(task: TaskInput, acts: readonly ActionShown[]): TaskInput {
  return {
    ...task,
    episodes: task.episodes.map((episode, index) => {
      const wanted = acts.filter((a) => a.episode === episode.id);
      if (wanted.length === 0) return episode;
      let assertions = [...(episode.assertions ?? [])];
      for (const act of wanted) {
        // An id the check gave way to the record's name is looked for by that name.
        const names = typeof act.value === 'string' && act.value.startsWith('$') ? [ownName(task.episodes, index, act.value), recordName(task.episodes, index, act.value)] : [];
        const shows = (a: Assertion): boolean => {
          if (a.type !== 'visible_result_grounded') return false;
          if (act.value === undefined) return !a.state;
          const forms = [a.value, ...(a.or ?? [])];
          return forms.includes(act.value) || names.some((n) => n !== undefined && forms.includes(n)) || (a.because !== undefined && a.because === String(act.value));
        };
        const at = assertions.findIndex((a) => shows(a) && a.type === 'visible_result_grounded' && !a.state);
        const any = at >= 0 ? at : assertions.findIndex(shows);
        if (any < 0) throw new Error(`${task.id}: episode ${episode.id} has no visible check of ${JSON.stringify(act.value ?? 'its result')} to ask for a word of the action`);
        const check = assertions[any] as Extract<Assertion, { type: 'visible_result_grounded' }>;
        if (!check.state) {
          assertions[any] = { ...check, state: [...act.words] };
          continue;
        }
        const id = `${episode.id}.${String(nextNumber(assertions)).padStart(2, '0')}.visible_result_grounded`;
        assertions = [...assertions, { ...check, id, state: [...act.words] }];
      }
      return { ...episode, assertions };
    }),
  };
}

/** `withActionWords` over the tasks a builder made from case rows: each task's steps are read from its own row, found by the task's id. */
export function withCaseActions<C extends { id: string }>(tasks: readonly TaskInput[], rows: readonly C[], acts: (c: C) => readonly ActionShown[]): TaskInput[] {
  return tasks.map((t) => {
    const c = rows.find((r) => r.id === t.id);
    if (!c) throw new Error(`${t.id}: no case row`);
    return withActionWords(t, acts(c));
  });
}
