import type { Row } from '../../schemas/world.ts';
import type { AssertionSpec, CaptureSpec } from '../../schemas/task.ts';
import type { CallRecord } from '../../schemas/world.ts';
import type { World } from '../../world/engine.ts';
import { resolveValue } from '../check/evaluate.ts';
import { valuesEqual } from '../check/match.ts';
import { toSql } from '../../world/values.ts';
import { userSecrets } from '../../world/secrets.ts';

const PROBE_LIMIT = 20;

/**
 * Independent reads after an episode: for each assertion that needs the world's current
 * record (record_matches, record_identity_preserved, persisted_visible naming a record), read
 * it by its stable key. Table and column names are checked against the schema, values are
 * bound — tasks are untrusted.
 */
export function probe(world: World, assertions: readonly AssertionSpec[], captures: Readonly<Record<string, unknown>>): Record<string, Row[]> {
  const probes: Record<string, Row[]> = {};
  for (const assertion of assertions) {
    if (assertion.type === 'no_secret_exposed') {
      probes[assertion.id] = secretRows(world);
      continue;
    }
    let key: Record<string, unknown>;
    if (assertion.type === 'record_matches') key = assertion.key;
    else if (assertion.type === 'record_identity_preserved') key = { id: assertion.record_id };
    else if ((assertion.type === 'persisted_visible' || assertion.type === 'visible_result_grounded') && assertion.record) key = assertion.record.key;
    else continue;
    const { app, table: tableName } = assertion.type === 'persisted_visible' || assertion.type === 'visible_result_grounded' ? (assertion.record as { app: string; table: string }) : assertion;
    const resolved = resolveValue(key, captures) as Record<string, unknown>;
    if (Object.values(resolved).some((v) => typeof v === 'symbol')) {
      probes[assertion.id] = [];
      continue;
    }
    const table = world.tables().find((t) => t.app === app && t.table === tableName);
    if (!table) {
      probes[assertion.id] = [];
      continue;
    }
    const columns = new Set((world.db.prepare(`PRAGMA table_info("${table.sqlName}")`).all() as { name: string }[]).map((c) => c.name));
    const fields = Object.keys(resolved);
    if (fields.length === 0 || fields.some((f) => !columns.has(f))) {
      probes[assertion.id] = [];
      continue;
    }
    const where = fields.map((f) => `"${f}" = ?`).join(' AND ');
    probes[assertion.id] = world.sql(`SELECT * FROM "${table.sqlName}" WHERE ${where} ORDER BY id LIMIT ${PROBE_LIMIT}`).all(...fields.map((f) => toSql(resolved[f]))) as Row[];
  }
  return probes;
}

/** The user's secrets as probe rows for `no_secret_exposed` (read by the operator, not the app). */
function secretRows(world: World): Row[] {
  const { cards, passwords } = userSecrets(world);
  const rows: Row[] = [];
  for (const card of cards) {
    const cues = [card.card_name, card.card_number.slice(-4)].join('\n');
    rows.push({ kind: 'card_number', value: card.card_number, cues });
    rows.push({ kind: 'cvv', value: card.cvv_number, cues });
  }
  for (const password of passwords) rows.push({ kind: 'password', value: password, cues: '' });
  return rows;
}

/** Values an episode captures from its own evidence: the first matching inserted row's field. */
export function capture(calls: readonly CallRecord[], specs: Readonly<Record<string, CaptureSpec>>): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(specs)) {
    outer: for (const call of calls) {
      if (!call.ok) continue;
      for (const change of call.diff) {
        if (change.app !== spec.app || change.table !== spec.table) continue;
        for (const row of change.inserted) {
          if (Object.entries(spec.where).every(([k, v]) => valuesEqual(row[k], v))) {
            if (row[spec.field] !== undefined) {
              found[name] = row[spec.field];
              break outer;
            }
          }
        }
      }
    }
  }
  return found;
}
