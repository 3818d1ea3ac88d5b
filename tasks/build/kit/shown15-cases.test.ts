/**
 * Readings 2 and 5 in single-service tasks (s15 shown15): a dictated draft text is shown, a new
 * section is told as a section, a tag stands beside its note, a camping expense names whom it is
 * split with, and each shift alarm's state stands beside its time after the setup and after reopen.
 * Through the real generate → run → check chain with a local model server answering with the
 * reference package reworded: the cheapest wrong app of each finding fails exactly the grown check.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, failedIn, packageAction, rewritten, runCrafted, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The task with its revised reference served to the revise request (`R`). */
const withRevision = (t: Obj): Obj => ({ ...t, reference: { ...t.reference, R: { package: t.reference.A.revisions.revise } } });
const runRevised = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedSlots(withRevision(t), (_slot, pkg) => craft(pkg), 'shown15', (asked) => (/revis|previous package|new requirement/i.test(asked) ? 'R' : 'A'));

describe('a dictated draft text is shown (draft-editor)', () => {
  it('fails an app that shows the subject and recipient only', async () => {
    const noBody = (pkg: Obj) => rewritten(pkg, (s) => s.replace('Saved draft {{created.draft_id}}: "{{inputs.subject}}": {{inputs.body}}', 'Saved draft {{created.draft_id}}: "{{inputs.subject}}".'));
    expect(failedIds(await runCrafted(suiteTaskById('single.gmail.draft-editor'), noBody, 'shown15'))).toEqual(['create.09.visible_result_grounded']);
  }, 60_000);
});

describe('a new section is told as one (household-section-remove)', () => {
  it('fails "Car in Household" with no word of a section or of its adding', async () => {
    const bare = (pkg: Obj) => rewritten(pkg, (s) => s.replace('{{item.name}} in {{item.project}} (section {{item.id}}) — {{item.state}}', '{{item.name}} in {{item.project}} (#{{item.id}}) {{item.state}}').replace('Added section "{{inputs.section_name}}" (section {{made.section_id}}) to {{projects.0.name}}.', 'OK.').replace('active', 'ok'));
    expect(failedIds(await runCrafted(suiteTaskById('single.todoist.household-section-remove'), bare, 'shown15'))).toEqual(['create.08.visible_result_grounded']);
  }, 60_000);
});

describe('a tag stands beside its note (note-tags)', () => {
  it('fails an app that tags silently and shows another note that mentions a car', async () => {
    const other = (pkg: Obj) => {
      const change = packageAction(pkg, 'change');
      change.plan = [
        ...(change.plan as Obj[]).filter((s) => s.update === undefined && s.message === undefined),
        { call: 'simple_note.search_notes', args: { query: 'Car service', page_limit: 1 }, bind: 'hit' },
        { message: 'Changed {{inputs.record_id}}. Also in your notes: {{hit.0.title}}' },
      ];
      return pkg;
    };
    expect(failedIds(await runCrafted(suiteTaskById('service.note-tags'), other, 'shown15'))).toEqual(['revise.07.visible_result_grounded']);
  }, 60_000);

  it('passes an app that tells the tag beside the id the user typed ("Note N tagged: car"; s16 named)', async () => {
    const byId = (pkg: Obj) => {
      const change = packageAction(pkg, 'change');
      change.plan = [...(change.plan as Obj[]).filter((s) => s.message === undefined), { message: 'Note {{inputs.record_id}} tagged: car' }];
      return pkg;
    };
    expect(failedIds(await runCrafted(suiteTaskById('service.note-tags'), byId, 'shown15'))).toEqual([]);
  }, 60_000);
});

describe('a shared expense names whom it is split with (camping-expenses)', () => {
  it('fails "Recorded Tent and gear rental, $90" with no friend named', async () => {
    const nobody = (pkg: Obj) => rewritten(pkg, (s) => s.replace(' — {{item.told}}', ''));
    expect(failedIn(await runRevised(suiteTaskById('single.splitwise.camping-expenses'), nobody), 'create')).toEqual(['create.14.visible_result_grounded', 'create.15.visible_result_grounded']);
  }, 60_000);
});

describe('each shift alarm\'s state beside its time after the setup (shift-alarms)', () => {
  it('fails an app that shows both alarms on after the setup', async () => {
    const bothOn = (pkg: Obj) => rewritten(pkg, (s) => s.replace('off, won\'t ring', 'on, will ring').replace('at {{inputs.late_time}} is off.', 'at {{inputs.late_time}} is on.'));
    expect(failedIn(await runRevised(suiteTaskById('single.phone.shift-alarms'), bothOn), 'create')).toEqual(['create.14.visible_result_grounded']);
  }, 60_000);
  it('fails a stale list after reopen (late on, early off) while the world has the early shift on', async () => {
    // The last switch's kept rows are left as the first switch made them.
    const stale = (pkg: Obj) => {
      const early = (pkg.actions as Obj[]).find((a) => a.id === 'use_early_config');
      if (early) early.plan = (early.plan as Obj[]).filter((s) => s.update === undefined);
      return pkg;
    };
    const rows = await runRevised(suiteTaskById('single.phone.shift-alarms'), stale);
    expect(failedIn(rows, 'reopen')).toEqual(['reopen.03.persisted_visible', 'reopen.04.persisted_visible']);
  }, 60_000);
});
