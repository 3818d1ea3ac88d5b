import type { ApiDoc, ParamDoc } from '../schemas/world.ts';
import type { ChatTool } from './client.ts';

type Schema = Record<string, unknown>;

/** Splits "a | array<b | c> | d" on top-level bars (outside <…> and quotes). */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inString = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '<') depth += 1;
    else if (ch === '>') depth -= 1;
    else if (ch === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean', 'null', 'object']);

/** The doc's type text ("integer | null", "array<string>", "\"high\" | \"low\"") as JSON Schema. */
export function typeSchema(type: string): Schema {
  const options = splitTop(type);
  const literals: unknown[] = [];
  const schemas: Schema[] = [];
  for (const option of options) {
    if (option.startsWith('"')) {
      try {
        literals.push(JSON.parse(option));
        continue;
      } catch {
        return {};
      }
    }
    const array = /^array<(.*)>$/.exec(option);
    if (array) schemas.push({ type: 'array', items: typeSchema(array[1] ?? '') });
    else if (PRIMITIVES.has(option)) schemas.push({ type: option });
    else return {}; // 'any' or something unknown: accept anything
  }
  if (literals.length > 0) {
    const nullable = schemas.some((s) => s.type === 'null');
    const rest = schemas.filter((s) => s.type !== 'null');
    if (rest.length === 0) return { enum: nullable ? [...literals, null] : literals };
    schemas.unshift({ enum: literals });
  }
  if (schemas.length === 1) return schemas[0]!;
  if (schemas.every((s) => typeof s.type === 'string' && Object.keys(s).length === 1)) return { type: schemas.map((s) => s.type) };
  return { anyOf: schemas };
}

/** Constraints worth telling a model (the safe-integer bounds every integer carries are noise). */
export function usefulConstraints(param: ParamDoc): string[] {
  return (param.constraints ?? []).filter((c) => !c.includes('9007199254740991'));
}

function paramSchema(param: ParamDoc): Schema {
  const schema: Schema = { ...typeSchema(param.type) };
  const notes = [param.description, ...usefulConstraints(param)].filter((t) => t !== '');
  if (notes.length > 0) schema.description = notes.join('; ');
  if (param.default !== undefined) schema.default = param.default;
  return schema;
}

/** Function names must match ^[a-zA-Z0-9_-]{1,64}$; app and API are joined by "__". */
export function toolName(doc: Pick<ApiDoc, 'app' | 'api'>): string {
  return `${doc.app}__${doc.api}`.slice(0, 64);
}

/** Function-calling tools for the allowed APIs, and the way back from a tool name to app + API. */
export function toolsFromDocs(docs: readonly ApiDoc[]): { tools: ChatTool[]; byName: Map<string, { app: string; api: string }> } {
  const byName = new Map<string, { app: string; api: string }>();
  const tools: ChatTool[] = [];
  for (const doc of docs) {
    const name = toolName(doc);
    if (byName.has(name)) continue;
    byName.set(name, { app: doc.app, api: doc.api });
    const properties: Record<string, Schema> = {};
    for (const param of doc.parameters) properties[param.name] = paramSchema(param);
    const required = doc.parameters.filter((p) => p.required).map((p) => p.name);
    const description = [doc.description, `Returns ${doc.returns}.`, doc.changes.length > 0 ? `Changes: ${doc.changes.join('; ')}.` : ''].filter(Boolean).join(' ');
    tools.push({
      type: 'function',
      function: { name, description, parameters: { type: 'object', properties, required, additionalProperties: false } },
    });
  }
  return { tools, byName };
}
