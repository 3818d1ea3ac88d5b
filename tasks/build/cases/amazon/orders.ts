/**
 * Amazon tasks after the purchase and around it: returns, orders, questions and answers,
 * reviews. Each pattern is a package of two actions; each case a different need.
 */
import { z } from 'zod';
import { fixtureRow, userEmail } from '../../kit/fixture.ts';
import { input } from '../../kit/package.ts';
import { appCase, caseTasks } from '../../kit/rows.ts';
import { type ActSpec, idOf, logTask } from '../../shapes/found-log.ts';
import { postStep, takeDown } from '../../shapes/found-log-posts.ts';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { withDeletionWords } from '../../kit/deletions-shown.ts';
import { withOwnServiceWord } from '../../kit/tool-words.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';

const orderOf = (product: string) =>
  fixtureRow<{ id: number }>(
    'SELECT o.id FROM amazon_orders o JOIN amazon_order_items i ON i.order_id = o.id JOIN amazon_products p ON p.id = i.product_id WHERE p.name = ? ORDER BY o.created_at DESC',
    product,
  ).id;

// ---------------------------------------------------------------- returns: start, then cancel

const RETURN: ActSpec[] = [
  { id: 'start_return', label: 'Start return', find: 'product', inputs: [input('reason', 'Reason')],
    goal: 'Find the product in my Amazon orders and start returning one unit with the reason.',
    calls: [
      ['amazon.show_orders', { query: '{{inputs.product}}', page_limit: 1 }, 'orders'],
      ['amazon.initiate_return', { order_id: '{{orders.0.order_id}}', product_id: '@id', quantity: 1, reason: '{{inputs.reason}}' }, 'started'],
    ],
    ref: '{{started.return_id}}', what: 'return started', say: 'Return {{started.return_id}} started for @name from order {{orders.0.order_id}}, because: {{inputs.reason}}.' },
  { id: 'cancel_return', label: 'Cancel return', goal: 'Cancel a return started here, so I keep the item.', inputs: [input('return_id', 'Return id', 'number')],
    calls: [['amazon.show_return', { return_id: '{{inputs.return_id}}' }, 'ret'], ['amazon.cancel_return', { return_id: '{{inputs.return_id}}' }]],
    ref: '{{inputs.return_id}}', name: '{{ret.product_name}}', what: 'return cancelled', say: 'Cancelled return {{inputs.return_id}}; you keep the {{ret.product_name}}.' },
];

const ReturnCase = z.object({ ...appCase, product: z.string(), reason: z.string(), startMessage: z.string(), cancelMessage: z.string() });
type ReturnCase = z.infer<typeof ReturnCase>;

function returnTask(c: ReturnCase): TaskInput {
  const line = { order_id: orderOf(c.product), product_id: idOf('product', c.product), quantity: 1 };
  const task = logTask(c, {
    intro: 'Name a product you ordered and why it goes back.', heading: 'Returns', empty: 'No returns yet.', kind: 'return', actions: RETURN,
    openInputs: [['product', 'item'], ['reason', 'why']], openActions: ['return'],
    steps: [
      postStep({
        message: c.startMessage, values: { product: c.product, reason: c.reason }, hint: ['return', 'start'], capture: ['returnId', 'amazon.returns'],
        call: ['amazon.initiate_return', line], where: line, fields: line, alsoAllow: [['amazon', 'order_items', 'updated']], mutations: 2, show: [c.product, c.reason],
        // How the reason is worded is the app's; which order and product is not.
        free: [{ app: 'amazon', table: 'returns', field: 'reason', constraint: { contains: [c.reason] }, why: 'the app may word the reason around what the user said, which it must carry' }],
      }),
      { message: c.cancelMessage, values: { return_id: '$returnId' }, hint: ['cancel'],
        calls: [['amazon.cancel_return', { return_id: '$returnId' }]],
        changes: [['amazon.returns', 'updated', { id: '$returnId' }]],
        alsoAllow: [['amazon', 'order_items', 'updated']], mutations: 2, show: ['$returnId', c.product] },
    ],
    reopenShows: [c.product, '$returnId'], retained: '$returnId',
  });
  // That the item goes back, and then that the return is called off, must be said (issue #30).
  return withStateWords(task, [
    { episode: 'step1', value: c.product, words: STATE_WORDS.returned },
    { episode: 'step2', value: c.product, words: STATE_WORDS.returnCancelled },
  ]);
}

// ---------------------------------------------------------------- questions: ask, then withdraw

const WITHDRAW = takeDown({
  id: 'withdraw', label: 'Withdraw question', goal: 'Delete a question I asked here.',
  api: 'amazon.delete_product_question', arg: 'question_id', key: ['question_id', 'Question id'], table: 'amazon.product_questions', name: 'withdrawn question', what: 'withdrawn', say: 'Question {{inputs.question_id}} is withdrawn.',
});

const QUESTION: ActSpec[] = [
  { id: 'ask', label: 'Ask question', find: 'product', goal: 'Post my question on the Amazon product page of the product I name.', inputs: [input('question', 'Question')],
    calls: [['amazon.write_product_question', { product_id: '@id', question: '{{inputs.question}}' }, 'asked']],
    ref: '{{asked.question_id}}', what: 'asked', say: 'Asked about @name: "{{inputs.question}}" (question {{asked.question_id}}).' },
  WITHDRAW.action,
];

const QuestionCase = z.object({ ...appCase, product: z.string(), question: z.string(), askMessage: z.string(), withdrawMessage: z.string() });
type QuestionCase = z.infer<typeof QuestionCase>;

function questionTask(c: QuestionCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Ask the people who bought it; withdraw a question once you know.', heading: 'My questions', empty: 'No questions yet.', kind: 'question', actions: QUESTION,
    openInputs: [['product', 'item'], ['question']], openActions: ['ask', 'question'],
    steps: [
      { ...postStep({
        message: c.askMessage, values: { product: c.product, question: c.question }, hint: ['ask'], capture: ['questionId', 'amazon.product_questions'],
        call: ['amazon.write_product_question', { product_id: product, question: c.question }], where: { product_id: product },
        fields: { product_id: product, question: c.question }, mutations: 1, show: [c.product, c.question],
      // s20 (s20-Z1-f1): or the question itself on a changed line, a text only the new question holds
      // (Reading 2): "Saved your question on …: Do the plates rattle …?" tells it as well as "asked".
      }), state: [...STATE_WORDS.questionAsked, c.question] },
      WITHDRAW.step({ message: c.withdrawMessage, id: '$questionId', hint: ['withdraw', 'delete'], mutations: 1 }),
    ],
    reopenShows: [c.product, '$questionId'], retained: '$questionId',
  });
}

// ---------------------------------------------------------------- answers: answer, then retract

const RETRACT = takeDown({
  id: 'retract', label: 'Delete answer', goal: 'Delete one of my answers.', api: 'amazon.delete_product_question_answer', arg: 'answer_id', key: ['answer_id', 'Answer id'],
  table: 'amazon.product_answers', name: 'deleted answer', what: 'retracted', say: 'Answer {{inputs.answer_id}} is deleted.',
});

const ANSWER: ActSpec[] = [
  { id: 'answer', label: 'Answer question', find: 'product', goal: 'Find the question about a product I own and post my answer to it.',
    inputs: [input('question', 'Question'), input('answer', 'My answer')],
    calls: [
      ['amazon.show_product_questions', { product_id: '@id', query: '{{inputs.question}}', page_limit: 1 }, 'asked'],
      ['amazon.write_product_question_answer', { question_id: '{{asked.0.question_id}}', answer: '{{inputs.answer}}' }, 'posted'],
    ],
    ref: '{{posted.answer_id}}', what: 'answered', say: 'Answered "{{asked.0.question}}" on @name (answer {{posted.answer_id}}): {{inputs.answer}}' },
  RETRACT.action,
];

/** A step that types these values too. */
const withValues = <S extends { values?: Record<string, unknown> }>(step: S, values: Record<string, string>): S => ({ ...step, values: { ...step.values, ...values } });

const AnswerCase = z.object({ ...appCase, product: z.string(), question: z.string(), answer: z.string(), answerMessage: z.string(), retractMessage: z.string() });
type AnswerCase = z.infer<typeof AnswerCase>;

function answerTask(c: AnswerCase) {
  const product = idOf('product', c.product);
  const question = fixtureRow<{ id: number }>('SELECT id FROM amazon_product_questions WHERE product_id = ? AND question = ?', product, c.question).id;
  // s19 (s19-Z4-f1): "when people ask questions": the user's word for what the app answers.
  return withLaterQuestion(withOwnServiceWord(logTask(c, {
    intro: 'Pick a product, the question people asked, and what you know.', heading: 'My answers', empty: 'No answers yet.', kind: 'answer', actions: ANSWER,
    openInputs: [['product', 'item'], ['question'], ['answer']], openActions: ['answer'],
    steps: [
      postStep({
        message: c.answerMessage, values: { product: c.product, question: c.question, answer: c.answer }, hint: ['answer', 'post'], capture: ['answerId', 'amazon.product_answers'],
        call: ['amazon.write_product_question_answer', { question_id: question, answer: c.answer }], where: { question_id: question },
        fields: { question_id: question, answer: c.answer }, mutations: 1, show: [c.question, c.answer],
      }),
      // s19 (s19-Z2-f1): the user names an answer "by naming the product and the question": the
      // retract types them too, so a form that finds the answer that way gets them.
      withValues(RETRACT.step({ message: c.retractMessage, id: '$answerId', hint: ['delete', 'retract'], mutations: 1 }), { product: c.product, question: c.question }),
    ],
    reopenShows: ['$answerId', c.product], retained: '$answerId',
  }), c.intention, 'question', /\bquestions?\b/i), product);
}

/**
 * s20 (s20-Z4-f1, trivial_target): another person's later question on the same product, so the one
 * the user answers is not the product's only (or newest) question: an app that answers the first
 * question it lists, whatever the user typed, answers this one and fails.
 */
function withLaterQuestion<T extends { world?: unknown }>(task: T, product: number): T {
  const asker = fixtureRow<{ id: number }>('SELECT id FROM admin_people WHERE email <> ? ORDER BY id LIMIT 1', userEmail()).id;
  const free = fixtureRow<{ id: number }>('SELECT coalesce(max(id), 0) + 1000 AS id FROM amazon_product_questions').id;
  const world = (task.world ?? {}) as { rows?: unknown[] };
  const row = { app: 'amazon', table: 'product_questions', row: { id: free, product_id: product, user_id: asker, question: 'How long is the warranty?', created_at: '2023-05-19T12:00:00' } };
  return { ...task, world: { ...world, rows: [...(world.rows ?? []), row] } };
}

// ---------------------------------------------------------------- orders: buy now, then cancel

const CANCEL_ORDER = takeDown({
  id: 'cancel_order', label: 'Cancel order', goal: 'Cancel an order placed here that has not shipped, and report the refund.',
  api: 'amazon.cancel_order', arg: 'order_id', key: ['order_id', 'Order id'], bind: 'cancelled', table: 'amazon.orders', op: 'updated',
  name: 'cancelled order', what: 'cancelled', say: 'Order {{inputs.order_id}} is cancelled; ${{cancelled.refund_amount}} goes back to the card.',
});

const ORDER: ActSpec[] = [
  { id: 'buy_now', label: 'Buy now', find: 'product', inputs: [input('quantity', 'How many', 'number', { default: 1 })],
    goal: 'Put the product in the Amazon cart and order it right away with my default card to my home address.',
    calls: [
      ['amazon.add_product_to_cart', { product_id: '@id', quantity: '{{inputs.quantity}}' }],
      ['amazon.place_order', {}, 'order'],
      ['amazon.show_order', { order_id: '{{order.order_id}}' }, 'placed'],
    ],
    ref: '{{order.order_id}}', what: 'ordered', say: 'Ordered {{inputs.quantity}} × @name as order {{order.order_id}}, total ${{placed.total_cost}}.' },
  CANCEL_ORDER.action,
];

const OrderCase = z.object({ ...appCase, product: z.string(), quantity: z.number().int(), buyMessage: z.string(), cancelMessage: z.string() });
type OrderCase = z.infer<typeof OrderCase>;

function orderTask(c: OrderCase) {
  const product = idOf('product', c.product);
  const line = { product_id: product, quantity: c.quantity };
  return logTask(c, {
    intro: 'Name the product and how many; it is ordered at once.', heading: 'Orders', empty: 'No orders yet.', kind: 'order', actions: ORDER,
    openInputs: [['product', 'item'], ['quantity', 'how_many']], openActions: ['buy', 'order'],
    steps: [
      { message: c.buyMessage, values: { product: c.product, quantity: c.quantity }, hint: ['buy', 'order'],
        captures: { orderId: { app: 'amazon', table: 'orders' } },
        calls: [['amazon.add_product_to_cart', line], ['amazon.place_order', {}]],
        changes: [['amazon.orders', 'inserted'], ['amazon.order_items', 'inserted', line]],
        records: [['amazon.order_items', { order_id: '$orderId' }, line]],
        alsoAllow: [['amazon', 'cart_items', 'inserted', 'deleted'], ['amazon', 'products', 'updated'],
          ['supervisor', 'payment_cards', 'updated'], ['file_system', 'files', 'inserted']],
        // One is what any app orders without asking ("buy one"): the count is shown only where the
        // user asked for more (the world still holds the quantity; issue #30, s10).
        mutations: 7, show: ['$orderId', c.product, ...(c.quantity === 1 ? [] : [c.quantity])], state: STATE_WORDS.ordered },
      { ...CANCEL_ORDER.step({
        message: c.cancelMessage, id: '$orderId', hint: ['cancel'], alsoAllow: [['amazon', 'products', 'updated'], ['supervisor', 'payment_cards', 'updated']], mutations: 3,
      }), state: STATE_WORDS.orderCancelled },
    ],
    reopenShows: ['$orderId', c.product], retained: '$orderId',
  });
}

// ---------------------------------------------------------------- reviews: write, then delete

const DELETE_REVIEW = takeDown({
  id: 'delete_review', label: 'Delete review', goal: 'Delete one of my Amazon reviews posted here.', api: 'amazon.delete_product_review', arg: 'product_review_id',
  key: ['review_id', 'Review id'], table: 'amazon.product_reviews', name: 'deleted review', what: 'deleted', say: 'Review {{inputs.review_id}} is deleted.',
});

const REVIEW: ActSpec[] = [
  { id: 'write_review', label: 'Post review', find: 'product', goal: 'Review the product I name on Amazon with stars and a short text.',
    inputs: [input('rating', 'Stars (1-5)', 'number'), input('text', 'Review')],
    calls: [['amazon.write_product_review', { product_id: '@id', rating: '{{inputs.rating}}', title: 'My take', text: '{{inputs.text}}' }, 'posted']],
    ref: '{{posted.product_review_id}}', what: 'reviewed', say: 'Posted {{inputs.rating}} stars for @name (review {{posted.product_review_id}}): {{inputs.text}}' },
  DELETE_REVIEW.action,
];

const ReviewCase = z.object({ ...appCase, product: z.string(), rating: z.number().int(), text: z.string(), writeMessage: z.string(), deleteMessage: z.string() });
type ReviewCase = z.infer<typeof ReviewCase>;

function reviewTask(c: ReviewCase) {
  const product = idOf('product', c.product);
  return logTask(c, {
    intro: 'Stars and a few words for a product; delete it later if you like.', heading: 'My reviews', empty: 'No reviews yet.', kind: 'review', actions: REVIEW,
    openInputs: [['product', 'item'], ['rating', 'stars'], ['text', 'review']], openActions: ['review'],
    steps: [
      { ...postStep({
        message: c.writeMessage, values: { product: c.product, rating: c.rating, text: c.text }, hint: ['review', 'post'], capture: ['reviewId', 'amazon.product_reviews'],
        call: ['amazon.write_product_review', { product_id: product, rating: c.rating, text: c.text }], where: { product_id: product, rating: c.rating },
        fields: { product_id: product, rating: c.rating, text: c.text }, alsoAllow: [['amazon', 'products', 'updated']], mutations: 2, show: [c.product, c.rating, c.text],
        // The review's title is the app's wording, or none: the user gives stars and a sentence.
        free: [{ app: 'amazon', table: 'product_reviews', field: 'title', why: 'the user gives stars and a sentence and no headline; whether the review has one is the app\'s choice' }],
      }), state: STATE_WORDS.reviewPosted },
      DELETE_REVIEW.step({ message: c.deleteMessage, id: '$reviewId', hint: ['delete'], alsoAllow: [['amazon', 'products', 'updated']], mutations: 2 }),
    ],
    reopenShows: [c.product, '$reviewId'], retained: '$reviewId',
  });
}

function builtTasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    return: [ReturnCase, returnTask],
    question: [QuestionCase, questionTask],
    answer: [AnswerCase, answerTask],
    order: [OrderCase, orderTask],
    review: [ReviewCase, reviewTask],
  });
}

/** Every deletion a task's user asks for is told on screen, not only done (issue #30). */
export const tasks = (): TaskInput[] => builtTasks().map((t) => withDeletionWords(t));
