import type { ChatClient } from '../../agent/client.ts';
import { jsonObjects } from '../../agent/json-reply.ts';
import { addUsage, type LlmUsage } from '../../agent/usage.ts';
import { ContractSchema } from '../../schemas/assertions.ts';
import type { Task } from '../../schemas/task.ts';
import { judgeMessages } from './prompts.ts';
import { JudgeReplySchema, type TrajectoryRecord, type VerdictRecord } from './schemas.ts';

const REPLY_CHARS = 4_000;

/**
 * Reads the judge's reply as a verdict set: one JSON object with exactly one verdict per
 * contract, each resting on a frame that exists. Anything else is a judge failure with its
 * reason — never a guessed or partial verdict.
 */
export function parseJudgeReply(task: string, content: string, frames: number): VerdictRecord {
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
  const order = ContractSchema.options;
  return { task, status: 'judged', verdicts: [...verdicts].sort((a, b) => order.indexOf(a.contract) - order.indexOf(b.contract)) };
}

/** Asks the judge about one trajectory. Infrastructure failures are their own status (run again). */
export async function judgeTrajectory(task: Task, trajectory: TrajectoryRecord, judge: ChatClient, usage: { value: LlmUsage }): Promise<VerdictRecord> {
  if (trajectory.end === 'model_failure') return { task: task.id, status: 'not_judged', reason: `the user session failed: ${trajectory.failure ?? ''}` };
  if (trajectory.end === 'infrastructure') return { task: task.id, status: 'infrastructure', reason: `the user session could not finish: ${trajectory.failure ?? ''}` };
  const asked = await judge.complete({ messages: judgeMessages(task, trajectory), trial: 0 });
  if (!asked.ok) return { task: task.id, status: 'infrastructure', reason: asked.error.message };
  usage.value = addUsage(usage.value, asked.reply.usage, asked.reply.cached);
  return parseJudgeReply(task.id, asked.reply.content, trajectory.frames.length);
}
