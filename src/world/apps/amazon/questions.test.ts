import { describe, expect, it } from 'vitest';
import { useAmazon } from './test-helpers.ts';

const { world: w, call, one, all, user, fails, inStock, diff: { inserted: ins, deleted: del } } = useAmazon(71);

describe('amazon questions and answers', () => {
  it('lists questions with answers without a login', () => {
    const q = one<{ product_id: number }>('SELECT product_id FROM amazon_product_questions q WHERE EXISTS (SELECT 1 FROM amazon_product_answers a WHERE a.question_id = q.id) ORDER BY id LIMIT 1');
    const listed = w.current.call('amazon', 'show_product_questions', { product_id: q.product_id, page_limit: 20 });
    expect(listed.ok).toBe(true);
    const views = listed.response as { question: string; answers: { answer: string }[] }[];
    expect(views.length).toBe(all('SELECT 1 FROM amazon_product_questions WHERE product_id = ?', q.product_id).length);
    expect(views.some((v) => v.answers.length > 0)).toBe(true);
    const word = views[0]!.question.split(' ')[1]!;
    expect((call('show_product_questions', { product_id: q.product_id, query: word }).response as unknown[]).length).toBeGreaterThan(0);
    expect(call('show_product_questions', { product_id: q.product_id, query: 'zzz-no-such-words' }).response).toEqual([]);
    fails('show_product_questions', { product_id: 1 }, 404, 'product_not_found');
  });

  it('asks, answers and deletes with exact diffs', () => {
    const product = inStock();
    const asked = call('write_product_question', { product_id: product.id, question: 'Does it fold flat?' });
    const qid = (asked.response as { question_id: number }).question_id;
    const qrow = one('SELECT * FROM amazon_product_questions WHERE id = ?', qid);
    expect(qrow).toMatchObject({ product_id: product.id, user_id: user().id, question: 'Does it fold flat?', created_at: w.current.now() });
    expect(asked.diff).toEqual([ins('product_questions', [qrow])]);
    fails('write_product_question', { product_id: product.id, question: 'does it fold flat?' }, 409, 'duplicate_question');
    fails('write_product_question', { product_id: 1, question: 'Any good?' }, 404, 'product_not_found');

    const answered = call('write_product_question_answer', { question_id: qid, answer: 'Yes, nearly flat.' });
    const aid = (answered.response as { answer_id: number }).answer_id;
    const arow = one('SELECT * FROM amazon_product_answers WHERE id = ?', aid);
    expect(answered.diff).toEqual([ins('product_answers', [arow])]);
    fails('write_product_question_answer', { question_id: qid, answer: 'again' }, 409, 'already_answered');
    fails('write_product_question_answer', { question_id: 1, answer: 'x' }, 404, 'question_not_found');
    expect(call('delete_product_question_answer', { answer_id: aid }).diff).toEqual([del('product_answers', [arow])]);
    fails('delete_product_question_answer', { answer_id: aid }, 404, 'answer_not_found');

    const foreignAnswer = one<{ id: number }>('SELECT id FROM amazon_product_answers WHERE user_id != ? ORDER BY id LIMIT 1', user().id);
    fails('delete_product_question_answer', { answer_id: foreignAnswer.id }, 403, 'not_owner');
    const foreignQuestion = one<{ id: number }>('SELECT q.id FROM amazon_product_questions q WHERE user_id != ? AND EXISTS (SELECT 1 FROM amazon_product_answers a WHERE a.question_id = q.id) ORDER BY id LIMIT 1', user().id);
    fails('delete_product_question', { question_id: foreignQuestion.id }, 403, 'not_owner');

    const other = call('write_product_question_answer', { question_id: foreignQuestion.id, answer: 'Works for me.' });
    expect(other.ok).toBe(true);
    call('write_product_question_answer', { question_id: qid, answer: 'Mine folds.' });
    const answers = all('SELECT * FROM amazon_product_answers WHERE question_id = ?', qid);
    expect(call('delete_product_question', { question_id: qid }).diff).toEqual([del('product_answers', answers), del('product_questions', [qrow])]);
    fails('delete_product_question', { question_id: qid }, 404, 'question_not_found');
  });
});
