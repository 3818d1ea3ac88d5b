/**
 * Case rows are plain data, yet a user sometimes says a value only the fixture knows (a person's
 * email, a note's id): the row writes `{key}` there and its builder looks the value up and fills
 * it in, so the rows never hard-code a fixture value.
 */

type Fill = Record<string, string | number>;

/** `text` with every `{key}` replaced by its value; a key without a value is an error, not a gap. */
export function fillIn(text: string, values: Fill): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`no value for {${key}} in "${text}"`);
    return String(value);
  });
}

/** A row with its `say` lines filled in. */
export const fillSay = <R extends { say: string[] }>(row: R, values: Fill): R => ({ ...row, say: row.say.map((line) => fillIn(line, values)) });
