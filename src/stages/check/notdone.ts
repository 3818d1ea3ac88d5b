/**
 * s32 notdone: one reading of a clause's status — done now, or only requested / pending / queued / refused /
 * waiting / full / in progress ("Moving X…") / possible ("should be added") / crossed ("Private ✗") / negated
 * ("no return made", "Private: no"). Shared by the value reading (failed.ts) and the state-word readings
 * (words2Undone under `unoffered`, `notNow`). Findings s31-p1-f1, s31-r0-f8, s31-p0-f1, s31-r1-f2…f19,
 * s31-r4-f1, f2, f9, s31-d3-f8, s31-p1-f1 (venmo).
 */

/** The vocabulary: a change that waits, was refused, or was only asked for. */
// s33 vocab (team-roadmap-share s32-re3-f1): a send stalled, kept in the outbox, to be retried, or with no signal.
const WAITS = String.raw`pending|queued|in (?:the )?queue|waiting|awaiting(?:\s+\p{L}+)?|in progress|on hold|paused|postponed(?:\s+until\s+[^,;()]+)?|deferred|delayed|retrying|will retry|(?:to be |will be )?retried|stalled|in (?:the |your )?outbox|no (?:signal|connection|network|service)|undelivered|unsent|held(?:\s+(?:up|back))?|skipped|sending later|not (?:yet )?(?:been )?(?:started|begun|made|done|saved|applied|synced|sent|created|imported|moved|changed|renamed|updated)(?:\s+yet)?`;
const REFUSED = String.raw`refused|declined|rejected|turned down`;
/** A retry or a send put off ("will retry later", "retry later", "will try again", "sending later", "will send later"). */
const RETRY = String.raw`(?:will\s+)?(?:retry|try\s+again)(?:\s+(?:later|soon|shortly|in\s+a\s+(?:bit|moment|while)))?|retrying(?:\s+later)?|(?:will\s+)?(?:sending|send)\s+later`;
const REQUESTED = String.raw`requested|asked for`;
/** A change named as a noun or verb: what waits. A text, a return, a request may also wait as their done state, so only the changes take "requested". */
// Not "shift": a night shift is a noun far more often than a move (s27-alarm shift-alarms "Night shift 22:00 — Paused: on").
// s33 duecard (s32-re2-f1): an untick, a re-tick is a change too ("untick is pending").
const CHANGES = String.raw`changes?|move|moves|update|updates|rename|renames|reschedul\p{L}*|push|edit|sync|import|transfer|un-?ticks?|un-?checks?|re-?ticks?|reword\p{L}*|rewrit\p{L}*`;
const SENDS = String.raw`text|texts|sms|message|send|return|note`;
const b = (alt: string): string => String.raw`(?<![\p{L}\p{N}])(?:${alt})(?![\p{L}\p{N}])`;
// s33 duecard (s32-re3-f1): a change only asked for ("asked to move it to June 13").
const CHANGE_WAITS = new RegExp(String.raw`${b(CHANGES)}.*${b(`${WAITS}|${REFUSED}|${REQUESTED}`)}|${b(`${WAITS}|${REFUSED}|${REQUESTED}`)}\s+(?:\p{L}+\s+)?${b(CHANGES)}|${b('asked|requested|request(?:ing)?')}\s+(?:\p{L}+\s+)?to\s+${b(CHANGES)}`, 'iu');
const SEND_WAITS = new RegExp(String.raw`${b(SENDS)}.*${b(`${WAITS}|${REFUSED}`)}`, 'iu');
/** A clause that is only a wait ("(pending)", "(sync pending)", "— update queued", ": not saved yet"). */
/** Alone, only the core waits: a bare "paused", "held", "on hold", "skipped", "delayed" is also a state of its own (an alarm paused). */
// s33 duecard (s32-re1-f2, f3, s32-re3-f2, s32-re2-f1): a retry, a send later, a wait of a sync or a save ("(will retry)",
// "retry later", "sending later", "(pending sync)") says the change has not gone through.
// s35 waits (re-probes s35-re0, s35-re1: concert-ticket-payback s31-p1-f1, grandpa-voicemail-followup and
// dad-garage-handoff s32-re1-f2/f3, passport-renewal-steps s32-re1-f2, home-renovation-chores s31-r2-f17): a change
// still in flight ("(sending)", "saving…", "syncing"), kept offline ("(offline, will sync)", "saved offline"), unsent,
// in the outbox, to be sent, a retry set for later ("retry scheduled"), or unconfirmed. Not "processing": an order's own status.
const IN_FLIGHT = String.raw`(?:sending|saving|updating|syncing|uploading|submitting|applying)(?:\s+(?:now|soon))?|(?:being|still)\s+(?:sent|saved|updated|synced|moved|applied)|(?:update|change|move|send)?\s*in\s+flight|will\s+be\s+(?:sent|saved|synced|applied)|(?:kept|stored|saved|held)\s+(?:offline|locally)|cached|tbc|to\s+be\s+confirmed|provisional(?:ly)?|📤|reverted|undone|rolled\s+back|(?:update|sync|send|change|move)\s+later|goes\s+out\s+later|syncs?\s+when\s+(?:online|connected)|(?:retry|resend)\s+(?:at|in)\s+[\p{N}:]+\s*(?:am|pm|min\p{L}*|h|hours?|seconds?)?|(?:re-?send|retry)\s+(?:planned|scheduled|queued|pending|set)|pencill?ed\s+in|under\s+review|offline(?:\s*,?\s*(?:will\s+sync|sync(?:ing)?\s+later))?|saved\s+offline|(?:will\s+)?sync\s+later|will\s+sync|unsynced|sync\s+pending|unsent|to\s+be\s+sent|(?:sitting\s+in\s+(?:the\s+|your\s+)?)?outbox`;
/** A value only unsettled: no change's flight, so a request's own "(unconfirmed)" is its own state. */
const UNSETTLED = String.raw`unconfirmed|not\s+(?:yet\s+)?confirmed|tentative`;
const CORE_WAITS = String.raw`pending|queued|waiting|awaiting(?:\s+\p{L}+)?|in progress|retrying|not (?:yet )?(?:been )?(?:saved|applied|synced|sent|moved|changed|renamed|updated|placed|ordered|purchased|submitted)(?:\s+yet)?|${RETRY}|stalled|in (?:the |your )?outbox|pending\s+(?:sync|save|upload|approval|confirmation|review)|${IN_FLIGHT}|${UNSETTLED}`;
/** A clause that is only a change in flight (no request's own wait): "(sending)", "(in outbox)", "not sent". */
const FLIGHT_ONLY = new RegExp(String.raw`^\s*(?:${IN_FLIGHT}|in (?:the |your )?outbox|not (?:yet )?(?:been )?sent(?:\s+yet)?|(?:will\s+)?(?:sending|send)\s+later)\s*(?:…|\.\.\.)?\s*[.!]?\s*$`, 'iu');
export const WAIT_ONLY = new RegExp(String.raw`^\s*(?:(?:(?:${CHANGES}|${SENDS})\s+)(?:${WAITS}|${REFUSED})|(?:${CORE_WAITS}))\s*(?:…|\.\.\.)?\s*[.!]?\s*$`, 'iu');
const CHANGE_AT = new RegExp(b(CHANGES), 'iu');
const WAIT_END = new RegExp(`${b(`${WAITS}|${REFUSED}|${REQUESTED}`)}\\s*[.!]?\\s*$`, 'iu');
/** A clause that is only the slot taken ("…; June 6 is full" after a bracket). */
const FULL_ONLY = /^\s*(?:(?:is|are|was|were)\s+(?:fully\s+|already\s+)?(?:full|booked(?:\s+up)?|taken|unavailable)|(?:has|have|had)\s+no\s+(?:room|space|slots?|openings?|availability)|(?:is\s+|was\s+)?not\s+available)\s*[.!]?\s*$/iu;
/** s33 duecard (s32-re3-f1): a request sent for a date ("Denver conference: June 13 (request sent)") only asks for the move; a request's own "request sent" (venmo) names no date. */
const REQUEST_SENT_ONLY = /^\s*request(?:ed)?\s+(?:sent|made|submitted)\s*[.!]?\s*$/iu;
const DATE_SAID = /(?<![\p{L}])(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?\s+\d{1,2}(?!\d)|\d{4}-\d{2}-\d{2}/iu;
/** The slot asked for is taken ("June 6 is full"). */
// "taken" before a particle is a phrasal verb ("your review was taken down"; s32-re0-f5), not a slot taken.
const FULL = /(?<![\p{L}])(?:(?:is|are|was|were)\s+(?:fully\s+|already\s+)?(?:full|booked(?:\s+up)?|taken(?!\s+(?:down|off|out|away|back|up|over|apart)(?![\p{L}]))|unavailable)|(?:has|have|had)\s+no\s+(?:room|space|slots?|openings?|availability)|(?:is\s+|was\s+)?not\s+available)(?![\p{L}])/iu;
/** Under way: a change's -ing first in its clause, or any -ing before an ellipsis ("Renaming X…", "importing…"). */
// Only with where it goes ("to", "into"): "Moving truck $150" is a thing (words15 moving-truck-split). Not a label or a name "Moving" alone, nor one a participle follows ("Moving label applied to X"; s31-labels house-label).
// s33 duecard (s31-r2-f11): "(postponing to 2023-06-06)", "delaying to", "deferring to" too.
const UNDER_WAY = /^\s*(?:moving|renaming|changing|updating|rescheduling|pushing|shifting|importing|syncing|applying|saving|postponing|delaying|deferring|bumping)\s+(?=[^,;:]*(?<![\p{L}])(?:to|into)(?![\p{L}]))(?![^,;:]*(?:\p{L}ed|\b(?:done|set|made))(?![\p{L}]))\S|\p{L}+ing\s*(?:…|\.\.\.)\s*$/iu;
/** Only possible or advised: a modal before "be" ("should be added", "can be added", "may become a favourite"). */
const MODAL = /(?<![\p{L}])(?:should|may|might|can|could|must|would|ought to|needs? to)\s+(?:now\s+|still\s+|also\s+)?(?:be|become|get)(?![\p{L}])/iu;
/** Not made ("no return made", "return not started"). */
const NOT_MADE = /(?<![\p{L}])no\s+(?:\p{L}+\s+){1,2}(?:made|started|created|done|sent|filed)(?![\p{L}])/iu;
/** For a value: a clause opening with "not" ("stays at $85, not $78"); a state word's own negation ("not snoozed") is read elsewhere. */
const NOT_VALUE = /^\s*(?:but\s+|and\s+)?not\s+(?!only\b)/iu;
/** The crosses and no-entry marks that say no ("✗", "❌"; s34 forms, venmo-private-payment s32-re1-f1: "🚫", "⛔", "❎", "⊗", "⨯"). */
const CROSS = '✗|✘|✖|✕|❌|×|❎|🚫|⛔|⊗|⨯';
/** A cross after the clause's word ("Private ✗", "Private 🚫"). */
const CROSSED = new RegExp(`(?:${CROSS})\\uFE0F?\\s*[.!]?\\s*$`, 'u');
/** A switch's label, whose answer is its state, not a no. */
const SWITCH_LABEL = /(?<![\p{L}])(?:on\s*[/-]\s*off|off\s*[/-]\s*on|toggle|switch)(?![\p{L}])/iu;
/** A field's answer saying no ("Private: no", "private: false", "Sharing: off"). */
export const ANSWER_NO = new RegExp(`^\\s*(?:no|false|off|none|n\\/a|${CROSS})\\uFE0F?\\s*[.!]?\\s*$`, 'iu');

/** Whether a clause (names already masked) tells its change not done now. */
export function notDoneClause(clause: string): boolean {
  return CHANGE_WAITS.test(clause) || SEND_WAITS.test(clause) || FULL.test(clause) || UNDER_WAY.test(clause) || MODAL.test(clause) || NOT_MADE.test(clause) || CROSSED.test(clause);
}

/** A record whose done state may be pending: a request, a return, an order, an invite, a transfer (s32: venmo request twins). */
const OWN_RECORD = /(?<![\p{L}])(?:requests?|returns?|orders?|refunds?|invit\p{L}*|transfers?)(?![\p{L}])/iu;
// s33 duecard (s32-re1-f2, f3): an hourglass after a clause is its wait ("→ June 6 ⏳").
// s35 waits (grandpa-voicemail-followup s32-re1-f2): a clock face or a stopwatch after a clause waits as an hourglass does ("🕒").
const MARKS = /([,;:()[\]—–·|•→⏳⌛⏱⏲\u{1F550}-\u{1F567}]|\s-\s|->|\s\/\s)/u;
const HOURGLASS = /^\s*[⏳⌛⏱⏲\u{1F550}-\u{1F567}]\s*$/u;
/** A value clause ending with "requested" or "asked for" ("June 13 requested", "(June 8 asked for)"): the value only asked for. */
// s34 forms (plumber-email-todo s31-r2-f7): a value only proposed or suggested ("(June 8 proposed)") is only asked for too.
const VALUE_REQUESTED = new RegExp(String.raw`\p{N}[^]*${b(`${REQUESTED}|proposed|suggested|offered|tentative|unconfirmed`)}\s*[.!]?\s*$|^\s*(?:maybe|perhaps|possibly|tentatively|proposed|suggested)\s+[^]*\p{N}`, 'iu');
/** s35 waits (plumber-email-todo s31-r2-f7): a label only asking, before a value's field ("(proposed: June 8)"). */
const ASKING_LABEL = /^\s*(?:proposed|suggested|requested|asked for|tentative|offered)\s*$/iu;
/** s34 forms (passport-renewal-steps s32-re1-f2, plumber-email-snooze s31-p1-f1): a value with a wait closing its clause ("June 12 in outbox", "07:15 queued"). */
// Only a value of a date, a time or an amount: an item's number ("item 3 is pending") is no value waiting (s32-s25).
const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\p{L}*\.?`;
const VALUE_SHAPE = String.raw`(?:\d{1,2}:\d{2}|\d{4}-\d{2}-\d{2}|[$€£]\s?\d|${MONTH}\s+\d{1,2}|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH})`;
const VALUE_WAITING = new RegExp(String.raw`${VALUE_SHAPE}[^]*\s(?:${CORE_WAITS})\s*(?:…|\.\.\.)?\s*[.!]?\s*$`, 'iu');
/** The minutes of a time the ":" split off ("07" ":" "15 queued"). */
const MINUTES_WAITING = new RegExp(String.raw`^\s*\d{2}(?![\p{N}])[^]*\s(?:${CORE_WAITS})\s*(?:…|\.\.\.)?\s*[.!]?\s*$`, 'iu');
// s33 vocab (concert-ticket-payback s31-p1-f1): a retry is of the change, never the record's own wait ("request: $78 (retrying)").
// s34 forms (concert-ticket-payback s31-p1-f1): a send put off or kept in the outbox is not the request's own wait either ("request: $78 (sending later)").
// s35 waits (concert-ticket-payback s31-p1-f1): nor is a change still in flight ("request: $78 (sending)", "(to be sent)").
const RETRY_WORD = new RegExp(String.raw`(?<![\p{L}])(?:retrying|retry|retried|stalled|(?:sending|send)\s+later|in\s+(?:the\s+|your\s+)?outbox|${IN_FLIGHT})(?![\p{L}])`, 'iu');
/**
 * `text` (names masked by the caller as they wish) with every clause not done now blanked by `blank`: the clause itself,
 * a clause a field's "no" answers ("Private: no"), and, before a clause that is only a wait or refusal
 * ("— June 6 (pending)", "(update queued)"), the sentence's clauses back to a ";".
 */
export function notDoneMasked(text: string, blank: (part: string) => string, ownWait = false, value = false): string {
  return text.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    const parts = sentence.split(MARKS);
    const void_ = parts.map((part, k) => k % 2 === 0 && (ownWait ? (FULL.test(part) || UNDER_WAY.test(part) || MODAL.test(part) || NOT_MADE.test(part) || CROSSED.test(part)) : notDoneClause(part)) || (k % 2 === 0 && value && NOT_VALUE.test(part)));
    for (let k = 0; k < parts.length; k += 2) {
      const next = parts[k + 2] ?? '';
      // An hourglass after the clause: it and the sentence's clauses before it back to a ";" wait.
      if (!ownWait && HOURGLASS.test(parts[k + 1] ?? '')) for (let j = k; j >= 0 && (parts[j + 1] ?? '').trim() !== ';'; j -= 2) void_[j] = true;
      if (!ownWait && value && VALUE_REQUESTED.test(parts[k] ?? '')) void_[k] = true;
      if (!ownWait && value && (parts[k - 1] ?? '').trim() === ':' && ASKING_LABEL.test(parts[k - 2] ?? '') && /\p{N}/u.test(parts[k] ?? '')) void_[k] = true;
      // Not a record's own wait ("request for $78 pending", "order 4411 pending"), unless a retry or a send put off.
      if (!ownWait && value && (VALUE_WAITING.test(parts[k] ?? '') || ((parts[k - 1] ?? '') === ':' && /\d\s*$/u.test(parts[k - 2] ?? '') && MINUTES_WAITING.test(parts[k] ?? ''))) && (!OWN_RECORD.test(parts.slice(0, k + 1).join('')) || CHANGE_AT.test(parts.slice(0, k + 1).join('')) || RETRY_WORD.test(parts[k] ?? ''))) void_[k] = true;
      if (!ownWait && k > 0 && REQUEST_SENT_ONLY.test(parts[k] ?? '') && DATE_SAID.test(parts.slice(0, k).join(''))) for (let j = k; j >= 0 && (parts[j + 1] ?? '').trim() !== ';'; j -= 2) void_[j] = true;
      // A change named here and waited on at a later clause's end ("change to May 19 (urgent) requested", "move X to June 14, email archived waiting").
      if (!ownWait && CHANGE_AT.test(parts[k] ?? '')) {
        for (let j = k + 2; j < parts.length && (parts[j - 1] ?? '').trim() !== ';'; j += 2) {
          if (WAIT_END.test(parts[j] ?? '')) { for (let i = k; i <= j; i += 2) void_[i] = true; break; }
        }
      }
      // Not a switch's own label ("On/Off: off" answers the switch, s29-nowb sunday-jazz-alarm).
      if ((parts[k + 1] ?? '').trim() === ':' && ANSWER_NO.test(next) && !SWITCH_LABEL.test(parts[k] ?? '')) void_[k] = true;
      // A record whose own done state waits, named before with no change ("$18 for Book club dues (request 8761298, pending)"), is that state.
      const before = parts.slice(0, k).join('');
      // s33 vocab (concert-ticket-payback s31-p1-f1): a retry is of the change, never the record's own wait ("request: $78 (retrying)").
      const ownStatus = WAIT_ONLY.test(parts[k] ?? '') && OWN_RECORD.test(before) && !CHANGE_AT.test(before) && !CHANGE_AT.test(parts[k] ?? '') && !RETRY_WORD.test(parts[k] ?? '');
      // s35 (s35-v1-f1 on garden-club-project, q3-slides-project): a record whose own state may wait (an invite) is still not
      // made while it is only in flight ("Maya invited (sending)", "invitation to Maya (in outbox)").
      if (ownWait && k > 0 && FLIGHT_ONLY.test(parts[k] ?? '') && /[(),—–:[|·]|->|→|\s-\s/u.test(parts[k - 1] ?? '')) {
        for (let j = k - 2; j >= 0 && (parts[j + 1] ?? '').trim() !== ';'; j -= 2) void_[j] = true;
      }
      if (!ownWait && k > 0 && !ownStatus && (WAIT_ONLY.test(parts[k] ?? '') || FULL_ONLY.test(parts[k] ?? '')) && /[(),—–:[|·⏳⌛]|->|→|\s-\s/u.test(parts[k - 1] ?? '')) {
        for (let j = k - 2; j >= 0 && (parts[j + 1] ?? '').trim() !== ';'; j -= 2) void_[j] = true;
      }
    }
    return parts.map((part, k) => (void_[k] ? blank(part) : part)).join('');
  }).join('');
}

/** The same, for a value (failed.ts): decided on `named` (names masked, same length), blanked on `raw`. */
export function notDoneValue(raw: string, named: string, ownWait = false): string {
  const marked = notDoneMasked(named, (p) => '\u0000'.repeat(p.length), ownWait, true);
  return raw.split('').map((ch, i) => (marked[i] === '\u0000' && !/\s/u.test(ch) ? ' ' : ch)).join('');
}
/** A state word whose own done state may wait (a return, a request, an order, a share): no wait voids it. */
export const ownsWaitWord = (word: RegExp): boolean => /request|return|order|refund|invit|friend|shar|transfer|queue/iu.test(word.source);
/** A send told waiting in words the send's own list lacks ("text to Ava paused", "SMS postponed until 18:00", "(retrying)"). */
export const SEND_LATER = /(?<![\p{L}\p{N}])(?:paused|postponed|deferred|delayed|retrying|sending later|send later|not yet sent|will retry|(?:to be |will be )?retried|stalled|in (?:the |your )?outbox|no (?:signal|connection|network|service)|undelivered|unsent)(?![\p{L}\p{N}])/iu;
/** A line saying the record was not made ("no return made", "Note not created"): a made text elsewhere on it tells nothing. */
export const saysNotMade = (line: string): boolean => NOT_MADE.test(line) || /(?<![\p{L}])(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:made|started|created|imported)(?![\p{L}])/iu.test(line);
/** A record's making still to come, possible, or under way ("will be imported", "would be imported", "importing…", "import skipped", "on hold"). */
export const madeNotNow = (line: string): boolean => /(?<![\p{L}])(?:will|shall|to)\s+be\s+\p{L}+ed(?![\p{L}])/iu.test(line) || notDoneMasked(line, (p) => p.replace(/[^\s]/gu, ' ')) !== line;
