/**
 * A Venmo top-up or cash-out must be told as done, not only echoed (issue #30, rubric fidelity/2
 * Reading 2). The amount on screen is the user's own typed number, so a generic console that
 * passes the typed values to the API and prints them back (the `schema_first` control) showed
 * everything the screen checks asked for. Through the real generate → run → check chain: the
 * console fails exactly the two screen checks of the moves, with every world check passing; an
 * app that says the move in its own words passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted, suiteTaskById, rewritten } from '../../../../src/stages/__tests__/crafted-model.ts';
import { schemaFirstPackage } from '../../../../src/generators/controls-agents.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

/** The task as the suite holds it (after every pass of buildSuite). */
const task = () => suiteTaskById('single.venmo.allowance-topup');

/** The ids of the screen checks of the two moves (the ones that ask for words of the move). */
const moveChecks = (t: Obj): string[] =>
  (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && Array.isArray(a.state)).map((a) => a.id as string));

describe('a top-up and a cash-out are told as done', () => {
  it('both moves ask for words of the move beside the amount', () => {
    const t = task();
    expect(moveChecks(t)).toEqual(['create.08.visible_result_grounded', 'revise.08.visible_result_grounded']);
  });

  it('fails a console that does the right calls and only echoes the typed values', async () => {
    const t = task();
    const rows = await runCrafted(t, () => schemaFirstPackage({ services: ['venmo'] } as never), 'balance-console');
    expect(failedIds(rows).filter((id) => !id.includes('.visible_contains')).sort()).toEqual(moveChecks(t));
    // The world is right: the console made both transfers.
    expect(rows.filter((r) => r.assertion.endsWith('world_matches_reference')).every((r) => r.passed)).toBe(true);
  });

  it('passes an app that says the moves in its own words', async () => {
    const t = task();
    const rows = await runCrafted(
      t,
      (pkg) =>
        rewritten(pkg, (text) =>
          text
            .replace(/^Moved \$\{\{inputs\.amount\}\} .*$/, 'Top-up done: ${{inputs.amount}} from your card.')
            .replace(/^Withdrew \$\{\{inputs\.amount\}\} .*$/, '${{inputs.amount}} is on its way back to your card.'),
        ),
      'balance-own-words',
    );
    expect(failedIds(rows)).toEqual([]);
  });
});
