/**
 * What the builders leave to the app and what they still hold it to (issue #30, kinds K5, K9 and
 * K10 of the s4 fidelity review), judged the way the checker judges the end state: each relaxed
 * field lets a correct app with other words pass, and the cheapest wrong app still fails.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FreeField, RowConstraint } from '../../../src/schemas/task.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';

interface Assertion {
  id: string;
  type: string;
  free?: FreeField[];
  rows?: RowConstraint[];
  api?: string;
  args?: Record<string, unknown>;
}
interface Episode {
  id: string;
  assertions: Assertion[];
}

const suiteTask = (id: string): { episodes: Episode[] } => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as { episodes: Episode[] };
const assertionsOf = (id: string, episode: string): Assertion[] => suiteTask(id).episodes.find((e) => e.id === episode)?.assertions ?? [];
const endState = (id: string, episode: string): { free: FreeField[]; rows: RowConstraint[] } => {
  const world = assertionsOf(id, episode).find((a) => a.type === 'world_matches_reference');
  // As the checker reads them: a free field without a constraint is free of any content.
  return { free: (world?.free ?? []).map((f) => ({ ...f, constraint: f.constraint ?? 'any' })), rows: world?.rows ?? [] };
};

type Row = Record<string, unknown>;
/**
 * The end-state problems of an app whose one inserted row differs from the reference's only in
 * the fields of `theirs`, under the episode's own free fields.
 */
function judge(id: string, episode: string, where: { app: string; table: string }, ours: Row, theirs: Row): string[] {
  const rules = endState(id, episode);
  const change = (row: Row) => [{ app: where.app, table: where.table, inserted: [{ id: 7, ...row }], updated: [], deleted: [] }];
  return compareWithReference({ changes: change({ ...ours, ...theirs }), captures: {}, probed: [] }, { changes: change(ours), captures: {} }, { free: rules.free, rows: [] });
}

const TEXT = { app: 'phone', table: 'text_messages' };

describe('K5: a made-up text holds only what the user dictated, or what names the thing', () => {
  it('a mix texted by its name: no genre and no playlist id demanded', () => {
    const ours = { receiver_id: 3, message: 'Made us a playlist on Spotify: "Deadlift Fuel".' };
    expect(judge('multi.gym-buddy-playlist', 'create', TEXT, ours, { message: 'Queue up Deadlift Fuel tonight' })).toEqual([]);
    // The cheapest wrong app: a text that does not say which playlist.
    expect(judge('multi.gym-buddy-playlist', 'create', TEXT, ours, { message: 'Made you a hip-hop mix!' })).toHaveLength(1);
  });

  it('"send that friend the same verdict by text": the verdict is owed with what it is about (the product or the stars), not both', () => {
    const ours = { receiver_id: 3, message: 'Before you buy the Pour-Over Coffee Maker, Black: I gave it 4 stars. Great coffee, the lid rattles.' };
    expect(judge('multi.coffee-maker-verdict', 'create', TEXT, ours, { message: 'Pour-Over Coffee Maker, Black: four stars. Great coffee, the lid rattles.' })).toEqual([]);
    expect(judge('multi.coffee-maker-verdict', 'create', TEXT, ours, { message: 'That coffee maker? Great coffee, the lid rattles.' })).toEqual([]);
    // s15 (carry, s13-f1 loose_check): the bare line says nothing of what it is about.
    expect(judge('multi.coffee-maker-verdict', 'create', TEXT, ours, { message: 'Skip it? Great coffee, the lid rattles.' })).toHaveLength(1);
    // The cheapest wrong app: a text without the verdict.
    expect(judge('multi.coffee-maker-verdict', 'create', TEXT, ours, { message: 'I gave the Pour-Over Coffee Maker, Black 4 stars.' })).toHaveLength(1);
  });

  it('a payment texted: "a text sent telling them" dictates none of its words, but it goes to the one paid', () => {
    const ours = { receiver_id: 3, message: 'Sent you $27.5 on Venmo.' };
    expect(judge('single.venmo.pay-and-text', 'create', TEXT, ours, { message: 'Paid you back $27.50 for parking' })).toEqual([]);
    expect(judge('single.venmo.pay-and-text', 'create', TEXT, ours, { message: 'Paid you back for the concert parking' })).toEqual([]);
    // The cheapest wrong app: the text goes to someone else.
    expect(judge('single.venmo.pay-and-text', 'create', TEXT, ours, { receiver_id: 4 })).toHaveLength(1);
  });

  it('a draft\'s subject and body the user never dictates are the app\'s, even blank', () => {
    const draft = { app: 'gmail', table: 'drafts' };
    const ours = { subject: 'A song request', body: 'Could you play Golden Thunder? It is in my queue already.' };
    expect(judge('multi.wedding-dance-requests', 'create', draft, ours, { subject: 'Dance pick for Hana' })).toEqual([]);
    expect(judge('multi.wedding-dance-requests', 'create', draft, ours, { subject: '' })).toEqual([]);
    expect(judge('multi.wedding-dance-requests', 'create', draft, ours, { subject: 'Golden Thunder for the dance', body: 'Could you play this one?' })).toEqual([]);
    // "queue Golden Thunder and draft the email": the draft's words are the app's (issue #30, free8),
    // but it asks the host for the song, so it names it, in its subject or body (text9, kit/text-carries.ts).
    expect(judge('multi.wedding-dance-requests', 'create', draft, ours, { body: 'Please play my song!' })).toHaveLength(1);
    expect(judge('multi.wedding-dance-requests', 'create', draft, ours, { subject: 'Golden Thunder?', body: 'Please play my song!' })).toEqual([]);
  });

  it('an email about a song names it in its subject, in any words', () => {
    const email = { app: 'gmail', table: 'emails' };
    const ours = { subject: 'Wandering Fever', body: 'Dad, this is your kind of country. Ask me to play it on Sunday.' };
    expect(judge('single.spotify.dad-song-tip', 'step1', email, ours, { subject: 'A song for you: Wandering Fever' })).toEqual([]);
    expect(judge('single.spotify.dad-song-tip', 'step1', email, ours, { subject: 'A song for you' })).toHaveLength(1);
    // No send_email call is named at all since s11 (a draft sent is as right): the end state judges the email.
    expect(assertionsOf('single.spotify.dad-song-tip', 'step1').find((a) => a.api === 'send_email')).toBeUndefined();
  });
});

describe('K9: fields the user never sets are left to the app, the ones they set are not', () => {
  it('a weekday alarm\'s label', () => {
    const alarm = { app: 'phone', table: 'alarms' };
    const ours = { time: '06:45', label: 'Weekday wake-up', enabled: 1 };
    expect(judge('single.phone.wake-up-alarm', 'create', alarm, ours, { label: '' })).toEqual([]);
    expect(judge('single.phone.wake-up-alarm', 'create', alarm, ours, { label: 'Wake up' })).toEqual([]);
    expect(judge('single.phone.wake-up-alarm', 'create', alarm, ours, { time: '07:45' })).toHaveLength(1);
  });

  it('a review\'s headline when the user gives stars and a sentence', () => {
    const review = { app: 'amazon', table: 'product_reviews' };
    const ours = { product_id: 5, rating: 4, title: '', text: 'Great coffee, the lid rattles.' };
    expect(judge('multi.coffee-maker-verdict', 'create', review, ours, { title: 'Great coffee' })).toEqual([]);
    expect(judge('multi.coffee-maker-verdict', 'create', review, ours, { rating: 5 })).toHaveLength(1);
    expect(judge('single.amazon.honest-review', 'step1', review, { ...ours, title: 'My take' }, { title: '' })).toEqual([]);
  });

  it('a note\'s tags the user never names, but not its content', () => {
    const note = { app: 'simple_note', table: 'notes' };
    const state = endState('multi.climbing-partner-contact', 'create');
    expect(state.free.find((f) => f.field === 'tags')).toMatchObject({ app: 'simple_note', table: 'notes' });
    const met = { title: 'Met Jae Park', tags: ['people'], content: 'Strong on overhangs, free on Tuesday nights.' };
    expect(judge('multi.climbing-partner-contact', 'create', note, met, { tags: [] })).toEqual([]);
    // s15 (free): the content holds the sentence the user dictated, beside the app's words; without it, it fails.
    expect(judge('multi.climbing-partner-contact', 'create', note, met, { content: 'Jae Park, climbing partner: Strong on overhangs, free on Tuesday nights.' })).toEqual([]);
    expect(judge('multi.climbing-partner-contact', 'create', note, met, { content: 'Jae Park, climbing partner.' })).toHaveLength(1);
  });

  it('how many songs a genre playlist gets, when the user names no number: at least one, of the genre', () => {
    for (const [id, episode] of [['multi.gym-buddy-playlist', 'create'], ['multi.sunday-jazz-alarm', 'create'], ['single.spotify.party-electronic', 'create']] as const) {
      const [rule] = endState(id, episode).rows;
      expect(rule, id).toMatchObject({ table: 'playlist_songs', min: 1 });
      expect(rule?.max, id).toBeUndefined();
      expect(rule?.via?.where, id).toHaveProperty('genre');
    }
  });

  it('an alarm time and a file name the planner user never gives', () => {
    const fields = endState('multi.conference-trip', 'create').free.map((f) => `${f.app}.${f.table}.${f.field}`);
    expect(fields).toEqual(expect.arrayContaining(['phone.alarms.time', 'file_system.files.path']));
  });
});

describe('K10: a note saved as a file is judged by its title and text, not by one API\'s layout', () => {
  const file = { app: 'file_system', table: 'files' };
  const title = 'Lemon bars';
  const ours = { path: '/home/alex/documents/recipes/lemon_bars.txt', content: `${title}\n\nzest three lemons, bake 25 minutes\n` };

  it('any layout holding the title and the text passes; a file without the text fails', () => {
    expect(judge('multi.recipe-note-to-mom', 'create', file, ours, { content: `# ${title}\nzest three lemons, bake 25 minutes` })).toEqual([]);
    expect(judge('multi.recipe-note-to-mom', 'create', file, ours, { content: title })).toHaveLength(1);
    expect(judge('multi.recipe-note-to-mom', 'create', file, ours, { path: '/home/alex/documents/recipes/other.txt' })).not.toEqual([]);
  });

  it('after the correction the file must hold the new words and keep the rest', () => {
    const fixed = { ...ours, content: `${title}\n\nzest three lemons, bake 30 minutes\n` };
    expect(judge('multi.recipe-note-to-mom', 'revise', file, fixed, { content: `${title}: zest three lemons, bake 30 minutes` })).toEqual([]);
    expect(judge('multi.recipe-note-to-mom', 'revise', file, fixed, { content: ours.content })).toHaveLength(1);
  });

  it('a digest of two notes: both texts in any order and layout, no merge API demanded', () => {
    const id = 'single.simple_note.merge-work-meetings';
    const rule = endState(id, 'create').free.find((f) => f.field === 'content');
    const [first = '', second = ''] = rule && typeof rule.constraint === 'object' && 'contains' in rule.constraint ? rule.constraint.contains.map(String) : [];
    const note = { app: 'simple_note', table: 'notes' };
    const ours = { title: 'May meetings', content: `## Q2 planning meeting - May 9\n${first}\n\n## 1:1 with manager - May 2\n${second}` };
    expect(judge(id, 'create', note, ours, { content: `${second}\n---\n${first}` })).toEqual([]);
    expect(judge(id, 'create', note, ours, { content: first })).toHaveLength(1);
    expect(assertionsOf(id, 'create').filter((a) => a.type === 'api_called')).toEqual([]);
  });

  it('an archived note: no export API demanded', () => {
    expect(assertionsOf('single.simple_note.holiday-plans-archive', 'create').filter((a) => a.type === 'api_called')).toEqual([]);
    expect(endState('single.simple_note.holiday-plans-archive', 'create').free).toEqual([expect.objectContaining({ app: 'file_system', field: 'content' })]);
  });
});

describe('the voicemail saved as a note', () => {
  it('must carry the message, not one word of it', () => {
    const note = { app: 'simple_note', table: 'notes' };
    const message = 'Hey, your dentist appointment moved to Tuesday at 3pm, please confirm.';
    const ours = { title: 'Dentist moved', content: message };
    expect(judge('single.phone.voicemail-to-note', 'create', note, ours, { content: `Voicemail: ${message}` })).toEqual([]);
    expect(judge('single.phone.voicemail-to-note', 'create', note, ours, { content: 'call the dentist' })).toHaveLength(1);
  });
});

describe('a named write does not demand a field the end state leaves to the app (issue #30, s5 review)', () => {
  it('a receipt note\'s tags: neither the call nor the end state asks for ["receipts"]; its content is still held', () => {
    const id = 'multi.concert-parking-receipt';
    const note = { app: 'simple_note', table: 'notes' };
    // The call check names no argument the end state judges (tags are free, the content is
    // compared there), so it is dropped whole; the end state holds the content.
    const calls = assertionsOf(id, 'create').filter((a) => a.type === 'api_called' && a.api === 'create_note');
    for (const call of calls) expect(Object.keys((call.args ?? {}) as object)).not.toContain('tags');
    const ours = { title: 'Receipt: Arena parking', content: 'lot C, 6pm to midnight', tags: '["receipts"]' };
    expect(judge(id, 'create', note, ours, { tags: '[]' })).toEqual([]);
    expect(judge(id, 'create', note, ours, { content: 'parking' })).not.toEqual([]);
  });
});

describe('a note the user starts for a record may stay empty (issue #30, s5 review)', () => {
  it('liner notes: an empty page passes, a note that does not name the playlist fails', () => {
    const id = 'shared.playlist-liner-note';
    const note = { app: 'simple_note', table: 'notes' };
    const ours = { title: 'Liner notes: Afrobeat Roots 70s', content: 'What ties these songs together.' };
    expect(judge(id, 'b-find', note, ours, { content: '' })).toEqual([]);
    expect(judge(id, 'b-find', note, ours, { title: 'Liner notes', content: '' })).not.toEqual([]);
  });
});

describe('issue #30 (s7): values nobody asked for are the app\'s; what the user said is still held', () => {
  it('"a note to track how I feel on it": no tag, no medicine name, no alarm time demanded of the note', () => {
    const note = { app: 'simple_note', table: 'notes' };
    const ours = { user_id: 1, title: 'Cetirizine log', content: 'Dose: 10 mg at 21:00 daily.', tags: '["health"]', pinned: 0 };
    expect(judge('multi.allergy-pill-alarm', 'create', note, ours, { title: 'Antihistamine log', content: 'Taking 10 mg each night.', tags: '[]' })).toEqual([]);
    // s8 (rubric fidelity/2, Reading 5): the dose the user gives is the note's content; a note without it fails.
    expect(judge('multi.allergy-pill-alarm', 'create', note, ours, { title: 'Antihistamine log', content: '', tags: '[]' })).toHaveLength(1);
    // The note is the user's, not pinned: a note the user never asked pinned still fails.
    expect(judge('multi.allergy-pill-alarm', 'create', note, ours, { title: 'Antihistamine log', pinned: 1 })).toHaveLength(1);
  });

  it('the alarm beside it: a label in the app\'s words, but the time the user said (and the medicine stored somewhere)', () => {
    const alarm = { app: 'phone', table: 'alarms' };
    const ours = { owner_id: 1, time: '21:00', label: 'Take Cetirizine', enabled: 1 };
    expect(judge('multi.allergy-pill-alarm', 'create', alarm, ours, { label: 'Cetirizine pill' })).toEqual([]);
    expect(judge('multi.allergy-pill-alarm', 'create', alarm, ours, { label: 'Cetirizine pill', time: '20:00' })).toHaveLength(1);
    // s10 (Reading 5): with no note here to name it, a label without the medicine stores it nowhere.
    expect(judge('multi.allergy-pill-alarm', 'create', alarm, ours, { label: 'Pill' })).toHaveLength(1);
  });

  it('a text "so the request is not lost" carries no amount the user never asked it to', () => {
    const ours = { receiver_id: 3, message: 'Sent you a Venmo request for 85.' };
    expect(judge('multi.concert-ticket-payback', 'create', TEXT, ours, { message: 'Sent you a Venmo request for the Lumen Fest ticket, please check it' })).toEqual([]);
    expect(judge('multi.concert-ticket-payback', 'create', TEXT, ours, { receiver_id: 4 })).toHaveLength(1);
  });

  it('an email about a playlist names it in its subject or its body', () => {
    const email = { app: 'gmail', table: 'emails' };
    const ours = { subject: 'Slow Flow Thursdays', body: 'Our Slow Flow Thursdays playlist is public now.', recipient_id: 4 };
    expect(judge('shared.yoga-playlist-email', 'b-find', email, ours, { subject: 'New class playlist' })).toEqual([]);
    expect(judge('shared.yoga-playlist-email', 'b-find', email, ours, { body: 'Have a listen!' })).toEqual([]);
    expect(judge('shared.yoga-playlist-email', 'b-find', email, ours, { subject: 'New class playlist', body: 'Have a listen!' })).toHaveLength(1);
  });
});

describe('issue #30 (s7): what the user did say stays owed', () => {
  const freeOf = (id: string, episode: string, app: string, field: string) => endState(id, episode).free.find((f) => f.app === app && f.field === field)?.constraint;

  it('words the user quotes, a day they give, and a snooze time built from them', () => {
    // 'Add "Paid on June 3" at the end of the logo invoice.'
    // (An appended line is owed at the end of the file's text: words7's `at_end`.)
    expect(freeOf('multi.design-invoice-request', 'revise', 'file_system', 'content')).toMatchObject({ at_end: ['Paid on June 3'] });
    // "Draft an invite for board game night on June 3 to Mira."
    expect(freeOf('single.gmail.invite-recipients', 'create', 'gmail', 'body')).toEqual({ contains: expect.arrayContaining(['2023-06-03']) });
    // "Park ... until May 24 at 08:00": not prose, both parts stay.
    expect(freeOf('multi.plumber-email-snooze', 'create', 'gmail', 'snooze_until')).toEqual({ contains: ['2023-05-24', '08:00'] });
  });
});
