/**
 * Record-centred service tasks: one record followed through create → revise → an independent
 * read by its stable id (the app looks it up, the checker reads it too) → reopen. One case per
 * record kind and need (to-dos, notes, playlists, returns, payments, files, alarms, drafts…), a
 * row each in records.ndjson.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { z } from 'zod';
import { appPackage, append, call, forEach, input, message, set, update } from '../../kit/package.ts';
import { A, madeUpTexts } from '../../kit/checks.ts';
import { addedToNote } from '../../kit/added-text.ts';
import { allow, apiCall, callOf, callRow, free, inputOf, inputRow, obj, values } from '../../kit/row-fields.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { caseHead, caseRows } from '../../kit/rows.ts';
import { STATE_WORDS, withStateWords, type StateShown } from '../../kit/state-words.ts';
import { at, type Allow, type Obj, type Value } from '../../kit/types.ts';
import { slug } from '../../kit/task.ts';
import { keepsHistory } from '../../kit/kept-history.ts';
import { otherNames } from '../../kit/beside-card.ts';
import { recordTask } from '../../shapes/create-revise.ts';
import { serviceChecks, type StepEpisode } from '../../kit/flow.ts';

/** The state lists a row may name (`createState`, `editState`). */
const stateKeys = Object.keys(STATE_WORDS) as [keyof typeof STATE_WORDS, ...(keyof typeof STATE_WORDS)[]];

/** One row: the record's table and id field, its create and edit, how it is read back by id. */
const ServiceCase = z.object({
  ...caseHead,
  /** The people of the fixture the record involves (`{name.email}` in the row is an address). */
  ...peopleField,
  table: z.string(),
  idField: z.string(),
  createInputs: z.array(inputRow),
  /** The create call; the app is its service. */
  create: apiCall,
  createValues: values,
  createMessage: z.string(),
  createFields: obj,
  /** Tables the create may change; the record's own table alone unless given. */
  createAllow: z.array(allow).optional(),
  /** Fields of the created record the user leaves to the app (a greeting, a default priority). */
  createFree: z.array(free).optional(),
  /** How a record reads in the list; the first create input unless given. */
  label: z.string().optional(),
  /**
   * The person the new record is with (an expense shared with Hana, a payment to Mateo), as the
   * user calls them (`{hana.first_name}`), and where the record read back after the create (`made`)
   * names them: the user looks for who it is with on screen.
   */
  createWith: z.object({ name: z.string(), shown: z.string(), email: z.string().optional() }).optional(),
  /** The state the create puts the record in (a return started, a playlist kept private): the words its first value's check asks for. */
  createState: z.enum(stateKeys).optional(),
  editInputs: z.array(inputRow),
  edit: apiCall,
  editValues: values,
  editMessage: z.string(),
  editFields: obj,
  /** The list row's label after the change; `{{now.…}}` is the record read back after the edit (`editReads`). */
  newLabel: z.string(),
  /** The change reads the record back by its id (`show`, bound as `now`) so its row can name it with its new state. */
  editReads: z.boolean().optional(),
  /** What the user looks for on screen right after the change, besides the typed value the kit already checks where the row shows it. */
  editShows: z.array(z.union([z.string(), z.number()])).optional(),
  /** The state the change flips the record to: the words the check of `editShows[0]` asks for. */
  editState: z.enum(stateKeys).optional(),
  /** The api that reads the record back by its id, the field of its answer the app shows, and that field's value. */
  show: z.string(),
  shownField: z.string(),
  shownValue: z.string(),
  /**
   * What the change made that the look-up shows too (a field of the `show` answer, and its value
   * after the change): the user rereads the record to see it. A note added to lists the part it had
   * and the part added, each its own check, so a look-up of the last addition alone fails.
   */
  lookupAlso: z.array(z.tuple([z.string(), z.union([z.string(), z.number()])])).optional(),
  /** Reads before the create call (finding an order by what the user bought). */
  pre: z.array(callRow).optional(),
  /** Rows each write may touch, when more than one per allowed table. */
  rows: z.number().int().optional(),
  /**
   * A second record the user makes by the same create after the change (what they say and type),
   * and the followup's words naming the first one: the record looked up is then neither the newest
   * nor the last one the app changed (issue #30, trivial_target).
   */
  also: z.object({ message: z.string(), values, lookupMessage: z.string() }).optional(),
  /**
   * A boolean state the look-up tells in words (s13 words13, Reading 2: "check its state by id"):
   * the service answers `is_public: true`, the user reads "public". The look-up reads the record's
   * list filtered by the field each way (`list`: the list API and its arguments, `{{shown.…}}` the
   * record read by id) and words the state by the filter that holds it (`true`, `false`); the
   * look-up's check asks for a word of the state the change left, beside the record's name.
   */
  lookupState: z.object({ list: callRow, field: z.string(), true: z.string(), false: z.string() }).optional(),
  /**
   * The change names the record as the user knows it, not only by its id (s15 look2): the user
   * asked the id for the look-up alone ("pull it up again by its number"), so the change step
   * types the record's current name beside its id, and an app whose change picks the record by
   * that name gets the name (one record, two forms: the operator fills the one the action takes).
   * `true` names it by the first create input; a string names the input that is its name (an
   * alarm's label, not its time: s15 named3).
   */
  editNamed: z.union([z.boolean(), z.string()]).optional(),
});
type ServiceCase = z.infer<typeof ServiceCase>;

/**
 * A looked-up value that is the state the change left (a return's status "cancelled") is told in
 * any of that state's words (Reading 4: "Canceled", "withdrawn", "return called off"), beside the
 * record's name the look-up shows, not in the service's one spelling.
 */
function lookedUpState(c: ServiceCase, value: string | number) {
  const words: readonly string[] | undefined = c.editState ? STATE_WORDS[c.editState] : undefined;
  if (!words || typeof value !== 'string' || !words.includes(value)) return undefined;
  return { ...A.grounded(c.shownValue, 'normalized', value), state: [...words] };
}

function serviceTask(row: ServiceCase): TaskInput {
  const c = fillPeople(row);
  const createInputs = c.createInputs.map(inputOf);
  const [app] = at(c.create[0]);
  const createAllow = c.createAllow ?? [[app, c.table, 'inserted']];
  const label = c.label ?? `{{inputs.${createInputs[0]?.name ?? 'title'}}}`;
  const max = c.rows ?? createAllow.length;
  const reasonFree = madeUpTexts([{ call: c.create[0], args: c.create[1] }], c.createValues).filter((f) => f.field === 'reason');
  // Every value the user gives for the new record is looked for on screen right after it is made
  // (issue #30, not_shown): the label's values in the new row, the others in the result line.
  const createShows: Value[] = [
    ...createInputs.map((i) => c.createValues[i.name]).filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number'),
    ...(c.createWith ? [c.createWith.name] : []),
  ];
  const extra = [
    ...createInputs.filter((i) => !label.includes(`{{inputs.${i.name}}}`)).map((i) => `${i.label}: {{inputs.${i.name}}}`),
    ...(c.createWith ? [`With: ${c.createWith.shown}`] : []),
  ];
  // Who the record is with is read back from the service (the create answers with the id alone).
  const readBack = c.createWith ? [call(c.show, { [c.idField]: `{{created.${c.idField}}}` }, 'made')] : [];
  const created = `Created ${label} (id {{created.${c.idField}}}).${extra.length > 0 ? ` ${extra.join('; ')}` : ''}`;
  const pkg = appPackage({
    id: slug(c.id),
    title: c.title,
    summary: c.intention,
    intro: 'Create, change, and look up by id.',
    collections: [{ name: 'records', fields: { id: 'number', label: 'string' }, item: '{{item.label}} (id {{item.id}})', heading: 'Records', empty: 'None yet.' }],
    values: { looked_up: { type: 'string', default: '' }, ...(c.lookupState ? { state_word: { type: 'string', default: '' } } : {}) },
    status: [{ type: 'text', text: 'Last looked up: {{state.looked_up}}' }],
    actions: [
      { id: 'create', label: 'Create', goal: 'Create the record and keep its id.', services: [app], inputs: createInputs,
        plan: [...(c.pre ?? []).map(callOf), call(c.create[0], c.create[1], 'created'), ...readBack, append('records', { id: `{{created.${c.idField}}}`, label }), message(created)] },
      { id: 'change', label: 'Change', goal: 'Change the record with this id; the same record.', services: [app], inputs: [input('record_id', 'Record id', 'number'), ...c.editInputs.map(inputOf)],
        plan: [call(c.edit[0], c.edit[1]), ...(c.editReads ? [call(c.show, { [c.idField]: '{{inputs.record_id}}' }, 'now')] : []), update('records', '{{inputs.record_id}}', { label: c.newLabel }), message(`Changed {{inputs.record_id}}.`)] },
      { id: 'look_up', label: 'Look up', goal: 'Read the record with this id from the service and show it.', services: [app], inputs: [input('lookup_id', 'Id to look up', 'number')], plan: [
        call(c.show, { [c.idField]: '{{inputs.lookup_id}}' }, 'shown'),
        ...lookupStateSteps(c),
        set('looked_up', `{{shown.${c.shownField}}} (id {{inputs.lookup_id}})`),
        message(`{{inputs.lookup_id}}: {{shown.${c.shownField}}}${c.lookupState ? ' ({{state.state_word}})' : ''}${[...new Set((c.lookupAlso ?? []).map(([field]) => field))].map((field) => `; {{shown.${field}}}`).join('')}`),
      ] },
    ],
  });
  const task = recordTask({
    id: c.id,
    family: 'service',
    split: c.split,
    domains: [app],
    seed: c.seed,
    intention: c.intention,
    services: [app],
    app,
    table: c.table,
    capture: 'recordId',
    pkg,
    openInputs: [[createInputs[0]?.name ?? 'title'], ['lookup', 'id']],
    openActions: ['create'],
    heading: c.title,
    create: {
      message: c.createMessage, values: c.createValues, hint: ['create'], api: c.create[0], fields: c.createFields, show: createShows, allow: createAllow,
      // A return's reason the user gives carries their words; its wording is the app's (Reading 5; kit/checks.ts `sideText`).
      ...(c.createFree || reasonFree.length > 0 ? { free: [...(c.createFree ?? []), ...reasonFree] } : {}),
      maxMutations: max,
    },
    revise: {
      message: c.editMessage, values: { record_id: '$recordId', ...c.editValues }, hint: ['change'], api: c.edit[0], args: {}, fields: c.editFields, show: c.editShows ?? [],
      // Text added to a note joins it in any way, where the user put it (kit/added-text.ts).
      ...(c.edit[0] === 'simple_note.add_content_to_note' ? { free: [addedToNote(String(c.createValues.content ?? ''), String(c.editValues[c.editInputs[0]?.[0] ?? ''] ?? ''), c.editMessage)] } : {}),
      allow: [[app, c.table, 'updated'], ...createAllow.filter(([, t]) => t !== c.table).map(([a, t]): Allow => [a, t, 'updated', 'inserted', 'deleted'])],
      maxMutations: max,
    },
    ...(c.also ? { between: [alsoMade(c, c.also, createInputs.map((i) => i.name), createAllow, max)] } : {}),
    followup: {
      message: c.also?.lookupMessage ?? 'Look it up again by its id.',
      values: { lookup_id: '$recordId' },
      hint: ['look'],
      // The user typed the id to see the record, not the id back (s15 look2): the record's value is
      // asked on a line the look-up changed, read from the service in that episode.
      checks: [A.route(), A.called(...at(c.show)), A.record(app, c.table, { id: '$recordId' }, c.editFields), A.mutations(0), A.onlyChanges(), A.grounded(c.shownValue), ...(c.lookupAlso ?? []).map(([, value]) => lookedUpState(c, value) ?? A.grounded(value))],
    },
    // A kept list (the user tracks what the app records, Reading 1) shows each record after
    // reopen, the second one made as well as the one looked up (kept11).
    reopenShows: [c.shownValue, ...(c.also && keepsHistory(c.intention) ? alsoShown(c, c.also, createInputs.map((i) => i.name)) : [])],
  });
  // A state the user asks for (a return started or cancelled, a playlist made public) is told
  // beside the record's name, not only kept in the world.
  const states: StateShown[] = [];
  const first = createShows[0];
  if (c.createState && first !== undefined && typeof first !== 'boolean' && first !== null) states.push({ episode: 'create', value: first, words: STATE_WORDS[c.createState] });
  const named = c.editShows?.[0];
  if (c.editState && named !== undefined) states.push({ episode: 'revise', value: named, words: STATE_WORDS[c.editState] });
  // The second record made by the same create is in the same state ("Start Rehearsal Cuts too,
  // private as well"): its name is told with that state too (s13 words13, not_shown).
  // The look-up by id tells the record's state, as the change left it (lookupState).
  if (c.lookupState && c.editState) states.push({ episode: 'followup', value: c.shownValue, words: STATE_WORDS[c.editState] });
  const second = c.also ? alsoShown(c, c.also, createInputs.map((i) => i.name))[0] : undefined;
  if (c.createState && second !== undefined && typeof second !== 'boolean' && second !== null) states.push({ episode: 'create-2', value: second, words: STATE_WORDS[c.createState] });
  return byIdToo(withAddress(namedEdit(besideName(states.length > 0 ? withStateWords(task, states) : task, c), c, createInputs[0]?.name), c), c);
}

/**
 * The person the record is made with is recognised by their address as well as by name (s15
 * named3, Reading 3): "Paid jonah.schmidt@gmail.com $40" tells the user whom they paid.
 */
function withAddress(task: TaskInput, c: ServiceCase): TaskInput {
  const w = c.createWith;
  if (w?.email === undefined) return task;
  return {
    ...task,
    episodes: task.episodes.map((e) => (e !== task.episodes.find((x) => x.stage === 'submit') ? e : {
      ...e,
      assertions: e.assertions?.map((a) => (a.type === 'visible_result_grounded' && a.value === w.name ? { ...a, or: [...(a.or ?? []), w.email as string] } : a)),
    })),
  };
}

/**
 * A state the change gives a record the user picked by its id alone is told by that id too (s15
 * named3): "Return 9128471 cancelled" names the return the user cancelled, as well as its product.
 */
function byIdToo(task: TaskInput, c: ServiceCase): TaskInput {
  if (c.editNamed !== undefined && c.editNamed !== false) return task;
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.stage !== 'revise' ? e : {
      ...e,
      assertions: e.assertions?.map((a) => (a.type === 'visible_result_grounded' && a.state !== undefined && a.whole === undefined && a.beside === undefined && !(a.or ?? []).includes('$recordId') ? { ...a, or: [...(a.or ?? []), '$recordId'] } : a)),
    })),
  };
}

/** The key of the record's name form in the change step (`editNamed`): the kind of record, as an input would be called (`playlist|playlist_title|…`); the id form is `record_id`. */
const editNameKey = (table: string): string => {
  const kind = table.replace(/s$/, '');
  return `${kind}|${kind}_title|${kind}_name|current_name`;
};

/** The change step types the record's current name beside its id (`editNamed`). */
function namedEdit(task: TaskInput, c: ServiceCase, first: string | undefined): TaskInput {
  const key = typeof c.editNamed === 'string' ? c.editNamed : c.editNamed === true ? first : undefined;
  const name = key === undefined ? undefined : c.createValues[key];
  if (typeof name !== 'string' || name.trim() === '') return task;
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.stage === 'revise' ? { ...e, values: { ...e.values, [editNameKey(c.table)]: name }, names: { ...(e.names ?? {}), [editNameKey(c.table)]: 'record_id' } } : e)),
  };
}

/** The look-up's steps that word a boolean state by which filtered read holds the record (`lookupState`). */
function lookupStateSteps(c: ServiceCase): Obj[] {
  const l = c.lookupState;
  if (!l) return [];
  const [api, args] = l.list;
  return [
    set('state_word', ''),
    ...([true, false] as const).flatMap((flag) => [
      call(api, { ...args, [l.field]: flag }, `with_${String(flag)}`),
      forEach(`{{with_${String(flag)}}}`, 'hit', 1, [set('state_word', flag ? l.true : l.false)]),
    ]),
  ];
}

/** A state in a word or two (a colour, a priority, a tag). */
const STATE_VALUE = /^\p{L}+(?:[ -]\p{L}+)?$/u;

/**
 * A new state the change gives the record (a colour, a priority, a tag) is looked for after
 * reopen on the record's own line, beside the name the user knows it by (kept11, loose_check):
 * anywhere else on screen it may be a select option or another record's. Only where the row is
 * read back after the change and names the record (`{{now.<shown field>}}` in `newLabel`).
 */
function besideName(task: TaskInput, c: ServiceCase): TaskInput {
  if (!c.newLabel.includes(`{{now.${c.shownField}}}`)) return task;
  const states = new Set(Object.values(c.editValues).filter((v): v is string => typeof v === 'string' && STATE_VALUE.test(v.trim())).map((v) => v.trim().toLowerCase()));
  // So right after the change too (s15 shown15, loose_check): a tag "car" anywhere on screen may be
  // another note's word; beside the changed record's name it is this one's. Not where the name
  // holds the state itself (a tag "weekend" on "Portland weekend itinerary": kit/tags-apart.ts).
  const own = (v: string): boolean => states.has(v.trim().toLowerCase()) && !c.shownValue.toLowerCase().includes(v.trim().toLowerCase());
  const options = new Set(c.editInputs.filter(([, , type]) => type === 'select').map(([name]) => c.editValues[name]).filter((v): v is string => typeof v === 'string').map((v) => v.trim().toLowerCase()));
  const picked = (v: string): boolean => options.has(v.trim().toLowerCase());
  // The other records the task knows of: its look-alikes and the second record the user makes.
  const others = [...new Set([...otherNames(task), ...(c.also ? alsoShown(c, c.also, c.createInputs.map(([name]) => name)) : [])].filter((n): n is string => typeof n === 'string' && n.trim() !== '' && n.trim().toLowerCase() !== c.shownValue.trim().toLowerCase()))];
  return {
    ...task,
    episodes: task.episodes.map((e) => (e.stage === 'revise' ? {
      ...e,
      // The user picked the record by its id: a state chosen from a closed list (a colour, a
      // priority) told beside that id is told too (s15 look2). A free word (a tag) is asked beside
      // the name only: on a line with the id it may be another record's word.
      assertions: e.assertions?.map((a) =>
        a.type === 'visible_result_grounded' && a.state === undefined && a.beside === undefined && a.whole === undefined && typeof a.value === 'string' && own(a.value) ? { ...a, beside: picked(a.value) ? [c.shownValue, '$recordId'] : [c.shownValue] } : a),
    } : e.stage === 'followup' ? {
      ...e,
      // The look-up by id tells the word beside the record it found (s17 holes17, loose_check): a
      // tag "car" anywhere among the looked-up lines may be another note's. Beside its name, or the
      // id the user typed to look it up, on its line or on a card under the name (`beside_others`:
      // no other record the task knows named from the name's line to the word's).
      assertions: e.assertions?.map((a) =>
        a.type === 'visible_result_grounded' && a.state === undefined && a.beside === undefined && a.whole === undefined && typeof a.value === 'string' && own(a.value) ? { ...a, beside: [c.shownValue, '$recordId'], ...(others.length > 0 ? { beside_others: others } : {}) } : a),
    } : e.stage !== 'reopen' ? e : {
      ...e,
      assertions: e.assertions?.map((a) =>
        a.type === 'persisted_visible' && a.record === undefined && a.state === undefined && typeof a.value === 'string' && states.has(a.value.trim().toLowerCase()) ? { ...a, value: c.shownValue, because: c.shownValue, state: [a.value] } : a),
    })),
  };
}

/** What names the second record in the list: the first value the user gives for it. */
function alsoShown(_c: ServiceCase, also: NonNullable<ServiceCase['also']>, inputs: string[]): Value[] {
  const first = inputs.map((name) => also.values[name]).find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return first === undefined ? [] : [first];
}

/** The create's free fields whose wording is the app's outright (no value of the first record's in their rule). */
const appWorded = (c: ServiceCase) => (c.createFree ?? []).filter((f) => f.constraint === undefined || f.constraint === 'any' || f.constraint === 'non_empty');

/** The second record's episode: made by the create action, each value the user gives for it shown. */
function alsoMade(c: ServiceCase, also: NonNullable<ServiceCase['also']>, inputs: string[], allowed: Allow[], max: number): StepEpisode {
  const [app] = at(c.create[0]);
  const shows = inputs.map((name) => also.values[name]).filter((v): v is string | number => (typeof v === 'string' && v.trim() !== '') || typeof v === 'number');
  return {
    stage: 'submit', message: also.message, values: also.values, hint: ['create'],
    checks: serviceChecks({ calls: [[c.create[0], {}]], changes: [[`${app}.${c.table}`, 'inserted', {}]], max, allow: allowed, show: shows }),
    // The same create leaves the same words to the app where they carry none of the user's values
    // (a draft's body beside the dictated subject; s16 #30, undictated_text).
    // s31 samples: the second return's reason is the user's words in the app's wording, as the first's is.
    ...(alsoFree(c, also).length > 0 ? { free: alsoFree(c, also) } : {}),
  };
}
const alsoFree = (c: ServiceCase, also: NonNullable<ServiceCase['also']>) => [...appWorded(c), ...madeUpTexts([{ call: c.create[0], args: c.create[1] }], also.values).filter((f) => f.field === 'reason')];

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { service: ServiceCase }).service.map(serviceTask);
