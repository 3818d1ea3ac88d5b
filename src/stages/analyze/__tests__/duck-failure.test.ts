import { describe, expect, it } from 'vitest';
import { DiskFullError } from '../../../errors.ts';
import { duckFailure } from '../duck.ts';

describe('a DuckDB write on a full disk', () => {
  // The shape of the text DuckDB 1.5 gave for a COPY onto a full tmpfs (here naming a spill block).
  const full = new Error('IO Error: Could not write file "/mnt/small/spill/duckdb_temp_block-1.block": No space left on device');

  it('is the user\'s error, naming the file DuckDB names', () => {
    const error = duckFailure(full, '/tmp/liveui-duckdb-1');
    expect(error).toBeInstanceOf(DiskFullError);
    expect((error as DiskFullError).path).toBe('/mnt/small/spill/duckdb_temp_block-1.block');
    expect((error as Error).message).toMatch(/: no space left on the device \(ENOSPC\); free space and run the same command again/);
  });

  it('names the file it stands for when DuckDB wrote a temp name, and tells a quota apart', () => {
    expect((duckFailure(full, '/runs/r/assertions.parquet', { named: false }) as DiskFullError).path).toBe('/runs/r/assertions.parquet');
    expect((duckFailure(new Error('IO Error: Could not write file "x": Disk quota exceeded'), 'y') as Error).message).toMatch(/^x: the disk quota is used up \(EDQUOT\)/);
  });

  it('passes any other error through unchanged', () => {
    const other = new Error('Binder Error: column "x" not found');
    expect(duckFailure(other, '/tmp')).toBe(other);
  });
});
