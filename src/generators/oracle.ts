import type { Generator } from './types.ts';

/** The oracle replays the task's reference packages. A task it cannot pass is broken. */
export const oracle: Generator = {
  name: 'oracle',
  label: 'Oracle (reference packages)',
  developer: 'liveuibench',
  readsReference: true,
  runtime: { apis: 'live', persist: 'kept' },
  async generate(request, reference) {
    const pkg = reference?.[request.slot]?.package;
    if (pkg === undefined) return { ok: false, kind: 'no_package', reasons: [`the reference has no package for app ${request.slot}`] };
    return { ok: true, package: structuredClone(pkg) };
  },
  async revise(request, reference) {
    const pkg = reference?.[request.slot]?.revisions[request.episode];
    if (pkg === undefined) return { ok: false, kind: 'no_package', reasons: [`the reference has no revision for episode ${request.episode}`] };
    return { ok: true, package: structuredClone(pkg) };
  },
};
