export { World, DEFAULT_NOW, toSql, type WorldImage, type CallOptions } from './engine.ts';
export { buildWorld, baseImage, freshWorld, fixtureHash, BASE_FIXTURE, type FixtureSpec } from './fixture.ts';
export { worldDocs, findApi, apiDoc, isDocumentedApp } from './docs.ts';
export { worldModules, serviceApps, documentedApps } from './apps/index.ts';
export { ApiFailure, api, type ApiContext, type ApiDef, type AppModule, type Person, type SeedContext } from './types.ts';
