/**
 * s30 rest (garden-out-of-projects s27-db1-f3): a heading that says its rows went to the trash in a
 * past verb ("Moved to trash", "Sent to the bin:") or names the bin alone ("Bin") tells their deletion,
 * as "Trash" does. Not an offer ("Move to trash") nor a time to come ("To be moved to trash").
 */
const TRASH_HEADING = /^(?:(?:moved|sent|put|thrown|gone)\s+(?:in)?to\s+(?:the\s+)?(?:trash|bin|recycle bin|recycling bin)|(?:the\s+)?bin)\s*(?::|\(\s*\d+\s*\))?\s*$/u;

export const headingSaysTrashed = (text: string): boolean => TRASH_HEADING.test(text.trim());
