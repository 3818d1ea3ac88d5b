/**
 * What the user asked of a shared-world task is looked for on screen, not only in the world
 * (issue #30, K2): app A's list tells the other values the user gave the new record (an
 * expense's amount), app B's tells the values the user gave B (an amount) and the state B's mark
 * leaves (a to-do ticked off) beside the record's name, and the values again after reopen. Run through the real generate → run →
 * check chain with a local model server that answers each slot with a crafted package: an app
 * that echoes the name and does everything else right fails those checks only; an app that says
 * the same in its own words passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCraftedSlots } from '../../../src/stages/__tests__/crafted-model.ts';
import { type AssertionRow } from '../../../src/schemas/assertions.ts';
import { textShows } from '../../../src/stages/check/match.ts';
import { masked } from '../../../src/stages/check/evaluate.ts';
import { intentionOf, OWN_STATE_WORDS } from '../kit/own-state-words.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const suiteTask = (id: string): Obj => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as Obj;

/** The task's assertion rows when each slot's app is `craft(slot, reference package of that slot)`. */
const runSlots = (task: Obj, craft: (slot: string, pkg: Obj) => Obj): Promise<AssertionRow[]> => runCraftedSlots(task, craft, 'shared-shown');

/** Each list's item text set to `item(slot)`, and each kept row's fields rewritten by `keep(slot, item)`. */
function crafted(item: (slot: string) => string, keep: (slot: string, kept: Obj) => Obj) {
  return (slot: string, pkg: Obj): Obj => {
    for (const view of pkg.views as Obj[]) for (const c of view.components as Obj[]) if (c.type === 'list') c.item = item(slot);
    for (const action of pkg.actions as Obj[]) {
      for (const step of action.plan as Obj[]) {
        if (!step.append) continue;
        step.item = keep(slot, step.item as Obj);
        // A field the app keeps that the reference did not is declared like the others.
        const fields = pkg.state.collections[step.append].fields as Obj;
        for (const field of Object.keys(step.item as Obj)) fields[field] ??= 'string';
      }
    }
    return pkg;
  };
}

const failed = (rows: readonly AssertionRow[]) => rows.filter((r) => !r.passed).map((r) => r.assertion);
const grounded = (task: Obj, episode: string) =>
  ((task.episodes as Obj[]).find((e) => e.id === episode)?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded').map((a) => [a.value, a.state?.length ? 'state' : '']);

describe('shared tasks: the values and states the user asked for are looked for on screen', () => {
  it('asks A for the expense amount, B for the amount paid and for a word of the to-do being ticked off', () => {
    // The expense's name is asked with Elena on a line the step changed (s15 line2, person-own.ts).
    expect(grounded(suiteTask('shared.split-then-venmo'), 'a-create')).toEqual([['Concert tickets', 'state'], [140, '']]);
    const pay = suiteTask('shared.babysitter-pay');
    // And that the money went, beside Maya (s15 shown15): a check of its own, after the ones before it.
    expect(grounded(pay, 'b-find')).toEqual([['Pay the babysitter for Tuesday', 'state'], [60, ''], ['Pay the babysitter for Tuesday', 'state'], ['Pay the babysitter for Tuesday', 'state']]);
    const state = ((pay.episodes as Obj[]).find((e) => e.id === 'b-find')?.assertions as Obj[]).find((a) => a.state)?.state as string[];
    // The user's own word ("close it") is among them; bare "done" (any finder's answer) is not.
    expect(state).toEqual(expect.arrayContaining(['ticked off', 'close', 'completed']));
    expect(state).not.toContain('done');
  });

  it('fails an app that pays and ticks off the to-do but shows only its name; its world checks pass', async () => {
    const rows = await runSlots(
      suiteTask('shared.babysitter-pay'),
      crafted(
        (slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}} (id {{item.id}})'),
        (_slot, kept) => ({ id: kept.id, ...(kept.label ? { label: kept.label } : { title: kept.title }) }),
      ),
    );
    // B acts once and keeps nothing the user asked to keep (issue #30, K12), so its reopen asks for
    // nothing: the screen right after the change is where the amount and the state are missed.
    expect(failed(rows)).toEqual(expect.arrayContaining(['b-find.11.visible_result_grounded', 'b-find.12.visible_result_grounded', 'b-find.13.visible_result_grounded']));
    expect(rows.find((r) => r.assertion === 'b-find.11.visible_result_grounded')?.observed).toMatchObject({ shown: true, from_service: true, state: null });
  });

  it('fails an app that logs the expense but never shows its amount, after the change or after reopen', async () => {
    const rows = await runSlots(
      suiteTask('shared.split-then-venmo'),
      crafted(
        // B still says it requested (kit/action-words.ts): only the amount is missing.
        (slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}} (id {{item.id}}) · Amount: {{item.amount}} · {{item.made}}'),
        (slot, kept) => (slot === 'A' ? { id: kept.id, label: kept.label } : kept),
      ),
    );
    // Nor on A's list after reopen; nor whom the expense is split with (s15 shown15).
    expect(failed(rows)).toEqual(['a-create.10.visible_result_grounded', 'a-create.11.visible_result_grounded', 'a-reopen.04.persisted_visible']);
  });

  it('passes an app that tells the amount and the state in its own words', async () => {
    const rows = await runSlots(
      suiteTask('shared.babysitter-pay'),
      crafted(
        (slot) => (slot === 'A' ? 'Job: {{item.label}} #{{item.id}}' : 'Sent Maya ${{item.amount}} for {{item.title}} (#{{item.id}}), {{item.note}}'),
        (slot, kept) => (slot === 'A' ? kept : { id: kept.id, title: kept.title, amount: kept.amount, note: 'crossed off your list' }),
      ),
    );
    expect(failed(rows)).toEqual([]);
  });

  it('asks B for a word of the email it sent and, in a check of its own, of the errand it ticked off', () => {
    // And, in a third check of its own, Chloe on any line the step changed (s16 lines, kit/person-line.ts).
    expect(grounded(suiteTask('shared.rug-errand-handoff'), 'b-find')).toEqual([['Pick up dry cleaning and the rug', 'state'], ['Pick up dry cleaning and the rug', 'state'], ['Pick up dry cleaning and the rug', 'state']]);
  });

  it('never lets the record\'s name, or what B says of any record it handled, tell the state by itself', () => {
    const ids = readdirSync(new URL('../../suite/', import.meta.url)).filter((f) => f.startsWith('shared.')).map((f) => f.replace(/\.json$/, ''));
    const told: string[] = [];
    for (const id of ids) {
      const task = suiteTask(id);
      for (const [e, a] of (task.episodes as Obj[]).flatMap((ep) => (ep.assertions as Obj[]).map((x): [Obj, Obj] => [ep, x]))) {
        // A `gone` check reads its state words the other way (a line that still calls the record
        // what it was must also tell it now): no word of B's is asked.
        if (!a.state || a.gone) continue;
        told.push(id);
        // The name, and the finder's own words around it, say none of the state's words. Texts the
        // check masks out before it looks (`state_apart`: a name holding "Dad") are masked here too.
        const line = masked(`Done for ${String(a.value)} Handled`, (a.state_apart ?? []) as string[]);
        // Except the user's own word for the state, which the user said (kit/own-state-words.ts).
        const text = `${String(e.message ?? '')}\n${intentionOf(task as never, e.slot as string | undefined)}`;
        const own = new Set(OWN_STATE_WORDS.filter((w) => (a.state as string[]).includes(w.marks) && w.said.test(text)).flatMap((w) => w.forms));
        for (const word of (a.state as string[]).filter((w) => !own.has(w))) expect(textShows(line, word, 'normalized'), `${id}: "${word}"`).toBe(false);
      }
    }
    expect(new Set(told).size).toBeGreaterThanOrEqual(40);
  });

  it('fails an app that emails Chloe and ticks off the errand but shows only its name', async () => {
    const rows = await runSlots(
      suiteTask('shared.rug-errand-handoff'),
      crafted(
        (slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}} (id {{item.id}})'),
        (_slot, kept) => ({ id: kept.id, ...(kept.label ? { label: kept.label } : { title: kept.title }) }),
      ),
    );
    // Nor, in its own check, Chloe (s16 lines: the person the step sent to, on any changed line).
    expect(failed(rows)).toEqual(['b-find.10.visible_result_grounded', 'b-find.11.visible_result_grounded', 'b-find.14.visible_result_grounded']);
  });

  it('fails an app that tells the errand ticked off but not the email; passes one telling both its own way', async () => {
    const only = await runSlots(
      suiteTask('shared.rug-errand-handoff'),
      crafted((slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}}: {{item.note}}'), (slot, kept) => (slot === 'A' ? kept : { id: kept.id, title: kept.title, note: 'crossed off' })),
    );
    // The email untold, and with it Chloe, whom it went to (her own check since s16 lines).
    expect(failed(only)).toEqual(['b-find.11.visible_result_grounded', 'b-find.14.visible_result_grounded']);
    const both = await runSlots(
      suiteTask('shared.rug-errand-handoff'),
      crafted((slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}}: {{item.note}}'), (slot, kept) => (slot === 'A' ? kept : { id: kept.id, title: kept.title, note: 'mailed to Chloe, crossed off your list' })),
    );
    expect(failed(both)).toEqual([]);
  });
});
