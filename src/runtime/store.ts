import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InputError } from '../errors.ts';
import { writeFileAtomic } from '../io/disk.ts';
import { readJson, writeJsonAtomic } from '../io/ndjson.ts';
import { PackageSchema, StoredStateSchema, type Package, type StoredState } from '../schemas/package.ts';

/**
 * An app store on disk: `package.json` (the current package), `state.json` (kept state, the
 * package version it belongs to and the last result), `history/v<N>.json` (earlier packages).
 */
export const storeFiles = (dir: string) => ({
  package: join(dir, 'package.json'),
  state: join(dir, 'state.json'),
  history: (version: number) => join(dir, 'history', `v${version}.json`),
  world: join(dir, 'world.sqlite'),
});

export function hasStore(dir: string): boolean {
  return existsSync(storeFiles(dir).package) && existsSync(storeFiles(dir).state);
}

export function readStore(dir: string): { pkg: Package; stored: StoredState } {
  const files = storeFiles(dir);
  const pkg = readJson(files.package, PackageSchema);
  const stored = readJson(files.state, StoredStateSchema);
  if (stored.app_id !== pkg.app.id) throw new InputError(`state belongs to app "${stored.app_id}", the package is "${pkg.app.id}"`, { path: files.state });
  if (stored.package_version !== pkg.version) {
    throw new InputError(`state is for package version ${stored.package_version}, the package is version ${pkg.version}`, { path: files.state });
  }
  return { pkg, stored };
}

// `durable: false` skips the fsync (see RuntimeOptions.durable); the files are written all the same.
export function writePackage(dir: string, pkg: Package, durable = true): void {
  writeJsonAtomic(storeFiles(dir).package, pkg, { fsync: durable });
}

export function writeState(dir: string, stored: StoredState, durable = true): void {
  writeJsonAtomic(storeFiles(dir).state, stored, { fsync: durable });
}

export function archivePackage(dir: string, pkg: Package, durable = true): void {
  writeJsonAtomic(storeFiles(dir).history(pkg.version), pkg, { fsync: durable });
}

/** Writes bytes atomically (the world image): temp file, fsync, rename. */
export function writeBytesAtomic(path: string, bytes: Buffer): void {
  writeFileAtomic(path, bytes);
}

export function readBytes(path: string): Buffer | undefined {
  return existsSync(path) ? readFileSync(path) : undefined;
}
