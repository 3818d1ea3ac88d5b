import cliProgress from 'cli-progress';
import pLimit from 'p-limit';

export interface LimitOptions {
  /** Units at once (at least one). */
  jobs: number;
  /** Show a progress bar (on stderr, and only when it is a TTY). */
  progress: boolean;
  /** The bar's label: the stage's name. */
  label: string;
}

/**
 * Runs `work` over items with at most `jobs` at once, with an optional progress bar. Results are
 * not returned: each unit writes its own work file.
 */
export async function forEachLimited<T>(items: readonly T[], options: LimitOptions, work: (item: T) => Promise<void>): Promise<void> {
  const { jobs, progress, label } = options;
  const limit = pLimit(Math.max(1, jobs));
  const bar = progress && process.stderr.isTTY ? new cliProgress.SingleBar({ format: `${label} [{bar}] {value}/{total}`, stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic) : undefined;
  bar?.start(items.length, 0);
  try {
    await Promise.all(
      items.map((item) =>
        limit(async () => {
          await work(item);
          bar?.increment();
        }),
      ),
    );
  } finally {
    bar?.stop();
  }
}
