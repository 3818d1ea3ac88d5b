import { beforeAll, describe, expect, it } from 'vitest';
import { worldDocs } from './docs.ts';
import { analyseThrownCodes, type ThrownCodes } from './thrown-codes.ts';

/**
 * Each API's documented `errors` against the codes its code can raise (read from the source by
 * thrown-codes.ts). The docs are what generators receive and must stay as published, so a
 * mismatch found today is listed below with its reason instead of being fixed in the docs; any
 * other mismatch fails, and so does an entry here that no longer matches anything.
 */
interface Known {
  /** `undocumented`: the code can be raised but the docs do not list it; `never_thrown`: the reverse. */
  kind: 'undocumented' | 'never_thrown';
  code: string;
  apis: readonly string[];
  reason: string;
}

const FILE_PATH_APIS = [
  'show_directory', 'directory_exists', 'create_directory', 'delete_directory', 'show_file', 'file_exists', 'create_file', 'update_file', 'delete_file', 'copy_file',
  'move_file', 'show_file_info', 'show_directory_info', 'show_directory_tree', 'search_files', 'show_recent_files', 'find_duplicate_files', 'compare_files',
  'append_to_file', 'replace_in_file', 'rename_file', 'rename_directory', 'copy_files_to_directory', 'move_files_to_directory', 'delete_files',
  'decompress_file', 'trash_file', 'trash_directory',
].map((api) => `file_system.${api}`);

const KNOWN: readonly Known[] = [
  {
    kind: 'undocumented', code: 'invalid_path', apis: [...FILE_PATH_APIS, 'gmail.send_email', 'gmail.reply_to_email', 'gmail.send_email_from_draft', 'gmail.download_attachment'],
    reason: 'every path goes through resolvePath, which refuses one starting with neither / nor ~/ (422); the docs of these APIs only name paths outside the home (not_owner)',
  },
  {
    kind: 'undocumented', code: 'not_owner', apis: ['gmail.send_email'],
    reason: 'an attachment path outside the home is file_system’s 403 not_owner; send_email documents only attachment_not_found',
  },
  {
    kind: 'undocumented', code: 'is_directory', apis: ['file_system.copy_files_to_directory', 'file_system.move_files_to_directory', 'file_system.compress_directory'],
    reason: 'the destination check (claimDestination) refuses a directory standing where the file would go, as create_file documents; these APIs do not',
  },
  ...['invalid_path', 'not_owner', 'directory_not_found', 'is_directory', 'file_exists'].map((code): Known => ({
    kind: 'undocumented', code, apis: ['amazon.place_order'],
    reason: 'the receipt is saved through file_system.create_file at a path place_order builds in ~/downloads; create_file’s failures pass through (a missing ~/downloads, something already at the path) and are not documented',
  })),
  {
    kind: 'undocumented', code: 'product_not_found', apis: ['amazon.update_product_quantity_in_cart', 'amazon.move_product_from_wish_list_to_cart'],
    reason: 'requireProduct on a product the cart or the wish list already holds; products are never deleted, so it cannot fail',
  },
  {
    kind: 'undocumented', code: 'email_thread_not_found', apis: ['gmail.show_email', 'gmail.forward_email'],
    reason: 'requireEmail also requires the email’s thread to be in the mailbox: an email of a thread the user deleted is 404 email_thread_not_found (reply_to_email documents it, these do not)',
  },
  {
    kind: 'undocumented', code: 'user_not_found', apis: ['venmo.show_venmo_balance', 'venmo.approve_payment_request', 'venmo.add_to_venmo_balance', 'venmo.withdraw_from_venmo_balance'],
    reason: 'balanceOf fails for a person without a Venmo account, but these read the balance of the user or of a requester, and every person of the world has one',
  },
  ...['recipient_not_found', 'invalid_path', 'not_owner', 'attachment_not_found'].map((code): Known => ({
    kind: 'undocumented', code, apis: ['splitwise.create_group'],
    reason: 'invitations go through gmail.send_email, whose failures pass through; create_group sends no attachments to people it has already found, so none of these can happen',
  })),
  ...['recipient_not_found', 'invalid_path', 'attachment_not_found'].map((code): Known => ({
    kind: 'undocumented', code, apis: ['todoist.send_project_invite'],
    reason: 'the invite email goes through gmail.send_email, whose failures pass through; it is sent to a person already found, without attachments, so none of these can happen',
  })),
  {
    kind: 'undocumented', code: 'expense_not_found', apis: ['splitwise.update_expense_comment', 'splitwise.delete_expense_comment'],
    reason: 'requireComment re-checks that the comment’s expense is visible: an author no longer in the expense gets 404 expense_not_found, which the docs do not list',
  },
  ...['group_not_found', 'not_member', 'user_not_found', 'no_debtors', 'duplicate_debtor', 'payer_is_debtor', 'not_involved', 'debt_amounts_mismatch', 'debts_exceed_paid_amount'].map(
    (code): Known => ({
      kind: 'undocumented', code, apis: ['splitwise.record_due_recurring_expenses'],
      reason: 'each occurrence is recorded through splitwise.record_expense, whose failures pass through; the rule was checked when it was made, and the docs list only what later changes usually cause (group_deleted, not_group_member)',
    }),
  ),
  {
    kind: 'undocumented', code: 'project_not_found', apis: ['todoist.update_section', 'todoist.delete_section'],
    reason: 'requireProject on the section’s own project, which always exists (its 403 not_owner is documented)',
  },
  {
    kind: 'undocumented', code: 'task_not_found', apis: ['todoist.update_subtask', 'todoist.delete_subtask'],
    reason: 'requireTask on the sub-task’s own task, which always exists (deleting a task deletes its sub-tasks)',
  },
];

/** Codes the engine itself raises for any API (routing, login, validation, crashes): never listed per API. */
const ENGINE_CODES = new Set(['unknown_app', 'unknown_api', 'unauthorized', 'invalid_token', 'token_expired', 'invalid_arguments', 'internal_error']);

/** `code: when`, or several codes sharing one reason: `a / b: when`. */
const documentedCodes = (errors: readonly string[]) => new Set(errors.flatMap((e) => (e.split(':')[0] ?? '').split('/').map((c) => c.trim())));

let analysed: Map<string, ThrownCodes[]>;

/** The analysis of an API: its app's declarations, or the shared login/logout of every app. */
function found(app: string, api: string): ThrownCodes[] {
  return analysed.get(`${app}.${api}`) ?? analysed.get(`*.${api}`) ?? [];
}

/** Everything an API can raise: its own codes and those of the APIs it invokes, transitively. */
function thrown(app: string, api: string, seen = new Set<string>()): Set<string> {
  const key = `${app}.${api}`;
  const out = new Set<string>();
  if (seen.has(key)) return out;
  seen.add(key);
  for (const f of found(app, api)) {
    for (const code of f.codes) out.add(code);
    for (const target of f.invokes) {
      const [a, b] = target.split('.') as [string, string];
      for (const code of thrown(a, b, seen)) out.add(code);
    }
  }
  return out;
}

describe('documented errors match the codes each API raises', () => {
  beforeAll(() => {
    analysed = new Map();
    for (const result of analyseThrownCodes()) analysed.set(`${result.app}.${result.api}`, [...(analysed.get(`${result.app}.${result.api}`) ?? []), result]);
  });

  it('finds the declaration of every documented API, and documents every declared one', () => {
    const docs = worldDocs();
    expect(docs.filter((d) => found(d.app, d.api).length === 0).map((d) => `${d.app}.${d.api}`)).toEqual([]);
    const documented = new Set(docs.map((d) => `${d.app}.${d.api}`));
    const undeclared = [...analysed.keys()].filter((key) => !key.startsWith('*.') && !documented.has(key) && !key.startsWith('admin.'));
    expect(undeclared).toEqual([]);
  });

  it('evaluates every code and every cross-app call', () => {
    expect([...analysed.values()].flat().flatMap((f) => f.unresolved)).toEqual([]);
  });

  it('sees through factories, bound parameters, known branches and cross-app calls', () => {
    // Factory instances with their own conflict codes; the branch of the other instance is not taken.
    expect(thrown('spotify', 'like_album')).toEqual(new Set(['album_not_found', 'already_liked']));
    expect(thrown('spotify', 'like_song')).toEqual(new Set(['song_not_found', 'already_liked']));
    expect(thrown('gmail', 'mark_thread_spam')).toEqual(new Set(['email_thread_not_found', 'not_owner', 'already_spam']));
    // A flag passed down two calls (checkApi(done) → setItem(…, done)).
    expect(thrown('simple_note', 'check_checklist_item')).toContain('already_checked');
    expect(thrown('simple_note', 'check_checklist_item')).not.toContain('not_checked');
    // A code passed in an argument object (venmoUser(…, { code: 'invalid_user' })).
    expect(thrown('venmo', 'show_mutual_friends')).toEqual(new Set(['user_not_found', 'invalid_user']));
    // An option left out prunes its branch (splitDebts without amounts).
    expect(thrown('splitwise', 'create_recurring_expense')).not.toContain('debt_amounts_mismatch');
    // ctx.invoke passes the other API's failures through.
    expect(thrown('gmail', 'download_attachment')).toContain('file_exists');
  });

  it('each API documents exactly the codes it can raise, apart from the listed exceptions', () => {
    const mismatches: string[] = [];
    for (const doc of worldDocs()) {
      const documented = documentedCodes(doc.errors);
      const raised = thrown(doc.app, doc.api);
      for (const code of raised) if (!documented.has(code) && !ENGINE_CODES.has(code)) mismatches.push(`undocumented ${code} in ${doc.app}.${doc.api}`);
      for (const code of documented) if (!raised.has(code) && !ENGINE_CODES.has(code)) mismatches.push(`never_thrown ${code} in ${doc.app}.${doc.api}`);
    }
    const known = KNOWN.flatMap((k) => k.apis.map((api) => `${k.kind} ${k.code} in ${api}`));
    expect(new Set(known).size).toBe(known.length);
    // New mismatches and stale exceptions both fail here.
    expect(mismatches.sort()).toEqual([...known].sort());
  });
});
