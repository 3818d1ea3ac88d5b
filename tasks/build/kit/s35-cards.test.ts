/**
 * s35 cards, on the real built tasks: a kept card after reopen still giving the old due date fails where a badge, a
 * list's name, the people it is shared with or a numbered field stands between its new and old date
 * (multi.dinner-party, multi.move-in-day s32-re2-f1; multi.grandpa-voicemail-followup, multi.dad-garage-handoff
 * s32-re1-f1). Correct cards, and another to-do's card below ("Groceries" / "Due <old>"), still pass.
 */
import { describe, expect, it } from 'vitest';
import { screenJudge, referenceRecords, tempDir, type ScreenLine, dueTodos } from '../../../src/stages/__tests__/helpers.ts';

const recordsOf = referenceRecords(tempDir('s35-cards'));
const judge = screenJudge(recordsOf);
const h2 = (line: string) => ['h2', line] as const;
const cases: [string, string, boolean, ScreenLine[]][] = [];
const add = (finding: string, task: string, want: boolean, lines: ScreenLine[]) => cases.push([finding, task, want, lines]);

const FIELDS: Record<string, string[]> = {
  'multi.dinner-party': ['⭐ Starred', '🔥 High priority', 'With Aisha', '📌 Pinned', 'Home', '🏷 Party', 'Dinner'],
  'multi.move-in-day': ['📌 Pinned', 'Split with Chloe', '⭐ Starred', 'Home', 'Moving'],
  'multi.grandpa-voicemail-followup': ['Home', 'Personal', 'Inbox', 'Family', '📞 Phone', '⭐ Starred'],
  'multi.dad-garage-handoff': ['Home', 'Errands', 'Inbox', 'Family', 'Personal', 'Garage'],
};
const FINDING: Record<string, string> = {
  'multi.dinner-party': 's32-re2-f1', 'multi.move-in-day': 's32-re2-f1',
  'multi.grandpa-voicemail-followup': 's32-re1-f1', 'multi.dad-garage-handoff': 's32-re1-f1',
};
for (const [task, title, iso, now, old] of dueTodos(Object.keys(FIELDS))) {
  const id = FINDING[task]!;
  const log = [h2('Log'), `${title} is now due ${iso}, urgent.`];
  for (const x of FIELDS[task]!) {
    for (const ctx of [[], log]) {
      add(id, task, false, [title, `Rescheduled to ${now}`, x, `Due ${old}`, ...ctx]);
      add(id, task, false, [title, `Due ${now}`, x, `Due: ${old}`, ...ctx]);
      add(id, task, false, [title, `Moved to ${now}`, x, `Due: ${old}`, ...ctx]);
      // Right: the card told whole at the new date, the field anywhere on it.
      add(id, task, true, [title, `Due ${now}`, x, ...ctx]);
      add(id, task, true, [title, x, `Due ${now}`, ...ctx]);
      add(id, task, true, [title, `Rescheduled to ${now}`, x, `Due ${now}`, ...ctx]);
      add(id, task, true, [title, `Due ${now}`, x, `Was due ${old}`, ...ctx]);
    }
  }
  add(id, task, false, [title, `Due ${now}`, 'Guests: 6', `Due: ${old}`]);
  add(id, task, false, [title, `Due ${now}`, 'Together with Sam', `Due: ${old}`, ...log]);
  // Right: another to-do's card below, by a title of its own (one word or more).
  for (const other of ['Groceries', 'Pick up groceries', 'Pay the rent', 'Shopping', 'Water the plants']) {
    add(id, task, true, [title, `Due ${now}`, other, `Due ${old}`]);
    add(id, task, true, [title, `Due ${now}`, other, `Due: ${old}`, ...log]);
  }
  add(id, task, true, [title, `Due ${now}`, 'Home', 'Groceries', `Due ${old}`]);
  add(id, task, true, [`${title} — due ${now} (was ${old})`]);
  add(id, task, true, [title, `Due ${now}`, 'Guests: 6']);
}

describe('s35 cards: a badge, a list, the people shared with, a numbered field are the card\'s own', () => {
  it.each(cases.map((c, i) => [i, ...c] as const))('#%i %s %s → %s', async (_i, _id, task, want, lines) => {
    expect((await judge(task, 'reopen.07'))(lines)).toBe(want);
  });
});
