import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every depth: the canonical form used for hashing. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const input = value as Record<string, unknown>;
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(input).sort()) {
      if (input[key] !== undefined) output[key] = sortKeys(input[key]);
    }
    return output;
  }
  return value;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hash of a value's canonical JSON, shortened for display in manifests. */
export function hashValue(value: unknown, length = 16): string {
  return sha256(canonicalJson(value)).slice(0, length);
}
