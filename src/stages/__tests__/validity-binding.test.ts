import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tasks as amazonTasks } from '../../../tasks/build/cases/amazon/create-revise.ts';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { completion, startChatServer, type ChatServer } from '../../agent/__tests__/chat-server.ts';
import { renameInputs } from '../../generators/rename-inputs.ts';
import { readNdjson } from '../../io/ndjson.ts';
import { EpisodeRecordSchema } from '../../schemas/run.ts';
import { evaluateGenerator, type EvalSummary } from '../eval/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';

type Obj = Record<string, any>;

let server: ChatServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Renames an input (name, label and the plan's references to it) wherever an action has it. */
function rename(pkg: Obj, from: string, to: string, label: string): Obj {
  for (const action of pkg.actions as Obj[]) {
    const input = (action.inputs as Obj[]).find((i) => i.name === from);
    if (!input) continue;
    input.name = to;
    input.label = label;
    action.plan = JSON.parse(JSON.stringify(action.plan).replaceAll(`{{inputs.${from}}}`, `{{inputs.${to}}}`));
  }
  return pkg;
}

/** Runs a task with a model answering every request (initial and revisions) with `craft` of the reference. */
async function runCrafted(task: Obj, craft: (pkg: Obj) => Obj): Promise<{ summary: EvalSummary; run: string }> {
  const revisions = Object.values(task.reference.A.revisions ?? {}) as Obj[];
  server = await startChatServer((body) => {
    const asked = String([...(body.messages as Obj[])].reverse().find((m) => m.role === 'user')?.content ?? '');
    const revised = /revis|previous package|new requirement/i.test(asked) && revisions[0];
    return { json: completion(JSON.stringify(craft(structuredClone(revised || task.reference.A.package)))) };
  });
  const run = join(tempDir('binding'), 'run');
  const summary = await evaluateGenerator({
    generator: 'llm',
    taskDir: writeTaskDir([task as never]),
    run,
    llm: { model: 'test/correct-app', baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 0, timeoutMs: 120_000 },
  });
  return { summary, run };
}

describe('the operator binds values by data flow', () => {
  it('fills a "Playlist name" field that feeds create_playlist.title (a correct app passes)', async () => {
    const task = structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')) as Obj;
    const { summary, run } = await runCrafted(task, (pkg) => rename(rename(pkg, 'title', 'pl_name', 'Playlist name'), 'new_title', 'call_it', 'Call it now'));
    expect(summary.failed).toEqual([]);
    const evidence = readNdjson(join(run, 'evidence.ndjson'), EpisodeRecordSchema).records;
    expect(evidence.find((e) => e.episode === 'create')?.inputs).toMatchObject({ pl_name: 'Monday Commute' });
    expect(evidence.find((e) => e.episode === 'revise')?.inputs).toMatchObject({ call_it: 'Weekly Commute' });
  });

  it('fills "Score" and "Summary" fields that feed rating and title (a correct app passes)', async () => {
    const task = structuredClone(amazonTasks().find((t) => t.id === 'single.amazon.review-headlines')) as Obj;
    const craft = (pkg: Obj) =>
      ['stars:score:Score', 'headline:summary:Summary', 'new_stars:new_score:New score', 'new_headline:new_summary:New summary'].reduce((p, spec) => {
        const [from = '', to = '', label = ''] = spec.split(':');
        return rename(p, from, to, label);
      }, pkg);
    const { summary, run } = await runCrafted(task, craft);
    expect(summary.failed).toEqual([]);
    const create = readNdjson(join(run, 'evidence.ndjson'), EpisodeRecordSchema).records.find((e) => e.episode === 'create');
    expect(create?.inputs).toMatchObject({ score: 5, summary: 'Survived the wind' });
  });

  it('does not fill a field by data flow when the value goes elsewhere (a wrong binding still fails)', async () => {
    const task = structuredClone(spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')) as Obj;
    // "Playlist name" now feeds nothing: the title is a fixed word, so the playlist is wrong.
    const { summary } = await runCrafted(task, (pkg) => {
      const build = rename(pkg, 'title', 'pl_name', 'Playlist name').actions[0];
      build.plan = JSON.parse(JSON.stringify(build.plan).replaceAll('{{inputs.pl_name}}', 'Playlist'));
      return pkg;
    });
    expect(summary.fwr).toBe(0);
    expect(summary.failed.some((f) => f.type === 'record_matches' || f.type === 'api_called')).toBe(true);
  });
});

describe('rename_inputs', () => {
  it('renames inputs that feed API arguments to words that are not the arguments, and changes nothing else', () => {
    const pkg = structuredClone((spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist') as Obj).reference.A.package) as Obj;
    const renamed = renameInputs(pkg);
    const build = renamed.actions[0];
    expect(build.inputs.map((i: Obj) => [i.name, i.label])).toEqual([
      ['display_name', 'Name'],
      ['style', 'Style of music'],
    ]);
    expect(JSON.stringify(build.plan)).toContain('{{inputs.display_name}}');
    expect(JSON.stringify(build.plan)).not.toContain('{{inputs.title}}');
    // Everything but input names, labels and the references to them is the oracle's.
    const strip = (p: Obj) => JSON.stringify({ ...p, actions: p.actions.map((a: Obj) => ({ ...a, inputs: a.inputs.map((i: Obj) => i.type), plan: JSON.stringify(a.plan).replace(/\{\{inputs\.[a-z_0-9]+\}\}/g, '{{input}}') })) });
    expect(strip(renamed)).toBe(strip(pkg));
  });

  it('passes every Spotify task', async () => {
    const summary = await evaluateGenerator({ generator: 'rename_inputs', taskDir: writeTaskDir(spotifyTasks()), run: join(tempDir('rename'), 'run') });
    expect(summary.failed).toEqual([]);
    expect(summary.fwr).toBe(1);
  });
});
