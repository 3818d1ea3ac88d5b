import type { ChatClient } from '../../agent/client.ts';
import { extractJsonObject } from '../../agent/json-reply.ts';
import { addUsage, type LlmUsage } from '../../agent/usage.ts';
import { canonicalJson, sha256 } from '../../io/hash.ts';
import { BrowserFault } from '../../runtime/browser/fault.ts';
import { DiskFullError } from '../../errors.ts';
import type { Task } from '../../schemas/task.ts';
import type { SessionApps } from './apps.ts';
import type { SurfaceDriver } from '../run/surface-driver.ts';
import { observeFrame, submitAction } from './driver.ts';
import { userMessages } from './prompts.ts';
import { UserStepSchema, type FrameContent, type SessionEnd, type StepRecord, type TrajectoryRecord, type UserStep } from './schemas.ts';

/** Characters of an unusable user reply kept in the trajectory. */
const REPLY_CHARS = 2_000;
/** Characters of an app message kept as a step's outcome. */
const OUTCOME_CHARS = 1_000;

const bounded = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max)}…`);

/** Reads one step from the user's reply; a reason when it is not exactly one valid step. */
export function parseUserStep(content: string): { ok: true; step: UserStep } | { ok: false; reason: string } {
  const found = extractJsonObject(content, (value) => UserStepSchema.safeParse(value).success);
  if (!found.ok) return { ok: false, reason: found.reason };
  const parsed = UserStepSchema.safeParse(found.value);
  if (!parsed.success) return { ok: false, reason: `the reply is not one step ({"fill"}, {"click"}, {"reopen"}, {"next"} or {"done"}): ${JSON.stringify(found.value).slice(0, 200)}` };
  return { ok: true, step: parsed.data };
}

export interface SessionOptions {
  task: Task;
  apps: SessionApps;
  driver: SurfaceDriver;
  user: ChatClient;
  /** User steps at most (each one model reply). */
  budget: number;
  /** Accumulates the user model's usage. */
  usage: { value: LlmUsage };
}

/**
 * One exploratory session: the LLM user reads each frame and answers one step at a time until it
 * is done, runs out of steps, replies something that is not a step (a model failure, recorded),
 * or the endpoint fails (an infrastructure failure, to be run again). Every step's surface is a
 * frame. A replay miss throws (CacheMissError), as in every other stage.
 */
export async function exploreSession(options: SessionOptions): Promise<TrajectoryRecord> {
  const { task, apps, driver, user, budget } = options;
  const episodes = task.episodes;
  const frames: TrajectoryRecord['frames'] = [];
  const contents: TrajectoryRecord['contents'] = {};
  const steps: StepRecord[] = [];
  let request = 0;
  let drafts: Record<string, Record<string, unknown>> = {};
  let current: FrameContent;
  const episodeAt = () => episodes[request] ?? episodes[episodes.length - 1]!;

  const observe = async (): Promise<number> => {
    const episode = episodeAt();
    const runtime = apps.runtime(episode.slot);
    current = runtime ? await observeFrame(driver, runtime) : { text: apps.whyMissing(episode.slot), actions: [] };
    const hash = sha256(canonicalJson(current));
    contents[hash] ??= current;
    frames.push({ index: frames.length, episode: episode.id, slot: episode.slot, hash });
    return frames.length - 1;
  };

  const act = async (step: UserStep): Promise<{ outcome: string; calls: string[]; end?: SessionEnd }> => {
    const episode = episodeAt();
    if ('done' in step) return { outcome: 'the user stopped', calls: [], end: 'done' };
    if ('next' in step) {
      if (request + 1 >= episodes.length) return { outcome: 'that was the last request', calls: [], end: 'done' };
      request += 1;
      drafts = {};
      const note = apps.enter(episodeAt());
      return { outcome: `on to request ${request + 1}${note ? ` (${note})` : ''}`, calls: [] };
    }
    if ('reopen' in step) {
      drafts = {};
      apps.reopen(episode.slot);
      return { outcome: 'the app was closed and opened again', calls: [] };
    }
    const runtime = apps.runtime(episode.slot);
    if ('fill' in step) {
      const { input, value, action } = step.fill;
      const form = current.actions.find((a) => (action === undefined || a.id === action) && a.inputs.some((i) => i.name === input));
      const field = form?.inputs.find((i) => i.name === input);
      if (!form || !field) return { outcome: `refused: the screen has no field "${input}"${action ? ` in form "${action}"` : ''}`, calls: [] };
      if (field.options && !field.options.includes(String(value))) return { outcome: `refused: "${String(value)}" is not an option of "${input}"`, calls: [] };
      drafts[form.id] = { ...drafts[form.id], [input]: value };
      return { outcome: `filled ${form.id}.${input}`, calls: [] };
    }
    const form = current.actions.find((a) => a.id === step.click);
    if (!runtime || !form) return { outcome: `refused: the screen has no form or button "${step.click}"`, calls: [] };
    const inputs = drafts[form.id] ?? {};
    delete drafts[form.id];
    try {
      const result = await submitAction(driver, runtime, form.id, inputs);
      const calls = result.calls.map((call) => `${call.app}.${call.api}:${call.ok ? 'ok' : 'failed'}`);
      const said = result.error !== null ? `the app reported an error: ${result.error}` : result.message !== null ? `the app said: ${result.message}` : 'the app accepted it without a message';
      return { outcome: bounded(said, OUTCOME_CHARS), calls };
    } catch (error) {
      // A full disk under the app's store is the machine's, like a browser fault.
      if (error instanceof BrowserFault || error instanceof DiskFullError) throw error;
      // The app crashed on the click: the app's failure, seen by the user, not the harness's.
      return { outcome: bounded(`the app failed: ${error instanceof Error ? error.message : String(error)}`, OUTCOME_CHARS), calls: [] };
    }
  };

  apps.enter(episodeAt());
  await observe();
  let end: SessionEnd = 'budget';
  let failure: string | null = null;
  let reply: string | undefined;
  for (let index = 0; index < budget; index += 1) {
    const asked = await user.complete({ messages: userMessages({ task, request, step: index, budget, frame: current!, drafts, history: steps }), trial: 0 });
    if (!asked.ok) {
      end = 'infrastructure';
      failure = asked.error.message;
      break;
    }
    options.usage.value = addUsage(options.usage.value, asked.reply.usage, asked.reply.cached);
    const parsed = parseUserStep(asked.reply.content);
    if (!parsed.ok) {
      end = 'model_failure';
      failure = `the user model's reply is not a step: ${parsed.reason}`;
      reply = bounded(asked.reply.content, REPLY_CHARS);
      break;
    }
    const episode = episodeAt().id;
    const done = await act(parsed.step);
    const frame = await observe();
    steps.push({ index, episode, step: parsed.step, outcome: done.outcome, frame, calls: done.calls });
    if (done.end) {
      end = done.end;
      break;
    }
  }
  return { task: task.id, end, failure, ...(reply !== undefined ? { reply } : {}), steps, frames, contents };
}
