/** Display names of model developers by the provider prefix of an OpenRouter-style model id. */
const BY_PREFIX: Record<string, string> = {
  openai: 'OpenAI',
  anthropic: 'Anthropic',
  google: 'Google',
  'meta-llama': 'Meta',
  meta: 'Meta',
  mistralai: 'Mistral AI',
  deepseek: 'DeepSeek',
  qwen: 'Alibaba (Qwen)',
  'x-ai': 'xAI',
  moonshotai: 'Moonshot AI',
  'z-ai': 'Zhipu AI',
  thudm: 'Zhipu AI',
  cohere: 'Cohere',
  microsoft: 'Microsoft',
  nvidia: 'NVIDIA',
  amazon: 'Amazon',
  minimax: 'MiniMax',
  bytedance: 'ByteDance',
};

/** Model-name patterns for ids without a provider prefix (local servers: "llama3.1:8b", "qwen2.5-coder"). */
const BY_NAME: [RegExp, string][] = [
  [/^(gpt|o\d|chatgpt)/, 'OpenAI'],
  [/^claude/, 'Anthropic'],
  [/^(gemini|gemma)/, 'Google'],
  [/^(llama|codellama)/, 'Meta'],
  [/^(mistral|mixtral|codestral|ministral)/, 'Mistral AI'],
  [/^deepseek/, 'DeepSeek'],
  [/^(qwen|qwq)/, 'Alibaba (Qwen)'],
  [/^grok/, 'xAI'],
  [/^(phi)/, 'Microsoft'],
  [/^(glm)/, 'Zhipu AI'],
  [/^kimi/, 'Moonshot AI'],
];

/** The developer of a model, guessed from its id; 'unknown' when nothing matches. */
export function guessDeveloper(model: string): string {
  const id = model.trim().toLowerCase();
  const slash = id.indexOf('/');
  if (slash > 0) {
    const known = BY_PREFIX[id.slice(0, slash)];
    if (known) return known;
  }
  const name = slash > 0 ? id.slice(id.lastIndexOf('/') + 1) : id;
  return BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'unknown';
}
