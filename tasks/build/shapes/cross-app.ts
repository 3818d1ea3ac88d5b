/**
 * Shared-world tasks across services: app A keeps a record in one service and renames it; app
 * B, generated separately, finds that record by its current title (what the user remembers),
 * acts on it through another service (a "sink": an email, a text, a payment…) and may mark the
 * record itself. Sources and sinks are small tables of plain data (cases/shared_world/sources.ts);
 * a case picks one of each.
 */
import { recipientArg, withRecipientBeside } from '../kit/pairs-beside.ts';
import { withPersonBeside } from '../kit/person-beside.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { append, appPackage, call, input, message, recordAction, type InputDef } from '../kit/package.ts';
import { A, type FreeDef } from '../kit/checks.ts';
import { lookAlikeRows } from '../kit/look-alike.ts';
import { fixtureRow, fixtureRows } from '../kit/fixture.ts';
import { mentionsPart } from '../../../src/stages/check/number-words.ts';
import { finderApp, sharedWorldTask, type KeptDetail } from '../kit/slots.ts';
import { withStateWords } from '../kit/state-words.ts';
import { ACTION_WORDS, withActionWords } from '../kit/action-words.ts';
import { slug } from '../kit/task.ts';
import { at, type Allow, type Json, type Obj, type Split, type Value } from '../kit/types.ts';
import { asksThanks, carrying, subjectWords, THANKS } from '../kit/text-carries.ts';
import { namingRecord } from '../kit/record-words.ts';
import { keepsHistory } from '../kit/kept-history.ts';

/** Where app A keeps its record, how it is made and renamed, and how app B finds it again. */
export interface Source {
  app: string;
  table: string;
  /** The id's name in API arguments and results (task_id, note_id…). */
  idField: string;
  /** The argument, result field and column that hold what the user remembers (title, name…). */
  titleField: string;
  noun: string;
  create: { api: string; args: Obj; inputs: InputDef[]; allow: Allow[]; rows?: number };
  rename: string;
  search: [api: string, args: Obj];
  /** How B reads one record in full (`%ID` as in sinks), when a sink uses its content (`%C`). */
  show?: [api: string, args: Obj];
  /** Something B may also do to the record itself, with the fields it leaves. */
  mark?: Mark;
  /** The person the record is with (a request's payer, an expense's debtor), by address: its look-alike is with them too. */
  person?: string;
}

/** A change B makes to the found record itself (`%ID` / `%T` as in sinks). */
export interface Mark {
  api: string;
  args: Obj;
  fields: Obj;
  allow: Allow[];
  rows?: number;
  inputs?: { def: InputDef; value: string | number }[];
  /**
   * The state the mark leaves, told on B's screen (issue #30, K2): the words the reference keeps
   * for it, and the words of it any app would use (`kit/state-words.ts`), one of which B's answer
   * must say beside the record's name. A mark whose input says it (a tag) needs none.
   */
  shown?: { says: string; words: readonly string[] };
}

/** What app B makes with another service (or the same one) about the record it found. */
export interface Sink {
  app: string;
  api: string;
  table: string;
  /** Plan arguments; `%T` stands for the found record's title, `%ID` for its id. */
  args: Obj;
  /** Inputs of B beyond the query, with the values the user gives (`unshown`: a detail typed only to reach someone, not a result to show back). */
  inputs?: { def: InputDef; value: string | number; unshown?: boolean }[];
  /** Arguments the call must carry (the user's values, the record's id). */
  expect: Obj;
  /** Exact fields of the row it makes (checked by the row's id). */
  fields: Obj;
  allow: Allow[];
  /** The made-up text that must name the record; other made-up texts only have to exist. */
  mentions?: string;
  /**
   * What the user asked that text to say, when it is not the record's name: the words it must
   * carry (the gate code, "drawer"), or `non_empty` / `any` when the user gives none of its words
   * and the sink is already tied to the record by its id (a comment on the found expense).
   */
  says?: string[] | 'non_empty' | 'any';
  /** Words by which the user says what the text is about, when they dictate none of it: it mentions one (kit/text-carries.ts). */
  about?: string[];
  madeUp?: string[];
  rows: number;
  /**
   * What B's screen says it made, where no value the user gave B tells it (an email sent, a note
   * written; issue #30, K2): the words the reference keeps, and the words any app would use.
   */
  shown?: { says: string; words: readonly string[] };
  /**
   * Values the user says that the reference fixes from its intention and asks no input for: the
   * recipient of an app whose intention leaves whom it texts open ("whoever is visiting"), typed
   * for an app that asks (s24 world; gate-code-text s23-r3-f1).
   */
  told?: Record<string, string>;
}

/**
 * A made-up text that may stay empty: a note's body, where the note's title names the record and
 * the user dictates no word of the body (issue #30, s5 review: "Start liner notes for …" failed an
 * app that starts an empty page). A message, an email's body or a comment is the thing sent, so
 * it must say something.
 */
const startsEmpty = (app: string, field: string): boolean => app === 'simple_note' && field === 'content';
/**
 * Whether the user asks the made text to describe the record ("write a brief", "a note describing
 * one of my projects", a summary), not to start a page for it (s13 singles13): then its text may
 * not be empty.
 */
const describes = (say: string, intention: string): boolean => /\b(brief|describ\w*|summar\w*|recap|overview)\b/i.test(`${say}\n${intention}`) && !/\bstart\b/i.test(say);

/** One shared-world task: which record A keeps and renames, and what B does once it finds it. */
export interface CrossCase {
  id: string;
  split: Split;
  seed: number;
  source: Source;
  a: {
    title: string;
    intention: string;
    /** Create inputs by name; the first is the record's title. */
    values: Record<string, string | number>;
    say: string;
    /** Exact fields of the new record beyond its title. */
    fields?: Obj;
    rename: string;
    renameSay: string;
  };
  b: {
    title: string;
    intention: string;
    sink: Sink;
    say: string;
    /**
     * What the user types to find the record, where they name it in fewer words than its whole new
     * title ("a quotes page for Piranesi by Susanna Clarke" for "Read Piranesi by Susanna Clarke"):
     * a part of the title that the look-alike's name misses. Absent, the whole new title.
     */
    query?: string;
    /** B also changes the record itself: the source's own mark, or another one. */
    mark?: boolean | Mark;
  };
}

/**
 * Replaces %T / %ID in every string of a plan's arguments with the found record's fields, %A
 * with its amount (`amountField`), and %C with the content B read with the source's `show`.
 */
function fill(value: Json, src: Source, amountField = 'amount'): Json {
  if (typeof value === 'string')
    return value
      .replace(/%T/g, `{{found.0.${src.titleField}}}`)
      .replace(/%ID/g, `{{found.0.${src.idField}}}`)
      .replace(/%A/g, `{{found.0.${amountField}}}`)
      .replace(/%C/g, '{{shown.content}}');
  if (Array.isArray(value)) return value.map((v) => fill(v, src, amountField));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, src, amountField)]));
  return value;
}

/**
 * A receipt, a log line or a budget note about a payment or an expense records what was spent
 * (issue #30, loose_check): where the sink's text carries the record's amount (%A), the text must
 * hold it as well as the record's name.
 */
function withAmount(rule: FreeDef, text: unknown, amount: Value | undefined): FreeDef {
  if (amount === undefined || typeof text !== 'string' || !text.includes('%A')) return rule;
  const contains = typeof rule.constraint === 'object' && 'contains' in rule.constraint ? rule.constraint.contains : [];
  const why = contains.length > 0 ? `${rule.why}; it records the amount spent, which it holds too` : 'it is the record of what was spent: it must hold the amount; the rest of its wording is the app\'s';
  return { ...rule, constraint: { contains: [...contains, amount] }, why };
}

/** The read B makes before its sink when the sink passes on the record's content (`%C`). */
function readFirst(src: Source, sink: Sink): Obj[] {
  if (!JSON.stringify(sink.args).includes('%C')) return [];
  if (!src.show) throw new Error(`${src.app}.${src.table} has no show for a sink that uses its content`);
  return [call(src.show[0], fill(src.show[1], src) as Obj, 'shown')];
}

/** The made text's rule: the words the user asked it to say, or else the record's name. */
function mentioned(app: string, table: string, field: string, says: Sink['says'], query: string, from?: string): FreeDef {
  // A payment's note for a to-do (s13 words13, undictated_text): the to-do's title is what to do
  // ("Pay the babysitter for Tuesday"), not a note the user dictated; the note says what the money
  // is for in one of the title's own words ("Babysitting on Tuesday"), not the whole title.
  if (says === undefined && from === 'todoist' && app === 'venmo' && field === 'description') {
    return { app, table, field, constraint: 'non_empty', mentions_one: subjectWords(query), why: 'the user dictates no note: it says what the payment is for, in one of the to-do\'s own words; the rest of its wording is the app\'s' };
  }
  if (says === undefined) return { app, table, field, constraint: { contains: [query] }, why: 'the text must name the record the user meant; the rest of its wording is the app\'s' };
  if (typeof says === 'string') return { app, table, field, constraint: says, why: 'the user gives none of its words, and it is tied to the record they meant by the record\'s id' };
  return { app, table, field, constraint: { contains: says }, why: 'the text must say what the user asked it to say; the rest of its wording is the app\'s' };
}

/**
 * A file the user asks "headed with" the record's name (a readme): the name is on its first line,
 * not anywhere in a template (s10 file10). Read off B's intention, the user's own words.
 */
const headed = (rule: FreeDef, app: string, intention: string, query: string): FreeDef =>
  app === 'file_system' && /\bheaded with\b|\bheaded by\b/i.test(intention) && typeof rule.constraint === 'object' && 'contains' in rule.constraint && rule.constraint.contains.includes(query)
    ? { ...rule, constraint: { ...rule.constraint, heads: [query] }, why: `${rule.why}; the user asks the file headed with it, so it is on the first line` }
    : rule;

/** The made text's rule, also held to a thanks word where the user's message asks to thank. */
const thanked = (rule: FreeDef, said: string, madeUp: readonly string[] = []): FreeDef =>
  asksThanks(said) ? carrying(rule, THANKS, madeUp, `${rule.why}; the user asks it to thank, so it says a thanks word`) : rule;

/** The made text's rule, held to one of the words by which the user says what it is for, when the case states them. */
const aboutIt = (rule: FreeDef, about: readonly string[] | undefined): FreeDef =>
  about
    ? carrying(rule, about, [], rule.app === 'simple_note'
      ? `${rule.why}; the user says what the note is kept to remember (whom it is about): its title or text records it, naming one of these`
      : `${rule.why}; it says what it is for in one of the user's words for it`)
    : rule;

export function crossShared(c: CrossCase): TaskInput {
  const { source: src, a, b } = c;
  const firstInput = src.create.inputs[0]?.name ?? 'title';
  const original = String(a.values[firstInput]);
  // What the user types for B (the record's words), and the record's whole new title the checks read it by.
  const query = b.query ?? a.rename;
  if (!a.rename.toLowerCase().includes(query.toLowerCase())) throw new Error(`${c.id}: B's query "${query}" is no part of the new title "${a.rename}"`);
  const sink = b.sink;
  const services = [...new Set([src.app, sink.app])];
  const mark = b.mark === true ? src.mark : b.mark || undefined;
  if (b.mark && !mark) throw new Error(`${c.id}: ${src.app}.${src.table} has no mark`);
  const asked = [...(sink.inputs ?? []), ...(mark?.inputs ?? [])];
  // The record's amount, as A's user gave it (an expense's paid_amount, a payment's amount).
  const amountField = Object.keys(a.fields ?? {}).find((f) => /amount$/.test(f)) ?? 'amount';
  const amount = (a.fields ?? {})[amountField] as Value | undefined;
  // What A's list tells of a record beyond its title: the other values the user gave it (an
  // expense's amount, a note's text), so the new record's values are looked for where it shows.
  const details = src.create.inputs.slice(1);
  // Whether the user gives A's record its name only: then A's list says it was added (below).
  const onlyNamed = details.every((d) => a.values[d.name] === undefined);
  const made = onlyNamed ? ' — {{item.made}}' : '';
  // Whom A's record is with (the payee, the friend asked or split with, the draft's or group's
  // person), told on its line: its name and amount alone do not say it (s15 shown15).
  const listed = (arg: unknown) => (Array.isArray(arg) ? String(arg[0]) : undefined);
  const withWho = recipientArg(src.create.args) ?? listed(src.create.args.debtor_emails) ?? listed(src.create.args.member_emails);
  // A person the user types (a group's member, s21) is told too, by what the user typed (s22, group-settle-todo s22-r1-f1).
  const typedWho = /^\{\{inputs\.([a-z_]+)\}\}$/.exec(withWho ?? '')?.[1];
  const typedValue = typedWho !== undefined ? a.values[typedWho] : undefined;
  const who = withWho !== undefined && !withWho.includes('{{') ? withWho : undefined;
  const toldWho = who ?? (typeof typedValue === 'string' ? typedValue : undefined);
  // What B's list tells beside the record's name: the values the user gave B, and the state its mark leaves.
  const kept: KeptDetail[] = [
    ...asked.map((i): KeptDetail => ({ field: i.def.name, value: `{{inputs.${i.def.name}}}`, label: i.def.label })),
    // To whom it went, beside what was done (shares11): the recipient the call names.
    ...(sink.shown ? [{ field: 'made', value: recipientArg(sink.args) === undefined ? sink.shown.says : `${sink.shown.says} to ${recipientArg(sink.args) as string}` }] : []),
    ...(mark?.shown ? [{ field: 'state', value: mark.shown.says }] : []),
  ];
  const aPkg = appPackage({
    id: `${slug(c.id)}-a`,
    title: a.title,
    summary: a.intention,
    intro: `Add a ${src.noun} here; rename it later by its id.`,
    collections: [{
      name: 'items', fields: { id: 'number', label: 'string', ...(onlyNamed ? { made: 'string' as const } : {}), ...(who ? { who: 'string' as const } : {}), ...Object.fromEntries(details.map((d) => [d.name, 'string' as const])) },
      item: `{{item.label}} (id {{item.id}})${details.map((d) => ` · ${d.label}: {{item.${d.name}}}`).join('')}${who ? ' · With: {{item.who}}' : ''}${made}`, heading: 'Kept here', empty: 'Nothing yet.',
    }],
    actions: [
      { id: 'create', label: 'Add', goal: `Add a ${src.noun} in ${src.app} and keep it.`, services: [src.app], inputs: src.create.inputs, plan: [
        call(src.create.api, src.create.args, 'created'),
        append('items', { id: `{{created.${src.idField}}}`, label: `{{inputs.${firstInput}}}`, ...(onlyNamed ? { made: 'added' } : {}), ...(who ? { who } : {}), ...Object.fromEntries(details.map((d) => [d.name, `{{inputs.${d.name}}}`])) }),
        message(`Added {{inputs.${firstInput}}} (id {{created.${src.idField}}}).`),
      ] },
      recordAction({ id: 'rename', label: 'Rename', goal: `Give one of the ${src.noun}s kept here a new ${src.titleField}; the same record.`, service: src.app,
        key: ['item_id', 'Id'], more: [input('new_title', `New ${src.titleField}`)], call: [src.rename, { [src.idField]: '{{inputs.item_id}}', [src.titleField]: '{{inputs.new_title}}' }],
        fields: { label: '{{inputs.new_title}}' }, said: 'Renamed {{inputs.item_id}} to {{inputs.new_title}}.' }),
    ],
  });
  const bPkg = finderApp({
    id: `${slug(c.id)}-b`, title: b.title, intention: b.intention, intro: `Say what you remember of the ${src.noun}; the app finds it and takes care of it.`,
    services, inputs: [input('query', `Which ${src.noun}`), ...asked.map((i) => i.def)], search: src.search,
    act: [...readFirst(src, sink), call(`${sink.app}.${sink.api}`, fill(sink.args, src, amountField) as Obj, 'made'), ...(mark ? [call(mark.api, fill(mark.args, src) as Obj)] : [])],
    found: { id: `found.0.${src.idField}`, title: `found.0.${src.titleField}` }, done: 'Done for', kept,
  });
  const byId = (field: string) => ({ app: src.app, table: src.table, key: { id: '$recordId' }, field });
  const record = (fields: Obj) => A.record(src.app, src.table, { id: '$recordId' }, fields);
  // The text B makes must name the record the user meant; the rest of its wording is its own.
  // Where B's text is its only link to the record (no mark on it), the text tells the record from
  // its look-alike, named by the title the user first gave it (s15 carry2, kit/record-words.ts).
  const lone = b.mark ? undefined : original;
  const free: FreeDef[] = [
    // A text the user asks to thank ("text Mira thanks", "comment thanks") says a thanks word (kit/text-carries.ts).
    // A text, voice note or alarm label about a to-do or request names it by a word of its title or its amount (kit/record-words.ts).
    ...(sink.mentions ? [namingRecord(headed(aboutIt(thanked(withAmount(mentioned(sink.app, sink.table, sink.mentions, sink.says, query, src.app), sink.args[sink.mentions], amount), b.say, sink.madeUp), sink.about), sink.app, b.intention, query), src, query, typeof amount === 'number' ? amount : undefined, lone, b.say)] : []),
    // A made-up text that names the record (%T) must name it too; one that does not is the app's own.
    // An email's made-up subject or body about a to-do, request or draft names it as a text does (kit/record-words.ts).
    ...(sink.madeUp ?? []).map((field): FreeDef => namingRecord(
      withAmount(
        typeof sink.args[field] === 'string' && String(sink.args[field]).includes('%T')
          ? { app: sink.app, table: sink.table, field, constraint: { contains: [query] }, why: 'the app words it, but it is about the record the user meant, which it names' }
          : describes(b.say, b.intention) && /content|body/.test(field)
            ? { app: sink.app, table: sink.table, field, constraint: 'non_empty', why: 'the user asks for a brief describing the record: its words are the app\'s, but an empty page describes nothing' }
          : startsEmpty(sink.app, field)
            ? { app: sink.app, table: sink.table, field, constraint: 'any', why: 'the user starts a note named for the record and dictates none of its text; an empty page to write in is as right' }
            : { app: sink.app, table: sink.table, field, constraint: 'any', why: 'the user asks for no words of it; the record is named where the sink names it' },
        sink.args[field],
        amount,
      ),
      src, query, typeof amount === 'number' ? amount : undefined, lone)),
  ];
  const hasFields = Object.keys(sink.fields).length > 0;
  // The text B posted, where it counts as telling what B did (a comment shown by its own words, s22).
  const madeText = sink.mentions !== undefined && (sink.shown?.words ?? []).includes('$madeText');
  const lookAlikes = lookAlikeRows({ app: src.app, table: src.table, column: src.titleField, original, query, ...(src.person ? { person: personId(src.person) } : {}) });
  const task = sharedWorldTask({
    id: c.id,
    split: c.split,
    seed: c.seed,
    domains: services,
    // A record like A's, newer than it and missed by a search for what the user remembers.
    rows: lookAlikes,
    // A tracking app owes each kept record as it is now after reopen (Reading 1), and the package
    // language has no read at open: after B marks the record (ticks the chore off), any A could
    // show only its own copy from before. So a tracking A reopens before B acts (s18; s15's
    // `ticked-elsewhere` pass let the stale copy through and only barred an "open" beside it).
    ...(mark && keepsHistory(a.intention) ? { aReopenFirst: true } : {}),
    a: {
      intention: a.intention,
      services: [src.app],
      pkg: aPkg,
      open: { inputs: [[firstInput]], actions: ['add', 'create'], heading: a.title },
      create: {
        message: a.say, values: a.values, hint: ['add'], captures: { recordId: { app: src.app, table: src.table } },
        checks: [A.called(...at(src.create.api), { [firstInput]: original }), A.changed(src.app, src.table, 'inserted'), record({ [src.titleField]: original, ...(a.fields ?? {}) })],
        allow: src.create.allow, max: src.create.rows ?? 1, show: ['$recordId'],
      },
      revise: {
        message: a.renameSay, values: { item_id: '$recordId', new_title: a.rename }, hint: ['rename'],
        checks: [A.called(...at(src.rename), { [src.idField]: '$recordId', [src.titleField]: a.rename }), A.sameRecord(src.app, src.table, '$recordId'), record({ [src.titleField]: a.rename })],
        allow: [[src.app, src.table, 'updated'], ...(src.table === 'projects' ? [['todoist', 'project_members', 'updated'] as Allow] : [])], max: 2, show: [],
      },
      reopen: [
        A.persisted('$recordId', 'normalized', byId('id')), A.persisted(a.rename, 'normalized', byId(src.titleField)), A.retained('$recordId'),
        // The other values the user gave the record are still on A's list, and still the record's.
        ...details.flatMap((d) => {
          const column = Object.keys(src.create.args).find((param) => src.create.args[param] === `{{inputs.${d.name}}}`);
          const value = a.values[d.name];
          return value === undefined || column === undefined ? [] : [A.persisted(value, 'normalized', byId(column))];
        }),
      ],
    },
    b: {
      intention: b.intention,
      services,
      pkg: bPkg,
      open: { inputs: [FIND], actions: ['find', 'handle'], heading: b.title },
      find: {
        message: b.say, values: { [findKey(src, b.intention, sink)]: query, ...Object.fromEntries(asked.map((i) => [i.def.name, i.value])), ...(sink.told ?? {}) }, hint: ['find'],
        ...(hasFields || madeText ? { captures: { ...(hasFields ? { madeId: { app: sink.app, table: sink.table } } : {}), ...(madeText ? { madeText: { app: sink.app, table: sink.table, field: sink.mentions as string } } : {}) } } : {}),
        free,
        checks: [
          // How B finds the record (which list or search) is its own business; acting about the
          // right record, found by what the user remembers, is what counts.
          A.called(sink.app, sink.api, sink.expect),
          A.changed(sink.app, sink.table, 'inserted'),
          ...(hasFields ? [A.record(sink.app, sink.table, { id: '$madeId' }, sink.fields)] : []),
          ...(mark
            ? [A.called(...at(mark.api), { [src.idField]: '$recordId' }), A.sameRecord(src.app, src.table, '$recordId'), record({ [src.titleField]: a.rename, ...mark.fields })]
            : [record({ [src.titleField]: a.rename })]),
        ],
        allow: [...sink.allow, ...(mark?.allow ?? [])], max: sink.rows + (mark ? (mark.rows ?? 1) : 0),
        // The values the user gave B (an amount, a due date, a tag) are looked for where B tells what it did.
        show: ['$recordId', query, ...asked.filter((i) => !('unshown' in i && i.unshown)).map((i) => i.value)],
        // What B made is told beside the record's name too; where B also marks the record, in a check of its own.
        ...(sink.shown && mark?.shown ? { told: [{ type: 'visible_result_grounded' as const, value: query, match: 'normalized' as const, state: [...sink.shown.words] }] } : {}),
      },
      // The values the user gave B are still on B's list after reopen.
      reopen: [A.persisted('$recordId', 'normalized', byId('id')), A.persisted(a.rename, 'normalized', byId(src.titleField)), ...asked.map((i) => A.persisted(i.value)), A.retained('$recordId'), A.input(...FIND)],
    },
  });
  // The state B's mark leaves must be said beside the record's name, not only the name (issue #30, K2).
  const state = mark?.shown ?? sink.shown;
  // A's new record, where the user gave it only its name, is told added: the name is on the older
  // look-alike too, so it alone could be a read (Reading 2, s11 text11). Another value the user
  // gave it (an amount, a note's text) is the new record's only, and enough.
  const added = onlyNamed ? withActionWords(task, [{ episode: 'a-create', words: ACTION_WORDS.added }]) : task;
  const stated = state ? withStateWords(added, [{ episode: 'b-find', value: query, words: state.words }]) : added;
  // Whom B sent it to is told beside what was sent, where the plan names her (an email to "my
  // sister Chloe"): the record's name and "emailed" alone do not say it went to her (s12 shown12).
  const to = sink.shown ? recipientArg(sink.args) : undefined;
  const recipient = sink.shown && to !== undefined && !to.includes('{{') ? withRecipientBeside(stated, 'b-find', sink.shown.words, to) : stated;
  const told = toldWho ? withPersonBeside(recipient, 'a-create', original, toldWho) : recipient;
  // A file B writes about the one record holds no look-alike of it: writing every record found is no answer (s22, draft-backup-file s22-r2-f1).
  const others = lookAlikes.filter((r) => r.app === src.app && r.table === src.table).map((r) => r.row[src.titleField]).filter((v): v is string => typeof v === 'string');
  const filed = others.length > 0 && sink.app === 'file_system' ? withFileLacks(told, others) : told;
  return sink.mentions === undefined ? filed : withTextLacks(filed, { app: sink.app, table: sink.table, field: sink.mentions }, query, [...others, ...fixtureNames(src)]);
}

/** The names of the records of the source's table in the base world (the look-alikes it already holds). */
function fixtureNames(src: Source): string[] {
  const key = `${src.app}_${src.table}`;
  if (!/^[a-z_]+$/.test(key) || !/^[a-z_]+$/.test(src.titleField)) return [];
  return fixtureRows<{ t: unknown }>(`SELECT ${src.titleField} AS t FROM ${key}`).map((r) => r.t).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
}

/**
 * A text B makes about the record whose words are the app's but must mention one of the user's
 * words for it (`mentions_one`: "deposit", "beach house") names no look-alike record those words
 * also fit ("Deposit: Beach house (old)", "Your half: Concert tickets - Khruangbin"): a look-alike
 * is barred where it holds one of those words and is not itself inside one of them or the record's
 * name, so a plain "Deposit" still passes (s24 world; group-deposit-request s23-r3-f1,
 * split-then-venmo s23-s13-f1).
 */
function withTextLacks(task: TaskInput, at: { app: string; table: string; field: string }, query: string, names: readonly string[]): TaskInput {
  const episodes = task.episodes.map((e) => (e.id !== 'b-find' ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => (a.type !== 'world_matches_reference' ? a : {
      ...a,
      free: (a.free ?? []).map((f) => {
        // The field's `or_in` siblings too (the body where the subject may name the record): each is
        // the other's alternative, so neither names a look-alike (s25 singles, rug-errand-handoff s24-d1-f1).
        if (f.app !== at.app || f.table !== at.table || (f.field !== at.field && !(f.or_in ?? []).includes(at.field)) || !f.mentions_one) return f;
        const parts = [query, ...f.mentions_one].filter((p): p is string => typeof p === 'string');
        const lacks = [...new Set(names)].filter((o) => !(f.lacks ?? []).includes(o) && !parts.some((p) => mentionsPart(p, o)) && parts.some((p) => p.length >= 4 && mentionsPart(o, p)));
        return lacks.length === 0 ? f : { ...f, lacks: [...(f.lacks ?? []), ...lacks], why: `${f.why ?? ''}; it names none of the look-alike records (${lacks.join(', ')})` };
      }),
    })),
  }));
  return { ...task, episodes };
}

/**
 * The names the value B's user types to find the record may go by (s22): the reference's `query`
 * first, then the record's kind and its name field ("group", "group_name", "subject") and the
 * plain words of a field that asks what it is about ("topic", "about", "what_for"). An app B that
 * reads nothing and puts the name straight into the text, the email or the request it sends asks
 * for it under such a name, and the user types it there (draft-heads-up-text s21-r3-f1).
 */
function findKey(src: Source, intention: string, sink?: Sink): string {
  const noun = src.noun.replace(/[^a-z]+/gi, '_');
  // What B's intention says the thing is for ("for a group trip": trip), as a field may be named (s22, group-deposit-request s22-r1-f1).
  const kind = /\bfor (?:a|an|the|my|our) ([a-z]+(?: [a-z]+)?)/i.exec(intention)?.[1]?.toLowerCase().split(' ').filter((w) => w.length >= 4) ?? [];
  // A bare "title", "name" or "description" is not taken: B's own fields go by those (a subtask's title).
  const field = ['title', 'name', 'description'].includes(src.titleField) ? [] : [src.titleField];
  // A Venmo memo the user types nothing else into is where B's user would type it ("Note", "Memo"; s22, group-deposit-request s22-r2-f1).
  const memo = sink?.app === 'venmo' && /^(create_payment_request|create_transaction)$/.test(sink.api) && sink.mentions !== undefined && !JSON.stringify(sink.args[sink.mentions] ?? '').includes('{{inputs.') ? [sink.mentions, 'memo', 'note'] : [];
  return [...new Set(['query', noun, `${noun}_${src.titleField}`, ...field, 'topic', 'about', 'what_for', 'purpose', 'reason', ...kind, ...(kind.length > 1 ? [kind.join('_')] : []), ...memo])].join('|');
}

/** B's file rules in b-find: the file names none of `others` (the look-alikes), besides what it must hold. */
function withFileLacks(task: TaskInput, others: readonly string[]): TaskInput {
  const episodes = task.episodes.map((e) => (e.id !== 'b-find' ? e : {
    ...e,
    assertions: (e.assertions ?? []).map((a) => (a.type !== 'world_matches_reference' ? a : {
      ...a,
      free: (a.free ?? []).map((f) => {
        const c = f.constraint;
        if (f.app !== 'file_system' || f.field !== 'content' || typeof c !== 'object' || c === null || !('contains' in c)) return f;
        const lacks = others.filter((o) => !(c.lacks ?? []).includes(o) && !c.contains.some((p) => typeof p === 'string' && (p.toLowerCase().includes(o.toLowerCase()) || o.toLowerCase().includes(p.toLowerCase()))));
        return lacks.length === 0 ? f : { ...f, constraint: { ...c, lacks: [...(c.lacks ?? []), ...lacks] }, why: `${f.why ?? ''}; it names none of the look-alike records (${lacks.join(', ')})` };
      }),
    })),
  }));
  return { ...task, episodes };
}

/** A fixture person's id, by address. */
const personId = (email: string): number => fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email = ?', email).id;

/** The words B's query input may go by. */
const FIND = ['query', 'which', 'look for', 'search'];
