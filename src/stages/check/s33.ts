/**
 * s33 lane s26 (s33-s262-f3, f11, f14, f15): a result line's clause that tells the change only as still to come says
 * nothing done, whatever the verb ("Section Car will be added", "X will be unpinned", "Costco run — will be marked
 * unread", "Clean the gutters — queued for your Inbox", "Details to save: …", "Will save details: …"). The shared
 * readings (failed.ts, notdone.ts) know a change's own verbs only; this one reads any participle after a passive of a
 * time to come, save the ones a done action tells ahead (a delivery, a send, a charge, a cancel at the period's end).
 * Applied to the changed lines of a result check's episode before the check reads them: each such clause is blanked
 * (same length), and with it the clauses of its sentence before it where it opens its clause (the value's own
 * clause: "Clean the gutters: will be captured"). A state said as the one before ("(was unread)") is blanked too.
 */
import type { EpisodeRecord } from '../../schemas/run.ts';
import { normalizeText } from './match.ts';

/** A done action's promise told ahead: not a change still to come. */
const TOLD_AHEAD = /^(?:deliver|sent|ship|charg|bill|paid|play|notifi|remind|rung|refund|credit|deposit|renew|repeat|releas|publish|post|email|text|return|issu|process|dispatch|cancel|due|kept|held|shown|seen|heard|ready|done|rescheduled|archived|deleted|purged|removed|emptied|gone)/iu;
const PASSIVE = String.raw`(?:will|shall|going\s+to|about\s+to|yet\s+to|is\s+to|are\s+to|to)\s+(?:\p{L}+\s+)?be|['’]ll\s+be`;
const TO_COME = new RegExp(String.raw`(?<![\p{L}])(?:${PASSIVE})\s+(?:\p{L}+\s+)?(\p{L}+(?:ed|en|wn))(?![\p{L}])`, 'giu');
/** A clause that opens with the passive to come ("— will be captured", "— to be added"). */
const OPENS_TO_COME = new RegExp(String.raw`^\s*(?:${PASSIVE})\s`, 'iu');
/** A clause that opens with a wait for a place ("— queued for your Inbox", "— pending in Household"). */
const OPENS_WAIT = /^\s*(?:queued|pending|waiting|awaiting)\s+(?:for|to|in|into|until|on)(?![\p{L}])/iu;
/** A label of what is still to be done, before a colon ("Details to save:", "Will save details:", "To add:"). */
const TO_DO_LABEL = /^\s*(?:(?:\p{L}+\s+){0,3}to\s+(?:be\s+)?(?:save|add|capture|create|move|send|sort|pin|unpin|mark|delete|remove|queue|record|log|import|upload|share|forward|book|apply|note)d?|will\s+(?:\p{L}+\s*){1,3})\s*$/iu;
/** A state the record had before, in brackets or said so ("read (was unread)", "read, was unread before"; s33-s262-f15). */
const WAS = /^\s*(?:was|were|previously|formerly|before:?)\s+\p{L}/iu;
const WAS_BEFORE = /^\s*(?:was|were)\s+[^]*?\s(?:before|earlier|previously)\s*$/iu;
const MARKS = /([,;:()[\]—–·|•→]|\s-\s|->)/u;

const blank = (t: string): string => t.replace(/[^\s]/gu, ' ');
/** A making still to come ("to be created", "will be made", "yet to be added"). */
const MADE_TO_COME = /(?<![\p{L}])(?:to|will|shall)\s+be\s+(?:created|made|added|saved|written|filed|captured|recorded|logged)(?![\p{L}])/iu;
/** Whether a ";" stands between clauses j and k of a split sentence. */
const sentenceEnds = (parts: readonly string[], j: number, k: number): boolean => {
  const [lo, hi] = j < k ? [j, k] : [k, j];
  for (let i = lo + 1; i < hi; i += 2) if ((parts[i] ?? '').trim() === ';') return true;
  return false;
};
const toCome = (clause: string): boolean => [...clause.matchAll(TO_COME)].some((m) => !TOLD_AHEAD.test(m[1] ?? ''));

/** `line` with every clause that tells its change still to come blanked (see the module's note). */
export function toComeMasked(line: string, ownWait = false, fieldLabels: ReadonlySet<string> = new Set()): string {
  const toDoLabel = (part: string): boolean => TO_DO_LABEL.test(part) && !fieldLabels.has(part.trim().toLowerCase());
  return line.split(/(?<=[.!?])(?=\s|$)/u).map((sentence) => {
    const parts = sentence.split(MARKS);
    const out = [...parts];
    for (let k = 0; k < parts.length; k += 2) {
      const part = parts[k] ?? '';
      // A label of what is still to be done voids the rest of the line after its colon.
      // Not the app's own input field named back with what it used ("Line to add: To buy: white miso", recipe-then-groceries).
      if ((parts[k + 1] ?? '').trim() === ':' && toDoLabel(part)) return sentence.slice(0, parts.slice(0, k).join('').length) + blank(parts.slice(k).join(''));
      if ((parts[k - 1] === '(' && WAS.test(part)) || WAS_BEFORE.test(part)) { out[k] = blank(part); continue; }
      const opens = (OPENS_TO_COME.test(part) && toCome(part)) || (!ownWait && OPENS_WAIT.test(part));
      if (!toCome(part) && !opens) continue;
      out[k] = blank(part);
      // Opening its clause, it tells the clauses before it in the sentence (back to a ";").
      if (opens && k > 0) for (let j = k - 2; j >= 0 && (parts[j + 1] ?? '').trim() !== ';'; j -= 2) out[j] = blank(parts[j] ?? '');
      // A record told still to be made ("Gym routine — note to be created (fitness)") takes its sentence with it, before and after
      // (voiding only the clause left its name and tag to read as made; s29-nowa).
      if (!opens && MADE_TO_COME.test(part)) for (let j = 0; j < parts.length; j += 2) if (!sentenceEnds(parts, j, k)) out[j] = blank(parts[j] ?? '');
    }
    return out.join('');
  }).join('');
}

/** Whether a line's later lines are under a label still to be done ("Details to save:" alone on its line). */
const LABEL_LINE = (line: string): boolean => /:\s*$/u.test(line) && TO_DO_LABEL.test(line.replace(/:\s*$/u, ''));

/** The episode with its changed lines (and its shown results) read by `toComeMasked`; the same object where nothing changes. */
/**
 * `line` read by `toComeMasked` with the check's own values read as names: a value the user dictated is content, not the
 * app telling a wait ("waiting on the spring part" is dad-garage-handoff's comment). Same length out.
 */
function namesKept(line: string, names: readonly string[], read: (named: string) => string): string {
  let named = line;
  for (const n of names.map((x) => x.trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    named = named.replace(new RegExp(n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), (m) => 'N'.repeat(m.length));
  }
  if (named === line) return read(line);
  const out = read(named);
  return line.split('').map((ch, i) => (out[i] === ' ' && named[i] !== ' ' ? ' ' : ch)).join('');
}

export function toComeRead(episode: EpisodeRecord, stateWords: readonly unknown[] = [], names: readonly string[] = []): EpisodeRecord {
  const ownWait = stateWords.some((w) => typeof w === 'string' && /queue|pending|wait/iu.test(w));
  const fieldLabels = new Set([...(episode.html ?? '').matchAll(/<label[^>]*>([^<]{1,80})<\/label>/giu)].map((m) => (m[1] ?? '').trim().toLowerCase()));
  const before = new Map<string, number>();
  for (const line of (episode.visible_before ?? '').split('\n')) before.set(line, (before.get(line) ?? 0) + 1);
  let changed = false;
  let labelled = false;
  const lines = episode.visible_text.split('\n').map((line) => {
    const left = episode.visible_before === null ? 0 : (before.get(line) ?? 0);
    if (left > 0) { before.set(line, left - 1); labelled = false; return line; }
    const out = labelled ? blank(line) : namesKept(line, names, (l) => toComeMasked(l, ownWait, fieldLabels));
    labelled = LABEL_LINE(line) && !fieldLabels.has(line.replace(/:\s*$/u, '').trim().toLowerCase());
    if (out !== line) changed = true;
    return out;
  });
  if (!changed) return episode;
  const read = (l: string): string => namesKept(l, names, (x) => toComeMasked(x, ownWait, fieldLabels));
  return { ...episode, visible_text: lines.join('\n'), shown: { ...episode.shown, state: episode.shown.state.map(read), result: episode.shown.result.map(read) } };
}

/** A status field's label before the state, or none ("Status: off", "State: Off", "Disabled"). */
const STATUS_LINE = /^\s*(?:(?:status|state|alarm(?:\s+status)?|on\s*\/\s*off)\s*[:=\-–—]\s*)?(.+?)\s*[.!]?\s*$/iu;
/**
 * s33 (s33-s260-f2): the record's state on the line right under a line showing it, that line holding the state alone
 * or as a status field ("Alarm 09:30" over "Status: off", "09:30 · Sundays" over "Turned off"). Another setting's field
 * ("Snooze: off") or a line under another record tells nothing of it.
 */
export function stateLineBelow(lines: readonly string[], shows: (line: string) => boolean, word: string): boolean {
  const w = normalizeText(word).trim();
  if (w === '' || !/\p{L}/u.test(w)) return false;
  return lines.some((line, k) => {
    const next = lines[k + 1];
    if (!shows(line) || next === undefined || shows(next)) return false;
    const m = STATUS_LINE.exec(next);
    return m !== null && normalizeText(m[1] ?? '').trim() === w;
  });
}
