import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the scripted server answers to one request. */
export type Scripted =
  | { status?: number; headers?: Record<string, string>; json?: unknown; text?: string }
  | 'hang';

export interface SeenRequest {
  url: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface ChatServer {
  baseUrl: string;
  requests: SeenRequest[];
  maxInFlight: number;
  close(): Promise<void>;
}

/** A chat completion body with the given assistant content and/or tool calls. */
export function completion(content: string | null, options: { tool_calls?: unknown[]; usage?: Record<string, unknown>; finish_reason?: string } = {}): unknown {
  return {
    id: 'cmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content, ...(options.tool_calls ? { tool_calls: options.tool_calls } : {}) }, finish_reason: options.finish_reason ?? (options.tool_calls ? 'tool_calls' : 'stop') }],
    usage: options.usage ?? { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
  };
}

export function toolCall(id: string, name: string, args: unknown): unknown {
  return { id, type: 'function', function: { name, arguments: JSON.stringify(args) } };
}

/**
 * A real HTTP server on 127.0.0.1 speaking the chat-completions protocol; `script` decides each
 * reply from the parsed request body and the request's index.
 */
export async function startChatServer(script: (body: Record<string, unknown>, index: number) => Scripted | Promise<Scripted>): Promise<ChatServer> {
  const requests: SeenRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      const index = requests.length;
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      const answer = await script(body, index);
      if (answer === 'hang') {
        hanging.add(res);
        res.on('close', () => {
          hanging.delete(res);
          inFlight -= 1;
        });
        return;
      }
      const text = answer.text ?? JSON.stringify(answer.json ?? {});
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
      res.end(text, () => {
        inFlight -= 1;
      });
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}
