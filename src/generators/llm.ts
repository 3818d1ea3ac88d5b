import { ChatClient, type ChatMessage, type ClientOptions, type ClientSettings } from '../agent/client.ts';
import { extractJsonObject } from '../agent/json-reply.ts';
import { generationMessages, revisionMessages } from '../agent/prompts.ts';
import { addUsage, emptyUsage, sumUsage, type LlmUsage } from '../agent/usage.ts';
import { guessDeveloper } from './llm-developer.ts';
import type { GenerationOutcome, GenerationRequest, Generator } from './types.ts';

export type LlmGeneratorOptions = ClientOptions;

export interface LlmGenerator extends Generator {
  /** Model, endpoint and parameters (never the key): for the run's manifest and the run stage's agent. */
  readonly settings: ClientSettings;
  /** Token and cost totals: of one task evaluation (task + trial), or of everything this generator did. */
  usage(scope?: { task: string; trial: number }): LlmUsage;
}

/** Keys a package has at its top level; an object with none of them is not an attempt at a package. */
const PACKAGE_KEYS = ['app', 'views', 'actions'];
const looksLikePackage = (value: Record<string, unknown>) => PACKAGE_KEYS.some((key) => key in value);

const MAX_TEXT = 4_000;

/**
 * The reply as a generation outcome. No repair: the object found goes to admission as it is.
 * Prose without JSON is 'no_package'; JSON that does not parse is 'invalid_json'.
 */
export function outcomeOfReply(content: string, finishReason: string | null): GenerationOutcome {
  const cut = finishReason === 'length' ? ['the reply was cut off at the token limit'] : [];
  const text = content.slice(0, MAX_TEXT);
  const extracted = extractJsonObject(content, looksLikePackage);
  if (!extracted.ok) {
    const kind = extracted.kind === 'no_json' ? 'no_package' : 'invalid_json';
    return { ok: false, kind, reasons: [extracted.reason, ...cut], text };
  }
  if (!looksLikePackage(extracted.value)) return { ok: false, kind: 'no_package', reasons: ['the reply\'s JSON is not a package (no "app", "views" or "actions")', ...cut], text };
  return { ok: true, package: extracted.value };
}

/**
 * A generator backed by any OpenAI-compatible chat-completions endpoint. Infrastructure
 * failures come back as `kind: 'infrastructure'` (never cached, to be retried on resume); a
 * replay miss throws CacheMissError.
 */
export function createLlmGenerator(options: LlmGeneratorOptions): LlmGenerator {
  const client = new ChatClient(options);
  const perUnit = new Map<string, LlmUsage>();
  const unitKey = (task: string, trial: number) => `${task}\u0000${trial}`;

  async function ask(request: GenerationRequest, messages: ChatMessage[]): Promise<GenerationOutcome> {
    const outcome = await client.complete({ messages, trial: request.trial });
    if (!outcome.ok) return { ok: false, kind: 'infrastructure', reasons: [outcome.error.message] };
    const key = unitKey(request.task, request.trial);
    perUnit.set(key, addUsage(perUnit.get(key) ?? emptyUsage(), outcome.reply.usage, outcome.reply.cached));
    return outcomeOfReply(outcome.reply.content, outcome.reply.finish_reason);
  }

  return {
    name: 'llm',
    label: client.settings.model,
    developer: guessDeveloper(client.settings.model),
    readsReference: false,
    runtime: { apis: 'live' },
    settings: client.settings,
    usage(scope) {
      if (scope) return { ...(perUnit.get(unitKey(scope.task, scope.trial)) ?? emptyUsage()) };
      const keys = [...perUnit.keys()].sort();
      return sumUsage(keys.map((k) => perUnit.get(k) ?? emptyUsage()));
    },
    generate: (request) => ask(request, generationMessages({ intention: request.intention, services: request.services })),
    revise: (request) => ask(request, revisionMessages({ intention: request.intention, services: request.services, package: request.package, requirement: request.requirement })),
  };
}

export function isLlmGenerator(generator: Generator): generator is LlmGenerator {
  return generator.name === 'llm' && 'usage' in generator && 'settings' in generator;
}
