import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import type { Action, AppState, Component, InputSpec, LastResult, Package } from '../schemas/package.ts';
import { htmlToText } from './text.ts';
import { renderText, toText } from './template.ts';
import type { Surface } from './types.ts';

const TEMPLATE_DIR = fileURLToPath(new URL('../../templates/components/', import.meta.url));
const PARTS = ['heading', 'text', 'list', 'table', 'form', 'button', 'result'] as const;

let page: Handlebars.TemplateDelegate | undefined;

/** Compiles the project's own component templates, once. Package text is never compiled. */
function pageTemplate(): Handlebars.TemplateDelegate {
  if (page) return page;
  const env = Handlebars.create();
  const load = (name: string) => readFileSync(`${TEMPLATE_DIR}${name}.hbs`, 'utf8');
  for (const part of PARTS) env.registerPartial(part, env.compile(load(part), { strict: false }));
  page = env.compile(load('page'));
  return page;
}

const HTML_TYPES: Record<InputSpec['type'], string> = { text: 'text', number: 'number', date: 'date', time: 'time', select: 'select', boolean: 'checkbox', list: 'text' };

function fieldModel(input: InputSpec) {
  const value = input.default === undefined ? '' : Array.isArray(input.default) ? input.default.join(', ') : String(input.default);
  return {
    name: input.name,
    label: input.label,
    type: input.type,
    html_type: HTML_TYPES[input.type],
    required: input.required,
    value,
    is_select: input.type === 'select',
    is_boolean: input.type === 'boolean',
    checked: input.default === true,
    options: (input.options ?? []).map((option) => ({ value: option, selected: option === value })),
  };
}

interface RenderContext {
  pkg: Package;
  state: AppState;
  last: LastResult | null;
  scope: Record<string, unknown>;
}

function componentModel(component: Component, ctx: RenderContext): Record<string, unknown> {
  const text = (t: string) => renderText(t, ctx.scope);
  const action = (id: string): Action | undefined => ctx.pkg.actions.find((a) => a.id === id);
  switch (component.type) {
    case 'heading':
    case 'text':
      return { kind: component.type, text: text(component.text) };
    case 'list': {
      const items = ctx.state.collections[component.collection] ?? [];
      return { kind: 'list', collection: component.collection, empty: text(component.empty), items: items.map((item) => renderText(component.item, { ...ctx.scope, item })) };
    }
    case 'table': {
      const items = ctx.state.collections[component.collection] ?? [];
      return {
        kind: 'table',
        collection: component.collection,
        empty: text(component.empty),
        headers: component.columns.map((c) => text(c.label)),
        rows: items.map((item) => component.columns.map((c) => toText(item[c.field]))),
      };
    }
    case 'form': {
      const found = action(component.action);
      return { kind: 'form', action: component.action, label: found?.label ?? component.action, fields: (found?.inputs ?? []).map(fieldModel) };
    }
    case 'button':
      return { kind: 'button', action: component.action, label: action(component.action)?.label ?? component.action };
    case 'result': {
      const last = ctx.last;
      const label = last ? (action(last.action)?.label ?? last.action) : '';
      return { kind: 'result', has_result: last !== null, ok: last?.ok ?? false, message: last?.message ?? `${label}: done.`, error: last?.error ?? '' };
    }
  }
}

/** The scope package texts see: `state.*`, `inputs.*` (of the last action) and `result.*`. */
export function textScope(state: AppState, last: LastResult | null): Record<string, unknown> {
  return {
    state: { ...state.collections, ...state.values },
    inputs: last?.inputs ?? {},
    result: last ? { ...last.binds, message: last.message, error: last.error, ok: last.ok, action: last.action } : {},
  };
}

/** Renders one view (default: the first) to HTML and its visible text. Deterministic. */
export function renderSurface(pkg: Package, state: AppState, last: LastResult | null, viewId?: string): Surface {
  const view = (viewId === undefined ? pkg.views[0] : pkg.views.find((v) => v.id === viewId)) ?? pkg.views[0];
  if (!view) throw new Error('a package has at least one view');
  const ctx: RenderContext = { pkg, state, last, scope: textScope(state, last) };
  const html = pageTemplate()({
    app_id: pkg.app.id,
    app_title: pkg.app.title,
    view_id: view.id,
    view_title: renderText(view.title, ctx.scope),
    components: view.components.map((c) => componentModel(c, ctx)),
  });
  return {
    html,
    text: htmlToText(html),
    view: view.id,
    actions: pkg.actions.map((a) => ({
      id: a.id,
      label: a.label,
      handler: a.agent ? 'agent' : 'plan',
      inputs: a.inputs.map((i) => ({ name: i.name, label: i.label, type: i.type, required: i.required, ...(i.options ? { options: [...i.options] } : {}) })),
    })),
  };
}
