import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appCase, caseRows, caseTasks } from './rows.ts';

const dir = mkdtempSync(join(tmpdir(), 'case-rows-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const head = { id: 'single.x.one', split: 'dev', seed: 1, appId: 'one', title: 'One', summary: 'Does one thing.', intention: 'I want one thing.' };
const tables = { pick: z.object({ ...appCase, song: z.string() }), drop: z.object({ ...appCase, count: z.number() }) };

/** A case module's URL whose rows are `lines`. */
function moduleWith(name: string, lines: string[]): string {
  writeFileSync(join(dir, `${name}.ndjson`), `${lines.join('\n')}\n`);
  return pathToFileURL(join(dir, `${name}.ts`)).href;
}

describe('case rows', () => {
  it('are read by table, in file order, typed by their schema', () => {
    const url = moduleWith('good', [
      JSON.stringify({ case: 'pick', ...head, song: 'A' }),
      JSON.stringify({ case: 'drop', ...head, id: 'single.x.two', count: 2 }),
      JSON.stringify({ case: 'pick', ...head, id: 'single.x.three', song: 'B' }),
    ]);
    const rows = caseRows(url, tables);
    expect(rows.pick.map((r) => r.song)).toEqual(['A', 'B']);
    expect(rows.drop[0]!.count).toBe(2);
  });

  it.each([
    ['a misspelt field', 'bad1', JSON.stringify({ case: 'pick', ...head, song: 'A', sng: 'B' }), /bad1\.ndjson:2: the row: Unrecognized key/],
    ['a wrong type', 'bad2', JSON.stringify({ case: 'drop', ...head, count: 'two' }), /bad2\.ndjson:2: count: /],
    ['an unknown table', 'bad3', JSON.stringify({ case: 'play', ...head }), /bad3\.ndjson:2: "case" must name one of this module's tables \(pick, drop\), not "play"/],
    ['a broken line', 'bad4', '{"case": "pick",', /bad4\.ndjson:2: not a JSON line/],
  ])('refuse %s at its line', (_what, name, line, message) => {
    const url = moduleWith(name, [JSON.stringify({ case: 'pick', ...head, song: 'A' }), line, JSON.stringify({ case: 'drop', ...head, count: 1 })]);
    expect(() => caseRows(url, tables)).toThrow(message);
  });

  it('refuse a module whose table has no rows', () => {
    const url = moduleWith('empty', [JSON.stringify({ case: 'pick', ...head, song: 'A' })]);
    expect(() => caseRows(url, tables)).toThrow(/empty\.ndjson:1: no rows for the table "drop"/);
  });
});

describe('case tasks', () => {
  it('build each table\'s rows with its builder, table by table in the order listed', () => {
    const url = moduleWith('tasks', [
      JSON.stringify({ case: 'drop', ...head, id: 'single.x.two', count: 2 }),
      JSON.stringify({ case: 'pick', ...head, song: 'A' }),
      JSON.stringify({ case: 'drop', ...head, id: 'single.x.three', count: 3 }),
    ]);
    const built = caseTasks(url, { pick: [tables.pick, (row) => `pick ${row.song}`], drop: [tables.drop, (row) => `drop ${row.count}`] });
    expect(built).toEqual(['pick A', 'drop 2', 'drop 3']);
  });
});
