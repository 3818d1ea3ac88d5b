import type { World } from '../world/engine.ts';
import type { ApiCaller } from './types.ts';

/** The default caller: every call runs on `world` as its main user (the runtime holds no tokens). */
export function worldCaller(world: World): ApiCaller {
  return { call: (app, api, args) => world.callAsUser(app, api, args) };
}
