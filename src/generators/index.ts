import { UsageError } from '../errors.ts';
import { oracle } from './oracle.ts';
import type { Generator } from './types.ts';

export type { Generator, GenerationOutcome, GenerationRequest, RevisionRequest, RuntimeSettings } from './types.ts';

/** Every built-in generator; CLI choices come from this registry. */
export const generators = { oracle } as const satisfies Record<string, Generator>;
export type GeneratorName = keyof typeof generators;

export function generatorByName(name: string): Generator {
  const found = (generators as Record<string, Generator>)[name];
  if (!found) throw new UsageError(`--generator: unknown generator "${name}" (known: ${Object.keys(generators).join(', ')})`);
  return found;
}
