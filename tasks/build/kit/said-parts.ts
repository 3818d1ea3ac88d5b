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
import { blankIsWording, type FreeDef } from './checks.ts';
import { owedToText } from '../../../src/suite/user-words.ts';

/** Fields that hold prose the app words: a part demanded in one may be said in another of the row. */
const PROSE = new Set(['title', 'content', 'subject', 'body', 'description', 'label', 'message', 'transcript', 'text', 'name', 'note']);

/** Each input's name with its label, from every action of the packages (revisions too). */
export function inputLabels(packages: readonly Obj[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const pkg of packages) {
    for (const action of Array.isArray(pkg.actions) ? (pkg.actions as Obj[]) : []) {
      for (const input of Array.isArray(action.inputs) ? (action.inputs as Obj[]) : []) {
        if (typeof input.name !== 'string') continue;
        out.set(input.name, [...new Set([...(out.get(input.name) ?? [input.name]), ...(typeof input.label === 'string' ? [input.label] : [])])]);
      }
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
  const pruned = free.map((rule): FreeDef => {
    const { typedFrom, ...rest } = rule;
    // Only prose is worded by the app; a snooze time built from the user's day and hour keeps both.
    if (!typedFrom || !PROSE.has(rule.field) || typeof rule.constraint !== 'object' || !('contains' in rule.constraint)) return rest;
    const kept = rule.constraint.contains.filter((part, i) => {
      const from = typedFrom[i] ?? '';
      return from === '' || owedToText(part, labels.get(from) ?? [from], texts);
    });
    if (kept.length === rule.constraint.contains.length) return rest;
    if (kept.length > 0) return { ...rest, constraint: { contains: kept } };
    return { ...rest, constraint: blankIsWording(rule.app, rule.field) ? 'any' : 'non_empty', why: 'the plan words this text itself; the user asks it to carry none of the values they typed' };
  });
  return pruned.map((rule) => {
    if (!PROSE.has(rule.field) || typeof rule.constraint !== 'object' || !('contains' in rule.constraint)) return rule;
    const others = pruned
      .filter((o) => o.app === rule.app && o.field !== rule.field && PROSE.has(o.field) && (o.table === rule.table || o.table === '*' || rule.table === '*'))
      .map((o) => o.field);
    const orIn = [...new Set([...(rule.or_in ?? []), ...others])];
    return orIn.length > 0 ? { ...rule, or_in: orIn } : rule;
  });
}
