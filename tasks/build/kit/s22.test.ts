/**
 * s22 (issue #30): the mechanisms behind the findings the s21 reviews left open, through the real
 * runtime, operator, checker and seeded world. Each correct app passes; each wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode } from '../../../src/schemas/run.ts';
import type { AssertionSpec } from '../../../src/schemas/task.ts';

const cache = tempDir('s22');

/** Every action `id` of slot `slot`'s packages, rewritten by `edit`. */
const acting = (slot: 'A' | 'B', id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  const pkgs = slot === 'A' ? versions(ref) : [ref.B?.package as Obj, ...Object.values((ref.B?.revisions ?? {}) as Record<string, Obj>)];
  for (const pkg of pkgs) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
const dropCall = (api: string) => (a: Obj) => {
  a.plan = (a.plan as Obj[]).filter((s) => s.call !== api);
};
const saying = (message: string) => (a: Obj) => {
  for (const s of a.plan as Obj[]) if (typeof s.message === 'string') s.message = message;
};
const both = (...edits: ((a: Obj) => void)[]) => (a: Obj) => edits.forEach((e) => e(a));
const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === id);
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec;
};

describe('a value a successful write carried counts as grounded (song-by-email, group-rename s21-s9-f1)', () => {
  it('song-by-email: an app that sends the email and shows the address it typed, with no read after, passes step1.10', async () => {
    const rows = (await runAttacked(suiteTask('single.spotify.song-by-email'), acting('A', 'recommend', dropCall('gmail.show_email')), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('song-by-email: an app that only says it emailed the address, with no email sent, fails step1.10', async () => {
    const rows = (await runAttacked(suiteTask('single.spotify.song-by-email'), acting('A', 'recommend', both(dropCall('gmail.show_email'), dropCall('gmail.send_email'))), cache)).rows;
    expect(failed(rows)).toContain('step1.10.visible_result_grounded');
  });
  it('group-rename: a group made with her address, told by it without a read, passes create.09', async () => {
    const rows = (await runAttacked(suiteTask('service.group-rename'), acting('A', 'create', both(dropCall('splitwise.show_group'), saying('Created {{inputs.name}} (id {{created.group_id}}) with sofia.silva@proton.me.'))), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
});

describe('a changed record\'s name is read from its own row (archive-old-trip s21-s9-f1)', () => {
  const byKeptId = both(
    (a: Obj) => {
      a.plan = (a.plan as Obj[]).filter((s) => s.call !== 'splitwise.show_groups').map((s) => JSON.parse(JSON.stringify(s).split('found.0.group_id').join('state.groups.0.id').split('found.0.name').join('state.groups.0.name')) as Obj);
    },
  );
  it('an app that restores the group by the id it kept from the delete, with no read, passes revise.07', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.archive-old-trip'), acting('A', 'restore_group', byKeptId), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('an app that restores nothing but says the group is restored fails revise.07', async () => {
    const rows = (await runAttacked(suiteTask('single.splitwise.archive-old-trip'), acting('A', 'restore_group', both(byKeptId, dropCall('splitwise.undelete_group'))), cache)).rows;
    expect(failed(rows)).toContain('revise.07.visible_result_grounded');
  });
});

describe('app B gets the name it finds the record by under its own field name (s21-r3-f1 and kin)', () => {
  /** App B with no read of Splitwise: the group's name typed under `name` goes into the request it sends. */
  const noRead = (name: string, label: string) => acting('B', 'find_and_handle', (a: Obj) => {
    a.inputs = [{ name, label, type: 'text', required: true }, ...(a.inputs as Obj[]).filter((i) => i.name !== 'query')];
    a.plan = [
      { call: 'venmo.create_payment_request', args: { user_email: 'zoe.ito@outlook.com', amount: '{{inputs.amount}}', description: `Deposit: {{inputs.${name}}}` }, bind: 'made' },
      { message: `Requested {{inputs.amount}} from Zoe for {{inputs.${name}}}.` },
    ];
  });
  it('group-deposit-request: a "What is it for" field gets the group\'s name', async () => {
    const t = suiteTask('shared.group-deposit-request');
    for (const [name, label] of [['what_for', 'What is it for'], ['group', 'Group'], ['about', 'What is it about?']]) {
      const rows = (await runAttacked(t, noRead(name as string, label as string), cache)).rows;
      expect(failed(rows).filter((id) => id.startsWith('b-find')), name).toEqual([]);
    }
  });
});

describe('a comment told by its own words (payment-comment-thanks s21-r1-f1)', () => {
  it('the state words take the text the app itself posted, captured from the new comment', () => {
    const spec = check('shared.payment-comment-thanks', 'b-find.09.visible_result_grounded') as Obj;
    expect(spec.state).toContain('$madeText');
    const b = suiteTask('shared.payment-comment-thanks').episodes.find((e) => e.id === 'b-find');
    expect(b?.captures?.madeText).toMatchObject({ app: 'venmo', table: 'comments', field: 'content' });
  });
});

describe('the star toggles\' reopen words (star-for-taxes s21-r5-f1, unstar-done s21-r6-f1)', () => {
  it('"done" no longer tells the star taken off; "finished" and "★ removed" tell it taken off', () => {
    expect((check('single.gmail.star-for-taxes', 'reopen.06.persisted_visible') as Obj).state).not.toContain('done');
    expect((check('single.gmail.unstar-done', 'reopen.06.persisted_visible') as Obj).was).toEqual(expect.arrayContaining(['finished', '★ removed', 'un-starred']));
  });
});

describe('one task each', () => {
  const screen = (lines: string[]) => ({
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'create', episode_index: 1, stage: 'submit' }),
    visible_text: lines.join('\n'),
    html: lines.map((l) => `<p>${l}</p>`).join(''),
  });
  it('lake-photos-list-saver: "copied" and "put" tell the file saved', () => {
    expect((check('multi.lake-photos-list-saver', 'create.13.visible_result_grounded') as Obj).state).toEqual(expect.arrayContaining(['copied', 'put']));
  });
  it('vet-visit-text: "tracked" tells the to-do added', () => {
    expect((check('shared.vet-visit-text', 'a-create.10.visible_result_grounded') as Obj).state).toEqual(expect.arrayContaining(['tracked', 'tracking']));
  });
  it('marathon-label-note: the label is looked for apart from the thread\'s subject', () => {
    for (const id of ['create.08.visible_result_grounded', 'create.16.visible_result_grounded', 'create.17.visible_result_grounded']) {
      expect((check('multi.marathon-label-note', id) as Obj).apart, id).toEqual(['Marathon training plan']);
    }
  });
  it('ski-trip-label: a note titled only "trip" names no trip', () => {
    const free = ((check('multi.ski-trip-label', 'create.14.world_matches_reference') as Obj).free as Obj[]).find((f) => f.table === 'notes' && f.field === 'title');
    expect(free?.mentions_one).not.toContain('trip');
    expect(free?.mentions_one).toContain('Ski Weekend');
  });
  it('chore-rota-draft: the rota\'s path counts among the attachments only, not named in the body', () => {
    const free = ((check('multi.chore-rota-draft', 'create.12.world_matches_reference') as Obj).free as Obj[]).find((f) => f.field === 'attachment_file_paths');
    expect(free?.own_only).toEqual(['~/documents/chore-rota.txt', '/home/alex/documents/chore-rota.txt']);
  });
  it('meeting-notes-draft: the person added comes before the one already on the draft', () => {
    const values = suiteTask('multi.meeting-notes-draft').episodes.find((e) => e.id === 'revise')?.values ?? {};
    const keys = Object.keys(values);
    expect(keys.indexOf('extra_email')).toBeLessThan(keys.indexOf('first_email'));
  });
  it('flat-costs-log: the entry logged is told by its name as well as its amount', () => {
    const spec = check('single.file_system.flat-costs-log', 'revise.06.visible_result_grounded');
    expect((spec as Obj).or).toContain('Cleaning supplies + new vacuum bags');
    // A line telling the amount but no logging word still fails: the state is asked as before.
    expect(evaluate(spec, screen(['Cleaning supplies + new vacuum bags']), {}).passed).toBe(false);
  });
});

describe('a look-alike of a record with a person is with the same person (s21-r4-f1, s21-r4-f2)', () => {
  const rows = (id: string, table: string) => (suiteTask(id).world.rows ?? []).filter((r) => `${r.app}.${r.table}` === table).map((r) => r.row);
  it('request-privately-text: the newer open request goes to Jonah too', () => {
    const [lookAlike] = rows('shared.request-privately-text', 'venmo.payment_requests');
    const jonah = rows('shared.request-privately-text', 'venmo.payment_requests').length;
    expect(jonah).toBe(1);
    expect(lookAlike?.payer_id).toBe(9195418);
    expect(lookAlike?.description).not.toMatch(/delancey/i);
  });
  it('expense-text-owe: the newer expense is shared with Sofia too', () => {
    const shares = rows('shared.expense-text-owe', 'splitwise.expense_shares');
    expect(shares.map((s) => s.debtor_id)).toContain(7084317);
  });
});

describe('a field the app already set in an earlier step ends where the reference leaves it (road-trip-mix-text s22-s10-f1, request-privately-text s21-r4-f1)', () => {
  const setAtCreate = (api: string, field: string, value: unknown) => (a: Obj) => {
    for (const s of a.plan as Obj[]) if (s.call === api) s.args = { ...(s.args as Obj), [field]: value };
  };
  it('road-trip-mix-text: a mix made public when it is made passes the later "let everyone find it"', async () => {
    const rows = (await runAttacked(suiteTask('multi.road-trip-mix-text'), acting('A', 'make_mix', setAtCreate('spotify.create_playlist', 'is_public', true)), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('road-trip-mix-text: a mix never made public still fails revise\'s world match', async () => {
    const rows = (await runAttacked(suiteTask('multi.road-trip-mix-text'), acting('A', 'share_mix', (a: Obj) => {
      for (const s of a.plan as Obj[]) if (s.call === 'spotify.update_playlist') delete (s.args as Obj).is_public;
    }), cache)).rows;
    expect(failed(rows)).toContain('revise.08.world_matches_reference');
  });
  it('request-privately-text: a request app A made private at creation passes b-find\'s world match', async () => {
    const rows = (await runAttacked(suiteTask('shared.request-privately-text'), acting('A', 'create', setAtCreate('venmo.create_payment_request', 'private', true)), cache)).rows;
    expect(failed(rows).filter((id) => id.startsWith('b-find'))).toEqual([]);
  });
});

describe('a review\'s reason is said in the review or the text (running-shoe-review-text s21-s9-f1)', () => {
  it('an app that drops the user\'s reason from both the review and the text fails create.11', async () => {
    const drop = acting('A', 'review_and_tell', (a: Obj) => {
      for (const s of a.plan as Obj[]) if (s.call === 'phone.send_text_message') s.args = { ...(s.args as Obj), message: 'Before you buy the {{found.0.name}}: I gave it {{inputs.stars}} stars.' };
    });
    expect(failed((await runAttacked(suiteTask('multi.running-shoe-review-text'), drop, cache)).rows)).toContain('create.11.world_matches_reference');
    expect(failed((await runAttacked(suiteTask('multi.running-shoe-review-text'), () => undefined, cache)).rows)).toEqual([]);
  });
});

describe('s22 R2 shapes', () => {
  const free = (task: string, episode: string) =>
    ((suiteTask(task).episodes.find((e) => e.id === episode)?.assertions ?? []).find((a) => a.type === 'world_matches_reference') as Obj | undefined)?.free as Obj[];
  it('chore-rota-draft: Sofia added is looked for apart from the rota text that names her', () => {
    const checks = suiteTask('multi.chore-rota-draft').episodes.flatMap((e) => e.assertions).filter((a) => (a.type === 'visible_result_grounded' || a.type === 'persisted_visible') && (a as Obj).apart !== undefined);
    expect(checks.map((a) => (a as Obj).apart)).toContainEqual(['June: Omar bins, Sofia bathroom, me kitchen']);
  });
  it('draft-backup-file and packing-file: the file written names no look-alike of the record', () => {
    expect(free('shared.draft-backup-file', 'b-find')[0]?.constraint.lacks).toContain('Schedule change (old)');
    expect(free('shared.packing-file', 'b-find')[0]?.constraint.lacks).toContain('Pack for Lisbon (old)');
  });
  it('group-welcome-email: the email says a welcome', () => {
    expect(free('shared.group-welcome-email', 'b-find')[0]?.mentions_one).toEqual(expect.arrayContaining(['welcome', 'glad to have you']));
  });
  it('gift-spend-log: a newer expense look-alike, the started line heading the file, the payment at its end', () => {
    const rows = (suiteTask('single.file_system.gift-spend-log').world.rows ?? []).filter((r) => r.table === 'expenses');
    expect(rows.map((r) => r.row.description)).toEqual(["Father's Day (old)"]);
    const revise = free('single.file_system.gift-spend-log', 'revise')[0]?.constraint;
    expect(revise.heads).toEqual(["Father's Day grill tools"]);
    expect(revise.at_end).toEqual(['Taylor concert ticket', '85']);
  });
  it('group-deposit-request: a Venmo memo field takes the group\'s name', () => {
    const key = Object.keys(suiteTask('shared.group-deposit-request').episodes.find((e) => e.id === 'b-find')?.values ?? {})[0] ?? '';
    expect(key.split('|')).toEqual(expect.arrayContaining(['query', 'memo', 'note', 'trip']));
  });
  it('family-code-reset: "is now …" tells the reset; the new code itself does too (state_field), not the bare words "invitation code"', () => {
    const spec = check('single.splitwise.family-code-reset', 'create.07.visible_result_grounded') as Obj;
    expect(spec.state).toEqual(expect.arrayContaining(['is now']));
    expect(spec.state).not.toContain('invitation code');
    expect(spec.state_field).toBe('invitation_code');
  });
});

describe('a list item is the part itself (wifi-note-file s22-r3-f1)', () => {
  it('a note tagged "house-binder" where the user asked the tag "binder" fails the world match; "binder" passes', async () => {
    const tagged = (tag: string) => acting('B', 'find_and_handle', (a: Obj) => {
      for (const s of a.plan as Obj[]) if (s.call === 'simple_note.add_tag_to_note') s.args = { ...(s.args as Obj), tag };
    });
    expect(failed((await runAttacked(suiteTask('shared.wifi-note-file'), tagged('house-binder'), cache)).rows)).toContain('b-find.13.world_matches_reference');
    expect(failed((await runAttacked(suiteTask('shared.wifi-note-file'), tagged('binder'), cache)).rows)).toEqual([]);
  });
});

describe('a reset code tells itself (family-code-reset s22-r1-f1, mum-joins-gifts s22-r3-f1)', () => {
  /** The renew action showing `shown` in its message and its kept note; `renews` false drops the reset itself. */
  const renew = (shown: string, renews = true) => acting('A', 'renew_code', (a: Obj) => {
    a.plan = (a.plan as Obj[]).filter((st) => renews || st.call !== 'splitwise.regenerate_invitation_code').map((st) => {
      if (typeof st.message === 'string') return { message: `{{found.0.name}}: ${shown}` };
      if (st.append) return { ...st, item: { ...(st.item as Obj), note: shown } };
      return st;
    });
  });
  it('"Family Gifts: <new code>" passes create.07; the old code shown with no reset fails it', async () => {
    const t = suiteTask('single.splitwise.family-code-reset');
    expect(failed((await runAttacked(t, renew('{{fresh.invitation_code}}'), cache)).rows).filter((x) => x.startsWith('create.07'))).toEqual([]);
    expect(failed((await runAttacked(t, renew('Invitation code: {{found.0.invitation_code}}', false), cache)).rows)).toContain('create.07.visible_result_grounded');
  });
});
