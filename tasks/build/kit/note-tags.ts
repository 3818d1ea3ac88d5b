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

/**
 * Everything the task's user says or types the name of for one app (slot): that app's intention,
 * and its episodes' messages, requirements and values. A user who asks app B to tag a note
 * dictates nothing about the tags app A gives the notes it makes (s11 unfilled11).
 */
function usersWords(task: TaskInput, slot: string): string {
  const parts: string[] = task.apps.filter((a) => ((a as { slot?: string }).slot ?? 'A') === slot).map((a) => a.intention);
  for (const e of task.episodes) {
    if (((e as { slot?: string }).slot ?? 'A') !== slot) continue;
    parts.push(e.message ?? '', e.requirement ?? '', ...Object.keys(e.values ?? {}));
    for (const v of Object.values(e.values ?? {})) if (typeof v === 'string') parts.push(v);
  }
  return parts.join('\n');
}

/** The tag an episode's user dictates: a typed value keyed by a tag word. */
function dictatedTag(values: Record<string, unknown>): string | undefined {
  const entry = Object.entries(values).find(([key, v]) => key.split('|').some((k) => /^(new_)?tags?$/.test(k)) && typeof v === 'string' && v !== '');
  return entry?.[1] as string | undefined;
}

/** Whether the episode's reference changes a note: its collateral check allows simple_note.notes updated. */
function changesNote(assertions: readonly Obj[]): boolean {
  return assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === 'simple_note' && x.table === 'notes' && x.ops.includes('updated')));
}

const TAGS = /\btag|#\w/i;

/** A tag value the user's words give the notes the app makes: "tagged recipe", 'tagged "meetings"', "#binder". */
const TAG_GIVEN = /\btagged\s+(as\s+|with\s+)?["'“‘]?[\p{L}\p{N}]|#\w/iu;

/**
 * Whether the user dictates tags for the note an episode makes: its own words (message,
 * requirement, typed keys and values) speak of tags, or the slot's words give the notes a tag
 * ("recipes tagged recipe"). Words that only say tagging comes later ("write a note, tag it
 * afterwards"), with the tag typed in a later step, dictate none for the note as it is made
 * (s13 people13: service.note-tags).
 */
function tagsDictated(task: TaskInput, slot: string, episode: TaskInput['episodes'][number]): boolean {
  const own = [episode.message ?? '', episode.requirement ?? '', ...Object.keys(episode.values ?? {}), ...Object.values(episode.values ?? {}).filter((v): v is string => typeof v === 'string')].join('\n');
  if (TAGS.test(own)) return true;
  const words = usersWords(task, slot);
  if (!TAGS.test(words)) return false;
  const later = task.episodes.some((x) => ((x as { slot?: string }).slot ?? 'A') === slot && dictatedTag((x.values ?? {}) as Record<string, unknown>) !== undefined);
  return !later || TAG_GIVEN.test(words);
}

/** Whether the episode's reference makes a note: its collateral check allows simple_note.notes inserted. */
function makesNote(assertions: readonly Obj[]): boolean {
  return assertions.some((a) => a.type === 'no_collateral' && ((a.allow as Allowed[] | undefined) ?? []).some((x) => x.app === 'simple_note' && x.table === 'notes' && x.ops.includes('inserted')));
}

const FREE = {
  tags: { app: 'simple_note', table: 'notes', field: 'tags', constraint: 'any', why: 'the user dictates no tags for the note; whether the app tags it, and how, is the app\'s' },
} as const;

export function withFreeNoteTags(task: TaskInput): TaskInput {
  let changed = false;
  // Whether a note this task makes may carry tags of the app's own (the app that made it left free to tag it).
  let ownTags = false;
  const add = (assertions: readonly Obj[], rule: Obj): Obj[] =>
    assertions.map((a) => {
      if (a.type !== 'world_matches_reference') return a;
      const free = (a.free as Obj[] | undefined) ?? [];
      if (free.some((x) => x.app === rule.app && (x.table === rule.table || x.table === '*') && x.field === rule.field)) return a;
      changed = true;
      return { ...a, free: [...free, { ...rule }] };
    });
  // The captures of notes made with tags of the app's own (`$recordId`).
  const ownNotes = new Set<string>();
  // A read-back of such a note's tags (`tags = ["car"]`) would hold it to exactly the tags the user
  // gave: the tags field goes (the world check of the tagging step holds the dictated tag; a
  // read-back with nothing else to compare goes with it).
  const withoutOwnTags = (assertions: readonly Obj[]): Obj[] =>
    assertions.flatMap((a) => {
      if (a.type !== 'record_matches' || a.app !== 'simple_note' || a.table !== 'notes') return [a];
      const fields = (a.fields ?? {}) as Obj;
      const keyed = Object.values((a.key ?? {}) as Obj).some((v) => typeof v === 'string' && v.startsWith('$') && ownNotes.has(v.slice(1)));
      if (!keyed || !('tags' in fields)) return [a];
      changed = true;
      const rest = Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'tags'));
      return Object.keys(rest).length === 0 ? [] : [{ ...a, fields: rest }];
    });
  const episodes = task.episodes.map((e) => {
    const assertions = withoutOwnTags((e.assertions ?? []) as Obj[]);
    const slot = (e as { slot?: string }).slot ?? 'A';
    if (makesNote(assertions) && !tagsDictated(task, slot, e)) {
      ownTags = true;
      for (const [name, c] of Object.entries((e.captures ?? {}) as Record<string, { from?: string; app?: string; table?: string }>)) if (c.from === 'inserted' && c.app === 'simple_note' && c.table === 'notes') ownNotes.add(name);
      return { ...e, assertions: add(assertions, { ...FREE.tags }) as typeof e.assertions };
    }
    // A tag the user dictates for a note that may carry the app's own tags: the note has it, beside
    // those (an app that adds the tag keeps what the note held; one that does not tag it fails).
    const tag = dictatedTag((e.values ?? {}) as Record<string, unknown>);
    if (ownTags && tag !== undefined && changesNote(assertions)) {
      return { ...e, assertions: add(assertions, { app: 'simple_note', table: 'notes', field: 'tags', constraint: { contains: [tag] }, why: 'the user dictates this tag for the note; tags the note already had from the app that made it may stay beside it' }) as typeof e.assertions };
    }
    return changed ? { ...e, assertions: assertions as typeof e.assertions } : e;
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
