import { z } from 'zod';
import { toSql } from '../values.ts';
import type { ApiContext, ApiDef } from '../types.ts';

/** AppWorld's list conventions: page_index from 0, page_limit default 5, at most 20. */
export const pageParams = {
  page_index: z.number().int().min(0).default(0).describe('Page to return, from 0.'),
  page_limit: z.number().int().min(1).max(20).default(5).describe('Items per page (at most 20).'),
};

export function paginate<T>(rows: readonly T[], args: { page_index: number; page_limit: number }): T[] {
  const start = args.page_index * args.page_limit;
  return rows.slice(start, start + args.page_limit);
}

/** A `+field` / `-field` sort parameter over a whitelist of fields. */
export function sortParam<const F extends readonly [string, ...string[]]>(fields: F, fallback?: `${'+' | '-'}${F[number]}`) {
  const values = fields.flatMap((f) => [`+${f}`, `-${f}`]) as [string, ...string[]];
  const schema = z.enum(values).describe(`Sort by a field, ascending (+) or descending (-): ${fields.join(', ')}.`);
  return fallback === undefined ? schema.optional() : schema.default(fallback);
}

/** Sorts rows by a `+field`/`-field` spec; ties keep id order so output is stable. */
export function sortRows<T extends object>(rows: T[], spec: string | undefined): T[] {
  if (!spec) return rows;
  const direction = spec.startsWith('-') ? -1 : 1;
  const field = spec.slice(1);
  const value = (row: T, key: string): unknown => (row as Record<string, unknown>)[key];
  return [...rows].sort((a, b) => {
    const x = value(a, field) as number | string | null;
    const y = value(b, field) as number | string | null;
    if (x === y) return Number(value(a, 'id') ?? 0) - Number(value(b, 'id') ?? 0);
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return (x < y ? -1 : 1) * direction;
  });
}

export const toBool = (value: unknown): boolean => value === 1 || value === true;

/** Parses a JSON text column (arrays, tags); null/empty → fallback. */
export function fromJson<T>(value: unknown, fallback: T): T {
  if (typeof value !== 'string' || value === '') return fallback;
  try {
    return JSON.parse(value) as T;
  } catch {
    return fallback;
  }
}

/** A person as apps show them: `{name, email}`. */
export function personRef(ctx: ApiContext, id: number | null | undefined): { name: string; email: string } | null {
  if (id === null || id === undefined) return null;
  const person = ctx.personById(id);
  return person ? { name: `${person.first_name} ${person.last_name}`, email: person.email } : null;
}

/** Case-insensitive substring match used by `query` parameters. */
export function matchesQuery(query: string | undefined, ...texts: (string | null | undefined)[]): boolean {
  if (!query) return true;
  const needle = query.toLowerCase();
  return texts.some((t) => (t ?? '').toLowerCase().includes(needle));
}

/** Builds an UPDATE for the given non-undefined fields; returns the number of fields set. */
export function updateFields(ctx: ApiContext, table: string, id: number, fields: Record<string, unknown>): number {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return 0;
  const sets = entries.map(([k]) => `"${k}" = ?`).join(', ');
  const values = entries.map(([, v]) => (typeof v === 'boolean' ? (v ? 1 : 0) : v !== null && typeof v === 'object' ? JSON.stringify(v) : v));
  ctx.sql(`UPDATE "${table}" SET ${sets} WHERE id = ?`).run(...values, id);
  return entries.length;
}

/** Inserts a row with a fresh seeded id; returns the id. */
export function insertRow(ctx: ApiContext, table: string, row: Record<string, unknown>): number {
  const id = ctx.newId(table);
  const full: Record<string, unknown> = { id, ...row };
  const keys = Object.keys(full);
  ctx.sql(`INSERT INTO "${table}" (${keys.map((k) => `"${k}"`).join(', ')}) VALUES (${keys.map(() => '?').join(', ')})`).run(...keys.map((k) => toSql(full[k])));
  return id;
}

/**
 * An app's APIs in the order its docs list them. That order is part of the world as published
 * (generators receive the docs, the fixture hash covers them), so each app writes it out once
 * in its index.ts instead of letting it follow how the code is split into files. An API the
 * list misses, a name no file defines, or a name listed twice fails when the app loads.
 */
export function inDocsOrder(app: string, order: readonly string[], ...entities: (readonly ApiDef[])[]): ApiDef[] {
  const byName = new Map<string, ApiDef>();
  for (const def of entities.flat()) {
    if (byName.has(def.name)) throw new Error(`${app}: two APIs are named ${def.name}`);
    byName.set(def.name, def);
  }
  const listed = new Set(order);
  if (listed.size !== order.length) throw new Error(`${app}: the docs order lists an API twice`);
  const unknown = order.filter((name) => !byName.has(name));
  const unlisted = [...byName.keys()].filter((name) => !listed.has(name));
  if (unknown.length > 0 || unlisted.length > 0) throw new Error(`${app}: docs order and APIs differ (not defined: ${unknown.join(', ') || '-'}; not in the order: ${unlisted.join(', ') || '-'})`);
  return order.map((name) => byName.get(name) as ApiDef);
}
