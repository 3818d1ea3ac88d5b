import { describe, expect, it } from 'vitest';
import { LimitExceeded } from './bounds.ts';
import { limits } from './limits.ts';
import { referencesIn, renderText, resolveValue, toText, UnresolvedReference } from './template.ts';

const scope = { inputs: { n: 3, title: 'Hi {{inputs.n}}' }, created: { playlist_id: 42, songs: [{ id: 7 }, { id: 8 }] }, state: { tags: ['a'] } };

describe('template resolver', () => {
  it('a whole reference keeps the type; text around references interpolates', () => {
    expect(resolveValue('{{created.playlist_id}}', scope)).toBe(42);
    expect(resolveValue('{{ created.songs }}', scope)).toEqual([{ id: 7 }, { id: 8 }]);
    expect(resolveValue('id {{created.songs.1.id}} of {{created.songs.length}}', scope)).toBe('id 8 of 2');
    expect(resolveValue({ a: ['{{inputs.n}}', 'x{{state.tags}}'], b: true }, scope)).toEqual({ a: [3, 'x["a"]'], b: true });
  });

  it('never re-scans substituted text', () => {
    expect(renderText('{{inputs.title}}', scope)).toBe('Hi {{inputs.n}}');
  });

  it('unresolved paths throw in plans and render empty on surfaces', () => {
    expect(() => resolveValue('{{created.nope}}', scope)).toThrow(UnresolvedReference);
    expect(() => resolveValue('x {{created.songs.5.id}}', scope)).toThrow('"{{created.songs.5.id}}" does not resolve to a value');
    expect(renderText('[{{nope.x}}] [{{a b}}]', scope)).toBe('[] []');
    expect(() => resolveValue('{{constructor.name}}', scope)).toThrow(UnresolvedReference);
  });

  it('finds references, marking malformed ones', () => {
    expect(referencesIn('{{{x}}} {{ a.0.b }} {{1x}} {{a-b}}').map((r) => [r.raw, r.valid])).toEqual([
      ['x', true],
      ['a.0.b', true],
      ['1x', false],
      ['a-b', false],
    ]);
  });

  it('refuses a text over limits.textChars while building it, not after', () => {
    const text = '{{inputs.s}}'.repeat(10);
    expect(renderText(text, { inputs: { s: 'x'.repeat(limits.textChars / 10) } })).toHaveLength(limits.textChars);
    const big = { inputs: { s: 'x'.repeat(limits.textChars / 10 + 1) } };
    expect(() => renderText(text, big)).toThrow(LimitExceeded);
    expect(() => renderText(text, big)).toThrow(`a text would be longer than ${limits.textChars} characters`);
    expect(() => resolveValue({ a: text }, big)).toThrow(LimitExceeded);
    // A large value inside running text is refused before it is serialized.
    expect(() => toText({ list: Array(limits.textChars).fill(1) })).toThrow(LimitExceeded);
  });

  it('caps what one resolved value brings in', () => {
    const row = 'y'.repeat(limits.textChars - 10);
    const many = Array(Math.ceil(limits.valueChars / limits.textChars) + 1).fill('{{inputs.row}}');
    expect(() => resolveValue(many, { inputs: { row } })).toThrow(`larger than ${limits.valueChars} characters`);
    expect(resolveValue(many.slice(0, 10), { inputs: { row } })).toHaveLength(10);
  });

  it('deep values from responses or state fail cleanly instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const deepScope = { found: deep, state: { x: { y: deep } } };
    for (const run of [
      () => renderText('got {{found}}', deepScope),
      () => renderText('{{state.x}}', deepScope),
      () => resolveValue('{{found}}', deepScope),
      () => resolveValue({ args: ['{{state.x.y}}'] }, deepScope),
      () => resolveValue('n={{found}}', deepScope),
    ]) {
      expect(run).toThrow(LimitExceeded);
      expect(run).toThrow(/nested deeper than 64 levels/);
    }
    // A depth-64 value still resolves as a whole reference at the top.
    let ok: unknown = 1;
    for (let i = 0; i < limits.jsonDepth; i += 1) ok = [ok];
    expect(resolveValue('{{found}}', { found: ok })).toEqual(ok);
  });
});
