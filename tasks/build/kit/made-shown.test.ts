/**
 * What a single-app task makes or sends is told on screen as done, not only echoed (issue #30,
 * not_shown, session 7): notifications marked read, a voicemail heard, a product tip texted and a
 * product wished for, a group's invitation code renewed, an alarm's repeat days. Each family runs
 * through the real generate → run → check chain with a local model server answering with the
 * reference package reworded: an app that shows the thing and the typed values but says nothing
 * of what happened fails exactly the state checks, with its world checks passing; an app that
 * says it in other words than ours passes everything.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeCraftedServers, runCrafted as runCraftedModel, taskById, describeFlipFamilies, reworded, type RewordedFamily } from '../../../src/stages/__tests__/crafted-model.ts';
import { tasks as venmoSocial } from '../cases/venmo/social.ts';
import { tasks as phoneVoice } from '../cases/phone/calls-voice.ts';
import { tasks as amazonShare } from '../cases/amazon/share.ts';
import { tasks as splitwiseGroups } from '../cases/splitwise/groups.ts';
import { tasks as alarmLife } from '../cases/phone/alarm-life.ts';
import { STATE_WORDS } from './state-words.ts';

type Obj = Record<string, any>;

afterEach(closeCraftedServers);

const runCrafted = (t: Obj, craft: (pkg: Obj) => Obj) => runCraftedModel(t, craft, 'made-shown');

type Family = RewordedFamily;

const FAMILIES: Family[] = [
  {
    name: 'notifications marked read, the newest flagged unread again',
    task: () => taskById(venmoSocial, 'single.venmo.notification-reset'),
    field: 'what',
    asks: [['create', 'read'], ['revise', 'unread']],
    echo: {
      mark_all_read: { state: 'Noted: {{top.0.message}}', message: 'Noted notification {{top.0.notification_id}}: {{top.0.message}}' },
      flag_latest: { state: 'Noted again: {{latest.0.message}}', message: 'Noted notification {{latest.0.notification_id}} again: {{latest.0.message}}' },
    },
    own: {
      mark_all_read: { state: 'All caught up, down to: {{top.0.message}}', message: 'You are all caught up; the newest was {{top.0.message}}.' },
      flag_latest: { state: 'New again: {{latest.0.message}}', message: '{{latest.0.message}} is new again.' },
    },
  },
  {
    name: 'a voicemail marked heard, another deleted',
    task: () => taskById(phoneVoice, 'single.phone.voicemail-triage'),
    field: 'status',
    asks: [['create', 'listened'], ['revise', 'deleted']],
    echo: {
      mark_heard: { state: 'noted', message: 'Noted voicemail {{found.0.voice_message_id}}: "{{found.0.transcript}}"' },
      delete_voicemail: { state: 'noted again', message: 'Noted voicemail {{found.0.voice_message_id}} again: "{{found.0.transcript}}"' },
    },
    own: {
      mark_heard: { state: 'heard it', message: 'You have heard "{{found.0.transcript}}".' },
      delete_voicemail: { state: 'gone for good', message: '"{{found.0.transcript}}" is gone for good.' },
    },
  },
  {
    name: 'a product tip texted to a friend, then the product wished for',
    task: () => taskById(amazonShare, 'single.amazon.text-a-deal'),
    field: 'what',
    asks: [['step1', 'texted'], ['step2', 'wished for']],
    echo: {
      text_tip: { state: 'noted for {{who.0.first_name}} {{who.0.last_name}}', message: 'Noted {{found.0.name}} for {{who.0.first_name}} {{who.0.last_name}} ({{who.0.phone_number}}): {{inputs.text}}' },
      wish: { state: 'noted', message: 'Noted {{found.0.name}} (product {{found.0.product_id}}).' },
    },
    own: {
      text_tip: { state: 'messaged {{who.0.first_name}} {{who.0.last_name}}', message: '{{who.0.first_name}} {{who.0.last_name}} ({{who.0.phone_number}}) got your note on {{found.0.name}}: {{inputs.text}}' },
      wish: { state: 'on your wishlist', message: '{{found.0.name}} (product {{found.0.product_id}}) is on your wishlist.' },
    },
  },
  {
    name: 'a group\'s invitation code renewed',
    task: () => taskById(splitwiseGroups, 'single.splitwise.leaked-invite-code'),
    field: 'note',
    // The person looked up and added is told as added too (Reading 2, kit/action-words.ts).
    asks: [['create', 'new code'], ['revise', 'added']],
    echo: {
      renew_code: { state: 'code {{fresh.invitation_code}}', message: '{{found.0.name}} (group {{found.0.group_id}}): code {{fresh.invitation_code}}.' },
      add_contact: { state: 'found {{who.0.first_name}} {{who.0.last_name}} <{{who.0.email}}>', message: 'Found {{who.0.first_name}} {{who.0.last_name}} ({{who.0.email}}) for group {{inputs.group_id}}.' },
    },
    own: {
      renew_code: { state: 'fresh code {{fresh.invitation_code}}', message: '{{found.0.name}} (group {{found.0.group_id}}) now joins with a fresh code, {{fresh.invitation_code}}.' },
      add_contact: { state: 'now a member: {{who.0.first_name}} {{who.0.last_name}} <{{who.0.email}}>', message: '{{who.0.first_name}} {{who.0.last_name}} ({{who.0.email}}) joined group {{inputs.group_id}}.' },
    },
  },
  {
    name: 'an alarm set on its days, paused, resumed',
    task: () => taskById(alarmLife, 'single.phone.plant-watering-alarm'),
    field: 'state',
    asks: [['create', 'wednesday'], ['create', 'sunday'], ['revise', 'paused'], ['followup', 'resumed']],
    echo: {
      set_alarm: { state: 'set', message: '{{inputs.label}} rings at {{inputs.time}} (alarm {{made.alarm_id}}).' },
      pause_alarm: { state: 'updated', message: 'Alarm {{inputs.alarm_id}} updated.' },
      resume_alarm: { state: 'updated again', message: 'Alarm {{inputs.alarm_id}} updated again.' },
    },
    own: {
      set_alarm: { state: 'set', message: '{{inputs.label}}: {{inputs.time}}, repeating {{inputs.repeat_days}} (alarm {{made.alarm_id}}).' },
      pause_alarm: { state: 'turned off', message: 'Alarm {{inputs.alarm_id}} won\'t ring until you turn it back on.' },
      resume_alarm: { state: 'switched on', message: 'Alarm {{inputs.alarm_id}} will ring again.' },
    },
  },
];

describe('a thing made or sent, told on screen as done', () => {
  it('keeps read and unread apart, and lists a user\'s verb with each new word list', () => {
    expect((STATE_WORDS.read as readonly string[]).filter((w) => (STATE_WORDS.unread as readonly string[]).includes(w))).toEqual([]);
    // Bare "on"/"off" and a bare "new" tell nothing on a screen full of labels.
    const lists = [STATE_WORDS.reviewPosted, STATE_WORDS.questionAsked, STATE_WORDS.ordered, STATE_WORDS.addedToCart, STATE_WORDS.wishListed, STATE_WORDS.renewalStopped,
      STATE_WORDS.texted, STATE_WORDS.textedToo, STATE_WORDS.emailed, STATE_WORDS.savedAsNote, STATE_WORDS.friended, STATE_WORDS.recommended, STATE_WORDS.savedToLibrary, STATE_WORDS.backInPlaylist, STATE_WORDS.codeRenewed];
    for (const list of lists) for (const word of list as readonly string[]) expect(['on', 'off', 'new']).not.toContain(word);
  });

  describeFlipFamilies(FAMILIES, 'change', runCrafted, (pkg, family, side) => reworded(pkg, family.field, family[side]));
});
