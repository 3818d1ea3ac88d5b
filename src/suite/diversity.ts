import { hashValue } from '../io/hash.ts';
import type { ApiDoc } from '../schemas/world.ts';
import type { Overlap, PatternCount, WriteApiCoverage } from '../schemas/task-stats.ts';
import type { Task } from '../schemas/task.ts';

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The API calls of a plan in order, nested steps included (`*` marks calls inside a loop).
 * Walks every array and object of a step, so step kinds added later are still seen. Bounded by
 * the plan's own size (admission limits it).
 */
export function planCalls(plan: unknown, inLoop = false, out: string[] = []): string[] {
  if (Array.isArray(plan)) {
    for (const step of plan) planCalls(step, inLoop, out);
  } else if (isObj(plan)) {
    if (typeof plan.call === 'string') out.push(`${inLoop ? '*' : ''}${plan.call}`);
    const loop = inLoop || 'for_each' in plan;
    for (const [key, value] of Object.entries(plan)) if (key !== 'args' && typeof value === 'object') planCalls(value, loop, out);
  }
  return out;
}

/** Every package of a slot's reference: the initial one and each revision. */
function referencePackages(task: Task): unknown[] {
  return Object.values(task.reference).flatMap((slot) => [slot.package, ...Object.values(slot.revisions)]);
}

function actionsOf(pkg: unknown): Obj[] {
  return isObj(pkg) && Array.isArray(pkg.actions) ? pkg.actions.filter(isObj) : [];
}

/** Every `app.api` the task's references call, in any action of any package. */
export function referenceCalls(task: Task): Set<string> {
  const calls = new Set<string>();
  for (const pkg of referencePackages(task)) for (const action of actionsOf(pkg)) for (const call of planCalls(action.plan)) calls.add(call.replace(/^\*/, ''));
  return calls;
}

/**
 * A task's builder pattern, derived rather than recorded (docs/decisions.md): the family, per
 * slot the API-call sequence of each reference action (sorted, so action order does not
 * matter; agent actions count by their services), and the episodes' stage sequence. Two tasks
 * that differ only in names, values and wording share a pattern.
 */
export function patternSignature(task: Task): string {
  const slots = Object.keys(task.reference)
    .sort()
    .map((slot) => {
      const ref = task.reference[slot];
      const packages = ref ? [ref.package, ...Object.values(ref.revisions)] : [];
      const actions = new Set<string>();
      for (const pkg of packages) {
        for (const action of actionsOf(pkg)) {
          const calls = Array.isArray(action.plan) ? planCalls(action.plan) : [`agent(${Array.isArray(action.services) ? action.services.join(',') : ''})`];
          actions.add(calls.join('>') || '(no call)');
        }
      }
      return `${slot}:${[...actions].sort().join(' ; ')}`;
    });
  const stages = task.episodes.map((e) => (task.apps.length > 1 ? `${e.slot}.${e.stage}` : e.stage)).join(',');
  return `${task.family} | ${slots.join(' | ')} | ${stages}`;
}

/** Tasks grouped by pattern, largest first (ties by signature), with a short stable name. */
export function patternGroups(tasks: readonly Task[]): PatternCount[] {
  const groups = new Map<string, string[]>();
  for (const task of tasks) {
    const signature = patternSignature(task);
    groups.set(signature, [...(groups.get(signature) ?? []), task.id]);
  }
  return [...groups.entries()]
    .map(([signature, ids]) => ({ pattern: hashValue(signature, 8), signature, tasks: ids.sort() }))
    .sort((a, b) => b.tasks.length - a.tasks.length || (a.signature < b.signature ? -1 : 1));
}

/**
 * Per app, the share of its write APIs (APIs whose docs declare `changes`) that some reference
 * calls. Computed from the docs at run time, so new APIs lower the share until tasks use them.
 */
export function writeApiCoverage(tasks: readonly Task[], docs: readonly ApiDoc[], apps: readonly string[]): WriteApiCoverage[] {
  const used = new Set<string>();
  for (const task of tasks) for (const call of referenceCalls(task)) used.add(call);
  return apps.map((app) => {
    const writes = docs.filter((d) => d.app === app && d.changes.length > 0).map((d) => d.api).sort();
    const unused = writes.filter((api) => !used.has(`${app}.${api}`));
    const count = writes.length - unused.length;
    return { app, write_apis: writes.length, used: count, share: writes.length === 0 ? 1 : round4(count / writes.length), unused };
  });
}

const round4 = (x: number) => Math.round(x * 10000) / 10000;

/** Word trigrams of a text: NFKC, lower case, words = runs of letters, digits and apostrophes. */
export function wordTrigrams(text: string): Set<string> {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 2 < words.length; i += 1) out.add(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
  return out;
}

/**
 * The largest pairwise trigram overlap |A∩B| / min(|A|, |B|) between intentions of different
 * tasks (a text under three words has no trigrams and overlaps nothing). An inverted index
 * counts shared trigrams only for pairs that share one, so 527 tasks take milliseconds.
 * Returns every pair at the maximum (sorted), or [] when no pair shares a trigram.
 */
export function maxTrigramOverlap(texts: readonly { id: string; task: string; text: string }[]): Overlap[] {
  const grams = texts.map((t) => wordTrigrams(t.text));
  const index = new Map<string, number[]>();
  grams.forEach((set, i) => {
    for (const gram of set) {
      const holders = index.get(gram);
      if (holders) holders.push(i);
      else index.set(gram, [i]);
    }
  });
  const shared = new Map<number, number>();
  const n = texts.length;
  for (const holders of index.values()) {
    for (let x = 0; x < holders.length; x += 1) {
      for (let y = x + 1; y < holders.length; y += 1) {
        const i = holders[x] as number;
        const j = holders[y] as number;
        if (texts[i]?.task === texts[j]?.task) continue;
        const key = i * n + j;
        shared.set(key, (shared.get(key) ?? 0) + 1);
      }
    }
  }
  let best: Overlap[] = [];
  let bestValue = 0;
  for (const [key, count] of shared) {
    const i = Math.floor(key / n);
    const j = key % n;
    const overlap = round4(count / Math.min(grams[i]?.size ?? 1, grams[j]?.size ?? 1));
    const [a, b] = [texts[i]?.id ?? '', texts[j]?.id ?? ''].sort() as [string, string];
    if (overlap > bestValue) [best, bestValue] = [[{ a, b, overlap, shared: count }], overlap];
    else if (overlap === bestValue) best.push({ a, b, overlap, shared: count });
  }
  return best.sort((p, q) => (p.a === q.a ? (p.b < q.b ? -1 : 1) : p.a < q.a ? -1 : 1));
}
