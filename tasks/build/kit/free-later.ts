/**
 * A text the app worded when it made a record stays the app's when a later step changes that
 * record (s15 free, issue #30 unrequested_value). A step that makes a record and leaves some of
 * its texts to the app (`world_matches_reference.free`: a hint draft's subject and body) lets a
 * correct app write "Hi Mom, I'd love the sunglasses". When the user later readdresses the draft
 * to Dad, that app readdresses it and greets Dad: the later step's world check, comparing the row
 * whole with the reference's, failed it. Where a later step updates a table whose rows an earlier
 * step made with a free text, and neither the user sets that field there (no `record_matches` of
 * the step names it) nor the step's own world check has a rule for it, the later world check gets
 * the earlier rule (with its constraint and what the text must mention), for that table only, as
 * a text the app may set where the reference readdresses the row (`instead_of` the addressee
 * field): an app that leaves it as it was passes too. What the user changes (the recipient) stays
 * checked by its own record check.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { tableColumns } from './fixture.ts';

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];
type FreeField = NonNullable<Extract<Assertion, { type: 'world_matches_reference' }>['free']>[number];

/** The fields that say to whom a text goes: a text worded for one person may be reworded for the next. */
const ADDRESSEE = new Set(['recipient_emails', 'recipient_ids', 'email_addresses']);

/** app.table pairs the step may write with the op (from its no_collateral check). */
function tablesWith(assertions: readonly Assertion[], op: 'inserted' | 'updated'): string[] {
  return assertions.flatMap((a) => (a.type === 'no_collateral' ? a.allow.filter((t) => (t.ops ?? []).includes(op)).map((t) => `${t.app}.${t.table}`) : []));
}

/** The task with each later world check of a made record leaving its free texts to the app. */
export function withFreeLater(task: TaskInput): TaskInput {
  // app.table.field -> the free rule of the step that made rows there.
  const made = new Map<string, FreeField>();
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    if (episode.stage === 'reopen') return episode;
    const set = new Set(assertions.flatMap((a) => (a.type === 'record_matches' ? Object.keys(a.fields ?? {}).map((f) => `${a.app}.${a.table}.${f}`) : [])));
    // The tables whose made rows this step readdresses (the user names a new recipient), with the fields that say so.
    const readdressed = new Map<string, string[]>();
    for (const a of assertions) {
      if (a.type !== 'record_matches') continue;
      const to = Object.keys(a.fields ?? {}).filter((f) => ADDRESSEE.has(f));
      if (to.length > 0) readdressed.set(`${a.app}.${a.table}`, [...new Set([...(readdressed.get(`${a.app}.${a.table}`) ?? []), ...to])]);
    }
    const updated = new Set(tablesWith(assertions, 'updated').filter((t) => readdressed.has(t)));
    const carried = [...made.entries()].filter(([key]) => updated.has(key.split('.').slice(0, 2).join('.')) && !set.has(key));
    let next = assertions;
    if (carried.length > 0) {
      next = assertions.map((a) => {
        if (a.type !== 'world_matches_reference') return a;
        const own = a.free ?? [];
        const add = carried
          .filter(([, f]) => !own.some((o) => o.app === f.app && o.field === f.field && (o.table === f.table || o.table === '*')))
          // `instead_of`: the app may reword the text on the row where the reference readdresses it
          // (src/stages/check/reference-state.ts); elsewhere a change to it is still an extra write.
          .map(([key, f]) => ({ ...f, instead_of: readdressed.get(key.split('.').slice(0, 2).join('.')) ?? [], why: `${f.why ?? 'the app words this text itself'} (the step that made it left it to the app; it may follow this change)` }));
        if (add.length === 0) return a;
        changed = true;
        return { ...a, free: [...own, ...add] };
      });
    }
    // The rows this step makes, with the texts it leaves to the app.
    const inserted = tablesWith(assertions, 'inserted');
    for (const a of assertions) {
      if (a.type !== 'world_matches_reference') continue;
      for (const f of a.free ?? []) {
        const tables = inserted.filter((t) => (f.table === '*' ? t.startsWith(`${f.app}.`) : t === `${f.app}.${f.table}`));
        for (const t of tables) {
          const [app = '', table = ''] = t.split('.');
          if (tableColumns(app, table).has(f.field)) made.set(`${t}.${f.field}`, { ...f, table });
        }
      }
    }
    for (const key of set) made.delete(key);
    return next === assertions ? episode : { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
