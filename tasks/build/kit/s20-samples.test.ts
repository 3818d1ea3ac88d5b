/**
 * s20 (issue #30): findings of the re-review Z1 and the fresh sample S7, through the real
 * runtime and seeded world. Each correct app in the user's words passes; each wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, telling, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';

const cache = tempDir('s20-samples');
/** The app whose action `id` ignores the name typed and takes the first record `call` lists (the newest in that state). */
const ignoringName = (id: string, call: string) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) (a.plan as Obj[])[0] = { call, args: { page_limit: 1 }, bind: 'found' };
};
/** The task as it was before its world held a later record in the same state. */
const withoutLater = (t: Obj, table: string): Obj => ({ ...t, world: { ...t.world, rows: ((t.world.rows ?? []) as Obj[]).filter((r) => r.table !== table || !String(Object.values(r.row).join(' ')).includes('2023-05-19T12:00:00')) } });

describe('findings of session 20', () => {
  it('playlist-bookmarks: an app that unlikes the newest like, whatever the name, passed before and fails now (s20-z1-f3)', async () => {
    const t = suiteTask('single.spotify.playlist-bookmarks') as Obj;
    const wrong = ignoringName('unlike_playlist', 'spotify.show_liked_playlists');
    expect(failed((await runAttacked(withoutLater(t, 'playlist_likes') as never, wrong, cache)).rows).filter((id) => id.startsWith('step2'))).toEqual([]);
    expect(failed((await runAttacked(t as never, wrong, cache)).rows)).toContain('step2.08.world_matches_reference');
  });

  it('report-spam: an app that takes the newest spam thread back out, whatever the subject, passed before and fails now (s20-z1-f1)', async () => {
    const t = suiteTask('single.gmail.report-spam') as Obj;
    const wrong = ignoringName('not_spam', 'gmail.show_spam_threads');
    expect(failed((await runAttacked(withoutLater(t, 'spam_marks') as never, wrong, cache)).rows).filter((id) => id.startsWith('step2'))).toEqual([]);
    expect(failed((await runAttacked(t as never, wrong, cache)).rows)).toContain('step2.08.world_matches_reference');
  });

  it('playlist-bookmarks: a heart tells the like, "no longer saved" tells it undone (s20-z1-f1, f2)', async () => {
    const t = suiteTask('single.spotify.playlist-bookmarks');
    const hearts = (ref: Record<string, Obj>) => {
      telling('like_playlist', '❤ {{found.0.title}}')(ref);
      telling('unlike_playlist', '{{found.0.title}} is no longer saved.')(ref);
    };
    const rows = (await runAttacked(t, hearts, cache)).rows;
    expect(failed(rows)).not.toContain('step1.06.visible_result_grounded');
    expect(failed(rows)).not.toContain('step2.06.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('like_playlist', 'Done: {{found.0.title}}', '{{item.name}}'), cache)).rows)).toContain('step1.06.visible_result_grounded');
  });

  it('spam-filter-fix: "Removed … from spam" passes step2.06 (s20-z1-f1)', async () => {
    const t = suiteTask('single.gmail.spam-filter-fix');
    expect(failed((await runAttacked(t, telling('not_spam', 'Removed {{found.0.subject}} from spam.', '{{item.name}}'), cache)).rows)).not.toContain('step2.06.visible_result_grounded');
  });

  it('ask-before-buying: "Question added to <product>" passes step1.07; the product alone fails it (s20-z1-f1)', async () => {
    const t = suiteTask('single.amazon.ask-before-buying');
    const pkg = (suiteTask('single.amazon.ask-before-buying').reference as Record<string, Obj>).A?.package as Obj;
    const ask = (pkg.actions as Obj[]).find((a) => a.id === 'ask')!;
    const product = JSON.stringify(ask.plan).match(/\{\{(found|product)[^}]*title\}\}|\{\{(found|product)[^}]*name\}\}/)?.[0] ?? '{{found.0.name}}';
    expect(failed((await runAttacked(t, telling('ask', `Question added to ${product}: {{inputs.question}}`, '{{item.name}}'), cache)).rows)).not.toContain('step1.07.visible_result_grounded');
    // The product alone, with neither a word of asking nor the question's own text, fails it.
    expect(failed((await runAttacked(t, telling('ask', `${product}.`, '{{item.name}}'), cache)).rows)).toContain('step1.07.visible_result_grounded');
  });

  it('a first screen that finds the person among friends, or the playlist by a search, can do what the user asks (s20-z1-f1 rent-reminder, s20-s7-f1 split-bill, playlist-then-share)', async () => {
    /** The reference with every call of `from` made to `to` instead (same arguments). */
    const reading = (from: string, to: string) => (ref: Record<string, Obj>) => {
      for (const slot of Object.values(ref)) {
        for (const pkg of [slot.package as Obj, ...Object.values((slot.revisions ?? {}) as Record<string, Obj>)]) {
          for (const a of (pkg?.actions ?? []) as Obj[]) a.plan = JSON.parse(JSON.stringify(a.plan).split(`"${from}"`).join(`"${to}"`));
        }
      }
    };
    const c1 = (ids: string[]) => ids.filter((id) => /input_available|action_available/.test(id));
    for (const task of ['single.venmo.rent-reminder', 'single.venmo.split-bill']) {
      const rows = (await runAttacked(suiteTask(task), reading('venmo.search_users', 'venmo.show_friends'), cache)).rows;
      expect(c1(failed(rows)), task).toEqual([]);
    }
    const shared = (await runAttacked(suiteTask('shared.playlist-then-share'), reading('spotify.show_playlist_library', 'spotify.search_playlists'), cache)).rows;
    expect(c1(failed(shared))).toEqual([]);
    // An app that can find nobody (its payer input reaches no read at all) still fails.
    const blind = (await runAttacked(suiteTask('single.venmo.split-bill'), reading('venmo.search_users', 'venmo.show_payment_cards'), cache)).rows;
    expect(c1(failed(blind))).toContain('open.01.input_available');
  });

  it('expense-claim-note: app B that writes the claim note from the words the user typed, with no read of the expense, passes b-find.04; one that calls nothing fails it (s20-s7-f1)', async () => {
    const noRead = (ref: Record<string, Obj>) => {
      const pkg = ref.B?.package as Obj;
      for (const a of pkg.actions as Obj[]) {
        const plan = (a.plan as Obj[]).filter((step) => step.call !== 'splitwise.show_expenses');
        a.plan = JSON.parse(JSON.stringify(plan).split('{{found.0.expense_id}}').join('{{made.note_id}}').split('{{found.0.description}}').join('{{inputs.query}}'));
      }
    };
    const rows = (await runAttacked(suiteTask('shared.expense-claim-note'), noRead, cache)).rows;
    expect(failed(rows).filter((id) => id.startsWith('b-find'))).toEqual([]);
    const nothing = (ref: Record<string, Obj>) => {
      for (const a of (ref.B?.package as Obj).actions as Obj[]) a.plan = [{ message: 'Noted Taxi to airport SEA.' }];
    };
    expect(failed((await runAttacked(suiteTask('shared.expense-claim-note'), nothing, cache)).rows)).toContain('b-find.04.record_matches');
  });

  it('medication-snooze: an alarm set with a 10-minute snooze, snoozed, passes revise.08 (s20-s7-f1)', async () => {
    const tenMinutes = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of pkg.actions as Obj[]) for (const step of a.plan as Obj[]) if (step.call === 'phone.create_alarm') step.args = { ...step.args, snooze_minutes: 10 };
      }
    };
    expect(failed((await runAttacked(suiteTask('single.phone.medication-snooze'), tenMinutes, cache)).rows)).toEqual([]);
  });

  it('wish-list-mover: an app that reads the named product and saves another passed every create check but the new one (s20-s7-f1)', async () => {
    const other = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'save_for_later')) {
          // The gold pair, not the tortoise one the user named (the fixture's "Polarized Sunglasses, Gold").
          a.plan = (a.plan as Obj[]).map((step) => (step.call === 'amazon.add_product_to_wish_list' ? { ...step, args: { product_id: 4726828 } } : step));
        }
      }
    };
    // The capture is the app's own new row, so the checks keyed by it pass that app; the product's own id does not.
    const wrong = failed((await runAttacked(suiteTask('single.amazon.wish-list-mover'), other, cache)).rows);
    expect(wrong).toContain('create.09.db_changed');
    expect(wrong.filter((id) => id.startsWith('create') && id !== 'create.09.db_changed')).toEqual([]);
  });

  it('cart-quantity, gift-queue: an app that puts another product in the cart fails the step that adds it (as wish-list-mover, s20-s7-f1)', async () => {
    const other = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of pkg.actions as Obj[]) a.plan = JSON.parse(JSON.stringify(a.plan).split('"{{found.0.product_id}}"').join('4726828'));
    };
    expect(failed((await runAttacked(suiteTask('single.amazon.cart-quantity'), other, cache)).rows).filter((id) => id.startsWith('create'))).not.toEqual([]);
    expect(failed((await runAttacked(suiteTask('single.amazon.gift-queue'), other, cache)).rows).filter((id) => id.startsWith('create'))).not.toEqual([]);
  });

  it('group-heads-up-text: the user\'s own verb "opened" tells the group made (s20-s7-f1)', async () => {
    const t = suiteTask('shared.group-heads-up-text');
    // Since s22 the member the user typed is told too (group-settle-todo s22-r1-f1): the kept row shows it.
    const opened = telling('create', 'Opened {{inputs.name}} (id {{created.group_id}}).', '{{item.label}} (id {{item.id}}) · With: {{item.member_email}}');
    expect(failed((await runAttacked(t, opened, cache)).rows)).not.toContain('a-create.10.visible_result_grounded');
    // The kept row tells the group with its member: the name alone passes too.
    const bare = telling('create', '{{inputs.name}} (id {{created.group_id}}).', '{{item.label}} (id {{item.id}}) · With: {{item.member_email}}');
    expect(failed((await runAttacked(t, bare, cache)).rows)).not.toContain('a-create.10.visible_result_grounded');
    // A group told with no member fails now.
    const alone = telling('create', 'Opened {{inputs.name}} (id {{created.group_id}}).', '{{item.label}} (id {{item.id}})');
    expect(failed((await runAttacked(t, alone, cache)).rows)).toContain('a-create.10.visible_result_grounded');
  });

  it('hawaii-photo-archive: the zip\'s path alone does not tell the folder unpacked; "unzipped to" does (s20-s7-f1)', async () => {
    const t = suiteTask('single.file_system.hawaii-photo-archive');
    const item = '{{item.path}} (#{{item.id}})';
    expect(failed((await runAttacked(t, telling('unzip', 'Could not open {{inputs.archive}}.', item), cache)).rows)).toContain('revise.07.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('unzip', 'Unzipped to {{unpacked.path}}.', item), cache)).rows)).not.toContain('revise.07.visible_result_grounded');
  });

  it('anniversary-candle-order: "Order confirmation <id>" does not tell the email sent; "emailed" does (s20-s7-f1)', async () => {
    const t = suiteTask('multi.anniversary-candle-order');
    const item = '{{item.product}} for {{item.occasion}} (order {{item.id}})';
    expect(failed((await runAttacked(t, telling('send_gift', 'Order confirmation {{order.order_id}}: {{found.0.name}}, gift-wrapped.', item), cache)).rows)).toContain('create.17.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('send_gift', 'Order {{order.order_id}}: {{found.0.name}}, gift-wrapped; emailed.', item), cache)).rows)).not.toContain('create.17.visible_result_grounded');
  });

  it('wedding-songs-library, report-spam: a kept list that still says "saved" or "spam" after the step took it back fails the reopen; the reference\'s history passes (s20-z2-f1)', async () => {
    /** The app whose taking-back action leaves its kept list as it was. */
    const stale = (id: string) => (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = (a.plan as Obj[]).filter((step) => step.append === undefined).map((step) => (typeof step.message === 'string' ? { message: 'Done.' } : step));
    };
    for (const [task, id, check] of [['single.spotify.wedding-songs-library', 'drop_song', 'reopen.06.persisted_visible'], ['single.gmail.report-spam', 'not_spam', 'reopen.06.persisted_visible']] as const) {
      const t = suiteTask(task);
      expect((t.episodes.at(-1)?.assertions ?? []).map((a) => a.id), task).toContain(check);
      expect(failed((await runAttacked(t, stale(id), cache)).rows), task).toContain(check);
      expect(failed((await runAttacked(t, () => undefined, cache)).rows), task).toEqual([]);
    }
  });

  it('jazz-follow: an app that unfollows the artist by the id it kept, with no search, and says the name typed passes step2.06; another name fails it (s20-z2-f1)', async () => {
    const t = suiteTask('single.spotify.jazz-follow');
    const id = (t.episodes.find((e) => e.id === 'step1')?.assertions ?? []).flatMap((a) => (a.type === 'visible_result_grounded' && a.record ? [a.record.key.id] : []))[0];
    expect(typeof id).toBe('number');
    const kept = (name: string) => (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'unfollow')) {
          a.plan = [{ call: 'spotify.unfollow_artist', args: { artist_id: id } }, { append: 'log', item: { id: `unfollow ${id}`, ref: id, name, what: 'unfollowed' } }, { message: `Unfollowed ${name}.` }];
        }
      }
    };
    expect(failed((await runAttacked(t, kept('{{inputs.artist}}'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(t, kept('Nova Kingsley'), cache)).rows)).toContain('step2.06.visible_result_grounded');
  });

  it('anniversary-candle-order: an app that cancels the order it kept and names only its product passes revise.07 (s20-z2-f1)', async () => {
    const t = suiteTask('multi.anniversary-candle-order');
    const byProduct = (ref: Record<string, Obj>) => {
      telling('call_off', 'Cancelled; {{cancelled.refund_amount}} refunded.', '{{item.product}} — {{item.occasion}}')(ref);
      telling('send_gift', 'Order placed for {{found.0.name}}, gift-wrapped; emailed {{inputs.cogiver_email}} order {{order.order_id}}.')(ref);
    };
    expect(failed((await runAttacked(t, byProduct, cache)).rows)).not.toContain('revise.07.visible_result_grounded');
    const nothing = (ref: Record<string, Obj>) => telling('call_off', 'Cancelled.', '{{item.occasion}}')(ref);
    expect(failed((await runAttacked(t, nothing, cache)).rows)).toContain('revise.07.visible_result_grounded');
  });

  it('split-bill: a friend picked straight into the payment (no search) can name the payee on the first screen (s20-s7-f1)', async () => {
    const picker = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'pay_share')) {
          a.plan = (a.plan as Obj[]).filter((step) => step.call !== 'venmo.search_users').map((step) => JSON.parse(JSON.stringify(step).split('{{who.0.email}}').join('{{inputs.friend}}').split('{{who.0.name}}').join('{{inputs.friend}}')));
        }
      }
    };
    const c1 = (ids: string[]) => ids.filter((id) => /input_available|action_available/.test(id));
    expect(c1(failed((await runAttacked(suiteTask('single.venmo.split-bill'), picker, cache)).rows))).toEqual([]);
  });

  it('reunion-folder: "send it to her again" as a reply in the first email\'s thread, the updated file attached, passes; a reply without the file fails (s20-z2-f1)', async () => {
    const reply = (attach: boolean) => (ref: Record<string, Obj>) => {
      const a = ((ref.A?.package as Obj).actions as Obj[]).find((x) => x.id === 'add_and_resend')!;
      a.plan = (a.plan as Obj[]).flatMap((step) => (step.call === 'gmail.send_email'
        ? [{ call: 'gmail.search_emails', args: { query: 'venues', page_limit: 1 }, bind: 'prev' },
          { call: 'gmail.reply_to_email', args: { email_id: '{{prev.0.email_id}}', body: 'Updated file attached.', ...(attach ? { attachment_file_paths: ['{{inputs.file_path}}'] } : {}) } }]
        : [step]));
    };
    const t = suiteTask('multi.reunion-folder');
    expect(failed((await runAttacked(t, reply(true), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(t, reply(false), cache)).rows)).toContain('revise.11.world_matches_reference');
  });

  it('star-important, dig-out-archive: an app that flips the first thread of the list, whatever the subject, fails; star-for-taxes: a kept list still saying "starred" after the unstar fails the reopen (s20-z3)', async () => {
    const first = (id: string, call: string) => (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) (a.plan as Obj[])[0] = { call, args: { page_limit: 1 }, bind: 'found' };
    };
    expect(failed((await runAttacked(suiteTask('single.gmail.star-important'), first('star', 'gmail.show_inbox_threads'), cache)).rows).some((id) => id.startsWith('step1'))).toBe(true);
    expect(failed((await runAttacked(suiteTask('single.gmail.dig-out-archive'), first('unarchive', 'gmail.show_archived_threads'), cache)).rows).some((id) => id.startsWith('step1'))).toBe(true);
    const stale = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'unstar')) a.plan = (a.plan as Obj[]).filter((step) => step.append === undefined).map((step) => (typeof step.message === 'string' ? { message: 'Done.' } : step));
    };
    const t = suiteTask('single.gmail.star-for-taxes');
    const check = (t.episodes.at(-1)?.assertions ?? []).find((a) => a.type === 'persisted_visible' && (a as { gone?: boolean }).gone === true)?.id;
    expect(check).toBeDefined();
    expect(failed((await runAttacked(t, stale, cache)).rows)).toContain(check);
    expect(failed((await runAttacked(t, () => undefined, cache)).rows)).toEqual([]);
  });

  it('neighbor-baby-gift: the product with no word of the order and no order number fails create.08; its order number passes (s20-z3-f1)', async () => {
    const t = suiteTask('multi.neighbor-baby-gift');
    const item = '{{item.product}} for {{item.occasion}}';
    expect(failed((await runAttacked(t, telling('send_gift', '{{found.0.name}}: gift wrap added to cart; emailed Lucas.', item), cache)).rows)).toContain('create.08.visible_result_grounded');
    expect(failed((await runAttacked(t, telling('send_gift', '#{{order.order_id}}: {{found.0.name}}, gift-wrapped; emailed Lucas.', item), cache)).rows)).not.toContain('create.08.visible_result_grounded');
  });

  it('answer-pan-colour: an app that answers the product\'s first question, whatever the user typed, fails (s20-z4-f1)', async () => {
    const firstQuestion = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'answer')) {
          a.plan = (a.plan as Obj[]).map((step) => (step.call === 'amazon.show_product_questions' ? { ...step, args: { product_id: step.args.product_id, page_limit: 1 } } : step));
        }
      }
    };
    const t = suiteTask('single.amazon.answer-pan-colour');
    expect(failed((await runAttacked(t, firstQuestion, cache)).rows).some((id) => id.startsWith('step1'))).toBe(true);
    expect(failed((await runAttacked(t, () => undefined, cache)).rows)).toEqual([]);
  });
});
