import type { CallRecord } from '../schemas/world.ts';
import { findApi } from '../world/docs.ts';
import type { Budgets } from './limits.ts';
import type { ApiCaller } from './types.ts';

/** Ends an action: the message is what the result area shows. Nothing of the action is kept. */
export class ActionFailure extends Error {}

/** A budget ran out; kept apart so an agent that catches it still fails the action. */
export class BudgetExhausted extends ActionFailure {}

/**
 * Counts one submit's steps, calls and mutating calls (calls whose diff is non-empty) and makes
 * the calls. A call that could write (any non-GET API) is refused once the mutation budget is
 * spent, so a budget is never overrun by one call.
 */
export class Meter {
  steps = 0;
  mutations = 0;
  readonly calls: CallRecord[] = [];
  exhausted: string | null = null;
  private readonly budgets: Budgets;
  private readonly caller: ApiCaller;

  constructor(budgets: Budgets, caller: ApiCaller) {
    this.budgets = budgets;
    this.caller = caller;
  }

  private exhaust(what: keyof Budgets): never {
    this.exhausted = `budget exhausted: more than ${this.budgets[what]} ${what === 'mutations' ? 'mutating calls' : what}`;
    throw new BudgetExhausted(this.exhausted);
  }

  step(): void {
    this.steps += 1;
    if (this.steps > this.budgets.steps) this.exhaust('steps');
  }

  call(app: string, api: string, args: Record<string, unknown>): CallRecord {
    if (this.calls.length >= this.budgets.calls) this.exhaust('calls');
    const method = findApi(app, api)?.method;
    if (method !== 'GET' && this.mutations >= this.budgets.mutations) this.exhaust('mutations');
    const record = this.caller.call(app, api, args);
    this.calls.push(record);
    if (record.diff.length > 0) this.mutations += 1;
    return record;
  }
}
