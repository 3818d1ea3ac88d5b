/**
 * An edit of one listed record by its id that reads the record back before it updates the list,
 * so the list and the message carry the service's own values (a draft's subject, a product's
 * name). Amazon's cart and Gmail's drafts use it; no `tasks()` here.
 */
import { call, type ActionDef } from '../../kit/package.ts';
import { recordAction } from '../../shapes/record-steps.ts';

type RecordActionDef = Parameters<typeof recordAction>[0];

/** `read`: the API that shows the record, its id argument, and the name its answer is bound to. */
export function editAndReadBack(a: RecordActionDef & { read: [api: string, arg: string, bind: string] }): ActionDef {
  const { read, ...edit } = a;
  const action = recordAction(edit);
  const [api, arg, bind] = read;
  const readBack = call(api, { [arg]: `{{inputs.${a.key[0]}}}` }, bind);
  return { ...action, plan: [...action.plan.slice(0, 1), readBack, ...action.plan.slice(1)] };
}
