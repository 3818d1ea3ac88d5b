/**
 * s16 words3 (issue #30; kit/users-verbs.ts, kit/typed-forms.ts): a state check takes the user's
 * own verb ("pull it back out", "throw it away"), and a change is told in the form the user gave
 * (the person by name, the deleted comment by its text, the person alone on a to-whom check).
 * Crafted runs use the real generate → run → check chain with a hand-edited reference.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AssertionRow } from '../../../src/schemas/assertions.ts';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** Whether the run checked `id` and it passed (a run that never reached it does not count). */
const passed = (rows: readonly AssertionRow[], id: string): boolean => rows.some((r) => r.assertion === id && r.passed);

const check = (task: Obj, id: string): Obj => (task.episodes as Obj[]).flatMap((e) => e.assertions ?? []).find((a: Obj) => a.id === id) as Obj;

/** The action with only the calls `keep` names, no kept line changed, ending with `message`. */
const saying = (action: string, message: string, keep: (api: string) => boolean = () => true) => (pkg: Obj): Obj => {
  const act = packageAction(pkg, action);
  act.plan = (act.plan as Obj[]).filter((s) => (s.call === undefined || keep(String(s.call))) && s.update === undefined && s.append === undefined);
  (act.plan as Obj[])[act.plan.length - 1] = { message };
  return pkg;
};

describe('the user\'s own verb and the form the user gave', () => {
  it('adds the forms to the checks', () => {
    expect(check(suiteTaskById('single.file_system.itinerary-oops'), 'revise.08.visible_result_grounded').state).toContain('back out of the trash');
    // The trash step no longer takes "pulled": the user's pull is the bringing back.
    expect(check(suiteTaskById('single.file_system.itinerary-oops'), 'create.08.visible_result_grounded').state).not.toContain('pulled');
    expect(check(suiteTaskById('single.phone.early-flight-alarm'), 'revise.06.visible_result_grounded').state).toContain('thrown away');
    expect(check(suiteTaskById('single.splitwise.road-trip-roster'), 'followup.07.visible_result_grounded').or).toContain('Caleb Larsen');
    expect(check(suiteTaskById('single.venmo.birthday-comment-delete'), 'revise.06.visible_result_grounded').or).toContain('Thank you Dad, dinner is on me');
    expect(check(suiteTaskById('single.simple_note.lend-portland-itinerary'), 'revise.06.visible_result_grounded').or).toContain('elena.haddad@outlook.com');
    expect(check(suiteTaskById('single.todoist.flat-party-invite'), 'revise.09.visible_result_grounded').or).toContain('sofia.silva@proton.me');
  });

  it('itinerary-oops: "Pulled … back out of the trash" passes revise.08; the same words without restoring fail it', async () => {
    const task = suiteTaskById('single.file_system.itinerary-oops');
    const right = await runCrafted(task, saying('bring_back', 'Pulled {{back.path}} back out of the trash.'), 'words3-pull-right');
    expect(failedIds(right).filter((id) => id.startsWith('revise.'))).toEqual([]);
    expect(passed(right, 'revise.08.visible_result_grounded')).toBe(true);
    const wrong = await runCrafted(task, saying('bring_back', 'Pulled {{info.path}} back out of the trash.', (api) => api === 'file_system.show_file_info'), 'words3-pull-wrong');
    expect(failedIds(wrong)).toContain('revise.03.db_changed');
  }, 30_000);

  it('early-flight-alarm and flat-party-invite: the user\'s verb and the person alone pass', async () => {
    const alarm = await runCrafted(suiteTaskById('single.phone.early-flight-alarm'), saying('remove_alarm', 'Alarm {{inputs.alarm_id}} thrown away.'), 'words3-throw-right');
    expect(failedIds(alarm).filter((id) => id.startsWith('revise.'))).toEqual([]);
    expect(passed(alarm, 'revise.06.visible_result_grounded')).toBe(true);
    const invite = await runCrafted(suiteTaskById('single.todoist.flat-party-invite'), saying('invite', 'Invited {{inputs.email}} (invite code {{sent.invite_code}}).'), 'words3-invite-right');
    expect(failedIds(invite).filter((id) => id.startsWith('revise.'))).toEqual([]);
    expect(passed(invite, 'revise.09.visible_result_grounded')).toBe(true);
  }, 30_000);
});

describe('the person by name, the deleted comment by its text', () => {
  it('road-trip-roster: "Removed Caleb Larsen" (read before removing) passes followup.07', async () => {
    const task = suiteTaskById('single.splitwise.road-trip-roster');
    const byName = (pkg: Obj): Obj => {
      const act = packageAction(pkg, 'remove_member');
      act.plan = [{ call: 'splitwise.show_group', args: { group_id: '{{inputs.group_id}}' }, bind: 'g0' }, ...(act.plan as Obj[]).filter((s) => s.call === 'splitwise.remove_member_from_group'), { message: 'Removed {{g0.members.0.name}}.' }];
      return pkg;
    };
    const right = await runCrafted(task, byName, 'words3-roster-right');
    expect(failedIds(right).filter((id) => id.startsWith('followup.'))).toEqual([]);
    expect(passed(right, 'followup.07.visible_result_grounded')).toBe(true);
  }, 30_000);

  it('birthday-comment-delete: "Removed your comment \'…\'" passes revise.06', async () => {
    const task = suiteTaskById('single.venmo.birthday-comment-delete');
    const byText = (pkg: Obj): Obj => {
      const act = packageAction(pkg, 'delete_comment');
      act.plan = [{ call: 'venmo.show_transaction_comments', args: { transaction_id: 1932080 }, bind: 'c' }, ...(act.plan as Obj[]).filter((s) => s.call === 'venmo.delete_transaction_comment'), { message: "Removed your comment '{{c.0.content}}'." }];
      return pkg;
    };
    const right = await runCrafted(task, byText, 'words3-comment-right');
    expect(failedIds(right).filter((id) => id.startsWith('revise.'))).toEqual([]);
    expect(passed(right, 'revise.06.visible_result_grounded')).toBe(true);
  }, 30_000);
});
