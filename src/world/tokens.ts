/**
 * A world's access tokens: issued by each app's `login`, checked on every authenticated call.
 * The `_auth_tokens` table is the truth; this keeps read-through copies of its rows and of the
 * people behind them, which saves a query or two per call.
 */
import type Database from 'better-sqlite3';
import type { Diff } from '../schemas/world.ts';
import { makeRng } from './ids.ts';
import { ApiFailure, type Person } from './types.ts';

type TokenRow = { app: string; person_id: number; expires_at: string };

export class TokenBook {
  /** Copies of `_auth_tokens` rows (null = no such token); only issue and revoke write the table, and they keep this in step. */
  private rows = new Map<string, TokenRow | null>();
  private people = new Map<number, Person>();

  constructor(private readonly world: { sql(text: string): Database.Statement; personById(id: number): Person | undefined }) {}

  /** The person a token of `app` stands for at `now`, or why it stands for no one. */
  check(app: string, now: string, token: string | undefined): Person | ApiFailure {
    if (!token) return new ApiFailure(401, 'unauthorized', `This ${app} API needs an access token; log in first.`);
    let row = this.rows.get(token);
    if (row === undefined) {
      row = (this.world.sql('SELECT app, person_id, expires_at FROM _auth_tokens WHERE token = ?').get(token) as TokenRow | undefined) ?? null;
      this.rows.set(token, row);
    }
    if (!row || row.app !== app) return new ApiFailure(401, 'invalid_token', `The access token is not valid for ${app}.`);
    if (row.expires_at <= now) return new ApiFailure(401, 'token_expired', 'The access token has expired; log in again.');
    const person = this.person(row.person_id);
    if (!person) return new ApiFailure(401, 'invalid_token', 'The access token belongs to no account.');
    return person;
  }

  /**
   * The person behind a token, remembered per world. No API writes `admin_people` (only
   * fixtures insert people); should one ever, `noticePeopleChanges` forgets these copies.
   */
  private person(id: number): Person | undefined {
    let person = this.people.get(id);
    if (!person) {
      person = this.world.personById(id);
      if (person) this.people.set(id, person);
    }
    return person;
  }

  noticePeopleChanges(diff: Diff): void {
    if (this.people.size > 0 && diff.some((c) => c.app === 'admin' && c.table === 'people')) this.people.clear();
  }

  /** Stores a new token; it expires 10 to 30 minutes (seeded) after `now`. */
  issue(token: string, app: string, personId: number, seed: number, now: string): void {
    const minutes = makeRng(`${seed}:${token}`).int(10, 30);
    const expires = new Date(Date.parse(`${now}Z`) + minutes * 60_000).toISOString().slice(0, 19);
    this.world.sql('INSERT INTO _auth_tokens(token, app, person_id, expires_at) VALUES (?, ?, ?, ?)').run(token, app, personId, expires);
    this.rows.set(token, { app, person_id: personId, expires_at: expires });
  }

  revoke(token: string): void {
    this.world.sql('DELETE FROM _auth_tokens WHERE token = ?').run(token);
    this.rows.set(token, null);
  }

  /** Forgets the row copies (a rolled-back block may have issued a token that is gone again). */
  forgetRows(): void {
    this.rows.clear();
  }
}
