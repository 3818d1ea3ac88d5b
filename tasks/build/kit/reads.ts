/**
 * What a plan's calls return in the base fixture: the builders run a plan's calls in order (a
 * search by the user's words, a list of orders, a settle-up) on a fresh world, so a
 * text the plan builds from what it found ("I ordered the {{found.0.name}}") can be held to
 * naming it (issue #28: free fields are earned).
 */
import { resolveFields } from '../../../src/runtime/template.ts';
import { findApi } from '../../../src/world/docs.ts';
import { freshWorld } from '../../../src/world/fixture.ts';
import type { Json, Obj, Value } from './types.ts';

/**
 * Fields that are not content a person reads: ids, clock values, and how a person is addressed
 * (a first name read to greet them is wording).
 */
const NOT_CONTENT = /(^id$|_id$|_ids$|_at$|date|time|timestamp|^first_name$|^last_name$|email|phone|path)$/;

/**
 * The value each `{{bind.path}}` of `texts` takes when the plan's calls run
 * on the base fixture with the user's values; only content (texts and numbers, not ids) is kept.
 */
export function readValues(steps: readonly Obj[], values: Record<string, Json>, texts: readonly string[]): Record<string, Value> {
  const wanted = [...new Set(texts.flatMap((t) => [...t.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] as string)))].filter((p) => !p.startsWith('inputs.'));
  if (wanted.length === 0) return {};
  const scope: Record<string, unknown> = { inputs: values };
  const world = freshWorld();
  // The plan's calls run in order, writes too (a settle-up's amount, a list after an add), so
  // what they bind is what the reference sees in a first episode; a call that cannot be made
  // here (it needs what an earlier episode made) is skipped, and so is what depends on it.
  try {
    for (const step of steps) {
      if (typeof step.call !== 'string') continue;
      const [app = '', api = ''] = step.call.split('.');
      if (!findApi(app, api)) continue;
      let args: Record<string, unknown>;
      try {
        args = resolveFields((step.args ?? {}) as Obj, scope);
      } catch {
        continue;
      }
      const record = world.callAsUser(app, api, args);
      if (record.ok && typeof step.bind === 'string') scope[step.bind] = record.response;
    }
  } finally {
    world.close();
  }
  const out: Record<string, Value> = {};
  for (const path of wanted) {
    const segments = path.split('.');
    if (NOT_CONTENT.test(segments[segments.length - 1] ?? '')) continue;
    let node: unknown = scope;
    for (const segment of segments) node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[segment] : undefined;
    if ((typeof node === 'string' && node.trim().length >= 2) || typeof node === 'number') out[path] = node;
  }
  return out;
}
