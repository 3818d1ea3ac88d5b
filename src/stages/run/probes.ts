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
    // s25 per-record: the records a rename's check lets keep the old name, and the renamed one.
    if (assertion.type === 'persisted_visible' && assertion.kept_by) keptBy(world, assertion, captures, probes);
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

/**
 * `kept_by` (s25 per-record): under `<id>#kept` the rows of `others` (each tagged with its `_app`)
 * whose field holds the value or a form of it (`or`), under `<id>#own` the renamed record's row.
 */
function keptBy(world: World, assertion: Extract<AssertionSpec, { type: 'persisted_visible' }>, captures: Readonly<Record<string, unknown>>, probes: Record<string, Row[]>): void {
  const spec = assertion.kept_by!;
  const forms = [assertion.value, ...(assertion.or ?? [])].map((v) => resolveValue(v, captures)).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String).filter((v) => v.trim() !== '');
  const tables = world.tables();
  const columnsOf = (sqlName: string) => new Set((world.db.prepare(`PRAGMA table_info("${sqlName}")`).all() as { name: string }[]).map((c) => c.name));
  const kept: Row[] = [];
  // s26 attach (s25-d1-f2): a kept row's parent record (an attachment's email), by its foreign key;
  // its asked fields go with the row as `_parent` (the email's subject).
  const parentReader = (parent: { app: string; table: string; by: string; fields: readonly string[] } | undefined) => {
    const table = parent && tables.find((t) => t.app === parent.app && t.table === parent.table);
    if (!parent || !table) return (): Row => ({});
    const columns = columnsOf(table.sqlName);
    const fields = parent.fields.filter((f) => columns.has(f));
    if (!columns.has('id') || fields.length === 0) return (): Row => ({});
    const read = world.sql(`SELECT ${fields.map((f) => `"${f}"`).join(', ')} FROM "${table.sqlName}" WHERE id = ?`);
    return (row: Row): Row => {
      const key = row[parent.by];
      if (typeof key !== 'number' && typeof key !== 'string') return {};
      const found = read.get(key) as Row | undefined;
      return found ? { _parent: found } : {};
    };
  };
  for (const other of spec.others) {
    for (const table of tables.filter((t) => t.app === other.app && (other.table === '*' || t.table === other.table))) {
      if (spec.own && table.app === spec.own.app && table.table === spec.own.table) continue;
      if (!columnsOf(table.sqlName).has(other.field) || forms.length === 0) continue;
      const where = forms.map(() => `instr(lower(CAST("${other.field}" AS TEXT)), lower(?)) > 0`).join(' OR ');
      const rows = world.sql(`SELECT * FROM "${table.sqlName}" WHERE ${where} ORDER BY id LIMIT ${PROBE_LIMIT}`).all(...forms) as Row[];
      const parentOf = parentReader(other.parent && { app: table.app, ...other.parent });
      kept.push(...rows.filter((row) => !kept.some((k) => k._app === table.app && k._table === table.table && k.id === row.id)).map((row) => ({ ...row, _app: table.app, _table: table.table, ...parentOf(row) })));
    }
  }
  probes[`${assertion.id}#kept`] = kept;
  const own = spec.own;
  if (!own) return;
  const key = resolveValue(own.key, captures) as Record<string, unknown>;
  const table = tables.find((t) => t.app === own.app && t.table === own.table);
  const fields = Object.keys(key);
  if (!table || fields.length === 0 || Object.values(key).some((v) => typeof v === 'symbol') || fields.some((f) => !columnsOf(table.sqlName).has(f))) {
    probes[`${assertion.id}#own`] = [];
    return;
  }
  const rows = world.sql(`SELECT * FROM "${table.sqlName}" WHERE ${fields.map((f) => `"${f}" = ?`).join(' AND ')} ORDER BY id LIMIT ${PROBE_LIMIT}`).all(...fields.map((f) => toSql(key[f]))) as Row[];
  probes[`${assertion.id}#own`] = rows.map((row) => ({ ...row, _app: table.app, _table: table.table }));
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
