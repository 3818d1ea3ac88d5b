import type { Argv, CommandModule } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import { log } from '../../src/log.ts';
import { familyFlag, familyOption, runList, textOption } from './options.ts';
import { printJson } from './util.ts';

const runsOption = { type: 'array', string: true, demandOption: true, describe: 'run ids (under artifacts/runs) or run folders, in report order' } as const;
const mismatchOption = { type: 'boolean', default: false, describe: 'compare runs even when their task sets differ' } as const;
const viewerOption = { type: 'string', describe: 'a run viewer folder (liveui view --out): link each run to its pages there' } as const;
const exploreOption = { type: 'array', string: true, describe: 'explore folders (liveui explore --out) of these runs: adds the agreement of the checker with the behavior evaluator' } as const;

function exploreFlag(value: unknown): string[] | undefined {
  if (value === undefined) return undefined;
  const folders = (Array.isArray(value) ? value : [value]).map(String);
  if (folders.length === 0 || folders.some((folder) => folder.trim() === '')) throw new UsageError('--explore needs one or more explore folders');
  return folders;
}

const modifiedOption = { type: 'boolean', default: false, describe: 'use files changed since they were sealed (check / analyze), with a warning for each' } as const;
const incompleteOption = {
  type: 'boolean',
  default: false,
  describe: 'go on with runs an infrastructure failure left incomplete (their unevaluated task evaluations counted as missing, the runs marked in every table); refused otherwise',
} as const;

/** The lines every report surface leads with for incomplete runs, on stderr before anything else. */
function leadWith(lines: readonly string[]): void {
  for (const line of lines) process.stderr.write(`${line}\n`);
}

const recountCommand: CommandModule = {
  command: 'recount',
  describe: 'FWR, APR and Open per run (per family and split, Wilson 95% intervals, pass@k over trials)',
  builder: (y: Argv) => y.option('runs', runsOption).option('allow-mismatch', mismatchOption).option('allow-modified', modifiedOption).option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { recount, formatRecount, incompleteLines } = await import('../../src/stages/recount/index.ts');
    const report = await recount({ runs: await runList('--runs', argv.runs), allowMismatch: Boolean(argv['allow-mismatch']), allowModified: Boolean(argv['allow-modified']) });
    for (const warning of report.warnings) log.warn(warning);
    if (argv.json) {
      leadWith(incompleteLines(report.runs));
      printJson(report);
    } else process.stdout.write(`${formatRecount(report)}\n`);
  },
};

const archiveCommand: CommandModule = {
  command: 'archive <runs..>',
  describe: 'write each run\'s assertions.parquet (a sealed columnar copy that analyze and recount read instead of the NDJSON)',
  builder: (y: Argv) => y.positional('runs', { type: 'string', array: true, describe: 'run ids (under artifacts/runs) or run folders' }),
  handler: async (argv) => {
    const { archive } = await import('../../src/stages/archive/index.ts');
    printJson(await archive({ runs: await runList('runs', argv.runs) }));
  },
};

const analyzeCommand: CommandModule = {
  command: 'analyze',
  describe: 'recount + first failure, joint table, union coverage and McNemar (DuckDB over the NDJSON); writes a report folder',
  builder: (y: Argv) =>
    y
      .option('runs', runsOption)
      .option('out', textOption('out', 'report folder, e.g. reports/NAME', { demandOption: true }))
      .option('title', { type: 'string', describe: 'report title' })
      .option('viewer', viewerOption)
      .option('explore', exploreOption)
      .option('family', familyOption)
      .option('allow-mismatch', mismatchOption)
      .option('allow-modified', modifiedOption)
      .option('allow-incomplete', incompleteOption),
  handler: async (argv) => {
    const { analyze } = await import('../../src/stages/analyze/index.ts');
    const { incompleteLines } = await import('../../src/stages/recount/incomplete.ts');
    const out = String(argv.out);
    const { report, files } = await analyze({
      runs: await runList('--runs', argv.runs),
      out,
      allowMismatch: Boolean(argv['allow-mismatch']),
      allowModified: Boolean(argv['allow-modified']),
      allowIncomplete: Boolean(argv['allow-incomplete']),
      title: argv.title as string | undefined,
      viewer: argv.viewer as string | undefined,
      explore: exploreFlag(argv.explore),
      families: familyFlag(argv.family),
    });
    leadWith(incompleteLines(report.runs));
    for (const warning of report.warnings) log.warn(warning);
    log.info(`wrote ${files.length} files to ${out}`);
    for (const file of files) process.stdout.write(`${file}\n`);
  },
};

const reportCommand: CommandModule = {
  command: 'report <dir>',
  describe: 're-render report.md, report.html and figures from a report folder\'s report.json',
  builder: (y: Argv) => y.positional('dir', { type: 'string', demandOption: true }).option('title', { type: 'string' }).option('viewer', viewerOption).option('explore', exploreOption).option('family', familyOption).option('allow-modified', modifiedOption),
  handler: async (argv) => {
    const { readReport } = await import('../../src/stages/analyze/index.ts');
    const { writeReportFolder } = await import('../../src/stages/report/folder.ts');
    const { incompleteLines } = await import('../../src/stages/recount/incomplete.ts');
    const dir = String(argv.dir);
    const read = readReport(dir, { allowModified: Boolean(argv['allow-modified']), warn: (message) => log.warn(message) });
    leadWith(incompleteLines(read.runs));
    const explore = exploreFlag(argv.explore);
    const report = explore ? await (await import('../../src/stages/agreement/report.ts')).withAgreement(read, explore, undefined, familyFlag(argv.family)) : read;
    const files = await writeReportFolder(report, { out: dir, title: argv.title as string | undefined, viewer: argv.viewer as string | undefined });
    for (const file of files) process.stdout.write(`${file}\n`);
  },
};

const diffCommand: CommandModule = {
  command: 'diff <a> <b>',
  describe: 'compare two report folders: metric deltas, flipped task evaluations, changed assertions',
  builder: (y: Argv) =>
    y
      .positional('a', { type: 'string', demandOption: true, describe: 'the earlier report folder' })
      .positional('b', { type: 'string', demandOption: true, describe: 'the later report folder' })
      .option('json', { type: 'boolean', default: false })
      .option('allow-modified', modifiedOption)
      .option('allow-incomplete', incompleteOption)
      .option('fail-on-regression', { type: 'boolean', default: false, describe: 'exit 1 when an FWR/APR dropped or a task evaluation flipped pass → fail' }),
  handler: async (argv) => {
    const { diff, formatDiff } = await import('../../src/stages/diff/index.ts');
    const result = diff({ a: String(argv.a), b: String(argv.b), allowModified: Boolean(argv['allow-modified']), allowIncomplete: Boolean(argv['allow-incomplete']), warn: (message) => log.warn(message) });
    if (argv.json) printJson(result);
    else process.stdout.write(`${formatDiff(result)}\n`);
    if (argv['fail-on-regression'] && result.regression) {
      log.error(`regression: ${result.regressions.join('; ')}`);
      process.exitCode = 1;
    }
  },
};

export const reportCommands: CommandModule[] = [recountCommand, archiveCommand, analyzeCommand, reportCommand, diffCommand];
