/**
 * A change the user scopes to one service by its name keeps to it (s17 holes17, issue #30,
 * collateral_unchecked): "Change the Splitwise note to …" in an app that sent the payment on Venmo
 * and logged it in Splitwise. The builder let the new words carry over to the Venmo transaction's
 * description (`in_step`, kit/in-step.ts: one payment noted in both apps), so an app that also
 * rewrote the note Aisha sees on Venmo passed. Where the step's message names one of the task's
 * services by its own name and not the service a rule would carry the change to, that rule goes:
 * the other record must stay as it was (the collateral bound and the mutation cap follow, as they
 * are made from the rules kept). A message that names no service ("Reword it to …", "Note on it
 * should say …") speaks of the one payment, and the change may still carry over. Services with
 * no name of their own in a user's words (notes, files, the phone) are not judged here.
 */
import type { InStepDef } from './checks.ts';

/** How a user names a service in a message. */
const NAMES: Readonly<Record<string, RegExp>> = {
  splitwise: /\bsplitwise\b/i,
  venmo: /\bvenmo\b/i,
  todoist: /\btodoist\b/i,
  gmail: /\bg-?mail\b/i,
  spotify: /\bspotify\b/i,
  amazon: /\bamazon\b/i,
};

/** The services of `services` the message names by their own names. */
export function servicesNamed(message: string, services: readonly string[]): string[] {
  return services.filter((s) => NAMES[s]?.test(message) === true);
}

/** The rules of a step that the user's message leaves room for: none that carry the change to a named service the user did not name. */
export function inStepNamed(rules: readonly InStepDef[], message: string | undefined, services: readonly string[]): InStepDef[] {
  const named = servicesNamed(message ?? '', services);
  if (named.length === 0) return [...rules];
  return rules.filter((r) => named.includes(r.app) || NAMES[r.app] === undefined);
}
