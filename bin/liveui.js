#!/usr/bin/env node
// Entry shim: loads TypeScript sources through tsx, then the thin yargs CLI.
import { register } from 'tsx/esm/api';

register();
await import('./cli.ts');
