/**
 * Arguments a write stores under another column's name, where another API of the same app sets
 * that column too. A draft made with `create_draft(email_addresses)` keeps them in
 * `gmail.drafts.recipient_emails`, and `update_draft(email_addresses)` sets the same column: a
 * draft made bare and then addressed is the same draft. Where the episode's end state compares that
 * column, it judges the recipients whichever call set them, and the named call may not ask for
 * them (issue #30, s16 recipe-card-draft: one_api). kit/task.ts reads this in `onlyUnjudgedArgs`.
 */
export const ARG_COLUMNS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'gmail.create_draft': { email_addresses: 'recipient_emails' },
};

/** The column an API's argument is stored in: its own name, or the one listed above. */
export const argColumn = (app: string, api: string, arg: string): string => ARG_COLUMNS[`${app}.${api}`]?.[arg] ?? arg;
