/**
 * s31 cards (hole/loose_check): a stale value kept as current beside the new one after reopen.
 * - gift-pool s31-s242-f4: a share the change left beside its person (kept13, now-or-over.ts) is asked, but a line
 *   still telling the person's old share ("Chloe Patel owes $90" beside "$50 each") passed. The person is now not
 *   shown beside the share an earlier step told, unless the line tells the new one or logs it.
 * - holiday-wish-hint s31-s242-f2: a readdressed draft (kept-recipients.ts) is asked by its new person anywhere, but
 *   its row still saying the old one ("… — draft saved for chloe.patel@gmail.com") passed. Where the change took the
 *   old person off, the record is now not shown beside the old person unless the line names the new one or logs it.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { normalizeText } from '../../../src/stages/check/match.ts';
import { KEPT_RECIPIENT_NOTE, recipientWords } from './kept-recipients.ts';
import { intentionOf } from './own-state-words.ts';
import { relationWords } from './relation-names.ts';
import { fixturePeople } from './fixture.ts';
import { logWords, makingSaid } from './regone.ts';

type Episode = TaskInput['episodes'][number];
type Obj = Record<string, any>;

const KEPT_PART = 'kept13: the part as the change left it, beside whom it goes with';
const norm = (w: unknown): string => normalizeText(String(w)).trim();
const isAmount = (v: unknown): boolean => typeof v === 'number' || (typeof v === 'string' && /^\$?\d+(?:\.\d+)?$/.test(v.trim()));
const EMAIL = /^[^\s@]+@[^\s@]+$/;
/** A person's forms in a beside list: the words before the first plain word ("each", "everyone"). */
const personForms = (words: readonly string[]): string[] => {
  const end = words.findIndex((w) => w === w.toLowerCase() && !EMAIL.test(w) && !/^\+?\d{10,}$/.test(w));
  return words.slice(0, end < 0 ? words.length : end);
};

export function withStaleCardValues(input: TaskInput): TaskInput {
  let changed = false;
  const task = input;
  const episodes = task.episodes.map((e, i) => {
    if (e.stage !== 'reopen' || e.assertions === undefined) return e;
    const slot = e.slot ?? 'A';
    const earlier = task.episodes.slice(0, i).filter((x) => (x.slot ?? 'A') === slot && x.stage !== 'open' && x.stage !== 'reopen');
    const made = earlier.find((x) => x.stage === 'submit');
    const words = logWords(makingSaid(`${made?.message ?? ''}\n${intentionOf(task, slot)}`));
    let own = e.assertions as Obj[];
    const has = (value: string, was: readonly string[]): boolean => own.some((n) => n.gone === true && norm(n.value) === norm(value) && Array.isArray(n.was) && was.every((w) => n.was.some((x: unknown) => norm(x) === norm(w))));
    for (const a of [...own]) {
      if (a.type !== 'persisted_visible' || a.gone === true) continue;
      if (a.note === KEPT_PART && Array.isArray(a.state)) {
        const who = personForms(a.state as string[]);
        if (who.length === 0) continue;
        const told = earlier.flatMap((x) => ((x.assertions ?? []) as Obj[]).filter((b) => b.type === 'visible_result_grounded' && isAmount(b.value) && Array.isArray(b.beside) && norm(b.beside[0]) === norm(who[0])));
        const old = [...told].reverse().find((b) => norm(b.value) !== norm(a.value))?.value;
        if (old === undefined || has(who[0]!, [String(old)])) continue;
        own = [...own, { id: '', type: 'persisted_visible', note: 's31 cards: a share changed, the person not shown beside the old one as now', value: who[0], ...(who.length > 1 ? { or: who.slice(1) } : {}), match: 'normalized', because: a.because ?? who[0], gone: true, state: [String(a.value)], was: [String(old)], history: true, ...words }];
        changed = true;
      }
      if (a.note === KEPT_RECIPIENT_NOTE) {
        const now = [a.value, ...((a.or ?? []) as unknown[])].map(String);
        const revised = earlier.filter((x) => x.stage === 'revise');
        const nowTyped = JSON.stringify(revised.map((x) => x.values ?? {})).toLowerCase();
        const before = made === undefined ? [] : Object.values(made.values ?? {}).filter((v): v is string => typeof v === 'string' && EMAIL.test(v.trim()));
        const gone = before.filter((v) => !nowTyped.includes(v.toLowerCase()) && !now.some((n) => norm(n) === norm(v)));
        const shown = own.find((n) => n.type === 'persisted_visible' && n.gone !== true && n !== a && typeof n.value === 'string' && !n.value.startsWith('$') && !/^\d+$/.test(n.value) && n.state === undefined);
        if (gone.length === 0 || shown === undefined) continue;
        // s32 stale (s31-d2-f1 birthday): and the word the user called the dropped person by ("Mom").
        const said = `${made?.message ?? ''}\n${intentionOf(task, slot)}`;
        const was = gone.flatMap((g) => { const who = fixturePeople().people.find((p) => p.email.toLowerCase() === g.toLowerCase()); return [...recipientWords(g), ...(who ? relationWords(who, said) : [])]; }).filter((w) => !now.some((n) => norm(n) === norm(w)));
        if (has(String(shown.value), was)) continue;
        own = [...own, { id: '', type: 'persisted_visible', note: 's31 cards: readdressed, the record not shown going to the old person as now', value: shown.value, ...(shown.or ? { or: shown.or } : {}), match: 'normalized', because: shown.because ?? shown.value, gone: true, state: now, was, history: true, ...words }];
        changed = true;
      }
    }
    if (own === e.assertions) return e;
    let last = Math.max(0, ...own.filter((b) => b.id !== '').map((b) => Number(/\.(\d+)\./.exec(String(b.id))?.[1] ?? 0)));
    own = own.map((b) => (b.id !== '' ? b : { ...b, id: `${e.id}.${String((last += 1)).padStart(2, '0')}.persisted_visible` }));
    return { ...e, assertions: own } as Episode;
  });
  return changed ? { ...task, episodes } : input;
}
