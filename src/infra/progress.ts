import { isMainThread, parentPort } from 'node:worker_threads';
import cliProgress from 'cli-progress';
import pLimit from 'p-limit';

export interface LimitOptions {
  /** Units at once (at least one). */
  jobs: number;
  /** Show progress on stderr: a bar on a terminal, a plain line now and then elsewhere. */
  progress: boolean;
  /** The stage's name, first on every progress line. */
  label: string;
}

/** Without a terminal, a progress line at least this often … */
const LINE_EVERY_MS = 10_000;
/** … and at every tenth of the work. */
const LINE_STEPS = 10;

/** `75s` → `1m15s`; `3725s` → `1h02m`. */
export function duration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** Elapsed time, rate and time left after `done` of `total` units in `elapsedMs`. */
export function pace(done: number, total: number, elapsedMs: number): { elapsed: string; rate: string; left: string } {
  const seconds = elapsedMs / 1000;
  const perMinute = seconds > 0 ? (done / seconds) * 60 : 0;
  const left = done > 0 ? duration(((total - done) * seconds) / done) : '?';
  return { elapsed: duration(seconds), rate: `${perMinute >= 10 ? Math.round(perMinute) : perMinute.toFixed(1)}/min`, left };
}

/** Where progress goes: stderr, or a test's stream. */
export interface ProgressStream {
  write(text: string): unknown;
  isTTY?: boolean;
}

/** Bars on screen now; an interrupt stops them so the terminal gets its cursor and line wrap back. */
const active = new Set<{ stop(): void }>();

/** Stops every progress bar on screen (the CLI calls it on Ctrl-C, before it says what happened). */
export function stopProgress(): void {
  for (const bar of [...active]) bar.stop();
}

/**
 * Progress of one stage over `total` units. On a terminal: a bar with the count, elapsed time,
 * rate and time left. Elsewhere (CI logs, nohup): one plain line every LINE_EVERY_MS or every
 * tenth of the work, whichever comes first, and one at the end.
 */
export class Progress {
  private done = 0;
  private readonly started: number;
  private lastLine: number;
  private lastStep = 0;
  private readonly bar: cliProgress.SingleBar | undefined;
  private readonly handle = { stop: () => this.stop() };
  private stopped = false;

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly stream: ProgressStream = process.stderr,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = this.lastLine = now();
    if (stream.isTTY) {
      this.bar = new cliProgress.SingleBar(
        // cli-progress registers no signal handler of its own (gracefulExit off): the CLI's Ctrl-C handler stops the bar.
        { format: `${label} [{bar}] {value}/{total} · {elapsed} · {rate} · about {left} left`, stream: stream as NodeJS.WriteStream, hideCursor: true, gracefulExit: false },
        cliProgress.Presets.shades_classic,
      );
      this.bar.start(total, 0, pace(0, total, 0));
      active.add(this.handle);
    }
  }

  /** One more unit done. */
  tick(): void {
    this.done += 1;
    const now = this.now();
    const figures = pace(this.done, this.total, now - this.started);
    if (this.bar) {
      this.bar.increment(1, figures);
      return;
    }
    const step = Math.floor((this.done * LINE_STEPS) / Math.max(1, this.total));
    if (this.done === this.total || step > this.lastStep || now - this.lastLine >= LINE_EVERY_MS) {
      this.lastStep = step;
      this.lastLine = now;
      const percent = Math.floor((this.done * 100) / Math.max(1, this.total));
      const left = this.done === this.total ? 'done' : `about ${figures.left} left`;
      this.stream.write(`${this.label} ${this.done}/${this.total} (${percent}%) · ${figures.elapsed} elapsed · ${figures.rate} · ${left}\n`);
    }
  }

  /** Takes the bar off the terminal (cursor and line wrap restored); safe to call twice. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    active.delete(this.handle);
    this.bar?.stop();
  }
}

/**
 * Runs `work` over items with at most `jobs` at once, with optional progress. Results are not
 * returned: each unit writes its own work file. The first unit that fails fails the whole, and
 * no unit starts after it (a full disk would fail each in turn, and the stage has already let go
 * of its run when they would have run); units already under way finish.
 */
export async function forEachLimited<T>(items: readonly T[], options: LimitOptions, work: (item: T) => Promise<void>): Promise<void> {
  const { jobs, progress, label } = options;
  const limit = pLimit(Math.max(1, jobs));
  const meter = progress ? new Progress(label, items.length) : undefined;
  try {
    await Promise.all(
      items.map((item) =>
        limit(async () => {
          try {
            await work(item);
          } catch (error) {
            limit.clearQueue();
            throw error;
          }
          meter?.tick();
        }),
      ),
    );
  } finally {
    meter?.stop();
  }
}

/** What a stage's progress needs: one more unit done, and the end. */
export interface ProgressMeter {
  tick(): void;
  stop(): void;
}

/**
 * Progress of a stage that runs in a heap-capped worker (check) travels to the main thread as
 * these messages: the main thread owns the terminal, so the bar is drawn, and taken off on
 * Ctrl-C, there.
 */
export interface ProgressMessage {
  kind: 'liveui.progress';
  event: 'start' | 'tick' | 'stop';
  label: string;
  total: number;
}

export const isProgressMessage = (message: unknown): message is ProgressMessage =>
  typeof message === 'object' && message !== null && (message as { kind?: unknown }).kind === 'liveui.progress';

/** A stage's progress wherever it runs: a Progress on the main thread, messages to it from a worker. */
export function stageProgress(label: string, total: number, stream?: ProgressStream): ProgressMeter {
  const port = parentPort;
  if (isMainThread || !port) return new Progress(label, total, stream);
  const send = (event: ProgressMessage['event']) => port.postMessage({ kind: 'liveui.progress', event, label, total } satisfies ProgressMessage);
  send('start');
  let stopped = false;
  return {
    tick: () => send('tick'),
    stop: () => {
      if (!stopped) send('stop');
      stopped = true;
    },
  };
}

/** The main thread's side of a worker's progress messages: one Progress per `start`. */
export function progressReceiver(stream?: ProgressStream): { receive(message: ProgressMessage): void; stop(): void } {
  let meter: Progress | undefined;
  return {
    receive(message) {
      if (message.event === 'start') {
        meter?.stop();
        meter = new Progress(message.label, message.total, stream);
      } else if (message.event === 'tick') meter?.tick();
      else meter?.stop();
    },
    stop: () => meter?.stop(),
  };
}
