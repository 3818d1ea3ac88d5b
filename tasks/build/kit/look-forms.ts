/**
 * Session 15, lane look2: a record given in two forms keeps its forms paired after the alias pass.
 *
 * A case may give a change step the record's name beside its id (`EpisodeSpec.names`: the name's
 * key → the id's key), written with the id's key as the case knows it (`record_id`). The alias
 * pass (kit/aliases.ts) then renames that key (`record_id|playlist_id`), and the operator pairs
 * the two forms only by their exact keys, so the pair would be lost and both values typed. This
 * pass, last in the chain, points each name form at the key its id form has now. Names whose keys
 * are already the values' own keys are left as they are.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Episode = TaskInput['episodes'][number];

/** The values' key that a key of the case became (`record_id` → `record_id|playlist_id`), if any. */
function keyNow(values: Record<string, unknown>, key: string): string | undefined {
  if (key in values) return key;
  return Object.keys(values).find((k) => k.split('|')[0] === key);
}

function pairedNames(e: Episode): Episode {
  if (e.names === undefined || e.values === undefined) return e;
  const values = e.values as Record<string, unknown>;
  const entries = Object.entries(e.names).map(([nameKey, idKey]): [string, string] => [keyNow(values, nameKey) ?? nameKey, keyNow(values, idKey) ?? idKey]);
  if (entries.every(([n, i], at) => n === Object.keys(e.names ?? {})[at] && i === Object.values(e.names ?? {})[at])) return e;
  return { ...e, names: Object.fromEntries(entries) };
}

export const withNameFormsPaired = (task: TaskInput): TaskInput => {
  const episodes = task.episodes.map(pairedNames);
  return episodes.every((e, i) => e === task.episodes[i]) ? task : { ...task, episodes };
};
