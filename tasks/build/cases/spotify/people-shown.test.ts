/**
 * Whom a song recommendation was emailed to is on screen after it is sent (issue #30, not_shown;
 * rubric fidelity/2 Reading 3, kit/people-forms.ts): the address the user dictated, or the
 * person's name. Through the real generate → run → check chain with the reference package
 * reworded: an app that emails the right friend but never says whom fails exactly that check; one
 * that names the friend in its own words passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, rewritten, runCrafted, suiteTaskById } from '../../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'single.spotify.song-by-email';
const CHECK = 'step1.10.visible_result_grounded';
const suiteTask = (): Obj => suiteTaskById(ID);

describe('whom a recommendation was emailed to', () => {
  it('the check asks for the address the user dictated, or the friend\'s name', () => {
    const check = (suiteTask().episodes as Obj[]).flatMap((e) => e.assertions as Obj[]).find((a) => a.id === CHECK);
    expect(check).toMatchObject({ value: 'zoe.ito@outlook.com', or: ['Zoe Ito'] });
  });

  it('fails an app that emails the friend but never says whom', async () => {
    const rows = await runCrafted(suiteTask(), (pkg) => rewritten(pkg, (t) => t.replace('Emailed {{inputs.friend_email}} about', 'Emailed about').replace('recommended to {{inputs.friend_email}}', 'recommended')), 'mailed-nobody');
    expect(failedIds(rows)).toContain(CHECK);
    expect(failedIds(rows).filter((id) => id.startsWith('step1.'))).toEqual([CHECK]);
  });

  it('passes an app that names the friend as Gmail holds her, in its own words', async () => {
    const rows = await runCrafted(suiteTask(), (pkg) => rewritten(pkg, (t) => t.replace('Emailed {{inputs.friend_email}} about', 'Sent {{mail.recipients.0.name}} a mail about')), 'mailed-name');
    expect(failedIds(rows)).toEqual([]);
  });
});
