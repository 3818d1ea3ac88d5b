import { z } from 'zod';
import { api, type ApiContext, type ApiDef } from '../../types.ts';
import { field, list, message, record } from '../../returns.ts';
import { insertRow, pageParams, paginate, toBool, updateFields } from '../common.ts';
import { WEEKDAYS, alarmView, weekOrder, type AlarmRow } from './store.ts';

const alarmId = z.number().int().describe('Id of the alarm.');
const OWNED = ['alarm_not_found: no such alarm', 'not_owner: the alarm is on someone else’s phone'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function checkTime(ctx: ApiContext, time: string): string {
  if (!TIME.test(time)) return ctx.fail(422, 'invalid_time', `"${time}" is not a 24-hour time like 07:30.`);
  return time;
}

function requireAlarm(ctx: ApiContext, id: number): AlarmRow {
  const row = ctx.sql('SELECT * FROM phone_alarms WHERE id = ?').get(id) as AlarmRow | undefined;
  if (!row) return ctx.fail(404, 'alarm_not_found', `The alarm with id ${id} does not exist.`);
  if (row.owner_id !== ctx.user.id) return ctx.fail(403, 'not_owner', `The alarm with id ${id} does not belong to you.`);
  return row;
}

const fields = {
  time: z.string().describe('Time of day, 24-hour HH:MM.'),
  repeat_days: z.array(z.enum(WEEKDAYS)).describe('Weekdays it repeats on (empty = rings once).'),
  label: z.string().max(60).describe('Label shown when it rings.'),
  enabled: z.boolean().describe('Whether the alarm is on.'),
  snooze_minutes: z.number().int().min(0).max(60).describe('Snooze length in minutes (0 = no snooze).'),
  vibration: z.boolean().describe('Whether the phone vibrates.'),
};

function plusMinutes(stamp: string, minutes: number): string {
  return new Date(Date.parse(`${stamp}Z`) + minutes * 60_000).toISOString().slice(0, 19);
}

function setAlarmEnabled(name: string, enabled: boolean): ApiDef {
  return api({
    name,
    method: 'PATCH',
    auth: true,
    description: enabled ? 'Turn an alarm on.' : 'Turn an alarm off (a pending snooze is cancelled with it).',
    params: z.object({ alarm_id: alarmId }),
    returns: message(),
    changes: enabled ? ['phone.alarms'] : ['phone.alarms', 'phone.alarm_snoozes'],
    errors: [...OWNED, enabled ? 'already_enabled: the alarm is already on' : 'already_disabled: the alarm is already off'],
    handler: (ctx, args) => {
      const alarm = requireAlarm(ctx, args.alarm_id);
      if (toBool(alarm.enabled) === enabled) return ctx.fail(409, enabled ? 'already_enabled' : 'already_disabled', `The alarm is already ${enabled ? 'on' : 'off'}.`);
      ctx.sql('UPDATE phone_alarms SET enabled = ? WHERE id = ?').run(enabled ? 1 : 0, alarm.id);
      if (!enabled) ctx.sql('DELETE FROM phone_alarm_snoozes WHERE alarm_id = ?').run(alarm.id);
      return { message: enabled ? 'Alarm enabled.' : 'Alarm disabled.' };
    },
  });
}

export const alarmApis: ApiDef[] = [
  api({
    name: 'show_alarms',
    method: 'GET',
    auth: true,
    description: 'List your alarms by time of day.',
    params: z.object({ enabled: z.boolean().optional().describe('Only enabled (true) or disabled (false) alarms.'), ...pageParams }),
    returns: list(record('alarm_id', 'time', field('repeat_days', list()), 'label', 'enabled', 'snooze_minutes', 'vibration', 'created_at')),
    changes: [],
    handler: (ctx, args) => {
      const rows = ctx.sql('SELECT * FROM phone_alarms WHERE owner_id = ? ORDER BY time, id').all(ctx.user.id) as AlarmRow[];
      return paginate(rows.filter((r) => args.enabled === undefined || (r.enabled === 1) === args.enabled), args).map(alarmView);
    },
  }),
  api({
    name: 'show_alarm',
    method: 'GET',
    auth: true,
    description: 'Show one alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: record('alarm_id', 'time', field('repeat_days', list()), 'label', 'enabled', 'snooze_minutes', 'vibration', 'created_at'),
    changes: [],
    errors: OWNED,
    handler: (ctx, args) => alarmView(requireAlarm(ctx, args.alarm_id)),
  }),
  api({
    name: 'create_alarm',
    method: 'POST',
    auth: true,
    description: 'Create an alarm.',
    params: z.object({
      time: fields.time,
      repeat_days: fields.repeat_days.default([]),
      label: fields.label.default(''),
      enabled: fields.enabled.default(true),
      snooze_minutes: fields.snooze_minutes.default(15),
      vibration: fields.vibration.default(true),
    }),
    returns: message('alarm_id'),
    changes: ['phone.alarms'],
    errors: ['invalid_time: time is not HH:MM (00:00-23:59)'],
    handler: (ctx, args) => {
      const time = checkTime(ctx, args.time);
      const id = insertRow(ctx, 'phone_alarms', { owner_id: ctx.user.id, ...args, time, repeat_days: weekOrder(args.repeat_days), created_at: ctx.now() });
      return { message: 'Alarm created.', alarm_id: id };
    },
  }),
  api({
    name: 'update_alarm',
    method: 'PATCH',
    auth: true,
    description: 'Change an alarm (omitted fields stay).',
    params: z.object({
      alarm_id: alarmId,
      time: fields.time.optional(),
      repeat_days: fields.repeat_days.optional(),
      label: fields.label.optional(),
      enabled: fields.enabled.optional(),
      snooze_minutes: fields.snooze_minutes.optional(),
      vibration: fields.vibration.optional(),
    }),
    returns: message(),
    changes: ['phone.alarms'],
    errors: [...OWNED, 'invalid_time: time is not HH:MM (00:00-23:59)'],
    handler: (ctx, args) => {
      const row = requireAlarm(ctx, args.alarm_id);
      const { alarm_id: _id, time, repeat_days, ...rest } = args;
      updateFields(ctx, 'phone_alarms', row.id, {
        ...rest,
        time: time === undefined ? undefined : checkTime(ctx, time),
        repeat_days: repeat_days === undefined ? undefined : weekOrder(repeat_days),
      });
      return { message: 'Alarm updated.' };
    },
  }),
  api({
    name: 'delete_alarm',
    method: 'DELETE',
    auth: true,
    description: 'Delete an alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: message(),
    changes: ['phone.alarms'],
    errors: OWNED,
    handler: (ctx, args) => {
      const row = requireAlarm(ctx, args.alarm_id);
      ctx.sql('DELETE FROM phone_alarms WHERE id = ?').run(row.id);
      return { message: 'Alarm deleted.' };
    },
  }),
  setAlarmEnabled('enable_alarm', true),
  setAlarmEnabled('disable_alarm', false),
  api({
    name: 'snooze_alarm',
    method: 'POST',
    auth: true,
    description: "Snooze an enabled alarm for its snooze length from now (snoozing again restarts it). Alarms with snooze 0 can't be snoozed.",
    params: z.object({ alarm_id: alarmId }),
    returns: message('snoozed_until'),
    changes: ['phone.alarm_snoozes'],
    errors: [...OWNED, 'alarm_disabled: the alarm is off', 'snooze_not_allowed: the alarm has snooze 0'],
    handler: (ctx, args) => {
      const alarm = requireAlarm(ctx, args.alarm_id);
      if (!toBool(alarm.enabled)) return ctx.fail(409, 'alarm_disabled', 'The alarm is off; enable it first.');
      if (alarm.snooze_minutes === 0) return ctx.fail(409, 'snooze_not_allowed', 'The alarm has no snooze (snooze_minutes is 0).');
      const until = plusMinutes(ctx.now(), alarm.snooze_minutes);
      const existing = ctx.sql('SELECT id FROM phone_alarm_snoozes WHERE alarm_id = ?').get(alarm.id) as { id: number } | undefined;
      if (existing) ctx.sql('UPDATE phone_alarm_snoozes SET snoozed_until = ? WHERE id = ?').run(until, existing.id);
      else insertRow(ctx, 'phone_alarm_snoozes', { alarm_id: alarm.id, snoozed_until: until });
      return { message: 'Alarm snoozed.', snoozed_until: until };
    },
  }),
  api({
    name: 'cancel_alarm_snooze',
    method: 'DELETE',
    auth: true,
    description: 'Cancel the pending snooze of an alarm.',
    params: z.object({ alarm_id: alarmId }),
    returns: message(),
    changes: ['phone.alarm_snoozes'],
    errors: [...OWNED, 'not_snoozed: the alarm has no pending snooze'],
    handler: (ctx, args) => {
      const alarm = requireAlarm(ctx, args.alarm_id);
      const result = ctx.sql('DELETE FROM phone_alarm_snoozes WHERE alarm_id = ?').run(alarm.id);
      if (result.changes === 0) return ctx.fail(409, 'not_snoozed', 'The alarm has no pending snooze.');
      return { message: 'Snooze cancelled.' };
    },
  }),
];
