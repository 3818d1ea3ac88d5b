/**
 * s19 (issue #30): a cart told by its section after reopen (s19-Z11-f1), the user's "save" for
 * a wish list (s19-Z10-f1), and a follow-up in a thread whose subject the app worded (s19-Z9-f1).
 * The real runtime and seeded world, checked against the reference replay.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s19-sections');
const pkgOf = (ref: Record<string, Obj>): Obj => ref.A?.package as Obj;
const action = (ref: Record<string, Obj>, id: string): Obj => (pkgOf(ref).actions as Obj[]).find((a) => a.id === id)!;
const saying = (ref: Record<string, Obj>, id: string, message: string) => {
  const a = action(ref, id);
  a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message } : s));
};
/** The tracker's list under a heading of its own, each line the product and its price only. */
const sectioned = (heading: string, message: string) => (ref: Record<string, Obj>) => {
  // Every version of the app: the first and the one the changed requirement made.
  for (const pkg of [pkgOf(ref), ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)]) {
    const view = (pkg.views as Obj[])[0]!;
    view.components = (view.components as Obj[]).map((c) => (c.type === 'heading' ? { ...c, text: heading } : c.type === 'list' ? { ...c, item: '{{item.product}} — ${{item.price}}' } : c));
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'save_for_later')) a.plan = (a.plan as Obj[]).map((st) => (typeof st.message === 'string' ? { message } : st));
  }
};

describe('a wish list told by its section right after the step (wish-list-mover)', () => {
  it('a new row under "On my wish list" passes create.08; the search hit alone under the app\'s title "My Wish List" fails it', async () => {
    const t = suiteTask('single.amazon.wish-list-mover');
    expect(failed((await runAttacked(t, sectioned('On my wish list', 'Done.'), cache)).rows)).not.toContain('create.08.visible_result_grounded');
    const titledOnly = (ref: Record<string, Obj>) => {
      sectioned('Tracked products', 'Found {{found.0.name}} (${{found.0.price}}).')(ref);
      for (const pkg of [pkgOf(ref), ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)]) {
        (pkg.app as Obj).title = 'My Wish List';
        const view = (pkg.views as Obj[])[0]!;
        view.components = (view.components as Obj[]).filter((c) => c.type !== 'list');
      }
    };
    expect(failed((await runAttacked(t, titledOnly, cache)).rows)).toContain('create.08.visible_result_grounded');
  });
});

describe('a cart told by its section after reopen (wish-list-mover)', () => {
  it('the product under "In my cart" passes reopen.02; under "Tracked products" it fails', async () => {
    const t = suiteTask('single.amazon.wish-list-mover');
    const said = 'Saved {{found.0.name}} to the wish list.';
    const reopened = (rows: Parameters<typeof failed>[0]) => failed(rows).filter((id) => id.startsWith('reopen.'));
    expect(reopened((await runAttacked(t, sectioned('In my cart', said), cache)).rows)).toEqual([]);
    expect(reopened((await runAttacked(t, sectioned('Tracked products', said), cache)).rows)).toEqual(['reopen.02.persisted_visible']);
  });
});

describe('the user\'s "save" for a wish list (housewarming-registry-hint)', () => {
  it('"Saved to the wish list: …" passes create.13; "Draft to Zoe saved: …" and a bare "Saved …" fail it (the draft is saved too)', async () => {
    const t = suiteTask('multi.housewarming-registry-hint');
    const telling = (message: string) => (ref: Record<string, Obj>) => {
      for (const c of (pkgOf(ref).views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = '{{item.product}}';
      saying(ref, 'wish', message);
    };
    expect(failed((await runAttacked(t, telling('Saved to the wish list: {{found.0.name}}. Draft {{draft.draft_id}} for Zoe ready.'), cache)).rows)).not.toContain('create.13.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('Draft to Zoe saved: {{found.0.name}}.'), cache)).rows)).toContain('create.13.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('Saved {{found.0.name}}; draft {{draft.draft_id}} for Zoe ready.'), cache)).rows)).toContain('create.13.visible_result_grounded');
  });
});

describe('a follow-up keeps the thread\'s subject, which the app worded (thank-you-sender)', () => {
  it('a first email titled "Thanks, Mira!" and a reply in its thread pass revise.08; a reply without the note fails it', async () => {
    const t = suiteTask('single.gmail.thank-you-sender');
    /** Both versions of the app (the first, and the one the changed requirement made). */
    const versions = (ref: Record<string, Obj>): Obj[] => [pkgOf(ref), ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)];
    const inEvery = (ref: Record<string, Obj>, id: string, edit: (s: Obj) => Obj) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = (a.plan as Obj[]).map(edit);
    };
    const titled = (ref: Record<string, Obj>) => inEvery(ref, 'send_thanks', (s) => (s.call === 'gmail.send_email' ? { ...s, args: { ...s.args, subject: 'Thanks, {{inputs.name}}!' } } : s));
    expect(failed((await runAttacked(t, titled, cache)).rows).filter((id) => id.startsWith('revise.'))).toEqual([]);
    const noNote = (ref: Record<string, Obj>) => {
      titled(ref);
      inEvery(ref, 'add_follow_up', (s) => (s.call === 'gmail.reply_to_email' ? { ...s, args: { ...s.args, body: 'Thanks again!' } } : s));
    };
    expect(failed((await runAttacked(t, noNote, cache)).rows)).toContain('revise.08.world_matches_reference');
  });

  it('an app that adds the note to its newest sent thread, not Mira\'s, fails revise (s19-Z12-f1)', async () => {
    const t = suiteTask('single.gmail.thank-you-sender');
    const newest = (ref: Record<string, Obj>) => {
      for (const pkg of [pkgOf(ref), ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)]) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'add_follow_up')) {
          a.plan = (a.plan as Obj[]).flatMap((st) => (st.call === 'gmail.show_thread'
            ? [{ call: 'gmail.show_outbox_threads', args: {}, bind: 'out' }, { ...st, args: { email_thread_id: '{{out.0.email_thread_id}}' } }]
            : [st]));
        }
      }
    };
    expect(failed((await runAttacked(t, newest, cache)).rows)).toEqual(expect.arrayContaining(['revise.08.world_matches_reference']));
    // Without the later thank-you in the world, the same app passed: Mira's was the newest thread.
    const bare = structuredClone(t) as Obj;
    bare.world.rows = (bare.world.rows as Obj[]).filter((r) => r.app !== 'gmail');
    expect(failed((await runAttacked(bare as typeof t, newest, cache)).rows).filter((id) => id.startsWith('revise.'))).toEqual([]);
  });
});

describe('the user\'s own words for the step (s19-Z13-f1)', () => {
  it('wish-list-mover: "… — in my cart" passes revise.10', async () => {
    const t = suiteTask('single.amazon.wish-list-mover');
    const mine = (ref: Record<string, Obj>) => {
      for (const pkg of Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'move_to_cart')) a.plan = (a.plan as Obj[]).map((st) => (typeof st.message === 'string' ? { message: 'Done.' } : st.update ? { ...st, fields: { ...st.fields, status: 'in my cart' } } : st));
      }
    };
    expect(failed((await runAttacked(t, mine, cache)).rows)).not.toContain('revise.10.visible_result_grounded');
  });

  it('thank-you-sender: a note "for your lovely housewarming gift" passes the create\'s checks', async () => {
    const t = suiteTask('single.gmail.thank-you-sender');
    const lovely = (ref: Record<string, Obj>) => {
      for (const pkg of [pkgOf(ref), ...Object.values((ref.A?.revisions ?? {}) as Record<string, Obj>)]) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'send_thanks')) {
          a.plan = (a.plan as Obj[]).map((st) => (st.call === 'gmail.send_email' ? { ...st, args: { ...st.args, subject: 'Thanks for the lovely {{inputs.occasion}}', body: 'Dear {{inputs.name}}, thank you for your lovely {{inputs.occasion}}. Alex' } } : st));
        }
      }
    };
    expect(failed((await runAttacked(t, lovely, cache)).rows).filter((id) => id.startsWith('create.'))).toEqual([]);
  });
});
