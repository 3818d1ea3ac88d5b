import type { Argv, CommandModule } from 'yargs';
import { integerOption } from './options.ts';
import { jsonFlag, printJson } from './util.ts';

const docs: CommandModule = {
  command: 'docs',
  describe: 'print the API docs generators receive',
  builder: (y: Argv) => y.option('app', { type: 'string', describe: 'one app only' }).option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { docsFor } = await import('../../src/world/commands.ts');
    const list = docsFor(argv.app as string | undefined);
    if (argv.json) return printJson({ count: list.length, apis: list });
    for (const doc of list) {
      const params = doc.parameters.map((p) => `${p.name}${p.required ? '' : '?'}: ${p.type}`).join(', ');
      process.stdout.write(`${doc.app}.${doc.api}(${params}) → ${doc.returns}\n    ${doc.description}\n`);
    }
  },
};

const call: CommandModule = {
  command: 'call <target>',
  describe: 'run one API call (APP.API) on a fresh world as the user; print the response and the diff',
  builder: (y: Argv) =>
    y
      .positional('target', { type: 'string', demandOption: true, describe: 'APP.API, e.g. spotify.create_playlist' })
      .option('args', { type: 'string', default: '{}', describe: 'arguments as a JSON object' })
      .option('seed', integerOption('seed', 'world seed (ids and codes)'))
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { callOnce } = await import('../../src/world/commands.ts');
    const record = callOnce(String(argv.target), jsonFlag('args', String(argv.args)), argv.seed as number | undefined);
    if (argv.json) printJson(record);
    else {
      process.stdout.write(`${record.ok ? 'ok' : `failed ${record.status} ${record.error?.code}: ${record.error?.message}`}\n`);
      process.stdout.write(`response: ${JSON.stringify(record.response, null, 2)}\ndiff: ${JSON.stringify(record.diff, null, 2)}\n`);
    }
    if (!record.ok) process.exitCode = 1;
  },
};

const tables: CommandModule = {
  command: 'tables',
  describe: 'list world tables with row counts',
  builder: (y: Argv) => y.option('app', { type: 'string' }).option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const { tableCounts } = await import('../../src/world/commands.ts');
    const rows = tableCounts(argv.app as string | undefined);
    if (argv.json) return printJson(rows);
    for (const row of rows) process.stdout.write(`${`${row.app}.${row.table}`.padEnd(40)} ${row.rows}\n`);
  },
};

export const worldCommands: CommandModule[] = [
  { command: 'world <command>', describe: 'the service world: docs, call, tables', builder: (y: Argv) => y.command(docs).command(call).command(tables).demandCommand(1), handler: () => {} },
];
