/**
 * Who goes with what, on one line (issue #30, shares11). A step that splits a bill, pays a person
 * or records a payment to one was checked on screen by the amount alone, and the person (where at
 * all) anywhere on a changed line: an app that shows "Chloe" on one line and 90 for someone else,
 * or confirms "$50 recorded" without saying to whom, passed. Here each such amount is asked on a
 * changed line that also names its person (`visible_result_grounded.beside`), in any form the
 * user would recognise (Reading 3: the full name, the first name, the address or number).
 *
 * Where (read off the built task's world checks, not the reference's words):
 * - **shares**: a `splitwise.expense_shares` row checked by debtor and share amount, where the
 *   user asked to see what each owes (the intention or a message) or said that amount in the
 *   step's message ("Mira owes $45 and Tomas $30");
 * - **payees**: a `venmo.transactions` or `splitwise.payments` row checked by receiver and amount,
 *   where the step's message or typed values name the receiver and state the amount.
 * The amount's own visible check of the step gains `beside` (its id stays); where the step has
 * none and the user asked to see what each owes, a new check asks for it.
 *
 * - **recipients**: a step that sends, shares, requests, assigns or invites to a person the user
 *   names in that step (typed, said, or the address the app's call takes), where no screen check
 *   of the step names her: its check of what was done (the state words) gains her `beside` the
 *   record, so "Interview questions … shared" with no one named fails.
 *
 * Per-case pairs (a label with its alarm's time, a payer with a paying word) are stated in the
 * case rows themselves, as `visible_result_grounded` checks with `beside`.
 */
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { asNumber, textShows } from '../../../src/stages/check/match.ts';
import { userWords, withBecause } from '../../../src/suite/user-words.ts';
import { fixtureRow } from './fixture.ts';
import { personForms } from './people-forms.ts';

/** The tables a person is paired with an amount in: the person's column and the amount's. */
const PAIRED: readonly { app: string; table: string; who: string; amount: string; kind: 'share' | 'payee' }[] = [
  { app: 'splitwise', table: 'expense_shares', who: 'debtor_id', amount: 'share_amount', kind: 'share' },
  { app: 'splitwise', table: 'payments', who: 'receiver_id', amount: 'amount', kind: 'payee' },
  { app: 'venmo', table: 'transactions', who: 'receiver_id', amount: 'amount', kind: 'payee' },
];

/** The user asks to see each person's part ("see what each of us owes", "who owes what"). */
export const ASKS_EACH = /\b(?:what|how much) each\b|\beach (?:of (?:us|them) )?owes?\b|\bwho owes what\b|\beach person'?s? (?:share|part)\b/i;

/** Words that give one amount to every person of an even split. */
export const EACH_WORDS = ['each', 'everyone', 'every person', 'per person', 'apiece', 'per head', 'a head', 'each person', 'all of us', 'each of us', 'each of them'];

/** How a check's note starts (`pair: splitwise.expense_shares`). */
export const PAIR_NOTE = 'pair:';

interface Person {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
}

const cache = new Map<number, Person | null>();
function personOf(id: number): Person | null {
  if (!cache.has(id)) {
    try {
      cache.set(id, fixtureRow<Person>('SELECT first_name, last_name, email, phone_number FROM admin_people WHERE id = ?', id));
    } catch {
      cache.set(id, null);
    }
  }
  return cache.get(id) ?? null;
}

/** Whether the user's words name the person in any of her forms. */
const names = (words: string, p: Person): boolean => personForms(p).some((form) => textShows(words, form, 'normalized'));

type Visible = Extract<AssertionSpec, { type: 'visible_result_grounded' }>;

const number = (n: number): string => String(n).padStart(2, '0');

/** The arguments that name whom a call sends, shares or hands something to. */
export const RECIPIENT_ARGS = new Set(['email_addresses', 'email', 'receiver_email', 'user_email', 'phone_number', 'member_emails', 'assignee_email']);

/** State words of a thing sent, shared, requested, assigned or invited (what a recipient goes with). */
const SENT_WORDS = new Set(['shared', 'emailed', 'texted', 'invited', 'requested', 'assigned', 'drafted', 'draft', 'voice message', 'forwarded', 'no longer shared', 'not shared', 'unshared', 'sent', 'paid']);

const personCache = new Map<string, Person | null>();
/** The fixture person an address or number is, if any. */
export function personAt(detail: string): Person | null {
  const key = detail.trim().toLowerCase();
  if (!personCache.has(key)) {
    const digits = key.replace(/\D/g, '');
    let found: Person | null = null;
    try {
      found = key.includes('@')
        ? fixtureRow<Person>('SELECT first_name, last_name, email, phone_number FROM admin_people WHERE lower(email) = ?', key)
        : digits.length >= 10 && /^[\d\s()+.-]+$/.test(key) ? fixtureRow<Person>("SELECT first_name, last_name, email, phone_number FROM admin_people WHERE replace(replace(replace(replace(phone_number, '-', ''), ' ', ''), '(', ''), ')', '') LIKE ?", `%${digits.slice(-10)}`) : null;
    } catch {
      found = null;
    }
    personCache.set(key, found);
  }
  return personCache.get(key) ?? null;
}

/** The people a step sends or hands something to, as the user named them in it. */
function recipientsOf(episode: TaskInput['episodes'][number], said: string): Person[] {
  const details: string[] = [];
  for (const a of episode.assertions ?? []) {
    if (a.type !== 'api_called') continue;
    for (const [k, v] of Object.entries(a.args ?? {})) if (RECIPIENT_ARGS.has(k)) for (const x of Array.isArray(v) ? v : [v]) if (typeof x === 'string') details.push(x);
  }
  for (const v of Object.values(episode.values ?? {})) if (typeof v === 'string' && (/^\S+@\S+\.\S+$/.test(v.trim()) || /^\d{10}$/.test(v.trim()))) details.push(v);
  const people = new Map<string, Person>();
  for (const d of details) {
    const p = personAt(d);
    if (p && names(said, p)) people.set(p.email, p);
  }
  return [...people.values()];
}

/** The step's checks with each named recipient beside what was done, where no check names her. */
function withRecipients(episode: TaskInput['episodes'][number]): TaskInput['episodes'][number] {
  const said = `${episode.message ?? ''} ${episode.requirement ?? ''} ${Object.values(episode.values ?? {}).map(String).join(' ')}`;
  const people = recipientsOf(episode, said);
  if (people.length !== 1) return episode;
  const who = people[0] as Person;
  const forms = personForms(who);
  const assertions = [...(episode.assertions ?? [])];
  const visible = assertions.filter((a): a is Visible => a.type === 'visible_result_grounded');
  const named = visible.some((a) => [a.value, ...(a.or ?? []), ...(a.state ?? []), ...(a.beside ?? [])].some((w) => forms.some((f) => String(w).toLowerCase() === f.toLowerCase() || textShows(String(w), f, 'normalized'))));
  if (named) return episode;
  const at = assertions.findLastIndex((a) => a.type === 'visible_result_grounded' && a.beside === undefined && a.whole === undefined && (a.state ?? []).some((w) => SENT_WORDS.has(w.toLowerCase())));
  if (at < 0) return episode;
  assertions[at] = { ...(assertions[at] as Visible), beside: forms };
  return { ...episode, assertions };
}

/**
 * A case's own recipient (a shared-world sink that emails, texts or pays the person its app's
 * intention names, "my sister Chloe"): the step's check with `words` (what was sent) gains her
 * `beside` the record, in any of her forms, where no check of the step names her yet (s12 shown12).
 * The call's recipient argument is read off the plan (`detail`, an address or number), since the
 * check of that call may be gone (any API with the same effect).
 */
export function withRecipientBeside(task: TaskInput, episodeId: string, words: readonly string[], detail: string): TaskInput {
  const who = personAt(detail);
  if (!who) return task;
  const forms = personForms(who);
  const episodes = task.episodes.map((episode) => {
    if (episode.id !== episodeId) return episode;
    const assertions = [...(episode.assertions ?? [])];
    const visible = assertions.filter((a): a is Visible => a.type === 'visible_result_grounded');
    const named = visible.some((a) => [a.value, ...(a.or ?? []), ...(a.beside ?? [])].some((w) => forms.some((f) => String(w).toLowerCase() === f.toLowerCase() || textShows(String(w), f, 'normalized'))));
    if (named) return episode;
    const same = (state: readonly string[] | undefined) => state !== undefined && state.length === words.length && state.every((w, i) => w === words[i]);
    const at = assertions.findLastIndex((a) => a.type === 'visible_result_grounded' && a.beside === undefined && a.whole === undefined && same(a.state));
    if (at < 0) return episode;
    assertions[at] = { ...(assertions[at] as Visible), beside: forms };
    return { ...episode, assertions };
  });
  return { ...task, episodes };
}

/** The task with each paired amount asked beside its person, and each recipient beside what was sent. */
export function withPairsBeside(task: TaskInput): TaskInput {
  const paired = withAmountPairs(task);
  let changed = paired !== task;
  const episodes = paired.episodes.map((e) => {
    if (e.stage === 'open' || e.stage === 'reopen') return e;
    const next = withRecipients(e);
    if (next !== e) changed = true;
    return next;
  });
  return changed ? { ...paired, episodes } : task;
}

/** The task with each paired amount asked beside its person. */
function withAmountPairs(task: TaskInput): TaskInput {
  const intention = task.apps.map((a) => a.intention).join(' ');
  let asked = ASKS_EACH.test(intention);
  let changed = false;
  const episodes = task.episodes.map((episode, index) => {
    const message = `${episode.message ?? ''} ${episode.requirement ?? ''}`;
    // A changed requirement that lets the user type each share ("say how much each friend owes")
    // asks for an input, not a list to see: only the intention and the user's messages count.
    asked ||= ASKS_EACH.test(episode.message ?? '');
    const typed = Object.values(episode.values ?? {}).map(String).join(' ');
    const assertions = [...((episode.assertions ?? []) as (AssertionSpec & { id?: string })[])];
    const pairs = new Map<string, { amount: number; forms: string[]; where: string; kind: 'share' | 'payee'; own: boolean }>();
    for (const a of assertions) {
      if (a.type !== 'record_matches' && a.type !== 'db_changed') continue;
      const row = a.type === 'record_matches' ? { ...a.key, ...a.fields } : a.where;
      const place = PAIRED.find((p) => p.app === a.app && p.table === a.table && typeof row[p.who] === 'number' && row[p.amount] !== undefined);
      if (!place) continue;
      const amount = asNumber(row[place.amount]);
      const who = personOf(row[place.who] as number);
      if (!who || !Number.isFinite(amount)) continue;
      const said = textShows(message, String(amount), 'normalized');
      const ok = place.kind === 'share' ? asked || (said && names(`${message} ${typed}`, who)) : names(`${message} ${typed}`, who) && (said || textShows(typed, String(amount), 'normalized'));
      if (!ok) continue;
      pairs.set(`${amount}|${who.email}`, { amount, forms: personForms(who), where: `${a.app}.${a.table}`, kind: place.kind, own: place.kind === 'payee' || !asked });
    }
    // An even split is told for everyone at once ("each owes $30"): where every share the step
    // checks is the same amount, a word for each person counts as the person.
    const shares = [...pairs.values()].filter((p) => p.kind === 'share');
    const even = shares.length > 0 && shares.every((p) => p.amount === shares[0]?.amount);
    if (even) for (const p of shares) p.forms = [...p.forms, ...EACH_WORDS];
    if (pairs.size === 0) return episode;
    const words = userWords({ apps: task.apps, episodes: task.episodes.map((e) => ({ slot: e.slot, message: e.message, requirement: e.requirement, values: e.values ?? {} })) }, index);
    let n = Math.max(0, ...assertions.map((a) => Number(/^[^.]+\.(\d+)\./.exec(String(a.id))?.[1] ?? 0))) + 1;
    for (const { amount, forms, where, own: ownOnly } of pairs.values()) {
      // The amount's own check, where it has no person yet: it gains the person beside it.
      const own = assertions.findIndex((a) => a.type === 'visible_result_grounded' && a.beside === undefined && a.state === undefined && a.whole === undefined && asNumber(a.value) === amount);
      if (own >= 0) {
        assertions[own] = { ...(assertions[own] as Visible), beside: forms };
      } else if (ownOnly) {
        // A payee, or a share the user said but asked no list of: only the amount's own check is
        // held to the person; no new check is asked.
        continue;
      } else {
        const check = { id: `${episode.id}.${number(n++)}.visible_result_grounded`, type: 'visible_result_grounded' as const, note: `${PAIR_NOTE} ${where}, who with what`, value: amount, match: 'normalized' as const, beside: forms };
        // Why the user wants it: the amount she said, else her ask to see what each owes.
        const because = (withBecause(check, words) as { because?: string } | undefined)?.because ?? (ASKS_EACH.exec(`${intention} ${message}`)?.[0] as string | undefined);
        assertions.push({ ...check, ...(because ? { because } : {}) } as Visible);
      }
      changed = true;
    }
    return { ...episode, assertions };
  });
  return changed ? { ...task, episodes } : task;
}

/**
 * A case's own pairs, stated where the user dictated them (a label per alarm time: "medicine at 8,
 * water at 2 pm"): the visible check of each value in `episode` gains `beside`, the words any app
 * would use for what goes with it. A value with no visible check of the episode is an error.
 */
export function withBesideWords(task: TaskInput, episode: string, pairs: Readonly<Record<string, readonly string[]>>): TaskInput {
  const episodes = task.episodes.map((e) => {
    if (e.id !== episode) return e;
    const assertions = (e.assertions ?? []).map((a) => {
      if (a.type !== 'visible_result_grounded') return a;
      const words = pairs[String(a.value)];
      return words ? { ...a, beside: [...words] } : a;
    });
    for (const value of Object.keys(pairs)) if (!assertions.some((a) => a.type === 'visible_result_grounded' && String(a.value) === value)) throw new Error(`${task.id}: ${episode} has no visible check of ${value} to pair`);
    return { ...e, assertions };
  });
  return { ...task, episodes };
}

/**
 * Whom a call's arguments send or hand something to, as the plan writes it (an address, a number,
 * or the `{{inputs.x}}` the user types it into); undefined where the call names no one.
 */
export function recipientArg(args: Readonly<Record<string, unknown>>): string | undefined {
  for (const [k, v] of Object.entries(args)) {
    if (!RECIPIENT_ARGS.has(k)) continue;
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && first.trim() !== '') return first;
  }
  return undefined;
}
