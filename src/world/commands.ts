import { OptionError, UsageError } from '../errors.ts';
import type { ApiDoc, CallRecord } from '../schemas/world.ts';
import { documentedApps } from './apps/index.ts';
import { findApi, worldDocs } from './docs.ts';
import { freshWorld } from './fixture.ts';

/** Docs for one app or all documented apps; an unknown app is a usage error. */
export function docsFor(app?: string): ApiDoc[] {
  if (app !== undefined && !documentedApps.includes(app)) {
    throw new OptionError('app', `unknown app "${app}" (known: ${documentedApps.join(', ')})`);
  }
  return worldDocs(app === undefined ? documentedApps : [app]);
}

/** Runs `APP.API` once on a fresh world, logged in as the user. */
export function callOnce(target: string, args: unknown, seed?: number): CallRecord {
  const match = /^([a-z_]+)\.([a-z_]+)$/.exec(target);
  if (!match) throw new UsageError(`expected APP.API (e.g. spotify.create_playlist), got "${target}"`);
  const [, app = '', apiName = ''] = match;
  if (!documentedApps.includes(app)) throw new UsageError(`unknown app "${app}" (known: ${documentedApps.join(', ')})`);
  if (!findApi(app, apiName)) throw new UsageError(`the app "${app}" has no API "${apiName}" (see: liveui world docs --app ${app})`);
  if (args === null || typeof args !== 'object' || Array.isArray(args)) throw new OptionError('args', 'must be a JSON object');
  const world = freshWorld({ seed });
  try {
    return world.callAsUser(app, apiName, args as Record<string, unknown>);
  } finally {
    world.close();
  }
}

/** Table names with row counts. */
export function tableCounts(app?: string): { app: string; table: string; rows: number }[] {
  if (app !== undefined && !documentedApps.includes(app) && app !== 'admin') throw new OptionError('app', `unknown app "${app}"`);
  const world = freshWorld();
  try {
    return world
      .tables()
      .filter((t) => app === undefined || t.app === app)
      .map((t) => ({ app: t.app, table: t.table, rows: (world.sql(`SELECT COUNT(*) AS n FROM "${t.sqlName}"`).get() as { n: number }).n }));
  } finally {
    world.close();
  }
}
