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
