export { buildPaper, PAPER_SEED, type BuildOptions, type BuildResult } from './build.ts';
export { verifyPaper, formatVerify, writeVerifyArtifacts, type VerifyOptions, type VerifyResult, type Check } from './verify.ts';
export { loadPublished, type Published } from './published.ts';
