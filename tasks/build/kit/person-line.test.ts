/**
 * The one person a step sends, pays or records to, on any changed line (s15 line3,
 * `person-line.ts`), read off the real built suite, and the reference app through the real
 * generate → run → check chain still passing every check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import { PERSON_LINE_NOTE } from './person-line.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const checks = (t: Obj, episode: string): Obj[] => ((t.episodes as Obj[]).find((e) => e.id === episode)!.assertions as Obj[]);

describe('person-line', () => {
  it.each([
    ['shared.call-plumber-voice', 'b-find', 'Sofia'],
    ['shared.group-welcome-email', 'b-find', 'Aisha'],
  ])('%s asks the person on any changed line, not on the value\'s', (id, episode, first) => {
    const all = checks(suiteTaskById(id), episode);
    expect(all.filter((a) => a.beside !== undefined)).toEqual([]);
    const own = all.filter((a) => String(a.note ?? '').includes(PERSON_LINE_NOTE));
    expect(own).toHaveLength(1);
    expect(own[0]!.state).toContain(first);
  });
  it('keeps the action word asked where it was', () => {
    const all = checks(suiteTaskById('shared.call-plumber-voice'), 'b-find');
    expect(all.some((a) => a.type === 'visible_result_grounded' && (a.state ?? []).includes('voice note') && a.value === 'Leaky bathroom tap, washer gone')).toBe(true);
  });
  it('keeps a split\'s share beside its person', () => {
    expect(checks(suiteTaskById('single.splitwise.camping-expenses'), 'revise').some((a) => a.beside !== undefined)).toBe(true);
  });
  it('does not count the playlist title "For Ruby" as telling whom the text went to', () => {
    const c = checks(suiteTaskById('multi.breakup-comfort-mix'), 'create').find((a) => a.id === 'create.15.visible_result_grounded')!;
    expect(c.state_apart).toEqual(['For Ruby']);
  });
  it.each([
    ['shared.draft-heads-up-text', 'coming'],
    ['shared.vet-visit-text', 'done'],
    ['shared.group-heads-up-text', 'ready'],
  ])('%s: the text must say what it is about', (id, word) => {
    const text = checks(suiteTaskById(id), 'b-find').flatMap((a) => (a.free ?? []) as Obj[]).find((f) => f.table === 'text_messages')!;
    expect(text.mentions_one).toContain(word);
  });
  it('the reference apps pass every check', async () => {
    expect(failedIds(await runCraftedSlots(suiteTaskById('shared.call-plumber-voice'), (_slot, pkg) => pkg, 'person-line'))).toEqual([]);
  }, 60_000);
});
