import { describe, expect, it } from 'vitest';
import { BrowserFault, read } from './chromium.ts';

describe('reads of the page', () => {
  it('are tried again when one fails, and give the first good answer', async () => {
    let calls = 0;
    const text = await read('read the page', async () => {
      calls++;
      if (calls < 3) throw new Error('Timeout 30000ms exceeded');
      return 'ok';
    });
    expect([text, calls]).toEqual(['ok', 3]);
  });

  it('become one fault, in the browser\'s words, when every try fails', async () => {
    let calls = 0;
    const failing = read('take a screenshot', async () => {
      calls++;
      throw new Error('Timeout 30000ms exceeded\nCall log: …');
    });
    await expect(failing).rejects.toThrow(BrowserFault);
    await expect(failing).rejects.toThrow('the browser failed to take a screenshot: Timeout 30000ms exceeded');
    expect(calls).toBe(3);
  });
});
