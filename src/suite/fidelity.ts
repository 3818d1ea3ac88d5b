/**
 * A task's standing under the fidelity rubric (docs/fidelity-rubric.md), folded from its review
 * records in time order. Pure: the records come in with their file and line.
 */
import { RUBRIC_VERSION, type FindingKind, type ReviewReport, type OpenFinding, type ReviewProblem, type ReviewRecord, type TaskFidelity } from '../schemas/review.ts';
import type { Task } from '../schemas/task.ts';
import type { FidelityFigures, TaskStats } from '../schemas/task-stats.ts';
import { FamilySchema } from '../schemas/assertions.ts';
import { mulberry32 } from '../random.ts';

export interface Located {
  record: ReviewRecord;
  file: string;
  line: number;
}

/** A record made under the rubric (verdict faithful | findings). */
export const isFidelityReview = (r: ReviewRecord): boolean => r.rubric !== undefined;

/** Records by time; equal times keep their file-and-line order (the input's). */
export function byTime<T extends Located>(records: readonly T[]): T[] {
  return records
    .map((r, index) => ({ r, index, t: Date.parse(r.record.at) }))
    .sort((a, b) => a.t - b.t || a.index - b.index)
    .map((x) => x.r);
}

interface Tracked extends OpenFinding {
  status: 'open' | 'closed';
  closedBy: 'change' | 'justification' | null;
}

/**
 * Folds a task's fidelity records: a finding opens where a record states it open and stays open
 * until a later record repeats its id closed — by a task hash other than the one it was opened on
 * (a change to the task), or by a justification. A close that names the opening hash, or closes
 * an id never opened by hash, is a problem and closes nothing.
 */
export function foldFidelity(task: Task, hash: string, records: readonly Located[], rubric: string = RUBRIC_VERSION): { fidelity: TaskFidelity; problems: ReviewProblem[] } {
  const problems: ReviewProblem[] = [];
  const problem = (r: Located, message: string) => problems.push({ task: task.id, file: r.file, line: r.line, message });
  const findings = new Map<string, Tracked>();
  const ordered = byTime(records.filter((r) => isFidelityReview(r.record)));
  const assertionIds = new Set(task.episodes.flatMap((e) => e.assertions.map((a) => a.id)));
  const pending: { located: Located; ids: string[]; message: (open: ReadonlySet<string>) => string }[] = [];
  for (const located of ordered) {
    const { record } = located;
    for (const f of record.findings ?? []) {
      const known = findings.get(f.id);
      // An open finding names assertions of the task as it is; a closed one may name those the
      // change that closed it removed.
      if (record.task_hash === hash && f.status === 'open') {
        const unknown = f.assertions.filter((id) => !assertionIds.has(id));
        if (unknown.length > 0) pending.push({ located, ids: [f.id], message: () => `finding ${f.id} names assertions the task does not have: ${unknown.join(', ')}` });
      }
      if (f.status === 'open') {
        findings.set(f.id, { id: f.id, kind: f.kind, sub: f.sub, assertions: f.assertions, text: f.text, reviewer: record.reviewer, since_hash: known?.status === 'open' ? known.since_hash : record.task_hash, at: known?.status === 'open' ? known.at : record.at, status: 'open', closedBy: null });
        continue;
      }
      const by = f.closed_by;
      if (by && 'task_hash' in by) {
        if (!known) {
          problem(located, `finding ${f.id} is closed by a change, but no earlier record opened it`);
          continue;
        }
        if (known.status === 'open' && known.since_hash === by.task_hash) {
          problem(located, `finding ${f.id} is closed by the task hash it was opened on (${by.task_hash}): the task has not changed`);
          continue;
        }
      }
      findings.set(f.id, { ...(known ?? { id: f.id, kind: f.kind, sub: f.sub, assertions: f.assertions, text: f.text, reviewer: record.reviewer, since_hash: record.task_hash, at: record.at }), status: 'closed', closedBy: by && 'task_hash' in by ? 'change' : 'justification' });
    }
    const stillOpen = [...findings.values()].filter((f) => f.status === 'open' && !(record.findings ?? []).some((g) => g.id === f.id));
    // A sample's reviewer saw no earlier finding: they stay open, and its verdict is its own.
    if (record.verdict === 'faithful' && stillOpen.length > 0 && record.sample !== true) {
      const ids = stillOpen.map((f) => f.id);
      pending.push({ located, ids, message: (open) => `verdict faithful, but earlier findings are still open: ${ids.filter((id) => open.has(id)).join(', ')} (repeat them closed, or open)` });
    }
  }
  // A slip about a finding (a wrong assertion id, a faithful verdict that left it out) matters while
  // the finding is open; once a later record closes it, the slip is history and no longer reported.
  const openIds = new Set([...findings.values()].filter((f) => f.status === 'open').map((f) => f.id));
  for (const p of pending) if (p.ids.some((id) => openIds.has(id))) problem(p.located, p.message(openIds));
  const latest = ordered.at(-1);
  const all = [...findings.values()];
  const open = all.filter((f) => f.status === 'open').map(({ status: _s, closedBy: _c, ...f }) => f);
  const state = !latest ? 'unreviewed' : latest.record.task_hash !== hash ? 'changed' : latest.record.rubric !== rubric ? 'older_rubric' : open.length > 0 ? 'findings' : 'faithful';
  return {
    fidelity: {
      state,
      rubric: latest?.record.rubric ?? null,
      reviewer: latest?.record.reviewer ?? null,
      reviewer_kind: latest?.record.reviewer_kind ?? null,
      at: latest?.record.at ?? null,
      reviewed_hash: latest?.record.task_hash ?? null,
      open,
      closed_by_change: all.filter((f) => f.closedBy === 'change').length,
      closed_by_justification: all.filter((f) => f.closedBy === 'justification').length,
    },
    problems,
  };
}

/** Open findings of one kind. */
export const openOf = (fidelity: TaskFidelity, kind: FindingKind): number => fidelity.open.filter((f) => f.kind === kind).length;

/** N ids drawn without replacement by a seeded shuffle of the sorted ids (same seed, same sample). */
export function sampleIds(ids: readonly string[], n: number, seed: number): string[] {
  const pool = [...ids].sort();
  const random = mulberry32(seed);
  for (let i = pool.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, n).sort();
}

/** `liveui tasks stats`' fidelity figures from a review report: per family and in all. */
export function fidelityFigures(report: ReviewReport): TaskStats['fidelity'] {
  const figures = (rows: ReviewReport['rows']): FidelityFigures => {
    const state = (s: string) => rows.filter((r) => r.fidelity.state === s).length;
    const open = (k: FindingKind) => rows.reduce((n, r) => n + openOf(r.fidelity, k), 0);
    return {
      tasks: rows.length,
      reviewed: rows.length - state('unreviewed'),
      current: state('faithful') + state('findings'),
      faithful: state('faithful'),
      open_holes: open('hole'),
      open_over_specifications: open('over_specification'),
      open_infidelities: open('infidelity'),
      tasks_with_holes: rows.filter((r) => openOf(r.fidelity, 'hole') > 0).length,
      tasks_with_over_specifications: rows.filter((r) => openOf(r.fidelity, 'over_specification') > 0).length,
      tasks_with_infidelities: rows.filter((r) => openOf(r.fidelity, 'infidelity') > 0).length,
      changed: state('changed'),
      older_rubric: state('older_rubric'),
      unreviewed: state('unreviewed'),
    };
  };
  const bySub: Record<string, number> = {};
  for (const row of report.rows) for (const f of row.fidelity.open) bySub[`${f.kind}/${f.sub}`] = (bySub[`${f.kind}/${f.sub}`] ?? 0) + 1;
  return {
    rubric: report.rubric,
    all: figures(report.rows),
    by_family: Object.fromEntries(FamilySchema.options.map((family) => [family, figures(report.rows.filter((r) => r.family === family))])) as TaskStats['fidelity']['by_family'],
    open_by_sub: Object.fromEntries(Object.entries(bySub).sort(([a], [b]) => a.localeCompare(b))),
  };
}
