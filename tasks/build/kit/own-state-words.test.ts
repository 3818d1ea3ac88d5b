/**
 * s16 (issue #30, Reading 4): a state shown in the user's own plain word passes; the opposite
 * state still fails. The real generate → run → check chain with hand-made apps (crafted-model).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIn, rewritten, runCrafted as runCraftedModel, suiteTaskById, withCheck } from '../../../src/stages/__tests__/crafted-model.ts';
import { ownStateWords } from './own-state-words.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'own-state-words');

/** The package's shown texts with each `[from, to]` replaced (exact strings only, so API names stay). */
const saying = (pairs: [string, string][]) => (pkg: Obj): Obj => rewritten(pkg, (text) => pairs.find(([from]) => from === text)?.[1] ?? text);

describe('the user\'s own word for a state (ownStateWords)', () => {
  it('joins only where the user said it and the list tells that state', () => {
    expect(ownStateWords('No collection over the holidays, turn the bins alarm off.', ['paused', 'turned off'])).toEqual(['off']);
    expect(ownStateWords('Pause the bins alarm.', ['paused', 'turned off'])).toEqual([]);
    expect(ownStateWords('Turn the bins alarm off.', ['resumed', 'turned on'])).toEqual([]);
    expect(ownStateWords('Flag the newest one as unread again.', ['unread', 'not read'])).toEqual(['flagged']);
    expect(ownStateWords('Mark it unread.', ['unread', 'not read'])).toEqual([]);
  });

  it('bins alarm: "Bins out … (off)" passes revise; an app that shows it still on fails', async () => {
    const t = suiteTaskById('single.phone.bin-night-alarm');
    const off = await runCrafted(t, saying([['Alarm {{inputs.alarm_id}} is paused.', 'Alarm {{inputs.alarm_id}}: off.'], ['paused', 'off']]));
    expect(failedIn(off, 'revise')).toEqual([]);
    const before = withCheck(t, 'revise.07.visible_result_grounded', (a) => ({ ...a, state: a.state.filter((w: string) => !/\boff\b/.test(w)) }));
    expect(failedIn(await runCrafted(before, saying([['Alarm {{inputs.alarm_id}} is paused.', 'Alarm {{inputs.alarm_id}}: off.'], ['paused', 'off']])), 'revise')).toContain('revise.07.visible_result_grounded');
    const on = await runCrafted(t, saying([['Alarm {{inputs.alarm_id}} is paused.', 'Alarm {{inputs.alarm_id}}: on.'], ['paused', 'on']]));
    expect(failedIn(on, 'revise')).toContain('revise.07.visible_result_grounded');
  }, 60_000);

  it('Venmo notification: "Costco run … flagged" passes revise and reopen; "read" fails', async () => {
    const t = suiteTaskById('single.venmo.notification-reset');
    const flagged = saying([
      ['Flagged unread: {{latest.0.message}}', 'Flagged: {{latest.0.message}}'],
      ['Notification {{latest.0.notification_id}} is unread again: {{latest.0.message}}', 'Notification {{latest.0.notification_id}} flagged: {{latest.0.message}}'],
      ['unread {{latest.0.notification_id}}', 'flagged {{latest.0.notification_id}}'],
    ]);
    const rows = await runCrafted(t, flagged);
    expect([...failedIn(rows, 'revise'), ...failedIn(rows, 'reopen')]).toEqual([]);
    // Before the fix (the list without the user's word) the same app failed.
    const before = withCheck(t, 'revise.07.visible_result_grounded', (a) => ({ ...a, state: a.state.filter((w: string) => w !== 'flagged') }));
    expect(failedIn(await runCrafted(before, flagged), 'revise')).toContain('revise.07.visible_result_grounded');
    const read = saying([
      ['Flagged unread: {{latest.0.message}}', 'Read: {{latest.0.message}}'],
      ['Notification {{latest.0.notification_id}} is unread again: {{latest.0.message}}', 'Notification {{latest.0.notification_id}} read: {{latest.0.message}}'],
      ['unread {{latest.0.notification_id}}', 'read {{latest.0.notification_id}}'],
    ]);
    expect(failedIn(await runCrafted(t, read), 'revise')).toContain('revise.07.visible_result_grounded');
  }, 60_000);
});
