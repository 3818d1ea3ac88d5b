import type { Argv, CommandModule } from 'yargs';
import { printJson } from './util.ts';

const schema: CommandModule = {
  command: 'schema',
  describe: 'print the package JSON Schema (generated from the zod schema)',
  handler: async () => {
    const { packageSchema } = await import('../../src/runtime/commands.ts');
    printJson(packageSchema());
  },
};

const check: CommandModule = {
  command: 'check <file>',
  describe: 'run admission on a package file; list every problem (exit 1 when rejected)',
  builder: (y: Argv) =>
    y
      .positional('file', { type: 'string', demandOption: true })
      .option('json', { type: 'boolean', default: false })
      .option('services', { type: 'string', describe: 'services granted to the app, comma-separated (default: all); the account store is always granted' }),
  handler: async (argv) => {
    const { checkPackageFile } = await import('../../src/runtime/commands.ts');
    const { formatProblems } = await import('../../src/runtime/admission.ts');
    const { parseServices } = await import('../../src/runtime/permissions.ts');
    const services = argv.services === undefined ? undefined : parseServices(String(argv.services));
    const result = checkPackageFile(String(argv.file), services);
    if (argv.json) printJson(result.ok ? { ok: true, app: result.package.app.id, version: result.package.version } : result);
    else process.stdout.write(result.ok ? 'admitted\n' : `${formatProblems(result.problems)}\n`);
    if (!result.ok) process.exitCode = 1;
  },
};

export const packageCommands: CommandModule[] = [
  { command: 'package <command>', describe: 'packages: schema, check', builder: (y: Argv) => y.command(schema).command(check).demandCommand(1), handler: () => {} },
];
