/**
 * The task suite's registry: every module under cases/ that exports `tasks()` adds its tasks.
 * Modules are found by glob and read in path order, so adding a case file is all it takes;
 * `npm run tasks:build` writes one JSON file per task into tasks/suite/.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fg from 'fast-glob';
import { DEFAULT_TASK_DIR } from '../../src/suite/load.ts';
import { TaskSchema, type TaskInput } from '../../src/schemas/task.ts';
import { withAliases } from './kit/aliases.ts';
import { withOwnRecordsFollow } from './kit/own-follow.ts';
import { withCapableActions } from './kit/capable-actions.ts';
import { withKeptHistory } from './kit/kept-history.ts';
import { withReopenOver } from './kit/reopen-over.ts';
import { withOverForGood, withPartsNow } from './kit/now-or-over.ts';
import { withMadeLookAlikes } from './kit/look-alike.ts';
import { withParentLookAlikes } from './kit/look-alike-rows.ts';
import { withHeldElsewhere } from './kit/held-elsewhere.ts';
import { withoutIdleInputs } from './kit/idle-inputs.ts';
import { withMemberNotices } from './kit/member-notices.ts';
import { withNameForms, withOldNameKinds } from './kit/name-forms.ts';
import { withPartyNames } from './kit/party-names.ts';
import { withIdNames } from './kit/id-names.ts';
import { withNamedPeople } from './kit/named-people.ts';
import { withFreeNoteTags } from './kit/note-tags.ts';
import { withTagsApart } from './kit/tags-apart.ts';
import { withPeopleForms } from './kit/people-forms.ts';
import { withPairsBeside } from './kit/pairs-beside.ts';
import { withNumbersBeside } from './kit/made-beside.ts';
import { withPersonNames } from './kit/person-names.ts';
import { withNewestNamed } from './kit/newest-named.ts';
import { withTitledAsMade } from './kit/titled-as-made.ts';
import { withPhraseForms } from './kit/phrase-forms.ts';
import { withSaidNames } from './kit/said-names.ts';
import { withToolWords } from './kit/tool-words.ts';
import { withUsersVerbs } from './kit/users-verbs.ts';
import { withMadeValues } from './kit/made.ts';
import { withLeftNamed } from './kit/words25.ts';
import { withUnnamedDeletions } from './kit/unnamed-deletions.ts';
import { withUnnamedSets } from './kit/unnamed-sets.ts';
import { withFreeAgreed } from './kit/free-agrees.ts';
import { withUnfilledFree } from './kit/unfilled.ts';
import { withRelationNames } from './kit/relation-names.ts';
import { withRecipientTold } from './kit/recipient-told.ts';
import { withFreeReopened } from './kit/free-reopen.ts';
import { withFreeLater } from './kit/free-later.ts';
import { withPlacedFree } from './kit/placed.ts';
import { withPersonNamedRecords } from './kit/person-named.ts';
import { withNumbersApartFromNames, withRatingApart } from './kit/numbers-apart.ts';
import { withActsOver } from './kit/acts-over.ts';
import { withPersonOnAnyLine } from './kit/person-line.ts';
import { withPersonOwnCheck } from './kit/person-own.ts';
import { withSamePathForms } from './kit/same-path.ts';
import { withPathNames, withPathFormsEverywhere } from './kit/path-names.ts';
import { withOwnWordsApart } from './kit/own-words-apart.ts';
import { withCancelledApart } from './kit/cancelled-apart.ts';
import { withNameFormsPaired } from './kit/look-forms.ts';
import { withReopenNow } from './kit/reopen-now.ts';
import { withSaidRelation } from './kit/said-relation.ts';
import { withKeptShown } from './kit/kept-shown.ts';
import { withBoughtLookup } from './kit/bought-lookup.ts';
import { withTargetLookAlikes } from './kit/look-alike-targets.ts';
import { withOtherLikes, withOtherSnoozed, withTopicThread } from './kit/look-alike-others.ts';
import { withOwnStateWords } from './kit/own-state-words.ts';
import { withDictatedWithin } from './kit/dictated-within.ts';
import { withTypedForms } from './kit/typed-forms.ts';
import { withToldWhen } from './kit/told-when.ts';
import { withReasonsApart } from './kit/reasons-apart.ts';
import { withBesideCards } from './kit/beside-card.ts';
import { withStateHeadings } from './kit/state-headings.ts';
import { withLookupForText } from './kit/lookup-for-text.ts';
import { withListPick } from './kit/list-pick.ts';
import { withCardFunding } from './kit/card-funding.ts';
import { withTextVerbNear } from './kit/told-near.ts';
import { withVerbs5 } from './kit/verbs5.ts';
import { withGroupPurpose } from './kit/group-purpose.ts';
import { withFeedPick } from './kit/feed-pick.ts';
import { withWords17 } from './kit/words17.ts';
import { withWords18 } from './kit/words18.ts';
import { withWords19 } from './kit/words19.ts';
import { withUndoneGone } from './kit/undone-gone.ts';
import { withSentKept } from './kit/sent-kept.ts';
import { withSiblingWords } from './kit/sibling-words.ts';
import { withStateBeside } from './kit/state-beside.ts';
import { withSharedProject } from './kit/shared-project.ts';
import { withRenamedNotice } from './kit/renamed-notice.ts';
import { withGrownText } from './kit/grown-text.ts';
import { withBoughtReviewed } from './kit/bought-reviewed.ts';
import { withNewerPurchase } from './kit/newer-purchase.ts';
import { assertStarsApart, withStarsApart } from './kit/stars-apart.ts';
import { withRatingForms } from './kit/rating-forms.ts';
import { withReopenedGone } from './kit/reopened-gone.ts';
import { withFlippedGone, withRenamedGone } from './kit/regone.ts';
import { withChangedNumberBeside } from './kit/renames.ts';
import { withStaleValueGone } from './kit/stale-values.ts';
import { withStaleCardValues } from './kit/s31-cards.ts';
import { withPeopleApart } from './kit/s35-people.ts';
import { withStaleStates } from './kit/s35-stale.ts';
import { withCadenceForms } from './kit/edits.ts';
import { withNegatedOpposite } from './kit/negated.ts';
import { withMadeUndoneGone } from './kit/made-undone.ts';
import { withFixtureGone } from './kit/fixture-gone.ts';
import { withDroppedFileGone } from './kit/dropped-file-gone.ts';
import { withChangedElsewhere, withRemovedGone } from './kit/removed-gone.ts';
import { withTagPeeledGone } from './kit/s30-s23.ts';
import { withNamedOwnRow, withTypedStateHeaded, withTypedTextsApart } from './kit/s22.ts';
import { withChangedFieldGone, withLookAlikesApart, withPathsApartInAllForms, withPeopleApartFromText, withPersonBesideKeptRecord, withSubjectApartFromBody } from './kit/s23.ts';
import { withLedgerNewerExpense } from './cases/file_system/cross.ts';
import { withTrashEither } from './kit/trash-either.ts';

const CASES = join(dirname(fileURLToPath(import.meta.url)), 'cases');

/** The case modules, in path order. */
export const caseModules = (): string[] => fg.sync('**/*.ts', { cwd: CASES, ignore: ['**/*.test.ts'] }).sort();

/** Every task of the suite, in a stable order (case module path, then the module's own order). */
export async function buildSuite(): Promise<TaskInput[]> {
  const built: TaskInput[] = [];
  for (const rel of caseModules()) {
    const mod = (await import(pathToFileURL(join(CASES, rel)).href)) as { tasks?: () => TaskInput[] };
    if (typeof mod.tasks === 'function') built.push(...mod.tasks());
  }
  // A bare small number (a rating, a quantity, a snooze) is asked on its record's line.
  // Action checks name the APIs the checker judges them by, once inputs name theirs. A record a
  // task makes and then names by id gets a newer look-alike in the task's world. State words take
  // the user's own verbs; first-screen words what the tool does. A reopen of an app whose user
  // asked no list kept asks only what the services hold now, and no record over by then (a message
  // sent, a payment touched, an order cancelled; a service record looked up by id). A deletion that names no record (the
  // missed calls cleared, a queue position skipped) is told by a word of it on screen, and so is a
  // change over a whole set the user named only as a set (a tag off all notes, the trash emptied). A
  // field left to the app's words is not demanded exactly by a read or filter of the same episode
  // (last, so it sees the fields freed before it). A field of a made record the user never fills (a
  // to-do's description, a payment's group, a note's tags the user never speaks of) is the app's.
  // A to-do's project, section and position are the app's where the user named none (placed).
  // A plain check of a saved file's path takes the forms of the told check of the same path (same-path).
  // A word of the shown record's own name does not tell what was done (own-words-apart).
  // A plain check of a saved file's path takes its forms: home or root, or the file name (path-names).
  // So does every other screen check of a path: told, reopened, or with forms of its own (path-names).
  // A relationship said in passing may be filed or not (said-relation); a reopen that shows a record the
  // service holds asks nothing of the app's own kept copy of it (kept-shown). A thing the user bought
  // may be found in their orders by the same name (bought-lookup).
  // A record a step acts on that is trivially the newest of its kind gets a newer look-alike (look-alike-targets).
  // A thread snoozed and woken, a thread of the app's topic, a like taken off or a comment liked that is the only,
  // first or oldest of its kind gets another beside it (look-alike-others, s23 alike23b).
  // A state check takes the user's plain word for the state: "off", "flagged" (own-state-words).
  // A dictated text a mail, a file or an added note may be worded around is held as contained (dictated-within).
  // A change tells its record in the form the user gave: id, name, address, position, item (typed-forms).
  // A text tells the day by the date or the user's own weekday for it (told-when).
  // A return's reason said in passing is the app's to word or pick, not dictation (reasons-apart).
  // A small number beside its record's name may sit on a card under the name, where no look-alike is named (beside-card).
  // A list state ("pinned", "blocked") may be told by the heading the record is listed under after reopen (state-headings).
  // A look-up whose result only words a text asks no input or action of its own (lookup-for-text); an item moved
  // between the wish list and the cart may be picked from the list (list-pick). A Venmo payment the user never said how
  // to fund may come from a card (card-funding).
  // The user's bare verb for a text sent ("text", "sms") counts beside whom it went to (told-near).
  // The user's verb for a record made ("import", "keep", "capture", "repay") and name for a night (verbs5).
  // A group's "for …" purpose is no description to store (group-purpose); a Venmo payment named by words may be picked from a list (feed-pick).
  // A to-do's undictated title by a word of its record; a schedule or folder on the record's card; "opened" (words17).
  // A title grown by a second part is named by each part; a comment "added"; a log of one payment names no other (words18).
  // A like taken back or a comment deleted is not shown as still there after reopen (undone-gone);
  // a kept draft the app sent is shown as sent (sent-kept).
  // A record whose name form a sibling shares is typed by the user's words for it too (sibling-words);
  // a service look-up by id tells the state beside the record it found (state-beside).
  // The user's own word for a like ("kudos", "cheer", "bookmark") or for a comment taken down (words19).
  // A Todoist project "for our chores" may be shared with the person the step names (shared-project).
  // A group renamed and given a member in one step: the notice names it by either name (renamed-notice).
  // A text about a to-do whose title the user grew names it by the word they added (grown-text).
  // A to-do made open again is not shown as still done after reopen (reopened-gone).
  // A record the user names that is already first of its list gets a newer copy under other words (newest-named).
  // A reopen asking for a record whose text the app words takes it as the app made it too (titled-as-made).
  // Session 22's mechanisms (s22.ts): a changed record's name read from its own row.
  // Session 23's (s23.ts): people apart from dictated texts in every form, paths apart in every form.
  // A file or folder removed without "for good" may go to the trash instead (trash-either, s23).
  // A song taken out of a named playlist no other playlist of the user's holds gets a newer look-alike playlist holding it (held-elsewhere).
  // A record flipped and flipped back, restored or renamed is not shown as it was after reopen (regone, s23).
  // A thing the user says was cancelled is a deletion's reason, not the deletion (cancelled-apart, s28).
  const tasks = built.map(withAliases).map(withNameForms).map(withOldNameKinds).map(withSaidNames).map(withPartyNames).map(withIdNames).map(withPersonNames).map(withCapableActions).map(withNamedPeople).map(withPeopleForms).map(withPairsBeside).map(withNumbersBeside).map(withMemberNotices).map(withPhraseForms).map(withoutIdleInputs).map(withMadeLookAlikes).map(withParentLookAlikes).map(withHeldElsewhere).map(withUnnamedDeletions).map(withUnnamedSets).map(withUsersVerbs).map(withToolWords).map(withKeptHistory).map(withReopenOver).map(withOverForGood).map(withPartsNow).map(withUnfilledFree).map(withFreeNoteTags).map(withTagsApart).map(withFreeAgreed).map(withRelationNames).map(withRecipientTold).map(withFreeReopened).map(withPlacedFree).map(withFreeLater).map(withPersonNamedRecords).map(withRatingApart).map(withNumbersApartFromNames).map(withActsOver).map(withPersonOwnCheck).map(withSamePathForms).map(withOwnWordsApart).map(withNameFormsPaired).map(withReopenNow).map(withPathNames).map(withPersonOnAnyLine).map(withPathFormsEverywhere).map(withSaidRelation).map(withKeptShown).map(withBoughtLookup).map(withTargetLookAlikes).map(withOtherSnoozed).map(withTopicThread).map(withOtherLikes).map(withNewestNamed).map(withTitledAsMade).map(withOwnStateWords).map(withDictatedWithin).map(withTypedForms).map(withToldWhen).map(withReasonsApart).map(withBesideCards).map(withStateHeadings).map(withLookupForText).map(withListPick).map(withCardFunding).map(withTextVerbNear).map(withVerbs5).map(withGroupPurpose).map(withFeedPick).map(withWords17).map(withWords18).map(withUndoneGone).map(withSentKept).map(withSiblingWords).map(withStateBeside).map(withWords19).map(withSharedProject).map(withRenamedNotice).map(withGrownText).map(withReopenedGone).map(withBoughtReviewed).map(withNewerPurchase).map(withNamedOwnRow).map(withTypedTextsApart).map(withTypedStateHeaded).map(withLedgerNewerExpense).map(withPeopleApartFromText).map(withPathsApartInAllForms).map(withTrashEither).map(withSubjectApartFromBody).map(withPersonBesideKeptRecord).map(withChangedFieldGone).map(withLookAlikesApart).map(withStarsApart).map(withFlippedGone).map(withRenamedGone).map(withMadeUndoneGone).map(withFixtureGone).map(withDroppedFileGone).map(withRemovedGone).map(withTagPeeledGone).map(withChangedElsewhere).map(withChangedNumberBeside).map(withNegatedOpposite).map(withLeftNamed).map(withMadeValues).map(withCadenceForms).map(withRatingForms).map(withCancelledApart).map(withOwnRecordsFollow).map(withStaleValueGone).map(withStaleCardValues).map(withPeopleApart).map(withStaleStates).map(assertStarsApart);
  const ids = new Set<string>();
  for (const t of tasks) {
    if (ids.has(t.id)) throw new Error(`duplicate task id ${t.id}`);
    ids.add(t.id);
    TaskSchema.parse(t);
  }
  return tasks;
}

/** File name → content, exactly as committed. */
export async function renderSuite(): Promise<Map<string, string>> {
  return new Map((await buildSuite()).map((t) => [`${t.id}.json`, `${JSON.stringify(t, null, 2)}\n`]));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? DEFAULT_TASK_DIR;
  const files = await renderSuite();
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.json')) rmSync(join(dir, name));
  for (const [name, text] of files) writeFileSync(join(dir, name), text);
  process.stderr.write(`wrote ${files.size} task files to ${dir}\n`);
}
