/**
 * Actions of record apps that Amazon's, Spotify's and Gmail's cases build alike: find a thing by
 * the name the user types and act on it, or edit a listed record by its id and read it back.
 */
import { append, call, message, recordAction, type ActionDef, type InputDef } from '../kit/package.ts';
import type { Obj } from '../kit/types.ts';

/**
 * Find the first match of what the user typed (`find`: the listing API, the input, any filter of
 * its own), make one call on it (`found.0` in its strings), keep it in the list and say so.
 */
export function findThenAct(a: {
  id: string;
  label: string;
  goal: string;
  service: string;
  inputs: InputDef[];
  find: [api: string, input: string, filter?: Obj];
  act: [api: string, args: Obj, bind?: string];
  list: string;
  item: Obj;
  said: string;
}): ActionDef {
  const [api, input, filter] = a.find;
  return {
    id: a.id, label: a.label, goal: a.goal, services: [a.service], inputs: a.inputs,
    plan: [call(api, { query: `{{inputs.${input}}}`, ...filter, page_limit: 1 }, 'found'), call(...a.act), append(a.list, a.item), message(a.said)],
  };
}

type RecordActionDef = Parameters<typeof recordAction>[0];

/**
 * An edit of one listed record by its id that reads the record back before it updates the list,
 * so the list and the message carry the service's own values (a draft's subject, a product's
 * name). `read`: the API that shows the record, its id argument, and the name its answer is bound to.
 */
export function editAndReadBack(a: RecordActionDef & { read: [api: string, arg: string, bind: string] }): ActionDef {
  const { read, ...edit } = a;
  const action = recordAction(edit);
  const [api, arg, bind] = read;
  const readBack = call(api, { [arg]: `{{inputs.${a.key[0]}}}` }, bind);
  return { ...action, plan: [...action.plan.slice(0, 1), readBack, ...action.plan.slice(1)] };
}
