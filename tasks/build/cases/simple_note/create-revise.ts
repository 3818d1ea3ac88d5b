import type { TaskInput } from '../../../../src/schemas/task.ts';
import { appPackage, append, call, input, message, revised, update, type ActionDef } from '../../kit/package.ts';
import { type Obj } from '../../kit/types.ts';
import { recordTask, type RecordTaskDef } from '../../shapes/create-revise.ts';

interface NoteApp {
  id: string;
  title: string;
  summary: string;
  intro: string;
  /** Tags every note made by this app gets: only tags the user asked for (often none). */
  tags: string[];
  /** The edit action: in the first version, or added by the changed requirement. */
  edit: ActionDef;
}

/** A notes app: one action saves a note with the app's tags, one edits a note made here. */
function notePackage(app: NoteApp, withEdit: boolean): Obj {
  const tagged = app.tags.length > 0;
  const save: ActionDef = {
    id: 'save_note',
    label: 'Save note',
    goal: `Create a Simple Note with the title and text${tagged ? `, tagged ${app.tags.join(', ')}` : ''}, and keep it in the list.`,
    services: ['simple_note'],
    inputs: [input('title', 'Title'), input('content', 'Text')],
    plan: [
      call('simple_note.create_note', { title: '{{inputs.title}}', content: '{{inputs.content}}', ...(tagged ? { tags: app.tags } : {}) }, 'created'),
      append('notes', { id: '{{created.note_id}}', title: '{{inputs.title}}', status: 'saved' }),
      message('Saved "{{inputs.title}}" as note {{created.note_id}}.'),
    ],
  };
  return appPackage({
    id: app.id,
    title: app.title,
    summary: app.summary,
    intro: app.intro,
    collections: [
      {
        name: 'notes',
        fields: { id: 'number', title: 'string', status: 'string' },
        item: '{{item.title}} (note {{item.id}}) — {{item.status}}',
        heading: 'Notes made here',
        empty: 'No notes yet.',
      },
    ],
    actions: withEdit ? [save, app.edit] : [save],
  });
}

interface NoteCase {
  id: string;
  split: 'dev' | 'public' | 'sealed';
  seed: number;
  app: NoteApp;
  intention: string;
  heading?: string;
  title: string;
  content: string;
  createMessage: string;
  requirement?: string;
  revise: Omit<RecordTaskDef['revise'], 'requirement' | 'revisedPkg'>;
  reopenShows: string[];
}

function noteTask(c: NoteCase): TaskInput {
  const tags: Obj = c.app.tags.length > 0 ? { tags: c.app.tags } : {};
  const pkg = notePackage(c.app, c.requirement === undefined);
  const revisedPkg = c.requirement === undefined ? undefined : revised(pkg, (copy) => {
    copy.actions = (notePackage(c.app, true).actions as Obj[]);
    const components = ((copy.views as Obj[])[0] as Obj).components as Obj[];
    components.splice(3, 0, { type: 'form', action: c.app.edit.id });
  });
  return recordTask({
    id: c.id,
    family: 'single',
    split: c.split,
    domains: ['simple_note'],
    seed: c.seed,
    intention: c.intention,
    services: ['simple_note'],
    app: 'simple_note',
    table: 'notes',
    capture: 'noteId',
    pkg,
    openInputs: [['title'], ['text', 'content']],
    openActions: ['save', 'note'],
    heading: c.app.title,
    create: {
      message: c.createMessage,
      values: { title: c.title, content: c.content },
      hint: ['save', 'create', 'new'],
      api: 'simple_note.create_note',
      args: { title: c.title, ...tags },
      where: { title: c.title },
      fields: { title: c.title, content: c.content, ...tags, pinned: false },
      show: [c.title],
      allow: [['simple_note', 'notes', 'inserted']],
      maxMutations: 1,
    },
    revise: { ...c.revise, ...(c.requirement ? { requirement: c.requirement, revisedPkg } : {}) },
    reopenShows: c.reopenShows,
  });
}

const noteEdit = (id: string, label: string, goal: string, inputs: ActionDef['inputs'], plan: Obj[]): ActionDef => ({ id, label, goal, services: ['simple_note'], inputs, plan });

const cases: NoteCase[] = [
  {
    id: 'single.simple_note.grocery-list',
    split: 'public',
    seed: 801,
    app: {
      id: 'grocery-lists',
      title: 'Grocery Lists',
      summary: 'Keeps shopping lists as Simple Notes and lets me add items to them.',
      intro: 'Start a list with a title and the items; add more items whenever you remember them.',
      tags: [],
      edit: noteEdit('add_items', 'Add items', 'Append more items to one of the lists made here.', [input('note_id', 'Note id', 'number'), input('more_items', 'More items')], [
        call('simple_note.add_content_to_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.more_items}}' }),
        update('notes', '{{inputs.note_id}}', { status: 'more: {{inputs.more_items}}' }),
        message('Added {{inputs.more_items}} to note {{inputs.note_id}}.'),
      ]),
    },
    intention: 'I keep forgetting things at the store. Make me a grocery list app on Simple Note where I can start a list and add to it during the week.',
    title: 'Taco night groceries',
    content: 'tortillas, black beans, limes',
    createMessage: 'Start a list called "Taco night groceries": tortillas, black beans, limes.',
    revise: {
      message: 'Also add "cilantro, sour cream" to the taco night list.',
      values: { note_id: '$noteId', more_items: 'cilantro, sour cream' },
      hint: ['add', 'items', 'append', 'more'],
      api: 'simple_note.add_content_to_note',
      args: { note_id: '$noteId', content: 'cilantro, sour cream' },
      fields: { title: 'Taco night groceries', content: 'tortillas, black beans, limes\ncilantro, sour cream' },
      show: ['sour cream'],
      allow: [['simple_note', 'notes', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Taco night groceries', 'sour cream'],
  },
  {
    id: 'single.simple_note.meeting-notes',
    split: 'sealed',
    seed: 802,
    app: {
      id: 'meeting-minutes',
      title: 'Meeting Minutes',
      summary: 'Saves my meeting notes to Simple Note tagged "meetings".',
      intro: 'Give the meeting a title and paste what was said.',
      tags: ['meetings'],
      edit: noteEdit('pin_note', 'Pin note', 'Pin one of the meeting notes made here to the top of Simple Note.', [input('note_id', 'Note id', 'number')], [
        call('simple_note.pin_note', { note_id: '{{inputs.note_id}}' }),
        update('notes', '{{inputs.note_id}}', { status: 'pinned to top' }),
        message('Pinned the note {{inputs.note_id}}.'),
      ]),
    },
    intention: 'Build me a place for meeting minutes that saves them into Simple Note, tagged "meetings".',
    title: 'Platform sync - May 18',
    content: 'Attendees: Ava, Omar, Grace. Search v2 ships June 6; Omar owns the rollout checklist.',
    createMessage: 'Save today\'s notes as "Platform sync - May 18": "Attendees: Ava, Omar, Grace. Search v2 ships June 6; Omar owns the rollout checklist."',
    requirement: 'Important meetings should stay on top: let me pin a meeting note. Pin the platform sync notes.',
    revise: {
      message: 'Pin the platform sync notes, I will need them all week.',
      values: { note_id: '$noteId' },
      hint: ['pin'],
      api: 'simple_note.pin_note',
      args: { note_id: '$noteId' },
      fields: { title: 'Platform sync - May 18', pinned: true },
      // The stored note id on a line the pin changed (not the reference's wording).
      show: ['$noteId'],
      allow: [['simple_note', 'notes', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Platform sync - May 18'],
  },
  {
    id: 'single.simple_note.recipe-box',
    split: 'dev',
    seed: 803,
    app: {
      id: 'recipe-box',
      title: 'Recipe Box',
      summary: 'Stores recipes as Simple Notes tagged "recipes" and lets me add more tags.',
      intro: 'Write down the recipe with its name and ingredients.',
      tags: ['recipes'],
      edit: noteEdit('add_tag', 'Add tag', 'Add a tag to one of the recipes made here.', [input('note_id', 'Note id', 'number'), input('tag', 'Tag')], [
        call('simple_note.add_tag_to_note', { note_id: '{{inputs.note_id}}', tag: '{{inputs.tag}}' }),
        update('notes', '{{inputs.note_id}}', { status: 'tagged {{inputs.tag}}' }),
        message('Tagged note {{inputs.note_id}} as {{inputs.tag}}.'),
      ]),
    },
    intention: 'I want a recipe box in Simple Note: I write down recipes I like and they are tagged "recipes".',
    title: 'Chickpea curry',
    content: '1 can chickpeas, 1 can coconut milk, 1 onion, 2 tbsp curry paste, spinach',
    createMessage: 'Save my chickpea curry: 1 can chickpeas, 1 can coconut milk, 1 onion, 2 tbsp curry paste, spinach.',
    requirement: 'I also want to tag recipes (vegetarian, quick, ...) so I can find them. Tag the chickpea curry as vegetarian.',
    revise: {
      message: 'Tag the chickpea curry as vegetarian.',
      values: { note_id: '$noteId', tag: 'vegetarian' },
      hint: ['tag', 'label'],
      api: 'simple_note.add_tag_to_note',
      args: { note_id: '$noteId', tag: 'vegetarian' },
      fields: { title: 'Chickpea curry', tags: ['recipes', 'vegetarian'] },
      show: ['vegetarian'],
      allow: [['simple_note', 'notes', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Chickpea curry', 'vegetarian'],
  },
  {
    id: 'single.simple_note.book-notes',
    split: 'public',
    seed: 804,
    app: {
      id: 'book-notes',
      title: 'Book Notes',
      summary: 'Keeps my notes on books as Simple Notes and lets me rewrite them.',
      intro: 'Title the note after the book and write what you thought.',
      tags: [],
      edit: noteEdit('rewrite_note', 'Rewrite note', 'Replace the title and text of a book note made here.', [input('note_id', 'Note id', 'number'), input('new_title', 'New title'), input('new_text', 'New text')], [
        call('simple_note.update_note', { note_id: '{{inputs.note_id}}', title: '{{inputs.new_title}}', content: '{{inputs.new_text}}' }),
        update('notes', '{{inputs.note_id}}', { title: '{{inputs.new_title}}', status: 'rewritten' }),
        message('Note {{inputs.note_id}} is now "{{inputs.new_title}}".'),
      ]),
    },
    intention: 'Make me a small reading journal: my thoughts on each book go into Simple Note, and I can rewrite a note when I finish the book.',
    title: 'Tomorrow, and Tomorrow - halfway',
    content: 'Sam and Sadie\'s friendship carries it so far. Loving the game design bits.',
    createMessage: 'Start a note titled "Tomorrow, and Tomorrow - halfway" that says: Sam and Sadie\'s friendship carries it so far. Loving the game design bits.',
    revise: {
      message: 'I finished it: retitle the note "Tomorrow, and Tomorrow - finished" and say it is one of the best books I read this year.',
      values: { note_id: '$noteId', new_title: 'Tomorrow, and Tomorrow - finished', new_text: 'One of the best books I read this year.' },
      hint: ['rewrite', 'edit', 'update', 'retitle'],
      api: 'simple_note.update_note',
      args: { note_id: '$noteId', title: 'Tomorrow, and Tomorrow - finished' },
      fields: { title: 'Tomorrow, and Tomorrow - finished', content: 'One of the best books I read this year.' },
      show: ['Tomorrow, and Tomorrow - finished'],
      allow: [['simple_note', 'notes', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Tomorrow, and Tomorrow - finished'],
  },
  {
    id: 'single.simple_note.daily-log',
    split: 'sealed',
    seed: 805,
    app: {
      id: 'daily-log',
      title: 'Daily Log',
      summary: 'Writes my daily to-do log as Simple Notes and can put urgent items on top.',
      intro: 'Title the day and list what needs doing.',
      tags: [],
      edit: noteEdit('put_on_top', 'Put on top', 'Add an urgent line at the top of one of the logs made here.', [input('note_id', 'Note id', 'number'), input('urgent', 'Urgent item')], [
        call('simple_note.add_content_to_note', { note_id: '{{inputs.note_id}}', content: '{{inputs.urgent}}', position: 'prepend' }),
        update('notes', '{{inputs.note_id}}', { status: 'first: {{inputs.urgent}}' }),
        message('Put "{{inputs.urgent}}" at the top of note {{inputs.note_id}}.'),
      ]),
    },
    intention: 'I want a daily log on Simple Note: one note per day with what I need to do, and urgent things go to the top.',
    title: 'Saturday May 20',
    content: '- water the plants\n- return library books',
    createMessage: 'Start Saturday May 20: water the plants, return library books.',
    revise: {
      message: 'Urgent: put "call the landlord about the fan" at the top of Saturday\'s log.',
      values: { note_id: '$noteId', urgent: '- call the landlord about the fan' },
      hint: ['top', 'urgent', 'prepend', 'first'],
      api: 'simple_note.add_content_to_note',
      args: { note_id: '$noteId', position: 'prepend' },
      fields: { content: '- call the landlord about the fan\n- water the plants\n- return library books' },
      show: ['call the landlord about the fan'],
      allow: [['simple_note', 'notes', 'updated']],
      maxMutations: 1,
    },
    reopenShows: ['Saturday May 20', 'call the landlord about the fan'],
  },
];

export function tasks(): TaskInput[] {
  return cases.map(noteTask);
}
