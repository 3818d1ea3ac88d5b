/**
 * s24 renames lane: after a rename or a changed number, a reopen rejects the old value shown as the
 * record's current one, and still passes a correct app (the new name only, nothing of it, or a log
 * telling the rename). Real task specs, the real checker, reopened screens.
 * - expense-claim-note, split-then-venmo s23-r3-f1 (description renames)
 * - thanksgiving-label, lease-topic-label s23-r3-f1 (label renames beside a topic note)
 * - cover-letter-draft s23-s13-f1 (path rename in a multi task)
 * - concert-ticket-payback s23-s13-f1 (amount changed $85 → $78)
 * - workout-mix s23-s12-f1 (made-list row carrying a log word)
 * - label-recolor-garden s23-r1-f1 (a kept log line excusing a stale row)
 */
import { describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';
import { reopenedScreen, suiteTask } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';

const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id.startsWith(id));
  if (!spec) throw new Error(`${task}: no ${id}`);
  return { ...spec, record: undefined } as AssertionSpec;
};
const reopened = (rows: [string, string][]): EpisodeRecord => reopenedScreen(rows);
const passes = (task: string, id: string, rows: [string, string][]) => evaluate(check(task, id), reopened(rows), {}).passed;
const p = (line: string): [string, string] => ['p', line];

describe('description renames (expense-claim-note, split-then-venmo s23-r3-f1)', () => {
  const E = 'shared.expense-claim-note';
  it('the stale row beside a rename log fails', () => {
    expect(passes(E, 'a-reopen.06', [p('Taxi to airport (id 2913344) · Amount: 46 · With: Felix'), p('Renamed 2913344 to Taxi to airport SEA.')])).toBe(false);
    expect(passes('shared.split-then-venmo', 'a-reopen.06', [p('Concert tickets (id 7865684) · Amount: 140 · With: elena.haddad@outlook.com'), p('Renamed 7865684 to Concert tickets Arlo.')])).toBe(false);
  });
  it('the new name only (which holds the old), nothing, or a log telling the rename passes', () => {
    expect(passes(E, 'a-reopen.06', [p('Taxi to airport SEA (id 2913344) · Amount: 46 · With: Felix')])).toBe(true);
    expect(passes(E, 'a-reopen.06', [p('No expenses shown')])).toBe(true);
    expect(passes(E, 'a-reopen.06', [p('Taxi to airport SEA · 46'), p('Renamed Taxi to airport to Taxi to airport SEA'), p('Created Taxi to airport (46)')])).toBe(true);
    expect(passes('shared.split-then-venmo', 'a-reopen.06', [p('Concert tickets Arlo · 140')])).toBe(true);
  });
});

describe('label renames beside a topic note (thanksgiving-label, lease-topic-label s23-r3-f1)', () => {
  it('the label still shown under its old name fails', () => {
    expect(passes('multi.thanksgiving-label', 'reopen.06', [p('Thanksgiving (label 8650192) — first thread: Flights for Thanksgiving'), p('Renamed label 8650192 to "Thanksgiving Travel".')])).toBe(false);
    expect(passes('multi.lease-topic-label', 'reopen.06', [p('Apartment — first: New lease terms (label 5476573) — filed, note started'), p('Label 5476573 renamed to Lease 2023.')])).toBe(false);
    expect(passes('multi.thanksgiving-label', 'reopen.06', [['h2', 'Labels'], p('Thanksgiving'), ['h2', 'Notes'], p('Thanksgiving Travel notes')])).toBe(false);
  });
  it('the label under its new name, with the topic note keeping the old word, passes', () => {
    // s25 per-record: the topic note's own lines (its title, bare under "Notes") are told apart by the
    // world's note after the episode, read in perrecord.test.ts with the reference run's probes.
    // s25 logverbs: the user's own verb ("start a note") tells a log only before the name.
    expect(passes('multi.lease-topic-label', 'reopen.06', [p('Lease 2023 — first: New lease terms (label 5476573)'), p('Started note "Apartment"'), p('Renamed label Apartment to Lease 2023')])).toBe(true);
  });
});

describe('path rename in a multi task (cover-letter-draft s23-s13-f1)', () => {
  const C = 'multi.cover-letter-draft';
  it('the old path shown as the file now fails', () => {
    expect(passes(C, 'reopen.06', [p('~/documents/cover_letter_draft.txt (file 1437929) — to-do "Proofread cover letter" due 2023-06-06'), p('Renamed file 1437929 to cover_letter_final.txt')])).toBe(false);
  });
  it('the new path, or a log of the rename, passes', () => {
    expect(passes(C, 'reopen.06', [p('~/documents/cover_letter_final.txt (file 1437929) — to-do "Proofread cover letter" due 2023-06-06')])).toBe(true);
    expect(passes(C, 'reopen.06', [p('~/documents/cover_letter_final.txt'), p('Renamed cover_letter_draft.txt to cover_letter_final.txt')])).toBe(true);
  });
});

describe('a changed amount (concert-ticket-payback s23-s13-f1)', () => {
  const T = 'multi.concert-ticket-payback';
  it('the request still shown at $85 beside a log of $78 fails', () => {
    const rows = [p('Lumen Fest ticket — $85 — Ruby Silva — pending'), p('request 3424562 → $78')];
    expect(passes(T, 'reopen.07', rows)).toBe(false);
    expect(passes(T, 'reopen.03', [p('Lumen Fest ticket — Ruby Silva — pending'), p('request 3424562 → $78')])).toBe(false);
  });
  it('the name beside $78 passes, with a kept text that quoted $85', () => {
    const rows = [p('Lumen Fest ticket — $78 — Ruby Silva — pending'), p('Texted Ruby Silva: "I requested $85 for the Lumen Fest ticket"')];
    expect(passes(T, 'reopen.07', rows)).toBe(true);
    expect(passes(T, 'reopen.03', rows)).toBe(true);
    expect(passes(T, 'reopen.03', [['h3', 'Lumen Fest ticket'], p('Amount: $78.00')])).toBe(true);
  });
});

describe('made-list rows carrying a log word (workout-mix s23-s12-f1)', () => {
  const W = 'single.spotify.workout-mix';
  it('a row with a "created" field or "songs added" fails beside a rename log', () => {
    expect(passes(W, 'reopen.06', [p('Leg Day Mix — playlist 6364352 (rock) — created 2023-05-18'), p('Renamed Leg Day Mix to Leg Day Heavy Mix')])).toBe(false);
    expect(passes(W, 'reopen.06', [p('Leg Day Mix (rock, 5 songs added)'), p('Renamed Leg Day Mix to Leg Day Heavy Mix')])).toBe(false);
  });
  it('a log entry ("Created Leg Day Mix", "Leg Day Mix was created") beside the new name passes', () => {
    expect(passes(W, 'reopen.06', [p('Leg Day Heavy Mix — playlist 6364352 (rock)'), p('Created Leg Day Mix with 5 rock songs'), p('Renamed Leg Day Mix to Leg Day Heavy Mix')])).toBe(true);
    expect(passes(W, 'reopen.06', [p('Leg Day Heavy Mix'), p('"Leg Day Mix" was created')])).toBe(true);
  });
});

describe('a kept log line no longer excuses a stale row (label-recolor-garden s23-r1-f1)', () => {
  const L = 'single.todoist.label-recolor-garden';
  it('"garden — yellow" beside "Label garden is now green." fails', () => {
    expect(passes(L, 'reopen.07', [p('garden — yellow (label 6064155)'), p('Label garden is now green.')])).toBe(false);
    expect(passes(L, 'reopen.07', [p('Name\tColour'), p('garden\tyellow'), p('Label garden is now green.')])).toBe(false);
  });
  it('the row green, with a log of what was made, passes', () => {
    expect(passes(L, 'reopen.07', [p('garden — green (label 6064155)'), p('Made garden (yellow)')])).toBe(true);
    expect(passes(L, 'reopen.07', [p('garden — green')])).toBe(true);
  });
});
