/**
 * What a text the app words itself must carry (issue #30, undictated_text / unrequested_value).
 *
 * `madeUpTexts` holds a plan's own text (a note's title, an SMS, an email's subject) to
 * mentioning every value the plan puts in it. A value the user typed for another purpose (the
 * medicine's name for the alarm, the dose) is not one the user asked that text to carry: they
 * asked for "a note to track how I feel on it". A typed value stays demanded only where the
 * user's words name what it is (its input's name or label: "email whoever takes it, with the
 * date", "which note"); a value of a record the run read or made (the order number) stays.
 *
 * And the user asks a text to name the thing, not one field of it: a part an email's subject
 * must mention may be in its body instead, a note's title may leave it to the content.
 */
import type { Obj } from './types.ts';
import { blankIsWording, PASSED, type FreeDef } from './checks.ts';
import { idAsked, isIdPath, owedToSideText, owedToText, pathWords, sideChannel } from '../../../src/suite/user-words.ts';

/** Fields that hold prose the app words: a part demanded in one may be said in another of the row. */
const PROSE = new Set(['title', 'content', 'subject', 'body', 'description', 'label', 'message', 'transcript', 'text', 'name', 'note']);

/**
 * Each input's name with its label, from every action of the packages (revisions too), and the
 * other names the episodes type its value under (`stars|rating`: the API's word for it).
 */
export function inputLabels(packages: readonly Obj[], valueKeys: readonly string[] = []): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const key of valueKeys) {
    const [name, ...aliases] = key.split('|');
    if (name && aliases.length > 0) out.set(name, [...new Set([...(out.get(name) ?? [name]), ...aliases])]);
  }
  for (const pkg of packages) {
    for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
      for (const input of Array.isArray(action.inputs) ? (action.inputs as Obj[]) : []) {
        if (typeof input.name !== 'string') continue;
        out.set(input.name, [...new Set([...(out.get(input.name) ?? [input.name]), ...(typeof input.label === 'string' ? [input.label] : [])])]);
      }
      // The API's word for what an input passes whole ("stars" → `rating`).
      const visit = (steps: readonly Obj[]): void => {
        for (const step of steps) {
          if (Array.isArray(step.steps)) visit(step.steps as Obj[]);
          if (typeof step.call !== 'string') continue;
          for (const [arg, v] of Object.entries((step.args ?? {}) as Obj)) {
            const m = typeof v === 'string' ? /^\{\{inputs\.([A-Za-z0-9_]+)\}\}$/.exec(v) : null;
            if (m && !/(_id|_ids)$/.test(arg)) out.set(m[1] as string, [...new Set([...(out.get(m[1] as string) ?? [m[1] as string]), arg])]);
          }
        }
      };
      visit(Array.isArray(action.plan) ? (action.plan as Obj[]) : []);
    }
  }
  return out;
}

/**
 * An episode's free rules as the user asked them: typed parts the user's words do not name are
 * dropped (a rule left with none is `any`), and each `contains` rule of a prose field may find its
 * parts in the other prose fields the episode leaves free in the same app. The build-time
 * `typedFrom` goes.
 */
export function saidParts(free: readonly FreeDef[], texts: readonly string[], labels: ReadonlyMap<string, string[]>): FreeDef[] {
  const pruned = free.flatMap((rule): FreeDef[] => {
    const { typedFrom, ...rest } = rule;
    // A value the plan passes whole into a side text, which the user quotes ('a to-do "Book guest
    // room"', 'rename that payment to "Babysitting May 26"'): dictated, compared whole (no rule).
    if (rule.why === PASSED && typeof rule.constraint === 'object' && 'contains' in rule.constraint) {
      const value = rule.constraint.contains[0];
      if (typeof value === 'string' && value.trim() !== '' && texts.some((t) => t.includes(`"${value.trim()}"`) || t.includes(`“${value.trim()}”`))) return [];
      if (typedFrom?.[0]?.startsWith('=')) return [rest];
      // A to-do titled by what the user typed as another record's name ("Gym membership, $80 every
      // month … so I check the charge"): the user dictated no title for the to-do, only what it is
      // about. It names that thing in one of its words ("Check the gym charge"), not the whole name
      // (s13 words13, undictated_text).
      if (typedFrom?.[0]?.startsWith('~') && typeof value === 'string' && value.trim() !== '') {
        return [{ ...rest, constraint: 'non_empty', mentions_one: nameParts(value), why: 'the user names the thing the to-do is about, not its title: the title mentions it in one of its words; its wording is the app\'s' }];
      }
    }
    return [saidRule(rule, typedFrom, rest, texts, labels)];
  });
  return pruned.map((rule) => {
    if (!PROSE.has(rule.field) || typeof rule.constraint !== 'object' || !('contains' in rule.constraint)) return rule;
    // A value the user gives as the field itself ("with subject June chores") is that field's,
    // not to be said in another text instead (s22, chore-rota-draft s22-r1-f1).
    const escaped = (v: string) => v.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const parts = rule.constraint.contains;
    if (parts.length > 0 && parts.every((part) => typeof part === 'string' && part.trim() !== '' && texts.some((t) => new RegExp(`\\b${rule.field}\\s*(?:line\\s*)?[:"“]?\\s*${escaped(part)}`, 'i').test(t)))) return rule;
    const others = pruned
      .filter((o) => o.app === rule.app && o.field !== rule.field && PROSE.has(o.field) && (o.table === rule.table || o.table === '*' || rule.table === '*'))
      .map((o) => o.field);
    const orIn = [...new Set([...(rule.or_in ?? []), ...others])];
    return orIn.length > 0 ? { ...rule, or_in: orIn } : rule;
  });
}

/** One free rule with the typed and read parts its text owes (`typedFrom` gone). */
function saidRule(rule: FreeDef, typedFrom: string[] | undefined, rest: FreeDef, texts: readonly string[], labels: ReadonlyMap<string, string[]>): FreeDef {
    // Only prose is worded by the app; a snooze time built from the user's day and hour keeps both.
    if (!typedFrom || !PROSE.has(rule.field) || typeof rule.constraint !== 'object' || !('contains' in rule.constraint)) return rest;
    const channel = sideChannel(rule.app, rule.field);
    const kept = rule.constraint.contains.filter((part, i) => {
      const from = typedFrom[i] ?? '';
      const names = from.startsWith('@') ? [pathWords(from.slice(1))] : (labels.get(from) ?? [from]);
      // A generated id is owed only where the user asks for it as a number, id, code or link.
      if (channel) return owedToSideText(part, names, texts, channel) && (!from.startsWith('@') || !isIdPath(from) || idAsked(texts, channel));
      return from === '' || from.startsWith('@') || owedToText(part, names, texts);
    });
    if (kept.length === rule.constraint.contains.length) return rest;
    if (kept.length > 0) return { ...rest, constraint: { contains: kept } };
    return { ...rest, constraint: blankIsWording(rule.app, rule.field) ? 'any' : 'non_empty', why: 'the plan words this text itself; the user asks it to carry none of the values they typed' };
}

const SMALL = new Set(['the', 'and', 'for', 'with', 'from', 'into', 'onto', 'our', 'your', 'my', 'this', 'that', 'its', 'her', 'his', 'their', 'off', 'out', 'get']);

/** A typed name and each of its words of three letters or more ("Gym membership" → "gym", "membership"), never a small word. */
export function nameParts(value: string): string[] {
  const words = value.split(/[^\p{L}\p{N}'-]+/u).filter((w) => w.length >= 3 && !SMALL.has(w.toLowerCase()));
  return [...new Set([value.trim(), ...words])];
}
