/**
 * Refused commands leave nothing behind and say why (issue #32, item 9): an unknown generator or a
 * selector that matches no task makes no run folder; a `--viewer` that is not a viewer folder is
 * refused before a report is written (its links would be broken); `--run` says what it defaults to.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, expectRefusal, TASK, useGoodRun } from './bad-input-kit.ts';

describe('refused commands', () => {
  const base = useGoodRun();
  const runs = () => join(base.root(), 'runs');

  it('an unknown generator and a selector that matches nothing leave no run folder, by name or by default', async () => {
    const env = { LIVEUI_ARTIFACTS: base.root() };
    const before = readdirSync(runs()).sort();
    const unknown = await cli(['eval', '--generator', 'oracel', '--tasks', TASK, '--run', 'typo'], { env });
    expectRefusal(unknown, /unknown generator "oracel" \(known: oracle, /, 2);
    const nothing = await cli(['eval', '--generator', 'oracle', '--tasks', 'single.no-such-*', '--run', 'empty'], { env });
    expectRefusal(nothing, '"single.no-such-*" selects no task', 2);
    // Without --run the run is named after the generator: no folder of that name either.
    const unnamed = await cli(['generate', '--generator', 'static_shell', '--tasks', 'domain:no-such-app'], { env });
    expectRefusal(unnamed, 'selects no task', 2);
    expect(readdirSync(runs()).sort()).toEqual(before);
  });

  it('analyze refuses a --viewer that is not a viewer folder, and writes no report', async () => {
    const out = join(base.root(), 'reports', 'linked');
    const missing = join(base.root(), 'no-viewer-here');
    const result = await cli(['analyze', '--runs', base.good(), '--out', out, '--viewer', missing]);
    expectRefusal(result, `--viewer: ${missing} is not a run viewer folder`, 2);
    expect(existsSync(out)).toBe(false);
  });

  it("--run says its default is the generator's name", async () => {
    for (const command of ['eval', 'generate']) {
      const help = await cli([command, '--help']);
      expect(help.code).toBe(0);
      expect(help.stdout.replace(/\s+/g, ' ')).toMatch(/--run .*default: the generator's name/);
    }
  });
});
