import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SubmitResult, Surface, SurfaceAction } from '../types.ts';
import { limits } from '../limits.ts';

/** The app the server shows: its current page and the way a form post reaches it. */
export interface ServedApp {
  surface: Surface;
  submit(action: string, inputs: Record<string, unknown>): Promise<SubmitResult>;
}

/** One form post the server dispatched: what the page sent and what the runtime answered. */
export interface Posted {
  action: string;
  inputs: Record<string, string | boolean>;
  result: SubmitResult;
}

/** Scripts, frames, fetches and foreign form targets are refused: the page is untrusted package text. */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** A plain, readable look for screenshots; it changes no element's display, so `innerText` is untouched. */
const STYLE = 'body{font:15px/1.45 system-ui,sans-serif;margin:16px;max-width:760px;color:#1d2330;background:#fff}h1{font-size:20px;margin:0 0 4px}h2{font-size:17px}table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:2px 6px}form{margin:10px 0}.field{margin:4px 0}label{margin-right:6px}.result{margin-top:10px}.error{color:#a11}.message{color:#164}';

/** The document around a rendered view. The view's HTML comes from the project's escaping templates. */
export function pageDocument(surface: Surface): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>liveui app</title><style>${STYLE}</style></head><body>${surface.html}</body></html>`;
}

/**
 * What a browser's form post means to the runtime: every named field as text, an empty field left
 * out (not given, as the text operator leaves it), and every checkbox of the action as true when
 * sent; unsent, false when the box has a default, else not given.
 */
export function postedInputs(action: SurfaceAction | undefined, body: URLSearchParams): Record<string, string | boolean> {
  const inputs: Record<string, string | boolean> = {};
  for (const [name, value] of body) if (value.trim() !== '' && !(name in inputs)) inputs[name] = value;
  // A box with a declared default says yes or no; one without a default left unticked is not given (its default, null, as on the text surface).
  for (const input of action?.inputs ?? []) if (input.type === 'boolean') {
    if (body.has(input.name)) inputs[input.name] = true;
    else if (input.default !== undefined) inputs[input.name] = false;
  }
  return inputs;
}

/** Reads a request body, refusing one over `max` bytes. */
async function readBody(request: IncomingMessage, max: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A local HTTP server on 127.0.0.1 (an ephemeral port) that serves one app at a time: `GET /`
 * is the current page, `POST /submit?action=ID` runs the action in the runtime and redirects to
 * `/?after=N` (post/redirect/get), so the browser then shows the result page.
 */
export class AppServer {
  private app: ServedApp | undefined;
  private posts = 0;
  private waiting: { resolve: (posted: Posted) => void; reject: (error: unknown) => void; arrived: () => void } | undefined;
  private constructor(
    private readonly server: Server,
    readonly origin: string,
  ) {}

  static async start(): Promise<AppServer> {
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const self = new AppServer(server, `http://127.0.0.1:${port}`);
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      self.handle(request, response).catch((error: unknown) => {
        // A submit that threw is the episode's error, as it is on the text surface.
        self.settle(undefined, error);
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(error instanceof Error ? error.message : String(error));
      });
    });
    return self;
  }

  /** Shows this app from now on. */
  show(app: ServedApp): void {
    this.app = app;
  }

  /** The URL the browser lands on after the n-th post. */
  afterUrl(n: number): string {
    return `${this.origin}/?after=${n}`;
  }

  /** Number of posts dispatched so far. */
  get postCount(): number {
    return this.posts;
  }

  /**
   * The next post: `arrived` resolves when it reaches the server (the browser's part, bounded by
   * the caller), `done` when the runtime has answered it (bounded by the runtime's own budgets).
   */
  nextPost(): { arrived: Promise<void>; done: Promise<Posted> } {
    let arrived: () => void = () => undefined;
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const done = new Promise<Posted>((resolve, reject) => {
      this.waiting = { resolve, reject, arrived };
    });
    return { arrived: arrival, done };
  }

  private settle(posted: Posted | undefined, error?: unknown): void {
    const waiting = this.waiting;
    this.waiting = undefined;
    if (posted) waiting?.resolve(posted);
    else waiting?.reject(error);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.origin);
    const app = this.app;
    if (!app) return void response.writeHead(404).end();
    if (request.method === 'GET' && url.pathname === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': CSP, 'cache-control': 'no-store' });
      response.end(pageDocument(app.surface));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/submit') {
      this.waiting?.arrived();
      const action = url.searchParams.get('action') ?? '';
      const body = await readBody(request, limits.valueChars);
      if (body === undefined) {
        this.settle(undefined, new Error(`the form post is larger than ${limits.valueChars} bytes`));
        return void response.writeHead(413).end();
      }
      const inputs = postedInputs(app.surface.actions.find((a) => a.id === action), new URLSearchParams(body));
      const result = await app.submit(action, inputs);
      app.surface = result.surface;
      this.posts += 1;
      this.settle({ action, inputs, result });
      response.writeHead(303, { location: `/?after=${this.posts}` });
      response.end();
      return;
    }
    response.writeHead(404).end();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
