import type { Argv, CommandModule } from 'yargs';
import { UsageError } from '../../src/errors.ts';
import { budgetFlags, budgetOptions, clientFlags, countOption, familyFlag, familyOption, modelOptions, runList, textOption } from './options.ts';
import { printJson, reportIncomplete } from './util.ts';

const exploreCommand: CommandModule = {
  command: 'explore',
  describe: 'behavior evaluator: an LLM user works each app of a generated run step by step (frames archived), an LLM judge gives a verdict per contract',
  builder: (y: Argv) =>
    y
      .option('run', textOption('run', 'the generated run to explore', { demandOption: true }))
      .option('out', textOption('out', 'the explore folder (resumed when it exists)', { demandOption: true }))
      .option('tasks', textOption('tasks', 'selector over the run\'s tasks (id globs, family:X, domain:X, split:X)'))
      .option('user-model', textOption('user-model', 'model id of the LLM user', { demandOption: true }))
      .option('judge-model', textOption('judge-model', 'model id of the judge', { demandOption: true }))
      .option('judge-base-url', textOption('judge-base-url', 'the judge\'s endpoint, when it differs (default: --base-url)'))
      .option('steps', countOption('steps', 'user steps per task at most (default 40)'))
      .option('surface', { type: 'string', choices: ['text', 'browser'], default: 'text', describe: 'what the user reads: the rendered page as text, or the page in headless Chromium (a screenshot per frame under <out>/screens)' })
      .option('judge-vision', { type: 'string', choices: ['on', 'off'], describe: 'send the archived screenshots to the judge as images (default: on with --surface browser; a judge that refuses images is an infrastructure failure)' })
      .options(modelOptions('stage'))
      .options(budgetOptions())
      .option('jobs', countOption('jobs', 'tasks at once (default 1)')),
  handler: async (argv) => {
    const { baseUrl, ...shared } = clientFlags(argv);
    const judgeBaseUrl = (argv['judge-base-url'] as string | undefined) ?? baseUrl;
    const budget = await budgetFlags(argv);
    const { explore } = await import('../../src/stages/explore/index.ts');
    const summary = await explore({
      run: String(argv.run),
      out: String(argv.out),
      tasks: argv.tasks as string | undefined,
      user: { model: String(argv['user-model']), ...(baseUrl ? { baseUrl } : {}), ...shared },
      judge: { model: String(argv['judge-model']), ...(judgeBaseUrl ? { baseUrl: judgeBaseUrl } : {}), ...shared },
      steps: argv.steps as number | undefined,
      surface: argv.surface as 'text' | 'browser',
      jobs: argv.jobs as number | undefined,
      ...(argv['judge-vision'] === undefined ? {} : { judgeVision: argv['judge-vision'] as 'on' | 'off' }),
      progress: true,
      ...(budget ? { budget } : {}),
    });
    printJson(summary);
    reportIncomplete(summary.infrastructure_failures, summary.budget ? { budget: summary.budget } : {});
  },
};

const agreementCommand: CommandModule = {
  command: 'agreement',
  describe: 'deterministic checker vs behavior evaluator: per task and contract, agreement rate, Cohen\'s kappa, every disagreement with both evidences; with several explore folders, per (generator family × judge family) with home vs held-out',
  builder: (y: Argv) =>
    y
      .option('runs', { type: 'array', string: true, describe: 'the checked run the exploration was made from (one run; with several explore folders, optional: each folder names its run)' })
      .option('explore', { type: 'array', string: true, demandOption: true, describe: 'the explore folder, or several: the symmetric protocol over them' })
      .option('family', familyOption)
      .option('json', { type: 'boolean', default: false }),
  handler: async (argv) => {
    const explores = (argv.explore as unknown[]).map(String);
    if (explores.length === 0 || explores.some((folder) => folder.trim() === '')) throw new UsageError('--explore needs one or more explore folders');
    const families = familyFlag(argv.family);
    const runs = argv.runs === undefined ? undefined : await runList('--runs', argv.runs, 'the checked run the exploration was made from');
    const { agreement, agreements, formatAgreement, formatFamilies } = await import('../../src/stages/agreement/index.ts');
    if (explores.length === 1 && !families) {
      if (runs?.length !== 1) throw new UsageError(`--runs: agreement compares one run with its explore folder; got ${runs?.length ?? 0}${runs ? ` (${runs.join(', ')})` : ''}`);
      const result = await agreement({ run: runs[0] as string, explore: explores[0] as string });
      if (argv.json) printJson(result);
      else process.stdout.write(formatAgreement(result));
      return;
    }
    const result = await agreements({ explores, ...(runs ? { runs } : {}), ...(families ? { families } : {}) });
    if (argv.json) printJson(result);
    else process.stdout.write([...result.agreements.map(formatAgreement), formatFamilies(result.families)].join('\n'));
  },
};

export const exploreCommands: CommandModule[] = [exploreCommand, agreementCommand];
