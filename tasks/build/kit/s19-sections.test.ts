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
  it('"Saved Personal Blender, Black" passes create.13; the product with no word of the step fails it', async () => {
    const t = suiteTask('multi.housewarming-registry-hint');
    const telling = (item: string, message: string) => (ref: Record<string, Obj>) => {
      for (const c of (pkgOf(ref).views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = item;
      saying(ref, 'wish', message);
    };
    expect(failed((await runAttacked(t, telling('{{item.product}}', 'Saved {{found.0.name}}; draft {{draft.draft_id}} for Zoe ready.'), cache)).rows)).not.toContain('create.13.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('{{item.product}}', '{{found.0.name}}; draft {{draft.draft_id}} for Zoe ready.'), cache)).rows)).toContain('create.13.visible_result_grounded');
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
});
