/**
 * The edit action of the phone, splitwise and venmo apps: a record of the list, named by its id,
 * changed with one service call, optionally read back before the list item is rewritten, so the many "fix the amount / rename / move" forms share one body.
 */
import { call, recordAction, type ActionDef } from '../kit/package.ts';
import type { Obj } from '../kit/types.ts';

type RecordActionDef = Parameters<typeof recordAction>[0];

/** `recordAction`, with `readBack` (a call binding the record as the service now holds it) between the change and the list update. */
export function editAction(a: RecordActionDef & { readBack?: [api: string, args: Obj, bind: string] }): ActionDef {
  const { readBack, ...action } = a;
  const built = recordAction(action);
  if (readBack) built.plan.splice(1, 0, call(...readBack));
  return built;
}
