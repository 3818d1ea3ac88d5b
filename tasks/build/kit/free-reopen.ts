/**
 * A reopen does not demand back a text the app was free to word (s13 act13, issue #30). A step
 * that leaves a field to the app (`world_matches_reference.free`, constraint `any`: a Venmo
 * request's description the plan words itself) lets a correct app write "Chloe's share of the
 * cabin" there; a reopen check that reads the user's words ("Cabin weekend") back from that field
 * (`persisted_visible.record.field`) failed it. Where the last step before the reopen that speaks
 * of the field frees it, the reopen check keeps its screen half (the value and its state words on
 * the reopened screen, which the app shows from the record the user named, e.g. the expense) and
 * drops the read of the free field. What the user gave (the amount, the person) is read back by
 * its own checks. A later step that touches that row again (a reminder on the request) keeps the
 * field the app's in its world check.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];
type FreeField = NonNullable<Extract<Assertion, { type: 'world_matches_reference' }>['free']>[number];

/** The task with each reopen read of a field the app was free to word left to the screen. */
export function withFreeReopened(task: TaskInput): TaskInput {
  // app.table.field -> the free rule of the latest step that speaks of it, where that step leaves it to the app.
  const free = new Map<string, FreeField | null>();
  const freeAt = (app: string, table: string, field: string): FreeField | null => free.get(`${app}.${table}.${field}`) ?? free.get(`${app}.*.${field}`) ?? null;
  // The fields a reopen check reads back from a record: only these are carried to later steps.
  const read = new Set(task.episodes.filter((e) => e.stage === 'reopen').flatMap((e) => (e.assertions ?? []) as Assertion[]).flatMap((a) => (a.type === 'persisted_visible' && a.record ? [`${a.record.app}.${a.record.field}`] : [])));
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    if (episode.stage !== 'reopen') {
      // A later step that touches the row again (a reminder sent on the request) is compared with
      // the reference's row as a whole: the text the app worded earlier stays the app's there too.
      const carried = [...free.entries()].filter((e): e is [string, FreeField] => e[1] !== null && read.has(`${e[1].app}.${e[1].field}`));
      let next = assertions;
      if (carried.length > 0) {
        next = assertions.map((a) => {
          if (a.type !== 'world_matches_reference') return a;
          const own = a.free ?? [];
          const sets = new Set(assertions.flatMap((r) => (r.type === 'record_matches' ? Object.keys(r.fields ?? {}).map((f) => `${r.app}.${r.table}.${f}`) : [])));
          const add = carried.filter(([, f]) => !own.some((o) => o.app === f.app && o.field === f.field && (o.table === f.table || o.table === '*' || f.table === '*')) && ![...sets].some((k) => k.startsWith(`${f.app}.`) && k.endsWith(`.${f.field}`))).flatMap(([, f]) => [
            { ...f, why: `${f.why ?? 'the app words this text itself'} (an earlier step left it to the app)` },
            // Venmo copies a request's description into the notice a reminder sends ("… reminded you about $210.00 for <description>").
            ...(f.app === 'venmo' && f.field === 'description' ? [{ app: 'venmo', table: 'notifications', field: 'message', constraint: 'any' as const, why: 'the service words the reminder from the description the app wrote earlier' }] : []),
          ]);
          if (add.length === 0) return a;
          changed = true;
          return { ...a, free: [...own, ...add] };
        });
      }
      for (const a of assertions) {
        if (a.type === 'world_matches_reference') for (const f of a.free ?? []) free.set(`${f.app}.${f.table}.${f.field}`, f.constraint === 'any' ? f : null);
        if (a.type === 'record_matches') for (const field of Object.keys(a.fields ?? {})) {
          free.set(`${a.app}.${a.table}.${field}`, null);
          free.delete(`${a.app}.*.${field}`);
        }
      }
      return next === assertions ? episode : { ...episode, assertions: next };
    }
    let touched = false;
    const next = assertions.map((a) => {
      if (a.type !== 'persisted_visible' || !a.record || !freeAt(a.record.app, a.record.table, a.record.field)) return a;
      touched = true;
      const { record: _record, ...rest } = a;
      return rest;
    });
    if (!touched) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
