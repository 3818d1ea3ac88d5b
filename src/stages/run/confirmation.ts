/**
 * The words by which a page asks a person to confirm or carry on (multi-step episodes, issue
 * #29 item 2): a required box or yes/no choice whose label confirms is ticked, and a button that
 * confirms or continues completes the step before it.
 */
import { normalizeText } from '../check/match.ts';

/** A label that asks the user to confirm ("I confirm", "Yes, I'm sure", "I agree"). */
const CONFIRMING = /\b(confirm|confirmed|confirming|agree|acknowledge|i m sure|i am sure|yes)\b/;

/** An action that finishes a pending one ("Confirm", "Continue", "Proceed", "Yes, go ahead"). */
// Not "complete" or "finish": those mark a to-do done.
const COMPLETING = /\b(confirm|continue|proceed|go ahead|yes|pick|select|choose|use this)\b/;

/** Words a result uses to ask for the next step ("press Confirm", "pick one below"). */
// Not "review": a review is also what a user posts.
const ASKING = /\b(confirm|continue|proceed|pick|choose|select)\b/;

const words = (text: string) => normalizeText(text).replace(/[^a-z0-9]+/g, ' ');

/** Whether an input's label asks the user to confirm. */
export function confirmsLabel(label: string): boolean {
  return CONFIRMING.test(words(label));
}

/** The value that ticks a confirmation input: true for a box, the yes-like option of a select. */
export function confirmingValue(input: { type: string; options?: readonly string[] }): unknown {
  if (input.type === 'boolean') return true;
  if (input.type === 'select') return (input.options ?? []).find((option) => /^(yes|y|confirm|confirmed|i confirm|agree|i agree|true)\b/.test(words(option).trim()));
  return undefined;
}

/** Whether an action's id or label says it confirms or continues something. */
export function completesLabel(id: string, label: string): boolean {
  return COMPLETING.test(words(`${id.replace(/_/g, ' ')} ${label}`));
}

/** Whether a result message asks the user to take a next step. */
export function asksNextStep(message: string | null): boolean {
  return message !== null && ASKING.test(words(message));
}

/**
 * Whether an action only completes another one shown beside it: it confirms or continues, and
 * the rest of its label is empty or another action's label ("Confirm: Start return"). On the
 * first view nothing is pending yet, so a person starts elsewhere.
 */
export function followsAnother(action: { id: string; label: string }, actions: readonly { id: string; label: string }[]): boolean {
  if (!completesLabel(action.id, action.label)) return false;
  const squeeze = (text: string) => words(text).replace(/\s+/g, ' ').trim();
  const rest = squeeze(words(action.label).replace(new RegExp(COMPLETING.source, 'g'), ' '));
  if (rest === '') return true;
  return actions.some((other) => other.id !== action.id && squeeze(other.label) !== '' && ` ${rest} `.includes(` ${squeeze(other.label)} `));
}
