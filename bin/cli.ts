import yargs, { type CommandModule } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { DiskFullError, exitCodeFor, InputError, UsageError, LiveUIError, OptionError } from '../src/errors.ts';
import { log } from '../src/log.ts';
import { worldCommands } from './commands/world.ts';
import { packageCommands } from './commands/package.ts';
import { appCommands } from './commands/app.ts';
import { taskCommands } from './commands/tasks.ts';
import { stageCommands } from './commands/stages.ts';
import { reportCommands } from './commands/report.ts';
import { paperCommands } from './commands/paper.ts';
import { viewCommands } from './commands/view.ts';
import { exploreCommands } from './commands/explore.ts';
import { flagOf } from './commands/options.ts';
import { stopProgress } from '../src/infra/progress.ts';

const commands: CommandModule[] = [
  ...worldCommands,
  ...packageCommands,
  ...appCommands,
  ...taskCommands,
  ...stageCommands,
  ...reportCommands,
  ...paperCommands,
  ...viewCommands,
  ...exploreCommands,
];

/** Local file-system failures (read-only folder, a file where a folder is needed …): the user's environment, not a bug. */
const ENVIRONMENT_CODES = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EISDIR', 'EEXIST', 'ENOSPC', 'EDQUOT', 'ENOENT', 'ENAMETOOLONG', 'ELOOP', 'EMFILE', 'ENFILE', 'EBUSY', 'EXDEV', 'ENOTEMPTY']);

/**
 * Our own writers name the file of a full disk (src/io/disk.ts); one that still arrives here
 * raw (a library's write, a descriptor-only syscall with no path) is the user's to fix all the
 * same: exit 1 with what to do, never "this is a bug".
 */
function environmentError(error: unknown): LiveUIError | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  if (!e || typeof e.code !== 'string' || !ENVIRONMENT_CODES.has(e.code)) return undefined;
  if (e.code === 'ENOSPC' || e.code === 'EDQUOT') return new DiskFullError({ path: e.path, quota: e.code === 'EDQUOT' }, { cause: e });
  if (typeof e.path !== 'string') return undefined;
  return new InputError(`cannot ${e.syscall ?? 'use'} this path (${e.code})`, { path: e.path });
}

function fail(raw: unknown): never {
  const error = environmentError(raw) ?? raw;
  // A stage names the option a bad value came in; the user gave it as a flag.
  if (error instanceof OptionError) log.error(`${flagOf(error.option)}: ${error.message}`);
  else if (error instanceof LiveUIError) log.error(error.message);
  else log.error(`internal error (this is a bug): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(exitCodeFor(error));
}

// Ctrl-C: take any progress bar off the terminal (cursor and line wrap back), say so, exit 130.
// Every stage writes its units atomically and resumes from them, so nothing finished is lost.
process.once('SIGINT', () => {
  stopProgress();
  log.error('interrupted — run the same command to resume (finished work is kept)');
  process.exit(130);
});

// A reader that stops early (`| head`) closes our stdout: that is the reader's choice, not a failure.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  fail(error);
});

try {
  let cli = yargs(hideBin(process.argv))
    .scriptName('liveui')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .recommendCommands()
    .help()
    .wrap(Math.min(110, process.stdout.columns || 110))
    .updateStrings({ 'Not enough arguments following: %s': '--%s needs a value' })
    .fail((message, error) => {
      // yargs wraps what its checks and our coerce functions throw in a YError: bad usage either way.
      if (error && error.name !== 'YError') throw error;
      throw new UsageError(error?.message ?? message ?? 'bad usage');
    });
  for (const command of commands) cli = cli.command(command);
  await cli.parseAsync();
} catch (error) {
  fail(error);
}
