/** multi_tool planners: one "plan" action over three or four services that keeps a to-do, and a "move" that reschedules it. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction } from '../../kit/package.ts';
import { A, type FreeDef, type InStepDef, type RowsDef } from '../../kit/checks.ts';
import { dateForms, dateMoved, textTelling } from '../../kit/in-step.ts';
import { tableColumns } from '../../kit/fixture.ts';
import { worldDocs } from '../../../../src/world/docs.ts';
import { fillPeople, peopleField } from '../../kit/person-refs.ts';
import { caseRows } from '../../kit/rows.ts';
import { free } from '../../kit/row-fields.ts';
import { at, type Allow, type Obj } from '../../kit/types.ts';
import { combo, comboCase } from '../../shapes/combo.ts';
import { subjectWords, withCarries, type Carry } from '../../kit/text-carries.ts';

/** A call's arguments, as a plan states them. */
const Args = z.record(z.string(), z.json());
/**
 * A planner app whose one "plan" action coordinates three or four services and keeps a todoist
 * task as its anchor record; the revise episode moves the anchor task (same task, new due date).
 */
const PlannerCase = z.object({
  ...comboCase,
  ...peopleField,
  services: z.array(z.string()),
  /** The make action's inputs after the plan's title and due date. */
  inputs: z.array(z.strictObject({ name: z.string(), label: z.string(), type: z.enum(['number', 'date']).optional() })),
  /** Extra plan steps before the anchor task is created (each calls one service). */
  steps: z.array(z.union([
    z.strictObject({ call: z.string(), args: Args, bind: z.string().optional() }),
    // Songs of the typed genre into the playlist made for the night (issue #30: not left empty).
    z.strictObject({ for_each: z.string(), as: z.string(), limit: z.number().int(), steps: z.array(z.strictObject({ call: z.string(), args: Args })) }),
  ])),
  /** Sets the user constrains without enumerating them (the playlist's songs: of the genre, any number). */
  rows: z.array(z.json()).optional(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The anchor to-do's title, its due date and the date it moves to. */
  plan: z.string(),
  due: z.string(),
  newDue: z.string(),
  /** The steps' calls, with the arguments the user's values fix. */
  calls: z.array(z.tuple([z.string(), Args.optional()])),
  allow: z.array(z.tuple([z.string(), z.string()], z.enum(['inserted', 'updated', 'deleted']))),
  maxMutations: z.number().int(),
  /** What the steps write that the user never gives (an alarm's time, a file's name), each with its why. */
  free: z.array(free).optional(),
});
type PlannerCase = Omit<z.infer<typeof PlannerCase>, 'people'>;

const DOC_TABLES = new Map(worldDocs().map((d) => [`${d.app}.${d.api}`, d.changes]));

/** The records a plan keeps (not a sent email or text): what it wrote there about the plan may name its date. */
const KEPT_TABLES = new Set(['file_system.files', 'gmail.drafts', 'simple_note.notes', 'phone.alarms', 'spotify.playlists']);
/** Arguments that are not the plan's words (a file's path, a recipient, a time). */
const NOT_WORDS = new Set(['file_path', 'email_addresses', 'time', 'phone_number', 'user_email']);
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const weekday = (iso: string): number => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** Each record the plan keeps, captured when the plan makes it (`planFile`, `planNote`), with the step that makes it. */
function keptRecords(c: PlannerCase): { capture: string; app: string; table: string; step: { call: string; args: Record<string, unknown> } }[] {
  const out: { capture: string; app: string; table: string; step: { call: string; args: Record<string, unknown> } }[] = [];
  for (const step of c.steps) {
    if (!('call' in step)) continue;
    const [app, table] = at(DOC_TABLES.get(step.call)?.[0] ?? '.');
    if (!KEPT_TABLES.has(`${app}.${table}`) || out.some((r) => r.app === app && r.table === table)) continue;
    const one = table.replace(/s$/, '');
    out.push({ capture: `plan${one.charAt(0).toUpperCase()}${one.slice(1)}`, app, table, step });
  }
  return out;
}

/**
 * What the plan's kept records say of its day must follow the day when the user moves it (s13
 * singles13): the itinerary, the draft, the app's own note or the alarm's label that names the old
 * date must tell the new one, and an alarm repeating on the old day's weekday (or the weekday
 * before, for "the evening before") must move with it. Each rule is about the record the plan
 * made (its capture), read after the move; a record that never named the day may stay.
 */
function followsDay(c: PlannerCase): InStepDef[] {
  const out: InStepDef[] = [];
  for (const kept of keptRecords(c)) {
    const key = { id: `$${kept.capture}` };
    const columns = tableColumns(kept.app, kept.table);
    for (const [arg, value] of Object.entries(kept.step.args)) {
      if (typeof value !== 'string' || NOT_WORDS.has(arg) || !columns.has(arg)) continue;
      const moved = dateMoved(kept.app, kept.table, arg, c.due, c.newDue, 'the plan\'s record names its day here; the new day must replace the old').map((r) => ({ ...r, key }));
      out.push(...moved.map((r, i) => (i === 0 ? { ...r, stale: [c.due] } : r)));
    }
    if (kept.table === 'alarms') {
      // The weekday the alarm may repeat on (the day itself, or the one the case allows: the evening before).
      const allowed = c.free?.find((f) => f.table === 'alarms' && f.field === 'repeat_days')?.constraint;
      const days = allowed && typeof allowed === 'object' && 'one_of' in allowed ? (allowed.one_of as unknown[]).flat().filter((d): d is string => typeof d === 'string') : [WEEKDAYS[weekday(c.due)] ?? ''];
      for (const day of days) {
        const next = WEEKDAYS[(WEEKDAYS.indexOf(day) + weekday(c.newDue) - weekday(c.due) + 7) % 7] ?? day;
        if (next !== day) out.push({ app: 'phone', table: 'alarms', field: 'repeat_days', from: day, to: next, key, stale: [day], why: 'an alarm repeating on the plan\'s weekday would ring on the old day and not on the new one: it moves with the plan' });
      }
    }
  }
  return out;
}

/**
 * The reference moves what it wrote with the date: the itinerary's date replaced in the file, the
 * draft found by the old date and given the new one.
 */
function moveKept(c: PlannerCase): Obj[] {
  const out: Obj[] = [];
  for (const kept of keptRecords(c)) {
    const dated = Object.entries(kept.step.args).filter(([, v]) => typeof v === 'string' && v.includes('{{inputs.due_date}}'));
    if (dated.length === 0) continue;
    if (kept.step.call === 'file_system.create_file') {
      out.push(call('file_system.replace_in_file', { file_path: kept.step.args.file_path as string, find: '{{old.due_date}}', replace_with: '{{inputs.new_due_date}}' }));
    } else if (kept.step.call === 'gmail.create_draft') {
      const args = Object.fromEntries(dated.map(([k, v]) => [k, String(v).split('{{inputs.due_date}}').join('{{inputs.new_due_date}}')]));
      if (JSON.stringify(args).includes('{{inputs.') && /\{\{inputs\.(?!new_due_date)/.test(JSON.stringify(args))) throw new Error(`${c.id}: the draft's dated text needs inputs the move does not have`);
      out.push(call('gmail.show_drafts', { query: '{{old.due_date}}', page_limit: 1 }, 'oldDraft'), call('gmail.update_draft', { draft_id: '{{oldDraft.0.draft_id}}', ...args }));
    } else {
      throw new Error(`${c.id}: ${kept.step.call} writes the date; the move does not yet carry it over`);
    }
  }
  return out;
}

/** The move action, with the reference carrying the new date over to what it wrote with the old one. */
function withKeptMoved(c: PlannerCase, move: ReturnType<typeof recordAction>): ReturnType<typeof recordAction> {
  const carry = moveKept(c);
  if (carry.length === 0) return move;
  const [update, ...rest] = move.plan;
  const services = [...new Set([...move.services, ...carry.map((s) => String(s.call).split('.')[0] ?? '')])];
  return { ...move, goal: `${move.goal} Carry the new date over to what the plan wrote with the old one.`, services, plan: [call('todoist.show_task', { task_id: '{{inputs.todo_id}}' }, 'old'), ...(update ? [update] : []), ...carry, ...rest] };
}

/** The records the plan wrote with its date, kept in step when the user moves it. */
function movedWith(c: PlannerCase): InStepDef[] {
  const why = 'the plan wrote its date here; the new date may carry over to it';
  const out: InStepDef[] = [];
  for (const step of c.steps) {
    if (!('call' in step)) continue;
    for (const [arg, value] of Object.entries(step.args)) {
      if (typeof value !== 'string' || !value.includes('{{inputs.due_date}}')) continue;
      // A kept record's date follows the move (followsDay).
      if (KEPT_TABLES.has(DOC_TABLES.get(step.call)?.[0] ?? '')) continue;
      if (step.call === 'phone.send_text_message') {
        const phone = String(c.values[String(step.args.phone_number).replace(/^\{\{inputs\.(\w+)\}\}$/, '$1')] ?? '');
        const day = Number(c.newDue.slice(8));
        const ordinal = `${day}${day % 10 === 1 && day !== 11 ? 'st' : day % 10 === 2 && day !== 12 ? 'nd' : day % 10 === 3 && day !== 13 ? 'rd' : 'th'}`;
        out.push(textTelling(phone, [...dateForms(c.newDue), ordinal], 'the app texted the plan\'s date; texting the new date is what a friend would do'));
        continue;
      }
      const [app, table] = at(DOC_TABLES.get(step.call)?.[0] ?? '.');
      if (app === '' || table === '' || !tableColumns(app, table).has(arg)) continue;
      // A sent email cannot change; a text field of a record kept (a file, a draft, a note, a label) can.
      if (step.call === 'gmail.send_email') continue;
      out.push(...dateMoved(app, table, arg, c.due, c.newDue, why));
    }
  }
  return out;
}

/**
 * What the plan names after the night or trip itself (a playlist called by the plan's title): the
 * user names the plan, not that record, so its name must carry the plan's words and the rest is
 * the app's ("Soul Sunday playlist"; issue #30, undictated_text). The to-do keeps its own rule.
 */
/**
 * Records whose description is their name in the service's lists (a Splitwise expense is listed
 * by it). A Venmo request's description is a note to the payer: the app's to word (said-parts).
 */
const NAMED_BY_DESCRIPTION = new Set(['splitwise.expenses']);

function namedAfterPlan(c: PlannerCase): FreeDef[] {
  const out: FreeDef[] = [];
  for (const step of c.steps) {
    if (!('call' in step) || step.call === 'todoist.create_task') continue;
    const [app, table] = at(DOC_TABLES.get(step.call)?.[0] ?? '.');
    if (app === '' || table === '') continue;
    for (const [arg, value] of Object.entries(step.args)) {
      const named = ['title', 'name'].includes(arg) || (arg === 'description' && NAMED_BY_DESCRIPTION.has(`${app}.${table}`));
      if (!named || value !== '{{inputs.title}}' || !tableColumns(app, table).has(arg)) continue;
      // A description that names the record says what it is for in the app's words: each word of
      // the plan, in any order ("Rent, June 2023" and "June rent - Omar's share" log June rent; s13 free).
      const words = arg === 'description' ? c.plan.split(/\s+/).filter((w) => w !== '') : [c.plan];
      out.push({ app, table, field: arg, constraint: { contains: words }, why: `the user names the plan "${c.plan}", not its ${table.replace(/s$/, '')}: the ${table.replace(/s$/, '')}'s ${arg} carries the plan's ${arg === 'description' ? 'words' : 'name'}, its wording is the app's` });
    }
  }
  return out;
}

function planner(c: PlannerCase): TaskInput {
  // The amounts the user gives (a fee, a share) are told back with the plan and its date.
  const amounts = c.inputs.filter((i) => i.type === 'number');
  const told = amounts.map((i) => `; ${i.label.toLowerCase()} {{inputs.${i.name}}}`).join('');
  const shown = amounts.map((i) => c.values[i.name]).filter((v): v is number => typeof v === 'number');
  return combo({
    c, intro: 'Fill in the plan once; the app does the bookkeeping across your apps and keeps a to-do for it.', anchor: { app: 'todoist', table: 'tasks', capture: 'todoId' },
    kept: { name: 'plans', heading: 'Plans', empty: 'Nothing planned yet.', fields: { id: 'number', title: 'string', due: 'string' },
      item: '{{item.title}} — due {{item.due}} (to-do {{item.id}})' },
    open: { inputs: [['title'], ['due']], actions: ['plan'] }, reopenShows: [c.plan, c.newDue],
    make: {
      id: 'make_plan', label: 'Make plan', goal: `Coordinate ${c.services.join(', ')} for the plan and keep a to-do for it.`, services: c.services,
      inputs: [input('title', 'Plan title'), input('due_date', 'Due date', 'date'), ...c.inputs.map((i) => input(i.name, i.label, i.type))],
      plan: [
        ...c.steps,
        call('todoist.create_task', { project_id: 0, title: '{{inputs.title}}', due_date: '{{inputs.due_date}}', priority: 'high' }, 'todo'),
        append('plans', { id: '{{todo.task_id}}', title: '{{inputs.title}}', due: '{{inputs.due_date}}' }),
        message(`Planned "{{inputs.title}}" for {{inputs.due_date}} (to-do {{todo.task_id}})${told}.`),
      ],
    },
    change: withKeptMoved(c, recordAction({ id: 'move_plan', label: 'Move plan', goal: 'Move a plan to another day: update its to-do, same task.', service: 'todoist',
      key: ['todo_id', 'To-do id'], more: [input('new_due_date', 'New due date', 'date')],
      call: ['todoist.update_task', { task_id: '{{inputs.todo_id}}', due_date: '{{inputs.new_due_date}}' }], list: 'plans', fields: { due: '{{inputs.new_due_date}}' },
      said: 'To-do {{inputs.todo_id}} is now due {{inputs.new_due_date}}.' })),
    create: {
      values: { title: c.plan, due_date: c.due, ...c.values }, hint: ['make'], api: 'todoist.create_task', args: { title: c.plan, due_date: c.due },
      where: { title: c.plan }, fields: { title: c.plan, due_date: c.due }, show: [c.plan, c.due, ...shown], allow: [['todoist', 'tasks', 'inserted'], ...c.allow], maxMutations: c.maxMutations,
      extra: c.calls.map(([api, args]) => A.called(...at(api), args ?? {})),
      // How urgent the anchor to-do is was never said: the app's choice.
      free: [{ app: 'todoist', table: 'tasks', field: 'priority', why: 'how urgent the to-do is was never said' }, ...namedAfterPlan(c), ...(c.free ?? [])],
      ...(c.rows ? { rows: c.rows as unknown as RowsDef[] } : {}),
      // The records the plan keeps, by id, for the move to read again (followsDay).
      captures: Object.fromEntries(keptRecords(c).map((r) => [r.capture, { app: r.app, table: r.table }])),
    },
    revise: {
      values: { todo_id: '$todoId', new_due_date: c.newDue }, hint: ['move'], api: 'todoist.update_task', args: { task_id: '$todoId', due_date: c.newDue },
      fields: { due_date: c.newDue }, show: [c.newDue],
      // Moving the plan may also update what was made for it (an alarm, a note, a file).
      allow: [['todoist', 'tasks', 'updated'], ...c.allow.map(([app, table]): Allow => [app, table, 'updated'])], maxMutations: 4,
      // What the plan wrote with the date (an itinerary, a draft) may carry the new date; the one
      // texted may be texted the new date (issue #30, reference_wrong). Never demanded.
      inStep: [...movedWith(c), ...followsDay(c)],
    },
  });
}

/** The calls by which a plan writes to a person, and the field each one's words are in. */
const TO_A_PERSON: Record<string, { app: string; field: string; orIn?: string[] }> = {
  'phone.send_text_message': { app: 'phone', field: 'message' },
  'gmail.send_email': { app: 'gmail', field: 'body', orIn: ['subject'] },
  'gmail.create_draft': { app: 'gmail', field: 'body', orIn: ['subject'] },
};

/**
 * The text or email a plan writes to someone is the app's to word, but it is about the plan: it
 * names the plan or a word of it, or a thing the user typed for it (the book, the city) — a date
 * alone ("hi, 2023-06-03") says nothing of what (s11 text11; kit/text-carries.ts). A rule that
 * already holds one of those whole is left as it is.
 */
function carriesPlan(t: TaskInput, c: PlannerCase): TaskInput {
  const carries: Carry[] = [];
  const typedIn = (args: unknown): string[] => [...JSON.stringify(args).matchAll(/\{\{inputs\.(\w+)\}\}/g)].map((m) => m[1] ?? '').filter((n) => n !== 'title' && !/email|phone|date/.test(n));
  const saidOf = (names: readonly string[]): string[] => names.map((n) => c.values[n]).filter((v): v is string => typeof v === 'string');
  for (const step of c.steps) {
    if (!('call' in step)) continue;
    const to = TO_A_PERSON[step.call];
    if (!to) continue;
    const said = saidOf(typedIn(step.args));
    // s13 (carry13): an email that tells of a record the plan found by the user's words ("I picked
    // {{found.0.name}}", the gift searched as "jigsaw puzzle") is about that thing: it names it in
    // the user's words or the record's own, not only the plan ("Birthday gift" / "Hi!" coordinates nothing).
    const things = foundThings(c, step.args).flatMap(subjectWords);
    if (things.length > 0) {
      carries.push({ episode: 'create', ...to, one: [...new Set([...things, ...said.flatMap(subjectWords)])], unlessHeld: true, why: `the user asks the app to write to them about what it found for "${c.plan}": its words are the app's, but it names that thing (in the user's words for it or its own name)` });
      continue;
    }
    carries.push({ episode: 'create', ...to, one: [...new Set([...subjectWords(c.plan), ...said.flatMap(subjectWords)])], unlessHeld: true, why: `the user asks the app to write to them about "${c.plan}": its words are the app's, but it names the plan or what the user typed for it` });
  }
  return withCarries(t, carries);
}

/**
 * The user's words for each record a step's text names by a found record's name (`{{found.0.name}}`):
 * the typed values the earlier step that bound it searched by ("jigsaw puzzle"). Empty where the
 * text names no found record.
 */
function foundThings(c: PlannerCase, args: unknown): string[] {
  const bound = [...JSON.stringify(args).matchAll(/\{\{(\w+)\.\d+\.name\}\}/g)].map((m) => m[1] ?? '').filter((b) => b !== 'inputs');
  return bound.flatMap((b) => {
    const by = c.steps.find((s) => 'call' in s && s.bind === b);
    if (!by || !('call' in by)) return [];
    const names = [...JSON.stringify(by.args).matchAll(/\{\{inputs\.(\w+)\}\}/g)].map((m) => m[1] ?? '');
    return names.map((n) => c.values[n]).filter((v): v is string => typeof v === 'string');
  });
}

export function tasks(): TaskInput[] {
  return caseRows(import.meta.url, { planner: PlannerCase }).planner.map((row) => {
    const c = fillPeople(row);
    return carriesPlan(planner(c), c);
  });
}
