/**
 * s24 renames lane (issue #30, loose_check; concert-ticket-payback s23-s13-f1): a reopen that asks
 * a record's name and, apart, a number a later step changed (a request's amount $85 → $78) passed a
 * kept list still showing "Lumen Fest ticket — $85 — pending" beside a log line "request → $78".
 * Where the reopen checks the record's number field at the value a later step set, and another of
 * its checks asks the name the user gave the record as it was made, the number is asked beside the
 * name (`beside`, on its line or on the card the name heads), and no line may show the name beside the old number
 * unless it tells the new one or is a log's entry ("Texted Ruby: … $85 for Lumen Fest ticket").
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { intentionOf } from './own-state-words.ts';
import { ratingForms, staleRatingForms } from './made-undone.ts';
import { logWords, makingSaid } from './regone.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, any>;

// s31 cards (coffee-maker-verdict s31-s241-f2): a review is named by its product.
const NAME_KEYS = ['description', 'title', 'name', 'what', 'subject', 'product'];
const norm = (w: unknown): string => normalizeText(String(w)).trim();
const numeric = (v: unknown): v is number | string => (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^\d+(?:\.\d+)?$/.test(v.trim()));
const sameKey = (a: Obj, b: Obj): boolean => a.app === b.app && a.table === b.table && JSON.stringify(a.key) === JSON.stringify(b.key);

/**
 * s25 edits (payment-requests s25-s16-f1): the one record whose number field the steps checked at
 * another value before the value a reopen check asks without naming its record (a request's amount
 * 48, then 52.5).
 */
function changedRecord(earlier: readonly Episode[], value: unknown): Obj | undefined {
  const found = new Map<string, Obj>();
  const checks = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'record_matches'));
  for (const b of checks) {
    // A record of its own (keyed by its id), not a person's share of another (keyed by the expense and the debtor).
    if (Object.keys(b.key ?? {}).join() !== 'id') continue;
    for (const [field, v] of Object.entries(b.fields ?? {})) {
      if (!numeric(v)) continue;
      const values = checks.filter((c) => sameKey(c, b) && numeric(c.fields?.[field])).map((c) => Number(c.fields[field]));
      if (values.length >= 2 && values[values.length - 1] === Number(value) && values.some((w) => w !== Number(value))) found.set(`${b.app}.${b.table}.${JSON.stringify(b.key)}.${field}`, { app: b.app, table: b.table, key: b.key, field });
    }
  }
  return found.size === 1 ? [...found.values()][0] : undefined;
}

/**
 * s32 stale (s31-d2-f1, s31-d0-f4, s31-d0-f5, s31-d3-f6, s31-d3-f4): a review's rating is told in stars and words too
 * ("★★★★★", "five stars", "5/5"); the old rating's forms are its old state, the new one's its state now.
 */
const REVIEW_TABLES = new Set(['product_reviews', 'song_reviews']);
function staleForms(rec: Obj, now: string, old: string): { state: string[]; was: string[] } {
  const whole = (v: string): boolean => /^[1-5]$/.test(v.trim());
  if (rec.field !== 'rating' || !REVIEW_TABLES.has(String(rec.table)) || !whole(now) || !whole(old)) return { state: [now], was: [old] };
  return { state: [now, ...ratingForms(Number(now))], was: [old, ...staleRatingForms(Number(old))] };
}

export function withChangedNumberBeside(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const slot = e.slot ?? 'A';
    const earlier = task.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot && x.stage !== 'open' && x.stage !== 'reopen');
    let own = e.assertions as Obj[];
    for (const a of [...own]) {
      if (a.type !== 'persisted_visible' || a.gone === true || !numeric(a.value)) continue;
      const rec = (a.record as Obj | undefined) ?? changedRecord(earlier, a.value);
      if (rec === undefined) continue;
      const target = { app: rec.app, table: rec.table, key: rec.key };
      // The field's values as the steps checked them, in order: the last the value now, an earlier one other.
      const seen = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'record_matches' && sameKey(b, target) && numeric(b.fields?.[rec.field])).map((b) => ({ step: x, value: b.fields[rec.field] })));
      if (seen.length < 2 || norm(seen[seen.length - 1]!.value) !== norm(a.value)) continue;
      const old = [...seen].reverse().find((s) => norm(s.value) !== norm(a.value))?.value;
      if (old === undefined) continue;
      // The name the user gave the record in the step that made it (its first check).
      const made = seen[0]!.step;
      const given = Object.entries(made.values ?? {}).filter(([k, v]) => k.split('|').some((alias) => NAME_KEYS.includes(alias)) && typeof v === 'string' && !v.startsWith('$')).map(([, v]) => String(v));
      const names = given.map(norm);
      const asked = own.find((n) => n.type === 'persisted_visible' && n.gone !== true && typeof n.value === 'string' && !numeric(n.value) && names.includes(norm(n.value)));
      // s25 edits (payment-requests s25-s16-f1): where the reopen asks the record by no name of the
      // user's (Caleb's request asked by "Caleb" and $52.50 only), the name the user gave it as it
      // was made ("Concert tickets") is still not to be shown beside the old amount as now; the
      // number is not asked beside a name the reopen does not ask.
      // A check that names no record gets the gone check only: the number is not asked beside the name.
      const named: Obj | undefined = asked ?? (a.record === undefined && given.length > 0 ? { value: given[0], because: given[0] } : undefined);
      if (!named) continue;
      if (own.some((n) => n.gone === true && norm(n.value) === norm(named.value) && Array.isArray(n.was) && n.was.some((w: unknown) => norm(w) === norm(old)))) continue;
      const now = String(a.value);
      // The number asked beside the name: on its line, or on the card the name heads ("Amount: $78").
      if (asked && a.record !== undefined) own = own.map((n) => (n === a && n.beside === undefined ? { ...n, beside: [named.value, ...((named.or ?? []) as unknown[]).filter((f): f is string => typeof f === 'string')] } : n));
      const last = Math.max(0, ...own.map((b) => Number(/\.(\d+)\./.exec(String(b.id))?.[1] ?? 0)));
      // The app's own making verb (a Venmo request "sent") tells a log only before the name (s24-d3-f1, regone.ts `logWords`).
      own = [...own, {
        id: `${e.id}.${String(last + 1).padStart(2, '0')}.persisted_visible`, type: 'persisted_visible', note: 's24: a number changed, the record not shown beside the old one as now',
        value: named.value, ...(named.or ? { or: named.or } : {}), match: 'normalized', because: named.because ?? named.value, gone: true, ...staleForms(rec, now, String(old)), history: true, ...logWords(makingSaid(`${made.message ?? ''}\n${intentionOf(task, slot)}`, rec.app)),
      }];
      changed = true;
    }
    return own === e.assertions ? e : ({ ...e, assertions: own } as Episode);
  });
  return changed ? { ...task, episodes } : task;
}
