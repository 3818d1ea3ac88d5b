/** Text matching for visible checks: exact, normalised (case, whitespace, numbers, dates) and fuzzy. */

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * A home directory written out (`/home/alex/…`): the user cannot tell it from `~/…`, and a
 * file-system world only lets a user work inside their own home, so every `/home/<name>` is `~`.
 */
const HOME = /(^|[^\w~./-])\/home\/[a-z0-9_.-]+(?=\/|$|[^\w./-])/g;

/** `/home/alex/documents/x` → `~/documents/x`; `/home/alex` → `~`. Any other text is left alone. */
export function homeRelative(text: string): string {
  return text.replace(HOME, '$1~');
}

/** Lower-cases, folds whitespace, and rewrites paths, numbers and dates to one canonical spelling. */
export function normalizeText(text: string): string {
  // s26 stars (s25-d4-f1): a variation selector (U+FE0E, U+FE0F) only picks how a glyph is drawn: "⭐️" is "⭐".
  let out = homeRelative(text.normalize('NFKC').replace(/[\uFE0E\uFE0F]/g, '').toLowerCase().replace(/[\u00a0\s]+/g, ' ').trim());
  // "May 18, 2023" / "18 May 2023" → 2023-05-18
  out = out.replace(/\b([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})\b/g, (all, month: string, day: string, year: string) => {
    const index = MONTHS.findIndex((m) => m.startsWith(month) && month.length >= 3);
    return index < 0 ? all : `${year}-${pad(index + 1)}-${pad(Number(day))}`;
  });
  out = out.replace(/\b(\d{1,2}) ([a-z]+)\.? (\d{4})\b/g, (all, day: string, month: string, year: string) => {
    const index = MONTHS.findIndex((m) => m.startsWith(month) && month.length >= 3);
    return index < 0 ? all : `${year}-${pad(index + 1)}-${pad(Number(day))}`;
  });
  // 5/18/2023 → 2023-05-18 (US order)
  out = out.replace(/\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g, (_all, m: string, d: string, y: string) => `${y}-${pad(Number(m))}-${pad(Number(d))}`);
  // 6:00:00 pm → 6:00 pm: a clock's whole-minute seconds (en-US toLocaleString) say no more than the minute.
  out = out.replace(/(?<![\d:])(\d{1,2}:\d{2}):00(?![\d:.])/g, '$1');
  // 1,234.50 → 1234.5 ; 12.00 → 12 ; $ signs dropped
  out = out.replace(/\$\s?(?=\d)/g, '');
  out = out.replace(/\b\d{1,3}(?:,\d{3})+(?:\.\d+)?\b/g, (n) => n.replace(/,/g, ''));
  out = out.replace(/\b(\d+)\.(\d+)\b/g, (_all, whole: string, frac: string) => {
    const trimmed = frac.replace(/0+$/, '');
    return trimmed === '' ? whole : `${whole}.${trimmed}`;
  });
  return out;
}

function tokens(text: string): string[] {
  return normalizeText(text).split(/[^a-z0-9.-]+/).filter((t) => t.length > 0);
}

/** Levenshtein similarity in [0, 1]. */
function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const previous = new Array<number>(b.length + 1);
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = previous[0] as number;
    previous[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j] as number;
      previous[j] = Math.min(above + 1, (previous[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return 1 - (previous[b.length] as number) / Math.max(a.length, b.length, 1);
}

export type MatchMode = 'exact' | 'normalized' | 'fuzzy';

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';
/** Characters that join digits into one number, time or date. */
const NUMBER_JOINERS = new Set(['.', ',', ':', '-', '/']);
const isWordChar = (c: string | undefined) => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/**
 * A switch's state said as a field or a mark and a bare "on" ("alarm: on", "Status: on", "· on",
 * "— on", "| on", "is on"): it tells the state only where the "on" ends its field or segment —
 * followed by the end of the line, punctuation, a bracket or a separator, or "now"/"again" — never where a
 * schedule goes on ("Alarm: on Thursday at 20:30", "— on Tuesdays", "Lecture day is on Tuesdays")
 * (s25 singles: bin-night-alarm s24-d3-f1, lecture-alarm and plant-watering-alarm s24-d*-f1).
 */
export const SWITCH_ON = /(?:[:·|•—–=,]|(?:^|\s)-|\bis)\s*on$/iu;
/** A state said bare, "on" or "off", or a field ": on" / ": off" / ", on" / ", off". */
const BARE_FIELD = /^(?:[:,]\s*)?o(?:n|ff)$/u;
// s27 (s26-d5h-f1, f4, f7, f9, f11, f13): a positive rule in place of the old list of other settings.
// An on or off tells the alarm's state only where its field names the alarm or its state ("Alarm: on",
// "Status: off", "(off)", "— On"), or the field is the row's head: it holds the alarm's time, id or
// label (¦, where the checker put the value) with no other name after it ("Bins out 20:30: on",
// "Lecture day at 06:50 (Tue, Thu): off"), or it is the line's first name ("Bins out: ON", "06:45 —
// Slow Sunrise: off"). Any other named field is another setting's ("Haptics: on", "Dismiss challenge:
// off", "Paused: on", "Snooze (15 min): on"). A day's off right before it ("weekends off") stays the day's.
const OWN_WORD = /^(?:alarms?|status|state|enabled|active|switch(?:ed)?|on|off|ring(?:s|ing)?|now|currently|is|it|reminder|at)$/u;
// ¦: the value where the checker put it (a time or a name); ¤: the record's name (visible_result_grounded).
const HEAD_MARK = /[¦¤]|(?<![\d:])\d{1,2}:\d{2}(?![\d:])|(?<!\d)\d{1,2} ?[ap]\.?m\b\.?|(?<![\d.])\d{4,}(?![\d.])/gu;
const SEPARATORS = ['·', '|', '•', '—', '–', ';', '\t', '\n'];
const unbracketed = (text: string): string => text.replace(/\([^()]*\)|\[[^[\]]*\]/gu, ' ');
const fieldWords = (text: string): string[] => unbracketed(text).split(/[^\p{L}\p{N}/-]+/u).filter((w) => /\p{L}/u.test(w));
// s27 (s27-db4-f1, f2, f6): a field headed by the alarm's own noun is the alarm's, whatever names it
// ("Shift alarm: off", "Run alarm: off", "Wake-up: off", "On/Off: off"), unless a word makes it another
// setting of the alarm ("Snooze alarm", "Backup alarm", "Alarm sound" is headed by "sound" anyway).
// s28 (s27-q0-f2, s27-db4-f1, f2, s27-z5-f4): a switch's own label "On-Off", "Toggle" names its state.
const OWN_HEAD = /^(?:alarms?|wake-?ups?|on[/-]off|status|state|switch|toggle)$/u;
const OTHER_OF_ALARM = /^(?:snooze\w*|backup|second|vibrat\w*|haptics?|sound|volume|tones?|fade\w*|challenge|smart|bedtime|nap|check)$/u;
const OWN_NOUN_SWITCH = /^(?:alarms?|wake-?ups?)\s*[:,]?\s*o(?:n|ff)$/u;
const headOwn = (words: string[]): boolean => words.length > 0 && OWN_HEAD.test(words[words.length - 1] ?? '') && !words.some((w) => OTHER_OF_ALARM.test(w));
const onlyOwn = (text: string): boolean => { const words = fieldWords(text); return words.every((w) => OWN_WORD.test(w) || /^on[/-]off$/u.test(w)) || headOwn(words); };
// Nothing but the alarm's time or id, or the value alone (¦ is a name where a time stands beside it; ¤ always is).
const markOnly = (text: string): boolean => !/\p{L}/u.test(text.replace(HEAD_MARK, ' ')) && !text.includes('¤') && !(text.includes('¦') && text.replace(/¦/gu, ' ').match(HEAD_MARK) !== null);
// The field back to the last separator outside brackets ("Slow Sunrise (Mon–Fri): off" is one field).
const fieldBefore = (haystack: string, at: number): string => {
  const from = Math.max(0, at - 60);
  let depth = 0;
  for (let i = at - 1; i >= from; i -= 1) {
    const c = haystack[i] ?? '';
    if (c === ')' || c === ']') depth += 1;
    else if ((c === '(' || c === '[') && depth > 0) depth -= 1;
    else if (depth === 0 && SEPARATORS.includes(c)) return haystack.slice(i + 1, at);
  }
  return haystack.slice(from, at);
};
/** Whether the on or off at `at` tells the state of the row's own alarm (the rule above). */
function ownSwitch(haystack: string, at: number, bareOn: boolean): boolean {
  const line = haystack.slice(Math.max(haystack.lastIndexOf('\n', at - 1) + 1, 0), at);
  let field = fieldBefore(haystack, at);
  // An open bracket starts a part of its own: "on (vibration: off)", "(off)", "(Sat, Sun off)".
  const open = Math.max(field.lastIndexOf('('), field.lastIndexOf('['));
  if (open > Math.max(field.lastIndexOf(')'), field.lastIndexOf(']'))) field = field.slice(open + 1);
  const marks = [...field.matchAll(HEAD_MARK)];
  const last = marks[marks.length - 1];
  const after = last === undefined ? field : field.slice((last.index ?? 0) + last[0].length);
  // s27 (s26-d3a-f1, f2, f3, f5): a bare "On" ends the row right after the alarm's time, id or label
  // ("Bins out 20:30 On"), never after a verb or another word ("Turn on", "Repeats on").
  if (bareOn) return last !== undefined && /^[\s:,]*$/u.test(after);
  // A named field: the alarm's own only as the line's first name, after nothing but its time or id
  // ("15:30 Shift Start: off"), never after another name ("Bins out 20:30 Haptics: on").
  return onlyOwn(after) || markOnly(line.slice(0, line.length - after.length));
}
/**
 * s28 (s27-z5-f1, f2, f3, s27-q0-f3): `text` with each state word of `words` blanked where its field
 * names another setting of the alarm ("Snooze: disabled", "Backup alarm turned off", "Backup alarm
 * enabled"): that state is the setting's, not the alarm's. Bare on/off are read by `ownSwitch` already.
 */
export function otherSettingsMasked(text: string, words: readonly string[], names: readonly string[] = []): string {
  const forms = [...new Set(words.map((w) => w.toLowerCase().trim()).filter((w) => /^\p{L}/u.test(w) && !BARE_FIELD.test(w)))];
  if (forms.length === 0) return text;
  const esc = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const word = new RegExp(`(?<![\\p{L}\\p{N}])(?:${forms.map(esc).join('|')})(?![\\p{L}\\p{N}])`, 'giu');
  // The record's own names ("Nap over") are no setting's.
  const own = names.map((n) => n.toLowerCase().trim()).filter((n) => n.length >= 2);
  const other = (field: string): boolean => fieldWords(own.reduce((f, n) => f.split(n).join(' ¤ '), field.toLowerCase())).some((w) => OTHER_OF_ALARM.test(w));
  return text.split('\n').map((line) => line.replace(word, (m: string, at: number) => (other(fieldBefore(line, at)) ? ' '.repeat(m.length) : m))).join('\n');
}
// A day's word whole ("Sun", "Sundays", not "Sunrise"), right before the on or off, not closed off by a bracket
// ("(Tue, Thu): off" is the alarm's; s26-d5h-f8, f10, f12, f14).
const DAY_BEFORE = /\b(?:(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?|week(?:end|day)s?|holidays?)[\s,]{0,3}$/iu;
// A bracket opens a part of its own ("11:45 - on (alarm 5046904)").
const SWITCH_END = /^[ \t]*(?:$|[\r\n.,;:!?()[\]{}·|•—–/=✓✔✅-]|(?:now|again)\b)/u;

/** Star glyphs a rating is drawn with: the filled, the empty and the emoji star (s26 stars). */
const STAR = /^[★☆⭐]$/u;
const FILLED = /^[★⭐]$/u;
const VARIATION = /^[\uFE0E\uFE0F]$/u;
/** The glyph next to `at` in `text` going by `step`, past any variation selector. */
const glyphFrom = (text: string, at: number, step: 1 | -1): string | undefined => {
  let i = at;
  while (i >= 0 && i < text.length && VARIATION.test(text[i] ?? '')) i += step;
  return text[i];
};

/**
 * Whether `needle` occurs in `haystack` as a whole: not inside a longer word or number
 * ("pinned" is not in "unpinned", "45" not in "145", "Ava" not in "available").
 */
export function containsWhole(haystack: string, needle: string): boolean {
  if (needle === '') return false;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    // Numbers match whole: "45" is not in "47.45", "08:45:00" or "2023-05-45".
    const startOk = (!isWordChar(needle[0]) || !isWordChar(before)) && !(isDigit(needle[0]) && NUMBER_JOINERS.has(before ?? '') && isDigit(haystack[at - 2]));
    const endOk = (!isWordChar(needle[needle.length - 1]) || !isWordChar(after)) && !(isDigit(needle[needle.length - 1]) && NUMBER_JOINERS.has(after ?? '') && isDigit(haystack[at + needle.length + 1]));
    // A switch's on ends its field (s25 singles, bin-night-alarm s24-d3-f1): "alarm: on" in "Alarm: on." or "— On", not in "Alarm: on Thursday".
    const switchOk = (!SWITCH_ON.test(needle) || SWITCH_END.test(haystack.slice(at + needle.length)))
      // s26 (bin-night-alarm, lecture-alarm, plant-watering-alarm s26-d1a-f1..f4; s26-d2b-f2, f5, f7): a bare
      // "off", ": on" or ": off" is the state of what precedes it — the record's ("Bins out 20:30: on",
      // "Alarm 9289946: off"), never another switch of it ("Vibration: on", "Snooze off").
      && (!BARE_FIELD.test(needle) || (ownSwitch(haystack, at, needle === 'on') && !DAY_BEFORE.test(haystack.slice(Math.max(0, at - 20), at))))
      // s28 (s27-p0-f21): a bare off right after a verb is its button ("Enabled · Switch off", "Toggle off").
      && (needle !== 'off' || !/\b(?:switch|turn|toggle)\s+$/iu.test(haystack.slice(Math.max(0, at - 12), at)))
      && (needle !== 'on' || SWITCH_END.test(haystack.slice(at + needle.length)))
      // s27 (s27-z5-f1, f2, f3): "alarm: on" or "alarm off" inside another alarm setting's name ("Backup alarm: on",
      // "Snooze alarm off") is that setting's.
      && (!OWN_NOUN_SWITCH.test(needle) || !OTHER_OF_ALARM.test(/([\p{L}-]+)[\s-]*$/u.exec(haystack.slice(Math.max(0, at - 30), at))?.[1] ?? ''));
    // s25 dellogs2 (classical-notes, hot-take s25-d1-f1): a run of stars is a rating as a whole:
    // "★★★★" is not in "★★★★★" (a lone "★", a starred mark, is found as before: no star beside it).
    // s26 stars (s25-d4-f1): so for a star glyph at the needle's either end, ★ ☆ or ⭐, read past a
    // U+FE0F: "⭐⭐⭐" is not in "⭐️⭐️⭐️⭐️☆", "★ 4" not in "★★★★★ 4 reviews". A filled run may go on in
    // its empty stars ("★★★★" in "★★★★☆", the same rating).
    const first = glyphFrom(needle, 0, 1);
    const last = glyphFrom(needle, needle.length - 1, -1);
    const next = glyphFrom(haystack, at + needle.length, 1) ?? '';
    const starsOk = (!STAR.test(first ?? '') || !STAR.test(glyphFrom(haystack, at - 1, -1) ?? ''))
      && (!STAR.test(last ?? '') || !(last === '☆' ? STAR.test(next) : FILLED.test(next)));
    if (startOk && endOk && switchOk && starsOk) return true;
  }
  return false;
}

const monthIndex = (word: string): number => (word.length >= 3 ? MONTHS.findIndex((m) => m.startsWith(word)) : -1);

/**
 * Times and year-less dates of normalised text in one spelling each, so a shown time or date
 * matches by value (issue #30, K6): `9 am`, `9:00 AM`, `9:00` and `09:00:00` are `09:00`; `8:30 pm`
 * is `20:30`; `May 26`, `26th May` are `--05-26` (ISO 8601's year-less date). A bare `8` stays a
 * number: without a colon or am/pm it is not a time. Used by visible matching only — the
 * operator and the record comparisons keep `normalizeText` as it is.
 */
export function clockAndCalendar(normalized: string): string {
  let out = normalized.replace(/\b(\d{4}-\d{2}-\d{2})t(\d{2}:\d{2})/g, '$1 $2');
  out = out.replace(/(?<![\d:.])(\d{1,2})(?::(\d{2}))? ?([ap])\.?m\b\.?/g, (all, h: string, m: string | undefined, half: string) => {
    const hour = Number(h);
    if (hour < 1 || hour > 12) return all;
    return `${pad((hour % 12) + (half === 'p' ? 12 : 0))}:${m ?? '00'}`;
  });
  out = out.replace(/(?<![\d:.])(\d{1,2}):(\d{2})(?::00)?(?![\d:])/g, (all, h: string, m: string) => (Number(h) > 23 || Number(m) > 59 ? all : `${pad(Number(h))}:${m}`));
  out = out.replace(/\b([a-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?\b(?![:.,/-]\d)/g, (all, month: string, day: string) => {
    const index = monthIndex(month);
    return index < 0 || Number(day) < 1 || Number(day) > 31 ? all : `--${pad(index + 1)}-${pad(Number(day))}`;
  });
  out = out.replace(/(?<![\d:.,-])\b(\d{1,2})(?:st|nd|rd|th)? (?:of )?([a-z]+)\b/g, (all, day: string, month: string) => {
    const index = monthIndex(month);
    return index < 0 || Number(day) < 1 || Number(day) > 31 ? all : `--${pad(index + 1)}-${pad(Number(day))}`;
  });
  return out;
}

const FULL_DATE = /\b\d{4}-(\d{2})-(\d{2})\b/g;
const HAS_FULL_DATE = /\b\d{4}-\d{2}-\d{2}\b/;
const YEARLESS_DATE = /--\d{2}-\d{2}/;
const withoutYear = (text: string): string => text.replace(FULL_DATE, '--$1-$2');

/**
 * Whether normalised `haystack` shows normalised `needle` as a value: times and dates compare by
 * value, and a date shown without its year stands for the dated value (the user said "May 26").
 * Only one side ever loses its year, so 2023-05-26 never matches a shown 2024-05-26.
 */
/**
 * A North American phone number however it is written — `206-555-0142`, `(206) 555-0142`,
 * `206.555.0142`, `+1 206 555 0142`, `2065550142` — as its ten digits. The world stores the
 * digits, users type them with dashes, and an app may show either: all are one number. Digits
 * glued to more digits are left alone (an id, a longer number).
 */
const PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?\(?(\d{3})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})(?![\d])/g;
export const phoneDigits = (text: string): string => text.replace(PHONE, '$1$2$3');

function showsByValue(haystack: string, needle: string): boolean {
  const hay = phoneDigits(clockAndCalendar(haystack));
  const want = phoneDigits(clockAndCalendar(needle));
  if (containsWhole(hay, want)) return true;
  if (HAS_FULL_DATE.test(want)) return containsWhole(hay, withoutYear(want));
  return YEARLESS_DATE.test(want) && containsWhole(withoutYear(hay), want);
}

/**
 * A score shown against its scale (`4/5`, `4 / 5`, `7 out of 10`) as the score alone: a rating
 * the world holds as 4 is shown by "4/5 stars", and the scale's 5 is not a shown 5 (a stale "4 out
 * of 5" does not show a rating of 5). Only the scales of 5 and 10, a score no larger than its
 * scale, and not part of a longer number or date ("4/5/2023", "1.4/5").
 */
const SCORE_ON_SCALE = /(?<![\d.,:/-])(\d{1,2})(?: ?\/ ?| out of )(5|10)(?![.,:/-]?\d)/g;
export const scoresAlone = (normalized: string): string =>
  normalized.replace(SCORE_ON_SCALE, (all, score: string, scale: string) => (Number(score) <= Number(scale) ? score : all));
/**
 * s25 dellogs2 (classical-notes, hot-take s25-d1-f1): a score looked for WITH its scale ("4/5", a
 * stale review row's rating) is found as a score on that scale however it is written ("4/5",
 * "4 / 5", "4 out of 5"), not as the bare number: the text keeps its scales written one way.
 */
const SCORE_NEEDLE = /^(\d{1,2})(?: ?\/ ?| out of )(5|10)$/;
const scoresWritten = (normalized: string): string =>
  normalized.replace(SCORE_ON_SCALE, (all, score: string, scale: string) => (Number(score) <= Number(scale) ? `${score}/${scale}` : all));

/** Does `text` show `expected` under the given mode? Bounded: texts are cut at 200 KB. */
export function textShows(text: string, expected: string, mode: MatchMode): boolean {
  const haystack = text.length > 200_000 ? text.slice(0, 200_000) : text;
  if (expected === '') return false;
  const needle = normalizeText(expected);
  // A switch's on must end its line (SWITCH_ON): read line by line, as normalising joins the lines; never fuzzily.
  const switchOn = SWITCH_ON.test(needle);
  // s27: a bare on/off reads its field back to the line's start (`ownSwitch`), so it is read line by line too.
  if ((switchOn || BARE_FIELD.test(needle)) && haystack.includes('\n')) return haystack.split('\n').some((line) => textShows(line, expected, mode));
  if (mode === 'exact') return containsWhole(haystack, expected);
  const score = SCORE_NEEDLE.exec(needle);
  if (score) return containsWhole(scoresWritten(normalizeText(haystack)), `${score[1]}/${score[2]}`);
  const normalized = scoresAlone(normalizeText(haystack));
  if (containsWhole(normalized, needle) || showsByValue(normalized, needle)) return true;
  if (mode === 'normalized' || switchOn) return false;
  // fuzzy: every token present, or a window of the text close to the expected string
  const have = new Set(tokens(haystack));
  const want = tokens(expected);
  if (want.length > 0 && want.every((t) => have.has(t))) return true;
  if (needle.length < 4 || needle.length > 200) return false;
  // Windows one character shorter or longer catch a dropped or doubled letter.
  for (const width of [needle.length, needle.length + 1, needle.length - 1]) {
    for (let start = 0; start + width <= normalized.length; start += 1) {
      if (similarity(normalized.slice(start, start + width), needle) >= 0.85) return true;
    }
  }
  return false;
}

/**
 * A number as a user writes it: `12`, `12.0`, `"12.00"`, `"$12"`, `"1,250.50"`, `"€ 12"` are one
 * value. Anything else (a date, a phone number, words) is not a number (NaN).
 */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return Number.NaN;
  const match = /^\s*([-+]?)\s*[$€£]?\s*([-+]?)(\d{1,3}(?:,\d{3})+|\d+)?(\.\d+)?\s*$/.exec(value);
  if (!match || (match[3] === undefined && match[4] === undefined) || (match[1] !== '' && match[2] !== '')) return Number.NaN;
  return Number(`${match[1] || match[2]}${(match[3] ?? '0').replace(/,/g, '')}${match[4] ?? ''}`);
}

/** Both texts parsed as JSON lists, or undefined. */
function jsonLists(a: string, b: string): [unknown[], unknown[]] | undefined {
  try {
    const left = JSON.parse(a) as unknown;
    const right = JSON.parse(b) as unknown;
    return Array.isArray(left) && Array.isArray(right) ? [left, right] : undefined;
  } catch {
    return undefined;
  }
}

/** Loose equality for record fields: numbers by value, strings normalised, arrays/objects by JSON. */
export function valuesEqual(actual: unknown, expected: unknown, mode: MatchMode = 'normalized'): boolean {
  if (actual === expected) return true;
  const blank = (v: unknown) => v === null || v === undefined || v === '';
  if (blank(actual) || blank(expected)) return false;
  if (typeof expected === 'number' || typeof actual === 'number') {
    const a = asNumber(actual);
    const b = asNumber(expected);
    return Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) < 1e-9;
  }
  if (typeof actual === 'string' && expected !== null && typeof expected === 'object') {
    try {
      return valuesEqual(JSON.parse(actual) as unknown, expected, mode);
    } catch {
      return false;
    }
  }
  // Two lists stored as JSON text compare as the lists (s28 packing-list-mailer s28-s200-f4: the
  // draft's recipients in another order are the same recipients).
  if (typeof actual === 'string' && typeof expected === 'string' && actual.trimStart().startsWith('[') && expected.trimStart().startsWith('[')) {
    const lists = jsonLists(actual, expected);
    if (lists) return valuesEqual(lists[0], lists[1], mode);
  }
  // Lists of plain values compare as sets: ["friday", "monday"] is the same choice as ["monday", "friday"].
  if (Array.isArray(actual) && Array.isArray(expected)) {
    if (actual.length !== expected.length) return false;
    const plain = (list: unknown[]) => list.every((v) => typeof v !== 'object' || v === null);
    if (!plain(actual) || !plain(expected)) return JSON.stringify(actual) === JSON.stringify(expected);
    const key = (v: unknown) => (typeof v === 'string' ? normalizeText(v) : JSON.stringify(v));
    const left = actual.map(key).sort();
    const right = expected.map(key).sort();
    return left.every((v, i) => v === right[i]);
  }
  if (typeof expected === 'boolean') return actual === (expected ? 1 : 0) || actual === expected;
  if (typeof actual === 'string' && typeof expected === 'string') {
    if (mode === 'exact') return actual === expected;
    if (normalizeText(actual) === normalizeText(expected)) return true;
    return mode === 'fuzzy' && similarity(normalizeText(actual), normalizeText(expected)) >= 0.85;
  }
  return JSON.stringify(actual) === JSON.stringify(expected);
}

/**
 * One spelling of a word for the words a page uses for what it is about (issue #30,
 * reference_words): singular and plural are one word ("chores" / "chore", "playlists" /
 * "playlist", "batteries" / "battery"), and so are British and American spellings ("favourites" /
 * "favorites", "organise" / "organize", "centre" / "center", "catalogue" / "catalog"). Both
 * sides are folded the same way, so a made-up fold ("hour" → "hor") only ever meets itself.
 */
export function wordForm(word: string): string {
  let w = word.toLowerCase();
  if (w.length < 4 || !/^[a-z]+$/.test(w)) return w;
  // Plurals first, so the spelling rules see the singular.
  if (/[^aeiou]ies$/.test(w) && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (/[^su]s$/.test(w) && !/(is|us|ss)$/.test(w)) w = w.slice(0, -1);
  w = w.replace(/our(ite|ed|ing|er)?$/, 'or$1');
  w = w.replace(/([^aeiou])is(e|ed|ing|er|ation)$/, '$1iz$2');
  w = w.replace(/ys(e|ed|ing)$/, 'yz$1');
  w = w.replace(/([^aeiou])tre$/, '$1ter');
  w = w.replace(/ogue$/, 'og');
  return w;
}

/** The word forms (`wordForm`) of every word of a text, words of three letters or more. */
export function wordForms(text: string): Set<string> {
  return new Set(
    normalizeText(text)
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3)
      .map(wordForm),
  );
}

/** Does the page show the word in any of its forms (`wordForm`), or the text as `textShows` finds it? */
export function showsWord(text: string, word: string, mode: MatchMode, forms?: Set<string>): boolean {
  if (textShows(text, word, mode)) return true;
  if (mode === 'exact' || !/^[a-z]+$/i.test(word.trim())) return false;
  return (forms ?? wordForms(text.length > 200_000 ? text.slice(0, 200_000) : text)).has(wordForm(word.trim()));
}

/** s28 split: a participle's simple past; both tell the act done ("taken out" / "took out", s27-z4-f2; "withdrawn" / "withdrew", s26-d5f-f3). */
const PAST_OF: Readonly<Record<string, string>> = { taken: 'took', withdrawn: 'withdrew', thrown: 'threw', undone: 'undid' };

/**
 * s28 split: a state list with the forms any of its words also has: a participle's simple past
 * ("taken off" → "took off") and a place's "the" said as the user's own ("off the favourites" →
 * "off your favourites", "off my favourites"; s27-na1-f7). Words already listed are not repeated.
 */
export function withSaidForms(words: readonly string[]): string[] {
  const out = [...words];
  const have = new Set(words.map((w) => normalizeText(w)));
  const add = (w: string): void => { if (!have.has(w)) { have.add(w); out.push(w); } };
  for (const word of words) {
    const w = normalizeText(word);
    const [head, ...rest] = w.split(' ');
    const past = PAST_OF[head ?? ''];
    if (past !== undefined) add([past, ...rest].join(' '));
    if (rest.length > 0 && / the /u.test(` ${rest.join(' ')} `)) for (const own of ['your', 'my']) add(w.replace(/(?<=\s)the(?=\s)/gu, own));
  }
  for (const w of hyphenForms(out)) add(w);
  return out;
}

/**
 * s30 s22 (planning-doc-done-undo s30-s220-f4): a phrase of words only said with a hyphen or a
 * space is one phrase ("to do" / "to-do", "re-opened" / "re opened"); dates and numbers are left as they are.
 */
export function hyphenForms(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    const w = normalizeText(word);
    if (!/^\p{L}+(?:[ -]\p{L}+)+$/u.test(w)) continue;
    for (const other of [w.replace(/ /gu, '-'), w.replace(/-/gu, ' ')]) if (other !== w && !out.includes(other)) out.push(other);
  }
  return out.filter((w) => !words.some((x) => normalizeText(x) === w));
}

/** A particle that ends a phrasal verb of the state lists ("took off", "taken down", "threw out"). */
const PARTICLE = /^(?:off|out|down|back|away)$/u;
/** One word of the thing a phrasal verb is split around: a name (masked), a bracketed aside, or a word; no clause mark. */
const OBJECT_WORD = String.raw`(?:\uE000\d+\uE001|\([^()]{0,40}\)|[^\s.,;:!?()[\]{}—–·|•"=]+)`;
/** Words that start another clause or tell another verb's tense: never inside the split verb's object. */
const NOT_OBJECT = /^(?:and|but|then|or|so|because|while|after|before|when|if|is|are|was|were|be|been|has|have|had|will|would|off|out|down|back|away)$/u;

/**
 * s28 split (s27-nr1-f2, s27-na1-f7, f12, s27-na2-f4, s27-z2-f10, f18, s27-z4-f2, s26-d5f-f3): `line`
 * normalised, each phrasal verb of `words` (a verb and a particle) said around its object ("Took
 * Chloe Patel off your favourites", "Took comment 2230390 down") put back together before its
 * object ("took off chloe patel your favourites"), so the list's joined form reads it. The object is
 * one to four words within the clause (a name of `names` or a bracketed aside counts as one word);
 * a particle with no listed verb before it, or one further off, is left as it is.
 */
export function joinedPhrasal(line: string, words: readonly string[], names: readonly string[] = []): string {
  const pairs = [...new Set(words.map((w) => normalizeText(w)))].map((w) => w.split(' ')).filter((p) => p.length === 2 && /^\p{L}+$/u.test(p[0] ?? '') && PARTICLE.test(p[1] ?? ''));
  let text = normalizeText(line);
  if (pairs.length === 0) return text;
  const kept: string[] = [];
  for (const n of names.map((x) => normalizeText(x).trim()).filter((x) => x.length >= 2).sort((a, b) => b.length - a.length)) {
    text = text.split(n).join(`\uE000${kept.push(n) - 1}\uE001`);
  }
  for (const [verb, particle] of pairs) {
    const split = new RegExp(`(?<![\\p{L}\\p{N}])(${verb})\\s+((?:${OBJECT_WORD}\\s+){0,3}${OBJECT_WORD})\\s+(${particle})(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(split, (all: string, v: string, object: string, p: string) => (object.split(/\s+/u).some((t) => NOT_OBJECT.test(t)) ? all : `${v} ${p} ${object}`));
  }
  return text.replace(/\uE000(\d+)\uE001/gu, (_, n: string) => kept[Number(n)] ?? '');
}
