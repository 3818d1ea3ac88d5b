export { AppRuntime } from './runtime.ts';
export { admit, formatProblems, type Admission, type Problem } from './admission.ts';
export { limits, defaultBudgets } from './limits.ts';
export { renderSurface } from './render.ts';
export { htmlToText } from './text.ts';
export { worldCaller } from './caller.ts';
export type { ApiCaller, AppAgent, AgentRequest, AgentResult, Budgets, RuntimeOptions, Surface, SurfaceAction, SurfaceInput, SubmitResult, AppState, StateOp } from './types.ts';
