import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRun } from '../../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../../__fixtures__/small.ts';
import { analyze } from '../../analyze/index.ts';
import { markdownCell } from '../index.ts';

const HOSTILE = 'Evil | <img src=x onerror=alert(1)> </text><script>alert(2)</script> **bold** [x](javascript:alert(3))';
const CHROMIUM = '/usr/bin/chromium';

let root: string;
let out: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'liveui-report-'));
  const dirs = SMALL_RUNS.map((spec) =>
    writeRun(join(root, 'runs'), spec.run === 'beta' ? { ...spec, label: HOSTILE, developer: '<b>Dev</b> & co' } : spec, SMALL_TASKS),
  );
  out = join(root, 'report');
  await analyze({ runs: dirs, out });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('report pages', () => {
  it('escape hostile run labels in HTML, SVG and Markdown', () => {
    const html = readFileSync(join(out, 'report.html'), 'utf8');
    expect(html).not.toMatch(/<script|<img|onerror=alert\(1\)>/i);
    expect(html).toContain('Evil | &lt;img src&#x3D;x onerror&#x3D;alert(1)&gt;');
    expect(html).toContain('&lt;b&gt;Dev&lt;/b&gt; &amp; co');
    const markdown = readFileSync(join(out, 'report.md'), 'utf8');
    expect(markdown).not.toMatch(/<script|<img/);
    expect(markdown).toContain(`| ${markdownCell('<b>Dev</b> & co')} |`);
    expect(markdownCell(HOSTILE)).toBe(
      'Evil \\| &lt;img src&#61;x onerror&#61;alert(1)&gt; &lt;/text&gt;&lt;script&gt;alert(2)&lt;/script&gt; \\*\\*bold\\*\\* \\[x\\](javascript:alert(3))',
    );
    for (const file of ['fwr-heatmap.svg', 'open-vs-fwr.svg', 'first-failure-stage.svg', 'failure-groups.svg']) {
      const svg = readFileSync(join(out, 'figures', file), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|<img/i);
    }
  });

  it('shows the tables and the figures in headless Chromium', async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`make browser\` (apt-get install chromium)`);
    const profile = mkdtempSync(join(tmpdir(), 'liveui-chromium-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await context.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(pathToFileURL(join(out, 'report.html')).href);
      for (const id of ['model-results', 'recount', 'union', 'joint', 'first-failure', 'mcnemar']) {
        expect(await page.locator(`#${id}`).isVisible()).toBe(true);
      }
      expect(await page.locator('#model-results tbody tr').count()).toBe(7); // 3 developer rows + 4 runs
      expect(await page.locator('#joint').innerText()).toMatch(/service pass\s+5\s+1/);
      const svgs = page.locator('figure svg');
      expect(await svgs.count()).toBe(4);
      for (let index = 0; index < 4; index += 1) {
        const box = await svgs.nth(index).boundingBox();
        expect(box && box.width > 100 && box.height > 50).toBe(true);
      }
      expect(await page.locator('#model-results').innerText()).toContain('Evil | <img src=x onerror=alert(1)>');
      expect(dialogs).toEqual([]);
      const shot = join(out, 'report.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect(statSync(shot).size).toBeGreaterThan(10_000);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
