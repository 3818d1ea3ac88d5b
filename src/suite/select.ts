import { OptionError } from '../errors.ts';
import { FamilySchema, SplitSchema } from '../schemas/assertions.ts';
import type { Task } from '../schemas/task.ts';

/**
 * Task selectors: terms separated by commas or spaces. `family:X`, `domain:X`, `split:X`, or an
 * id glob (`*` and `?`). Terms of the same kind are alternatives (OR); kinds combine with AND.
 * `family:single,domain:spotify` = single tasks about spotify.
 */
export function selectTasks<T extends { task: Task }>(tasks: readonly T[], selector: string | undefined): T[] {
  if (selector === undefined || selector.trim() === '' || selector.trim() === 'all') return [...tasks];
  const kinds = new Map<string, string[]>();
  for (const term of selector.split(/[\s,]+/).filter(Boolean)) {
    const match = /^(family|domain|split):(.+)$/.exec(term);
    const [kind, value] = match ? [match[1] as string, match[2] as string] : ['id', term];
    kinds.set(kind, [...(kinds.get(kind) ?? []), value]);
  }
  for (const key of kinds.keys()) {
    if (!['family', 'domain', 'split', 'id'].includes(key)) throw new OptionError('tasks', `unknown selector kind "${key}"`);
  }
  // A misspelt split or family ("split:seald") names the valid ones instead of selecting nothing.
  for (const [kind, schema] of [['split', SplitSchema], ['family', FamilySchema]] as const) {
    for (const value of kinds.get(kind) ?? []) {
      if (!(schema.options as readonly string[]).includes(value)) throw new OptionError('tasks', `unknown ${kind} "${value}" (known: ${schema.options.join(', ')})`);
    }
  }
  const glob = (pattern: string) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/\?/g, '.')}$`);
  const selected = tasks.filter(({ task }) => {
    for (const [kind, values] of kinds) {
      const ok =
        kind === 'family' ? values.includes(task.family)
        : kind === 'split' ? values.includes(task.split)
        : kind === 'domain' ? values.some((v) => task.domains.includes(v))
        : values.some((v) => glob(v).test(task.id));
      if (!ok) return false;
    }
    return true;
  });
  if (selected.length === 0) throw new OptionError('tasks', `"${selector}" selects no task`);
  return selected;
}
