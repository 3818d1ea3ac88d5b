/** Text helpers of the viewer's view-models. */

/** A JSON value shown in the viewer: pretty-printed, cut at this many characters. */
const JSON_CHARS = 4_000;

export function shownJson(value: unknown): string {
  const text = JSON.stringify(value, null, 2) ?? 'null';
  return text.length > JSON_CHARS ? `${text.slice(0, JSON_CHARS)}\n… (${text.length - JSON_CHARS} more characters)` : text;
}

/** A file-name-safe form of a run or task id (ids are already close to it). */
export const safeName = (text: string): string => text.replace(/[^A-Za-z0-9._-]/g, '_');
