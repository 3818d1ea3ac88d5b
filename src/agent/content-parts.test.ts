import { describe, expect, it } from 'vitest';
import { sha256 } from '../io/hash.ts';
import { cacheKey } from './cache.ts';
import { ChatClient, type ChatMessage } from './client.ts';

const client = new ChatClient({ model: 'test/judge', baseUrl: 'http://127.0.0.1:9/v1', cacheDir: '/nonexistent-liveui-cache' });
const picture = (bytes: string) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`;
const ask = (url: string): ChatMessage[] => [{ role: 'user', content: [{ type: 'text', text: 'judge this' }, { type: 'image_url', image_url: { url } }] }];

describe('image content parts in the cache key', () => {
  it('keys an image by its media type and the sha256 of its bytes, never the picture itself', () => {
    const material = client.keyMaterial({ messages: ask(picture('png one')), trial: 0 });
    expect(material.messages).toEqual([{ role: 'user', content: [{ type: 'text', text: 'judge this' }, { type: 'image_url', image_url: { media_type: 'image/png', sha256: sha256(Buffer.from('png one')) } }] }]);
    expect(JSON.stringify(material)).not.toContain('base64');
  });

  it('another picture is another key; the same picture the same key; text-only messages are keyed as before', () => {
    const key = (messages: ChatMessage[]) => cacheKey(client.keyMaterial({ messages, trial: 0 }));
    expect(key(ask(picture('png one')))).toBe(key(ask(picture('png one'))));
    expect(key(ask(picture('png one')))).not.toBe(key(ask(picture('png two'))));
    const text: ChatMessage[] = [{ role: 'user', content: 'judge this' }];
    expect(client.keyMaterial({ messages: text, trial: 0 }).messages).toEqual(text);
  });
});
