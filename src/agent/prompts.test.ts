import { describe, expect, it } from 'vitest';
import { GENERATION_PROMPT_SHA256, GENERATION_PROMPT_VERSION, generationMessages, revisionMessages } from './prompts.ts';

describe('the generation prompt', () => {
  it('says what the checks count and that an agent action can write kept state', () => {
    for (const messages of [
      generationMessages({ intention: 'a commute playlist builder', services: ['spotify'] }),
      revisionMessages({ intention: 'a commute playlist builder', services: ['spotify'], package: { app: { id: 'x' }, version: 1 }, requirement: 'add a genre' }),
    ]) {
      const text = messages.map((m) => m.content).join('\n');
      expect(text).toContain('Text written literally into the package');
      expect(text).toContain('never counts');
      expect(text).toContain('only the services listed above');
      expect(text).toContain('An "agent" action CAN write the app\'s kept state');
      expect(text).toContain('state_ops');
    }
  });

  it('has its version bumped whenever its fixed text changes (the pinned hash belongs to this version)', () => {
    // Change the prompt → change GENERATION_PROMPT_VERSION and the hash below together.
    expect({ version: GENERATION_PROMPT_VERSION, sha256: GENERATION_PROMPT_SHA256 }).toEqual({ version: '3', sha256: 'cdc56d0583ced67d5189ad790e44afae6d25176f2bcc0f28c9ae98149192e48e' });
  });
});
