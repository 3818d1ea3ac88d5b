import { describe, expect, it } from 'vitest';
import { extractJsonObject, jsonObjects } from './json-reply.ts';

describe('finding the JSON object in a reply', () => {
  it('takes a bare object, a fenced one, or one inside prose — unchanged', () => {
    expect(extractJsonObject('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(extractJsonObject('Here you go:\n```json\n{"a": {"b": "}"}}\n```\nEnjoy!')).toEqual({ ok: true, value: { a: { b: '}' } } });
    expect(extractJsonObject('Sure. {"app": {"id": "x"}, "note": "use {{item.title}}"} Done.')).toEqual({ ok: true, value: { app: { id: 'x' }, note: 'use {{item.title}}' } });
    expect(extractJsonObject('<think>maybe {"draft": true}</think>{"final": true}')).toEqual({ ok: true, value: { final: true } });
  });

  it('prefers the object the caller wants', () => {
    const reply = 'Example: {"x": 1}. The package: {"app": {"id": "y"}}';
    expect(jsonObjects(reply)).toEqual([{ x: 1 }, { app: { id: 'y' } }]);
    expect(extractJsonObject(reply, (v) => 'app' in v)).toEqual({ ok: true, value: { app: { id: 'y' } } });
    expect(extractJsonObject('{"x": 1}', (v) => 'app' in v)).toEqual({ ok: true, value: { x: 1 } });
  });

  it('tells prose from broken JSON', () => {
    expect(extractJsonObject('I would build a playlist app for you.')).toEqual({ ok: false, kind: 'no_json', reason: 'the reply contains no JSON object' });
    expect(extractJsonObject('   ')).toEqual({ ok: false, kind: 'no_json', reason: 'the reply is empty' });
    expect(extractJsonObject('```json\n{"app": {"id": "x",}\n```')).toEqual({ ok: false, kind: 'invalid_json', reason: 'the reply contains no parseable JSON object' });
    expect(extractJsonObject('[1, 2, 3]')).toMatchObject({ ok: false, kind: 'no_json' });
  });
});
