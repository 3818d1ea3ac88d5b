/**
 * The user's own verb for a state change (issue #30, rubric fidelity/2 Reading 4): a state check
 * (`visible_result_grounded.state`, `persisted_visible.state`) accepts the verb the user used for
 * the change — in the episode's message or in the app's intention ("pull it out", "vetoed ones",
 * "prune tracks", "put it back on the shelf") — beside the words any app would use.
 *
 * A verb counts only where the user said it, and only for a state of its own side: a word of
 * taking out joins a list of a thing gone (its list holds "removed", "deleted", "unliked", …), a
 * word of bringing back joins a list of a thing back (its list holds "added", "saved", "liked",
 * "restored"). A list of neither side, or of both, is left as it is; so an app that shows the
 * opposite state still fails.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRow } from './fixture.ts';

type Side = 'out' | 'back';

interface UsersVerb {
  /** The verb as the user says it, in any of its forms. */
  said: RegExp;
  /** The forms an app answering in those words shows. */
  forms: readonly string[];
  side: Side;
}

/** Within one clause: "take Runway out", "put it back on the shelf". */
const CLAUSE = '[^.;,!?]{0,40}';

export const USERS_VERBS: readonly UsersVerb[] = [
  // s16 words3: "pull one back out by its trash entry" brings a thing back (PULLED_BACK), not out.
  { said: new RegExp(`\\bpull(s|ed|ing)?\\b(?!${CLAUSE}\\bback\\s+(out|in|into)\\b)`), forms: ['pulled', 'pull', 'pulling', 'pulled out', 'pull out'], side: 'out' },
  { said: /\bprun(e|es|ed|ing)\b/, forms: ['pruned', 'prune', 'pruning'], side: 'out' },
  { said: /\btrim(s|med|ming)?\b/, forms: ['trimmed', 'trim', 'trimming'], side: 'out' },
  { said: /\bveto(es|ed|ing)?\b/, forms: ['vetoed', 'veto'], side: 'out' },
  { said: /\bdrop(s|ped|ping)?\b/, forms: ['dropped', 'drop', 'dropping'], side: 'out' },
  { said: /\bremov(e|es|ed|ing)\b/, forms: ['removed', 'remove', 'removing'], side: 'out' },
  { said: /\bditch(es|ed|ing)?\b/, forms: ['ditched', 'ditch'], side: 'out' },
  { said: /\bpeel(s|ed|ing)?\b/, forms: ['peeled off', 'peeled', 'peel off', 'peel'], side: 'out' },
  { said: /\bclear(s|ed|ing)?\b/, forms: ['cleared', 'clear'], side: 'out' },
  { said: new RegExp(`\\b(take|takes|taking|took|taken)\\b${CLAUSE}\\b(out|off)\\b`), forms: ['taken out', 'took out', 'take out', 'taken off', 'took off', 'take off'], side: 'out' },
  // Session 11 (verbs11): every taking-out verb the users of the suite say, in its done form
  // first; a bare form only where no button or error of an app would show it on its own.
  { said: /\b(get|gets|getting|got|gotten)\s+rid\b/, forms: ['got rid of', 'get rid of', 'gotten rid of', 'rid of'], side: 'out' },
  { said: /\bscrap(s|ped|ping)?\b/, forms: ['scrapped', 'scrap'], side: 'out' },
  { said: /\bkill(s|ed|ing)?\b/, forms: ['killed', 'kill'], side: 'out' },
  { said: /\b(strike|strikes|struck|striking)\b/, forms: ['struck off', 'struck out', 'struck', 'stricken'], side: 'out' },
  { said: new RegExp(`\\bcross(es|ed|ing)?\\b${CLAUSE}\\b(off|out)\\b`), forms: ['crossed off', 'crossed out'], side: 'out' },
  { said: /\bnix(es|ed|ing)?\b/, forms: ['nixed', 'nix'], side: 'out' },
  { said: /\bax(e|es|ed|ing)\b/, forms: ['axed'], side: 'out' },
  { said: /\btoss(es|ed|ing)?\b/, forms: ['tossed'], side: 'out' },
  { said: /\bdump(s|ed|ing)?\b/, forms: ['dumped'], side: 'out' },
  { said: /\bdelet(e|es|ed|ing)\b/, forms: ['deleted'], side: 'out' },
  { said: /\beras(e|es|ed|ing)\b/, forms: ['erased'], side: 'out' },
  { said: /\bwip(e|es|ed|ing)\b/, forms: ['wiped'], side: 'out' },
  { said: /\bpurg(e|es|ed|ing)\b/, forms: ['purged'], side: 'out' },
  { said: /\bcancel(s|led|ed|ling|ing)?\b/, forms: ['cancelled', 'canceled'], side: 'out' },
  { said: new RegExp(`\\b(call|calls|called|calling)\\b${CLAUSE}\\boff\\b`), forms: ['called off'], side: 'out' },
  { said: /\bstop(s|ped|ping)?\b/, forms: ['stopped'], side: 'out' },
  { said: /\bwithdr(aw|aws|awn|ew|awing)\b/, forms: ['withdrawn', 'withdrew'], side: 'out' },
  { said: new RegExp(`\\b(turn|turns|turned|turning|switch|switches|switched|switching)\\b${CLAUSE}\\boff\\b`), forms: ['turned off', 'switched off'], side: 'out' },
  { said: /\blift(s|ed|ing)?\b/, forms: ['lifted'], side: 'out' },
  { said: /\bcut(s|ting)?\b/, forms: ['cut'], side: 'out' },
  { said: /\bempt(y|ies|ied|ying)\b/, forms: ['emptied'], side: 'out' },
  // s16 words3: "a wake-up I can throw away if the trip is called off" (done forms only).
  { said: new RegExp(`\\b(throw|throws|threw|thrown|throwing)\\b${CLAUSE}\\baway\\b`), forms: ['thrown away', 'threw away'], side: 'out' },
  // s28 split (garden-next-season s27-p0-f12, queue-fix s27-na1-f12): "throw out whatever …", "knock a queue position out".
  { said: new RegExp(`\\b(throw|throws|threw|thrown|throwing)\\b${CLAUSE}\\bout\\b`), forms: ['thrown out', 'threw out'], side: 'out' },
  { said: new RegExp(`\\b(knock|knocks|knocked|knocking)\\b${CLAUSE}\\bout\\b`), forms: ['knocked out'], side: 'out' },
  // s19 (s19-S6-f1): "remove the bookmark later" — a like the user calls a bookmark.
  { said: new RegExp(`\\b(remov(e|es|ed|ing)|drop(s|ped|ping)?|clear(s|ed|ing)?)\\b${CLAUSE}\\bbookmarks?\\b|\\bunbookmark`), forms: ['unbookmarked', 'no longer bookmarked', 'bookmark removed', 'not bookmarked'], side: 'out' },
  { said: /\brestor(e|es|ed|ing)\b/, forms: ['restored', 'restore', 'restoring'], side: 'back' },
  { said: /\brescu(e|es|ed|ing)\b/, forms: ['rescued', 'rescue', 'rescuing'], side: 'back' },
  // "Move it out of spam": out of the place it was put, so back on the bringing-back side.
  { said: new RegExp(`\\b(move|moves|moved|moving|get|got|take|took|taken|bring|brought)\\b${CLAUSE}\\bout of (spam|junk|the spam|the junk|the trash|the bin)\\b`), forms: ['out of spam', 'out of junk', 'out of the spam', 'out of the trash', 'out of the bin', 'moved out'], side: 'back' },
  // s16 words3 (PULLED_BACK): "let me pull one back out by its trash entry".
  { said: new RegExp(`\\bpull(s|ed|ing)?\\b${CLAUSE}\\b(back\\s+out|out of (the )?(trash|bin))\\b`), forms: ['pulled back', 'pulled back out', 'back out of the trash', 'out of the trash', 'back out of the bin', 'out of the bin'], side: 'back' },
  { said: /\bre-?add(s|ed|ing)?\b/, forms: ['re-added', 're-add', 'readded', 'added back', 'back', 'restored'], side: 'back' },
  { said: new RegExp(`\\b(put|puts|putting|add|adds|adding|bring|brings|brought|get|got)\\b${CLAUSE}\\bback\\b(?!${CLAUSE}\\bout\\b)`), forms: ['back', 'put back', 'added back', 'brought back', 'back on', 'back in', 'restored'], side: 'back' },
];

/**
 * Verbs of taking a change back ("a like with an undo", "a way to take a like back", "revert
 * it"): they say no side of their own, only that the change reverses the record's earlier one. So
 * they join a state check only where an earlier episode of the same app told another state of the
 * same record (the same value): the like of that payment, then its undo — never the like of
 * another payment that follows.
 */
export const REVERSAL_VERBS: readonly { said: RegExp; forms: readonly string[]; ofMade?: true }[] = [
  { said: /\bund(o|oes|id|one|oing)\b/, forms: ['undone', 'undid'] },
  // s28 split (s27-p0-f11): taking back is also said of a record the user made ("add my own answer … and be
  // able to take it back"); an undo or a revert of a made record is ambiguous ("record, delete and undo-delete").
  { said: new RegExp(`\\b(take|takes|taking|took|taken)\\b${CLAUSE}\\bback\\b`), forms: ['taken back', 'took back'], ofMade: true },
  { said: /\brever(t|ts|ted|ting|se|ses|sed|sing)\b/, forms: ['reverted', 'reversed'] },
];

/**
 * Verbs of a change that has no side, joined where the state list already tells that change (a
 * word of it is an exact entry): "shift that to 07:15" for a snooze moved. (Money moved in or out
 * of Venmo has its own list per direction, which holds the users' verbs already: "top up", "cash
 * out", "load", "put … into".)
 */
export const CHANGE_VERBS: readonly { said: RegExp; forms: readonly string[]; joins: string | readonly string[] }[] = [
  { said: /\bshift(s|ed|ing)?\b/, forms: ['shifted'], joins: 'snoozed' },
  // s15 words: "have the payer pinged by text message" is the text sent (grill-tools-nudge).
  { said: /\bping(s|ed|ing)?\b/, forms: ['pinged'], joins: 'texted' },
  // s15 words: "star him as a favourite" joins a list that tells a star already; never "unstar",
  // "five-star" or the noun "stars" of a rating (a rating's "star it" joins no like).
  { said: /(?<![\p{L}-])star(red|ring)?\b(?!-)/u, forms: ['star', 'starred'], joins: 'starred' },
  { said: /\bpush(es|ed|ing)?\b[^.;,!?]{0,40}\b(back|to)\b/, forms: ['pushed back', 'pushed'], joins: 'snoozed' },
  // s24 made (Reading 4, the user's own verb in any inflection): "Hide Plumber coming Thursday
  // until …", "let me hide a Gmail thread" is a snooze told "Hid …", "Hiding …" (s23-s13-f2, s23-r3-f1).
  { said: /\b(hide|hides|hiding|hid|hidden)\b/, forms: ['hid', 'hidden', 'hiding'], joins: 'snoozed' },
  // "Tell my dad Noah by email", "warn her", "remind him": a message sent told in the user's verb
  // ("Told Dad about …", "Warned Chloe …"); never "tell me", the app telling the user.
  { said: /\b(tell|tells|telling|told)\b(?!\s+me\b)/, forms: ['told'], joins: ['emailed', 'texted', 'voice message'] },
  { said: /\bwarn(s|ed|ing)?\b/, forms: ['warned'], joins: ['emailed', 'texted', 'voice message'] },
  // s28 words (request-nudge-email s28-s201-f3): "Nudge him by email": "Nudged Omar about …". Only where the
  // clause names the message, so a Venmo reminder's nudge joins no email or text list.
  { said: /\bnudg(e|es|ed|ing)\b[^.;!?\n]{0,60}\be-?mail/, forms: ['nudged'], joins: 'emailed' },
  { said: /\bnudg(e|es|ed|ing)\b[^.;!?\n]{0,60}\b(text|sms)/, forms: ['nudged'], joins: 'texted' },
  // "Leave Sofia a voice message": "Voicemail left for Sofia …".
  { said: /\b(leave|leaves|leaving|left)\b[^.;,!?]{0,40}\b(voice\s*(message|note|memo|mail)s?|voicemails?|messages?)\b/, forms: ['left a voice message', 'left a voicemail', 'left a message', 'voicemail left', 'message left'], joins: 'voice message' }, // not bare 'left': "14 days left" (s24 D1, cousin-visit-voicemail)
  // "An app to start a return for a named item": "Started a return for …" (s23-s13-f1).
  { said: /\bstart(s|ed|ing)?\b[^.;,!?]{0,40}\breturns?\b/, forms: ['started a return', 'started return', 'started'], joins: 'return started' },
];

/** The forms of the user's side-less verbs in `text` for a list that tells their change. */
export function changeVerbs(text: string, words: readonly string[]): string[] {
  const said = text.toLowerCase();
  return CHANGE_VERBS.filter((v) => (typeof v.joins === 'string' ? [v.joins] : v.joins).some((j) => words.includes(j)) && v.said.test(said)).flatMap((v) => [...v.forms]);
}

/**
 * The user's own verb for making a record (s13 words13, Reading 4): "Log it and request her
 * share", "Record it", "save what the receipt said in a note". A told check of what a call did
 * (kit/told.ts, note `told: CALL, what happened`) accepts the done form of the verb the user said
 * for that call. A verb fits a call only where it is the service's own verb for it (Splitwise
 * records and logs an expense: `record_expense`), or where the user's clause names the thing the
 * call makes ("in a note", "to ~/…", "as a draft"): so "save the sitter as a friend" does not join
 * the note's check, and "log it" joins the expense's check, never the Venmo request's beside it.
 * Only done forms: a "Log" button beside the record does not say it was logged. (A note's and a
 * log file's lists hold the users' "log" already.)
 */
export const MAKING_VERBS: readonly { said: RegExp; forms: readonly string[]; calls: Readonly<Record<string, RegExp | true>>; made?: readonly string[] }[] = [
  {
    // s21 (vet-visit-text s21-r5-f1): "Track the chores … in Todoist": a to-do added is one tracked.
    // s22: also where the step's check names the to-do made (`made`), with no told note.
    said: /\btrack(s|ed|ing)?\b/,
    forms: ['tracked', 'tracking'],
    calls: { 'todoist.create_task': true },
    made: ['todoist.tasks'],
  },
  {
    // s22 (lake-photos-list-saver s21-r3-f1): "keep a copy in my photos folder": a file saved is one copied.
    said: /\bcop(y|ies|ied|ying)\b/,
    forms: ['copied', 'copy'],
    calls: { 'gmail.download_attachment': true, 'file_system.create_file': true, 'file_system.copy_file': true },
  },
  {
    // s22 (lake-photos-list-saver s21-r3-f1): "Put the attachment … into ~/photos/lake.txt".
    said: /\b(put|puts|putting)\b[^;,!?]{0,60}\b(into|in)\b/,
    forms: ['put', 'put into', 'put in'],
    calls: { 'gmail.download_attachment': true, 'file_system.create_file': true },
  },
  {
    said: /\blog(s|ged|ging)?\b/,
    // s15 words: an expense logged is one recorded, added or saved ("Expense recorded: …").
    forms: ['logged', 'recorded', 'added', 'saved'],
    calls: { 'splitwise.record_expense': true, 'splitwise.create_recurring_expense': true, 'splitwise.record_payment': true },
  },
  {
    said: /\brecord(s|ed|ing)?\b/,
    forms: ['recorded'],
    calls: { 'splitwise.record_expense': true, 'splitwise.create_recurring_expense': true, 'splitwise.record_payment': true },
  },
  {
    // s15 words2: "a matching Splitwise payment" is the user's own name for what the call makes;
    // "Splitwise payment 5572459 added" tells it in those words (with the done verb "added").
    // s15 words3: "writes that payment into Splitwise" names it the same way.
    said: /\bsplitwise payments?\b|\bpayments?\s+(into|in|on|to)\s+splitwise\b/,
    forms: ['splitwise payment', 'added'],
    calls: { 'splitwise.record_payment': true },
  },
  {
    // s15 words3: the user's "writes that payment into Splitwise" ("written into Splitwise").
    said: /\b(write|writes|writing|wrote|written)\b[^.;,!?]{0,40}\b(into|in|on|to)\s+splitwise\b/,
    forms: ['written', 'wrote', 'written into splitwise', 'into splitwise'],
    calls: { 'splitwise.record_payment': true },
  },
  {
    // s15 words3: "Ask Lucas Nguyen to collect my mail" where the email is the asking ("a polite
    // email asking them"): "Asked Lucas Nguyen to collect my mail" tells it was sent. Only the done
    // form, and only where the user's clause names the email the asking is.
    said: /\bask(s|ed|ing)?\b/,
    forms: ['asked'],
    calls: { 'gmail.send_email': /\be-?mails?\b/ },
  },
  {
    said: /\bsav(e|es|ed|ing)\b/,
    forms: ['saved'],
    calls: { 'simple_note.create_note': /\bnotes?\b/, 'simple_note.import_note_from_file': /\bnotes?\b/, 'file_system.create_file': /~\/|\bfile\b/, 'gmail.create_draft': /\bdrafts?\b/ },
  },
  {
    // s19 (s19-Z10-f1, s19-Z12-f1): "Save items to the Amazon wish list" — saved to it: bare "saved"
    // is also the draft's word where the step writes one ("Draft to Zoe saved: …"), so it is not.
    said: /\bsav(e|es|ed|ing)\b/,
    forms: ['saved to the wish list', 'saved to wish list', 'saved to your wish list', 'saved to my wish list', 'saved to the amazon wish list', 'saved to your amazon wish list', 'saved to my amazon wish list'],
    calls: { 'amazon.add_product_to_wish_list': /\bwish[- ]?lists?\b/ },
  },
];

/** The done forms of the user's making verbs in `text` that fit `call` (see MAKING_VERBS). */
export function makingVerbs(text: string, call: string): string[] {
  const clauses = text.toLowerCase().split(/[.;,!?\n]+/);
  return MAKING_VERBS.filter((v) => {
    const fit = v.calls[call];
    if (fit === undefined) return false;
    return clauses.some((clause) => v.said.test(clause) && (fit === true || fit.test(clause)));
  }).flatMap((v) => [...v.forms]);
}

/** The done forms of the user's making verbs in `text` that fit a record made in `table` (`app.table`). */
export function madeVerbs(text: string, table: string): string[] {
  const clauses = text.toLowerCase().split(/[.;,!?\n]+/);
  return MAKING_VERBS.filter((v) => v.made?.includes(table) === true && clauses.some((clause) => v.said.test(clause))).flatMap((v) => [...v.forms]);
}

/**
 * The user's own verb for getting a file out of an email ("Keep the attachment", "Grab the
 * attachment", "pull the attachment … into my downloads folder", "fetch it", "download it"), in its
 * done form (s25 files2; moved here from kit/regone.ts, whose log words of the saving use them).
 */
export const GETTING_VERBS: readonly { said: RegExp; forms: readonly string[] }[] = [
  { said: /\bkeep(s|ing)?\b|\bkept\b/, forms: ['kept'] },
  { said: /\bgrab(s|bed|bing)?\b/, forms: ['grabbed'] },
  { said: /\bpull(s|ed|ing)?\b/, forms: ['pulled'] },
  { said: /\bfetch(es|ed|ing)?\b/, forms: ['fetched'] },
  { said: /\bdownload(s|ed|ing)?\b/, forms: ['downloaded'] },
];

/** The done forms of the user's verbs for getting a file out of an email in `text`. */
export function gettingVerbs(text: string): string[] {
  const said = text.toLowerCase();
  return GETTING_VERBS.filter((v) => v.said.test(said)).flatMap((v) => [...v.forms]);
}

/** Whether the fixture holds an email attachment of this file name. */
export function fixtureAttachment(name: string): boolean {
  try {
    return fixtureRow<{ n: number }>('SELECT count(*) AS n FROM gmail_attachments WHERE lower(file_name) = lower(?)', name.slice(name.lastIndexOf('/') + 1)).n > 0;
  } catch {
    return false;
  }
}

/**
 * s26 attach2 (receipt-saver s26-d2e-f2): does the step's result check tell an email's attachment
 * saved as a file? Its told call is the download, or the step makes a file where the user speaks of
 * an attachment and the check shows the file by an attachment's own name (as kit/regone.ts finds it).
 */
function savesAttachment(value: unknown, call: string | undefined, inserted: readonly string[], text: string): boolean {
  if (call === 'gmail.download_attachment') return true;
  return call === undefined && inserted.includes('file_system.files') && /\battachments?\b/i.test(text) && typeof value === 'string' && /\.[a-z0-9]{1,5}$/i.test(value.trim()) && fixtureAttachment(value.trim());
}

/** The call a told check of what was done is about (kit/told.ts notes it). */
const toldCall = (note: unknown): string | undefined => (typeof note === 'string' ? /^told: ([a-z_]+\.[a-z_]+), what happened$/.exec(note)?.[1] : undefined);

/**
 * The call a case's own check of what was done is about, by its list (s15 words3): a payment's
 * "recorded … in splitwise" list tells a Splitwise payment made as the told one does.
 */
function listedCall(state: readonly string[]): string | undefined {
  return state.includes('recorded') && state.includes('in splitwise') ? 'splitwise.record_payment' : undefined;
}

/** Words that mark a state list's side (exact entries of the list). */
const OUT_MARKS = new Set(['removed', 'deleted', 'unliked', 'unsaved', 'unwrapped', 'unfollowed', 'unfollow', 'cancelled', 'unsnoozed', 'untagged', 'unpinned', 'unblocked', 'unlabeled', 'unshared', 'unfavourited', 'stopped', 'declined', 'unstarred']);
const BACK_MARKS = new Set(['added', 'saved', 'liked', 'restored', 'following', 'followed', 'starred']);

/** The side a state list tells, or none when it holds marks of neither or of both. */
export function sideOf(words: readonly string[]): Side | undefined {
  const out = words.some((w) => OUT_MARKS.has(w));
  const back = words.some((w) => BACK_MARKS.has(w));
  return out === back ? undefined : out ? 'out' : 'back';
}

/** The forms of the user's verbs in `text` for a state of `side`. */
export function usersVerbs(text: string, side: Side): string[] {
  const said = text.toLowerCase();
  return USERS_VERBS.filter((v) => v.side === side && v.said.test(said)).flatMap((v) => [...v.forms]);
}

/** The forms of the user's verbs of taking a change back in `text` (`ofMade`: of a record a step made). */
export function reversalVerbs(text: string, ofMade = false): string[] {
  const said = text.toLowerCase();
  return REVERSAL_VERBS.filter((v) => v.said.test(said) && (!ofMade || v.ofMade === true)).flatMap((v) => [...v.forms]);
}

/** Each state check of `task` also accepts the verbs its user said for that state. */
export function withUsersVerbs(task: TaskInput): TaskInput {
  const intention = (slot: string | undefined) => task.apps.find((a) => a.slot === (slot ?? 'A'))?.intention ?? '';
  // The states each record was told in so far, per app, by the value its check shows it by.
  const told = new Map<string, string>();
  const key = (slot: string | undefined, value: unknown) => `${slot ?? 'A'}\u0000${String(value)}`;
  return {
    ...task,
    episodes: task.episodes.map((episode) => {
      const text = `${episode.message ?? ''}\n${intention(episode.slot)}`;
      let grew = false;
      const madeHere = ((episode.assertions ?? []) as { type: string; op?: string }[]).some((c) => c.type === 'db_changed' && c.op === 'inserted');
      const assertions = (episode.assertions ?? []).map((a) => {
        // s28 split (answer-pan-colour s27-p0-f11): a record a step made and shows (its result check
        // has no state words) was told made, so "take it back" joins the later step that tells it gone.
        if (a.type === 'visible_result_grounded' && episode.stage !== 'reopen' && !Array.isArray(a.state) && madeHere && !told.has(key(episode.slot, a.value))) told.set(key(episode.slot, a.value), 'made');
        if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || !Array.isArray(a.state)) return a;
        const side = sideOf(a.state);
        // A reversal verb joins a step that tells another state of a record an earlier step told.
        const before = a.type === 'visible_result_grounded' && episode.stage !== 'reopen' ? told.get(key(episode.slot, a.value)) : undefined;
        if (a.type === 'visible_result_grounded' && episode.stage !== 'reopen') told.set(key(episode.slot, a.value), JSON.stringify(a.state));
        const reversal = before !== undefined && before !== JSON.stringify(a.state) ? reversalVerbs(text, before === 'made') : [];
        const change = changeVerbs(text, a.state);
        const call = a.type === 'visible_result_grounded' ? (toldCall(a.note) ?? listedCall(a.state)) : undefined;
        // Without a told call, a record the step makes (its inserted check) names what the verb made (s22).
        const inserted = ((episode.assertions ?? []) as { type: string; op?: string; app?: string; table?: string }[]).filter((c) => c.type === 'db_changed' && c.op === 'inserted').map((c) => `${c.app}.${c.table}`);
        const making = call ? makingVerbs(text, call) : side === 'back' && a.type === 'visible_result_grounded' ? inserted.flatMap((t) => madeVerbs(text, t)) : [];
        // s26 attach2 (s26-d2e-f2): an attachment saved is told in the user's verb for getting it, as its rename's log is.
        const got = a.type === 'visible_result_grounded' && episode.stage !== 'reopen' && savesAttachment(a.value, call, inserted, text) ? gettingVerbs(text) : [];
        if (!side && reversal.length === 0 && change.length === 0 && making.length === 0 && got.length === 0) return a;
        // s25 files2 (packing-list-mailer s25-d1-f1): a word the told check keeps to a line beside the
        // record's own values (`state_near`: "saved" beside the file's path) does not join it bare.
        // Only a file's told check: there the done words any record of the step says ("saved" of the
        // draft too) were moved to `state_near` on purpose (kit/told.ts `nearOwn`, s25 words).
        const nearOnly = new Set(call === 'file_system.create_file' ? ((a as { state_near?: { words?: string[] } }).state_near?.words ?? []).map((w) => w.toLowerCase()) : []);
        const extra = [...(side ? usersVerbs(text, side) : []), ...reversal, ...change, ...making, ...got].filter((w) => !a.state?.includes(w) && !nearOnly.has(w.toLowerCase()));
        if (extra.length === 0) return a;
        grew = true;
        return { ...a, state: [...a.state, ...new Set(extra)] };
      });
      return grew ? { ...episode, assertions } : episode;
    }),
  };
}
