import { describe, expect, it } from 'vitest';
import { referencesIn, renderText, resolveValue, UnresolvedReference } from './template.ts';

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
});
