import type { AssertionRow } from '../../schemas/assertions.ts';
import type { EpisodeRecord, RouteEvent } from '../../schemas/run.ts';
import type { EpisodeSpec } from '../../schemas/task.ts';
import type { TableChange } from '../../schemas/world.ts';
import { CAPTURE_REF } from '../check/evaluate.ts';
import { quote } from './reasons.ts';
import { shownJson } from './text.ts';

/**
 * One episode of a task page, as a person follows it: what the user said and typed, what the
 * operator did, what the app said and showed, which service calls it made and what each changed
 * in the world, and which of the episode's checks failed. The raw records stay one click away.
 */

/** Changed rows listed per call; the rest are counted. */
const CHANGE_LINES = 8;
/** Fields shown of an inserted or deleted row. */
const ROW_FIELDS = 5;

export interface EpisodeCheck {
  id: string;
  anchor: string;
  passed: boolean;
}

/** `name = 'value'` pairs of inputs or values, in their order; `$name` is a value captured earlier. */
function pairs(values: Record<string, unknown>): { name: string; value: string }[] {
  return Object.entries(values).map(([name, value]) => ({ name, value: typeof value === 'string' && CAPTURE_REF.test(value) ? `${value} (captured earlier)` : quote(value) }));
}

function rowFields(row: Record<string, unknown>): string {
  const entries = Object.entries(row).filter(([field]) => field !== 'id');
  const shown = entries.slice(0, ROW_FIELDS).map(([field, value]) => `${field} ${quote(value)}`);
  return entries.length > ROW_FIELDS ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** Every row a call changed, one line each: "+ todoist.projects row 7: name 'Chores', …". */
export function changeLines(diff: readonly TableChange[]): string[] {
  const lines: string[] = [];
  for (const change of diff) {
    const table = `${change.app}.${change.table}`;
    for (const row of change.inserted) lines.push(`+ ${table} row ${quote(row.id ?? '?')} added: ${rowFields(row)}`);
    for (const update of change.updated) {
      const changed = Object.keys(update.after).map((field) => `${field} ${quote(update.before[field] ?? null)} → ${quote(update.after[field])}`);
      lines.push(`~ ${table} row ${update.id} changed: ${changed.join(', ')}`);
    }
    for (const row of change.deleted) lines.push(`− ${table} row ${quote(row.id ?? '?')} removed: ${rowFields(row)}`);
  }
  return lines.length > CHANGE_LINES ? [...lines.slice(0, CHANGE_LINES), `… and ${lines.length - CHANGE_LINES} more changed row(s)`] : lines;
}

interface OperatorStep {
  text: string;
  inputs: { name: string; value: string }[];
  outcome: string;
  ok: boolean;
  /** Why the operator took this step (an episode of several submits keeps one reason per step). */
  why: string;
  ambiguous: boolean;
}

/** What the operator did in the episode, one line per step. */
function operatorSteps(record: EpisodeRecord): OperatorStep[] {
  const plain = (text: string, ok = true): OperatorStep => ({ text, inputs: [], outcome: '', ok, why: '', ambiguous: false });
  if (record.stage === 'open' && record.route.length === 0) return [plain('opened the app')];
  if (record.stage === 'reopen' && record.route.length === 0) {
    return [plain('closed the app, dropped everything it held in memory, and opened it again from its saved files')];
  }
  const label = (event: RouteEvent) => {
    const found = record.surface.find((action) => action.id === event.action);
    return found && found.label !== event.action ? `${quote(found.label)} (${event.action})` : quote(event.action);
  };
  const outcome = (event: RouteEvent): [string, boolean] => {
    if (event.handler === 'none') return ['the button leads to no workflow', false];
    if (!event.validated) return ['the app refused the inputs', false];
    return [event.handler === 'agent' ? "the app's agent took it" : "the app's plan ran", true];
  };
  const several = record.route.length > 1;
  const steps = record.route.map((event, at) => {
    const [text, ok] = outcome(event);
    const step = several ? `step ${at + 1} of ${record.route.length}: ` : '';
    return { text: `${step}clicked ${label(event)}`, inputs: pairs(event.inputs), outcome: text, ok, why: event.choice?.reason ?? '', ambiguous: event.choice?.ambiguous === true };
  });
  if (steps.length === 0) return [plain('found no action on the page to do what the user asked', false)];
  return steps;
}

/** The screen and page source of an episode: screenshots when the run kept them, else the rendered page. */
function screens(record: EpisodeRecord, kept: ReadonlySet<string>) {
  const screen = (hash: string | undefined) => (hash && kept.has(hash) ? `../screens/${hash}.png` : '');
  const after = screen(record.screen);
  return {
    screen_before: screen(record.screen_before),
    screen: after,
    // Without a screenshot the rendered HTML is shown in a sandboxed frame (no scripts, no forms).
    html: after === '' ? record.html : '',
  };
}

export interface TimelineInput {
  record: EpisodeRecord;
  /** The episode as the task states it (absent when the task left the suite). */
  spec: EpisodeSpec | undefined;
  /** Screenshot hashes the run kept. */
  kept: ReadonlySet<string>;
  /** The episode's assertion rows, in order. */
  rows: readonly AssertionRow[];
  /** Failed assertions' sentences and table anchors, by assertion id. */
  reasons: ReadonlyMap<string, { text: string; anchor: string }>;
  /** The episode's anchor on the page. */
  anchor: string;
}

/** One episode of the timeline. */
export function episodeTimeline({ record, spec, kept, rows, reasons, anchor }: TimelineInput) {
  const failed = rows.filter((row) => reasons.has(row.assertion));
  const status = !record.ok ? 'the episode failed to run' : rows.length === 0 ? 'no checks' : failed.length === 0 ? `all ${rows.length} checks passed` : `${failed.length} of ${rows.length} checks failed`;
  return {
    id: record.episode,
    anchor,
    index: String(record.episode_index + 1),
    stage: record.stage,
    slot: record.slot,
    ok: record.ok && failed.length === 0,
    status,
    error: record.error ?? '',
    says: spec?.message ?? '',
    requirement: spec?.requirement ?? '',
    values: spec ? pairs(spec.values) : [],
    steps: operatorSteps(record),
    // Why the operator took that action; an ambiguous choice is one the page order made. An
    // episode of several steps shows each step's reason with the step instead.
    choice: record.route.length > 1 ? '' : (record.choice?.reason ?? ''),
    ambiguous: record.route.length <= 1 && record.choice?.ambiguous === true,
    result: record.message ?? '',
    ...screens(record, kept),
    calls: record.calls.map((call) => ({
      name: `${call.app}.${call.api}`,
      args: pairs(call.args),
      ok: call.ok,
      outcome: call.ok ? `ok (${call.status})` : `failed (${call.status})${call.error ? `: ${call.error.message}` : ''}`,
      changes: call.ok ? changeLines(call.diff) : [],
      raw: shownJson({ args: call.args, response: call.ok ? call.response : (call.error ?? call.response), diff: call.diff }),
    })),
    failed: failed.map((row) => ({ id: row.assertion, ...(reasons.get(row.assertion) as { text: string; anchor: string }) })),
    visible_text: record.visible_text,
  };
}
