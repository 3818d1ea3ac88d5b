/**
 * Finds the JSON object in a model's reply. Tolerates what models wrap around it — a ```json
 * fence, prose before or after, a <think> block — but never edits the JSON itself.
 */
export type Extraction =
  | { ok: true; value: Record<string, unknown> }
  | { ok: false; kind: 'no_json' | 'invalid_json'; reason: string };

const MAX_CANDIDATES = 64;

/** Index just past the `}` that closes the `{` at `start`, honouring strings; -1 if unbalanced. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i += 1;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** Every top-level JSON object in the text, in order (fenced blocks first). */
export function jsonObjects(reply: string): Record<string, unknown>[] {
  const text = reply.replace(/<think>[\s\S]*?<\/think>/g, '');
  const found: Record<string, unknown>[] = [];
  const whole = parseObject(text.trim());
  if (whole) return [whole];
  for (const match of text.matchAll(/```[a-zA-Z]*\s*\n([\s\S]*?)```/g)) {
    const value = parseObject((match[1] ?? '').trim());
    if (value) found.push(value);
  }
  let tries = 0;
  for (let i = text.indexOf('{'); i !== -1 && tries < MAX_CANDIDATES; tries += 1) {
    const end = closingBrace(text, i);
    const value = end === -1 ? undefined : parseObject(text.slice(i, end));
    if (value) found.push(value);
    i = text.indexOf('{', value ? end : i + 1);
  }
  return found;
}

/** The first object that `wanted` accepts, else the first object; `no_json` when the text has no `{` at all. */
export function extractJsonObject(reply: string, wanted: (value: Record<string, unknown>) => boolean = () => true): Extraction {
  const objects = jsonObjects(reply);
  const chosen = objects.find(wanted) ?? objects[0];
  if (chosen) return { ok: true, value: chosen };
  if (!reply.includes('{')) return { ok: false, kind: 'no_json', reason: reply.trim() === '' ? 'the reply is empty' : 'the reply contains no JSON object' };
  return { ok: false, kind: 'invalid_json', reason: 'the reply contains no parseable JSON object' };
}
