import { z } from 'zod';
import type { ApiDoc, ParamDoc } from '../schemas/world.ts';
import type { ApiDef, AppModule } from './types.ts';
import { renderReturns } from './returns.ts';
import { worldModules, documentedApps } from './apps/index.ts';

interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

function typeName(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeName).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  if (type === 'array') return `array<${schema.items ? typeName(schema.items) : 'any'}>`;
  return type;
}

function constraintsOf(schema: JsonSchema): string[] {
  const out: string[] = [];
  if (schema.minimum !== undefined) out.push(`>= ${schema.minimum}`);
  if (schema.exclusiveMinimum !== undefined) out.push(`> ${schema.exclusiveMinimum}`);
  if (schema.maximum !== undefined) out.push(`<= ${schema.maximum}`);
  if (schema.minLength !== undefined) out.push(`length >= ${schema.minLength}`);
  if (schema.maxLength !== undefined) out.push(`length <= ${schema.maxLength}`);
  if (schema.minItems !== undefined) out.push(`items >= ${schema.minItems}`);
  if (schema.maxItems !== undefined) out.push(`items <= ${schema.maxItems}`);
  if (schema.pattern !== undefined) out.push(`matches ${schema.pattern}`);
  return out;
}

/** Parameter docs straight from the API's zod schema, so docs and validation cannot drift. */
export function paramDocs(def: ApiDef): ParamDoc[] {
  const json = z.toJSONSchema(def.params, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, schema]) => {
    const doc: ParamDoc = {
      name,
      type: typeName(schema),
      required: required.has(name) && schema.default === undefined,
      description: schema.description ?? '',
    };
    if (schema.default !== undefined) doc.default = schema.default;
    const constraints = constraintsOf(schema);
    if (constraints.length > 0) doc.constraints = constraints;
    return doc;
  });
}

/** A parameter that picks among listed values (its doc type is a union of quoted literals). */
export function isChoice(param: ParamDoc): boolean {
  return param.type.startsWith('"');
}

/** Docs per API definition: definitions are code, so their docs are computed once per process. */
const docsByDef = new WeakMap<ApiDef, Map<string, ApiDoc>>();

export function apiDoc(app: string, def: ApiDef): ApiDoc {
  let byApp = docsByDef.get(def);
  if (!byApp) docsByDef.set(def, (byApp = new Map()));
  let doc = byApp.get(app);
  if (!doc) byApp.set(app, (doc = Object.freeze(makeApiDoc(app, def))));
  return doc;
}

function makeApiDoc(app: string, def: ApiDef): ApiDoc {
  return {
    app,
    api: def.name,
    method: def.method,
    description: def.description,
    requires_login: def.auth,
    parameters: paramDocs(def),
    returns: renderReturns(def.returns),
    changes: def.changes,
    errors: def.errors ?? [],
  };
}

function findModule(app: string): AppModule | undefined {
  return worldModules.find((m) => m.name === app);
}

/** Docs for the given apps (default: the account store and the nine service apps), sorted. */
export function worldDocs(apps: readonly string[] = documentedApps): ApiDoc[] {
  const docs: ApiDoc[] = [];
  for (const app of apps) {
    const module = findModule(app);
    if (!module) continue;
    for (const def of module.apis) docs.push(apiDoc(app, def));
  }
  return docs;
}

/** Looks up one API definition (used by admission). */
export function findApi(app: string, name: string): ApiDef | undefined {
  return findModule(app)?.apis.find((d) => d.name === name);
}

export function isDocumentedApp(app: string): boolean {
  return documentedApps.includes(app);
}
