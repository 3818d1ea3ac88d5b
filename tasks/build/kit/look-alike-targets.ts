/**
 * Look-alikes for records a later step acts on that are trivially the newest of their kind (issue
 * #30, trivial_target): a record one step makes or changes (a share made, a group deleted, an album
 * liked, a song added, a comment posted, a repeating expense set up) and a later step changes,
 * restores or removes by the user's words; or a record of the fixture the user names that is already
 * the newest of the user's (the draft written last). An app that ignores the words and takes "the
 * newest" passes. This puts into the task's world one record of the same table of the user's, in
 * the state the named one is in when acted on, dated after anything the run makes, under a parent
 * and with words the user never says: taking the newest gets it, not the one the user named.
 * Tables kit/look-alike.ts or kit/look-alike-rows.ts already gave rows in the task's world are left.
 */
import type { ExtraRow, TaskInput } from '../../../src/schemas/task.ts';
import type { Row } from '../../../src/schemas/world.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { isClockField } from '../../../src/stages/check/reference-state.ts';
import { fixtureIndex, type FixtureIndex } from '../../../src/suite/twins/fixture-index.ts';
import { dayAfter, holds, olderName, saidTexts } from './look-alike.ts';

type Assertion = Record<string, unknown>;
type Episode = TaskInput['episodes'][number];

interface Target {
  /** The column holding the user's id on the user's records. */
  owner: string;
  /** The column the user names the record by: the look-alike gets an older-looking name the user never says. */
  name?: string;
  /** The parent the record is of (a note, an album, a song, a transaction): [column, table, its words]. */
  parent?: [string, string, string];
  /** Parents the user may put a record under: the user's own only (a transaction the user is party to). */
  ownParent?: (row: Row, user: number, index: FixtureIndex, said: readonly string[]) => boolean;
  /** The copy stays under its template's own parent (an answer under the question it answers), so a template is taken only where that parent fits. */
  parentKept?: boolean;
  /** Columns the copy keeps from its template, never from the made record (an answer's own text). */
  keeps?: string[];
  /** Another person the record is with (a share's person): one the user never names. */
  person?: string;
  /** 0/1 columns a look-alike of a fixture record takes from it (a group open or deleted). */
  flags?: string[];
  /** Rows of other tables that make the record listed for the user (a group's members). */
  with?: [string, string][];
  /** Columns of a kind, not of a name (how often a cost repeats): a word the user says there does not name a record. */
  kinds?: string[];
  /** Columns the look-alike always takes (an open to-do: not completed), as the named record is when acted on. */
  open?: Record<string, unknown>;
  /** Columns a record copied must hold (a project that is not the inbox). */
  only?: Record<string, unknown>;
}

const TARGETS: Record<string, Target> = {
  'gmail.drafts': { owner: 'user_id', name: 'subject' },
  // s25 (lease-topic-label s25-s16-f1, trivial_target): a label a step makes and a later step renames
  // or deletes by its name is the user's newest label; a newer one the user never names is not it.
  'gmail.labels': { owner: 'user_id', name: 'name' },
  'simple_note.note_shares': { owner: 'owner_id', flags: ['can_edit'], parent: ['note_id', 'simple_note.notes', 'title'], ownParent: (r, u) => r.user_id === u, person: 'person_id' },
  'splitwise.groups': { owner: 'creator_id', name: 'name', flags: ['deleted'], with: [['splitwise.group_members', 'group_id']] },
  // A monthly rule is no less a look-alike of the user's monthly Netflix for being monthly (s16 misc3).
  'splitwise.recurring_expenses': { owner: 'creator_id', name: 'description', kinds: ['every'] },
  'spotify.album_likes': { owner: 'user_id', parent: ['album_id', 'spotify.albums', 'title'] },
  'spotify.library_songs': { owner: 'user_id', parent: ['song_id', 'spotify.songs', 'title'] },
  // s17 rug20: an errand the user hands on by its words is an open to-do; the newest open one must not be it.
  'todoist.tasks': { owner: 'creator_id', name: 'title', open: { is_completed: 0, completed_at: null } },
  // s23 alike23b (new-flat-group s23-r2-f1): a project a step makes beside a group and a later step
  // renames by the group's old name is the user's newest project; a newer one (never the inbox) is not it.
  'todoist.projects': { owner: 'owner_id', name: 'name', only: { is_inbox: 0 }, with: [['todoist.project_members', 'project_id']] },
  'venmo.comments': { owner: 'user_id', parent: ['transaction_id', 'venmo.transactions', 'description'], ownParent: (r, u) => r.sender_id === u || r.receiver_id === u },
  // s25 edits (grill-tools-nudge s25-s16-f1, trivial_target): a comment the app posts on an expense
  // and a later step deletes ("delete that comment") is the user's newest Splitwise comment; a newer
  // one by the user, on another expense the user is party to and never names, is not it.
  'splitwise.comments': { owner: 'author_id', parent: ['expense_id', 'splitwise.expenses', 'description'], ownParent: partyToExpense },
  // s25 singles (answer-pan-colour s24-s15-f1, trivial_target): an answer the user posted and then
  // takes back is the user's only answer; a newer one by the user, to a question on another product
  // the user bought, is not it. Its text is its template's, under the question it answers.
  'amazon.product_answers': { owner: 'user_id', parent: ['question_id', 'amazon.product_questions', 'question'], ownParent: boughtOther, parentKept: true, keeps: ['answer'] },
};

/** A live Splitwise expense the user paid, made or owes a share of (splitwise.comments). */
function partyToExpense(expense: Row, user: number, index: FixtureIndex): boolean {
  if (expense.deleted === 1 || expense.deleted === true) return false;
  return expense.payer_id === user || expense.creator_id === user || rowsOf(index, 'splitwise.expense_shares').some((s) => s.expense_id === expense.id && s.debtor_id === user);
}

/** A question on a product the user bought that the task never names (amazon.product_answers). */
function boughtOther(question: Row, user: number, index: FixtureIndex, said: readonly string[]): boolean {
  const orders = new Set(rowsOf(index, 'amazon.orders').filter((o) => o.user_id === user).map((o) => o.id));
  const bought = rowsOf(index, 'amazon.order_items').some((i) => orders.has(i.order_id) && i.product_id === question.product_id);
  const name = rowsOf(index, 'amazon.products').find((p) => p.id === question.product_id)?.name;
  return bought && !said.some((text) => holds(name, text) || (typeof name === 'string' && holds(text, name)));
}

/** The tables this kit gives a newer record of (kit/look-alike.ts leaves a made record of them to it). */
export const TARGET_TABLES: ReadonlySet<string> = new Set(Object.keys(TARGETS));

const rowsOf = (index: FixtureIndex, table: string): Row[] => index.tables.get(table)?.rows ?? [];
const saysAny = (row: Row, said: readonly string[], kinds: readonly string[] = []): boolean =>
  Object.entries(row).some(([column, cell]) => !kinds.includes(column) && said.some((text) => holds(cell, text) || (typeof cell === 'string' && cell.length >= 3 && holds(text, cell))));

/** The checks of an episode that name a row of `table` and what they do to it. */
function checksOf(episode: Episode, table: string): Assertion[] {
  return ((episode.assertions ?? []) as Assertion[]).filter((a) => `${a.app}.${a.table}` === table && ['db_changed', 'record_matches', 'record_identity_preserved'].includes(String(a.type)));
}

/**
 * s29 (conference-trip s29-s212-f1): a step with no check of its own on the table whose world check
 * keeps a record an earlier step made (its insert capture) in step with it (`in_step`, keyed by that
 * capture) acts on that record: a planner's draft carried over to the new day.
 */
function keptInStep(task: TaskInput, at: number, table: string): boolean {
  const episode = task.episodes[at] as Episode;
  const captures = new Set(task.episodes.slice(0, at).flatMap((e) => Object.entries(e.captures ?? {}).filter(([, c]) => c.from === 'inserted' && `${c.app}.${c.table}` === table).map(([name]) => `$${name}`)));
  return ((episode.assertions ?? []) as Assertion[]).some((a) => a.type === 'world_matches_reference' && ((a.in_step ?? []) as Assertion[])
    .some((r) => `${r.app}.${r.table}` === table && captures.has(String((r.key as Record<string, unknown> | undefined)?.id))));
}

/** The made-or-changed state an episode's checks give a row of the table: its plain columns (not ids, names or parents). */
function stateOf(checks: readonly Assertion[], target: Target): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const a of checks) {
    const fields = (a.type === 'db_changed' ? a.where : a.type === 'record_matches' ? a.fields : undefined) as Record<string, unknown> | undefined;
    for (const [column, value] of Object.entries(fields ?? {})) {
      if (column === 'id' || column === target.owner || column === target.name || column === target.parent?.[0] || column === target.person || (target.keeps ?? []).includes(column) || /_id$/.test(column)) continue;
      if (typeof value === 'boolean') out[column] = value ? 1 : 0;
    }
  }
  return out;
}

/** Whether episode `at` acts on a row of `table` that is trivially the newest: one an earlier step made or changed, or the user's newest fixture record. */
function actsOnNewest(task: TaskInput, at: number, table: string, target: Target, index: FixtureIndex): Record<string, unknown> | undefined {
  const episode = task.episodes[at] as Episode;
  // A step that changes something (a reopen that only reads is not acting on the record).
  if (!((episode.assertions ?? []) as Assertion[]).some((a) => a.type === 'db_changed' || a.type === 'record_identity_preserved' || (a.type === 'mutation_limit' && Number(a.max) > 0))) return undefined;
  const acts = checksOf(episode, table).filter((a) => a.type !== 'db_changed' || a.op === 'deleted' || a.op === 'updated');
  if (acts.length === 0) return checksOf(episode, table).length === 0 && keptInStep(task, at, table) ? {} : undefined;
  for (let before = at - 1; before >= 0; before -= 1) {
    const earlier = checksOf(task.episodes[before] as Episode, table).filter((a) => a.type === 'db_changed' && (a.op === 'inserted' || a.op === 'updated'));
    if (earlier.length) return stateOf(checksOf(task.episodes[before] as Episode, table), target);
  }
  // A fixture record named by id that is the newest of the user's records of the table.
  const ids = acts.map((a) => ((a.where ?? a.key) as Record<string, unknown> | undefined)?.id).filter((id): id is number => typeof id === 'number');
  const mine = rowsOf(index, table).filter((r) => r[target.owner] === index.userId);
  const clock = Object.keys(mine[0] ?? {}).find(isClockField);
  if (!clock || ids.length === 0) return undefined;
  const newest = [...mine].sort((a, b) => String(b[clock]).localeCompare(String(a[clock])))[0];
  if (!newest || !ids.includes(Number(newest.id))) return undefined;
  // The look-alike is in the named record's state (an open group, not a deleted one).
  return Object.fromEntries((target.flags ?? []).filter((flag) => flag in newest).map((flag) => [flag, newest[flag]]));
}

/** The smallest id from 1,000,000 that neither the fixture's rows of the table nor `taken` hold. */
export function freeId(index: FixtureIndex, table: string, taken: Set<number>): number {
  const used = new Set(rowsOf(index, table).map((r) => Number(r.id)));
  let id = 1_000_000;
  while (used.has(id) || taken.has(id)) id += 1;
  taken.add(id);
  return id;
}

/** Every number a check of the task gives any column: records the user names. */
function namedNumbers(task: TaskInput): Set<number> {
  const out = new Set<number>();
  const add = (value: unknown): void => {
    if (typeof value === 'number') out.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(add);
  };
  for (const episode of task.episodes) {
    for (const a of (episode.assertions ?? []) as Assertion[]) for (const key of ['where', 'fields', 'key']) add(a[key]);
    add(episode.values ?? {});
  }
  return out;
}

/** The rows of one look-alike of `table` (see the file's comment), or none where the fixture has nothing to copy. */
function lookAlike(task: TaskInput, table: string, target: Target, state: Record<string, unknown>, taken: Set<number>, made: readonly ExtraRow[]): ExtraRow[] {
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const said = saidTexts(task);
  const named = namedNumbers(task);
  const user = index.userId;
  const at = dayAfter(index.now);
  const rows = rowsOf(index, table);
  const [app = '', short = ''] = table.split('.');
  const mine = rows.filter((r) => r[target.owner] === user);
  // Another person's record to copy as the user's where the user has none (a comment).
  const held = new Set(mine.map((r) => r[target.parent?.[0] ?? '']));
  // A parent the copy may go under: not one the user's records are under, nor named, nor said.
  const fits = (p: Row | undefined): boolean => {
    if (!p || !target.parent) return false;
    const words = target.parent[2];
    return !held.has(p.id) && !named.has(Number(p.id)) && (!target.ownParent || target.ownParent(p, user, index, said)) && !said.some((text) => holds(p[words], text) || holds(text, String(p[words] ?? '')));
  };
  const ownParentFits = (r: Row): boolean => !target.parentKept || !target.parent || fits(rowsOf(index, target.parent[1]).find((p) => p.id === r[target.parent?.[0] ?? '']));
  // The last fitting template where it keeps its parent (the first rows are what hand-made writes reach for, as below).
  const candidates = [...mine, ...rows.filter((r) => r[target.owner] !== user)];
  const usable = (r: Row): boolean => !named.has(Number(r.id)) && !saysAny(r, said, target.kinds) && Object.entries(target.only ?? {}).every(([column, value]) => r[column] === value) && ownParentFits(r);
  const template = target.parentKept ? candidates.findLast(usable) : candidates.find(usable);
  if (!template) return [];
  const copy: Row = { ...template, id: freeId(index, table, taken), [target.owner]: user };
  for (const column of Object.keys(copy)) if (isClockField(column) && typeof copy[column] === 'string') copy[column] = at;
  for (const [column, value] of Object.entries({ ...target.open, ...state })) if (column in copy) copy[column] = value;
  if (target.name) {
    const name = olderName(undefined, String(template[target.name] ?? ''), said, (n) => [...rows, ...made.map((m) => m.row)].some((r) => normalizeText(String(r[target.name as string] ?? '')) === normalizeText(n)));
    if (!name) return [];
    copy[target.name] = name;
  }
  if ('invitation_code' in copy) copy.invitation_code = `LA${String(copy.id).slice(-6)}`;
  if (target.parent && !target.parentKept) {
    const [column, parentTable] = target.parent;
    // The last fitting parent: the first rows of a table are what other hand-made writes (the audit's controls) reach for.
    const parent = rowsOf(index, parentTable).findLast(fits);
    if (!parent) return [];
    copy[column] = parent.id;
  }
  if (target.person) {
    const people = rowsOf(index, 'admin.people');
    const unnamed = (id: unknown) => !named.has(Number(id)) && id !== user && !said.some((text) => holds(people.find((p) => p.id === id)?.email, text));
    const person = [template[target.person], ...rows.map((r) => r[target.person as string])].find(unnamed);
    if (person === undefined) return [];
    copy[target.person] = person;
  }
  const out: ExtraRow[] = [{ app, table: short, row: copy }];
  for (const [other, column] of target.with ?? []) {
    const [otherApp = '', otherShort = ''] = other.split('.');
    for (const row of rowsOf(index, other).filter((r) => r[column] === template.id)) {
      const fresh: Row = { ...row, id: freeId(index, other, taken), [column]: copy.id };
      for (const c of Object.keys(fresh)) if (isClockField(c) && typeof fresh[c] === 'string') fresh[c] = at;
      out.push({ app: otherApp, table: otherShort, row: fresh });
    }
  }
  return out;
}

/** The task with a look-alike of each TARGETS table a step acts on a trivially newest record of (see the file's comment). */
export function withTargetLookAlikes(task: TaskInput): TaskInput {
  // A row already there that says the user's words is a look-alike of the name (kit/look-alike.ts), not of the
  // newest: it does not stand in for one named with none of them (s17 rug20).
  const said = saidTexts(task);
  const have = new Set((task.world.rows ?? []).filter((r) => !(`${r.app}.${r.table}` === 'todoist.tasks' && saysAny(r.row, said))).map((r) => `${r.app}.${r.table}`));
  const index = fixtureIndex(task.world.fixture ?? 'base');
  const taken = new Set((task.world.rows ?? []).map((r) => Number(r.row.id)));
  const rows: ExtraRow[] = [];
  for (const [table, target] of Object.entries(TARGETS)) {
    if (have.has(table)) continue;
    // One look-alike per state a step finds the named record in (a group open when deleted, deleted when restored).
    const states = new Set<string>();
    for (let at = 1; at < task.episodes.length; at += 1) {
      const state = actsOnNewest(task, at, table, target, index);
      if (!state || states.has(JSON.stringify(state))) continue;
      states.add(JSON.stringify(state));
      rows.push(...lookAlike(task, table, target, state, taken, rows));
    }
  }
  return rows.length ? { ...task, world: { ...task.world, rows: [...(task.world.rows ?? []), ...rows] } } : task;
}
