import { describe, expect, it } from 'vitest';
import { EpisodeSpecSchema } from '../../schemas/task.ts';
import type { SurfaceAction } from '../../runtime/types.ts';
import { chooseAction } from './operator.ts';

const input = (name: string, label = name) => ({ name, label, type: 'text', required: true });
const actions: SurfaceAction[] = [
  { id: 'build_playlist', label: 'Build playlist', handler: 'plan', inputs: [input('title', 'Playlist title'), input('genre', 'Genre')] },
  { id: 'rename', label: 'Rename', handler: 'plan', inputs: [input('playlist_id', 'Playlist id'), input('title', 'New title'), input('request', 'Anything else?')] },
  { id: 'share', label: 'Share', handler: 'plan', inputs: [input('playlist_id')] },
];
const episode = (fields: Record<string, unknown>) => EpisodeSpecSchema.parse({ id: 'e', stage: 'submit', ...fields });

describe('chooseAction', () => {
  it('picks the action whose inputs match most values and fills them', () => {
    const choice = chooseAction(actions, episode({ values: { title: 'Monday Commute', genre: 'pop' } }));
    expect(choice).toMatchObject({ action: { id: 'build_playlist' }, inputs: { title: 'Monday Commute', genre: 'pop' }, score: 6 });
  });

  it('matches values to labels and to whole word parts of names, and puts the message in request', () => {
    const choice = chooseAction(actions, episode({ message: 'Rename it please', values: { playlist_id: 42, new_title: 'Weekly' } }));
    expect(choice).toMatchObject({ action: { id: 'rename' }, inputs: { playlist_id: 42, title: 'Weekly', request: 'Rename it please' }, score: 7 });
  });

  it('uses action hints (whole words of the id or label) to break what values alone cannot', () => {
    const more: SurfaceAction[] = [...actions, { id: 'unshare', label: 'Unshare', handler: 'plan', inputs: [input('playlist_id')] }];
    const byValues = chooseAction(more, episode({ values: { playlist_id: 42 } }));
    expect(byValues).toMatchObject({ action: { id: 'share' }, ambiguous: true, reason: 'as good as "unshare" on every ground: shown first' });
    // "share" is a word of "Share", not of "Unshare"; the rename form cannot be filled (no title).
    expect(chooseAction(more, episode({ values: { playlist_id: 42 }, action_hint: ['share'] }))).toMatchObject({ action: { id: 'share' }, ambiguous: false });
    expect(chooseAction(more, episode({ values: { playlist_id: 42 }, action_hint: ['unshare'] }))).toMatchObject({ action: { id: 'unshare' }, ambiguous: false });
  });

  it('gives ties to the action shown first and reports them, and gives nothing when there is no action', () => {
    expect(chooseAction(actions, episode({}))).toMatchObject({ action: { id: 'build_playlist' }, ambiguous: true });
    expect(chooseAction([], episode({ values: { title: 'x' } }))).toBeUndefined();
  });
});

describe('chooseAction: the grounds in order', () => {
  const number = (name: string) => ({ ...input(name), type: 'number' });

  it('first, an action whose required inputs it can all fill, even with fewer values', () => {
    const forms: SurfaceAction[] = [
      { id: 'rewrite_by_id', label: 'Rewrite by id', handler: 'plan', inputs: [number('file_id'), input('text')] },
      { id: 'open_by_id', label: 'Open by id', handler: 'plan', inputs: [number('file_id')] },
    ];
    expect(chooseAction(forms, episode({ values: { file_id: 7 } }))).toMatchObject({ action: { id: 'open_by_id' }, reason: 'it fills every required input; "rewrite_by_id" cannot fill text' });
    // A value the field cannot take does not fill it: a title is no file id.
    const choice = chooseAction(forms, episode({ values: { 'file_id|title': 'Gratitude', text: 'Warm bread' } }));
    expect(choice).toMatchObject({ action: { id: 'rewrite_by_id' }, reason: 'no action could be filled (this one cannot fill file_id); it takes more of the request\'s values and hints (score 6 over 3 for "open_by_id")' });
  });

  it('a required field showing a default is filled with it', () => {
    const forms: SurfaceAction[] = [
      { id: 'search', label: 'Search', handler: 'plan', inputs: [input('query'), input('genre')] },
      { id: 'build', label: 'Build', handler: 'plan', inputs: [input('title'), { ...input('genre'), default: 'pop' }] },
    ];
    expect(chooseAction(forms, episode({ values: { title: 'Commute' } }))).toMatchObject({ action: { id: 'build' }, inputs: { title: 'Commute', genre: 'pop' } });
  });

  it('then one that does not do the opposite of the message, then one that names what it asks, before values', () => {
    const forms: SurfaceAction[] = [
      { id: 'write', label: 'Write a new text file', handler: 'plan', inputs: [input('path'), input('text'), { ...input('folder'), required: false }] },
      { id: 'star', label: 'Star', handler: 'plan', inputs: [input('path')] },
      { id: 'rewrite', label: 'Rewrite a file', handler: 'plan', inputs: [input('path'), input('text')] },
    ];
    const values = { path: 'notes.txt', text: 'Hi', folder: 'docs' };
    expect(chooseAction(forms, episode({ message: 'Rewrite notes.txt to say Hi', values }))).toMatchObject({ action: { id: 'rewrite' }, reason: 'it names what the message asks (edit); "write" does not' });
    expect(chooseAction(forms, episode({ message: 'Save notes.txt with Hi', values }))).toMatchObject({ action: { id: 'write' }, reason: 'it takes more of the request\'s values and hints (score 9 over 6 for "rewrite")' });
    // Nothing names "unstar"; the action that stars loses to the one that is merely silent.
    expect(chooseAction(forms.slice(1), episode({ message: 'Unstar notes.txt', values: { path: 'notes.txt', text: 'Hi' } }))).toMatchObject({ action: { id: 'rewrite' }, reason: '"star" does the opposite (star) of what the message asks (unstar)' });
  });

  it('an action that names what is asked is not its opposite for naming something else too', () => {
    const forms: SurfaceAction[] = [
      { id: 'call', label: 'Call', handler: 'plan', inputs: [input('name')] },
      { id: 'erase', label: 'Erase and log it', handler: 'plan', inputs: [number('call_id')] },
    ];
    // The call id was never shown (a capture the app never made): neither form can be filled.
    expect(chooseAction(forms, episode({ message: 'Delete that call from the history.', values: { call_id: '$callId' } }))).toMatchObject({
      action: { id: 'erase' },
      reason: 'no action could be filled (this one cannot fill call_id); it names what the message asks (delete); "call" does not',
    });
  });

  it("reads an action's goal when its id and label name nothing", () => {
    const forms: SurfaceAction[] = [
      { id: 'go', label: 'Go', handler: 'plan', inputs: [input('song')] },
      { id: 'ok', label: 'OK', handler: 'plan', inputs: [input('song')] },
    ];
    const goals = new Map([
      ['go', 'Find the song and add it to my library.'],
      ['ok', 'Find the song and remove my like.'],
    ]);
    expect(chooseAction(forms, episode({ message: 'Take the like off Silver Garden.', values: { song: 'Silver Garden' } }), { goals })).toMatchObject({ action: { id: 'ok' }, reason: 'it names what the message asks (unlike); "go" does not' });
  });

  it("uses the free-text request action when no structured action can be filled, and only then", () => {
    const forms: SurfaceAction[] = [
      { id: 'share_by_id', label: 'Share (by note id)', handler: 'plan', inputs: [number('note_id'), input('email')] },
      { id: 'ask', label: 'Ask the assistant', handler: 'agent', inputs: [input('request')] },
      { id: 'new_note', label: 'New note', handler: 'plan', inputs: [input('title')] },
    ];
    const message = 'Share Groceries with ana@example.com';
    expect(chooseAction(forms, episode({ message, values: { note: 'Groceries', email: 'ana@example.com' } }))).toMatchObject({
      action: { id: 'ask' },
      inputs: { request: message },
      reason: 'no structured action could be filled ("share_by_id" cannot fill note_id): the free-text request action takes the message',
    });
    expect(chooseAction(forms, episode({ message: 'New note Groceries', values: { title: 'Groceries' } }))?.action.id).toBe('new_note');
  });
});

describe('chooseAction by data flow', () => {
  const renamed: SurfaceAction[] = [
    { id: 'make', label: 'Make', handler: 'plan', inputs: [input('pl_name', 'Playlist name'), input('style', 'Style of music')] },
    { id: 'review', label: 'Review', handler: 'plan', inputs: [input('what', 'Song'), input('score', 'Score'), input('summary', 'Summary'), input('title', 'Title of the song')] },
  ];
  const flows = new Map([
    ['make', new Map([['pl_name', ['spotify.create_playlist.title']], ['style', ['spotify.search_songs.genre']]])],
    ['review', new Map([['what', ['spotify.search_songs.query']], ['score', ['spotify.review_song.rating']], ['summary', ['spotify.review_song.title']], ['title', ['spotify.search_songs.query']]])],
  ]);

  it('fills inputs whose values flow into the API arguments the keys name', () => {
    const choice = chooseAction(renamed, episode({ values: { title: 'Monday Commute', genre: 'pop' } }), { flows });
    expect(choice).toMatchObject({ action: { id: 'make' }, inputs: { pl_name: 'Monday Commute', style: 'pop' }, score: 6 });
    // Without the flows the names say nothing: the values stay unfilled.
    expect(chooseAction(renamed.slice(0, 1), episode({ values: { title: 'Monday Commute', genre: 'pop' } }))?.inputs).toEqual({});
  });

  it('matches exactly before loosely, follows the data over a look-alike name, and reads new_x as x', () => {
    const choice = chooseAction(renamed, episode({ values: { 'stars|rating': 4, 'headline|title': 'Catchy', 'song|query': 'Sidewalk Chalk' }, action_hint: ['review'] }), { flows });
    // The headline is review_song's title: it goes to `summary`, which feeds it, not to the input
    // merely named `title` (it feeds the song search). The song goes to the field labelled "Song".
    expect(choice?.inputs).toEqual({ score: 4, summary: 'Catchy', what: 'Sidewalk Chalk' });
    const loose = chooseAction(renamed, episode({ values: { new_rating: 2 }, action_hint: ['review'] }), { flows });
    expect(loose?.inputs).toEqual({ score: 2 });
  });
});

describe('chooseAction: shapes correct apps take (issue #29 item 6)', () => {
  const button = (id: string, label: string): SurfaceAction => ({ id, label, handler: 'plan', inputs: [] });

  it('a "Confirm: <another action>" button is no way in while nothing is pending; elsewhere it is', () => {
    const page: SurfaceAction[] = [
      { id: 'start_return', label: 'Start return', handler: 'plan', inputs: [input('product', 'Item'), input('reason', 'Reason')] },
      button('confirm_start_return', 'Confirm: Start return'),
      { id: 'keep_it', label: 'Keep it after all', handler: 'plan', inputs: [{ ...input('return_id', 'Return id'), type: 'number' }] },
      button('confirm_keep_it', 'Confirm: Keep it after all'),
    ];
    const ask = episode({ message: 'Return the blender, it leaks.', values: { product: 'Blender', reason: 'leaks' } });
    expect(chooseAction(page, ask)).toMatchObject({ action: { id: 'start_return' } });
    // A "Confirm order" button that confirms no other shown action is an entry point like any other.
    expect(chooseAction([button('confirm_order', 'Confirm order')], episode({ message: 'Confirm my order.' }))).toMatchObject({ action: { id: 'confirm_order' } });
  });

  it('goes where the message sends the record: to the cart, or back to the wish list', () => {
    const page: SurfaceAction[] = [
      { id: 'move_to_cart_1', label: 'Move to cart', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
      { id: 'keep_for_later_2', label: 'Keep for later', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
    ];
    const goals = new Map([
      ['move_to_cart_1', 'Look up the product by name and move it from my wish list into the cart.'],
      ['keep_for_later_2', 'Look up the product by name and move it from the cart back to my wish list.'],
    ]);
    const values = { 'product|query': 'Scented Soy Candle, Citrus' };
    expect(chooseAction(page, episode({ message: 'Put the Scented Soy Candle, Citrus in the cart.', values }), { goals })).toMatchObject({ action: { id: 'move_to_cart_1' }, ambiguous: false });
    expect(chooseAction(page, episode({ message: 'Hmm, too strong. Move the candle back to my wish list.', values }), { goals })).toMatchObject({ action: { id: 'keep_for_later_2' }, reason: expect.stringMatching(/goes where the message sends the record|takes the record away/) });
    expect(chooseAction(page, episode({ message: 'Send the brass lamp back to the wish list.', values }), { goals })).toMatchObject({ action: { id: 'keep_for_later_2' } });
  });

  it('unfriend goes to the action that drops a friend, friend to the one that adds; stop repeating to the one that stops', () => {
    const friends: SurfaceAction[] = [
      { id: 'add_friend_1', label: 'Add friend', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
      { id: 'delete_friend_2', label: 'Delete friend', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
    ];
    const name = { 'name|query': 'Ava Larsen' };
    expect(chooseAction(friends, episode({ message: 'Ava Larsen moved to another company, unfriend her.', values: name }))).toMatchObject({ action: { id: 'delete_friend_2' } });
    expect(chooseAction(friends, episode({ message: 'Ava Larsen joined the team, friend her on Venmo.', values: name }))).toMatchObject({ action: { id: 'add_friend_1' } });
    const repeats: SurfaceAction[] = [
      { id: 'make_it_repeat_1', label: 'Make it repeat', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
      { id: 'stop_repeating_2', label: 'Stop repeating', handler: 'plan', inputs: [input('look_for', 'Look for words')] },
    ];
    const task = { 'task|query': 'Meal prep for the week' };
    expect(chooseAction(repeats, episode({ message: 'We eat at the canteen now, stop the meal prep from repeating.', values: task }))).toMatchObject({ action: { id: 'stop_repeating_2' } });
    expect(chooseAction(repeats, episode({ message: 'Meal prep for the week should repeat every week.', values: task }))).toMatchObject({ action: { id: 'make_it_repeat_1' } });
  });

  it('shares words, but "Not done after all" does not say "done"', () => {
    const page: SurfaceAction[] = [
      { id: 'remove_latest_1', label: 'Remove latest', handler: 'plan', inputs: [] },
      { id: 'remove_read_ones_2', label: 'Remove read ones', handler: 'plan', inputs: [] },
    ];
    expect(chooseAction(page, episode({ message: 'Sweep away every read notification.' }))).toMatchObject({ action: { id: 'remove_read_ones_2' } });
    expect(chooseAction(page, episode({ message: 'Drop the latest Venmo notification.' }))).toMatchObject({ action: { id: 'remove_latest_1' } });
    const ticks: SurfaceAction[] = [
      { id: 'tick_off', label: 'Tick off', handler: 'plan', inputs: [input('task', 'Task title')] },
      { id: 'undo_tick', label: 'Not done after all', handler: 'plan', inputs: [input('task_title', 'Task title')] },
    ];
    expect(chooseAction(ticks, episode({ message: 'Reserve ryokan in Kyoto is done.', values: { 'task|query': 'Reserve ryokan in Kyoto' } }))).toMatchObject({ action: { id: 'tick_off' } });
  });

  it('a value keeps the input its own name names, though another value reaches it by data flow', () => {
    const page: SurfaceAction[] = [{ id: 'find', label: 'Find', handler: 'plan', inputs: [input('song', 'Song title')] }];
    const flows = new Map([['find', new Map([['song', ['spotify.search_songs.query']]])]]);
    const choice = chooseAction(page, episode({ values: { 'playlist|query': 'Campfire Songs', song: 'Burning Shadows' } }), { flows });
    expect(choice).toMatchObject({ inputs: { song: 'Burning Shadows' }, usedKeys: ['song'] });
  });
});

describe('chooseAction: a record given by name and by id (issue #30, K11)', () => {
  const number = (name: string, label = name) => ({ ...input(name, label), type: 'number' });
  // "Tag the chickpea curry as vegetarian": the id the app made, and the title the user says.
  const tagging = episode({
    message: 'Tag the chickpea curry as vegetarian.',
    values: { note_id: 3495878, tag: 'vegetarian', 'title|note_title|note': 'Chickpea curry' },
    names: { 'title|note_title|note': 'note_id' },
  });

  it('an app with an id input gets the id, and not the name besides', () => {
    const byId: SurfaceAction[] = [{ id: 'add_tag', label: 'Add tag', handler: 'plan', inputs: [number('note_id', 'Note id'), input('tag'), { ...input('title', 'Rename to'), required: false }] }];
    const choice = chooseAction(byId, tagging);
    expect(choice).toMatchObject({ inputs: { note_id: 3495878, tag: 'vegetarian' }, usedKeys: ['note_id', 'tag'] });
    expect(choice?.inputs).not.toHaveProperty('title');
  });

  it('an app that picks the note by its title gets the title, not a number it cannot look up', () => {
    for (const which of [input('note', 'Which note'), input('note_title', 'Note title'), input('title', 'Note title')]) {
      const byName: SurfaceAction[] = [{ id: 'tag_note', label: 'Tag a note', handler: 'plan', inputs: [which, input('tag')] }];
      expect(chooseAction(byName, tagging)).toMatchObject({ inputs: { [which.name]: 'Chickpea curry', tag: 'vegetarian' } });
    }
    // A loosely named field that reaches a search, not an id: the name.
    const searched: SurfaceAction[] = [{ id: 'tag_note', label: 'Tag a note', handler: 'plan', inputs: [input('note_ref', 'Which one'), input('tag')] }];
    const flows = new Map([['tag_note', new Map([['note_ref', ['simple_note.search_notes.query']]])]]);
    expect(chooseAction(searched, episode({ ...tagging, values: { note_id: 3495878, tag: 'vegetarian', 'note_ref_title|note_ref': 'Chickpea curry' }, names: { 'note_ref_title|note_ref': 'note_id' } }), { flows })).toMatchObject({
      inputs: { note_ref: 'Chickpea curry' },
    });
  });

  it('an app that keeps the note it made and asks for neither is filled by the rest', () => {
    const keeps: SurfaceAction[] = [{ id: 'tag_last', label: 'Tag the last note', handler: 'plan', inputs: [input('tag')] }];
    expect(chooseAction(keeps, tagging)).toMatchObject({ inputs: { tag: 'vegetarian' }, usedKeys: ['tag'] });
  });

  it('a row bound by title is the record\'s row when the title is the user\'s, and another record\'s otherwise', () => {
    const row = (title: string, index: number): SurfaceAction => ({
      id: 'tag_row', label: 'Tag', handler: 'plan', inputs: [input('tag')], row: { collection: 'notes', index, text: title, bound: { title } },
    });
    const choice = chooseAction([row('Lentil soup', 0), row('Chickpea curry', 1)], tagging);
    expect(choice?.action.row?.text).toBe('Chickpea curry');
    expect(chooseAction([row('Lentil soup', 0)], tagging)).toBeUndefined();
    // A row bound by id: the id decides, whatever the name.
    const byId = (id: number, index: number): SurfaceAction => ({
      id: 'tag_row', label: 'Tag', handler: 'plan', inputs: [input('tag')], row: { collection: 'notes', index, text: `Chickpea curry (${id})`, bound: { note_id: String(id) } },
    });
    expect(chooseAction([byId(1111111, 0), byId(3495878, 1)], tagging)?.action.row?.index).toBe(1);
  });
});

describe('chooseAction: a record\'s name form finds a record, it makes none (issue #30, K11)', () => {
  it('the label\'s name does not fill a form that creates labels: the recolour form by id is chosen', () => {
    const pick = { ...input('pick', 'Which one (number)'), type: 'number' };
    const forms: SurfaceAction[] = [
      { id: 'make', label: 'Make', handler: 'plan', inputs: [input('called', 'Called'), input('shade', 'Shade')] },
      { id: 'recolour', label: 'Recolour', handler: 'plan', inputs: [pick, input('shade', 'Shade')] },
    ];
    const flows = new Map([
      ['make', new Map([['called', ['todoist.create_label.name']], ['shade', ['todoist.create_label.color']]])],
      ['recolour', new Map([['pick', ['todoist.update_label.label_id']], ['shade', ['todoist.update_label.color']]])],
    ]);
    const recolour = episode({ message: 'Switch deep-work to teal.', values: { label_id: 9209842, 'new_color|color': 'teal', 'name|label_name|label': 'deep-work' }, names: { 'name|label_name|label': 'label_id' } });
    expect(chooseAction(forms, recolour, { flows })).toMatchObject({ action: { id: 'recolour' }, inputs: { pick: 9209842, shade: 'teal' } });
  });
});

describe('chooseAction: an address goes where the form asks for one (issue #30, s21)', () => {
  const flows = (map: Record<string, string[]>) => ({ flows: new Map([['send', new Map(Object.entries(map))]]) });
  const personThenAddress = { 'person_name|contact_name|recipient_name': 'Ruby Silva', email: 'ruby.silva@yahoo.com' };

  it('a person\'s name never fills a field that takes an address, whatever the field is called', () => {
    for (const field of [input('recipient', 'Recipient email'), input('contact', 'Contact email'), input('roommate', "Roommate's email")]) {
      const send: SurfaceAction = { id: 'send', label: 'Send', handler: 'plan', inputs: [field] };
      expect(chooseAction([send], episode({ values: personThenAddress }))?.inputs).toEqual({ [field.name]: 'ruby.silva@yahoo.com' });
    }
    // A field asking for the person by name still gets the name.
    const byName: SurfaceAction = { id: 'send', label: 'Send', handler: 'plan', inputs: [input('recipient', 'Who gets it')] };
    expect(chooseAction([byName], episode({ values: personThenAddress }))?.inputs).toEqual({ recipient: 'Ruby Silva' });
  });

  it('an address under the reference\'s own name reaches a field named otherwise, by its label or where its value goes', () => {
    const cousin: SurfaceAction = { id: 'send', label: 'Order and tell', handler: 'plan', inputs: [input('product', 'Product'), input('cousin', "Cousin's email")] };
    expect(chooseAction([cousin], episode({ values: { product: 'Candle', cogiver_email: 'hana.patel@gmail.com' } }))?.inputs).toEqual({ product: 'Candle', cousin: 'hana.patel@gmail.com' });
    const to: SurfaceAction = { id: 'send', label: 'Order and tell', handler: 'plan', inputs: [input('product', 'Product'), input('to', 'To')] };
    expect(chooseAction([to], episode({ values: { product: 'Candle', cogiver_email: 'hana.patel@gmail.com' } }), flows({ to: ['gmail.send_email.email_addresses'] }))?.inputs).toEqual({ product: 'Candle', to: 'hana.patel@gmail.com' });
    // Without either, a field called "to" is no address field, and stays empty.
    expect(chooseAction([to], episode({ values: { product: 'Candle', cogiver_email: 'hana.patel@gmail.com' } }))?.inputs).toEqual({ product: 'Candle' });
  });

  it('a field about a mail\'s parts is no address field: a subject goes there, an address does not', () => {
    const label: SurfaceAction = { id: 'send', label: 'File it', handler: 'plan', inputs: [input('subject', 'First email subject'), input('email_subject', 'Subject of the email')] };
    const choice = chooseAction([label], episode({ values: { 'subject|query': 'Flights', from: 'ruby.silva@yahoo.com' } }), flows({ email_subject: ['gmail.show_inbox_threads.query'] }));
    expect(choice?.inputs).toEqual({ subject: 'Flights' });
  });
});

describe('chooseAction: a record named by its name reaches the form\'s search field; a hint by what it means (issue #30, s21)', () => {
  const flows = (map: Record<string, string[]>) => ({ flows: new Map([['fix', new Map(Object.entries(map))]]) });
  const episodeOf = () => episode({ values: { comment_id: 1430597, 'new_text|content': 'Sesame only', 'transaction|payment': 'Bagels for standup' }, names: { 'transaction|payment': 'comment_id' } });

  it('a picker named for nothing the user gave ("Which minutes") gets the record\'s name when its value reaches a search', () => {
    const fix: SurfaceAction = { id: 'fix', label: 'Fix comment', handler: 'plan', inputs: [input('which', 'Which minutes'), input('new_text', 'New text')] };
    expect(chooseAction([fix], episodeOf(), flows({ which: ['venmo.show_transactions.query'] }))?.inputs).toEqual({ which: 'Bagels for standup', new_text: 'Sesame only' });
    // A field whose value reaches no search is not where a name goes, nor the id.
    expect(chooseAction([fix], episodeOf(), flows({ which: ['venmo.update_transaction_comment.content'] }))?.inputs).toEqual({ new_text: 'Sesame only' });
  });

  it('an action that names what a hint means in other words gets the hint\'s points, unless another action says the hint itself', () => {
    const post: SurfaceAction = { id: 'post_comment', label: 'Post comment', handler: 'plan', inputs: [input('text')] };
    const modify: SurfaceAction = { id: 'modify_comment', label: 'Modify comment', handler: 'plan', inputs: [input('text')] };
    const asked = episode({ message: 'Make it say hi', values: { text: 'hi' }, action_hint: ['edit'] });
    expect(chooseAction([post, modify], asked)).toMatchObject({ action: { id: 'modify_comment' }, ambiguous: false });
    const add: SurfaceAction = { id: 'add_person', label: 'Add person', handler: 'plan', inputs: [input('text')] };
    const start: SurfaceAction = { id: 'start_sheet', label: 'Start sheet', handler: 'plan', inputs: [input('text')] };
    expect(chooseAction([start, add], episode({ message: 'Put her on it', values: { text: 'Chloe' }, action_hint: ['add'] }))).toMatchObject({ action: { id: 'add_person' } });
  });
});

// s25 (plumber-contact, movers-contact s25-s16-f1): a person's name given in parts goes whole into
// a form's one name field; a form with a field per part gets each part.
describe('chooseAction: a name in parts and a form with one name field', () => {
  const values = { first_name: 'Bruno', last_name: 'Plumbing', phone_number: '5035550166' };
  it('fills the one "Name" field with the whole name', () => {
    const one: SurfaceAction[] = [{ id: 'save', label: 'Save contact', handler: 'plan', inputs: [input('name', 'Name'), input('phone', 'Phone number')] }];
    expect(chooseAction(one, episode({ values }))?.inputs).toMatchObject({ name: 'Bruno Plumbing', phone: '5035550166' });
    const full: SurfaceAction[] = [{ id: 'save', label: 'Save contact', handler: 'plan', inputs: [input('who', 'Full name'), input('number', 'Number')] }];
    expect(chooseAction(full, episode({ values }))?.inputs).toMatchObject({ who: 'Bruno Plumbing' });
  });
  it('a form with first and last name fields gets each part', () => {
    const parts: SurfaceAction[] = [{ id: 'save', label: 'Save contact', handler: 'plan', inputs: [input('first_name', 'First name'), input('last_name', 'Last name'), input('phone_number', 'Phone')] }];
    expect(chooseAction(parts, episode({ values }))?.inputs).toMatchObject({ first_name: 'Bruno', last_name: 'Plumbing' });
    const given: SurfaceAction[] = [{ id: 'save', label: 'Save contact', handler: 'plan', inputs: [input('name', 'Given name'), input('surname', 'Surname'), input('phone', 'Phone')] }];
    expect(chooseAction(given, episode({ values }))?.inputs).not.toMatchObject({ name: 'Bruno Plumbing' });
  });
});

// s26 contact2 (s25-s16-f1 residue): the one field that takes the person's name gets it whole,
// whatever it is called: by its flow into the saved first name, or by words that say a person or a
// name; a field for another thing's name or for a way to reach the person does not.
describe('chooseAction: the one field that takes a person\'s name, whatever it is called', () => {
  const values = { first_name: 'Bruno', last_name: 'Plumbing', phone_number: '5035550166' };
  const form = (...inputs: ReturnType<typeof input>[]): SurfaceAction[] => [{ id: 'save', label: 'Save contact', handler: 'plan', inputs }];
  it('a field labelled for a person or a name gets the whole name', () => {
    for (const [name, label] of [['contact_of', 'Name of contact'], ['display', 'Display name'], ['worker', "Worker's name"], ['trade', 'Tradesperson'], ['who', 'Who'], ['f1', 'Who is it?']] as const) {
      expect(chooseAction(form(input(name, label), input('phone', 'Phone number')), episode({ values }))?.inputs, label).toMatchObject({ [name]: 'Bruno Plumbing', phone: '5035550166' });
    }
  });
  it('a field whose value the service saves as the first name gets it whole, whatever its words', () => {
    const flows = new Map([['save', new Map([['x1', ['phone.add_contact.first_name']], ['x2', ['phone.add_contact.phone_number']]])]]);
    expect(chooseAction(form(input('x1', 'Field one'), input('x2', 'Field two')), episode({ values }), { flows })?.inputs).toMatchObject({ x1: 'Bruno Plumbing', x2: '5035550166' });
    // It goes before a field merely named so: the data decides.
    const both = new Map([['save', new Map([['x1', ['phone.add_contact.first_name']], ['name', ['phone.search_contacts.query']]])]]);
    expect(chooseAction(form(input('name', 'Name'), input('x1', 'Tradesperson'), input('phone_number', 'Phone')), episode({ values }), { flows: both })?.inputs).toMatchObject({ x1: 'Bruno Plumbing' });
  });
  it('a form whose fields save the first and the last name apart gets each part, however they are labelled', () => {
    const flows = new Map([['save', new Map([['x1', ['phone.add_contact.first_name']], ['x2', ['phone.add_contact.last_name']], ['x3', ['phone.add_contact.phone_number']]])]]);
    expect(chooseAction(form(input('x1', 'Who'), input('x2', 'And then'), input('x3', 'Reach at')), episode({ values }), { flows })?.inputs).not.toMatchObject({ x1: 'Bruno Plumbing' });
  });
  it('a field for another thing\'s name, or for a way to reach the person, does not get the name', () => {
    for (const [name, label] of [['playlist_name', 'Playlist name'], ['contact_number', 'Contact number'], ['company', 'Company name'], ['file', 'File name'], ['user', 'User name'], ['email', 'Contact email']] as const) {
      expect(chooseAction(form(input(name, label), input('phone', 'Phone number')), episode({ values }))?.inputs?.[name], label).not.toBe('Bruno Plumbing');
    }
    // A field named for a name whose value goes to a playlist's title is that title's.
    const flows = new Map([['save', new Map([['display', ['spotify.create_playlist.title']]])]]);
    expect(chooseAction(form(input('display', 'Display name')), episode({ values }), { flows })?.inputs?.display).not.toBe('Bruno Plumbing');
  });
});
