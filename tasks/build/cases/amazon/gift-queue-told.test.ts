/**
 * s18 (issue #30, Reading 2; s18-S2-f1): after "Queue a gift-wrapped cedar soy candle for Dad" the
 * product and Dad are both records the app merely read (the search hit, the contact), so the
 * result says a word of the queueing beside the gift. The real generate → run → check chain.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, editSteps, failedIn, listedAs, runCrafted, suiteTaskById } from '../../../../src/stages/__tests__/crafted-model.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const ID = 'single.amazon.gift-queue';
/** App A that does the same calls and tells the result in `said`, listing each gift as `item`. */
const telling = (said: string, item: string) => (pkg: Obj): Obj => listedAs('gifts', item)(editSteps('queue_gift', (s) => (s.message ? { message: said } : s))(pkg));

describe('gift-queue: the queued gift is told as queued, not only named beside Dad', () => {
  it('a screen that only names the search hit and Dad fails create; "Added … to your cart" passes', async () => {
    const t = suiteTaskById(ID);
    const told = (t.episodes as Obj[]).find((e) => e.id === 'create')!.assertions.find((a: Obj) => a.type === 'visible_result_grounded' && (a.state as string[] | undefined)?.includes('queued')) as Obj;
    expect(told.value).toBe('Scented Soy Candle, Cedar');
    const hit = await runCrafted(t, telling('{{found.0.name}} for {{who.0.first_name}}.', '{{item.product}} for {{item.recipient}}'), 'gift-queue-hit');
    expect(failedIn(hit, 'create')).toEqual([told.id]);
    const added = await runCrafted(t, telling('Added {{found.0.name}} to your cart for {{who.0.first_name}}.', '{{item.product}} for {{item.recipient}}'), 'gift-queue-added');
    expect(failedIn(added, 'create')).toEqual([]);
  }, 60_000);
});
