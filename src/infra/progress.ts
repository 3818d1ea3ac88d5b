import cliProgress from 'cli-progress';
import pLimit from 'p-limit';

/**
 * Runs `work` over items with at most `jobs` at once; shows a progress bar on stderr when it is
 * a TTY and `progress` is on. Results are not returned: each unit writes its own work file.
 */
export async function forEachLimited<T>(items: readonly T[], jobs: number, progress: boolean, label: string, work: (item: T) => Promise<void>): Promise<void> {
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
