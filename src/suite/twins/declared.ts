import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { projectRoot } from '../../io/meta.ts';
import { readNdjson, writeNdjson } from '../../io/ndjson.ts';
import { TwinDeclarationSchema, type Task, type TwinDeclaration } from '../../schemas/task.ts';
import { taskHash } from '../review.ts';

/**
 * The suite's twin declarations (`tasks/twins/declarations.ndjson`): for each task whose derived
 * twin does not stand as it is, the declaration that makes it stand (another look-alike mode,
 * values kept) or `none` with the reason — found by `liveui tasks twins --write`, which replays
 * the reference (settle.ts), and committed, so `twinOf` stays a pure function of the task and
 * this file. A row counts only for the task content it was found for (`task_hash`): an edited
 * task is derived afresh, and `tasks validate` says whether that twin stands.
 */

export const DeclaredTwinSchema = z
  .object({
    task: z.string(),
    task_hash: z.string(),
    twin: TwinDeclarationSchema,
    /** What the derived twin did wrong (the verifier's first problem), for people. */
    why: z.string(),
  })
  .strict();
export type DeclaredTwin = z.infer<typeof DeclaredTwinSchema>;

export const DECLARATIONS_FILE = join(projectRoot, 'tasks', 'twins', 'declarations.ndjson');

let loaded: Map<string, DeclaredTwin> | undefined;

function table(): Map<string, DeclaredTwin> {
  if (!loaded) {
    const records = existsSync(DECLARATIONS_FILE) ? readNdjson(DECLARATIONS_FILE, DeclaredTwinSchema, { kind: 'twin-declarations' }).records : [];
    loaded = new Map(records.map((record) => [record.task, record]));
  }
  return loaded;
}

/** The committed declaration of a task, when it was found for exactly this task content. */
export function declaredTwin(task: Task): TwinDeclaration | undefined {
  const found = table().get(task.id);
  return found && found.task_hash === taskHash(task) ? found.twin : undefined;
}

/** Writes the side table (sorted by task; no header, so reruns are byte-identical). */
export function writeDeclarations(records: readonly DeclaredTwin[], path: string = DECLARATIONS_FILE): void {
  const sorted = [...records].sort((a, b) => (a.task < b.task ? -1 : a.task > b.task ? 1 : 0));
  writeNdjson(path, sorted, { kind: 'twin-declarations', header: false });
  if (path === DECLARATIONS_FILE) loaded = undefined;
}
