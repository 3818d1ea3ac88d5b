import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Package } from '../schemas/package.ts';
import type { World } from '../world/engine.ts';
import { freshWorld } from '../world/fixture.ts';
import { admit } from './admission.ts';
import { worldCaller } from './caller.ts';
import { limits } from './limits.ts';
import { AppRuntime } from './runtime.ts';
import type { ApiCaller, AppAgent, RuntimeOptions } from './types.ts';

let world: World;
let dir: string;
let options: RuntimeOptions;
beforeEach(() => {
  world = freshWorld({ seed: 5 });
  dir = mkdtempSync(join(tmpdir(), 'liveui-sizes-'));
  options = { caller: worldCaller(world) };
});
afterEach(() => {
  world.close();
  rmSync(dir, { recursive: true, force: true });
});

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const nest = (levels: number, leaf: Json = 1): Json => {
  let value: Json = leaf;
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
};

/** An admitted package: values x (json) and j (json), a collection of notes, one view. */
function app(actions: unknown[], components: unknown[] = [{ type: 'result' }], values: Record<string, unknown> = {}): Package {
  const result = admit({
    app: { id: 'sizes', title: 'Sizes', summary: 'Exercises the size caps.' },
    version: 1,
    state: {
      collections: { notes: { key: 'id', fields: { id: 'string', a: 'string', b: 'string' } } },
      values: { x: { type: 'json', default: 'ab' }, j: { type: 'json' }, ...values },
    },
    views: [{ id: 'main', title: 'Main', components }],
    actions: actions.map((a) => ({ label: 'Go', goal: 'Go.', inputs: [], ...(a as object) })),
  });
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.package;
}

const initial = { collections: { notes: [] }, values: { x: 'ab', j: null } };
const storedState = () => JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')).state as unknown;

describe('size caps of a submit', () => {
  it('the review repro: self-multiplying json text fails the action, saves nothing, allocates nothing huge', async () => {
    const grow = '{{state.x}}'.repeat(363);
    const rt = AppRuntime.install(app([{ id: 'grow', plan: [{ set: 'x', value: grow }, { set: 'x', value: grow }, { message: 'x is {{state.x}}' }] }]), dir, options);
    const result = await rt.submit('grow', {});
    expect(result).toMatchObject({ ok: false, error: `a text would be longer than ${limits.textChars} characters`, state: initial });
    expect(result.surface.text).toContain(`Error: a text would be longer than ${limits.textChars} characters`);
    expect(storedState()).toEqual(initial);
    expect(statSync(join(dir, 'state.json')).size).toBeLessThan(2_000);
    expect(result.surface.html.length).toBeLessThan(2_000);
  });

  it('a json value is capped by its serialized size like a string', async () => {
    const rt = AppRuntime.install(app([{ id: 'keep', inputs: [{ name: 't', label: 'T', type: 'text' }], plan: [{ set: 'j', value: ['{{inputs.t}}', '{{inputs.t}}', '{{inputs.t}}'] }] }]), dir, options);
    const fits = await rt.submit('keep', { t: 'y'.repeat(6_000) });
    expect(fits.ok).toBe(true);
    const over = await rt.submit('keep', { t: 'z'.repeat(8_000) });
    expect(over.ok).toBe(false);
    expect(over.error).toBe(`state.j: larger than ${limits.stateJsonChars} characters as JSON; a kept value may be at most ${limits.stateJsonChars} characters as JSON and ${limits.jsonDepth} levels deep`);
    expect(over.state.values.j).toEqual(fits.state.values.j);
  });

  it('the whole state is capped at limits.stateChars', async () => {
    const fill = { id: 'fill', inputs: [{ name: 'ids', label: 'Ids', type: 'list' }, { name: 't', label: 'T', type: 'text' }], plan: [{ for_each: '{{inputs.ids}}', as: 'v', limit: 50, steps: [{ append: 'notes', item: { id: '{{v}}', a: '{{inputs.t}}', b: '{{inputs.t}}' } }] }] };
    const rt = AppRuntime.install(app([fill]), dir, options);
    const t = 'n'.repeat(15_000);
    const ids = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i}`);
    const over = await rt.submit('fill', { ids: ids(40, 'a'), t }); // about 1.2 million characters
    expect({ ok: over.ok, error: over.error }).toEqual({ ok: false, error: `the app state would be larger than ${limits.stateChars} characters as JSON` });
    expect(over.state).toEqual(initial);
    expect(storedState()).toEqual(initial);
    const fits = await rt.submit('fill', { ids: ids(30, 'b'), t }); // about 900,000
    expect(fits.ok).toBe(true);
    expect(fits.state.collections.notes).toHaveLength(30);
  });

  it('a page over limits.pageChars fails the submit that would cause it', async () => {
    const add = { id: 'add', inputs: [{ name: 'ids', label: 'Ids', type: 'list' }, { name: 't', label: 'T', type: 'text' }], plan: [{ for_each: '{{inputs.ids}}', as: 'v', limit: 50, steps: [{ append: 'notes', item: { id: '{{v}}', a: '{{inputs.t}}' } }] }] };
    const list = { type: 'list', collection: 'notes', item: '{{item.id}}: {{item.a}}' };
    const rt = AppRuntime.install(app([add], [list, list, list, { type: 'result' }]), dir, options);
    const before = rt.open();
    const ids = Array.from({ length: 30 }, (_, i) => `p${i}`);
    const result = await rt.submit('add', { ids, t: 'q'.repeat(15_000) }); // three lists of 450,000
    expect({ ok: result.ok, error: result.error }).toEqual({ ok: false, error: `the page would be larger than ${limits.pageChars} characters` });
    expect(result.state).toEqual(initial);
    expect(result.surface.html.length).toBeLessThan(before.html.length + 500);
    const fits = await rt.submit('add', { ids: ids.slice(0, 20), t: 'q'.repeat(15_000) });
    expect(fits.error).toBeNull();
    expect(fits.surface.html.length).toBeGreaterThan(900_000);
  });

  it('an oversized view opens as a short notice with the result area', async () => {
    const v = 'v'.repeat(3_900);
    const five = { type: 'text', text: `A ${'{{state.v}}'.repeat(5)}` }; // 19,502 characters
    const six = { type: 'text', text: `B ${'{{state.v}}'.repeat(6)}` }; // over limits.textChars
    const bigPage = AppRuntime.install(app([{ id: 'noop', plan: [{ message: 'hi' }] }], [...Array(60).fill(five), { type: 'result' }], { v: { type: 'string', default: v } }), dir, options);
    const opened = bigPage.open();
    expect(opened.html.length).toBeLessThan(1_000);
    expect(opened.text).toBe(`Sizes\nThis view is too large to show (the page would be larger than ${limits.pageChars} characters).`);
    const bigText = AppRuntime.install(app([], [five, six], { v: { type: 'string', default: v } }), join(dir, 'b'), options);
    expect(bigText.open().text).toBe(`Sizes\nThis view is too large to show (a text would be longer than ${limits.textChars} characters).`);
    const failed = await bigPage.submit('noop', {});
    expect(failed.ok).toBe(false);
    expect(failed.surface.text).toContain(`Error: the page would be larger than ${limits.pageChars} characters`);
  });
});

describe('deep values at run time', () => {
  it('a deep service response fails the action instead of crashing the run', async () => {
    // The real world answers; only the response of search_songs is replaced, as a broken service would.
    const deep = nest(200_000);
    const caller: ApiCaller = { call: (a, api, args) => ({ ...world.callAsUser(a, api, args), response: api === 'search_songs' ? deep : world.callAsUser(a, api, args).response }) };
    const search = { call: 'spotify.search_songs', args: { genre: 'jazz' }, bind: 'found' };
    const rt = AppRuntime.install(
      app([
        { id: 'show', services: ['spotify'], plan: [search, { message: 'found {{found}}' }] },
        { id: 'keep', services: ['spotify'], plan: [search] },
        { id: 'loop', services: ['spotify'], plan: [search, { for_each: '{{found}}', as: 's', limit: 5, steps: [{ set: 'j', value: '{{s}}' }] }] },
      ]),
      dir,
      { caller },
    );
    expect(await rt.submit('show', {})).toMatchObject({ ok: false, error: `a value to show is nested deeper than ${limits.jsonDepth} levels` });
    expect(await rt.submit('keep', {})).toMatchObject({ ok: false, error: `the responses the result keeps are nested deeper than ${limits.jsonDepth} levels` });
    const loop = await rt.submit('loop', {});
    expect(loop.ok).toBe(false);
    expect(loop.error).toMatch(/nested deeper than 64 levels/);
    expect(AppRuntime.load(dir, options).state).toEqual(initial);
  });

  it('state cannot be nested past limits.jsonDepth one level at a time', async () => {
    const wrap = (n: number) => ({ id: `wrap${n}`, plan: Array.from({ length: n }, () => ({ set: 'j', value: ['{{state.j}}'] })) });
    const rt = AppRuntime.install(app([wrap(limits.jsonDepth), wrap(1)]), dir, options);
    expect((await rt.submit(`wrap${limits.jsonDepth}`, {})).ok).toBe(true);
    expect(rt.state.values.j).toEqual(nest(limits.jsonDepth, null));
    const deeper = await rt.submit('wrap1', {});
    expect(deeper.ok).toBe(false);
    expect(deeper.error).toMatch(/nested deeper than 64 levels/);
    expect(rt.state.values.j).toEqual(nest(limits.jsonDepth, null));
  });

  it('deep or oversized agent results and deep inputs fail cleanly', async () => {
    const pkg = app([{ id: 'mix', services: ['spotify'], agent: { role: 'DJ', instructions: 'Keep something.' } }, { id: 'plain', inputs: [{ name: 't', label: 'T', type: 'text' }], plan: [{ message: '{{inputs.t}}' }] }]);
    const deepAgent: AppAgent = { run: async () => ({ state_ops: [{ set: 'j', value: nest(200_000) }], message: 'done' }) };
    const rt = AppRuntime.install(pkg, dir, { ...options, agent: deepAgent });
    expect(await rt.submit('mix', {})).toMatchObject({ ok: false, error: `the app agent's result is nested deeper than ${limits.jsonDepth} levels`, state: initial });
    const chatty: AppAgent = { run: async () => ({ state_ops: [{ set: 'j', value: 1 }], message: 'm'.repeat(limits.textChars + 1) }) };
    const rt2 = AppRuntime.install(pkg, join(dir, 'c'), { ...options, agent: chatty });
    expect(await rt2.submit('mix', {})).toMatchObject({ ok: false, error: `the app agent's message is longer than ${limits.textChars} characters`, state: initial });
    const deepInput = await rt.submit('plain', { t: nest(200_000) });
    expect(deepInput).toMatchObject({ ok: false, route: { inputs: {} } });
    expect(deepInput.error).toMatch(/^invalid input: /);
  });
});
