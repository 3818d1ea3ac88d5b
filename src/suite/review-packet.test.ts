import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RUBRIC_VERSION } from '../schemas/review.ts';
import type { Task } from '../schemas/task.ts';
import { runTaskEpisodes } from '../stages/run/episodes.ts';
import { referencePackages } from '../stages/run/reference.ts';
import { loadTasks } from './load.ts';
import { taskHash } from './review.ts';
import { RUBRIC_FILE, formatPacket } from './review-packet.ts';
import { GROUNDED_LIMITS, byValueNote, describeAssertion, describeConstraint, plainValue } from './review-describe.ts';
import { mentionsPart } from '../stages/check/number-words.ts';
import { valuesEqual } from '../stages/check/match.ts';
import type { AssertionSpec } from '../schemas/task.ts';
import { twinOf } from './twins/index.ts';

const task = loadTasks().find((t) => t.task.id === 'single.spotify.commute-playlist')?.task as Task;

describe('the review packet', () => {
  it('holds the rubric, the user’s words, every assertion in plain form and what the reference read and changed — not the plans', async () => {
    const records = await runTaskEpisodes({ task, trial: 0, run: 'packet-test', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
    const rubric = readFileSync(RUBRIC_FILE, 'utf8');
    expect(rubric).toContain(`Version: \`${RUBRIC_VERSION}\``);
    const packet = formatPacket(task, records, rubric);
    expect(packet).toContain(rubric.trim());
    expect(packet).toContain(`task_hash: ${taskHash(task)}`);
    expect(packet).toContain(task.apps[0]!.intention);
    for (const episode of task.episodes) {
      if (episode.message) expect(packet).toContain(JSON.stringify(episode.message));
      for (const a of episode.assertions) expect(packet).toMatch(new RegExp(`^  ${a.id.replace(/\./g, '\\.')}: \\S`, 'm'));
    }
    const playlistId = records[1]!.captures.playlistId as number;
    expect(packet).toContain(`create.04.record_matches: read by key, the spotify.playlists row with id = $playlistId (the reference's: ${playlistId}) has title = "Monday Commute"`);
    expect(packet).toContain('create.05.mutation_limit: the episode changes at most 48 row(s) in all');
    // What the reference read (the songs it searched) and what it changed.
    expect(packet).toMatch(/call spotify\.search_songs \{genre: "pop", page_limit: 5\} → ok, read \d+ record\(s\)\n {6}read {2}song_id=\d+ title=/);
    expect(packet).toContain(`inserted id=${playlistId} owner_id=`);
    expect(packet).toContain(`updated  id=${playlistId} title: "Monday Commute" → "Weekly Commute"`);
    expect(packet).toContain('app A: title "Commute Playlist Builder"');
    // Not the builder's code, nor the reference's plans.
    expect(packet).not.toMatch(/\{\{inputs\.|"plan"|for_each|tasks\/build/);
    expect(packet).not.toContain('counterfactual twin');
    // The user's own words for the app count on the open page only, as in the checker: a screen
    // check of a later episode is not described as taking them (s12).
    expect(packet).toMatch(/open\.04\.visible_contains: [^\n]*the user's own words for the app/);
    const later = structuredClone(task);
    later.episodes[1]!.assertions.push({ id: `${later.episodes[1]!.id}.99.visible_contains`, type: 'visible_contains', text: 'Commute', match: 'normalized' });
    expect(formatPacket(later, records, rubric)).toMatch(new RegExp(`${later.episodes[1]!.id}\\.99\\.visible_contains: the screen shows "Commute"[^\n]*$`, 'm'));
    expect(formatPacket(later, records, rubric)).not.toMatch(/\.99\.visible_contains: [^\n]*own words/);
    // With the twin: what it swaps and the look-alikes it adds beside the named records.
    const twin = twinOf(task);
    const withTwin = formatPacket(task, records, rubric, twin);
    expect(withTwin.startsWith(packet.slice(0, packet.indexOf('## Your record')))).toBe(true);
    expect(withTwin).toMatch(/## The counterfactual twin \(runs only under --twins on[^\n]*\n\nswaps "Monday Commute" → "[^"]+" \(text, from create:title\)\n/);
    expect(withTwin).toContain(`adds ${twin.plan.rows.length} look-alike record(s)`);
  });

  it('runs from the command line, and refuses a task the suite does not have', () => {
    const packet = execFileSync('node', ['bin/liveui.js', 'tasks', 'review', '--packet', task.id], { encoding: 'utf8' });
    expect(packet.startsWith(`# Review packet: ${task.id}\n`)).toBe(true);
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync('node', ['bin/liveui.js', 'tasks', 'review', '--packet', 'single.nope'], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('no task single.nope in the suite');
  });
});

describe('the packet says how C1 is judged', () => {
  it('by capability where the episode names an API, so a reviewer is not shown keywords the checker ignores', () => {
    const suite = loadTasks().find((t) => t.task.id === 'shared.babysitter-pay')?.task as Task;
    const actionOf = (task: Task) => task.episodes.find((e) => e.id === 'a-open')!.assertions.find((a) => a.type === 'action_available')!;
    // The suite names the APIs themselves (tasks/build/kit/capable-actions.ts)…
    expect(actionOf(suite)).toMatchObject({ names: ['todoist.create_task', 'todoist.update_task'] });
    // …and a list of keywords beside inputs that name APIs is described by those APIs too.
    const shared = structuredClone(suite);
    Object.assign(actionOf(shared), { names: ['add', 'create'] });
    const packet = formatPacket(shared, [], '');
    expect(packet).toContain('a-open.02.action_available: the first screen has an action whose plan calls todoist.create_task');
    expect(packet).not.toMatch(/a-open\.02\.action_available: [^\n]*"add"/);
  });
});

describe('the packet lists the task’s own world records', () => {
  it('so a reviewer sees the look-alike beside the record the user names (K8), and says so when there is none', () => {
    const shared = loadTasks().find((t) => t.task.id === 'shared.payment-refund-todo')?.task as Task;
    const rows = shared.world.rows ?? [];
    expect(rows.length).toBeGreaterThan(0);
    const packet = formatPacket(shared, [], '');
    expect(packet).toContain(`The task adds ${rows.length} record(s) of its own to the fixture world before the first episode`);
    expect(packet).toMatch(/\n {4}venmo\.transactions id=\d+ [^\n]*description="[^"\n]+"/);
    const bare = structuredClone(shared);
    bare.world.rows = [];
    expect(formatPacket(bare, [], '')).toContain('The task adds no records of its own to the fixture world.');
  });

  it('says when each was made against the frozen clock, so a look-alike titled "(old)" is not read as older (s18)', () => {
    const vet = loadTasks().find((t) => t.task.id === 'shared.vet-visit-text')?.task as Task;
    const packet = formatPacket(vet, [], '');
    expect(packet).toMatch(/title="Book vet checkup \(old\)"[^\n]*\n {6}\(created_at 2023-05-19T12:00:00: after the frozen clock \(2023-05-18T12:00:00\)[^\n]*newer than any record an episode makes/);
    const older = structuredClone(vet);
    older.world.rows = (older.world.rows ?? []).map((r) => ({ ...r, row: { ...r.row, created_at: '2023-05-01T09:00:00' } }));
    expect(formatPacket(older, [], '')).toContain('(created_at 2023-05-01T09:00:00: before the frozen clock (2023-05-18T12:00:00) at which every episode runs: older than any record an episode makes');
  });
});

describe('the packet says which shown values are compared by value', () => {
  it('dates, times, phone numbers, paths and amounts carry a note; names and sentences do not', () => {
    expect(byValueNote('2023-05-30')).toContain('a date, compared by value');
    expect(byValueNote('06:30')).toContain('a time, compared by value');
    expect(byValueNote('2065550177')).toContain('a phone number, compared by its digits');
    expect(byValueNote('206-555-0177')).toContain('a phone number');
    expect(byValueNote('~/documents/log.txt')).toContain('a path');
    expect(byValueNote(40)).toContain('a number, compared by value');
    expect(byValueNote('Weekly Commute')).toBe('');
    expect(byValueNote('Fix the garage door by 2023-06-03')).toBe('');
    // The first screen's words: the checker also takes the user's own words for the app.
    const open = { id: 'open.03.visible_contains', type: 'visible_contains', text: ['bedtime'], match: 'normalized' } as AssertionSpec;
    expect(describeAssertion(open, {}, [], ['calm', 'bedtime', 'queued'])).toBe('the screen shows any of "bedtime", or any of the user\'s own words for the app: "calm" | "queued" (each word in any form: singular or plural, British or American spelling)');
    expect(describeAssertion(open)).toBe('the screen shows any of "bedtime"');
    expect(describeAssertion({ id: 'create.09.visible_result_grounded', type: 'visible_result_grounded', value: '2023-05-31', match: 'normalized' } as AssertionSpec)).toContain('"2023-05-31" (a date, compared by value');
    // A date or time among a result's state words is compared by value too, and says so (s18: a
    // reviewer read the list of spellings as the only ones taken).
    const until = { id: 'step1.10.visible_result_grounded', type: 'visible_result_grounded', value: 'Code review', match: 'normalized', state: ['2023-05-22', 'may 22'] } as AssertionSpec;
    expect(describeAssertion(until)).toContain('"2023-05-22" | "may 22" (a date, compared by value');
    expect(describeAssertion({ ...until, state: ['09:00', '9 am'] } as AssertionSpec)).toContain('"9 am" (a time, compared by value');
    expect(describeAssertion({ ...until, state: ['snoozed', 'hidden'] } as AssertionSpec)).not.toContain('compared by value');
  });
});

describe('the packet says how end-state rules and call arguments compare', () => {
  it('a `contains` rule names its by-value parts, and what it says is what the checker does', () => {
    const said = describeConstraint({ contains: ['2023-05-30', 'Hana'] });
    expect(said).toContain('"2023-05-30" (a date, compared by value');
    expect(said).toContain('and "Hana", case and spacing aside');
    // The forms the note names are the ones the checker's rule accepts.
    expect(mentionsPart('Flying out May 30', '2023-05-30')).toBe(true);
    expect(mentionsPart('call (206) 555-0142', '2065550142')).toBe(true);
    expect(mentionsPart('saved to /home/alex/documents/x.txt', '~/documents/x.txt')).toBe(true);
    expect(mentionsPart('paid $40.00', 40)).toBe(true);
    expect(mentionsPart('Flying out May 31', '2023-05-30')).toBe(false);
    expect(describeConstraint('non_empty')).toBe('any non-empty value');
    expect(describeConstraint({ one_of: ['a', 'b'] })).toBe('one of "a" | "b"');
  });

  it('an end-state check names a record it lets follow the user\'s change (in_step), from and to', () => {
    const spec = { id: 'revise.08.world_matches_reference', type: 'world_matches_reference', free: [], rows: [], in_step: [{ app: 'phone', table: 'alarms', field: 'label', from: 'Water the plants', to: 'Water the succulents' }] } as unknown as AssertionSpec;
    expect(describeAssertion(spec)).toContain('kept in step (may change exactly so, or stay): phone.alarms.label "Water the plants" → "Water the succulents"');
    const plain = { ...spec, in_step: undefined } as unknown as AssertionSpec;
    expect(describeAssertion(plain)).not.toContain('kept in step');
  });

  it('a row set says its rows belong under the records the reference\'s rows belong to', () => {
    const spec = { id: 'create.12.world_matches_reference', type: 'world_matches_reference', free: [], rows: [{ app: 'spotify', table: 'playlist_songs', min: 1, where: {}, via: { field: 'song_id', app: 'spotify', table: 'songs', where: { genre: 'electronic' } } }] } as unknown as AssertionSpec;
    expect(describeAssertion(spec)).toContain('a row the app adds under another record is an extra write');
    const anywhere = { ...spec, rows: [{ app: 'spotify', table: 'playlist_songs', min: 1, where: {}, anywhere: true }] } as unknown as AssertionSpec;
    expect(describeAssertion(anywhere)).not.toContain('under another record');
  });

  it('a keyed relabel in the app\'s own words says which new value the label may tell, not an empty from and to', () => {
    const spec = { id: 'revise.11.world_matches_reference', type: 'world_matches_reference', free: [], rows: [], in_step: [{ app: 'phone', table: 'alarms', field: 'label', from: '', to: '', key: { id: '$alarm' }, mentions: ['2023-06-12', 'June 12'] }] } as unknown as AssertionSpec;
    const said = describeAssertion(spec);
    expect(said).toContain('phone.alarms (row $alarm).label may be reworded in any words that mention one of "2023-06-12" | "June 12"');
    expect(said).not.toContain('"" → ""');
  });

  it('call arguments and record fields say texts are compared case and spacing aside', () => {
    const call = { id: 'create.05.api_called', type: 'api_called', app: 'gmail', api: 'send_email', args: { subject: 'Hi' } } as unknown as AssertionSpec;
    expect(describeAssertion(call)).toContain('case and spacing aside');
    expect(valuesEqual('Hello  world', 'hello world')).toBe(true);
    expect(valuesEqual('$40.00', 40)).toBe(true);
  });
});

describe('the packet says what every result check refuses and when it cuts a text (s17)', () => {
  it('states the dump and look-up limits once, and marks a cut text with its full length', async () => {
    const records = await runTaskEpisodes({ task, trial: 0, run: 'packet-test', packages: referencePackages(task), settings: { apis: 'live', persist: 'kept' }, seedOffset: 0 });
    const packet = formatPacket(task, records, readFileSync(RUBRIC_FILE, 'utf8'));
    expect(packet.split(GROUNDED_LIMITS).length).toBe(2);
    expect(GROUNDED_LIMITS).toContain('a look-up that lists every record does not say which one it found');
    const long = `${'word '.repeat(40)}end.`;
    expect(plainValue(long)).toBe(`${JSON.stringify(`${long.slice(0, 160)}…`)} (cut on this page; ${long.length} characters in all)`);
    expect(plainValue('Great coffee, the lid rattles.')).toBe('"Great coffee, the lid rattles."');
  });
});
