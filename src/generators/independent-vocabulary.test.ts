import { describe, expect, it } from 'vitest';
import { independentVocabulary } from './independent-vocabulary.ts';

const reference = {
  app: { id: 'recipe-relay', title: 'Recipe Relay', summary: 'Sends a recipe file.' },
  version: 1,
  state: { collections: { shared: { key: 'id', fields: { id: 'number', what: 'string' } } }, values: {} },
  views: [
    {
      id: 'main',
      title: 'Recipe Relay',
      components: [
        { type: 'heading', text: 'Recipe Relay' },
        { type: 'text', text: 'Pick a file.' },
        { type: 'form', action: 'delete_file' },
        { type: 'list', collection: 'shared', item: '{{item.what}} (file {{item.id}})', empty: 'Nothing yet.' },
      ],
    },
  ],
  actions: [
    {
      id: 'delete_file',
      label: 'Delete file',
      goal: 'Delete the file at the path.',
      services: ['file_system'],
      inputs: [{ name: 'file_path', label: 'Path', type: 'text', required: true }],
      plan: [
        { call: 'file_system.delete_file', args: { file_path: '{{inputs.file_path}}' } },
        { call: 'file_system.create_file', args: { file_path: '~/documents/log.txt', content: 'gone' } },
        { message: 'Deleted {{inputs.file_path}}, {{item.first}} {{item.last}}.' },
      ],
    },
  ],
};

describe('independentVocabulary', () => {
  it("says every id, label, heading and text otherwise, keeps the values shown and the behaviour, and writes absolute paths", () => {
    const pkg = independentVocabulary(reference, 'Send my recipes to relatives.');
    expect(pkg.app.title).toBe('Send my recipes to relatives.');
    const action = pkg.actions[0];
    expect(action.id).toBe('remove_file_1');
    expect(action.label).toBe('Remove file');
    expect(action.goal).toBe('Remove the file at the path.');
    expect(action.inputs[0].name).not.toBe('file_path');
    expect(action.plan[0]).toEqual({ call: 'file_system.delete_file', args: { file_path: `{{inputs.${action.inputs[0].name}}}` } });
    expect(action.plan[1].args.file_path).toBe('/home/alex/documents/log.txt');
    expect(action.plan[2].message).toBe(`Result: {{inputs.${action.inputs[0].name}}}, {{item.first}} {{item.last}}`);
    expect(pkg.views[0].components).toEqual([
      { type: 'heading', text: 'Here' },
      { type: 'text', text: 'Use the forms below.' },
      { type: 'form', action: 'remove_file_1' },
      { type: 'list', collection: 'shared', item: '{{item.what}} · {{item.id}}', empty: '(none)' },
    ]);
    expect(reference.actions[0]!.id).toBe('delete_file');
  });

  it("keeps the user's own words between two values, before the first and after the last, and only those", () => {
    const gift = {
      ...reference,
      actions: [{ ...reference.actions[0]!, plan: [{ message: 'Queued {{inputs.what}} (product {{item.id}}) gift-wrapped for {{item.who}}.' }] }],
    };
    const theirs = independentVocabulary(gift, 'I want an app that queues wrapped gifts: it adds gift wrapping.');
    expect(theirs.actions[0].plan[0].message).toBe("Result: {{inputs.what}} · {{item.id}} · gift wrapped · {{item.who}}");
    const reminded = {
      ...reference,
      actions: [{ ...reference.actions[0]!, plan: [{ message: 'Sent a reminder for request {{inputs.id}} to {{item.who}}, reminder noted.' }] }],
    };
    expect(independentVocabulary(reminded, 'Send her a reminder.').actions[0].plan[0].message).toBe('Result: reminder · {{inputs.id}} · {{item.who}} · reminder');
    expect(independentVocabulary(reminded, 'Nudge her.').actions[0].plan[0].message).toBe('Result: {{inputs.id}} · {{item.who}}');
    // A revision's words are the user's too ("send her a reminder" asked of the app built for rent).
    const revised = independentVocabulary(reminded, 'Collect the rent.', 'Sofia has not paid yet, send her a reminder.');
    expect(revised.actions[0].plan[0].message).toBe('Result: reminder · {{inputs.id}} · {{item.who}} · reminder');
    expect(revised.app.title).toBe('Collect the rent.');
    // A form of their word is theirs too: "Nudged" when they asked to nudge, not "Nudges" of another word.
    const nudged = { ...reference, actions: [{ ...reference.actions[0]!, plan: [{ message: 'Nudged the payer of request {{inputs.id}}; pinged nobody else.' }] }] };
    expect(independentVocabulary(nudged, 'Collect the rent.', 'Add a way to nudge someone.').actions[0].plan[0].message).toBe('Result: Nudged · {{inputs.id}}');
    const emptied = { ...reference, actions: [{ ...reference.actions[0]!, plan: [{ message: 'Emptied the cart: {{inputs.id}}.' }] }] };
    expect(independentVocabulary(emptied, 'I want to empty my cart at once.').actions[0].plan[0].message).toBe('Result: Emptied cart · {{inputs.id}}');
    const ours = independentVocabulary(gift, 'Buy presents for people.');
    expect(ours.actions[0].plan[0].message).toBe("Result: {{inputs.what}} · {{item.id}} · {{item.who}}");
  });
});
