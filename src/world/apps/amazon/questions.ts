import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, person, record } from '../../returns.ts';
import { insertRow, matchesQuery, pageParams, paginate, personRef } from '../common.ts';
import { requireProduct } from './store.ts';

interface QuestionRow {
  id: number;
  product_id: number;
  user_id: number;
  question: string;
  created_at: string;
}

function requireQuestion(ctx: ApiContext, id: number): QuestionRow {
  return (ctx.sql('SELECT * FROM amazon_product_questions WHERE id = ?').get(id) as QuestionRow | undefined) ?? ctx.fail(404, 'question_not_found', `The question with id ${id} does not exist.`);
}

function questionView(ctx: ApiContext, q: QuestionRow) {
  const answers = ctx.sql('SELECT * FROM amazon_product_answers WHERE question_id = ? ORDER BY created_at, id').all(q.id) as { id: number; user_id: number; answer: string; created_at: string }[];
  return {
    question_id: q.id,
    product_id: q.product_id,
    asked_by: personRef(ctx, q.user_id),
    question: q.question,
    created_at: q.created_at,
    answers: answers.map((a) => ({ answer_id: a.id, answered_by: personRef(ctx, a.user_id), answer: a.answer, created_at: a.created_at })),
  };
}

const productId = z.number().int().describe('The product id.');

/** Questions about products and their answers. */
export const questionApis: ApiDef[] = [
  api({
    name: 'show_product_questions',
    method: 'GET',
    auth: false,
    description: 'Questions people asked about a product, newest first, each with its answers.',
    params: z.object({ product_id: productId, query: z.string().optional().describe('Text to find in questions or answers.'), ...pageParams }),
    returns: list(record('question_id', 'product_id', field('asked_by', person), 'question', 'created_at', field('answers', list(record('answer_id', 'answered_by', 'answer', 'created_at'))))),
    changes: [],
    errors: ['product_not_found: no product with that id'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      const rows = ctx.sql('SELECT * FROM amazon_product_questions WHERE product_id = ? ORDER BY created_at DESC, id').all(product.id) as QuestionRow[];
      const views = rows.map((q) => questionView(ctx, q)).filter((v) => matchesQuery(args.query, v.question, ...v.answers.map((a) => a.answer)));
      return paginate(views, args);
    },
  }),
  api({
    name: 'write_product_question',
    method: 'POST',
    auth: true,
    description: 'Ask a question about a product.',
    params: z.object({ product_id: productId, question: z.string().trim().min(3).max(500).describe('The question.') }),
    returns: message('question_id'),
    changes: ['amazon.product_questions'],
    errors: ['product_not_found: no product with that id', 'duplicate_question: you already asked exactly this about the product'],
    handler: (ctx, args) => {
      const product = requireProduct(ctx, args.product_id);
      if (ctx.sql('SELECT 1 FROM amazon_product_questions WHERE product_id = ? AND user_id = ? AND lower(question) = lower(?)').get(product.id, ctx.user.id, args.question)) {
        return ctx.fail(409, 'duplicate_question', 'You already asked this question about the product.');
      }
      return { message: 'Question posted.', question_id: insertRow(ctx, 'amazon_product_questions', { product_id: product.id, user_id: ctx.user.id, question: args.question, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'delete_product_question',
    method: 'DELETE',
    auth: true,
    description: 'Delete a question you asked (its answers go with it).',
    params: z.object({ question_id: z.number().int().describe('The question id.') }),
    returns: message(),
    changes: ['amazon.product_questions', 'amazon.product_answers'],
    errors: ['question_not_found: no question with that id', 'not_owner: someone else asked it'],
    handler: (ctx, args) => {
      const q = requireQuestion(ctx, args.question_id);
      if (q.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own questions.');
      ctx.sql('DELETE FROM amazon_product_answers WHERE question_id = ?').run(q.id);
      ctx.sql('DELETE FROM amazon_product_questions WHERE id = ?').run(q.id);
      return { message: 'Question deleted.' };
    },
  }),
  api({
    name: 'write_product_question_answer',
    method: 'POST',
    auth: true,
    description: "Answer someone's question about a product.",
    params: z.object({ question_id: z.number().int().describe('The question id.'), answer: z.string().trim().min(1).max(1000).describe('The answer.') }),
    returns: message('answer_id'),
    changes: ['amazon.product_answers'],
    errors: ['question_not_found: no question with that id', 'already_answered: you already answered this question'],
    handler: (ctx, args) => {
      const q = requireQuestion(ctx, args.question_id);
      if (ctx.sql('SELECT 1 FROM amazon_product_answers WHERE question_id = ? AND user_id = ?').get(q.id, ctx.user.id)) return ctx.fail(409, 'already_answered', 'You already answered this question.');
      return { message: 'Answer posted.', answer_id: insertRow(ctx, 'amazon_product_answers', { question_id: q.id, user_id: ctx.user.id, answer: args.answer, created_at: ctx.now() }) };
    },
  }),
  api({
    name: 'delete_product_question_answer',
    method: 'DELETE',
    auth: true,
    description: 'Delete one of your answers.',
    params: z.object({ answer_id: z.number().int().describe('The answer id.') }),
    returns: message(),
    changes: ['amazon.product_answers'],
    errors: ['answer_not_found: no answer with that id', 'not_owner: someone else wrote it'],
    handler: (ctx, args) => {
      const row = ctx.sql('SELECT id, user_id FROM amazon_product_answers WHERE id = ?').get(args.answer_id) as { id: number; user_id: number } | undefined;
      if (!row) return ctx.fail(404, 'answer_not_found', `The answer with id ${args.answer_id} does not exist.`);
      if (row.user_id !== ctx.user.id) return ctx.fail(403, 'not_owner', 'You can only delete your own answers.');
      ctx.sql('DELETE FROM amazon_product_answers WHERE id = ?').run(row.id);
      return { message: 'Answer deleted.' };
    },
  }),
];
