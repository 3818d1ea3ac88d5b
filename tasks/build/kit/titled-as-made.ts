/**
 * A reopen that asks for a record by the user's words where the app words the record's own text
 * (s21, rent-collector s20-z4-f1): the create step lets the to-do's title be anything that
 * mentions "June rent", "June" or "rent" (a `free` rule with `mentions_one`), but the reopen asked
 * the title to hold "June rent" whole, so an app that titled it "Check Omar paid rent for June"
 * passed create and failed the reopen. The reopen now also takes the title as the app made it:
 * the create step captures it (`<capture>Title`), and the check's other form (`or`) is that value,
 * shown from the app's kept state and held by the record.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, unknown>;

export function withTitledAsMade(task: TaskInput): TaskInput {
  const frees: { episode: number; app: string; table: string; field: string; mentions: string[] }[] = [];
  task.episodes.forEach((e, i) => {
    for (const a of (e.assertions ?? []) as Obj[]) {
      if (a.type !== 'world_matches_reference') continue;
      for (const f of (a.free ?? []) as Obj[]) if (Array.isArray(f.mentions_one)) frees.push({ episode: i, app: String(f.app), table: String(f.table), field: String(f.field), mentions: f.mentions_one.map(String) });
    }
  });
  if (frees.length === 0) return task;
  const episodes = task.episodes.map((e) => ({ ...e })) as Episode[];
  let changed = false;
  episodes.forEach((e, i) => {
    if (e.stage !== 'reopen' || !e.assertions) return;
    e.assertions = e.assertions.map((a) => {
      if (a.type !== 'persisted_visible' || a.gone === true || !a.record || typeof a.value !== 'string') return a;
      const record = a.record;
      const free = frees.find((f) => f.episode < i && f.app === record.app && (f.table === '*' || f.table === record.table) && f.field === record.field && f.mentions.includes(a.value as string));
      if (!free) return a;
      const made = episodes[free.episode] as Episode;
      const idCapture = Object.entries(made.captures ?? {}).find(([, c]) => c.app === record.app && c.table === record.table && c.field === 'id');
      if (!idCapture || JSON.stringify(record.key) !== JSON.stringify({ id: `$${idCapture[0]}` })) return a;
      const name = `${idCapture[0]}${record.field.charAt(0).toUpperCase()}${record.field.slice(1)}`;
      made.captures = { ...made.captures, [name]: { ...idCapture[1], field: record.field } };
      changed = true;
      return { ...a, or: [...(a.or ?? []), `$${name}`] };
    });
  });
  return changed ? { ...task, episodes } : task;
}
