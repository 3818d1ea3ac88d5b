/**
 * s32 lane s25: readings for the fresh sample S25's findings.
 */
import { failedMasked } from './failed.ts';

/**
 * s32-s252-f1 (moving-internet-tick): where the state a check asks is itself a negated or waiting
 * phrase ("not done", "not completed"), saying it is the state told, not a failed change: those
 * words are read as names when the failure reading masks the value's clause.
 */
export function negatedStates(stateWords: readonly string[] | undefined, line: string): string[] {
  // Not where the line says it is still to come ("will be marked not done").
  if (/\b(?:will|shall|going to|about to|to be|would|could)\b|['’]ll\b/iu.test(line)) return [];
  return (stateWords ?? []).filter((w) => /\s/u.test(w.trim()) && failedMasked(w).trim() === '');
}

/** s32-s252-f1: "pending" asked as the state and said as the record's predicate ("item 3 is pending"), not a side wait ("done (sync pending)"). */
export function pendingSaid(word: string, clause: string): boolean {
  return /^pending$/iu.test(word.trim()) && /\b(?:is|are|now|still|marked(?:\s+as)?|back to|set to|set as)\s+pending\s*[.!]?\s*$/iu.test(clause);
}
