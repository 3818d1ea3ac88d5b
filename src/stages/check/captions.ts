/**
 * s30 captions: plain-text control captions and a lone rating star.
 *
 * A short caption after a separator at a line's end ("· Keep it", "| Snooze off", "[Mark done]") is
 * the control's caption, not the state, where the line before it still says the old state ("return
 * started", "open", "snoozed"): that caption is masked. A neutral line ("Omar Patel · Star") keeps its
 * tag reading. An imperative "Mark (as) …" after a separator, and "set …" after one mid-line, is an
 * offer wherever it stands. Findings s29-e1-f6, s29-e3-f1, s29-e1-f7.
 * A heading naming the trash alone ("Trash", "Bin (1)") over a row says it is trashed (s30-r2-f1);
 * a single star after a rating label or alone in its clause is a one-star rating (s28-r1-f19).
 */
import { headingSaysTrashed } from './rest.ts';
import { normalizeText } from './match.ts';

/** Old-state words any row may carry beside a caption of its new state (a result check holds no `was`). */
const OLD_STATES = ['started', 'open', 'pending', 'snoozed', 'snoozing', 'scheduled', 'in progress', 'not done', 'not yet done', 'to do', 'unchecked', 'unticked'];
const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word before an old-state word that says it no longer holds ("no longer snoozed", "was open", "re-opened"). */
const NOT_NOW = /(?:\b(?:no longer|not|never|no|was|were|formerly|previously|from|un|re)[\s-]*|\bun)$/iu;
/** A caption at the line's end after a bullet or bar, or in brackets: 1–3 words, led by a capital, no digits or glyphs. */
// s32 notdone (s31-r3-f2, s31-r3-f3): also after " / ", " — " and in (…).
const TAIL = /(\s[·|•/—–]\s*|\s*[[(]\s*)(\p{Lu}[\p{L}']*(?:\s+[\p{L}']+){0,2})\s*([\])]?)\s*$/u;
/** A caption that is itself a done form ("Cancelled", "Kept", "Done") is a status, not a control. */
const DONE_FORM = /^(?:\p{L}+ed|kept|done|gone|now|no|not|off)$/iu;
/** An imperative "Mark (as) done" after a separator or at the line's start. */
const MARK = /((?:^|[—–·|•[(;:]|\s-\s)\s*)mark(?:\s+(?:it|this))?(?:\s+as)?\s+(?:done|complete|completed|finished|ticked|checked|read|unread|paid|resolved)(?![\p{L}\p{N}])/giu;
/** "set …" right after a separator mid-line ("Nap over — set snooze off"): an instruction. */
const SET = /(\S[^\n]*?(?:[—–·|•[(;:]|\s-\s)\s*)set\s+(?!(?:to|at|for|on|by|up)\b)[\p{L}' :]+?(?=\s*(?:[\])·|•;—–]|\s-\s|$))/giu;

/** Whether `head` still says one of the old states, not negated. */
function saysOld(head: string, was: readonly string[]): boolean {
  const text = normalizeText(head);
  const words = [...new Set([...OLD_STATES, ...was.map((w) => normalizeText(w).trim())])].filter((w) => /\p{L}/u.test(w));
  return words.some((w) => {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${esc(w)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(re)) if (!NOT_NOW.test(text.slice(0, m.index))) return true;
    return false;
  });
}

/** `line` with a trailing plain caption masked where its line says an old state, and imperatives masked. */
export function captionMasked(line: string, was: readonly string[] = []): string {
  let out = line.replace(MARK, (_: string, lead: string) => `${lead} \u00a6 `).replace(SET, (_: string, lead: string) => `${lead} \u00a6 `);
  const tail = TAIL.exec(out);
  const open = /[[(]/u.exec(tail?.[1] ?? '')?.[0];
  if (tail && (open === undefined ? tail[3] === '' : tail[3] === (open === '[' ? ']' : ')')) && !DONE_FORM.test((tail[2] ?? '').split(/\s+/)[0] ?? '') && saysOld(out.slice(0, tail.index), was)) out = `${out.slice(0, tail.index)} \u00a6 `;
  return out;
}

/** A line reader with plain captions masked after `inner` (the page buttons' masker). */
export const withCaptions = (inner: (line: string) => string, was: readonly string[] = []) => (line: string): string => captionMasked(inner(line), was);

/** A heading naming the trash alone ("Trash", "Bin (1)", "Recycle bin"), read for a check whose old state is trashed. */
export function trashHeadingOld(heading: string, was: readonly string[]): boolean {
  if (!was.some((w) => /trash|\bbin\b|binned|recycle/iu.test(w))) return false;
  // s32 private (s31-r4-f7): a count beside it in words ("Trash (1 item)", "Bin · 2 files") is still the trash.
  const text = normalizeText(heading).trim().replace(/\s*(?:\(\s*\d+\s+(?:items?|files?|entries|entry|notes?|things?|documents?)\s*\)|[·—–:|-]\s*\d+\s+(?:items?|files?|entries|entry|notes?|things?|documents?))\s*$/u, '').trim();
  return headingSaysTrashed(text) || /^(?:the\s+)?(?:trash|trash can|recycle bin|recycling bin|wastebasket)\s*(?::|\(\s*\d+\s*\))?$/u.test(text);
}

/** A single star (no other star, digit or scale beside it) after a rating label, before "review"/"rating", or alone in its clause. */
export function loneStarRating(text: string): boolean {
  const t = normalizeText(text);
  for (const m of t.matchAll(/[★⭐]\uFE0F?/gu)) {
    const before = t.slice(0, m.index);
    const after = t.slice(m.index + m[0].length);
    if (/[★☆⭐\p{N}]\s?$/u.test(before) || /^\s?[★☆⭐\p{N}/]/u.test(after) || /\b(?:no|not|without|zero)\s*$/u.test(before)) continue;
    if (/(?:rating|rated|stars?|score|review)\s*[:=—–-]?\s*$/u.test(before)) return true;
    if (/^\s*(?:review|rating)(?![\p{L}])/u.test(after)) return true;
    // s32 stale (hot-take s31-r4-f8): a star the user gave ("★ from you", "★ (yours)") or with its review's id ("★ (review 2815436)").
    if (/^\s*(?:(?:from|by)\s+you\b|\(\s*(?:yours|mine|you|from you|by you|your (?:review|rating|stars?))\s*\)|\(\s*(?:review|rating)\b)/u.test(after)) return true;
    if (/(?:^|[—–·|•([:;,]|\s-)\s*$/u.test(before) && /^\s*(?:$|[—–·|•)\];,]|-\s)/u.test(after)) return true;
  }
  return false;
}
