import { afterEach, beforeEach, expect } from 'vitest';
import type { CallRecord } from '../../schemas/world.ts';
import type { World } from '../engine.ts';
import { freshWorld } from '../fixture.ts';

/** Every table a call changed must be declared in its API's `changes` (the docs promise it). */
export function expectDeclaredChanges(world: World, records: readonly CallRecord[]): void {
  for (const record of records) {
    const declared = world.module(record.app)?.apis.find((d) => d.name === record.api)?.changes ?? [];
    for (const change of record.diff) expect(declared, `${record.app}.${record.api}`).toContain(`${change.app}.${change.table}`);
  }
}

/** The call was refused with this status and code, and changed nothing. */
export function expectRefused(record: CallRecord, status: number, code: string): void {
  const api = record.api;
  expect({ api, ok: record.ok, status: record.status, code: record.error?.code, diff: record.diff }).toEqual({ api, ok: false, status, code, diff: [] });
}

/**
 * A fresh world per test, restored from the base fixture under `seed`; after each test every
 * call it made is checked against its API's declared changes. Read `.current` inside tests.
 */
export function useWorld(seed: number): { readonly current: World } {
  const holder = { current: undefined as unknown as World };
  let records: CallRecord[] = [];
  beforeEach(() => {
    holder.current = freshWorld({ seed });
    records = [];
    holder.current.onCall((record) => records.push(record));
  });
  afterEach(() => {
    expectDeclaredChanges(holder.current, records);
    holder.current.close();
  });
  return holder;
}
