import type Database from 'better-sqlite3';
import type { z } from 'zod';
import type { Rng } from './ids.ts';
import type { Shape } from './returns.ts';

/** A person of the world (the hidden "admin" ground truth every app shares). */
export interface Person {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

/** Thrown inside handlers to end a call with a structured error; the call's writes roll back. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** What a handler may use. Everything runs inside the call's transaction. */
export interface ApiContext {
  readonly db: Database.Database;
  /** Cached prepared statement. */
  sql(text: string): Database.Statement;
  /** The frozen world time, `YYYY-MM-DDTHH:MM:SS`. */
  now(): string;
  /** A seeded id for a new row of `app_table`; unique within the table. */
  newId(table: string): number;
  /** A seeded code (digits and upper-case letters). */
  code(length: number): string;
  /** The logged-in person (throws 401 for public APIs that call it). */
  readonly user: Person;
  /** Fails the call: status, stable code, message. */
  fail(status: number, code: string, message: string): never;
  /** Runs another app's API as the same user inside this call (cross-app side effect). */
  invoke(app: string, api: string, args: Record<string, unknown>): unknown;
  /** Looks up a person by email (or undefined). */
  personByEmail(email: string): Person | undefined;
  personById(id: number): Person | undefined;
  personByPhone(phone: string): Person | undefined;
  /** Auth plumbing for the generated login/logout APIs. */
  issueToken(personId: number): { access_token: string; token_type: 'Bearer' };
  revokeToken(): void;
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface ApiDef<S extends z.ZodObject = z.ZodObject> {
  name: string;
  method: HttpMethod;
  description: string;
  /** false for public reads (show_song, show_product); login-only APIs are true. */
  auth: boolean;
  params: S;
  /** The response's shape, rendered for the docs (see returns.ts). */
  returns: Shape;
  /** Tables this API may change, as `app.table` (cross-app effects included). */
  changes: string[];
  /** Documented precondition errors, as `code: when`. */
  errors?: string[];
  handler: (ctx: ApiContext, args: z.infer<S>) => unknown;
}

export interface SeedContext {
  readonly db: Database.Database;
  readonly rng: Rng;
  readonly now: string;
  readonly user: Person;
  readonly people: readonly Person[];
  newId(table: string): number;
  code(length: number): string;
  insert(table: string, row: Record<string, unknown>): number;
}

export interface AppModule {
  name: string;
  description: string;
  /** Table name (without the app prefix) → column definitions. Every table has `id INTEGER PRIMARY KEY`. */
  tables: Record<string, string>;
  apis: ApiDef[];
  /** Fills the app's tables in the base fixture. */
  seed?: (ctx: SeedContext) => void;
}

/** Identity helper that keeps the params schema's type flowing into the handler. */
export function api<S extends z.ZodObject>(def: ApiDef<S>): ApiDef {
  return def as unknown as ApiDef;
}
