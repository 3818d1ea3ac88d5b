import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, CHROMIUM_PATH } from '../../runtime/browser/chromium.ts';
import { tempDir } from '../__tests__/helpers.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { byEvaluation, inEpisodeOrder, taskPage, taskView } from './model.ts';
import { readRun, renderViewerPage, view } from './index.ts';
import { analyze } from '../analyze/index.ts';
import { rowPassed } from '../recount/core.ts';
import { boxOnOpen, sideways } from '../__tests__/page-checks.ts';
import { failureReason } from './reasons.ts';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>"\'><b>bold</b>';
const TASKS = 'single.spotify.song-critic,single.todoist.chore-board,service.note-lifecycle';

let root: string;
let oracle: string;
let control: string;
let out: string;
/** A run that forgets on reopen, in a viewer of its own: its first failure is the last episode's. */
let persistless: string;
let persistlessView: string;
const PERSISTLESS_TASK = 'single.spotify.commute-playlist';
const hasChromium = existsSync(CHROMIUM_PATH);

beforeAll(async () => {
  root = tempDir('view');
  oracle = join(root, 'oracle');
  control = join(root, 'static_shell');
  await evaluateGenerator({ generator: 'oracle', run: oracle, tasks: TASKS });
  // The control runs in the browser when Chromium is here, so its pages carry screenshots.
  await evaluateGenerator({ generator: 'static_shell', run: control, tasks: TASKS, surface: hasChromium ? 'browser' : 'text' });
  out = join(root, 'view');
  view({ runs: [oracle, control], out });
  persistless = join(root, 'no_persist');
  await evaluateGenerator({ generator: 'no_persist', run: persistless, tasks: PERSISTLESS_TASK });
  persistlessView = join(root, 'view-no-persist');
  view({ runs: [persistless], out: persistlessView });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('liveui view', () => {
  it('writes a run list, task lists, one page per task evaluation and the comparison', () => {
    const files = readdirSync(out).sort();
    expect(files).toEqual(['compare.html', 'index.html', 'oracle', 'screens', 'static_shell', 'viewer.json']);
    expect(readdirSync(join(out, 'oracle')).sort()).toEqual(['index.html', 'service.note-lifecycle.0.html', 'single.spotify.song-critic.0.html', 'single.todoist.chore-board.0.html']);
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toContain('<a href="oracle/index.html">oracle</a>');
    expect(index).toContain('href="compare.html"');
    // Open beside its count, as the report shows it: the oracle opens all 3, the shell none.
    expect(index).toContain('<th>FWR %</th><th>APR %</th><th>Open</th>');
    expect(index).toMatch(/<td>oracle<\/td><td>3<\/td><td>0<\/td><td>0<\/td><td>100\.00<\/td><td>100\.00<\/td><td>3 \(100\.00%\)<\/td>/);
    expect(index).toMatch(/<td>static_shell<\/td><td>3<\/td><td>3<\/td><td>0<\/td><td>0\.00<\/td><td>[\d.]+<\/td><td>\d \([\d.]+%\)<\/td>/);
    expect(readFileSync(join(out, 'oracle', 'index.html'), 'utf8')).toContain('FWR 100.00% · APR 100.00% · Open 3 (100.00%) · 3 task evaluations');
    // The oracle passes everything and the shell fails everything: all three evaluations flipped.
    expect(readFileSync(join(out, 'compare.html'), 'utf8')).toContain('3 shared task evaluations, 3 flipped');
    if (hasChromium) expect(readdirSync(join(out, 'screens')).length).toBeGreaterThan(0);
  });

  it('the report links each run to its pages in the viewer only when told where the viewer is', async () => {
    await analyze({ runs: [oracle, control], out: join(root, 'report'), viewer: out });
    const linked = readFileSync(join(root, 'report', 'report.html'), 'utf8');
    expect(linked).toContain('<a href="../view/oracle/index.html">');
    expect(linked).toContain('<a href="../view/static_shell/index.html">');
    await analyze({ runs: [oracle, control], out: join(root, 'plain') });
    expect(readFileSync(join(root, 'plain', 'report.html'), 'utf8')).not.toContain('/index.html"');
  });

  it("shows why the operator chose each action, and when only the page order decided", () => {
    const page = readFileSync(join(out, 'oracle', 'single.spotify.song-critic.0.html'), 'utf8');
    expect(page).toMatch(/<p class="choice"><strong>Why this action:<\/strong> it fills every required input; &quot;change_rating&quot; cannot fill [a-z_, ]+<\/p>/);
    const run = readRun(oracle, 'oracle', new Map());
    const records = [...byEvaluation(run).values()][0];
    const episode = records?.episodes.find((e) => e.action !== null);
    if (!records || !episode) throw new Error('no submitted episode');
    episode.choice = { reason: 'as good as "other" on every ground: shown first', ambiguous: true };
    expect(renderViewerPage('task', taskView(run, records))).toContain('<strong>Why this action:</strong> as good as &quot;other&quot; on every ground: shown first <span class="fail">ambiguous</span>');
  });

  it('refuses to replace a folder that is not a viewer', () => {
    const foreign = join(root, 'foreign');
    mkdirSync(foreign, { recursive: true });
    copyFileSync(join(out, 'index.html'), join(foreign, 'notes.html'));
    expect(() => view({ runs: [oracle], out: foreign })).toThrow(/not a liveui viewer folder/);
    expect(existsSync(join(foreign, 'notes.html'))).toBe(true);
  });

  it('escapes hostile package and service text everywhere on a task page', () => {
    const run = readRun(control, 'static_shell', new Map());
    const records = [...byEvaluation(run).values()][0];
    if (!records) throw new Error('no evaluation');
    const episode = records.episodes[0];
    const row = records.rows[0];
    if (!episode || !row) throw new Error('no records');
    episode.visible_text = HOSTILE;
    episode.html = `<main>${HOSTILE}</main>`;
    delete episode.screen;
    episode.message = HOSTILE;
    episode.route = [{ index: 0, action: HOSTILE, handler: 'plan', inputs: { x: HOSTILE }, validated: true }];
    episode.calls = [{ seq: 1, app: HOSTILE, api: 'x', args: { a: HOSTILE }, ok: true, status: 200, response: HOSTILE, diff: [{ app: HOSTILE, table: HOSTILE, inserted: [{ id: 1, name: HOSTILE }], updated: [{ id: 2, before: { name: HOSTILE }, after: { name: HOSTILE } }], deleted: [] }] }];
    episode.surface = [{ id: HOSTILE, label: HOSTILE, handler: 'plan', inputs: [] }];
    episode.choice = { reason: HOSTILE, ambiguous: true };
    row.observed = HOSTILE;
    row.expected = { text: HOSTILE };
    row.assertion = HOSTILE;
    row.passed = false;
    row.type = 'visible_contains';
    row.episode = episode.episode;
    const viewed = taskView(run, records);
    // The hostile text reaches the plain-language reason and the timeline, as text.
    expect(viewed.reasons.some((reason) => reason.text.includes(HOSTILE))).toBe(true);
    const html = renderViewerPage('task', viewed);
    // The only script is the viewer's own filter; no element comes from the hostile text.
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).not.toMatch(/<img src=x|<b>bold|onerror=alert/);
    expect(html).toContain('&lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    // The rendered page goes to a sandboxed frame as an attribute, escaped once more.
    expect(html).toMatch(/<iframe sandbox="" [^>]*srcdoc="&lt;main&gt;&lt;img/);
  });

  it.skipIf(!hasChromium)('opens in Chromium: from a failed task to its failed assertion, filtered by contract', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.setViewportSize({ width: 1100, height: 760 });
      await page.goto(pathToFileURL(join(out, 'index.html')).href);
      await page.getByRole('link', { name: 'static_shell', exact: true }).click();
      await page.waitForURL(/static_shell\/index\.html$/);
      // Failed evaluations come first; the row links to its first failed assertion.
      const first = page.locator('#tasks tbody tr').first();
      await expect(first.locator('.fail').innerText()).resolves.toBe('fail');
      const link = first.locator('a[href*="#a-"]');
      const assertion = await link.innerText();
      await link.click();
      await page.waitForURL(/\.html#a-/);
      const target = page.locator('tr.assertion:target');
      await expect(target.count()).resolves.toBe(1);
      await expect(target.locator('.id').innerText()).resolves.toBe(assertion);
      await expect(target.locator('.fail').innerText()).resolves.toBe('fail');
      await expect(target.isVisible()).resolves.toBe(true);
      const shot = join(root, 'viewer-failed-assertion.png');
      await page.screenshot({ path: shot });
      expect(statSync(shot).size).toBeGreaterThan(10_000);
      // README screenshot: written only when asked for.
      const keep = process.env.LIVEUI_VIEWER_SHOT;
      if (keep) {
        mkdirSync(dirname(keep), { recursive: true });
        copyFileSync(shot, keep);
      }
      // The filter hides every row of another contract and keeps the chosen one's.
      const contract = await target.getAttribute('data-contract');
      await page.locator('select[data-filter="contract"]').selectOption(contract ?? '');
      const shown = await page.locator('tr.assertion:visible').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-contract')));
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set([contract]));
      // Screens of the browser run are images in the page.
      const images = await page.locator('.screens img').count();
      expect(images).toBeGreaterThan(0);
      expect(dialogs).toEqual([]);
    } finally {
      await browser.close();
    }
  });
  it.skipIf(!hasChromium)('leads a task page with why it failed, in plain words and above the fold, then the episodes; nothing is wider than the window', async () => {
    const browser = await launchChromium();
    try {
      const page = await browser.context.newPage();
      const failedPages = [
        { dir: control, folder: 'static_shell', viewer: out, task: 'single.todoist.chore-board' },
        { dir: persistless, folder: 'no_persist', viewer: persistlessView, task: PERSISTLESS_TASK },
      ];
      for (const { dir, folder, viewer, task } of failedPages) {
        const records = byEvaluation(readRun(dir, folder, new Map())).get(`${task}\u00000`);
        if (!records) throw new Error(`no evaluation of ${task}`);
        // The first failed assertion in episode order, and its sentence with its episode's page.
        const first = records.rows.filter((row) => !rowPassed(row)).sort(inEpisodeOrder)[0];
        if (!first) throw new Error(`${task} did not fail`);
        const reason = failureReason(first, records.episodes.find((e) => e.episode === first.episode));
        for (const viewport of [{ width: 1100, height: 760 }, { width: 800, height: 600 }]) {
          await page.setViewportSize(viewport);
          await page.goto(pathToFileURL(join(viewer, folder, taskPage(task, 0))).href);
          const lead = page.locator('#reasons li').first();
          await expect(lead.getAttribute('data-assertion')).resolves.toBe(first.assertion);
          await expect(lead.innerText()).resolves.toContain(reason);
          const box = await boxOnOpen(page, '#reasons li');
          expect(box.top, `${folder} at ${viewport.width} px`).toBeGreaterThan(0);
          expect(box.bottom, `${folder} at ${viewport.width} px`).toBeLessThanOrEqual(box.viewport);
          // Then the episodes, then the table of every assertion.
          expect((await boxOnOpen(page, '.timeline')).top).toBeLessThan((await boxOnOpen(page, '#assertions')).top);
          expect(await sideways(page), `${folder} at ${viewport.width} px`).toEqual([]);
        }
        // The episode that failed says so, with the same sentence, in the timeline.
        await expect(page.locator(`#e-${first.episode}.failed .checks`).innerText()).resolves.toContain(reason);
        // On a phone-sized window too, screens and tables fit (the episodes stack their columns).
        await page.setViewportSize({ width: 420, height: 800 });
        expect(await sideways(page), `${folder} at 420 px`).toEqual([]);
      }
      // The example, in its own words.
      await expect(page.locator('#reasons li').first().innerText()).resolves.toMatch(/'Weekly Commute' (.*) is not shown after reopen: the page shows "/);
      // A passed page says so first, then shows the user's values, the operator's clicks and what each call changed.
      for (const viewport of [{ width: 1100, height: 760 }, { width: 800, height: 600 }]) {
        await page.setViewportSize(viewport);
        await page.goto(pathToFileURL(join(out, 'oracle', taskPage('single.todoist.chore-board', 0))).href);
        await expect(page.locator('#why').innerText()).resolves.toMatch(/^All \d+ assertions passed\.$/);
        const box = await boxOnOpen(page, '#why');
        expect(box.bottom).toBeLessThanOrEqual(box.viewport);
        expect(await sideways(page), `oracle at ${viewport.width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 420, height: 800 });
      expect(await sideways(page), 'oracle at 420 px').toEqual([]);
      await page.setViewportSize({ width: 1100, height: 760 });
      await expect(page.locator('.timeline .pairs li').count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('.timeline .steps li', { hasText: 'clicked' }).count()).resolves.toBeGreaterThan(0);
      await expect(page.locator('.timeline .changes li', { hasText: /^\+ todoist\.projects row \d+ added: .*name 'Weekly Chores'/ }).count()).resolves.toBe(1);
    } finally {
      await browser.close();
    }
  });
});
