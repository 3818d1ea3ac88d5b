/** Splitwise expenses: a recurring bill set up and stopped, questions asked in comments (and texted to the payer), an expense deleted and restored. */
import { z } from 'zod';
import type { TaskInput } from '../../../../src/schemas/task.ts';
import { said } from '../../kit/checks.ts';
import { contact, fixtureRow, personNamed, userId } from '../../kit/fixture.ts';
import { append, call, input, message, recordAction, type ActionDef, type CollectionDef } from '../../kit/package.ts';
import { stepsTask, type FlowStep } from '../../shapes/record-steps.ts';
import { caseTasks } from '../../kit/rows.ts';
import { stepsCase } from '../../kit/row-fields.ts';
import { deleteStep, inPlaceStep, keptIn } from '../../kit/flow.ts';
import { STATE_WORDS, withStateWords } from '../../kit/state-words.ts';
import { carrying, COMMENT_WORDS, subjectWords } from '../../kit/text-carries.ts';

const USER = userId();

// ---------------------------------------------------------------- a recurring bill set up, then stopped

/** A list of expenses (or recurring bills) made here: what, how much, and where each stands now. */
const expenseList = (name: string, item: string, heading: string, empty: string): CollectionDef => ({
  name, fields: { id: 'number', what: 'string', amount: 'number', status: 'string' }, item, heading, empty,
});

const RecurringCase = z.object({
  ...stepsCase, description: z.string(), amount: z.number(), debtors: z.array(z.string()).min(1), every: z.enum(['week', 'month', 'year']), start: z.string(),
  setMessage: z.string(), stopMessage: z.string(),
});
type RecurringCase = z.infer<typeof RecurringCase>;

function recurringTask(c: RecurringCase): TaskInput {
  const emails = c.debtors.map((name) => personNamed(name).email);
  const set = { description: c.description, paid_amount: c.amount, debtor_emails: emails, every: c.every, start_date: c.start };
  // The stop must be said, not only the rule's id (issue #30, not_shown).
  return withStateWords(stepsTask(c, {
    services: ['splitwise'],
    list: expenseList('bills', '{{item.what}}: ${{item.amount}} (recurring {{item.id}}, {{item.status}})', 'Recurring bills', 'No recurring bills yet.'),
    actions: [
      {
        id: 'set_up', label: 'Set up recurring', goal: 'Create the recurring Splitwise expense, split equally with the people given.', services: ['splitwise'],
        inputs: [
          input('description', 'What it is'), input('paid_amount', 'Cost ($)', 'number'), input('debtor_emails', 'Shared with (emails)', 'list'),
          input('every', 'How often', 'select', { options: ['week', 'month', 'year'], default: 'month' }), input('start_date', 'First date', 'date'),
        ],
        plan: [
          call('splitwise.create_recurring_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.paid_amount}}', debtor_emails: '{{inputs.debtor_emails}}', every: '{{inputs.every}}', start_date: '{{inputs.start_date}}' }, 'rule'),
          // Read back, so the people it is shared with are shown as Splitwise holds them.
          call('splitwise.show_recurring_expenses', {}, 'rules'),
          append('bills', { id: '{{rule.recurring_expense_id}}', what: '{{inputs.description}}', amount: '{{inputs.paid_amount}}', status: 'every {{inputs.every}}' }),
          message('{{inputs.description}} repeats every {{inputs.every}} from {{inputs.start_date}} (recurring {{rule.recurring_expense_id}}), shared with {{inputs.debtor_emails}}.'),
        ],
      },
      recordAction({
        id: 'stop', label: 'Stop recurring', goal: 'Stop a recurring expense set up here.', service: 'splitwise', key: ['recurring_id', 'Recurring id'],
        call: ['splitwise.delete_recurring_expense', { recurring_expense_id: '{{inputs.recurring_id}}' }], list: 'bills', fields: { status: 'stopped' }, said: 'Recurring {{inputs.recurring_id}} is stopped.',
      }),
    ],
    open: { inputs: [['description', 'what'], ['paid_amount', 'amount', 'cost']], actions: ['recurring', 'set'] },
    steps: [
      {
        stage: 'submit', message: c.setMessage, values: { ...set, debtor_emails: emails.join(', ') }, hint: ['set', 'recurring'],
        captures: { ruleId: { at: 'splitwise.recurring_expenses', where: { description: c.description } } }, calls: [['splitwise.create_recurring_expense', set]],
        changes: [['splitwise.recurring_expenses', 'inserted', { description: c.description }]],
        records: [['splitwise.recurring_expenses', { id: '$ruleId' }, { description: c.description, paid_amount: c.amount, every: c.every, next_date: c.start }]],
        // Whom the bill is shared with, as the user dictated it (issue #30, not_shown; any form of each person, kit/people-forms.ts).
        max: 1, allow: [['splitwise', 'recurring_expenses', 'inserted']], show: ['$ruleId', c.description, c.start, ...emails],
      },
      deleteStep({ message: c.stopMessage, values: { recurring_id: '$ruleId' }, hint: ['stop'], call: ['splitwise.delete_recurring_expense', 'recurring_expense_id'], table: 'splitwise.recurring_expenses', id: '$ruleId' }),
    ],
    reopen: { shows: ['$ruleId', c.description], retained: ['$ruleId'] },
  }), [{ episode: 'revise', value: '$ruleId', words: STATE_WORDS.repeatStopped }]);
}

// ---------------------------------------------------------------- comments on expenses

/** An expense of the fixture by words of its description. */
const expense = (words: string) => fixtureRow<{ id: number; description: string; payer_id: number }>('SELECT id, description, payer_id FROM splitwise_expenses WHERE description LIKE ?', `%${words}%`);

const COMMENTS = 'splitwise.comments';
const commentList: CollectionDef = {
  name: 'comments', fields: { id: 'number', on: 'string', text: 'string' }, item: 'On "{{item.on}}": {{item.text}} (comment {{item.id}})', heading: 'My comments', empty: 'No comments yet.',
};
const findExpense = call('splitwise.show_expenses', { query: '{{inputs.words}}', page_limit: 1 }, 'found');
const posted = [
  call('splitwise.post_expense_comment', { expense_id: '{{found.0.expense_id}}', content: '{{inputs.content}}' }, 'posted'),
  append('comments', { id: '{{posted.comment_id}}', on: '{{found.0.description}}', text: '{{inputs.content}}' }),
] as const;
const commentInputs = [input('words', 'Which expense (words from it)'), input('content', 'Comment')];
const commentOpen = [['words', 'query', 'expense'], ['content', 'comment']];

/** The first step of the comment tasks: a comment posted on the expense found by its words. */
const postStep = (e: { id: number; description: string }, words: string, content: string, text: string, hint: string[], more: Partial<FlowStep> = {}): FlowStep => ({
  stage: 'submit', message: text, values: { words, content }, hint,
  captures: { commentId: { at: COMMENTS, where: { expense_id: e.id } } }, calls: [['splitwise.post_expense_comment', { expense_id: e.id, content }]],
  changes: [[COMMENTS, 'inserted', { expense_id: e.id, author_id: USER }]], records: [[COMMENTS, { id: '$commentId' }, { content, expense_id: e.id }]],
  // The comment as the user dictated it, beside the expense it is on (issue #30, not_shown).
  max: 4, allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted']], show: ['$commentId', e.description, content], ...more,
});

const QuestionCase = z.object({ ...stepsCase, words: z.string(), text: z.string(), newText: z.string(), postMessage: z.string(), rewordMessage: z.string() });
type QuestionCase = z.infer<typeof QuestionCase>;

function questionTask(c: QuestionCase): TaskInput {
  const e = expense(c.words);
  const newText = c.newText;
  return stepsTask(c, {
    services: ['splitwise'], list: commentList,
    actions: [
      {
        id: 'ask', label: 'Comment', goal: 'Find the expense by its words and post the comment on it.', services: ['splitwise'], inputs: commentInputs,
        plan: [findExpense, ...posted, message('Commented on "{{found.0.description}}" (comment {{posted.comment_id}}).')],
      },
      recordAction({
        id: 'reword', label: 'Reword comment', goal: 'Change the text of a comment posted here.', service: 'splitwise', key: ['comment_id', 'Comment id'], more: [input('new_content', 'New text')],
        call: ['splitwise.update_expense_comment', { comment_id: '{{inputs.comment_id}}', content: '{{inputs.new_content}}' }], list: 'comments',
        fields: { text: '{{inputs.new_content}}' }, said: 'Comment {{inputs.comment_id}} now reads: {{inputs.new_content}}',
      }),
    ],
    open: { inputs: commentOpen, actions: ['comment', 'ask'] },
    steps: [
      postStep(e, c.words, c.text, c.postMessage, ['comment', 'ask']),
      {
        stage: 'revise', message: c.rewordMessage, values: { comment_id: '$commentId', new_content: newText }, hint: ['reword', 'change'],
        calls: [['splitwise.update_expense_comment', { comment_id: '$commentId', content: newText }]], same: [[COMMENTS, '$commentId']],
        records: [[COMMENTS, { id: '$commentId' }, { content: newText }]], max: 1, allow: [['splitwise', 'comments', 'updated']], show: [newText],
      },
    ],
    reopen: { shows: [keptIn(COMMENTS, '$commentId'), keptIn(COMMENTS, '$commentId', 'content', newText)], retained: ['$commentId'] },
  });
}

// ---------------------------------------------------------------- a comment with a text to whoever paid, then withdrawn (splitwise + phone)

const NudgeCase = z.object({ ...stepsCase, words: z.string(), text: z.string(), postMessage: z.string(), deleteMessage: z.string() });
type NudgeCase = z.infer<typeof NudgeCase>;

// The payer is texted about the comment, in the app's words: the reference points at the comment and the expense (s11 text11).
const textPayer = call('phone.send_text_message', { phone_number: '{{who.0.phone_number}}', message: 'I left you a comment on "{{found.0.description}}" in Splitwise.' }, 'texted');

function nudgeTask(c: NudgeCase): TaskInput {
  const e = expense(c.words);
  const payer = fixtureRow<{ first_name: string; last_name: string; email: string }>('SELECT first_name, last_name, email FROM admin_people WHERE id = ?', e.payer_id);
  const payerName = `${payer.first_name} ${payer.last_name}`;
  const phone = contact(payerName).phone;
  // The comment's removal must be said, not only its id (issue #30, not_shown).
  const built = withStateWords(stepsTask(c, {
    services: ['splitwise', 'phone'], domains: ['splitwise', 'phone'], list: commentList,
    actions: [
      {
        id: 'comment_and_text', label: 'Comment and text',
        goal: 'Find the expense by its words, comment on it, and text the comment to whoever paid it (found in my phone contacts by email).',
        services: ['splitwise', 'phone'], inputs: commentInputs,
        plan: [
          findExpense, posted[0], call('phone.search_contacts', { query: '{{found.0.payer.email}}', page_limit: 1 }, 'who'), textPayer, posted[1],
          message('Commented on "{{found.0.description}}" (comment {{posted.comment_id}}) and texted {{who.0.first_name}} {{who.0.last_name}} ({{texted.message}})'),
        ],
      },
      recordAction({
        id: 'delete_comment', label: 'Delete comment', goal: 'Delete a comment posted here.', service: 'splitwise', key: ['comment_id', 'Comment id'],
        call: ['splitwise.delete_expense_comment', { comment_id: '{{inputs.comment_id}}' }], list: 'comments', fields: { text: '(deleted)' }, said: 'Comment {{inputs.comment_id}} deleted.',
      }),
    ],
    open: { inputs: commentOpen, actions: ['comment'] },
    steps: [
      postStep(e, c.words, c.text, c.postMessage, ['comment', 'text'], {
        calls: [['splitwise.post_expense_comment', { expense_id: e.id, content: c.text }], ['phone.send_text_message', { phone_number: phone }]],
        changes: [[COMMENTS, 'inserted', { expense_id: e.id, author_id: USER }], ['phone.text_messages', 'inserted', {}]], max: 12,
        allow: [['splitwise', 'comments', 'inserted'], ['splitwise', 'notifications', 'inserted'], ['phone', 'text_messages', 'inserted'], ['phone', 'user_text_messages', 'inserted']],
        // The text's wording is the app's: "text the payer" dictates none of it (issue #30,
        // undictated_text, s11 text11). It is about the comment, so it points at it: the comment,
        // the expense, or a word of a comment left in Splitwise (kit/text-carries.ts) — never "hi".
        free: [carrying({ app: 'phone', table: '*', field: 'message', constraint: 'non_empty', why: 'the user wants the payer texted about the comment: its words are the app\'s, but it points at the comment or the expense' }, [c.text, ...subjectWords(e.description), ...COMMENT_WORDS])],
        // Who was texted, with a word of the text (issue #30, not_shown): the payer's name alone
        // is a read of the expense, so the check asks the line to say the text went.
        show: ['$commentId', e.description, c.text, said(payerName, c.postMessage.match(/text [^.!?]*/i)?.[0] ?? c.postMessage)],
      }),
      deleteStep({ message: c.deleteMessage, values: { comment_id: '$commentId' }, hint: ['delete'], call: ['splitwise.delete_expense_comment', 'comment_id'], table: COMMENTS, id: '$commentId' }),
    ],
    reopen: { shows: ['$commentId', e.description], retained: ['$commentId'] },
    // Not a bare "sent": "Comment sent on …" says nothing of a text (s21, comment-and-text-payer s21-r1-f1).
  }), [{ episode: 'create', value: payerName, words: [...STATE_WORDS.texted.filter((w) => w !== 'sent'), 'sent a text', 'sent an sms', 'sent a message', 'sent him a text', 'sent her a text', 'sent them a text', 'notified'], kept: false }, { episode: 'revise', value: '$commentId', words: STATE_WORDS.deleted }]);
  // s21 (grill-tools-nudge s20-z5-f2): "text the payer" names no one, so the text may be told by
  // the expense it is about ("texted the payer about Father's Day grill tools"); the world check
  // holds who got it.
  return {
    ...built,
    episodes: built.episodes.map((ep) => ep.stage !== 'submit' ? ep : {
      ...ep,
      // The bare word "text" counts only beside the payer ("Sent Noah a text"), not beside the
      // expense: "Lift tickets · Text: …" labels the comment (s21, comment-and-text-payer s21-r2-f1).
      assertions: (ep.assertions ?? []).map((a) => (a.type === 'visible_result_grounded' && a.value === payerName && a.state !== undefined ? { ...a, or: [...(a.or ?? []), e.description], state_near: { words: ['text', 'sms', 'message'], values: [payerName, payer.first_name, payer.email, phone] } } : a)),
    }),
  };
}

// ---------------------------------------------------------------- an expense recorded, deleted, then restored

const ExpenseUndoCase = z.object({
  ...stepsCase, description: z.string(), amount: z.number(), debtor: z.string(), recordMessage: z.string(), deleteMessage: z.string(), restoreMessage: z.string(),
});
type ExpenseUndoCase = z.infer<typeof ExpenseUndoCase>;

const EXPENSES = 'splitwise.expenses';

function expenseUndoTask(c: ExpenseUndoCase): TaskInput {
  const debtor = personNamed(c.debtor);
  const onExpense = (id: string, label: string, api: string, status: string): ActionDef =>
    recordAction({
      id, label, goal: `${label} made here.`, service: 'splitwise', key: ['expense_id', 'Expense id'], call: [`splitwise.${api}`, { expense_id: '{{inputs.expense_id}}' }],
      list: 'expenses', fields: { status }, said: `Expense {{inputs.expense_id}} ${status}.`,
    });
  const toggle = (stage: 'revise' | 'followup', text: string, api: string, deleted: boolean, hint: string[]): FlowStep =>
    inPlaceStep({
      stage, message: text, values: { expense_id: '$expenseId' }, hint, call: [`splitwise.${api}`, { expense_id: '$expenseId' }], table: EXPENSES, id: '$expenseId',
      fields: { deleted, description: c.description, paid_amount: c.amount }, show: ['$expenseId'],
    });
  // Deleted and restored must be said, not only the expense's id (issue #30, not_shown).
  return withStateWords(stepsTask(c, {
    services: ['splitwise'],
    list: expenseList('expenses', '{{item.what}} ${{item.amount}} (expense {{item.id}}, {{item.status}})', 'Expenses', 'No expenses yet.'),
    actions: [
      {
        id: 'record', label: 'Record expense', goal: 'Record the expense, paid by me and split equally with the friend.', services: ['splitwise'],
        inputs: [input('description', 'What'), input('paid_amount', 'Amount ($)', 'number'), input('debtor_emails', 'Shared with (email)', 'list')],
        plan: [
          call('splitwise.record_expense', { description: '{{inputs.description}}', paid_amount: '{{inputs.paid_amount}}', debtor_emails: '{{inputs.debtor_emails}}' }, 'made'),
          call('splitwise.show_expense', { expense_id: '{{made.expense_id}}' }, 'shown'),
          append('expenses', { id: '{{made.expense_id}}', what: '{{inputs.description}}', amount: '{{inputs.paid_amount}}', status: 'recorded' }),
          message('Recorded {{inputs.description}} (expense {{made.expense_id}}), split with {{shown.shares.0.debtor.name}}.'),
        ],
      },
      onExpense('delete', 'Delete expense', 'delete_expense', 'deleted'),
      onExpense('restore', 'Restore expense', 'undelete_expense', 'restored'),
    ],
    open: { inputs: [['description', 'what'], ['paid_amount', 'amount']], actions: ['record', 'expense'] },
    steps: [
      {
        stage: 'submit', message: c.recordMessage, values: { description: c.description, paid_amount: c.amount, debtor_emails: debtor.email }, hint: ['record'],
        captures: { expenseId: { at: EXPENSES, where: { description: c.description } } },
        calls: [['splitwise.record_expense', { description: c.description, paid_amount: c.amount, debtor_emails: [debtor.email] }]],
        changes: [[EXPENSES, 'inserted', { description: c.description }], ['splitwise.expense_shares', 'inserted', { expense_id: '$expenseId', debtor_id: debtor.id }]],
        records: [[EXPENSES, { id: '$expenseId' }, { description: c.description, paid_amount: c.amount, payer_id: USER, deleted: false }]], max: 3,
        allow: [['splitwise', 'expenses', 'inserted'], ['splitwise', 'expense_shares', 'inserted'], ['splitwise', 'notifications', 'inserted']],
        // With whom it is split, as the user dictated it (issue #30, not_shown; any form of the person, kit/people-forms.ts).
        show: ['$expenseId', c.description, debtor.email],
      },
      toggle('revise', c.deleteMessage, 'delete_expense', true, ['delete']),
      toggle('followup', c.restoreMessage, 'undelete_expense', false, ['restore', 'undelete']),
    ],
    reopen: { shows: [keptIn(EXPENSES, '$expenseId'), keptIn(EXPENSES, '$expenseId', 'description', c.description)], retained: ['$expenseId'] },
  }), [
    { episode: 'revise', value: '$expenseId', words: STATE_WORDS.deleted },
    // Restored, the expense is simply active again: a reopen lists it as any expense (Reading 1).
    { episode: 'followup', value: '$expenseId', words: STATE_WORDS.restored, kept: false },
  ]);
}

export function tasks(): TaskInput[] {
  return caseTasks(import.meta.url, {
    recurring: [RecurringCase, recurringTask],
    question: [QuestionCase, questionTask],
    nudge: [NudgeCase, nudgeTask],
    expenseUndo: [ExpenseUndoCase, expenseUndoTask],
  });
}
