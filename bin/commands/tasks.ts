import type { Argv, CommandModule } from 'yargs';
import { printJson } from './util.ts';

const validate: CommandModule = {
  command: 'validate',
  describe: "check every task file: schema, unique ids, known assertions, captures, fixtures, reference admission, and that each task's counterfactual twin stands",
  builder: (y: Argv) =>
    y
      .option('dir', { type: 'string', describe: 'task folder (default tasks/suite)' })
      .option('twins', { type: 'boolean', default: true, describe: "replay the reference in each task's twin (--no-twins skips it)" })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { validateTasks } = await import('../../src/suite/validate.ts');
    const { loadTasks, DEFAULT_TASK_DIR } = await import('../../src/suite/load.ts');
    const { StageError } = await import('../../src/errors.ts');
    const dir = argv.dir as string | undefined;
    const result = validateTasks({ dir });
    let twins: { with_twin: number; declared_none: number } | undefined;
    if (argv.twins && result.problems.length === 0) {
      const { checkTwins } = await import('../../src/suite/twins/index.ts');
      const checked = await checkTwins(loadTasks(dir ?? DEFAULT_TASK_DIR));
      result.problems.push(...checked.problems);
      twins = { with_twin: checked.with_twin, declared_none: checked.declared_none };
    }
    if (argv.json) printJson({ ok: result.problems.length === 0, ...result, ...(twins ? { twins } : {}) });
    else {
      for (const p of result.problems) process.stderr.write(`${p.file}: ${p.path}: ${p.message}\n`);
      for (const w of result.warnings) process.stderr.write(`warning: ${w.file}: ${w.path}: ${w.message}\n`);
      const warned = result.warnings.length > 0 ? `, ${result.warnings.length} warnings` : '';
      const twinLine = twins ? `; twins: ${twins.with_twin} stand, ${twins.declared_none} declared without one` : '';
      process.stdout.write(`${result.tasks} tasks in ${result.files} files, ${result.problems.length} problems${warned}${twinLine}\n`);
    }
    if (result.problems.length > 0) throw new StageError(`${result.problems.length} problems in the task files`);
  },
};

const twins: CommandModule = {
  command: 'twins',
  describe: "each task's counterfactual twin: whether it stands (the reference replayed in it), what it swaps; --write settles the suite's twin declarations",
  builder: (y: Argv) =>
    y
      .option('tasks', { type: 'string', describe: 'selector: id globs, family:X, domain:X, split:X' })
      .option('write', { type: 'boolean', default: false, describe: 'find, for every task of the suite, the declaration its twin stands under and rewrite tasks/twins/declarations.ndjson' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { loadTasks, DEFAULT_TASK_DIR } = await import('../../src/suite/load.ts');
    const { selectTasks } = await import('../../src/suite/select.ts');
    const { settleTwins, writeDeclarations, DECLARATIONS_FILE } = await import('../../src/suite/twins/index.ts');
    const { UsageError } = await import('../../src/errors.ts');
    if (argv.write && argv.tasks !== undefined) throw new UsageError('--write settles the whole suite: leave out --tasks');
    const tasks = selectTasks(loadTasks(DEFAULT_TASK_DIR), argv.tasks as string | undefined).map((t) => t.task);
    const { settled, rows } = await settleTwins(tasks);
    if (argv.write) writeDeclarations(rows);
    if (argv.json) return printJson(settled.map((s) => ({ task: s.task, stands: s.verdict.ok, declaration: s.declaration ?? null, why: s.why || null, slots: s.verdict.plan.slots, kept: s.verdict.plan.kept, lookalikes: s.verdict.plan.rows.length })));
    for (const s of settled) {
      const state = s.declaration?.none ? 'none ' : s.declaration ? 'settled' : 'stands';
      process.stdout.write(`${state.padEnd(8)} ${s.task.padEnd(46)} ${s.verdict.plan.slots.length} slot(s), ${s.verdict.plan.rows.length} look-alike(s)${s.declaration ? `  ${JSON.stringify(s.declaration)}` : ''}\n`);
    }
    const count = (test: (s: (typeof settled)[number]) => boolean) => settled.filter(test).length;
    process.stdout.write(`${settled.length} tasks: ${count((s) => !s.declaration)} twins stand as derived, ${count((s) => Boolean(s.declaration && !s.declaration.none))} under a declaration, ${count((s) => Boolean(s.declaration?.none))} without a twin${argv.write ? ` (written to ${DECLARATIONS_FILE})` : ''}\n`);
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
      .option('reviews', { type: 'string', describe: 'review folder for the fidelity figures (default tasks/reviews)' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { taskStats } = await import('../../src/suite/stats.ts');
    const { formatStats } = await import('../../src/suite/stats-text.ts');
    const result = taskStats({ dir: argv.dir as string | undefined, tasks: argv.tasks as string | undefined, reviews: argv.reviews as string | undefined });
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
      .option('packet', { type: 'string', describe: 'print what an independent reviewer of this task gets (rubric, messages, assertions in plain form, the records the reference reads and changes) and nothing else' })
      .option('sample', { type: 'number', describe: 'print N task ids drawn at random (with --seed) from the selection, for a review sample' })
      .option('seed', { type: 'number', default: 30, describe: 'seed of --sample' })
      .option('json', { type: 'boolean', default: false })
      .check((a) => {
        if (a.packet !== undefined && (a.auto || a.sample !== undefined)) throw new Error('--packet prints one packet: leave out --auto and --sample');
        if (a.sample !== undefined && (!Number.isInteger(a.sample) || a.sample < 1)) throw new Error('--sample takes a positive whole number');
        return true;
      }),
  handler: async (argv) => {
    const { taskReviews, formatReviews } = await import('../../src/suite/review.ts');
    const dir = argv.dir as string | undefined;
    if (argv.packet !== undefined) {
      const { reviewPacket } = await import('../../src/suite/review-packet.ts');
      process.stdout.write(await reviewPacket(argv.packet as string, { dir }));
      return;
    }
    if (argv.sample !== undefined) {
      const { loadTasks, DEFAULT_TASK_DIR } = await import('../../src/suite/load.ts');
      const { selectTasks } = await import('../../src/suite/select.ts');
      const { sampleIds } = await import('../../src/suite/fidelity.ts');
      const ids = sampleIds(selectTasks(loadTasks(dir ?? DEFAULT_TASK_DIR), argv.tasks as string | undefined).map((t) => t.task.id), argv.sample as number, argv.seed as number);
      if (argv.json) return printJson({ seed: argv.seed, ids });
      process.stdout.write(`${ids.join('\n')}\n`);
      return;
    }
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
  { command: 'tasks <command>', describe: 'the task suite', builder: (y: Argv) => y.command(validate).command(list).command(stats).command(review).command(twins).demandCommand(1), handler: () => {} },
];
