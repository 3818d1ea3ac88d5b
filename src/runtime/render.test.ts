import { describe, expect, it } from 'vitest';
import { PackageSchema, type AppState, type LastResult, type Package } from '../schemas/package.ts';
import { renderSurface } from './render.ts';
import { htmlToText } from './text.ts';

function pkgWith(components: unknown[], extra: Partial<Record<string, unknown>> = {}): Package {
  return PackageSchema.parse({
    app: { id: 'demo', title: 'Demo', summary: 'A demo.' },
    version: 1,
    state: { collections: { notes: { key: 'id', fields: { id: 'number', title: 'string', done: 'boolean' } } }, values: { owner: { type: 'string', default: 'Ana' } } },
    views: [{ id: 'main', title: 'Main', components }],
    actions: [
      {
        id: 'add',
        label: 'Add note',
        goal: 'Add a note.',
        inputs: [
          { name: 'title', label: 'Title', type: 'text', required: true },
          { name: 'kind', label: 'Kind', type: 'select', options: ['work', 'home'], default: 'home' },
          { name: 'urgent', label: 'Urgent', type: 'boolean', default: true },
          { name: 'tags', label: 'Tags', type: 'list', default: ['a', 'b'] },
        ],
        plan: [],
      },
    ],
    ...extra,
  });
}

const state: AppState = {
  collections: { notes: [{ id: 1, title: 'Buy milk', done: false }, { id: 2, title: 'Call Bo', done: true }] },
  values: { owner: 'Ana' },
};
const last: LastResult = { action: 'add', ok: true, message: 'Added note 2.', error: null, inputs: { title: 'Call Bo' }, binds: { made: { note_id: 2 } } };

const render = (components: unknown[], s: AppState = state, l: LastResult | null = last) => renderSurface(pkgWith(components), s, l);
const body = (html: string) => html.split('\n').slice(2, -2).join('\n');

describe('component rendering', () => {
  it('heading and text resolve state, inputs and result references', () => {
    const surface = render([
      { type: 'heading', text: 'Notes of {{state.owner}}' },
      { type: 'text', text: 'Last: {{inputs.title}} → {{result.made.note_id}}, {{state.notes.length}} notes' },
    ]);
    expect(body(surface.html)).toMatchInlineSnapshot(`
      "<h2>Notes of Ana</h2>
      <p>Last: Call Bo → 2, 2 notes</p>"
    `);
    expect(surface.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Notes of Ana
      Last: Call Bo → 2, 2 notes"
    `);
  });

  it('list renders items and the empty text', () => {
    const comp = { type: 'list', collection: 'notes', item: '#{{item.id}} {{item.title}} done={{item.done}}', empty: 'Nothing yet.' };
    expect(body(render([comp]).html)).toMatchInlineSnapshot(`"<section class="list" data-collection="notes"><ul><li>#1 Buy milk done&#x3D;false</li><li>#2 Call Bo done&#x3D;true</li></ul></section>"`);
    const empty = render([comp], { collections: { notes: [] }, values: { owner: 'Ana' } });
    expect(body(empty.html)).toMatchInlineSnapshot(`"<section class="list" data-collection="notes"><p class="empty">Nothing yet.</p></section>"`);
    expect(empty.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Nothing yet."
    `);
  });

  it('table renders headers, cells separated by tabs in the text, and the empty text', () => {
    const comp = { type: 'table', collection: 'notes', columns: [{ field: 'title', label: 'Title' }, { field: 'done', label: 'Done' }], empty: 'None.' };
    const surface = render([comp]);
    expect(body(surface.html)).toMatchInlineSnapshot(`"<section class="table" data-collection="notes"><table><thead><tr><th>Title</th><th>Done</th></tr></thead><tbody><tr><td>Buy milk</td><td>false</td></tr><tr><td>Call Bo</td><td>true</td></tr></tbody></table></section>"`);
    expect(surface.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Title	Done
      Buy milk	false
      Call Bo	true"
    `);
    expect(body(render([comp], { collections: { notes: [] }, values: {} }).html)).toMatchInlineSnapshot(`"<section class="table" data-collection="notes"><p class="empty">None.</p></section>"`);
  });

  it('form renders every input type and the submit button', () => {
    const surface = render([{ type: 'form', action: 'add' }]);
    expect(body(surface.html)).toMatchInlineSnapshot(`
      "<form data-action="add" method="post" action="/submit?action=add" novalidate>
      <div class="field"><label for="add-title">Title</label><input id="add-title" name="title" type="text" value="" data-type="text" required></div>
      <div class="field"><label for="add-kind">Kind</label><select id="add-kind" name="kind"><option value="work">work</option><option value="home" selected>home</option></select></div>
      <div class="field"><label for="add-urgent">Urgent</label><input id="add-urgent" name="urgent" type="checkbox" checked></div>
      <div class="field"><label for="add-tags">Tags</label><input id="add-tags" name="tags" type="text" value="a, b" data-type="list"></div>
      <button type="submit" data-action="add">Add note</button>
      </form>"
    `);
    expect(surface.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Title
      Kind
      work
      home
      Urgent
      Tags
      Add note"
    `);
  });

  it('button and result (message, error, nothing yet)', () => {
    expect(body(render([{ type: 'button', action: 'add' }, { type: 'result' }]).html)).toMatchInlineSnapshot(`
      "<form class="button" data-action="add" method="post" action="/submit?action=add"><button type="submit" data-action="add">Add note</button></form>
      <section class="result" role="status"><p class="message">Added note 2.</p></section>"
    `);
    const failed = render([{ type: 'result' }], state, { ...last, ok: false, message: null, error: 'spotify.create_playlist failed' });
    expect(failed.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Error: spotify.create_playlist failed"
    `);
    expect(body(render([{ type: 'result' }], state, null).html)).toMatchInlineSnapshot(`"<section class="result" role="status"></section>"`);
    const noMessage = render([{ type: 'result' }], state, { ...last, message: null });
    expect(noMessage.text).toMatchInlineSnapshot(`
      "Demo
      Main
      Add note: done."
    `);
  });

  it('offers only the actions the page renders: a form with its fields, a button with none', () => {
    const fields = [
      { name: 'title', label: 'Title', type: 'text', required: true },
      { name: 'kind', label: 'Kind', type: 'select', required: false, options: ['work', 'home'], default: 'home' },
      { name: 'urgent', label: 'Urgent', type: 'boolean', required: false, default: true },
      { name: 'tags', label: 'Tags', type: 'list', required: false, default: ['a', 'b'] },
    ];
    // The package has the action, but nothing on the page reaches it.
    expect(render([{ type: 'text', text: 'Add note' }]).actions).toEqual([]);
    expect(render([{ type: 'form', action: 'add' }]).actions).toEqual([{ id: 'add', label: 'Add note', handler: 'plan', inputs: fields }]);
    expect(render([{ type: 'button', action: 'add' }]).actions).toEqual([{ id: 'add', label: 'Add note', handler: 'plan', inputs: [] }]);
    // A form anywhere on the page shows the fields, whichever comes first.
    expect(render([{ type: 'button', action: 'add' }, { type: 'form', action: 'add' }]).actions).toEqual([{ id: 'add', label: 'Add note', handler: 'plan', inputs: fields }]);
    expect(render([{ type: 'form', action: 'add' }, { type: 'button', action: 'add' }]).actions).toEqual([{ id: 'add', label: 'Add note', handler: 'plan', inputs: fields }]);
  });

  it('is deterministic', () => {
    const comps = [{ type: 'heading', text: 'x {{state.owner}}' }, { type: 'list', collection: 'notes', item: '{{item.title}}' }, { type: 'result' }];
    expect(render(comps)).toEqual(render(comps));
  });
});

describe('hostile text renders inert', () => {
  const hostile = `<script>alert("x")</script> {{ {{{state.owner}}} '"&amp; \`=`;

  it('in package texts, state values and service responses', () => {
    const pkg = pkgWith([
      { type: 'heading', text: hostile },
      { type: 'text', text: 'From a response: {{result.made.title}}' },
      { type: 'list', collection: 'notes', item: '{{item.title}}' },
      { type: 'result' },
    ]);
    const evil: AppState = { collections: { notes: [{ id: 1, title: `${hostile} {{state.owner}}`, done: false }] }, values: { owner: '<img src=x onerror=alert(1)>' } };
    const result: LastResult = { ...last, message: '</section><script>1</script>', binds: { made: { title: '<b>{{{x}}}</b>' } } };
    const surface = renderSurface(pkg, evil, result);
    expect(surface.html).not.toMatch(/<script|<img|<b>|<\/section><script/);
    expect(surface.html).toContain('&lt;script&gt;');
    // Substituted text is never scanned again, so a title holding "{{state.owner}}" stays literal.
    expect(surface.text).toMatchInlineSnapshot(`
      "Demo
      Main
      <script>alert("x")</script> {{ {<img src=x onerror=alert(1)>} '"&amp; \`=
      From a response: <b>{{{x}}}</b>
      <script>alert("x")</script> {{ {{{state.owner}}} '"&amp; \`= {{state.owner}}
      </section><script>1</script>"
    `);
  });

  it('keeps the package title and ids escaped in attributes', () => {
    const pkg = pkgWith([], { app: { id: 'demo', title: '"><script>x</script>', summary: '' } });
    const surface = renderSurface(pkg, state, null);
    expect(surface.html).not.toContain('<script>');
    expect(surface.text.split('\n')[0]).toBe('"><script>x</script>');
  });
});

describe('htmlToText', () => {
  it('reads like innerText: blocks on lines, cells with tabs, entities decoded, controls silent', () => {
    const html = '<main><h1>A &amp; B</h1><p>one\n   two</p><table><tr><th>x</th><th>y</th></tr><tr><td>1</td><td>&#x27;2&#x27;</td></tr></table><form><label>Name</label><input value="hidden"><button>Go</button></form><script>no</script></main>';
    expect(htmlToText(html)).toBe("A & B\none two\nx\ty\n1\t'2'\nName\nGo");
  });
});

describe('render provenance', () => {
  it('keeps interpolated values by source and leaves literal package text out', () => {
    const surface = render(
      [
        { type: 'heading', text: 'Notes of {{state.owner}}' },
        { type: 'text', text: 'Try "Buy milk" or 5 stars.' },
        { type: 'form', action: 'add' },
        { type: 'list', collection: 'notes', item: '{{item.title}} (#{{item.id}})', empty: 'none' },
        { type: 'table', collection: 'notes', columns: [{ field: 'title', label: 'Title' }], empty: 'none' },
        { type: 'text', text: 'Last: {{inputs.title}} / {{result.made.note_id}}' },
        { type: 'result' },
      ],
      state,
      { ...last, message: 'Added "Call Bo" as note 2.', message_values: [' ¦ Call Bo ¦ 2.'] },
    );
    // The literal tip, labels and select options are on the page...
    expect(surface.text).toContain('Try "Buy milk" or 5 stars.');
    expect(surface.text).toContain('work');
    // ...but only values count as shown.
    // Short runs without letters or digits join values (" (#", ")"); words between them do not.
    // "Ana" is the default of `owner` (package text, see below), so the heading adds nothing.
    expect(surface.shown.state).toEqual(['Buy milk (#1)', 'Call Bo (#2)', 'Buy milk', 'Call Bo']);
    expect(surface.shown.result).toEqual([' ¦ Call Bo / 2', ' ¦ Call Bo ¦ 2.']);
    const all = [...surface.shown.state, ...surface.shown.result].join('\n');
    for (const literal of ['Try', 'stars', 'work', 'home', 'Title', 'Add note', 'Notes of', 'Added']) expect(all).not.toContain(literal);
  });

  it('treats values the package writes into its own state as literal', () => {
    const pkg = pkgWith([{ type: 'text', text: 'Owner: {{state.owner}}' }, { type: 'list', collection: 'notes', item: '{{item.title}}', empty: 'none' }], {
      actions: [{ id: 'add', label: 'Add note', goal: 'Add a note.', inputs: [], plan: [{ append: 'notes', item: { id: 3, title: 'Buy milk{{inputs.none}}', done: false } }] }],
    });
    // "Ana" is the value's default and "Buy milk" what the plan appends literally: both are package text.
    expect(renderSurface(pkg, state, null).shown.state).toEqual(['Call Bo']);
  });

  it('counts nothing of a message without values, nor of an error', () => {
    const plain = render([{ type: 'result' }], state, { ...last, message: 'Weekly Commute saved.', message_values: [] });
    expect(plain.text).toContain('Weekly Commute saved.');
    expect(plain.shown).toEqual({ state: [], result: [] });
    const failed = render([{ type: 'result' }], state, { ...last, ok: false, message: null, error: 'no Weekly Commute', message_values: ['Weekly Commute'] });
    expect(failed.shown.result).toEqual([]);
  });
});
