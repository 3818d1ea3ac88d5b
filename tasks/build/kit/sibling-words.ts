/**
 * A record the user names by its own words, where its name form is shared by a sibling (issue #30,
 * s17 picks18, unrequested_value; rubric fidelity/2, Soundness: no input or id the user did not ask
 * for).
 *
 * "Delete the conversion hunch and keep the refunds one" (single.todoist.billing-bug-comment-delete):
 * the step typed the comment's id, or its name form (kit/name-forms.ts): the task it stands on,
 * "Fix billing rounding bug". The user made two comments on that task in this session, so the
 * task's title names both: an app whose delete takes the task and a few words of the hunch (or
 * lists the task's comments and lets the user pick one) got no word telling the two apart, and only
 * an app that shows and takes comment ids could pass.
 *
 * Where a step names by id a record the task made (`$commentId`), its name form is the name of what
 * the record points at, and the task made another record of the same table on the same parent
 * (`$alsoId`), the step also types the user's own words for the record: the words of its text that
 * the step's message says and the sibling's text does not ("conversion"). They are one more name
 * form of the same id (`names`), so the operator fills them only where the app's action takes such
 * words (a hunch, the comment's words) or a pick from the shown comments. The world checks (which
 * comment is deleted, the other kept) are unchanged.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
type Obj = Record<string, any>;

const CAPTURE = /^\$[A-Za-z]\w*$/;
const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

interface Made {
  app: string;
  table: string;
  /** The parent it was made on (`{task_id: 2010931}`). */
  parent: string;
  /** Its text, as the read-back check holds it. */
  text: string;
}

/** The records the task made (by capture), with the parent they were made on and their text. */
function madeRecords(task: TaskInput): Map<string, Made> {
  const out = new Map<string, Made>();
  for (const e of task.episodes) {
    for (const [name, c] of Object.entries((e.captures ?? {}) as Record<string, Obj>)) {
      const where = (c.where ?? {}) as Obj;
      const parents = Object.entries(where).filter(([f, v]) => f.endsWith('_id') && typeof v === 'number');
      if (parents.length !== 1 || (c.field ?? 'id') !== 'id') continue;
      const read = ((e.assertions ?? []) as Obj[]).find((a) => a.type === 'record_matches' && a.key?.id === `$${name}`);
      const text = Object.values((read?.fields ?? {}) as Obj).find((v): v is string => typeof v === 'string' && /\s/.test(v.trim()));
      if (text === undefined) continue;
      out.set(`$${name}`, { app: String(c.app), table: String(c.table), parent: JSON.stringify(parents), text });
    }
  }
  return out;
}

export function withSiblingWords(task: TaskInput): TaskInput {
  const made = madeRecords(task);
  if (made.size < 2) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const names = (e.names ?? {}) as Record<string, string>;
    const values = (e.values ?? {}) as Record<string, unknown>;
    const message = e.message ?? '';
    /** The words' key by the name form it goes before (so an input named for the record takes the words first). */
    const added: Record<string, [string, string]> = {};
    const pairs: Record<string, string> = {};
    for (const [nameKey, idKey] of Object.entries(names)) {
      const id = values[idKey];
      const own = typeof id === 'string' && CAPTURE.test(id) ? made.get(id) : undefined;
      if (!own || Object.values(pairs).includes(idKey)) continue;
      // Its name form is the parent's name, which a sibling made on the same parent shares.
      const siblings = [...made.entries()].filter(([other, m]) => other !== id && m.app === own.app && m.table === own.table && m.parent === own.parent);
      if (siblings.length === 0 || typeof values[nameKey] !== 'string' || own.text.toLowerCase().includes(String(values[nameKey]).toLowerCase())) continue;
      // The words of its text the message says and no sibling's text has (four letters or more).
      const said = new Set(wordsOf(message));
      const theirs = new Set(siblings.flatMap(([, m]) => wordsOf(m.text)));
      const words = [...new Set(wordsOf(own.text))].filter((w) => w.length >= 4 && said.has(w) && !theirs.has(w));
      if (words.length === 0) continue;
      // What the user calls it: the word after theirs where the message last says it ("the conversion hunch").
      const after = wordsOf(message.slice(message.toLowerCase().lastIndexOf(words[0] as string) + (words[0] as string).length))[0];
      const kind = slug(own.table).replace(/s$/, '');
      const taken = new Set(Object.keys(values).flatMap((k) => k.split('|')));
      const aliases = [...new Set([...(after && after.length >= 4 && after !== kind ? [after] : []), `${kind}_words`, 'words', `${kind}_text`, kind])].filter((a) => !taken.has(a) || a === kind);
      const key = aliases.join('|');
      if (key in values) continue;
      added[nameKey] = [key, words.join(' ')];
      pairs[key] = idKey;
    }
    if (Object.keys(added).length === 0) return e;
    changed = true;
    const next = Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (added[k] ? [added[k], [k, v]] : [[k, v]])));
    return { ...e, values: next, names: { ...names, ...pairs } } as typeof e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
