import { mkdtempSync, readFileSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { InputError } from '../errors.ts';
import { NdjsonWriter, jsonLine, readNdjson, readWorkFile, writeNdjson, writeJsonAtomic, readJson } from './ndjson.ts';
import { sliceWhole } from '../stages/check/evaluate.ts';
import { streamNdjson } from './ndjson-stream.ts';
import { canonicalJson, hashValue } from './hash.ts';

const Row = z.object({ id: z.number(), name: z.string() });
const dir = () => mkdtempSync(join(tmpdir(), 'liveui-io-'));

describe('ndjson', () => {
  it('writes a header then records, and reads them back', () => {
    const path = join(dir(), 'a.ndjson');
    writeNdjson(path, [{ id: 1, name: 'a' }, { id: 2, name: 'b' }], { kind: 'test', inputs: { tasks: 'abc' } });
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(3);
    const { header, records } = readNdjson(path, Row, { kind: 'test' });
    expect(header?.$header).toMatchObject({ kind: 'test', tool: 'liveuibench', inputs: { tasks: 'abc' } });
    expect(records).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
  });

  it('names path and line of a bad record', () => {
    const path = join(dir(), 'bad.ndjson');
    writeFileSync(path, '{"id":1,"name":"a"}\n{"id":"x","name":"b"}\n');
    expect(() => readNdjson(path, Row)).toThrow(`${path}:2: `);
    writeFileSync(path, '{"id":1,"name":"a"}\n{not json\n');
    expect(() => readNdjson(path, Row)).toThrow(InputError);
    expect(() => readNdjson(path, Row)).toThrow(`${path}:2: not valid JSON`);
  });

  it('streams with the same strictness', async () => {
    const path = join(dir(), 's.ndjson');
    writeNdjson(path, [{ id: 1, name: 'a' }], { kind: 'test' });
    writeFileSync(path, `${readFileSync(path, 'utf8')}{"id":2}\n`);
    const seen: unknown[] = [];
    await expect(async () => {
      for await (const row of streamNdjson(path, Row)) seen.push(row);
    }).rejects.toThrow(`${path}:3: `);
    expect(seen).toEqual([{ id: 1, name: 'a' }]);
  });

  it('refuses an artifact of another kind', () => {
    const path = join(dir(), 'k.ndjson');
    writeNdjson(path, [], { kind: 'evidence' });
    expect(() => readNdjson(path, Row, { kind: 'assertions' })).toThrow('expected a "assertions" artifact');
  });

  it('leaves the earlier artifact untouched when a write is abandoned', () => {
    const folder = dir();
    const path = join(folder, 'keep.ndjson');
    writeNdjson(path, [{ id: 1, name: 'old' }], { kind: 'test' });
    const before = readFileSync(path, 'utf8');
    expect(() => {
      using writer = new NdjsonWriter(path, { kind: 'test' });
      writer.write({ id: 2, name: 'new' });
      throw new Error('crash mid-write');
    }).toThrow('crash mid-write');
    expect(readFileSync(path, 'utf8')).toBe(before);
    expect(readdirSync(folder)).toEqual(['keep.ndjson']);
  });

  it('writes JSON atomically and validates it on read', () => {
    const path = join(dir(), 'm.json');
    writeJsonAtomic(path, { id: 3, name: 'c' });
    expect(readJson(path, Row)).toEqual({ id: 3, name: 'c' });
    writeFileSync(path, '{"id": "no"}');
    expect(() => readJson(path, Row)).toThrow(/m\.json: \$\.id: /);
    expect(existsSync(`${path}.${process.pid}.tmp`)).toBe(false);
  });

  it('hashes canonical JSON independent of key order', () => {
    expect(canonicalJson({ b: 1, a: { d: 2, c: 3 } })).toBe('{"a":{"c":3,"d":2},"b":1}');
    expect(hashValue({ a: 1, b: 2 })).toBe(hashValue({ b: 2, a: 1 }));
    expect(hashValue({ a: 1 })).not.toBe(hashValue({ a: 2 }));
  });
});

describe('lines any strict JSON reader takes', () => {
  it('writes a lone surrogate (half an emoji) as U+FFFD, in values and keys, and leaves whole emoji and escaped backslashes alone', () => {
    const half = '\u{1F389}'.slice(0, 1);
    expect(jsonLine({ a: `x${half}`, [`k${half}`]: [half, '\u{1F389}'], n: 1 })).toBe('{"a":"x\ufffd","k\ufffd":["\ufffd","\u{1F389}"],"n":1}');
    expect(jsonLine({ a: '\\ud83c is text' })).toBe(JSON.stringify({ a: '\\ud83c is text' }));
    expect(jsonLine({ a: '\u{1F389}' })).toBe(JSON.stringify({ a: '\u{1F389}' }));
  });

  it('slices text without cutting a surrogate pair', () => {
    const text = 'ab\u{1F389}cd';
    expect(sliceWhole(text, 3, 6)).toBe('\u{1F389}cd');
    expect(sliceWhole(text, 0, 3)).toBe('ab\u{1F389}');
    expect(sliceWhole(text, 1, 5)).toBe('b\u{1F389}c');
    expect(sliceWhole(text, 0, 99)).toBe(text);
  });

  it('a folder where an artifact should be, or a damaged resume file, is one clear input error naming the path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'liveui-notfile-'));
    expect(() => readJson(dir, z.object({}))).toThrow(new InputError('not a file (a folder or a special file is where the artifact should be)', { path: dir }));
    expect(() => readNdjson(dir, z.object({}))).toThrow(InputError);
    const unit = join(dir, 't.0.json');
    writeFileSync(unit, '[{"a":');
    expect(() => readWorkFile(unit, z.array(z.object({ a: z.number() })))).toThrow(/t\.0\.json: not valid JSON .* delete it to redo that unit/);
    writeFileSync(unit, '[{"a":"x"}]');
    expect(() => readWorkFile(unit, z.array(z.object({ a: z.number() })))).toThrow(/\$\.0\.a: .* delete it to redo that unit/);
  });
});
