import type { Argv, CommandModule } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import { log } from '../../src/log.ts';
import { ARTIFACTS_DIR } from '../../src/infra/paths.ts';
import { runList } from './options.ts';

const viewCommand: CommandModule = {
  command: 'view <runs..>',
  describe: 'write a static, offline HTML viewer of runs: run list, tasks, episodes with screens, calls and assertions; two runs side by side',
  builder: (y: Argv) =>
    y
      .positional('runs', { type: 'string', array: true, demandOption: true, describe: 'run ids (under artifacts/runs) or run folders' })
      .option('out', { type: 'string', describe: `viewer folder (default ${ARTIFACTS_DIR}/view)` })
      .option('explore', { type: 'array', string: true, describe: 'explore folders (liveui explore --out) of these runs: the judge\'s agreement per task, and the session' }),
  handler: async (argv) => {
    const runs = await runList('runs', argv.runs);
    const out = argv.out === undefined ? `${ARTIFACTS_DIR}/view` : String(argv.out);
    if (out.trim() === '') throw new UsageError('--out needs a folder');
    const { view } = await import('../../src/stages/view/index.ts');
    const explore = argv.explore === undefined ? undefined : (argv.explore as unknown[]).map(String);
    if (explore?.some((folder) => folder.trim() === '')) throw new UsageError('--explore needs explore folders');
    const result = view({ runs, out, ...(explore ? { explore } : {}) });
    for (const line of result.incomplete) process.stderr.write(`${line}\n`);
    log.info(`wrote ${result.files} files; open ${result.out}/index.html`);
    process.stdout.write(`${result.out}/index.html\n`);
  },
};

export const viewCommands: CommandModule[] = [viewCommand];
