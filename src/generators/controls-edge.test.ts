/**
 * edge_of_constraints (issue #29 item 6): the transformation on a package, and sample tasks
 * through the real generate → run → check chain, where the widened apps must pass whole while
 * writing other words into the free fields and reading before they write.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readNdjson } from '../io/ndjson.ts';
import { runFiles } from '../infra/paths.ts';
import { admit } from '../runtime/admission.ts';
import { AssertionRowSchema } from '../schemas/assertions.ts';
import { EpisodeRecordSchema } from '../schemas/run.ts';
import { tempDir } from '../stages/__tests__/helpers.ts';
import { evaluateGenerator } from '../stages/eval/index.ts';
import { APP_WORDS, edgeOfConstraints } from './controls-edge.ts';

type Obj = Record<string, any>;

const textApp = (): Obj => ({
  app: { id: 'texts', title: 'Texts', summary: 'Texting.' },
  version: 1,
  views: [{ id: 'main', title: 'Texts', components: [{ type: 'heading', text: 'Texts' }, { type: 'form', action: 'send' }, { type: 'result' }] }],
  actions: [
    {
      id: 'send',
      label: 'Send a text',
      goal: 'Text the contact.',
      services: ['phone'],
      inputs: [{ name: 'phone_number', label: 'Number', type: 'text', required: true }],
      plan: [{ call: 'phone.send_text_message', args: { phone_number: '{{inputs.phone_number}}', message: 'Hi from {{inputs.phone_number}}' } }, { message: 'Sent.' }],
    },
  ],
});

describe('edge_of_constraints', () => {
  it('rewords a free prose field, adds an optional field and a harmless read, and rewords the app', () => {
    const pkg = textApp();
    edgeOfConstraints(pkg, [{ app: 'phone', table: 'text_messages', field: 'message', constraint: { contains: ['Hi'] } }]);
    const send = pkg.actions[0];
    expect(send.plan[0]).toMatchObject({ args: {} });
    expect(send.plan[0].call).toMatch(/^phone\./);
    // A text message has a length limit, so its free text keeps the reference's words.
    expect(send.plan[1].args.message).toBe('Hi from {{inputs.phone_number}}');
    expect(send.inputs.at(-1)).toEqual({ name: 'aside', label: 'Aside (optional)', type: 'text', required: false });
    expect([pkg.app.title, send.label, pkg.views[0].title, pkg.views[0].components[0].text]).toEqual(['My Texts', 'Send a text ›', 'Start page', 'Here you go']);
    expect(admit(pkg, { services: ['phone'] }).ok).toBe(true);
  });

  it('adds its own words to a free text without a length limit (a payment note)', () => {
    const pkg = textApp();
    pkg.actions[0].services = ['venmo'];
    pkg.actions[0].plan[0] = { call: 'venmo.create_transaction', args: { receiver_email: 'a@b.c', amount: 5, description: 'Lunch {{inputs.phone_number}}' } };
    edgeOfConstraints(pkg, [{ app: 'venmo', table: 'transactions', field: 'description', constraint: { contains: ['Lunch'] } }]);
    expect(pkg.actions[0].plan[1].args.description).toBe(`Lunch {{inputs.phone_number}} ${APP_WORDS}`);
  });

  it('puts its words below a text that must end its line as written (a forward\'s dictated note)', () => {
    const pkg = textApp();
    pkg.actions[0].services = ['venmo'];
    pkg.actions[0].plan[0] = { call: 'venmo.create_transaction', args: { receiver_email: 'a@b.c', amount: 5, description: 'Lunch {{inputs.phone_number}}' } };
    edgeOfConstraints(pkg, [{ app: 'venmo', table: 'transactions', field: 'description', constraint: { contains: ['Lunch'], ends_line: ['Lunch'] } }]);
    expect(pkg.actions[0].plan[1].args.description).toBe(`Lunch {{inputs.phone_number}}\n${APP_WORDS}`);
  });

  it('leaves a field the task does not declare free as the reference writes it', () => {
    const pkg = textApp();
    edgeOfConstraints(pkg, []);
    expect(pkg.actions[0].plan[1].args.message).toBe('Hi from {{inputs.phone_number}}');
  });

  it('passes sample tasks whole with other words in their free fields and a read before each write', async () => {
    const tasks = ['multi.bbq-supplies-split', 'shared.babysitter-pay'];
    const run = join(tempDir('edge'), 'run');
    await evaluateGenerator({ generator: 'edge_of_constraints', run, tasks: tasks.join(',') });
    const rows = readNdjson(runFiles(run).assertions, AssertionRowSchema).records;
    expect(new Set(rows.map((r) => r.task))).toEqual(new Set(tasks));
    expect(rows.filter((r) => !r.passed)).toEqual([]);
    const calls = readNdjson(runFiles(run).evidence, EpisodeRecordSchema).records.flatMap((e) => e.calls);
    expect(calls.some((c) => JSON.stringify(c.args).includes(APP_WORDS))).toBe(true);
    expect(calls.some((c) => c.diff.length === 0 && Object.keys(c.args).length === 0)).toBe(true);
  });
});
