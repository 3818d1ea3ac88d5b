import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import type { Action, AppState, Component, InputSpec, LastResult, Package, RowAction } from '../schemas/package.ts';
import { LimitExceeded } from './bounds.ts';
import { limits } from './limits.ts';
import { htmlToText } from './text.ts';
import { toText } from './template.ts';
import { packageLiterals, renderTraced, ShownText } from './provenance.ts';
import type { Surface, SurfaceAction } from './types.ts';

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

// A number field is a text box with a numeric keyboard: the runtime validates what was typed (the
// form has `novalidate`), so a person can type what they saw, as on the text surface.
const HTML_TYPES: Record<InputSpec['type'], string> = { text: 'text', number: 'text', date: 'date', time: 'time', select: 'select', boolean: 'checkbox', list: 'text' };

/** Characters Handlebars writes for a text: `&<>"'`=` become entities of up to six characters. */
function escapedChars(text: string): number {
  let chars = text.length;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0x26 || code === 0x3c || code === 0x3e || code === 0x22 || code === 0x27 || code === 0x60 || code === 0x3d) chars += 5;
  }
  return chars;
}

/** Markup around one piece of text (`<li>…</li>`, `<td>…</td>`, an option tag), counted generously. */
const MARKUP_CHARS = 40;

/**
 * The page's character budget: every text that goes into the view model is charged (escaped
 * size plus markup) before the page is built, so an oversized page is refused before Handlebars
 * allocates it.
 */
class PageBudget {
  private left: number = limits.pageChars;

  charge(text: string): string {
    this.left -= escapedChars(text) + MARKUP_CHARS;
    if (this.left < 0) throw new LimitExceeded(`the page would be larger than ${limits.pageChars} characters`);
    return text;
  }
}

function fieldModel(input: InputSpec, page: PageBudget) {
  const value = input.default === undefined ? '' : Array.isArray(input.default) ? input.default.join(', ') : String(input.default);
  return {
    name: page.charge(input.name),
    label: page.charge(input.label),
    type: input.type,
    html_type: HTML_TYPES[input.type],
    required: input.required,
    value: page.charge(value),
    is_select: input.type === 'select',
    is_boolean: input.type === 'boolean',
    is_number: input.type === 'number',
    checked: input.default === true,
    // A select without a default starts blank, so an untouched one submits nothing (as the text operator leaves it out).
    has_default: input.default !== undefined,
    options: (input.options ?? []).map((option) => ({ value: page.charge(option), selected: option === value })),
  };
}

interface RenderContext {
  pkg: Package;
  state: AppState;
  last: LastResult | null;
  scope: Record<string, unknown>;
  page: PageBudget;
  /** Interpolated text of this page, by source (render provenance). */
  shown: ShownText;
  /** Values the package writes into its own state (render provenance: they stay literal). */
  literals: ReadonlySet<string>;
  /** Actions a person can reach on this page: a rendered form (its fields) or button, in page order. */
  reach: Map<string, SurfaceAction>;
  /** Row actions the page's lists declare, by action id (all inputs, bound ones too). */
  rowActions: Map<string, SurfaceAction>;
}

/** An input as the surface lists it. */
const surfaceInput = (i: InputSpec) => ({ name: i.name, label: i.label, type: i.type, required: i.required, ...(i.options ? { options: [...i.options] } : {}), ...(i.default !== undefined ? { default: i.default } : {}) });

/** Records an action as reachable through a rendered form (all its fields) or button (no field). */
function reachable(ctx: RenderContext, action: Action, viaForm: boolean): void {
  const known = ctx.reach.get(action.id);
  if (known && (known.inputs.length > 0 || !viaForm)) return;
  const inputs = viaForm ? action.inputs.map(surfaceInput) : [];
  ctx.reach.set(action.id, { id: action.id, label: action.label, handler: action.agent ? 'agent' : 'plan', inputs });
}

/**
 * One row's forms for a list's row actions: each binds inputs to the item's fields (hidden
 * fields holding the stored values as text) and shows the action's other inputs; each is a
 * reachable action of its own, keyed by action, collection and row.
 */
function rowForms(rows: readonly RowAction[], item: Record<string, unknown>, at: { collection: string; index: number; text: string }, ctx: RenderContext): Record<string, unknown>[] {
  return rows.flatMap((row) => {
    const action = ctx.pkg.actions.find((a) => a.id === row.action);
    if (!action) return [];
    const bound = Object.fromEntries(Object.entries(row.bind).map(([input, field]) => [input, toText(item[field])]));
    const shown = action.inputs.filter((i) => !(i.name in bound));
    ctx.reach.set(`${action.id}\u0000${at.collection}\u0000${at.index}`, { id: action.id, label: action.label, handler: action.agent ? 'agent' : 'plan', inputs: shown.map(surfaceInput), row: { ...at, bound } });
    return [
      {
        action: action.id,
        row: at.index,
        label: ctx.page.charge(action.label),
        hidden: Object.entries(bound).map(([name, value]) => ({ name: ctx.page.charge(name), value: ctx.page.charge(value) })),
        fields: shown.map((input) => fieldModel(input, ctx.page)),
      },
    ];
  });
}

/** The last result's message or error as shown: at most `limits.textChars` characters. */
const clip = (text: string): string => (text.length > limits.textChars ? `${text.slice(0, limits.textChars)}…` : text);

function componentModel(component: Component, ctx: RenderContext): Record<string, unknown> {
  const text = (t: string, scope = ctx.scope) => ctx.page.charge(ctx.shown.traced(renderTraced(t, scope, { literals: ctx.literals })));
  const action = (id: string): Action | undefined => ctx.pkg.actions.find((a) => a.id === id);
  switch (component.type) {
    case 'heading':
    case 'text':
      return { kind: component.type, text: text(component.text) };
    case 'list': {
      const items = ctx.state.collections[component.collection] ?? [];
      const rows = component.actions ?? [];
      // What the list's rows can do, rows or none (C1 reads it as the page's capability).
      for (const found of rows.flatMap((r) => ctx.pkg.actions.filter((a) => a.id === r.action))) {
        if (!ctx.rowActions.has(found.id)) ctx.rowActions.set(found.id, { id: found.id, label: found.label, handler: found.agent ? 'agent' : 'plan', inputs: found.inputs.map(surfaceInput) });
      }
      return {
        kind: 'list',
        collection: component.collection,
        empty: text(component.empty),
        items: items.map((item, index) => {
          const line = text(component.item, { ...ctx.scope, item });
          return { text: line, actions: rows.length > 0 ? rowForms(rows, item, { collection: component.collection, index, text: line }, ctx) : [] };
        }),
      };
    }
    case 'table': {
      const items = ctx.state.collections[component.collection] ?? [];
      return {
        kind: 'table',
        collection: component.collection,
        empty: text(component.empty),
        headers: component.columns.map((c) => text(c.label)),
        rows: items.map((item) =>
          component.columns.map((c) => {
            const cell = ctx.page.charge(toText(item[c.field]));
            if (!ctx.literals.has(cell.trim())) ctx.shown.add('state', cell);
            return cell;
          }),
        ),
      };
    }
    case 'form': {
      const found = action(component.action);
      if (found) reachable(ctx, found, true);
      return { kind: 'form', action: component.action, label: ctx.page.charge(found?.label ?? component.action), fields: (found?.inputs ?? []).map((input) => fieldModel(input, ctx.page)) };
    }
    case 'button': {
      const found = action(component.action);
      if (found) reachable(ctx, found, false);
      return { kind: 'button', action: component.action, label: ctx.page.charge(found?.label ?? component.action) };
    }
    case 'result':
      return resultModel(ctx);
  }
}

function resultModel(ctx: RenderContext): Record<string, unknown> {
  const last = ctx.last;
  const label = last ? (ctx.pkg.actions.find((a) => a.id === last.action)?.label ?? last.action) : '';
  const message = ctx.page.charge(clip(last?.message ?? `${label}: done.`));
  // Only the values inside a shown message are interpolated; its own words and errors are not.
  if (last?.ok && last.message !== null) for (const value of last.message_values ?? []) ctx.shown.add('result', clip(value));
  return { kind: 'result', has_result: last !== null, ok: last?.ok ?? false, message, error: ctx.page.charge(clip(last?.error ?? '')) };
}

/** The scope package texts see: `state.*`, `inputs.*` (of the last action) and `result.*`. */
export function textScope(state: AppState, last: LastResult | null): Record<string, unknown> {
  return {
    state: { ...state.collections, ...state.values },
    inputs: last?.inputs ?? {},
    result: last ? { ...last.binds, message: last.message, error: last.error, ok: last.ok, action: last.action } : {},
  };
}

export interface RenderOptions {
  /** Throw LimitExceeded for a page over the size caps instead of showing the notice page (a submit uses this to fail the action). */
  strict?: boolean;
}

/**
 * Renders one view (default: the first) to HTML and its visible text. Deterministic. A view whose
 * texts or page pass the size caps (`limits.textChars`, `limits.pageChars`) is shown as a notice
 * with the result area, unless `strict`.
 */
export function renderSurface(pkg: Package, state: AppState, last: LastResult | null, viewId?: string, options: RenderOptions = {}): Surface {
  const view = (viewId === undefined ? pkg.views[0] : pkg.views.find((v) => v.id === viewId)) ?? pkg.views[0];
  if (!view) throw new Error('a package has at least one view');
  const scope = textScope(state, last);
  const build = (components: () => Record<string, unknown>[], title: () => string): string => {
    const html = pageTemplate()({ app_id: pkg.app.id, app_title: pkg.app.title, view_id: view.id, view_title: title(), components: components() });
    if (html.length > limits.pageChars) throw new LimitExceeded(`the page would be larger than ${limits.pageChars} characters`);
    return html;
  };
  const literals = packageLiterals(pkg);
  const context = (): RenderContext => ({ pkg, state, last, scope, page: new PageBudget(), shown: new ShownText(), reach: new Map(), rowActions: new Map(), literals });
  let html: string;
  let ctx = context();
  try {
    html = build(
      () => view.components.map((c) => componentModel(c, ctx)),
      () => ctx.page.charge(ctx.shown.traced(renderTraced(view.title, ctx.scope, { literals: ctx.literals }))),
    );
  } catch (error) {
    if (options.strict || !(error instanceof LimitExceeded)) throw error;
    // The notice page offers no form or button: nothing is reachable on it.
    ctx = context();
    const notice = { kind: 'text', text: `This view is too large to show (${error.message}).` };
    html = build(() => [notice, resultModel(ctx)], () => '');
  }
  const rowActions = [...ctx.rowActions.values()];
  return { html, text: htmlToText(html), view: view.id, actions: [...ctx.reach.values()], ...(rowActions.length > 0 ? { rowActions } : {}), shown: ctx.shown.shown };
}
