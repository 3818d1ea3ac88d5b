import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, appPackage, call, input, message, recordAction } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { allow, apiCall, free, inputOf, inputRow, obj, values } from '../../kit/row-fields.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import { at, type Obj } from '../../kit/types.ts';
import { finderApp, sharedWorldTask, type KeptDetail } from '../../kit/slots.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { slug } from '../../kit/task.ts';
import { lookAlikeRows } from '../../kit/look-alike.ts';
import { itemsOf, withListedItems } from '../../kit/listed-items.ts';
import { keepsHistory } from '../../kit/kept-history.ts';
import type { FreeDef } from '../../kit/checks.ts';

/**
 * Two apps, one world. App A creates a record and then edits it; app B, generated separately,
 * opens later, finds that record by what the user remembers of it (its current title), acts on
 * it, and shows it. Episodes: A open → A create → A revise → B open → B find → A reopen → B reopen.
 */
/** What A's create and edit steps each state: inputs, the call, what the user types and says, the call's arguments and the record's fields after it. */
const step = { inputs: z.array(inputRow), call: apiCall, values, message: z.string(), args: obj, fields: obj };

const SharedCase = z.object({
  id: caseHead.id,
  split: caseHead.split,
  seed: caseHead.seed,
  /** The people of the fixture the record involves (`{name.email}` in the row is an address). */
  ...peopleField,
  domain: z.string(),
  table: z.string(),
  idField: z.string(),
  a: z.strictObject({
    title: z.string(),
    intention: z.string(),
    /** `free`: fields of the created record the user leaves to the app. */
    create: z.strictObject({ ...step, allow: z.array(allow), free: z.array(free).optional() }),
    edit: z.strictObject(step),
    label: z.string(),
    newLabel: z.string(),
    /** A fact of the case: the record's text is items the user lists ("dashi, miso, tofu"), kept in any list layout (kit/listed-items.ts). */
    listed: z.boolean().optional(),
  }),
  b: z.strictObject({
    title: z.string(),
    intention: z.string(),
    searchCall: apiCall,
    /** Path of the found record's id inside the search result, e.g. "found.0.task_id". */
    foundId: z.string(),
    foundTitle: z.string(),
    actCall: apiCall,
    query: z.string(),
    message: z.string(),
    actArgs: obj,
    fields: obj,
    allow: z.array(allow),
    /** A second input of B's action and the value the user gives it. */
    extra: z.strictObject({ input: inputRow, value: z.string() }).optional(),
  }),
});
type SharedCase = z.infer<typeof SharedCase>;

/** The flags B's action may set, with the words the reference keeps for each and the words any app would use (issue #30, K2). */
const FLAGS: Record<string, { says: string; words: readonly string[] }> = {
  is_completed: { says: 'ticked off', words: STATE_WORDS.sharedTicked },
  is_public: { says: 'public', words: STATE_WORDS.sharedPublic },
  private: { says: 'private', words: STATE_WORDS.sharedPrivate },
};

function sharedTask(row: SharedCase): TaskInput {
  const c = fillPeople(row);
  const { create, edit } = c.a;
  const createInputs = create.inputs.map(inputOf);
  const entity = `${c.domain} record`;
  // What A's list tells of a record beyond its label: the other values the user gave it (an amount, a note's text).
  const details = createInputs.slice(1);
  // What B's list tells beside the record's name: the value the user gave B, a text B rewrote
  // (as the user said it should read) and the state a flag B set leaves.
  const flags = Object.entries(c.b.fields).filter(([field, v]) => v === true && field in FLAGS).map(([field]) => FLAGS[field] as { says: string; words: readonly string[] });
  const rewritten = Object.entries(c.b.fields).filter(([field, v]) => typeof v === 'string' && v !== c.b.query && typeof c.b.actCall[1][field] === 'string');
  // What is looked for of a rewritten text: the words B adds to what was there (the sign-off), or else the whole new text.
  const added = ([field, v]: [string, unknown]): string => /^\{\{found\.[^}]+\}\}(.*[^\s].*)$/.exec(String(c.b.actCall[1][field]))?.[1]?.trim() ?? String(v);
  const kept: KeptDetail[] = [
    ...(c.b.extra ? [{ field: c.b.extra.input[0], value: `{{inputs.${c.b.extra.input[0]}}}`, label: c.b.extra.input[1] }] : []),
    ...rewritten.map(([field]): KeptDetail => ({ field, value: String(c.b.actCall[1][field]), label: 'now reads' })),
    ...flags.map((f): KeptDetail => ({ field: 'state', value: f.says })),
  ];
  const aPkg = appPackage({
    id: `${slug(c.id)}-a`,
    title: c.a.title,
    summary: c.a.intention,
    intro: 'Create it here; edit it later by its id.',
    collections: [{
      name: 'items', fields: { id: 'number', label: 'string', ...Object.fromEntries(details.map((d) => [d.name, 'string' as const])) },
      item: `{{item.label}} (id {{item.id}})${details.map((d) => ` · ${d.label}: {{item.${d.name}}}`).join('')}`, heading: 'Made here', empty: 'Nothing yet.',
    }],
    actions: [
      { id: 'create', label: 'Create', goal: `Create a ${entity} and keep it.`, services: [c.domain], inputs: createInputs, plan: [
        call(...create.call, 'created'),
        append('items', { id: `{{created.${c.idField}}}`, label: c.a.label, ...Object.fromEntries(details.map((d) => [d.name, `{{inputs.${d.name}}}`])) }),
        message(`Created ${c.a.label} (id {{created.${c.idField}}}).`),
      ] },
      recordAction({ id: 'edit', label: 'Edit', goal: `Edit one of the ${entity}s made here, the same record.`, service: c.domain, key: ['item_id', 'Item id'],
        more: edit.inputs.map(inputOf), call: edit.call, fields: { label: c.a.newLabel }, said: `Updated {{inputs.item_id}}: ${c.a.newLabel}.` }),
    ],
  });
  const bPkg = finderApp({
    id: `${slug(c.id)}-b`, title: c.b.title, intention: c.b.intention, intro: 'Type what you remember of it; the app finds it in your account and takes care of it.',
    services: [c.domain], inputs: [input('query', 'What to look for'), ...(c.b.extra ? [inputOf(c.b.extra.input)] : [])],
    search: c.b.searchCall, act: [call(...c.b.actCall)], found: { id: c.b.foundId, title: c.b.foundTitle }, done: 'Handled', kept,
  });
  // C5 reads the world too: the record is still there, and A's edit is still in it unless B's step rewrote that field.
  const byId = (field: string) => ({ app: c.domain, table: c.table, key: { id: '$recordId' }, field });
  // Where B rewrites the text A set and shows (s17 holes17), A reopens before B: A has no read when
  // it opens, so after B it could show only its own stale copy. Reopened first, the world still
  // holds A's edit, and the reopen reads it back there.
  const aReopenFirst = Object.entries(edit.fields).some(([field, v]) => field in c.b.fields && c.b.fields[field] !== v);
  const editedField = aReopenFirst ? Object.keys(edit.fields)[0] : Object.keys(edit.fields).find((field) => !(field in c.b.fields));
  const record = (fields: Obj) => A.record(c.domain, c.table, { id: '$recordId' }, fields);
  const task = sharedWorldTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: [c.domain],
    // A record like A's, newer than it and missed by a search for what the user remembers.
    ...(aReopenFirst ? { aReopenFirst } : {}),
    rows: lookAlikeRows({ app: c.domain, table: c.table, column: c.b.foundTitle.replace(/^found\.0\./, ''), original: String(Object.values(create.values)[0]), query: c.b.query }),
    a: {
      intention: c.a.intention,
      services: [c.domain],
      pkg: aPkg,
      open: { inputs: [[createInputs[0]?.name ?? 'title']], actions: ['create'], heading: c.a.title },
      create: {
        message: create.message, values: create.values, hint: ['create'], captures: { recordId: { app: c.domain, table: c.table } }, free: create.free,
        checks: [A.called(...at(create.call[0]), create.args), A.changed(c.domain, c.table, 'inserted'), record(create.fields)],
        allow: create.allow, max: 4, show: ['$recordId'],
      },
      revise: {
        message: edit.message, values: { item_id: '$recordId', ...edit.values }, hint: ['edit'],
        checks: [A.called(...at(edit.call[0]), { ...edit.args }), A.sameRecord(c.domain, c.table, '$recordId'), record(edit.fields)],
        allow: [[c.domain, c.table, 'updated']], max: 1, show: [],
      },
      reopen: [
        A.persisted('$recordId', 'normalized', byId('id')),
        A.persisted(String(Object.values(edit.values)[0]), 'normalized', editedField ? byId(editedField) : undefined),
        A.retained('$recordId'),
        // The other values the user gave the record are still on A's list, and still the record's, unless B rewrote that field.
        // s23 (recipe-then-groceries s23-r2-f1, Reading 1): an app whose purpose is to keep what it
        // makes (a recipe box) still owes the content the user dictated where B only added to it (a
        // line appended after the recipe's items): those words are still the record's.
        ...details.flatMap((d) => {
          const column = Object.keys(create.call[1]).find((param) => create.call[1][param] === `{{inputs.${d.name}}}`);
          const value = create.values[d.name];
          if (value === undefined || column === undefined) return [];
          const addedTo = keepsHistory(c.a.intention) && !(column in c.b.fields) && typeof c.b.actCall[1].position === 'string' && /^(?:append|prepend)$/.test(c.b.actCall[1].position as string);
          return !addedTo && (column in c.b.actCall[1] || column in c.b.fields) ? [] : [A.persisted(value, 'normalized', byId(column))];
        }),
      ],
    },
    b: {
      intention: c.b.intention,
      services: [c.domain],
      pkg: bPkg,
      open: { inputs: [FIND], actions: ['find', 'handle'], heading: c.b.title },
      find: {
        message: c.b.message, values: { query: c.b.query, ...(c.b.extra ? { [c.b.extra.input[0]]: c.b.extra.value } : {}) }, hint: ['find'],
        // How B finds the record (which list or search API) is its own business; acting on the
        // right record, found by what the user remembers, is what counts.
        checks: [A.called(...at(c.b.actCall[0]), c.b.actArgs), A.sameRecord(c.domain, c.table, '$recordId'), record(c.b.fields)],
        // The value the user gave B and the text B rewrote are looked for where B tells what it did.
        allow: c.b.allow, max: 2, show: ['$recordId', c.b.query, ...(c.b.extra ? [c.b.extra.value] : []), ...rewritten.map(added)],
      },
      // The value the user gave B and the words B added are still on B's list after reopen.
      reopen: [
        A.persisted('$recordId', 'normalized', byId('id')), A.persisted(c.b.query), ...[...(c.b.extra ? [c.b.extra.value] : []), ...rewritten.map(added)].map((v) => A.persisted(v)),
        A.retained('$recordId'), A.input(...FIND),
      ],
    },
  });
  // The state B's flag leaves must be said beside the record's name, not only the name (issue #30, K2).
  const flag = flags[0];
  return flag ? withStateWords(task, [{ episode: 'b-find', value: c.b.query, words: flag.words }]) : task;
}

/** The words B's query input may go by. */
const FIND = ['query', 'look for', 'search'];

/**
 * Listed items are those items in order, in any list layout (s16 lines; kit/listed-items.ts); the
 * line B adds comes after all of them, however the app laid them out.
 */
function itemsListed(t: TaskInput, row: SharedCase): TaskInput {
  const lists = row.a.listed ? Object.values(row.a.create.values ?? {}).filter((v): v is string => typeof v === 'string' && v.includes(',')) : [];
  if (lists.length === 0) return t;
  const listed = withListedItems(t, { app: row.domain, table: row.table, field: 'content', lists });
  const line = row.b.extra?.value;
  if (line === undefined) return listed;
  const why = 'the user dictates the recipe\'s items and the line to add, not a text: each item is kept in the order said, the line after them, in any list layout';
  const after: FreeDef = { app: row.domain, table: row.table, field: 'content', constraint: { contains: lists.flatMap(itemsOf), at_end: [line] }, why };
  const episodes = listed.episodes.map((e) => (e.id !== 'b-find' ? e : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'world_matches_reference' ? { ...a, free: [...(a.free ?? []), after] } : a)) }));
  return { ...listed, episodes } as TaskInput;
}

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { pair: SharedCase }).pair.map((row) => itemsListed(sharedTask(row), row));
