import type { Argv, CommandModule } from 'yargs';
import { printJson } from './util.ts';

const validate: CommandModule = {
  command: 'validate',
  describe: 'check every task file: schema, unique ids, known assertions, captures, fixtures, reference admission',
  builder: (y: Argv) => y.option('dir', { type: 'string', describe: 'task folder (default tasks/suite)' }).option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { validateTasks } = await import('../../src/suite/validate.ts');
    const { StageError } = await import('../../src/errors.ts');
    const result = validateTasks({ dir: argv.dir as string | undefined });
    if (argv.json) printJson({ ok: result.problems.length === 0, ...result });
    else {
      for (const p of result.problems) process.stderr.write(`${p.file}: ${p.path}: ${p.message}\n`);
      process.stdout.write(`${result.tasks} tasks in ${result.files} files, ${result.problems.length} problems\n`);
    }
    if (result.problems.length > 0) throw new StageError(`${result.problems.length} problems in the task files`);
  },
};

const list: CommandModule = {
  command: 'list',
  describe: 'list tasks (id, family, split, domains, episodes, assertions)',
  builder: (y: Argv) =>
    y
      .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X' })
      .option('dir', { type: 'string', describe: 'task folder (default tasks/suite)' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { listTasks } = await import('../../src/suite/list.ts');
    const rows = listTasks(argv.dir as string | undefined, argv.tasks as string | undefined);
    if (argv.json) return printJson(rows);
    for (const r of rows) process.stdout.write(`${r.id.padEnd(44)} ${r.family.padEnd(13)} ${r.split.padEnd(7)} ${String(r.episodes).padStart(2)} episodes ${String(r.assertions).padStart(3)} checks  ${r.domains.join(',')}${r.example ? `  [${r.example}]` : ''}\n`);
    process.stdout.write(`${rows.length} tasks\n`);
  },
};

const stats: CommandModule = {
  command: 'stats',
  describe: "Table 1 of the live suite next to the paper's, episodes and assertions per family, stage and contract, and the diversity figures",
  builder: (y: Argv) =>
    y
      .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X' })
      .option('dir', { type: 'string', describe: 'task folder (default tasks/suite)' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { taskStats } = await import('../../src/suite/stats.ts');
    const { formatStats } = await import('../../src/suite/stats-text.ts');
    const result = taskStats({ dir: argv.dir as string | undefined, tasks: argv.tasks as string | undefined });
    if (argv.json) printJson(result);
    else process.stdout.write(formatStats(result));
  },
};

const review: CommandModule = {
  command: 'review',
  describe: "each task's latest review verdict, tasks changed since their review, and the automatic reviewer's findings",
  builder: (y: Argv) =>
    y
      .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X (display only)' })
      .option('dir', { type: 'string', describe: 'task folder (default tasks/suite)' })
      .option('reviews', { type: 'string', describe: 'review folder (default tasks/reviews)' })
      .option('auto', { type: 'boolean', default: false, describe: 'first rewrite <reviews>/auto.ndjson from the automatic reviewer (over every task)' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { taskReviews, formatReviews } = await import('../../src/suite/review.ts');
    const dir = argv.dir as string | undefined;
    const reviews = argv.reviews as string | undefined;
    if (argv.auto) {
      const { writeAutoReview } = await import('../../src/suite/auto-review.ts');
      const { loadTasks, DEFAULT_TASK_DIR } = await import('../../src/suite/load.ts');
      const { DEFAULT_REVIEW_DIR } = await import('../../src/suite/review.ts');
      const { log } = await import('../../src/log.ts');
      const written = writeAutoReview(loadTasks(dir ?? DEFAULT_TASK_DIR).map((t) => t.task), reviews ?? DEFAULT_REVIEW_DIR);
      log.info(`${written.records} automatic findings written to ${written.path}`);
    }
    const report = taskReviews({ dir, reviews, tasks: argv.tasks as string | undefined });
    if (argv.json) printJson(report);
    else process.stdout.write(formatReviews(report));
  },
};

export const taskCommands: CommandModule[] = [
  { command: 'tasks <command>', describe: 'the task suite', builder: (y: Argv) => y.command(validate).command(list).command(stats).command(review).demandCommand(1), handler: () => {} },
];
