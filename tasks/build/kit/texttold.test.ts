/**
 * s23 (concert-ticket-payback s23-s12-f1, hole/loose_check): a step that requests money on Venmo
 * (or pays, splits, settles up, invites, shares) AND texts the person had its "the text went out"
 * check take "sent", "message", "notified"… anywhere on a changed line, so the other call's own line
 * ("Lumen Fest ticket — $85 from Ruby Silva: Venmo request sent.") told a text that the screen never
 * mentioned. Now, beside such a call, only a word of a text ("texted", "text", "SMS", and the user's
 * own verb for it) counts anywhere; "sent", "message", "notified" count only on a changed line that
 * also shows a value of the text itself: the number texted (in its usual forms), or the text as the
 * app wrote it (captured from the inserted row). Through the real runtime, world and checker.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { REACHES, TELLS, TOLD_NOTE, numberForms } from './told.ts';

const cache = tempDir('texttold');

/** The app whose action `id` says `message` in its result and `told` on its kept row (and texts `text`, where given). */
const saying = (id: string, message: string, told?: string, text?: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) {
    for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) {
      a.plan = (a.plan as Obj[]).map((s) => {
        if (typeof s.message === 'string') return { message };
        if (told !== undefined && s.item && typeof (s.item as Obj).told === 'string') return { ...s, item: { ...(s.item as Obj), told } };
        if (told !== undefined && s.fields && typeof (s.fields as Obj).told === 'string') return { ...s, fields: { ...(s.fields as Obj), told } };
        if (text !== undefined && s.call === 'phone.send_text_message') return { ...s, args: { ...(s.args as Obj), message: text } };
        return s;
      });
    }
  }
};
const noText = (id: string) => (ref: Record<string, Obj>): void => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) a.plan = (a.plan as Obj[]).filter((s) => s.call !== 'phone.send_text_message');
};
const both = (...attacks: ((ref: Record<string, Obj>) => void)[]) => (ref: Record<string, Obj>): void => attacks.forEach((a) => a(ref));

const CONCERT = 'multi.concert-ticket-payback';
/** The reviewer's screens: the Venmo request's own line, and nothing of the text. */
const venmoOnly = both(
  saying('request_money', '{{inputs.what}} — ${{inputs.amount}} from Ruby Silva: Venmo request sent.', 'requested'),
  saying('change_amount', 'Request updated to ${{inputs.new_amount}} and sent to Ruby.', 'updated'),
);

describe('the text told beside a Venmo request (concert-ticket-payback s23-s12-f1)', () => {
  it('the reviewer\'s screens, which never say a text went out, fail create.16 and revise.12', async () => {
    const rows = (await runAttacked(suiteTask(CONCERT), venmoOnly, cache)).rows;
    expect(failed(rows)).toContain('create.16.visible_result_grounded');
    expect(failed(rows)).toContain('revise.12.visible_result_grounded');
  });
  it('the same screens from an app that sends no text at all fail them too', async () => {
    const rows = (await runAttacked(suiteTask(CONCERT), both(venmoOnly, noText('request_money'), noText('change_amount')), cache)).rows;
    expect(failed(rows)).toEqual(expect.arrayContaining(['create.16.visible_result_grounded', 'revise.12.visible_result_grounded']));
  });
  it('"message sent" beside the request\'s values only (its name, Ruby) fails', async () => {
    const rows = (await runAttacked(suiteTask(CONCERT), both(
      saying('request_money', 'Venmo request for {{inputs.what}} sent to Ruby, with a message; she was notified.', 'requested'),
      saying('change_amount', 'Request now ${{inputs.new_amount}}; Ruby was notified.', 'updated'),
    ), cache)).rows;
    expect(failed(rows)).toEqual(expect.arrayContaining(['create.16.visible_result_grounded', 'revise.12.visible_result_grounded']));
  });
  const correct: [string, (ref: Record<string, Obj>) => void][] = [
    ['"Texted Ruby at 3425480608"', both(
      saying('request_money', 'Requested ${{inputs.amount}} for {{inputs.what}}. Texted Ruby at {{inputs.phone}}.', 'requested'),
      saying('change_amount', 'Request is now ${{inputs.new_amount}}. Texted Ruby again.', 'updated'),
    )],
    ['"SMS sent to Ruby"', both(
      saying('request_money', 'Venmo request sent for {{inputs.what}} (${{inputs.amount}}). SMS sent to Ruby.', 'requested'),
      saying('change_amount', 'Request updated to ${{inputs.new_amount}}; SMS sent to Ruby.', 'updated'),
    )],
    ['"message sent to (342) 548-0608"', both(
      saying('request_money', 'Venmo request sent for {{inputs.what}} (${{inputs.amount}}).\nMessage sent to (342) 548-0608.', 'requested'),
      saying('change_amount', 'Request updated to ${{inputs.new_amount}}.\nMessage sent to (342) 548-0608.', 'updated'),
    )],
    ['"Sent Ruby: <the text the app wrote>"', both(
      saying('request_money', 'Venmo request for {{inputs.what}} (${{inputs.amount}}) is out.\nSent Ruby: Ruby, I asked you for ${{inputs.amount}} on Venmo', 'requested', 'Ruby, I asked you for ${{inputs.amount}} on Venmo'),
      saying('change_amount', 'Request updated to ${{inputs.new_amount}}.\nSent Ruby: Now ${{inputs.new_amount}} on Venmo, sorry', 'updated', 'Now ${{inputs.new_amount}} on Venmo, sorry'),
    )],
  ];
  for (const [name, attack] of correct) {
    it(`a correct app saying ${name} passes every check`, async () => {
      const rows = (await runAttacked(suiteTask(CONCERT), attack, cache)).rows;
      expect(failed(rows)).toEqual([]);
    });
  }
});

describe('every step of the same kind', () => {
  it('settle-and-tell: "Payment sent to Liam" (the settle-up\'s own line) fails create.14; "texted him" passes', async () => {
    const task = suiteTask('multi.settle-and-tell');
    const wrong = (await runAttacked(task, saying('settle_up', 'Settled ${{settled.amount}} with {{inputs.who}}: payment sent.', 'settled'), cache)).rows;
    expect(failed(wrong)).toContain('create.14.visible_result_grounded');
    const right = (await runAttacked(task, saying('settle_up', 'Settled ${{settled.amount}} with {{inputs.who}} and texted him.', 'settled'), cache)).rows;
    expect(failed(right)).toEqual([]);
  });
  it('garden-club-project: "invite sent" fails create.17; "invite sent, text sent to 4452580438" passes', async () => {
    const task = suiteTask('multi.garden-club-project');
    const wrong = (await runAttacked(task, saying('share_project', 'Project "{{inputs.name}}" created; invite sent to Maya.', 'invited'), cache)).rows;
    expect(failed(wrong)).toContain('create.17.visible_result_grounded');
    const right = (await runAttacked(task, saying('share_project', 'Project "{{inputs.name}}" created; invite sent to Maya.\nText sent to {{inputs.phone}}.', 'invited'), cache)).rows;
    expect(failed(right)).toEqual([]);
  });
  it('utility-bill-share: the user\'s "let them know" still tells the revised text anywhere (Reading 4)', async () => {
    const task = suiteTask('multi.utility-bill-share');
    const rows = (await runAttacked(task, saying('change_amount', 'Request {{inputs.request_id}} is now ${{inputs.new_amount}}; let them know (Omar).', 'updated'), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
});

describe('the built suite', () => {
  const SUITE = ['multi.bbq-supplies-split', 'multi.carpool-gas-money', 'multi.concert-ticket-payback', 'multi.dinner-party', 'multi.dinner-split-texts', 'multi.flatmate-settle-sofia', 'multi.garden-club-project', 'multi.group-gift-chip-in', 'multi.house-rules-share', 'multi.mom-flowers-payback', 'multi.office-lunch-reimburse', 'multi.q3-slides-project', 'multi.roommate-settle-rent', 'multi.settle-and-tell', 'multi.shared-packing-note', 'multi.study-guide-share', 'multi.utility-bill-share'];
  const told = (id: string) => suiteTask(id).episodes.flatMap((e) => e.assertions.filter((a) => a.type === 'visible_result_grounded' && a.note === `${TOLD_NOTE} phone.send_text_message, what happened`).map((a) => ({ episode: e, a })));
  it('beside a call that reaches the person, no text check takes "sent", "message" or "notified" anywhere', () => {
    for (const id of SUITE) {
      const checks = told(id);
      expect(checks.length, id).toBeGreaterThan(0);
      for (const { episode, a } of checks) {
        if (a.type !== 'visible_result_grounded') continue;
        expect(a.state?.filter((w) => ['sent', 'message', 'notified', 'messaged'].includes(w)), `${id} ${a.id}`).toEqual([]);
        expect(a.state_near?.words, `${id} ${a.id}`).toEqual(expect.arrayContaining(['message', 'notified']));
        const capture = (a.state_near?.values ?? []).find((v) => typeof v === 'string' && v.startsWith('$'));
        expect(episode.captures[String(capture).slice(1)], `${id} ${a.id}`).toMatchObject({ app: 'phone', table: 'text_messages', field: 'message' });
      }
    }
  });
  it('a text beside a playlist or a review (nothing else reaches the person) keeps its words as they were', () => {
    for (const id of ['multi.road-trip-mix-text', 'multi.yoga-mat-warning', 'multi.music-night']) {
      for (const { a } of told(id)) if (a.type === 'visible_result_grounded') expect(a.state, id).toContain('sent');
    }
  });
  it('every call REACHES names is a write of the world', async () => {
    const { findApi } = await import('../../../src/world/docs.ts');
    for (const call of REACHES) {
      const [app = '', api = ''] = call.split('.');
      expect(findApi(app, api)?.method, call).not.toBe('GET');
    }
    expect(TELLS['phone.send_text_message']?.shared).toContain('sent');
  });
  it('a ten-digit number is looked for in its usual forms', () => {
    expect(numberForms('3425480608')).toEqual(['3425480608', '342-548-0608', '(342) 548-0608', '342.548.0608', '342 548 0608']);
    expect(numberForms('+1 342')).toEqual(['+1 342']);
  });
});
