import { parentPort, workerData } from 'node:worker_threads';
import type { SerializedError, WorkerJob, WorkerReply } from './heap-worker.ts';

/** Inside the worker: run the job, send one reply (its result or its error), and end. */

function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const e = error as Error & Partial<SerializedError>;
  const fields: SerializedError = { name: e.name, message: e.message, stack: e.stack };
  if (typeof e.code === 'string') fields.code = e.code;
  if (typeof e.path === 'string') fields.path = e.path;
  if (typeof e.line === 'number') fields.line = e.line;
  if (typeof e.syscall === 'string') fields.syscall = e.syscall;
  if (typeof e.errno === 'number') fields.errno = e.errno;
  if (typeof e.option === 'string') fields.option = e.option;
  return fields;
}

const job = workerData as WorkerJob;
let reply: WorkerReply;
try {
  const loaded = (await import(job.module)) as Record<string, unknown>;
  const stage = loaded[job.name];
  if (typeof stage !== 'function') throw new Error(`${job.module} has no function ${job.name}`);
  reply = { ok: true, value: await (stage as (...args: unknown[]) => unknown)(...job.args) };
} catch (error) {
  reply = { ok: false, error: serialize(error) };
}
parentPort?.postMessage(reply);
