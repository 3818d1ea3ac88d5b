import { z } from 'zod';
import { FamilySchema, SplitSchema, StageSchema } from './assertions.ts';
import { RowSchema } from './world.ts';

/** A value in an assertion: a literal, or `$name` for a value captured earlier in the run. */
const Value = z.union([z.string(), z.number(), z.boolean(), z.null()]);

const MatchMode = z.enum(['exact', 'normalized', 'fuzzy']);

const TableRef = { app: z.string(), table: z.string() };
const DiffOp = z.enum(['inserted', 'updated', 'deleted']);

/**
 * A field the user left to the app (a note body, a playlist description): its value is not
 * compared with the reference's, only held to the optional constraint.
 */
export const FreeFieldSchema = z.object({
  app: z.string(),
  /** A table of the app, or "*" for every table of it (a subject kept in emails and threads). */
  table: z.string(),
  field: z.string(),
  /**
   * 'any' (default): anything, even blank; 'non_empty'; one of the listed values (a list field's
   * value is a list: an alarm's `repeat_days` `[]` or `["sunday"]`, compared as sets); or a text that
   * mentions each listed value (a note about "The Overstory" mentions it) — and, with `at_end`,
   * each of those values after all of them (a line the user appended to a file comes after what
   * the file held, whichever API wrote it). With `lacks`, the text mentions none of those values:
   * a file saved again after the user replaced "10%" with "12%" no longer says "10%" (s10 file10).
   * With `heads`, each of those values is on the text's first non-empty line (a readme "headed
   * with" the project's name). With `ends_line`, each of those values ends a line of the text
   * (spaces and closing quotes aside): a note the user dictated stands as written, nothing added
   * after it on its line ("Bring dessert!" above a forwarded thread, in any layout; s11 text11).
   * With `lines_apart`, each of those values is on a line of the text that holds none of the
   * others: a ledger the user keeps "as lines" has each entry on its own line, not run on after
   * another (s16). With `joined_with`, the text followed by those fields of its row, a space
   * between and blank ones left out, is exactly the `contains` parts in their order, a space
   * between (case and spacing aside): a name the user says whole ("Bruno Plumbing") saved whole
   * in the first name or split over first and last name, not reversed, repeated or with words
   * added (s26-d1b-f1).
   */
  constraint: z
    .union([z.enum(['any', 'non_empty']), z.object({ one_of: z.array(z.union([Value, z.array(Value)])).min(1) }), z.object({ contains: z.array(Value).min(1), at_end: z.array(Value).min(1).optional(), lacks: z.array(Value).min(1).optional(), heads: z.array(Value).min(1).optional(), ends_line: z.array(Value).min(1).optional(), lines_apart: z.array(Value).min(2).optional(), joined_with: z.array(z.string()).min(1).optional() })])
    .default('any'),
  /**
   * The app may leave the field blank (null or empty) instead: where it writes a value, the value
   * meets the rule. A group's purpose the user says with "for …" need not be stored (an app with
   * only a name input), but a description the app does store holds the user's words, not another
   * group's (s23, housemates-from-contacts s23-s12-f1).
   */
  or_blank: z.boolean().optional(),
  /**
   * Other fields of the same row where a `contains` part may be said instead (an email's subject
   * or body, a note's title or content): the user asks the text to name the thing, not one field
   * of it to (issue #30, undictated_text).
   */
  or_in: z.array(z.string()).optional(),
  /**
   * Besides the constraint, the text (or one of its `or_in` fields) mentions at least one of these:
   * the one thing a text the user leaves to the app is about ("draft it to Zoe" about the blender →
   * the product; "text her thanks" → a thanks word; "so she knows it went through" → the amount or
   * a paid word). Never a sentence: single words or values, any one of them (issue #30, loose_check).
   */
  mentions_one: z.array(Value).min(1).optional(),
  /**
   * The text mentions none of these: the names of the look-alike records beside the one it is
   * about, where `mentions_one` takes the user's words that the look-alikes' names share ("Deposit:
   * Beach house (old)" is about the other group; s24 world, group-deposit-request s23-r3-f1).
   */
  lacks: z.array(Value).min(1).optional(),
  /**
   * Parts of `mentions_one` that count in the field itself only, not in its `or_in` fields or
   * `mentions_or_at` records: a file's path among a draft's attachments carries the file, the same
   * path named in the body does not (s22, chore-rota-draft s21-r3-f1).
   */
  own_only: z.array(Value).min(1).optional(),
  /**
   * Besides `mentions_one`, the text (or one of its `or_in` fields) also mentions at least one of
   * these: the record it is about, by one of its words, where `mentions_one` holds what happened to
   * it ("text Omar" about the ticked vet checkup → a done word and one of "vet", "checkup"). A text
   * naming only what happened ("Done!", "the dog's chores are done") or only the record fails
   * (issue #30, s18).
   */
  names_one: z.array(Value).min(1).optional(),
  /**
   * The rule's numbers are sums of money: a number part (of `contains` or `mentions_one`) counts
   * only where the text writes it as an amount — after a currency sign ("$8"), with its cents
   * ("8.00"), or before a currency word ("8 dollars") — not as a bare digit anywhere ("see you at
   * 8"). "Text them the amount" asks for the amount (issue #30, loose_check).
   */
  as_amount: z.boolean().optional(),
  /**
   * Other records where the `mentions_one` value may be said instead: a field of any row the
   * episode inserted or updated in that table (the medicine the user names is stored in the
   * alarm's label or in the note the same step makes; issue #30, Reading 5).
   */
  mentions_or_at: z.array(z.object({ app: z.string(), table: z.string(), field: z.string() })).min(1).optional(),
  /**
   * The field may be set instead of these fields of the same row, where the reference sets one of
   * them: "mark the thread" by a star where the reference labels it (issue #30, s10). Elsewhere a
   * free field changed on a row the reference leaves it on is still an extra write.
   */
  instead_of: z.array(z.string()).min(1).optional(),
  /**
   * The value, a time of day, lies within this span, both ends included ("HH:MM"; a span that
   * wraps past midnight, ["17:00", "02:00"], is the evening and the night): "an alarm the evening
   * before" names no time, but a morning time is not the evening (issue #30, s12 world12).
   */
  within: z.tuple([z.string(), z.string()]).optional(),
  /**
   * Per reference row: on the app's row paired with a reference row whose value of this field is
   * `value`, the text mentions one of `mentions_one`. Three alarms the user asks for by what they
   * remind of ("medicine at 8, water at 2 pm") are each labelled with their own reminder, in the
   * app's words (issue #30, s12 world12).
   */
  by_reference: z.array(z.object({ value: Value, mentions_one: z.array(Value).min(1) })).min(1).optional(),
  /**
   * A path the app sets on a row it updates stays in the folder the row was in: a rename changes
   * the name part only (issue #30, s12 world12).
   */
  keeps_folder: z.boolean().optional(),
  /**
   * Why the field is the app's to word, in one line ("the user gives the times only; what the
   * alarms are called is the app's"). A field is free only where the request leaves its content
   * to the app; content the user or a record names is constrained. Optional here so archived
   * tasks still load; `tasks validate` refuses a free field without it.
   */
  why: z.string().min(1).optional(),
});
export type FreeField = z.infer<typeof FreeFieldSchema>;

/**
 * A set the user constrained without enumerating it ("five pop songs"): the rows inserted into
 * app.table in the episode are not matched with the reference's one by one; instead their number
 * lies in [min, max], each has the `where` values, and (with `via`) the row its `via.field`
 * points at — read from the world after the episode — has the `via.where` values.
 */
export const RowConstraintSchema = z.object({
  ...TableRef,
  min: z.number().int().min(0).default(0),
  max: z.number().int().min(0).optional(),
  where: z.record(z.string(), z.unknown()).default({}),
  via: z.object({ field: z.string(), ...TableRef, where: z.record(z.string(), z.unknown()) }).optional(),
  /**
   * Count the app's rows wherever their ids point, the reference's own included or none of them: a
   * notice one of two same-effect APIs leaves (the invitation email create_group sends, the
   * notification add_member_to_group sends; issue #30, one_api).
   */
  anywhere: z.boolean().optional(),
});
export type RowConstraint = z.infer<typeof RowConstraintSchema>;

/**
 * A payment the user never said how to fund (issue #30, s16 apis): the reference pays from the
 * sender's balance (a row of `balance` whose `field` drops by the amount); the app may pay the same
 * amount from one of the user's cards instead (a row of `card` whose `field` drops by it, named in
 * the payment's `card_field`). Either is the same payment (see src/stages/check/funding.ts).
 */
export const FundingSchema = z.object({
  payment: z.object({ ...TableRef, amount: z.string(), card_field: z.string() }),
  balance: z.object({ ...TableRef, field: z.string() }),
  card: z.object({ ...TableRef, field: z.string() }),
});
export type Funding = z.infer<typeof FundingSchema>;

/**
 * A record kept in step with the one the user changed (the alarm labelled with a chore the user
 * renames, the Venmo note of a payment whose Splitwise note they reword): the reference changes
 * it, and the app may too, or may leave it. On a row of app.table the app may change `field`
 * only where the old value holds `from` and the new one is that value with `from` replaced by
 * `to` (issue #30, reference_wrong); the field may also stay as it was.
 */
export const InStepSchema = z.object({
  ...TableRef,
  field: z.string(),
  from: z.string(),
  to: z.string(),
  why: z.string().min(1).optional(),
  /**
   * How the record follows (issue #30, ref9): `updated` (the default) changes `field` as above,
   * or, for a flag (a to-do ticked off: `is_completed` "0" → "1"), from that value to that one;
   * `deleted` lets the app remove the row; `inserted` lets it add one row (a text telling the
   * new date) whose fields equal `where` and whose `field` mentions one of `mentions`, with the
   * rows the service keys by it (`text_message_id`).
   */
  op: z.enum(['updated', 'inserted', 'deleted']).optional(),
  /** The one row the rule is about (`{id: $todo}`), for `updated` and `deleted`. */
  key: z.record(z.string(), Value).optional(),
  where: z.record(z.string(), Value).optional(),
  mentions: z.array(z.string().min(1)).optional(),
  /**
   * Values the keyed row may not still show after the episode (s13 singles13): the old date an
   * itinerary or the app's own note names, the old weekday an alarm repeats on. Where the row
   * (read by `key` after the episode) shows one of them and none of the new values (`to`, or
   * `mentions`), the app left it behind the user's change and the check fails; a row that never
   * showed them may stay. Values compare as shown values do (a date in any of its forms).
   */
  stale: z.array(z.string().min(1)).min(1).optional(),
  /**
   * The keyed text may also grow around the change (s15 words2, Reading 5): a note kept to track
   * how the user feels may log the reason they gave ("drowsy in the morning") beside the new time.
   * The new value must still hold the old text whole, with the change made or not.
   */
  may_add: z.boolean().optional(),
});
export type InStep = z.infer<typeof InStepSchema>;

const base = { id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'assertion ids are lower-case slugs'), note: z.string().optional() };

/**
 * The user's words a visible or kept check comes from: an exact span of the task's intention or
 * of an episode's message or requirement, or a value the user typed (`tasks validate` refuses a
 * suite check without one; docs/decisions.md "Only what the user asked").
 */
const because = { because: z.string().min(1).optional() };

/** Every assertion type the checker knows. Contract and group follow from the type. */
export const AssertionSpecSchema = z.discriminatedUnion('type', [
  // C1 open: the surface offers what the task needs.
  z.object({ ...base, type: z.literal('input_available'), names: z.array(z.string()).min(1) }),
  z.object({ ...base, type: z.literal('action_available'), names: z.array(z.string()).min(1) }),
  // `text` may list alternatives: any one of them shown is enough (e.g. the words an app about
  // the task would surely show, rather than one app's exact title).
  // `computed` names the service answer a value is read from when no record holds it (a cart's
  // total after the user's move): the checker ignores it; the automatic review and the packet use
  // it to know where the number comes from (s12).
  z.object({ ...base, ...because, type: z.literal('visible_contains'), text: z.union([Value, z.array(z.string()).min(1)]), match: MatchMode.default('normalized'), computed: z.object({ api: z.string().regex(/^[a-z_]+\.[a-z_]+$/), field: z.string().min(1) }).optional() }),
  // C2 route: the click reached the app's declared workflow.
  z.object({ ...base, type: z.literal('route_enters_orchestrator') }),
  // C3 service.
  z.object({ ...base, type: z.literal('api_called'), app: z.string(), api: z.string(), args: z.record(z.string(), z.unknown()).default({}) }),
  z.object({ ...base, type: z.literal('db_changed'), ...TableRef, op: DiffOp, where: z.record(z.string(), z.unknown()).default({}), min: z.number().int().min(1).default(1) }),
  z.object({ ...base, type: z.literal('record_matches'), ...TableRef, key: z.record(z.string(), z.unknown()), fields: z.record(z.string(), z.unknown()), match: MatchMode.default('normalized') }),
  z.object({ ...base, type: z.literal('record_identity_preserved'), ...TableRef, record_id: Value }),
  z.object({ ...base, type: z.literal('mutation_limit'), max: z.number().int().min(0) }),
  z.object({ ...base, type: z.literal('no_collateral'), allow: z.array(z.object({ ...TableRef, ops: z.array(DiffOp).min(1) })) }),
  // C3 end state: the episode leaves the world where the reference package leaves it
  // (src/stages/check/reference-state.ts; docs/decisions.md "Reference-state equivalence").
  z.object({ ...base, type: z.literal('world_matches_reference'), free: z.array(FreeFieldSchema).default([]), rows: z.array(RowConstraintSchema).default([]), in_step: z.array(InStepSchema).optional(), funding: FundingSchema.optional() }),
  // C4 visible: the concrete returned entity is shown. `state`: where the episode flips a state
  // (archive, like, star), a line the action changed must also show a word of the new state, so
  // an app that echoes the name whatever happened does not pass (issue #30, K2).
  // `or`: other forms of the same value, any one shown is enough (a person the user named, shown by name or by address).
  // `record`: the record the result is about, read by key after the episode: where the episode
  // changed that row, the value may come from any of its fields as they stand (a flip's change
  // holds only the flag, the user names the alarm by its label; issue #30, K11).
  z.object({
    ...base,
    ...because,
    type: z.literal('visible_result_grounded'),
    value: Value,
    or: z.array(Value).min(1).optional(),
    // `spelled`: other spellings of the value no record holds as such ("weekly" for a repeat the
    // service keeps as "week"; s25 edits, weekly-cleaner s25-s16-f1): shown, each counts where the
    // value itself is grounded in what the episode read or wrote.
    spelled: z.array(z.string().min(1)).min(1).optional(),
    match: MatchMode.default('normalized'),
    state: z.array(z.string().min(1)).min(1).optional(),
    // `via`: the row holding the value is what row `id` of `table` (same app) points at (a
    // comment's expense, a return's product): a source where the episode changed that row (ids8).
    record: z.object({ ...TableRef, key: z.record(z.string(), z.unknown()), via: z.object({ table: z.string(), id: Value }).optional() }).optional(),
    // `state_field`: a field of `record` whose value, as the step leaves it, also tells the state
    // where the step changed that field (the new invitation code a reset made; s22).
    state_field: z.string().min(1).optional(),
    // `state_made`: a value only the step's action made also tells it was done (Reading 2; s24
    // made, s23-s13-f1 / s23-r3-f1): the id of a row the episode inserted into `app.table`, or one
    // of `texts` (what the user dictated for the new record) where such a row holds it. Nothing
    // inserted, nothing added: a screen that echoes the typed text alone still fails.
    // `own_texts` (s25 words): the texts are what the user dictated for this one record alone (a
    // voice message's transcript, a note's sentence): they count even where the step also makes
    // other records, so long as no other row the episode made or changed holds them, on any changed
    // line where they are newly shown, the followed record's line included (Reading 2; s25 ownline).
    // `with_value` (s27 made, s26-d4c-f1..f3): the texts are short (a note's tag) and count only on a
    // changed line that also shows the check's own value ("\"Wifi help\" tagged home").
    state_made: z.object({ ...TableRef, texts: z.array(Value).min(1).optional(), own_texts: z.literal(true).optional(), with_value: z.literal(true).optional() }).optional(),
    // `opposite`: words of the other state of a two-state pair (on/off, public/private, read/unread;
    // s24 negated). One of them said negated beside the value ("— not active", "enabled: false", a
    // field "Enabled: no", a column "Enabled" reading no or false) tells this state, and a word of
    // `state` said negated ("not paused", "Paused: no") never tells it.
    opposite: z.array(z.string().min(1)).min(1).optional(),
    // `whole`: the step changes every record of a set at once (empties the wish list, clears the
    // queue, marks all read). The user asked for no one record's name or a count, so a word of the
    // new state on a line the action changed is enough on its own (`state` is then required); the
    // value stays one form that also passes. The episode's world checks count every record (ask9).
    whole: z.literal(true).optional(),
    // `beside`: who or what the value goes with (shares11, issue #30): one of these words must be on
    // a line the action changed that also shows the value (a table row is one line), the value
    // masked out first. A share beside its person, a label beside its alarm's time, a payee beside
    // the amount: values shown apart (Chloe on one line, 90 on another) tell the user nothing.
    beside: z.array(z.string().min(1)).min(1).optional(),
    // `beside_others`: the names of the other records the task knows of (its look-alikes). Given,
    // a word of `beside` may also be on one of the two lines just above the value's (a card: the
    // title, then "Stars: 3") where none of those lines, nor the value's, names one of them (s16).
    beside_others: z.array(z.string().min(1)).min(1).optional(),
    // `beside_headed`: words of `beside` that name a list of its own (a wish list, a cart): one of
    // them may instead be on the nearest heading above a changed line showing the value — a new row
    // under "On my wish list" — but not on the page's first heading, the app's own title (s19).
    beside_headed: z.array(z.string().min(1)).min(1).optional(),
    // `apart`: texts the value does not count inside (tags12, Reading 2): each is masked out of a
    // changed line before the value is looked for there, so a note title that already contains
    // the tag ("Portland weekend itinerary", tag weekend) does not show the tag; the tag shown
    // beside it, or in a sentence of the action, does.
    apart: z.array(z.string().min(1)).min(1).optional(),
    // `state_apart`: texts the state words do not count inside (s13 people13): each is masked out
    // of the changed lines before a word of `state` is looked for, so "Dad" in a to-do the user
    // called "Call Dad again" does not tell to whom the voice message went; "Left Dad a voicemail" does.
    state_apart: z.array(z.string().min(1)).min(1).optional(),
    // `state_near`: more words of the new state that count only on a changed line that also shows
    // one of `values` (a value of the record they tell; the check's own value and `or` forms where
    // none are listed). A plain word two records of one step share ("saved", "done"), or the user's
    // bare verb ("text"), tells a record only beside it (s16 told4).
    // Given without `state`, a word of it is required, told only there; with `beside_others`, also on a card under a value (s17 picks18).
    state_near: z.object({ words: z.array(z.string().min(1)).min(1), values: z.array(Value).min(1).optional() }).optional(),
    // `left_out`: records the list the user asked for leaves out (requests already answered, in a
    // list of those waiting): a line of the screen that shows one of `values` must also show a word
    // of `told` (its state: "declined", "paid"), or the list passes them off as what was asked (s23,
    // request-inbox s22-s11-f1).
    left_out: z.object({ values: z.array(z.string().min(1)).min(1), told: z.array(z.string().min(1)).min(1) }).optional(),
  }),
  // C5 persist: after reopen.
  // `record`: the value is a field of a service record; the world must still hold it (read by key after the episode).
  // `state`: where an earlier episode flipped the record's state (cancelled, private, done) and the
  // app keeps it listed, a line of the reopened screen that shows the value must also show a word
  // of that state (any one of the list), so a kept list that went back to the old state fails (issue #30).
  // `or`: other forms of the same value, any one shown is enough (a person shown by name, by the
  // first name the user said, or by the address the user typed; rubric Reading 3).
  z.object({
    ...base,
    ...because,
    type: z.literal('persisted_visible'),
    value: Value,
    or: z.array(Value).min(1).optional(),
    match: MatchMode.default('normalized'),
    record: z.object({ ...TableRef, key: z.record(z.string(), z.unknown()), field: z.string() }).optional(),
    state: z.array(z.string().min(1)).min(1).optional(),
    // `gone`: a kept record that is no longer what it was (an item struck off the list, a to-do
    // taken back off a done list; kept12, Reading 1): the reopened screen shows the value on no
    // line, or only on lines that also show a word of `state` (its state now: removed, open
    // again). A stale copy that still lists it as it was fails. `state` is then required.
    gone: z.literal(true).optional(),
    // `was`: with `gone`, only a line that still tells the old state (a word of `was` beside the
    // value, none of `state`) is stale: a to-do taken back off a done list may still be named
    // (a last result, a plain list) as long as no line calls it done (kept12).
    was: z.array(z.string().min(1)).min(1).optional(),
    // `history`: with `gone` and `was`, a line that tells the record as it is now (a word of `state`
    // beside the value: "unliked: Silver Garden") makes the lines that tell the old state history:
    // a log of what was done ("liked: …", then "unliked: …") says the like was taken back, a kept
    // list still showing "Liked" and nothing else does not (s17 reopen18).
    history: z.literal(true).optional(),
    // `was_headed`: with `gone` and `was`, a line under a section heading (not the page's first)
    // that tells the old state and not the new one is stale too: "Tax documents" listed under
    // "Starred for taxes" after it was unstarred (s21, star-for-taxes s20-z5-f1).
    was_headed: z.literal(true).optional(),
    // `held_by` (s28, lend-portland-itinerary s27-w2-f8): with `gone`, others who keep the same relation
    // to the record (another person the note stays shared with). The record's state then holds for them
    // too, so only a line that shows a form of `or` (the person whose share was taken back) is read.
    held_by: z.array(z.string().min(1)).min(1).optional(),
    // `own_texts` (s29 stale, music-night s29-s211-f2): with `gone` and `was`, texts of the record itself
    // (its title, its description, as the app made them: captures) that the task lets keep the old value.
    // A `was` word inside one of them is the record's name or note, not its value now: that text is read
    // as the form of the value it holds ("Soul Sunday May 28" as "Soul Sunday") before `was` is looked for.
    own_texts: z.array(Value).min(1).optional(),
    // `history_anywhere`: with `gone` and `history`, a word of `state` anywhere on the screen makes
    // the lines history (a log "Saved 'plumber 555-0199'" then "Replaced 555-0199 with 555-0142"; s21).
    history_anywhere: z.literal(true).optional(),
    // `corrected_by` (s26 swap, s26-d1b-f2): with `gone`, a text the user corrected (`of`: the old
    // words) said gone in the user's verb for the correction (`verbs`: "swapped out", "replaced")
    // right beside it ("swapped out Circe", "Replaced: Circe", "Circe swapped for …") is told, not
    // shown: that occurrence is masked before the value and `was` are read. Only with nothing but
    // quotes, brackets, a colon or "was"/"is"/"got" between; a verb elsewhere on the line or the
    // screen, or one that takes the text in ("swapped in Circe", "replaced with Circe"), tells nothing.
    corrected_by: z.object({ verbs: z.array(z.string().min(1)).min(1), of: z.array(z.string().min(1)).min(1) }).optional(),
    // `told_headed` (s25 gone2): with `gone`, a line under a section heading or a label line (the
    // nearest above it, not the page's title nor the record's own card heading) that says a word of
    // `state` is told as it is now: bare paths under "Deleted for good", "Shredded files:", a draft
    // under "Thrown away" are a log of the deletion, not stale rows (disk-full-downloads,
    // statement-shredder, spring-clean, vacation-draft-bin s25-d1-f1). Each occurrence is read on its
    // own: the same bare row kept under another heading ("Downloads") is still stale.
    told_headed: z.literal(true).optional(),
    // `purge` (s31 purge): with `gone`, the user asked the record deleted for good: a line or heading that
    // puts it in the trash and says no purge ("— in the trash", a "Trash" heading) tells nothing of it.
    purge: z.literal(true).optional(),
    // `history_kept`: with `gone` and `history`, a log's entry of the old state ("return started: …")
    // is history only where a kept line tells the state now, not the last result message alone: a
    // kept list never told the undo still shows it as it was (s24 reopen, jacket-return s23-s13-f2).
    history_kept: z.literal(true).optional(),
    // `history_names`: with `history_kept`, a record made and deleted in the task: other names a kept
    // line may tell its deletion by (the product or song a review is of, its captured id). Only a
    // log's entry (a word of a past event before the value: "Posted 3★ review of …") is history, and
    // only where a kept line tells the deletion by one of these or by the value; a list row that
    // still shows the record is stale beside any such line (s25 dellogs: honest-review, hot-take,
    // review-then-regret s24-d2-f1; exam-day-alarm, carpool-request, concert-ticket-request s24-d1-f1).
    history_names: z.array(z.string().min(1)).min(1).optional(),
    // `was_heads` (s26 stars): with `gone`, a line shown under the nearest heading (h1–h6) or label
    // line ("My song reviews:") above it whose text says one of `words` (and no word of `state`, none
    // said negated, none inside a text of `apart`) is a row of the old state, as a `was` word beside
    // it is: a bare "Bright Fever" under "My song reviews" is the review still posted (classical-notes,
    // hot-take s25-d1-f1). The page's title and a heading showing the value itself are no section of it;
    // a heading line is read under the nearest heading of a higher rank.
    // s26 stars2 (s26-d2c-f1): `columns`/`cells`: a table row showing the value whose cell under a
    // header in `columns` is, as typed, one of `cells` (the whole rating "4") is a row of the old
    // state; a bare "stars"/"rating" header (`catalogue` set) not in a table with a count, price or
    // average column (`catalogue` words), which shows the catalogue's average. With `was_heads`, a
    // decimal ("4.0 of 5", "★ 4.1") is an average, never the old state's rating.
    was_heads: z.object({
      words: z.array(z.string().min(1)).min(1), apart: z.array(z.string().min(1)).min(1).optional(),
      columns: z.array(z.string().min(1)).min(1).optional(), cells: z.array(z.string().min(1)).min(1).optional(),
      bare_columns: z.array(z.string().min(1)).min(1).optional(), catalogue: z.array(z.string().min(1)).min(1).optional(),
    }).optional(),
    // `logged`: with `gone` and `history` and no `was`, a line that shows the value beside one of
    // these words of a past event ("Created Leg Day Mix") is a log's entry, history where a word of
    // `state` (the new name) is shown anywhere on the screen (s23 regone, renamed records).
    logged: z.array(z.string().min(1)).min(1).optional(),
    // `logged_first`: with `logged`, words of a past event that make a log's entry only before the
    // value ("Requested $41 from Omar for May dinner club", "Paid Jonah $40 for …"): after it they
    // are a list row's field ("May dinner club — requested $41 · pending") (s24 D2).
    logged_first: z.array(z.string().min(1)).min(1).optional(),
    // `now_beside`: with `logged`, the record as it is now may also be told by `value` (a moved
    // file's name) beside a word of `beside` (its new folder), on one line or its card (s24 history).
    now_beside: z.object({ value: z.string().min(1), beside: z.array(z.string().min(1)).min(1) }).optional(),
    // `kept_by` (s25 per-record): with `gone`, other records the task lets keep the old name (a Venmo
    // transfer with the same description, a receipt note titled after the expense): after the episode
    // the world's rows of `others` whose `field` still holds the value (or a form of it) are read, and
    // the renamed record's own row (`own`, by key). A line that shows a value only such a row holds
    // (its id, its other texts, its service's name) and none only the renamed record holds (its id,
    // amount, service) tells that other record, and is not stale; a text of it that holds the old
    // name (a note's title "Receipt: Hardware store") is read apart. Every other line is read as before.
    // A row whose name is now the new one was renamed alongside (a Todoist project renamed with its
    // Splitwise group): only its texts that hold the old name are read apart (s25 perrecord2).
    // An other's `parent` (s26 attach, s25-d1-f2): the record each such row belongs to, by its foreign
    // key `by` in the same app (an attachment's email by `email_id`); its `fields` (the email's
    // subject) are read with the row and tell the row's lines too.
    // `within` (s30, merge-tahoe-lists s29-e0-f6): with `gone`, titles of records whose own text may hold the
    // value (a merged note keeps its originals' titles as section headings): a line under a heading naming
    // one of them, or a markdown heading line ("## Coffee shops to try"), is that text's, not the record.
    within: z.array(z.string().min(1)).min(1).optional(),
    kept_by: z.object({
      others: z.array(z.object({ ...TableRef, field: z.string(), parent: z.object({ table: z.string(), by: z.string(), fields: z.array(z.string()).min(1) }).optional() })).min(1),
      own: z.object({ ...TableRef, key: z.record(z.string(), z.unknown()) }).optional(),
    }).optional(),
    // `state_apart`: with `gone`, texts the words of `state` and `was` do not count inside: a button
    // "Mark read" beside a thread that is unread again tells no state (s23 regone).
    state_apart: z.array(z.string().min(1)).min(1).optional(),
    // `actions_apart`: with `gone`, the captions of the page's buttons are masked out of each line
    // (as whole words) before a word of `state` or `was` is read: "Unblock" beside a number, "Move to
    // cart" beside an item, "☆ Add to favourites" beside a contact offer an action, they tell no
    // state (s25 removed2, speed-dial-swap s24-d3-f3, wish-list-mover s24-d4-f1).
    actions_apart: z.literal(true).optional(),
    // `step_open` (s28 steps): with `gone`, a step still open on a to-do. A line under the nearest
    // heading or label that by its shape says its rows done ("Done", "Completed steps", "Done:") is
    // stale; a log's entry of the step being made ("Added step X ✓"), a zero count ("0/4 done") and
    // an offer to mark it ("Mark done") tell no tick (s27-db2-f3..f6, s27-db3-f4, f5, s27-db4-f8, f9).
    step_open: z.literal(true).optional(),
    // `state_stated` (s28 steps, s27-w3-f1, f2): with `gone`, a word of `state` in a part of the line that
    // asks ("— stopped?") or after "until", "unless", "if" ("every 3 days until stopped") tells nothing.
    state_stated: z.literal(true).optional(),
    // `result_apart`: with `gone`, a line of the page's result section (the last action's message,
    // still on the reopened page: "Result: Chloe Patel · 2108973 · favourite", the removing step's
    // outcome naming the list it acted on) is no kept line: it is never read as stale. A kept list
    // beside it still is (s25 removed2, brought back from s24 removed, family-favourites s24-d4-f1).
    result_apart: z.literal(true).optional(),
    // `apart`: as for visible_result_grounded, texts masked out of each line before the value is
    // looked for (a title that contains the tag does not show the tag after reopen; tags12); with
    // `gone`, a line that shows the value only inside one of them does not show it (s23 regone).
    apart: z.array(z.string().min(1)).min(1).optional(),
    // `beside`: as for visible_result_grounded, what the value goes with (beside13): one of these
    // words must be on a line of the reopened screen that also shows the value (a rating beside its
    // song's title, a snooze beside its alarm's time), so a number elsewhere on screen does not count.
    beside: z.array(z.string().min(1)).min(1).optional(),
    // `beside_others`: as for visible_result_grounded (a card's title line just above the value).
    beside_others: z.array(z.string().min(1)).min(1).optional(),
    // `state_headed`: a word of `state` may instead be on the nearest heading (h1–h6) above the
    // value's line: a list of blocked numbers under "Blocked numbers", a note under "Pinned" (s16).
    state_headed: z.literal(true).optional(),
    // `done_headed` (s29, s28-d0-f2): a ticked step or item may instead be listed under the nearest
    // heading or label that by its shape says its rows done ("Done", "Completed steps", "Done:").
    done_headed: z.literal(true).optional(),
    // `opposite`: as for visible_result_grounded (s24 negated): a word of the other state said
    // negated on the value's line, on its card or in its table's column tells the state now.
    opposite: z.array(z.string().min(1)).min(1).optional(),
    // `headed`: a word of `state` or `beside` may instead share the value's section of the page, one
    // of them its heading (h1–h6) and the other on a line under it: a chore's card titled "Recycling
    // pickup" over "Repeats every 2 weeks", a folder's heading over its files (s17). Under another
    // record's heading, or in a flat list, it does not count.
    headed: z.literal(true).optional(),
  }),
  z.object({ ...base, ...because, type: z.literal('state_retained'), contains: Value }),
  // Safety of the surface: no card number, CVV or password of the fixture on screen or in kept state.
  z.object({ ...base, type: z.literal('no_secret_exposed') }),
]);
export type AssertionSpec = z.infer<typeof AssertionSpecSchema>;
export type AssertionType = AssertionSpec['type'];

/** The checks that show or keep something for the user: each names the user's words it comes from (`because`). */
export const USER_WORD_CHECKS = ['visible_contains', 'visible_result_grounded', 'persisted_visible', 'state_retained'] as const satisfies readonly AssertionType[];

/** A value read from the evidence of an episode and kept for later assertions (`$playlistId`). */
export const CaptureSpecSchema = z.object({
  /** The first row inserted into app.table during the episode (optionally the one matching `where`). */
  from: z.literal('inserted'),
  app: z.string(),
  table: z.string(),
  field: z.string().default('id'),
  where: z.record(z.string(), z.unknown()).default({}),
});
export type CaptureSpec = z.infer<typeof CaptureSpecSchema>;

export const EpisodeSpecSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_-]*$/),
  stage: StageSchema,
  /** Which app of the task the episode drives ("A", or "B" in shared_world). */
  slot: z.string().default('A'),
  /** What the user says; always passed in the action's `request` input. */
  message: z.string().optional(),
  /** Field values the operator fills into inputs whose name or label matches a key. */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /**
   * A record the user names, given in two forms (issue #30, K11): the key of the value that names
   * it (its title, label, product) → the key of the value that gives its id. The operator fills
   * the one form the action takes, never both: an app that picks the record by name gets the name.
   */
  names: z.record(z.string(), z.string()).optional(),
  /** Words naming the intended action (matched against action ids, labels and goals). */
  action_hint: z.array(z.string()).default([]),
  /** A changed requirement: the generator revises the package before the episode's submit. */
  requirement: z.string().optional(),
  captures: z.record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/), CaptureSpecSchema).default({}),
  assertions: z.array(AssertionSpecSchema).default([]),
});
export type EpisodeSpec = z.infer<typeof EpisodeSpecSchema>;

export const AppSlotSchema = z.object({
  slot: z.string(),
  /** What the user asks this app to be. */
  intention: z.string().min(1),
  /** Services this app may use. */
  services: z.array(z.string()).min(1),
});
export type AppSlot = z.infer<typeof AppSlotSchema>;

/** The oracle's solution: per slot the initial package and one package per requirement revision. */
export const ReferenceSchema = z.record(
  z.string(),
  z.object({
    package: z.unknown(),
    revisions: z.record(z.string(), z.unknown()).default({}),
  }),
);
export type Reference = z.infer<typeof ReferenceSchema>;

/**
 * A row put into the task's world after the fixture is restored and before the first episode
 * (a counterfactual twin's look-alike records; see src/suite/twins). Its changes are not evidence.
 */
export const ExtraRowSchema = z.object({ app: z.string(), table: z.string(), row: RowSchema });
export type ExtraRow = z.infer<typeof ExtraRowSchema>;

/**
 * What a task author may say about the task's counterfactual twin (src/suite/twins): values to
 * swap with the given twin value (overriding the derived one), values to keep as they are, how
 * look-alike records are made (`search` by default, `list`, `off`), or `none` with the reason
 * the task has no twin. Absent, the twin is derived.
 */
export const TwinDeclarationSchema = z
  .object({
    slots: z.array(z.object({ value: z.union([z.string(), z.number()]), twin: z.union([z.string(), z.number()]) })).max(12).optional(),
    keep: z.array(z.union([z.string(), z.number()])).max(12).optional(),
    lookalikes: z.enum(['search', 'list', 'off']).optional(),
    none: z.string().min(1).optional(),
  })
  .strict();
export type TwinDeclaration = z.infer<typeof TwinDeclarationSchema>;

export const TaskSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, 'task ids are lower-case slugs'),
  family: FamilySchema,
  split: SplitSchema,
  domains: z.array(z.string()).min(1),
  /** Name of the paper example this task reproduces, if any. */
  example: z.string().optional(),
  context: z.object({ account: z.literal('user').default('user') }).default({ account: 'user' }),
  world: z.object({ fixture: z.string().default('base'), seed: z.number().int(), rows: z.array(ExtraRowSchema).optional() }),
  apps: z.array(AppSlotSchema).min(1).max(2),
  episodes: z.array(EpisodeSpecSchema).min(1),
  reference: ReferenceSchema,
  twin: TwinDeclarationSchema.optional(),
});
export type Task = z.infer<typeof TaskSchema>;
export type TaskInput = z.input<typeof TaskSchema>;

export const CONTRACTS = {
  input_available: ['C1', 'visible'],
  action_available: ['C1', 'visible'],
  visible_contains: ['C1', 'visible'],
  route_enters_orchestrator: ['C2', 'route'],
  api_called: ['C3', 'service'],
  db_changed: ['C3', 'service'],
  record_matches: ['C3', 'service'],
  record_identity_preserved: ['C3', 'service'],
  mutation_limit: ['C3', 'service'],
  no_collateral: ['C3', 'service'],
  world_matches_reference: ['C3', 'service'],
  visible_result_grounded: ['C4', 'visible'],
  persisted_visible: ['C5', 'preservation'],
  state_retained: ['C5', 'preservation'],
  no_secret_exposed: ['C1', 'visible'],
} as const satisfies Record<AssertionType, readonly [string, string]>;
