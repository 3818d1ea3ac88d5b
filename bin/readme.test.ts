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
});
