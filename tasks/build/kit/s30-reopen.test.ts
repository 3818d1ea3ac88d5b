/**
 * s30 lane reopen: the reopen checks (persisted_visible) judged on the real built tasks, the reference's recorded
 * reopen episode given other screens (its probes and captures kept), both directions: the findings' wrong screens
 * fail, the correct forms pass; and each task's reference passes.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, referenceRecords, screenJudge, type ScreenLine, expectScreenCases } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s30-reopen');
type Line = ScreenLine;
const h2 = (line: string) => ['h2', line] as const;
const h3 = (line: string) => ['h3', line] as const;
const recordsOf = referenceRecords(cache);
const judge = screenJudge(recordsOf);
const cases: [string, string, boolean, Line[]][] = [];
const add = (task: string, id: string, want: boolean, lines: Line[]) => cases.push([task, id, want, lines]);
// kind 1
const EX='single.phone.ex-landlord-block', ROBO='single.phone.robocall-block', SPAM='single.phone.spam-blocker';
for (const t of ['will be blocked','to be blocked','being blocked','going to be blocked','will be added to the block list','must be blocked','blocked (pending)','blocked, queued','blocked once you confirm']) add(EX,'reopen.01',false,[h2('Numbers handled here'),`6465550112 — ${t}`]);
for (const t of ['6465550112: blocked','6465550112 — now blocked']) add(EX,'reopen.01',true,[h2('Numbers handled here'),t]);
for (const t of ['blocked, must be unblocked','blocked; unblocked once you confirm','blocked, to be unblocked','still blocked, will be unblocked tomorrow','blocked · being unblocked','blocked; will be unblocked','blocked (unblock pending)','blocked, will be removed from the block list']) { add(ROBO,'reopen.06',false,[h2('Numbers'),`8005550199 — ${t}`]); add(SPAM,'reopen.06',false,[h2('Numbers'),`8005550199 — ${t}`]); }
for (const t of ['blocked; unblocking soon','blocked (unblock once you confirm)']) add(SPAM,'reopen.06',false,[h2('Numbers'),`8005550199 — ${t}`]);
for (const t of ['unblocked','no longer blocked','removed from the block list','allowed','let through','unblocked (was blocked)']) { add(SPAM,'reopen.06',true,[h2('Numbers'),`8005550199 — ${t}`]); add(ROBO,'reopen.06',true,[h2('Numbers'),`8005550199 — ${t}`]); }
for (const t of ['to be blocked','will be blocked','being blocked','must be blocked','needs to be blocked','blocked once you confirm','blocked (pending)','block queued']) add(ROBO,'reopen.01',false,[h2('Numbers'),`4155550178 — ${t}`]);
for (const t of ['will be blocked','to be blocked','being blocked']) add(SPAM,'reopen.01',false,[h2('Numbers'),`3125550143 — ${t}`]);
for (const t of ['3125550143: blocked','3125550143 — blocked','3125550143 — calls will be blocked']) add(SPAM,'reopen.01',true,[h2('Numbers'),t]);
// kind 2
const PARTY='single.simple_note.party-shopping-tick', CAMP='single.simple_note.camping-gear-tick';
for (const h of ['Done','Ticked','Completed','Checked off','Bought','Got it','Packed','Got','Crossed off','Checked']) for (const id of ['reopen.06','reopen.07','reopen.08']) add(PARTY,id,false,[h2(h),'balloons','candles','paper plates','lemonade']);
for (const h of ['Done','Bought','Crossed off','Checked','Ticked','Checked off','Got it']) { add(PARTY,'reopen.05',true,[h2('To buy'),'balloons','candles','paper plates',h2(h),'lemonade']); for (const id of ['reopen.06','reopen.07','reopen.08']) add(PARTY,id,true,[h2('To buy'),'balloons','candles','paper plates',h2(h),'lemonade']); }
for (const h of ['Packed','Done','Ticked']) for (const id of ['reopen.05','reopen.06']) add(CAMP,id,false,[h2(h),'1. tent','2. headlamp','3. camp stove']);
add(CAMP,'reopen.05',false,[h2('Packed'),'1. tent','2. headlamp',h2('To pack'),'3. camp stove']);
add(CAMP,'reopen.06',true,[h2('Packed'),'1. tent','2. headlamp',h2('To pack'),'3. camp stove']);
for (const id of ['reopen.03','reopen.05','reopen.06']) add(CAMP,id,true,[h2('To pack'),'1. tent','3. camp stove',h2('Packed'),'2. headlamp']);
for (const id of ['reopen.03','reopen.05','reopen.06']) add(CAMP,id,true,[h2('Camping gear'),'[ ] tent','[x] headlamp','[ ] camp stove']);
// kind 3
const JAZZ='multi.jazz-dinner-invite-mix';
for (const t of ['Will be public','To be made public','Going to be public','Being made public','Public once you confirm','Public (pending)']) add(JAZZ,'reopen.02',false,[h2('Made so far'),h3('Candlelight Supper'),t]);
for (const t of ['Candlelight Supper — public (pending)','Candlelight Supper — Share']) add(JAZZ,'reopen.02',false,[h2('Made so far'),t]);
add(JAZZ,'reopen.02',true,[h2('Made so far'),h3('Candlelight Supper'),'Public']);
add(JAZZ,'reopen.02',true,[h2('Made so far'),'Candlelight Supper — public']);
const BN='single.file_system.book-notes-rescue';
for (const t of ['trashed · restored (pending)','trashed · pending: restored','trashed · awaiting: restored','trashed · restored — queued','trashed — restored pending','trashed — restored soon','trashed · restore pending','trashed · must be restored']) add(BN,'reopen.05',false,[h2('Files'),`/home/alex/documents/book_club_notes.md — ${t}`]);
add(BN,'reopen.05',true,[h2('Files'),'/home/alex/documents/book_club_notes.md — restored']);
const BC='single.gmail.book-club-read';
for (const t of ['read (unread pending)','read · pending: unread','read, unread soon','read · needs to be unread','read']) add(BC,'reopen.06',false,[h2('Inbox'),`Book club: next pick — ${t}`]);
add(BC,'reopen.06',true,[h2('Inbox'),'Book club: next pick — unread']);
const SN='single.gmail.snooze-plumber';
for (const t of ['snoozed · will be back in the inbox','snoozed · will be brought back','snoozed · back in the inbox May 24','snoozed · back in the inbox at 6 pm','snoozed till May 24']) add(SN,'reopen.06',false,[h2('Inbox'),`Plumber coming Thursday — ${t}`]);
add(SN,'reopen.06',true,[h2('Inbox'),'Plumber coming Thursday — back in the inbox']);
add(SN,'reopen.06',true,[h2('Inbox'),'Plumber coming Thursday — unsnoozed']);
const UR='single.gmail.unread-reminder';
for (const t of ['unread · will be read','unread, to be read','unread · must be read']) add(UR,'reopen.06',false,[h2('Inbox'),`Car insurance renewal — ${t}`]);
add(UR,'reopen.06',true,[h2('Inbox'),'Car insurance renewal — read']);
const PW='single.simple_note.pin-wedding';
for (const t of ['pinned · unpinned (pending)','pinned · pending: unpinned','pinned · awaiting: unpinned','pinned · unpinned — queued','pinned — unpinned soon','pinned · unpin pending']) add(PW,'reopen.05',false,[h2('Notes'),`Wedding - Priya and Sam — ${t}`]);
add(PW,'reopen.05',true,[h2('Notes'),'Wedding - Priya and Sam — unpinned']);
const FG='single.splitwise.family-gifts-restore';
for (const t of ['deleted · restored (pending)','deleted · pending: restored','deleted · awaiting: restored','deleted · restored — queued','deleted — restored pending','deleted — restored soon','deleted · restore pending']) add(FG,'reopen.05',false,[h2('Groups'),`Family Gifts — ${t}`]);
add(FG,'reopen.05',true,[h2('Groups'),'Family Gifts — restored']);
const CF='single.spotify.campfire-text';
for (const t of ['public (private queued)','public; private queued','public (private pending)']) add(CF,'reopen.06',false,[h2('Playlists'),`Campfire Songs — ${t}`]);
add(CF,'reopen.06',true,[h2('Playlists'),'Campfire Songs — private']);
const RI='single.venmo.request-inbox';
for (const t of ['will be paid','to be paid','must be paid']) add(RI,'reopen.07',false,[h2('Inbox'),`Mira Ito asks $45 for Jazz night tickets — ${t}`]);
add(RI,'reopen.07',true,[h2('Inbox'),'Mira Ito asks $45 for Jazz night tickets — paid']);
// kind 5
const MT='single.simple_note.merge-tahoe-lists';
for (const id of ['reopen.03','reopen.04']) {
  add(MT,id,false,[h2('Notes'),'Weekend ideas','Coffee shops to try','Movies to watch']);
  add(MT,id,false,[h2('All notes'),'Weekend ideas — 2023-05-18','Coffee shops to try — 2023-03-19','Movies to watch — 2023-04-18']);
  add(MT,id,false,[h2('Notes'),'Weekend ideas','Coffee shops to try · Delete','Movies to watch · Delete']);
  add(MT,id,false,[h2('Notes'),'Weekend ideas','Coffee shops to try — delete pending','Movies to watch — to be deleted']);
  add(MT,id,true,[h2('Notes'),'Weekend ideas','Coffee shops to try — deleted','Movies to watch — deleted']);
  add(MT,id,true,[h2('Notes'),'Weekend ideas',h2('Deleted'),'Coffee shops to try','Movies to watch']);
  add(MT,id,true,[h2('Notes'),'Weekend ideas','Coffee shops to try — merged into Weekend ideas','Movies to watch — merged into Weekend ideas']);
  add(MT,id,true,[h2('Weekend ideas'),'## Coffee shops to try','- Blue Bottle','## Movies to watch','- Dune']);
  add(MT,id,true,[h2('Weekend ideas'),['h4','Coffee shops to try'],'- Blue Bottle',['h4','Movies to watch'],'- Dune']);
}
add(MT,'reopen.03',false,[h2('Notes'),'Coffee shops to try (note 3568060)']);
const MW='single.simple_note.merge-work-meetings';
for (const id of ['reopen.03','reopen.04']) {
  add(MW,id,false,[h2('Your notes'),'May meetings (note 1621559)','Q2 planning meeting - May 9 (note 7123635)','1:1 with manager - May 2 (note 8790297)']);
  add(MW,id,false,[h2('Meeting notes'),'May meetings','Q2 planning meeting - May 9','1:1 with manager - May 2']);
  add(MW,id,false,[h2('Notes to fold'),'Q2 planning meeting - May 9 — 2 sections','1:1 with manager - May 2 — 1 section']);
  add(MW,id,true,[h2('May meetings'),'Q2 planning meeting - May 9','- budget','1:1 with manager - May 2','- goals']);
  add(MW,id,true,[h2('Your notes'),'May meetings — merged from Q2 planning meeting - May 9 and 1:1 with manager - May 2; originals deleted']);
  add(MW,id,true,[h2('Your notes'),'May meetings','Sources: Q2 planning meeting - May 9, 1:1 with manager - May 2']);
  add(MW,id,true,[h2('Your notes'),'May meetings','Q2 planning meeting - May 9 — kept in May meetings','1:1 with manager - May 2 — kept in May meetings']);
}

const kinds: [string, string[]][] = [
  ['a block or unblock still to come, a to-do row, a wait (s29-q1-f3, s29-q0-f1, s29-q0-f2, s29-q1-f5, s29-q1-f6)', [EX, ROBO, SPAM]],
  ['items not ticked under a done heading; "Crossed off"/"Checked" heads the ticked one (s29-d1-f3, s29-r2-f9, s29-r0-f19)', [PARTY, CAMP]],
  ['a wait or a time to come beside the state (s29-q1-f1, s28-q0-f15 and the s28 waits re-probed)', [JAZZ, BN, BC, SN, UR, PW, FG, CF, RI]],
  ['merged originals still listed as notes (s29-e0-f6, s29-e1-f5)', [MT, MW]],
];
for (const [title, tasks] of kinds) {
  describe(title, () => {
    for (const task of tasks) {
      it(`${task}: the wrong screens fail, the correct ones pass`, async () => {
        await expectScreenCases(judge, cases, task);
      }, 300_000);
      it(`${task}: the reference passes`, async () => {
        expect(failed((await runAttacked(suiteTask(task), () => {}, cache)).rows)).toEqual([]);
      }, 300_000);
    }
  });
}
