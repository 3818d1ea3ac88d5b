import { controlNames } from '../../generators/index.ts';
import { describeSurfaceEquivalence } from './surface-equivalence.ts';

// The other controls; the two files together cover the oracle and every control.
describeSurfaceEquivalence(controlNames.slice(6));
