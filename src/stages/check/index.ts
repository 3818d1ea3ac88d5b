import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { InputError } from '../../errors.ts';
import { log } from '../../log.ts';
import { AtomicFileSink, NdjsonParser, ndjsonText } from '../../io/ndjson-stream.ts';
import { requireArtifact } from '../../io/ndjson.ts';
import type { AssertionRow } from '../../schemas/assertions.ts';
import type { Contract, Group } from '../../schemas/assertions.ts';
import { EpisodeRecordSchema, type EpisodeRecord } from '../../schemas/run.ts';
import { CONTRACTS, type Task } from '../../schemas/task.ts';
import { tasksOfRun } from '../run/index.ts';
import { runDir, runFiles } from '../../infra/paths.ts';
import { writeManifest } from '../../infra/manifest.ts';
import { sealOf } from '../../infra/integrity.ts';
import type { Assigned } from '../../schemas/manifest.ts';
import { runLock, sweepTemps } from '../../infra/lock.ts';
import { evaluate } from './evaluate.ts';
import { episodeNeeds, referenceWrites, type CapabilityContext } from './capability.ts';
import type { Variant } from '../../schemas/assertions.ts';
import { twinOf } from '../../suite/twins/index.ts';
import { typedValues } from '../../suite/twins/roles.ts';
import { findApi } from '../../world/docs.ts';
import { twinsOfRun } from '../../infra/twins.ts';
import { stageProgress } from '../../infra/progress.ts';

export interface CheckOptions {
  run: string;
  /** Show progress on stderr over the run's task evaluations (drawn by the main thread when check runs in a worker). */
  progress?: boolean;
}

export interface CheckSummary {
  run: string;
  assertions: number;
  passed: number;
  placeholders: number;
  /** Episodes of the run with no evidence record (their rows are failed placeholders; warned). */
  missing_evidence: number;
  /**
   * Task evaluations an infrastructure failure left incomplete (rows with error kind
   * `infrastructure`): every counter takes them as missing, and resuming the run fills them in.
   */
  incomplete_evaluations: number;
}

export interface EvaluationOptions {
  /** Twins on: whose rows these are (the base task's or its twin's); absent with twins off. */
  variant?: Variant;
}

/**
 * Evaluates every assigned assertion of one task evaluation. Episodes that crashed or whose
 * generation failed (or that left no evidence) give placeholder rows, failed: rows are never
 * dropped, so denominators never shrink. An episode the infrastructure failed (error kind
 * `infrastructure`) gives placeholders of that kind: they mark the whole evaluation incomplete.
 */
export function checkTaskEvaluation(task: Task, trial: number, run: string, evidence: ReadonlyMap<string, EpisodeRecord>, options: EvaluationOptions = {}): AssertionRow[] {
  const variant = options.variant === undefined ? {} : { variant: options.variant };
  const rows: AssertionRow[] = [];
  const captures: Record<string, unknown> = {};
  const typedTexts = [...new Set(task.episodes.flatMap((e) => Object.values(e.values).filter((v): v is string => typeof v === 'string')))];
  const namesLookedUp = lookedUpNames(task);
  // s33 vocab (concert-ticket-payback s31-p1-f3): a person the user named, by the key the value is typed under.
  const people = [...new Set(task.episodes.flatMap((e) => Object.entries(e.values).filter(([k, v]) => typeof v === 'string' && k.split('|').some((p) => /^(?:person|contact|recipient|friend|payer|payee|sender)(?:_name)?$/u.test(p))).map(([, v]) => String(v))))];
  task.episodes.forEach((episode, index) => {
    const record = evidence.get(episode.id);
    if (record?.ok) Object.assign(captures, record.captures);
    const app = episode.stage === 'open' ? task.apps.find((a) => a.slot === episode.slot) : undefined;
    const writes = () => referenceWrites(task.reference[episode.slot]?.package);
    const userWords = [episode.message ?? '', episode.requirement ?? '', ...Object.values(episode.values).map(String)].join('\n');
    const otherValues = task.episodes.filter((e) => e.id !== episode.id).map((e) => e.values);
    const context: CapabilityContext = { needs: episodeNeeds(episode.assertions), writes, userWords, typedTexts, namesLookedUp, people, otherValues, values: episode.values, ...(app ? { intention: app.intention, services: app.services } : {}) };
    for (const spec of episode.assertions) {
      const [contract, group] = CONTRACTS[spec.type] as readonly [Contract, Group];
      const base = {
        run,
        trial,
        task: task.id,
        ...variant,
        family: task.family,
        split: task.split,
        app: episode.slot,
        episode: episode.id,
        episode_index: index,
        stage: episode.stage,
        assertion: spec.id,
        type: spec.type,
        contract,
        group,
      };
      if (!record || !record.ok) {
        rows.push({
          ...base,
          passed: false,
          expected: spec,
          observed: null,
          placeholder: true,
          error_kind: record?.error_kind ?? 'episode',
          error: record?.error ?? 'no evidence was recorded for this episode',
        });
        continue;
      }
      const outcome = evaluate(spec, record, captures, context);
      rows.push({ ...base, ...outcome, placeholder: false, error_kind: null, error: null });
    }
  });
  return rows;
}

/** The texts the user types that the reference sends to a read (a search's words, a title looked up): names of records. */
function lookedUpNames(task: Task): string[] {
  const isRead = (flow: string) => {
    const [app = '', api = ''] = flow.split('.');
    return findApi(app, api)?.method === 'GET';
  };
  return [...new Set(typedValues(task).filter((t) => typeof t.value === 'string' && t.flows.some(isRead)).map((t) => t.value as string))];
}

/** `liveui check`: streams evidence.ndjson into assertions.ndjson and seals the run. */
export async function check(options: CheckOptions): Promise<CheckSummary> {
  const dir = runDir(options.run);
  using _lock = runLock(dir, 'check', { create: false });
  return checkLocked(dir, options.progress ?? false);
}

/** Raised inside the pipeline when evidence is not grouped in the run's evaluation order. */
class OutOfOrder extends Error {}

/** Where an evaluation's episode record is kept: a twin's episodes apart from the base's. */
const episodeKey = (variant: Variant | undefined, episode: string): string => (variant === 'twin' ? `twin\u0000${episode}` : episode);
const recordKey = (record: EpisodeRecord): string => episodeKey(record.variant, record.episode);

/** One task evaluation of the run, in output order. */
interface Evaluation {
  task: Task;
  trial: number;
}

/** The key of one evaluation in `CheckFold`'s positions: task id and trial joined by NUL, which no id holds. */
const evaluationKey = (task: string, trial: number): string => `${task}\u0000${trial}`;

/**
 * One pass of the evidence into assertion rows, with everything it counts. A pass that finds the
 * evidence out of order is thrown away whole; the next pass is a new fold, so no count carries over.
 */
class CheckFold {
  readonly tally = { assertions: 0, passed: 0, placeholders: 0, missing_evidence: 0, incomplete_evaluations: 0 };
  missingFirst: string | undefined;
  strays = 0;
  strayFirst: string | undefined;
  /** The header's line (required), then one record per line. */
  private line = 1;
  private readonly position: ReadonlyMap<string, number>;

  constructor(
    private readonly run: string,
    private readonly evidencePath: string,
    private readonly order: readonly Evaluation[],
    /** Twins on: each evaluation is its task's rows and, when it has one, its twin's. */
    private readonly twins: boolean,
    /** Called once per task evaluation whose rows are made (progress). */
    private readonly evaluated: () => void = () => undefined,
  ) {
    this.position = new Map(order.map((unit, index) => [evaluationKey(unit.task.id, unit.trial), index]));
  }

  /**
   * The place of a record's evaluation in `order`, for both passes. A record of another run is
   * refused; one of no evaluation of this run is ignored (and warned), as before streaming.
   */
  private placeOf(record: EpisodeRecord): number | undefined {
    this.line += 1;
    if (record.run !== this.run) throw new InputError(`a record of run "${record.run}", but this is run "${this.run}": not this run's evidence`, { path: this.evidencePath, line: this.line });
    const index = this.position.get(evaluationKey(record.task, record.trial));
    if (index === undefined) {
      this.strays += 1;
      this.strayFirst ??= `line ${this.line}: task ${record.task} trial ${record.trial}`;
    }
    return index;
  }

  private rowsOf(index: number, episodes: ReadonlyMap<string, EpisodeRecord>): AssertionRow[] {
    const unit = this.order[index];
    if (!unit) return [];
    const twin = this.twins ? twinOf(unit.task) : undefined;
    const worlds: { task: Task; variant: Variant | undefined }[] = [{ task: unit.task, variant: this.twins ? 'base' : undefined }];
    if (twin?.ok) worlds.push({ task: twin.task, variant: 'twin' });
    const rows: AssertionRow[] = [];
    for (const { task, variant } of worlds) {
      const own = new Map<string, EpisodeRecord>();
      for (const episode of task.episodes) {
        const record = episodes.get(episodeKey(variant, episode.id));
        if (record) own.set(episode.id, record);
        else {
          // `run` writes a record for every episode, a failed one included: a missing one was cut.
          this.tally.missing_evidence += 1;
          this.missingFirst ??= `task ${unit.task.id} trial ${unit.trial} episode ${episode.id}${variant === 'twin' ? ' (twin)' : ''}`;
        }
      }
      // A loop, not push(...rows): a task may have more assertions than the stack has room for.
      for (const row of checkTaskEvaluation(task, unit.trial, this.run, own, { variant })) rows.push(row);
    }
    for (const row of rows) {
      this.tally.assertions += 1;
      if (row.passed) this.tally.passed += 1;
      if (row.placeholder) this.tally.placeholders += 1;
    }
    if (rows.some((row) => row.error_kind === 'infrastructure')) this.tally.incomplete_evaluations += 1;
    this.evaluated();
    return rows;
  }

  /**
   * The streaming pass: `run` writes evidence grouped by evaluation in this same order, so one
   * evaluation's episodes are held at a time and its rows leave before the next is read.
   * Evaluations without evidence get their placeholder rows in place.
   */
  async *inOrder(records: AsyncIterable<EpisodeRecord>): AsyncGenerator<AssertionRow> {
    let next = 0;
    let current: { index: number; episodes: Map<string, EpisodeRecord> } | undefined;
    for await (const record of records) {
      const index = this.placeOf(record);
      if (index === undefined) continue;
      if (current?.index === index) {
        current.episodes.set(recordKey(record), record);
        continue;
      }
      if (index < next || (current && index < current.index)) throw new OutOfOrder();
      if (current) {
        yield* this.rowsOf(current.index, current.episodes);
        next = current.index + 1;
      }
      for (; next < index; next += 1) yield* this.rowsOf(next, new Map());
      current = { index, episodes: new Map([[recordKey(record), record]]) };
    }
    if (current) {
      yield* this.rowsOf(current.index, current.episodes);
      next = current.index + 1;
    }
    for (; next < this.order.length; next += 1) yield* this.rowsOf(next, new Map());
  }

  /** The fallback for evidence in another order (hand-made, concatenated): grouped in memory first. */
  async *grouped(records: AsyncIterable<EpisodeRecord>): AsyncGenerator<AssertionRow> {
    const byEvaluation = new Map<number, Map<string, EpisodeRecord>>();
    for await (const record of records) {
      const index = this.placeOf(record);
      if (index === undefined) continue;
      let episodes = byEvaluation.get(index);
      if (!episodes) byEvaluation.set(index, (episodes = new Map()));
      episodes.set(recordKey(record), record);
    }
    for (let index = 0; index < this.order.length; index += 1) yield* this.rowsOf(index, byEvaluation.get(index) ?? new Map());
  }
}

async function checkLocked(dir: string, progress: boolean): Promise<CheckSummary> {
  sweepTemps(dir);
  const { tasks, manifest } = tasksOfRun(dir);
  const files = runFiles(dir);
  requireArtifact(files.evidence);
  // Evidence of this run only: its header names the run's task set and fixtures, every record the run.
  const evidenceOptions = { kind: 'evidence', requireHeader: true, inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } };
  const writerOptions = { kind: 'assertions', inputs: { task_set: manifest.task_set_hash, fixture: manifest.fixture_hash } };
  // Evaluations in output order: task order of the manifest, then trial.
  const order = tasks.flatMap((task) => Array.from({ length: manifest.trials }, (_, trial) => ({ task, trial })));
  const twins = twinsOfRun(manifest.settings) === 'on';

  /** One pass with a fresh fold; `pass` picks the streaming or the grouping one. */
  const write = async (pass: (fold: CheckFold, records: AsyncIterable<EpisodeRecord>) => AsyncIterable<AssertionRow>): Promise<CheckFold> => {
    // A pass thrown away (evidence out of order) takes its bar with it; the next starts anew.
    const meter = progress ? stageProgress('check', order.length) : undefined;
    const fold = new CheckFold(manifest.run, files.evidence, order, twins, () => meter?.tick());
    const sink = new AtomicFileSink(files.assertions);
    try {
      await pipeline(createReadStream(files.evidence), new NdjsonParser(files.evidence, EpisodeRecordSchema, evidenceOptions), (records: AsyncIterable<EpisodeRecord>) => pass(fold, records), ndjsonText(writerOptions), sink.stream);
    } catch (error) {
      sink.abort();
      throw error;
    } finally {
      meter?.stop();
    }
    sink.commit();
    return fold;
  };
  let fold: CheckFold;
  try {
    fold = await write((f, records) => f.inOrder(records));
  } catch (error) {
    if (!(error instanceof OutOfOrder)) throw error;
    fold = await write((f, records) => f.grouped(records));
  }
  const summary: CheckSummary = { run: manifest.run, ...fold.tally };
  if (summary.missing_evidence > 0) {
    const episodes = order.reduce((total, unit) => total + unit.task.episodes.length, 0);
    log.warn(`${files.evidence}: ${summary.missing_evidence} of ${episodes} episode(s) have no evidence (first: ${fold.missingFirst}); they count as failed — if the file was cut or replaced, re-run \`liveui run\``);
  }
  if (fold.strays > 0) log.warn(`${files.evidence}: ${fold.strays} record(s) of no task evaluation of this run were ignored (first: ${fold.strayFirst})`);
  const pairsOf = (task: Task) => task.episodes.flatMap((episode) => episode.assertions.map((spec): [string, string] => [episode.id, spec.id]));
  const assigned: Assigned = Object.fromEntries(
    tasks.map((task) => {
      const twin = twins ? twinOf(task) : undefined;
      return [task.id, twin?.ok ? [...pairsOf(task), ...pairsOf(twin.task).map(([episode, id]): [string, string, 'twin'] => [episode, id, 'twin'])] : pairsOf(task)];
    }),
  );
  writeManifest(dir, { ...manifest, integrity: sealOf(dir, assigned) });
  return summary;
}
