import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { World } from './engine.ts';
import { seedContext } from './values.ts';
import { admin } from './apps/admin/index.ts';
import { supervisor } from './apps/supervisor/index.ts';
import { authApis } from './auth.ts';
import { api, type AppModule } from './types.ts';
import { record, value } from './returns.ts';
import { foldChanges } from './changes.ts';

/** A tiny app that exercises every path of the engine without depending on the real apps. */
const notes: AppModule = {
  name: 'memo',
  description: 'test app',
  tables: { items: 'id INTEGER PRIMARY KEY, owner_id INTEGER NOT NULL, title TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0' },
  apis: [
    ...authApis('memo'),
    api({
      name: 'add',
      method: 'POST',
      auth: true,
      description: 'add an item',
      params: z.object({ title: z.string().min(1) }),
      returns: record('item_id'),
      changes: ['memo.items'],
      handler: (ctx, args) => {
        const id = ctx.newId('items');
        ctx.sql('INSERT INTO memo_items (id, owner_id, title) VALUES (?, ?, ?)').run(id, ctx.user.id, args.title);
        return { message: 'added', item_id: id };
      },
    }),
    api({
      name: 'add_then_fail',
      method: 'POST',
      auth: true,
      description: 'writes, then fails',
      params: z.object({}),
      returns: value('-'),
      changes: ['memo.items'],
      handler: (ctx) => {
        ctx.sql('INSERT INTO memo_items (id, owner_id, title) VALUES (?, ?, ?)').run(ctx.newId('items'), ctx.user.id, 'x');
        return ctx.fail(409, 'conflict', 'always fails');
      },
    }),
    api({
      name: 'churn',
      method: 'POST',
      auth: true,
      description: 'insert+update, insert+delete, update one field twice',
      params: z.object({ item_id: z.number().int() }),
      returns: value('-'),
      changes: ['memo.items'],
      handler: (ctx, args) => {
        const a = ctx.newId('items');
        ctx.sql('INSERT INTO memo_items (id, owner_id, title) VALUES (?, ?, ?)').run(a, ctx.user.id, 'draft');
        ctx.sql('UPDATE memo_items SET title = ? WHERE id = ?').run('final', a);
        const b = ctx.newId('items');
        ctx.sql('INSERT INTO memo_items (id, owner_id, title) VALUES (?, ?, ?)').run(b, ctx.user.id, 'gone');
        ctx.sql('DELETE FROM memo_items WHERE id = ?').run(b);
        ctx.sql('UPDATE memo_items SET done = 1 WHERE id = ?').run(args.item_id);
        ctx.sql('UPDATE memo_items SET title = title WHERE id = ?').run(args.item_id);
        return { a };
      },
    }),
  ],
};

const modules = [admin, supervisor, notes];

function makeWorld(seed = 1): World {
  const world = World.create(modules, { seed });
  const user = seedContext(world, { id: 0, first_name: '', last_name: '', email: '', phone_number: '' }, [], 'p');
  const id = user.insert('admin_people', { first_name: 'Alex', last_name: 'Kim', email: 'alex@x.io', phone_number: '5550001', birthday: '1990-01-01', sex: 'f', city: 'Seattle' });
  user.insert('admin_passwords', { person_id: id, app: 'memo', password: 'pw' });
  user.insert('supervisor_account_passwords', { account_name: 'memo', password: 'pw' });
  world.setMeta('main_user_id', String(id));
  world.db.exec('DELETE FROM _changes');
  return world;
}

function login(world: World): string {
  const record = world.call('memo', 'login', { username: 'alex@x.io', password: 'pw' });
  expect(record.ok).toBe(true);
  return (record.response as { access_token: string }).access_token;
}

describe('world engine', () => {
  it('records the exact insert of a call', () => {
    const world = makeWorld();
    const token = login(world);
    const record = world.call('memo', 'add', { title: 'milk' }, { token });
    const itemId = (record.response as { item_id: number }).item_id;
    expect(record).toMatchObject({ ok: true, status: 200, app: 'memo', api: 'add' });
    expect(record.diff).toEqual([{ app: 'memo', table: 'items', inserted: [{ id: itemId, owner_id: world.mainUser().id, title: 'milk', done: 0 }], updated: [], deleted: [] }]);
  });

  it('folds churn into net changes and lists only changed fields', () => {
    const world = makeWorld();
    const token = login(world);
    const first = (world.call('memo', 'add', { title: 'eggs' }, { token }).response as { item_id: number }).item_id;
    const record = world.call('memo', 'churn', { item_id: first }, { token });
    const a = (record.response as { a: number }).a;
    const [change] = record.diff;
    expect(change?.inserted).toEqual([{ id: a, owner_id: world.mainUser().id, title: 'final', done: 0 }]);
    expect(change?.updated).toEqual([{ id: first, before: { done: 0 }, after: { done: 1 } }]);
    expect(change?.deleted).toEqual([]);
  });

  it('a failed call changes nothing and records an empty diff', () => {
    const world = makeWorld();
    const token = login(world);
    const before = world.sql('SELECT COUNT(*) AS n FROM memo_items').get();
    const record = world.call('memo', 'add_then_fail', {}, { token });
    expect(record).toMatchObject({ ok: false, status: 409, error: { code: 'conflict' }, diff: [] });
    expect(world.sql('SELECT COUNT(*) AS n FROM memo_items').get()).toEqual(before);
    expect(world.sql('SELECT COUNT(*) AS n FROM _changes').get()).toEqual({ n: 0 });
  });

  it('rejects writes without a valid token, unknown APIs and bad arguments', () => {
    const world = makeWorld();
    expect(world.call('memo', 'add', { title: 'x' })).toMatchObject({ ok: false, status: 401, error: { code: 'unauthorized' }, diff: [] });
    expect(world.call('memo', 'add', { title: 'x' }, { token: 'memo.bogus' })).toMatchObject({ ok: false, error: { code: 'invalid_token' } });
    const token = login(world);
    expect(world.call('memo', 'nope', {}, { token })).toMatchObject({ ok: false, status: 404, error: { code: 'unknown_api' } });
    expect(world.call('nope', 'add', {}, { token })).toMatchObject({ ok: false, status: 404, error: { code: 'unknown_app' } });
    expect(world.call('memo', 'add', { title: 5 }, { token })).toMatchObject({ ok: false, status: 422, error: { code: 'invalid_arguments' } });
    expect(world.call('memo', 'add', { title: 'x', extra: 1 }, { token })).toMatchObject({ ok: false, status: 422 });
    expect(world.call('memo', 'login', { username: 'alex@x.io', password: 'wrong' })).toMatchObject({ ok: false, status: 401, error: { code: 'invalid_credentials' } });
  });

  it('expires tokens on the world clock and revokes them on logout', () => {
    const world = makeWorld();
    const token = login(world);
    expect(world.call('memo', 'add', { title: 'a' }, { token }).ok).toBe(true);
    world.advanceClock(31 * 60);
    expect(world.call('memo', 'add', { title: 'b' }, { token })).toMatchObject({ ok: false, error: { code: 'token_expired' } });
    const fresh = login(world);
    expect(world.call('memo', 'logout', {}, { token: fresh }).ok).toBe(true);
    expect(world.call('memo', 'add', { title: 'c' }, { token: fresh })).toMatchObject({ ok: false, error: { code: 'invalid_token' } });
  });

  it('restores isolated copies and keeps ids seeded', () => {
    const base = makeWorld(5);
    const image = base.snapshot();
    const one = World.restore(image, modules, { seed: 11 });
    const two = World.restore(image, modules, { seed: 11 });
    const three = World.restore(image, modules, { seed: 12 });
    const add = (world: World) => (world.callAsUser('memo', 'add', { title: 'x' }).response as { item_id: number }).item_id;
    const idOne = add(one);
    expect(one.sql('SELECT COUNT(*) AS n FROM memo_items').get()).toEqual({ n: 1 });
    expect(two.sql('SELECT COUNT(*) AS n FROM memo_items').get()).toEqual({ n: 0 });
    expect(add(two)).toBe(idOne);
    expect(add(three)).not.toBe(idOne);
    expect(World.restore(image, modules).sql('SELECT COUNT(*) AS n FROM memo_items').get()).toEqual({ n: 0 });
  });
});

describe('foldChanges', () => {
  const owner = new Map([['memo_items', { app: 'memo', table: 'items' }]]);
  it('treats delete then re-insert of the same id as an update', () => {
    const diff = foldChanges(
      [
        { tbl: 'memo_items', op: 'D', row_id: 1, before: '{"id":1,"title":"a"}', after: null },
        { tbl: 'memo_items', op: 'I', row_id: 1, before: null, after: '{"id":1,"title":"b"}' },
      ],
      owner,
    );
    expect(diff).toEqual([{ app: 'memo', table: 'items', inserted: [], updated: [{ id: 1, before: { title: 'a' }, after: { title: 'b' } }], deleted: [] }]);
  });
});

describe('world safety', () => {
  it('refuses arguments nested too deep or too large, without recording them', () => {
    const world = makeWorld();
    let deep: Record<string, unknown> = { title: 'x' };
    for (let i = 0; i < 50_000; i += 1) deep = { nested: deep };
    const token = login(world);
    const record = world.call('memo', 'add', deep, { token });
    expect(record).toMatchObject({ ok: false, status: 422, args: { $refused: 'nested deeper than 32 levels' }, diff: [] });
    expect(() => JSON.stringify(record)).not.toThrow();
    expect(world.call('memo', 'add', { title: 'y'.repeat(200_000) }, { token })).toMatchObject({ ok: false, status: 422 });
  });

  it('a closed world cannot be used, and closing twice leaves the pool intact', () => {
    const base = makeWorld(9);
    const image = base.snapshot();
    const first = World.restore(image, modules);
    first.close();
    first.close();
    expect(() => first.call('memo', 'add', { title: 'x' })).toThrow('closed');
    const second = World.restore(image, modules);
    const third = World.restore(image, modules);
    expect(second.callAsUser('memo', 'add', { title: 'x' }).ok).toBe(true);
    expect(third.sql('SELECT COUNT(*) AS n FROM memo_items').get()).toEqual({ n: 0 });
    second.close();
    third.close();
  });
});
