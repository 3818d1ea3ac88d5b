/**
 * Required inputs nobody asked for (issue #29, item 5): a reference action that requires an
 * input the user's messages never fill makes a correct app that leaves it out (or optional)
 * look wrong, and makes the operator type a value the user never gave. For each episode with a
 * request, the reference action the operator picks is read input by input: every required input
 * filled from the episode's values must hold a value the user gave — said in an intention,
 * message or requirement up to that episode; a record the app showed (a `$capture`); the user's
 * own details; or a detail of a record the user names (the email of the person the message
 * names, the id of the note it names by title).
 */
import type { SurfaceAction } from '../runtime/types.ts';
import type { EpisodeSpec, Task } from '../schemas/task.ts';
import { normalizeText } from '../stages/check/match.ts';
import { chooseAction } from '../stages/run/operator.ts';
import { fixtureByName } from '../stages/run/fixtures.ts';
import { freshWorld } from '../world/fixture.ts';

export interface RequiredRule {
  /** The reference actions an episode could meet. */
  actions: (task: Task, episode: EpisodeSpec) => SurfaceAction[];
  /** Whether the text (what the user said so far) gives the value. */
  said: (known: string, value: string | number) => boolean;
}

/** A fixture's records as this rule reads them: per cell value, the names of the rows holding it. */
interface Records {
  /** Normalised cell → the name-like cells of each row that holds it. */
  rowsOf: Map<string, string[][]>;
  /** The user's own details (their email, phone number, name). */
  self: Set<string>;
}

const records = new Map<string, Records>();

/** The columns by which a person names a record: a person's name, a note's title, a file's path. */
const NAMING = /(^|_)(name|title|path)$/;
/** How a person calls the one relative of each kind ("Mom" names the user's mother). */
const RELATION_WORDS: Record<string, string[]> = {
  mother: ['mom', 'mum', 'mother'], father: ['dad', 'father'], sibling: ['sister', 'brother', 'sibling'], cousin: ['cousin'],
  grandmother: ['grandma', 'grandmother'], grandfather: ['grandpa', 'grandfather'],
};

/** The strings of a cell that holds a JSON list (`["mother", "friend"]`); none for any other cell. */
export function jsonItems(cell: unknown): string[] {
  if (typeof cell !== 'string' || !cell.startsWith('[')) return [];
  try {
    const parsed: unknown = JSON.parse(cell);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** A cell that names its row to a person: a word or a few ("Ava", "Garden plan"), not a number, code or date. */
const isName = (cell: unknown): cell is string => typeof cell === 'string' && cell.length >= 3 && cell.length <= 80 && /[a-z]{3}/i.test(cell) && !/^\d{4}-\d{2}-\d{2}/.test(cell);

function recordsOf(fixture: string): Records {
  const cached = records.get(fixture);
  if (cached) return cached;
  const rowsOf = new Map<string, string[][]>();
  const world = freshWorld({ fixture: fixtureByName(fixture) });
  let self: Set<string>;
  try {
    const user = world.mainUser();
    self = new Set([user.email, user.phone_number, user.first_name, `${user.first_name} ${user.last_name}`, String(user.id)].map((v) => normalizeText(String(v))));
    const only = new Map<string, number>();
    for (const { relationships } of world.db.prepare('SELECT relationships FROM phone_contacts WHERE owner_id = ?').all(user.id) as { relationships: unknown }[]) {
      for (const relation of jsonItems(relationships)) only.set(relation, (only.get(relation) ?? 0) + 1);
    }
    const tables = world.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\'").all() as { name: string }[];
    for (const { name } of tables) {
      for (const row of world.db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).iterate() as Iterable<Record<string, unknown>>) {
        const names = Object.entries(row).filter(([column, cell]) => NAMING.test(column) && isName(cell)).map(([, cell]) => normalizeText(String(cell)));
        // The user's only mother, father, sibling … is named by the relation ("draft a hint to Mom").
        if (row.owner_id === user.id) for (const relation of jsonItems(row.relationships)) if (only.get(relation) === 1) names.push(...(RELATION_WORDS[relation] ?? []));
        if (typeof row.first_name === 'string' && typeof row.last_name === 'string') names.push(normalizeText(`${row.first_name} ${row.last_name}`));
        for (const cell of Object.values(row)) {
          if (typeof cell !== 'string' && typeof cell !== 'number') continue;
          // A name's parts are the record's too ("1000-Piece Jigsaw Puzzle" of "…, Multicolor").
          const parts = typeof cell === 'string' && cell.length <= 80 ? cell.split(/\s*,\s+/) : [];
          for (const part of new Set([String(cell), ...(parts.length > 1 ? parts : [])])) {
            const key = normalizeText(part);
            const list = rowsOf.get(key);
            if (list) list.push(names);
            else rowsOf.set(key, [names]);
          }
        }
      }
    }
  } finally {
    world.close();
  }
  const out = { rowsOf, self };
  records.set(fixture, out);
  return out;
}

/** The values one input holds: a comma list of emails or names is several ("$2,100" is one). */
const partsOf = (value: string | number): (string | number)[] => (typeof value === 'string' ? value.split(/\s*,\s+/).filter((part) => part !== '') : [value]);

const wordsOf = (text: string): string[] => normalizeText(text).split(/[^a-z0-9]+/).filter((w) => w.length > 1).map((w) => w.replace(/s$/, ''));

/**
 * A record's name said loosely: most of its words are in what the user said ("the navy insulated
 * water bottles" names "Insulated Water Bottle 24oz, Navy"; "a jigsaw puzzle" names
 * "1000-Piece Jigsaw Puzzle").
 */
function namedLoosely(known: string, name: string): boolean {
  const words = wordsOf(name);
  if (words.length < 2) return false;
  const said = new Set(wordsOf(known));
  return words.filter((w) => said.has(w)).length * 2 >= words.length;
}

/**
 * Findings `[required-unasked]`: per episode, each required input of the reference action the
 * operator picks whose value the user never gave.
 */
export function requiredUnasked(task: Task, rule: RequiredRule): string[] {
  const out: string[] = [];
  const world = recordsOf(task.world.fixture);
  let known = task.apps.map((a) => a.intention).join('\n');
  const given = (value: string | number): boolean => {
    if (typeof value === 'string' && /^\$[A-Za-z]/.test(value)) return true;
    if (rule.said(known, value)) return true;
    const key = normalizeText(String(value));
    if (world.self.has(key)) return true;
    if (typeof value === 'string' && world.rowsOf.has(key) && namedLoosely(known, value)) return true;
    // A detail of a record the user names: another name-like cell of a row holding the value is said.
    return (world.rowsOf.get(key) ?? []).some((names) => names.some((name) => name !== key && rule.said(known, name)));
  };
  for (const episode of task.episodes) {
    known += `\n${episode.message ?? ''}\n${episode.requirement ?? ''}`;
    if (Object.keys(episode.values).length === 0) continue;
    const choice = chooseAction(rule.actions(task, episode), episode);
    if (!choice) continue;
    for (const input of choice.action.inputs) {
      if (!input.required || !choice.fromValues.includes(input.name)) continue;
      const value = choice.inputs[input.name];
      if (typeof value !== 'string' && typeof value !== 'number') continue;
      const unasked = given(value) ? [] : partsOf(value).filter((part) => !given(part));
      if (unasked.length === 0) continue;
      out.push(
        `[required-unasked] episode ${episode.id}: the reference action "${choice.action.id}" requires "${input.name}", filled with ${unasked.map((v) => JSON.stringify(v)).join(', ')}, which no intention, message or requirement up to this episode gives (not said, not shown by the app, not a detail of a record the user names)`,
      );
    }
  }
  return out;
}
