import type { EpisodeRecord } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import type { TwinPlan } from '../../schemas/twin.ts';
import { checkTaskEvaluation } from '../../stages/check/index.ts';
import { isClockField } from '../../stages/check/reference-state.ts';
import type { Diff } from '../../schemas/world.ts';
import { canonicalJson } from '../../io/hash.ts';
import { fixtureIndex, type FixtureIndex } from './fixture-index.ts';
import { runTaskEpisodes } from '../../stages/run/episodes.ts';
import { referencePackages, summarizeReference } from '../../stages/run/reference.ts';
import { normalizeText } from '../../stages/check/match.ts';
import { twinOf, type TwinOutcome } from './twin-of.ts';

/**
 * Whether a task's twin can stand: the reference, replayed in the twin's world with the twin's
 * values, passes every twin assertion (the twin asks nothing the task did not), and every
 * service episode whose typed values changed leaves the world somewhere else than in the base
 * (the swapped values matter). `liveui tasks validate` refuses a task whose twin fails this.
 */

export interface TwinVerdict {
  task: string;
  /** False when the task has no twin (`reason`) or its twin does not stand (`problems`). */
  ok: boolean;
  reason: string | null;
  problems: string[];
  plan: TwinPlan;
}

/** Every string and number inside a JSON value (keys left out). */
function leaves(value: unknown, out: unknown[] = []): unknown[] {
  if (Array.isArray(value)) for (const item of value) leaves(item, out);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) leaves(item, out);
  else out.push(value);
  return out;
}

/**
 * A net change set without what differs between any two worlds: row ids, clock fields, and
 * references to rows made during the run (their ids come from the world's seed). References to
 * the fixture's rows stay: a twin that picks another record changes them.
 */
function endState(changes: Diff, fixture: FixtureIndex): string {
  const strip = (row: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(row).filter(([field, value]) => field !== 'id' && !isClockField(field) && !(field.endsWith('_id') && typeof value === 'number' && !fixture.byId.has(value))));
  const sorted = (rows: Record<string, unknown>[]) => rows.map((row) => canonicalJson(strip(row))).sort();
  return canonicalJson(changes.map((c) => ({ app: c.app, table: c.table, inserted: sorted(c.inserted), deleted: sorted(c.deleted), updated: sorted(c.updated.map((u) => ({ before: u.before, after: u.after }))) })));
}

/** The oracle's records of a task, with the replay summary the check stage reads attached. */
async function referenceRun(task: Task): Promise<EpisodeRecord[]> {
  const records = await runTaskEpisodes({ task, trial: 0, run: 'twin-check', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  summarizeReference(records).forEach((summary, index) => {
    const record = records[index];
    if (record) record.reference = summary;
  });
  return records;
}

/** The base's replay is the same for every twin of a task: kept per parsed task. */
const baseRuns = new WeakMap<Task, Promise<EpisodeRecord[]>>();

/** Replays the reference in the base and the twin and judges the twin (see above). */
export async function verifyTwin(task: Task, twin: TwinOutcome = twinOf(task)): Promise<TwinVerdict> {
  if (!twin.ok) return { task: task.id, ok: false, reason: twin.reason, problems: [], plan: twin.plan };
  const problems: string[] = [];
  const fixture = fixtureIndex(task.world.fixture);
  let baseRun = baseRuns.get(task);
  if (!baseRun) baseRuns.set(task, (baseRun = referenceRun(task)));
  let base: EpisodeRecord[];
  let other: EpisodeRecord[];
  try {
    [base, other] = await Promise.all([baseRun, referenceRun(twin.task)]);
  } catch (error) {
    // A look-alike the world refuses (a unique name, a missing table): the twin cannot be built.
    return { task: task.id, ok: false, reason: null, problems: [`the twin's world cannot be built: ${(error as Error).message}`], plan: twin.plan };
  }
  const rows = checkTaskEvaluation(twin.task, 0, 'twin-check', new Map(other.map((record) => [record.episode, record])));
  for (const row of rows) {
    if (row.passed) continue;
    problems.push(`the reference fails ${row.assertion} in the twin: ${row.error ?? JSON.stringify(row.observed).slice(0, 300)}`);
  }
  task.episodes.forEach((episode, index) => {
    const mine = twin.task.episodes[index];
    const [b, t] = [base[index]?.reference, other[index]?.reference];
    if (!mine || !b || !t || b.changes.length === 0) return;
    // Typed values the base's end state holds (a new title, an amount), not a message or a
    // look-up: those find the same record the twin's world holds.
    const written = new Set(leaves(b.changes).map((leaf) => normalizeText(String(leaf))));
    const changed = Object.entries(episode.values).some(([key, value]) => typeof value !== 'boolean' && mine.values[key] !== value && written.has(normalizeText(String(value))));
    if (!changed) return;
    if (endState(t.changes, fixture) === endState(b.changes, fixture)) problems.push(`episode ${episode.id}: its typed values changed, but the reference leaves the world exactly as in the base`);
  });
  return { task: task.id, ok: problems.length === 0, reason: null, problems, plan: twin.plan };
}
