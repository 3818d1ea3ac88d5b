/**
 * s30 s23 lane (tag-car-service s30-s230-f4, hole/not_shown): a tag the user peeled off a note is not
 * shown after reopen as still on it. For each reopen after an acting step that updates a note, tells a
 * tag taken off, and names a tag an earlier step's check of the same note gave it, a `gone` check asks
 * the note not shown beside the tag taken off ("Car service — tagged urgent", "#urgent"), unless the
 * line tells it taken off (the undo step's own words). The tags it keeps ("car") are no old state.
 * It passes when the note is not shown at all.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { goneFor, withReopenChecks } from './made-undone.ts';
import { BARE } from './regone.ts';
import { acting, norm, plain, slotOf } from './fixture-gone.ts';
import { nextId } from './unnamed-deletions.ts';

type Episode = TaskInput['episodes'][number];
type Assertion = NonNullable<Episode['assertions']>[number];
type Obj = Record<string, any>;

const tagsOf = (a: Obj): string[] | undefined => (Array.isArray(a.fields?.tags) ? (a.fields.tags as unknown[]).map(String) : undefined);

interface Peeled { forms: string[]; because: string; state: string[]; was: string[] }

function peeledIn(episodes: readonly Episode[], at: number): Peeled[] {
  const e = episodes[at]!;
  const checks = (e.assertions ?? []) as Obj[];
  const shown = checks.find((a) => a.type === 'visible_result_grounded' && plain(a.value) && Array.isArray(a.state) && a.state.length > 0);
  if (!shown) return [];
  const out: Peeled[] = [];
  // The step's own words for a tag taken off, and the note it updated.
  if (!(shown.state as unknown[]).some((w) => /untag|tag removed|no longer tagged/.test(norm(String(w))))) return [];
  const said = norm(typeof e.message === 'string' ? e.message : '');
  for (const a of checks) {
    if (a.type !== 'db_changed' || a.op !== 'updated' || a.table !== 'notes' || a.where?.id === undefined) continue;
    const key = JSON.stringify({ id: a.where.id });
    const before = episodes.slice(0, at).filter((x) => acting(x) && slotOf(x) === slotOf(e)).flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'record_matches' && b.app === a.app && b.table === a.table && JSON.stringify(b.key ?? null) === key)).at(-1);
    const then = before ? tagsOf(before) : undefined;
    if (!then) continue;
    // The tags it had that the user names in this step ("remove the urgent tag"): the ones taken off.
    const gone = then.filter((t) => ` ${said} `.includes(` ${norm(t)} `));
    // Put back by a later step: nothing is taken off at the reopen.
    const back = episodes.slice(at + 1).some((x) => ((x.assertions ?? []) as Obj[]).some((b) => b.type === 'record_matches' && b.table === a.table && JSON.stringify(b.key ?? null) === key && (tagsOf(b) ?? []).some((t) => gone.some((g) => norm(g) === norm(t)))));
    if (gone.length === 0 || back) continue;
    const state = (shown.state as unknown[]).map(String).filter((w) => !BARE.has(norm(w)));
    const forms = [shown.value as string, ...((shown.or ?? []) as unknown[]).filter((v) => plain(v) || typeof v === 'number').map(String)];
    const was = gone.flatMap((t) => [t, `#${t}`, `tagged ${t}`]).filter((w) => !state.some((s) => norm(s) === norm(w)));
    out.push({ forms, because: String(shown.because ?? shown.value), state, was });
  }
  return out;
}

/** Each reopen after a tag was peeled off a note asks the note not shown with that tag still on. */
export function withTagPeeledGone(task: TaskInput): TaskInput {
  return withReopenChecks(task, (e, earlier) => {
    const peeled = earlier.flatMap((x, j) => (acting(x) && slotOf(x) === slotOf(e) ? peeledIn(earlier, j) : []));
    let checks = e.assertions ?? [];
    for (const p of peeled) {
      if (goneFor(checks, p.forms)) continue;
      checks = [...checks, {
        id: nextId(e.id, checks, 'persisted_visible'), type: 'persisted_visible', note: 's30 s23: a tag peeled off a note not shown as still on it',
        value: p.forms[0]!, ...(p.forms.length > 1 ? { or: p.forms.slice(1) } : {}), match: 'normalized', because: p.because,
        gone: true, state: p.state, was: p.was, actions_apart: true, history: true, logged: ['added to'], logged_first: ['added', 'tagged', 'put', 'marked', 'set'], was_headed: true, result_apart: true,
      } as Assertion];
    }
    return checks;
  });
}
