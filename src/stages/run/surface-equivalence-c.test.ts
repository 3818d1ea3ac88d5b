import { describeSurfaceEquivalence, surfaceShards } from './surface-equivalence.ts';

// Shard 3 of 4; the four files together cover the oracle and every control.
describeSurfaceEquivalence(surfaceShards[2]!);
