/**
 * s23 lane misc23: four re-review findings, through the real runtime, operator, checker and seeded
 * world (and, for screens, the real checker on a reopened page). Each correct app passes; each
 * wrong app fails.
 * - q3-slides-project s23-r2-f1: a text the user dictates no words for names the project or the
 *   invite in any words; a text about something else fails.
 * - thank-you-sender s23-r2-f1: a thread's subject is judged with its emails' body.
 * - gift-queue s23-r2-f1: the gift reaches an app's gift field whatever it is called (gift, item);
 *   s23-r2-f2: Ava's gift beside her may be the user's words for it.
 * - recipe-then-groceries s23-r2-f1: the recipe box still shows the dictated recipe after reopen.
 */
import { describe, expect, it } from 'vitest';
import { failed, runAttacked, suiteTask, tempDir, versions, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { evaluate } from '../../../src/stages/check/evaluate.ts';
import { emptyEpisode, type EpisodeRecord } from '../../../src/schemas/run.ts';
import type { AssertionSpec, TaskInput } from '../../../src/schemas/task.ts';
import { withAliases } from './aliases.ts';
import { owedToSideText, sideChannel } from '../../../src/suite/user-words.ts';

const cache = tempDir('misc23');

/** Every action `id` of slot A's packages, rewritten by `edit`. */
const acting = (id: string, edit: (action: Obj) => void) => (ref: Record<string, Obj>) => {
  for (const pkg of versions(ref)) for (const a of (pkg.actions as Obj[]).filter((x) => x.id === id)) edit(a);
};
/** The args of the action's call to `api`, rewritten by `edit`. */
const callArgs = (api: string, edit: (args: Obj) => void) => (a: Obj) => {
  for (const s of a.plan as Obj[]) if (s.call === api) edit(s.args as Obj);
};
const check = (task: string, id: string): AssertionSpec => {
  const spec = suiteTask(task).episodes.flatMap((e) => e.assertions).find((a) => a.id === id);
  if (!spec) throw new Error(`${task}: no ${id}`);
  return spec;
};

describe('q3-slides-project s23-r2-f1: the text to accept the invite is the app\'s to word', () => {
  const T = 'multi.q3-slides-project';
  const texting = (message: string) => acting('share_project', callArgs('phone.send_text_message', (args) => { args.message = message; }));
  it('the text is free but names the project or the invite', () => {
    const free = (check(T, 'create.14.world_matches_reference') as Obj).free.find((f: Obj) => f.app === 'phone' && f.field === 'message');
    expect(free.constraint).toBe('non_empty');
    expect(free.mentions_one).toEqual(expect.arrayContaining(['Q3 slides', 'invite', 'accept', 'todoist']));
  });
  it('"Please accept my Todoist invite today" passes every check', async () => {
    expect(failed((await runAttacked(suiteTask(T), texting('Please accept my Todoist invite today'), cache)).rows)).toEqual([]);
  });
  it('a text about something else fails the end state', async () => {
    expect(failed((await runAttacked(suiteTask(T), texting('Lunch tomorrow at noon?'), cache)).rows)).toContain('create.14.world_matches_reference');
  });
});

describe('q3-slides-project s23-r2-f1: the phrase that asks for the text, not another command of its sentence', () => {
  const sms = sideChannel('phone', 'message') as RegExp;
  const mail = sideChannel('gmail', 'body') as RegExp;
  it('a name quoted for another command is not owed to the text', () => {
    expect(owedToSideText('Q3 slides', ['name', 'Project name'], ['Start the project "Q3 slides" with Marcus Moreau, text him at 7219361411.'], sms)).toBe(false);
  });
  it('a name quoted or named in the phrase that asks for the text still is', () => {
    expect(owedToSideText('Q3 slides', ['name', 'Project name'], ['Start it, text him the project name.'], sms)).toBe(true);
    expect(owedToSideText('Running late', ['note'], ['Open the app, text Mia "Running late".'], sms)).toBe(true);
  });
  it('a phrase that goes on after the channel\'s verb, and a receipt, stay whole', () => {
    expect(owedToSideText(8310518, ['order order id'], ['One button that orders the gift wrapped on Amazon and emails my sister, who always chips in, the order number.'], mail)).toBe(true);
    expect(owedToSideText(950, ['share', 'amount'], ["Each month request my roommate's share of rent on Venmo, log it in Splitwise, email a receipt, and remind me."], mail)).toBe(true);
  });
});

describe('thank-you-sender s23-r2-f1: a thread\'s subject with its email\'s body', () => {
  const T = 'single.gmail.thank-you-sender';
  const mailing = (subject: string, body: string) => acting('send_thanks', callArgs('gmail.send_email', (args) => { args.subject = subject; args.body = body; }));
  it('subject "Thank you, Mira!" with the gift in the body passes', async () => {
    const rows = (await runAttacked(suiteTask(T), mailing('Thank you, {{inputs.name}}!', 'Dear {{inputs.name}}, thank you so much for the {{inputs.occasion}}. Alex'), cache)).rows;
    expect(failed(rows)).toEqual([]);
  });
  it('the gift said nowhere in the email fails create.09', async () => {
    const rows = (await runAttacked(suiteTask(T), mailing('Thank you, {{inputs.name}}!', 'Dear {{inputs.name}}, thank you so much! Alex'), cache)).rows;
    expect(failed(rows)).toContain('create.09.world_matches_reference');
  });
});

describe('gift-queue s23-r2-f1: the gift reaches the app\'s gift field, whatever it is called', () => {
  const T = 'single.amazon.gift-queue';
  /** The app with its gift field called `gift` and the recipient's `recipient`, in `order`. */
  const renamed = (giftName: string, giftLabel: string, order: 'gift-first' | 'recipient-first', searchWith = giftName) => acting('queue_gift', (a: Obj) => {
    const [product, recipient, relation] = a.inputs as Obj[];
    const gift = { ...product, name: giftName, label: giftLabel };
    const who = { ...recipient, name: 'recipient', label: 'Recipient' };
    a.inputs = order === 'gift-first' ? [gift, who, relation] : [who, gift, relation];
    a.plan = JSON.parse(JSON.stringify(a.plan).split('{{inputs.product}}').join(`{{inputs.${searchWith}}}`).split('{{inputs.recipient_name}}').join('{{inputs.recipient}}')) as Obj[];
  });
  it('a revise keys the gift by its names and the product search\'s query, the recipient without it', () => {
    const values = suiteTask(T).episodes.find((e) => e.id === 'revise')?.values ?? {};
    expect(Object.keys(values)).toEqual(['product|query|gift|item', 'recipient_name']);
  });
  it.each([
    ['gift', 'Gift', 'gift-first'],
    ['gift', 'Gift', 'recipient-first'],
    ['item', 'Item', 'recipient-first'],
    ['query', 'What to get', 'gift-first'],
  ] as const)('a %s field (%s, %s) gets the gift; every check passes', async (name, label, order) => {
    expect(failed((await runAttacked(suiteTask(T), renamed(name, label, order), cache)).rows)).toEqual([]);
  });
  it('an app that searches the recipient\'s name as the gift fails the revise', async () => {
    const rows = (await runAttacked(suiteTask(T), renamed('gift', 'Gift', 'gift-first', 'recipient'), cache)).rows;
    expect(failed(rows).filter((id) => id.startsWith('revise'))).not.toEqual([]);
  });
  it('kit: a shared `query` goes to the thing searched, not the person looked up in the contacts', () => {
    const task = suiteTask(T) as unknown as TaskInput;
    const plain = { ...task, episodes: task.episodes.map((e) => (e.id === 'revise' ? { ...e, values: { product: 'x', recipient_name: 'Ava' } } : e)) } as TaskInput;
    expect(Object.keys(withAliases(plain).episodes.find((e) => e.id === 'revise')?.values ?? {})).toEqual(['product|query', 'recipient_name']);
  });
});

/** A reopened page of lines (the checker reads the kept state and the screen). */
function reopened(lines: string[]): EpisodeRecord {
  return {
    ...emptyEpisode({ run: 'r', trial: 0, task: 't', slot: 'A', episode: 'reopen', episode_index: 3, stage: 'reopen' }),
    visible_text: ['App', ...lines].join('\n'),
    html: `<h1>App</h1>${lines.map((l) => `<div>${l}</div>`).join('')}`,
    shown: { state: lines, result: [] },
  };
}
const screenOnly = (task: string, id: string): AssertionSpec => ({ ...check(task, id), record: undefined }) as AssertionSpec;

describe('gift-queue s23-r2-f2: Ava\'s gift beside her in the user\'s words', () => {
  const T = 'single.amazon.gift-queue';
  const passes = (lines: string[]) => evaluate(screenOnly(T, 'reopen.04.persisted_visible'), reopened(lines), {}).passed;
  it('"1000-Piece Jigsaw Puzzle for Ava" passes, as the catalogue name does', () => {
    expect(passes(['Scented Soy Candle, Cedar for Dad', '1000-Piece Jigsaw Puzzle for Ava'])).toBe(true);
    expect(passes(['1000-Piece Jigsaw Puzzle, Multicolor for Ava Larsen'])).toBe(true);
  });
  it('Ava beside the other gift, or alone, fails', () => {
    expect(passes(['Scented Soy Candle, Cedar for Ava', '1000-Piece Jigsaw Puzzle for Dad'])).toBe(false);
    expect(passes(['Ava'])).toBe(false);
  });
});

describe('recipe-then-groceries s23-r2-f1: the recipe box shows the recipe it keeps after reopen', () => {
  const T = 'shared.recipe-then-groceries';
  const items = ['dashi', 'miso', 'tofu', 'scallions'];
  const asked = suiteTask(T).episodes.find((e) => e.id === 'a-reopen')?.assertions.filter((a) => a.type === 'persisted_visible' && items.includes(String((a as Obj).value))) ?? [];
  it('the reopen asks each dictated item', () => {
    expect(asked.map((a) => (a as Obj).value)).toEqual(items);
  });
  it('the recipe with its items, in any layout, passes; the title alone fails', () => {
    const passes = (lines: string[]) => asked.every((a) => evaluate({ ...a, record: undefined } as AssertionSpec, reopened(lines), {}).passed);
    expect(passes(['Weeknight Miso Soup', '- dashi', '- miso', '- tofu', '- scallions'])).toBe(true);
    expect(passes(['Weeknight Miso Soup: dashi, miso, tofu, scallions', 'To buy: white miso, silken tofu'])).toBe(true);
    expect(passes(['Weeknight Miso Soup (id 6527492)'])).toBe(false);
  });
  it('an app that keeps only the titles fails the reopen (its create result still shows the recipe)', async () => {
    const titlesOnly = (ref: Record<string, Obj>) => {
      for (const pkg of versions(ref)) {
        for (const a of (pkg.actions as Obj[]).filter((x) => x.id === 'create')) a.plan = (a.plan as Obj[]).map((s) => (typeof s.message === 'string' ? { message: 'Created {{inputs.title}}: {{inputs.ingredients}} (id {{created.note_id}}).' } : s));
        for (const v of pkg.views as Obj[]) for (const c of v.components as Obj[]) if (c.type === 'list') c.item = '{{item.label}} (id {{item.id}})';
      }
    };
    const rows = failed((await runAttacked(suiteTask(T), titlesOnly, cache)).rows);
    expect(rows.filter((id) => !id.startsWith('a-reopen'))).toEqual([]);
    expect(rows).toEqual(expect.arrayContaining(['a-reopen.04.persisted_visible', 'a-reopen.08.persisted_visible']));
  });
});
