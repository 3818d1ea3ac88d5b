/**
 * s12 (unfilled12, issue #30): what the user never gave is the app's, and the user's own words
 * count. Each case runs a hand-written app (the reference package with one call rewritten) through
 * the real generate → run → check chain against the built task: a correct app with its own
 * choice or wording passes; the cheapest wrong app fails.
 *   - a to-do's priority the user never gave (kit/unfilled.ts), kept where she gave one;
 *   - a Splitwise expense's group the user never named (kit/unfilled.ts);
 *   - the user's word for the days ("weekends", kit/day-words.ts);
 *   - a deleted contact shown as the first name she said or the number she typed (kit/people-forms.ts);
 *   - no project input where the intention names the one project (kit/idle-inputs.ts).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { withUnfilledFree } from './unfilled.ts';
import { dayWords, setWords } from './day-words.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'unfilled12');
const actionOf = (pkg: Obj, id: string): Obj => {
  const a = (pkg.actions as Obj[]).find((x) => x.id === id);
  if (!a) throw new Error(`no action ${id}`);
  return a;
};
/** The package with the call to `api` in action `action` given other arguments. */
const withArgs = (action: string, api: string, args: Obj) => (pkg: Obj): Obj => {
  const step = (actionOf(pkg, action).plan as Obj[]).find((s) => s.call === api);
  if (!step) throw new Error(`no call ${api} in ${action}`);
  step.args = args;
  return pkg;
};
const idOf = (t: Obj, episode: string, type: string): string => (t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === type).id as string;
const world = (t: Obj, episode: string) => idOf(t, episode, 'world_matches_reference');
const freeFields = (t: Obj, episode: string): string[] =>
  ((t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === 'world_matches_reference').free as Obj[]).map((f) => `${f.app}.${f.table}.${f.field}`);

describe('a to-do\'s priority the user never gave is the app\'s (todoist)', () => {
  const made = (message: string, intention = 'x', values: Obj = { title: 'Buy milk' }, args: Obj = { project_id: 0, title: '{{inputs.title}}' }): TaskInput =>
    ({
      id: 't',
      apps: [{ slot: 'A', intention }],
      episodes: [{ id: 'create', slot: 'A', message, values, assertions: [{ id: 'c.1', type: 'no_collateral', allow: [{ app: 'todoist', table: 'tasks', ops: ['inserted'] }] }, { id: 'c.2', type: 'world_matches_reference', free: [], rows: [] }] }],
      reference: { A: { package: { actions: [{ id: 'a', plan: [{ call: 'todoist.create_task', args }] }] }, revisions: {} } },
    }) as unknown as TaskInput;
  const prio = (t: TaskInput) => freeFields(t, 'create').includes('todoist.tasks.priority');

  it('frees it where no word of the request or the app\'s purpose gives one, even when the reference picks one itself', () => {
    expect(prio(withUnfilledFree(made('Add a to-do: return library books.')))).toBe(true);
    expect(prio(withUnfilledFree(made('Add a to-do: return library books.', 'x', { title: 'Books' }, { project_id: 0, title: '{{inputs.title}}', priority: 'low' })))).toBe(true);
    // Gmail's own "important" mark is not a priority.
    expect(prio(withUnfilledFree(made('Remind me to answer.', 'Mark the email as important in Gmail and put a to-do in Todoist.')))).toBe(true);
  });

  it('keeps it where the user says one, in the request, the app\'s purpose, or a typed value', () => {
    expect(prio(withUnfilledFree(made('Add a to-do: return library books, urgent.')))).toBe(false);
    expect(prio(withUnfilledFree(made('Add a to-do: return the books, low priority.')))).toBe(false);
    expect(prio(withUnfilledFree(made('Add a job.', 'Puts each field job into my Todoist as a high-priority task.')))).toBe(false);
    expect(prio(withUnfilledFree(made('Add it.', 'x', { title: 'Books', priority: 'high' }, { project_id: 0, title: '{{inputs.title}}', priority: '{{inputs.priority}}' })))).toBe(false);
  });

  const gutter = () => suiteTaskById('single.todoist.capture-then-file-gutter');
  it('passes a capture app that files its quick ideas with priority low', async () => {
    const t = gutter();
    const rows = await runCrafted(t, withArgs('capture', 'todoist.create_task', { project_id: 0, title: '{{inputs.title}}', priority: 'low' }));
    expect(failedIds(rows)).not.toContain(world(t, 'create'));
  }, 120_000);
  it('fails a low-priority to-do with another title', async () => {
    const t = gutter();
    const rows = await runCrafted(t, withArgs('capture', 'todoist.create_task', { project_id: 0, title: 'Idea', priority: 'low' }));
    expect(failedIds(rows)).toContain(world(t, 'create'));
  }, 120_000);

  const lifecycle = () => suiteTaskById('service.todoist-task-lifecycle');
  it('leaves the library-books to-do\'s priority to the app, the renewal\'s "high" still checked', () => {
    const t = lifecycle();
    expect(freeFields(t, 'create-2')).toContain('todoist.tasks.priority');
    expect(JSON.stringify((t.episodes as Obj[]).find((e) => e.id === 'revise')?.assertions)).toContain('"priority":"high"');
  });

  const wetland = () => suiteTaskById('single.todoist.wetland-sensor');
  it('fails a field-job tracker that files the job at medium though its purpose says high-priority', async () => {
    const t = wetland();
    expect(freeFields(t, 'create')).not.toContain('todoist.tasks.priority');
    const rows = await runCrafted(t, (pkg) => {
      for (const a of pkg.actions as Obj[]) for (const s of a.plan as Obj[]) if (s.call === 'todoist.create_task') s.args = { ...s.args, priority: 'medium' };
      return pkg;
    });
    expect(failedIds(rows)).toContain(world(t, 'create'));
  }, 120_000);
});

describe('an expense\'s group the user never named is the app\'s (splitwise)', () => {
  const ledger = () => suiteTaskById('shared.expense-ledger-file');
  const run = (t: Obj, args: Obj) => runCraftedSlots(t, (slot, pkg) => (slot === 'A' ? withArgs('create', 'splitwise.record_expense', args)(pkg) : pkg), 'unfilled12-ledger');
  it('passes the gift logged in the family group the user and Hana share', async () => {
    const t = ledger();
    expect(freeFields(t, 'a-create')).toContain('splitwise.expenses.group_id');
    const rows = await run(t, { description: '{{inputs.description}}', paid_amount: '{{inputs.amount}}', debtor_emails: ['hana.patel@gmail.com'], group_id: 6440269 });
    expect(failedIds(rows).filter((id) => id.startsWith('a-create'))).toEqual([]);
  }, 180_000);
  it('fails the gift logged in that group for another amount', async () => {
    const t = ledger();
    const rows = await run(t, { description: '{{inputs.description}}', paid_amount: 70, debtor_emails: ['hana.patel@gmail.com'], group_id: 6440269 });
    expect(failedIds(rows)).toContain(world(t, 'a-create'));
  }, 180_000);
  it('keeps the group compared where the user names it (the reference files the expense in it)', () => {
    expect(freeFields(suiteTaskById('single.splitwise.roommate-utilities'), 'create')).not.toContain('splitwise.expenses.group_id');
  });
  it('drops the read-back\'s group_id: null of a gift the user put in no group, keeps its amount', () => {
    const check = (suiteTaskById('single.splitwise.gift-pool').episodes as Obj[]).find((e) => e.id === 'create')?.assertions.find((a: Obj) => a.type === 'record_matches' && a.table === 'expenses');
    expect(check.fields).toEqual({ description: 'Grill set for Dad', paid_amount: 180 });
  });
});

describe('the user\'s word for the days (kit/day-words.ts)', () => {
  it('says a set only for exactly its days', () => {
    expect(setWords(['saturday', 'sunday'])).toContain('weekends');
    expect(setWords(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'])).toContain('weekdays');
    expect(setWords(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])).toContain('every day');
    expect(dayWords('saturday', ['saturday'])).not.toContain('weekends');
    expect(dayWords('saturday', ['saturday', 'sunday', 'monday'])).not.toContain('weekends');
    expect(dayWords('thursday')).toEqual(expect.arrayContaining(['thursday', 'thu', 'thursdays', 'thurs']));
  });

  const nap = () => suiteTaskById('single.phone.power-nap');
  const said = (text: string, days = '{{inputs.repeat_days}}') => (pkg: Obj): Obj => {
    const a = actionOf(pkg, 'set_alarm');
    a.plan = (a.plan as Obj[]).map((s) => (s.call === 'phone.create_alarm' ? { ...s, args: { ...s.args, repeat_days: days } } : 'message' in s ? { message: text } : s));
    return pkg;
  };
  const dayChecks = (t: Obj) => ((t.episodes as Obj[]).find((e) => e.id === 'create')?.assertions as Obj[]).filter((a) => a.type === 'visible_result_grounded' && (a.state ?? []).includes('weekends')).map((a) => a.id as string);
  it('passes a nap alarm said back as "Nap over, 14:20, weekends"', async () => {
    const t = nap();
    expect(dayChecks(t)).toHaveLength(2);
    const rows = await runCrafted(t, said('{{inputs.label}}, {{inputs.time}}, weekends (alarm {{made.alarm_id}}).'));
    expect(failedIds(rows).filter((id) => id.startsWith('create'))).toEqual([]);
  }, 120_000);
  it('fails a nap alarm said back with Saturday only', async () => {
    const t = nap();
    const rows = await runCrafted(t, said('{{inputs.label}}, {{inputs.time}}, saturday (alarm {{made.alarm_id}}).'));
    expect(failedIds(rows).some((id) => dayChecks(t).includes(id))).toBe(true);
  }, 120_000);
});

describe('a deleted contact in the forms the user gave (kit/people-forms.ts)', () => {
  const plumber = () => suiteTaskById('single.phone.plumber-contact');
  const deleting = (text: string) => (pkg: Obj): Obj => {
    const a = actionOf(pkg, 'delete_contact');
    a.plan = [
      { call: 'phone.show_contact', args: { contact_id: '{{inputs.contact_id}}' }, bind: 'who' },
      { call: 'phone.delete_contact', args: { contact_id: '{{inputs.contact_id}}' } },
      { message: text },
    ];
    return pkg;
  };
  const check = (t: Obj) => idOf(t, 'revise', 'visible_result_grounded');
  it('passes "Deleted Bruno (5035550166) from your contacts"', async () => {
    const t = plumber();
    const rows = await runCrafted(t, deleting('Deleted {{who.first_name}} ({{who.phone_number}}) from your contacts.'));
    expect(failedIds(rows)).not.toContain(check(t));
    expect(failedIds(rows).filter((id) => id.startsWith('revise'))).toEqual([]);
  }, 120_000);
  it('fails "Deleted the contact" that names nobody', async () => {
    const t = plumber();
    const rows = await runCrafted(t, deleting('Deleted the contact.'));
    expect(failedIds(rows)).toContain(check(t));
  }, 120_000);
  it('does not take a number the user corrected later as her form (the stale one)', () => {
    const reopen = (suiteTaskById('single.phone.contact-book').episodes as Obj[]).find((e) => e.id === 'reopen')?.assertions.find((a: Obj) => a.type === 'persisted_visible');
    expect(reopen.or).toEqual(['Jordan']);
  });
});

describe('no project input where the intention names the one project (kit/idle-inputs.ts)', () => {
  const japan = () => suiteTaskById('single.todoist.japan-section-rename');
  const fixed = (query: string) => (pkg: Obj): Obj => {
    const a = actionOf(pkg, 'add_section');
    a.inputs = (a.inputs as Obj[]).filter((i) => i.name !== 'project');
    (a.plan as Obj[])[0]!.args = { query, page_limit: 1 };
    return pkg;
  };
  it('passes a tool built for the Japan trip project, with only section inputs', async () => {
    const t = japan();
    const rows = await runCrafted(t, fixed('Japan'));
    expect(failedIds(rows).filter((id) => id.startsWith('open') || id.startsWith('create'))).toEqual([]);
  }, 120_000);
  it('fails one that carves the section into another project', async () => {
    const t = japan();
    const rows = await runCrafted(t, fixed('Home'));
    expect(failedIds(rows)).toContain(world(t, 'create'));
  }, 120_000);
});
