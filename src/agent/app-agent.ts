import { z } from 'zod';
import { StateOpSchema } from '../schemas/package.ts';
import type { AgentRequest, AgentResult, AppAgent } from '../runtime/types.ts';
import { ChatClient, type ChatMessage, type ClientOptions, type ClientSettings, type ToolCall } from './client.ts';
import { CacheMissError, CacheWriteError, LlmInfrastructureError } from './errors.ts';
import { extractJsonObject } from './json-reply.ts';
import { agentCorrection, agentMessages } from './prompts.ts';
import { toolsFromDocs } from './tools.ts';
import { addUsage, emptyUsage, type LlmUsage } from './usage.ts';

export interface AppAgentOptions extends ClientOptions {
  /** The trial this agent serves (part of every cache key). */
  trial?: number;
  /** Model turns per submit, tool rounds and corrections included. */
  maxTurns?: number;
  /** Characters of one tool result fed back to the model. */
  maxToolResultChars?: number;
  /** Wall-clock limit for one submit, all turns and retries together (default 600 s). */
  maxSeconds?: number;
}

/** Something outside the model went wrong during a submit: the run stage should not count it as the model's failure. */
export interface AgentProblem {
  kind: 'infrastructure' | 'cache_miss' | 'cache_write';
  message: string;
}

export interface LlmAppAgent extends AppAgent {
  readonly settings: ClientSettings & { max_turns: number };
  usage(): LlmUsage;
  /** Infrastructure failures and replay misses seen so far (the runtime turns them into failed actions). */
  problems(): AgentProblem[];
}

const ResultSchema = z.object({ state_ops: z.array(StateOpSchema), message: z.string() });

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}…[truncated ${text.length - max} characters]`;
}

function parseArgs(text: string): Record<string, unknown> | string {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    return 'the arguments are not a JSON object';
  } catch {
    return 'the arguments are not valid JSON';
  }
}

/**
 * The app-side agent: a tool-calling loop over the action's allowed APIs. Each tool call goes
 * through `request.call` (the runtime budgets it and refuses other services); the loop ends on a
 * final reply holding `{state_ops, message}`, or fails after `maxTurns` model turns.
 */
export function createAppAgent(options: AppAgentOptions): LlmAppAgent {
  const client = new ChatClient(options);
  const maxTurns = options.maxTurns ?? 15;
  const maxToolChars = options.maxToolResultChars ?? 16_000;
  const trial = options.trial ?? 0;
  let total = emptyUsage();
  const seen: AgentProblem[] = [];

  function execute(request: AgentRequest, byName: Map<string, { app: string; api: string }>, call: ToolCall): string {
    const target = byName.get(call.function.name);
    if (!target) return JSON.stringify({ ok: false, error: `unknown tool "${call.function.name}"` });
    const args = parseArgs(call.function.arguments);
    if (typeof args === 'string') return JSON.stringify({ ok: false, error: args });
    // A BudgetExhausted thrown here ends the submit: the runtime fails the action.
    const record = request.call(target.app, target.api, args);
    return truncate(JSON.stringify({ ok: record.ok, status: record.status, response: record.response ?? null, ...(record.error ? { error: record.error } : {}) }), maxToolChars);
  }

  return {
    settings: { ...client.settings, max_turns: maxTurns },
    usage: () => ({ ...total }),
    problems: () => seen.map((p) => ({ ...p })),
    async run(request: AgentRequest): Promise<AgentResult> {
      const { tools, byName } = toolsFromDocs(request.tools);
      const messages: ChatMessage[] = agentMessages({
        actionLabel: request.action.label,
        goal: request.goal,
        role: request.role,
        instructions: request.instructions,
        inputs: request.inputs,
        state: request.state,
        spec: request.spec,
      });
      const deadline = Date.now() + (options.maxSeconds ?? 600) * 1000;
      for (let turn = 0; turn < maxTurns; turn += 1) {
        if (Date.now() > deadline) throw new Error(`the app agent ran past its ${options.maxSeconds ?? 600} s limit for one submit`);
        let outcome;
        try {
          outcome = await client.complete({ messages, tools, trial });
        } catch (error) {
          if (error instanceof CacheMissError) seen.push({ kind: 'cache_miss', message: error.message });
          if (error instanceof CacheWriteError) seen.push({ kind: 'cache_write', message: error.message });
          if (error instanceof LlmInfrastructureError) seen.push({ kind: 'infrastructure', message: error.message });
          throw error;
        }
        if (!outcome.ok) {
          seen.push({ kind: 'infrastructure', message: outcome.error.message });
          throw outcome.error;
        }
        const reply = outcome.reply;
        total = addUsage(total, reply.usage, reply.cached);
        if (reply.tool_calls.length > 0) {
          messages.push({ role: 'assistant', content: reply.content === '' ? null : reply.content, tool_calls: reply.tool_calls });
          for (const call of reply.tool_calls) messages.push({ role: 'tool', tool_call_id: call.id, content: execute(request, byName, call) });
          continue;
        }
        const extracted = extractJsonObject(reply.content, (v) => 'state_ops' in v);
        const reason = !extracted.ok ? extracted.reason : undefined;
        const parsed = extracted.ok ? ResultSchema.safeParse(extracted.value) : undefined;
        if (parsed?.success) return { state_ops: parsed.data.state_ops, message: parsed.data.message };
        const issue = parsed?.error?.issues[0];
        messages.push({ role: 'assistant', content: reply.content });
        messages.push(agentCorrection(reason ?? `${issue?.path.join('.') || 'the object'}: ${issue?.message ?? 'invalid'}`));
      }
      throw new Error(`the app agent used its ${maxTurns} model turns without a valid final answer`);
    },
  };
}
