/**
 * s35 people, on the real built tasks: a share asked beside its person goes with the name it is written with, and a
 * card with each person's name over their share tells it (camping-expenses s32-s251-f1, s32-re3-f1; gift-pool
 * s32-re0-f3). The reference's own lines and other wordings pass; a line giving the asked amount to the other person,
 * or a card with the amounts swapped, fails.
 */
import { describe, expect, it } from 'vitest';
import { boundToOwn } from '../../../src/stages/check/s35.ts';
import { probeCases, referenceRecords, tempDir, type ProbeCase as Case } from '../../../src/stages/__tests__/helpers.ts';

const { run, sc, rs } = probeCases(referenceRecords(tempDir('s35-people')));
const T = 600_000;

describe('boundToOwn: whose amount a line tells', () => {
  const own = ['Mira Ito', 'Mira', 'mira.ito@proton.me'];
  const rivals = ['Tomas Rossi', 'Tomas', 'tomas.rossi@yahoo.com'];
  it.each([
    ['Mira Ito owes $30.00, Tomas Rossi owes $45.00', false], ['Tomas $45, Mira $30', false], ['Mira Ito, Tomas Rossi: $30.00, $45.00', false],
    ['Mira Ito owes $30.00 (Tomas Rossi $45.00)', false], ['Mira Ito · Tomas Rossi owes $45.00', false], ['$30 Mira, $45 Tomas', false],
    ['Mira Ito owes $45.00, Tomas Rossi owes $30.00', true], ['Tomas $30, Mira $45', true], ['$45 by Mira, $30 by Tomas', true], ['$30 by Tomas, $45 by Mira', true],
    ['Mira Ito owes $45.00 and Tomas Rossi owes $30.00', true], ['Updated: Mira Ito now owes $45.00 (Tomas Rossi: $30.00)', true], ['Mira owes $45', true],
  ] as const)('%s → %s', (line, want) => {
    expect(boundToOwn(line, '45', own, rivals, 'normalized')).toBe(want);
  });
});

const CE = 'single.splitwise.camping-expenses';
const R = 'Tent and gear rental';
it('camping-expenses: Mira\'s $45 on her own line or card (s32-s251-f1, s32-re3-f1)', async () => {
  const cases: Case[] = [];
  const wrongLines = [`${R} now $105.00: Mira Ito owes $30.00, Tomas Rossi owes $45.00`, `${R} now $105.00 — Mira Ito paid; Tomas Rossi owes $45.00`, `${R} $105: Mira $30.00 / Tomas $45.00`,
    'Tomas $45, Mira $30', 'Mira Ito owes $30.00 (Tomas Rossi $45.00)', 'Mira Ito · Tomas Rossi owes $45.00'];
  const rightLines = ['Mira Ito owes $45.00, Tomas Rossi owes $30.00', 'Mira $45.00 / Tomas $30.00', 'Tomas $30, Mira $45', `Updated ${R} — $105: Mira owes $45, Tomas owes $30`];
  const wrongCards = [[`${R} — $105`, 'Mira Ito', 'owes $30.00', 'Tomas Rossi', 'owes $45.00'], [`${R} — $105`, 'Mira Ito', '$30.00', 'Tomas Rossi', '$45.00']];
  const rightCards = [[`${R} — $105`, 'Mira Ito', 'owes $45.00', 'Tomas Rossi', 'owes $30.00'], [`${R} — $105`, 'Mira Ito', '$45.00', 'Tomas Rossi', '$30.00'], [`${R} — $105`, 'Mira Ito owes', '$45.00', 'Tomas Rossi owes', '$30.00']];
  for (const l of wrongLines) cases.push(rs(CE, 'revise.08', false, [`${R} updated`, l]), sc(CE, 'reopen.07', false, [`${R} — $105`, l]));
  for (const l of rightLines) cases.push(rs(CE, 'revise.08', true, [`${R} updated`, l]), sc(CE, 'reopen.07', true, [`${R} — $105`, l]));
  for (const c of wrongCards) cases.push(rs(CE, 'revise.08', false, c), sc(CE, 'reopen.07', false, c));
  for (const c of rightCards) cases.push(rs(CE, 'revise.08', true, c), sc(CE, 'reopen.07', true, c));
  // s35-v0-f1: a value line under the other person's name is theirs, whatever name comes below it.
  const tomasFirst = [[`${R} — $105`, 'Tomas Rossi', 'owes $45.00', 'Mira Ito', 'owes $30.00'], [`${R} — $105`, 'Tomas Rossi owes', '$45.00', 'Mira Ito owes', '$30.00'],
    [`${R} — $105`, 'Tomas Rossi', 'owes $45.00', 'Mira Ito'], ['Tomas Rossi', '$45.00', 'Mira Ito', '$30.00']];
  for (const c of tomasFirst) cases.push(rs(CE, 'revise.08', false, c), sc(CE, 'reopen.07', false, c));
  for (const c of [[`${R} — $105`, 'Tomas Rossi', 'owes $30.00', 'Mira Ito', 'owes $45.00'], ['Tomas Rossi', '$30.00', 'Mira Ito', '$45.00']]) cases.push(rs(CE, 'revise.08', true, c), sc(CE, 'reopen.07', true, c));
  await run(cases);
}, T);
