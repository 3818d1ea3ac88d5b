import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { admit } from './admission.ts';
import { limits } from './limits.ts';

const base = () => ({
  app: { id: 'demo', title: 'Demo', summary: 'A demo.' },
  version: 1,
  state: { collections: { playlists: { key: 'id', fields: { id: 'number', title: 'string' } } }, values: { count: { type: 'number', default: 0 } } },
  views: [{ id: 'main', title: 'Main', components: [{ type: 'form', action: 'make' }, { type: 'list', collection: 'playlists', item: '{{item.title}}' }, { type: 'result' }] }],
  actions: [
    {
      id: 'make',
      label: 'Make',
      goal: 'Make a playlist.',
      services: ['spotify'],
      inputs: [{ name: 'title', label: 'Title', type: 'text', required: true }],
      plan: [
        { call: 'spotify.create_playlist', args: { title: '{{inputs.title}}' }, bind: 'created' },
        { append: 'playlists', item: { id: '{{created.playlist_id}}', title: '{{inputs.title}}' } },
        { message: 'Made {{created.playlist_id}}' },
      ],
    },
  ],
});

const problemsOf = (pkg: unknown) => {
  const result = admit(pkg);
  return result.ok ? [] : result.problems;
};

describe('admit', () => {
  it('admits the examples and a minimal package', () => {
    expect(admit(base()).ok).toBe(true);
    for (const file of ['examples/commute-playlist.json', 'examples/commute-playlist.v2.json']) {
      expect(problemsOf(JSON.parse(readFileSync(file, 'utf8')))).toEqual([]);
    }
  });

  it('reports every class of problem in one pass', () => {
    const pkg = base() as Record<string, any>;
    pkg.extra = true; // schema: unknown field
    pkg.views[0].components.push(
      { type: 'button', action: 'nope' }, // unknown action
      { type: 'table', collection: 'songs', columns: [{ field: 'x', label: 'X' }] }, // unknown collection
      { type: 'text', text: 'Hi {{state.missing}} {{result.nothing}} {{foo}}' }, // unresolved references
      { type: 'list', collection: 'playlists', item: '{{item.colour}}' }, // unknown item field
      { type: 'heading' }, // schema: missing text
    );
    pkg.actions.push({
      id: 'bad',
      label: 'Bad',
      goal: 'Break every rule.',
      services: ['spotify'],
      inputs: [{ name: 'n', label: 'N', type: 'select' }],
      plan: [
        { call: 'gmail.send_email', args: {} }, // service not allowed
        { call: 'spotify.no_such_api', args: {} }, // unknown API
        { call: 'spotify.update_playlist', args: { title: '{{later.x}}', colour: 'red' } }, // bind before definition, unknown + missing param
        { call: 'spotify.create_playlist', args: { title: '' }, bind: 'later' }, // invalid literal
        { set: 'count', value: 'many' }, // wrong type
        { set: 'ghost', value: 1 }, // unknown value
        { append: 'playlists', item: { title: '{{inputs.other}}' } }, // unknown input, missing key field
        { update: 'songs', key_value: 1, fields: {} }, // unknown collection
        { for_each: 'not a ref', as: 'state', limit: 5, steps: [] }, // for_each needs a reference; reserved name
        { for_each: '{{later}}', as: 'x', limit: 99, steps: [] }, // schema: limit over 50
        { call: 'spotify.create_playlist', args: { title: 'x'.repeat(limits.stringChars + 1) } }, // long string
        { message: 'x', set: 'count' }, // ambiguous step kind
      ],
    });
    pkg.actions.push({ id: 'make', label: 'Again', goal: 'g', agent: { role: 'r', instructions: 'i' }, plan: [] }); // duplicate id; both plan and agent
    expect(problemsOf(pkg)).toMatchInlineSnapshot(`
      [
        {
          "message": "text of 4001 characters; at most 4000 are allowed",
          "path": "$.actions[1].plan[10].args.title",
        },
        {
          "message": "Invalid input: expected string, received undefined",
          "path": "$.views[0].components[7].text",
        },
        {
          "message": "Too big: expected number to be <=50",
          "path": "$.actions[1].plan[9].limit",
        },
        {
          "message": "unknown field "set"",
          "path": "$.actions[1].plan[11].set",
        },
        {
          "message": "an action needs exactly one of "plan" or "agent"",
          "path": "$.actions[2]",
        },
        {
          "message": "unknown field "extra"",
          "path": "$.extra",
        },
        {
          "message": "duplicate action id "make"",
          "path": "$.actions[2].id",
        },
        {
          "message": "a select input needs options",
          "path": "$.actions[1].inputs[0].options",
        },
        {
          "message": "calls gmail, which is not among the action's services (spotify)",
          "path": "$.actions[1].plan[0].call",
        },
        {
          "message": "gmail.send_email needs the parameter "email_addresses"",
          "path": "$.actions[1].plan[0].args",
        },
        {
          "message": "gmail.send_email needs the parameter "subject"",
          "path": "$.actions[1].plan[0].args",
        },
        {
          "message": "gmail.send_email needs the parameter "body"",
          "path": "$.actions[1].plan[0].args",
        },
        {
          "message": "the app "spotify" has no API "no_such_api"",
          "path": "$.actions[1].plan[1].call",
        },
        {
          "message": ""{{later.x}}": "later" is used before the step that binds it",
          "path": "$.actions[1].plan[2].args.title",
        },
        {
          "message": "spotify.update_playlist has no parameter "colour" (it takes: playlist_id, title, is_public)",
          "path": "$.actions[1].plan[2].args.colour",
        },
        {
          "message": "spotify.update_playlist needs the parameter "playlist_id"",
          "path": "$.actions[1].plan[2].args",
        },
        {
          "message": "not a valid title: Too small: expected string to have >=1 characters",
          "path": "$.actions[1].plan[3].args.title",
        },
        {
          "message": "expected a number, got "many"",
          "path": "$.actions[1].plan[4].value",
        },
        {
          "message": "the state has no value "ghost"",
          "path": "$.actions[1].plan[5].set",
        },
        {
          "message": "a new item of "playlists" needs its key field "id"",
          "path": "$.actions[1].plan[6].item",
        },
        {
          "message": ""{{inputs.other}}": the action has no input "other"",
          "path": "$.actions[1].plan[6].item",
        },
        {
          "message": "the state has no collection "songs"",
          "path": "$.actions[1].plan[7].update",
        },
        {
          "message": "must be exactly one "{{path}}" reference to an array",
          "path": "$.actions[1].plan[8].for_each",
        },
        {
          "message": ""state" is reserved or already in use",
          "path": "$.actions[1].plan[8].as",
        },
        {
          "message": "there is no action "nope"",
          "path": "$.views[0].components[3].action",
        },
        {
          "message": "the state has no collection "songs"",
          "path": "$.views[0].components[4].collection",
        },
        {
          "message": ""{{state.missing}}": the state has no collection or value "missing"",
          "path": "$.views[0].components[5].text",
        },
        {
          "message": ""{{result.nothing}}": the result has no "nothing" (it has message, error, ok, action, created, later)",
          "path": "$.views[0].components[5].text",
        },
        {
          "message": ""{{foo}}": unknown name "foo" (texts may use state.*, inputs.*, result.*)",
          "path": "$.views[0].components[5].text",
        },
        {
          "message": ""{{item.colour}}": the collection "playlists" has no field "colour"",
          "path": "$.views[0].components[6].item",
        },
      ]
    `);
  });

  it('limits plan size and nesting', () => {
    const pkg = base() as Record<string, any>;
    const many = Array.from({ length: limits.stepsPerPlan + 1 }, () => ({ message: 'x' }));
    let nested: unknown[] = [{ message: 'deep' }];
    for (let i = 0; i < limits.planDepth; i += 1) nested = [{ for_each: '{{inputs.title}}', as: `v${i}`, limit: 2, steps: nested }];
    pkg.actions[0].plan = [...many];
    pkg.actions.push({ id: 'deep', label: 'Deep', goal: 'g', inputs: [{ name: 'title', label: 'T', type: 'list' }], plan: nested });
    expect(problemsOf(pkg)).toMatchInlineSnapshot(`
      [
        {
          "message": "has 101 steps; at most 100 are allowed",
          "path": "$.actions[0].plan",
        },
        {
          "message": "for_each nested deeper than 4 levels",
          "path": "$.actions[1].plan[0].steps[0].steps[0].steps[0].steps",
        },
      ]
    `);
  });

  it('refuses an oversized package before looking inside', () => {
    const pkg = base() as Record<string, any>;
    pkg.app.summary = 'x'.repeat(limits.packageBytes);
    expect(problemsOf(pkg)).toEqual([{ path: '$', message: `package of ${JSON.stringify(pkg).length} bytes; at most ${limits.packageBytes} are allowed` }]);
  });

  it('explains a non-object', () => {
    expect(problemsOf('hello')).toMatchInlineSnapshot(`
      [
        {
          "message": "Invalid input: expected object, received string",
          "path": "$",
        },
      ]
    `);
  });

  it('refuses a package nested too deeply with one problem, before any recursive walk', () => {
    let views: unknown = [];
    for (let i = 0; i < 200_000; i += 1) views = [views];
    const pkg = { ...base(), views };
    expect(problemsOf(pkg)).toEqual([{ path: '$', message: `package nested deeper than ${limits.jsonDepth} levels` }]);
    // The same from the text of a model's reply (about 400 KB).
    const reply = `{"app":{"id":"a","title":"A","summary":"s"},"views":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(problemsOf(JSON.parse(reply))).toEqual([{ path: '$', message: `package nested deeper than ${limits.jsonDepth} levels` }]);
  });

  it('judges nesting at the limit normally and one level over it at $', () => {
    const nest = (levels: number): unknown => {
      let value: unknown = 0;
      for (let i = 0; i < levels; i += 1) value = [value];
      return value;
    };
    const atLimit = { ...base(), extra: nest(limits.jsonDepth - 1) };
    expect(problemsOf(atLimit)).toEqual([{ path: '$.extra', message: 'unknown field "extra"' }]);
    const over = { ...base(), extra: nest(limits.jsonDepth) };
    expect(problemsOf(over)).toEqual([{ path: '$', message: `package nested deeper than ${limits.jsonDepth} levels` }]);
  });

  it('never throws, whatever JSON it is given', () => {
    const deepObject: Record<string, unknown> = {};
    let cursor = deepObject;
    for (let i = 0; i < 100_000; i += 1) {
      const next: Record<string, unknown> = {};
      cursor.a = next;
      cursor = next;
    }
    const withDeepPlan = base() as Record<string, any>;
    withDeepPlan.actions[0].plan[0].args.title = deepObject;
    const values: unknown[] = [null, true, 0, 'x', [], {}, [[[]]], deepObject, withDeepPlan, { views: deepObject, actions: [deepObject] }, Array(300_000).fill(0)];
    for (const value of values) {
      const result = admit(value);
      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.problems.length).toBeGreaterThan(0);
    }
    expect(problemsOf(Array(300_000).fill(0))).toEqual([{ path: '$', message: `package of 600001 bytes; at most ${limits.packageBytes} are allowed` }]);
  });
});
