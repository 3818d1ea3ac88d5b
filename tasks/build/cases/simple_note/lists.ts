/**
 * Simplenote checklists, tags and pins: a new checklist note whose items are then ticked or
 * dropped; ticking an item of a checklist the user already keeps and unticking it again; a tag
 * put on an existing note and taken off; a note pinned and unpinned.
 */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, forEach, input, message, update, type ActionDef } from '../../kit/package.ts';
import { A } from '../../kit/checks.ts';
import { kept, type ActDef, type CaseBase } from '../../shapes/list-flow.ts';
import { noteId, noteRow, pairTasks, type Pattern } from '../../shapes/list-pair.ts';

const S = 'simple_note';
const findNote = (arg: string) => call('simple_note.search_notes', { query: `{{inputs.${arg}}}`, page_limit: 1 }, 'found');
const lines = (items: string[], done: number[] = []) => items.map((t, i) => `- [${done.includes(i + 1) ? 'x' : ' '}] ${t}`).join('\n');

// ---------------------------------------------------------------- a new checklist note

interface ListCase extends CaseBase {
  note: string;
  items: string[];
  /** The item (numbered from 1) the follow-up ticks or removes. */
  index: number;
  createMessage: string;
  followMessage: string;
}

const newChecklist: ActionDef = {
  id: 'new_checklist',
  label: 'New checklist',
  goal: 'Create a Simplenote note with the title and add each item as an open checklist line.',
  services: [S],
  inputs: [input('title', 'Checklist title'), input('items', 'Items (comma separated)', 'list')],
  plan: [
    call('simple_note.create_note', { title: '{{inputs.title}}' }, 'made'),
    forEach('{{inputs.items}}', 'entry', 20, [
      call('simple_note.add_checklist_item', { note_id: '{{made.note_id}}', text: '{{entry}}' }, 'added'),
      append('items', { id: '{{added.item_index}}', note: '{{made.note_id}}', text: '{{entry}}', state: 'open' }),
    ]),
    message('Made the checklist "{{inputs.title}}" (note {{made.note_id}}) with {{inputs.items.length}} items.'),
  ],
};

const itemAction = (id: string, label: string, api: string, state: string, verb: string): ActionDef => ({
  id,
  label,
  goal: `${label} on a checklist made here, by its number.`,
  services: [S],
  inputs: [input('note_id', 'Note id', 'number'), input('item_index', 'Item number', 'number')],
  plan: [
    call(`simple_note.${api}`, { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_index}}' }),
    call('simple_note.show_note', { note_id: '{{inputs.note_id}}' }, 'note'),
    update('items', '{{inputs.item_index}}', { state }),
    message(`Item {{inputs.item_index}} of "{{note.title}}" (note {{note.note_id}}) ${verb}.`),
  ],
});

const listBase = (second: ActionDef, api: string, done: (c: ListCase) => number[], keep: (c: ListCase) => string[]): Pattern<ListCase> => ({
  services: [S],
  domain: S,
  summary: () => 'Makes checklists as Simplenote notes and keeps their items up to date.',
  intro: () => 'Give the checklist a title and list its items.',
  list: { name: 'items', fields: { id: 'number', note: 'number', text: 'string', state: 'string' }, item: '{{item.id}}. {{item.text}} — {{item.state}} (note {{item.note}})', heading: 'Checklist items', empty: 'No items yet.' },
  first: newChecklist,
  second,
  inputs: [['title', 'checklist'], ['items']],
  actions: ['checklist', 'new'],
  acts: (c): ActDef[] => [
    {
      stage: 'submit',
      message: c.createMessage,
      values: { title: c.note, items: c.items.join(', ') },
      hint: ['new', 'checklist'],
      captures: { noteId: { app: S, table: 'notes', where: { title: c.note } } },
      checks: [A.called(S, 'create_note', { title: c.note }), A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: lines(c.items) }, 'fuzzy')],
      show: ['$noteId', c.note],
      allow: [[S, 'notes', 'inserted', 'updated']],
      max: 1 + c.items.length,
    },
    {
      stage: 'revise',
      message: c.followMessage,
      values: { note_id: '$noteId', item_index: c.index },
      hint: second.id.split('_'),
      checks: [A.called(S, api, { note_id: '$noteId', item_index: c.index }), A.sameRecord(S, 'notes', '$noteId'), A.record(S, 'notes', { id: '$noteId' }, { title: c.note, content: lines(keep(c), done(c)) }, 'fuzzy')],
      show: ['$noteId'],
      allow: [[S, 'notes', 'updated']],
      max: 1,
    },
  ],
  reopen: (c) => [kept('$noteId', S, 'notes', 'noteId', 'id'), kept(c.items[c.index === 1 ? 1 : 0] as string)],
  retained: '$noteId',
});

const tickNew = listBase(itemAction('tick_item', 'Tick an item', 'check_checklist_item', 'done', 'is ticked'), 'check_checklist_item', (c) => [c.index], (c) => c.items);
const dropNew = listBase(itemAction('drop_item', 'Remove an item', 'remove_checklist_item', 'removed', 'is removed'), 'remove_checklist_item', () => [], (c) => c.items.filter((_, i) => i + 1 !== c.index));

// ---------------------------------------------------------------- a checklist the user already keeps

interface TickCase extends CaseBase {
  note: string;
  index: number;
  item: string;
  createMessage: string;
  followMessage: string;
}

const tickExisting: Pattern<TickCase> = {
  services: [S],
  domain: S,
  summary: () => 'Ticks items off the checklists I keep in Simplenote, by note title and item number, and unticks them if I was wrong.',
  intro: () => 'Type the note\'s title and the number of the item.',
  list: { name: 'ticks', fields: { id: 'number', note: 'string', item: 'number', state: 'string' }, item: 'Item {{item.item}} of {{item.note}} (note {{item.id}}) — {{item.state}}', heading: 'Ticked here', empty: 'Nothing ticked yet.' },
  first: {
    id: 'tick',
    label: 'Tick item',
    goal: 'Find the note by title and mark the numbered checklist item done.',
    services: [S],
    inputs: [input('note', 'Note title'), input('item_index', 'Item number', 'number')],
    plan: [
      findNote('note'),
      call('simple_note.check_checklist_item', { note_id: '{{found.0.note_id}}', item_index: '{{inputs.item_index}}' }),
      append('ticks', { id: '{{found.0.note_id}}', note: '{{found.0.title}}', item: '{{inputs.item_index}}', state: 'done' }),
      message('Ticked item {{inputs.item_index}} of "{{found.0.title}}" (note {{found.0.note_id}}).'),
    ],
  },
  second: {
    id: 'untick',
    label: 'Untick item',
    goal: 'Mark a checklist item ticked here as open again.',
    services: [S],
    inputs: [input('note_id', 'Note id', 'number'), input('item_number', 'Item number', 'number')],
    plan: [
      call('simple_note.uncheck_checklist_item', { note_id: '{{inputs.note_id}}', item_index: '{{inputs.item_number}}' }),
      update('ticks', '{{inputs.note_id}}', { state: 'open again' }),
      message('Item {{inputs.item_number}} of note {{inputs.note_id}} is open again.'),
    ],
  },
  inputs: [['note'], ['item_index', 'item']],
  actions: ['tick'],
  acts: (c) => [
    {
      stage: 'submit',
      message: c.createMessage,
      values: { note: c.note, item_index: c.index },
      hint: ['tick'],
      checks: [A.called(S, 'check_checklist_item', { note_id: noteId(c.note), item_index: c.index }), A.record(S, 'notes', { id: noteId(c.note) }, { content: noteRow(c.note).content.replace(`- [ ] ${c.item}`, `- [x] ${c.item}`) })],
      show: [c.note],
      allow: [[S, 'notes', 'updated']],
      max: 1,
    },
    {
      stage: 'revise',
      message: c.followMessage,
      values: { note_id: noteId(c.note), item_number: c.index },
      hint: ['untick', 'open'],
      checks: [A.called(S, 'uncheck_checklist_item', { note_id: noteId(c.note), item_index: c.index }), A.sameRecord(S, 'notes', noteId(c.note)), A.changed(S, 'notes', 'updated', { id: noteId(c.note) })],
      show: [noteId(c.note)],
      allow: [[S, 'notes', 'updated']],
      max: 1,
    },
  ],
  reopen: (c) => [A.persisted(c.note, 'normalized', { app: S, table: 'notes', key: { id: noteId(c.note) }, field: 'title' })],
  retained: (c) => c.note,
};

// ---------------------------------------------------------------- tag on / off, pin / unpin

interface MarkCase extends CaseBase {
  note: string;
  tag?: string;
  createMessage: string;
  followMessage: string;
}

const markPattern = (kind: 'tag' | 'pin'): Pattern<MarkCase> => {
  const onApi = kind === 'tag' ? 'add_tag_to_note' : 'pin_note';
  const offApi = kind === 'tag' ? 'remove_tag_from_note' : 'unpin_note';
  const tagArg: Record<string, string> = kind === 'tag' ? { tag: '{{inputs.tag}}' } : {};
  return {
    services: [S],
    domain: S,
    summary: () => (kind === 'tag' ? 'Puts a tag on one of my Simplenote notes by title, and takes it off again.' : 'Pins one of my Simplenote notes to the top by title, and unpins it when it is no longer urgent.'),
    intro: () => (kind === 'tag' ? 'Type the note\'s title and the tag.' : 'Type the title of the note to keep on top.'),
    list: { name: 'marked', fields: { id: 'number', note: 'string', state: 'string' }, item: '{{item.note}} (note {{item.id}}) — {{item.state}}', heading: kind === 'tag' ? 'Tagged here' : 'Pinned here', empty: 'Nothing yet.' },
    first: {
      id: kind === 'tag' ? 'tag_note' : 'pin',
      label: kind === 'tag' ? 'Tag note' : 'Pin note',
      goal: kind === 'tag' ? 'Find the note by title and add the tag.' : 'Find the note by title and pin it.',
      services: [S],
      inputs: [input('note', 'Note title'), ...(kind === 'tag' ? [input('tag', 'Tag')] : [])],
      plan: [
        findNote('note'),
        call(`simple_note.${onApi}`, { note_id: '{{found.0.note_id}}', ...tagArg }),
        append('marked', { id: '{{found.0.note_id}}', note: '{{found.0.title}}', state: kind === 'tag' ? 'tagged {{inputs.tag}}' : 'pinned' }),
        message(`${kind === 'tag' ? 'Tagged' : 'Pinned'} "{{found.0.title}}" (note {{found.0.note_id}}).`),
      ],
    },
    second: {
      id: kind === 'tag' ? 'untag_note' : 'unpin',
      label: kind === 'tag' ? 'Remove tag' : 'Unpin note',
      goal: kind === 'tag' ? 'Take the tag off a note tagged here.' : 'Unpin a note pinned here.',
      services: [S],
      inputs: [input('note_id', 'Note id', 'number'), ...(kind === 'tag' ? [input('tag', 'Tag')] : [])],
      plan: [
        call(`simple_note.${offApi}`, { note_id: '{{inputs.note_id}}', ...tagArg }),
        call('simple_note.show_note', { note_id: '{{inputs.note_id}}' }, 'note'),
        update('marked', '{{inputs.note_id}}', { state: kind === 'tag' ? 'untagged' : 'unpinned' }),
        message(`"{{note.title}}" (note {{note.note_id}}) is ${kind === 'tag' ? 'no longer tagged {{inputs.tag}}' : 'unpinned'}.`),
      ],
    },
    inputs: [['note'], ...(kind === 'tag' ? [['tag']] : [])],
    actions: kind === 'tag' ? ['tag'] : ['pin'],
    acts: (c) => {
      const id = noteId(c.note);
      const tag: Record<string, string> = kind === 'tag' ? { tag: c.tag as string } : {};
      return [
        {
          stage: 'submit',
          message: c.createMessage,
          values: { note: c.note, ...tag },
          hint: kind === 'tag' ? ['tag'] : ['pin'],
          checks: [A.called(S, onApi, { note_id: id, ...tag }), A.record(S, 'notes', { id }, kind === 'tag' ? { tags: [...noteRow(c.note).tags, c.tag as string] } : { pinned: true })],
          show: [c.note],
          allow: [[S, 'notes', 'updated']],
          max: 1,
        },
        {
          stage: 'revise',
          message: c.followMessage,
          values: { note_id: id, ...tag },
          hint: kind === 'tag' ? ['untag', 'remove'] : ['unpin'],
          checks: [A.called(S, offApi, { note_id: id, ...tag }), A.sameRecord(S, 'notes', id), A.changed(S, 'notes', 'updated', { id })],
          show: [c.note],
          allow: [[S, 'notes', 'updated']],
          max: 1,
        },
      ];
    },
    reopen: (c) => [A.persisted(c.note, 'normalized', { app: S, table: 'notes', key: { id: noteId(c.note) }, field: 'title' })],
    retained: (c) => c.note,
  };
};

export function tasks(): TaskInput[] {
  return [
    ...pairTasks(tickNew, [
      { id: 'single.simple_note.camping-gear-tick', split: 'public', seed: 4101, title: 'Gear Lists', note: 'Camping gear', items: ['tent', 'headlamp', 'camp stove'], index: 2,
        intention: 'Before every trip I write a packing checklist and tick things off as they go in the bag. Let me make those lists as Simplenote notes and tick items by number.',
        createMessage: 'Start a checklist "Camping gear": tent, headlamp, camp stove.', followMessage: 'The headlamp (item 2) is packed.' },
      { id: 'single.simple_note.party-shopping-tick', split: 'dev', seed: 4102, title: 'Party Shopping', note: 'Birthday party shopping',
        items: ['balloons', 'candles', 'paper plates', 'lemonade'], index: 4,
        intention: 'I shop for parties in several trips. Keep a shopping checklist in my notes, and let me mark what I have already bought.',
        createMessage: 'Shopping list "Birthday party shopping": balloons, candles, paper plates, lemonade.', followMessage: 'Got the lemonade already, that was item 4.' },
      { id: 'single.simple_note.visa-docs-tick', split: 'sealed', seed: 4103, title: 'Visa Paperwork', note: 'Visa documents',
        items: ['passport copy', 'bank statement', 'employer letter'], index: 1,
        intention: 'The visa application needs a stack of papers. I need a checklist note for them where each item gets marked once I have it in hand.',
        createMessage: 'Make a "Visa documents" checklist with passport copy, bank statement, employer letter.', followMessage: 'I have the passport copy now, tick item 1.' },
    ]),
    ...pairTasks(dropNew, [
      { id: 'single.simple_note.reading-list-drop', split: 'sealed', seed: 4104, title: 'Reading Queue', note: 'Summer reading',
        items: ['Piranesi', 'Klara and the Sun', 'The Overstory'], index: 3,
        intention: 'My summer reading list changes as friends recommend things. A note-based checklist where I can also strike a title off entirely would suit me.',
        createMessage: 'Create "Summer reading" with Piranesi, Klara and the Sun, The Overstory.', followMessage: 'I already read The Overstory last year, remove item 3.' },
      { id: 'single.simple_note.potluck-drop', split: 'dev', seed: 4105, title: 'Potluck Planner', note: 'Potluck dishes', items: ['lasagna', 'green salad', 'brownies'], index: 2,
        intention: 'For our office potluck I track dishes in a Simplenote checklist and delete dishes that someone else already brings.',
        createMessage: 'Checklist "Potluck dishes": lasagna, green salad, brownies.', followMessage: 'Priya is bringing a salad, so remove item 2 from my list.' },
    ]),
    ...pairTasks(tickExisting, [
      { id: 'single.simple_note.moving-internet-tick', split: 'dev', seed: 4106, title: 'Checklist Ticker', note: 'Moving checklist', index: 3,
        item: 'cancel the old internet plan',
        intention: 'I keep several checklists in Simplenote already. I want to tick an item by naming the note and the item number, and untick it if I jumped the gun.',
        createMessage: 'Tick item 3 on my Moving checklist, the internet plan is cancelled.',
        followMessage: 'The provider says the cancellation did not go through, untick item 3 again.' },
      { id: 'single.simple_note.garden-basil-tick', split: 'sealed', seed: 4107, title: 'Garden Ticks', note: 'Garden plan', index: 2, item: 'basil and cilantro',
        intention: 'My garden plan is a checklist note. Give me a small tool to mark a line of it as done and to reverse that.',
        createMessage: 'In the Garden plan, mark item 2 as done: basil and cilantro are planted.', followMessage: 'The frost killed the basil, so item 2 is open again.' },
    ]),
    ...pairTasks(markPattern('tag'), [
      { id: 'single.simple_note.tag-car-service', split: 'dev', seed: 4108, title: 'Note Tagger', note: 'Car service', tag: 'urgent',
        intention: 'Some notes need attention this week. Let me stick a tag on a note I name and peel it off when I have dealt with it.',
        createMessage: 'Tag my Car service note with urgent.', followMessage: 'The oil change is booked; remove the urgent tag from that note.' },
      { id: 'single.simple_note.tag-blog-ideas', split: 'sealed', seed: 4109, title: 'Draft Markers', note: 'Ideas for the blog', tag: 'drafting',
        intention: 'I mark notes I am actively writing from with a tag, a draft marker of sorts; build me a way to add that tag to a named note and to clear it afterwards.',
        createMessage: 'Put the drafting tag on Ideas for the blog.', followMessage: 'Finished the blog post, take drafting off that note.' },
    ]),
    ...pairTasks(markPattern('pin'), [
      { id: 'single.simple_note.pin-wedding', split: 'public', seed: 4110, title: 'Top Notes', note: 'Wedding - Priya and Sam',
        intention: 'In the weeks before an event I want its note at the top of my list. Pin a note by title and unpin it after the event.',
        createMessage: 'Pin Wedding - Priya and Sam so I see it first.', followMessage: 'The wedding was lovely, unpin that note now.' },
      { id: 'single.simple_note.pin-budget', split: 'dev', seed: 4111, title: 'Focus Pins', note: 'Budget - May',
        intention: 'Help me keep the note I am working on right now on top: one button to pin it, one to unpin it.',
        createMessage: 'Keep Budget - May pinned while I do the monthly accounts.', followMessage: 'Accounts are done, unpin Budget - May.' },
    ]),
  ];
}
