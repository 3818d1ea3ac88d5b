/**
 * Session 23's mechanisms (issue #30), each from a kind of finding, never one task.
 *
 * - withPeopleApartFromText (loose_check; chore-rota-draft s22-r2-f1, s22-r4-f1): s22's
 *   withTypedTextsApart looked a person apart from the dictated text only where the check's value
 *   was the person. A check whose value is the person's address with the name as another form
 *   ("sofia.silva@proton.me", or "Sofia"), and a check whose state words name the person the draft
 *   goes to ("Omar"), now look for them apart from the dictated text too (`apart`, `state_apart`), so
 *   the rota "June: Omar bins, Sofia bathroom, me kitchen" shown again tells neither recipient.
 * - withPathsApartInAllForms (loose_check; wifi-note-file s22-r3-f1): a text masked out because it
 *   is a path ("~/documents/house-binder.txt") is masked in every form a screen shows a path in:
 *   the absolute path and the file name ("house-binder.txt"), so the tag "binder" is not shown by
 *   the file's name.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText, textShows } from '../../../src/stages/check/match.ts';
import { people } from './s22.ts';
import { LOGGED, LOGGED_FIRST } from './regone.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, unknown>;


/** The texts the user dictated as content (a text, a body, a line) of three words or more. */
function dictated(task: TaskInput): string[] {
  const CONTENT = /^(content|text|body|message|line|note|transcript)$/;
  return [...new Set(task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => k.split('|').some((alias) => CONTENT.test(alias))).map(([, v]) => v)).filter((v): v is string => typeof v === 'string' && !v.startsWith('$') && v.trim().split(/\s+/).length >= 3))];
}

/** The dictated texts that hold one of `forms` (a person's name or address) inside them. */
const holdersOf = (texts: readonly string[], forms: readonly string[]): string[] =>
  texts.filter((t) => forms.some((f) => people().has(normalizeText(f)) && normalizeText(t) !== normalizeText(f) && textShows(t, f, 'normalized')));

export function withPeopleApartFromText(task: TaskInput): TaskInput {
  const texts = dictated(task);
  if (texts.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || typeof a.value !== 'string' || a.value.startsWith('$')) return a;
      let next = a;
      // The value or one of its other forms is a person.
      const forms = [a.value, ...((a.or as unknown[] | undefined) ?? [])].filter((f): f is string => typeof f === 'string');
      const held = a.apart === undefined ? holdersOf(texts, forms) : [];
      if (held.length > 0) next = { ...next, apart: held };
      // A state word that is a person (whom the draft goes to).
      const state = Array.isArray(a.state) ? (a.state as unknown[]).filter((w): w is string => typeof w === 'string') : [];
      const stateHeld = a.type === 'visible_result_grounded' && a.state_apart === undefined ? holdersOf(texts, state) : [];
      if (stateHeld.length > 0) next = { ...next, state_apart: stateHeld };
      if (next !== a) changed = true;
      return next;
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/** A path's other forms on a screen: `~/…` and `/home/alex/…` for each other, and the file name. */
function pathForms(path: string): string[] {
  const absolute = path.replace(/^~(?=\/)/, '/home/alex');
  const home = absolute.replace(/^\/home\/alex(?=\/)/, '~');
  const name = absolute.slice(absolute.lastIndexOf('/') + 1);
  return [...new Set([path, absolute, home, ...(name.length >= 3 ? [name] : [])])];
}

export function withPathsApartInAllForms(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if (!Array.isArray(a.apart)) return a;
      const apart = a.apart as string[];
      if (!apart.some((t) => /^(~|\/home\/alex)\//.test(t))) return a;
      const all = [...new Set(apart.flatMap((t) => (/^(~|\/home\/alex)\//.test(t) ? pathForms(t) : [t])))];
      // A form that is the value itself is not masked (the file name asked for as the value).
      const value = typeof a.value === 'string' ? normalizeText(a.value) : '';
      const kept = all.filter((t) => normalizeText(t) !== value);
      if (kept.length === apart.length) return a;
      changed = true;
      return { ...a, apart: kept };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * withSubjectApartFromBody (loose_check; draft-editor s23-r1-f1): an email's subject the user typed
 * that also stands inside the body the user dictated ("Offsite agenda" in "…my first pass at the
 * offsite agenda…") is looked for apart from the body, so a screen showing only the body does not
 * show the subject. Mail shows the two as separate fields; a note's title, which may be its first
 * line, is left alone.
 */
export function withSubjectApartFromBody(task: TaskInput): TaskInput {
  const typed = (pattern: RegExp) => [...new Set(task.episodes.flatMap((e) => Object.entries(e.values ?? {}).filter(([k]) => k.split('|').some((alias) => pattern.test(alias))).map(([, v]) => v)).filter((v): v is string => typeof v === 'string' && !v.startsWith('$')))];
  const subjects = typed(/^subject$/);
  const bodies = typed(/^body$/).filter((b) => b.trim().split(/\s+/).length >= 3);
  if (subjects.length === 0 || bodies.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || typeof a.value !== 'string') return a;
      const value = a.value;
      if (!subjects.some((s) => normalizeText(s) === normalizeText(value))) return a;
      const holders = bodies.filter((b) => normalizeText(b) !== normalizeText(value) && textShows(b, value, 'normalized'));
      const apart = [...new Set([...((a.apart as string[] | undefined) ?? []), ...holders])];
      if (holders.length === 0 || apart.length === ((a.apart as string[] | undefined) ?? []).length) return a;
      changed = true;
      return { ...a, apart };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * withPersonBesideKeptRecord (loose_check; birthday-hand-off s23-r1-f1): a reopen check of the
 * person a kept record was handed to (its new assignee) asked the person anywhere on the screen, so
 * a project line "shared with Chloe Patel" passed beside a to-do still shown unassigned. Where an
 * earlier step told the person as the state of that record (the to-do "Order the birthday cake",
 * told with "Chloe"), and the reopen asks the record too, the person is asked beside it: on its
 * line or on its card (the record's line over "Assigned to: Chloe Patel").
 */
export function withPersonBesideKeptRecord(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen') return e;
    const slot = e.slot ?? 'A';
    const own = (e.assertions ?? []) as Obj[];
    const keptValues = new Set(own.filter((a) => a.type === 'persisted_visible' && a.gone !== true && typeof a.value === 'string').map((a) => normalizeText(a.value as string)));
    const told = task.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot).flatMap((x) => (x.assertions ?? []) as Obj[])
      .filter((a) => a.type === 'visible_result_grounded' && typeof a.value === 'string' && Array.isArray(a.state) && keptValues.has(normalizeText(a.value as string)));
    const assertions = own.map((a) => {
      if (a.type !== 'persisted_visible' || a.gone === true || a.beside !== undefined || a.state !== undefined || typeof a.value !== 'string') return a;
      const forms = [a.value, ...((a.or as unknown[] | undefined) ?? [])].filter((f): f is string => typeof f === 'string').map(normalizeText);
      if (!forms.some((f) => people().has(f))) return a;
      // The latest step that told one of the person's forms as the state of a kept record.
      const last = [...told].reverse().find((t) => (t.state as unknown[]).some((w) => typeof w === 'string' && forms.includes(normalizeText(w))));
      if (!last) return a;
      changed = true;
      // s23 (gift-queue s23-r2-f2): beside the record in any form the step told it by (the user's
      // "1000-Piece Jigsaw Puzzle" for the catalogue's "…, Multicolor"), as the record's own check does.
      // Only a shorter form of its name (not an id or a person the check also takes).
      const shorter = ((last.or as unknown[] | undefined) ?? []).filter((f): f is string => typeof f === 'string' && /\p{L}/u.test(f) && !f.startsWith('$') && normalizeText(f) !== normalizeText(last.value as string) && textShows(last.value as string, f, 'normalized'));
      const named = [last.value as string, ...shorter];
      return { ...a, beside: [...new Set(named)] };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * withChangedFieldGone (loose_check; label-recolor-garden s23-r1-f1): a reopen check that a kept
 * record shows the value a later step set ("garden", state "green") passed beside a kept list that
 * still said the value the record was made with ("garden — yellow"), the result message "is now
 * green" telling the new one. Where the record was made with another short value of that field
 * (a colour, a priority, a date), the reopen also asks that no line shows the record beside the old
 * value unless it tells the new one, or a kept log does (`gone`, `was`, `history`).
 * s24 (label-recolor-garden s23-r1-f1 again): only a log's own entry (`logged`: "Made garden
 * (yellow)") is history; a kept row "garden — yellow" beside a log line "Label garden is now green." fails.
 */
export function withChangedFieldGone(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const slot = e.slot ?? 'A';
    const earlier = task.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot);
    const records = earlier.map((x) => ((x.assertions ?? []) as Obj[]).filter((a) => a.type === 'record_matches'));
    const own = e.assertions as Obj[];
    const added: Obj[] = [];
    for (const a of own) {
      if (a.type !== 'persisted_visible' || a.gone === true || typeof a.value !== 'string' || !Array.isArray(a.state) || a.state.length !== 1 || typeof a.state[0] !== 'string') continue;
      const now = a.state[0] as string;
      // The field a later step set to the state, and the value the record was made with.
      let old: string | undefined;
      for (let j = records.length - 1; j >= 0 && old === undefined; j -= 1) {
        for (const r of records[j] ?? []) {
          const fields = r.fields as Obj;
          const field = Object.keys(fields).find((f) => typeof fields[f] === 'string' && normalizeText(fields[f] as string) === normalizeText(now));
          if (field === undefined) continue;
          for (let k = j - 1; k >= 0 && old === undefined; k -= 1) {
            const before = (records[k] ?? []).find((b) => JSON.stringify(b.key) === JSON.stringify(r.key) && b.app === r.app && b.table === r.table && typeof (b.fields as Obj)[field] === 'string');
            const value = before ? String((before.fields as Obj)[field]) : undefined;
            if (value !== undefined && normalizeText(value) !== normalizeText(now) && value.trim().split(/\s+/).length <= 3 && !textShows(now, value, 'normalized') && !textShows(a.value as string, value, 'normalized')) old = value;
          }
        }
      }
      if (old === undefined) continue;
      if (own.some((b) => b.type === 'persisted_visible' && b.gone === true && b.value === a.value)) continue;
      added.push({ type: 'persisted_visible', note: 's23: the value the record was made with, not shown as its value now', value: a.value, ...(a.or ? { or: a.or } : {}), match: 'normalized', because: a.because ?? a.value, gone: true, state: [now], was: [old], history: true, logged: LOGGED, logged_first: LOGGED_FIRST });
    }
    if (added.length === 0) return e;
    changed = true;
    const last = Math.max(0, ...own.map((b) => Number(/\.(\d+)\./.exec(String(b.id))?.[1] ?? 0)));
    return { ...e, assertions: [...own, ...added.map((b, k) => ({ id: `${e.id}.${String(last + 1 + k).padStart(2, '0')}.persisted_visible`, ...b }))] } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * withLookAlikesApart (loose_check; playlist-then-share s23-r2-f1): a screen check of a name the user
 * gave ("Rainy Tuesday") that a look-alike of the task's world holds inside its own name ("Rainy
 * Tuesday (old)") passed an app showing only the look-alike. The look-alike's name is masked out
 * before the value is looked for (`apart`), so the record the user meant must be shown itself.
 */
export function withLookAlikesApart(task: TaskInput): TaskInput {
  const NAMES = ['title', 'name', 'subject', 'label', 'description', 'first_name'];
  const alikes = [...new Set((task.world.rows ?? []).flatMap((r) => NAMES.map((c) => r.row[c]).filter((v): v is string => typeof v === 'string' && v.trim().length >= 3)))];
  if (alikes.length === 0) return task;
  let changed = false;
  const episodes = task.episodes.map((e) => {
    const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
      if ((a.type !== 'visible_result_grounded' && a.type !== 'persisted_visible') || a.gone === true || typeof a.value !== 'string' || a.value.startsWith('$')) return a;
      const value = a.value;
      const holders = alikes.filter((n) => normalizeText(n) !== normalizeText(value) && textShows(n, value, 'normalized') && !textShows(value, n, 'normalized'));
      if (holders.length === 0) return a;
      const apart = [...new Set([...((a.apart as string[] | undefined) ?? []), ...holders])];
      if (apart.length === ((a.apart as string[] | undefined) ?? []).length) return a;
      changed = true;
      return { ...a, apart };
    });
    return { ...e, assertions } as Episode;
  });
  return changed ? { ...task, episodes } : task;
}
