/**
 * Assertions and world rows in plain words, for the review packet: what a reviewer needs to
 * judge a check against the user's words, without the checker's code or the builder's.
 */
import type { AssertionSpec } from '../schemas/task.ts';
import type { Row } from '../schemas/world.ts';

const MAX_TEXT = 160;

/**
 * What every grounded result check refuses besides (src/stages/check/grounding.ts): a dump of the
 * records it read, and a look-up of one record that shows others of its kind. Reviewers must see it
 * to judge a "lists everything" app (s17: six look-ups by id were read as open to such an app).
 */
export const GROUNDED_LIMITS =
  'Every "the result on screen shows" check also fails, whatever it shows, when the new lines list more than two records (or more than the reference shows) that the episode is not about (a dump, not a result), and, where the user asked for one record (by its id or name) and the reference shows that one, when any other record of the same kind is shown beside it (a look-up that lists every record does not say which one it found).';

/** A value as a reviewer reads it: strings quoted and cut, `$capture` with what the reference got. */
export function plainValue(value: unknown, captures: Readonly<Record<string, unknown>> = {}): string {
  if (typeof value === 'string') {
    if (/^\$[A-Za-z][A-Za-z0-9_]*$/.test(value)) {
      const got = captures[value.slice(1)];
      return got === undefined ? value : `${value} (the reference's: ${plainValue(got)})`;
    }
    // A cut text says so: a reviewer read "…the lid…" as the reference's text itself (s17).
    return value.length > MAX_TEXT ? `${JSON.stringify(`${value.slice(0, MAX_TEXT)}…`)} (cut on this page; ${value.length} characters in all)` : JSON.stringify(value);
  }
  if (value === null || typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => plainValue(v, captures)).join(', ')}]`;
  return `{${Object.entries(value).map(([k, v]) => `${k}: ${plainValue(v, captures)}`).join(', ')}}`;
}

const fields = (record: Readonly<Record<string, unknown>>, captures: Readonly<Record<string, unknown>>): string =>
  Object.entries(record)
    .map(([k, v]) => `${k} = ${plainValue(v, captures)}`)
    .join(', ');

/** A C1 entry naming an API (`app.api`) or one of its arguments (`app.api.param`). */
const API_ENTRY = /^[a-z_]+\.[a-z_]+(\.[a-z_]+)?$/;

const anyOf = (names: readonly string[]) => names.map((n) => JSON.stringify(n)).join(' | ');

/**
 * How the checker compares a shown value that has other spellings (src/stages/check/match.ts),
 * so a reviewer does not read an ISO date or the stored digits of a phone number as a format the
 * task demands.
 */
export function byValueNote(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return ' (a date, compared by value: "May 30", "30 May", "5/30/2023" and "2023-05-30" are one date)';
  if (/^\d{1,2}:\d{2}$/.test(text)) return ' (a time, compared by value: "7:10 am", "7:10" and "07:10" are one time)';
  if (/^\+?[\d\s().-]{10,}$/.test(text) && text.replace(/\D/g, '').length >= 10 && text.replace(/\D/g, '').length <= 11) return ' (a phone number, compared by its digits: "206-555-0142", "(206) 555-0142" and "2065550142" are one number)';
  if (/^~\//.test(text) || /^\/home\/[a-z0-9_.-]+\//.test(text)) return ' (a path, compared with the home folder either way: "~/documents/x" and "/home/alex/documents/x" are one path)';
  if (/^-?\d+(\.\d+)?$/.test(text)) return ' (a number, compared by value: "$40", "40" and "40.00" are one amount)';
  return '';
}

/** s17 words19: a date or time among the words a line must show beside a value is compared by value too (shownBeside reads it as textShows does). */
const dayNote = (words: readonly string[]): string => words.map(byValueNote).find((n) => n.startsWith(' (a date') || n.startsWith(' (a time')) ?? '';

/** How the checker compares a stored value with an expected one (`valuesEqual`): say it once per check. */
const FIELDS_NOTE = ' (texts compared case and spacing aside; numbers by value: 40 and "40.00" are one)';

/** A path among the values (a list's items too): `valuesEqual` compares it with the home folder either way. */
const isPath = (value: unknown): boolean =>
  Array.isArray(value) ? value.some(isPath) : typeof value === 'string' && (/^~\//.test(value.trim()) || /^\/home\/[a-z0-9_.-]+\//.test(value.trim()));

/** The comparison note of a set of fields, saying paths are compared as paths where there is one. */
const fieldsNote = (record: Readonly<Record<string, unknown>>): string =>
  Object.values(record).some(isPath)
    ? ` (texts compared case and spacing aside; numbers by value: 40 and "40.00" are one; paths as paths: "~/documents/x" and "/home/alex/documents/x" are one file${Object.values(record).some(Array.isArray) ? '; a list in any order' : '; a text word for word, in its order'})`
    : FIELDS_NOTE;

/**
 * A `left to the app` rule of an end-state check. A `contains` part is found in the stored text as
 * the screen checks find a value (`mentionsPart`): dates, times, phone numbers, paths and amounts by
 * value, a whole number also as its word; the packet says so, or a reviewer reads "2023-05-30" as a
 * format the body must use.
 */
export function describeConstraint(constraint: unknown, captures: Readonly<Record<string, unknown>> = {}): string {
  if (constraint === 'non_empty') return 'any non-empty value';
  if (constraint !== null && typeof constraint === 'object' && 'contains' in constraint && Array.isArray(constraint.contains)) {
    const parts = constraint.contains.map((part: unknown) => `${plainValue(part, captures)}${byValueNote(part)}`);
    const atEnd = 'at_end' in constraint && Array.isArray(constraint.at_end) ? constraint.at_end.map((part: unknown) => plainValue(part, captures)) : [];
    const heads = 'heads' in constraint && Array.isArray(constraint.heads) ? constraint.heads.map((part: unknown) => plainValue(part, captures)) : [];
    const lacks = 'lacks' in constraint && Array.isArray(constraint.lacks) ? constraint.lacks.map((part: unknown) => plainValue(part, captures)) : [];
    const endsLine = 'ends_line' in constraint && Array.isArray(constraint.ends_line) ? constraint.ends_line.map((part: unknown) => plainValue(part, captures)) : [];
    const apart = 'lines_apart' in constraint && Array.isArray(constraint.lines_apart) ? constraint.lines_apart.map((part: unknown) => plainValue(part, captures)) : [];
    // s26-d1b-f1: a name said whole, however the app splits it.
    const joined = 'joined_with' in constraint && Array.isArray(constraint.joined_with) ? constraint.joined_with.map(String) : [];
    if (joined.length > 0) return `the value, then its row's ${joined.join(' then ')} (a space between, a blank one left out), reads exactly ${plainValue(constraint.contains.map(String).join(' '), captures)}, case and spacing aside`;
    return `any value that contains ${parts.join(' and ')}${atEnd.length > 0 ? `, ending with ${atEnd.join(' and ')} after them` : ''}${lacks.length > 0 ? `, and no longer contains ${lacks.join(' or ')} anywhere` : ''}${heads.length > 0 ? `, with ${heads.join(' and ')} on its first line` : ''}${endsLine.length > 0 ? `, with nothing after ${endsLine.join(' or ')} on its line (as written)` : ''}${apart.length > 0 ? `, with ${apart.join(' and ')} each on a line of its own` : ''}, case and spacing aside`;
  }
  if (constraint !== null && typeof constraint === 'object' && 'one_of' in constraint && Array.isArray(constraint.one_of)) {
    return `one of ${constraint.one_of.map((option: unknown) => plainValue(option, captures)).join(' | ')}`;
  }
  return plainValue(constraint, captures);
}

/** One assertion in one sentence. */
export function describeAssertion(a: AssertionSpec, captures: Readonly<Record<string, unknown>> = {}, needs: readonly string[] = [], ownWords: readonly string[] = []): string {
  const match = 'match' in a && a.match !== 'normalized' ? ` (${a.match} match)` : '';
  switch (a.type) {
    // C1 is judged by capability (src/stages/check/capability.ts): a list's keywords decide only
    // where it names no API, so the packet says what the checker asks, not the list's words.
    case 'input_available': {
      const entries = a.names.filter((n) => API_ENTRY.test(n));
      if (entries.length > 0) return `the first screen has an input whose value can reach ${entries.join(' or ')} (or the same argument of an API with the same effect), or an input of an agent action granted that service — whatever it is called`;
      return `the first screen has an input named or labelled like any of ${anyOf(a.names)}`;
    }
    case 'action_available': {
      const own = a.names.filter((n) => API_ENTRY.test(n)).map((n) => n.split('.').slice(0, 2).join('.'));
      const apis = own.length > 0 ? own : needs;
      if (apis.length > 0) return `the first screen has an action whose plan calls ${apis.join(' or ')} (or an API with the same effect), or an agent action granted that service — whatever it is called`;
      return `the first screen has an action able to make the writes the reference app makes, whatever it is called; where the reference writes nothing, one whose id or label says any of ${anyOf(a.names)}`;
    }
    case 'visible_contains': {
      // The checker also takes any of the user's own words for the app (the intention's words
      // that are not the services' vocabulary): say so, or a reviewer reads a title word as demanded.
      const listed = Array.isArray(a.text) ? a.text.map(String) : [String(a.text)];
      const own = ownWords.filter((w) => !listed.includes(w));
      const or = own.length > 0 ? `, or any of the user's own words for the app: ${anyOf(own)}` : '';
      // Open-page words count in any form (singular or plural, British or American spelling).
      const forms = ownWords.length > 0 ? ' (each word in any form: singular or plural, British or American spelling)' : '';
      const from = a.computed ? ` (the ${a.computed.field} that ${a.computed.api} answers after this episode's change)` : '';
      return `the screen shows ${Array.isArray(a.text) ? `any of ${anyOf(a.text)}` : `${plainValue(a.text, captures)}${byValueNote(a.text)}`}${from}${match}${or}${forms}`;
    }
    case 'route_enters_orchestrator':
      return 'the submit reaches one of the app’s declared workflows';
    case 'api_called':
      return `the app calls ${a.app}.${a.api}${Object.keys(a.args).length > 0 ? ` with ${fields(a.args, captures)}${fieldsNote(a.args)}` : ''}`;
    case 'db_changed':
      return `at least ${a.min} row(s) of ${a.app}.${a.table} ${a.op}${Object.keys(a.where).length > 0 ? ` where ${fields(a.where, captures)}` : ''}`;
    case 'record_matches':
      return `read by key, the ${a.app}.${a.table} row with ${fields(a.key, captures)} ${Object.keys(a.fields).length > 0 ? `has ${fields(a.fields, captures)}${match}${match === '' ? fieldsNote(a.fields) : ''}` : 'exists'}`;
    case 'record_identity_preserved':
      return `the ${a.app}.${a.table} row ${plainValue(a.record_id, captures)} still exists (edited, not replaced)`;
    case 'mutation_limit':
      return `the episode changes at most ${a.max} row(s) in all`;
    case 'no_collateral':
      return `nothing in the world changes except ${a.allow.length === 0 ? 'nothing' : a.allow.map((t) => `${t.app}.${t.table} (${t.ops.join('/')})`).join(', ')}`;
    case 'world_matches_reference': {
      const free = a.free.map((f) => {
        const at = f.mentions_or_at?.length ? ` (or said in ${f.mentions_or_at.map((r) => `${r.app}.${r.table}.${r.field}`).join(' or ')} of a row the episode writes)` : '';
        const one = f.mentions_one?.length ? `mentioning one of ${f.mentions_one.map((v) => plainValue(v, captures)).join(' | ')}${at}` : '';
        const names = f.names_one?.length ? `and naming one of ${f.names_one.map((v) => plainValue(v, captures)).join(' | ')}` : '';
        const lacking = f.lacks?.length ? `naming none of ${f.lacks.map((v) => plainValue(v, captures)).join(' | ')}` : '';
        const money = f.as_amount ? 'its numbers written as amounts ("$8", "8.00", "8 dollars"), not bare digits' : '';
        const span = f.within ? `a time from ${f.within[0]} to ${f.within[1]}` : '';
        const per = f.by_reference?.length
          ? `on the row standing for the reference's ${f.by_reference.map((b) => `${plainValue(b.value, captures)} mentioning one of ${b.mentions_one.map((v) => plainValue(v, captures)).join(' | ')}`).join('; on the row for ')}`
          : '';
        const folder = f.keeps_folder ? 'in the folder the file was in (only the name part changes)' : '';
        const blank = f.or_blank ? 'or left blank' : '';
        const extras = [one, names, lacking, money, span, per, folder, blank];
        const rule = f.constraint === 'any' ? extras.filter((x) => x !== '').join(', ') : [describeConstraint(f.constraint, captures), ...extras].filter((x) => x !== '').join(', ');
        return `${f.app}.${f.table}.${f.field}${rule === '' ? '' : ` (${rule}${f.or_in?.length && !(typeof f.constraint === 'object' && 'joined_with' in f.constraint) ? `, here or in its row's ${f.or_in.join(' or ')}` : ''})`}`;
      });
      const rows = a.rows.map((r) => `${r.app}.${r.table}: ${r.min}..${r.max ?? 'any'} rows${Object.keys(r.where).length > 0 ? ` with ${fields(r.where, captures)}` : ''}${r.via ? `, each pointing (${r.via.field}) at a ${r.via.app}.${r.via.table} row with ${fields(r.via.where, captures)}` : ''}`);
      return [
        'the world after the episode equals the reference’s end state (its changes listed below): same tables, rows and values, except generated ids and clock fields',
        free.length > 0 ? `; left to the app: ${free.join(', ')}` : '',
        a.funding ? `; the payment may be funded either way: from the sender's ${a.funding.balance.app}.${a.funding.balance.table}.${a.funding.balance.field} (as the reference) or from one of the user's own ${a.funding.card.app}.${a.funding.card.table} rows (its ${a.funding.card.field} changes by the amount and the payment names it in ${a.funding.payment.card_field}) — either is the same payment` : '',
        rows.length > 0 ? `; row sets judged by count and content instead: ${rows.join('; ')}${a.rows.some((r) => !r.anywhere) ? ' (each set under the records the reference\'s rows belong to, e.g. the playlist the episode made: a row the app adds under another record is an extra write)' : ''}` : '',
        a.in_step?.some((s) => s.stale) ? `; must follow the change (read after the episode): ${a.in_step.filter((s) => s.stale).map((s) => {
          const row = s.key ? ` (row ${Object.values(s.key).map((v) => plainValue(v as string | number, captures)).join(', ')})` : '';
          const news = s.mentions ?? [s.to];
          return `${s.app}.${s.table}${row}.${s.field}, where it still shows ${s.stale!.map((v) => `"${v}"`).join(' | ')}${/^\d{4}-\d{2}-\d{2}$/.test(s.stale![0] ?? '') ? ' (a date, in any of its forms)' : ''}, must also show ${news.map((v) => `"${v}"`).join(' | ')}; one that never showed it may stay`;
        }).join(', ')}` : '',
        a.in_step?.length ? `; kept in step (may change exactly so, or stay): ${a.in_step.map((s) => {
          const row = s.key ? ` (row ${Object.values(s.key).map((v) => plainValue(v as string | number, captures)).join(', ')})` : '';
          if (s.op === 'deleted') return `${s.app}.${s.table}${row} may be deleted`;
          if (s.op === 'inserted') return `one ${s.app}.${s.table} row may be added with ${JSON.stringify(s.where ?? {})} whose ${s.field} mentions one of ${(s.mentions ?? []).map((m) => `"${m}"`).join(' | ')}`;
          // A keyed relabel in the app's own words: any new text that tells the new value.
          if (s.mentions !== undefined) return `${s.app}.${s.table}${row}.${s.field} may be reworded in any words that mention one of ${s.mentions.map((m) => `"${m}"`).join(' | ')}`;
          // A text that may grow: the checker keeps the old text (changed so or not) and lets more follow.
          if (s.may_add === true && s.key !== undefined) return `${s.app}.${s.table}${row}.${s.field} "${s.from}" → "${s.to}", or may grow: the old text whole (changed so or not) kept inside a longer one, so more may be added to it`;
          return `${s.app}.${s.table}${row}.${s.field} "${s.from}" → "${s.to}"`;
        }).join(', ')}` : '',
      ].join('');
    }
    case 'visible_result_grounded':
      return `the result on screen shows ${plainValue(a.value, captures)}${a.or ? ` (or ${a.or.map((v) => plainValue(v, captures)).join(' or ')})` : ''}${byValueNote(a.value)}${match}, as data the app read or wrote (not fixed package text), on a line the action changed (a line already on screen before it does not count) and found in a record this episode read from the service or changed${a.record ? ` — the ${a.record.app}.${a.record.table} row ${plainValue(Object.values(a.record.key)[0] as string | number, captures)} as the episode leaves it counts as read, the name need not come from a call` : ''}${a.state ? `, and a line the action changed shows the new state in any words of ${a.state.map((w) => (w.startsWith('$') ? `${plainValue(w, captures)} (a value only the action made)` : `"${w}"`)).join(' | ')}${dayNote(a.state)}${a.state_apart ? ` (not inside ${a.state_apart.map((w) => `"${w}"`).join(' or ')})` : ''}${a.state_near ? `, or any words of ${a.state_near.words.map((w) => `"${w}"`).join(' | ')} on a changed line that also shows ${a.state_near.values ? a.state_near.values.map((v) => plainValue(v, captures)).join(' or ') : 'the value'}` : ''}` : a.state_near ? `, and a changed line that also shows ${a.state_near.values ? a.state_near.values.map((v) => plainValue(v, captures)).join(' or ') : 'the value'} shows the new state in any words of ${a.state_near.words.map((w) => `"${w}"`).join(' | ')}${a.beside_others ? ` (or a card: the word within two lines under it, none of those lines naming ${a.beside_others.map((w) => `"${w}"`).join(' | ')})` : ''}` : ''}${a.beside ? `, and that same line (a changed line showing it; a table row is one line) also shows any of ${a.beside.map((w) => `"${w}"`).join(' | ')}${othersNote(a.beside_others)}${a.beside_headed ? ` (or the changed line showing it sits under a heading — not the app's title — that says ${a.beside_headed.map((w) => `"${w}"`).join(' | ')}, as a new row under "On my wish list")` : ''}` : ''}${a.apart ? `, shown on its own, not only inside ${a.apart.map((w) => `"${w}"`).join(' or ')}` : ''}${a.whole && a.state ? ' — the user named no one record to see (a whole set, or a place in a list), so that word on a changed line is enough without the value (the world checks hold every record)' : ''}`;
    case 'persisted_visible':
      if (a.gone) return `after reopen no line shows ${plainValue(a.value, captures)}${a.or ? ` (or ${a.or.map((v) => plainValue(v, captures)).join(' or ')})` : ''}${a.was ? ` beside any words of ${a.was.map((w) => `"${w}"`).join(' | ')} (a state it is not in now)` : ' as it was'}: it may be left out${a.was ? ', named with no such word' : ''}, or shown on a line that also tells its state now in any words of ${(a.state ?? []).map((w) => `"${w}"`).join(' | ')}${a.history ? ' (where one line tells it so, the others are its history)' : ''}${a.logged ? `; a line that shows it beside any words of ${a.logged.map((w) => `"${w}"`).join(' | ')} (a log of what was done) is history where the screen shows its state now anywhere` : ''}${a.apart ? `; shown only inside ${a.apart.map((w) => `"${w}"`).join(' | ')} it is not shown` : ''}${a.state_apart ? `; no word counts inside ${a.state_apart.map((w) => `"${w}"`).join(' | ')} (a button's label)` : ''}${a.was_heads ? `; nor listed under the nearest heading or label line above it (not the page's title; for a list, the heading right over that list) saying any words of ${a.was_heads.words.map((w) => `"${w}"`).join(' | ')}, said outside ${(a.was_heads.apart ?? []).map((w) => `"${w}"`).join(' | ')} and not negated, unless that heading tells the state now${a.was_heads.cells ? `; nor as a table row whose cell reads ${a.was_heads.cells.map((w) => `"${w}"`).join(' | ')} under a column headed ${(a.was_heads.columns ?? []).map((w) => `"${w}"`).join(' | ')}, or under a bare ${(a.was_heads.bare_columns ?? []).map((w) => `"${w}"`).join(' | ')} column in a table with no column saying ${(a.was_heads.catalogue ?? []).map((w) => `"${w}"`).join(' | ')} (that one shows the catalogue's average), a header giving its scale ("Stars (1-5)", "Rating /5") read as its label; nor beside such a label and one of those cells on its line ("Stars 4", "Score: 4", "Rating = 4"); nor on a line whose next line holds only the rating, its label and its scale ("Stars: 4", "★★★★☆") unless that line is under a heading telling the state now; a decimal such as "4.0" or "4.1" is an average, never the rating` : ''}` : ''}${a.told_headed ? '; a line under the nearest heading or label that says by its shape that its rows are deleted is told so, whatever it shows: the heading begins (after at most two words such as "my", "the", "recently") with a done deletion word of the check ("Deleted contacts (1)", "Withdrawn:", "Recently deleted") or names the trash, joins no other state ("Posted or deleted", "&", "/"), and puts no condition or time to come on it ("if", "until", "will", "when the job is done"); on the line itself a state word tells the deletion only as done, not inside a part said under a condition or of a time to come ("cancelled if paid in cash") nor as "removing" or "rid of"' : ''}${a.purge ? '; the user asked it deleted for good: a line or heading that puts it in the trash ("in the trash", "moved to the bin", a "Trash" heading) and says no purge ("purged", "permanently", "for good", "removed from the trash", a deletion after the trash) tells nothing of it' : ''}`;
      return `after reopen the screen shows ${plainValue(a.value, captures)}${a.or ? ` (or ${a.or.map((v) => plainValue(v, captures)).join(' or ')})` : ''}${byValueNote(a.value)}${match}${a.record ? `, and the world still holds it in ${a.record.app}.${a.record.table} (${fields(a.record.key, captures)}).${a.record.field}` : ''}${a.state ? `, and the line showing it also shows its state in any words of ${a.state.map((w) => `"${w}"`).join(' | ')}${dayNote(a.state)}${a.state_headed ? ' (or the nearest heading above that line does, as a list under "Pinned" or "Blocked numbers")' : ''}${a.headed ? HEADED_NOTE : ''}` : ''}${a.beside ? `, and that same line also shows what it goes with, any of ${a.beside.map((w) => `"${w}"`).join(' | ')}${othersNote(a.beside_others)}${a.headed ? HEADED_NOTE : ''}` : ''}${a.apart ? `, shown on its own, not only inside ${a.apart.map((w) => `"${w}"`).join(' or ')}` : ''}`;
    case 'state_retained':
      return `the app's kept state contains ${plainValue(a.contains, captures)}`;
    case 'no_secret_exposed':
      return 'no card number, CVV or password on screen or in the kept state';
  }
}

const MAX_FIELDS = 14;

/** A row in one line: its id first, then its fields (long texts cut, at most 14 fields). */
export function plainRow(row: Row): string {
  const entries = Object.entries(row);
  const shown = entries.slice(0, MAX_FIELDS).map(([k, v]) => `${k}=${plainValue(v)}`);
  return `${shown.join(' ')}${entries.length > MAX_FIELDS ? ` …(+${entries.length - MAX_FIELDS} fields)` : ''}`;
}

/** The card reading of a `beside` check that lists the task's other records (s16). */
function othersNote(others: readonly string[] | undefined): string {
  return others ? ` (or one of the two lines just above it, as on a card with the title above "Stars: 3", where neither those lines nor the value's names another record: ${others.map((w) => `"${w}"`).join(' | ')})` : '';
}

/** The section reading of a reopen check (`headed`, s17): the record's heading over the word, or the word's heading over the record. */
const HEADED_NOTE = ' (or the two share one section of the screen, one as its heading and the other on a line under it before the next heading — a card titled with the record over that word, or a heading of that word over the record; not under another heading, nor in a flat list)';
