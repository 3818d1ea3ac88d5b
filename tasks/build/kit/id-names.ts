/**
 * A result shown by the name the user knows the record by, not only by its generated id (issue
 * #30, ids8). After "delete my comment", "cancel the blender return", "make that payment private",
 * "turn the alarm off" a screen check asked for the record's generated id beside the state word;
 * the user never asked for that id. The check now takes the record's name as the user knows it
 * (the name `nameBefore` gives, the one its name form types): the record's own name (a payment's
 * description, a note's title, a step's title, an alarm's time, a trash entry's path), or where
 * the record has none, the name of what it points at (a comment's expense, a review's product or
 * song, a return's or an order's product, a call's contact). The id stays as another form (`or`):
 * an app that shows the id still passes.
 *
 * The name is grounded in the row that holds it (`record`, read after the episode): the record's
 * own row where the episode changed it, or the row it points at (`record.via`) only where the
 * episode changed the record that points there — so an app that acts on another comment and
 * shows this expense's name fails (src/stages/check/grounding.ts). Runs after the name forms.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { asksById } from './record-names.ts';
import { nameBefore, tableOf } from './name-forms.ts';

type Obj = Record<string, any>;

const CAPTURE = /^\$[A-Za-z]\w*$/;
const isId = (v: unknown): v is string | number => (typeof v === 'string' && CAPTURE.test(v)) || (typeof v === 'number' && Number.isInteger(v) && v >= 1_000_000);

/** An order number the user asks for ("email Hana the order number") is theirs: it stays alone. */
const SHOPPER_IDS = /^\$order/i;
const ASKS_ORDER_NUMBER = /\border (?:number|no\.?|id|#)/i;

export function withIdNames(task: TaskInput): TaskInput {
  if (asksById({ family: task.family, apps: task.apps })) return task;
  const texts = [...task.apps.map((a) => a.intention), ...task.episodes.flatMap((e) => [e.message ?? '', e.requirement ?? ''])];
  const ordersAsked = texts.some((t) => ASKS_ORDER_NUMBER.test(t));
  let changed = false;
  const episodes = task.episodes.map((episode, index) => {
    const values = (episode.values ?? {}) as Record<string, unknown>;
    const made = (id: string | number) => typeof id === 'string' && Object.hasOwn(episode.captures ?? {}, id.slice(1));
    const taken = new Set<string>();
    const assertions = ((episode.assertions ?? []) as Obj[]).map((a) => {
      if (a.type !== 'visible_result_grounded' || !isId(a.value) || a.record !== undefined || a.or !== undefined) return a;
      const id = a.value as string | number;
      if (typeof id === 'string' && SHOPPER_IDS.test(id) && ordersAsked) return a;
      // The id the user typed to name the record, or the record this episode made.
      const key = Object.keys(values).find((k) => values[k] === id);
      if (key === undefined && !made(id)) return a;
      const named = nameBefore(task, key === undefined ? index + 1 : index, id, key ?? '');
      const own = tableOf(task, id, key ?? '');
      if (!named || !own || /^\s*$/.test(named.value)) return a;
      if (named.at && named.at.app !== own.app) return a;
      const record = named.at ? { ...named.at, via: { table: own.table, id } } : { app: own.app, table: own.table, key: { id } };
      // Two checks of one name (two comments on one expense) say nothing the one does not.
      if (taken.has(named.value)) return a;
      taken.add(named.value);
      changed = true;
      const { because, ...rest } = a;
      const words = texts.join('\n').toLowerCase();
      const typed = Object.values(values).some((v) => typeof v === 'string' && v.trim().toLowerCase() === named.value.trim().toLowerCase());
      return { ...rest, value: named.value, or: [id], record, ...(typed || words.includes(named.value.toLowerCase()) ? { because: named.value } : because !== undefined ? { because } : {}) };
    });
    return { ...episode, assertions } as typeof episode;
  });
  return changed ? { ...task, episodes } : task;
}
