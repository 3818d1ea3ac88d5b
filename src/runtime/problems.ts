import type { z } from 'zod';
import { StepKinds } from '../schemas/package.ts';

/** One admission problem: where in the package JSON, and what is wrong. */
export interface Problem {
  path: string;
  message: string;
}

/** `['actions', 0, 'plan']` → `$.actions[0].plan`. */
export function jsonPath(segments: readonly PropertyKey[]): string {
  let out = '$';
  for (const segment of segments) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(segment)) out += `.${segment}`;
    else out += `[${JSON.stringify(String(segment))}]`;
  }
  return out;
}

function valueAt(root: unknown, segments: readonly PropertyKey[]): unknown {
  let current = root;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

/**
 * Turns zod issues into problems. A failed step union is explained by the option whose kind key
 * the step carries (`{"append": …}` is judged as an append step), not by all seven options.
 */
export function zodProblems(issues: readonly z.core.$ZodIssue[], root: unknown, prefix: readonly PropertyKey[] = []): Problem[] {
  const out: Problem[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length === StepKinds.length) {
      const value = valueAt(root, path);
      const kinds = value !== null && typeof value === 'object' ? StepKinds.filter((k) => Object.hasOwn(value, k)) : [];
      const only = kinds.length === 1 ? kinds[0] : undefined;
      const branch = only === undefined ? undefined : issue.errors[StepKinds.indexOf(only)];
      if (branch) {
        out.push(...zodProblems(branch, root, path));
        continue;
      }
      out.push({ path: jsonPath(path), message: `a step needs exactly one of: ${StepKinds.join(', ')}` });
      continue;
    }
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push({ path: jsonPath([...path, key]), message: `unknown field "${key}"` });
      continue;
    }
    out.push({ path: jsonPath(path), message: issue.message });
  }
  return out;
}
