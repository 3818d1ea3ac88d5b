import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LlmCache, cacheKey, defaultCacheDir, type CacheKeyMaterial } from './cache.ts';
import { CacheEntryError, CacheMissError } from './errors.ts';

const material: CacheKeyMaterial = { model: 'm', base_url: 'http://x/v1', messages: [{ role: 'user', content: 'hi' }], tools: null, params: { temperature: 0.1, max_tokens: null }, trial: 0 };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'liveui-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the model-reply cache', () => {
  it('keys by content, not by key order; every part of the material counts', () => {
    const reordered = { trial: 0, params: { max_tokens: null, temperature: 0.1 }, tools: null, messages: [{ content: 'hi', role: 'user' }], base_url: 'http://x/v1', model: 'm' };
    expect(cacheKey(reordered)).toBe(cacheKey(material));
    expect(cacheKey(material)).toMatch(/^[0-9a-f]{64}$/);
    const variants = [{ model: 'n' }, { base_url: 'http://y/v1' }, { trial: 1 }, { params: { temperature: 0.2, max_tokens: null } }, { tools: [] }, { messages: [] }];
    for (const change of variants) expect(cacheKey({ ...material, ...change })).not.toBe(cacheKey(material));
  });

  it('stores entries atomically under their key, and complains about a damaged one', () => {
    const cache = new LlmCache(dir);
    const key = cacheKey(material);
    expect(cache.get(key)).toBeUndefined();
    expect(() => cache.require(key)).toThrow(CacheMissError);
    cache.put(key, material, { choices: [] });
    expect(cache.get(key)).toEqual({ format: 1, key, request: material, response: { choices: [] } });
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([`${key}.json`]);
    writeFileSync(cache.pathOf(key), '{"format": 1, "key": "');
    expect(() => cache.get(key)).toThrow(CacheEntryError);
    writeFileSync(cache.pathOf(key), JSON.stringify({ format: 1, key: 'other', request: null, response: null }));
    expect(() => cache.get(key)).toThrow(/filed under the wrong key/);
  });

  it('defaults to .cache/llm, or LIVEUI_CACHE_DIR', () => {
    const saved = process.env.LIVEUI_CACHE_DIR;
    try {
      delete process.env.LIVEUI_CACHE_DIR;
      expect(defaultCacheDir()).toBe(join(process.cwd(), '.cache', 'llm'));
      process.env.LIVEUI_CACHE_DIR = dir;
      expect(new LlmCache().dir).toBe(dir);
    } finally {
      if (saved === undefined) delete process.env.LIVEUI_CACHE_DIR;
      else process.env.LIVEUI_CACHE_DIR = saved;
    }
  });
});
