import { createHash } from 'node:crypto';
import { OptionError } from '../errors.ts';

/** The most shards a run may be split into (a bound on the merge's work, not a design limit). */
export const MAX_SHARDS = 10_000;

export interface ShardSpec {
  /** 1-based. */
  index: number;
  count: number;
}

/** Parses a shard `K/N` (1 ≤ K ≤ N ≤ MAX_SHARDS). */
export function parseShard(value: string): ShardSpec {
  const match = /^(\d{1,6})\/(\d{1,6})$/.exec(value.trim());
  if (!match) throw new OptionError('shard', `must be K/N (e.g. 2/8), got "${value}"`);
  const index = Number(match[1]);
  const count = Number(match[2]);
  if (count < 1 || count > MAX_SHARDS) throw new OptionError('shard', `N must be 1…${MAX_SHARDS}, got ${count}`);
  if (index < 1 || index > count) throw new OptionError('shard', `K must be 1…${count}, got ${index}`);
  return { index, count };
}

/**
 * The shard (1-based) a task belongs to among `count`: the first 8 hex digits of sha256(task id),
 * mod count. It depends on the id alone, so a task stays in its shard whatever else is selected,
 * on every machine.
 */
export function shardOf(taskId: string, count: number): number {
  return (Number.parseInt(createHash('sha256').update(taskId).digest('hex').slice(0, 8), 16) % count) + 1;
}
