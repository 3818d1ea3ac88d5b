/**
 * s29 stale (climbing-partner-contact s29-s211-f1, music-night s29-s211-f2, wake-up-alarm
 * s29-s211-f3; hole/loose_check): the user changes a value of a record (a contact's number, a
 * to-do's day, an alarm's time), the reopen asks the new value somewhere on screen, and nothing asked
 * that the record's own row no longer shows the old one: a kept row "Jae Park — 4255550172" passed
 * beside a leftover message "Contact 7087852 now has number 4255550118".
 *
 * Where a reopen check asks a record's field at the value a later step set, and an earlier step
 * checked the same field of the same record at another value, the reopen also asks the old value
 * not shown as the record's value now. Only values of a shape no other word takes (a date, a clock
 * time, a phone number); amounts and colours have their own builders (renames.ts, s23.ts).
 * - The record asked by its own name (a check of another field of the same record, or a value of
 *   one): the name beside the old value is stale (`was`), unless the line also tells the new value,
 *   or is a log's entry (`logged`: "Texted Caleb: Soul Sunday on May 28"). Texts of other records the
 *   task lets keep the old value (a note titled with the old number; own-follow.ts `in_step`) tell
 *   their own lines (`kept_by`). The record's own texts that may keep it (a to-do titled "Soul Sunday
 *   May 28") are captured as made and read as the name they hold (`own_texts`).
 * - An alarm asked by no name of its own: its old time is its name; no line may show it unless the
 *   line tells the new time or is a log's entry. Only where the phone is the task's one service and
 *   no other alarm, and no other text of the task, holds that time.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { fixtureRows } from './fixture.ts';
import { dateForms } from './in-step.ts';
import { intentionOf } from './own-state-words.ts';
import { logWords, makingSaid } from './regone.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

const SHAPES = [/^\d{4}-\d{2}-\d{2}$/, /^\d{1,2}:\d{2}$/, /^\+?\d{10,11}$/];
const shapeOf = (v: unknown): number => (typeof v === 'string' ? SHAPES.findIndex((s) => s.test(v.trim())) : -1);
const norm = (w: unknown): string => normalizeText(String(w)).trim();
const sameKey = (a: Obj, b: Obj): boolean => a.app === b.app && a.table === b.table && JSON.stringify(a.key) === JSON.stringify(b.key);
const acting = (e: Episode): boolean => e.stage !== 'open' && e.stage !== 'reopen';
const NOTE = 's29 stale: a changed value, the record not shown with the old one as now';
/** Words that say a value is the old one, before it or right after the record's name. */
const HISTORY_SAID = ['changed from', 'moved from', 'updated from', 'old number', 'old time', 'old date', 'previous number', 'previous time', 'previously', 'formerly', 'used to be', 'old', 'earlier'];

/** The forms an `in_step` rule's `from` may take for the old value (a date in words too). */
const oldForms = (old: string): string[] => (SHAPES[0]!.test(old) ? dateForms(old) : [old]);

/** A text of four words or more (a file's content, a note's text), not a shape of its own. */
const isText = (v: unknown): v is string => typeof v === 'string' && shapeOf(v) < 0 && !v.startsWith('$') && (v.match(/\p{L}{2,}/gu) ?? []).length >= 4;

/** Every text a value holds (strings of nested values). */
function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => texts(v, out));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((v) => texts(v, out));
  return out;
}

/** The record and field an earlier step's record_matches last set to a shaped value, if just one holds it there. */
function valueRecord(earlier: readonly Episode[], value: unknown): Obj | undefined {
  if (shapeOf(String(value)) < 0) return undefined;
  for (const x of [...earlier].reverse()) {
    const hits = ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'record_matches').flatMap((b) => Object.entries(b.fields ?? {}).filter(([, v]) => typeof v === 'string' && norm(v) === norm(value)).map(([field]) => ({ app: b.app, table: b.table, key: b.key, field })));
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return undefined;
  }
  return undefined;
}

export function withStaleValueGone(input: TaskInput): TaskInput {
  let changed = false;
  const task = structuredClone(input);
  // The id captures of the steps that made records (a to-do's `todoId`), by name.
  const captures = task.episodes.flatMap((x) => Object.entries((x.captures ?? {}) as Record<string, Obj>).filter(([, c]) => c.from === 'inserted').map(([name, c]) => ({ name, app: c.app, table: c.table, field: c.field, capture: c, episode: x as Obj })));
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const slot = e.slot ?? 'A';
    const earlier = task.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot && acting(x));
    let own = e.assertions as Obj[];
    for (const a of [...own]) {
      if (a.type !== 'persisted_visible' || a.gone === true) continue;
      // s32 s25 (daily-reminders s32-s250-f2): a check of a bare value (an alarm's new time, no record named) is of the
      // one record an earlier step last checked at that value, where exactly one field of one record holds it.
      const rec = (a.record ?? valueRecord(earlier, a.value)) as Obj | undefined;
      if (rec === undefined) continue;
      const shape = shapeOf(String(a.value));
      if (shape < 0 && !isText(a.value)) continue;
      const checks = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'record_matches' && sameKey(b, rec)));
      const seen = checks.filter((b) => b.fields?.[rec.field] !== undefined).map((b) => String(b.fields[rec.field]));
      if (seen.length < 2 || norm(seen[seen.length - 1]) !== norm(a.value)) continue;
      const old = [...seen].reverse().find((v) => norm(v) !== norm(a.value));
      if (old === undefined || shapeOf(old) !== shape) continue;
      const now = String(a.value);
      if (shape < 0) {
        // s30 s22 (field-log s30-s221-f2): a text rewritten (a file's content) is its own name: the old text not shown as now.
        if (!isText(old) || textShows(old, now, 'normalized') || textShows(now, old, 'normalized') || own.some((n) => n.gone === true && norm(n.value) === norm(old))) continue;
        const rulesOld = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'world_matches_reference').flatMap((b) => (b.in_step ?? []) as Obj[])).filter((r) => typeof r.from === 'string' && norm(r.from) === norm(old));
        const elsewhereOld = [...texts(task.world.rows ?? []), ...task.episodes.flatMap((x) => texts(((x.assertions ?? []) as Obj[]).filter((b) => !(b.type === 'record_matches' && sameKey(b, rec)) && b.type !== 'persisted_visible' && b.type !== 'visible_result_grounded')))]
          .filter((t) => textShows(t, old, 'normalized'));
        if (rulesOld.length > 0 || elsewhereOld.length > 0) continue;
        own = [...own, { id: '', type: 'persisted_visible', note: NOTE, value: old, match: 'normalized', because: old, gone: true, state: [now], history: true, logged: HISTORY_SAID, logged_first: HISTORY_SAID }];
        changed = true;
        continue;
      }
      const forms = oldForms(old).map(norm);
      // What earlier steps let keep the old value (own-follow.ts, in-step.ts): another record's text, or the record's own.
      const rules = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'world_matches_reference').flatMap((b) => (b.in_step ?? []) as Obj[]))
        .filter((r) => typeof r.from === 'string' && forms.includes(norm(r.from)) && typeof r.field === 'string');
      const ownRule = (r: Obj): boolean => r.app === rec.app && r.table === rec.table && (r.key === undefined || JSON.stringify(r.key) === JSON.stringify(rec.key));
      // The record's own texts that may keep the old value (a to-do titled "Soul Sunday May 28"), as the
      // step that made it captured them (`own_texts`); without such a capture the record is left out.
      const ownFields = [...new Set(rules.filter(ownRule).map((r) => String(r.field)))];
      let ownTexts: string[] = [];
      if (ownFields.length > 0) {
        const maker = captures.find((c) => c.app === rec.app && c.table === rec.table && (c.field ?? 'id') === 'id' && JSON.stringify(rec.key) === JSON.stringify({ id: `$${c.name}` }));
        if (!maker) continue;
        ownTexts = ownFields.map((f) => {
          const name = `${maker.name}${f.charAt(0).toUpperCase()}${f.slice(1)}`;
          const into = maker.episode;
          into.captures = { ...(into.captures ?? {}), ...(into.captures?.[name] ? {} : { [name]: { ...maker.capture, field: f } }) };
          return `$${name}`;
        });
      }
      // The record's own name: a value of another of its fields as the steps checked it.
      const fields = checks.flatMap((b) => Object.entries(b.fields ?? {}).filter(([f, v]) => f !== rec.field && typeof v === 'string' && !v.startsWith('$') && shapeOf(v) < 0 && /\p{L}/u.test(v)).map(([f, v]) => [f, v as string] as const));
      const first = fields.find(([f]) => f === 'first_name')?.[1];
      const last = fields.find(([f]) => f === 'last_name')?.[1];
      const names = new Set([...fields.map(([, v]) => norm(v)), ...(first && last ? [norm(`${first} ${last}`)] : [])]);
      // s30 s22 (holiday-dates-snooze s30-s221-f1): or a record the user named in the same request as the old value
      // ("Snooze \"Holiday travel dates\" until May 21, 16:00, with an alarm at that time"): its row not shown at the old one.
      const setOld = earlier.find((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && sameKey(b, rec) && norm(b.fields?.[rec.field]) === norm(old)));
      const askedWith = (n: Obj): boolean => n.record === undefined && /\p{L}{3}/u.test(String(n.value)) && typeof setOld?.message === 'string' && setOld.message.includes(`"${String(n.value)}"`) && textShows(setOld.message, old, 'normalized');
      const named = own.find((n) => n !== a && n.type === 'persisted_visible' && n.gone !== true && typeof n.value === 'string' && !n.value.startsWith('$') && shapeOf(n.value) < 0
        && ((n.record !== undefined && sameKey(n.record, rec) && n.record.field !== rec.field) || [n.value, ...((n.or ?? []) as unknown[])].some((f) => typeof f === 'string' && names.has(norm(f)))))
        ?? own.find((n) => n !== a && n.type === 'persisted_visible' && n.gone !== true && typeof n.value === 'string' && !n.value.startsWith('$') && shapeOf(n.value) < 0 && askedWith(n));
      const made = earlier.find((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && sameKey(b, rec)));
      const said = logWords(makingSaid(`${made?.message ?? ''}\n${intentionOf(task, slot)}`, rec.app));
      // s29 (wake-up-alarm s29-d2-f3, climbing-partner-contact s29-d2-f6): a note of the old value as old is history ("changed from 06:45", "old number 4255550172").
      const words = { logged: [...new Set([...said.logged, ...HISTORY_SAID])], logged_first: [...new Set([...said.logged_first, ...HISTORY_SAID])] };
      if (named) {
        // s30 oldval (passport-renewal-steps s29-e3-f3): beside a name, a bare "old" or "earlier" speaks of anything ("old passport"); the phrases stay.
        const bare = (w: string): boolean => w === 'old' || w === 'earlier';
        const namedWords = { logged: words.logged.filter((w) => !bare(w)), logged_first: words.logged_first.filter((w) => !bare(w)) };
        if (own.some((n) => n.gone === true && norm(n.value) === norm(named.value) && Array.isArray(n.was) && n.was.some((w: unknown) => norm(w) === norm(old)))) continue;
        const others = [...new Map(rules.filter((r) => !ownRule(r)).map((r) => [`${r.app}.${r.table}.${r.field}`, { app: r.app, table: r.table, field: r.field }])).values()];
        const keptBy = others.length > 0 ? { kept_by: { others, own: { app: rec.app, table: rec.table, key: rec.key } } } : {};
        own = [...own, {
          id: '', type: 'persisted_visible', note: NOTE, value: named.value, ...(named.or ? { or: named.or } : {}), match: 'normalized', because: named.because ?? named.value,
          gone: true, state: [now], was: [old], history: true, ...namedWords, ...keptBy, ...(ownTexts.length > 0 ? { own_texts: ownTexts } : {}),
        }];
        changed = true;
        continue;
      }
      // An alarm known only by its time: the old time not shown as the alarm's now.
      // Only where the phone is the task's one service: an inbox shows other times (emails sent at 10:00).
      if (rec.app !== 'phone' || rec.table !== 'alarms' || rec.field !== 'time' || task.apps.some((p) => p.services.some((s) => s !== 'phone'))) continue;
      if (own.some((n) => n.gone === true && norm(n.value) === norm(old))) continue;
      if (rules.length > 0) continue;
      let held: Obj[] = [];
      try {
        held = fixtureRows<Obj>('SELECT id FROM phone_alarms WHERE time = ?', old);
      } catch {
        held = [];
      }
      const inWorld = (task.world.rows ?? []).some((r) => r.app === 'phone' && r.table === 'alarms' && norm(r.row.time) === norm(old));
      // Another text of the task (a note's content, a message) that holds the old time beside other words.
      const elsewhere = [...texts(task.world.rows ?? []), ...task.episodes.flatMap((x) => [...texts(x.values), ...texts(((x.assertions ?? []) as Obj[]).filter((b) => !(b.type === 'record_matches' && sameKey(b, rec)) && b.type !== 'persisted_visible' && b.type !== 'visible_result_grounded'))])]
        .filter((t) => norm(t) !== norm(old) && textShows(t, old, 'normalized'));
      if (held.length > 0 || inWorld || elsewhere.length > 0) continue;
      own = [...own, {
        id: '', type: 'persisted_visible', note: NOTE, value: old, match: 'normalized', because: old, gone: true, state: [now], history: true, ...words,
      }];
      changed = true;
    }
    if (own === e.assertions) return e;
    // Ids for the new checks, after the episode's last.
    let last = Math.max(0, ...own.filter((b) => b.id !== '').map((b) => Number(/\.(\d+)\./.exec(String(b.id))?.[1] ?? 0)));
    own = own.map((b) => (b.id !== '' ? b : { ...b, id: `${e.id}.${String((last += 1)).padStart(2, '0')}.persisted_visible` }));
    return { ...e, assertions: own as Assertion[] } as Episode;
  });
  return changed ? { ...task, episodes } : input;
}
