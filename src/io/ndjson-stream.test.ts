import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AtomicFileSink, NdjsonParser, ndjsonText } from './ndjson-stream.ts';
import { readNdjson, writeNdjson } from './ndjson.ts';

const Row = z.object({ id: z.number(), name: z.string() });
type Row = z.infer<typeof Row>;
const dir = () => mkdtempSync(join(tmpdir(), 'liveui-io-stream-'));

/** Parses `bytes` fed in chunks cut at `cuts` (byte offsets), as a file stream would. */
async function parse(bytes: Buffer, cuts: readonly number[], path = 'mem.ndjson', kind?: string): Promise<Row[]> {
  const chunks: Buffer[] = [];
  let start = 0;
  for (const cut of [...cuts, bytes.length]) {
    chunks.push(bytes.subarray(start, cut));
    start = cut;
  }
  const records: Row[] = [];
  await pipeline(Readable.from(chunks, { objectMode: false }), new NdjsonParser(path, Row, { kind }), async (source: AsyncIterable<Row>) => {
    for await (const record of source) records.push(record);
  });
  return records;
}

describe('streaming ndjson', () => {
  it('gives the records readNdjson gives, wherever the chunks are cut (multi-byte characters too)', async () => {
    const path = join(dir(), 'a.ndjson');
    writeNdjson(path, [{ id: 1, name: 'ä€𝄞' }, { id: 2, name: 'plain' }, { id: 3, name: '"quoted"\\n' }], { kind: 'test' });
    const bytes = readFileSync(path);
    const expected = readNdjson(path, Row, { kind: 'test' }).records;
    for (let cut = 1; cut < bytes.length; cut += 1) expect(await parse(bytes, [cut], path, 'test')).toEqual(expected);
    expect(await parse(bytes, Array.from({ length: bytes.length - 1 }, (_, i) => i + 1), path, 'test')).toEqual(expected);
    // A last line without its newline still counts.
    expect(await parse(bytes.subarray(0, bytes.length - 1), [7], path, 'test')).toEqual(expected);
  });

  it('a line spread over many chunks is joined once, whole, with its neighbours intact', async () => {
    const long = `€${'x'.repeat(300_000)}𝄞`;
    const bytes = Buffer.from(`{"id":1,"name":"a"}\n{"id":2,"name":"${long}"}\n{"id":3,"name":"b"}`);
    // 1,000-byte chunks: the long line spans ~300 of them, some cut inside a multi-byte character.
    const cuts = Array.from({ length: Math.floor(bytes.length / 1000) }, (_, i) => (i + 1) * 1000 + 1);
    expect(await parse(bytes, cuts)).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: long },
      { id: 3, name: 'b' },
    ]);
    await expect(parse(Buffer.concat([bytes, Buffer.from('\n{"id":4,"name":"cut')]), cuts, 'f.ndjson')).rejects.toThrow('f.ndjson:4: not valid JSON');
  });

  it('stops with path:line on a bad line, an empty line, a wrong header kind', async () => {
    const good = '{"id":1,"name":"a"}\n';
    await expect(parse(Buffer.from(`${good}${good}{"id":"x","name":"b"}\n${good}`), [25], 'f.ndjson')).rejects.toThrow('f.ndjson:3: ');
    await expect(parse(Buffer.from(`${good}{not json\n${good}`), [3], 'f.ndjson')).rejects.toThrow('f.ndjson:2: not valid JSON');
    await expect(parse(Buffer.from(`${good}\n${good}`), [], 'f.ndjson')).rejects.toThrow('f.ndjson:2: empty line');
    const header = '{"$header":{"kind":"evidence","tool":"liveuibench","version":"0","commit":"x","inputs":{}}}\n';
    await expect(parse(Buffer.from(`${header}${good}`), [], 'f.ndjson', 'assertions')).rejects.toThrow('f.ndjson:1: expected a "assertions" artifact');
    await expect(parse(Buffer.from(`${good}${header}`), [], 'f.ndjson')).rejects.toThrow('f.ndjson:2: ');
  });

  it('writes header + lines atomically; a failed pipeline leaves the old file and no temp file', async () => {
    const folder = dir();
    const path = join(folder, 'out.ndjson');
    const sink = new AtomicFileSink(path);
    const counter = { records: 0 };
    await pipeline(Readable.from([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]), ndjsonText({ kind: 'test' }, counter), sink.stream);
    sink.commit();
    expect(counter.records).toBe(2);
    expect(readNdjson(path, Row, { kind: 'test' }).records).toEqual([{ id: 1, name: 'a' }, { id: 2, name: 'b' }]);
    const before = readFileSync(path);

    async function* failing(): AsyncGenerator<Row> {
      for (let id = 0; id < 50_000; id += 1) yield { id, name: 'x'.repeat(40) };
      throw new Error('boom');
    }
    const second = new AtomicFileSink(path);
    await expect(pipeline(failing, ndjsonText({ kind: 'test' }), second.stream)).rejects.toThrow('boom');
    second.abort();
    expect(readFileSync(path).equals(before)).toBe(true);
    expect(readdirSync(folder)).toEqual(['out.ndjson']);
  });

  it('the serialiser batches its output and matches writeNdjson byte for byte', async () => {
    const folder = dir();
    const records = Array.from({ length: 5000 }, (_, id) => ({ id, name: `n${id}` }));
    writeNdjson(join(folder, 'sync.ndjson'), records, { kind: 'test', inputs: { a: 'b' } });
    const sink = new AtomicFileSink(join(folder, 'stream.ndjson'));
    await pipeline(Readable.from(records), ndjsonText({ kind: 'test', inputs: { a: 'b' } }), sink.stream);
    sink.commit();
    expect(readFileSync(join(folder, 'stream.ndjson')).equals(readFileSync(join(folder, 'sync.ndjson')))).toBe(true);
    expect(existsSync(join(folder, `stream.ndjson.${process.pid}.tmp`))).toBe(false);
  });
});
