/**
 * The one person a step sends, pays or records something to, on any line the step changed (s15
 * line3, issue #30, rubric Readings 2 and 3). `pairs-beside.ts` (recipients, payees) and the
 * cross-app sink (`withRecipientBeside`) asked her `beside` the record: on the very line that
 * shows the record's name or the amount. Reviewers read that as a layout the user never dictated:
 * a card "Voice note sent about Leaky bathroom tap" with "To: Sofia Silva" on the next line, or
 * "Sent $300 on Venmo" over "To: sofia.silva@proton.me", tells the user everything asked and failed.
 * `person-own.ts` already freed app A's made-record person the same way.
 *
 * Here a screen check whose `beside` is exactly one person's forms, in a step where no other check
 * pairs a value with someone else and that writes no split's shares (a share keeps its person on
 * its line: "Mira owes $45 and Tomas $30"), loses its `beside`:
 * - a check with no `state` gets the person's forms as its `state` (on any changed line);
 * - a check that already asks a word of the action keeps it, and the person gets a check of her
 *   own on the same value, appended with the next free number, so no id shifts.
 * Where the shown value itself contains her name (a playlist "For Ruby" texted to Ruby), the value
 * is masked out before her name is looked for (`state_apart`). The same holds for a check told
 * "to whom" whose state is the person and whose value holds her name. An app that never names the
 * person on a changed line still fails.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { wordIn } from './own-words-apart.ts';
import { personAt } from './pairs-beside.ts';
import { personForms } from './people-forms.ts';
import { RELATION_WORDS } from './relation-names.ts';

type Visible = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;
type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** How the new check's note says why the person is asked. */
export const PERSON_LINE_NOTE = 'the person the step sent, paid or recorded to, on any line the step changed';

/** The relation words a user calls someone by (relation-names.ts). */
const RELATION = new Set(Object.values(RELATION_WORDS).flat());

const nextNumber = (assertions: readonly { id?: string }[]): number => Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;

/** The person whose forms `beside` is, exactly (any order), if any. */
function personOf(beside: readonly string[]): string[] | undefined {
  for (const form of beside) {
    if (!form.includes('@') && form.replace(/\D/g, '').length < 10) continue;
    const p = personAt(form);
    if (!p) continue;
    const forms = personForms(p);
    // Her relation word ("sister", "dad": the user's own name for her) may stand beside her forms (s16 lines).
    const extra = beside.filter((b) => !forms.some((f) => f.toLowerCase() === b.toLowerCase()));
    const same = forms.every((f) => beside.some((b) => b.toLowerCase() === f.toLowerCase())) && extra.every((b) => RELATION.has(b.toLowerCase()));
    if (same) return [...forms, ...extra];
    return undefined;
  }
  return undefined;
}

/** The person's address or number, missing from `state`, that the user said or typed in `said`. */
function typedForms(state: readonly string[], said: string): string[] {
  const p = state.map((f) => personAt(f)).find((x) => x !== null);
  if (!p) return [];
  const saidDigits = said.replace(/\D/g, '');
  const has = (f: string): boolean => state.some((x) => x.toLowerCase() === f.toLowerCase());
  const phone = p.phone_number.replace(/\D/g, '');
  return [
    ...(p.email && said.toLowerCase().includes(p.email.toLowerCase()) && !has(p.email) ? [p.email] : []),
    ...(phone.length >= 10 && saidDigits.includes(phone.slice(-10)) && !state.some((x) => x.replace(/\D/g, '').endsWith(phone.slice(-10))) ? [p.phone_number] : []),
  ];
}

/** The value's forms that hold a word of the person (masked out before she is looked for). */
const holding = (a: Visible, forms: readonly string[]): string[] =>
  [a.value, ...(a.or ?? [])]
    .filter((v): v is string => typeof v === 'string')
    // A form that is the person herself is not a record holding her name.
    .filter((v) => !forms.some((f) => f.toLowerCase() === v.toLowerCase()) && !v.includes('@') && personAt(v) === null)
    .filter((v) => forms.some((f) => wordIn(v, f)));

export function withPersonOnAnyLine(task: TaskInput): TaskInput {
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    if (episode.stage === 'open' || episode.stage === 'reopen') return episode;
    const assertions = (episode.assertions ?? []) as Assertion[];
    const visible = assertions.filter((a): a is Assertion & Visible => a.type === 'visible_result_grounded');
    const paired = visible.filter((a) => a.beside !== undefined);
    // A split's share keeps its person on its line: the step pairs amounts with several people.
    const split = JSON.stringify(assertions).includes('expense_shares');
    // An amount with no action word (a payee beside what was paid) asks her on any changed line
    // too: the step pays one person, and "Sent $300 on Venmo" over "To: Sofia" tells it (s16 lines).
    const lone = paired.length === 1 && !split ? paired[0] : undefined;
    const forms = lone ? personOf(lone.beside as string[]) : undefined;
    let n = nextNumber(assertions);
    const said = [episode.message ?? '', ...Object.values(episode.values ?? {}).map((v) => (typeof v === 'string' ? v : ''))].join('\n');
    const added: Assertion[] = [];
    let grew = false;
    const next = assertions.map((a) => {
      if (a.type !== 'visible_result_grounded') return a;
      if (lone && forms && a === lone) {
        grew = true;
        const { beside: _beside, ...rest } = a as Visible;
        const apart = holding(a as Visible, forms);
        const own = { state: forms, ...(apart.length > 0 ? { state_apart: apart } : {}) };
        if (rest.state === undefined) return { ...rest, ...own, note: rest.note ? `${rest.note}; ${PERSON_LINE_NOTE}` : PERSON_LINE_NOTE } as Assertion;
        const { state_apart: _sa, note: _note, ...bare } = rest;
        added.push({ ...bare, id: `${episode.id}.${String(n++).padStart(2, '0')}.visible_result_grounded`, ...own, note: PERSON_LINE_NOTE } as Assertion);
        return rest as Assertion;
      }
      // A check told "to whom" whose value holds the person's name: the value does not show her.
      // Her address or number the user gave in this step shows her too (Reading 3; s16 lines).
      if (typeof a.note === 'string' && a.note.endsWith(', to whom') && Array.isArray(a.state)) {
        const apart = holding(a as Visible, a.state).filter((v) => !(a.state_apart ?? []).includes(v));
        const typed = typedForms(a.state, said);
        if (apart.length === 0 && typed.length === 0) return a;
        grew = true;
        return { ...a, ...(typed.length > 0 ? { state: [...a.state, ...typed] } : {}), ...(apart.length > 0 ? { state_apart: [...(a.state_apart ?? []), ...apart] } : {}) } as Assertion;
      }
      return a;
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions: [...next, ...added] };
  });
  return changed ? { ...task, episodes } : task;
}
