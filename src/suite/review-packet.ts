/**
 * The review packet (`liveui tasks review --packet TASK`): exactly what an independent reviewer
 * of one task gets — the fidelity rubric, the task's words, its episodes and assertions in plain
 * form, and the world records the reference reads and changes when it runs the episodes. Never
 * the builder that made the task, nor the reference's plans.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { projectRoot } from '../io/meta.ts';
import type { EpisodeRecord } from '../schemas/run.ts';
import type { Task } from '../schemas/task.ts';
import type { CallRecord, Row } from '../schemas/world.ts';
import { foldEpisodeChanges } from '../stages/check/reference-state.ts';
import { responseRecords } from '../stages/check/grounding.ts';
import { runTaskEpisodes } from '../stages/run/episodes.ts';
import { referencePackages } from '../stages/run/reference.ts';
import { DEFAULT_TASK_DIR, loadTasks } from './load.ts';
import { twinOf, type TwinOutcome } from './twins/index.ts';
import { taskHash } from './review.ts';
import { DEFAULT_NOW } from '../world/engine.ts';
import { episodeNeeds, requestWords } from '../stages/check/capability.ts';
import { describeAssertion, GROUNDED_LIMITS, plainRow, plainValue } from './review-describe.ts';

export const RUBRIC_FILE = join(projectRoot, 'docs', 'fidelity-rubric.md');
const MAX_READ_ROWS = 8;
const MAX_CHANGED_ROWS = 12;
const MAX_SCREEN = 1200;

/** Writes never count as reads; a call whose response holds records is a read of them. */
function readRows(call: CallRecord): Row[] {
  return call.ok ? responseRecords(call.response, 200) : [];
}

/** The reference's names a generator could copy (title, action ids and labels, input names). */
function referenceNames(task: Task): string[] {
  const lines: string[] = [];
  for (const [slot, ref] of Object.entries(task.reference)) {
    const pkg = ref.package as { app?: { title?: string }; actions?: { id: string; label: string; inputs?: { name: string; label: string }[] }[] };
    lines.push(`app ${slot}: title ${JSON.stringify(pkg.app?.title ?? '')}`);
    for (const action of pkg.actions ?? []) {
      const inputs = (action.inputs ?? []).map((i) => `${i.name} (${JSON.stringify(i.label)})`).join(', ');
      lines.push(`  action ${action.id} (${JSON.stringify(action.label)}): inputs ${inputs || 'none'}`);
    }
  }
  return lines;
}

/** The screen's lines; after the slot's first episode only lines the previous screen did not have. */
function screenLines(record: EpisodeRecord, previous: string | undefined): string[] {
  const lines = record.visible_text.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);
  if (previous === undefined) {
    const text = lines.join('\n');
    return ["  the reference's screen after the episode:", ...(text.length > MAX_SCREEN ? `${text.slice(0, MAX_SCREEN)}…` : text).split('\n').map((l) => `      | ${l}`)];
  }
  const before = new Set(previous.split('\n').map((l) => l.trim()));
  const fresh = lines.filter((l) => !before.has(l));
  if (fresh.length === 0) return ["  the reference's screen after the episode: no line it did not show before"];
  return ["  new lines on the reference's screen after the episode:", ...fresh.slice(0, 40).map((l) => `      | ${l.length > 300 ? `${l.slice(0, 300)}…` : l}`)];
}

function episodeWorld(record: EpisodeRecord, previousScreen: string | undefined): string[] {
  const out: string[] = [];
  if (!record.ok) out.push(`  the reference's episode failed: ${record.error ?? record.error_kind ?? 'unknown'}`);
  if (record.action) out.push(`  the reference's action: ${record.action} with ${plainValue(record.inputs)}`);
  for (const call of record.calls) {
    const rows = readRows(call);
    const changed = call.diff.length > 0;
    out.push(`  call ${call.app}.${call.api} ${plainValue(call.args)} → ${call.ok ? 'ok' : `error ${call.error?.code ?? call.status}`}${rows.length > 0 && !changed ? `, read ${rows.length} record(s)` : ''}`);
    if (!changed) {
      for (const row of rows.slice(0, MAX_READ_ROWS)) out.push(`      read  ${plainRow(row)}`);
      if (rows.length > MAX_READ_ROWS) out.push(`      … ${rows.length - MAX_READ_ROWS} more`);
    }
  }
  const changes = foldEpisodeChanges(record.calls);
  if (changes.length === 0) out.push('  world changes: none');
  for (const change of changes) {
    const lines = [
      ...change.inserted.map((r) => `      inserted ${plainRow(r)}`),
      ...change.updated.map((u) => `      updated  id=${u.id} ${Object.keys(u.after).map((k) => `${k}: ${plainValue(u.before[k])} → ${plainValue(u.after[k])}`).join(', ')}`),
      ...change.deleted.map((r) => `      deleted  ${plainRow(r)}`),
    ];
    out.push(`  world changes in ${change.app}.${change.table}:`, ...lines.slice(0, MAX_CHANGED_ROWS));
    if (lines.length > MAX_CHANGED_ROWS) out.push(`      … ${lines.length - MAX_CHANGED_ROWS} more`);
  }
  out.push(...screenLines(record, previousScreen));
  return out;
}

const MAX_LOOKALIKES = 8;

/** What the task's counterfactual twin changes (only under `--twins on`; the paper's protocol runs without it). */
function twinLines(outcome: TwinOutcome): string[] {
  if (!outcome.ok) return [`no twin: ${outcome.reason}`];
  const out = outcome.plan.slots.map((s) => `swaps ${plainValue(s.value)} → ${plainValue(s.twin)} (${s.kind}, from ${s.from})`);
  for (const k of outcome.plan.kept) out.push(`keeps ${k.episode}.${k.key} = ${plainValue(k.value)}: ${k.reason}`);
  const rows = outcome.plan.rows;
  out.push(rows.length === 0 ? 'adds no look-alike records' : `adds ${rows.length} look-alike record(s) beside the ones the user names:`);
  for (const row of rows.slice(0, MAX_LOOKALIKES)) out.push(`    ${row.app}.${row.table} ${plainRow(row.row)}`);
  if (rows.length > MAX_LOOKALIKES) out.push(`    … ${rows.length - MAX_LOOKALIKES} more`);
  return out;
}

const MAX_WORLD_ROWS = 12;

/**
 * The records the task adds to its fixture world before the first episode (look-alikes of the
 * record the user names, a record a later episode needs). A reviewer asking whether the named
 * record is trivially the newest or only one needs these: without them a look-alike the task
 * does hold looks missing.
 */
function worldRowLines(task: Task): string[] {
  const rows = task.world.rows ?? [];
  if (rows.length === 0) return ['The task adds no records of its own to the fixture world.'];
  const out = [`The task adds ${rows.length} record(s) of its own to the fixture world before the first episode (beside the fixture's records):`];
  for (const row of rows.slice(0, MAX_WORLD_ROWS)) {
    out.push(`    ${row.app}.${row.table} ${plainRow(row.row)}`);
    const when = whenNote(row.row);
    if (when) out.push(`      ${when}`);
  }
  if (rows.length > MAX_WORLD_ROWS) out.push(`    … ${rows.length - MAX_WORLD_ROWS} more`);
  return out;
}

/** Fields that date a record, in the order a record's age is read from them. */
const TIME_FIELDS = ['created_at', 'added_at', 'sent_at', 'requested_at', 'uploaded_at', 'updated_at'];

/**
 * When an added record was made, against the frozen clock the episodes run at: a look-alike
 * titled "(old)" may still be newer than every record an episode makes, and the row line may cut
 * the field that says so (s18: reviewers read such look-alikes as older and the named record as
 * the newest).
 */
function whenNote(row: Record<string, unknown>): string | undefined {
  const field = TIME_FIELDS.find((f) => typeof row[f] === 'string');
  if (field === undefined) return undefined;
  const at = String(row[field]);
  const side = at > DEFAULT_NOW ? `after the frozen clock (${DEFAULT_NOW}) at which every episode runs: newer than any record an episode makes` : at < DEFAULT_NOW ? `before the frozen clock (${DEFAULT_NOW}) at which every episode runs: older than any record an episode makes` : `at the frozen clock (${DEFAULT_NOW}) at which every episode runs`;
  return `(${field} ${at}: ${side}, whatever its title says)`;
}

/** The packet's text for one task, from the task and the reference's records of its episodes (and its twin, when given). */
export function formatPacket(task: Task, records: readonly EpisodeRecord[], rubric: string, twin?: TwinOutcome): string {
  const out: string[] = [];
  out.push(`# Review packet: ${task.id}`, '', `task_hash: ${taskHash(task)}   family: ${task.family}   world: fixture ${task.world.fixture}, seed ${task.world.seed}`, '');
  out.push('## The rubric', '', rubric.trim(), '');
  out.push('## What the user asked for', '');
  for (const app of task.apps) out.push(`app ${app.slot} (services: ${app.services.join(', ')}): ${JSON.stringify(app.intention)}`);
  out.push('', ...worldRowLines(task));
  out.push('', '## Episodes and their assertions', '', 'Values written $name are captured from an earlier episode (the reference’s value in brackets). Under each episode: what the reference did in the world when it ran it.', GROUNDED_LIMITS, '');
  const captures: Record<string, unknown> = {};
  const screens = new Map<string, string>();
  task.episodes.forEach((episode, index) => {
    const record = records[index];
    out.push(`### ${index + 1}. ${episode.id} (${episode.stage}, app ${episode.slot})`);
    if (episode.requirement) out.push(`changed requirement: ${JSON.stringify(episode.requirement)}`);
    if (episode.message) out.push(`the user says: ${JSON.stringify(episode.message)}`);
    if (Object.keys(episode.values).length > 0) out.push(`the user types: ${Object.entries(episode.values).map(([k, v]) => `${k} = ${plainValue(v, captures)}`).join('; ')}`);
    // A record given by name and by id: the app gets the one form its input asks for, never both.
    for (const [nameKey, idKey] of Object.entries(episode.names ?? {})) out.push(`  (one record, two forms: ${nameKey} or ${idKey} — the operator fills only the one the app's input takes; an app with neither input gets neither)`);
    const captured = Object.entries(episode.captures).map(([name, c]) => `$${name} = ${c.field} of the row inserted into ${c.app}.${c.table}`);
    Object.assign(captures, record?.captures ?? {});
    if (captured.length > 0) out.push(`captures: ${captured.join('; ')}`);
    out.push('assertions:');
    const needs = episodeNeeds(episode.assertions);
    // The checker takes the user's own words for the app on an open page only (check/index.ts):
    // say so there and nowhere else, or a later screen check reads looser than it is.
    const app = episode.stage === 'open' ? task.apps.find((x) => x.slot === episode.slot) : undefined;
    const ownWords = app ? requestWords(app.intention, app.services, 3) : [];
    for (const a of episode.assertions) {
      const why = [a.note, (a as { because?: unknown }).because].filter((x): x is string => typeof x === 'string' && x.length > 0);
      out.push(`  ${a.id}: ${describeAssertion(a, captures, needs, ownWords)}${why.length > 0 ? `  [why: ${why.join('; ')}]` : ''}`);
    }
    out.push('what the reference did:', ...(record ? episodeWorld(record, screens.get(episode.slot)) : ['  (not run)']), '');
    if (record) screens.set(episode.slot, record.visible_text);
  });
  out.push('## The reference’s names (a check must not demand them)', '', ...referenceNames(task), '');
  if (twin) out.push('## The counterfactual twin (runs only under --twins on; the paper’s protocol runs without it)', '', ...twinLines(twin), '');
  out.push('## Your record', '', 'One line of tasks/reviews/*.ndjson: {"task", "task_hash", "reviewer", "reviewer_kind": "person|llm", "rubric", "verdict": "faithful|findings", "findings": [{"id", "kind", "sub", "assertions": [ids], "text", "status": "open"}], "comment", "at"}.');
  return `${out.join('\n')}\n`;
}

/** Runs the task's reference in its seeded world and returns the packet's text. */
export async function reviewPacket(id: string, options: { dir?: string } = {}): Promise<string> {
  const task = loadTasks(options.dir ?? DEFAULT_TASK_DIR).find((t) => t.task.id === id)?.task;
  if (!task) throw new InputError(`no task ${id} in the suite`);
  const records = await runTaskEpisodes({ task, trial: 0, run: 'review-packet', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
  return formatPacket(task, records, readFileSync(RUBRIC_FILE, 'utf8'), twinOf(task));
}
