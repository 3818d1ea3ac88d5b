/**
 * A record the user names by its person (issue #30, s15 words; rubric fidelity/2, Reading 3).
 * After "Zoe left the club, delete the dues request" or "Sofia has not paid yet, send her a
 * reminder", the screen check of the step asked for the record's own name (the request's
 * description, "Book club dues") beside the word of the action, though the user named the record
 * by the person it is with. An app that answers "Deleted the $12 request to Zoe Ito" or "Reminder
 * sent to Sofia Silva for $925" told the user the right record was acted on, and failed.
 *
 * Such a check (a `visible_result_grounded` with a state, on a record an earlier episode of the
 * task made and captured) now also takes (`or`): the record's id, its amount as the user typed it
 * where she made it, and the person in any form she would recognise. Only where the step's message
 * names that person and not the record's name. The state word is still asked on a changed line,
 * and each form must still be grounded in the records the episode is about (the acted-on row holds
 * the id and the amount; the person counts where the app read the record with its person).
 */
import type { TaskInput } from '../../../src/schemas/task.ts';
import { fixturePeople, tableColumns } from './fixture.ts';
import { recognisedForms, type PersonLike } from './people-forms.ts';

type Obj = Record<string, any>;

/** Columns that point a record at the other person it is with (never the user's own `user_id`). */
const PERSON_COLUMNS = /^(payer|receiver|sender|recipient|debtor|contact|friend|invitee)_id$/;
const CAPTURE = /^\$[A-Za-z]\w*$/;
const isCapture = (v: unknown): v is string => typeof v === 'string' && CAPTURE.test(v);
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (text: string, word: string): boolean => new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word.toLowerCase())}($|[^\\p{L}\\p{N}])`, 'u').test(text.toLowerCase());
const fullName = (p: PersonLike): string => `${p.first_name} ${p.last_name}`;

/** The captured record a check is about: its `record` key, its id form, or the row the episode deletes or updates. */
function actedOn(check: Obj, episode: Obj): string | undefined {
  const key = check.record?.key?.id;
  if (isCapture(key) && check.record?.via === undefined) return key;
  const own = ((check.or ?? []) as unknown[]).find(isCapture);
  if (own) return own;
  const changes = ((episode.assertions ?? []) as Obj[]).filter((a) => a.type === 'db_changed' && (a.op === 'deleted' || a.op === 'updated') && isCapture(a.where?.id));
  const ids = [...new Set(changes.map((a) => a.where.id as string))];
  return ids.length === 1 ? ids[0] : undefined;
}

/** The fixture person a typed value names: her full name, or a first name no other person has. */
function personOf(value: unknown, people: readonly PersonLike[]): PersonLike | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.trim().toLowerCase();
  const whole = people.find((p) => fullName(p).toLowerCase() === lower);
  if (whole) return whole;
  const first = people.filter((p) => p.first_name.toLowerCase() === lower);
  return first.length === 1 ? first[0] : undefined;
}

export function withPersonNamedRecords(task: TaskInput): TaskInput {
  const { people } = fixturePeople();
  let said = task.apps.map((a) => a.intention).join(' ');
  let typed = '';
  let grew = false;
  const episodes = task.episodes.map((episode, index) => {
    said = `${said} ${episode.message ?? ''} ${episode.requirement ?? ''}`;
    typed = `${typed} ${Object.values(episode.values ?? {}).map(String).join(' ')}`;
    if (episode.stage === 'open' || episode.stage === 'reopen' || !episode.assertions) return episode;
    const message = episode.message ?? '';
    let changed = false;
    const assertions = episode.assertions.map((a) => {
      if (a.type !== 'visible_result_grounded' || !Array.isArray(a.state) || typeof a.value !== 'string') return a;
      const id = actedOn(a, episode);
      if (id === undefined) return a;
      const maker = task.episodes.slice(0, index).find((e) => Object.hasOwn(e.captures ?? {}, id.slice(1)));
      if (!maker) return a;
      // A record that is with a person (a request's payer, a payment's receiver), not only the user's own.
      const capture = (maker.captures ?? {})[id.slice(1)] as Obj | undefined;
      if (typeof capture?.app !== 'string' || typeof capture.table !== 'string' || ![...tableColumns(capture.app, capture.table)].some((c) => PERSON_COLUMNS.test(c))) return a;
      const whos = [...new Set(Object.values(maker.values ?? {}).map((v) => personOf(v, people)).filter((p): p is PersonLike => p !== undefined))];
      if (whos.length !== 1) return a;
      const who = whos[0] as PersonLike;
      // The user named the record by its person, not by the name the check asks for.
      if (!wordIn(message, who.first_name) || message.toLowerCase().includes(a.value.toLowerCase())) return a;
      const made = ((maker.assertions ?? []) as Obj[]).find((c) => c.type === 'record_matches' && Object.values(c.key ?? {}).includes(id));
      const amounts = Object.entries((made?.fields ?? {}) as Obj).filter(([field, v]) => /amount/.test(field) && typeof v === 'number' && v > 0).map(([, v]) => v as number);
      const typedAmount = amounts.filter((v) => Object.values(maker.values ?? {}).includes(v));
      const forms: (string | number)[] = [id, ...typedAmount, ...recognisedForms(who, said.toLowerCase(), typed.toLowerCase(), people)];
      const have = new Set([a.value, ...(a.or ?? [])].map((v) => String(v).toLowerCase()));
      const more = [...new Set(forms)].filter((f) => !have.has(String(f).toLowerCase()));
      if (more.length === 0) return a;
      changed = true;
      return { ...a, or: [...(a.or ?? []), ...more] };
    });
    if (!changed) return episode;
    grew = true;
    return { ...episode, assertions } as typeof episode;
  });
  return grew ? { ...task, episodes } : task;
}
