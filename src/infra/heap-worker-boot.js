// Entry of a stage worker (src/infra/heap-worker.ts). Workers do not inherit the parent's module
// hooks on Node 20, so TypeScript loading is registered again here before the stage is imported.
import { register } from 'tsx/esm/api';

register();
await import('./heap-worker-main.ts');
