import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { duration, isProgressMessage, pace, Progress, progressReceiver, stopProgress } from './progress.ts';

/** A stream that keeps what is written; `isTTY` as given. */
const sink = (isTTY: boolean) => {
  const out: string[] = [];
  return { out, stream: { isTTY, columns: 100, write: (text: string) => out.push(text), on: () => undefined, removeListener: () => undefined } };
};

describe('progress', () => {
  it('gives elapsed time, rate and time left', () => {
    expect(duration(5)).toBe('5s');
    expect(duration(75)).toBe('1m15s');
    expect(duration(3725)).toBe('1h02m');
    expect(pace(14, 33, 65_000)).toEqual({ elapsed: '1m05s', rate: '13/min', left: '1m28s' });
    expect(pace(0, 33, 0).left).toBe('?');
  });

  it('without a terminal, prints a plain line at every tenth of the work, every 10 s between, and at the end', () => {
    const { out, stream } = sink(false);
    let clock = 0;
    const progress = new Progress('run', 20, stream, () => clock);
    clock = 1000;
    progress.tick(); // 1/20: not yet a tenth
    expect(out).toEqual([]);
    clock = 2000;
    progress.tick(); // 2/20: a tenth
    expect(out).toEqual(['run 2/20 (10%) · 2s elapsed · 60/min · about 18s left\n']);
    clock = 14_000;
    progress.tick(); // 3/20: 12 s since the last line
    expect(out).toHaveLength(2);
    for (let i = 4; i <= 20; i++) progress.tick();
    expect(out.at(-1)).toBe('run 20/20 (100%) · 14s elapsed · 86/min · done\n');
    expect(out).toHaveLength(11);
    progress.stop();
  });

  it('on a terminal, draws a bar with the pace, and stopping it on Ctrl-C gives the cursor and line wrap back', () => {
    const { out, stream } = sink(true);
    const progress = new Progress('run', 4, stream);
    progress.tick();
    const drawn = out.join('');
    expect(drawn).toContain('\x1B[?25l'); // cursor hidden while the bar is up
    expect(drawn).toContain('\x1B[?7l'); // and line wrap off
    stopProgress();
    const all = out.join('');
    // The last drawing shows the count and the pace; then the cursor and line wrap come back.
    expect(all).toMatch(/run \[[^\]]*\] 1\/4 · \d+s · [\d.]+\/min · about \d+s left/);
    expect(all.slice(all.lastIndexOf('1/4'))).toContain('\x1B[?25h');
    expect(all.slice(all.lastIndexOf('1/4'))).toContain('\x1B[?7h');
    progress.stop(); // a second stop writes nothing
    expect(out.join('')).toBe(all);
  });

  it('draws a worker\'s progress on this thread: a bar per start, ticks, and the cursor back at the stop', () => {
    const { out, stream } = sink(true);
    const receiver = progressReceiver(stream);
    receiver.receive({ kind: 'liveui.progress', event: 'start', label: 'check', total: 3 });
    receiver.receive({ kind: 'liveui.progress', event: 'tick', label: 'check', total: 3 });
    receiver.receive({ kind: 'liveui.progress', event: 'tick', label: 'check', total: 3 });
    receiver.receive({ kind: 'liveui.progress', event: 'stop', label: 'check', total: 3 });
    const all = out.join('');
    expect(all).toMatch(/check \[[^\]]*\] 2\/3 · \d+s · [\d.]+\/min · about \d+s left/);
    expect(all.slice(all.lastIndexOf('2/3'))).toContain('\x1B[?25h');
    expect(isProgressMessage({ kind: 'liveui.progress', event: 'tick', label: 'check', total: 3 })).toBe(true);
    expect(isProgressMessage({ ok: true, value: 1 })).toBe(false);
    receiver.stop(); // after the stop message: nothing more
    expect(out.join('')).toBe(all);
  });

  it('Ctrl-C during eval exits 130 and says how to go on', async () => {
    const artifacts = mkdtempSync(join(tmpdir(), 'liveui-sigint-'));
    try {
      const child = spawn(process.execPath, ['bin/liveui.js', 'eval', '--generator', 'oracle', '--tasks', 'domain:spotify', '--run', 'stopped'], { env: { ...process.env, LIVEUI_ARTIFACTS: artifacts } });
      let stderr = '';
      let sent = false;
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // At the first progress line of the run stage, once (a second Ctrl-C is the default: die at once).
        if (!sent && /^run \d+\/\d+/m.test(stderr)) sent = child.kill('SIGINT');
      });
      const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
      expect(code).toBe(130);
      expect(stderr).toContain('interrupted — run the same command to resume');
    } finally {
      rmSync(artifacts, { recursive: true, force: true });
    }
  });
});
