import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { InputError, InternalError, StageError } from '../../errors.ts';
import { NdjsonParser } from '../../io/ndjson-stream.ts';
import { requireArtifact } from '../../io/ndjson.ts';
import { PackageRecordSchema, type PackageRecord } from '../../schemas/run.ts';
import type { Task } from '../../schemas/task.ts';
import type { SlotPackages } from './episodes.ts';

/**
 * The packages of each unit (task × trial) of `run`, read lazily. `generate` (and `merge`) write
 * packages.ndjson grouped by unit in the run's unit order, and `run` starts its units in that
 * order, so one forward read hands each unit its group when it starts: only the groups of the
 * units in flight are held. A file in another order (hand-made, concatenated) is grouped in
 * memory, as before. Either way the whole file is validated first, so a bad line stops the run
 * with `path:line` before any unit runs.
 */

const keyOf = (record: { task: string; trial: number }) => `${record.task}\u0000${record.trial}`;

/** What of a task says which package records `generate` writes for it. */
type PackageTask = Pick<Task, 'id' | 'apps' | 'episodes'>;

/**
 * The episodes that revise app `slot`'s package, in order: `generate` writes one record for each
 * (after the initial one), and `run` expects exactly those.
 */
export function revisionEpisodes(task: Pick<Task, 'episodes'>, slot: string): Task['episodes'] {
  return task.episodes.filter((episode) => episode.slot === slot && episode.requirement !== undefined);
}

/** Adds one record to its unit's slots (a later record for the same slot and revision wins). */
function addPackage(slots: Map<string, SlotPackages>, record: PackageRecord): void {
  let slot = slots.get(record.slot);
  if (!slot) slots.set(record.slot, (slot = { initial: undefined, revisions: new Map() }));
  if (record.revision === 0) slot.initial = record;
  else if (record.episode) slot.revisions.set(record.episode, record);
}

export interface PackageGroups extends AsyncDisposable {
  /** The packages of unit `key`; call in unit order (the order of `units` given to `openPackageGroups`). */
  take(key: string): Promise<Map<string, SlotPackages>>;
  /** True when the file was in unit order and is read lazily. */
  readonly lazy: boolean;
}

/** The run a packages.ndjson must belong to: its name and the hashes its header names. */
export interface PackageRun {
  run: string;
  task_set_hash: string;
  fixture_hash: string;
}

/**
 * Validates packages.ndjson and returns its groups, lazy when the file is in unit order. The file
 * must be this run's (a header with its task set and fixtures, every record of the run) and whole:
 * `generate` writes a record for every app of every unit and for every requirement revision, a
 * failed generation included, so a missing one means a cut or foreign file — a local fault, never
 * the model's failure.
 */
export async function openPackageGroups(path: string, units: readonly { task: PackageTask; trial: number }[], run: PackageRun): Promise<PackageGroups> {
  requireArtifact(path);
  const position = new Map(units.map((unit, index) => [keyOf({ task: unit.task.id, trial: unit.trial }), index]));
  const options = { kind: 'packages', requireHeader: true, inputs: { task_set: run.task_set_hash, fixture: run.fixture_hash } };
  const parse = () => new NdjsonParser(path, PackageRecordSchema, options);

  // Pass 1: every line validated; is each key one contiguous group, units' groups in unit order?
  let ordered = true;
  const seen = new Set<string>();
  // Kept, not thrown, inside the pipeline: a throw in its last stage surfaces as an AbortError.
  let refused: InputError | undefined;
  const reading = pipeline(createReadStream(path), parse(), async (records: AsyncIterable<PackageRecord>) => {
    const finished = new Set<string>();
    let current: string | undefined;
    let last = -1;
    let line = 1; // the header's (required), then one record per line
    for await (const record of records) {
      line += 1;
      if (record.run !== run.run) {
        refused = new InputError(`a record of run "${record.run}", but this is run "${run.run}": not this run's packages`, { path, line });
        break;
      }
      const key = keyOf(record);
      seen.add(`${key}\u0000${record.slot}\u0000${record.episode ?? ''}`);
      if (key === current || !ordered) continue;
      if (current !== undefined) finished.add(current);
      const index = position.get(key);
      if (finished.has(key) || (index !== undefined && index < last)) ordered = false;
      if (index !== undefined) last = index;
      current = key;
    }
  });
  try {
    await reading;
  } catch (error) {
    throw refused ?? error;
  }
  if (refused) throw refused;
  let missing = 0;
  let expected = 0;
  let first: string | undefined;
  for (const { task, trial } of units) {
    for (const app of task.apps) {
      for (const episode of [undefined, ...revisionEpisodes(task, app.slot)]) {
        expected += 1;
        if (seen.has(`${keyOf({ task: task.id, trial })}\u0000${app.slot}\u0000${episode?.id ?? ''}`)) continue;
        missing += 1;
        first ??= `task ${task.id} trial ${trial} app ${app.slot}${episode ? ` revision for episode ${episode.id}` : ''}`;
      }
    }
  }
  if (missing > 0) {
    throw new InputError(`${missing} of ${expected} package record(s) are missing (first: ${first}): the file was cut or is not this run's; re-run \`liveui generate\``, { path });
  }
  return closing(ordered ? lazyGroups(path, parse(), position) : await inMemoryGroups(path, parse()));
}

/**
 * Units still queued when the run stopped (a unit failed) may start after the reader closed:
 * they must fail, not run with no packages and leave a unit file a resume would trust.
 */
function closing(groups: PackageGroups): PackageGroups {
  let closed = false;
  return {
    lazy: groups.lazy,
    take: (key) => (closed ? Promise.reject(new StageError('the run stopped before this unit started', { code: 'E_STOPPED' })) : groups.take(key)),
    async [Symbol.asyncDispose]() {
      closed = true;
      await groups[Symbol.asyncDispose]();
    },
  };
}

async function inMemoryGroups(path: string, parser: NdjsonParser<PackageRecord>): Promise<PackageGroups> {
  const byUnit = new Map<string, Map<string, SlotPackages>>();
  await pipeline(createReadStream(path), parser, async (records: AsyncIterable<PackageRecord>) => {
    for await (const record of records) {
      const key = keyOf(record);
      let slots = byUnit.get(key);
      if (!slots) byUnit.set(key, (slots = new Map()));
      addPackage(slots, record);
    }
  });
  return {
    lazy: false,
    take: async (key) => byUnit.get(key) ?? new Map(),
    [Symbol.asyncDispose]: async () => undefined,
  };
}

function lazyGroups(path: string, parser: NdjsonParser<PackageRecord>, position: ReadonlyMap<string, number>): PackageGroups {
  const source = createReadStream(path);
  source.on('error', (error) => parser.destroy(error));
  const records = source.pipe(parser)[Symbol.asyncIterator]() as AsyncIterator<PackageRecord>;
  let ahead: PackageRecord | undefined;
  let ended = false;
  const peek = async (): Promise<PackageRecord | undefined> => {
    if (ahead === undefined && !ended) {
      const next = await records.next();
      if (next.done) ended = true;
      else ahead = next.value;
    }
    return ahead;
  };
  /** Skips groups before unit `key` (and groups of no unit), then gathers unit `key`'s group. */
  let asked = -1;
  const read = async (key: string): Promise<Map<string, SlotPackages>> => {
    const slots = new Map<string, SlotPackages>();
    const wanted = position.get(key) ?? -1;
    // Groups before `wanted` were skipped for good: a request behind them would get nothing.
    if (wanted <= asked) throw new InternalError(`packages of unit ${wanted} asked after unit ${asked} (units must ask in order)`);
    asked = wanted;
    for (let record = await peek(); record !== undefined; record = await peek()) {
      const at = position.get(keyOf(record));
      if (at !== undefined && at > wanted) break; // a later unit's group: this unit has none
      ahead = undefined;
      if (keyOf(record) === key) addPackage(slots, record);
      else if (slots.size > 0) {
        ahead = record; // the next group starts: put it back
        break;
      }
    }
    return slots;
  };
  // Units ask in order but concurrently: each read waits for the one before it.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    lazy: true,
    take(key) {
      const result = queue.then(() => read(key));
      queue = result.catch(() => undefined);
      return result;
    },
    // Stops reading (after the last unit, or when the run stops early).
    async [Symbol.asyncDispose]() {
      await records.return?.();
      source.destroy();
    },
  };
}
