/**
 * Simplenote checklists, tags and pins: a new checklist note whose items are then ticked or
 * dropped; ticking an item of a checklist the user already keeps and unticking it again; a tag
 * put on an existing note and taken off; a note pinned and unpinned.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { action, append, call, forEach, input, message, update, type ActionDef } from '../../kit/package.ts';
import { A, kept } from '../../kit/checks.ts';
import { listTasks, type CaseBase, type Pattern } from '../../shapes/list-flow.ts';
import { noteId, noteRow } from '../../kit/fixture.ts';

const S = 'simple_note';
const findNote = (arg: string) => call('simple_note.search_notes', { query: `{{inputs.${arg}}}`, page_limit: 1 }, 'found');
const lines = (items: string[], done: number[] = []) => items.map((t, i) => `- [${done.includes(i + 1) ? 'x' : ' '}] ${t}`).join('\n');
const byTitle = (note: string) => kept(note, S, 'notes', noteId(note), 'title');

// ---------------------------------------------------------------- a new checklist note

interface ListCase extends CaseBase {
  note: string;
  items: string[];
  /** The item (numbered from 1) the follow-up ticks or removes. */
  index: number;
}

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
      show: ['$noteId', c.note], allow: [[S, 'notes', 'inserted', 'updated']], max: 1 + c.items.length },
    { values: { note_id: '$noteId', item_index: c.index }, hint: second.id.split('_'),
      checks: [
        A.called(S, api, { note_id: '$noteId', item_index: c.index }),
        A.sameRecord(S, 'notes', '$noteId'),
        A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: lines(keep(c), done(c)) }, 'fuzzy'),
      ],
      show: ['$noteId'], allow: [[S, 'notes', 'updated']], max: 1 },
  ],
  reopen: (c) => [kept('$noteId', S, 'notes', 'noteId', 'id'), kept(c.items[c.index === 1 ? 1 : 0] as string)],
  retained: '$noteId',
});

const tickNew = checklist(itemAction('tick_item', 'Tick an item', 'check_checklist_item', 'done', 'is ticked'), 'check_checklist_item', (c) => [c.index], (c) => c.items);
const dropNew = checklist(itemAction('drop_item', 'Remove an item', 'remove_checklist_item', 'removed', 'is removed'), 'remove_checklist_item', () => [], (c) => c.items.filter((_, i) => i + 1 !== c.index));

// ---------------------------------------------------------------- a checklist the user already keeps

interface TickCase extends CaseBase {
  note: string;
  index: number;
  item: string;
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
    action('untick', 'Untick item', 'Mark a checklist item ticked here as open again.', [S], [input('note_id', 'Note id', 'number'), input('item_number', 'Item number', 'number')], [
      call('simple_note.uncheck_checklist_item', { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_number}}' }),
      update('ticks', '{{inputs.note_id}}', { state: 'open again' }),
      message('Item {{inputs.item_number}} of note {{inputs.note_id}} is open again.'),
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
    { values: { note_id: noteId(c.note), item_number: c.index }, hint: ['untick', 'open'],
      checks: [
        A.called(S, 'uncheck_checklist_item', { note_id: noteId(c.note), item_index: c.index }),
        A.sameRecord(S, 'notes', noteId(c.note)),
        A.changed(S, 'notes', 'updated', { id: noteId(c.note) }),
      ],
      show: [noteId(c.note)], allow: [[S, 'notes', 'updated']], max: 1 },
  ],
  reopen: (c) => [byTitle(c.note)],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- tag on / off, pin / unpin

interface MarkCase extends CaseBase {
  note: string;
  tag?: string;
}

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
      action(offId, offLabel, offGoal, [S], [input('note_id', 'Note id', 'number'), ...tagInput], [
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
        { values: { note_id: id, ...tag }, hint: [...m.hints[1]],
          checks: [A.called(S, offApi, { note_id: id, ...tag }), A.sameRecord(S, 'notes', id), A.changed(S, 'notes', 'updated', { id })],
          show: [c.note], allow: [[S, 'notes', 'updated']], max: 1 },
      ];
    },
    reopen: (c) => [byTitle(c.note)],
    retained: (c) => c.note,
  };
};

export function tasks(): TaskInput[] {
  return [
    ...listTasks(tickNew, [
      { id: 'single.simple_note.camping-gear-tick', split: 'public', seed: 4101, title: 'Gear Lists', note: 'Camping gear', items: ['tent', 'headlamp', 'camp stove'], index: 2,
        intention: 'Before every trip I write a packing checklist and tick things off as they go in the bag. Let me make those lists as Simplenote notes and tick items by number.',
        say: ['Start a checklist "Camping gear": tent, headlamp, camp stove.', 'The headlamp (item 2) is packed.'] },
      { id: 'single.simple_note.party-shopping-tick', split: 'dev', seed: 4102, title: 'Party Shopping', note: 'Birthday party shopping',
        items: ['balloons', 'candles', 'paper plates', 'lemonade'], index: 4,
        intention: 'I shop for parties in several trips. Keep a shopping checklist in my notes, and let me mark what I have already bought.',
        say: ['Shopping list "Birthday party shopping": balloons, candles, paper plates, lemonade.', 'Got the lemonade already, that was item 4.'] },
      { id: 'single.simple_note.visa-docs-tick', split: 'sealed', seed: 4103, title: 'Visa Paperwork', note: 'Visa documents',
        items: ['passport copy', 'bank statement', 'employer letter'], index: 1,
        intention: 'The visa application needs a stack of papers. I need a checklist note for them where each item gets marked once I have it in hand.',
        say: ['Make a "Visa documents" checklist with passport copy, bank statement, employer letter.', 'I have the passport copy now, tick item 1.'] },
    ]),
    ...listTasks(dropNew, [
      { id: 'single.simple_note.reading-list-drop', split: 'sealed', seed: 4104, title: 'Reading Queue', note: 'Summer reading',
        items: ['Piranesi', 'Klara and the Sun', 'The Overstory'], index: 3,
        intention: 'My summer reading list changes as friends recommend things. A note-based checklist where I can also strike a title off entirely would suit me.',
        say: ['Create "Summer reading" with Piranesi, Klara and the Sun, The Overstory.', 'I already read The Overstory last year, remove item 3.'] },
      { id: 'single.simple_note.potluck-drop', split: 'dev', seed: 4105, title: 'Potluck Planner', note: 'Potluck dishes', items: ['lasagna', 'green salad', 'brownies'], index: 2,
        intention: 'For our office potluck I track dishes in a Simplenote checklist and delete dishes that someone else already brings.',
        say: ['Checklist "Potluck dishes": lasagna, green salad, brownies.', 'Priya is bringing a salad, so remove item 2 from my list.'] },
    ]),
    ...listTasks(tickExisting, [
      { id: 'single.simple_note.moving-internet-tick', split: 'dev', seed: 4106, title: 'Checklist Ticker', note: 'Moving checklist', index: 3,
        item: 'cancel the old internet plan',
        intention: 'I keep several checklists in Simplenote already. I want to tick an item by naming the note and the item number, and untick it if I jumped the gun.',
        say: ['Tick item 3 on my Moving checklist, the internet plan is cancelled.', 'The provider says the cancellation did not go through, untick item 3 again.'] },
      { id: 'single.simple_note.garden-basil-tick', split: 'sealed', seed: 4107, title: 'Garden Ticks', note: 'Garden plan', index: 2, item: 'basil and cilantro',
        intention: 'My garden plan is a checklist note. Give me a small tool to mark a line of it as done and to reverse that.',
        say: ['In the Garden plan, mark item 2 as done: basil and cilantro are planted.', 'The frost killed the basil, so item 2 is open again.'] },
    ]),
    ...listTasks(markPattern('tag'), [
      { id: 'single.simple_note.tag-car-service', split: 'dev', seed: 4108, title: 'Note Tagger', note: 'Car service', tag: 'urgent',
        intention: 'Some notes need attention this week. Let me stick a tag on a note I name and peel it off when I have dealt with it.',
        say: ['Tag my Car service note with urgent.', 'The oil change is booked; remove the urgent tag from that note.'] },
      { id: 'single.simple_note.tag-blog-ideas', split: 'sealed', seed: 4109, title: 'Draft Markers', note: 'Ideas for the blog', tag: 'drafting',
        intention: 'I mark notes I am actively writing from with a tag, a draft marker of sorts; build me a way to add that tag to a named note and to clear it afterwards.',
        say: ['Put the drafting tag on Ideas for the blog.', 'Finished the blog post, take drafting off that note.'] },
    ]),
    ...listTasks(markPattern('pin'), [
      { id: 'single.simple_note.pin-wedding', split: 'public', seed: 4110, title: 'Top Notes', note: 'Wedding - Priya and Sam',
        intention: 'In the weeks before an event I want its note at the top of my list. Pin a note by title and unpin it after the event.',
        say: ['Pin Wedding - Priya and Sam so I see it first.', 'The wedding was lovely, unpin that note now.'] },
      { id: 'single.simple_note.pin-budget', split: 'dev', seed: 4111, title: 'Focus Pins', note: 'Budget - May',
        intention: 'Help me keep the note I am working on right now on top: one button to pin it, one to unpin it.',
        say: ['Keep Budget - May pinned while I do the monthly accounts.', 'Accounts are done, unpin Budget - May.'] },
    ]),
  ];
}
