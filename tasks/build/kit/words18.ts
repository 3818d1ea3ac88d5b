/**
 * s17 words18 (issue #30): three readings of what a user's words ask, and no more.
 *
 * 1. (loose_check) A text that names a record whose title the user grew by a second part ("The rug
 *    is ready too, call it pick up dry cleaning and the rug"): handing Chloe "the pick up dry
 *    cleaning and the rug errand" hands both errands. A word of either part (`mentions_one` over
 *    the whole title) lets an email about the dry cleaning alone pass; now the text names each:
 *    the added part by its one telling word ("rug", a `contains` part, in the subject or the body),
 *    and the first part by one of its own words. The rest of the wording stays the app's.
 * 2. (undictated_text; rubric Reading 4) A comment the user asks "to add" ("Comment on a Venmo
 *    payment I sent, to add a thank-you"): the told check of the comment takes "added" beside
 *    "commented", where the user's clause with "add" names what the comment says.
 * 3. (loose_check) A log file the user fills with ONE payment they name ("Log lawn mowing May in
 *    ~/documents/payments-log.txt"): the file names none of the user's other sent payments (their
 *    descriptions, the task's look-alike among them). A dump of the whole history fails; the one
 *    payment, in any layout, passes.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixtureRows, userId } from './fixture.ts';
import { intentionOf } from './own-state-words.ts';
import { recordWords } from './record-words.ts';

type Obj = Record<string, any>;

const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();

// ------------------------------------------------ 1. a title grown by a second part names each part

/** The earlier titles the user typed in the task's episodes (values named title, new_title, …). */
function typedTitles(task: TaskInput): string[] {
  return task.episodes.flatMap((e) =>
    Object.entries((e.values ?? {}) as Obj)
      .filter(([k, v]) => typeof v === 'string' && k.split('|').some((n) => /(^|_)title$/.test(n)))
      .map(([, v]) => String(v)),
  );
}

/** Verbs an errand's title starts with ("Pick up dry cleaning"): a word of the doing, not of the item. */
const ERRAND_VERBS = new Set(['pick', 'buy', 'get', 'call', 'book', 'pay', 'send', 'take', 'make', 'fix', 'bring', 'drop', 'collect', 'order', 'renew', 'return', 'grab', 'fetch', 'put', 'check', 'write', 'email', 'text', 'ring', 'post', 'mail', 'sort', 'do', 'go']);

/**
 * Where the rule names a record by a word of its title ("A and B"), and the user first gave the
 * title as "A": the first part's words, and the second part's one telling word; else undefined.
 */
export function eachPart(whole: string, earlier: readonly string[]): { first: string[]; added: string } | undefined {
  const first = earlier.find((t) => norm(t) !== norm(whole) && norm(whole).startsWith(`${norm(t)} and `));
  if (first === undefined) return undefined;
  const rest = whole.trim().slice(first.trim().length).replace(/^\s*and\s+/i, '');
  const added = recordWords(rest).filter((w) => w !== rest.trim());
  // s17 words19: a bare verb of the errand ("Pick") names no item; the first part is named by its item's words.
  const allOwn = recordWords(first).filter((w) => w !== first.trim());
  const items = allOwn.filter((w) => !ERRAND_VERBS.has(norm(w)));
  const own = items.length > 0 ? items : allOwn;
  const addedWords = (added.length === 0 ? [rest.trim()] : added).filter((w) => !own.some((o) => norm(o) === norm(w)));
  return addedWords.length === 1 && own.length > 0 ? { first: own, added: addedWords[0]! } : undefined;
}

function namesEachPart(rule: Obj, earlier: readonly string[]): Obj {
  const one: unknown[] = Array.isArray(rule.mentions_one) ? rule.mentions_one : [];
  if (rule.constraint !== 'any' && rule.constraint !== 'non_empty') return rule;
  const whole = one[0];
  if (typeof whole !== 'string' || one.length < 3) return rule;
  // The rule is the record's own words (kit/record-words.ts): the whole title and its telling words.
  const words = recordWords(whole);
  if (one.length !== words.length || !one.every((w, i) => w === words[i])) return rule;
  const parts = eachPart(whole, earlier);
  if (!parts) return rule;
  return {
    ...rule,
    constraint: { contains: [parts.added] },
    mentions_one: [whole, ...parts.first],
    why: `${String(rule.why ?? 'the app words it')}; the record's title joins two things the user hands over together, so the text names each: "${parts.added}" and a word of the first`,
  };
}

// ------------------------------------------------ 2. a comment "added"

/** Whether the user's words add the comment's content ("to add a thank-you", "add a comment"). */
export function addsComment(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[.;,!?\n]+/)
    .some((c) => /\badd(s|ed|ing)?\b/.test(c) && /\b(comment|comments|thank|thanks|thank-you|note|reply|remark)\b/.test(c));
}

// ------------------------------------------------ 3. a log of one payment names no other

/** The descriptions of the user's sent Venmo payments: the fixture's and the task's own rows. */
function sentDescriptions(task: TaskInput): string[] {
  const me = userId();
  const fixture = fixtureRows<{ description: string }>('SELECT description FROM venmo_transactions WHERE sender_id = ? ORDER BY created_at DESC, id', me).map((r) => r.description);
  const own = (((task.world as Obj | undefined)?.rows ?? []) as Obj[])
    .filter((r) => r.app === 'venmo' && r.table === 'transactions' && r.row?.sender_id === me && typeof r.row?.description === 'string')
    .map((r) => String(r.row.description));
  return [...new Set([...own, ...fixture])];
}

/** The descriptions of the user's Splitwise expenses (paid or shared): the fixture's and the task's own rows (s22). */
function expenseDescriptions(task: TaskInput): string[] {
  const me = userId();
  const fixture = fixtureRows<{ description: string }>(
    'SELECT DISTINCT e.description FROM splitwise_expenses e LEFT JOIN splitwise_expense_shares s ON s.expense_id = e.id WHERE e.deleted = 0 AND (e.payer_id = ? OR s.debtor_id = ?) ORDER BY e.description', me, me).map((r) => r.description);
  const own = (((task.world as Obj | undefined)?.rows ?? []) as Obj[])
    .filter((r) => r.app === 'splitwise' && r.table === 'expenses' && typeof r.row?.description === 'string')
    .map((r) => String(r.row.description));
  return [...new Set([...own, ...fixture])];
}

/** Whether the slot's reference reads the user's sent Venmo payments (it looks the one payment up). */
function readsPayments(task: TaskInput, slot: string): boolean {
  const entry = (task.reference as Record<string, { package?: Obj }> | undefined)?.[slot];
  return JSON.stringify(entry?.package ?? {}).includes('"venmo.show_transactions"');
}

/** Whether the slot's reference reads the user's Splitwise expenses (it looks the one expense up; s22). */
function readsExpenses(task: TaskInput, slot: string): boolean {
  const entry = (task.reference as Record<string, { package?: Obj }> | undefined)?.[slot];
  return JSON.stringify(entry?.package ?? {}).includes('"splitwise.show_expenses"');
}

function logsOne(rule: Obj, others: readonly string[]): Obj {
  const c = rule.constraint;
  if (rule.app !== 'file_system' || rule.table !== 'files' || rule.field !== 'content') return rule;
  if (typeof c !== 'object' || c === null || !Array.isArray(c.contains)) return rule;
  // Lacks a rule already has (a look-alike's name, s22) stay; the other records join them.
  const had = Array.isArray(c.lacks) ? (c.lacks as unknown[]) : [];
  if (had.length > 0 && !/look-alike/.test(String(rule.why ?? ''))) return rule;
  // Everything the rule asks the file to hold names a record it logs: the line added at its end too (s22).
  const named = [...(c.contains as unknown[]), ...['at_end', 'heads', 'ends_line', 'lines_apart'].flatMap((k) => (Array.isArray(c[k]) ? (c[k] as unknown[]) : []))].filter((p): p is string => typeof p === 'string');
  if (named.length === 0) return rule;
  // Only the payment's own description names it: others that are part of it, or it of them, are not other payments' names.
  const lacks = [...had, ...others.filter((o) => !had.includes(o) && named.every((n) => !norm(n).includes(norm(o)) && !norm(o).includes(norm(n))))];
  if (lacks.length === had.length) return rule;
  return {
    ...rule,
    constraint: { ...c, lacks },
    why: `${String(rule.why ?? 'the app words it')}; the user logs the one record they name, so the file names none of their other payments or expenses`,
  };
}

// ------------------------------------------------ the pass

export function withWords18(task: TaskInput): TaskInput {
  const earlier = typedTitles(task);
  let others: string[] | undefined;
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const slot = (episode as { slot?: string }).slot ?? 'A';
    const adds = addsComment(`${episode.message ?? ''}\n${intentionOf(task, slot)}`);
    let grew = false;
    const assertions = (episode.assertions ?? []).map((x) => {
      const a = x as Obj;
      if (a.type === 'world_matches_reference' && Array.isArray(a.free)) {
        let free = a.free.map((r: Obj) => namesEachPart(r, earlier));
        // A ledger or a tally is a log too; a log of expenses names no other expense (s22, flat-costs-log, expense-ledger-file s22-r1-f1).
        const logs = /\b(log(s|ged)?|ledger|tally|spending file)\b/i.test(`${episode.message ?? ''}\n${intentionOf(task, slot)}`);
        if (episode.stage !== 'reopen' && logs && (readsPayments(task, slot) || readsExpenses(task, slot))) {
          others ??= [...(readsPayments(task, slot) ? sentDescriptions(task) : []), ...(readsExpenses(task, slot) ? expenseDescriptions(task) : [])];
          free = free.map((r: Obj) => logsOne(r, others!));
        }
        if (free.every((r: Obj, i: number) => r === a.free[i])) return x;
        grew = true;
        return { ...a, free } as typeof x;
      }
      if (adds && a.type === 'visible_result_grounded' && Array.isArray(a.state) && a.state.includes('commented') && !a.state.includes('added')) {
        grew = true;
        return { ...a, state: [...a.state, 'added'] } as typeof x;
      }
      return x;
    });
    if (!grew) return episode;
    changed = true;
    return { ...episode, assertions };
  });
  return changed ? ({ ...task, episodes } as TaskInput) : task;
}
