/**
 * Deletions and the flips of the amazon, gmail, spotify, phone and venmo tasks told on screen
 * (issue #30, not_shown). The pass adds words of the deletion to the visible check of an episode
 * that deletes; each family runs through the real generate → run → check chain with a local model
 * server answering with the reference package reworded: an app that echoes the record and says
 * nothing of what happened fails exactly the state checks; an app that tells it in other words
 * passes everything; a console echoing the API's name (`delete_alarm`) tells nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withoutIdentifiers } from '../../../src/stages/check/evaluate.ts';
import { closeCraftedServers, runCrafted, taskById, failedIds, stateCheckIds, askedStates } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as amazonOrders } from '../cases/amazon/orders.ts';
import { tasks as amazonCart } from '../cases/amazon/cart-moves.ts';
import { tasks as spotifyShare } from '../cases/spotify/share.ts';
import { tasks as phonePeople } from '../cases/phone/people.ts';
import { tasks as gmailCreate } from '../cases/gmail/create-revise.ts';
import { withDeletionWords } from './deletions-shown.ts';
import { STATE_WORDS } from './state-words.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const task = taskById;

/** The named actions' message, and the words they keep in the list (every fixed one, and `what`), replaced. */
function reworded(pkg: Obj, say: Record<string, { state: string; message: string }>): Obj {
  for (const action of pkg.actions as Obj[]) {
    const words = say[action.id as string];
    if (!words) continue;
    for (const step of action.plan as Obj[]) {
      const kept = (step.item ?? step.fields) as Obj | undefined;
      // The fixed words kept with the row, and `what` (the found-log's "shared with {{who}}") whole.
      if ((step.append || step.update) && kept) for (const [k, v] of Object.entries(kept)) if (k !== 'id' && typeof v === 'string' && (k === 'what' || !v.includes('{{'))) kept[k] = words.state;
      if (typeof step.message === 'string') step.message = words.message;
    }
  }
  return pkg;
}

const failed = failedIds;
const stateChecks = stateCheckIds;
const asked = askedStates;

describe('withDeletionWords', () => {
  const ep = (id: string, assertions: Obj[]): Obj => ({ id, stage: 'revise', assertions });
  const del = { id: 'x.01.db_changed', type: 'db_changed', app: 'phone', table: 'alarms', op: 'deleted', where: {}, min: 1 };
  const shown = { id: 'x.02.visible_result_grounded', type: 'visible_result_grounded', value: 'Gym', match: 'normalized' };
  const base = (episodes: Obj[]) => ({ id: 't', episodes }) as unknown as TaskInput;

  it('asks the first visible check of a deleting episode for a word of the deletion', () => {
    const out = withDeletionWords(base([ep('revise', [del, shown, { ...shown, id: 'x.03.visible_result_grounded', value: 'Other' }])]));
    const checks = out.episodes[0]?.assertions as Obj[];
    expect(checks[1]?.state).toEqual(STATE_WORDS.deleted);
    expect(checks[2]?.state).toBeUndefined();
  });

  it('leaves alone an episode that deletes nothing, shows nothing, already asks a state, or deletes only as a side effect', () => {
    const cases = [
      [shown],
      [del],
      [del, { ...shown, state: ['paused'] }],
    ];
    for (const assertions of cases) expect(withDeletionWords(base([ep('revise', assertions)])).episodes[0]?.assertions).toEqual(assertions);
    expect(withDeletionWords(base([ep('revise', [del, shown])]), { words: { 'phone.alarms': null } }).episodes[0]?.assertions).toEqual([del, shown]);
  });

  it('takes a table\'s own words where the task gives them', () => {
    const out = withDeletionWords(base([ep('revise', [del, shown])]), { words: { 'phone.alarms': ['switched off for good'] } });
    expect((out.episodes[0]?.assertions as Obj[])[1]?.state).toEqual(['switched off for good']);
  });

  it('the words of each new state never hold a word of its opposite, nor bare on/off', () => {
    const opposite: [keyof typeof STATE_WORDS, keyof typeof STATE_WORDS][] = [['returned', 'returnCancelled'], ['giftWrapped', 'unwrapped'], ['public', 'private'], ['read', 'unread']];
    for (const [a, b] of opposite) expect((STATE_WORDS[a] as readonly string[]).filter((w) => (STATE_WORDS[b] as readonly string[]).includes(w))).toEqual([]);
    for (const key of ['deleted', 'moved', 'unfavourited', 'returned', 'returnCancelled', 'giftWrapped', 'unwrapped', 'public', 'private', 'read', 'unread'] as const) {
      for (const word of STATE_WORDS[key]) expect(['on', 'off']).not.toContain(word);
    }
  });
});

describe('a state word inside an API name tells nothing', () => {
  it('blanks snake_case and dotted identifiers, keeps plain words', () => {
    expect(withoutIdentifiers('Sent phone.delete_alarm with alarm_id = 7306284.')).not.toMatch(/delete/);
    expect(withoutIdentifiers('Answer 3619539 is deleted; playlist is public (public: true).')).toBe('Answer 3619539 is deleted; playlist is public (public: true).');
  });
});

describe('the tasks ask for the state where the user changes it', () => {
  it('a favourite taken off, a draft sent, a return started and called off', () => {
    expect(asked(task(phonePeople, 'single.phone.emergency-favourites'))).toEqual([['create', 'favourite'], ['revise', 'deleted']]);
    expect(asked(task(gmailCreate, 'single.gmail.status-report'))).toEqual([['followup', 'sent']]);
    expect(asked(task(amazonOrders, 'single.amazon.earbuds-return'))).toEqual([['step1', 'returned'], ['step2', 'cancelled']]);
    expect(asked(task(amazonCart, 'single.amazon.teacher-gift'))).toEqual([['step1', 'gift wrap'], ['step2', 'no more gift wrap']]);
  });
});

interface Family {
  name: string;
  task: () => Obj;
  echo: Record<string, { state: string; message: string }>;
  own: Record<string, { state: string; message: string }>;
}

const FAMILIES: Family[] = [
  {
    name: 'an answer posted, then deleted',
    task: () => task(amazonOrders, 'single.amazon.answer-earbud-question'),
    echo: { retract: { state: 'noted', message: 'Noted answer {{inputs.answer_id}}.' } },
    own: { retract: { state: 'taken down', message: 'Answer {{inputs.answer_id}} is gone from the product page.' } },
  },
  {
    name: 'a return started, then called off',
    task: () => task(amazonOrders, 'single.amazon.earbuds-return'),
    echo: {
      start_return: { state: 'noted', message: 'Noted @name from order {{orders.0.order_id}}: {{inputs.reason}}.' },
      cancel_return: { state: 'noted again', message: 'Noted {{ret.product_name}} again.' },
    },
    own: {
      start_return: { state: 'going back', message: '@name will be sent back (order {{orders.0.order_id}}): {{inputs.reason}}.' },
      cancel_return: { state: 'staying', message: 'You are keeping the {{ret.product_name}} after all.' },
    },
  },
  {
    name: 'a playlist shared publicly, then private again',
    task: () => task(spotifyShare, 'single.spotify.campfire-text'),
    echo: {
      share_by_text: { state: 'noted', message: 'Noted @name for {{who.0.first_name}} {{who.0.last_name}} at {{who.0.phone_number}}.' },
      make_private: { state: 'noted again', message: 'Noted @name again.' },
    },
    own: {
      share_by_text: { state: 'open to all', message: 'Anyone can see @name now; texted {{who.0.first_name}} {{who.0.last_name}} at {{who.0.phone_number}}.' },
      make_private: { state: 'just me', message: 'Only you can see @name again.' },
    },
  },
];

describe('a deletion or flip told on screen, in the amazon, gmail, spotify, phone and venmo tasks', () => {
  for (const family of FAMILIES) {
    describe(family.name, () => {
      it('fails an app that echoes the record but not what happened; its world checks pass', async () => {
        const t = family.task();
        const rows = await runCrafted(t, (pkg) => reworded(pkg, family.echo), 'deletions-shown');
        expect(failed(rows)).toEqual(stateChecks(t));
        for (const id of stateChecks(t)) expect(rows.find((r) => r.assertion === id)?.observed).toMatchObject({ shown: true, from_service: true, state: null });
      });

      it('passes an app that tells it in its own words', async () => {
        const t = family.task();
        const rows = await runCrafted(t, (pkg) => reworded(pkg, family.own), 'deletions-shown');
        expect(failed(rows)).toEqual([]);
      });
    });
  }
});

describe('a short text the user dictates is shown where it lands', () => {
  const answerCheck = (t: Obj) => {
    const step = (t.episodes as Obj[]).find((e) => e.id === 'step1');
    return ((step?.assertions ?? []) as Obj[]).find((a) => a.type === 'visible_result_grounded' && a.value === 'My daughter uses them with the volume limit on, no problems.')?.id as string | undefined;
  };

  it('the answer posted is looked for on screen, beside the question', () => {
    expect(answerCheck(task(amazonOrders, 'single.amazon.answer-earbud-question'))).toBeDefined();
  });

  it('fails an app that names the question but not the answer it posted; passes one that shows it in its own words', async () => {
    const t = task(amazonOrders, 'single.amazon.answer-earbud-question');
    const silent = await runCrafted(t, (pkg) => reworded(pkg, { answer: { state: 'answered', message: 'Answered "{{asked.0.question}}" on @name.' } }), 'deletions-shown');
    expect(failed(silent)).toEqual([answerCheck(t)]);
    const own = await runCrafted(t, (pkg) => reworded(pkg, { answer: { state: 'replied', message: 'You replied to "{{asked.0.question}}": {{inputs.answer}}' } }), 'deletions-shown');
    expect(failed(own)).toEqual([]);
  });
});

