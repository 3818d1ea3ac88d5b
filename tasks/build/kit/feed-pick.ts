/**
 * A Venmo payment named by its words may be picked from the payments the app lists (issue #30,
 * s16 apis: one_api; rubric fidelity/2, Soundness: no particular API where another has the same
 * effect). The same mechanism as kit/list-pick.ts, for the Venmo feed.
 *
 * "Like the Camping gear rental refund" (single.venmo.refund-like): the reference finds the
 * payment by the typed words (`venmo.show_transactions.query`) and likes it by id. An app that
 * lists the recent payments (show_transactions with no query, or another list) and lets the user
 * pick the named one likes the same payment, yet its input reaches no query: the picked payment's
 * id goes straight to the like. Where the reference acts on a payment it found by words (a like,
 * an unlike, a comment, an edit: a Venmo call that changes the world and takes the found
 * payment's `transaction_id`), an input check that takes `show_transactions.query` also takes that
 * call's `transaction_id`, and an action check that takes `show_transactions` also takes the call.
 * The world checks (which payment, what was done) are unchanged.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { allSteps } from './changes-shown.ts';
import { withPickNames } from './list-pick.ts';
import type { Json, Obj } from './types.ts';

const SEARCH = 'venmo.show_transactions';

const changesWorld = (call: string): boolean => {
  const [app = '', api = ''] = call.split('.');
  return (findApi(app, api)?.changes.length ?? 0) > 0;
};

/** The Venmo writes a slot's reference makes on a payment it found by the user's words (its id bound whole). */
function writesOnFound(pkg: Obj | undefined): string[] {
  const out = new Set<string>();
  for (const action of (pkg?.actions ?? []) as Obj[]) {
    const steps = allSteps(Array.isArray(action.plan) ? (action.plan as Json[]) : []);
    const binds = steps
      .filter((s) => s.call === SEARCH && typeof s.bind === 'string' && /\{\{\s*inputs\./.test(String(((s.args ?? {}) as Obj).query ?? '')))
      .map((s) => String(s.bind));
    for (const s of steps) {
      const call = String(s.call ?? '');
      const id = ((s.args ?? {}) as Obj).transaction_id;
      if (!call.startsWith('venmo.') || call === SEARCH || !changesWorld(call) || typeof id !== 'string') continue;
      if (binds.some((b) => new RegExp(`^\\{\\{\\s*${b}\\.0\\.transaction_id\\s*\\}\\}$`).test(id))) out.add(call);
    }
  }
  return [...out].sort();
}

export const withFeedPick = (task: TaskInput): TaskInput => withPickNames(task, SEARCH, writesOnFound, 'transaction_id');
