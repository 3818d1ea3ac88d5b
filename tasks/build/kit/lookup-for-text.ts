/**
 * A look-up whose result only words a text is not a demand the user made (issue #30, s16 apis:
 * one_api; rubric fidelity/2, Soundness: "no particular API where another has the same effect";
 * a correct app may make "an extra harmless read", and so may leave one out).
 *
 * "Text my mom that a long email is coming": the reference finds the draft by the subject the user
 * types (`gmail.show_drafts.query`) and words the text from what it read ("an email about
 * {{found.0.subject}} is coming"). Nothing it read reaches a record's id, a person, an amount or
 * any other argument: only the words of a text, and the world check asks that text to carry only
 * what the user typed (the subject). An app that takes the subject and texts Mom directly makes
 * the same world, yet the first screen was asked for an input reaching `show_drafts.query` and an
 * action planning `show_drafts`.
 *
 * Where an action's read (an API that changes nothing) takes a typed input, everything bound from
 * it is used only inside a longer text of a write, and every `contains` part of the episode's free
 * rules on the written service is a value the user typed, the slot's input checks naming the
 * read's argument also take the write's text argument, and its action checks naming the read also
 * take the write. The world checks (which record, which words) are unchanged.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { findApi } from '../../../src/world/docs.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { allSteps } from './changes-shown.ts';
import type { Json, Obj } from './types.ts';

interface Lookup {
  /** `app.api.arg` the read takes the typed input in. */
  readArg: string;
  /** `app.api` of the read. */
  read: string;
  /** `app.api.arg` of each text the read's result words. */
  textArgs: string[];
}

const changesNothing = (call: string): boolean => {
  const [app = '', api = ''] = call.split('.');
  const doc = findApi(app, api);
  return doc !== undefined && doc.changes.length === 0;
};

const WHOLE = /^\{\{[^}]+\}\}$/;

/** The fields of a found record that name it, as the user types it to find it (a draft's subject, a project's name). */
const NAME_FIELDS = new Set(['subject', 'title', 'name', 'description']);

/** Whether a text uses only the name of what `bind` found: nothing else of it (a body, an amount, a date). */
function namesOnly(text: string, bind: string): boolean {
  const refs = [...text.matchAll(/\{\{\s*([^}\s]+)\s*\}\}/g)].map((m) => m[1]!.split('.')).filter((segs) => segs[0] === bind);
  return refs.every((segs) => NAME_FIELDS.has(segs[segs.length - 1] ?? ''));
}

/** The reads of one action whose result only words texts of its writes. */
function lookupsOf(action: Obj): Lookup[] {
  const calls = allSteps(Array.isArray(action.plan) ? (action.plan as Json[]) : []).filter((s) => typeof s.call === 'string');
  const out: Lookup[] = [];
  calls.forEach((step, i) => {
    const call = String(step.call);
    const bind = typeof step.bind === 'string' ? step.bind : undefined;
    if (!bind || !changesNothing(call)) return;
    const args = (step.args ?? {}) as Obj;
    const typed = Object.entries(args).filter(([, v]) => typeof v === 'string' && /^\{\{\s*inputs\.[^}]+\}\}$/.test(v));
    if (typed.length !== 1) return;
    const mark = `{{${bind}.`;
    const textArgs: string[] = [];
    let onlyTexts = true;
    for (const later of calls.slice(i + 1)) {
      for (const [k, v] of Object.entries((later.args ?? {}) as Obj)) {
        const text = JSON.stringify(v);
        if (!text.includes(mark) && !text.includes(`{{${bind}}}`)) continue;
        // A text of a write that the read's result only words: not the whole value, not an id.
        if (typeof v !== 'string' || WHOLE.test(v) || changesNothing(String(later.call)) || !namesOnly(v, bind)) onlyTexts = false;
        else textArgs.push(`${String(later.call)}.${k}`);
      }
    }
    if (onlyTexts && textArgs.length > 0) out.push({ readArg: `${call}.${typed[0]![0]}`, read: call, textArgs: [...new Set(textArgs)] });
  });
  return out;
}

/** Whether a part of a free rule is one of the step's typed values (or inside one). */
const typedPart = (part: Json, typed: readonly string[]): boolean => {
  const p = normalizeText(String(part));
  return p !== '' && typed.some((t) => normalizeText(t).includes(p));
};

/** Whether the step's world check asks the written texts to carry only what the user typed there. */
function textsTyped(e: Obj, apps: ReadonlySet<string>): boolean {
  const typed = Object.values((e.values ?? {}) as Obj).filter((v): v is string => typeof v === 'string');
  const world = ((e.assertions ?? []) as Obj[]).find((a) => a.type === 'world_matches_reference');
  const rules = ((world?.free ?? []) as Obj[]).filter((r) => apps.has(String(r.app)));
  const parts = rules.flatMap((r) => {
    const c = r.constraint;
    return c !== null && typeof c === 'object' && !Array.isArray(c) && Array.isArray(c.contains) ? (c.contains as Json[]) : [];
  });
  // A rule that asks one of several mentions is met by the typed ones alone where one is typed
  // (a word of the request's title; the amount, read from the record, is only another way; s22).
  if (parts.length > 0) return parts.every((p) => typedPart(p, typed));
  const mentions = rules.filter((r) => Array.isArray(r.mentions_one)).map((r) => r.mentions_one as Json[]);
  return mentions.length > 0 && mentions.every((m) => m.some((p) => typedPart(p, typed)));
}

const ASKS_LOOKUP = /\b(find|finds|found|look(s|ing)? up|search\w*|pick|choose|select)\b/i;

export function withLookupForText(task: TaskInput): TaskInput {
  const refs = task.reference as Record<string, { package?: Obj } | undefined>;
  let changed = false;
  const episodes = [...task.episodes] as unknown as Obj[];
  for (const [slot, ref] of Object.entries(refs)) {
    const actions = (Array.isArray(ref?.package?.actions) ? ref.package.actions : []) as Obj[];
    // A user who asks the app to find or pick the record asks for the look-up ("Find a Venmo payment I sent and text Mira").
    const intention = ((task.apps as { slot: string; intention: string }[]).find((a) => a.slot === slot)?.intention ?? '');
    // Less the names the user types: "my May pick discussion note" names a note, it asks no pick (s22).
    const typedNames = episodes.filter((e) => ((e.slot as string | undefined) ?? 'A') === slot).flatMap((e) => Object.values((e.values ?? {}) as Obj)).filter((v): v is string => typeof v === 'string' && v.length >= 3);
    const unnamed = (text: string) => typedNames.reduce((t, name) => t.split(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'ig')).join(' '), text);
    const said = unnamed([intention, ...episodes.filter((e) => ((e.slot as string | undefined) ?? 'A') === slot).map((e) => String(e.message ?? ''))].join(' '));
    if (ASKS_LOOKUP.test(said)) continue;
    const lookups = actions.flatMap(lookupsOf);
    for (const lk of lookups) {
      // The read is nowhere else a step the slot needs: no other action reads the same way for an id.
      const elsewhere = actions.some((a) => !lookupsOf(a).some((l) => l.read === lk.read) && JSON.stringify(a.plan ?? []).includes(`"${lk.read}"`));
      if (elsewhere) continue;
      const apps = new Set(lk.textArgs.map((t) => t.split('.')[0] ?? ''));
      const own = episodes.filter((e) => ((e.slot as string | undefined) ?? 'A') === slot);
      const steps = own.filter((e) => e.values !== undefined && Object.keys(e.values as Obj).length > 0 && ((e.assertions ?? []) as Obj[]).some((a) => a.type === 'world_matches_reference' && ((a.free ?? []) as Obj[]).some((r) => apps.has(String(r.app)))));
      if (steps.length === 0 || !steps.every((e) => textsTyped(e, apps))) continue;
      const writes = [...new Set(lk.textArgs.map((t) => t.split('.').slice(0, 2).join('.')))];
      for (const e of own) {
        const idx = episodes.indexOf(e);
        let touched = false;
        const assertions = ((e.assertions ?? []) as Obj[]).map((a) => {
          const names = (a.names ?? []) as string[];
          if (a.type === 'input_available' && names.includes(lk.readArg) && !lk.textArgs.every((t) => names.includes(t))) {
            touched = true;
            return { ...a, names: [...names, ...lk.textArgs.filter((t) => !names.includes(t))] };
          }
          if (a.type === 'action_available' && names.includes(lk.read) && !writes.every((w) => names.includes(w))) {
            touched = true;
            return { ...a, names: [...names, ...writes.filter((w) => !names.includes(w))] };
          }
          return a;
        });
        if (touched) {
          episodes[idx] = { ...e, assertions } as Obj;
          changed = true;
        }
      }
    }
  }
  return changed ? ({ ...task, episodes } as unknown as TaskInput) : task;
}
