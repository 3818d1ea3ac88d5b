import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LlmCache, cacheKey, defaultCacheDir, entrySha256, type CacheEntry, type CacheKeyMaterial } from './cache.ts';
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
    expect(cache.get(key)).toEqual({ format: 2, key, sha256: entrySha256(key, { choices: [] }), request: material, response: { choices: [] } });
    expect(readdirSync(join(dir, key.slice(0, 2)))).toEqual([`${key}.json`]);
    writeFileSync(cache.pathOf(key), '{"format": 2, "key": "');
    expect(() => cache.get(key)).toThrow(CacheEntryError);
    writeFileSync(cache.pathOf(key), JSON.stringify({ format: 2, key: 'other', sha256: '', request: null, response: null }));
    expect(() => cache.get(key)).toThrow(/filed under the wrong key/);
  });

  it('verifies each entry by its hash: an edited reply, or a reply moved from another request, is refused', () => {
    const cache = new LlmCache(dir);
    const key = cacheKey(material);
    const otherMaterial = { ...material, messages: [{ role: 'user', content: 'bye' }] };
    const other = cacheKey(otherMaterial);
    cache.put(key, material, { choices: [{ message: { content: 'the app' } }] });
    cache.put(other, otherMaterial, { choices: [{ message: { content: 'goodbye' } }] });
    const stored = JSON.parse(readFileSync(cache.pathOf(key), 'utf8')) as CacheEntry;
    const edit = (entry: CacheEntry) => writeFileSync(cache.pathOf(key), `${JSON.stringify(entry)}\n`);
    // Another well-formed reply in place of the stored one.
    edit({ ...stored, response: { choices: [{ message: { content: 'I cannot help.' } }] } });
    expect(() => cache.get(key)).toThrow(`model cache entry ${cache.pathOf(key)} is unusable: its reply does not match its hash (edited or damaged since it was stored)`);
    // The other request's reply with its own hash: the hash binds a reply to its key.
    const theirs = JSON.parse(readFileSync(cache.pathOf(other), 'utf8')) as CacheEntry;
    edit({ ...stored, response: theirs.response, sha256: theirs.sha256 });
    expect(() => cache.get(key)).toThrow(/does not match its hash/);
    edit(stored);
    expect(cache.get(key)).toEqual(stored);
  });

  it('refuses an entry of the old format, which carries no hash, as unverifiable', () => {
    const cache = new LlmCache(dir);
    const key = cacheKey(material);
    cache.put(key, material, { choices: [] });
    writeFileSync(cache.pathOf(key), JSON.stringify({ format: 1, key, request: material, response: { choices: [] } }));
    expect(() => cache.get(key)).toThrow(`model cache entry ${cache.pathOf(key)} is unusable: it was written before entries carried a hash (format 1), so its reply cannot be verified`);
    // Keys did not change with the entry format: the old entry sits where the new one goes.
    expect(cacheKey(material)).toBe(key);
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
