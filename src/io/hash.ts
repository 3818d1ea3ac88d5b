import { createHash } from 'node:crypto';
import { InputError } from '../errors.ts';

/** JSON with object keys sorted at every depth: the canonical form used for hashing. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

/** Deeper values are refused: the recursion below (and JSON.stringify's) must not meet input-sized depth. */
export const MAX_HASH_DEPTH = 256;

function sortKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_HASH_DEPTH) throw new InputError(`a value nested deeper than ${MAX_HASH_DEPTH} levels cannot be hashed`);
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, depth + 1));
  const input = value as Record<string, unknown>;
  const output: Record<string, unknown> = {};
  for (const key of Object.keys(input).sort()) {
    if (input[key] !== undefined) output[key] = sortKeys(input[key], depth + 1);
  }
  return output;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Hash of a value's canonical JSON, shortened for display in manifests. */
export function hashValue(value: unknown, length = 16): string {
  return sha256(canonicalJson(value)).slice(0, length);
}
