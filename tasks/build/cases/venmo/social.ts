/** The social side of Venmo: comments, likes, notifications; and paying a phone contact with a text after. */
import { nextId } from '../../kit/unnamed-deletions.ts';
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { madeUpTexts } from '../../kit/checks.ts';
import { contact, fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, update, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import type { Allow, Obj } from '../../kit/types.ts';
import { stepsTask, type FlowStep } from '../../shapes/record-steps.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { deleteStep, inPlaceStep, keptIn } from '../../kit/flow.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { WENT_THROUGH, withCarries } from '../../kit/text-carries.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { withWholeSets } from '../../kit/whole-sets.ts';

const USER = userId();

/** A transaction of the user by words of its description. */
function transaction(words: string): { id: number; description: string } {
  return fixtureRow('SELECT id, description FROM venmo_transactions WHERE (sender_id = ? OR receiver_id = ?) AND description LIKE ?', USER, USER, `%${words}%`);
}

const findPayment = call('venmo.show_transactions', { query: '{{inputs.words}}', page_limit: 1 }, 'found');
const byWords = [input('words', 'Which payment (words from it)')];
const paymentOpen = [['words', 'query', 'payment']];

// ---------------------------------------------------------------- comments: post, then edit or delete

const CommentCase = z.object({
  ...stepsCase, words: z.string(), text: z.string(),
  /** The corrected text; absent: the comment is deleted. */
  newText: z.string().optional(),
  postMessage: z.string(), laterMessage: z.string(),
});
type CommentCase = z.infer<typeof CommentCase>;

const COMMENTS = 'venmo.comments';
/** A comment counts on its transaction. */
const counted: Allow = ['venmo', 'transactions', 'updated'];

function commentTask(c: CommentCase): TaskInput {
  const t = transaction(c.words);
  const edit = c.newText;
  const onComment = { service: 'venmo', key: ['comment_id', 'Comment id'] satisfies [string, string], list: 'comments' };
  return stepsTask(c, {
    services: ['venmo'],
    list: { name: 'comments', fields: { id: 'number', on: 'string', text: 'string' }, item: 'On "{{item.on}}": {{item.text}} (comment {{item.id}})', heading: 'My comments', empty: 'No comments yet.' },
    actions: [
      {
        id: 'post_comment', label: 'Post comment', goal: 'Find the payment by its words and comment on it.', services: ['venmo'],
        inputs: [...byWords, input('comment', 'Comment')],
        plan: [
          findPayment,
          call('venmo.create_transaction_comment', { transaction_id: '{{found.0.transaction_id}}', content: '{{inputs.comment}}' }, 'posted'),
          append('comments', { id: '{{posted.comment_id}}', on: '{{found.0.description}}', text: '{{inputs.comment}}' }),
          message('Commented on "{{found.0.description}}" (comment {{posted.comment_id}}).'),
        ],
      },
      edit === undefined
        ? recordAction({
            ...onComment, id: 'delete_comment', label: 'Delete comment', goal: 'Delete a comment posted here.', call: ['venmo.delete_transaction_comment', { comment_id: '{{inputs.comment_id}}' }],
            fields: { text: '(deleted)' }, said: 'Comment {{inputs.comment_id}} deleted.',
          })
        : recordAction({
            ...onComment, id: 'edit_comment', label: 'Edit comment', goal: 'Change the text of a comment posted here.', more: [input('new_text', 'New comment')],
            call: ['venmo.update_transaction_comment', { comment_id: '{{inputs.comment_id}}', content: '{{inputs.new_text}}' }], fields: { text: '{{inputs.new_text}}' },
            said: 'Comment {{inputs.comment_id}} now says "{{inputs.new_text}}".',
          }),
    ],
    open: { inputs: [...paymentOpen, ['comment', 'content']], actions: ['comment', 'post'] },
    steps: [
      {
        stage: 'submit', message: c.postMessage, values: { words: c.words, comment: c.text }, hint: ['post', 'comment'],
        captures: { commentId: { at: COMMENTS, where: { transaction_id: t.id } } }, calls: [['venmo.create_transaction_comment', { transaction_id: t.id, content: c.text }]],
        changes: [[COMMENTS, 'inserted', { transaction_id: t.id, user_id: USER }]], records: [[COMMENTS, { id: '$commentId' }, { content: c.text, transaction_id: t.id }]],
        max: 2, allow: [['venmo', 'comments', 'inserted'], counted], show: ['$commentId', t.description],
      },
      edit === undefined
        ? deleteStep({ message: c.laterMessage, values: { comment_id: '$commentId' }, hint: ['delete', 'remove'], call: ['venmo.delete_transaction_comment', 'comment_id'], table: COMMENTS, id: '$commentId', max: 2, also: [counted] })
        : inPlaceStep({
            stage: 'revise', message: c.laterMessage, values: { comment_id: '$commentId', new_text: edit }, hint: ['edit', 'change'],
            call: ['venmo.update_transaction_comment', { comment_id: '$commentId', content: edit }], table: COMMENTS, id: '$commentId', fields: { content: edit }, show: [edit],
          }),
    ],
    reopen: edit === undefined
      ? { shows: ['$commentId', t.description], retained: ['$commentId'] }
      : { shows: [keptIn(COMMENTS, '$commentId'), keptIn(COMMENTS, '$commentId', 'content', edit)], retained: ['$commentId'] },
  });
}

// ---------------------------------------------------------------- likes: liked the wrong payment, fixed

const LikeCase = z.object({ ...stepsCase, wrong: z.string(), right: z.string(), likeMessage: z.string(), undoMessage: z.string(), rightMessage: z.string() });
type LikeCase = z.infer<typeof LikeCase>;

const likeAction = (id: string, label: string, api: string, keep: Obj, said: string): ActionDef => ({
  id, label, goal: `Find the payment by its words and ${label.toLowerCase()} it.`, services: ['venmo'], inputs: byWords,
  plan: [findPayment, call(`venmo.${api}`, { transaction_id: '{{found.0.transaction_id}}' }), keep, message(said)],
});

/** A like on a payment: the like row, and the payment's like count one up. */
function liked(stage: 'submit' | 'followup', text: string, t: { id: number; description: string }, words: string, capture: string): FlowStep {
  const likes = fixtureRow<{ n: number }>('SELECT like_count AS n FROM venmo_transactions WHERE id = ?', t.id).n;
  return {
    stage, message: text, values: { words }, hint: ['like'], captures: { [capture]: { at: 'venmo.likes', where: { transaction_id: t.id } } },
    calls: [['venmo.like_transaction', { transaction_id: t.id }]], changes: [['venmo.likes', 'inserted', { transaction_id: t.id, user_id: USER }]],
    records: [['venmo.transactions', { id: t.id }, { like_count: likes + 1 }]], max: 2, allow: [['venmo', 'likes', 'inserted'], counted], show: [t.id, t.description],
  };
}

function likeTask(c: LikeCase): TaskInput {
  const wrong = transaction(c.wrong);
  const right = transaction(c.right);
  const task = stepsTask(c, {
    services: ['venmo'],
    list: { name: 'likes', fields: { id: 'number', what: 'string', status: 'string' }, item: '{{item.what}} (payment {{item.id}}): {{item.status}}', heading: 'Likes given', empty: 'No likes yet.' },
    actions: [
      likeAction('like', 'Like', 'like_transaction', append('likes', { id: '{{found.0.transaction_id}}', what: '{{found.0.description}}', status: 'Liked' }), 'Liked: "{{found.0.description}}" (payment {{found.0.transaction_id}}).'),
      likeAction('unlike', 'Unlike', 'unlike_transaction', update('likes', '{{found.0.transaction_id}}', { status: 'Unliked' }), 'Unliked "{{found.0.description}}" (payment {{found.0.transaction_id}}).'),
    ],
    open: { inputs: paymentOpen, actions: ['like'] },
    steps: [
      liked('submit', c.likeMessage, wrong, c.wrong, 'wrongLike'),
      {
        stage: 'revise', message: c.undoMessage, values: { words: c.wrong }, hint: ['unlike'],
        calls: [['venmo.unlike_transaction', { transaction_id: wrong.id }]], changes: [['venmo.likes', 'deleted', { transaction_id: wrong.id, user_id: USER }]],
        max: 2, allow: [['venmo', 'likes', 'deleted'], counted], show: [wrong.id, wrong.description],
      },
      liked('followup', c.rightMessage, right, c.right, 'rightLike'),
    ],
    reopen: { shows: [right.description, wrong.description], retained: [right.id] },
  });
  // Liked, unliked and liked must be said, not only the payment's words (issue #30, K2).
  return withStateWords(task, [
    { episode: 'create', value: wrong.description, words: STATE_WORDS.liked },
    { episode: 'revise', value: wrong.description, words: STATE_WORDS.unliked },
    { episode: 'followup', value: right.description, words: STATE_WORDS.liked },
  ]);
}

// ---------------------------------------------------------------- comment likes: like one, drop an old like

const CommentLikeCase = z.object({ ...stepsCase, on: z.string(), likeMessage: z.string(), dropMessage: z.string() });
type CommentLikeCase = z.infer<typeof CommentLikeCase>;

/** The comment I liked long ago (on the ski cabin payment). */
const OLD_LIKE = {
  words: 'Ski cabin weekend',
  comment: fixtureRow<{ id: number }>(
    "SELECT c.id FROM venmo_comments c JOIN venmo_comment_likes l ON l.comment_id = c.id AND l.user_id = ? JOIN venmo_transactions t ON t.id = c.transaction_id WHERE t.description LIKE 'Ski cabin weekend%'",
    USER,
  ).id,
};

function commentLikeTask(c: CommentLikeCase): TaskInput {
  const t = transaction(c.on);
  const comment = fixtureRow<{ id: number; content: string }>('SELECT id, content FROM venmo_comments WHERE transaction_id = ? ORDER BY created_at, id', t.id);
  const onComment = (id: string, label: string, api: string, status: string): ActionDef => ({
    id, label, goal: `Find the payment by its words and ${label.toLowerCase()} its first comment.`, services: ['venmo'], inputs: byWords,
    plan: [
      findPayment,
      call('venmo.show_transaction_comments', { transaction_id: '{{found.0.transaction_id}}', page_limit: 1 }, 'first'),
      call(`venmo.${api}`, { comment_id: '{{first.0.comment_id}}' }),
      append('hearts', { id: '{{first.0.comment_id}}', text: '{{first.0.content}}', on: '{{found.0.description}}', status }),
      message(`${status} comment {{first.0.comment_id}} "{{first.0.content}}" on "{{found.0.description}}" (payment {{found.0.transaction_id}}).`),
    ],
  });
  const task = stepsTask(c, {
    services: ['venmo'],
    list: {
      name: 'hearts', fields: { id: 'number', text: 'string', on: 'string', status: 'string' }, item: '"{{item.text}}" on {{item.on}} (comment {{item.id}}): {{item.status}}',
      heading: 'Comments I reacted to', empty: 'None yet.',
    },
    actions: [onComment('like_comment', 'Like comment', 'like_transaction_comment', 'Liked'), onComment('unlike_comment', 'Unlike comment', 'unlike_transaction_comment', 'Unliked')],
    open: { inputs: paymentOpen, actions: ['like'] },
    steps: [
      {
        stage: 'submit', message: c.likeMessage, values: { words: c.on }, hint: ['like', 'heart'], captures: { likeId: { at: 'venmo.comment_likes', where: { comment_id: comment.id } } },
        calls: [['venmo.like_transaction_comment', { comment_id: comment.id }]], changes: [['venmo.comment_likes', 'inserted', { comment_id: comment.id, user_id: USER }]],
        records: [['venmo.comment_likes', { id: '$likeId' }, { comment_id: comment.id, user_id: USER }]], max: 1, allow: [['venmo', 'comment_likes', 'inserted']],
        show: [comment.id, t.description],
      },
      {
        stage: 'revise', message: c.dropMessage, values: { words: OLD_LIKE.words }, hint: ['unlike', 'remove', 'un-heart'],
        calls: [['venmo.unlike_transaction_comment', { comment_id: OLD_LIKE.comment }]], changes: [['venmo.comment_likes', 'deleted', { comment_id: OLD_LIKE.comment, user_id: USER }]],
        records: [['venmo.comment_likes', { id: '$likeId' }, { comment_id: comment.id }]], max: 1, allow: [['venmo', 'comment_likes', 'deleted']],
        show: [OLD_LIKE.comment, transaction(OLD_LIKE.words).description],
      },
    ],
    reopen: { shows: [t.description, transaction(OLD_LIKE.words).description], retained: [t.description] },
  });
  // The comment liked and the old like dropped must be said, not only the payments' words (issue #30, K2).
  return withStateWords(task, [
    { episode: 'create', value: t.description, words: STATE_WORDS.liked },
    { episode: 'revise', value: transaction(OLD_LIKE.words).description, words: STATE_WORDS.unliked },
  ]);
}

// ---------------------------------------------------------------- notifications

const NEWEST = fixtureRow<{ id: number; message: string }>('SELECT id, message FROM venmo_notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC', USER);
/** Words of the newest notification the user names it by. */
const NEWEST_WORDS = 'Costco run';
if (!NEWEST.message.includes(NEWEST_WORDS)) throw new Error('the newest Venmo notification changed');
const UNREAD = fixtureRow<{ n: number }>('SELECT count(*) AS n FROM venmo_notifications WHERE user_id = ? AND read = 0', USER).n;
const READ = fixtureRow<{ n: number }>('SELECT count(*) AS n FROM venmo_notifications WHERE user_id = ? AND read = 1', USER).n;
const NOTIFICATIONS = 'venmo.notifications';

const notificationList: CollectionDef = { name: 'log', fields: { id: 'number', what: 'string' }, item: '{{item.what}} (notification {{item.id}})', heading: 'Done here', empty: 'Nothing done yet.' };

const newest = call('venmo.show_notifications', { page_limit: 1 }, 'latest');
/** An action with no inputs: what it is called, what it is for, what it calls. */
const noInputs = (id: string, label: string, goal: string, plan: Obj[]): ActionDef => ({ id, label, goal, services: ['venmo'], inputs: [], plan });

const NoticeCase = z.object({ ...stepsCase, first: z.string(), second: z.string() });
type NoticeCase = z.infer<typeof NoticeCase>;

/**
 * The flag task's log: what was done to which notification, one entry per act (marking all read
 * and flagging the newest unread both name the newest), so the log is keyed by the act.
 */
const flagList: CollectionDef = { ...notificationList, key: 'entry', fields: { entry: 'string', id: 'number', what: 'string' } };

function flagTask(c: NoticeCase): TaskInput {
  const task = stepsTask(c, {
    services: ['venmo'], list: flagList,
    actions: [
      noInputs('mark_all_read', 'Mark all read', 'Mark every Venmo notification as read.', [
        call('venmo.show_notifications', { read: false, page_limit: 1 }, 'top'),
        call('venmo.mark_notifications_as_read', {}),
        append('log', { entry: 'read {{top.0.notification_id}}', id: '{{top.0.notification_id}}', what: 'Marked read, with all the others: {{top.0.message}}' }),
        message('All notifications are marked read; the newest was notification {{top.0.notification_id}}: {{top.0.message}}'),
      ]),
      noInputs('flag_latest', 'Flag latest as unread', 'Put the newest Venmo notification back to unread and note it here.', [
        newest,
        call('venmo.mark_notification_as_unread', { notification_id: '{{latest.0.notification_id}}' }),
        append('log', { entry: 'unread {{latest.0.notification_id}}', id: '{{latest.0.notification_id}}', what: 'Flagged unread: {{latest.0.message}}' }),
        message('Notification {{latest.0.notification_id}} is unread again: {{latest.0.message}}'),
      ]),
    ],
    open: { inputs: [], actions: ['read', 'mark'] },
    steps: [
      {
        stage: 'submit', message: c.first, values: {}, hint: ['all', 'read'], calls: [['venmo.mark_notifications_as_read', {}]],
        changes: [[NOTIFICATIONS, 'updated', { read: true }, UNREAD]], records: [[NOTIFICATIONS, { id: NEWEST.id }, { read: true }]],
        max: UNREAD, allow: [['venmo', 'notifications', 'updated']], show: [NEWEST.id, NEWEST_WORDS],
      },
      {
        stage: 'revise', message: c.second, values: {}, hint: ['flag', 'unread', 'latest'], calls: [['venmo.mark_notification_as_unread', { notification_id: NEWEST.id }]],
        changes: [[NOTIFICATIONS, 'updated', { id: NEWEST.id, read: false }]], max: 1, allow: [['venmo', 'notifications', 'updated']], show: [NEWEST.id, NEWEST_WORDS],
      },
    ],
    reopen: { shows: [NEWEST_WORDS], retained: [] },
  });
  // Read, then unread again, must be said beside the notification's words (issue #30); the
  // mark-all action keeps an entry that says it.
  // Marking all read is a step on the whole set: "all marked read" tells it, no one notification is asked (ask9).
  const told = withWholeSets(withStateWords(task, [
    { episode: 'create', value: NEWEST_WORDS, words: STATE_WORDS.read },
    { episode: 'revise', value: NEWEST_WORDS, words: STATE_WORDS.unread },
  ]), ['create']);
  // s20 (s20-Z2-f1, one_api): the flagged notification's words are read from its own row as the
  // step leaves it; an app that flags the id it noted in the first step, with no new look-up, passes.
  const record = { app: 'venmo', table: 'notifications', key: { id: NEWEST.id } };
  return { ...told, episodes: told.episodes.map((e) => (e.id !== 'revise' ? e : { ...e, assertions: (e.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.value === NEWEST_WORDS && a.record === undefined ? { ...a, record } : a)) })) };
}

function purgeTask(c: NoticeCase): TaskInput {
  return stepsTask(c, {
    services: ['venmo'], list: notificationList,
    actions: [
      noInputs('delete_latest', 'Delete latest', 'Delete the newest Venmo notification and note what it said.', [
        newest,
        call('venmo.delete_notification', { notification_id: '{{latest.0.notification_id}}' }),
        append('log', { id: '{{latest.0.notification_id}}', what: 'Deleted: {{latest.0.message}}' }),
        message('Deleted notification {{latest.0.notification_id}}: {{latest.0.message}}'),
      ]),
      noInputs('delete_read', 'Delete read ones', 'Delete every Venmo notification already read.', [
        call('venmo.delete_read_notifications', {}, 'swept'),
        // The log keeps a word of it, so an app that shows only values still says it was done.
        append('log', { id: '{{swept.deleted_count}}', what: 'Deleted every read one' }),
        message('Deleted {{swept.deleted_count}} read notifications.'),
      ]),
    ],
    open: { inputs: [], actions: ['delete'] },
    steps: [
      {
        ...deleteStep({ stage: 'submit', message: c.first, values: {}, hint: ['latest', 'newest'], call: ['venmo.delete_notification', 'notification_id'], table: NOTIFICATIONS, id: NEWEST.id }),
        show: [NEWEST.id, NEWEST_WORDS],
      },
      {
        stage: 'revise', message: c.second, values: {}, hint: ['read', 'all', 'sweep'], calls: [['venmo.delete_read_notifications', {}]],
        changes: [[NOTIFICATIONS, 'deleted', { read: true }, READ]], max: READ, allow: [['venmo', 'notifications', 'deleted']], show: [],
      },
    ],
    reopen: { shows: [NEWEST_WORDS], retained: [] },
  });
}

// ---------------------------------------------------------------- pay a phone contact, text them, then make it private (venmo + phone)

const TextPayCase = z.object({ ...stepsCase, name: z.string(), amount: z.number(), whatFor: z.string(), payMessage: z.string(), privateMessage: z.string() });
type TextPayCase = z.infer<typeof TextPayCase>;

const textThem = call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: 'Sent you ${{inputs.amount}} on Venmo.' });
const TRANSACTIONS = 'venmo.transactions';

function textPayTask(c: TextPayCase): TaskInput {
  const phone = contact(c.name).phone;
  const person = personNamed(c.name);
  const task = stepsTask(c, {
    services: ['phone', 'venmo'], domains: ['venmo', 'phone'],
    list: {
      // Who can see each payment, in plain words: "private: false" would say "private" of a public one.
      name: 'payments', fields: { id: 'number', to: 'string', amount: 'number', what: 'string', seen: 'string', done: 'string' },
      item: '{{item.to}}: ${{item.amount}} for {{item.what}} (payment {{item.id}}, {{item.done}}, {{item.seen}})', heading: 'Payments sent', empty: 'No payments yet.',
    },
    actions: [
      {
        id: 'pay_contact', label: 'Pay and text', goal: 'Find the contact on the phone, pay them on Venmo from my balance, and text them that it is sent.',
        services: ['phone', 'venmo'], inputs: [input('name', 'Contact'), input('amount', 'Amount ($)', 'number'), input('what_for', 'What for')],
        plan: [
          call('phone.search_contacts', { query: '{{inputs.name}}', page_limit: 1 }, 'who'),
          call('venmo.create_transaction', { receiver_email: '{{who.0.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what_for}}' }, 'paid'),
          textThem,
          append('payments', { id: '{{paid.transaction_id}}', to: '{{who.0.first_name}} {{who.0.last_name}}', amount: '{{inputs.amount}}', what: '{{inputs.what_for}}', seen: 'public', done: 'paid and texted' }),
          message('Paid {{who.0.first_name}} {{who.0.last_name}} ${{inputs.amount}} for {{inputs.what_for}} (payment {{paid.transaction_id}}) and texted them.'),
        ],
      },
      recordAction({
        id: 'make_private', label: 'Make private', goal: 'Make a payment sent here private on Venmo.', service: 'venmo', key: ['payment_id', 'Payment id'],
        call: ['venmo.update_transaction', { transaction_id: '{{inputs.payment_id}}', private: true }], list: 'payments', fields: { seen: 'private' }, said: 'Payment {{inputs.payment_id}} is private now.',
      }),
    ],
    open: { inputs: [['name', 'contact'], ['amount']], actions: ['pay'] },
    steps: [
      {
        stage: 'submit', message: c.payMessage, values: { name: c.name, amount: c.amount, what_for: c.whatFor }, hint: ['pay'],
        captures: { paymentId: { at: TRANSACTIONS, where: { receiver_id: person.id } } },
        calls: [['venmo.create_transaction', { receiver_email: person.email, amount: c.amount }], ['phone.send_text_message', { phone_number: phone }]],
        changes: [[TRANSACTIONS, 'inserted', { receiver_id: person.id, amount: c.amount }], ['phone.text_messages', 'inserted', {}]],
        records: [[TRANSACTIONS, { id: '$paymentId' }, { amount: c.amount, description: c.whatFor, private: false }]], max: 8,
        allow: [['venmo', 'transactions', 'inserted'], ['venmo', 'users', 'updated'], ['venmo', 'notifications', 'inserted'], ['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
        show: ['$paymentId', c.name, c.whatFor], free: madeUpTexts([textThem], { amount: c.amount, what_for: c.whatFor }),
      },
      inPlaceStep({
        stage: 'revise', message: c.privateMessage, values: { payment_id: '$paymentId' }, hint: ['private', 'hide'],
        call: ['venmo.update_transaction', { transaction_id: '$paymentId', private: true }], table: TRANSACTIONS, id: '$paymentId',
        fields: { private: true, amount: c.amount, description: c.whatFor }, show: ['$paymentId'],
      }),
    ],
    // The kept list after reopen: the payment by what it was for, still private (issue #30, not_shown).
    reopen: { shows: [keptIn(TRANSACTIONS, '$paymentId'), c.name, keptIn(TRANSACTIONS, '$paymentId', 'description', c.whatFor)], retained: ['$paymentId'] },
  });
  // Private must be said, not only the payment's id (issue #30); or its kept flag shown by value.
  // And that the text went to them, beside their name (issue #30, session 7).
  // "A text so she knows it went through": the amount or a word of the payment (kit/text-carries.ts).
  const built = withCarries(withStateWords(task, [
    { episode: 'create', value: c.name, words: STATE_WORDS.textedToo },
    { episode: 'revise', value: '$paymentId', words: [...STATE_WORDS.private, 'true'], kept: c.whatFor },
  ]), [{ episode: 'create', app: 'phone', field: 'message', one: [c.amount, ...WENT_THROUGH], why: 'the user asks for a text so the payee knows the payment went through: its words are the app\'s, but it tells the amount or that it was paid' }]);
  // s21 (babysitter-pay s20-z5-f1): after reopen the payment is not told as still public, unless a
  // line tells it private (a history of both).
  const stale = { type: 'persisted_visible' as const, note: 's21: made private, not shown as public', value: c.whatFor, match: 'normalized' as const, because: c.whatFor, gone: true,
    state: [...STATE_WORDS.private], was: ['public', 'everyone can see', 'visible to everyone', 'on the feed'], history: true };
  return {
    ...built,
    episodes: built.episodes.map((ep) => {
      if (ep.stage !== 'reopen') return ep;
      return { ...ep, assertions: [...(ep.assertions ?? []), { id: nextId(ep.id, ep.assertions ?? [], 'persisted_visible'), ...stale } as NonNullable<typeof ep.assertions>[number]] };
    }),
  };
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    comment: [CommentCase, commentTask],
    like: [LikeCase, likeTask],
    commentLike: [CommentLikeCase, commentLikeTask],
    flag: [NoticeCase, flagTask],
    purge: [NoticeCase, purgeTask],
    textPay: [TextPayCase, textPayTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
