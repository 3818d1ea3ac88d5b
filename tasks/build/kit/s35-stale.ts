/**
 * s35 stale (issue #30, hole/loose_check, sample S35): a reopened screen that keeps a record's old state as now.
 *
 * - A section deleted (s25 dellogs, fitness-section-remove s35-s2-f2, household-section-remove s33-s262-f12): its
 *   name was stale only beside the word "section", so "Swimming in Health & Fitness — active" and "Swimming — active"
 *   passed. The old state now also holds the section's project (its name on the line) and a live section's marks
 *   ("active", "open"). A bare "Swimming" under a "Health & Fitness" heading stays open: read by headings, a to-do
 *   "Swimming laps" under it would fail a correct app.
 * - A cart emptied (s20, pen-restock s35-s2-f1): the step that filled it took "basket" for the cart, the reopen check
 *   did not, so "… — in your basket", a "Basket" heading and "— waiting to check out" passed. The old state now takes
 *   the basket and checkout words too.
 * - A to-do handed to a person (birthday-hand-off s35-s1-f2): nothing refused its old row "… — unassigned" beside the
 *   new one. A check now asks that the to-do is not shown unassigned as now.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { fixtureRows } from './fixture.ts';
import { logWords, makingSaid } from './regone.ts';
import { intentionOf } from './own-state-words.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, any>;

const SECTION_GONE = 's25 dellogs: the name a record made and deleted is of not shown beside its made state';
const CART_GONE = 's20: taken out of the cart not shown as still in it';
const UNASSIGNED_NOTE = 's35 stale: handed to a person, the to-do not shown unassigned as now';
// s35-v0 (pen-restock s35-s2-f1): and a checkout still to come, a trolley, a list of things to buy.
const BASKET = ['basket', 'in basket', 'in the basket', 'in your basket', 'added to basket', 'added to the basket', 'added to your basket', 'waiting to check out', 'ready to check out', 'ready for checkout', 'waiting for checkout', 'to check out',
  'pending checkout', 'awaiting checkout', 'not checked out', 'saved for checkout', 'checkout pending', 'trolley', 'in trolley', 'in the trolley', 'in your trolley', 'ready to order', 'to buy', 'to order'];
const LIVE = ['active', 'open'];
const UNASSIGNED = ['unassigned', 'not assigned', 'no assignee', 'assignee: none', 'assigned to: none', 'assigned to no one', 'assigned to nobody', 'nobody assigned', 'no one assigned'];

const norm = (w: unknown): string => normalizeText(String(w)).trim();
const add = (words: readonly string[], more: readonly string[]): string[] => [...words, ...more.filter((m) => !words.some((w) => norm(w) === norm(m)))];

/** The to-do projects the task's messages name (a section's project). */
function projectsSaid(task: TaskInput): string[] {
  const said = task.episodes.map((e) => e.message ?? '').join('\n').toLowerCase();
  return fixtureRows<{ name: string }>('SELECT DISTINCT name FROM todoist_projects').map((r) => r.name).filter((n) => n.trim().length >= 3 && said.includes(n.toLowerCase()));
}

export function withStaleStates(input: TaskInput): TaskInput {
  let changed = false;
  let projects: string[] | undefined;
  const episodes = input.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    let own = (e.assertions as Obj[]).map((a) => {
      if (a.type !== 'persisted_visible' || a.gone !== true || !Array.isArray(a.was)) return a;
      if (a.note === SECTION_GONE && a.was.some((w: unknown) => norm(w) === 'section')) {
        projects ??= projectsSaid(input);
        // Not `was_headed`: a "Sections" heading over a to-do that holds the name ("Swimming laps") would read it stale (s31-sections).
        const was = add(a.was, [...LIVE, ...projects]);
        if (was.length === a.was.length) return a;
        changed = true;
        return { ...a, was };
      }
      if (a.note === CART_GONE && a.was.some((w: unknown) => norm(w) === 'cart')) {
        const was = add(a.was, BASKET);
        if (was.length === a.was.length) return a;
        changed = true;
        return { ...a, was };
      }
      return a;
    });
    // A to-do handed over: the reopen check that shows the person beside the to-do's title.
    const slot = e.slot ?? 'A';
    const earlier = input.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot);
    const handed = earlier.some((x) => x.stage === 'revise' && /\bassign/i.test(x.message ?? ''));
    const person = handed ? own.find((a) => a.type === 'persisted_visible' && a.gone !== true && typeof a.value === 'string' && /@/.test(a.value) && Array.isArray(a.beside) && a.beside.length === 1) : undefined;
    if (person !== undefined && !own.some((a) => a.note === UNASSIGNED_NOTE)) {
      const title = String(person.beside[0]);
      const made = earlier.find((x) => x.stage === 'submit');
      const words = logWords(makingSaid(`${made?.message ?? ''}\n${intentionOf(input, slot)}`));
      own = [...own, { id: '', type: 'persisted_visible', note: UNASSIGNED_NOTE, value: title, match: 'normalized', because: title, gone: true, state: [String(person.value), ...((person.or ?? []) as unknown[]).map(String)], was: UNASSIGNED, history: true, ...words }];
      changed = true;
    }
    if (own.every((a, k) => a === e.assertions?.[k]) && own.length === e.assertions.length) return e;
    let last = Math.max(0, ...own.filter((b) => b.id !== '').map((b) => Number(/\.(\d+)\./.exec(String(b.id))?.[1] ?? 0)));
    own = own.map((b) => (b.id !== '' ? b : { ...b, id: `${e.id}.${String((last += 1)).padStart(2, '0')}.persisted_visible` }));
    return { ...e, assertions: own } as Episode;
  });
  return changed ? { ...input, episodes } : input;
}
