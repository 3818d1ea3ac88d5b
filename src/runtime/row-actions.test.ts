/**
 * A list's row actions (issue #29 item 6, form_per_item): admission refuses a malformed one with
 * its path, the renderer puts one escaped form per row in the HTML (hidden bound fields, the
 * other inputs shown) and reports each row as an action of its own, and a browser's post of a
 * row's form carries the row's values.
 */
import { describe, expect, it } from 'vitest';
import { admit } from './admission.ts';
import { renderSurface } from './render.ts';
import { postedInputs } from './browser/server.ts';
import type { AppState, Package } from '../schemas/package.ts';

const app = (rows: unknown) => ({
  app: { id: 'todos', title: 'To-dos', summary: 'My to-dos.' },
  version: 1,
  state: { collections: { todos: { key: 'id', fields: { id: 'number', title: 'string' } } } },
  views: [{ id: 'main', title: 'To-dos', components: [{ type: 'list', collection: 'todos', item: '{{item.title}} (#{{item.id}})', empty: 'Nothing yet.', actions: rows }, { type: 'result' }] }],
  actions: [
    {
      id: 'done',
      label: 'Mark done',
      goal: 'Complete the to-do and comment on it.',
      services: ['todoist'],
      inputs: [
        { name: 'todo_id', label: 'To-do id', type: 'number', required: true },
        { name: 'comment', label: 'Comment', type: 'text', required: false },
      ],
      plan: [{ call: 'todoist.complete_task', args: { task_id: '{{inputs.todo_id}}' } }, { message: 'Done: {{inputs.todo_id}}.' }],
    },
  ],
});

const problems = (pkg: unknown) => {
  const result = admit(pkg, { services: ['todoist'] });
  return result.ok ? [] : result.problems.map((p) => `${p.path}: ${p.message}`);
};

const admitted = (pkg: unknown): Package => {
  const result = admit(pkg, { services: ['todoist'] });
  if (!result.ok) throw new Error(result.problems.map((p) => p.message).join('; '));
  return result.package;
};

describe('row actions in the package language', () => {
  it('admits a row action that binds an input to a field of the item', () => {
    expect(problems(app([{ action: 'done', bind: { todo_id: 'id' } }]))).toEqual([]);
  });

  it('refuses a malformed row action with the path of what is wrong', () => {
    const at = '$.views[0].components[0].actions[0]';
    expect(problems(app([{ action: 'nope', bind: { todo_id: 'id' } }]))).toEqual([`${at}.action: there is no action "nope"`]);
    expect(problems(app([{ action: 'done', bind: { todo: 'id' } }]))).toEqual([`${at}.bind.todo: the action "done" has no input "todo"`]);
    expect(problems(app([{ action: 'done', bind: { todo_id: 'number' } }]))).toEqual([`${at}.bind.todo_id: the collection has no field "number"`]);
    // Schema-level: no binding at all, an unknown key, a code-like field name.
    expect(problems(app([{ action: 'done', bind: {} }])).join('\n')).toMatch(/\$\.views\[0\]\.components\[0\]\.actions\[0\]\.bind: must bind at least one input/);
    expect(problems(app([{ action: 'done', bind: { todo_id: 'id' }, run: 'alert(1)' }])).join('\n')).toMatch(/\$\.views\[0\]\.components\[0\]\.actions\[0\]/);
    expect(problems(app([{ action: 'done', bind: { todo_id: 'item.id()' } }])).join('\n')).toMatch(/\$\.views\[0\]\.components\[0\]\.actions\[0\]\.bind\.todo_id/);
  });
});

describe('rendering a list with row actions', () => {
  const pkg = admitted(app([{ action: 'done', bind: { todo_id: 'id' } }]));
  const state: AppState = { collections: { todos: [{ id: 101, title: 'Buy milk' }, { id: 102, title: '<b>"Fix" & sign</b>' }] }, values: {} };

  it('puts an escaped form on each row: the bound value hidden, the other inputs shown, the button last', () => {
    const surface = renderSurface(pkg, state, null);
    const rows = surface.html.match(/<li>.*?<\/li>/g) ?? [];
    expect(rows).toHaveLength(2);
    expect(rows[1]).toBe(
      '<li>&lt;b&gt;&quot;Fix&quot; &amp; sign&lt;/b&gt; (#102)<form class="row-action" data-action="done" data-row="1" method="post" action="/submit?action=done" novalidate><input type="hidden" name="todo_id" value="102"><div class="field"><label for="done-1-comment">Comment</label><input id="done-1-comment" name="comment" type="text" value="" data-type="text"></div><button type="submit" data-action="done">Mark done</button></form></li>',
    );
    expect(surface.text.split('\n').slice(1)).toEqual(['To-dos', 'Buy milk (#101)', 'Comment', 'Mark done', '<b>"Fix" & sign</b> (#102)', 'Comment', 'Mark done']);
  });

  it('offers each row as an action of its own, and the row action itself once with every input', () => {
    const surface = renderSurface(pkg, state, null);
    expect(surface.actions.map((a) => [a.id, a.row?.index, a.row?.bound, a.inputs.map((i) => i.name)])).toEqual([
      ['done', 0, { todo_id: '101' }, ['comment']],
      ['done', 1, { todo_id: '102' }, ['comment']],
    ]);
    expect(surface.actions[0]?.row?.text).toBe('Buy milk (#101)');
    expect(surface.rowActions?.map((a) => [a.id, a.inputs.map((i) => i.name)])).toEqual([['done', ['todo_id', 'comment']]]);
  });

  it('with no rows offers no action to press, but still declares what the rows can do', () => {
    const surface = renderSurface(pkg, { collections: { todos: [] }, values: {} }, null);
    expect(surface.actions).toEqual([]);
    expect(surface.rowActions?.map((a) => a.id)).toEqual(['done']);
    expect(surface.text).toContain('Nothing yet.');
  });

  it('leaves a list without row actions exactly as before', () => {
    const plain = admitted({ ...app(undefined), views: [{ id: 'main', title: 'To-dos', components: [{ type: 'list', collection: 'todos', item: '{{item.title}}' }] }] });
    const surface = renderSurface(plain, state, null);
    expect(surface.html).toContain('<ul><li>Buy milk</li><li>&lt;b&gt;&quot;Fix&quot; &amp; sign&lt;/b&gt;</li></ul>');
    expect(surface.rowActions).toBeUndefined();
  });

  it("a browser's post of a row's form carries the row's hidden value with the typed fields", () => {
    const surface = renderSurface(pkg, state, null);
    const body = new URLSearchParams([['todo_id', '102'], ['comment', 'all good']]);
    expect(postedInputs(surface.actions[1], body)).toEqual({ todo_id: '102', comment: 'all good' });
  });
});
