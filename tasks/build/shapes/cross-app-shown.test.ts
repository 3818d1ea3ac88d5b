/**
 * What the user asked of a shared-world task is looked for on screen, not only in the world
 * (issue #30, K2): app A's list tells the other values the user gave the new record (an
 * expense's amount), app B's tells the values the user gave B (an amount) and the state B's mark
 * leaves (a to-do ticked off) beside the record's name. Run through the real generate → run →
 * check chain with a local model server that answers each slot with a crafted package: an app
 * that echoes the name and does everything else right fails those checks only; an app that says
 * the same in its own words passes.
 */
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { completion, startChatServer, type ChatServer } from '../../../src/agent/__tests__/chat-server.ts';
import { tempDir, writeTaskDir } from '../../../src/stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../../../src/stages/eval/index.ts';
import { readNdjson } from '../../../src/io/ndjson.ts';
import { runFiles } from '../../../src/infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../../src/schemas/assertions.ts';

type Obj = Record<string, any>;

const open: ChatServer[] = [];
afterEach(async () => {
  for (let server = open.pop(); server; server = open.pop()) await server.close();
});

const suiteTask = (id: string): Obj => JSON.parse(readFileSync(new URL(`../../suite/${id}.json`, import.meta.url), 'utf8')) as Obj;

/** The task's assertion rows when each slot's app is `craft(slot, reference package of that slot)`. */
async function runSlots(task: Obj, craft: (slot: string, pkg: Obj) => Obj): Promise<AssertionRow[]> {
  const apps = task.apps as { slot: string; intention: string }[];
  const server = await startChatServer((body) => {
    const asked = JSON.stringify(body);
    const slot = apps.find((a) => asked.includes(JSON.stringify(a.intention).slice(1, -1)))?.slot ?? 'A';
    return { json: completion(`\`\`\`json\n${JSON.stringify(craft(slot, structuredClone(task.reference[slot].package)))}\n\`\`\``) };
  });
  open.push(server);
  const run = join(tempDir('shared-shown'), 'run');
  await evaluateGenerator({
    generator: 'llm',
    taskDir: writeTaskDir([task as never]),
    run,
    llm: { model: 'test/shared-shown', baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 0, timeoutMs: 120_000 },
  });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

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
    expect(grounded(suiteTask('shared.split-then-venmo'), 'a-create')).toEqual([['Concert tickets', ''], [140, '']]);
    const pay = suiteTask('shared.babysitter-pay');
    expect(grounded(pay, 'b-find')).toEqual([['Pay the babysitter for Tuesday', 'state'], [60, '']]);
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
    expect(failed(rows)).toEqual(['b-find.11.visible_result_grounded', 'b-find.12.visible_result_grounded']);
    expect(rows.find((r) => r.assertion === 'b-find.11.visible_result_grounded')?.observed).toMatchObject({ shown: true, from_service: true, state: null });
  });

  it('fails an app that logs the expense but never shows its amount', async () => {
    const rows = await runSlots(
      suiteTask('shared.split-then-venmo'),
      crafted(
        (slot) => (slot === 'A' ? '{{item.label}} (id {{item.id}})' : '{{item.title}} (id {{item.id}}) · Amount: {{item.amount}}'),
        (slot, kept) => (slot === 'A' ? { id: kept.id, label: kept.label } : kept),
      ),
    );
    expect(failed(rows)).toEqual(['a-create.11.visible_result_grounded']);
  });

  it('passes an app that tells the amount and the state in its own words', async () => {
    const rows = await runSlots(
      suiteTask('shared.babysitter-pay'),
      crafted(
        (slot) => (slot === 'A' ? 'Job: {{item.label}} #{{item.id}}' : 'Sent ${{item.amount}} for {{item.title}} (#{{item.id}}), {{item.note}}'),
        (slot, kept) => (slot === 'A' ? kept : { id: kept.id, title: kept.title, amount: kept.amount, note: 'crossed off your list' }),
      ),
    );
    expect(failed(rows)).toEqual([]);
  });
});
