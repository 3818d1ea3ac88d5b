import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tasks as spotifyTasks } from '../../../tasks/build/cases/spotify/create-revise.ts';
import { tasks as sharedWorldTasks } from '../../../tasks/build/cases/shared_world/pairs.ts';
import { tasks as multiToolTasks } from '../../../tasks/build/cases/multi_tool/planner.ts';
import { projectRoot } from '../../io/meta.ts';
import { check } from '../check/index.ts';
import { evaluateGenerator } from '../eval/index.ts';
import { generate } from '../generate/index.ts';
import { run } from '../run/index.ts';
import { tempDir, writeTaskDir } from './helpers.ts';

const tasks = () => [...spotifyTasks(), ...sharedWorldTasks().slice(0, 2), ...multiToolTasks()];
const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');

describe('run artifacts', () => {
  it('are byte-identical between two runs of the same eval', async () => {
    const taskDir = writeTaskDir(tasks());
    const a = join(tempDir('a'), 'run');
    const b = join(tempDir('b'), 'run');
    const first = await evaluateGenerator({ generator: 'oracle', taskDir, run: a });
    await evaluateGenerator({ generator: 'oracle', taskDir, run: b, jobs: 3 });
    expect(first.fwr).toBe(1);
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson']) {
      expect(read(b, file), file).toBe(read(a, file));
    }
  });

  it('resume after the process is killed mid-run, ending with the same artifacts', async () => {
    const taskDir = writeTaskDir(tasks());
    const whole = join(tempDir('whole'), 'run');
    await evaluateGenerator({ generator: 'oracle', taskDir, run: whole });

    const killed = join(tempDir('killed'), 'run');
    await generate({ generator: 'oracle', taskDir, run: killed });
    const workDir = join(killed, 'work', 'run');
    // A real process, killed with SIGKILL once it has finished some but not all task evaluations.
    const child = spawn(process.execPath, [join(projectRoot, 'bin', 'liveui.js'), 'run', '--run', killed], { stdio: 'ignore' });
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        const done = existsSync(workDir) ? readdirSync(workDir).filter((f) => f.endsWith('.json')).length : 0;
        if (done >= 2) {
          clearInterval(timer);
          child.kill('SIGKILL');
          resolve();
        }
      }, 2);
      child.on('exit', () => {
        clearInterval(timer);
        resolve();
      });
      child.on('error', reject);
    });
    await new Promise((resolve) => child.on('close', resolve));
    const doneBefore = readdirSync(workDir).filter((f) => f.endsWith('.json')).length;
    expect(doneBefore).toBeGreaterThanOrEqual(2);
    expect(doneBefore).toBeLessThan(tasks().length);
    expect(existsSync(join(killed, 'evidence.ndjson'))).toBe(false);

    await run({ run: killed });
    await check({ run: killed });
    for (const file of ['packages.ndjson', 'evidence.ndjson', 'assertions.ndjson']) {
      expect(read(killed, file), file).toBe(read(whole, file));
    }
  });

  it('refuses to resume when the task set changed', async () => {
    const taskDir = writeTaskDir(tasks());
    const dir = join(tempDir('changed'), 'run');
    await generate({ generator: 'oracle', taskDir, run: dir });
    const fewer = writeTaskDir(tasks().slice(1));
    await expect(generate({ generator: 'oracle', taskDir: fewer, run: dir })).rejects.toThrow(/refusing to resume run .*task_set_hash, tasks changed/);
  });
});
