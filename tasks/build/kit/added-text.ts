/**
 * Text the user adds to a note or a list ("add umbrella to that note", "put X at the top of the
 * log"): the end state holds what the text held and the new part, in the order the user said,
 * joined however the app likes (issue #30, s9 file9: a newline join is one API's way, not the
 * user's). Nothing the text held may be lost, and the new part may not stand where the user did
 * not put it: "on top" / "at the top" / "first" puts it before the old text, any other "add" or
 * "append" after it. The rule is ordered (`at_end`), so the end state judges how the text was
 * added whichever API wrote it (kit/task.ts `leftLooseBy`).
 */
import type { FreeDef } from './checks.ts';

/** Where the user puts the new part: before the old text ("at the top") or after it. */
export function addedOnTop(message: string): boolean {
  // "pin it to the top" is about pinning, not where the text goes.
  const said = message.toLowerCase().replace(/\bpin\w*(\s+it)?\s+(to\s+|at\s+)?(the\s+)?top\b/g, ' ');
  if (/\b(append|at the end|to the end|at the bottom|below)\b/.test(said)) return false;
  return /\b(on top|(at|to) the top|first line|prepend|before everything)\b/.test(said);
}

/**
 * The free rule of a text field (`app.table.field`) after `added` is added to `before`: both must
 * be there, the new part after the old one, or before it where the user said so.
 */
export function addedText(at: { app: string; table: string; field: string }, before: string, added: string, message: string): FreeDef {
  const top = addedOnTop(message);
  return {
    ...at,
    constraint: top ? { contains: [added], at_end: [before] } : { contains: [before], at_end: [added] },
    why: top
      ? 'the user puts the new part on top: it comes before what the text held, which must all stay; how they are joined is the app\'s'
      : 'the user adds to the text: the new part comes after what it held, which must all stay; how they are joined is the app\'s',
  };
}

/** The same rule on a Simple Note's content. */
export const addedToNote = (before: string, added: string, message: string): FreeDef =>
  addedText({ app: 'simple_note', table: 'notes', field: 'content' }, before, added, message);
