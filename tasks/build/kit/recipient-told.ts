/**
 * A draft's new recipient is told as its recipient (s13 act13, issue #30, rubric Reading 2). A step
 * that readdresses a draft ("address it to my cousin Hana", "add Caleb to that draft") was checked
 * on screen by the person alone (her address, her name, "cousin"), which an app shows from the
 * contact it merely looked up: a result that is Hana's contact card passed. Each visible check of
 * the step that names a person the draft did not go to before now asks, on that person's own
 * changed line, for a word that she is the draft's recipient (`visible_result_grounded.beside`):
 * "to", "for", "recipient", "addressed", "goes to", "draft", "added", "included", "guests" … the
 * users' and the services' own words, any one (Reading 4), or the draft itself as the step that
 * made it showed it (its subject, the product it hints at: the person on the draft's own line), so
 * "Draft 12 now goes to Hana", "To: Hana Patel" and "Board game night · mira, zoe, tomas" pass and
 * "Hana Patel, cousin" does not.
 *
 * Where: a non-reopen step whose world check reads a `gmail.drafts` row's `recipient_emails`
 * (by key) that an earlier step read with other addresses, or with none checked (a draft made
 * with no recipient, addressed later); a subject edit or a look-up of the same draft, with the
 * same recipients, is left alone.
 */
import type { TaskInput } from '../../../src/schemas/task.ts';

/** Words that put a person on a draft as its recipient. */
export const RECIPIENT_WORDS = ['to', 'for', 'recipient', 'recipients', 'addressed', 'readdressed', 'addressed to', 'goes to', 'going to', 'sent to', 'send to', 'draft', 'drafted', 'added', 'included', 'include', 'cc', 'cc\'d', 'guest', 'guests', 'invited', 'invite'];

type Assertion = NonNullable<TaskInput['episodes'][number]['assertions']>[number];

/** A text that names the draft (not an id, a path or an address). */
const isName = (v: string): boolean => v.trim().length >= 3 && !v.startsWith('$') && !v.startsWith('~') && !v.startsWith('/') && !v.includes('@');

const list = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string').map((x) => x.trim().toLowerCase());

/** The task with each draft's new recipient asked beside a word of being its recipient. */
export function withRecipientTold(task: TaskInput): TaskInput {
  const before = new Map<string, string[]>();
  const named = new Map<string, string[]>();
  let changed = false;
  const episodes = task.episodes.map((episode) => {
    const assertions = (episode.assertions ?? []) as Assertion[];
    const added = new Set<string>();
    const draftNames: string[] = [];
    for (const a of assertions) {
      if (a.type !== 'record_matches' || a.app !== 'gmail' || a.table !== 'drafts') continue;
      const key = JSON.stringify(a.key);
      // The draft as the user knows it (its subject, the product it is about): the step that made it shows these.
      if (!named.has(key)) named.set(key, assertions.flatMap((v) => (v.type === 'visible_result_grounded' && !v.state && typeof v.value === 'string' && isName(v.value) ? [v.value] : [])));
      for (const k of [key]) draftNames.push(...(named.get(k) ?? []));
      // A draft an earlier step read with no recipient checked had none the user gave.
      if (a.fields?.recipient_emails === undefined) {
        if (!before.has(key)) before.set(key, []);
        continue;
      }
      const now = list(a.fields.recipient_emails);
      const was = before.get(key);
      if (was && episode.stage !== 'open' && episode.stage !== 'reopen') for (const e of now) if (!was.includes(e)) added.add(e);
      before.set(key, now);
    }
    if (added.size === 0) return episode;
    let touched = false;
    const next = assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' || a.beside !== undefined || a.whole !== undefined) return a;
      if (![a.value, ...(a.or ?? [])].some((v) => typeof v === 'string' && added.has(v.trim().toLowerCase()))) return a;
      touched = true;
      return { ...a, beside: [...new Set([...RECIPIENT_WORDS, ...draftNames])] };
    });
    if (!touched) return episode;
    changed = true;
    return { ...episode, assertions: next };
  });
  return changed ? { ...task, episodes } : task;
}
