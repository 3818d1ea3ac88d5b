/**
 * s16 named (issue #30 unrequested_value; kit/typed-forms.ts): a change tells its record in the
 * form the user gave it. Crafted runs use the real generate → run → check chain with a local model
 * server answering with a hand-edited reference.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const check = (task: Obj, id: string): Obj => (task.episodes as Obj[]).flatMap((e) => e.assertions ?? []).find((a: Obj) => a.id === id) as Obj;

/** An action whose plan keeps only the calls `keep` names, and ends with `message`; its log line names the record by `name` (and says `what`). */
const planned = (action: string, keep: (api: string) => boolean, name: string, message: string, what?: string) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, action);
  act.plan = (act.plan as Obj[]).filter((s) => s.call === undefined || keep(String(s.call)));
  const append = (act.plan as Obj[]).find((s) => s.append);
  if (append) append.item = { ...append.item, name, ...(what === undefined ? {} : { what }) };
  (act.plan as Obj[])[act.plan.length - 1] = { message };
  return pkg;
};

describe('a change told in the form the user gave', () => {
  it('adds the id, the person, the position and the item struck off as forms of the check', () => {
    expect(check(suiteTaskById('single.amazon.earbuds-return'), 'step2.07.visible_result_grounded').or).toContain('$returnId');
    expect(check(suiteTaskById('multi.anniversary-candle-order'), 'revise.07.visible_result_grounded').or).toContain('Scented Soy Candle, Cedar');
    expect(check(suiteTaskById('single.splitwise.road-trip-roster'), 'followup.07.visible_result_grounded').or).toContain('caleb.larsen@yahoo.com');
    expect(check(suiteTaskById('single.simple_note.reading-list-drop'), 'revise.07.visible_result_grounded').or).toContain('The Overstory');
    expect(check(suiteTaskById('single.simple_note.party-shopping-tick'), 'revise.07.visible_result_grounded').or).toContain('lemonade');
    expect(check(suiteTaskById('single.spotify.queue-fix'), 'step2.07.visible_result_grounded').or).toEqual([2]);
    expect(check(suiteTaskById('single.todoist.flat-party-invite'), 'revise.09.visible_result_grounded').or).toContain('$projectId');
    expect(check(suiteTaskById('single.amazon.gift-queue'), 'reopen.06.persisted_visible').or).toContain('1000-Piece Jigsaw Puzzle');
    expect(check(suiteTaskById('service.note-tags'), 'revise.07.visible_result_grounded').beside).toContain('$recordId');
    // A person is no form of a text the user dictated (a folder's note), only of the record they named.
    expect(check(suiteTaskById('multi.garage-sale-folder'), 'revise.13.visible_result_grounded').or ?? []).not.toContain('ruby.silva@yahoo.com');
  });

  it('queue-fix: "Removed position 2 from your queue" passes step2.07; a read-only look at position 2 fails it', async () => {
    const task = suiteTaskById('single.spotify.queue-fix');
    const right = await runCrafted(task, planned('drop_position', (api) => api === 'spotify.remove_song_from_queue', 'position {{inputs.position}}', 'Removed position {{inputs.position}} from your queue.'), 'named-queue-right');
    expect(failedIds(right).filter((id) => id.startsWith('step2.'))).toEqual([]);
    const wrong = await runCrafted(task, planned('drop_position', (api) => api === 'spotify.show_song', 'position {{inputs.position}}', 'Queue position {{inputs.position}} looked at.', 'looked at'), 'named-queue-wrong');
    expect(failedIds(wrong)).toContain('step2.07.visible_result_grounded');
  }, 30_000);

  it('earbuds-return: "Return 2131482 cancelled" passes step2.07; showing the return without cancelling fails it', async () => {
    const task = suiteTaskById('single.amazon.earbuds-return');
    const right = await runCrafted(task, planned('cancel_return', (api) => api === 'amazon.cancel_return', 'return {{inputs.return_id}}', 'Return {{inputs.return_id}} cancelled.'), 'named-return-right');
    expect(failedIds(right).filter((id) => id.startsWith('step2.'))).toEqual([]);
    const wrong = await runCrafted(task, planned('cancel_return', (api) => api === 'amazon.show_return', 'return {{inputs.return_id}}', 'Return {{inputs.return_id}} looked up.', 'looked up'), 'named-return-wrong');
    expect(failedIds(wrong)).toContain('step2.07.visible_result_grounded');
  }, 30_000);
});
