/**
 * Simplenote checklists, tags and pins: a new checklist note whose items are then ticked or
 * dropped; ticking an item of a checklist the user already keeps and unticking it again; a tag
 * put on an existing note and taken off; a note pinned and unpinned.
 */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type ActionDef } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { listTasks, type Pattern } from '../../shapes/list-flow.ts';
import { caseRows } from '../../kit/rows.ts';
import type { Spec } from '../../kit/types.ts';
import { listCase } from '../../kit/row-fields.ts';
import { noteId, noteRow } from '../../kit/fixture.ts';
import { findNote, keptByTitle } from '../../shapes/note-by-title.ts';
import { notStillOpen, stillOpen } from '../../kit/open-steps.ts';
import { otherMarked, saidTexts } from '../../kit/look-alike.ts';
import { OPEN_GLYPHS, STATE_WORDS, withCaseStates, withStateWords } from '../../kit/state-words.ts';

const S = 'simple_note';
const lines = (items: string[], done: number[] = []) => items.map((t, i) => `- [${done.includes(i + 1) ? 'x' : ' '}] ${t}`).join('\n');

// ---------------------------------------------------------------- a new checklist note

const ListCase = z.object({
  ...listCase,
  note: z.string(),
  items: z.array(z.string()),
  /** The item (numbered from 1) the follow-up ticks or removes. */
  index: z.number().int(),
});
type ListCase = z.infer<typeof ListCase>;

const newChecklist = action('new_checklist', 'New checklist', 'Create a Simplenote note with the title and add each item as an open checklist line.', [S],
  [input('title', 'Checklist title'), input('items', 'Items (comma separated)', 'list')], [
    call('simple_note.create_note', { title: '{{inputs.title}}' }, 'made'),
    forEach('{{inputs.items}}', 'entry', 20, [
      call('simple_note.add_checklist_item', { note_id: '{{made.note_id}}', text: '{{entry}}' }, 'added'),
      append('items', { id: '{{added.item_index}}', note: '{{made.note_id}}', text: '{{entry}}', state: 'open' }),
    ]),
    message('Made the checklist "{{inputs.title}}" (note {{made.note_id}}) with {{inputs.items.length}} items.'),
  ]);

const itemAction = (id: string, label: string, api: string, state: string, verb: string): ActionDef =>
  action(id, label, `${label} on a checklist made here, by its number.`, [S], [input('note_id', 'Note id', 'number'), input('item_index', 'Item number', 'number')], [
    call(`simple_note.${api}`, { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_index}}' }),
    call('simple_note.show_note', { note_id: '{{inputs.note_id}}' }, 'note'),
    update('items', '{{inputs.item_index}}', { state }),
    message(`Item {{inputs.item_index}} of "{{note.title}}" (note {{note.note_id}}) ${verb}.`),
  ]);

/** A new checklist, then one item ticked (`done`) or dropped (`keep`), by the follow-up's api. */
const checklist = (second: ActionDef, api: string, done: (c: ListCase) => number[], keep: (c: ListCase) => string[]): Pattern<ListCase> => ({
  domain: S,
  summary: 'Makes checklists as Simplenote notes and keeps their items up to date.',
  intro: 'Give the checklist a title and list its items.',
  lists: [{ name: 'items', fields: { id: 'number', note: 'number', text: 'string', state: 'string' }, item: '{{item.id}}. {{item.text}} — {{item.state}} (note {{item.note}})', heading: 'Checklist items', empty: 'No items yet.' }],
  forms: [newChecklist, second],
  inputs: [['title', 'checklist'], ['items']],
  actions: ['checklist', 'new'],
  acts: (c) => [
    { values: { title: c.note, items: c.items.join(', ') }, hint: ['new', 'checklist'], captures: { noteId: { app: S, table: 'notes', where: { title: c.note } } },
      checks: [A.called(S, 'create_note', { title: c.note }), A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: lines(c.items) }, 'fuzzy')],
      // Each item the user dictated, where the new checklist shows (issue #30, not_shown: a screen with only the title passed).
      show: ['$noteId', c.note, ...c.items], allow: [[S, 'notes', 'inserted', 'updated']], max: 1 + c.items.length },
    { values: { note_id: '$noteId', item_index: c.index }, hint: second.id.split('_'),
      checks: [
        A.called(S, api, { note_id: '$noteId', item_index: c.index }),
        A.sameRecord(S, 'notes', '$noteId'),
        A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: lines(keep(c), done(c)) }, 'fuzzy'),
      ],
      // The item ticked, by its words (the note still holds it), not only the list it is on (issue #30, not_shown).
      show: ['$noteId', ...done(c).map((i) => c.items[i - 1] as string)], allow: [[S, 'notes', 'updated']], max: 1 },
  ],
  // The checklist is what the app keeps (Reading 1): after reopen each item still on it, as it is now
  // (a ticked one says so, the state via withCaseStates), and an item struck off is not shown as
  // still on it (kept12: a stale copy fails; `gone`).
  reopen: (c) => [
    kept('$noteId', S, 'notes', 'noteId', 'id'),
    ...keep(c).map((item) => kept(item)),
    ...c.items.filter((item) => !keep(c).includes(item)).map((item) => struckOff(item)),
    // Each item the user has not ticked is still open, on its own line (tags12, Reading 1: the
    // user keeps the list to see what is still to buy): a copy that shows it ticked fails.
    ...keep(c).filter((item) => !done(c).includes(c.items.indexOf(item) + 1)).map((item) => stillOpen(item)),
    // s32 s25 (s32-s250-f4): and each item ticked is not still listed open beside its tick.
    ...keep(c).filter((item) => done(c).includes(c.items.indexOf(item) + 1)).map((item) => notStillOpen(item)),
  ],
  retained: '$noteId',
});

/** An item struck off a kept checklist: after reopen shown nowhere, or only told as gone (kept12). */
const struckOff = (item: string): Spec => ({ type: 'persisted_visible', value: item, match: 'normalized', because: item, state: [...STATE_WORDS.deleted, 'struck off', 'struck out', 'struck', 'crossed off', 'crossed out'], gone: true });

const tickNew = checklist(itemAction('tick_item', 'Tick an item', 'check_checklist_item', 'done', 'is ticked'), 'check_checklist_item', (c) => [c.index], (c) => c.items);
const dropNew = checklist(itemAction('drop_item', 'Remove an item', 'remove_checklist_item', 'removed', 'is removed'), 'remove_checklist_item', () => [], (c) => c.items.filter((_, i) => i + 1 !== c.index));

// ---------------------------------------------------------------- a checklist the user already keeps

const TickCase = z.object({ ...listCase, note: z.string(), index: z.number().int(), item: z.string() });
type TickCase = z.infer<typeof TickCase>;

/**
 * The ticked or reopened line may be told by the item's own text instead of the note's title
 * ("✓ Item 2, basil and cilantro: done"): the user names both (s18-Z6-f1).
 */
function byItemToo(t: TaskInput, rows: readonly TickCase[]): TaskInput {
  const c = rows.find((r) => r.id === t.id);
  if (!c) throw new Error(`${t.id}: no case row`);
  const episodes = t.episodes.map((e) =>
    e.stage === 'open' || e.stage === 'reopen'
      ? e
      : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.value === c.note && a.state !== undefined ? { ...a, or: [c.item] } : a)) },
  );
  return { ...t, episodes };
}

const tickExisting: Pattern<TickCase> = {
  domain: S,
  summary: 'Ticks items off the checklists I keep in Simplenote, by note title and item number, and unticks them if I was wrong.',
  intro: 'Type the note\'s title and the number of the item.',
  lists: [{ name: 'ticks', fields: { id: 'number', note: 'string', item: 'number', state: 'string' }, item: 'Item {{item.item}} of {{item.note}} (note {{item.id}}) — {{item.state}}', heading: 'Ticked here', empty: 'Nothing ticked yet.' }],
  forms: [
    action('tick', 'Tick item', 'Find the note by title and mark the numbered checklist item done.', [S], [input('note', 'Note title'), input('item_index', 'Item number', 'number')], [
      findNote('note'),
      call('simple_note.check_checklist_item', { note_id: '{{found.0.note_id}}', item_index: '{{inputs.item_index}}' }),
      append('ticks', { id: '{{found.0.note_id}}', note: '{{found.0.title}}', item: '{{inputs.item_index}}', state: 'done' }),
      message('Ticked item {{inputs.item_index}} of "{{found.0.title}}" (note {{found.0.note_id}}).'),
    ]),
    // The user names the note as she did to tick it, not by an id no screen had to show (issue #30, K11).
    action('untick', 'Untick item', 'Find the note by title and mark the numbered checklist item open again.', [S], [input('note', 'Note title'), input('item_number', 'Item number', 'number')], [
      findNote('note'),
      call('simple_note.uncheck_checklist_item', { note_id: '{{found.0.note_id}}', item_index: '{{inputs.item_number}}' }),
      update('ticks', '{{found.0.note_id}}', { state: 'open again' }),
      message('Item {{inputs.item_number}} of "{{found.0.title}}" is open again.'),
    ]),
  ],
  inputs: [['note'], ['item_index', 'item']],
  actions: ['tick'],
  acts: (c) => [
    { values: { note: c.note, item_index: c.index }, hint: ['tick'],
      checks: [
        A.called(S, 'check_checklist_item', { note_id: noteId(c.note), item_index: c.index }),
        A.record(S, 'notes', { id: noteId(c.note) }, { content: noteRow(c.note).content.replace(`- [ ] ${c.item}`, `- [x] ${c.item}`) }),
      ],
      show: [c.note], allow: [[S, 'notes', 'updated']], max: 1 },
    { values: { note: c.note, item_number: c.index }, hint: ['untick', 'open'],
      checks: [
        A.called(S, 'uncheck_checklist_item', { note_id: noteId(c.note), item_index: c.index }),
        A.sameRecord(S, 'notes', noteId(c.note)),
        A.changed(S, 'notes', 'updated', { id: noteId(c.note) }),
      ],
      show: [c.note], allow: [[S, 'notes', 'updated']], max: 1 },
  ],
  reopen: (c) => [keptByTitle(c.note)],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- tag on / off, pin / unpin

/**
 * A pin row names the note; a tag row also the tag (one type for both, one schema each).
 * `other`: another note the user already marks the same way (the tag, or a pin), newer than the named
 * one, so the mark is not the named note's alone (s23, tag-blog-ideas s22-s11-f1; s27, pin-wedding
 * s26-s183-f1: "unpin the first pinned note" passed).
 */
const PinCase = z.object({ ...listCase, note: z.string(), other: z.object({ title: z.string(), content: z.string() }) });
const TagCase = PinCase.extend({ tag: z.string() });
type MarkCase = z.infer<typeof PinCase> & { tag?: string };

/** What tagging and pinning differ in; the rest of the pattern is one (the list is headed by what `on` says it did). */
const MARKS = {
  tag: {
    on: ['tag_note', 'Tag note', 'add_tag_to_note', 'Find the note by title and add the tag.', 'tagged {{inputs.tag}}', 'Tagged'],
    off: ['untag_note', 'Remove tag', 'remove_tag_from_note', 'Take the tag off a note tagged here.', 'untagged', 'no longer tagged {{inputs.tag}}'],
    summary: 'Puts a tag on one of my Simplenote notes by title, and takes it off again.',
    intro: 'Type the note\'s title and the tag.',
    hints: [['tag'], ['untag', 'remove']],
  },
  pin: {
    on: ['pin', 'Pin note', 'pin_note', 'Find the note by title and pin it.', 'pinned', 'Pinned'],
    off: ['unpin', 'Unpin note', 'unpin_note', 'Unpin a note pinned here.', 'unpinned', 'unpinned'],
    summary: 'Pins one of my Simplenote notes to the top by title, and unpins it when it is no longer urgent.',
    intro: 'Type the title of the note to keep on top.',
    hints: [['pin'], ['unpin']],
  },
} as const;

const markPattern = (kind: keyof typeof MARKS): Pattern<MarkCase> => {
  const m = MARKS[kind];
  const [onId, onLabel, onApi, onGoal, onState, onDone] = m.on;
  const [offId, offLabel, offApi, offGoal, offState, offDone] = m.off;
  const tagArg: Record<string, string> = kind === 'tag' ? { tag: '{{inputs.tag}}' } : {};
  const tagInput = kind === 'tag' ? [input('tag', 'Tag')] : [];
  return {
    domain: S,
    summary: m.summary,
    intro: m.intro,
    lists: [{ name: 'marked', fields: { id: 'number', note: 'string', state: 'string' }, item: '{{item.note}} (note {{item.id}}) — {{item.state}}', heading: `${onDone} here`, empty: 'Nothing yet.' }],
    forms: [
      action(onId, onLabel, onGoal, [S], [input('note', 'Note title'), ...tagInput], [
        findNote('note'),
        call(`simple_note.${onApi}`, { note_id: '{{found.0.note_id}}', ...tagArg }),
        append('marked', { id: '{{found.0.note_id}}', note: '{{found.0.title}}', state: onState }),
        message(`${onDone} "{{found.0.title}}" (note {{found.0.note_id}}).`),
      ]),
      // The user names the note to unpin as she did to pin it, not by an id no screen had to show
      // (issue #30, K11). Untagging keeps the id: with the same inputs as tagging (title and tag),
      // an operator reading another app's words cannot tell the two forms apart.
      kind === 'pin'
        ? action(offId, offLabel, offGoal.replace('a note', 'the note, found by title,'), [S], [input('note', 'Note title')], [
          findNote('note'),
          call(`simple_note.${offApi}`, { note_id: '{{found.0.note_id}}' }),
          update('marked', '{{found.0.note_id}}', { state: offState }),
          message(`"{{found.0.title}}" (note {{found.0.note_id}}) is ${offDone}.`),
        ])
        : action(offId, offLabel, offGoal, [S], [input('note_id', 'Note id', 'number'), ...tagInput], [
          call(`simple_note.${offApi}`, { note_id: '{{inputs.note_id}}', ...tagArg }),
          call('simple_note.show_note', { note_id: '{{inputs.note_id}}' }, 'note'),
          update('marked', '{{inputs.note_id}}', { state: offState }),
          message(`"{{note.title}}" (note {{note.note_id}}) is ${offDone}.`),
        ]),
    ],
    inputs: [['note'], ...(kind === 'tag' ? [['tag']] : [])],
    actions: [kind],
    acts: (c) => {
      const id = noteId(c.note);
      const tag: Record<string, string> = kind === 'tag' ? { tag: c.tag as string } : {};
      return [
        { values: { note: c.note, ...tag }, hint: [...m.hints[0]],
          checks: [A.called(S, onApi, { note_id: id, ...tag }), A.record(S, 'notes', { id }, kind === 'tag' ? { tags: [...noteRow(c.note).tags, c.tag as string] } : { pinned: true })],
          show: [c.note], allow: [[S, 'notes', 'updated']], max: 1 },
        { values: (kind === 'pin' ? { note: c.note } : { note_id: id, ...tag }) as Record<string, string | number>, hint: [...m.hints[1]],
          // s27 (pin-wedding s26-s183-f2): the pin taken off, checked on the note as it was put on, so
          // the reopen asks it not shown as still pinned (regone's flipped-back check).
          checks: [A.called(S, offApi, { note_id: id, ...tag }), A.sameRecord(S, 'notes', id), A.changed(S, 'notes', 'updated', { id }), ...(kind === 'pin' ? [A.record(S, 'notes', { id }, { pinned: false })] : [])],
          show: [c.note], allow: [[S, 'notes', 'updated']], max: 1 },
      ];
    },
    reopen: (c) => [keptByTitle(c.note)],
    retained: (c) => c.note,
  };
};

export function tasks(): TaskInput[] {
  const rows = caseRows(import.meta.url, { tickNew: ListCase, dropNew: ListCase, tickExisting: TickCase, tag: TagCase, pin: PinCase });
  return [
    // An item ticked, removed or open again: said on screen, not only the note (issue #30, not_shown).
    ...withCaseStates(listTasks(tickNew, rows.tickNew), rows.tickNew, (c) => [
      { episode: 'revise', value: '$noteId', words: STATE_WORDS.itemTicked, kept: c.items[c.index - 1] as string },
      // The checklist is what the app keeps (Reading 1): after reopen the item says it is ticked, on its own line (s10).
      { episode: 'revise', value: c.items[c.index - 1] as string, words: STATE_WORDS.itemTicked },
    ]),
    ...withCaseStates(listTasks(dropNew, rows.dropNew), rows.dropNew, () => [{ episode: 'revise', value: '$noteId', words: STATE_WORDS.deleted }]),
    ...withCaseStates(listTasks(tickExisting, rows.tickExisting), rows.tickExisting, (c) => [
      { episode: 'create', value: c.note, words: STATE_WORDS.itemTicked },
      // An item open again may be shown by its empty box, as a tick by its glyph.
      { episode: 'revise', value: c.note, words: [...STATE_WORDS.reopened, ...OPEN_GLYPHS] },
    ]).map((t) => byItemToo(t, rows.tickExisting)),
    ...listTasks(markPattern('tag'), rows.tag).map((t) => {
      const c = rows.tag.find((r) => r.id === t.id);
      if (!c) throw new Error(`${t.id}: no case row`);
      const other = otherMarked({ app: S, table: 'notes', name: c.other.title, said: saidTexts(t), set: { content: c.other.content, tags: [c.tag] } });
      return flipsShown({ ...t, world: { ...t.world, rows: [...(t.world.rows ?? []), ...other] } }, c.note, [c.tag, ...STATE_WORDS.tagged], STATE_WORDS.untagged);
    }),
    ...listTasks(markPattern('pin'), rows.pin).map((t) => {
      const c = rows.pin.find((r) => r.id === t.id);
      if (!c) throw new Error(`${t.id}: no case row`);
      const other = otherMarked({ app: S, table: 'notes', name: c.other.title, said: saidTexts(t), set: { content: c.other.content, pinned: 1 } });
      return flipsShown({ ...t, world: { ...t.world, rows: [...(t.world.rows ?? []), ...other] } }, c.note, STATE_WORDS.pinned, STATE_WORDS.unpinned);
    }),
  ];
}

/** Tagged (or pinned) and the tag taken off (unpinned) must be said, not only the note's title (issue #30, K2). */
const flipsShown = (t: TaskInput, note: string, on: readonly string[], off: readonly string[]): TaskInput =>
  withStateWords(t, [
    { episode: 'create', value: note, words: on },
    { episode: 'revise', value: note, words: off },
  ]);
