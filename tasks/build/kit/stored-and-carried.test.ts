/**
 * Session 10, lane c10 (issue #30): reasons are not dictation, content the user gives is stored,
 * texts carry what they are about, an alarm on the day's weekday rings on the day, and a reopen
 * asks nothing of what is over. Each pair runs a hand-changed reference against the real task: a
 * correct app in other words passes; the cheapest wrong app fails.
 */
import { describe, expect, it } from 'vitest';
import type { Task } from '../../../src/schemas/task.ts';
import { runAttacked, tempDir, type Obj } from '../../../src/stages/__tests__/helpers.ts';
import { loadTasks } from '../../../src/suite/load.ts';
import { asksReceipt } from './text-carries.ts';

const taskOf = (id: string): Task => loadTasks().find(({ task }) => task.id === id)?.task as Task;
const actionOf = (reference: Record<string, Obj>, slot: string, id: string): Obj => (reference[slot]?.package.actions as Obj[]).find((a) => a.id === id) as Obj;
const argsOf = (reference: Record<string, Obj>, action: string, call: string): Obj => ((actionOf(reference, 'A', action).plan as Obj[]).find((s) => s.call === call) as Obj).args as Obj;

async function failed(id: string, attack: (reference: Record<string, Obj>) => void): Promise<string[]> {
  const { rows } = await runAttacked(taskOf(id), attack, tempDir('stored-and-carried'));
  return rows.filter((r) => !r.passed).map((r) => r.assertion);
}

describe('reasons are not dictation (Reading 5), and the text to the friend is about the product', () => {
  it('stars with no review text and a warning in other words pass; a "Hi!" text fails', async () => {
    const id = 'multi.yoga-mat-warning';
    expect(await failed(id, (ref) => {
      Object.assign(argsOf(ref, 'review_and_tell', 'amazon.write_product_review'), { text: '' });
      Object.assign(argsOf(ref, 'review_and_tell', 'phone.send_text_message'), { message: 'Skip that teal yoga mat, the smell lingers.' });
    })).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'review_and_tell', 'phone.send_text_message'), { message: 'Hi!' }))).toContain('create.11.world_matches_reference');
  });

  it('a review in the app\'s own words passes; other stars fail', async () => {
    const id = 'multi.notebook-review-tip';
    expect(await failed(id, (ref) => {
      Object.assign(argsOf(ref, 'review_and_tell', 'amazon.write_product_review'), { text: 'Nice cover, thin paper.' });
      Object.assign(argsOf(ref, 'review_and_tell', 'phone.send_text_message'), { message: 'That mustard notebook: ink bleeds, I gave it 3.' });
    })).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'review_and_tell', 'amazon.write_product_review'), { rating: 5 }))).toContain('create.11.world_matches_reference');
  });
});

describe('the medicine the user names is stored in the alarm or the note (Reading 5)', () => {
  it('the name in the note only, or in the label only, passes; in neither fails', async () => {
    const id = 'multi.allergy-pill-alarm';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'start_course', 'phone.create_alarm'), { label: '' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'start_course', 'simple_note.create_note'), { title: 'How I feel', content: '10 mg each evening' }))).toEqual([]);
    expect(await failed(id, (ref) => {
      Object.assign(argsOf(ref, 'start_course', 'phone.create_alarm'), { label: 'Ibuprofen' });
      Object.assign(argsOf(ref, 'start_course', 'simple_note.create_note'), { title: 'Log', content: '10 mg' });
    })).toContain('create.12.world_matches_reference');
  });

  it('an unlabelled alarm and a note that never names Amoxicillin fail', async () => {
    const wrong = await failed('multi.antibiotic-course-alarm', (ref) => {
      Object.assign(argsOf(ref, 'start_course', 'phone.create_alarm'), { label: '' });
      Object.assign(argsOf(ref, 'start_course', 'simple_note.create_note'), { title: 'Log', content: 'Log: 500 mg' });
    });
    expect(wrong).toContain('create.12.world_matches_reference');
  });

  it('the user\'s own "each evening" says the days', () => {
    const create = taskOf('multi.allergy-pill-alarm').episodes.find((e) => e.id === 'create');
    const days = create?.assertions.find((a) => a.type === 'visible_result_grounded' && (a.note ?? '').includes('on which days'));
    expect(days && 'state' in days ? days.state : []).toContain('each evening');
  });
});

describe('loose texts carry what they are for', () => {
  it('a receipt is asked by "receipt"', () => {
    expect(asksReceipt('Pay her $60 and email her the receipt.')).toBe(true);
    expect(asksReceipt('Send Tomas $45 and mail a confirmation.')).toBe(false);
  });

  it('a receipt naming the amount in other words passes; "Venmo sent" fails', async () => {
    const id = 'multi.babysitter-payment';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'pay_and_email', 'gmail.send_email'), { subject: 'Receipt', body: 'Received with thanks: $60.00, Friday babysitting.' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'pay_and_email', 'gmail.send_email'), { subject: 'Venmo', body: 'sent' }))).toContain('create.12.world_matches_reference');
  });

  it('a text naming the shared note passes; "hi" fails', async () => {
    const id = 'multi.house-rules-share';
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'share_note', 'phone.send_text_message'), { message: 'Owen, the house rules are in Simplenote for you.' }))).toEqual([]);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'share_note', 'phone.send_text_message'), { message: 'hi' }))).toContain('create.14.world_matches_reference');
  });
});

describe('an alarm for a dated errand', () => {
  it('one repeating on the day\'s weekday passes; one on another weekday fails', async () => {
    const id = 'multi.closet-cleanout-steps';
    // The create takes it; the errand's later move to another day leaves it behind (s13 singles13:
    // an alarm "on the day" moves with the day; kit/follows-day.test.ts has the app that moves it).
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'plan_with_alarm', 'phone.create_alarm'), { repeat_days: ['saturday'] }))).toEqual(['revise.11.world_matches_reference']);
    expect(await failed(id, (ref) => Object.assign(argsOf(ref, 'plan_with_alarm', 'phone.create_alarm'), { repeat_days: ['monday'] }))).toContain('create.12.world_matches_reference');
  });
});

describe('a reopen asks nothing of what is over (Reading 1)', () => {
  it('inbox zero: no heard voicemail after reopen; a deleted only comment: not its task', () => {
    for (const id of ['single.phone.weekend-voicemail', 'single.todoist.billing-bug-comment-delete']) {
      const reopen = taskOf(id).episodes.find((e) => e.id === 'reopen');
      // Nothing over is asked kept; a `gone` check (the deleted hunch not listed as still there, s16) asks the opposite.
      // The bug diary's second hunch, which the user keeps (s17 ctrl17), is the only kept value: not the deleted one's task.
      const kept = reopen?.assertions.filter((a) => (a.type === 'persisted_visible' && a.gone !== true) || a.type === 'state_retained') ?? [];
      expect(kept.map((a) => (a as { value?: unknown }).value)).toEqual(id.includes('billing-bug') ? ['Refunds might round the other way.'] : []);
    }
    // Nor do the other triage apps, whose users never said inbox zero: a voicemail marked heard is
    // over once marked, in an app owed no list (s15, kit/acts-over.ts).
    const other = taskOf('single.phone.voicemail-triage').episodes.find((e) => e.id === 'reopen');
    expect(other?.assertions.some((a) => a.type === 'persisted_visible')).toBe(false);
  });
});
