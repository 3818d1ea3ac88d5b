/**
 * The flips outside the toggle pairs tell their new state on screen (issue #30, K2): likes and
 * unlikes on Venmo, numbers blocked and unblocked, threads snoozed and woken, alarms paused and
 * resumed, snoozed and woken up, notes tagged and untagged, pinned and unpinned. Each family runs through the real generate → run → check chain
 * with a local model server answering with the reference package reworded: an app that echoes
 * the thing and says nothing of what happened fails exactly the state checks, with its world
 * checks passing; an app that tells the state in other words than ours passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCrafted as runCraftedModel, taskById, describeFlipFamilies, reworded, type RewordedFamily } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as gmailLabels } from '../cases/gmail/labels.ts';
import { tasks as alarmLife } from '../cases/phone/alarm-life.ts';
import { tasks as noteLists } from '../cases/simple_note/lists.ts';
import { tasks as phonePeople } from '../cases/phone/people.ts';
import { tasks as venmoSocial } from '../cases/venmo/social.ts';
import { STATE_WORDS } from './state-words.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const task = taskById;

const runCrafted = (task: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(task, craft, 'state-flips');

type Family = RewordedFamily;

const FAMILIES: Family[] = [
  {
    name: 'a payment liked, unliked, another liked',
    task: () => task(venmoSocial, 'single.venmo.halloween-like'),
    field: 'status',
    asks: [['create', 'liked'], ['revise', 'unliked'], ['followup', 'liked']],
    echo: {
      like: { state: 'noted', message: 'Noted "{{found.0.description}}".' },
      unlike: { state: 'noted again', message: 'Noted "{{found.0.description}}" again.' },
    },
    own: {
      like: { state: 'loved', message: 'You loved "{{found.0.description}}".' },
      unlike: { state: 'like removed', message: 'Your like on "{{found.0.description}}" is gone.' },
    },
  },
  {
    name: 'a number blocked, another unblocked',
    task: () => task(phonePeople, 'single.phone.robocall-block'),
    field: 'status',
    asks: [['create', 'blocked'], ['revise', 'unblocked']],
    echo: {
      block: { state: 'noted', message: '{{inputs.phone_number}} noted.' },
      unblock: { state: 'noted', message: '{{inputs.phone_number}} noted.' },
    },
    own: {
      block: { state: 'muted', message: 'Calls from {{inputs.phone_number}} are muted now.' },
      unblock: { state: 'allowed', message: 'Calls from {{inputs.phone_number}} can ring again.' },
    },
  },
  {
    name: 'a thread snoozed, then woken',
    task: () => task(gmailLabels, 'single.gmail.snooze-until-monday'),
    field: 'what',
    // The day and the hour the user dictated are asked beside the thread too (s8, said beside).
    asks: [['step1', 'snoozed'], ['step1', '2023-05-22'], ['step1', '09:00'], ['step2', 'woken']],
    echo: {
      snooze: { state: 'noted', message: 'Noted {{found.0.subject}}.' },
      wake: { state: 'noted again', message: 'Noted {{found.0.subject}} again.' },
    },
    own: {
      snooze: { state: 'hidden until {{inputs.date}} {{inputs.time}}', message: '{{found.0.subject}} is hidden until {{inputs.date}} {{inputs.time}}.' },
      wake: { state: 'back in your inbox', message: '{{found.0.subject}} is back in your inbox.' },
    },
  },
  {
    name: 'an alarm paused, then resumed',
    task: () => task(alarmLife, 'single.phone.bin-night-alarm'),
    field: 'state',
    // The days it repeats are asked for after it is set (made-shown.test.ts).
    asks: [['create', 'thursday'], ['revise', 'paused'], ['followup', 'resumed']],
    echo: {
      set_alarm: { state: 'on', message: '{{inputs.label}} rings at {{inputs.time}} (alarm {{made.alarm_id}}).' },
      pause_alarm: { state: 'updated', message: 'Alarm {{inputs.alarm_id}} updated.' },
      resume_alarm: { state: 'updated again', message: 'Alarm {{inputs.alarm_id}} updated again.' },
    },
    own: {
      set_alarm: { state: 'on', message: '{{inputs.label}}: {{inputs.time}}, repeating {{inputs.repeat_days}} (alarm {{made.alarm_id}}).' },
      pause_alarm: { state: 'turned off', message: 'Alarm {{inputs.alarm_id}} won\'t ring until you turn it back on.' },
      resume_alarm: { state: 'switched on', message: 'Alarm {{inputs.alarm_id}} will ring again.' },
    },
  },
  {
    name: 'an alarm snoozed, then the snooze cancelled',
    task: () => task(alarmLife, 'single.phone.medication-snooze'),
    field: 'state',
    asks: [['create', 'monday'], ['create', 'sunday'], ['revise', 'snoozed'], ['followup', 'awake']],
    echo: {
      set_alarm: { state: 'on', message: '{{inputs.label}} rings at {{inputs.time}} (alarm {{made.alarm_id}}).' },
      snooze_alarm: { state: 'updated', message: 'Alarm {{inputs.alarm_id}} updated.' },
      awake: { state: 'updated again', message: 'Alarm {{inputs.alarm_id}} updated again.' },
    },
    own: {
      set_alarm: { state: 'on', message: '{{inputs.label}}: {{inputs.time}}, repeating {{inputs.repeat_days}} (alarm {{made.alarm_id}}).' },
      snooze_alarm: { state: 'snoozing', message: 'Alarm {{inputs.alarm_id}} is snoozing until {{snoozed.snoozed_until}}.' },
      awake: { state: 'snooze canceled', message: 'No more snoozing for alarm {{inputs.alarm_id}}.' },
    },
  },
  {
    name: 'a note tagged, then the tag taken off',
    task: () => task(noteLists, 'single.simple_note.tag-blog-ideas'),
    field: 'state',
    asks: [['create', 'drafting'], ['revise', 'untagged']],
    echo: {
      tag_note: { state: 'noted', message: 'Noted "{{found.0.title}}".' },
      untag_note: { state: 'noted again', message: 'Noted "{{note.title}}" again.' },
    },
    own: {
      tag_note: { state: '#{{inputs.tag}}', message: '"{{found.0.title}}" now carries #{{inputs.tag}}.' },
      untag_note: { state: 'tag cleared', message: '#{{inputs.tag}} cleared from "{{note.title}}".' },
    },
  },
  {
    name: 'a note pinned, then unpinned',
    task: () => task(noteLists, 'single.simple_note.pin-budget'),
    field: 'state',
    asks: [['create', 'pinned'], ['revise', 'unpinned']],
    echo: {
      pin: { state: 'noted', message: 'Noted "{{found.0.title}}".' },
      unpin: { state: 'noted again', message: 'Noted "{{found.0.title}}" again.' },
    },
    own: {
      pin: { state: 'on top', message: '"{{found.0.title}}" stays at the top now.' },
      unpin: { state: 'not pinned', message: '"{{found.0.title}}" is not pinned any more.' },
    },
  },
];

describe('a flipped state on screen, outside the toggle pairs', () => {
  it('keeps each side\'s words off the other side', () => {
    const opposite: [keyof typeof STATE_WORDS, keyof typeof STATE_WORDS][] = [['liked', 'unliked'], ['blocked', 'unblocked'], ['snoozed', 'woken'], ['alarmOff', 'alarmOn'], ['alarmSnoozed', 'alarmAwake'], ['tagged', 'untagged'], ['pinned', 'unpinned']];
    for (const [a, b] of opposite) {
      expect((STATE_WORDS[a] as readonly string[]).filter((w) => (STATE_WORDS[b] as readonly string[]).includes(w))).toEqual([]);
      // s26 (night-shift-wakeup s26-d2b-f4): an alarm's bare "off" counts, read over its own field only
      // (never another setting's, "Vibration off"; ownSwitch in match.ts). s27 (s26-d3a-f1, f2, f3, f5): so
      // does its bare "on", only right after the alarm's time, id or label and ending the row.
      for (const word of STATE_WORDS[a]) expect(a === 'alarmOff' ? ['on'] : ['on', 'off']).not.toContain(word);
      for (const word of STATE_WORDS[b]) expect(b === 'alarmOn' ? ['off'] : ['on', 'off']).not.toContain(word);
    }
  });

  describeFlipFamilies(FAMILIES, 'flip', runCrafted, (pkg, family, side) => reworded(pkg, family.field, family[side]));
});
