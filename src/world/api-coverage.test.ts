import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { worldDocs } from './docs.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Every world test file (src/world/**\/*.test.ts) and each app's test helpers (apps/<app>/test-helpers.ts,
 * the preludes the tests share), as text, with its path below src/world.
 */
function worldTests(dir: string): { name: string; path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return worldTests(path);
    return entry.name.endsWith('.test.ts') || entry.name === 'test-helpers.ts' ? [{ name: basename(path), path: relative(root, path), text: readFileSync(path, 'utf8') }] : [];
  });
}

const quoted = (name: string) => `['"\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`;
/**
 * The api name as a quoted argument (after `(` or `,`) or a table entry's value (after `:`), i.e.
 * in a call position, not in prose such as a test title.
 */
const calledIn = (text: string, api: string) => new RegExp(`[(,:]\\s*${quoted(api)}`).test(text);
/** A file speaks of an app when it sits in the app's folder (apps/<app>/), or names it as a quoted string. */
const aboutApp = (file: { path: string; text: string }, app: string) => file.path.startsWith(join('apps', app) + sep) || new RegExp(quoted(app)).test(file.text);

describe('world API test coverage', () => {
  // A new API must come with a test that calls it (issue #13); this catches one that has none.
  it('every documented API is called by name in some world test of its app', () => {
    const files = worldTests(root).filter((f) => f.name !== 'api-coverage.test.ts');
    const docs = worldDocs();
    expect(docs.length).toBeGreaterThan(300);
    const untested = docs.filter((d) => !files.some((f) => aboutApp(f, d.app) && calledIn(f.text, d.api))).map((d) => `${d.app}.${d.api}`);
    expect(untested).toEqual([]);
  });

  it('the check itself finds a call and ignores prose', () => {
    expect(calledIn("call('show_email', { email_id: 1 })", 'show_email')).toBe(true);
    expect(calledIn("w.callAsUser('gmail', 'show_email')", 'show_email')).toBe(true);
    expect(calledIn("it('show_email shows one email', () => {})", 'show_email')).toBe(false);
    expect(calledIn("call('show_emails')", 'show_email')).toBe(false);
    expect(calledIn("{ add: 'like_album', remove: 'unlike_album' }", 'unlike_album')).toBe(true);
  });
});
