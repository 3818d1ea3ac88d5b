/**
 * s27 result: a deletion step's result check asks the deletion told done (kit/deletion-done.ts,
 * `doneOnly` in src/stages/check/evaluate.ts), and an unblock's takes the block list's own words.
 * - s26-d5e-f1 (dogsitter-, movers-, plumber-contact), s26-d5f-f2 (book-club-, carpool-,
 *   concert-ticket-request): a failure, a question, an offer or a still-pending row tells nothing.
 * - s26-d5f-f3: "Withdrew the request …" passes in every request task.
 * - spam-blocker s26-s183-f1: "Removed … from the block list." and "… is off your block list." pass.
 * Probed as the findings did: the reference's real revise record, its new lines replaced.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EpisodeRecord } from '../../../src/schemas/run.ts';
import { runAttacked, suiteCheck, suiteTask, tempDir } from '../../../src/stages/__tests__/helpers.ts';
import { doneOnly, evaluate } from '../../../src/stages/check/evaluate.ts';
import { saysDone } from './deletion-done.ts';

const cache = tempDir('s27-result');

interface Case { task: string; check: string; episode: string; name: string; record: string; pending: string }
const CONTACTS: Case[] = [
  { task: 'single.phone.dogsitter-contact', check: 'revise.06', episode: 'revise', name: 'Ines Walker', record: 'Ines Walker — 2025550134', pending: 'saved' },
  { task: 'single.phone.movers-contact', check: 'revise.06', episode: 'revise', name: 'Swift Movers', record: 'Swift Movers — 7735550121', pending: 'saved' },
  { task: 'single.phone.plumber-contact', check: 'revise.06', episode: 'revise', name: '', record: '', pending: 'saved' },
];
const REQUESTS: Case[] = [
  { task: 'single.venmo.book-club-request', check: 'revise.06', episode: 'revise', name: 'Book club dues', record: 'Zoe Ito — $12 for Book club dues', pending: 'pending' },
  { task: 'single.venmo.carpool-request', check: 'revise.06', episode: 'revise', name: 'Gas this week', record: 'Liam Larsen — $15 for Gas this week', pending: 'pending' },
  { task: 'single.venmo.concert-ticket-request', check: 'revise.06', episode: 'revise', name: 'Concert ticket', record: 'Caleb Larsen — $68 for Concert ticket', pending: 'pending' },
];

const records = new Map<string, { revise: EpisodeRecord; captures: Record<string, unknown> }>();

beforeAll(async () => {
  for (const c of [...CONTACTS, ...REQUESTS, { task: 'single.phone.spam-blocker', episode: 'revise' } as Case]) {
    const run = await runAttacked(suiteTask(c.task), () => undefined, cache);
    const revise = run.records.get(c.episode);
    if (!revise) throw new Error(`${c.task}: no ${c.episode}`);
    records.set(c.task, { revise, captures: Object.assign({}, ...[...run.records.values()].map((r) => r.captures as Record<string, unknown>)) as Record<string, unknown> });
  }
}, 600_000);

/** The check on the reference's revise record, its new lines replaced by `lines`. */
function judged(task: string, check: string, lines: readonly string[], html = ''): boolean {
  const got = records.get(task);
  if (!got) throw new Error(task);
  const before = got.revise.visible_before ?? '';
  const text = [before, ...lines].join('\n');
  const episode: EpisodeRecord = { ...got.revise, visible_text: text, html: html === '' ? `<main>${text.split('\n').map((l) => `<p>${l}</p>`).join('')}</main>` : html, shown: { state: text.split('\n'), result: [...lines] } };
  return evaluate(suiteCheck(task, check), episode, got.captures).passed;
}

/** The record's name and its row as the reference's own revise screen shows them. */
function named(c: Case): { name: string; row: string } {
  const got = records.get(c.task);
  if (!got) throw new Error(c.task);
  if (c.name !== '') return { name: c.name, row: c.record };
  // plumber-contact: read the deleted contact's name off its check.
  const spec = suiteCheck(c.task, c.check) as { value: unknown };
  return { name: String(spec.value), row: String(spec.value) };
}

describe('the deletion result words are done forms only (s26-d5e-f1, s26-d5f-f2, s26-d5f-f3)', () => {
  it('a bare verb or an -ing form is no done form; past and participle forms are', () => {
    for (const w of ['delete', 'remove', 'cancel', 'take', 'clear', 'bin', 'empty', 'get rid of', 'take off', 'pull', 'pull out', 'removing', 'rid of', 'unfavourite']) expect(saysDone(w), w).toBe(false);
    for (const w of ['deleted', 'removed', 'cancelled', 'withdrawn', 'withdrew', 'gone', 'got rid of', 'taken off', 'no longer', 'not any more', 'pulled out', 'cut', 'unfavourited']) expect(saysDone(w), w).toBe(true);
  });

  it('every deletion check of the suite keeps no bare verb and holds "withdrew"', () => {
    for (const c of [...CONTACTS, ...REQUESTS]) {
      const spec = suiteCheck(c.task, c.check) as { state?: string[]; state_done?: unknown };
      expect(spec.state_done, c.task).toBeDefined();
      for (const w of ['delete', 'remove', 'cancel', 'take', 'clear', 'bin', 'empty', 'withdraw']) expect(spec.state, `${c.task} ${w}`).not.toContain(w);
      expect(spec.state, c.task).toContain('withdrew');
    }
  });
});

describe('doneOnly: a sentence that does not say it done tells nothing', () => {
  const words = ['deleted', 'removed', 'cancelled', 'no longer', 'not any more'];
  const still = ['pending', 'open', 'saved'];
  it('masks failures, questions, negated and conditional clauses and pending rows; keeps done ones', () => {
    for (const line of ['Could not delete Ines Walker: removed from favourites only', 'Failed: Ines Walker removed?', 'Removed Ines Walker?', 'Ines Walker was not deleted', 'Ines Walker — pending (cancelled if paid)', 'Ines Walker will be removed', 'Error — contact not removed']) {
      expect(words.some((w) => doneOnly(line, words, still).includes(w)), line).toBe(false);
    }
    for (const line of ['Deleted Ines Walker.', 'Ines Walker deleted — Undo?', 'Deleted Ines Walker (this can\'t be undone)', 'Ines Walker is no longer in your contacts', 'Cancelled your pending request for Book club dues.', 'Request cancelled (was pending).', 'Deleted Ines Walker. Changes saved.']) {
      expect(words.some((w) => doneOnly(line, words, still).includes(w)), line).toBe(true);
    }
  });
});

describe('doneOnly reads the record\'s own name as a name', () => {
  it('a draft titled "Game night?" discarded is told done (gmail spring-clean, the reference\'s line)', () => {
    const line = 'Discarded the draft Game night? (draft 4383605).';
    expect(doneOnly(line, ['discarded'], ['saved'], ['Game night?'])).toContain('discarded');
    expect(doneOnly('Game night? discarded.', ['discarded'], ['saved'], ['Game night?'])).toContain('discarded');
    expect(doneOnly('Game night? — not discarded', ['discarded'], ['saved'], ['Game night?'])).not.toContain('discarded');
  });
});

describe('revise.06 of a contact deleted (s26-d5e-f1)', () => {
  for (const c of CONTACTS) {
    it(`${c.task}: a failure, a question or an offered deletion fails; a done deletion in any words passes`, () => {
      const { name, row } = named(c);
      for (const line of [`Could not delete ${name}.`, `Failed to remove ${name}.`, `Delete ${name}?`, `${row} Delete`, `${row} Remove`, `${name} could not be deleted.`, `${name} was not removed.`, `Remove ${name}? It will be deleted.`, `${row} — ${c.pending}`]) {
        expect(judged(c.task, c.check, [line]), line).toBe(false);
      }
      for (const line of [`Deleted ${name}.`, `${name} removed.`, `${row} — Deleted`, `${name} is gone from your contacts.`, `${name} deleted — Undo?`, `Removed ${name} (this can't be undone).`, `${name} is no longer in your contacts.`]) {
        expect(judged(c.task, c.check, [line]), line).toBe(true);
      }
    });
  }
});

describe('revise.06 of a request cancelled (s26-d5f-f2, s26-d5f-f3)', () => {
  for (const c of REQUESTS) {
    it(`${c.task}: a prompt, a still-pending row or an unrelated verb fails; cancelled, deleted, withdrew pass`, () => {
      const recipient = c.record.split(' — ')[0] ?? '';
      for (const line of [`Cancel the ${c.name} request?`, `${c.record} — status: pending — Cancel`, `${c.record} (request 123, pending) Cancel`, `${c.name} — take a look`, `${c.name}: empty note`, `Could not cancel the ${c.name} request.`, `${c.record} (pending; cancelled if paid in cash)`, `${c.record} — pending, can be cancelled`]) {
        expect(judged(c.task, c.check, [line]), line).toBe(false);
      }
      for (const line of [`Withdrew the request to ${recipient} for ${c.name}.`, `Deleted the ${c.name} request.`, `Cancelled your pending request for ${c.name}.`, `${c.record} — cancelled`, `Request for ${c.name} withdrawn.`, `${c.name} request canceled (it was pending).`]) {
        expect(judged(c.task, c.check, [line]), line).toBe(true);
      }
    });
  }
});

describe('revise.07 of spam-blocker: the block list\'s own words tell the unblock (s26-s183-f1)', () => {
  it('"Removed … from the block list." and "… is off your block list." pass; a still-blocked number fails', () => {
    const task = 'single.phone.spam-blocker';
    const number = String((suiteCheck(task, 'revise.07') as { value: unknown }).value);
    for (const line of [`Removed ${number} from the block list.`, `${number} is off your block list.`, `${number} is unblocked.`, `Took ${number} off the blocklist.`]) expect(judged(task, 'revise.07', [line]), line).toBe(true);
    for (const line of [`${number} is blocked.`, `${number}`, `Blocked ${number}.`]) expect(judged(task, 'revise.07', [line]), line).toBe(false);
  });
});
