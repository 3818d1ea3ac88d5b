import yargs, { type CommandModule } from 'yargs';
import { hideBin } from 'yargs/helpers';
import { exitCodeFor, UsageError, LiveUIError } from '../src/errors.ts';
import { log } from '../src/log.ts';
import { worldCommands } from './commands/world.ts';
import { packageCommands } from './commands/package.ts';
import { appCommands } from './commands/app.ts';
import { taskCommands } from './commands/tasks.ts';
import { stageCommands } from './commands/stages.ts';
import { reportCommands } from './commands/report.ts';
import { paperCommands } from './commands/paper.ts';

const commands: CommandModule[] = [
  ...worldCommands,
  ...packageCommands,
  ...appCommands,
  ...taskCommands,
  ...stageCommands,
  ...reportCommands,
  ...paperCommands,
];

function fail(error: unknown): never {
  if (error instanceof LiveUIError) log.error(error.message);
  else log.error(`internal error (this is a bug): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(exitCodeFor(error));
}

try {
  let cli = yargs(hideBin(process.argv))
    .scriptName('liveui')
    .strict()
    .demandCommand(1, 'name a command (see --help)')
    .recommendCommands()
    .help()
    .wrap(Math.min(110, process.stdout.columns || 110))
    .fail((message, error) => {
      if (error) throw error;
      throw new UsageError(message ?? 'bad usage');
    });
  for (const command of commands) cli = cli.command(command);
  await cli.parseAsync();
} catch (error) {
  fail(error);
}
