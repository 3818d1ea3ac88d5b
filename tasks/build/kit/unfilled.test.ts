/**
 * Fields the user never fills are the app's, and one API is not demanded where another has the
 * same effect (issue #30, s11 unfilled11). Each case runs a hand-written app (the reference
 * package with one call rewritten) through the real generate → run → check chain against the
 * built task: a correct app that fills the free field its own way, or uses the other API, passes
 * the check; the cheapest wrong app (a dictated field wrong, another record) fails it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, failedIds, runCrafted as runCraftedModel, runCraftedSlots, suiteTaskById } from '../../../src/stages/__tests__/crafted-model.ts';
import type { AssertionRow } from '../../../src/schemas/assertions.ts';
import type { TaskInput } from '../../../src/schemas/task.ts';
import { compareWithReference } from '../../../src/stages/check/reference-state.ts';
import { withUnfilledFree } from './unfilled.ts';

type Obj = Record<string, any>;

afterEach(async () => {
  await closeCraftedServers();
});

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'unfilled');

/** The package with the call to `api` in action `action` replaced by `steps` (the first keeps its bind). */
const swap = (action: string, api: string, ...steps: Obj[]) => (pkg: Obj): Obj => {
  const a = (pkg.actions as Obj[]).find((x) => x.id === action);
  if (!a) throw new Error(`no action ${action}`);
  const plan = a.plan as Obj[];
  const at = plan.findIndex((s) => s.call === api);
  if (at < 0) throw new Error(`no call ${api} in ${action}`);
  const bind = plan[at]?.bind as string | undefined;
  const [first, ...rest] = steps as [Obj, ...Obj[]];
  plan.splice(at, 1, ...[bind !== undefined && first.bind === undefined ? { ...first, bind } : first, ...rest]);
  return pkg;
};

const idOf = (t: Obj, episode: string, type: string): string => (t.episodes as Obj[]).find((e) => e.id === episode)?.assertions.find((a: Obj) => a.type === type).id as string;
const world = (t: Obj, episode: string) => idOf(t, episode, 'world_matches_reference');
const failed = (rows: AssertionRow[]) => failedIds(rows);

describe('the one rule: a field of a made record the user never fills is free (kit/unfilled.ts)', () => {
  const made = (values: Obj, plan: Obj[], allow = [{ app: 'splitwise', table: 'payments', ops: ['inserted'] }]): TaskInput =>
    ({
      id: 't',
      apps: [{ slot: 'A', intention: 'x' }],
      episodes: [{ id: 'create', slot: 'A', values, assertions: [{ id: 'c.1', type: 'no_collateral', allow }, { id: 'c.2', type: 'world_matches_reference', free: [], rows: [] }] }],
      reference: { A: { package: { actions: [{ id: 'a', plan }] }, revisions: {} } },
    }) as unknown as TaskInput;
  const freeOf = (t: TaskInput) => ((t.episodes[0]?.assertions ?? [])[1] as Obj).free.map((f: Obj) => `${f.app}.${f.table}.${f.field}`);

  it('frees a payment\'s note and group the plan never fills from the user', () => {
    const t = withUnfilledFree(made({ amount: 20 }, [{ call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.e}}', amount: '{{inputs.amount}}' } }]));
    expect(freeOf(t)).toEqual(['splitwise.payments.description', 'splitwise.payments.group_id']);
  });

  it('keeps a field the user types (a value keyed by it) or the plan fills from the user', () => {
    const typed = withUnfilledFree(made({ amount: 20, 'note|description': 'Cash' }, [{ call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.e}}', amount: '{{inputs.amount}}' } }]));
    expect(freeOf(typed)).toEqual(['splitwise.payments.group_id']);
    const passed = withUnfilledFree(made({ amount: 20 }, [{ call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.e}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}', group_id: '{{g.0.group_id}}' } }]));
    expect(freeOf(passed)).toEqual([]);
  });

  it('frees nothing on a table the episode only updates', () => {
    const t = withUnfilledFree(made({ amount: 20 }, [{ call: 'splitwise.update_payment', args: { payment_id: 1, amount: 20 } }], [{ app: 'splitwise', table: 'payments', ops: ['updated'] }]));
    expect(freeOf(t)).toEqual([]);
  });

  it('lets a dated alarm repeat only on that date\'s weekday', () => {
    const t = withUnfilledFree(made({ date: '2023-05-21', time: '16:00' }, [{ call: 'phone.create_alarm', args: { time: '{{inputs.time}}', label: 'x' } }], [{ app: 'phone', table: 'alarms', ops: ['inserted'] }]));
    const rule = ((t.episodes[0]?.assertions ?? [])[1] as Obj).free.find((f: Obj) => f.field === 'repeat_days');
    expect(rule.constraint).toEqual({ one_of: [[], ['sunday']] });
    const alarm = (repeat: unknown) => ({ changes: [{ app: 'phone', table: 'alarms', inserted: [{ id: 9, time: '16:00', repeat_days: repeat, label: 'x' }], updated: [], deleted: [] }], captures: {}, probed: [] });
    const reference = { changes: [{ app: 'phone', table: 'alarms', inserted: [{ id: 5, time: '16:00', repeat_days: '[]', label: 'x' }], updated: [], deleted: [] }], captures: {} };
    expect(compareWithReference(alarm('["sunday"]'), reference, { free: [rule], rows: [] })).toEqual([]);
    expect(compareWithReference(alarm([]), reference, { free: [rule], rows: [] })).toEqual([]);
    expect(compareWithReference(alarm('["monday"]'), reference, { free: [rule], rows: [] })).not.toEqual([]);
    expect(compareWithReference(alarm('["sunday","monday"]'), reference, { free: [rule], rows: [] })).not.toEqual([]);
  });
});

describe('a payment\'s note and group are the app\'s (splitwise)', () => {
  const liam = () => suiteTaskById('single.splitwise.settle-with-liam');
  it('passes settling Liam with record_payment of the $8 owed and a note of its own', async () => {
    const t = liam();
    const rows = await runCrafted(t, swap('settle', 'splitwise.settle_up', { call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.user_email}}', amount: 8, description: 'Clean slate' } }));
    expect(failed(rows)).not.toContain(world(t, 'create'));
    expect(failed(rows)).not.toContain(world(t, 'revise'));
  }, 120_000);
  it('fails settling with less than is owed', async () => {
    const t = liam();
    const rows = await runCrafted(t, swap('settle', 'splitwise.settle_up', { call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.user_email}}', amount: 7, description: 'Clean slate' } }));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);

  const cash = () => suiteTaskById('single.splitwise.cash-payback-log');
  it('passes a cash payment recorded with the note "Cash"', async () => {
    const t = cash();
    const rows = await runCrafted(t, swap('record_payment', 'splitwise.record_payment', { call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.receiver_email}}', amount: '{{inputs.amount}}', description: 'Cash' } }));
    expect(failed(rows)).toEqual([]);
  }, 120_000);
  it('fails a cash payment to another person', async () => {
    const t = cash();
    const rows = await runCrafted(t, swap('record_payment', 'splitwise.record_payment', { call: 'splitwise.record_payment', args: { receiver_email: 'liam.larsen@proton.me', amount: '{{inputs.amount}}', description: 'Cash' } }));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);

  const venmo = () => suiteTaskById('multi.payback-venmo-and-log');
  it('passes a payback recorded in the group the debt lives in', async () => {
    const t = venmo();
    const rows = await runCrafted(t, swap('pay_back', 'splitwise.record_payment', { call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.email}}', amount: '{{inputs.amount}}', description: '{{inputs.what}}', group_id: 8884715 } }));
    expect(failed(rows)).not.toContain(world(t, 'create'));
  }, 120_000);
  it('fails a payback logged with another amount', async () => {
    const t = venmo();
    const rows = await runCrafted(t, swap('pay_back', 'splitwise.record_payment', { call: 'splitwise.record_payment', args: { receiver_email: '{{inputs.email}}', amount: 41, description: '{{inputs.what}}', group_id: 8884715 } }));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);
});

describe('a to-do\'s description is the app\'s (todoist)', () => {
  const gutter = () => suiteTaskById('single.todoist.capture-then-file-gutter');
  it('passes a to-do that points at its note', async () => {
    const t = gutter();
    const rows = await runCrafted(t, swap('capture', 'todoist.create_task', { call: 'todoist.create_task', args: { project_id: 0, title: '{{inputs.title}}', description: 'Details in Simplenote: {{inputs.details}}' } }));
    expect(failed(rows)).toEqual([]);
  }, 120_000);
  it('fails a to-do with another title', async () => {
    const t = gutter();
    const rows = await runCrafted(t, swap('capture', 'todoist.create_task', { call: 'todoist.create_task', args: { project_id: 0, title: 'Chores', description: 'Details in Simplenote' } }));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);
});

describe('a dated alarm may repeat on that day (phone)', () => {
  const snooze = () => suiteTaskById('multi.holiday-dates-snooze');
  const alarm = (repeat: string[]) => swap('later', 'phone.create_alarm', { call: 'phone.create_alarm', args: { time: '{{inputs.time}}', label: 'Holiday dates', repeat_days: repeat } });
  it('passes an alarm that repeats on Sunday, the day the user named', async () => {
    const t = snooze();
    expect(failed(await runCrafted(t, alarm(['sunday'])))).not.toContain(world(t, 'create'));
  }, 120_000);
  it('fails an alarm that repeats on Monday', async () => {
    const t = snooze();
    expect(failed(await runCrafted(t, alarm(['monday'])))).toContain(world(t, 'create'));
  }, 120_000);
});

describe('a note\'s tags: the app\'s own, the user\'s tag beside them (simple_note)', () => {
  const wifi = () => suiteTaskById('shared.wifi-note-file');
  const intentionB = (t: Obj) => String((t.apps as Obj[]).find((x) => x.slot === 'B')?.intention);
  const run = (t: Obj, craftA: (pkg: Obj) => Obj, craftB: (pkg: Obj) => Obj) =>
    runCraftedSlots(t, (slot, pkg) => (slot === 'B' ? craftB(pkg) : craftA(pkg)), 'unfilled-tags', (asked) => (asked.includes(intentionB(t)) ? 'B' : 'A'));
  const tagged = swap('create', 'simple_note.create_note', { call: 'simple_note.create_note', args: { title: '{{inputs.title}}', content: '{{inputs.content}}', tags: ['apartment'] } });
  it('passes app A tagging its notes "apartment" and app B adding "binder" beside it', async () => {
    const t = wifi();
    const rows = await run(t, tagged, (pkg) => pkg);
    expect(failed(rows)).not.toContain(world(t, 'a-create'));
    expect(failed(rows)).not.toContain(world(t, 'b-find'));
    expect(failed(rows)).not.toContain(idOf(t, 'b-find', 'record_matches'));
  }, 180_000);
  it('fails app B that never tags the note', async () => {
    const t = wifi();
    const rows = await run(t, tagged, (pkg) => {
      const a = (pkg.actions as Obj[]).find((x) => x.id === 'find_and_handle') as Obj;
      a.plan = (a.plan as Obj[]).filter((s) => s.call !== 'simple_note.add_tag_to_note');
      return pkg;
    });
    expect(failed(rows)).toContain(world(t, 'b-find'));
  }, 180_000);
});

describe('one API is not demanded where another has the same effect', () => {
  const lake = () => suiteTaskById('single.gmail.lake-photos-download');
  const move = (to: string) => (pkg: Obj): Obj => {
    const a = (pkg.actions as Obj[]).find((x) => x.id === 'rename_download') as Obj;
    a.plan = [
      { call: 'file_system.move_file', args: { source_file_path: '~/downloads/{{inputs.file}}', destination_file_path: to } },
      { call: 'file_system.show_file_info', args: { file_path: to }, bind: 'info' },
      ...(a.plan as Obj[]).filter((s) => !('call' in s) && !('message' in s)),
      { message: 'Moved {{inputs.file}}: it is now {{info.path}}.' },
    ];
    return pkg;
  };
  it('passes a rename done by moving the file to its new name in place', async () => {
    const t = lake();
    const rows = await runCrafted(t, move('~/downloads/{{inputs.new_name}}'));
    expect(failed(rows).filter((id) => id.startsWith('step2'))).toEqual([]);
  }, 120_000);
  it('fails a move to another name', async () => {
    const t = lake();
    const rows = await runCrafted(t, move('~/downloads/lake_trip.txt'));
    expect(failed(rows)).toContain(world(t, 'step2'));
  }, 120_000);

  const thanks = () => suiteTaskById('single.gmail.thank-you-sender');
  const viaDraft = (to: string) =>
    swap(
      'send_thanks',
      'gmail.send_email',
      { call: 'gmail.create_draft', args: { email_addresses: [to], subject: 'Thanks for {{inputs.occasion}}', body: 'Dear {{inputs.name}}, thank you for {{inputs.occasion}}.' }, bind: 'draft' },
      { call: 'gmail.send_email_from_draft', args: { draft_id: '{{draft.draft_id}}' }, bind: 'sent' },
    );
  it('passes a thank-you written as a draft and sent from it', async () => {
    const t = thanks();
    const rows = await runCrafted(t, viaDraft('{{inputs.email}}'));
    expect(failed(rows).filter((id) => id.startsWith('create') || id.startsWith('open'))).toEqual([]);
  }, 120_000);
  it('fails a draft sent to someone else', async () => {
    const t = thanks();
    const rows = await runCrafted(t, viaDraft('liam.larsen@proton.me'));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);

  const minutes = () => suiteTaskById('multi.meeting-minutes-export');
  const mail = (body: string) =>
    swap('write_and_send', 'gmail.send_email', { call: 'gmail.send_email', args: { email_addresses: ['{{inputs.email}}'], subject: 'Minutes: {{inputs.title}}', body } });
  it('passes the minutes mailed in the body, the file saved', async () => {
    const t = minutes();
    const rows = await runCrafted(t, mail('Hi, the minutes: {{inputs.content}}'));
    expect(failed(rows).filter((id) => id.startsWith('create'))).toEqual([]);
  }, 120_000);
  it('fails a mail that carries neither the minutes nor the file', async () => {
    const t = minutes();
    const rows = await runCrafted(t, mail('Hi, see you at the next call.'));
    expect(failed(rows)).toContain(world(t, 'create'));
  }, 120_000);
  it('still demands the attachment where the user asks the file sent', () => {
    const recipe = suiteTaskById('multi.recipe-note-to-mom');
    const free = (recipe.episodes as Obj[]).find((e) => e.id === 'create')?.assertions.find((a: Obj) => a.type === 'world_matches_reference').free as Obj[];
    expect(free.some((f) => f.app === 'gmail' && f.table === 'attachments' && f.field === 'content')).toBe(true);
  });
});

describe('an email carries the plan, not the fee the user logged elsewhere (camping-trip-planner)', () => {
  const camp = () => suiteTaskById('multi.camping-trip-planner');
  const mail = (body: string) => swap('make_plan', 'gmail.send_email', { call: 'gmail.send_email', args: { email_addresses: ['{{inputs.friend_email}}'], subject: 'Camping: {{inputs.title}}', body } });
  it('passes a plan email with the campout and its date, no fee', async () => {
    const t = camp();
    expect(failed(await runCrafted(t, mail('{{inputs.title}} on June 3rd ({{inputs.due_date}}), see you there')))).not.toContain(world(t, 'create'));
  }, 120_000);
  it('fails a plan email without the date', async () => {
    const t = camp();
    expect(failed(await runCrafted(t, mail('{{inputs.title}}: see you there')))).toContain(world(t, 'create'));
  }, 120_000);
});

describe('a label\'s colour and an alarm\'s snooze and vibration are the app\'s (s11 sample)', () => {
  const label = () => suiteTaskById('single.todoist.tag-staffing-review');
  const made = (name: string) => swap('tag_task', 'todoist.create_label', { call: 'todoist.create_label', args: { name, color: 'red' } });
  it('passes a label the app colours red', async () => {
    const t = label();
    expect(failed(await runCrafted(t, made('{{inputs.label_name}}')))).toEqual([]);
  }, 120_000);
  it('fails a red label under another name', async () => {
    const t = label();
    expect(failed(await runCrafted(t, made('staffing')))).toContain(world(t, 'create'));
  }, 120_000);

  const flight = () => suiteTaskById('single.phone.early-flight-alarm');
  const alarm = (time: string) => swap('set_alarm', 'phone.create_alarm', { call: 'phone.create_alarm', args: { time, label: '{{inputs.label}}', repeat_days: '{{inputs.repeat_days}}', enabled: true, snooze_minutes: 10, vibration: false } });
  it('passes an alarm that snoozes 10 minutes, as the user\'s others do, and does not vibrate', async () => {
    const t = flight();
    expect(failed(await runCrafted(t, alarm('{{inputs.time}}')))).not.toContain(world(t, 'create'));
  }, 120_000);
  it('fails such an alarm at another time', async () => {
    const t = flight();
    expect(failed(await runCrafted(t, alarm('04:45')))).toContain(world(t, 'create'));
  }, 120_000);
});
