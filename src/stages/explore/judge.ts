import type { ChatClient } from '../../agent/client.ts';
import { jsonObjects } from '../../agent/json-reply.ts';
import { addUsage, type LlmUsage } from '../../agent/usage.ts';
import { ContractSchema, type Contract } from '../../schemas/assertions.ts';
import type { Task } from '../../schemas/task.ts';
import { judgeMessages } from './prompts.ts';
import type { JudgeScreen } from './screens.ts';
import { contractsOfRequests, sessionRequests } from './requests.ts';
import { JudgeReplySchema, type JudgeVerdict, type RecordedVerdict, type RequestOutcome, type TrajectoryRecord, type VerdictRecord } from './schemas.ts';

const REPLY_CHARS = 4_000;

/**
 * Reads the judge's reply as a verdict set: one JSON object with exactly one verdict per
 * contract, each resting on a frame that exists. Anything else is a judge failure with its
 * reason — never a guessed or partial verdict.
 */
export function parseJudgeReply(task: string, content: string, frames: number, ledger?: Ledger): VerdictRecord {
  const failure = (reason: string): VerdictRecord => ({ task, status: 'judge_failure', reason, reply: content.length <= REPLY_CHARS ? content : `${content.slice(0, REPLY_CHARS)}…` });
  const objects = jsonObjects(content);
  const candidate = objects.find((o) => 'verdicts' in o) ?? objects[0];
  if (!candidate) return failure(content.trim() === '' ? 'the reply is empty' : 'the reply contains no JSON object');
  const parsed = JudgeReplySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failure(`the reply is not a verdict set (${issue?.path.join('.') || '$'}: ${issue?.message ?? 'invalid'})`);
  }
  const verdicts = parsed.data.verdicts;
  const missing = ContractSchema.options.filter((contract) => verdicts.filter((v) => v.contract === contract).length !== 1);
  if (missing.length > 0) return failure(`the reply does not give exactly one verdict for ${missing.join(', ')}`);
  const beyond = verdicts.find((v) => v.frame >= frames);
  if (beyond) return failure(`the verdict for ${beyond.contract} rests on frame ${beyond.frame}, but the session has frames 0–${frames - 1}`);
  const said = parsed.data.requests ?? [];
  const wrongFrame = said.find((r) => r.frame >= frames);
  if (wrongFrame) return failure(`the word on request ${wrongFrame.request} rests on frame ${wrongFrame.frame}, but the session has frames 0–${frames - 1}`);
  const order = ContractSchema.options;
  const sorted = [...verdicts].sort((a, b) => order.indexOf(a.contract) - order.indexOf(b.contract));
  if (!ledger) return { task, status: 'judged', verdicts: sorted };
  const known = new Set(ledger.session.map((r) => r.request));
  const unknown = [...said.map((r) => r.request), ...verdicts.flatMap((v) => v.requests ?? [])].find((id) => !known.has(id));
  if (unknown !== undefined) return failure(`the reply names request "${unknown}", which the task does not have`);
  // The session's finding stands; where the user did click, the judge may still find it not done.
  const requests: RequestOutcome[] = ledger.session.map((outcome) => {
    const word = said.find((r) => r.request === outcome.request);
    return outcome.status === 'completed' && word && !word.completed ? { request: outcome.request, status: 'not_completed', frame: word.frame, by: 'judge' } : outcome;
  });
  return { task, status: 'judged', verdicts: sorted.map((verdict) => tieToRequests(verdict, requests, ledger.needs)), requests };
}

/** The session's request outcomes and the contracts each request needs. */
export interface Ledger {
  session: RequestOutcome[];
  needs: Map<string, Set<Contract>>;
}

/**
 * The contracts a request left undone can fail. C1 never: it judges the opening screens, which
 * the user saw whatever came next. A skipped request shows no submit at all (C2–C5); a request
 * tried without success did reach the app (C2 stands) but changed and showed nothing (C3–C5).
 */
const FORCED: Record<'skipped' | 'not_completed', ReadonlySet<Contract>> = {
  skipped: new Set(['C2', 'C3', 'C4', 'C5']),
  not_completed: new Set(['C3', 'C4', 'C5']),
};

/**
 * A passing verdict fails when a request it needed was skipped or not completed: a request needs
 * a contract when its episode has checks of it, or when the judge says the verdict covers it.
 */
function tieToRequests(verdict: JudgeVerdict, requests: readonly RequestOutcome[], needs: Map<string, Set<Contract>>): RecordedVerdict {
  if (!verdict.pass) return verdict;
  const covered = new Set(verdict.requests ?? []);
  const missed = requests.find((r) => r.status !== 'completed' && FORCED[r.status].has(verdict.contract) && (covered.has(r.request) || needs.get(r.request)?.has(verdict.contract)));
  if (!missed) return verdict;
  const what = missed.status === 'skipped' ? 'the user skipped it' : 'it was not completed';
  return { ...verdict, pass: false, frame: missed.frame, reason: `request ${missed.request} needed ${verdict.contract} and ${what} (frame ${missed.frame}); the judge had passed it: ${verdict.reason}`.slice(0, 2_000), forced: missed };
}

/** An endpoint's error that speaks of images: the model or the server does not take them. */
const REFUSES_IMAGES = /image|vision|multimodal|multi-modal|content part|content type/i;
/** A reply in words that the model cannot see the pictures (checked only when the schema rejected it). */
const CANNOT_SEE = /\b(can ?not|can't|cannot|unable to|not able to|do(?:es)? not|don't|doesn't)\b[^.\n]{0,40}\b(see|view|read|process|open|access|support|handle|interpret)\b[^.\n]{0,40}\b(images?|screenshots?|pictures?|attachments?)\b/i;

/** Whether a reply says in words that the model cannot see the images (read only when it is not a verdict set). */
export const saysItCannotSee = (content: string): boolean => CANNOT_SEE.test(content);

/**
 * Asks the judge about one trajectory, with the chosen screenshots when there are any.
 * Infrastructure failures are their own status (run again). A judge that refuses the images — an
 * endpoint error naming them, a client error (4xx) on a request that carried them, or a reply
 * the schema rejects that says it cannot see them — is an infrastructure failure with that
 * reason, never a verdict: the same judge without images is another judge.
 */
export async function judgeTrajectory(task: Task, trajectory: TrajectoryRecord, judge: ChatClient, usage: { value: LlmUsage }, screens: readonly JudgeScreen[] = []): Promise<VerdictRecord> {
  if (trajectory.end === 'model_failure') return { task: task.id, status: 'not_judged', reason: `the user session failed: ${trajectory.failure ?? ''}` };
  if (trajectory.end === 'infrastructure') return { task: task.id, status: 'infrastructure', reason: `the user session could not finish: ${trajectory.failure ?? ''}` };
  const asked = await judge.complete({ messages: judgeMessages(task, trajectory, screens), trial: 0 });
  const carried = `a request carrying ${screens.length} screenshot(s)`;
  if (!asked.ok) {
    const { status, message } = asked.error;
    const clientError = status !== null && status >= 400 && status < 500 && ![401, 403, 408, 429].includes(status);
    if (screens.length > 0 && (clientError || REFUSES_IMAGES.test(message))) return { task: task.id, status: 'infrastructure', reason: `${REFUSE_NOTE(judge.settings.model, carried)}: ${message}` };
    return { task: task.id, status: 'infrastructure', reason: message };
  }
  usage.value = addUsage(usage.value, asked.reply.usage, asked.reply.cached);
  const verdict = parseJudgeReply(task.id, asked.reply.content, trajectory.frames.length, { session: sessionRequests(task, trajectory), needs: contractsOfRequests(task) });
  if (verdict.status === 'judge_failure' && screens.length > 0 && saysItCannotSee(asked.reply.content)) {
    return { task: task.id, status: 'infrastructure', reason: `${REFUSE_NOTE(judge.settings.model, carried)}: its reply says it cannot see them (${verdict.reason}): ${asked.reply.content.slice(0, 300)}` };
  }
  return verdict.status === 'judged' && screens.length > 0 ? { ...verdict, screens: screens.map((s) => s.frame) } : verdict;
}

const REFUSE_NOTE = (model: string, carried: string) => `the judge ${model} refused ${carried} (a model that takes no images judges from frame text only: explore again with judge vision off, into another folder)`;
