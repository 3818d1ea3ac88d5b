/**
 * The two-slot skeleton of shared-world tasks: app A makes a record and changes it, app B (made
 * separately) finds it and acts on it, then both reopen. Each shared-world shape builds its
 * slots' checks and hands them here, as one-slot shapes do with kit/flow.ts.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import { A, type FreeDef } from './checks.ts';
import { openChecks, type CaptureDef, type OpenDef } from './flow.ts';
import { append, call, listApp, message, type CollectionDef, type InputDef } from './package.ts';
import { episode, task } from './task.ts';
import { asksToKeep } from './record-names.ts';
import type { Allow, Obj, Spec, Split, Values, Value } from './types.ts';

/**
 * One episode of a slot after open. Its checks always come in this order: the route, the
 * shape's own checks, the tables it may change, the mutation cap, then what the user must see
 * (the shared-world tasks list no_collateral before mutation_limit, unlike kit/flow.ts's
 * serviceChecks; assertion ids keep that order).
 */
export interface SlotStep {
  message: string;
  values: Values;
  hint: string[];
  captures?: Record<string, CaptureDef>;
  free?: FreeDef[];
  checks: Spec[];
  allow: Allow[];
  max: number;
  show: Value[];
  /** Visible checks beyond the plain ones of `show` (one with words of a state of its own). */
  told?: Spec[];
}

interface SlotDef {
  intention: string;
  services: string[];
  pkg: Obj;
  open: OpenDef;
  reopen: Spec[];
}

export interface SharedWorldDef {
  id: string;
  split: Split;
  seed: number;
  domains: string[];
  /** App A makes the record (create) and changes it (revise). */
  a: SlotDef & { create: SlotStep; revise: SlotStep };
  /** App B, made separately, finds the record and acts on it. */
  b: SlotDef & { find: SlotStep };
  /** Records of the world before A opens: a look-alike of A's record that B must not take. */
  rows?: ExtraRow[];
  /**
   * A reopens before B opens (s17 holes17): where B rewrites the very text A shows (an auditor
   * appending " (checked)" to the description A set), A, which has no read when it opens, could only
   * show its own stale copy after B; reopened first, it shows what the service holds then.
   */
  aReopenFirst?: boolean;
}

const slotEpisode = (id: string, stage: 'submit' | 'revise', slot: 'A' | 'B', s: SlotStep) =>
  episode({
    id, stage, slot, message: s.message, values: s.values, hint: s.hint, captures: s.captures, free: s.free,
    checks: [A.route(), ...s.checks, A.onlyChanges(...s.allow), A.mutations(s.max), ...s.show.map((v) => A.grounded(v)), ...(s.told ?? [])],
  });

/** A open → A create → A revise → B open → B find → A reopen → B reopen (A reopen before B open where `aReopenFirst`). */
export function sharedWorldTask(def: SharedWorldDef): TaskInput {
  const { a, b } = def;
  const aReopen = episode({ id: 'a-reopen', stage: 'reopen', slot: 'A', checks: a.reopen });
  return task({
    id: def.id,
    family: 'shared_world',
    split: def.split,
    domains: def.domains,
    seed: def.seed,
    apps: [
      { slot: 'A', intention: a.intention, services: a.services },
      { slot: 'B', intention: b.intention, services: b.services },
    ],
    episodes: [
      episode({ id: 'a-open', stage: 'open', slot: 'A', checks: openChecks(a.open, a.intention) }),
      slotEpisode('a-create', 'submit', 'A', a.create),
      slotEpisode('a-revise', 'revise', 'A', a.revise),
      ...(def.aReopenFirst ? [aReopen] : []),
      episode({ id: 'b-open', stage: 'open', slot: 'B', checks: openChecks(b.open, b.intention) }),
      slotEpisode('b-find', 'submit', 'B', b.find),
      ...(def.aReopenFirst ? [] : [aReopen]),
      // B finds A's record and acts on it once; unless its user asks it to keep what it did, its
      // reopen asks nothing kept (issue #30, K12 for shared tasks: "add a comment to a shared
      // expense" keeps no list of expenses commented on).
      episode({ id: 'b-reopen', stage: 'reopen', slot: 'B', checks: b.reopen, ...(asksToKeep(b.intention) ? {} : { keepsNothing: true }) }),
    ],
    reference: { A: { package: a.pkg }, B: { package: b.pkg } },
    ...(def.rows ? { rows: def.rows } : {}),
  });
}

/**
 * What app B's list tells of a record beyond its name (issue #30, K2): a value the user gave B (an
 * amount, a due date, a tag) or a state B left the record in ("ticked off", "public"), each kept in
 * its own field so an app that only echoes the record's name says less than the reference.
 */
export interface KeptDetail {
  field: string;
  /** The kept value: an input (`{{inputs.amount}}`), a found field, or plain words of a state. */
  value: string;
  /** Words before the value on the list's line ("Amount"); none for a state's own words. */
  label?: string;
}

/** The list every app B keeps: the records it has handled, with what it did to each. */
function handledList(details: readonly KeptDetail[]): CollectionDef {
  const told = details.map((d) => ` · ${d.label ? `${d.label}: ` : ''}{{item.${d.field}}}`).join('');
  return {
    name: 'handled', fields: { id: 'number', title: 'string', ...Object.fromEntries(details.map((d) => [d.field, 'string' as const])) },
    item: `{{item.title}} (id {{item.id}})${told}`, heading: 'Handled', empty: 'Nothing handled yet.',
  };
}

/**
 * App B's package: one action that finds the record (bound as `found`), acts on it and lists it
 * as handled. `found` names the id and title in the search result (`found.0.task_id` …); `kept`
 * are the details the list tells beside the title.
 */
export function finderApp(b: {
  id: string;
  title: string;
  intention: string;
  intro: string;
  services: string[];
  inputs: InputDef[];
  search: [api: string, args: Obj];
  act: Obj[];
  found: { id: string; title: string };
  done: string;
  kept?: KeptDetail[];
}): Obj {
  const kept = b.kept ?? [];
  const plan = [
    call(b.search[0], b.search[1], 'found'),
    ...b.act,
    append('handled', { id: `{{${b.found.id}}}`, title: `{{${b.found.title}}}`, ...Object.fromEntries(kept.map((d) => [d.field, d.value])) }),
    message(`${b.done} {{${b.found.title}}} (id {{${b.found.id}}}).`),
  ];
  const action = { id: 'find_and_handle', label: 'Find and handle', goal: b.intention, services: b.services, inputs: b.inputs, plan };
  return listApp({ id: b.id, title: b.title, summary: b.intention, intro: b.intro, list: handledList(kept), actions: [action] });
}
