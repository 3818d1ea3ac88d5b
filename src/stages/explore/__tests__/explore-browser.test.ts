import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../../tasks/build/cases/spotify/create-revise.ts';
import { startChatServer, type ChatServer } from '../../../agent/__tests__/chat-server.ts';
import { CHROMIUM_PATH } from '../../../runtime/browser/chromium.ts';
import { evaluateGenerator } from '../../eval/index.ts';
import { tempDir, writeTaskDir } from '../../__tests__/helpers.ts';
import { explore, readExplore } from '../index.ts';
import { scripted } from './policies.ts';

const hasChromium = existsSync(CHROMIUM_PATH);
if (!hasChromium) console.warn(`explore on the browser surface skipped: ${CHROMIUM_PATH} is missing (make browser installs it)`);

let server: ChatServer;
beforeAll(async () => {
  server = await startChatServer((body) => scripted(body));
});
afterAll(async () => {
  await server.close();
});

describe.skipIf(!hasChromium)('liveui explore --surface browser', () => {
  it('drives the page in Chromium, keeps a screenshot per frame, and sees what the text surface sees', async () => {
    const taskDir = writeTaskDir([spotifyTasks().find((t) => t.id === 'single.spotify.commute-playlist')!]);
    const run = join(tempDir('oracle'), 'run');
    await evaluateGenerator({ generator: 'oracle', taskDir, run });
    const client = { baseUrl: server.baseUrl, cacheDir: join(tempDir('cache'), 'llm'), retries: 2, backoffBaseMs: 10, timeoutMs: 120_000 };
    const models = { user: { model: 'test/user', ...client }, judge: { model: 'test/judge', ...client } };
    const text = join(tempDir('text'), 'e');
    await explore({ run, out: text, ...models });
    const asked = server.requests.length;
    const browser = join(tempDir('browser'), 'e');
    // The judge reads text here (vision off): what the page shows must equal the text surface.
    expect(await explore({ run, out: browser, surface: 'browser', judgeVision: 'off', ...models })).toMatchObject({ judged: 1, infrastructure_failures: 0 });
    const seen = readExplore(browser);
    const frames = Object.values(seen.trajectories[0]!.contents);
    expect(frames.every((frame) => frame.screen !== undefined && existsSync(join(browser, 'screens', `${frame.screen}.png`)))).toBe(true);
    // The page's innerText equals the text surface's text, so every prompt was byte-identical: all cached.
    expect(server.requests.length).toBe(asked);
    const withoutScreens = (out: string) => readExplore(out).trajectories.map((t) => ({ ...t, frames: t.frames.map(({ hash: _hash, ...rest }) => rest), contents: Object.values(t.contents).map(({ screen: _screen, ...rest }) => rest) }));
    expect(withoutScreens(browser)).toEqual(withoutScreens(text));
    expect(seen.verdicts).toEqual(readExplore(text).verdicts);
  });
});
