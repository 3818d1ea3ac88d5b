/**
 * Issue #30, session 18 re-review (Z2): a tag the user adds is kept beside its recipe, not anywhere
 * on the page; a pin sign says a note is pinned; "queued" tells a queued gift. Suite tasks run
 * against changed reference packages in the real runtime and seeded world.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../schemas/task.ts';
import { failed, runAttacked, suiteTask, tempDir, type Obj } from './helpers.ts';

const cache = tempDir('s18-kept-words');

/** Every package of slot A (the first and each revision). */
const packagesOf = (reference: Record<string, Obj>): Obj[] => [reference.A?.package, ...Object.values((reference.A?.revisions ?? {}) as Obj)] as Obj[];
const actionOf = (pkg: Obj, id: string): Obj | undefined => (pkg.actions as Obj[]).find((a) => a.id === id);

describe('recipe-box: the added tag after reopen', () => {
  const id = 'single.simple_note.recipe-box';
  const tagCheck = (t: Task) => t.episodes.find((e) => e.id === 'reopen')!.assertions.find((a) => a.type === 'persisted_visible' && a.value === 'vegetarian')!.id;

  it('a stale list beside a tag picker that offers "vegetarian" fails the reopen; the reference passes', async () => {
    const t = suiteTask(id);
    const stale = await runAttacked(t, (ref) => {
      for (const pkg of packagesOf(ref)) {
        const tag = actionOf(pkg, 'add_tag');
        // The tag goes to Simple Note but the kept line stays "saved"; the page offers tag ideas.
        if (tag) tag.plan = (tag.plan as Obj[]).filter((s) => s.update === undefined);
        (pkg.views as Obj[])[0]!.components.unshift({ type: 'text', text: 'Tag ideas: vegetarian, quick, dessert' });
      }
    }, cache);
    expect(failed(stale.rows)).toContain(tagCheck(t));
    const reference = await runAttacked(t, () => undefined, cache);
    expect(failed(reference.rows)).toEqual([]);
  });
});

describe('meeting-notes: a pin sign says pinned', () => {
  it('"Platform sync - May 18 📌" passes the pin step and the reopen', async () => {
    const t = suiteTask('single.simple_note.meeting-notes');
    const pinned = await runAttacked(t, (ref) => {
      for (const pkg of packagesOf(ref)) {
        const pin = actionOf(pkg, 'pin_note');
        if (!pin) continue;
        pin.plan = (pin.plan as Obj[]).map((s) => (s.update ? { ...s, fields: { ...s.fields, status: '📌' } } : s.message ? { message: 'Done.' } : s));
      }
    }, cache);
    expect(failed(pinned.rows)).toEqual([]);
  });
});

describe('gift-queue: the user\'s verb tells the queued gift', () => {
  it('"Queued … for Ava" with no wrap word passes the second gift; a line with neither fails it', async () => {
    const t = suiteTask('single.amazon.gift-queue');
    const saying = (said: string, item: string) => (ref: Record<string, Obj>) => {
      for (const pkg of packagesOf(ref)) {
        const q = actionOf(pkg, 'queue_gift');
        if (q) q.plan = (q.plan as Obj[]).map((s) => (s.message ? { message: said } : s));
        for (const c of (pkg.views as Obj[])[0]!.components as Obj[]) if (c.type === 'list') c.item = item;
      }
    };
    const queued = await runAttacked(t, saying('Queued {{found.0.name}} for {{who.0.first_name}}.', '{{item.product}} for {{item.recipient}}'), cache);
    expect(failed(queued.rows)).toEqual([]);
    const bare = await runAttacked(t, saying('{{found.0.name}} for {{who.0.first_name}}.', '{{item.product}} for {{item.recipient}}'), cache);
    expect(failed(bare.rows)).toEqual(expect.arrayContaining([expect.stringMatching(/^create\.\d+\.visible_result_grounded$/), expect.stringMatching(/^revise\.\d+\.visible_result_grounded$/)]));
  });
});

describe('snooze-until-monday: the snooze time in a default date format', () => {
  it('"until 5/22/2023, 9:00:00 AM" passes the step (dates and times beside the thread compare by value)', async () => {
    const t = suiteTask('single.gmail.snooze-until-monday');
    const saying = (said: string) => (ref: Record<string, Obj>) => {
      const snooze = actionOf(ref.A?.package as Obj, 'snooze')!;
      snooze.plan = (snooze.plan as Obj[]).map((s) => (s.message ? { message: said } : s));
    };
    expect(failed((await runAttacked(t, saying('Snoozed {{found.0.subject}} until 5/22/2023, 9:00:00 AM.'), cache)).rows)).toEqual([]);
    // Another day is not the one the user chose.
    expect(failed((await runAttacked(t, saying('Snoozed {{found.0.subject}} until 5/23/2023, 9:00:00 AM.'), cache)).rows)).toContain('step1.10.visible_result_grounded');
  });
});

describe('the user\'s own words, taken back and for the note (s18-Z4)', () => {
  it('pin-budget: "no longer on top" tells the unpin, at the step and after reopen', async () => {
    const t = suiteTask('single.simple_note.pin-budget');
    const rows = (await runAttacked(t, (ref) => {
      const unpin = actionOf(ref.A?.package as Obj, 'unpin')!;
      unpin.plan = (unpin.plan as Obj[]).map((s) => (s.update ? { ...s, fields: { state: 'no longer on top' } } : s.message ? { message: 'Done.' } : s));
    }, cache)).rows;
    expect(failed(rows)).toEqual([]);
  });

  it('house-rules-share: a text about "your instructions" passes; one about nothing fails', async () => {
    const t = suiteTask('multi.house-rules-share');
    const texting = (message: string) => (ref: Record<string, Obj>) => {
      const share = actionOf(ref.A?.package as Obj, 'share_note')!;
      share.plan = (share.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message } } : s));
    };
    expect(failed((await runAttacked(t, texting('Owen, your instructions for the week are ready, have a look'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(t, texting('Hi Owen, see you soon!'), cache)).rows)).toContain('create.14.world_matches_reference');
  });
});

describe('shared-packing-note: items named unquoted are a list (s18-Z5-f1)', () => {
  const id = 'multi.shared-packing-note';
  const keeping = (content: string) => (ref: Record<string, Obj>) => {
    const share = actionOf(ref.A?.package as Obj, 'share_note')!;
    share.plan = (share.plan as Obj[]).map((s) => (s.call === 'simple_note.create_note' ? { ...s, args: { ...s.args, content } } : s.message ? { message: `Shared {{inputs.title}} with Zoe: ${content.replace(/\n/g, ', ')}.` } : s));
  };
  it('one item per line passes the share and the later addition; a list without "cooler" fails', async () => {
    const t = suiteTask(id);
    // The crafted app writes the list itself (the package language has no split), so its screen
    // shows fixed text; only the world checks are this test's.
    const world = (rows: string[]) => rows.filter((r) => /record_matches|world_matches_reference/.test(r));
    expect(world(failed((await runAttacked(t, keeping('towels\nsunscreen\ncooler'), cache)).rows))).toEqual([]);
    const short = world(failed((await runAttacked(t, keeping('towels\nsunscreen'), cache)).rows));
    expect(short).toEqual(expect.arrayContaining([expect.stringMatching(/^create\.\d+\.world_matches_reference$/)]));
  });
});

describe('the last sample\'s words (s18-Z5, s18-S6)', () => {
  it('moving-internet-tick: an empty box on the checklist\'s line tells the item open again', async () => {
    const t = suiteTask('single.simple_note.moving-internet-tick');
    const boxed = (state: string) => (ref: Record<string, Obj>) => {
      for (const pkg of packagesOf(ref)) {
        const untick = actionOf(pkg, 'untick');
        if (untick) untick.plan = (untick.plan as Obj[]).map((s) => (s.update ? { ...s, fields: { state } } : s.message ? { message: 'Saved.' } : s));
      }
    };
    expect(failed((await runAttacked(t, boxed('☐ item 3'), cache)).rows)).toEqual([]);
    expect(failed((await runAttacked(t, boxed('item 3'), cache)).rows)).toContain('revise.07.visible_result_grounded');
  });

  it('vet-visit-text: "Closed: …" is a text that says the chore is done', async () => {
    const t = suiteTask('shared.vet-visit-text');
    const rows = (await runAttacked(t, (ref) => {
      const find = actionOf(ref.B?.package as Obj, 'find_and_handle')!;
      find.plan = (find.plan as Obj[]).map((s) => (s.call === 'phone.send_text_message' ? { ...s, args: { ...s.args, message: 'Closed: {{found.0.title}}' } } : s));
    }, cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
});

describe('garden-basil-tick: the ticked line told by its own text (s18-Z6-f1)', () => {
  it('the note read back after the tick, its lines shown, passes create without the note\'s title; a tick never read back fails', async () => {
    const t = suiteTask('single.simple_note.garden-basil-tick');
    const readBack = (ref: Record<string, Obj>) => {
      const tick = actionOf(ref.A?.package as Obj, 'tick')!;
      tick.plan = [
        ...(tick.plan as Obj[]).filter((s) => s.call !== undefined),
        { call: 'simple_note.show_note', args: { note_id: '{{found.0.note_id}}' }, bind: 'saved' },
        { message: '{{saved.content}}' },
      ];
      for (const c of (ref.A?.package as Obj).views[0].components as Obj[]) if (c.type === 'list') c.item = 'Item {{item.item}} — {{item.state}}';
    };
    const rows = failed((await runAttacked(t, readBack, cache)).rows);
    expect(rows.filter((r) => r.startsWith('create.'))).toEqual([]);
    const silent = (ref: Record<string, Obj>) => {
      const tick = actionOf(ref.A?.package as Obj, 'tick')!;
      tick.plan = [...(tick.plan as Obj[]).filter((s) => s.call !== undefined), { message: 'OK.' }];
    };
    expect(failed((await runAttacked(t, silent, cache)).rows)).toContain('create.06.visible_result_grounded');
  });
});
