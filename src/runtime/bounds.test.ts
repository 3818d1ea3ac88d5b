import { describe, expect, it } from 'vitest';
import { measureJson, preview } from './bounds.ts';

const wide = { maxDepth: 100, maxChars: 1_000_000 };

/** `[[[…[leaf]…]]]` with `levels` arrays, built without recursion. */
function nestedArrays(levels: number, leaf: unknown = 1): unknown {
  let value: unknown = leaf;
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

describe('measureJson', () => {
  it('gives the exact length JSON.stringify writes', () => {
    const samples: unknown[] = [
      null,
      true,
      false,
      0,
      -1.5e-7,
      Number.NaN,
      'plain',
      'quote " backslash \\ newline \n tab \t bell \u0007 nul \u0000',
      'emoji 🎵 and lone \ud800 surrogate \udc00',
      [],
      {},
      [1, 'two', null, undefined, () => 1, { three: [3] }],
      { a: 1, skipped: undefined, 'key "q"': 'v', nested: { deeper: [[], {}] } },
      { when: new Date(Date.UTC(2024, 0, 2)) },
    ];
    for (const sample of samples) {
      const measure = measureJson(sample, wide);
      expect(measure).toMatchObject({ ok: true, chars: JSON.stringify(sample).length });
    }
    expect(measureJson(undefined, wide)).toEqual({ ok: true, chars: 0, depth: 0 });
  });

  it('counts depth: a scalar is 0, each array or object adds one', () => {
    expect(measureJson(5, wide)).toMatchObject({ depth: 0 });
    expect(measureJson({ a: [{ b: [] }] }, wide)).toMatchObject({ depth: 4 });
    expect(measureJson(nestedArrays(64), { maxDepth: 64, maxChars: 1000 })).toMatchObject({ ok: true, depth: 64 });
    expect(measureJson(nestedArrays(65), { maxDepth: 64, maxChars: 1000 })).toEqual({ ok: false, over: 'depth' });
  });

  it('stops early on values that would crash recursive code', () => {
    expect(measureJson(nestedArrays(200_000), wide)).toEqual({ ok: false, over: 'depth' });
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(measureJson(cyclic, wide)).toEqual({ ok: false, over: 'depth' });
    // 2^40 leaves through shared references: refused by size long before they are visited.
    let shared: unknown = 'leaf';
    for (let i = 0; i < 40; i += 1) shared = [shared, shared];
    expect(measureJson(shared, { maxDepth: 64, maxChars: 10_000 })).toEqual({ ok: false, over: 'size' });
    expect(measureJson('x'.repeat(50), { maxDepth: 1, maxChars: 51 })).toEqual({ ok: false, over: 'size' });
    expect(measureJson({ n: 10n }, wide)).toEqual({ ok: false, over: 'value' });
  });
});

describe('preview', () => {
  it('shows a short value, never a large or deep one', () => {
    expect(preview({ a: 1 })).toBe('{"a":1}');
    expect(preview('x'.repeat(200))).toHaveLength(80);
    expect(preview('x'.repeat(1_000_000))).toBe('a large value');
    expect(preview(nestedArrays(200_000))).toBe('a large value');
  });
});
