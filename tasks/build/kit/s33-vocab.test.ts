/**
 * s33 lane vocab, on the real built tasks: other words and layouts for states the checker already reads.
 * Privacy said in other orders ("visible to me only", "only I can see it"), a "Public (on hold)" heading, a cross ✖/✕,
 * private at a clock time or date to come; among/part of the likes and "Albums you like" after an unlike, a "Likes"
 * heading for a like; a list named between the title and its removal; a thread left in the inbox; the label's arrow and
 * contents forms; "friends" in the plural and a picker of options; a removal from a block list scheduled or under way;
 * a trash heading with a count on a purge; a section deletion undone in other words; a text stalled or in the outbox; a
 * retry of a change; a request card with its party line; a cancelled return said kept; a chat after reopen.
 * Each finding's wrong forms fail and its right forms (and other correct wordings) pass.
 */
import { describe, it } from 'vitest';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case, type ScreenLine } from '../../../src/stages/__tests__/helpers.ts';

const recordsOf = referenceRecords(tempDir('s33-vocab'));
const { run, sc, rs } = probeCases(recordsOf);
const h2 = (l: string) => ['h2', l] as const;
const h3 = (l: string) => ['h3', l] as const;
const T = 600_000;

const PUB: readonly (readonly [string, string, string])[] = [
  ['multi.breakup-comfort-mix', "Ruby's Sunday Soul", 's32-re3-f1'],
  ['multi.gym-buddy-playlist', 'Heavy Day Fuel', 's32-re2-f1'],
  ['single.spotify.party-electronic', 'Friday Night Warmup', 's32-re1-f1'],
  ['single.spotify.study-focus', 'Deep Focus', 's32-re0-f6'],
  ['multi.road-trip-mix-text', 'Coastal Miles', 's32-re1-f1'],
];
describe('a row said private in other words; a public heading on hold', () => {
  for (const [task, name, id] of PUB) {
    it(`${task} ${id}`, async () => {
      await run([
        ...['— visible to you only', '— you only', '— visible to me only', '— only visible to me', '— for my eyes only', '— just for me', '— me only', '— only I can see it', '(only visible to you)'].map((r) => sc(task, 'reopen.02', false, [h2('Public'), `${name} ${r}`])),
        ...['Public — on hold', 'Public (on hold)'].map((h) => sc(task, 'reopen.02', false, [h2(h), name])),
        ...['Public', 'Published', 'Public playlists (2)'].map((h) => sc(task, 'reopen.02', true, [h2(h), name])),
        sc(task, 'reopen.02', true, [h2('Public'), `${name} — anyone can see it, not just me`]),
        sc(task, 'reopen.02', true, [h2('Public'), `${name} — 12 songs`]),
      ]);
    }, T);
  }
});

const VP = 'service.venmo-private-payment';
const VPN = 'Surprise party fund (id 8818898)';
it('venmo-private-payment s32-re1-f1: ✖/✕ after Private is a cross', async () => {
  await run([
    ...[`${VPN} · Private ✖`, `${VPN} — Private ✖`, `${VPN} — Private ✕`, `${VPN} — Private ✖️`, `${VPN} — Private ✗`].map((l) => sc(VP, 'followup.06', false, [l])),
    ...[`${VPN} — Private ✓`, `${VPN} — Private`, `${VPN} · private (only you and Chloe can see it)`].map((l) => sc(VP, 'followup.06', true, [l])),
  ]);
}, T);

const SJ = 'single.spotify.slow-jams-text';
it('slow-jams-text s32-re3-f1: private at a clock time or date to come is not private now', async () => {
  await run([
    ...['(private after 18:00)', '(private at 9 PM)', '(private from 18:00)', '(private on June 10)', '(private at 21:30)', '· private after 6pm'].map((t) => sc(SJ, 'reopen.06', false, [h2('Playlists'), `Sunday Slow Jams — public ${t}`])),
    ...['— private', '— private since 18:00', '— private (made private at 18:00)', '— private now'].map((t) => sc(SJ, 'reopen.06', true, [h2('Playlists'), `Sunday Slow Jams ${t}`])),
  ]);
}, T);

const AW = 'single.spotify.album-of-the-week';
const HL = 'single.venmo.halloween-like';
const LJ = 'multi.listening-journal';
describe('likes', () => {
  it('album-of-the-week s32-re0-f4: among/part of your likes, "Albums you like" tell the old like', async () => {
    await run([
      ...[['Echo Valley — among your likes'], ['Echo Valley — part of your likes'], ['Echo Valley — one of your likes'], [h2('Albums you like'), 'Echo Valley'], [h2("Albums you've liked"), 'Echo Valley'], ['Echo Valley — in your likes']].map((r) => sc(AW, 'reopen.06', false, r)),
      ...[['Echo Valley — removed from your likes'], ['Echo Valley — no longer among your likes'], [h2('Albums'), 'Echo Valley'], ['Echo Valley — like removed']].map((r) => sc(AW, 'reopen.06', true, r)),
    ]);
  }, T);
  it('halloween-like s32-re3-f1: among your likes tells the old like', async () => {
    await run([
      ...['— among your likes', '— part of your likes', '— in your likes'].map((l) => sc(HL, 'reopen.06', false, [`Halloween pumpkins 🎃 ${l}`, 'Paddleboard rental — liked'])),
      ...['— like removed', '— no longer liked'].map((l) => sc(HL, 'reopen.06', true, [`Halloween pumpkins 🎃 ${l}`, 'Paddleboard rental — liked'])),
    ]);
  }, T);
  it('listening-journal s32-re1-f1: a likes list\'s caption heads the liked song', async () => {
    await run([
      sc(LJ, 'reopen.02', true, [h2('Your likes'), 'Velvet River — 1 star']),
      sc(LJ, 'reopen.02', true, [h2('Likes'), 'Velvet River']),
      sc(LJ, 'reopen.02', true, [h2('Your likes (3)'), 'Velvet River']),
      sc(LJ, 'reopen.02', true, [h2('Liked songs'), 'Velvet River']),
      sc(LJ, 'reopen.02', false, [h2('Likes'), 'Velvet River — unliked']),
      sc(LJ, 'reopen.02', false, [h2('Likes (pending)'), 'Velvet River']),
      sc(LJ, 'reopen.02', false, [h2('Songs'), 'Velvet River']),
    ]);
  }, T);
});

const PB = 'single.spotify.playlist-bookmarks';
it('playlist-bookmarks s32-re2-f1: a list named then its removal', async () => {
  await run([
    ...['Dinner Party — liked playlists: removed', 'Dinner Party: liked playlists — removed', 'Liked playlists: Dinner Party (removed)', 'Dinner Party — liked playlists (removed)'].map((l) => rs(PB, 'step1.06', false, [l])),
    ...['Dinner Party added to your liked playlists', 'Liked playlists: Dinner Party', 'Dinner Party — saved to liked playlists ✓'].map((l) => rs(PB, 'step1.06', true, [l])),
  ]);
}, T);

const TG = 'multi.thanksgiving-label';
const SK = 'multi.ski-trip-label';
const HO = 'single.gmail.house-label';
describe('labels', () => {
  it('thanksgiving-label s31-d1-f2: the thread said left in the inbox or not filed voids the label words', async () => {
    await run([
      ...['Label: Thanksgiving; Flights for Thanksgiving left in the inbox', 'Label: Thanksgiving; Flights for Thanksgiving not filed yet', 'Thanksgiving label added (filing pending)', 'Label: Thanksgiving (created)', 'Created label Thanksgiving', 'Thanksgiving: created', 'Flights for Thanksgiving → Thanksgiving (pending)', 'Label: Thanksgiving — Flights for Thanksgiving still in the inbox'].map((l) => rs(TG, 'create.17', false, [l])),
      ...['Flights for Thanksgiving filed under Thanksgiving', 'Created Thanksgiving — Flights for Thanksgiving now has the Thanksgiving label', 'Flights for Thanksgiving → Thanksgiving', 'Thanksgiving label: Flights for Thanksgiving'].map((l) => rs(TG, 'create.17', true, [l])),
    ]);
  }, T);
  it('ski-trip-label s31-d0-f1: arrow, "— label X" and the label\'s contents tell the filing', async () => {
    await run([
      ...['"Ski cabin split" → Ski Weekend', '"Ski cabin split" — label Ski Weekend', 'Ski Weekend label: "Ski cabin split"', 'Ski Weekend: "Ski cabin split"', 'Label 8739091 "Ski Weekend" now holds "Ski cabin split"; topic note started.', '"Ski cabin split" filed under Ski Weekend'].map((l) => rs(SK, 'create.17', true, [l])),
      ...['Label: Ski Weekend (created)', 'Ski Weekend will hold "Ski cabin split"', 'Ski Weekend now holds "Ski cabin split" (pending)', 'Created label Ski Weekend', 'New label Ski Weekend', 'Ski Weekend: nothing yet', 'Ski Weekend label: "Ski cabin split" not filed yet', '"Ski cabin split" → Ski Weekend (pending)'].map((l) => rs(SK, 'create.17', false, [l])),
    ]);
  }, T);
  it('house-label s32-d1-f1 (closed on main before this lane): "Moving now holds" names the label', async () => {
    await run([
      ...['Moving now holds New lease terms', 'Moving now holds "New lease terms".', 'Moving now holds: New lease terms', 'New lease terms — Moving ✓', 'Filed New lease terms under Moving.'].map((l) => rs(HO, 'step2.07', true, [l])),
      ...['Moving New lease terms…', 'Could not file New lease terms; Moving now holds 0 threads', 'New lease terms — Moving now holds it once you confirm', 'New lease terms: filing pending'].map((l) => rs(HO, 'step2.07', false, [l])),
    ]);
  }, T);
});

const CB = 'single.phone.contact-book';
const JB = 'Jordan Blake (206) 555-0142';
it('contact-book s32-re2-f1 (plural), s31-r2-f15 (a picker, a relationship not saved)', async () => {
  await run([
    ...[[`${JB} added to your friends`], [`Added ${JB} · Friends`], [`Added ${JB}`, 'Group: Friends'], [`Added ${JB} · Relationship: Friend`], [`Saved Jordan Blake as a friend — (206) 555-0142`], [`Added ${JB} · Relationship: Friend`, '<button>Edit</button>']].map((r) => rs(CB, 'create.10', true, r)),
    ...[[`Added ${JB} · Relationship: <button>Friend</button> <button>Coworker</button> <button>Family</button>`], [`Added ${JB}`, 'Tag as: <button>Friend</button> <button>Coworker</button>'], [`Added ${JB} · relationship not saved (friend)`], [`Added ${JB} — not a friend`], [`Added ${JB} · friend (pending)`], [`Added ${JB} · Friends: no`], [`Added ${JB} · not added to friends`], [`Added ${JB} · friends (could not save)`]].map((r) => rs(CB, 'create.10', false, r)),
  ]);
}, T);

const EL = 'single.phone.ex-landlord-block';
it('ex-landlord-block s32-re1-f1: a removal from the block list scheduled or under way', async () => {
  await run([
    ...['8005550199 — removal from blocked numbers scheduled', '8005550199 — removing from blocked numbers…', '8005550199 — removal from blocked numbers queued', '8005550199 — blocked · unblock scheduled', '8005550199 — removing from the block list'].map((l) => sc(EL, 'reopen.06', false, [l])),
    ...['8005550199 — removed from blocked numbers', '8005550199 — unblocked', 'Unblocked 8005550199', '8005550199 — removing from blocked numbers: done'].map((l) => sc(EL, 'reopen.06', true, [l])),
  ]);
}, T);

const SS = 'single.file_system.statement-shredder';
it('statement-shredder s32-re2-f1: a trash heading with a count keeps the files in the trash', async () => {
  const cases: Case[] = [];
  for (const c of ['reopen.05', 'reopen.06']) {
    cases.push(sc(SS, c, false, [h2('Trash (2 items)'), 'bank_statement_2023-02.txt', 'bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, false, [h2('Trash (2 items)'), '~/downloads/statements/bank_statement_2023-02.txt', '~/downloads/statements/bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, false, [h2('Bin · 2 files'), 'bank_statement_2023-02.txt', 'bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, false, [h2('Trash'), 'bank_statement_2023-02.txt', 'bank_statement_2023-03.txt']));
    cases.push(sc(SS, c, true, [h2('Trash (0 items)'), 'Trash is empty', h2('Statements'), 'bank_statement_2023-01.txt']));
    cases.push(sc(SS, c, true, ['bank_statement_2023-02.txt — permanently deleted', 'bank_statement_2023-03.txt — permanently deleted']));
  }
  await run(cases);
}, T);

const HS = 'single.todoist.household-section-remove';
it('household-section-remove s32-re2-f1: a deletion undone in other words keeps the section', async () => {
  await run([
    ...['Car — delete (undone)', 'Car — delete undone', 'Car (restored)', 'Car — deleted, then undone', 'Car — brought back', 'Car — deletion reverted'].map((l) => sc(HS, 'reopen.06', false, [h2('Household'), l])),
    ...['Car — deleted', 'Car — section removed', 'Deleted section Car'].map((l) => sc(HS, 'reopen.06', true, [h2('Household'), l])),
    sc(HS, 'reopen.06', true, [h2('Household'), 'Kitchen', 'Garden']),
  ]);
}, T);

const HT = 'single.spotify.hot-take';
it('hot-take s32-re0-f5 (closed on main before this lane): "your review was taken down" passes', async () => {
  await run([
    sc(HT, 'reopen.07', true, ['Broken Letters — your review was taken down']),
    sc(HT, 'reopen.07', true, ['Broken Letters — review taken down']),
    sc(HT, 'reopen.07', false, ['Broken Letters — ★ (review 2815436)']),
  ]);
}, T);

const TR = 'single.file_system.team-roadmap-share';
const P = '/home/alex/documents/work/meeting_notes_2023-05-15.txt';
it('team-roadmap-share s32-re3-f1: a text stalled, in the outbox, to be retried, with no signal', async () => {
  await run([
    ...['— SMS to Ava Larsen: will retry', '— text to Ava Larsen in outbox', '— text to Ava Larsen stalled', '— text to Ava Larsen: no signal, retry', '— text to Ava Larsen (retrying)', '— text to Ava Larsen unsent', '— text to Ava Larsen in the outbox'].map((l) => rs(TR, 'revise.08', false, [`${P} ${l}`])),
    ...[`${P} — SMS sent to Ava Larsen`, 'Ava Larsen got the contents of meeting_notes_2023-05-15.txt by text.', 'Texted Ava the text of meeting_notes_2023-05-15.txt ✓'].map((l) => rs(TR, 'revise.08', true, [l])),
  ]);
}, T);

const CT = 'multi.concert-ticket-payback';
const TXT = 'Texted Ruby at 3425480608 about the new amount.';
describe('concert-ticket-payback', () => {
  it('s31-p1-f1: a retrying change is no request\'s own wait', async () => {
    const cases: Case[] = [];
    for (const c of ['revise.09', 'revise.12', 'revise.13']) {
      for (const l of ['Lumen Fest ticket request to Ruby — $78 (update queued)', 'Lumen Fest ticket request: $78 (retrying)', 'Lumen Fest ticket request: update to $78 awaiting Ruby']) cases.push(rs(CT, c, false, [l, TXT]));
      for (const l of ['Lumen Fest ticket request to Ruby changed to $78', 'Lumen Fest ticket request is now $78.00 ✓', 'Lumen Fest ticket request to Ruby: $78 (pending)']) cases.push(rs(CT, c, true, [l, TXT]));
    }
    await run(cases);
  }, T);
  it('s31-p1-f3: a request card with its party line above the amount', async () => {
    await run([
      ...[['Lumen Fest ticket', 'Ruby Silva', 'Amount: $78'], ['Lumen Fest ticket', 'Ruby Silva', '$78'], ['Lumen Fest ticket', 'Requested from Ruby Silva', 'Amount $78.00'], ['Lumen Fest ticket', 'Ruby Silva · requested', '$78.00'], ['Lumen Fest ticket', 'From Ruby Silva — $78'], ['Lumen Fest ticket', 'Ruby Silva', 'Requested $78.00 · pending']].map((r) => sc(CT, 'reopen.03', true, r)),
      ...[['Lumen Fest ticket', 'Pizza Night', '$78'], ['Lumen Fest ticket', 'Ruby Silva', '$85'], ['Lumen Fest ticket', 'Ruby Silva', 'Amount: $85'], ['Lumen Fest ticket', 'Requested from Ruby Silva', 'Amount $85.00'], ['Lumen Fest ticket'], ['Pizza Night', 'Ruby Silva', '$78']].map((r) => sc(CT, 'reopen.03', false, r)),
    ]);
  }, T);
});

const JR = 'multi.jacket-return-reminder';
it('jacket-return-reminder s32-re3-f1: a cancelled return said kept', async () => {
  await run([
    ...['Return for Rain Shell Jacket, Yellow, Small cancelled; it stays with you', 'Return for Rain Shell Jacket, Yellow, Small cancelled', 'Rain Shell Jacket, Yellow, Small — return cancelled, you keep it'].map((l) => rs(JR, 'revise.07', true, [l])),
    ...['Could not cancel the return for Rain Shell Jacket, Yellow, Small; it stays in returns', 'Return for Rain Shell Jacket, Yellow, Small: cancel pending', 'Return for Rain Shell Jacket, Yellow, Small not cancelled; still being returned'].map((l) => rs(JR, 'revise.07', false, [l])),
  ]);
}, T);

const NB = 'multi.notebook-review-tip';
const MSG = 'Before you buy the Hardcover Dot Grid Notebook, Black: I gave it 3 stars. The ink bleeds through.';
const REVIEW = 'Hardcover Dot Grid Notebook, Black: 5 stars (review 8886471)';
it('notebook-review-tip s32-re0-f2: a sent text shown in a chat is no review at 3 stars', async () => {
  await run([
    ...[[REVIEW, h3('Messages'), `You → Mira: ${MSG}`], [REVIEW, h3('Chat with Mira'), `You: ${MSG}`], [REVIEW, `Me to Mira: ${MSG}`], [REVIEW, h3('Messages with Mira'), `You (10:02): ${MSG}`], [REVIEW, h3('Sent texts'), `Text to Mira: ${MSG}`]].map((r) => sc(NB, 'reopen.07', true, r as ScreenLine[])),
    ...[['Hardcover Dot Grid Notebook, Black: 3 stars (review 8886471)'], [h3('Reviews'), 'Hardcover Dot Grid Notebook, Black: 3 stars'], [REVIEW, 'Hardcover Dot Grid Notebook, Black — 3 stars']].map((r) => sc(NB, 'reopen.07', false, r as ScreenLine[])),
  ]);
}, T);

const BS = 'multi.babysitter-contact';
it('babysitter-contact s31-s240-f1: "favourite contact" names the state', async () => {
  await run([
    ...[['Ines Moura', '★ favourite contact', 'Recommended by the Larsens.'], ['Ines Moura', 'Favourite contact ★', '360-555-0135'], ['Ines Moura', '★ favourite contact', '360-555-0135'], ['Ines Moura — favourite contact'], ['Ines Moura — a favourite contact'], ['Ines Moura', 'Favourite contact: yes']].map((r) => sc(BS, 'reopen.02', true, r)),
    ...['— favourite contact (pending)', '— favourite contact ✗', '— favourite contact: no', '— favourite contact requested', '— not a favourite contact', '— favourite contact Samuel Reyes'].map((l) => sc(BS, 'reopen.02', false, [`Ines Moura ${l}`])),
  ]);
}, T);
