export { twinOf, TWIN_SEED_OFFSET, type TwinOutcome } from './twin-of.ts';
export { verifyTwin, type TwinVerdict } from './verify.ts';
