import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shell block that follows `heading` in README.md, one command a line. */
function commandsAfter(heading: string): string[] {
  const readme = readFileSync('README.md', 'utf8');
  const from = readme.indexOf(heading);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(from));
  if (from < 0 || !block) throw new Error(`README.md has no shell block after "${heading}"`);
  return block[1]!.split('\n').filter((line) => line.trim() !== '');
}

describe('the README', () => {
  it('"Try an app" commands run as written, in order, and the rename lands', () => {
    const store = mkdtempSync(join(tmpdir(), 'liveui-readme-'));
    try {
      const outputs = commandsAfter('Try an app from the shell').map((line) => {
        // As a newcomer pastes it; only the store goes to a fresh folder and `npx liveui` to this checkout's CLI.
        const command = line.replaceAll('/tmp/commute', join(store, 'commute')).replace(/^npx liveui /, `${process.execPath} bin/liveui.js `);
        const result = spawnSync('bash', ['-c', command], { encoding: 'utf8' });
        expect(result.status, `${line}\n${result.stderr}`).toBe(0);
        return result.stdout;
      });
      expect(outputs).toHaveLength(4);
      expect(outputs.at(-1)).toContain('Weekly Commute');
    } finally {
      rmSync(store, { recursive: true, force: true });
    }
  });

  it('every liveui command in its shell blocks names only flags the command knows (the ones that need a model cannot run here)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const lines = [...readme.matchAll(/```(?:sh|bash)\n([\s\S]*?)```/g)].flatMap((block) => block[1]!.replace(/\\\n\s*/g, ' ').split('\n'));
    const uses = new Map<string, Set<string>>();
    for (const line of lines) {
      const words = /^npx liveui ([a-z]+(?: [a-z]+)?)((?: .*)?)$/.exec(line.replace(/\s+#.*$/, '').trim());
      if (!words) continue;
      // `app open` and `tasks validate` are two words; `eval` is one (a second word is then an argument).
      const [first, second] = words[1]!.split(' ') as [string, string?];
      const command = first === 'app' || first === 'tasks' ? words[1]! : first;
      const rest = `${second !== undefined && command === first ? ` ${second}` : ''}${words[2] ?? ''}`;
      const flags = uses.get(command) ?? new Set<string>();
      for (const flag of rest.match(/(?<=\s)--[a-z][a-z-]*/g) ?? []) flags.add(flag);
      uses.set(command, flags);
    }
    expect([...uses.keys()].sort()).toEqual(['agreement', 'analyze', 'app open', 'app submit', 'archive', 'eval', 'explore', 'merge', 'view']);
    for (const [command, flags] of uses) {
      const help = spawnSync(process.execPath, ['bin/liveui.js', ...command.split(' '), '--help'], { encoding: 'utf8' });
      expect(help.status, command).toBe(0);
      const known = new Set(help.stdout.match(/--[a-z][a-z-]*/g) ?? []);
      expect([...flags].filter((flag) => !known.has(flag)), `liveui ${command}`).toEqual([]);
    }
  });
});
