export { ChatClient, ClientSettingsSchema, DEFAULT_BASE_URL, clientSettings, normalizeBaseUrl, runModelOptions, runModelSettings, RunModelSchema, RunWaitingSchema } from './client.ts';
export type { ChatMessage, ContentPart, ChatOutcome, ChatReply, ChatRequest, ChatTool, ClientOptions, ClientSettings, RunModel, RunWaiting, ToolCall } from './client.ts';
export { LlmCache, cacheKey, defaultCacheDir, CACHE_FORMAT, ENTRY_FORMAT, entrySha256, type CacheEntry, type CacheKeyMaterial } from './cache.ts';
export { CacheEntryError, CacheMissError, CacheWriteError, LlmInfrastructureError, type InfraCause } from './errors.ts';
export { createAppAgent, type AgentProblem, type AppAgentOptions, type LlmAppAgent } from './app-agent.ts';
export { extractJsonObject, jsonObjects, type Extraction } from './json-reply.ts';
export { toolsFromDocs, toolName, typeSchema } from './tools.ts';
export { addUsage, emptyUsage, LlmUsageSchema, sumUsage, type CallUsage, type LlmUsage } from './usage.ts';
