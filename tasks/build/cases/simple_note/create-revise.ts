/** Simple Note record tasks: an app saves a note (with its tags), then adds to it, pins, tags or rewrites it. */
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { append, call, input, message, recordAction, type ActionDef, type InputDef } from '../../kit/package.ts';
import type { Obj, Split } from '../../kit/types.ts';
import { singleRecord, type RecordCase, type StepDef } from '../../shapes/create-revise.ts';

/**
 * A notes app saves a note with the app's tags (only tags the user asked for, often none); its
 * edit action is in the first version, or comes with the changed requirement.
 */
interface NoteCase {
  id: string; split: Split; seed: number; intention: string;
  app: { id: string; title: string; summary: string; intro: string; tags: string[]; edit: ActionDef };
  title: string; content: string; createMessage: string;
  requirement?: string;
  revise: StepDef;
  reopen: string[];
}

function noteCase(c: NoteCase): RecordCase {
  const { tags, edit } = c.app;
  const tagged: Obj = tags.length > 0 ? { tags } : {};
  const save: ActionDef = {
    id: 'save_note', label: 'Save note', services: ['simple_note'],
    goal: `Create a Simple Note with the title and text${tags.length > 0 ? `, tagged ${tags.join(', ')}` : ''}, and keep it in the list.`,
    inputs: [input('title', 'Title'), input('content', 'Text')],
    plan: [
      call('simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.content}}', ...tagged }, 'created'),
      append('notes', { id: '{{created.note_id}}', title: '{{inputs.title}}', status: 'saved' }),
      message('Saved "{{inputs.title}}" as note {{created.note_id}}.'),
    ],
  };
  return {
    id: c.id, split: c.split, seed: c.seed, intention: c.intention,
    app: {
      id: c.app.id, title: c.app.title, summary: c.app.summary, intro: c.app.intro,
      list: {
        name: 'notes', fields: { id: 'number', title: 'string', status: 'string' }, item: '{{item.title}} (note {{item.id}}) — {{item.status}}', heading: 'Notes made here',
        empty: 'No notes yet.',
      },
      actions: c.requirement === undefined ? [save, edit] : [save],
    },
    next: c.requirement === undefined ? undefined : { add: edit },
    table: 'notes', capture: 'noteId', inputs: [['title'], ['text', 'content']], actions: ['save', 'note'],
    create: {
      message: c.createMessage, values: { title: c.title, content: c.content }, hint: ['save', 'create', 'new'],
      api: 'simple_note.create_note', args: { title: c.title, ...tagged }, where: { title: c.title }, fields: { title: c.title, content: c.content, ...tagged, pinned: false },
      show: [c.title], allow: [['simple_note', 'notes', 'inserted']], maxMutations: 1,
    },
    revise: { ...c.revise, requirement: c.requirement },
    reopen: c.reopen,
  };
}

/**
 * The edit action of a notes app: one call on a note made here (its id typed in, passed first as
 * `note_id`), then the note's row in the list, then what it says.
 */
const edit = (a: { id: string; label: string; goal: string; more?: InputDef[]; api: string; args?: Obj; fields: Obj; said: string }): ActionDef =>
  recordAction({ ...a, service: 'simple_note', key: ['note_id', 'Note id'], call: [`simple_note.${a.api}`, { note_id: '{{inputs.note_id}}', ...a.args }], list: 'notes' });

const cases: NoteCase[] = [
  {
    id: 'single.simple_note.grocery-list', split: 'public', seed: 801,
    app: {
      id: 'grocery-lists', title: 'Grocery Lists', tags: [],
      summary: 'Keeps shopping lists as Simple Notes and lets me add items to them.',
      intro: 'Start a list with a title and the items; add more items whenever you remember them.',
      edit: edit({
        id: 'add_items', label: 'Add items', goal: 'Append more items to one of the lists made here.', more: [input('more_items', 'More items')],
        api: 'add_content_to_note', args: { content: '{{inputs.more_items}}' }, fields: { status: 'more: {{inputs.more_items}}' },
        said: 'Added {{inputs.more_items}} to note {{inputs.note_id}}.',
      }),
    },
    intention: 'I keep forgetting things at the store. Make me a grocery list app on Simple Note where I can start a list and add to it during the week.',
    title: 'Taco night groceries', content: 'tortillas, black beans, limes',
    createMessage: 'Start a list called "Taco night groceries": tortillas, black beans, limes.',
    revise: {
      message: 'Also add "cilantro, sour cream" to the taco night list.', values: { note_id: '$noteId', more_items: 'cilantro, sour cream' },
      hint: ['add', 'items', 'append', 'more'],
      api: 'simple_note.add_content_to_note', args: { note_id: '$noteId', content: 'cilantro, sour cream' },
      fields: { title: 'Taco night groceries', content: 'tortillas, black beans, limes\ncilantro, sour cream' },
      show: ['sour cream'], allow: [['simple_note', 'notes', 'updated']], maxMutations: 1,
    },
    reopen: ['Taco night groceries', 'sour cream'],
  },
  {
    id: 'single.simple_note.meeting-notes', split: 'sealed', seed: 802,
    app: {
      id: 'meeting-minutes', title: 'Meeting Minutes', tags: ['meetings'],
      summary: 'Saves my meeting notes to Simple Note tagged "meetings".',
      intro: 'Give the meeting a title and paste what was said.',
      edit: edit({
        id: 'pin_note', label: 'Pin note', goal: 'Pin one of the meeting notes made here to the top of Simple Note.',
        api: 'pin_note', fields: { status: 'pinned to top' }, said: 'Pinned the note {{inputs.note_id}}.',
      }),
    },
    intention: 'Build me a place for meeting minutes that saves them into Simple Note, tagged "meetings".',
    title: 'Platform sync - May 18', content: 'Attendees: Ava, Omar, Grace. Search v2 ships June 6; Omar owns the rollout checklist.',
    createMessage: 'Save today\'s notes as "Platform sync - May 18": "Attendees: Ava, Omar, Grace. Search v2 ships June 6; Omar owns the rollout checklist."',
    requirement: 'Important meetings should stay on top: let me pin a meeting note. Pin the platform sync notes.',
    revise: {
      message: 'Pin the platform sync notes, I will need them all week.', values: { note_id: '$noteId' }, hint: ['pin'],
      api: 'simple_note.pin_note', args: { note_id: '$noteId' }, fields: { title: 'Platform sync - May 18', pinned: true },
      // The stored note id on a line the pin changed (not the reference's wording).
      show: ['$noteId'],
      allow: [['simple_note', 'notes', 'updated']], maxMutations: 1,
    },
    reopen: ['Platform sync - May 18'],
  },
  {
    id: 'single.simple_note.recipe-box', split: 'dev', seed: 803,
    app: {
      id: 'recipe-box', title: 'Recipe Box', tags: ['recipes'],
      summary: 'Stores recipes as Simple Notes tagged "recipes" and lets me add more tags.',
      intro: 'Write down the recipe with its name and ingredients.',
      edit: edit({
        id: 'add_tag', label: 'Add tag', goal: 'Add a tag to one of the recipes made here.', more: [input('tag', 'Tag')],
        api: 'add_tag_to_note', args: { tag: '{{inputs.tag}}' }, fields: { status: 'tagged {{inputs.tag}}' }, said: 'Tagged note {{inputs.note_id}} as {{inputs.tag}}.',
      }),
    },
    intention: 'I want a recipe box in Simple Note: I write down recipes I like and they are tagged "recipes".',
    title: 'Chickpea curry', content: '1 can chickpeas, 1 can coconut milk, 1 onion, 2 tbsp curry paste, spinach',
    createMessage: 'Save my chickpea curry: 1 can chickpeas, 1 can coconut milk, 1 onion, 2 tbsp curry paste, spinach.',
    requirement: 'I also want to tag recipes (vegetarian, quick, ...) so I can find them. Tag the chickpea curry as vegetarian.',
    revise: {
      message: 'Tag the chickpea curry as vegetarian.', values: { note_id: '$noteId', tag: 'vegetarian' }, hint: ['tag', 'label'],
      api: 'simple_note.add_tag_to_note', args: { note_id: '$noteId', tag: 'vegetarian' }, fields: { title: 'Chickpea curry', tags: ['recipes', 'vegetarian'] },
      show: ['vegetarian'], allow: [['simple_note', 'notes', 'updated']], maxMutations: 1,
    },
    reopen: ['Chickpea curry', 'vegetarian'],
  },
  {
    id: 'single.simple_note.book-notes', split: 'public', seed: 804,
    app: {
      id: 'book-notes', title: 'Book Notes', tags: [],
      summary: 'Keeps my notes on books as Simple Notes and lets me rewrite them.',
      intro: 'Title the note after the book and write what you thought.',
      edit: edit({
        id: 'rewrite_note', label: 'Rewrite note', goal: 'Replace the title and text of a book note made here.',
        more: [input('new_title', 'New title'), input('new_text', 'New text')],
        api: 'update_note', args: { title: '{{inputs.new_title}}', content: '{{inputs.new_text}}' }, fields: { title: '{{inputs.new_title}}', status: 'rewritten' },
        said: 'Note {{inputs.note_id}} is now "{{inputs.new_title}}".',
      }),
    },
    intention: 'Make me a small reading journal: my thoughts on each book go into Simple Note, and I can rewrite a note when I finish the book.',
    title: 'Tomorrow, and Tomorrow - halfway', content: 'Sam and Sadie\'s friendship carries it so far. Loving the game design bits.',
    createMessage: 'Start a note titled "Tomorrow, and Tomorrow - halfway" that says: Sam and Sadie\'s friendship carries it so far. Loving the game design bits.',
    revise: {
      message: 'I finished it: retitle the note "Tomorrow, and Tomorrow - finished" and say it is one of the best books I read this year.',
      values: { note_id: '$noteId', new_title: 'Tomorrow, and Tomorrow - finished', new_text: 'One of the best books I read this year.' },
      hint: ['rewrite', 'edit', 'update', 'retitle'],
      api: 'simple_note.update_note', args: { note_id: '$noteId', title: 'Tomorrow, and Tomorrow - finished' },
      fields: { title: 'Tomorrow, and Tomorrow - finished', content: 'One of the best books I read this year.' },
      show: ['Tomorrow, and Tomorrow - finished'], allow: [['simple_note', 'notes', 'updated']], maxMutations: 1,
    },
    reopen: ['Tomorrow, and Tomorrow - finished'],
  },
  {
    id: 'single.simple_note.daily-log', split: 'sealed', seed: 805,
    app: {
      id: 'daily-log', title: 'Daily Log', tags: [],
      summary: 'Writes my daily to-do log as Simple Notes and can put urgent items on top.',
      intro: 'Title the day and list what needs doing.',
      edit: edit({
        id: 'put_on_top', label: 'Put on top', goal: 'Add an urgent line at the top of one of the logs made here.', more: [input('urgent', 'Urgent item')],
        api: 'add_content_to_note', args: { content: '{{inputs.urgent}}', position: 'prepend' }, fields: { status: 'first: {{inputs.urgent}}' },
        said: 'Put "{{inputs.urgent}}" at the top of note {{inputs.note_id}}.',
      }),
    },
    intention: 'I want a daily log on Simple Note: one note per day with what I need to do, and urgent things go to the top.',
    title: 'Saturday May 20', content: '- water the plants\n- return library books',
    createMessage: 'Start Saturday May 20: water the plants, return library books.',
    revise: {
      message: 'Urgent: put "call the landlord about the fan" at the top of Saturday\'s log.', values: { note_id: '$noteId', urgent: '- call the landlord about the fan' },
      hint: ['top', 'urgent', 'prepend', 'first'],
      api: 'simple_note.add_content_to_note', args: { note_id: '$noteId', position: 'prepend' },
      fields: { content: '- call the landlord about the fan\n- water the plants\n- return library books' },
      show: ['call the landlord about the fan'], allow: [['simple_note', 'notes', 'updated']], maxMutations: 1,
    },
    reopen: ['Saturday May 20', 'call the landlord about the fan'],
  },
];

export const tasks = (): TaskInput[] => cases.map((c) => singleRecord('simple_note', noteCase(c)));
