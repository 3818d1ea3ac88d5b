/**
 * s35 words (s33-s262-f11, s33-s262-f14): a result line's clause that tells its making still in progress, not yet
 * done, failed or pending says nothing made ("Car section — adding…", "Capturing Clean the gutters…", "Clean the
 * gutters — capture pending", "— not yet captured", "Note pending: …", "Details (unsaved): …"). s33's `toComeRead`
 * reads a change told to come ("will be added"); this reads the ones told under way or left undone.
 *
 * Applied to the changed lines of a result check's episode before the check reads them. A clause opening with the making
 * verb ("— adding to Inbox", "Capturing X…") is blanked (same length), and so are the clauses before it back to a list
 * separator (";", "·", "|", "•"), as a status of that record; a short undone or pending status after the record ("— capture
 * pending", "— not yet created") blanks the record before it and stays itself for the shared readings (failed.ts,
 * notdone.ts). Such a clause before a colon (a label: "Saving note: …") takes the rest of its sentence.
 * A check whose own state words are a wait ("pending", "queued": the to-do reopened as pending) keeps "pending".
 * The check's own values are read as names, not as the app's words (a to-do "Adding shelves").
 */
import type { EpisodeRecord } from '../../schemas/run.ts';

/** A making under way, opening its clause ("adding…", "Capturing X", "setting up"). */
const UNDER_WAY = /^\s*(?:adding|creating|saving|capturing|recording|logging|filing|writing|making|uploading|syncing|processing|importing|setting\s+up|being\s+(?:added|created|saved|captured|recorded|logged|filed|written|made|set\s+up))(?![\p{L}])/iu;
/** A making said under way, not done, or failed anywhere in the clause. */
const UNDONE = new RegExp(String.raw`(?<![\p{L}])(?:being\s+(?:added|created|saved|captured|recorded|logged|filed|written|made|set\s+up)|(?:not|never)\s+(?:yet\s+)?(?:been\s+)?(?:added|created|saved|captured|recorded|logged|filed|written|made|set\s+up|synced|uploaded)|unsaved|(?:add|adding|creation|create|save|saving|capture|capturing|upload|sync|record|log)\s+failed|failed\s+to\s+(?:add|create|save|capture|record|log|file|make|upload|sync))(?![\p{L}])|(?<![\p{L}])(?:adding|creating|saving|capturing|recording|logging|uploading|syncing)\s*(?:…|\.\.\.)`, 'iu');
/** A short status of the making waiting ("capture pending", "section pending"); a bare "(pending)" is notdone.ts's to read. */
const PENDING = /^\s*(?:\p{L}+\s+){1,2}pending\s*[.!…]*\s*$/iu;
/** A record whose own done state may wait (notdone.ts): its "pending" is its state, not a making waiting. */
const OWN_RECORD = /(?<![\p{L}])(?:requests?|returns?|orders?|refunds?|invit\p{L}*|transfers?|payments?)(?![\p{L}])/iu;
const MARKS = /([,;:()[\]—–·|•→]|\s-\s|->)/u;
const LIST_SEP = /^\s*[;·|•]\s*$/u;
const blank = (t: string): string => t.replace(/[^\s]/gu, ' ');

/** `line` with each clause telling its making under way, undone or pending blanked (see the module's note). */
export function inFlightMasked(line: string, ownWait = false): string {
  return line.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    const parts = sentence.split(MARKS);
    const out = [...parts];
    for (let k = 0; k < parts.length; k += 2) {
      const part = parts[k] ?? '';
      const opens = UNDER_WAY.test(part) || (!ownWait && PENDING.test(part) && !OWN_RECORD.test(parts.slice(0, k + 1).join('')));
      if (!opens && !UNDONE.test(part)) continue;
      // A label before a colon ("Note pending:", "Details (unsaved):") takes the rest of its sentence.
      let j = k + 1;
      while (j < parts.length && ((parts[j] ?? '').trim() === '' || (parts[j] ?? '').trim() === ')')) j += 1;
      if ((parts[j] ?? '').trim() === ':') return blank(sentence);
      // An undone phrase later in a line takes the record before it only as a short status ("— capture failed", not "— Omar's share not yet added").
      const status = opens || part.replace(UNDONE, ' ').trim().split(/\s+/u).filter((w) => /\p{L}/u.test(w)).length <= 1;
      if (!status) continue;
      // The clause itself stays for the shared readings (failed.ts, notdone.ts: "relationship not saved (friend)"), but a making under way, which they do not read.
      if (UNDER_WAY.test(part)) out[k] = blank(part);
      if (k > 0) for (let i = k - 2; i >= 0 && !LIST_SEP.test(parts[i + 1] ?? ''); i -= 2) out[i] = blank(parts[i] ?? '');
    }
    return out.join('');
  }).join('');
}

/**
 * s34-re0-f1 (moving-internet-tick): on a check whose own state words hold a bare "pending" (an item open again), a clause
 * that is only "pending" ("— pending", "(pending)", ": pending") is that state, read as "open" (same length); a pending
 * change ("untick pending", "pending sync", "change pending") is no bare clause and still waits.
 */
export function ownPendingRead(line: string): string {
  // A done item with a pending sync ("item 3 is done (pending)") is no item open again (s32-s25).
  if (/(?<![\p{L}])(?<!not\s)(?:done|ticked|checked|completed)(?![\p{L}])/iu.test(line)) return line;
  return line.replace(/(^|[:(—–·|]|\s-\s)(\s*)pending(\s*)(?=$|[)—–·|.;,]|\s-\s)/giu, (_m, mark: string, a: string, b: string) => `${mark}${a}open   ${b}`);
}

/** `line` read by `inFlightMasked` with the check's values held as names (same length out). */
function namesHeld(line: string, names: readonly string[], ownWait: boolean, ownPending = false): string {
  if (ownPending) line = ownPendingRead(line);
  let named = line;
  for (const n of names.map((x) => x.trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    named = named.replace(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), (m) => 'N'.repeat(m.length));
  }
  const out = inFlightMasked(named, ownWait);
  if (out === named) return line;
  return line.split('').map((ch, i) => (out[i] === ' ' && named[i] !== ' ' ? ' ' : ch)).join('');
}

/** The episode with its changed lines (and shown results) read by `inFlightMasked`; the same object where nothing changes. */
export function inFlightRead(episode: EpisodeRecord, stateWords: readonly unknown[] = [], names: readonly string[] = []): EpisodeRecord {
  const ownWait = stateWords.some((w) => typeof w === 'string' && /queue|pending|wait/iu.test(w));
  const ownPending = stateWords.some((w) => typeof w === 'string' && w.trim().toLowerCase() === 'pending');
  const before = new Map<string, number>();
  for (const line of (episode.visible_before ?? '').split('\n')) before.set(line, (before.get(line) ?? 0) + 1);
  let changed = false;
  const lines = episode.visible_text.split('\n').map((line) => {
    const left = episode.visible_before === null ? 0 : (before.get(line) ?? 0);
    if (left > 0) { before.set(line, left - 1); return line; }
    const out = namesHeld(line, names, ownWait, ownPending);
    if (out !== line) changed = true;
    return out;
  });
  if (!changed) return episode;
  const read = (l: string): string => namesHeld(l, names, ownWait, ownPending);
  return { ...episode, visible_text: lines.join('\n'), shown: { ...episode.shown, state: episode.shown.state.map(read), result: episode.shown.result.map(read) } };
}

type Folded = readonly { app: string; table: string; inserted: readonly Record<string, unknown>[]; updated: readonly { after: Record<string, unknown> }[] }[];
const AMOUNT_KEY = /(?:^|_)(?:amount|total|cost|price|sum)$/iu;
/**
 * s33-s260-f1 (grocery-run-split): the amount a made record alone holds ("Groceries ($96) added": the expense's $96, the
 * request made beside it asking $48) tells that record as a value of it does, so a word of `state_near` beside it tells it
 * made. Only an amount field of a row the step inserted into `made`'s table, that no other row the step made or changed
 * holds in an amount field of its own; "$96" and "96" as the line may write them.
 */
export function madeAmounts(folded: Folded, made: unknown): string[] {
  const m = made as { app?: string; table?: string } | undefined;
  if (m?.app === undefined || m.table === undefined) return [];
  const amounts = (row: Record<string, unknown>): number[] => Object.entries(row).filter(([k, v]) => AMOUNT_KEY.test(k) && typeof v === 'number' && v > 0).map(([, v]) => v as number);
  const own = folded.filter((c) => c.app === m.app && c.table === m.table).flatMap((c) => c.inserted.flatMap(amounts));
  const others = folded.filter((c) => !(c.app === m.app && c.table === m.table)).flatMap((c) => [...c.inserted, ...c.updated.map((u) => u.after)].flatMap(amounts));
  return [...new Set(own.filter((a) => !others.includes(a)))].flatMap((a) => [`$${a}`, `$${a.toFixed(2)}`]);
}

/** A time to come before the new text in its frame ("will say", "to be reworded to", "next:", "after sync:"). */
// Not "coming": a record's own name may hold it ("Plumber coming Thursday", history.test).
const LATER_BEFORE = /(?<![\p{L}])(?:will|shall|['’]ll|to\s+be|to\s+become|to\s+read|to\s+say|going\s+to|about\s+to|due\s+to|set\s+to\s+change|next|soon|later|after\s+sync|once\s+synced|scheduled|planned|queued|proposed|tomorrow|tonight|(?:up)?coming\s*:)(?![\p{L}])/iu;
/** A time to come after it ("… scheduled", "… later", "… tomorrow"). */
const LATER_AFTER = /^[\s"'”’»]*(?:scheduled|planned|queued|pending|proposed|later|tomorrow|tonight|soon|next|after\s+sync|once\s+synced|to\s+come)(?![\p{L}])/iu;
/**
 * s31-p0-f2 (reply-drafts): a new text (three words or more) said only as to come beside the old one ("Count me in for
 * Friday! (will read "…")", "(reword to "…" scheduled)", "(next: "…")") tells no text now: each such occurrence is
 * blanked (same length). Its frame is the text back to the nearest bracket or clause mark (a colon only as a label
 * before it: "next: …") and on to the next; "(was …)", "→", "reworded … to" are no time to come.
 */
export function newTextLaterMasked(line: string, nowWords: readonly string[]): string {
  let out = line;
  const lower = line.toLowerCase();
  for (const w of nowWords.map((x) => x.trim()).filter((x) => x.split(/\s+/u).length >= 3)) {
    const needle = w.toLowerCase();
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      const head = line.slice(0, at);
      const open = Math.max(head.lastIndexOf('('), head.lastIndexOf('['), head.search(/[—–;|·](?!.*[—–;|·])/u));
      const before = head.slice(open + 1);
      const tail = line.slice(at + w.length);
      const close = tail.search(/[)\]—–;|·(]/u);
      const after = close < 0 ? tail : tail.slice(0, close);
      if (LATER_BEFORE.test(before) || LATER_AFTER.test(after)) out = out.slice(0, at) + ' '.repeat(w.length) + out.slice(at + w.length);
    }
  }
  return out;
}
