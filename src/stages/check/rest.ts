/**
 * s30 rest (garden-out-of-projects s27-db1-f3): a heading that says its rows went to the trash in a
 * past verb ("Moved to trash", "Sent to the bin:") or names the bin alone ("Bin") tells their deletion,
 * as "Trash" does. Not an offer ("Move to trash") nor a time to come ("To be moved to trash").
 */
// s30 trash2 (s30-r4-f4): "Recently moved to the trash", "Moved to trash recently", "Recycle bin" too.
const TRASH_HEADING = /^(?:(?:recently\s+|just\s+)?(?:moved|sent|put|thrown|gone)\s+(?:in)?to\s+(?:the\s+)?(?:trash|bin|recycle bin|recycling bin)(?:\s+recently)?|(?:the\s+)?(?:bin|recycle bin|recycling bin))\s*(?::|\(\s*\d+\s*\))?\s*$/u;

export const headingSaysTrashed = (text: string): boolean => TRASH_HEADING.test(text.trim());
