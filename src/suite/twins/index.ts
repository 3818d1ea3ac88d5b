export { twinOf, twinWith, TWIN_SEED_OFFSET, type TwinOutcome } from './twin-of.ts';
export { verifyTwin, type TwinVerdict } from './verify.ts';
export { settleTwin, type Settled } from './settle.ts';
export { declaredTwin, writeDeclarations, DECLARATIONS_FILE, type DeclaredTwin } from './declared.ts';
export { checkTwins, settleTwins, type TwinsCheck } from './suite.ts';
