/** One HTTP attempt with a deadline and a bounded body; no retries here. */
export type Attempt =
  | { kind: 'response'; status: number; retryAfter: string | null; text: string }
  | { kind: 'timeout' }
  | { kind: 'too_large'; bytes: number }
  | { kind: 'network'; message: string };

export interface AttemptOptions {
  timeoutMs: number;
  maxBytes: number;
  fetch: typeof fetch;
}

async function readBounded(response: Response, maxBytes: number): Promise<{ text: string } | { tooLarge: number }> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return { tooLarge: declared };
  }
  if (!response.body) return { text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { tooLarge: total };
    }
    chunks.push(value);
  }
  return { text: Buffer.concat(chunks).toString('utf8') };
}

/** POSTs JSON; the deadline covers connecting, waiting and reading the whole body. */
export async function postOnce(url: string, body: string, headers: Record<string, string>, options: AttemptOptions): Promise<Attempt> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const response = await options.fetch(url, { method: 'POST', headers, body, signal: controller.signal });
    const read = await readBounded(response, options.maxBytes);
    if ('tooLarge' in read) return { kind: 'too_large', bytes: read.tooLarge };
    return { kind: 'response', status: response.status, retryAfter: response.headers.get('retry-after'), text: read.text };
  } catch (error) {
    if (controller.signal.aborted) return { kind: 'timeout' };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { kind: 'network', message: [(error as Error).message, cause?.code ?? cause?.message].filter(Boolean).join(': ') };
  } finally {
    clearTimeout(timer);
  }
}

/** `Retry-After` as milliseconds from `now`: delta-seconds or an HTTP date; null if absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Exponential backoff with "equal jitter": half fixed, half random, capped. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
