import type { Argv, CommandModule } from 'yargs';
import { integerOption } from './options.ts';
import { printJson } from './util.ts';

const common = (y: Argv) =>
  y
    .positional('pkg', { type: 'string', demandOption: true, describe: 'package file (a higher version than the stored one is applied as a revision)' })
    .option('store', { type: 'string', demandOption: true, describe: 'app store folder (package, state, and the world between invocations)' })
    .option('seed', integerOption('seed', 'world seed when the store has no world yet'))
    .option('services', { type: 'string', describe: 'services granted to the app, comma-separated (default: all); the account store is always granted' });

/** `--services a,b` as a list; absent: undefined (every service). */
async function servicesFlag(value: unknown): Promise<string[] | undefined> {
  if (value === undefined) return undefined;
  const { parseServices } = await import('../../src/runtime/permissions.ts');
  return parseServices(String(value));
}

const open: CommandModule = {
  command: 'open <pkg>',
  describe: "print the app's visible text (or its HTML)",
  builder: (y: Argv) => common(y).option('html', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { appOpen } = await import('../../src/runtime/commands.ts');
    const surface = await appOpen({ pkg: String(argv.pkg), store: String(argv.store), seed: argv.seed as number | undefined, services: await servicesFlag(argv.services) });
    process.stdout.write(`${argv.html ? surface.html : surface.text}\n`);
  },
};

const submit: CommandModule = {
  command: 'submit <pkg>',
  describe: 'run one action; print the route, the API calls with diffs, the new state and the visible text',
  builder: (y: Argv) =>
    common(y)
      .option('action', { type: 'string', demandOption: true, describe: 'action id' })
      .option('input', { type: 'string', array: true, default: [], describe: 'NAME=VALUE (repeatable)' })
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { appSubmit, formatSubmit, parseInputs } = await import('../../src/runtime/commands.ts');
    const inputs = parseInputs((argv.input as unknown[]).map(String));
    const result = await appSubmit({ pkg: String(argv.pkg), store: String(argv.store), seed: argv.seed as number | undefined, services: await servicesFlag(argv.services), action: String(argv.action), inputs });
    if (argv.json) printJson(result);
    else process.stdout.write(`${formatSubmit(result)}\n`);
    if (!result.ok) process.exitCode = 1;
  },
};

export const appCommands: CommandModule[] = [
  { command: 'app <command>', describe: 'try a package from the shell: open, submit', builder: (y: Argv) => y.command(open).command(submit).demandCommand(1), handler: () => {} },
];
