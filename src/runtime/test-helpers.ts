import { readFileSync } from 'node:fs';
import type { Package } from '../schemas/package.ts';
import { admit } from './admission.ts';

/** An example package from examples/, admitted; a test fails at once if the example no longer is. */
export function admittedExample(file: string): Package {
  const result = admit(JSON.parse(readFileSync(`examples/${file}`, 'utf8')));
  if (!result.ok) throw new Error(`examples/${file}: ${JSON.stringify(result.problems)}`);
  return result.package;
}
