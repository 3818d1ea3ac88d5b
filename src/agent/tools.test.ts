import { describe, expect, it } from 'vitest';
import { worldDocs } from '../world/docs.ts';
import { toolsFromDocs, typeSchema } from './tools.ts';

describe('tools from API docs', () => {
  it('turns doc type texts into JSON Schema', () => {
    expect(typeSchema('string')).toEqual({ type: 'string' });
    expect(typeSchema('integer | null')).toEqual({ type: ['integer', 'null'] });
    expect(typeSchema('array<string>')).toEqual({ type: 'array', items: { type: 'string' } });
    expect(typeSchema('"high" | "medium" | "low"')).toEqual({ enum: ['high', 'medium', 'low'] });
    expect(typeSchema('"minutes" | "hours" | null')).toEqual({ enum: ['minutes', 'hours', null] });
    expect(typeSchema('array<"monday" | "friday">')).toEqual({ type: 'array', items: { enum: ['monday', 'friday'] } });
    expect(typeSchema('any')).toEqual({});
  });

  it('makes one valid function per API of every app, and maps names back', () => {
    const docs = worldDocs();
    const { tools, byName } = toolsFromDocs(docs);
    expect(tools).toHaveLength(docs.length);
    for (const tool of tools) {
      expect(tool.function.name).toMatch(/^[a-zA-Z0-9_-]{1,64}$/);
      expect(JSON.stringify(tool.function.parameters)).not.toContain('"type":"any"');
    }
    expect(byName.get('simple_note__create_note')).toEqual({ app: 'simple_note', api: 'create_note' });
    const create = tools.find((t) => t.function.name === 'spotify__create_playlist');
    expect(create?.function.parameters).toMatchObject({ type: 'object', required: ['title'], properties: { title: { type: 'string' } } });
  });
});
