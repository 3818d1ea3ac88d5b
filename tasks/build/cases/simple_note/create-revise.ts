/** Simple Note record tasks: an app saves a note (with its tags), then adds to it, pins, tags or rewrites it. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, type ActionDef } from '../../kit/package.ts';
import { appCase, caseRows } from '../../kit/rows.ts';
import type { Obj } from '../../kit/types.ts';
import { singleRecord, type RecordCase } from '../../shapes/create-revise.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { addedToNote } from '../../kit/added-text.ts';
import { withListedItems } from '../../kit/listed-items.ts';

const S = 'simple_note';
const json = z.record(z.string(), z.json());

/**
 * A notes app saves a note with the app's tags (only tags the user asked for, often none); its
 * edit action is in the first version, or comes with the changed requirement. The edit is one
 * call on a note made here, its id typed in and passed first as `note_id`, then the note's row
 * in the list, then what the app says.
 */
const NoteCase = z.object({
  ...appCase,
  intro: z.string(),
  tags: z.array(z.string()),
  edit: z.strictObject({
    id: z.string(),
    label: z.string(),
    goal: z.string(),
    /** The inputs after the note's id: name → label. */
    inputs: z.record(z.string(), z.string()).optional(),
    /** The Simple Note api (without `simple_note.`) and its arguments besides `note_id`. */
    api: z.string(),
    args: json.optional(),
    fields: json,
    said: z.string(),
  }),
  note: z.string(),
  text: z.string(),
  createMessage: z.string(),
  requirement: z.string().optional(),
  /** The edit, as the user asks for it: values and the call's arguments besides `note_id`; `show` may name the note's id, `$noteId`. */
  revise: z.strictObject({
    message: z.string(),
    values: z.record(z.string(), z.string()).optional(),
    hint: z.array(z.string()),
    args: json.optional(),
    fields: json,
    show: z.array(z.string()),
  }),
  reopen: z.array(z.string()),
  /**
   * A fact of the case: the note's text, and the text the edit adds, are items the user lists
   * ("tortillas, black beans, limes"), kept in any list layout (kit/listed-items.ts).
   */
  listed: z.boolean().optional(),
});
type NoteCase = z.infer<typeof NoteCase>;

function noteCase(c: NoteCase): RecordCase {
  const { edit: e, tags, revise } = c;
  const edit = recordAction({
    id: e.id, label: e.label, goal: e.goal, service: S, key: ['note_id', 'Note id'], more: Object.entries(e.inputs ?? {}).map(([name, label]) => input(name, label)),
    call: [`simple_note.${e.api}`, { note_id: '{{inputs.note_id}}', ...e.args }], list: 'notes', fields: e.fields, said: e.said,
  });
  const tagged: Obj = tags.length > 0 ? { tags } : {};
  const save: ActionDef = {
    id: 'save_note', label: 'Save note', services: ['simple_note'],
    goal: `Create a Simple Note with the title and text${tags.length > 0 ? `, tagged ${tags.join(', ')}` : ''}, and keep it in the list.`,
    inputs: [input('title', 'Title'), input('content', 'Text')],
    plan: [
      call('simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.content}}', ...tagged }, 'created'),
      // The note's tags as Simple Note holds them, read back (a tag is the app's, never typed).
      ...(tags.length > 0 ? [call('simple_note.show_note', { note_id: '{{created.note_id}}' }, 'saved')] : []),
      append('notes', { id: '{{created.note_id}}', title: '{{inputs.title}}', status: 'saved' }),
      // What the user wrote and the tags it carries, said where the save is told (issue #30, not_shown).
      message(`Saved "{{inputs.title}}" as note {{created.note_id}}${tags.map((_, i) => `${i === 0 ? ', tagged ' : ', '}{{saved.tags.${i}}}`).join('')}: {{inputs.content}}`),
    ],
  };
  // The text the user adds (the edit's first input) and where it goes, judged by the end state.
  const added = revise.values?.[Object.keys(e.inputs ?? {})[0] ?? ''];
  const addsText = e.api === 'add_content_to_note' && added !== undefined && added !== '';
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.appId, title: c.title, summary: c.summary, intro: c.intro,
      list: {
        name: 'notes', fields: { id: 'number', title: 'string', status: 'string' }, item: '{{item.title}} (note {{item.id}}) — {{item.status}}', heading: 'Notes made here',
        empty: 'No notes yet.',
      },
      actions: c.requirement === undefined ? [save, edit] : [save],
    },
    next: c.requirement === undefined ? undefined : { add: edit },
    table: 'notes', capture: 'noteId', inputs: [['title'], ['text', 'content']], actions: ['save', 'note'],
    create: {
      message: c.createMessage, values: { title: c.note, content: c.text }, hint: ['save', 'create', 'new'],
      api: 'simple_note.create_note', args: { title: c.note, ...tagged }, where: { title: c.note }, fields: { title: c.note, content: c.text, ...tagged, pinned: false },
      // The app's own tags ("tagged \"meetings\"" in the intention) are a setting of the app, held in
      // the world (create's record check), not a value of this save to show: an app that says
      // "tagged meetings" from its own text, or not at all, is as right (s18-S2-f1).
      show: [c.note, c.text], allow: [['simple_note', 'notes', 'inserted']], maxMutations: 1,
    },
    revise: {
      message: revise.message, values: { note_id: '$noteId', ...revise.values }, hint: revise.hint,
      api: `simple_note.${e.api}`, args: { note_id: '$noteId', ...revise.args }, fields: addsText ? withoutContent(revise.fields) : revise.fields, show: revise.show,
      // Added text joins the note's text in any way, where the user put it (kit/added-text.ts).
      ...(addsText ? { free: [addedToNote(c.text, String(added), revise.message)] } : {}),
      allow: [[S, 'notes', 'updated']], maxMutations: 1, requirement: c.requirement,
    },
    reopen: c.reopen,
  };
}

/** A record check's fields without the note's text, which the end state's added-text rule judges. */
const withoutContent = (fields: Obj): Obj => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'content'));

/** A pin must be said on screen, not only the note's id (issue #30, not_shown). */
const pinShown = (t: TaskInput, c: NoteCase): TaskInput =>
  c.edit.api === 'pin_note' && c.revise.show[0] !== undefined ? withStateWords(t, [{ episode: 'revise', value: c.revise.show[0], words: STATE_WORDS.pinned }]) : t;

/**
 * A tag the user adds is kept on the note's own line after reopen, or in its card under the note's
 * title (`headed`), not anywhere on screen: a tag picker offering "vegetarian" beside a stale,
 * untagged recipe shows the word too (s18-Z2-f1).
 */
const tagBeside = (t: TaskInput, c: NoteCase): TaskInput => {
  const tag = c.edit.api === 'add_tag_to_note' ? c.revise.values?.tag : undefined;
  if (tag === undefined) return t;
  const episodes = t.episodes.map((e) =>
    e.stage !== 'reopen'
      ? e
      : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'persisted_visible' && a.value === tag ? { ...a, beside: [c.note], headed: true as const } : a)) },
  );
  return { ...t, episodes };
};

/** Listed items are those items in order, in any list layout (s15 carry; kit/listed-items.ts). */
const itemsListed = (t: TaskInput, c: NoteCase): TaskInput => {
  if (!c.listed) return t;
  const added = c.revise.values?.[Object.keys(c.edit.inputs ?? {})[0] ?? ''];
  return withListedItems(t, { app: S, table: 'notes', field: 'content', lists: [c.text, ...(added ? [added] : [])] });
};

export const tasks = (): TaskInput[] => caseRows(import.meta.url, { note: NoteCase }).note.map((c) => itemsListed(tagBeside(pinShown(singleRecord(S, noteCase(c)), c), c), c));
