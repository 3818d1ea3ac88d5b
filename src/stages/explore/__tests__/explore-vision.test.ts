import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../../tasks/build/cases/spotify/create-revise.ts';
import { completion, startChatServer, type ChatServer, type Scripted } from '../../../agent/__tests__/chat-server.ts';
import { sha256 } from '../../../io/hash.ts';
import { CHROMIUM_PATH } from '../../../runtime/browser/chromium.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { cli } from '../../__tests__/bad-input-kit.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { explore, exploreFiles, readExplore } from '../index.ts';
import { pickScreenFrames } from '../screens.ts';
import { agreement, formatAgreement } from '../../agreement/index.ts';
import { judgePolicy, scripted } from './policies.ts';

type Obj = Record<string, any>;

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`judge vision skipped: ${CHROMIUM_PATH} is missing (make browser installs it)`);

/** The judge request's user message: its text parts joined, and the images it carried. */
function judgeInput(body: Obj): { text: string; images: string[] } {
  const message = [...(body.messages as Obj[])].reverse().find((m) => m.role === 'user');
  const content = message?.content as string | Obj[];
  if (typeof content === 'string') return { text: content, images: [] };
  return { text: content.filter((p) => p.type === 'text').map((p) => p.text as string).join('\n\n'), images: content.filter((p) => p.type === 'image_url').map((p) => p.image_url.url as string) };
}

const pngHash = (url: string) => {
  expect(url.startsWith('data:image/png;base64,')).toBe(true);
  return sha256(Buffer.from(url.slice('data:image/png;base64,'.length), 'base64'));
};

/**
 * The scripted endpoint: the user and text judges of the explore tests, plus judges about images —
 * `vision` judges by the same rules over the text and takes images; `text-only` answers 400 to
 * any request carrying an image (as text-only models behind OpenAI-compatible servers do);
 * `blind` takes the request but says in words that it cannot see the pictures.
 */
function script(body: Obj): Scripted {
  const model = String(body.model);
  if (!model.startsWith('test/judge-')) return scripted(body);
  const { text, images } = judgeInput(body);
  if (model === 'test/judge-text-only' && images.length > 0) return { status: 400, json: { error: { message: 'Invalid content type. image_url is only supported by certain models.', type: 'invalid_request_error' } } };
  if (model === 'test/judge-blind' && images.length > 0) return { json: completion('I am sorry, but I cannot view images or screenshots, so I can only go by the text.') };
  if (model === 'test/judge-strict') {
    // Fails every contract, resting each verdict on the last frame it was shown as a screenshot.
    const frame = Number(/Screenshots? of frames? ([\d, ]+) follow/.exec(text)?.[1]?.split(', ').at(-1) ?? 0);
    return { json: completion(JSON.stringify({ verdicts: ['C1', 'C2', 'C3', 'C4', 'C5'].map((contract) => ({ contract, pass: false, reason: 'not convinced', frame })) })) };
  }
  return { json: completion(JSON.stringify(judgePolicy(text))) };
}

let server: ChatServer;
let run: string;
let cacheDir: string;
beforeAll(async () => {
  server = await startChatServer((body) => script(body));
  if (!hasChromium) return;
  const taskDir = writeTaskDir([spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')!]);
  run = join(tempDir('oracle'), 'run');
  await evaluateGenerator({ generator: 'oracle', taskDir, run });
  cacheDir = join(tempDir('cache'), 'llm');
});
afterAll(async () => {
  await server.close();
});

const models = (judge: string, extra: Obj = {}) => {
  const client = { baseUrl: server.baseUrl, cacheDir, retries: 0, backoffBaseMs: 10, timeoutMs: 120_000, ...extra };
  return { user: { model: 'test/user', ...client }, judge: { model: judge, ...client } };
};
const judgeRequests = (model: string) => server.requests.filter((r) => r.body.model === model).map((r) => judgeInput(r.body));

describe.skipIf(!hasChromium)('the judge sees the screens (browser surface)', () => {
  it('sends every distinct screenshot as a data URL of the archived frame, parses the verdicts, keys the cache by image hash, and replays byte-identically without a request', async () => {
    const out = join(tempDir('vision'), 'e');
    expect(await explore({ run, out, surface: 'browser', ...models('test/judge-vision') })).toMatchObject({ judged: 1, judge_failures: 0, infrastructure_failures: 0 });
    const seen = readExplore(out);
    const trajectory = seen.trajectories[0]!;
    const screens = [...new Set(Object.values(trajectory.contents).map((c) => c.screen))];
    const [asked] = judgeRequests('test/judge-vision');
    // Every screen the user saw reached the judge once, as the very bytes archived under its name.
    expect(asked!.images.map(pngHash).sort()).toEqual([...screens].sort());
    for (const hash of asked!.images.map(pngHash)) expect(existsSync(join(out, 'screens', `${hash}.png`))).toBe(true);
    const verdict = seen.verdicts[0]!;
    expect(verdict.status).toBe('judged');
    if (verdict.status !== 'judged') return;
    expect(verdict.verdicts.map((v) => [v.contract, v.pass])).toEqual(judgePolicy(asked!.text).verdicts.map((v: Obj) => [v.contract, v.pass]));
    expect(verdict.screens).toEqual(pickScreenFrames(trajectory, 8));
    expect(asked!.text).toContain(`Screenshots of frames ${verdict.screens!.join(', ')} follow`);
    expect(seen.manifest.judge_vision).toEqual({ images: true, max_frames: 8, max_bytes: 3_000_000 });

    // The cache entry holds the images' hashes, never the pictures.
    const entries = readdirSync(cacheDir, { recursive: true }).map(String).filter((f) => f.endsWith('.json')).map((f) => readFileSync(join(cacheDir, f), 'utf8'));
    const judgeEntry = entries.find((e) => e.includes('"test/judge-vision"'))!;
    expect(judgeEntry).not.toContain('base64');
    for (const hash of screens) expect(judgeEntry).toContain(`"sha256":"${hash}"`);

    const asked0 = server.requests.length;
    const replayed = join(tempDir('replay'), 'e');
    expect(await explore({ run, out: replayed, surface: 'browser', ...models('test/judge-vision', { replay: true }) })).toMatchObject({ judged: 1, infrastructure_failures: 0 });
    expect(server.requests.length).toBe(asked0);
    for (const file of ['trajectories', 'verdicts'] as const) expect(readFileSync(exploreFiles(replayed)[file], 'utf8')).toBe(readFileSync(exploreFiles(out)[file], 'utf8'));
  });

  it('names in each disagreement the screenshot the verdict rests on, when the judge saw it', async () => {
    const out = join(tempDir('strict'), 'e');
    await explore({ run, out, surface: 'browser', ...models('test/judge-strict') });
    const seen = readExplore(out);
    const verdict = seen.verdicts[0]!;
    const frame = verdict.status === 'judged' ? verdict.screens!.at(-1)! : -1;
    const trajectory = seen.trajectories[0]!;
    const screen = trajectory.contents[trajectory.frames[frame]!.hash]!.screen!;
    const result = await agreement({ run, explore: out });
    expect(result.disagreements.map((d) => [d.contract, d.judge.frame, d.judge.screen])).toEqual(['C1', 'C2', 'C3', 'C4', 'C5'].map((c) => [c, frame, screen]));
    expect(formatAgreement(result)).toContain(`[frame ${frame} (seen as screens/${screen}.png): `);
  });

  it('keeps at most the cap of screens per request; the others go as text', async () => {
    const out = join(tempDir('cap'), 'e');
    await explore({ run, out, surface: 'browser', visionCaps: { maxFrames: 2 }, ...models('test/judge-vision-capped') });
    const trajectory = readExplore(out).trajectories[0]!;
    const [asked] = judgeRequests('test/judge-vision-capped');
    const picked = pickScreenFrames(trajectory, 2);
    expect(picked[0]).toBe(0);
    expect(asked!.images.map(pngHash)).toEqual(picked.map((i) => trajectory.contents[trajectory.frames[i]!.hash]!.screen));
    // Every frame is still in the text, screenshot or not.
    for (const frame of trajectory.frames) expect(asked!.text).toContain(`Frame ${frame.index} (`);
  });

  it('a judge that refuses images is an infrastructure failure with the reason; with vision off it judges from the frames\' text', async () => {
    const out = join(tempDir('refused'), 'e');
    expect(await explore({ run, out, surface: 'browser', ...models('test/judge-text-only') })).toMatchObject({ judged: 0, judge_failures: 0, infrastructure_failures: 1 });
    const refused = readExplore(out).verdicts[0]!;
    expect(refused.status).toBe('infrastructure');
    expect(refused.status === 'infrastructure' && refused.reason).toMatch(/^the judge test\/judge-text-only refused a request carrying 3 screenshot\(s\) .*HTTP 400: Invalid content type\. image_url is only supported/);
    // Running the same folder again asks again (an infrastructure failure is never cached)…
    await explore({ run, out, surface: 'browser', ...models('test/judge-text-only') });
    expect(judgeRequests('test/judge-text-only').filter((r) => r.images.length > 0)).toHaveLength(2);
    // …and the folder refuses another vision setting: a verdict without images is another judge's.
    await expect(explore({ run, out, surface: 'browser', judgeVision: 'off', ...models('test/judge-text-only') })).rejects.toThrow(/refusing to resume .*judge's vision changed/);

    const text = join(tempDir('text-judge'), 'e');
    expect(await explore({ run, out: text, surface: 'browser', judgeVision: 'off', ...models('test/judge-text-only') })).toMatchObject({ judged: 1, infrastructure_failures: 0 });
    const last = judgeRequests('test/judge-text-only').at(-1)!;
    expect(last.images).toEqual([]);
    const judged = readExplore(text);
    expect(judged.manifest.judge_vision).toEqual({ images: false, max_frames: 0, max_bytes: 0 });
    expect(judged.verdicts[0]).toMatchObject({ status: 'judged' });
    expect(judged.verdicts[0]).not.toHaveProperty('screens');
  });

  it('a judge that says it cannot see the images is an infrastructure failure, not a judge failure', async () => {
    const out = join(tempDir('blind'), 'e');
    expect(await explore({ run, out, surface: 'browser', ...models('test/judge-blind') })).toMatchObject({ judged: 0, judge_failures: 0, infrastructure_failures: 1 });
    const verdict = readExplore(out).verdicts[0]!;
    expect(verdict.status === 'infrastructure' && verdict.reason).toMatch(/refused a request carrying 3 screenshot\(s\).*its reply says it cannot see them/);
  });

  it('refuses judge vision on a text exploration: it has no screenshots (exit 2 on the command line)', async () => {
    await expect(explore({ run, out: join(tempDir('text'), 'e'), judgeVision: 'on', ...models('test/judge-vision') })).rejects.toThrow(/only of a browser-surface exploration/);
    const flags = ['explore', '--run', run, '--out', join(tempDir('text-cli'), 'e'), '--user-model', 'test/user', '--judge-model', 'test/judge-vision', '--base-url', server.baseUrl];
    const refused = await cli([...flags, '--judge-vision', 'on']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--judge-vision: the judge can see screenshots only of a browser-surface exploration');
    expect((await cli([...flags, '--judge-vision', 'maybe'])).code).toBe(2);
  });
});
