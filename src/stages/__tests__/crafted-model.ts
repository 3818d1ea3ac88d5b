/**
 * A task run with a local model server that always answers with `craft(reference package)`: the
 * real generate → run → check chain for a hand-made app. Servers stay open until
 * `closeCraftedServers` (call it in afterEach).
 */
import { join } from 'node:path';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { runFiles } from '../../infra/paths.ts';
import { AssertionRowSchema, type AssertionRow } from '../../schemas/assertions.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';

type Obj = Record<string, any>;

const open: ChatServer[] = [];

export async function closeCraftedServers(): Promise<void> {
  for (let server = open.pop(); server; server = open.pop()) await server.close();
}

/** The task's assertion rows when the model answers with `craft(reference package)`; `label` names the temp folders and model. */
export async function runCrafted(task: Obj, craft: (pkg: Obj) => Obj, label: string): Promise<AssertionRow[]> {
  const server = await startChatServer(() => ({ json: completion(`\`\`\`json\n${JSON.stringify(craft(structuredClone(task.reference.A.package)))}\n\`\`\``) }));
  open.push(server);
  const run = join(tempDir(label), 'run');
  await evaluateGenerator({
    generator: 'llm',
    taskDir: writeTaskDir([task as never]),
    run,
    llm: { model: `test/${label}`, baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 0, timeoutMs: 120_000 },
  });
  return readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
}

/** A task of a builder's list by id, cloned so a test may change it. */
export function taskById(all: () => readonly unknown[], id: string): Obj {
  const found = (all() as { id: string }[]).find((t) => t.id === id);
  if (!found) throw new Error(`no task ${id}`);
  return structuredClone(found) as Obj;
}

/** The ids of the assertions a run failed. */
export const failedIds = (rows: readonly AssertionRow[]): string[] => rows.filter((r) => !r.passed).map((r) => r.assertion);

/** The ids of a task's visible checks that ask for words of a new state. */
export const stateCheckIds = (task: Obj): string[] =>
  (task.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && a.state).map((a) => a.id as string));

/** Per visible check asking for a state: its episode and the first word of its list. */
export const askedStates = (task: Obj): [string, string][] =>
  (task.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).flatMap((a): [string, string][] => (a.type === 'visible_result_grounded' && a.state ? [[e.id as string, a.state[0] as string]] : [])));
