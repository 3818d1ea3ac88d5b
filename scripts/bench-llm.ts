/**
 * Harness overhead per model call: a local chat-completions server that answers at once, driven
 * through the real client with a real generation prompt. Medians over `calls` calls of: a bare
 * fetch of the same request (the floor), an uncached call (key hashing, limiter, HTTP, parsing,
 * atomic cache write) and a cached call (key hashing and a disk read, no network).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ChatClient } from '../src/agent/client.ts';
import { generationMessages } from '../src/agent/prompts.ts';

export interface LlmBench {
  calls: number;
  prompt_chars: number;
  raw_fetch_median_us: number;
  uncached_median_us: number;
  cached_median_us: number;
  /** Uncached call minus the bare fetch: what the harness adds to a live call. */
  overhead_median_us: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const reply = JSON.stringify({
  choices: [{ index: 0, message: { role: 'assistant', content: '{"app": {"id": "bench", "title": "Bench", "summary": "x"}, "version": 1, "views": []}' }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 5_000, completion_tokens: 300, cost: 0.001 },
});

export async function benchLlm(calls = 300): Promise<LlmBench> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(reply);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const cacheDir = mkdtempSync(join(tmpdir(), 'liveui-bench-llm-'));
  const messages = generationMessages({ intention: 'A weekly commute-playlist builder.', services: ['spotify'] });
  const time = async (fn: () => Promise<unknown>) => {
    const start = process.hrtime.bigint();
    await fn();
    return Number(process.hrtime.bigint() - start) / 1_000;
  };
  try {
    const client = new ChatClient({ model: 'bench/model', baseUrl, cacheDir, concurrency: 1 });
    const body = JSON.stringify({ model: 'bench/model', messages, temperature: 0.1 });
    const raw: number[] = [];
    const uncached: number[] = [];
    const cached: number[] = [];
    for (let i = 0; i < 20; i += 1) await fetch(`${baseUrl}/chat/completions`, { method: 'POST', body }).then((r) => r.text()); // warm-up
    for (let i = 0; i < calls; i += 1) {
      raw.push(await time(() => fetch(`${baseUrl}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then((r) => r.text())));
      uncached.push(await time(() => client.complete({ messages, trial: i })));
    }
    for (let i = 0; i < calls; i += 1) cached.push(await time(() => client.complete({ messages, trial: i })));
    const round = (v: number) => Math.round(v);
    return {
      calls,
      prompt_chars: messages.reduce((n, m) => n + (m.content?.length ?? 0), 0),
      raw_fetch_median_us: round(median(raw)),
      uncached_median_us: round(median(uncached)),
      cached_median_us: round(median(cached)),
      overhead_median_us: round(median(uncached) - median(raw)),
    };
  } finally {
    server.closeAllConnections();
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(await benchLlm(), null, 2)}\n`);
}
