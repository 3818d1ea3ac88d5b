/**
 * s30 buttons: the page's controls read apart from its text.
 *
 * The runtime renders every action as a `<button>`, so the page html tells a control's caption
 * ("Favourite", "Star", "Send SMS", "Move to trash") from text. `controlMasker` masks a caption on
 * the visible line it stands on, by position: the same words in plain text on another line (a
 * "Favourite" tag, "SMS sent") still count. `sendUndone` is the done-now judgement of a sending
 * word ("sms", "text", "sent", "shared"): a wait, failure, draft or label beside it tells no send.
 * Findings s29-e1-f6, s29-d1-f5, s29-d0-f6, s29-d1-f6, s29-d2-f2, s29-q1-f2, s28-q1-f2, s29-q1-f4,
 * s29-e3-f1, s29-d0-f2, s28-r1-f9, s28-r1-f7, s29-e1-f7, s29-e0-f5, s29-d0-f5, s28-r1-f34.
 */
import { SEND_LATER } from './notdone.ts';
import { decodeEntities } from '../../runtime/text.ts';
import { normalizeText } from './match.ts';
import { linksAsButtons } from './words3.ts';

const OPEN = '\uE010';
const CLOSE = '\uE011';
const BLOCK = new Set(['main', 'header', 'footer', 'section', 'div', 'form', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'select', 'option']);
const HIDDEN = new Set(['script', 'style', 'template', 'textarea', 'head', 'title']);

/** The page's lines as `htmlToText` reads them, each button's caption between marks; a button its own line (`blockButtons`) or inline. */
function markedLines(html: string, blockButtons: boolean): string[] {
  const lines: string[] = [];
  let line = '';
  let hidden = 0;
  let cell = 0;
  const breakLine = (): void => { lines.push(line); line = ''; };
  for (const [token, closing, rawName, text] of html.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>|([^<]+)|</g)) {
    if (rawName !== undefined) {
      const name = rawName.toLowerCase();
      if (HIDDEN.has(name)) hidden += closing ? -1 : 1;
      else if (name === 'br') line += '\n';
      else if (name === 'button') {
        if (blockButtons && !closing) breakLine();
        line += closing ? `${CLOSE} ` : ` ${OPEN}`;
        if (blockButtons && closing) breakLine();
      } else if (name === 'input' && /\btype\s*=\s*["']?(?:submit|button)\b/i.test(token)) {
        const value = /\bvalue\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(token);
        const caption = decodeEntities(value?.[1] ?? value?.[2] ?? '');
        if (caption.trim() !== '') {
          if (blockButtons) breakLine();
          line += ` ${OPEN}${caption}${CLOSE} `;
          if (blockButtons) breakLine();
        }
      } else if (BLOCK.has(name)) {
        breakLine();
        if (name === 'tr') cell = 0;
      } else if ((name === 'td' || name === 'th') && !closing) {
        if (cell > 0) line += '\t';
        cell += 1;
      }
      continue;
    }
    if (hidden > 0) continue;
    line += decodeEntities((text ?? '<').replace(/[ \n\r\f\t]+/g, ' '));
  }
  breakLine();
  return lines.flatMap((l) => l.split('\n'));
}

const keyOf = (line: string): string => line.replace(/[\uE010\uE011]/g, ' ').replace(/\s+/g, ' ').trim();
const escaped = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A reader of the visible lines with the page's button captions masked (` ¦ `) where they stand.
 * A line is masked only where every line of the page with its text holds the same captions in the
 * same places (a line that is a button on one row and plain text on another is left as it is).
 */
export function controlMasker(page: string, visibleText: string): (line: string) => string {
  // s31 words (s31-s242-f1): a link captioned with an action's imperative is a control too.
  const html = linksAsButtons(page);
  if (!/<button\b|<input\b[^>]*\btype\s*=\s*["']?(?:submit|button)/i.test(html)) return (line) => line;
  const shapes = new Map<string, Set<string>>();
  for (const marked of [...markedLines(html, true), ...markedLines(html, false)]) {
    const key = keyOf(marked);
    if (key === '') continue;
    const form = marked.includes(OPEN) ? marked.replace(/\s+/g, ' ').trim() : '';
    shapes.set(key, (shapes.get(key) ?? new Set()).add(form));
  }
  const seen = new Set(visibleText.split('\n').map(keyOf));
  const memo = new Map<string, string>();
  return (line: string): string => {
    const key = keyOf(line);
    const hit = memo.get(line);
    if (hit !== undefined) return hit;
    const forms = shapes.get(key);
    let out = line;
    if (forms !== undefined && forms.size === 1 && seen.has(key)) {
      const form = [...forms][0] ?? '';
      if (form !== '') out = maskInto(line, form);
    }
    memo.set(line, out);
    return out;
  };
}

/**
 * s33 vocab (contact-book s31-r2-f15): a reader that masks captions only on a line of two or more buttons side by side (a
 * picker of options, "Relationship: [Friend] [Coworker] [Family]"): an option offered is no value saved. A line with one
 * button (a record shown as a clickable row) is left as it is.
 */
export function choiceMasker(page: string, visibleText: string): (line: string) => string {
  const html = linksAsButtons(page);
  if (!/<button\b/i.test(html)) return (line) => line;
  const choices = new Set(markedLines(html, false).filter((m) => (m.match(/\uE010/gu) ?? []).length >= 2).map(keyOf));
  if (choices.size === 0) return (line) => line;
  const mask = controlMasker(page, visibleText);
  return (line) => (choices.has(keyOf(line)) ? mask(line) : line);
}

/** `line` with the captions `form` marks masked in place, its own spacing (tabs) kept. */
function maskInto(line: string, form: string): string {
  // The form's plain pieces and captions in order; the line read against them word by word.
  const pieces = form.split(/(\uE010[^\uE011]*\uE011)/u).filter((p) => p.trim() !== '');
  let pattern = '^\\s*';
  const groups: boolean[] = [];
  for (const piece of pieces) {
    const caption = piece.startsWith(OPEN);
    const words = keyOf(piece).split(' ').filter(Boolean).map(escaped).join('\\s+');
    if (words === '') continue;
    pattern += `(${words})\\s*`;
    groups.push(caption);
  }
  const m = new RegExp(`${pattern}$`, 'u').exec(line);
  if (!m) return line;
  let out = '';
  let at = 0;
  let k = 1;
  for (const caption of groups) {
    const text = m[k] ?? '';
    const start = line.indexOf(text, at);
    out += line.slice(at, start) + (caption ? ' \u00a6 ' : text);
    at = start + text.length;
    k += 1;
  }
  return (out + line.slice(at)).replace(/ {2,}/g, ' ');
}

/** Words of sending a message (the act a text, email or share tells done). */
const SENDING = /^(?:sms|texts?|texted|text sent|text message sent|sms sent|messaged|message sent|sent|sent a text|emailed|e-mailed|mailed|email sent|shared)$/u;
/** A clause telling a send not done now (s30 words2: "on hold", "held"; s30-r1-f1): a wait, a draft, a failure, a refusal, a time to come, no such channel. */
const UNDONE = /(?<![\p{L}\p{N}])(?:pending|queued|queue|awaiting|waiting|scheduled|on hold|held(?: back| up)?|(?<!sent )draft(?:ed)? (?:text|sms|message|e-?mail)|unsent|undelivered|not (?:yet )?(?:been )?(?:sent|delivered|texted|emailed|shared|send)|(?:will|to|would|shall|going to) be (?:sent|texted|emailed|shared|delivered)|will (?:send|text|email|share)|cancel+ed|failed|failure|could not|couldn't|can't|cannot|unable|error|has no|have no|no (?:sms|text|phone))(?![\p{L}\p{N}])/iu;

/** Whether a check's words are a send's (the check reads a text, an email or a share sent). */
export function sendingCheck(words: readonly string[]): boolean {
  return words.some((w) => /^(?:sms|text|texted|text sent|sms sent|sent|emailed|e-mailed|email sent)$/u.test(normalizeText(w).trim()));
}

/**
 * `line` normalised with the sending words among `words` blanked where they tell no send done now:
 * in a sentence with a wait, draft, failure or "has no" ("SMS to Ava pending", "shared (queued)",
 * "SMS not sent", "Caleb has no SMS"); as a field's label before a number ("SMS: 7817831642"); as
 * a bare verb that opens a clause or a sentence before its object ("Send SMS", "Text Mateo", ". SMS Caleb"; s30-r1-f3, f5); alone after a
 * bullet at the line's end ("· SMS", a control's caption written out).
 */
export function sendUndone(line: string, words: readonly string[]): string {
  const own = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => SENDING.test(w)))].sort((a, b) => b.length - a.length);
  if (own.length === 0) return line;
  const alt = own.map(escaped).join('|');
  const blank = (t: string): string => ' '.repeat(t.length);
  let text = normalizeText(line);
  // s31 failed (s31-s240-f2): the sentence's other words of the check too ("Voice note: not sent"), whose failure clause the blanking would hide.
  const every = [...new Set(words.map((w) => normalizeText(w).trim()).filter((w) => /\p{L}/u.test(w)))].sort((a, b) => b.length - a.length).map(escaped).join('|');
  const any = new RegExp(`(?<![\\p{L}\\p{N}])(?:${every})(?![\\p{L}\\p{N}])`, 'giu');
  // s32 notdone (s31-r4-f1): a send paused, postponed, delayed or retrying (./notdone.ts).
  text = text.split(/(?<=[.!?])(?=\s|$)/u).map((s) => (UNDONE.test(s) || SEND_LATER.test(s) ? s.replace(any, blank) : s)).join('');
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(?:${alt})(?=\\s*:\\s*\\+?\\d)`, 'giu'), blank);
  text = text.replace(new RegExp(`(?<![\\p{L}\\p{N}])(send|resend)(\\s+(?:an?\\s+)?)(${alt})(?![\\p{L}\\p{N}])`, 'giu'), (_: string, v: string, gap: string, w: string) => `${v}${gap}${blank(w)}`);
  text = text.replace(new RegExp(`((?:^|[·|•—–:;(\\[]|[.!?](?=\\s))\\s*)(sms|text)(\\s+)(?!(?:to|sent|message|messages|from|was|has|is|delivered|of|with|via)(?![\\p{L}\\p{N}]))(?=\\p{L})`, 'giu'), (_: string, lead: string, w: string, gap: string) => `${lead}${blank(w)}${gap}`);
  text = text.replace(new RegExp(`([·|•]\\s*)(${alt})\\s*$`, 'iu'), (_: string, lead: string, w: string) => `${lead}${blank(w)}`);
  return text === normalizeText(line) ? line : text;
}

/** The visible text with the page's button captions masked on their lines (`controlMasker`). */
export function controlsMasked(html: string, visibleText: string): string {
  const ctl = controlMasker(html, visibleText);
  return visibleText.split('\n').map(ctl).join('\n');
}
