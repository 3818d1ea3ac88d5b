import { CONTRACTS, type Task } from '../../schemas/task.ts';
import type { Contract } from '../../schemas/assertions.ts';
import type { RequestOutcome, TrajectoryRecord } from './schemas.ts';

/** Outcomes that say the app did something with the click (not a refusal, an error or a crash). */
const ACCEPTED = /^the app (said|accepted)/;
const ATTEMPTED = /^the app /;

/**
 * What the session shows of each request, from the user's own steps (no judgement): a request
 * that needs a click (submit, revise, followup) is `skipped` when the user never clicked an
 * offered button on it — moved on with `next`, stopped, or ran out of steps first — and
 * `not_completed` when every click on it ended in the app's error or crash; a reopen request is
 * skipped without a reopen step; a request the session never reached is skipped. The frame is the
 * one that shows it: the last frame the user saw on that request (the session's last frame when
 * never reached).
 */
export function sessionRequests(task: Task, trajectory: TrajectoryRecord): RequestOutcome[] {
  const lastFrame = Math.max(0, trajectory.frames.length - 1);
  return task.episodes.map((episode) => {
    const frames = trajectory.frames.filter((frame) => frame.episode === episode.id);
    const steps = trajectory.steps.filter((step) => step.episode === episode.id);
    if (frames.length === 0) return { request: episode.id, status: 'skipped', frame: lastFrame, by: 'session' };
    const seen = steps.length > 0 ? steps[steps.length - 1]!.frame : frames[0]!.index;
    if (episode.stage === 'open') return { request: episode.id, status: 'completed', frame: frames[0]!.index, by: 'session' };
    if (episode.stage === 'reopen') {
      const reopened = steps.filter((step) => 'reopen' in step.step);
      return reopened.length > 0 ? { request: episode.id, status: 'completed', frame: reopened[reopened.length - 1]!.frame, by: 'session' } : { request: episode.id, status: 'skipped', frame: seen, by: 'session' };
    }
    const clicks = steps.filter((step) => 'click' in step.step && ATTEMPTED.test(step.outcome));
    if (clicks.length === 0) return { request: episode.id, status: 'skipped', frame: seen, by: 'session' };
    const accepted = clicks.filter((step) => ACCEPTED.test(step.outcome));
    if (accepted.length === 0) return { request: episode.id, status: 'not_completed', frame: clicks[clicks.length - 1]!.frame, by: 'session' };
    return { request: episode.id, status: 'completed', frame: accepted[accepted.length - 1]!.frame, by: 'session' };
  });
}

/** The contracts each request needs: those of the checks on its episode (the checker's own map). */
export function contractsOfRequests(task: Task): Map<string, Set<Contract>> {
  return new Map(task.episodes.map((episode) => [episode.id, new Set(episode.assertions.map((spec) => CONTRACTS[spec.type][0] as Contract))]));
}
