import { describe, expect, it } from 'vitest';
import { asksById, asksToKeep, namesForIds, withoutDeleted } from './record-names.ts';

type Episodes = Parameters<typeof namesForIds>[1];

const single = { family: 'single', apps: [{ intention: 'Post my review and change the stars later.' }] };

const reviewTask = (): Episodes => [
  {
    id: 'create',
    stage: 'submit',
    message: 'Four stars for the Coffee Maker.',
    values: { product: 'Coffee Maker', stars: 4 },
    captures: { reviewId: { from: 'inserted', app: 'amazon', table: 'product_reviews', field: 'id', where: {} } },
    assertions: [
      { id: 'create.01.visible_result_grounded', type: 'visible_result_grounded', value: '$reviewId', match: 'normalized' },
      { id: 'create.02.visible_result_grounded', type: 'visible_result_grounded', value: 'Coffee Maker', match: 'normalized' },
    ],
  },
  {
    id: 'revise',
    stage: 'revise',
    message: 'Drop my coffee maker review to two stars.',
    values: { review_id: '$reviewId', stars: 2 },
    assertions: [{ id: 'revise.01.visible_result_grounded', type: 'visible_result_grounded', value: '$reviewId', match: 'normalized' }],
  },
  {
    id: 'reopen',
    stage: 'reopen',
    assertions: [
      { id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: '$reviewId', match: 'normalized', record: { app: 'amazon', table: 'product_reviews', key: { id: '$reviewId' }, field: 'id' } },
      { id: 'reopen.02.persisted_visible', type: 'persisted_visible', value: 'Coffee Maker', match: 'normalized' },
      { id: 'reopen.03.state_retained', type: 'state_retained', contains: '$reviewId' },
    ],
  },
];

const ids = (episodes: Episodes) => episodes.map((e) => (e.assertions ?? []).map((a) => a.id));

describe('namesForIds', () => {
  it('drops an id check where the episode already checks the record by its name, and keeps the others ids', () => {
    expect(ids(namesForIds(single, reviewTask()))).toEqual([['create.02.visible_result_grounded'], ['revise.01.visible_result_grounded'], ['reopen.02.persisted_visible']]);
  });

  it('keeps ids where the user looks records up by id, and order numbers', () => {
    expect(asksById({ family: 'single', apps: [{ intention: 'Keep a note and look it up by its id.' }] })).toBe(true);
    expect(asksById({ family: 'service', apps: [{ intention: 'Anything.' }] })).toBe(true);
    // Items of a checklist ticked by their number are lines, not records looked up by id (ids8).
    expect(asksById({ family: 'single', apps: [{ intention: 'Let me make those lists as Simplenote notes and tick items by number.' }] })).toBe(false);
    expect(asksById({ family: 'single', apps: [{ intention: 'Find an order by its number.' }] })).toBe(true);
    expect(namesForIds({ family: 'service', apps: single.apps }, reviewTask())).toEqual(reviewTask());
    const order = reviewTask().map((e) => ({ ...e, assertions: (e.assertions ?? []).map((a) => JSON.parse(JSON.stringify(a).replaceAll('$reviewId', '$orderId'))) }));
    // An order number is the user's where they ask for it ("email Hana the order number")…
    const asking = { family: 'single', apps: [{ intention: 'Buy the gift and email my sister the order number.' }] };
    expect(ids(namesForIds(asking, order))).toEqual(ids(order));
    // …and the app's business where they speak only of "the order" (issue #30, K11).
    expect(ids(namesForIds(single, order))).toEqual(ids(namesForIds(single, reviewTask())));
  });

  it('turns a kept id with no name beside it into the name the task showed the record by', () => {
    const episodes = reviewTask();
    const reopen = episodes[2];
    if (reopen) reopen.assertions = [{ id: 'reopen.03.state_retained', type: 'state_retained', contains: '$reviewId' }];
    expect(namesForIds(single, episodes)[2]?.assertions).toEqual([{ id: 'reopen.03.state_retained', type: 'state_retained', contains: 'Coffee Maker' }]);
  });
});

describe('withoutDeleted', () => {
  it('leaves out reopen checks of a deleted record, by its id and by its name', () => {
    const episodes = reviewTask();
    const revise = episodes[1];
    if (revise) revise.assertions = [{ id: 'revise.01.db_changed', type: 'db_changed', app: 'amazon', table: 'product_reviews', op: 'deleted', where: { id: '$reviewId' } }];
    expect(ids(withoutDeleted(episodes))[2]).toEqual([]);
  });

  it('keeps a record that a deleted row only pointed at, and one an undo brings back', () => {
    const episodes = reviewTask();
    const revise = episodes[1];
    if (revise) revise.assertions = [{ id: 'revise.01.db_changed', type: 'db_changed', app: 'amazon', table: 'review_votes', op: 'deleted', where: { review_id: '$reviewId' } }];
    expect(ids(withoutDeleted(episodes))[2]).toHaveLength(3);
    const undone: Episodes = [
      { id: 'create', stage: 'submit', values: { group: 'Family Gifts' }, assertions: [
        { id: 'create.01.db_changed', type: 'db_changed', app: 'splitwise', table: 'groups', op: 'deleted', where: { id: 4412345 } },
        { id: 'create.02.visible_result_grounded', type: 'visible_result_grounded', value: 'Family Gifts', match: 'normalized' },
      ] },
      { id: 'revise', stage: 'revise', values: { group: 'Family Gifts' }, assertions: [
        { id: 'revise.01.db_changed', type: 'db_changed', app: 'splitwise', table: 'groups', op: 'inserted', where: { id: 4412345 } },
        { id: 'revise.02.visible_result_grounded', type: 'visible_result_grounded', value: 'Family Gifts', match: 'normalized' },
      ] },
      { id: 'reopen', stage: 'reopen', assertions: [{ id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: 'Family Gifts', match: 'normalized' }] },
    ];
    expect(ids(withoutDeleted(undone))[2]).toEqual(['reopen.01.persisted_visible']);
  });
});

/** A contact saved, then deleted by its id; the create shows only the id. */
const contactTask = (): Episodes => [
  {
    id: 'create',
    stage: 'submit',
    message: 'Save Bruno Plumbing, 5035550166.',
    values: { first_name: 'Bruno', last_name: 'Plumbing', phone_number: '5035550166' },
    captures: { contactId: { from: 'inserted', app: 'phone', table: 'contacts', field: 'id', where: {} } },
    assertions: [
      { id: 'create.01.record_matches', type: 'record_matches', app: 'phone', table: 'contacts', key: { id: '$contactId' }, fields: { first_name: 'Bruno', last_name: 'Plumbing' } },
      { id: 'create.02.visible_result_grounded', type: 'visible_result_grounded', value: '$contactId', match: 'normalized' },
    ],
  },
  {
    id: 'revise',
    stage: 'revise',
    message: 'Delete Bruno from my contacts.',
    values: { contact_id: '$contactId' },
    assertions: [
      { id: 'revise.01.db_changed', type: 'db_changed', app: 'phone', table: 'contacts', op: 'deleted', where: { id: '$contactId' } },
      { id: 'revise.02.visible_result_grounded', type: 'visible_result_grounded', value: '$contactId', match: 'normalized' },
    ],
  },
  { id: 'reopen', stage: 'reopen', assertions: [{ id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: 'Bruno Plumbing', match: 'normalized' }] },
];

const values = (episodes: Episodes) => episodes.map((e) => (e.assertions ?? []).filter((a) => a.type === 'visible_result_grounded' || a.type === 'persisted_visible').map((a) => (a as { value?: unknown }).value));

describe('a record named by its own fields (issue #30, s5 review)', () => {
  it('shows a made or deleted record by its full name, and drops the deleted one after reopen though the task only showed its id', () => {
    expect(values(namesForIds(single, withoutDeleted(contactTask())))).toEqual([['Bruno Plumbing'], ['Bruno Plumbing'], []]);
  });

  it('shows a record an episode updates by its name, read from its row after the episode, where the user typed its id (issue #30, K11)', () => {
    const updating = (typed: boolean): Episodes => {
      const episodes = contactTask();
      const revise = episodes[1];
      if (revise) {
        revise.values = typed ? { contact_id: '$contactId' } : {};
        revise.assertions = [
          { id: 'revise.01.db_changed', type: 'db_changed', app: 'phone', table: 'contacts', op: 'updated', where: { id: '$contactId' } },
          { id: 'revise.02.visible_result_grounded', type: 'visible_result_grounded', value: '$contactId', match: 'normalized', state: ['blocked'] },
        ];
      }
      return episodes;
    };
    const shown = namesForIds(single, withoutDeleted(updating(true)));
    expect(values(shown)).toEqual([['Bruno Plumbing'], ['Bruno Plumbing'], ['Bruno Plumbing']]);
    // The change holds only the changed fields: the name is grounded in the row as it stands, and the state stays asked.
    expect(shown[1]?.assertions?.[1]).toMatchObject({ value: 'Bruno Plumbing', state: ['blocked'], record: { app: 'phone', table: 'contacts', key: { id: '$contactId' } } });
    // Not where the id was never typed, nor where the reference's screen never renders the name.
    expect(values(namesForIds(single, withoutDeleted(updating(false))))[1]).toEqual(['$contactId']);
    const silent = { ...single, reference: { A: { package: { views: ['{{item.phone_number}}'] } } } };
    expect(values(namesForIds(silent, withoutDeleted(updating(true))))[1]).toEqual(['$contactId']);
  });

  it('keeps a name the deleting episode writes anew (a sent draft\'s subject is the sent email\'s)', () => {
    const episodes: Episodes = [
      { id: 'create', stage: 'submit', values: { subject: 'Status, week 20' }, captures: { draftId: { from: 'inserted', app: 'gmail', table: 'drafts', field: 'id', where: {} } }, assertions: [
        { id: 'create.01.record_matches', type: 'record_matches', app: 'gmail', table: 'drafts', key: { id: '$draftId' }, fields: { subject: 'Status, week 20' } },
      ] },
      { id: 'send', stage: 'followup', values: { draft_id: '$draftId' }, assertions: [
        { id: 'send.01.db_changed', type: 'db_changed', app: 'gmail', table: 'drafts', op: 'deleted', where: { id: '$draftId' } },
        { id: 'send.02.db_changed', type: 'db_changed', app: 'gmail', table: 'emails', op: 'inserted', where: { subject: 'Status, week 20' } },
      ] },
      { id: 'reopen', stage: 'reopen', assertions: [{ id: 'reopen.01.persisted_visible', type: 'persisted_visible', value: 'Status, week 20', match: 'normalized' }] },
    ];
    expect(ids(withoutDeleted(episodes))[2]).toEqual(['reopen.01.persisted_visible']);
  });
});

describe('asksToKeep', () => {
  it('is true only where the user asks the app to keep what it did', () => {
    expect(asksToKeep('Give me a done list where I mark finished work in Todoist by title.')).toBe(true);
    expect(asksToKeep('I want the fastest possible way to tick off a Todoist task by typing its name.')).toBe(false);
    expect(asksToKeep('My starred folder is my to-do list. I want to clear a star by subject.')).toBe(false);
  });
});
