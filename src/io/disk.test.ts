import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DiskFullError } from '../errors.ts';
import { tempDir as makeTempDir } from '../stages/__tests__/helpers.ts';
import { AtomicFile, checkWritten, createExclusive, isDiskFull, writeFailure, writeFileAtomic } from './disk.ts';
import { noSpaceError, simulateDiskFull } from './disk-fault.ts';
import { AtomicFileSink, ndjsonText } from './ndjson-stream.ts';
import { writeJsonAtomic, writeNdjson } from './ndjson.ts';

afterEach(() => simulateDiskFull(undefined));

const made: string[] = [];
const tempDir = (prefix: string) => {
  const dir = makeTempDir(prefix);
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** What a full disk may leave in a folder: the files that were there, never a temp file. */
const names = (dir: string) => readdirSync(dir).sort();

describe('the write layer on a full disk', () => {
  it('a whole-file write fails naming the file and its size, and leaves the old file and no temp file', () => {
    const dir = tempDir('disk');
    const path = join(dir, 'unit.json');
    writeJsonAtomic(path, { old: true });
    simulateDiskFull('1');
    let caught: unknown;
    try {
      writeFileAtomic(path, 'x'.repeat(3000));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DiskFullError);
    expect((caught as DiskFullError).path).toBe(path);
    expect((caught as DiskFullError).needed).toBe(3000);
    expect((caught as Error).message).toBe(`${path}: no space left on the device (ENOSPC) — it needed 2.9 KiB; free space and run the same command again (finished work is kept)`);
    expect(readFileSync(path, 'utf8')).toBe('{\n  "old": true\n}\n');
    expect(names(dir)).toEqual(['unit.json']);
  });

  it('a disk once full stays full: every later write fails too, on any path', () => {
    const dir = tempDir('disk');
    simulateDiskFull('2:b.json');
    writeFileAtomic(join(dir, 'a.json'), '1');
    writeFileAtomic(join(dir, 'b.json'), '1');
    writeFileAtomic(join(dir, 'a.json'), '2');
    expect(() => writeFileAtomic(join(dir, 'b.json'), '2')).toThrow(DiskFullError);
    expect(() => writeFileAtomic(join(dir, 'a.json'), '3')).toThrow(/a\.json: no space left/);
    simulateDiskFull(undefined);
    expect(names(dir)).toEqual(['a.json', 'b.json']);
    expect([readFileSync(join(dir, 'a.json'), 'utf8'), readFileSync(join(dir, 'b.json'), 'utf8')]).toEqual(['2', '1']);
  });

  it('NDJSON written line by line keeps the old artifact when a line does not fit', () => {
    const dir = tempDir('disk');
    const path = join(dir, 'packages.ndjson');
    writeNdjson(path, [{ id: 1 }], { kind: 'test' });
    const before = readFileSync(path);
    simulateDiskFull('3:packages.ndjson');
    expect(() => writeNdjson(path, [{ id: 1 }, { id: 2 }, { id: 3 }], { kind: 'test' })).toThrow(/packages\.ndjson: no space left on the device \(ENOSPC\) — it needed at least \d+ B; free space/);
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(names(dir)).toEqual(['packages.ndjson']);
  });

  it('a streamed artifact fails its pipeline with the file named; abort leaves the old one', async () => {
    const dir = tempDir('disk');
    const path = join(dir, 'assertions.ndjson');
    writeFileSync(path, 'old\n');
    simulateDiskFull('2:assertions.ndjson');
    const sink = new AtomicFileSink(path);
    const records = Array.from({ length: 20_000 }, (_, id) => ({ id, text: 'row' }));
    await expect(pipeline(Readable.from(records), ndjsonText({ kind: 'test' }), sink.stream)).rejects.toThrow(DiskFullError);
    sink.abort();
    expect(readFileSync(path, 'utf8')).toBe('old\n');
    expect(names(dir)).toEqual(['assertions.ndjson']);
  });

  it('a lock file that does not fit is not left half-written', () => {
    const dir = tempDir('disk');
    const path = join(dir, '.lock');
    simulateDiskFull('1');
    expect(() => createExclusive(path, '{"pid":1}\n')).toThrow(/\.lock: no space left/);
    expect(existsSync(path)).toBe(false);
    simulateDiskFull(undefined);
    expect(createExclusive(path, '{"pid":1}\n')).toBe(true);
    expect(createExclusive(path, '{"pid":2}\n')).toBe(false);
    expect(readFileSync(path, 'utf8')).toBe('{"pid":1}\n');
  });

  it("a file another library wrote counts as one write: cut in half, then the file's error", () => {
    const dir = tempDir('disk');
    const tmp = join(dir, 'assertions.parquet.1.tmp');
    writeFileSync(tmp, Buffer.alloc(1000));
    checkWritten(tmp, join(dir, 'assertions.parquet'));
    simulateDiskFull('1');
    expect(() => checkWritten(tmp, join(dir, 'assertions.parquet'))).toThrow(`${join(dir, 'assertions.parquet')}: no space left`);
    expect(readFileSync(tmp).length).toBe(500);
  });

  it('a raw ENOSPC or EDQUOT is a full disk; other system errors get the path they lacked', () => {
    expect(isDiskFull(noSpaceError())).toBe(true);
    expect(isDiskFull(Object.assign(new Error('quota'), { code: 'EDQUOT' }))).toBe(true);
    expect(String(writeFailure(Object.assign(new Error('EDQUOT'), { code: 'EDQUOT' }), '/x/y.json'))).toMatch(/\/x\/y\.json: the disk quota is used up \(EDQUOT\); free space/);
    const io = writeFailure(Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO' }), '/x/y.json') as NodeJS.ErrnoException;
    expect(io.path).toBe('/x/y.json');
    expect(() => simulateDiskFull('0')).toThrow(/N >= 1/);
  });

  it('a discarded AtomicFile leaves nothing, and disposing after commit keeps the file', () => {
    const dir = tempDir('disk');
    {
      using file = new AtomicFile(join(dir, 'gone.json'));
      file.write('{}');
    }
    {
      using file = new AtomicFile(join(dir, 'kept.json'));
      file.write('{}');
      file.commit();
    }
    expect(names(dir)).toEqual(['kept.json']);
  });
});
