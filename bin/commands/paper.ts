import type { Argv, CommandModule } from 'yargs';
import { log } from '../../src/log.ts';
import { integerOption } from './options.ts';
import { printJson } from './util.ts';

const build: CommandModule = {
  command: 'build',
  describe: "write the reconstruction of the paper's survey (17 run folders, tasks.json, solver.json)",
  builder: (y: Argv) =>
    y
      .option('out', { type: 'string', default: 'artifacts/paper/runs', describe: 'folder for the run folders' })
      .option('tables', { type: 'string', describe: 'folder for tasks.json and solver.json (default: parent of --out)' })
      .option('seed', integerOption('seed', 'solver seed (default 2026)'))
      .option('published', { type: 'string', describe: 'published numbers (default paper/published.json)' }),
  handler: async (argv) => {
    const { buildPaper } = await import('../../src/paper/index.ts');
    const result = buildPaper({
      out: String(argv.out),
      tablesDir: argv.tables as string | undefined,
      seed: argv.seed as number | undefined,
      published: argv.published as string | undefined,
    });
    printJson(result);
  },
};

const verify: CommandModule = {
  command: 'verify',
  describe: 'check every published number and claim against an analyze report of the reconstruction',
  builder: (y: Argv) =>
    y
      .option('report', { type: 'string', default: 'reports/paper', describe: 'report folder written by `liveui analyze`' })
      .option('tasks', { type: 'string', default: 'artifacts/paper/tasks.json', describe: 'task table (Table 1)' })
      .option('solver', { type: 'string', default: 'artifacts/paper/solver.json', describe: 'solver report (conflicts, chosen numbers)' })
      .option('published', { type: 'string', describe: 'published numbers (default paper/published.json)' })
      .option('suite', { type: 'string', describe: 'live task folder Table 1 is also checked against (default tasks/suite)' })
      .option('allow-modified', { type: 'boolean', default: false, describe: 'read a report folder that does not match its integrity.json, with a warning for each file' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { verifyPaper, formatVerify, writeVerifyArtifacts } = await import('../../src/paper/index.ts');
    const options = { report: String(argv.report), tasks: String(argv.tasks), solver: String(argv.solver), published: argv.published as string | undefined, suite: argv.suite as string | undefined };
    const result = verifyPaper({ ...options, allowModified: Boolean(argv['allow-modified']), warn: (message) => log.warn(message) });
    writeVerifyArtifacts(options, result);
    if (argv.json) printJson(result);
    else process.stdout.write(`${formatVerify(result)}\n`);
    if (!result.ok) process.exitCode = 1;
  },
};

export const paperCommands: CommandModule[] = [
  {
    command: 'paper <command>',
    describe: "the paper's survey: build the reconstruction, verify the published numbers",
    builder: (y: Argv) => y.command(build).command(verify).demandCommand(1),
    handler: () => {},
  },
];
