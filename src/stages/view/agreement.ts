import type { Agreement } from '../../schemas/agreement.ts';
import type { ContractSchema } from '../../schemas/assertions.ts';
import type { z } from 'zod';
import { compareOutcomes } from '../agreement/core.ts';
import { readExplore } from '../explore/index.ts';
import type { TrajectoryRecord, VerdictRecord } from '../explore/schemas.ts';
import { OptionError } from '../../errors.ts';
import { runDir } from '../../infra/paths.ts';
import { exploreFiles } from '../explore/index.ts';
import type { RunData } from './model.ts';

/** Characters of one frame's text shown on a task page. */
const FRAME_CHARS = 2_000;
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}… (${text.length - max} more characters)`);
const verdictText = (value: boolean | null) => (value === null ? '–' : value ? 'pass' : 'fail');

/** What the viewer shows of an exploration, per task of one run (trial 0). */
export interface TaskAgreementView {
  /** Run list column: "5/5 agree", "3/5 agree (C3, C4 differ)", or the judge's status. */
  summary: string;
  agrees: boolean;
  models: string;
  status: string;
  contracts: { contract: z.infer<typeof ContractSchema>; checker: string; judge: string; differs: boolean; reason: string; frame: string }[];
  steps: { index: string; episode: string; step: string; outcome: string; frame: string }[];
  frames: { index: string; episode: string; text: string; screen: string }[];
  end: string;
  /** Why there is no verdict set (judge failure, failed session, infrastructure). */
  failure: string;
}

/**
 * For each explore folder made from one of the viewed runs, the per-task agreement (computed from
 * the run's rows already read) and the session's steps and frames. Explorations of other runs are
 * refused, so a page never shows another run's judge.
 */
export function viewerAgreements(runs: readonly { data: RunData; source: string }[], explores: readonly string[]): { byRun: Map<string, Map<string, TaskAgreementView>>; screens: { dir: string; hash: string }[] } {
  const byRun = new Map<string, Map<string, TaskAgreementView>>();
  const screens: { dir: string; hash: string }[] = [];
  for (const folder of explores) {
    const explored = readExplore(folder);
    const run = runs.find((r) => runDir(r.source) === explored.manifest.run_dir);
    if (!run) throw new OptionError('explore', `${folder} explored run ${explored.manifest.run_dir}, which is not one of the viewed runs`);
    const agreement = compareOutcomes(run.data.assertions, explored.verdicts, explored.trajectories, { run: run.data.manifest.run, explore: folder, judge_model: explored.manifest.judge.model, user_model: explored.manifest.user.model });
    byRun.set(run.data.folder, taskViews(agreement, explored.trajectories, explored.verdicts));
    const dir = exploreFiles(folder).screens;
    for (const t of explored.trajectories) for (const content of Object.values(t.contents)) if (content.screen) screens.push({ dir, hash: content.screen });
  }
  return { byRun, screens };
}

function taskViews(agreement: Agreement, trajectories: readonly TrajectoryRecord[], verdicts: readonly VerdictRecord[]): Map<string, TaskAgreementView> {
  const trajectoryOf = new Map(trajectories.map((t) => [t.task, t]));
  const verdictOf = new Map(verdicts.map((v) => [v.task, v]));
  const views = new Map<string, TaskAgreementView>();
  for (const task of agreement.tasks) {
    const record = verdictOf.get(task.task);
    const given = record?.status === 'judged' ? record.verdicts : [];
    const compared = task.contracts.filter((c) => c.checker !== null && c.judge !== null);
    const differing = compared.filter((c) => c.checker !== c.judge).map((c) => c.contract);
    const trajectory = trajectoryOf.get(task.task);
    const reasons = new Map(given.map((v) => [v.contract, v]));
    views.set(task.task, {
      summary: task.status !== 'judged' ? task.status.replace(/_/g, ' ') : `${compared.length - differing.length}/${compared.length} agree${differing.length > 0 ? ` (${differing.join(', ')} differ)` : ''}`,
      agrees: task.status === 'judged' && differing.length === 0,
      models: `user ${agreement.user_model}, judge ${agreement.judge_model}`,
      status: task.status,
      contracts: task.contracts.map((c) => {
        const v = reasons.get(c.contract);
        return { contract: c.contract, checker: verdictText(c.checker), judge: verdictText(c.judge), differs: c.checker !== null && c.judge !== null && c.checker !== c.judge, reason: v?.reason ?? '', frame: v ? String(v.frame) : '' };
      }),
      steps: (trajectory?.steps ?? []).map((s) => ({ index: String(s.index), episode: s.episode, step: JSON.stringify(s.step), outcome: s.outcome, frame: String(s.frame) })),
      frames: (trajectory?.frames ?? []).map((f) => {
        const content = trajectory?.contents[f.hash];
        return { index: String(f.index), episode: f.episode, text: cut(content?.text ?? '', FRAME_CHARS), screen: content?.screen ?? '' };
      }),
      failure: record && record.status !== 'judged' ? record.reason : '',
      end: trajectory ? `${trajectory.end}${trajectory.failure ? `: ${trajectory.failure}` : ''}` : '',
    });
  }
  return views;
}
