/**
 * Records kept in step with the one the user changes (issue #30, reference_wrong): an app that
 * set up two records for one thing (a chore's to-do and the alarm labelled with its name, one
 * payment noted in Splitwise and on Venmo, one text kept as a file and a note) may carry the
 * user's change over to the second, or leave it. The end state says how (`in_step`, checked in
 * src/stages/check/reference-state.ts); the step's collateral bound and mutation cap make room.
 */
import type { InStepDef } from './checks.ts';
import type { Allow } from './types.ts';

/** The tables a step may change, with each record kept in step as updated too. */
export function allowInStep(allow: readonly Allow[], inStep: readonly InStepDef[]): Allow[] {
  const out = allow.map((a): Allow => [...a]);
  for (const r of inStep) {
    const there = out.find(([app, table]) => app === r.app && table === r.table);
    if (!there) out.push([r.app, r.table, 'updated']);
    else if (!there.includes('updated')) there.push('updated');
  }
  return out;
}

/** The step's mutation cap with room for one row per record kept in step. */
export const maxInStep = (max: number, inStep: readonly InStepDef[] = []): number => max + inStep.length;
