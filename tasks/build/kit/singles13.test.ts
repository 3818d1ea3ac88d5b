/**
 * s13 singles13: two single findings closed at their builders.
 * - shared.project-brief-note (s12-f1): "write a brief for the cedar bird feeder project" (a note
 *   describing the project): its text is the app's, but not empty (shapes/cross-app.ts
 *   `describes`). Through the real chain: an empty brief fails, a brief in other words passes.
 * - single.gmail.forward-to-partner (s12-f1): the note forwarded with the latest "Car insurance
 *   renewal" email fits what that email says (the user's own reply about a discount), not a
 *   price it does not hold; the older email with the price stays out of the forward.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

describe('a brief describing the cedar bird feeder project is not an empty note', () => {
  const task = () => suiteTaskById('shared.project-brief-note');
  const brief = (content: string, title = '{{found.0.name}}') => (slot: string, pkg: Obj) => {
    if (slot !== 'B') return pkg;
    const note = (packageAction(pkg, 'find_and_handle').plan as Obj[]).find((s) => s.call === 'simple_note.create_note') as Obj;
    note.args = { title, content };
    return pkg;
  };

  it('an empty note titled with the project fails the end state', async () => {
    const rows = await runCraftedSlots(task(), brief(''), 'singles13-brief');
    expect(failedIn(rows, 'b-find')).toEqual(['b-find.09.world_matches_reference']);
  }, 240_000);

  it('a brief in the app\'s own words passes', async () => {
    const rows = await runCraftedSlots(task(), brief('Purpose: a feeder for the garden birds, built from cedar boards. Plan: cut, assemble, hang by the window.', 'Project overview — {{found.0.name}}'), 'singles13-brief');
    expect(failedIds(rows)).toEqual([]);
  }, 240_000);
});

describe('forward-to-partner: the note fits the latest email it goes with', () => {
  const task = JSON.parse(readFileSync(new URL('../../suite/single.gmail.forward-to-partner.json', import.meta.url), 'utf8')) as Obj;
  const step2 = (task.episodes as Obj[]).find((e) => e.id === 'step2') as Obj;
  const body = (step2.assertions as Obj[]).find((a) => a.type === 'world_matches_reference')!.free.find((f: Obj) => f.app === 'gmail' && f.field === 'body');

  it('asks nothing of a price: the latest email is the user\'s reply about a discount, and the older price email stays out', () => {
    expect(step2.message).not.toMatch(/price/i);
    expect(body.constraint.ends_line).toEqual(['Any other discounts I should ask about?']);
    expect(body.constraint.contains.join(' ')).toMatch(/discount/);
    expect(body.constraint.lacks.length).toBeGreaterThan(0);
  });
});
