import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchChromium } from '../../../runtime/browser/chromium.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeRun } from '../../__fixtures__/archive.ts';
import { SMALL_RUNS, SMALL_TASKS } from '../../__fixtures__/small.ts';
import { analyze } from '../../analyze/index.ts';
import { markdownCell, renderReport } from '../index.ts';
import { readReportFolder } from '../folder.ts';
import { sideways, tableCells } from '../../__tests__/page-checks.ts';

const HOSTILE = 'Evil | <img src=x onerror=alert(1)> </text><script>alert(2)</script> **bold** [x](javascript:alert(3))';
const CHROMIUM = '/usr/bin/chromium';
/** Longer than the 180 px Vega cuts axis labels at by default. */
const LONG = 'Oracle (reference packages)';

let root: string;
let out: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'liveui-report-'));
  const dirs = SMALL_RUNS.map((spec) =>
    writeRun(join(root, 'runs'), spec.run === 'beta' ? { ...spec, label: HOSTILE, developer: '<b>Dev</b> & co' } : spec.run === 'gamma' ? { ...spec, label: LONG } : spec, SMALL_TASKS),
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
    for (const file of ['fwr-heatmap.svg', 'open-vs-fwr.svg', 'contracts.svg', 'first-failure-stage.svg', 'failure-groups.svg']) {
      const svg = readFileSync(join(out, 'figures', file), 'utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      expect(svg).not.toMatch(/<script|<img/i);
    }
  });

  it('shows the tables and the figures in headless Chromium', async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`make browser\` (apt-get install chromium)`);
    const { context, close } = await launchChromium();
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
      expect(await svgs.count()).toBe(5);
      for (let index = 0; index < 5; index += 1) {
        const box = await svgs.nth(index).boundingBox();
        expect(box && box.width > 100 && box.height > 50).toBe(true);
      }
      expect(await page.locator('#model-results').innerText()).toContain('Evil | <img src=x onerror=alert(1)>');
      expect(dialogs).toEqual([]);
      const shot = join(out, 'report.png');
      await page.screenshot({ path: shot, fullPage: true });
      expect(statSync(shot).size).toBeGreaterThan(10_000);
    } finally {
      await close();
    }
  });
  it('shows in Chromium which contract each run fails, Open with its share, whole labels and every dot', async () => {
    if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: run \`make browser\` (apt-get install chromium)`);
    const { context, close } = await launchChromium();
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width: 1100, height: 800 });
      await page.goto(pathToFileURL(join(out, 'report.html')).href);
      // Nothing is wider than the window: no sideways scrolling to read a table.
      expect.soft(await sideways(page)).toEqual([]);
      // C1–C5 per run, in run order (worked out by hand in analyze.test.ts; no task asserts C2).
      const cells = (selector: string) => tableCells(page, selector);
      expect.soft(await cells('#contracts thead tr')).toEqual([['Run', 'C1 open', 'C2 route', 'C3 service', 'C4 visible', 'C5 persist']]);
      expect.soft(await cells('#contracts tbody tr')).toEqual([
        ['Alpha 1', '40.00% (2/5)', '–', '60.00% (3/5)', '60.00% (3/5)', '100.00% (1/1)'],
        [HOSTILE, '100.00% (5/5)', '–', '40.00% (2/5)', '80.00% (4/5)', '0.00% (0/1)'],
        [LONG, '100.00% (5/5)', '–', '60.00% (3/5)', '60.00% (3/5)', '0.00% (0/1)'],
        ['Delta (empty)', '–', '–', '–', '–', '–'],
      ]);
      // Open is a count with its share beside it, in both tables that show it.
      const models = Object.fromEntries((await cells('#model-results tbody tr')).map((row) => [row[0], row[1]]));
      expect.soft(models).toMatchObject({ 'Alpha 1': '2 (40.00%)', [HOSTILE]: '5 (100.00%)', [LONG]: '5 (100.00%)', 'Delta (empty)': '–' });
      expect.soft((await cells('#recount tbody tr'))[0]?.[5]).toBe('2/5 · 40.00% [11.8, 76.9]');
      // Every per-run figure names every run in full: each label is one whole SVG text, none cut with "…".
      const labels = ['Alpha 1', HOSTILE, LONG, 'Delta (empty)'];
      const figure = (caption: string) => page.locator('figure', { has: page.locator('figcaption', { hasText: caption }) });
      const captions = ['FWR per family and run', 'Open vs FWR per run', 'Contract pass rate (C1–C5) per run', 'First failed episode stage per run', 'Failed-check group of failed task evaluations'];
      for (const caption of captions) {
        const texts = await figure(caption).locator('svg text').allTextContents();
        expect.soft(texts.length, caption).toBeGreaterThan(0);
        expect.soft(texts.filter((text) => text.endsWith('…')), caption).toEqual([]);
        expect.soft(labels.filter((label) => !texts.includes(label)), caption).toEqual([]);
      }
      // Open and FWR dots: delta's are equal (0 and 0) and alpha's differ; no dot covers another.
      const dots = await figure('Open vs FWR per run').locator('g.mark-symbol.role-mark path').evaluateAll((paths) =>
        paths.map((path) => {
          const box = path.getBoundingClientRect();
          return { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        }),
      );
      expect.soft(dots).toHaveLength(8);
      const overlapping = dots.flatMap((a, i) => dots.slice(i + 1).filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).map(() => i));
      expect.soft(overlapping).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says so when a report from before per-contract rates is rendered again', async () => {
    const { contracts: _dropped, ...older } = readReportFolder(out);
    const again = join(root, 'older');
    mkdirSync(again, { recursive: true });
    const written = await renderReport(older, { out: again });
    expect(written.map((file) => file.slice(again.length + 1)).filter((file) => file.startsWith('figures/')).sort()).toEqual([
      'figures/failure-groups.svg', 'figures/first-failure-stage.svg', 'figures/fwr-heatmap.svg', 'figures/open-vs-fwr.svg',
    ]);
    const html = readFileSync(join(again, 'report.html'), 'utf8');
    expect(html).toContain('<p class="meta" id="contracts-absent">This report was written before per-contract rates were counted');
    expect(html).not.toContain('id="contracts"');
    expect(readFileSync(join(again, 'report.md'), 'utf8')).toContain('## Per contract\n\nThis report was written before per-contract rates were counted');
  });
});
