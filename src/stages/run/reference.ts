/**
 * The reference replay: the task's reference packages (the oracle) run in the same seeded world
 * as the candidate, episode by episode, with the same operator. Its net change sets are what
 * `world_matches_reference` compares against, and the records its results show are what C4
 * grounding points at. Deterministic, so it is cached on disk by the task's content, the
 * fixture hash and the seed (docs/decisions.md "Reference-state equivalence").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { hashValue } from '../../io/hash.ts';
import { writeJsonAtomic } from '../../io/ndjson.ts';
import { ReferenceEpisodeSchema, type EpisodeRecord, type PackageRecord, type ReferenceEpisode } from '../../schemas/run.ts';
import type { AssertionSpec, Task } from '../../schemas/task.ts';
import type { CallRecord, Row } from '../../schemas/world.ts';
import type { World } from '../../world/engine.ts';
import { probe } from './probes.ts';
import { fixtureHash } from '../../world/fixture.ts';
import { foldEpisodeChanges } from '../check/reference-state.ts';
import { resolveValue } from '../check/evaluate.ts';
import { newLines, primaryKey, recordShown, responseRecords } from '../check/grounding.ts';
import { normalizeText } from '../check/match.ts';
import { ARTIFACTS_DIR } from '../../infra/paths.ts';
import { fixtureByName } from './fixtures.ts';
import type { SlotPackages } from './episodes.ts';

/** Bump when what is recorded changes, so old cache entries are not read. */
const CACHE_VERSION = 2;
const MAX_ABOUT = 50;

/**
 * The operator's own source: the replay drives the reference with it, so an operator that routes
 * or fills differently must not read replays another one made.
 */
const OPERATOR_FILES = ['operator.ts', 'intent.ts', 'steps.ts', 'confirmation.ts', 'data-flow.ts'];
let operatorKey: string | undefined;
function operatorHash(): string {
  operatorKey ??= hashValue(OPERATOR_FILES.map((name) => {
    const path = fileURLToPath(new URL(`./${name}`, import.meta.url));
    return existsSync(path) ? readFileSync(path, 'utf8') : name;
  }), 16);
  return operatorKey;
}

const fixtureHashes = new Map<string, string>();
function fixtureKey(name: string): string {
  let found = fixtureHashes.get(name);
  if (found === undefined) fixtureHashes.set(name, (found = fixtureHash(fixtureByName(name))));
  return found;
}

/** Package records for a task's episodes from a reference-shaped set of packages (the task's own by default). */
export function referencePackages(task: Task, reference: Task['reference'] = task.reference): Map<string, SlotPackages> {
  const out = new Map<string, SlotPackages>();
  const base = { run: 'reference', trial: 0, task: task.id, generator: 'oracle', ok: true } as const;
  for (const [slot, ref] of Object.entries(reference)) {
    const initial: PackageRecord = { ...base, slot, revision: 0, episode: null, package: ref.package };
    const revisions = new Map<string, PackageRecord>();
    let revision = 0;
    for (const episode of task.episodes) {
      const pkg = ref.revisions[episode.id];
      if (episode.slot !== slot || pkg === undefined) continue;
      revision += 1;
      revisions.set(episode.id, { ...base, slot, revision, episode: episode.id, package: pkg });
    }
    out.set(slot, { initial, revisions });
  }
  return out;
}

/** The records the reference's result shows: records of its responses visible on its new lines. */
function aboutRecords(record: EpisodeRecord): ReferenceEpisode['about'] {
  const text = normalizeText(newLines(record));
  const about: ReferenceEpisode['about'] = [];
  const seen = new Set<string>();
  for (const call of record.calls) {
    if (!call.ok) continue;
    for (const row of responseRecords(call.response)) {
      const key = primaryKey(row) as string;
      const id = `${call.app}\u0000${key}\u0000${String(row[key])}`;
      if (seen.has(id) || !recordShown(text, row)) continue;
      seen.add(id);
      about.push({ app: call.app, record: row });
      if (about.length >= MAX_ABOUT) return about;
    }
  }
  return about;
}

/** Summarises the reference's evidence per episode (pure; exported for tests). */
export function summarizeReference(records: readonly EpisodeRecord[]): ReferenceEpisode[] {
  const captures: Record<string, unknown> = {};
  return records.map((record) => {
    Object.assign(captures, record.captures);
    return { ok: record.ok, calls: record.calls.filter((c) => c.ok).length, changes: foldEpisodeChanges(record.calls), captures: { ...captures }, about: aboutRecords(record) };
  });
}

const pending = new Map<string, Promise<ReferenceEpisode[]>>();

export interface ReplayOptions {
  cacheRoot?: string;
  /** The fixture hash when the caller has it (a run's manifest), so it is not computed again. */
  fixtureKey?: string;
  /**
   * The candidate's own records when its packages are the reference's and it ran with the
   * reference's settings (the oracle): they are the replay, so none is run.
   */
  sameAsReference?: readonly EpisodeRecord[];
}

/**
 * The reference's run of every episode of a task in the world seeded like the candidate's
 * (task seed + run seed), from the cache when it is there.
 */
export function referenceReplay(task: Task, seedOffset: number, options: ReplayOptions = {}): Promise<ReferenceEpisode[]> {
  const cacheRoot = options.cacheRoot ?? join(ARTIFACTS_DIR, 'cache', 'reference');
  const fixture = options.fixtureKey ?? fixtureKey(task.world.fixture);
  const key = hashValue({ v: CACHE_VERSION, operator: operatorHash(), world: task.world, apps: task.apps, episodes: task.episodes, reference: task.reference, fixture, seedOffset }, 24);
  const file = join(cacheRoot, `${task.id}.${key}.json`);
  const inFlight = pending.get(file);
  if (inFlight) return inFlight;
  const work = (async () => {
    if (existsSync(file)) {
      const parsed = z.array(ReferenceEpisodeSchema).safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success && parsed.data.length === task.episodes.length) return parsed.data;
    }
    // Imported here: episodes.ts imports this module for probing.
    const { runTaskEpisodes } = await import('./episodes.ts');
    const records = options.sameAsReference ?? (await runTaskEpisodes({ task, trial: 0, run: 'reference', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset }));
    const summary = summarizeReference(records);
    writeJsonAtomic(file, summary);
    return summary;
  })();
  // Only replays in flight are shared (two trials of one task); finished ones are read from disk.
  pending.set(file, work);
  const forget = () => pending.delete(file);
  work.then(forget, forget);
  return work;
}

/**
 * Reads from the world the rows that `via` row constraints point at (the song each inserted
 * playlist song names), tagged with `__table`, under the assertion's id. Bounded and bound:
 * tables are checked against the schema and ids are parameters.
 */
export function probeConstraintTargets(world: World, assertions: readonly AssertionSpec[], calls: readonly CallRecord[], captures: Readonly<Record<string, unknown>> = {}): Record<string, Row[]> {
  const out: Record<string, Row[]> = {};
  const changes = foldEpisodeChanges(calls);
  for (const assertion of assertions) {
    if (assertion.type !== 'world_matches_reference') continue;
    const rows: Row[] = [];
    for (const rule of assertion.rows) {
      const via = rule.via;
      if (!via) continue;
      const table = world.tables().find((t) => t.app === via.app && t.table === via.table);
      if (!table) continue;
      const inserted = changes.find((c) => c.app === rule.app && c.table === rule.table)?.inserted ?? [];
      const ids = [...new Set(inserted.map((r) => r[via.field]).filter((v): v is number => typeof v === 'number'))].slice(0, 200);
      if (ids.length === 0) continue;
      const found = world.sql(`SELECT * FROM "${table.sqlName}" WHERE id IN (${ids.map(() => '?').join(',')}) ORDER BY id`).all(...ids) as Row[];
      rows.push(...found.map((r) => ({ ...r, __table: `${via.app}.${via.table}` })));
    }
    // A record that must follow the user's change (`stale`): its row as the episode leaves it.
    for (const rule of assertion.in_step ?? []) {
      if (!rule.stale || rule.key?.id === undefined) continue;
      const id = resolveValue(rule.key.id, captures);
      const table = world.tables().find((t) => t.app === rule.app && t.table === rule.table);
      if (!table || (typeof id !== 'number' && typeof id !== 'string')) continue;
      if (rows.some((r) => r.__table === `${rule.app}.${rule.table}` && String(r.id) === String(id))) continue;
      const found = world.sql(`SELECT * FROM "${table.sqlName}" WHERE id = ?`).all(id) as Row[];
      rows.push(...found.map((r) => ({ ...r, __table: `${rule.app}.${rule.table}` })));
    }
    // The records the episode's own checks key (record_matches, record_identity_preserved), as the
    // episode leaves them: a field the reference sets that the app had already set in an earlier
    // step ends where the reference leaves it (s22, road-trip-mix-text s22-s10-f1).
    const keyed = probe(world, assertions.filter((a) => a.type === 'record_matches' || a.type === 'record_identity_preserved'), captures);
    for (const other of assertions) {
      if (other.type !== 'record_matches' && other.type !== 'record_identity_preserved') continue;
      for (const row of keyed[other.id] ?? []) {
        if (!rows.some((r) => r.__table === `${other.app}.${other.table}` && String(r.id) === String(row.id))) rows.push({ ...row, __table: `${other.app}.${other.table}` });
      }
    }
    out[assertion.id] = rows;
  }
  return out;
}
