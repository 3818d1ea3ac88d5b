/**
 * A note's tags are the app's where the user never dictates them (issue #30, s10 file10:
 * unrequested_value).
 *
 * simple_note keeps `tags` and `pinned` on the note row itself; the reference makes its notes
 * untagged and unpinned, so the end-state check held a new note to `tags = []` and `pinned = 0`,
 * and a correct family-recipes app that tags its note "recipes" failed. In an episode that makes a
 * note, where no word of the task's user (its intentions, messages, requirements, or a typed
 * value's key) speaks of tags, `simple_note.notes.tags` is left to the app. `pinned` stays
 * compared: a pin moves the note to the top of the user's whole list, a change to what they see
 * beyond the note they asked for (and left free, a wrong app that pins has nothing else wrong to
 * catch it: the audit's wrong_content control pins). Free fields are free only on the rows the reference made or changed
 * (src/stages/check/reference-state.ts), so an app that tags another note still fails; a wrong note
 * still fails on its title and content, which stay compared.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import type { Obj } from './types.ts';

type Allowed = { app: string; table: string; ops: string[] };

/** Everything the task's user says or types the name of: intentions, messages, requirements, value keys. */
function usersWords(task: TaskInput): string {
  const parts: string[] = task.apps.map((a) => a.intention);
  for (const e of task.episodes) {
    parts.push(e.message ?? '', e.requirement ?? '', ...Object.keys(e.values ?? {}));
    for (const v of Object.values(e.values ?? {})) if (typeof v === 'string') parts.push(v);
  }
  return parts.join('\n');
}

const TAGS = /\btag|#\w/i;

/** Whether the episode's reference makes a note: its collateral check allows simple_note.notes inserted. */
function makesNote(assertions: readonly Obj[]): boolean {
  return assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === 'simple_note' && x.table === 'notes' && x.ops.includes('inserted')));
}

const FREE = {
  tags: { app: 'simple_note', table: 'notes', field: 'tags', constraint: 'any', why: 'the user dictates no tags for the note; whether the app tags it, and how, is the app\'s' },
} as const;

export function withFreeNoteTags(task: TaskInput): TaskInput {
  const words = usersWords(task);
  const fields = TAGS.test(words) ? [] : [FREE.tags];
  if (fields.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = (e.assertions ?? []) as Obj[];
    if (!makesNote(assertions)) return e;
    const next = assertions.map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free as Obj[] | undefined) ?? [];
      const add = fields.filter((f) => !free.some((x) => x.app === f.app && (x.table === f.table || x.table === '*') && x.field === f.field));
      if (add.length === 0) return a;
      changed = true;
      return { ...a, free: [...free, ...add.map((f) => ({ ...f }))] };
    });
    return { ...e, assertions: next };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
