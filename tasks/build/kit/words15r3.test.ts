/**
 * s15 words3 (issue #30, Reading 4): the user's own words and the services' own verbs for what an
 * action made (kit/users-verbs.ts MAKING_VERBS, kit/told.ts TELLS), a topic note named in the
 * intention's word (cases/multi_tool/gmail.ts topicWords), and a kept note that may grow told as
 * such (src/suite/review-describe.ts), through the real generate → run → check chain. Each correct
 * app says what the finding's correct app says: it passes the check as built now and fails the
 * check as it was before (the new words taken out again); each wrong app says no word of the
 * action (or names no topic) and fails the check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, packageAction, runCrafted, suiteTaskById, withCheck } from '../../../src/stages/__tests__/crafted-model.ts';
import { describeAssertion } from '../../../src/suite/review-describe.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** A package whose `action` ends with `message` and tells nothing in its appended rows. */
function saying(pkg: Obj, action: string, message: string): Obj {
  const a = packageAction(pkg, action);
  for (const s of a.plan as Obj[]) {
    if (s.append && typeof s.item?.told === 'string') s.item.told = '';
    if (s.append && typeof s.item?.note === 'string') s.item.note = '';
  }
  a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message } : s));
  return pkg;
}

// s25 words: a word may stand in `state_near` (beside the file's own name) rather than in `state`.
const without = (words: readonly string[]) => (a: Obj): Obj => ({ ...a, state: (a.state as string[]).filter((w) => !words.includes(w)), ...(a.state_near ? { state_near: { ...a.state_near, words: (a.state_near.words as string[]).filter((w) => !words.includes(w)) } } : {}) });
const failing = async (task: Obj, craft: (pkg: Obj) => Obj): Promise<string[]> => failedIds(await runCrafted(task, craft, 'words15r3')).sort();

/** The correct app passes `id`, fails it with `words` taken out; the wrong app fails it. */
async function told(taskId: string, id: string, words: readonly string[], right: (pkg: Obj) => Obj, wrong: (pkg: Obj) => Obj): Promise<void> {
  const task = suiteTaskById(taskId);
  expect(await failing(task, right)).not.toContain(id);
  expect(await failing(withCheck(task, id, without(words)), right)).toContain(id);
  expect(await failing(task, wrong)).toContain(id);
}

describe("the user's and the service's own word for what was made", () => {
  it('conference-trip create.15: "itinerary created"', async () => {
    await told('multi.conference-trip', 'create.15.visible_result_grounded', ['created'],
      (pkg) => saying(pkg, 'make_plan', '{{inputs.title}}: itinerary created, alarm set, draft for {{inputs.manager_email}} ready, to-do added'),
      (pkg) => saying(pkg, 'make_plan', '{{inputs.title}}: itinerary ready, alarm set, draft for {{inputs.manager_email}} ready, to-do added'));
  }, 90_000);
  it('neighbor-mail-pickup create.14: "Asked Lucas Nguyen …"', async () => {
    await told('multi.neighbor-mail-pickup', 'create.14.visible_result_grounded', ['asked'],
      (pkg) => saying(pkg, 'hand_off', 'Asked Lucas Nguyen: {{inputs.title}} by {{inputs.due_date}}; to-do added.'),
      (pkg) => saying(pkg, 'hand_off', 'Lucas Nguyen: {{inputs.title}} by {{inputs.due_date}}; to-do added.'));
  }, 90_000);
  it('thanksgiving-label create.17: "applied it to …"', async () => {
    await told('multi.thanksgiving-label', 'create.17.visible_result_grounded', ['applied', 'label applied'],
      (pkg) => saying(pkg, 'open_topic', 'Created label {{inputs.label}} and applied it to "{{found.0.subject}}"; planning note created'),
      (pkg) => saying(pkg, 'open_topic', 'Created label {{inputs.label}} for "{{found.0.subject}}"; planning note created'));
  }, 90_000);
  it('venmo-then-splitwise create.12: "written into Splitwise"', async () => {
    await told('single.splitwise.venmo-then-splitwise', 'create.12.visible_result_grounded', ['written', 'wrote', 'written into splitwise', 'into splitwise'],
      (pkg) => saying(pkg, 'pay_and_record', '{{inputs.what_for}}: written into Splitwise (payment {{rec.payment_id}})'),
      (pkg) => saying(pkg, 'pay_and_record', '{{inputs.what_for}}: paid (payment {{sent.transaction_id}})'));
  }, 90_000);
});

describe('a topic note named in the intention\'s own word (marathon-label-note create.14)', () => {
  const titled = (title: string) => (pkg: Obj): Obj => {
    for (const s of packageAction(pkg, 'open_topic').plan as Obj[]) if (s.call === 'simple_note.create_note') s.args = { ...s.args, title, content: '' };
    return pkg;
  };
  it('passes "Race remarks" with empty content; fails a note that names no topic', async () => {
    const task = suiteTaskById('multi.marathon-label-note');
    const id = 'create.14.world_matches_reference';
    expect(await failing(task, titled('Race remarks'))).not.toContain(id);
    expect(await failing(task, titled('My remarks'))).toContain(id);
  }, 60_000);
});

describe('a kept note that may grow is told so (allergy-pill-alarm revise.08)', () => {
  it('the plain words of revise.08 say the note may grow', () => {
    const task = suiteTaskById('multi.allergy-pill-alarm') as Obj;
    const a = (task.episodes as Obj[]).flatMap((e) => e.assertions ?? []).find((x: Obj) => x.id === 'revise.08.world_matches_reference') as Obj;
    expect(a.in_step?.[0]?.may_add).toBe(true);
    expect(describeAssertion(a as AssertionSpec)).toContain('may grow');
  });
});
