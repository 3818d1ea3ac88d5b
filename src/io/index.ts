export * from './ndjson.ts';
export * from './hash.ts';
export * from './meta.ts';
