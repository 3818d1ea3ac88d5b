/**
 * Whom a gift hint was emailed to is on screen after it is sent (issue #30, not_shown; rubric
 * fidelity/2 Reading 3, kit/people-forms.ts): the address the user dictated, or the person's name.
 * Through the real generate → run → check chain with the reference package reworded: an app that
 * emails the right person but never says whom fails exactly that check; one that names her as
 * Gmail holds her, in its own words, passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted, suiteTaskById } from '../../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'single.amazon.gift-hint-mom';
const CHECK = 'step2.10.visible_result_grounded';
const suiteTask = (): Obj => suiteTaskById(ID);

describe('whom a gift hint was emailed to', () => {
  it('the check asks for the address the user dictated, or the person\'s name', () => {
    const check = (suiteTask().episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === CHECK);
    // "mother": the user's own word for her ("My mother always asks", kit/relation-names.ts, s13).
    expect(check).toMatchObject({ value: 'nora.patel@gmail.com', or: ['Nora Patel', 'mother'] });
  });

  it('fails an app that emails the hint but never says to whom', async () => {
    const rows = await runCrafted(suiteTask(), (pkg) => rewritten(pkg, (t) => t.replace('Emailed {{inputs.email}} "', 'Emailed "').replace('hinted to {{inputs.email}}', 'hinted')), 'hint-nobody');
    expect(failedIds(rows).filter((id) => id.startsWith('step2.'))).toEqual([CHECK]);
  });

  it('passes an app that names her as Gmail holds her, in its own words', async () => {
    const rows = await runCrafted(suiteTask(), (pkg) => rewritten(pkg, (t) => t.replace('Emailed {{inputs.email}} "', 'Sent {{mail.recipients.0.name}} the mail "')), 'hint-name');
    expect(failedIds(rows)).toEqual([]);
  });
});
