/**
 * Ctrl-C on a real terminal (issue #32, items 7 and 8): `script` from util-linux gives the command
 * a pseudo-terminal, so stderr is a TTY and the progress bar is drawn as a user sees it; the test
 * types ^C into that terminal once a bar is up, and the terminal's line discipline turns it into
 * SIGINT for the command's process group, as a person's Ctrl-C does. What is asserted is what the
 * person is left with: exit 130, the cursor shown and line wrap back on after the last drawing of
 * the bar, and the sentence that says how to go on — which must be true: the same command, run
 * again, finishes the work.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../io/meta.ts';

const LIVEUI = join(projectRoot, 'bin', 'liveui.js');
const TASKS = 'single.spotify.*';

let artifacts: string;
const env = () => ({ ...process.env, LIVEUI_ARTIFACTS: artifacts, TERM: 'xterm' });

/** The words of `liveui` as one shell command line (every argument here is a plain word). */
const commandLine = (args: string[]) => [process.execPath, LIVEUI, ...args].join(' ');

/**
 * Runs liveui under a pseudo-terminal and types ^C into it once `bar` matches what the terminal
 * shows. Resolves with the exit code and everything the terminal received.
 */
function interruptOnTerminal(args: string[], bar: RegExp): Promise<{ code: number | null; screen: string; typed: boolean }> {
  // -q: no start/done lines; -f: flush at once; -e: exit with the command's code; the log to /dev/null.
  const child = spawn('script', ['-qfec', commandLine(args), '/dev/null'], { cwd: projectRoot, env: env(), stdio: ['pipe', 'pipe', 'pipe'] });
  let screen = '';
  let typed = false;
  const watch = (chunk: Buffer) => {
    screen += chunk.toString();
    if (!typed && bar.test(screen)) typed = child.stdin.write('\x03');
  };
  child.stdout.on('data', watch);
  child.stderr.on('data', watch);
  return new Promise((resolve) => child.on('close', (code) => {
    child.stdin.end();
    resolve({ code, screen, typed });
  }));
}

/** What the terminal shows after the bar was last drawn. */
const afterLastBar = (screen: string, label: string) => screen.slice(screen.lastIndexOf(`${label} [`));

describe('Ctrl-C on a real terminal', () => {
  beforeAll(() => {
    artifacts = mkdtempSync(join(tmpdir(), 'liveui-tty-'));
    // A run to check: the oracle's packages and evidence (not on a terminal).
    execFileSync(process.execPath, [LIVEUI, 'generate', '--generator', 'oracle', '--tasks', TASKS, '--run', 'to-check'], { cwd: projectRoot, env: env(), stdio: 'pipe' });
    execFileSync(process.execPath, [LIVEUI, 'run', '--run', 'to-check'], { cwd: projectRoot, env: env(), stdio: 'pipe' });
  });
  afterAll(() => rmSync(artifacts, { recursive: true, force: true }));

  it('during check, while its bar is drawn: exit 130, cursor and line wrap back, and the same command resumes', async () => {
    const { code, screen, typed } = await interruptOnTerminal(['check', '--run', 'to-check'], /check \[[^\]]*\] \d+\/\d+/);
    expect(typed, screen).toBe(true);
    expect(code, screen).toBe(130);
    expect(screen).toContain('\x1B[?25l'); // the bar hid the cursor
    expect(screen).toContain('\x1B[?7l'); // and turned line wrap off
    const rest = afterLastBar(screen, 'check');
    expect(rest).toContain('\x1B[?25h');
    expect(rest).toContain('\x1B[?7h');
    expect(rest).toContain('interrupted — run the same command to resume');
    expect(existsSync(join(artifacts, 'runs', 'to-check', 'assertions.ndjson'))).toBe(false);
    // The sentence is true: the same command finishes the check.
    execFileSync(process.execPath, [LIVEUI, 'check', '--run', 'to-check'], { cwd: projectRoot, env: env(), stdio: 'pipe' });
    expect(existsSync(join(artifacts, 'runs', 'to-check', 'assertions.ndjson'))).toBe(true);
  });

  it('during eval, while a stage bar is drawn: exit 130, cursor and line wrap back, and the message', async () => {
    const { code, screen, typed } = await interruptOnTerminal(['eval', '--generator', 'oracle', '--tasks', TASKS, '--run', 'stopped'], /(generate|run) \[[^\]]*\] \d+\/\d+/);
    expect(typed, screen).toBe(true);
    expect(code, screen).toBe(130);
    const label = /run \[/.test(screen) ? 'run' : 'generate';
    const rest = afterLastBar(screen, label);
    expect(rest).toContain('\x1B[?25h');
    expect(rest).toContain('\x1B[?7h');
    expect(rest).toContain('interrupted — run the same command to resume');
  });
});
