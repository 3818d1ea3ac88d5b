/**
 * Issue #30 (K1, K7, K12 of the s4 review): the visible and kept checks name records as the user
 * does, and ask nothing of a record the user deleted or of a one-shot tool's history. Relaxed
 * checks must still fail the cheapest wrong app; these run suite tasks against wrong and
 * correct apps in the real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from './helpers.ts';

const cache = tempDir('record-names');

/** Every message and list line of a package without the `(review 123)`-style ids it showed. */
function withoutIds(pkg: Obj): void {
  const strip = (text: string) => text.replace(/\s*\((?:review|call) \{\{[^}]+\}\}\)/g, '').replace(/(Review|Call) \{\{[^}]+\}\} /g, '$1 ');
  for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (typeof c.item === 'string') c.item = strip(c.item);
  for (const action of pkg.actions as Obj[]) for (const step of action.plan as Obj[]) if (typeof step.message === 'string') step.message = strip(step.message);
}

describe('K1: records by the user’s names', () => {
  const id = 'multi.coffee-maker-verdict';

  it('an app that lists reviews by product and never shows an id passes', async () => {
    const { rows } = await runAttacked(suiteTask(id), (ref) => withoutIds(ref.A?.package), cache);
    expect(failed(rows)).toEqual([]);
  });

  it('an app that shows the product name whatever it did still fails', async () => {
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        const action = (pkg.actions as Obj[]).find((a) => a.id === 'review_and_tell') as Obj;
        // No review is written; the page still names the product as if it were.
        action.plan = (action.plan as Obj[]).filter((s) => s.call !== 'amazon.write_product_review').map((s) => (s.append ? { ...s, item: { ...s.item, id: '1' } } : s));
        action.plan = (action.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Review of {{found.0.name}} posted; text sent.' } : s));
      },
      cache,
    );
    expect(failed(rows)).toContain('create.12.world_matches_reference');
  });
});

describe('K7: a deleted record is not asked for after reopen', () => {
  const id = 'single.phone.gift-call-erase';

  it('an app that drops the erased call from its list passes', async () => {
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const erase = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'erase_call') as Obj;
        erase.plan = (erase.plan as Obj[]).map((s) => (s.update ? { remove: 'calls', key_value: s.key_value } : s));
      },
      cache,
    );
    expect(failed(rows)).toEqual([]);
  });

  it('an app that keeps the call in the log while saying it is gone still fails', async () => {
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const erase = ((ref.A?.package as Obj).actions as Obj[]).find((a) => a.id === 'erase_call') as Obj;
        erase.plan = (erase.plan as Obj[]).filter((s) => s.call === undefined);
      },
      cache,
    );
    expect(failed(rows).some((a) => a.startsWith('revise.'))).toBe(true);
  });
});

describe('K12: a one-shot tool keeps no history', () => {
  const id = 'single.gmail.archive-finished';

  it('an app that keeps nothing between visits passes; one that archives nothing fails', async () => {
    const forgetful = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => s.append === undefined);
      },
      cache,
    );
    expect(failed(forgetful.rows)).toEqual([]);
    const idle = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        for (const action of pkg.actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => s.call === undefined || !/archive/.test(String(s.call)));
      },
      cache,
    );
    expect(failed(idle.rows).length).toBeGreaterThan(0);
  });
});

describe('a deleted record is named by its own fields (issue #30, s5 review)', () => {
  const id = 'single.phone.plumber-contact';
  const actions = (ref: Obj) => (ref.A?.package as Obj).actions as Obj[];

  it('an app that names the contact and never shows its id passes', async () => {
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (typeof c.item === 'string') c.item = '{{item.name}} — {{item.status}}';
        const [save, remove] = [actions(ref).find((a) => a.id === 'save_contact') as Obj, actions(ref).find((a) => a.id === 'delete_contact') as Obj];
        save.plan = (save.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Added {{inputs.first_name}} {{inputs.last_name}} ({{inputs.phone_number}}) to your contacts.' } : s));
        remove.plan = (remove.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Removed from your contacts.' } : s));
      },
      cache,
    );
    expect(failed(rows)).toEqual([]);
  });

  it('an app that says the contact is deleted but deletes nothing still fails the delete', async () => {
    const { rows } = await runAttacked(
      suiteTask(id),
      (ref) => {
        const remove = actions(ref).find((a) => a.id === 'delete_contact') as Obj;
        remove.plan = [{ message: 'Removed Bruno Plumbing from your contacts.' }];
      },
      cache,
    );
    expect(failed(rows)).toEqual(expect.arrayContaining(['revise.06.visible_result_grounded', 'revise.07.world_matches_reference']));
  });
});

describe('K12 for shared tasks: app B acts once and keeps nothing (issue #30, s5 review)', () => {
  const id = 'shared.expense-comment-receipt';
  const actionsOfB = (ref: Obj) => (ref.B?.package as Obj).actions as Obj[];

  it('a B that keeps no list of what it handled passes; one that comments nothing fails', async () => {
    const forgetful = await runAttacked(
      suiteTask(id),
      (ref) => {
        // It keeps no list, and says what it did in its answer instead (the comment and that it
        // was posted are asked for on screen, issue #30 not_shown).
        for (const action of actionsOfB(ref)) {
          action.plan = (action.plan as Obj[])
            .filter((s) => s.append === undefined)
            .map((s) => (typeof s.message === 'string' ? { message: 'Commented on {{found.0.description}}: {{inputs.comment}}' } : s));
        }
      },
      cache,
    );
    expect(failed(forgetful.rows)).toEqual([]);
    const idle = await runAttacked(
      suiteTask(id),
      (ref) => {
        for (const action of actionsOfB(ref)) action.plan = (action.plan as Obj[]).filter((s) => s.call !== 'splitwise.post_expense_comment');
      },
      cache,
    );
    expect(failed(idle.rows).some((a) => a.startsWith('b-find.'))).toBe(true);
  });
});

describe('a song request keeps the song, not the occasion (issue #30, s5 review)', () => {
  const id = 'multi.party-song-requests';

  it('an app that lists its requests by song alone passes; one that keeps nothing fails the reopen', async () => {
    const bySong = await runAttacked(
      suiteTask(id),
      (ref) => {
        const pkg = ref.A?.package as Obj;
        for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (typeof c.item === 'string') c.item = 'Asked for {{item.song}}';
        // Its answer says, in its own words, that the song is up next and whom the draft is for.
        for (const action of pkg.actions as Obj[]) {
          action.plan = (action.plan as Obj[]).map((s) => (typeof s.message === 'string' && action.id === 'queue_request' ? { message: '{{found.0.title}} is up next; a draft to {{inputs.host_email}} asks for it.' } : s));
        }
      },
      cache,
    );
    expect(failed(bySong.rows)).toEqual([]);
    const forgetful = await runAttacked(
      suiteTask(id),
      (ref) => {
        for (const action of (ref.A?.package as Obj).actions as Obj[]) action.plan = (action.plan as Obj[]).filter((s) => s.append === undefined);
      },
      cache,
    );
    expect(failed(forgetful.rows)).toContain('reopen.02.persisted_visible');
  });
});
