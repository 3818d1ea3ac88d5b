/**
 * The flips of the multi_tool tasks tell their new state on screen (issue #30, not_shown): a
 * thread starred beside its to-do, a paid job ticked off, a payment made private, a wake-up
 * alarm turned off, a request reminded, a return started and then called off. Each family runs
 * through the real generate → run → check chain with a local model server answering with the
 * reference package reworded: an app that echoes the thing and says nothing of what happened
 * fails exactly the state checks, with its world checks passing; an app that tells the state in
 * other words than ours passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCrafted as runCraftedModel, taskById, failedIds, stateCheckIds, askedStates, describeFlipFamilies } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as amazonTasks } from '../cases/multi_tool/amazon.ts';
import { tasks as fileTasks } from '../cases/multi_tool/file_system.ts';
import { tasks as gmailTasks } from '../cases/multi_tool/gmail.ts';
import { tasks as phoneTasks } from '../cases/multi_tool/phone.ts';
import { tasks as noteTasks } from '../cases/multi_tool/simple_note.ts';
import { tasks as splitTasks } from '../cases/multi_tool/splitwise.ts';
import { tasks as todoistTasks } from '../cases/multi_tool/todoist.ts';
import { tasks as venmoTasks } from '../cases/multi_tool/venmo.ts';
import { STATE_WORDS } from './state-words.ts';
import { withoutTold } from './told.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

// The step's other records are told in checks of their own (kit/told.ts, told.test.ts): these tests are about the flips.
const task = (list: () => Obj[], id: string): Obj => withoutTold(taskById(list, id) as Obj & { episodes: Obj[] });

/** What one action of the crafted app keeps in its list row's literal fields, and what it says. */
interface Say {
  kept: Record<string, string>;
  message: string;
}

/**
 * The reference package with the named actions' literal kept fields and message replaced (and
 * the list's item words, where they name the state themselves); the calls, and so the world,
 * stay the reference's.
 */
function reworded(pkg: Obj, say: Record<string, Say>, item?: string): Obj {
  for (const action of pkg.actions as Obj[]) {
    const words = say[action.id as string];
    if (!words) continue;
    for (const step of action.plan as Obj[]) {
      const kept = (step.item ?? step.fields) as Obj | undefined;
      if ((step.append || step.update) && kept) for (const [field, value] of Object.entries(words.kept)) if (field in kept) kept[field] = value;
      if (typeof step.message === 'string') step.message = words.message;
    }
  }
  if (item) {
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (node && typeof node === 'object') {
        const obj = node as Obj;
        if (obj.type === 'list' && typeof obj.item === 'string') obj.item = item;
        Object.values(obj).forEach(visit);
      }
    };
    visit(pkg.views);
  }
  return pkg;
}

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'multi-flips');
const failed = failedIds;
const stateChecks = stateCheckIds;

interface Family {
  name: string;
  task: () => Obj;
  /** The episodes whose visible check asks for the state, and the first word each asks for. */
  asks: [episode: string, word: string][];
  /** An app that says only "noted" — whatever it did. */
  echo: Record<string, Say>;
  /** An app that says what happened in none of our words. */
  own: Record<string, Say>;
  /** The list's item words for both apps, where the reference's name the state. */
  item?: string;
  /** The first words of asked states the echo still tells (its wording names them), so it passes those checks. */
  echoTells?: string[];
  /** The echo without the words it tells (`echoTells`): it fails every state check. */
  silent?: { say: Record<string, Say>; item: string };
}

const FAMILIES: Family[] = [
  {
    name: 'a thread starred beside its reply to-do',
    task: () => task(gmailTasks, 'multi.inbox-answer-later'),
    asks: [['create', 'starred']],
    echo: { flag_email: { kept: { flag: 'noted' }, message: 'Noted "{{found.0.subject}}"; to-do {{todo.task_id}} due {{inputs.due_date}}.' } },
    own: { flag_email: { kept: { flag: 'marked important' }, message: '"{{found.0.subject}}" is highlighted in your inbox; to-do {{todo.task_id}} for {{inputs.due_date}}.' } },
  },
  {
    name: 'a paid job ticked off',
    task: () => task(todoistTasks, 'multi.lawn-mowing-paid'),
    asks: [['revise', 'done']],
    echo: { mark_done: { kept: { status: 'noted' }, message: 'To-do {{inputs.todo_id}}: noted "{{inputs.comment}}".' } },
    own: { mark_done: { kept: { status: 'checked off' }, message: 'Finished to-do {{inputs.todo_id}}; your note "{{inputs.comment}}" is on it.' } },
  },
  {
    name: 'a payment made private',
    task: () => task(venmoTasks, 'multi.tutor-fee'),
    asks: [['revise', 'private']],
    echo: { relabel_payment: { kept: { shown: 'updated' }, message: 'Payment {{inputs.payment_id}} now reads "{{inputs.new_what}}".' } },
    own: { relabel_payment: { kept: { shown: 'only you' }, message: '"{{inputs.new_what}}" is now visible to only you.' } },
  },
  {
    name: 'a request reminded',
    task: () => task(venmoTasks, 'multi.grocery-run-split'),
    asks: [['revise', 'reminded']],
    echo: { nudge_request: { kept: { status: 'updated' }, message: 'Request {{inputs.request_id}} updated.' } },
    own: { nudge_request: { kept: { status: 'pinged' }, message: 'Pinged them again about request {{inputs.request_id}}.' } },
  },
  {
    name: 'a wake-up alarm turned off',
    task: () => task(phoneTasks, 'multi.gentle-wakeup-playlist'),
    asks: [['revise', 'paused']],
    echo: { pause_wakeup: { kept: { time: '{{alarm.time}} updated' }, message: 'Alarm {{inputs.alarm_id}} updated.' } },
    own: { pause_wakeup: { kept: { time: '{{alarm.time}} silenced' }, message: 'Alarm {{inputs.alarm_id}} stays silent until you switch it back.' } },
  },
  {
    name: 'a return started, then called off',
    task: () => task(amazonTasks, 'multi.jacket-return-reminder'),
    asks: [['create', 'return'], ['revise', 'cancelled']],
    // The reference's row says "(return N)" itself; both apps here name the row otherwise.
    item: '{{item.product}} — {{item.reason}}, {{item.status}} (#{{item.id}})',
    echo: {
      start_return: { kept: { status: 'noted' }, message: 'Noted {{orders.0.items.0.name}} (#{{ret.return_id}}); post it by {{inputs.ship_by}}.' },
      keep_it: { kept: { status: 'noted again', reason: 'noted again' }, message: 'Noted #{{inputs.return_id}} again.' },
    },
    own: {
      start_return: { kept: { status: 'sending back' }, message: 'Sending back {{orders.0.items.0.name}} (#{{ret.return_id}}); post it by {{inputs.ship_by}}.' },
      keep_it: { kept: { status: 'keeping', reason: 'keeping it' }, message: 'You are keeping it after all: #{{inputs.return_id}} is called off.' },
    },
  },
];

describe('a flipped state on screen, in the multi_tool tasks', () => {
  it('keeps each multi_tool list clear of bare "on" and "off"', () => {
    for (const key of ['starred', 'threadLabelled', 'archived', 'done', 'madePublic', 'madePrivate', 'orderCancelled', 'multiReturnStarted', 'multiReturnCancelled', 'reminded', 'wakeAlarmOff', 'favourite', 'urgent', 'repeatsWeekly', 'repeatsEveryOtherWeek', 'repeatsMonthly', 'repeatsYearly', 'followedSaved', 'sharedNote', 'itemTicked'] as const) {
      // s26 (night-shift-wakeup s26-d2b-f4): an alarm's bare "off" counts, read over its own field only
      // (never another switch's, "Vibration off"; ownSwitch in match.ts); a bare "on" never does.
      for (const word of STATE_WORDS[key]) expect(key === 'wakeAlarmOff' ? ['on'] : ['on', 'off']).not.toContain(word);
    }
    expect((STATE_WORDS.multiReturnStarted as readonly string[]).filter((w) => (STATE_WORDS.multiReturnCancelled as readonly string[]).includes(w))).toEqual([]);
    expect((STATE_WORDS.madePublic as readonly string[]).filter((w) => (STATE_WORDS.madePrivate as readonly string[]).includes(w))).toEqual([]);
  });

  describeFlipFamilies(FAMILIES, 'flip', runCrafted, (pkg, family, side) => reworded(pkg, family[side], family.item));
});

/** A value the user says that lands in a record beside the one the task follows, shown in the episode that makes it. */
interface ValueCase {
  name: string;
  task: () => Obj;
  episode: string;
  value: string | number;
  action: string;
  /** The reference's message without the value. */
  echo: string;
  /** The value told in other words than ours. */
  own: string;
}

const VALUES: ValueCase[] = [
  {
    name: 'the comment left on a moved to-do',
    task: () => task(todoistTasks, 'multi.dad-garage-handoff'),
    episode: 'revise', value: 'waiting on the spring part', action: 'reschedule_with_comment',
    echo: 'To-do {{inputs.todo_id}} moved to {{inputs.new_due}} with a comment.',
    own: 'Now due {{inputs.new_due}}. Your note on it: {{inputs.comment}}',
  },
  {
    name: 'the verdict of a posted review',
    task: () => task(amazonTasks, 'multi.coffee-maker-verdict'),
    episode: 'create', value: 'Great coffee, the lid rattles.', action: 'review_and_tell',
    echo: 'Review {{review.product_review_id}} of {{found.0.name}} posted; text sent.',
    own: 'Your take on {{found.0.name}} is live (#{{review.product_review_id}}): {{inputs.verdict}}',
  },
  {
    name: 'the short text written into a new file',
    task: () => task(fileTasks, 'multi.garage-sale-folder'),
    episode: 'create', value: 'lamp 5, chairs 10', action: 'start_folder',
    echo: 'Wrote {{inputs.file_path}} (file {{file.file_id}}) and emailed it.',
    own: '{{inputs.file_path}} now holds: {{inputs.content}} (sent along as file {{file.file_id}})',
  },
];

const messaged = (pkg: Obj, action: string, text: string): Obj => {
  for (const a of pkg.actions as Obj[]) if (a.id === action) for (const step of a.plan as Obj[]) if (typeof step.message === 'string') step.message = text;
  return pkg;
};

describe('a value the user says, shown where it lands', () => {
  for (const c of VALUES) {
    describe(c.name, () => {
      const check = (t: Obj) => ((t.episodes as Obj[]).find((e) => e.id === c.episode)?.assertions as Obj[]).find((a) => a.type === 'visible_result_grounded' && a.value === c.value)?.id as string | undefined;

      it('is checked on screen in the episode that makes it', () => {
        expect(check(c.task())).toBeDefined();
      });

      it('fails an app that leaves it out, and only on that check', async () => {
        const t = c.task();
        const rows = await runCrafted(t, (pkg) => messaged(pkg, c.action, c.echo));
        expect(failed(rows)).toEqual([check(t)]);
      });

      it('passes an app that tells it in its own words', async () => {
        const t = c.task();
        const rows = await runCrafted(t, (pkg) => messaged(pkg, c.action, c.own));
        expect(failed(rows)).toEqual([]);
      });
    });
  }
});

describe('the multi_tool states told beside a new record', () => {
  const MORE: Family[] = [
    {
      name: 'a new contact made a favourite',
      task: () => task(phoneTasks, 'multi.new-neighbor-hello'),
      asks: [['create', 'favourite']],
      echo: { welcome_contact: { kept: { tag: 'saved' }, message: 'Saved {{inputs.first_name}} {{inputs.last_name}} (contact {{saved.contact_id}}); note kept: "{{inputs.met}}".' } },
      own: { welcome_contact: { kept: { tag: 'on speed dial' }, message: '{{inputs.first_name}} {{inputs.last_name}} is on speed dial now (contact {{saved.contact_id}}). Your note: {{inputs.met}}' } },
    },
    {
      name: 'a checklist item ticked',
      task: () => task(noteTasks, 'multi.camping-gear-checklist'),
      // s28 gone2 (s28-s200-f1): and the ticked item's own check, its tick beside it.
      asks: [['revise', 'ticked'], ['revise', 'ticked']],
      // The checklist's own lines too (kept12): an echo lists the items with no state of theirs.
      echo: { tick_and_add: { kept: { status: 'updated', state: 'listed' }, message: 'Note {{inputs.note_id}} now lists "{{inputs.new_item}}".' } },
      own: { tick_and_add: { kept: { status: 'one crossed off' }, message: 'Crossed off item {{inputs.item_index}}; "{{inputs.new_item}}" is on the list of note {{inputs.note_id}}.' } },
    },
    {
      name: 'a shared cost set to repeat monthly',
      task: () => task(splitTasks, 'multi.gym-membership-recurring'),
      // s16 lines (made-beside.ts, anyLine): the to-do made beside the rule is told by a word of a
      // to-do on any changed line, the start date on any; the echo's "to-do {{todo.task_id}}" says so.
      asks: [['create', 'monthly'], ['create', 'to-do']],
      echoTells: ['to-do'],
      silent: {
        say: { set_up_recurring: { kept: { repeats: 'set up' }, message: '{{inputs.what}} (${{inputs.amount}}) from {{inputs.due_date}}: rule {{rule.recurring_expense_id}}, item {{todo.task_id}}.' } },
        item: '{{item.title}} from {{item.due}}, {{item.repeats}} ({{item.id}}) — {{item.told}}',
      },
      echo: { set_up_recurring: { kept: { repeats: 'set up' }, message: '{{inputs.what}} (${{inputs.amount}}) from {{inputs.due_date}}: rule {{rule.recurring_expense_id}}, to-do {{todo.task_id}}.' } },
      own: { set_up_recurring: { kept: { repeats: 'once a month' }, message: '{{inputs.what}}: ${{inputs.amount}} once a month starting {{inputs.due_date}} (rule {{rule.recurring_expense_id}}, to-do {{todo.task_id}}).' } },
    },
  ];
  for (const family of MORE) {
    describe(family.name, () => {
      it('asks the visible check for a word of the new state', () => {
        const t = family.task();
        const asked = askedStates(t);
        expect(asked).toEqual(family.asks);
      });

      it('fails an app that echoes the thing but not what happened', async () => {
        const t = family.task();
        const told = new Set(family.echoTells ?? []);
        const untold = (t.episodes as Obj[]).flatMap((e) => (e.assertions as Obj[]).filter((a) => stateChecks(t).includes(a.id as string) && !told.has(a.state[0] as string)).map((a) => a.id as string));
        expect(untold.length).toBeGreaterThan(0);
        expect(failed(await runCrafted(t, (pkg) => reworded(pkg, family.echo)))).toEqual(untold);
        if (family.silent) expect(failed(await runCrafted(t, (pkg) => reworded(pkg, family.silent!.say, family.silent!.item)))).toEqual(stateChecks(t));
      });

      it('passes an app that tells the state in its own words', async () => {
        const t = family.task();
        expect(failed(await runCrafted(t, (pkg) => reworded(pkg, family.own)))).toEqual([]);
      });
    });
  }
});
