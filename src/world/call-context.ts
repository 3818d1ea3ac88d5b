/**
 * What a handler sees of the world during one call (`CallContext`), and the record of a call
 * that failed before or inside its handler.
 */
import type Database from 'better-sqlite3';
import type { CallRecord } from '../schemas/world.ts';
import type { World } from './engine.ts';
import { ApiFailure, type ApiContext, type Person } from './types.ts';

export function failedRecord(seq: number, app: string, api: string, args: Record<string, unknown>, error: ApiFailure): CallRecord {
  return { seq, app, api, args, ok: false, status: error.status, response: null, error: { status: error.status, code: error.code, message: error.message }, diff: [] };
}

/**
 * The context a handler gets. A class with prototype methods rather than an object literal of
 * arrow functions: the literal cost a dozen closures per call, each also wrapped by tsx's
 * `__name` helper (~8% of a write call's time). Handlers only call these as methods.
 */
export class CallContext implements ApiContext {
  constructor(
    private readonly world: World,
    private readonly app: string,
    private readonly person: Person | undefined,
    private readonly token: string | undefined,
  ) {}

  get db(): Database.Database {
    return this.world.db;
  }

  sql(text: string): Database.Statement {
    return this.world.sql(text);
  }

  now(): string {
    return this.world.now();
  }

  newId(table: string): number {
    return this.world.newIdFor(this.app, table);
  }

  code(length: number): string {
    return this.world.code(length);
  }

  get user(): Person {
    if (!this.person) throw new ApiFailure(401, 'unauthorized', `This ${this.app} API needs an access token; log in first.`);
    return this.person;
  }

  fail(status: number, code: string, message: string): never {
    throw new ApiFailure(status, code, message);
  }

  invoke(otherApp: string, apiName: string, args: Record<string, unknown>): unknown {
    return this.world.invokeFrom(this.person, otherApp, apiName, args);
  }

  personByEmail(email: string): Person | undefined {
    return this.world.personByEmail(email);
  }

  personById(id: number): Person | undefined {
    return this.world.personById(id);
  }

  personByPhone(phone: string): Person | undefined {
    return this.world.personByPhone(phone);
  }

  issueToken(personId: number): { access_token: string; token_type: 'Bearer' } {
    return this.world.issueToken(this.app, personId);
  }

  revokeToken(): void {
    if (this.token) this.world.revokeToken(this.token);
  }
}
